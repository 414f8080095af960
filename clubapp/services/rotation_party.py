"""The rotation chart format of a card party, beside the book's progressive party: the chart
drawn for the evening's guests and kept with it, then played round by round.

It is kept in the party's own rows (``store.party_models``), told apart by its ``draw_kind``
``"rotation"``: the party row holds the chart as drawn (``first_seating["rotation"]``: every
round's tables and pairs, who sits out, the guests who keep one table and their tables, how the
chart was made), so that a later change to the planner never reseats a party in progress; the
guests are its entrants (no role, no card); each round handed in is a ``bell`` change with its
tables' points as ``party_table_result`` rows, undone as a bell is. The standing is derived
from them (``events.rotation_party``). Each public method is one committed transaction; a
refusal raises ``ServiceError`` naming what is wrong, and nothing is saved.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session, selectinload

from clubapp.events.planned_rotation import (
    FairnessReport,
    PlannedRound,
    PlannedTable,
    fairness,
    plan_rotation,
)
from clubapp.events.rotation_party import (
    RoundScore,
    StandingLine,
    check_scores,
    rotation_standing,
)
from clubapp.rules.errors import RuleError
from clubapp.services.audit import audit, current_user
from clubapp.services.evenings import _view as evening_view
from clubapp.services.evenings import load_evening, require_open
from clubapp.services.party_start import check_guests, new_seed
from clubapp.services.views import EveningView, ServiceError
from clubapp.store.database import Database
from clubapp.store.models import Evening, utcnow
from clubapp.store.party_models import Party, PartyChange, PartyEntrant, PartyTableResult
from clubapp.words import Message

ROTATION = "rotation"  # the party's draw_kind


@dataclass(frozen=True)
class RotationChoice:
    """A guest for the chart: the member, and whether he keeps one table all night."""

    member_id: int
    stationary: bool = False


@dataclass(frozen=True)
class RotationGuest:
    """A guest of the chart, in the order listed; ``table`` the one kept all night."""

    member_id: int
    name: str
    table: int | None = None


@dataclass(frozen=True)
class RotationTableView:
    """A table of a round: its two pairs (North–South first) and, once handed in, the
    points of each."""

    number: int
    pairs: tuple[tuple[str, str], tuple[str, str]]
    score: tuple[int, int] | None = None


@dataclass(frozen=True)
class RotationRoundView:
    """A round of the chart; ``handed_in`` once its points are in."""

    number: int
    tables: tuple[RotationTableView, ...]
    sitting_out: tuple[str, ...]
    handed_in: bool = False
    by: str = ""
    at: dt.datetime | None = None


@dataclass(frozen=True)
class RotationView:
    """The rotation party of an evening: the chart, the rounds handed in, the standing."""

    evening: EveningView
    party_id: int
    seed: int
    guests: tuple[RotationGuest, ...]
    rounds: tuple[RotationRoundView, ...]
    fairness: FairnessReport
    standing: tuple[StandingLine, ...]
    undone: Mapping[int, tuple[int, int]] | None = None  # an undone round's points, to correct

    @property
    def round_in_play(self) -> int | None:
        """The first round not yet handed in (None: the chart is played through)."""
        return next((r.number for r in self.rounds if not r.handed_in), None)

    @property
    def closed(self) -> bool:
        return self.evening.closed

    @property
    def homes(self) -> dict[str, int]:
        """Each guest who keeps one table, and the table."""
        return {g.name: g.table for g in self.guests if g.table is not None}

    def planned(self) -> tuple[PlannedRound, ...]:
        """The chart's rounds as the events layer has them."""
        return tuple(PlannedRound(r.number, tuple(PlannedTable(t.number, t.pairs)
                                                  for t in r.tables), r.sitting_out)
                     for r in self.rounds)


class RotationPartyService:
    """The rotation chart party of an evening: each public method one committed transaction."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # --- reading ---------------------------------------------------------------------------
    def view(self, evening_id: int) -> RotationView | None:
        """The evening's rotation party, or None when it has none (or the book's party)."""
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            party = _load(session, evening_id)
            if party is None or party.draw_kind != ROTATION:
                return None
            return _view(evening, party)

    # --- the chart -------------------------------------------------------------------------
    def start(self, evening_id: int, guests: Sequence[RotationChoice], *,
              rounds: int | None = None, seed: int | None = None,
              redraw: bool = False) -> RotationView:
        """Draw the chart for these members (``rounds``: default a full cycle) and keep it
        with the evening. ``redraw`` replaces a party (of either format) before its first
        round is handed in."""
        chart_seed = new_seed() if seed is None else seed
        if isinstance(chart_seed, bool) or not isinstance(chart_seed, int) or chart_seed < 0:
            raise ServiceError("party.seed_not_whole", "seed", value=seed)
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            require_open(evening)
            if evening.kind != "party":
                raise ServiceError("party.not_a_party", name=evening.name)
            _clear_for_redraw(session, evening, redraw)
            members = check_guests(session, [g.member_id for g in guests])
            names = [members[g.member_id].name for g in guests]
            stationary = [members[g.member_id].name for g in guests if g.stationary]
            try:
                plan = plan_rotation(names, rounds, chart_seed, stationary)
            except RuleError as exc:
                raise ServiceError(exc.why, exc.field) from None
            method = "design" if plan.report.method.id == "rotation.by_design" else "optimiser"
            party = Party(evening_id=evening.id, seed=chart_seed, draw_kind=ROTATION,
                          tables=len(plan.rounds[0].tables),
                          first_seating={"tables": [], "waiting": [], ROTATION: {
                              **plan.to_json(), "method": method,
                              "stationary": dict(plan.homes)}},
                          options={"format": ROTATION, "rounds": len(plan.rounds)},
                          labels={}, lots=[], started_by=current_user())
            for position, (choice, name) in enumerate(zip(guests, names, strict=True),
                                                      start=1):
                party.entrants.append(PartyEntrant(position=position,
                                                   member_id=choice.member_id, name=name,
                                                   role="", pack="", card=""))
            session.add(party)
            session.flush()
            audit(session, "start rotation party", "party", party.id, None,
                  {"evening": evening.id, "seed": chart_seed, "players": len(names),
                   "rounds": len(plan.rounds), "stationary": stationary})
            return _view(evening, party)

    # --- the rounds ------------------------------------------------------------------------
    def hand_in(self, evening_id: int, round_number: int,
                scores: Sequence[RoundScore]) -> RotationView:
        """Record the points of every table of the round in play (refused whole, naming the
        table, when one cannot be right, and when the round is not the one in play)."""
        with self.db.transaction() as session:
            evening, party = _lock(session, evening_id)
            rounds = _chart(party)
            done = _done_bells(party)
            in_play = len(done) + 1
            if in_play > len(rounds):
                raise ServiceError("rotation.all_played")
            if round_number != in_play:
                raise ServiceError("rotation.round_handed", "round", round=round_number,
                                   in_play=in_play)
            try:
                checked = check_scores(rounds[in_play - 1], scores)
            except RuleError as exc:
                raise ServiceError(exc.why, exc.field) from None
            seq = max((c.seq for c in party.changes), default=0) + 1
            change = PartyChange(seq=seq, kind="bell", round=in_play, done_by=current_user(),
                                 detail={"tables": [
                                     {"table": t.number, "pairs": [list(p) for p in t.pairs]}
                                     for t in rounds[in_play - 1].tables]})
            for number, (first, second) in sorted(checked.items()):
                change.results.append(PartyTableResult(table_number=number, score_first=first,
                                                       score_second=second))
            party.changes.append(change)
            session.flush()
            audit(session, "hand in rotation round", "party", party.id, None,
                  {"round": in_play, "tables": len(checked)})
            return _view(evening, party)

    def undo_round(self, evening_id: int, round_number: int | None = None) -> RotationView:
        """Take back the last round handed in (kept in the record as undone); its points
        come back in the view's ``undone`` to be corrected. ``round_number``: the round the
        person means; refused when another was handed in or undone meanwhile."""
        with self.db.transaction() as session:
            evening, party = _lock(session, evening_id)
            done = _done_bells(party)
            if not done:
                raise ServiceError("rotation.nothing_to_undo")
            last = done[-1]
            if round_number is not None and last.round != round_number:
                raise ServiceError("rotation.undo_since", asked=round_number, last=last.round)
            last.status, last.undone_by, last.undone_at = "undone", current_user(), utcnow()
            session.flush()
            audit(session, "undo rotation round", "party", party.id, {"round": last.round},
                  {"status": "undone"})
            return _view(evening, party)


# --- the record -----------------------------------------------------------------------------
def _load(session: Session, evening_id: int) -> Party | None:
    return session.scalar(select(Party).where(Party.evening_id == evening_id).options(
        selectinload(Party.changes).selectinload(PartyChange.results),
        selectinload(Party.entrants)))


def _lock(session: Session, evening_id: int) -> tuple[Evening, Party]:
    """The party for a change, its write lock taken first (a second computer waits)."""
    session.execute(update(Party).where(Party.evening_id == evening_id)
                    .values(version=Party.version + 1))
    evening = load_evening(session, evening_id)
    require_open(evening)
    party = _load(session, evening_id)
    if party is None or party.draw_kind != ROTATION:
        raise ServiceError("rotation.not_drawn", name=evening.name)
    return evening, party


def _clear_for_redraw(session: Session, evening: Evening, redraw: bool) -> None:
    """A party drawn before is replaced only when asked, and only before its first round."""
    old = _load(session, evening.id)
    if old is None:
        return
    if not redraw:
        raise ServiceError("party.already_drawn", name=evening.name)
    if any(c.kind == "bell" and c.status == "done" for c in old.changes):
        raise ServiceError("rotation.no_redraw" if old.draw_kind == ROTATION
                           else "rotation.progressive_started", name=evening.name)
    audit(session, "redraw party", "party", old.id,
          {"seed": old.seed, "players": [e.name for e in old.entrants],
           "kind": old.draw_kind}, None)
    session.delete(old)
    session.flush()


def _done_bells(party: Party) -> list[PartyChange]:
    return sorted((c for c in party.changes if c.kind == "bell" and c.status == "done"),
                  key=lambda c: c.seq)


def _stored(party: Party) -> Mapping[str, Any]:
    return party.first_seating.get(ROTATION) or {}


def _chart(party: Party) -> tuple[PlannedRound, ...]:
    """The chart as drawn and kept."""
    stored = _stored(party)
    return tuple(PlannedRound(number, tuple(
        PlannedTable(t["table"], ((t["pairs"][0][0], t["pairs"][0][1]),
                                  (t["pairs"][1][0], t["pairs"][1][1])))
        for t in tables), tuple(out))
        for number, (tables, out) in enumerate(zip(stored["rounds"], stored["sitting_out"],
                                                   strict=True), start=1))


def _method(party: Party, count: int) -> Message:
    if _stored(party).get("method") == "design":
        return Message("rotation.by_design", n=count)
    return Message("rotation.by_optimiser", seed=party.seed, n=count)


def _view(evening: Evening, party: Party) -> RotationView:
    rounds = _chart(party)
    names = [e.name for e in party.entrants]
    homes = _stored(party).get("stationary", {})
    done = _done_bells(party)
    scores = [{r.table_number: _points(r) for r in change.results}
              for change in done]
    views = []
    for index, charted in enumerate(rounds):
        handed = scores[index] if index < len(scores) else None
        change = done[index] if index < len(done) else None
        views.append(RotationRoundView(
            charted.number,
            tuple(RotationTableView(t.number, t.pairs,
                                    handed.get(t.number) if handed else None)
                  for t in charted.tables),
            charted.sitting_out, handed is not None,
            change.done_by if change else "", change.done_at if change else None))
    bells = [c for c in party.changes if c.kind == "bell"]
    undone = None
    if bells and bells[-1].status == "undone" and bells[-1].round == len(done) + 1:
        undone = {r.table_number: _points(r) for r in bells[-1].results}
    return RotationView(
        evening=evening_view(evening), party_id=party.id, seed=party.seed,
        guests=tuple(RotationGuest(e.member_id, e.name, homes.get(e.name))
                     for e in party.entrants),
        rounds=tuple(views),
        fairness=fairness(names, rounds, _method(party, len(names))),
        standing=rotation_standing(names, rounds[:len(scores)], scores), undone=undone)


def _points(result: PartyTableResult) -> tuple[int, int]:
    """A table's points as kept: a rotation party's rows hold both pairs' (``hand_in`` writes
    only checked points, and ``check_rotation_record`` refuses an imported row without)."""
    first, second = result.score_first, result.score_second
    assert first is not None and second is not None, result.table_number
    return first, second


def check_rotation_record(party: Party) -> None:
    """A rotation party's record hangs together (an imported club): its chart reads, every
    round handed in has every table's points. ServiceError saying what is wrong."""
    try:
        rounds = _chart(party)
        for change, charted in zip(_done_bells(party), rounds, strict=False):
            check_scores(charted, [RoundScore(r.table_number, (r.score_first, r.score_second))
                                   for r in change.results])
    except RuleError as exc:
        raise ServiceError(exc.why, exc.field) from None
    except (KeyError, IndexError, TypeError, ValueError):
        raise ServiceError("party.cannot_replay", change=Message("party.change_draw"),
                           why=Message("rotation.not_drawn", name=str(party.evening_id))
                           ) from None
