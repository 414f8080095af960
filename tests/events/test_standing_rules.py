"""A season's standing rules as data (clubapp.events.standing_rules)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.events.standing_rules import StandingRules, StarWeights
from clubapp.rules import RuleError


def test_defaults_are_total_points_and_the_usual_tie_breaks():
    rules = StandingRules()
    assert (rules.basis, rules.aggregate, rules.min_evenings) == ("points", "total", 0)
    assert rules.tie_breaks == ("head_to_head", "games_won", "fewer_losses", "lots")
    assert rules.describe() == ("Total points, each game on its own; ties: head-to-head, "
                                "games won, fewer losses, lots.")


def test_star_weights_default_gold_3_red_2_green_1():
    """seeds/002 line 91: gold stars rank above red, red above green; 3/2/1 by default."""
    assert StarWeights().value(gold=2, red=1, green=4) == 2 * 3 + 1 * 2 + 4 * 1
    assert StarWeights(5, 3, 0).value(1, 1, 1) == 8


def test_json_round_trip_keeps_every_setting():
    rules = StandingRules(basis="stars", aggregate="best", best_of=8, min_evenings=6,
                          stars=StarWeights(4, 2, 1), tie_breaks=("stars", "attendance"),
                          games=("euchre",))
    assert StandingRules.from_json(rules.to_json()) == rules
    assert rules.describe(12) == ("Stars (gold 4, red 2, green 1), best 8 of 12 evenings; "
                                  "at least 6 evenings to qualify; games: Euchre; ties: stars, "
                                  "evenings attended.")


def test_missing_settings_take_the_defaults():
    assert StandingRules.from_json({"basis": "games_won"}) == StandingRules(basis="games_won")


def test_a_game_alias_is_stored_as_the_game_id():
    assert StandingRules(games=("six-card-cribbage",)).games == ("cribbage",)


def test_acc_preset_counts_cribbage_and_breaks_ties_by_spread():
    """ACC (house default): a cribbage league on ACC points with the spread first."""
    rules = StandingRules.acc()
    assert rules.basis == "acc" and rules.tie_breaks[0] == "spread"
    assert "cribbage" in rules.games and "euchre" not in rules.games


@pytest.mark.parametrize(("data", "field", "reason"), [
    ({"basis": "goals"}, "basis", "'goals' is not one of points, games_won, stars, acc"),
    ({"aggregate": "median"}, "aggregate", "'median' is not one of total, average, best"),
    ({"best_of": 0}, "best_of", "0 is not between 1 and 999"),
    ({"min_evenings": True}, "min_evenings", "expected a whole number, got True"),
    ({"stars": {"gold": 101}}, "stars.gold", "101 is not between 0 and 100"),
    ({"stars": [3, 2, 1]}, "stars", "expected gold, red and green weights"),
    ({"tie_breaks": ["lots", "games_won"]}, "tie_breaks",
     "lots settle every tie, so they can only come last"),
    ({"tie_breaks": ["games_won", "games_won"]}, "tie_breaks", "a name is listed twice"),
    ({"tie_breaks": ["coin"]}, "tie_breaks", "'coin' is not one of head_to_head, games_won, "
     "fewer_losses, points, spread, stars, attendance, lots"),
    ({"games": ["snap"]}, "game", "unknown game 'snap' (see `clubapp games`)"),
    ({"acc_double_skunk": 5}, "acc_double_skunk", "5 is not between 3 and 4"),
    ({"colour": "red"}, "colour", "unknown setting"),
])
def test_bad_settings_are_refused_naming_the_field(data, field, reason):
    with pytest.raises(RuleError) as info:
        StandingRules.from_json(data)
    assert info.value.field == field
    assert info.value.reason.startswith(reason)


def test_rules_made_directly_are_checked_too():
    with pytest.raises(RuleError, match="basis"):
        StandingRules(basis="goals")


JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 1000) | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=12)
KEYS = st.sampled_from(["basis", "aggregate", "best_of", "min_evenings", "stars",
                        "acc_double_skunk", "tie_breaks", "games"])


@settings(max_examples=200, deadline=None)
@given(st.one_of(JSON, st.dictionaries(KEYS, JSON, max_size=5)))
def test_fuzz_any_json_gives_rules_or_a_rule_error(data):
    """Whatever is stored, reading it gives rules that round-trip, or RuleError; nothing else."""
    try:
        rules = StandingRules.from_json(data)
    except RuleError:
        return
    assert StandingRules.from_json(rules.to_json()) == rules
