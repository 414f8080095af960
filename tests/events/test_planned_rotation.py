"""The pre-planned rotation (a house format): partners as varied as possible, and its report."""

from __future__ import annotations

import pytest

from clubapp.events.planned_rotation import circle_matchings, plan_rotation
from clubapp.rules.errors import RuleError
from clubapp.words import say


def names(count: int) -> list[str]:
    return [f"P{i:02}" for i in range(count)]


@pytest.mark.parametrize("count", [8, 13, 16, 32])
def test_a_whist_design_gives_every_player_every_partner_once(count: int):
    """Wh(n): over the full plan nobody partners anyone twice, opponents meet exactly twice."""
    plan = plan_rotation(names(count), seed=3)
    assert say(plan.report.method, "en").startswith("whist-tournament design")
    assert set(plan.report.distinct_partners.values()) == {count - 1}
    assert plan.report.repeated_partners == ()
    assert plan.report.opponent_meetings == (2, 2)


@pytest.mark.parametrize("count", [6, 7, 9, 10, 11, 14])
def test_the_optimiser_never_repeats_a_partner_in_a_cycle(count: int):
    """Other counts: the circle method gives fresh partners every round of the cycle."""
    plan = plan_rotation(names(count), seed=1)
    assert say(plan.report.method, "en").startswith("optimiser")
    assert plan.report.repeated_partners == ()
    for played in plan.rounds:
        seated = [n for t in played.tables for pair in t.pairs for n in pair]
        assert sorted(seated + list(played.sitting_out)) == names(count)
        assert len(played.sitting_out) == count % 4


def test_sit_outs_are_spread_and_reported():
    """Ten players, nine rounds, two out each round: everyone sits out once or twice."""
    plan = plan_rotation(names(10), seed=2)
    counts = plan.report.sat_out.values()
    assert sum(counts) == 18 and max(counts) - min(counts) <= 1
    assert plan.report.lines()[-1] == "Sit-outs per player: 1 to 2."


def test_a_plan_replays_from_its_seed():
    """The same players and seed plan the same rounds."""
    assert plan_rotation(names(10), seed=5) == plan_rotation(names(10), seed=5)


def test_more_rounds_than_a_cycle_repeat_partners_and_say_so():
    """Eight players have seven fresh rounds; the eighth repeats and the report tells."""
    plan = plan_rotation(names(8), rounds=8, seed=1)
    assert len(plan.rounds) == 8 and len(plan.report.repeated_partners) == 4
    assert plan.report.lines()[2].startswith("Repeated partners:")


def test_circle_matchings_partner_everyone_once():
    """The round robin: n - 1 rounds for an even count, each pair once."""
    rounds = circle_matchings(names(6))
    pairs = [frozenset(p) for r in rounds for p in r]
    assert len(rounds) == 5 and len(pairs) == len(set(pairs)) == 15


def test_rotation_input_is_checked():
    """At least four players, each named once, a sensible number of rounds."""
    for players, rounds in ((names(3), None), (["a", "b", "c", "a"], None), (names(8), 0),
                            (["a", "b", "c", ""], None)):
        with pytest.raises(RuleError):
            plan_rotation(players, rounds)
