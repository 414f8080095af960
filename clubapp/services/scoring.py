"""Recording deals: record, undo (withdraw), redo (restore) and correct, each one transaction.

Totals are never stored as such: every change replays the game's recorded deals through its
rules, so a correction of an early deal recomputes everything after it, and a change that would
make a later deal impossible is refused as a whole.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, MutableMapping, Sequence
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value
from sqlalchemy.orm.session import make_transient_to_detached

from clubapp.rules import GameRules, RuleError, State, get_game, result_json
from clubapp.rules.entry_text import canonical_entry
from clubapp.services.audit import audit, conflict_noted, current_user
from clubapp.services.evenings import require_open
from clubapp.services.results_cache import refresh_game_results
from clubapp.services.views import ConflictError, DealView, GameView, ServiceError
from clubapp.store.database import Database
from clubapp.store.models import Deal, Game, utcnow


def _lock_game(session: Session, game_pk: int) -> Game:
    """Load a game for a change, first taking the write lock on it.

    Writing first (before any read) makes a second computer's change to the same game wait
    for this one to commit, and then read what it wrote: on SQLite the database's write lock,
    on PostgreSQL the game's row lock.
    """
    # nothing to bring in line in the session (the status is set to itself): without this the
    # ORM would compare every game the session holds, at every deal of a group commit
    session.execute(update(Game).where(Game.id == game_pk).values(status=Game.status)
                    .execution_options(synchronize_session=False))
    return _load_game(session, game_pk)


def _load_game(session: Session, game_pk: int) -> Game:
    game = session.get(Game, game_pk)
    if game is None:
        raise ServiceError("scoring.no_such_game", "game", number=game_pk)
    return game


def _replay(rules: GameRules, game: Game, entries: Sequence[Mapping[str, Any]]) -> State:
    state = rules.new_state(list(game.player_names), game.options)
    return rules.score_all(state, entries)


def _recorded(game: Game) -> list[Deal]:
    return [d for d in game.deals if d.status == "recorded"]


def game_view_state(game: Game) -> State:
    """A game replayed through its rules from its recorded deals."""
    return _replay(get_game(game.game_id), game, [d.entry for d in _recorded(game)])


def game_view(game: Game, state: State | None = None) -> GameView:
    """Everything a screen shows of a game, derived from its recorded deals.

    ``state`` is the game replayed through its rules, when the caller has just done so.
    """
    rules = get_game(game.game_id)
    recorded = _recorded(game)
    if state is None:
        state = _replay(rules, game, [d.entry for d in recorded])
    players = tuple(game.player_names)
    sides = rules.sides(players)
    deals = tuple(
        DealView(d.id, number, dict(d.entry), rec.dealer, dict(rec.points), dict(rec.totals),
                 rec.note, d.revision, d.entered_by, d.entered_at, rec.ended_game)
        for number, (d, rec) in enumerate(zip(recorded, state.deals, strict=True), start=1))
    members = {side: rules.members(side, players) for side in sides}
    match = ({"winner": state.match.winner, "value": state.match.value}
             if state.match is not None else None)
    withdrawn = tuple(d.id for d in sorted((d for d in game.deals if d.status == "withdrawn"),
                                           key=lambda d: d.updated_at))
    return GameView(
        id=game.id, table_id=game.table_id, game_id=rules.id, game_name=rules.name,
        options=dict(state.options), players=players, player_ids=tuple(game.player_ids),
        sides=sides, side_members=members, deals=deals, totals=dict(state.totals),
        games=tuple(g.to_json() for g in state.games), match=match,
        winner=state.match.winner if state.match else None,
        next_dealer=players[state.next_dealer % len(players)], withdrawn=withdrawn,
        to_go=_to_go(state), result=result_json(rules, state))


def _to_go(state: State) -> dict[str, int] | None:
    """Chips to go, for the games that keep them (seven-up, auction pitch: seeds/000 line 99)."""
    extra = state.extra
    if isinstance(extra, Mapping) and isinstance(extra.get("to_go"), Mapping):
        return {side: int(n) for side, n in extra["to_go"].items()}
    return None


_INSERT_DEAL = Deal.__table__.insert().returning(Deal.__table__.c.id)


def _insert_deal(session: Session, game: Game, seq: int, entry: Mapping[str, Any],
                 after: State) -> Deal:
    """The new deal written by one statement and put in ``game.deals`` as loaded.

    A deal of a group commit is one of thirty in one transaction: the session's unit of work
    would compare every object it holds at each flush, for one row."""
    now = utcnow()
    values = {"game_id": game.id, "seq": seq, "entry": copy.deepcopy(dict(entry)),
              "points": dict(after.deals[-1].points), "status": "recorded", "revision": 1,
              "entered_by": current_user(), "entered_at": now, "updated_at": now}
    deal_id = session.execute(_INSERT_DEAL, values).scalar_one()
    deal = Deal(id=deal_id, **values)
    make_transient_to_detached(deal)
    session.add(deal)
    set_committed_value(deal, "game", game)
    set_committed_value(game, "deals", [*game.deals, deal])
    return deal


class ScoringService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def view(self, game_pk: int) -> GameView:
        with self.db.transaction() as session:
            return game_view(_load_game(session, game_pk))

    def table_views(self, table_id: int) -> list[GameView]:
        """Every game played at a table, oldest first: its finished rubbers stay listed under
        it after its players have gone to other tables."""
        with self.db.transaction() as session:
            games = session.scalars(select(Game).where(Game.table_id == table_id)
                                    .order_by(Game.id))
            return [game_view(game) for game in games]

    def record_deal(self, game_pk: int, entry: Mapping[str, Any], *,
                    within: Callable[[Session, Deal], None] | None = None) -> GameView:
        """Validate a deal by the game's rules and commit it; RuleError (nothing saved) if wrong.

        Two computers recording at the same table at once: the second to commit finds its deal
        number taken and is scored again after the first, so neither deal is lost. ``within``
        is called with the new deal inside the same transaction (a table page's submission id
        is kept there, so that the deal and the proof it was sent are committed together).
        """
        for attempt in range(5):
            try:
                return self._record(game_pk, entry, within)
            except IntegrityError:
                if attempt == 4:
                    raise ServiceError("scoring.too_busy") from None
        raise AssertionError("unreachable")

    def _record(self, game_pk: int, entry: Mapping[str, Any],
                within: Callable[[Session, Deal], None] | None = None) -> GameView:
        with self.db.transaction() as session:
            game, after = self.record_in(session, game_pk, entry, within)
            return game_view(game, after)

    @staticmethod
    def record_in(session: Session, game_pk: int, entry: Mapping[str, Any],
                  within: Callable[[Session, Deal], None] | None = None, *,
                  write_locked: bool = False,
                  states: MutableMapping[int, tuple[Any, State]] | None = None,
                  results_later: MutableMapping[int, tuple[Game, State]] | None = None
                  ) -> tuple[Game, State]:
        """Record a deal inside the caller's transaction: the game and its state after it.

        The same checks and writes as ``record_deal``, for a caller that commits several
        changes together (the table pages' group commit, each deal in its own savepoint).
        ``write_locked``: the caller's transaction holds the whole database's write lock
        already (SQLite's, taken before it read anything), so the game's own lock is not taken.
        ``states``: the caller's store of games' states by the deals they were scored from; a
        game whose recorded deals are the very entries stored is not replayed, and the state
        after this deal is stored for the next.
        ``results_later``: the caller refreshes the results caches itself before it commits
        (``refresh_many_results``, once for a whole group): the game and its state after this
        deal are left there by the game's id instead.
        """
        game = _load_game(session, game_pk) if write_locked else _lock_game(session, game_pk)
        require_open(game.table.evening)
        rules = get_game(game.game_id)
        entry = canonical_entry(rules.entry_schema, entry)  # «раз», «5б» kept as "1", "5D"
        recorded = _recorded(game)
        entries = [d.entry for d in recorded]
        # a state is what the rules make of the players, the options and the entries: the
        # same three give the same state (whatever was undone, corrected or redone between)
        key = (tuple(game.player_names), game.options, entries)
        stored = states.get(game.id) if states is not None else None
        before = stored[1] if stored is not None and stored[0] == key else \
            _replay(rules, game, entries)
        try:
            after = rules.score(before, entry)
        except RuleError as exc:
            raise exc.at_deal(len(recorded) + 1) from None
        seq = max((d.seq for d in game.deals), default=0) + 1
        deal = _insert_deal(session, game, seq, entry, after)
        try:
            status = "finished" if after.over else "playing"
            if game.status != status:
                game.status = status
            audit(session, "record deal", "deal", deal.id, None, {"entry": deal.entry})
            if within is not None:
                within(session, deal)
        except BaseException:
            # the caller rolls the deal's row back: the game as loaded must not keep it either
            set_committed_value(game, "deals", [d for d in game.deals if d is not deal])
            session.expunge(deal)
            raise
        if results_later is not None:
            results_later[game.id] = (game, after)
        else:
            refresh_game_results(session, game, after)
        if states is not None:
            states[game.id] = ((key[0], key[1], [*entries, deal.entry]), after)
        return game, after

    def withdraw_deal(self, deal_id: int) -> GameView:
        """Undo: take a recorded deal out of the count (kept, so that redo can restore it)."""
        return self._set_status(deal_id, "withdrawn", "undo deal")

    def restore_deal(self, deal_id: int) -> GameView:
        """Redo: put a withdrawn deal back in its place."""
        return self._set_status(deal_id, "recorded", "redo deal")

    def undo_last_deal(self, deal_id: int, revision: int | None = None) -> GameView:
        """Undo at a table: take ``deal_id`` out of the count only while it is its game's last
        recorded deal, of the table's game in play, as this scorer saw it (``revision``).

        Refused, with nothing changed, when a later deal was recorded (here or on another
        computer), when the deal was undone or corrected elsewhere, or when the table has
        started another game since: an undo never takes a deal out of the middle of a game.
        """
        with self.db.transaction() as session:
            deal, game = self._lock_deal(session, deal_id)
            recorded = _recorded(game)
            if deal.status != "recorded":
                raise ServiceError("tables.already_undone", number=deal.seq)
            if recorded[-1].id != deal.id:
                raise ServiceError("tables.not_last", last=len(recorded),
                                   number=recorded.index(deal) + 1)
            if revision is not None and deal.revision != revision:
                raise ServiceError("tables.corrected_elsewhere", number=len(recorded))
            self._require_current(game)
            return self._apply_status(session, deal, game, "withdrawn", "undo deal")

    def redo_deal(self, deal_id: int) -> GameView:
        """Redo at a table: put an undone deal back as its game's last deal.

        Refused, with nothing changed, when the deal is back already, when a deal was recorded
        after it was undone (it would no longer come last), or when the table has started
        another game since.
        """
        with self.db.transaction() as session:
            deal, game = self._lock_deal(session, deal_id)
            if deal.status != "withdrawn":
                raise ServiceError("tables.already_back")
            if any(d.seq > deal.seq for d in _recorded(game)):
                raise ServiceError("tables.recorded_after_undo")
            self._require_current(game)
            return self._apply_status(session, deal, game, "recorded", "redo deal")

    def _lock_deal(self, session: Session, deal_id: int) -> tuple[Deal, Game]:
        deal = self._load_deal(session, deal_id)
        game = _lock_game(session, deal.game_id)
        session.refresh(deal)
        require_open(game.table.evening)
        return deal, game

    @staticmethod
    def _require_current(game: Game) -> None:
        if max(g.id for g in game.table.games) != game.id:
            raise ServiceError("tables.newer_game", table=game.table.number)

    def _apply_status(self, session: Session, deal: Deal, game: Game, status: str,
                      action: str) -> GameView:
        deal.status = status
        deal.updated_at = utcnow()
        state = self._recompute(game)
        audit(session, action, "deal", deal.id, None, {"status": status})
        refresh_game_results(session, game, state)
        return game_view(game, state)

    def correct_deal(self, deal_id: int, entry: Mapping[str, Any],
                     expected_revision: int | None = None, *, over_theirs: bool = False
                     ) -> GameView:
        """Replace a deal's entry and recompute every deal after it; refused if any breaks.

        With ``expected_revision`` (the revision the scorer saw), a deal corrected meanwhile on
        another computer raises ConflictError carrying both versions, and nothing is changed
        but the audit log, which notes that the two met. ``over_theirs``: the scorer chose
        *Keep mine* after such a conflict (``expected_revision`` then the revision of theirs):
        the audit log says which version was kept and which was not.
        """
        if not isinstance(entry, Mapping):  # what the rules say of an entry that is no object
            raise RuleError("deal", "schema.expected_object")
        with conflict_noted(self.db, "deal", deal_id), self.db.transaction() as session:
            deal = self._load_deal(session, deal_id)
            game = _lock_game(session, deal.game_id)
            session.refresh(deal)
            require_open(game.table.evening)
            if expected_revision is not None and deal.revision != expected_revision:
                raise ConflictError("scoring.changed_meanwhile", dict(entry), dict(deal.entry),
                                    deal.revision, number=deal.seq)
            if deal.status != "recorded":
                raise ServiceError("scoring.correct_undone")
            old = deal.entry
            deal.entry = copy.deepcopy(dict(canonical_entry(
                get_game(game.game_id).entry_schema, entry)))
            state = self._recompute(game)
            deal.revision += 1
            deal.updated_at = utcnow()
            if over_theirs:
                audit(session, "keep mine", "deal", deal.id,
                      {"entry": old, "revision": deal.revision - 1, "not kept": True},
                      {"entry": deal.entry, "kept": True})
            else:
                audit(session, "correct deal", "deal", deal.id, {"entry": old},
                      {"entry": deal.entry})
            refresh_game_results(session, game, state)
            return game_view(game, state)

    def keep_theirs(self, deal_id: int, mine: Mapping[str, Any], revision: int) -> GameView:
        """The scorer chose *Keep theirs* after a conflict: nothing of the deal changes, and the
        audit log says that the scorer's version was not kept, and which one was."""
        with self.db.transaction() as session:
            deal = self._load_deal(session, deal_id)
            audit(session, "correction not kept", "deal", deal.id,
                  {"entry": dict(mine), "not kept": True},
                  {"entry": deal.entry, "revision": revision, "kept": True})
            game_id = deal.game_id
        return self.view(game_id)

    def _set_status(self, deal_id: int, status: str, action: str) -> GameView:
        with self.db.transaction() as session:
            deal = self._load_deal(session, deal_id)
            game = _lock_game(session, deal.game_id)
            session.refresh(deal)
            require_open(game.table.evening)
            deal.status = status
            deal.updated_at = utcnow()
            state = self._recompute(game)
            audit(session, action, "deal", deal.id, None, {"status": status})
            refresh_game_results(session, game, state)
            return game_view(game, state)

    @staticmethod
    def _load_deal(session: Session, deal_id: int) -> Deal:
        deal = session.get(Deal, deal_id)
        if deal is None:
            raise ServiceError("scoring.no_such_deal", "deal", number=deal_id)
        return deal

    @staticmethod
    def _recompute(game: Game) -> State:
        """Replay the recorded deals and refresh their cached points; RuleError if one breaks."""
        rules = get_game(game.game_id)
        recorded = _recorded(game)
        state = _replay(rules, game, [d.entry for d in recorded])  # raises RuleError at deal N
        for deal, record in zip(recorded, state.deals, strict=True):
            if deal.points != dict(record.points):
                deal.points = dict(record.points)
        game.status = "finished" if state.over else "playing"
        return state
