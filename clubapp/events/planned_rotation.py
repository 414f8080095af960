"""A pre-planned rotation, instead of the head-table progression: every player partners as
many different players as possible, with a fairness report.

Not in the book (seeds/002 describes only the head-table progression, lines 85–87): this is a
house format. Where a whist-tournament design is known (``whist_designs``: 4, 8, … 32 players,
and any prime count 4k + 1), it is used: over a full cycle every two players partner exactly
once and meet as opponents exactly twice, and with 4k + 1 each sits out once. Otherwise an
optimiser: partners come from the round-robin circle method (everyone partners everyone once
in n - 1 rounds, n rounds when n is odd, the player without a partner sitting out), spare
pairs sit out in turn (the least rested first), and the pairs are put two by two at tables to
spread the opponents evenly, with seeded restarts so that a plan replays; a last pass then
trades opponents between the tables of a round wherever that evens the meetings out over the
whole plan (partners and sit-outs stay as they are).

A guest who keeps one table all night (``stationary``: low vision, a wheelchair, the hostess)
takes table 1, the next such guest table 2, and so on: the tables of every round are numbered
so that each stays at that number while partners and opponents still change. Two such guests
never sit at one table (nor partner each other), so the plan is the optimiser's when there
are two or more; there can be no more of them than tables in a round.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations

from clubapp.events.whist_designs import whist_design
from clubapp.message import Message, said
from clubapp.rules.errors import RuleError

Duo = tuple[str, str]
RESTARTS = 40  # seeded restarts of the optimiser per round
MAX_PLAYERS = 200  # a chart of 200 guests takes ten seconds or so to plan; a hall bigger
# than that plays the book's progression


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
        return [said(message, lang) for message in self.messages()]

    @property
    def partner_repeats(self) -> int:
        """How many partnerships are a repeat: a pair partnering three times counts two."""
        return sum(n - 1 for _a, _b, n in self.repeated_partners)

    def figures(self) -> dict[str, object]:
        """The report's figures as JSON: partner repeats, fewest and most opponent meetings."""
        low, high = self.opponent_meetings
        return {"partner_repeats": self.partner_repeats,
                "opponent_meetings": {"min": low, "max": high}}


@dataclass(frozen=True)
class PlannedRotation:
    """The planned rounds with their fairness report and the seed that replays them."""

    rounds: tuple[PlannedRound, ...]
    report: FairnessReport
    seed: int
    homes: Mapping[str, int] = field(default_factory=dict)  # stationary guest: the table kept

    def to_json(self) -> dict[str, object]:
        """The chart as ``clubapp draw rotation`` prints it: each round's tables and pairs, who
        sits out, and the fairness figures."""
        return {
            "rounds": [[{"table": t.number, "pairs": [list(pair) for pair in t.pairs]}
                        for t in played.tables] for played in self.rounds],
            "sitting_out": [list(played.sitting_out) for played in self.rounds],
            "fairness": self.report.figures(),
        }


def _check(players: Sequence[str], rounds: int | None, stationary: Sequence[str]) -> None:
    if len(players) < 4:
        raise RuleError("players", "rotation.four_players")
    if len(players) > MAX_PLAYERS:
        raise RuleError("players", "rotation.too_many_players", most=MAX_PLAYERS,
                        came=len(players))
    if not all(isinstance(p, str) and p.strip() for p in players):
        raise RuleError("players", "base.player_unnamed")
    if len(set(players)) != len(players):
        raise RuleError("players", "base.name_twice")
    if rounds is not None and (isinstance(rounds, bool) or not isinstance(rounds, int)
                               or not 1 <= rounds <= 100):
        raise RuleError("rounds", "rotation.rounds_expected")
    for index, name in enumerate(stationary):
        if name not in players:
            raise RuleError(f"stationary[{index}]", "rotation.stationary_unknown", name=name)
        if list(stationary).count(name) > 1:
            raise RuleError(f"stationary[{index}]", "base.name_twice")
    tables = len(players) // 4
    if len(stationary) > tables:
        raise RuleError("stationary", "rotation.stationary_too_many", n=len(stationary),
                        tables=tables)


def plan_rotation(players: Sequence[str], rounds: int | None = None, seed: int = 0,
                  stationary: Sequence[str] = ()) -> PlannedRotation:
    """Plan the rounds (default: one full cycle) so that partners change as much as possible;
    each ``stationary`` guest keeps one table (the first table 1, the next table 2…)."""
    _check(players, rounds, stationary)
    rng = random.Random(seed)
    names = list(players)
    rng.shuffle(names)  # who gets which point of the design is itself drawn
    fixed = frozenset(stationary)
    design = whist_design(len(names)) if len(fixed) < 2 else None
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
        planned = _optimise(names, rounds, rng, fixed)
        method = Message("rotation.by_optimiser", seed=seed, n=len(names))
    homes = {name: number for number, name in enumerate(stationary, start=1)}
    planned = [_numbered(played, homes) for played in planned]
    return PlannedRotation(tuple(planned), fairness(players, planned, method), seed, homes)


def _numbered(played: PlannedRound, homes: Mapping[str, int]) -> PlannedRound:
    """The round's tables numbered so that every stationary guest sits at his own number;
    the other tables keep their order in the numbers left."""
    if not homes:
        return played
    kept: dict[int, PlannedTable] = {}
    rest: list[PlannedTable] = []
    for table in played.tables:
        home = next((homes[n] for pair in table.pairs for n in pair if n in homes), None)
        if home is None:
            rest.append(table)
        else:
            kept[home] = table
    free = [n for n in range(1, len(played.tables) + 1) if n not in kept]
    kept.update(zip(free, rest, strict=True))
    return replace(played, tables=tuple(PlannedTable(number, kept[number].pairs)
                                        for number in sorted(kept)))


def circle_matchings(names: Sequence[str]) -> list[list[tuple[str | None, str | None]]]:
    """Round-robin partnerships (the circle method): everyone partners everyone else once.

    An even count: the first player stays, the others turn one place a round around him. An
    odd count: the players stand round a circle and in round k the player k partners nobody
    (None: he sits out) while the players at equal steps on either side of him partner each
    other; the partners one step either side come first.
    """
    count = len(names)
    if count % 2:
        return [[(names[k], None)] + [(names[(k - j) % count], names[(k + j) % count])
                                      for j in range(1, count // 2 + 1)]
                for k in range(count)]
    ring: list[str | None] = list(names)
    matchings = []
    for _ in range(count - 1):
        matchings.append([(ring[i], ring[count - 1 - i]) for i in range(count // 2)])
        ring = [ring[0], ring[-1], *ring[1:-1]]  # the first stays, the others turn one place
    return matchings


def _optimise(names: list[str], rounds: int | None, rng: random.Random,
              fixed: frozenset[str] = frozenset()) -> list[PlannedRound]:
    """Partners from the circle method; spare pairs sit out in turn; tables spread opponents.
    Two ``fixed`` (stationary) guests never partner: the round that would pair them is left
    out of the cycle."""
    matchings = [m for m in circle_matchings(names)
                 if not any(a in fixed and b in fixed for a, b in m)]
    count = rounds or len(matchings)
    restarts = RESTARTS if len(names) <= 40 else max(2, RESTARTS * 10 // len(names))
    opposed: Counter[frozenset[str]] = Counter()
    planned = []
    for number, (sitting, pairs) in enumerate(_sit_outs(matchings, names, count, rng),
                                              start=1):
        best: tuple[int, list[tuple[Duo, Duo]]] | None = None
        for _ in range(restarts):
            tables = _group_pairs(pairs, opposed, rng, fixed)
            cost = _cost(tables, opposed)
            if best is None or cost < best[0]:
                best = (cost, tables)
        assert best is not None
        for (a, b), (c, d) in best[1]:
            for x in (a, b):
                for y in (c, d):
                    opposed[frozenset((x, y))] += 1
        planned.append(PlannedRound(number, tuple(
            PlannedTable(i + 1, t) for i, t in enumerate(best[1])), tuple(sorted(sitting))))
    return _even_out(planned, fixed, rng)


def _meetings(planned: Sequence[PlannedRound]) -> Counter[frozenset[str]]:
    opposed: Counter[frozenset[str]] = Counter()
    for played in planned:
        for table in played.tables:
            first, second = table.pairs
            for x in first:
                for y in second:
                    opposed[frozenset((x, y))] += 1
    return opposed


ANNEALING_STEPS = 1500  # random trades tried per round of more than one table
ANNEALING_MOST = 120_000  # and no more than this over a whole plan (200 guests: a few seconds)
NEVER_MET = 6  # what a pair who never meet as opponents adds to the cost, beyond the square


def _meeting_cost(count: int) -> int:
    """A pair's share of the plan's cost: the square of their meetings (so that the most
    come down), and more where they never meet (so that the fewest go up)."""
    return count * count + (NEVER_MET if count == 0 else 0)


def _even_out(planned: list[PlannedRound], fixed: frozenset[str], rng: random.Random
              ) -> list[PlannedRound]:
    """Trade opponents between two tables of a round wherever that evens the meetings out
    over the whole plan: first at random, now and then accepting a worse plan to get out of
    a dead end (simulated annealing, seeded), then every trade that still helps. Partners and
    sit-outs are untouched, and two stationary guests stay apart."""
    names = sorted({n for played in planned for t in played.tables for pair in t.pairs
                    for n in pair})
    index = {name: i for i, name in enumerate(names)}
    met = [[0] * len(names) for _ in names]  # opponent meetings, by the players' indices
    Pair = tuple[int, int]
    rounds: list[list[tuple[Pair, Pair]]] = []
    for played in planned:
        tables = []
        for table in played.tables:
            (a, b), (c, d) = table.pairs
            first, second = (index[a], index[b]), (index[c], index[d])
            tables.append((first, second))
            for x in first:
                for y in second:
                    met[x][y] += 1
                    met[y][x] += 1
        rounds.append(tables)
    stays = {index[n] for n in fixed if n in index}

    def clash(a: Pair, b: Pair) -> bool:
        return bool(stays.intersection(a)) and bool(stays.intersection(b))

    def cost(now: Sequence[tuple[Pair, Pair]], other: Sequence[tuple[Pair, Pair]]) -> int:
        """What trading ``now`` for ``other`` adds to the plan's cost (their meetings are
        different pairs of players: a pair meets at one of the two tables only)."""
        total = 0
        for tables, by in ((now, -1), (other, 1)):
            for a, b in tables:
                for x in a:
                    for y in b:
                        count = met[x][y]
                        total += _meeting_cost(count + by) - _meeting_cost(count)
        return total

    def trade(tables: list[tuple[Pair, Pair]], i: int, j: int,
              other: list[tuple[Pair, Pair]]) -> None:
        for pairs, by in (((tables[i], tables[j])), -1), (other, 1):
            for a, b in pairs:
                for x in a:
                    for y in b:
                        met[x][y] += by
                        met[y][x] += by
        tables[i], tables[j] = other

    several = [tables for tables in rounds if len(tables) > 1]
    steps = min(ANNEALING_STEPS * len(several), ANNEALING_MOST)
    for step in range(steps if several else 0):
        heat = 1.5 * (1 - step / steps) + 0.01
        tables = rng.choice(several)
        i, j = rng.sample(range(len(tables)), 2)
        (p, q), (r, s) = tables[i], tables[j]
        other = [(p, r), (q, s)] if rng.random() < 0.5 else [(p, s), (q, r)]
        if any(clash(a, b) for a, b in other):
            continue
        added = cost([(p, q), (r, s)], other)
        if added <= 0 or rng.random() < math.exp(-added / heat):
            trade(tables, i, j, other)
    improved = True
    while improved:
        improved = False
        for tables in several:
            for i in range(len(tables)):
                for j in range(i + 1, len(tables)):
                    (p, q), (r, s) = tables[i], tables[j]
                    for other in ([(p, r), (q, s)], [(p, s), (q, r)]):
                        if not any(clash(a, b) for a, b in other) \
                                and cost([tables[i], tables[j]], other) < 0:
                            trade(tables, i, j, other)
                            improved = True
    return [replace(played, tables=tuple(
        PlannedTable(number, ((names[a], names[b]), (names[c], names[d])))
        for number, ((a, b), (c, d)) in enumerate(tables, start=1)))
        for played, tables in zip(planned, rounds, strict=True)]


Option = tuple[list[str], list[Duo]]  # who sits out a round, and the pairs who play it
SEARCH_PASSES = 60  # passes of the sit-out search over every round before it settles


def _sit_outs(matchings: list[list[tuple[str | None, str | None]]], names: list[str],
              count: int, rng: random.Random) -> list[Option]:
    """Each round's partnerships and who sits out, the sit-outs shared as evenly as the
    numbers allow (nobody sits out twice more than another where it can be helped).

    The odd one of a matching sits out (an odd count); where the places still fall short, one
    of its pairs sits out too, and which pair is the choice. The rounds go cycle by cycle of
    the round robin (so that no partnership repeats before the cycle is done); the last,
    unfinished cycle also chooses which of the matchings it plays. A local search changes one
    round's choice at a time while that makes the sit-outs more even (the sum of their
    squares smaller), then the rounds of each cycle are put in the order that keeps them even
    as the evening goes (the least rested sit out first).
    """
    total = len(names)
    options: list[list[Option]] = []
    for matching in matchings:
        odd = [n for a, b in matching if a is None or b is None for n in (a, b) if n is not None]
        pairs: list[Duo] = [(a, b) for a, b in matching if a is not None and b is not None]
        if (total - len(odd)) % 4 == 0:
            options.append([(odd, pairs)])
        else:  # one pair more sits out: any of them
            options.append([([*odd, *pair], [p for p in pairs if p != pair]) for pair in pairs])
    cycle = len(options)
    full, rest = divmod(count, cycle)
    # a slot is a round: (its block, the matching, the option of it chosen). The first
    # option of an odd count's matching sits out the odd one and his neighbours on the
    # circle: over a whole cycle everyone sits out exactly three times
    slots = [[block, index, 0] for block in range(full) for index in range(cycle)]
    slots += [[full, index, 0] for index in rng.sample(range(cycle), rest)]
    sat = dict.fromkeys(names, 0)
    for _block, index, choice in slots:
        for name in options[index][choice][0]:
            sat[name] += 1
    low_sum = count * len(options[0][0][0]) if options else 0

    def spread_ok() -> bool:
        return max(sat.values()) - min(sat.values()) <= 1

    def delta(leaving: list[str], coming: list[str]) -> int:
        change = dict.fromkeys([*leaving, *coming], 0)
        for name in leaving:
            change[name] -= 1
        for name in coming:
            change[name] += 1
        return sum((sat[n] + d) ** 2 - sat[n] ** 2 for n, d in change.items())

    for _ in range(SEARCH_PASSES):
        if spread_ok() or not low_sum:
            break
        rng.shuffle(slots)
        for slot in slots:
            block, index, choice = slot
            leaving = options[index][choice][0]
            used = {s[1] for s in slots if s[0] == block}
            others = [(index, c) for c in range(len(options[index]))]
            if block == full:  # the unfinished cycle may play another matching instead
                others += [(i, c) for i in range(cycle) if i not in used
                           for c in range(len(options[i]))]
            scored = [(delta(leaving, options[i][c][0]), rng.random(), i, c) for i, c in others]
            best = min(scored)
            if best[0] < 0 or (best[0] == 0 and best[1] < 0.3):  # sideways now and then
                for name in leaving:
                    sat[name] -= 1
                slot[1], slot[2] = best[2], best[3]
                for name in options[best[2]][best[3]][0]:
                    sat[name] += 1
    return _in_order(slots, options, names, rng)


def _in_order(slots: list[list[int]], options: list[list[Option]], names: list[str],
              rng: random.Random) -> list[Option]:
    """The rounds cycle by cycle, within each the least rested sitting out first."""
    sat = dict.fromkeys(names, 0)
    out: list[Option] = []
    for block in sorted({s[0] for s in slots}):
        left = [options[i][c] for b, i, c in slots if b == block]
        while left:
            chosen = min(left, key=lambda o: (max((sat[n] for n in o[0]), default=0),
                                              sum(sat[n] for n in o[0]), rng.random()))
            left.remove(chosen)
            for name in chosen[0]:
                sat[name] += 1
            out.append(chosen)
    return out


def _group_pairs(pairs: list[Duo], opposed: Counter[frozenset[str]], rng: random.Random,
                 fixed: frozenset[str] = frozenset()) -> list[tuple[Duo, Duo]]:
    """Pairs two by two to tables, greedily from a random start, fresh opponents first; the
    pairs of stationary guests are placed first, each against a pair without one."""
    pool = pairs[:]
    rng.shuffle(pool)
    pool.sort(key=lambda p: bool(fixed.intersection(p)))  # popped from the end: theirs first
    tables: list[tuple[Duo, Duo]] = []
    while pool:
        first = pool.pop()
        rivals = min(pool, key=lambda p: (bool(fixed.intersection(first))
                                          and bool(fixed.intersection(p)),
                                          sum(opposed[frozenset((x, y))]
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
    repeated = tuple(sorted((min(pair), max(pair), n) for pair, n in partnered.items() if n > 1))
    meetings = [opposed[frozenset(p)] for p in combinations(players, 2)]
    never = sum(1 for p in combinations(players, 2)
                if not opposed[frozenset(p)] and not partnered[frozenset(p)])
    return FairnessReport(method, {n: len(s) for n, s in partners.items()},
                          repeated,
                          (min(meetings), max(meetings)), never, sat_out)
