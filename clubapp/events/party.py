"""A whole progressive-euchre evening: rounds, sit-outs, late arrivals, leavers and undo.

``progressive.ring_bell`` is the book's bell (seeds/002 lines 83–89) for full tables. A real
evening adds what the book does not cover, here as house rules:
- players not a multiple of four: the spare players sit out a round in turn. Those who waited
  this round (or arrived during it) play the next; of the others, whoever has sat out least
  sits out next; among equals, players coming off a closed table first, then the players at the
  lowest tables (the booby end), then lots. Those coming back take the empty places, a player
  of the place's role first. With the ``sit_out`` option ``pair``, two spare players sit out
  and come back together as a visiting pair, taking the place of a whole pair;
- a late arrival waits and is seated at the next bell; when four are waiting, a new booby
  table opens; a player who leaves plays to the bell (his stars count), then his place is
  filled from those waiting, or the booby table closes and its players fill the gaps;
- a bell rung by mistake is undone: the state before it is kept (``previous``).

The state is immutable; every change returns a new one, so a service can store what happened
and recompute.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from clubapp.events.lots import Lot, order_by_lot
from clubapp.events.progressive import Bell, PartyRules, Star, TableResult, ring_bell
from clubapp.events.seating import Pair, Role, Seating, Table, check_seating
from clubapp.rules.errors import RuleError

MIN_TABLES = 2


@dataclass(frozen=True)
class PlayedRound:
    """A round that the bell ended: its seating, who sat out, the bell, lots drawn after it."""

    number: int
    seating: Seating
    waiting: tuple[str, ...]  # who did not play it: sat out, or arrived during it
    bell: Bell
    lots: tuple[Lot, ...] = ()
    sat_out: tuple[str, ...] = ()  # who sat out by the rotation (not the late arrivals)


@dataclass(frozen=True)
class StarCount:
    """One player's stars over the evening."""

    gold: int = 0
    red: int = 0
    green: int = 0
    rounds: int = 0
    sat_out: int = 0


@dataclass(frozen=True)
class PartyState:
    """The evening so far: the round in play, who waits, what was played, and how to undo."""

    rules: PartyRules
    roles: Mapping[str, Role]  # each player's own role: the pack drawn for (line 81)
    seating: Seating  # the round in play
    waiting: tuple[str, ...]  # sitting out the round in play, longest waiting first
    round: int  # the number of the round in play, from 1
    sat_out: Mapping[str, int]  # how many rounds each player has sat out
    leaving: frozenset[str] = frozenset()  # seated players who leave at the next bell
    arrived: frozenset[str] = frozenset()  # came during the round in play: not a sit-out
    played: tuple[PlayedRound, ...] = ()
    previous: PartyState | None = field(default=None, repr=False)
    seed: int = 0

    @property
    def present(self) -> list[str]:
        """Everyone still in the evening: seated, then waiting."""
        return [n for t in self.seating for n in t.players] + list(self.waiting)


def _check_role(name: str, role: object, where: str) -> Role:
    if role == "red" or role == "blue":
        return role
    raise RuleError(where, f"{name}'s role must be red or blue, got {role!r}")


def start_party(seating: Seating, roles: Mapping[str, Role], waiting: Sequence[str] = (),
                rules: PartyRules | None = None, seed: int = 0) -> PartyState:
    """The first round: the drawn seating, everyone's role, and who waits (line 81)."""
    check_seating(seating)
    if len(seating) < MIN_TABLES:
        raise RuleError("tables", "a progressive party needs at least two tables")
    seated = [n for t in seating for n in t.players]
    for name in list(waiting):
        if not isinstance(name, str) or not name.strip():
            raise RuleError("waiting", "every waiting player needs a name")
        if name in seated or list(waiting).count(name) > 1:
            raise RuleError("waiting", f"{name} is named twice")
    everyone = seated + list(waiting)
    for name in everyone:
        _check_role(name, roles.get(name), f"roles.{name}")
    sat_out = {n: int(n in waiting) for n in everyone}  # those waiting now sit out round 1
    return PartyState(rules or PartyRules(), {n: roles[n] for n in everyone}, tuple(seating),
                      tuple(waiting), 1, sat_out, seed=seed)


def add_player(state: PartyState, name: str, role: Role) -> PartyState:
    """A late arrival: waits, and is seated at the next bell."""
    if not isinstance(name, str) or not name.strip():
        raise RuleError("name", "the new player needs a name")
    if name in state.present:
        raise RuleError("name", f"{name} is already playing this evening")
    role = _check_role(name, role, "role")
    return replace(state, roles={**state.roles, name: role}, waiting=(*state.waiting, name),
                   sat_out={**state.sat_out, name: state.sat_out.get(name, 0)},
                   arrived=state.arrived | {name}, previous=state)


def remove_player(state: PartyState, name: str) -> PartyState:
    """A player leaves: at once if waiting, else at the next bell (his table plays on to it)."""
    if name in state.waiting:
        return replace(state, waiting=tuple(n for n in state.waiting if n != name),
                       previous=state)
    if name not in state.present:
        raise RuleError("name", f"{name} is not playing this evening")
    return replace(state, leaving=state.leaving | {name}, previous=state)


def replace_player(state: PartyState, leaving: str, substitute: str) -> PartyState:
    """A waiting player takes a leaver's place at once, in the middle of the round."""
    seated = [n for t in state.seating for n in t.players]
    if leaving not in seated:
        raise RuleError("leaving", f"{leaving} is not seated")
    if substitute not in state.waiting:
        raise RuleError("substitute", f"{substitute} is not waiting to play")
    seating = tuple(Table(t.number, tuple(
        Pair(*(substitute if n == leaving else n for n in p.names)) for p in t.pairs))  # type: ignore[arg-type]
        for t in state.seating)
    return replace(state, seating=seating, previous=state,
                   waiting=tuple(n for n in state.waiting if n != substitute),
                   leaving=state.leaving - {leaving})


def undo_bell(state: PartyState) -> PartyState:
    """Undo the last change (a bell rung by mistake): the state before it."""
    if state.previous is None:
        raise RuleError("bell", "nothing to undo: this is the start of the evening")
    return state.previous


def ring_party_bell(state: PartyState, results: Sequence[TableResult]) -> PartyState:
    """The bell for the evening: the book's bell, then leavers go and the spare players rotate."""
    bell = ring_bell(state.seating, results, state.rules)
    rng = random.Random(f"{state.seed}/{state.round}")  # every lot replays from the seed
    seating, waiting, lots = _reseat(state, bell.seating, rng)
    sat_out = dict(state.sat_out)
    for name in state.leaving:
        sat_out.pop(name, None)
    for name in waiting:
        sat_out[name] = sat_out.get(name, 0) + 1
    played = PlayedRound(state.round, state.seating, state.waiting, bell, tuple(lots),
                         tuple(n for n in state.waiting if n not in state.arrived))
    return PartyState(state.rules, state.roles, seating, waiting, state.round + 1, sat_out,
                      played=(*state.played, played), previous=state, seed=state.seed)


def _reseat(state: PartyState, rotated: Seating, rng: random.Random
            ) -> tuple[Seating, tuple[str, ...], list[Lot]]:
    """Seat the next round: leavers out, tables opened or closed, sit-outs in turn."""
    slots: list[list[str | None]] = [[None if n in state.leaving else n for n in t.players]
                                     for t in rotated]
    bench = [n for n in state.waiting if n not in state.leaving]
    total = sum(n is not None for row in slots for n in row) + len(bench)
    tables = total // 4
    if tables < MIN_TABLES:
        raise RuleError("players", f"{total} players are too few: a progressive party needs "
                                   "two tables of four")
    closed: list[str] = []
    while len(slots) > tables:  # close the booby table: its players fill gaps or sit out
        closed.extend(n for n in slots.pop() if n is not None)
    while len(slots) < tables:  # four more have come: a new booby table
        slots.append([None, None, None, None])
    sit_count = total - 4 * tables
    lots: list[Lot] = []
    if state.rules.sit_out == "pair" and sit_count == 2 and not closed \
            and len(bench) == 2 and all(n is not None for row in slots for n in row):
        sitting = _pair_sits_out(state, slots, rng, lots)
    else:
        sitting = _players_sit_out(state, slots, closed, bench, sit_count, rng, lots)
    coming = [n for n in bench + closed if n not in sitting]
    for row in slots:
        for place, name in enumerate(row):
            if name is not None and name in sitting:
                row[place] = None
    for row in slots:
        for place, name in enumerate(row):
            if name is None:
                role = "red" if place % 2 == 0 else "blue"
                same = [n for n in coming if state.roles[n] == role]
                chosen = (same or coming)[0]
                row[place] = chosen
                coming.remove(chosen)
    seating = tuple(Table(i + 1, (Pair(r[0], r[1]), Pair(r[2], r[3])))  # type: ignore[arg-type]
                    for i, r in enumerate(slots))
    return seating, tuple(sitting), lots


def _players_sit_out(state: PartyState, slots: list[list[str | None]], closed: list[str],
                     bench: list[str], count: int, rng: random.Random, lots: list[Lot]
                     ) -> list[str]:
    """Who sits out next: not those who just waited; fewest sit-outs; the lowest tables."""
    if count == 0:
        return []
    where: dict[str, int] = {}
    for number, row in enumerate(slots, start=1):
        for name in row:
            if name is not None:
                where[name] = number
    for name in closed:
        where[name] = len(slots) + 1  # below the booby table
    for name in bench:
        where[name] = 0  # those who waited come back first
    def key(name: str) -> tuple[int, int, int]:
        """Waited this round (they come back), sit-outs so far, then the lower table first."""
        return (name in bench, state.sat_out.get(name, 0), -where[name])

    keyed = sorted(where, key=key)
    boundary = key(keyed[count - 1])
    sure = [n for n in keyed if key(n) < boundary]
    tied = [n for n in keyed if key(n) == boundary]
    need = count - len(sure)
    if need < len(tied):
        drawn = order_by_lot(tied, rng)[:need]
        lots.append(Lot(tuple(sorted(tied)), ", ".join(drawn), f"{need} of these sit out"))
        return sure + drawn
    return sure + tied


def _pair_sits_out(state: PartyState, slots: list[list[str | None]], rng: random.Random,
                   lots: list[Lot]) -> list[str]:
    """The ``pair`` house rule: the pair that has sat out least, lowest table first, sits out."""
    pairs = [(number, (row[0], row[1])) for number, row in enumerate(slots, start=1)] + \
            [(number, (row[2], row[3])) for number, row in enumerate(slots, start=1)]

    def key(item: tuple[int, tuple[str | None, str | None]]) -> tuple[int, int]:
        """Sit-outs of the pair so far, then the lower table first."""
        number, names = item
        return (sum(state.sat_out.get(n or "", 0) for n in names), -number)

    best = min(key(p) for p in pairs)
    tied = [p for p in pairs if key(p) == best]
    chosen = tied[0]
    if len(tied) > 1:
        labels = {" and ".join(n or "" for n in p[1]): p for p in tied}
        drawn = order_by_lot(labels, rng)[0]
        lots.append(Lot(tuple(sorted(labels)), drawn, "this pair sits out"))
        chosen = labels[drawn]
    return [n for n in chosen[1] if n is not None]


def star_board(state: PartyState) -> dict[str, StarCount]:
    """Every player's stars, rounds played and rounds sat out, over the rounds played."""
    counts: dict[str, dict[str, int]] = {n: {"gold": 0, "red": 0, "green": 0, "rounds": 0,
                                             "sat_out": 0} for n in state.roles}
    for played in state.played:
        for name, star in played.bell.stars.items():
            counts[name]["rounds"] += 1
            if star is not None:
                counts[name][star] += 1
        for name in played.sat_out:
            counts[name]["sat_out"] += 1
    return {name: StarCount(**c) for name, c in counts.items()}


def stars_of_round(state: PartyState, number: int) -> Mapping[str, Star | None]:
    """The stars given at the bell that ended round ``number``."""
    for played in state.played:
        if played.number == number:
            return played.bell.stars
    raise RuleError("round", f"round {number} has not been played")
