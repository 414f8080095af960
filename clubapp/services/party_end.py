"""The end of a progressive-euchre party, its reopening, and the party as stored.

"The hostess determines the hour when play must stop" (seeds/002 line 93). The end is a change
in the party's log like a bell (``PartyChange`` of kind ``end``; reopening is one of kind
``reopen``), so the party, replayed from its changes, knows whether it has ended, and the
database needs no new column. While the end stands no bell rings and none is undone, nobody
arrives, leaves or takes a place — from the window, the command line or the tables' phones —
so the stars cannot change, nor the prizes drawn from them with the seed kept at the first
award (drawn at the end when nobody awarded them before). The end records the stars and the
prizes as they were announced. Reopening asks for the organiser's PIN where one is set, as
reopening a closed evening does (``check_pin``), and both go to the audit log.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from sqlalchemy import select

from clubapp.services.audit import audit
from clubapp.services.club import check_pin
from clubapp.services.evenings import load_evening, require_open
from clubapp.services.party_ended import END, REOPEN, ended_of
from clubapp.services.party_views import PartyView
from clubapp.services.views import ServiceError
from clubapp.store.party_models import Party, PartyChange

if TYPE_CHECKING:
    from contextlib import AbstractContextManager

    from sqlalchemy.orm import Session

    from clubapp.services.party_replay import Replayed
    from clubapp.store.database import Database

# what the end refuses, by the change asked for: each says to reopen the party first
ACTIONS = ("bell", "undo", "arrive", "leave", "replace")


def still_open(changes: Iterable[PartyChange], action: str) -> None:
    """Refuse ``action`` (one of ``ACTIONS``) on a party that has ended, saying to reopen it."""
    ended = ended_of(changes)
    if ended is not None:
        raise ServiceError(f"partyend.ended_{action}", round=ended.round)


@dataclass(frozen=True)
class PartyRecord:
    """The party as stored: its view, and the seating each bell that stands was rung on (as
    recorded with the bell, DESIGN.md's tables: ``{"table", "pairs": [{"red", "blue"}…]}``)."""

    view: PartyView
    seatings: tuple[tuple[Mapping[str, Any], ...], ...]


class _PartyParts(Protocol):
    """What the end and the reopening use of ``PartyService`` (their methods' ``self``)."""

    db: Database
    _kept: dict[int, Any]

    def _changing(self, evening_id: int
                  ) -> AbstractContextManager[tuple[Session, Party, Replayed]]: ...
    def _lock(self, session: Session, evening_id: int) -> Party: ...
    def _replayed(self, session: Session, party: Party, locked: bool = True) -> Replayed: ...
    def _add_change(self, party: Party, kind: str, round_number: int, **values: Any
                    ) -> PartyChange: ...
    def _view(self, session: Session, party: Party, replayed: Replayed) -> PartyView: ...
    def view_in(self, session: Session, evening_id: int) -> PartyView | None: ...


class PartyEnding:
    """The end and the reopening of a party, and its record: part of ``PartyService``, whose
    transactions, lock and replay they use."""

    # --- the end ---------------------------------------------------------------------------
    def end(self: _PartyParts, evening_id: int) -> PartyView:
        """End the party: no more bells; the stars and the prizes are fixed (awarded now if
        they were not) and recorded. Refused before the first bell and when already ended."""
        from clubapp.services.party_start import new_seed

        with self._changing(evening_id) as (session, party, replayed):
            if ended_of(party.changes) is not None:
                raise ServiceError("partyend.already_ended")
            if not replayed.bells:
                raise ServiceError("party.no_round_yet")
            if party.prize_seed is None:
                party.prize_seed = new_seed()
            round_in_play = replayed.state.round
            self._add_change(party, END, round_in_play)
            session.flush()
            view = self._view(session, party, replayed)
            change = party.changes[-1]
            change.detail = _fixed(view)
            audit(session, "end party", "party", party.id, None,
                  {"after_round": round_in_play - 1, "seed": party.prize_seed,
                   "winners": [p.player for p in view.prizes]})
            return view

    def reopen(self: _PartyParts, evening_id: int, pin: str | None = None) -> PartyView:
        """Reopen an ended party (bells ring again; the prizes follow the stars until the next
        end), with the organiser's PIN where one is set."""
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            require_open(evening)
            if not _ended_in(session, evening_id):
                raise ServiceError("partyend.not_ended", name=evening.name)
            # before anything is written: the try is counted in transactions of its own
            check_pin(session, pin)
            party = self._lock(session, evening_id)
            ended = ended_of(party.changes)
            if ended is None:  # reopened on another computer meanwhile
                raise ServiceError("partyend.not_ended", name=evening.name)
            replayed = self._replayed(session, party)
            self._add_change(party, REOPEN, replayed.state.round)
            session.flush()
            audit(session, "reopen party", "party", party.id,
                  {"ended_after_round": ended.round, "ended_by": ended.by}, {"ended": False})
            view = self._view(session, party, replayed)
            after = session.info.pop("party_after", None)
        if after is not None:  # committed: the next change starts from here
            self._kept[after[0]] = after[1:]
        return view

    # --- the record ------------------------------------------------------------------------
    def record(self: _PartyParts, evening_id: int) -> PartyRecord:
        """The party as stored, for ``clubapp party show``: ServiceError when none is drawn."""
        with self.db.transaction() as session:
            view = self.view_in(session, evening_id)
            if view is None:
                raise ServiceError("party.not_drawn", name=view_name(session, evening_id))
            seatings = tuple(tuple(detail.get("seating", ()))
                             for detail in _bell_details(session, view.party_id))
        return PartyRecord(view, seatings)


def view_name(session: Session, evening_id: int) -> str:
    return load_evening(session, evening_id).name


def _fixed(view: PartyView) -> dict[str, Any]:
    """What the end records: the round it came after, the stars and the prizes as announced."""
    return {"after_round": view.round - 1, "seed": view.prize_seed,
            "stars": {p.name: [p.gold, p.red, p.green] for p in view.players},
            "prizes": [{"prize": p.prize, "role": p.role, "player": p.player,
                        "reason": p.reason, "lot": list(p.lot_among)} for p in view.prizes]}


def _ended_in(session: Session, evening_id: int) -> bool:
    """Whether the party has ended, read without loading the party (it is loaded, locked,
    after the PIN is checked)."""
    kinds = session.execute(
        select(PartyChange.kind).join(Party, Party.id == PartyChange.party_id)
        .where(Party.evening_id == evening_id, PartyChange.kind.in_((END, REOPEN)),
               PartyChange.status == "done")
        .order_by(PartyChange.seq)).scalars().all()
    return bool(kinds) and kinds[-1] == END


def _bell_details(session: Session, party_id: int) -> Iterator[Mapping[str, Any]]:
    """The recorded detail of every bell that stands, oldest first."""
    rows = session.execute(
        select(PartyChange.detail)
        .where(PartyChange.party_id == party_id, PartyChange.kind == "bell",
               PartyChange.status == "done")
        .order_by(PartyChange.seq)).scalars()
    for detail in rows:
        yield detail or {}

