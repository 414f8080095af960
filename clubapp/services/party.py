"""The progressive-euchre party of an evening: draw, bells, undo, arrivals, leavers, prizes.

Each public method is one committed transaction. What is stored is what happened (the cards
drawn, every table's result at every bell, who came and went); the seating, the stars and the
prizes are recomputed from it each time (``party_replay``). A change the rules refuse raises a
``ServiceError`` naming what is wrong (``BellRefused`` naming the table), and nothing is saved.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.orm import Session, selectinload, undefer

from clubapp.events.party import (
    PartyState,
    add_player,
    remove_player,
    replace_player,
    ring_party_bell,
    start_party,
)
from clubapp.events.party_draw import Entrant
from clubapp.events.progressive import PartyRules
from clubapp.events.seating import as_role
from clubapp.rules.errors import RuleError
from clubapp.services.audit import audit, current_user
from clubapp.services.evenings import _view as evening_view
from clubapp.services.evenings import load_evening, require_open
from clubapp.services.party_end import PartyEnding, still_open
from clubapp.services.party_ended import ended_of
from clubapp.services.party_refusals import check_entry, refusal
from clubapp.services.party_replay import (
    RESULT_COLUMNS,
    RULE_NAMES,
    EntrantRecord,
    Memo,
    Replayed,
    ReplayError,
    as_stored,
    describe_change,
    entry_of,
    member_ids,
    party_view,
    replay,
    result_of,
    row_of,
    seating_json,
)
from clubapp.services.party_start import (
    HOUSE_RULES,
    check_guests,
    clean_labels,
    draw_first_round,
    host_seating,
    new_seed,
    resolve_house_rules,
)
from clubapp.services.party_views import (
    BellRefused,
    EntrantChoice,
    PartyView,
    TableEntry,
)
from clubapp.services.views import ServiceError
from clubapp.store.database import Database
from clubapp.store.models import Evening, Member, utcnow
from clubapp.store.party_models import Party, PartyChange, PartyEntrant, PartyTableResult


class PartyService(PartyEnding):
    """The party of an evening: each public method one committed transaction (the end and
    the reopening in ``PartyEnding``)."""

    def __init__(self, db: Database) -> None:
        self.db = db
        # each party's evening after the last change committed here: (version, state, the
        # bells' results, the entrants, the last change's seq, what its rounds show).
        # Replaying a long evening of a hundred tables costs more than the bell itself; the
        # version, advanced by every change from any computer, says whether it still holds.
        self._kept: dict[int, tuple[int, PartyState, Mapping[int, tuple[TableEntry, ...]],
                                    tuple[EntrantRecord, ...], int, Memo]] = {}

    # --- reading ---------------------------------------------------------------------------
    def view(self, evening_id: int) -> PartyView | None:
        """The party of an evening as it stands, or None when none has been drawn yet."""
        with self.db.transaction() as session:
            return self.view_in(session, evening_id)

    def view_in(self, session: Session, evening_id: int) -> PartyView | None:
        """``view`` read in the caller's transaction."""
        evening = load_evening(session, evening_id)
        party = self._load(session, evening_id)
        if party is None or party.draw_kind == "rotation":  # that format: RotationPartyService
            return None
        return party_view(evening_view(evening), party,
                          self._replayed(session, party, locked=False))

    # --- the start -------------------------------------------------------------------------
    def start(self, evening_id: int, entrants: Sequence[EntrantChoice], *,
              by_hand: bool = False, seating: Sequence[Sequence[int]] | None = None,
              seed: int | None = None, tables: int | None = None,
              options: Mapping[str, Any] | None = None,
              labels: Mapping[str, str] | None = None, redraw: bool = False) -> PartyView:
        """Draw the first round for these members (line 81) and start the party.

        Seeded (``seed`` or a new one, recorded), from the cards drawn by hand (``by_hand``),
        or the host's own seating (``seating``: each table's four member numbers in place
        order red, blue, red, blue; the guests not seated wait) for a party too big for the
        two packs' 26 tables. ``redraw`` replaces a draw before its first bell.
        """
        if by_hand and seating is not None:
            raise ServiceError("party.seating_or_cards", "seating")
        chosen = resolve_house_rules(options)
        names_of_roles = clean_labels(labels)
        party_seed = new_seed() if seed is None else seed
        if isinstance(party_seed, bool) or not isinstance(party_seed, int) or party_seed < 0:
            raise ServiceError("party.seed_not_whole", "seed", value=seed)
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            require_open(evening)
            if evening.kind != "party":
                raise ServiceError("party.not_a_party", name=evening.name)
            self._clear_for_redraw(session, evening, redraw)
            members = check_guests(session, [e.member_id for e in entrants])
            pure = []
            for choice in entrants:
                role = as_role(choice.role)
                if role is None:
                    raise ServiceError("party.choose_role", "players",
                                       name=members[choice.member_id].name, value=choice.role)
                pure.append(Entrant(members[choice.member_id].name, role))
            if seating is not None:
                first, waiting = host_seating(seating, entrants, members)
                cards, lots, kind = {}, [], "seating"
            else:
                draw = draw_first_round(pure, entrants, members, by_hand, party_seed, tables)
                first, waiting = draw.tables, draw.waiting
                cards = {c.player: (c.pack, c.card, c.set) for c in draw.cards}
                lots, kind = [lot.to_json() for lot in draw.lots], "cards" if by_hand else "seeded"
            stationary = [members[c.member_id].name for c in entrants if c.stationary]
            try:  # the same start the replay makes, before anything is written
                start_party(first, {e.name: e.role for e in pure}, waiting,
                            PartyRules.from_options({k: chosen[k] for k in RULE_NAMES}),
                            party_seed, stationary)
            except RuleError as exc:
                raise refusal(exc, bell=False) from None
            # guests who keep one table are kept with the first seating, where they apply
            keeping = {"stationary": stationary} if stationary else {}
            party = Party(evening_id=evening.id, seed=party_seed, draw_kind=kind,
                          tables=len(first), first_seating={"tables": seating_json(first),
                                                            "waiting": list(waiting), **keeping},
                          options=chosen, labels=names_of_roles, lots=lots,
                          started_by=current_user())
            for position, (choice, entrant) in enumerate(zip(entrants, pure, strict=True),
                                                         start=1):
                pack, card, pack_set = cards.get(entrant.name, (entrant.role, "", 1))
                party.entrants.append(PartyEntrant(
                    position=position, member_id=choice.member_id, name=entrant.name,
                    role=entrant.role, pack=pack, card=card, pack_set=pack_set,
                    volunteer=bool(choice.volunteer)))
            session.add(party)
            session.flush()
            records = tuple(EntrantRecord(e.member_id, e.name, e.role, e.card, e.pack,
                                          e.pack_set) for e in party.entrants)
            audit(session, "start party", "party", party.id, None,
                  {"evening": evening.id, "draw": party.draw_kind, "seed": party_seed,
                   "players": len(pure), "tables": party.tables, "options": chosen})
            replayed = self._replay(session, party, records)
            view = party_view(evening_view(evening), party, replayed)
            no_results: dict[int, tuple[TableEntry, ...]] = {}
            kept = (party.id, (party.version, replayed.state, no_results, records, 0,
                               replayed.memo))
        self._kept[kept[0]] = kept[1]  # committed: the first bell starts from here
        return view

    def _clear_for_redraw(self, session: Session, evening: Evening, redraw: bool) -> None:
        old = self._load(session, evening.id)
        if old is None:
            return
        if not redraw:
            raise ServiceError("party.already_drawn", name=evening.name)
        if any(c.kind == "bell" for c in old.changes):
            raise ServiceError("party.no_redraw")
        audit(session, "redraw party", "party", old.id,
              {"seed": old.seed, "players": [e.name for e in old.entrants]}, None)
        session.delete(old)
        session.flush()
        self._kept.pop(old.id, None)

    # --- the bell --------------------------------------------------------------------------
    def ring_bell(self, evening_id: int, round_number: int,
                  entries: Sequence[TableEntry]) -> PartyView:
        """Ring the bell of the round in play with every table's result (lines 83–89).

        Refused whole (``BellRefused`` naming the table and what to fix) when any table's
        result cannot be right, and when the round is not the one in play (rung meanwhile on
        another computer).
        """
        for entry in entries:
            check_entry(entry)
        with self._changing(evening_id) as (session, party, replayed):
            still_open(party.changes, "bell")
            state = replayed.state
            if round_number != state.round:
                raise BellRefused("party.round_rung", round=round_number, in_play=state.round)
            try:
                after = ring_party_bell(state, [result_of(e) for e in entries])
            except RuleError as exc:
                raise refusal(exc) from None
            change = self._add_change(party, "bell", state.round,
                                      detail={"seating": seating_json(state.seating),
                                              "waiting": list(state.waiting)})
            # the cards read: kept in the notation's own letters, however typed
            entered = tuple(sorted((as_stored(e) for e in entries), key=lambda e: e.table))
            session.flush()  # the bell's id, for its results: written in one statement
            session.execute(insert(PartyTableResult),
                            [{"change_id": change.id, **row_of(e)} for e in entered])
            audit(session, "ring bell", "party", party.id, None,
                  {"round": state.round, "results": len(entries)})
            return self._view(session, party, replace(
                replayed, state=after, bells=(*replayed.bells, change),
                entries={**replayed.entries, change.seq: entered}))

    def undo_bell(self, evening_id: int, round_number: int | None = None, *,
                  typed: bool = False) -> PartyView:
        """Undo the last bell (rung by mistake): kept in the record as undone, and the round
        it ended is in play again; the view's ``undone`` holds its results to correct.

        ``round_number``: the round whose bell the person means to undo (the one shown when
        asked); refused when that is no longer the last bell — another computer rang or undid
        a bell meanwhile — so that an undo never takes back a bell nobody meant. ``typed``: the
        round was typed (the command line), not shown: one that is not the last bell is then
        refused as what it is, not blamed on another computer.
        """
        with self._locked(evening_id) as (session, party):
            still_open(party.changes, "undo")
            bells = [c for c in party.changes if c.kind == "bell" and c.status == "done"]
            if not bells:
                raise ServiceError("party.nothing_to_undo")
            last = bells[-1]
            if typed and round_number is not None and last.round != round_number:
                raise ServiceError("party.undo_bell_not_last", asked=round_number,
                                   last=last.round)
            if round_number is not None and last.round > round_number:
                raise ServiceError("party.undo_bell_rung_since", asked=round_number,
                                   last=last.round)
            if round_number is not None and last.round < round_number:
                raise ServiceError("party.undo_bell_undone_since", asked=round_number)
            last.status, last.undone_by, last.undone_at = "undone", current_user(), utcnow()
            try:
                replayed = replay(party, party.changes, _entries(session, party),
                                  entrant_records(session, party))
            except ReplayError as exc:
                raise ServiceError("party.cannot_undo", round=last.round,
                                   change=describe_change(exc.change),
                                   why=exc.error.why) from None
            session.flush()
            audit(session, "undo bell", "party", party.id, {"round": last.round},
                  {"status": "undone"})
            return self._view(session, party, replayed)

    # --- arrivals and leavers --------------------------------------------------------------
    def add_player(self, evening_id: int, member_id: int, role: str) -> PartyView:
        """A late arrival: waits, and is seated at the next bell."""
        with self._changing(evening_id) as (session, party, replayed):
            still_open(party.changes, "arrive")
            member = self._newcomer(session, party, replayed, member_id)
            try:
                after = add_player(replayed.state, member.name, role)
            except RuleError as exc:
                raise ServiceError(exc.why, exc.field) from None
            self._add_change(party, "arrive", replayed.state.round, member_id=member.id,
                             name=member.name, role=role)
            session.flush()
            audit(session, "party arrival", "party", party.id, None,
                  {"member": member.id, "role": role})
            return self._view(session, party, replace(replayed, state=after))

    def remove_player(self, evening_id: int, member_id: int) -> PartyView:
        """A player leaves: at once if waiting, else at the next bell (his stars count)."""
        with self._changing(evening_id) as (session, party, replayed):
            still_open(party.changes, "leave")
            name = self._name_in_party(party, replayed, member_id)
            try:
                after = remove_player(replayed.state, name)
            except RuleError as exc:
                raise ServiceError(exc.why, exc.field) from None
            self._add_change(party, "leave", replayed.state.round, member_id=member_id,
                             name=name)
            session.flush()
            audit(session, "party leaver", "party", party.id, None, {"member": member_id})
            return self._view(session, party, replace(replayed, state=after))

    def replace_player(self, evening_id: int, leaving_id: int, substitute_id: int,
                       role: str | None = None) -> PartyView:
        """A substitute takes a leaver's place at once; one not yet in the party arrives
        first (``role`` needed then)."""
        with self._changing(evening_id) as (session, party, replayed):
            still_open(party.changes, "replace")
            state = replayed.state
            leaving = self._name_in_party(party, replayed, leaving_id)
            try:
                if substitute_id not in member_ids(replayed.entrants, party.changes).values():
                    member = self._newcomer(session, party, replayed, substitute_id)
                    if role is None:
                        raise ServiceError("party.new_needs_role", "role", name=member.name)
                    state = add_player(state, member.name, role)
                    self._add_change(party, "arrive", state.round, member_id=member.id,
                                     name=member.name, role=role)
                substitute = self._name_in_party(party, replayed, substitute_id)
                state = replace_player(state, leaving, substitute)
            except RuleError as exc:
                raise ServiceError(exc.why, exc.field) from None
            self._add_change(party, "replace", state.round, member_id=leaving_id, name=leaving,
                             other_member_id=substitute_id, other_name=substitute)
            session.flush()
            audit(session, "party replacement", "party", party.id, None,
                  {"leaving": leaving_id, "substitute": substitute_id})
            return self._view(session, party, replace(replayed, state=state))

    # --- prizes ----------------------------------------------------------------------------
    def award_prizes(self, evening_id: int) -> PartyView:
        """Award the six prizes from the stars (line 91), each with its reason; the seed of
        the lots is drawn once and kept, so awarding again after a correction keeps them.
        After the end (``PartyEnding.end``) the prizes fixed then are shown, nothing awarded."""
        with self._changing(evening_id) as (session, party, replayed):
            if not replayed.bells:
                raise ServiceError("party.no_round_yet")
            if ended_of(party.changes) is not None:  # fixed at the end: shown, not awarded again
                return self._view(session, party, replayed)
            if party.prize_seed is None:
                party.prize_seed = new_seed()
            view = self._view(session, party, replayed)
            self._add_change(party, "prizes", replayed.state.round, detail={
                "seed": party.prize_seed, "after_round": replayed.state.round - 1,
                "prizes": [{"prize": p.prize, "role": p.role, "player": p.player,
                            "reason": p.reason, "lot": list(p.lot_among)}
                           for p in view.prizes]})
            session.flush()
            audit(session, "award prizes", "party", party.id, None,
                  {"seed": party.prize_seed, "winners": [p.player for p in view.prizes]})
            return view

    # --- the record ------------------------------------------------------------------------
    @staticmethod
    def _load(session: Session, evening_id: int) -> Party | None:
        # the entrants and the bells' results are read as plain rows (entrant_records,
        # _entries): hundreds of them, and objects of the ORM would only be garbage to collect
        return session.scalar(
            select(Party).where(Party.evening_id == evening_id)
            .options(selectinload(Party.changes)))

    @contextmanager
    def _changing(self, evening_id: int) -> Iterator[tuple[Session, Party, Replayed]]:
        """One change to a party (``_locked``), the party replayed."""
        with self._locked(evening_id) as (session, party):
            yield session, party, self._replayed(session, party)

    @contextmanager
    def _locked(self, evening_id: int) -> Iterator[tuple[Session, Party]]:
        """One change to a party: its transaction and the party locked; once committed, the
        evening as it now stands is kept for the next change (see ``_kept``)."""
        with self.db.transaction() as session:
            party = self._lock(session, evening_id)
            yield session, party
            after = session.info.pop("party_after", None)
        if after is not None:
            self._kept[after[0]] = after[1:]

    def _lock(self, session: Session, evening_id: int) -> Party:
        """Load the party for a change, first taking its write lock: a second computer's
        change waits for this one to commit, then reads what it wrote. The lock advances the
        party's version, so that an evening kept in memory is known to be the latest."""
        session.execute(update(Party).where(Party.evening_id == evening_id)
                        .values(version=Party.version + 1))
        evening = load_evening(session, evening_id)
        require_open(evening)
        party = self._load(session, evening_id)
        if party is None:
            raise ServiceError("party.not_drawn", name=evening.name)
        if party.draw_kind == "rotation":  # played from its chart: RotationPartyService
            raise ServiceError("party.rotation_chart", name=evening.name)
        return party

    def _replayed(self, session: Session, party: Party, locked: bool = True) -> Replayed:
        """The evening as it stands: kept from the last change made here if nobody has
        changed the party since (a locked party's version is one past it), else replayed."""
        kept = self._kept.get(party.id)
        if kept is not None and kept[0] == party.version - locked:
            bells = tuple(c for c in party.changes if c.kind == "bell" and c.status == "done")
            last = max((c.seq for c in party.changes), default=0)
            # a change committed elsewhere between reading the party and its changes (possible
            # when only reading, on PostgreSQL) shows here: then replay
            if len(bells) == len(kept[1].played) and last == kept[4]:
                return Replayed(kept[1], bells, kept[2], kept[3], kept[5])
        return self._replay(session, party)

    @staticmethod
    def _replay(session: Session, party: Party,
                entrants: tuple[EntrantRecord, ...] | None = None) -> Replayed:
        # the seatings the bells were rung on, in one read rather than one for each bell
        session.scalars(select(PartyChange).where(PartyChange.party_id == party.id)
                        .options(undefer(PartyChange.detail))).all()
        try:
            return replay(party, party.changes, _entries(session, party),
                          entrants if entrants is not None else entrant_records(session, party))
        except ReplayError as exc:  # a record that no longer replays: say which, change nothing
            raise ServiceError("party.cannot_replay", change=describe_change(exc.change),
                               why=exc.error.why) from None

    @staticmethod
    def _add_change(party: Party, kind: str, round_number: int, **values: Any) -> PartyChange:
        seq = max((c.seq for c in party.changes), default=0) + 1
        change = PartyChange(seq=seq, kind=kind, round=round_number, done_by=current_user(),
                             **values)
        party.changes.append(change)
        return change

    @staticmethod
    def _view(session: Session, party: Party, replayed: Replayed) -> PartyView:
        # the evening after the change, to be kept once the transaction has committed
        session.info["party_after"] = (party.id, party.version, replayed.state,
                                       replayed.entries, replayed.entrants,
                                       max((c.seq for c in party.changes), default=0),
                                       replayed.memo)
        return party_view(evening_view(party_evening(session, party)), party, replayed)

    @staticmethod
    def _name_in_party(party: Party, replayed: Replayed, member_id: int) -> str:
        for name, known in member_ids(replayed.entrants, party.changes).items():
            if known == member_id:
                return name
        raise ServiceError("party.not_in_party", "member", number=member_id)

    @staticmethod
    def _newcomer(session: Session, party: Party, replayed: Replayed, member_id: int
                  ) -> Member:
        member = session.get(Member, member_id)
        if member is None:
            raise ServiceError("party.no_member", "member", number=member_id)
        if member.retired:
            raise ServiceError("party.retired", "member", name=member.name)
        ids = member_ids(replayed.entrants, party.changes)
        if member.id in ids.values():
            raise ServiceError("party.already_in", "member", name=member.name)
        if member.name in ids:
            raise ServiceError("party.same_name", "member", name=member.name)
        return member



def party_evening(session: Session, party: Party) -> Evening:
    return load_evening(session, party.evening_id)


def entrant_records(session: Session, party: Party) -> tuple[EntrantRecord, ...]:
    """The guests of the draw, in its order, read as plain rows."""
    e = PartyEntrant.__table__.c
    rows = session.execute(select(e.member_id, e.name, e.role, e.card, e.pack, e.pack_set)
                           .where(e.party_id == party.id).order_by(e.position))
    return tuple(EntrantRecord(*row) for row in rows)


def _entries(session: Session, party: Party) -> dict[int, tuple[TableEntry, ...]]:
    """Every bell's results as entered, by the bell's seq, read as plain rows."""
    if party.id is None:
        return {}
    r = PartyTableResult.__table__.c
    rows = session.execute(
        select(PartyChange.seq, *(r[name] for name in RESULT_COLUMNS))
        .join(PartyTableResult, PartyTableResult.change_id == PartyChange.id)
        .where(PartyChange.party_id == party.id)
        .order_by(PartyChange.seq, r.table_number))
    out: dict[int, list[TableEntry]] = {}
    for seq, *values in rows:
        out.setdefault(seq, []).append(entry_of(values))
    return {seq: tuple(found) for seq, found in out.items()}


__all__ = ["HOUSE_RULES", "BellRefused", "EntrantChoice", "PartyService", "PartyView",
           "TableEntry"]
