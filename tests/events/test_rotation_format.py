"""The rotation chart format: partners rotate by a planned chart (a house format, not the
book's: seeds/002 lines 85–87 move the winners up instead).

Where the chart follows a published design the test cites it: a whist tournament Wh(n), "every
two players partner exactly once and oppose exactly twice" (I. Anderson, Combinatorial Designs
and Tournaments, Oxford 1997, ch. 7; Handbook of Combinatorial Designs, 2nd ed., VI.64
"Whist tournaments"), for 4k players and the primes 4k + 1. Other counts come from the round
robin's circle method (each near-1-factor of K_n once: everyone partners everyone once) with
the sit-outs shared and the tables chosen to even out the opponents. Every figure of the
fairness report is counted again here from the chart itself.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, pairwise

import pytest

from clubapp.events.planned_rotation import PlannedRotation, plan_rotation
from clubapp.events.rotation_party import (
    RoundScore,
    check_scores,
    rotation_standing,
    sit_out_credit,
)
from clubapp.rules.errors import RuleError


def guests(count: int) -> list[str]:
    return [str(n) for n in range(1, count + 1)]


def counted(plan: PlannedRotation, names: list[str]) -> tuple[Counter, Counter, Counter]:
    """Partnerships, opponent meetings and sit-outs, counted from the chart."""
    partners: Counter[frozenset[str]] = Counter()
    opponents: Counter[frozenset[str]] = Counter({frozenset(p): 0
                                                  for p in combinations(names, 2)})
    sat: Counter[str] = Counter(dict.fromkeys(names, 0))
    for played in plan.rounds:
        seated = [n for t in played.tables for pair in t.pairs for n in pair]
        assert sorted(seated + list(played.sitting_out)) == sorted(names)  # everyone once
        assert [t.number for t in played.tables] == list(range(1, len(played.tables) + 1))
        for table in played.tables:
            first, second = table.pairs
            partners.update([frozenset(first), frozenset(second)])
            opponents.update(frozenset((x, y)) for x in first for y in second)
        sat.update(played.sitting_out)
    return partners, opponents, sat


@pytest.mark.parametrize("count", [8, 12, 16, 9, 10, 11])
def test_every_pair_partners_at_most_once(count: int):
    """A full cycle: nobody partners anyone twice, and the report says no repeats."""
    names = guests(count)
    plan = plan_rotation(names, seed=7)
    partners, _, _ = counted(plan, names)
    assert max(partners.values()) == 1
    assert plan.report.figures()["partner_repeats"] == 0
    # the cycle is as long as the round robin: everyone partners every other guest he can
    assert len(plan.rounds) == (count - 1 if count % 2 == 0 else count)


@pytest.mark.parametrize("count", [8, 12, 16])
def test_a_whist_design_meets_every_opponent_exactly_twice(count: int):
    """Wh(4k) (Anderson ch. 7): each pair of players opposes exactly twice in the cycle."""
    names = guests(count)
    plan = plan_rotation(names, seed=2)
    partners, opponents, sat = counted(plan, names)
    assert set(opponents.values()) == {2} and set(partners.values()) == {1}
    assert len(partners) == count * (count - 1) // 2  # every pair partners once
    assert set(sat.values()) == {0}
    assert plan.report.figures()["opponent_meetings"] == {"min": 2, "max": 2}


@pytest.mark.parametrize("count", [5, 6, 7, 9, 10, 11, 13, 14, 15, 18, 19])
@pytest.mark.parametrize("rounds", [None, 3, 6, 25])
def test_sit_outs_are_shared(count: int, rounds: int | None):
    """Not a multiple of four: the guests sit out in turn, nobody more than once more than
    another, over the full cycle and over fewer or more rounds than a cycle."""
    names = guests(count)
    plan = plan_rotation(names, rounds, seed=3)
    _, _, sat = counted(plan, names)
    per_round = count % 4
    assert all(len(r.sitting_out) == per_round for r in plan.rounds)
    assert max(sat.values()) - min(sat.values()) <= 1
    assert sum(sat.values()) == per_round * len(plan.rounds)


@pytest.mark.parametrize("count", [8, 9, 10, 11, 13, 14, 20, 23])
def test_the_fairness_figures_are_the_charts_own(count: int):
    """partner_repeats and the fewest and most opponent meetings, as the chart has them (over
    more rounds than a cycle too, where partners must repeat)."""
    names = guests(count)
    for rounds in (None, 2 * count):
        plan = plan_rotation(names, rounds, seed=11)
        partners, opponents, sat = counted(plan, names)
        figures = plan.report.figures()
        assert figures == plan.to_json()["fairness"]
        assert figures["partner_repeats"] == sum(n - 1 for n in partners.values() if n > 1)
        assert figures["opponent_meetings"] == {"min": min(opponents.values()),
                                                "max": max(opponents.values())}
        assert plan.report.sat_out == dict(sat)
    assert plan_rotation(names, 2 * count, seed=11).report.figures()["partner_repeats"] > 0


@pytest.mark.parametrize("count", [14, 18, 22])
def test_opponents_are_spread_where_no_design_is_known(count: int):
    """No whist design for these counts: still every guest meets every other across the table
    at least once, and no pair meets more than four times."""
    names = guests(count)
    _, opponents, _ = counted(plan_rotation(names, seed=5), names)
    assert min(opponents.values()) >= 1 and max(opponents.values()) <= 4


def test_the_chart_replays_from_its_seed_and_prints_as_json():
    """The same guests and seed give the same chart; the JSON holds every round's tables,
    pairs and sit-outs."""
    names = guests(10)
    plan = plan_rotation(names, 4, seed=9)
    assert plan == plan_rotation(names, 4, seed=9)
    data = plan.to_json()
    assert set(data) == {"rounds", "sitting_out", "fairness"}
    first = data["rounds"][0][0]
    assert first["table"] == 1 and len(first["pairs"]) == 2
    assert [list(p) for p in plan.rounds[0].tables[0].pairs] == first["pairs"]
    assert data["sitting_out"] == [list(r.sitting_out) for r in plan.rounds]


@pytest.mark.parametrize("count, stationary", [(8, ["3"]), (9, ["1"]), (13, ["2", "7"]),
                                               (20, ["4", "5", "6"]), (10, ["1", "2"])])
def test_a_stationary_guest_keeps_one_table_while_partners_and_opponents_move(count, stationary):
    """The first such guest keeps table 1, the next table 2…; two of them never share a table
    (nor partner each other); their partners still change every round."""
    names = guests(count)
    plan = plan_rotation(names, seed=4, stationary=stationary)
    assert plan.homes == {name: n for n, name in enumerate(stationary, start=1)}
    partners, _, _ = counted(plan, names)
    assert max(partners.values()) == 1
    for name, home in plan.homes.items():
        partners_of = set()
        for played in plan.rounds:
            at = [(t.number, pair) for t in played.tables for pair in t.pairs if name in pair]
            if not at:
                assert name in played.sitting_out
                continue
            (table, pair), = at
            assert table == home
            partners_of.add(pair[1 - pair.index(name)])
            others = [n for t in played.tables if t.number == home for p in t.pairs
                      for n in p if n != name]
            assert not set(others) & set(plan.homes)
        assert len(partners_of) == sum(1 for r in plan.rounds if name not in r.sitting_out)


def test_more_stationary_guests_than_tables_are_refused():
    """One stationary guest a table at most: eight guests have two tables."""
    with pytest.raises(RuleError) as refused:
        plan_rotation(guests(8), stationary=["1", "2", "3"])
    assert refused.value.field == "stationary"
    assert "one such guest a table" in refused.value.reason
    with pytest.raises(RuleError):
        plan_rotation(guests(8), stationary=["9"])


# --- the standing of a rotation party (a house rule: README, "Card party") --------------------
def test_the_standing_counts_points_games_and_credits_a_sit_out_with_the_average():
    """Each guest scores his pair's points; a round sat out counts the round's average points
    of a pair (rounded, a half up); ranked by points, then games won, equal places shared."""
    names = guests(5)
    plan = plan_rotation(names, 2, seed=1)
    first, second = plan.rounds
    scores = [{1: (7, 3)}, {1: (4, 4)}]
    lines = {line.name: line for line in rotation_standing(names, plan.rounds, scores)}
    out_1, out_2 = first.sitting_out[0], second.sitting_out[0]
    (a, b), (c, _d) = first.tables[0].pairs
    assert lines[a].won == 1 and lines[c].won == 0
    assert lines[out_1].credit == 5 and lines[out_2].credit == 4  # (7 + 3) / 2, (4 + 4) / 2
    assert lines[out_1].sat_out == 1 and lines[out_1].played == 1
    for name in (a, b):  # 7, then 4 at a tied table or 4 credited for sitting out
        assert lines[name].points == 11
    ranked = rotation_standing(names, plan.rounds, scores)
    assert [line.place for line in ranked] == sorted(line.place for line in ranked)
    assert all(x.place == y.place for x, y in pairwise(ranked)
               if (x.points, x.won) == (y.points, y.won))
    assert sit_out_credit({1: (2, 3), 2: (4, 4)}) == 3  # 13 / 4 = 3.25
    assert sit_out_credit({1: (2, 3)}) == 3  # 2.5: a half up


def test_a_round_is_handed_in_whole():
    """Every table once, two whole points from 0 to 99 each; else refused naming the table."""
    played = plan_rotation(guests(8), 1, seed=1).rounds[0]
    assert check_scores(played, [RoundScore(1, (5, 3)), RoundScore(2, (0, 9))]) == \
        {1: (5, 3), 2: (0, 9)}
    bad = ([RoundScore(1, (5, 3))], [RoundScore(1, (5, 3)), RoundScore(1, (5, 3))],
           [RoundScore(1, (5, 3)), RoundScore(3, (1, 1))],
           [RoundScore(1, (5, -1)), RoundScore(2, (1, 1))],
           [RoundScore(1, (5, 100)), RoundScore(2, (1, 1))],
           [RoundScore(1, (5, True)), RoundScore(2, (1, 1))])  # type: ignore[arg-type]
    reasons = []
    for scores in bad:
        with pytest.raises(RuleError) as refused:
            check_scores(played, scores)
        reasons.append(refused.value.reason)
    assert reasons[0] == "table 2 of round 1 has not handed in its points"
    assert reasons[1] == "table 1 is handed in twice"
    assert reasons[2] == "round 1 has no table 3"
    assert reasons[4] == "table 1: 100 points is more than a round gives (at most 99)"
