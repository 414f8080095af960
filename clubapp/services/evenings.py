"""Evenings and their tables: create, open, close; add a table, seat players, start a game."""

from __future__ import annotations

import builtins  # the class has a method ``list``: its annotations name the type here
import datetime as dt
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session, selectinload

from clubapp.rules import RuleError, get_game
from clubapp.services.audit import audit
from clubapp.services.chip_worth import chip_value, keep_worth, kept_worth
from clubapp.services.club import check_pin
from clubapp.services.members import club_id
from clubapp.services.views import EveningDetail, EveningView, SeatView, ServiceError, TableView
from clubapp.store.backup import Backups
from clubapp.store.database import Database
from clubapp.store.models import Evening, Game, Member, PlayTable, Seat, utcnow
from clubapp.words import Message

EVENING_KINDS = {
    "club": "Club evening",
    "party": "Card party",
    "league": "League night",
}


def _view(evening: Evening) -> EveningView:
    return EveningView(evening.id, evening.date, evening.name, evening.kind, evening.status,
                       len(evening.tables), bool(evening.confirm_deals), kept_worth(evening))


def load_evening(session: Session, evening_id: int) -> Evening:
    evening = session.get(Evening, evening_id)
    if evening is None:
        raise ServiceError("evenings.no_such_evening", "evening", number=evening_id)
    return evening


def require_open(evening: Evening) -> None:
    """Refuse to change a closed evening."""
    if evening.status == "closed":
        raise ServiceError("evenings.closed", "evening", name=evening.name)


def load_table(session: Session, table_id: int) -> PlayTable:
    table = session.get(PlayTable, table_id)
    if table is None:
        raise ServiceError("evenings.no_such_table", "table", number=table_id)
    return table


def table_view(table: PlayTable) -> TableView:
    seats = tuple(SeatView(s.position, s.member_id, s.member.name) for s in table.seats)
    games = tuple(g.id for g in table.games)
    return TableView(table.id, table.number, seats, games, games[-1] if games else None)


class EveningService:
    def __init__(self, db: Database) -> None:
        self.db = db
        self.backups = Backups(db)

    def list(self) -> list[EveningView]:
        """Every evening, newest first."""
        with self.db.transaction() as session:
            evenings = session.scalars(select(Evening).order_by(Evening.date.desc(),
                                                                Evening.id.desc()))
            return [_view(e) for e in evenings]

    def create(self, date: dt.date, name: str, kind: str = "club", *,
               confirm_deals: bool = False) -> EveningView:
        """A new open evening; the name is required, the kind one of EVENING_KINDS;
        ``confirm_deals``: the other side of a table confirms each deal sent from its page."""
        cleaned = " ".join(str(name).split())
        if not cleaned:
            raise ServiceError("evenings.name_missing", "name")
        if len(cleaned) > 200:
            raise ServiceError("evenings.name_too_long", "name", maximum=200)
        if kind not in EVENING_KINDS:
            raise ServiceError("evenings.unknown_kind", "kind", kind=kind, kinds=list(EVENING_KINDS))
        if not isinstance(date, dt.date):
            raise ServiceError("evenings.not_a_date", "date")
        with self.db.transaction() as session:
            evening = Evening(club_id=club_id(session), date=date, name=cleaned, kind=kind,
                              confirm_deals=bool(confirm_deals))
            session.add(evening)
            session.flush()
            audit(session, "create evening", "evening", evening.id, None,
                  {"date": date.isoformat(), "name": cleaned, "kind": kind,
                   **({"confirm_deals": True} if confirm_deals else {})})
            return _view(evening)

    def set_confirm_deals(self, evening_id: int, on: bool) -> EveningView:
        """Whether the other side of a table confirms each deal sent from its page before it
        is recorded (the house option, off by default). Turning it off is refused while a deal
        offered at one of its tables waits or is disputed: confirmed or settled first."""
        from clubapp.store.offer_models import OPEN_STATUSES, DealOffer

        with self.db.transaction() as session:
            # the evening's row first: no deal is offered while the option is turned off
            session.execute(update(Evening).where(Evening.id == evening_id)
                            .values(confirm_deals=Evening.confirm_deals)
                            .execution_options(synchronize_session=False))
            evening = load_evening(session, evening_id)
            session.refresh(evening)
            require_open(evening)
            waiting = sorted(set(session.scalars(select(DealOffer.table_number).where(
                DealOffer.evening_id == evening_id, DealOffer.status.in_(OPEN_STATUSES)))))
            if not on and waiting:
                raise ServiceError("offers.still_waiting", "confirm_deals", tables=waiting,
                                   count=len(waiting))
            before = bool(evening.confirm_deals)
            if before != bool(on):
                evening.confirm_deals = bool(on)
                audit(session, "set confirm deals", "evening", evening.id,
                      {"confirm_deals": before}, {"confirm_deals": bool(on)})
            return _view(evening)

    def set_chip_worth(self, evening_id: int, money: Any, units: Any = 1) -> EveningView:
        """What a white chip is worth at the evening: ``money`` (a Decimal, or its text) for
        ``units`` white chips; ``money`` None: no worth, chips only. A worth that is no sum of
        money (negative, not a number) is refused, as is a change to a closed evening; nothing
        is changed then."""
        value = None if money is None else chip_value(money, units)
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            require_open(evening)
            before, after = keep_worth(evening, value)
            if before != after:
                audit(session, "set chip worth", "evening", evening.id,
                      {"chip_worth": before}, {"chip_worth": after})
            return _view(evening)

    def detail(self, evening_id: int) -> EveningDetail:
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            # the tables' seats, members and games in three queries, not three a table: every
            # window reads the evening again after each change on any computer (held here:
            # the session keeps only what is referenced)
            loaded = session.scalars(
                select(PlayTable).where(PlayTable.evening_id == evening_id)
                .options(selectinload(PlayTable.seats).joinedload(Seat.member),
                         selectinload(PlayTable.games))).all()
            detail = EveningDetail(_view(evening), tuple(table_view(t) for t in evening.tables))
            del loaded
            return detail

    def detail_table(self, table_id: int) -> TableView:
        """One table with its seats and games."""
        with self.db.transaction() as session:
            return table_view(load_table(session, table_id))

    def set_closed(self, evening_id: int, closed: bool, pin: str | None = None) -> EveningView:
        """Close an evening (locked: no more changes; a backup is taken) or reopen it.

        Reopening a closed evening needs the organiser's PIN when the club has one.
        """
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            if not closed and evening.status == "closed":
                check_pin(session, pin)
            before = evening.status
            evening.status = "closed" if closed else "open"
            evening.closed_at = utcnow() if closed else None
            audit(session, "close evening" if closed else "reopen evening", "evening",
                  evening.id, {"status": before}, {"status": evening.status})
            view = _view(evening)
        if closed and before != "closed":
            self.backups.take(f"closed {view.date.isoformat()} {view.name}")
        return view

    def add_table(self, evening_id: int) -> TableView:
        """A new empty table numbered after the last one."""
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            require_open(evening)
            _lock_tables(session, evening_id)
            last = session.scalar(select(func.max(PlayTable.number))
                                  .where(PlayTable.evening_id == evening_id)) or 0
            table = PlayTable(evening_id=evening_id, number=last + 1)
            session.add(table)
            session.flush()
            audit(session, "add table", "table", table.id, None, {"number": table.number})
            return table_view(table)

    def seat_players(self, table_id: int, member_ids: Sequence[int]) -> TableView:
        """Seat members at a table in seat order (replacing whoever sat there)."""
        with self.db.transaction() as session:
            table = load_table(session, table_id)
            require_open(table.evening)
            _seat(session, table, member_ids)
            return table_view(table)

    def free_table(self, table_id: int) -> TableView:
        """Let a table's players go (its games stay recorded): they may sit at another table.

        Refused while its game goes on with deals recorded: finish it, or undo its deals.
        """
        with self.db.transaction() as session:
            table = load_table(session, table_id)
            require_open(table.evening)
            game = table.games[-1] if table.games else None
            if game is not None and game.status != "finished" and any(
                    d.status == "recorded" for d in game.deals):
                raise ServiceError("tables.game_in_progress", "table", table=table.number)
            before = [s.member_id for s in table.seats]
            table.seats.clear()
            session.flush()
            audit(session, "free table", "table", table.id, {"members": before}, {"members": []})
            return table_view(table)

    def recent_games(self, limit: int = 5) -> builtins.list[str]:
        """The games the club started last (their ids), most recent first, each once."""
        with self.db.transaction() as session:
            found: list[str] = []
            for game_id in session.scalars(select(Game.game_id).order_by(Game.id.desc())
                                           .limit(200)):
                if game_id not in found:
                    found.append(game_id)
                if len(found) == limit:
                    break
            return found

    def start_game(self, table_id: int, game_id: str,
                   options: Mapping[str, Any] | None = None) -> int:
        """Start a game of ``game_id`` for the players seated now; returns the game's id."""
        with self.db.transaction() as session:
            table = load_table(session, table_id)
            require_open(table.evening)
            return _start(session, table, game_id, options).id

    def seat_table(self, evening_id: int, member_ids: Sequence[int], game_id: str,
                   options: Mapping[str, Any] | None = None) -> tuple[TableView, int]:
        """A new table with these members in seat order, playing ``game_id``: the table and
        the game's id. One transaction: a refusal (a member seated twice or elsewhere, an
        unknown game, the wrong number of players, a bad house rule) leaves no table behind."""
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            require_open(evening)
            try:
                get_game(game_id)
            except RuleError as exc:
                raise ServiceError(exc.why, exc.field) from None
            _lock_tables(session, evening_id)
            last = session.scalar(select(func.max(PlayTable.number))
                                  .where(PlayTable.evening_id == evening_id)) or 0
            table = PlayTable(evening_id=evening_id, number=last + 1)
            session.add(table)
            session.flush()
            audit(session, "add table", "table", table.id, None, {"number": table.number})
            _seat(session, table, member_ids)
            game = _start(session, table, game_id, options)
            return table_view(table), game.id


def _lock_tables(session: Session, evening_id: int) -> None:
    """Take the evening's tables and seats for this change before reading them — a row lock
    on PostgreSQL, the file's write lock on SQLite — so that two computers seating players or
    adding tables at the same moment are decided one after the other: the second sees what the
    first committed (a member already seated, the next free table number)."""
    session.execute(update(Evening).where(Evening.id == evening_id)
                    .values(status=Evening.status)
                    .execution_options(synchronize_session=False))


def _in_play(table: PlayTable) -> bool:
    """Whether a table's players are taken: its game goes on, or it is seated for one that has
    not begun. Once its game (rubber, match) is over, its players are free to sit elsewhere."""
    if not table.seats:
        return False
    return not table.games or table.games[-1].status != "finished"


def _seat(session: Session, table: PlayTable, member_ids: Sequence[int]) -> None:
    """Seat members at a table in seat order, refusing a member named twice, unknown,
    retired or seated at another table of the evening (every one of them, with the table
    each sits at)."""
    _lock_tables(session, table.evening_id)
    elsewhere: list[Message] = []
    for index, member_id in enumerate(member_ids):
        member = session.get(Member, member_id)
        if member is None:
            raise ServiceError("members.no_such_member", "players", number=member_id)
        if member_id in member_ids[:index]:
            raise ServiceError("evenings.seated_twice", "players", name=member.name)
        if member.retired:
            raise ServiceError("evenings.retired", "players", name=member.name)
        others = list(session.scalars(
            select(PlayTable).join(Seat).where(
                Seat.member_id == member_id, PlayTable.evening_id == table.evening_id,
                PlayTable.id != table.id)))
        busy = next((other.number for other in others if _in_play(other)), None)
        if busy is not None:
            elsewhere.append(Message("evenings.sits_at", name=member.name, table=busy))
            continue
        for other in others:  # a table whose game is over: the member leaves it for this one
            left = [s for s in other.seats if s.member_id == member_id]
            for seat in left:
                other.seats.remove(seat)
            audit(session, "leave table", "table", other.id, {"member": member_id}, None)
    if len(elsewhere) == 1:
        raise ServiceError("evenings.already_seated", "players", **elsewhere[0].params)
    if elsewhere:
        raise ServiceError("evenings.already_seated_many", "players", seated=elsewhere)
    before = [s.member_id for s in table.seats]
    table.seats.clear()
    session.flush()
    for position, member_id in enumerate(member_ids, start=1):
        table.seats.append(Seat(position=position, member_id=member_id))
    session.flush()
    audit(session, "seat players", "table", table.id, {"members": before},
          {"members": list(member_ids)})


def _start(session: Session, table: PlayTable, game_id: str,
           options: Mapping[str, Any] | None) -> Game:
    """A game of ``game_id`` for the players seated at the table now."""
    names = [s.member.name for s in table.seats]
    try:
        rules = get_game(game_id)
        state = rules.new_state(names, options or {})
    except RuleError as exc:
        raise ServiceError(exc.why, exc.field) from None
    game = Game(table_id=table.id, game_id=rules.id, options=dict(state.options),
                player_ids=[s.member_id for s in table.seats], player_names=names)
    session.add(game)
    session.flush()
    audit(session, "start game", "game", game.id, None,
          {"game": rules.id, "options": dict(state.options), "players": names})
    return game
