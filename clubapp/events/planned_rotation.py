"""A pre-planned rotation, instead of the head-table progression: every player partners as
many different players as possible, with a fairness report.

Not in the book (seeds/002 describes only the head-table progression, lines 85–87): this is a
house format. Where a whist-tournament design is known (``whist_designs``: 4, 8, … 32 players,
and any prime count 4k + 1), it is used: over a full cycle every two players partner exactly
once and meet as opponents exactly twice, and with 4k + 1 each sits out once. Otherwise an
optimiser: partners come from the round-robin circle method (everyone partners everyone once
in n - 1 rounds, n rounds when n is odd, the player without a partner sitting out), spare
pairs sit out in turn (the least rested first), and the pairs are put two by two at tables to
spread the opponents evenly, with seeded restarts so that a plan replays.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from clubapp.events.whist_designs import whist_design
from clubapp.rules.errors import RuleError
from clubapp.words import Message, say

Duo = tuple[str, str]
RESTARTS = 40  # seeded restarts of the optimiser per round


@dataclass(frozen=True)
class PlannedTable:
    """One table of a planned round: two pairs of partners."""

    number: int
    pairs: tuple[Duo, Duo]


@dataclass(frozen=True)
class PlannedRound:
    """One planned round: its tables and who sits out."""

    number: int
    tables: tuple[PlannedTable, ...]
    sitting_out: tuple[str, ...]


@dataclass(frozen=True)
class FairnessReport:
    """How fair a plan is: partners, opponents and sit-outs of every player."""

    method: Message
    distinct_partners: dict[str, int]
    repeated_partners: tuple[tuple[str, str, int], ...]  # pairs who partner more than once
    opponent_meetings: tuple[int, int]  # fewest and most meetings of two players as opponents
    never_met: int  # pairs of players who never sat at one table
    sat_out: dict[str, int]

    def messages(self) -> list[Message]:
        """The report as messages, one a sentence."""
        least = min(self.distinct_partners.values())
        most = max(self.distinct_partners.values())
        out = [Message("rotation.method", method=self.method),
               Message("rotation.partners", least=least, most=most)]
        if self.repeated_partners:
            out.append(Message("rotation.repeated", pairs=[
                Message("rotation.repeated_pair", first=a, second=b, n=n)
                for a, b, n in self.repeated_partners]))
        else:
            out.append(Message("rotation.never_repeated"))
        low, high = self.opponent_meetings
        out.append(Message("rotation.opponents", low=low, high=high, never=self.never_met))
        sits = sorted(set(self.sat_out.values()))
        out.append(Message("rotation.sit_outs_range", low=sits[0], high=sits[-1])
                   if len(sits) > 1 else Message("rotation.sit_outs", n=sits[0]))
        return out

    def lines(self, lang: str = "en") -> list[str]:
        """The report in plain sentences, in the language."""
        return [say(message, lang) for message in self.messages()]


@dataclass(frozen=True)
class PlannedRotation:
    """The planned rounds with their fairness report and the seed that replays them."""

    rounds: tuple[PlannedRound, ...]
    report: FairnessReport
    seed: int


def _check(players: Sequence[str], rounds: int | None) -> None:
    if len(players) < 4:
        raise RuleError("players", "rotation.four_players")
    if not all(isinstance(p, str) and p.strip() for p in players):
        raise RuleError("players", "base.player_unnamed")
    if len(set(players)) != len(players):
        raise RuleError("players", "base.name_twice")
    if rounds is not None and (isinstance(rounds, bool) or not isinstance(rounds, int)
                               or not 1 <= rounds <= 100):
        raise RuleError("rounds", "rotation.rounds_expected")


def plan_rotation(players: Sequence[str], rounds: int | None = None, seed: int = 0
                  ) -> PlannedRotation:
    """Plan the rounds (default: one full cycle) so that partners change as much as possible."""
    _check(players, rounds)
    rng = random.Random(seed)
    names = list(players)
    rng.shuffle(names)  # who gets which point of the design is itself drawn
    design = whist_design(len(names))
    if design is not None:
        cycle, sitting = design
        count = rounds or len(cycle)
        planned = []
        for number in range(1, count + 1):
            tables, sitter = cycle[(number - 1) % len(cycle)], sitting[(number - 1) % len(cycle)]
            planned.append(PlannedRound(number, tuple(
                PlannedTable(t + 1, ((names[a], names[b]), (names[c], names[d])))
                for t, ((a, b), (c, d)) in enumerate(tables)),
                () if sitter is None else (names[sitter],)))
        method = Message("rotation.by_design", n=len(names))
    else:
        count = rounds or (len(names) - 1 if len(names) % 2 == 0 else len(names))
        planned = _optimise(names, count, rng)
        method = Message("rotation.by_optimiser", seed=seed, n=len(names))
    return PlannedRotation(tuple(planned), fairness(players, planned, method), seed)


def circle_matchings(names: Sequence[str]) -> list[list[tuple[str | None, str | None]]]:
    """Round-robin partnerships (the circle method): everyone partners everyone else once.

    With an odd number a blank place (None) is added; whoever partners it sits out.
    """
    ring: list[str | None] = [*names, None] if len(names) % 2 else list(names)
    size = len(ring)
    matchings = []
    for _ in range(size - 1):
        matchings.append([(ring[i], ring[size - 1 - i]) for i in range(size // 2)])
        ring = [ring[0], ring[-1], *ring[1:-1]]  # the first stays, the others turn one place
    return matchings


def _optimise(names: list[str], count: int, rng: random.Random) -> list[PlannedRound]:
    """Partners from the circle method; spare pairs sit out in turn; tables spread opponents."""
    matchings = circle_matchings(names)
    opposed: Counter[frozenset[str]] = Counter()
    sat_out = Counter({n: 0 for n in names})
    planned = []
    unused: list[int] = []
    for number in range(1, count + 1):
        if not unused:  # a new cycle of the round robin
            unused = list(range(len(matchings)))
        # the partnerships whose sitters out have rested least go next: sit-outs stay even
        options = [(index, *_sitters(matchings[index], len(names), sat_out, rng))
                   for index in unused]
        index, sitting, pairs = min(options, key=lambda o: (
            max(sat_out[n] for n in o[1]) if o[1] else 0,
            sum(sat_out[n] for n in o[1]), rng.random()))
        unused.remove(index)
        best: tuple[int, list[tuple[Duo, Duo]]] | None = None
        for _ in range(RESTARTS):
            tables = _group_pairs(pairs, opposed, rng)
            cost = _cost(tables, opposed)
            if best is None or cost < best[0]:
                best = (cost, tables)
        assert best is not None
        for (a, b), (c, d) in best[1]:
            for x in (a, b):
                for y in (c, d):
                    opposed[frozenset((x, y))] += 1
        for name in sitting:
            sat_out[name] += 1
        planned.append(PlannedRound(number, tuple(
            PlannedTable(i + 1, t) for i, t in enumerate(best[1])), tuple(sorted(sitting))))
    return planned


def _sitters(matching: list[tuple[str | None, str | None]], total: int, sat_out: Counter[str],
             rng: random.Random) -> tuple[list[str], list[Duo]]:
    """Who sits out with this round's partnerships: the odd one, then the least rested pairs."""
    sitting: list[str] = [n for a, b in matching if a is None or b is None
                          for n in (a, b) if n is not None]
    pairs: list[Duo] = [(a, b) for a, b in matching if a is not None and b is not None]
    while (total - len(sitting)) % 4:
        rest = min(pairs, key=lambda p: (max(sat_out[p[0]], sat_out[p[1]]),
                                         sat_out[p[0]] + sat_out[p[1]], rng.random()))
        pairs.remove(rest)
        sitting.extend(rest)
    return sitting, pairs


def _group_pairs(pairs: list[Duo], opposed: Counter[frozenset[str]], rng: random.Random
                 ) -> list[tuple[Duo, Duo]]:
    """Pairs two by two to tables, greedily from a random start, fresh opponents first."""
    pool = pairs[:]
    rng.shuffle(pool)
    tables: list[tuple[Duo, Duo]] = []
    while pool:
        first = pool.pop()
        rivals = min(pool, key=lambda p: (sum(opposed[frozenset((x, y))]
                                              for x in first for y in p), rng.random()))
        pool.remove(rivals)
        tables.append((first, rivals))
    return tables


def _cost(tables: list[tuple[Duo, Duo]], opposed: Counter[frozenset[str]]) -> int:
    """Opponents met before weigh by the square, so that meetings spread evenly."""
    return sum(opposed[frozenset((x, y))] ** 2 for first, second in tables
               for x in first for y in second)


def fairness(players: Sequence[str], planned: Sequence[PlannedRound], method: Message
             ) -> FairnessReport:
    """Count partners, opponents and sit-outs over the planned rounds."""
    partners: dict[str, set[str]] = {n: set() for n in players}
    partnered: Counter[frozenset[str]] = Counter()
    opposed: Counter[frozenset[str]] = Counter()
    sat_out = dict.fromkeys(players, 0)
    for played in planned:
        for name in played.sitting_out:
            sat_out[name] += 1
        for table in played.tables:
            for a, b in table.pairs:
                partners[a].add(b)
                partners[b].add(a)
                partnered[frozenset((a, b))] += 1
            (a, b), (c, d) = table.pairs
            for x in (a, b):
                for y in (c, d):
                    opposed[frozenset((x, y))] += 1
    repeated = tuple(sorted((*sorted(pair), n) for pair, n in partnered.items() if n > 1))
    meetings = [opposed[frozenset(p)] for p in combinations(players, 2)]
    never = sum(1 for p in combinations(players, 2)
                if not opposed[frozenset(p)] and not partnered[frozenset(p)])
    return FairnessReport(method, {n: len(s) for n, s in partners.items()},
                          repeated,  # type: ignore[arg-type]
                          (min(meetings), max(meetings)), never, sat_out)
