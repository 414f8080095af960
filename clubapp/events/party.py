"""A whole progressive-euchre evening: rounds, sit-outs, late arrivals, leavers and undo.

``progressive.ring_bell`` is the book's bell (seeds/002 lines 83–89) for full tables. A real
evening adds what the book does not cover, here as house rules:
- players not a multiple of four: the spare players sit out a round in turn. Those who waited
  this round (or arrived during it) play the next; of the others, whoever has sat out least
  sits out next; among equals, players coming off a closed table first, then the players at the
  lowest tables (the booby end), then lots (seeded, recorded and said). Those coming back take
  the empty places, a player of the place's role first. With the ``sit_out`` option ``pair``,
  two spare players sit out and come back together as a visiting pair, taking the place of a
  whole pair;
- ladies (red) and gentlemen (blue) unequal, the ``unequal_roles`` option: ``book_pairs`` (the
  default) keeps line 87's pairs of a lady and a gentleman wherever the numbers allow: the
  sit-outs are taken from the larger role first, so that as many red places as the numbers
  allow hold red players and blue places blue ones; only when one role is short of its places
  do players of the other fill them (as few as the numbers make necessary), and a table whose
  two ladies partner each other while its two gentlemen do is re-paired lady with gentleman.
  ``anyone``: whoever has sat out least sits out, in either role (pairs may then be two ladies);
- a late arrival waits and is seated at the next bell; when four are waiting, a new booby
  table opens; a player who leaves plays to the bell (his stars count), then his place is
  filled from those waiting, or the booby table closes and its players fill the gaps;
- a bell rung by mistake is undone: the state before it is kept (``previous``);
- a guest who keeps one table all night (``stationary``) stays there while the others move
  around her, and does not sit out while others can (``clubapp.events.stationary``).

The state is immutable; every change returns a new one, so a service can store what happened
and recompute.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from clubapp.events.lots import Lot, order_by_lot
from clubapp.events.progressive import Bell, PartyRules, Star, TableResult, ring_bell
from clubapp.events.seating import ROLES, Pair, Role, Seating, Table, check_seating
from clubapp.events.stationary import first_homes, keep_stationary
from clubapp.message import Message
from clubapp.rules.errors import RuleError

MIN_TABLES = 2


@dataclass(frozen=True)
class SitOut:
    """Why the players waiting in a round sit it out, as the bell decided it (a house rule).

    ``present`` counts the players of each role who stayed for the round, ``sitting`` those of
    each role who sit out by the rotation, ``rule`` the house rule that chose them
    ("book_pairs", "anyone" or "pair"), ``lot`` the lot that settled a tie among them, and
    ``crossing`` the players seated in a place of the other role because theirs were short.
    """

    rule: str
    tables: int
    present: Mapping[Role, int]
    sitting: Mapping[Role, int]
    names: tuple[str, ...]
    lot: Lot | None = None
    crossing: tuple[str, ...] = ()
    closed_table: bool = False
    opened_table: bool = False


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
    sit_out_why: SitOut | None = None  # why the waiting sit out (None: the draw decided)
    # guests who keep one table all night: the table (None until they first play a round)
    stationary: Mapping[str, int | None] = field(default_factory=dict)

    @property
    def present(self) -> list[str]:
        """Everyone still in the evening: seated, then waiting."""
        return [n for t in self.seating for n in t.players] + list(self.waiting)


def _check_role(name: str, role: object, where: str) -> Role:
    if role == "red" or role == "blue":
        return role
    raise RuleError(where, "party.role_expected", name=name, value=role)


def start_party(seating: Seating, roles: Mapping[str, str], waiting: Sequence[str] = (),
                rules: PartyRules | None = None, seed: int = 0,
                stationary: Sequence[str] = ()) -> PartyState:
    """The first round: the drawn seating, everyone's role (each checked: red or blue), and
    who waits (line 81); ``stationary`` guests keep the table they sit at in it all night."""
    check_seating(seating)
    if len(seating) < MIN_TABLES:
        raise RuleError("tables", "progressive.two_tables")
    seated = [n for t in seating for n in t.players]
    for name in list(waiting):
        if not isinstance(name, str) or not name.strip():
            raise RuleError("waiting", "party.waiting_unnamed")
        if name in seated or list(waiting).count(name) > 1:
            raise RuleError("waiting", "party.named_twice", name=name)
    everyone = seated + list(waiting)
    checked = {name: _check_role(name, roles.get(name), f"roles.{name}") for name in everyone}
    for name in stationary:
        if name not in everyone:
            raise RuleError("stationary", "party.stationary_unknown", name=name)
    sat_out = {n: int(n in waiting) for n in everyone}  # those waiting now sit out round 1
    homes = first_homes(list(dict.fromkeys(stationary)), [t.players for t in seating], {})
    return PartyState(rules or PartyRules(), checked, tuple(seating),
                      tuple(waiting), 1, sat_out, seed=seed, stationary=homes)


def add_player(state: PartyState, name: str, role: str) -> PartyState:
    """A late arrival: waits, and is seated at the next bell (``role``: red or blue, checked)."""
    if not isinstance(name, str) or not name.strip():
        raise RuleError("name", "party.newcomer_unnamed")
    if name in state.present:
        raise RuleError("name", "party.already_playing", name=name)
    checked = _check_role(name, role, "role")
    return replace(state, roles={**state.roles, name: checked}, waiting=(*state.waiting, name),
                   sat_out={**state.sat_out, name: state.sat_out.get(name, 0)},
                   arrived=state.arrived | {name}, previous=state)


def remove_player(state: PartyState, name: str) -> PartyState:
    """A player leaves: at once if waiting, else at the next bell (his table plays on to it)."""
    if name in state.waiting:
        return replace(state, waiting=tuple(n for n in state.waiting if n != name),
                       previous=state)
    if name not in state.present:
        raise RuleError("name", "party.not_playing", name=name)
    return replace(state, leaving=state.leaving | {name}, previous=state)


def replace_player(state: PartyState, leaving: str, substitute: str) -> PartyState:
    """A waiting player takes a leaver's place at once, in the middle of the round."""
    seated = [n for t in state.seating for n in t.players]
    if leaving not in seated:
        raise RuleError("leaving", "party.not_seated", name=leaving)
    if substitute not in state.waiting:
        raise RuleError("substitute", "party.not_waiting", name=substitute)
    def taken(pair: Pair) -> Pair:
        return Pair(*(substitute if n == leaving else n for n in pair.names))

    seating = tuple(Table(t.number, (taken(t.pairs[0]), taken(t.pairs[1])))
                    for t in state.seating)
    return replace(state, seating=seating, previous=state,
                   waiting=tuple(n for n in state.waiting if n != substitute),
                   leaving=state.leaving - {leaving})


def undo_bell(state: PartyState) -> PartyState:
    """Undo the last change (a bell rung by mistake): the state before it."""
    if state.previous is None:
        raise RuleError("bell", "party.undo_at_start")
    return state.previous


def ring_party_bell(state: PartyState, results: Sequence[TableResult]) -> PartyState:
    """The bell for the evening: the book's bell, then leavers go and the spare players rotate."""
    bell = ring_bell(state.seating, results, state.rules)
    rng = random.Random(f"{state.seed}/{state.round}")  # every lot replays from the seed
    seating, waiting, lots, why = _reseat(state, bell.seating, rng)
    sat_out = dict(state.sat_out)
    for name in state.leaving:
        sat_out.pop(name, None)
    for name in waiting:
        sat_out[name] = sat_out.get(name, 0) + 1
    played = PlayedRound(state.round, state.seating, state.waiting, bell, tuple(lots),
                         tuple(n for n in state.waiting if n not in state.arrived))
    homes = first_homes([n for n in state.stationary if n not in state.leaving],
                        [t.players for t in seating], state.stationary)
    return PartyState(state.rules, state.roles, seating, waiting, state.round + 1, sat_out,
                      played=(*state.played, played), previous=state, seed=state.seed,
                      sit_out_why=why, stationary=homes)


def _reseat(state: PartyState, rotated: Seating, rng: random.Random
            ) -> tuple[Seating, tuple[str, ...], list[Lot], SitOut | None]:
    """Seat the next round: leavers out, tables opened or closed, sit-outs in turn."""
    slots: list[list[str | None]] = [[None if n in state.leaving else n for n in t.players]
                                     for t in rotated]
    bench = [n for n in state.waiting if n not in state.leaving]
    total = sum(n is not None for row in slots for n in row) + len(bench)
    tables = total // 4
    if tables < MIN_TABLES:
        raise RuleError("players", "party.too_few", total=total)
    before = len(slots)
    closed: list[str] = []
    while len(slots) > tables:  # close the booby table: its players fill gaps or sit out
        closed.extend(n for n in slots.pop() if n is not None)
    while len(slots) < tables:  # four more have come: a new booby table
        slots.append([None, None, None, None])
    present = [n for row in slots for n in row if n is not None] + closed + bench
    counts = {role: sum(state.roles[n] == role for n in present) for role in ROLES}
    quota = _sitting_by_role(state.rules, counts, tables)
    sit_count = total - 4 * tables
    lots: list[Lot] = []
    rule: str = state.rules.unequal_roles if quota is not None else "anyone"
    sitting: list[str] | None = None
    if state.rules.sit_out == "pair" and sit_count == 2 and not closed \
            and len(bench) == 2 and all(n is not None for row in slots for n in row) \
            and (quota is None or quota == {"red": 1, "blue": 1}):
        sitting = _pair_sits_out(state, slots, rng, lots, mixed=quota is not None)
        rule = "pair" if sitting else rule
    if not sitting:
        sitting = _players_sit_out(state, slots, closed, bench, sit_count, rng, lots, quota)
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
    seated = [_filled(row) for row in slots]
    if quota is not None:
        for four in seated:
            _pair_within_table(four, state.roles)
        _swap_across_tables(seated, state.roles)
    keep_stationary(seated, {n: h for n, h in state.stationary.items() if h is not None},
                    [t.players for t in state.seating])
    seating = tuple(Table(i + 1, (Pair(r[0], r[1]), Pair(r[2], r[3])))
                    for i, r in enumerate(seated))
    crossing = tuple(n for t in seating for place, n in enumerate(t.players)
                     if state.roles[n] != ("red" if place % 2 == 0 else "blue"))
    why = None
    if sitting or crossing or closed or tables > before:
        sat = {role: sum(state.roles[n] == role for n in sitting) for role in ROLES}
        why = SitOut(rule, tables, counts, sat, tuple(sitting), lots[-1] if lots else None,
                     crossing, bool(closed), tables > before)
    return seating, tuple(sitting), lots, why


def _filled(row: list[str | None]) -> list[str]:
    """A table's places once every gap is filled (``_reseat`` fills them all)."""
    names = [n for n in row if n is not None]
    assert len(names) == len(row), row
    return names


def _sitting_by_role(rules: PartyRules, counts: Mapping[Role, int], tables: int
                     ) -> dict[Role, int] | None:
    """How many of each role sit out so that as many places as the numbers allow hold a
    player of their own role (the ``book_pairs`` house rule); None under ``anyone``."""
    if rules.unequal_roles != "book_pairs":
        return None
    places = 2 * tables  # red places, and as many blue
    red_seated = min(counts["red"], max(places, 2 * places - counts["blue"]))
    return {"red": counts["red"] - red_seated,
            "blue": counts["blue"] - (2 * places - red_seated)}


def _pair_within_table(row: list[str], roles: Mapping[str, Role]) -> None:
    """Line 87's pairs at one table: a red player out of place and a blue player out of place
    change places (partners change only where two ladies partnered each other)."""
    while True:
        reds_out = [i for i in (1, 3) if roles[row[i]] == "red"]
        blues_out = [i for i in (0, 2) if roles[row[i]] == "blue"]
        if not reds_out or not blues_out:
            return
        first, second = reds_out[0], blues_out[0]
        row[first], row[second] = row[second], row[first]


def _out_of_place(slots: list[list[str]], roles: Mapping[str, Role], role: Role
                  ) -> list[tuple[int, int]]:
    """The places (table index, place) where a player of this role sits in the other's."""
    other = (1, 3) if role == "red" else (0, 2)
    return [(t, p) for t, row in enumerate(slots) for p in other if roles[row[p]] == role]


def _swap_across_tables(slots: list[list[str]], roles: Mapping[str, Role]) -> None:
    """A red player in a blue place and a blue player in a red place at another table change
    places: both were out of place, and both are then in their own (the ``book_pairs`` rule
    keeps the fewest players out of place that the numbers allow)."""
    reds, blues = _out_of_place(slots, roles, "red"), _out_of_place(slots, roles, "blue")
    for (t1, p1), (t2, p2) in zip(reds, blues, strict=False):  # as many as both have
        slots[t1][p1], slots[t2][p2] = slots[t2][p2], slots[t1][p1]


def _players_sit_out(state: PartyState, slots: list[list[str | None]], closed: list[str],
                     bench: list[str], count: int, rng: random.Random, lots: list[Lot],
                     quota: Mapping[Role, int] | None = None) -> list[str]:
    """Who sits out next: not those who just waited; fewest sit-outs; the lowest tables.
    With a ``quota``, that many of each role (the ``book_pairs`` house rule)."""
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
    if quota is None:
        return _choose(state, list(where), where, bench, count, rng, lots)
    places: dict[str, Role] = {n: ("red" if place % 2 == 0 else "blue")
                               for row in slots for place, n in enumerate(row) if n is not None}
    chosen: list[str] = []
    for role in ROLES:
        if quota[role]:
            among = [n for n in where if state.roles[n] == role]
            chosen += _choose(state, among, where, bench, quota[role], rng, lots, role, places)
    return chosen


def _choose(state: PartyState, among: list[str], where: Mapping[str, int], bench: list[str],
            count: int, rng: random.Random, lots: list[Lot], role: Role | None = None,
            places: Mapping[str, Role] | None = None) -> list[str]:
    """``count`` of these sit out: those who waited come back, then fewest sit-outs, then the
    lowest tables; a tie at the last place by lot (seeded, recorded)."""
    def key(name: str) -> tuple[int, int, int, int, int]:
        """Waited this round (they come back), keeps one table (sits out last), sit-outs so
        far, then a player out of his role's place (``role`` given), then the lower table
        first."""
        return (name in bench, name in state.stationary, state.sat_out.get(name, 0),
                role is not None and name not in out_of_place, -where[name])

    places = places or {}
    out_of_place = {n for n in among if role is not None
                    and places.get(n, state.roles[n]) != state.roles[n]}
    keyed = sorted(among, key=key)
    boundary = key(keyed[count - 1])
    sure = [n for n in keyed if key(n) < boundary]
    tied = [n for n in keyed if key(n) == boundary]
    need = count - len(sure)
    if need < len(tied):
        drawn = order_by_lot(tied, rng)[:need]
        lots.append(Lot(tuple(sorted(tied)), ", ".join(drawn),
                        Message("party.lot_sit_out", count=need, role=role or "")))
        return sure + drawn
    return sure + tied


def _pair_sits_out(state: PartyState, slots: list[list[str | None]], rng: random.Random,
                   lots: list[Lot], mixed: bool = False) -> list[str]:
    """The ``pair`` house rule: the pair that has sat out least, lowest table first, sits out
    (with ``mixed``, only a pair of a lady and a gentleman)."""
    pairs = [(number, (row[0], row[1])) for number, row in enumerate(slots, start=1)] + \
            [(number, (row[2], row[3])) for number, row in enumerate(slots, start=1)]
    if mixed:
        pairs = [p for p in pairs
                 if {state.roles.get(n or "") for n in p[1]} == {"red", "blue"}]
    # a guest who keeps one table sits out last
    pairs = [p for p in pairs if not set(p[1]) & set(state.stationary)] or pairs
    if not pairs:
        return []

    def key(item: tuple[int, tuple[str | None, str | None]]) -> tuple[int, int]:
        """Sit-outs of the pair so far, then the lower table first."""
        number, names = item
        return (sum(state.sat_out.get(n or "", 0) for n in names), -number)

    best = min(key(p) for p in pairs)
    tied = [p for p in pairs if key(p) == best]
    chosen = tied[0]
    if len(tied) > 1:
        labels = {" & ".join(n or "" for n in p[1]): p for p in tied}
        drawn = order_by_lot(labels, rng)[0]
        lots.append(Lot(tuple(sorted(labels)), drawn, Message("party.lot_pair")))
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
    raise RuleError("round", "party.round_not_played", round=number)
