"""Cut-throat euchre by seeds/002 lines 51–53 and laws 1–2 (lines 213–215)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game, result_json

from .euchre_family_fuzz import check_fuzz, entries_for

PLAYERS = ["A", "B", "C"]
GAME = get_game("euchre-cutthroat")


def play(deals, **options):
    return GAME.score_all(GAME.new_state(PLAYERS, options), deals)


def points(entry):
    return dict(play([entry]).deals[0].points)


def test_line_53_march_scores_three():
    """seeds/002 line 53: "C makes a march, 3 points" (law 2, line 215: three when three play)."""
    assert points({"maker": "C", "tricks": 5}) == {"A": 0, "B": 0, "C": 3}
    assert points({"maker": "C", "tricks": 5, "alone": True}) == {"A": 0, "B": 0, "C": 3}


def test_law_1_three_or_four_tricks_score_one():
    """seeds/002 line 213: three or four tricks score one ("B made his point", line 53)."""
    assert points({"maker": "B", "tricks": 3}) == {"A": 0, "B": 1, "C": 0}
    assert points({"maker": "B", "tricks": 4}) == {"A": 0, "B": 1, "C": 0}


def test_euchred_maker_gives_two_to_each_of_the_other_two():
    """seeds/002 line 53: if B is euchred, A (at 3) wins the game: each opponent scores two."""
    for tricks in (0, 1, 2):
        assert points({"maker": "B", "tricks": tricks}) == {"A": 2, "B": 0, "C": 2}


BOOK_STORY = [
    {"maker": "A", "tricks": 5},  # A deals: A at 3, the others at nothing
    {"maker": "B", "tricks": 3},  # B's deal: "B made his point"
    {"maker": "C", "tricks": 5},  # C's deal: "C makes a march, 3 points ... level with A"
    {"maker": "A", "tricks": 3},  # A's deal: "B should let A make his point"
]


def test_line_53_replays_the_book_story():
    """seeds/002 line 53: A 3 to nothing; B makes his point; C marches level with A; A makes his."""
    state = play(BOOK_STORY)
    assert [d.dealer for d in state.deals] == ["A", "B", "C", "A"]
    assert dict(state.totals) == {"A": 4, "B": 1, "C": 3}


def test_line_53_one_euchre_wins_the_game_for_both():
    """seeds/002 line 53: euchring B now "would win the game for both A and C" (they share)."""
    state = play([*BOOK_STORY, {"maker": "B", "tricks": 2}])
    assert state.games[0].winner == "A & C"
    assert dict(state.games[0].totals) == {"A": 6, "B": 1, "C": 5}
    assert result_json(GAME, state)["winner"] == "A & C"


def test_line_53_a_wins_alone_when_c_is_euchred():
    """seeds/002 line 53: B makes his point; then A euchres C and goes out alone."""
    state = play([*BOOK_STORY, {"maker": "B", "tricks": 4}, {"maker": "C", "tricks": 1}])
    assert state.games[0].winner == "A"
    assert dict(state.games[0].totals) == {"A": 6, "B": 4, "C": 3}
    with pytest.raises(RuleError, match="over"):
        GAME.score(state, {"maker": "A", "tricks": 3})


def test_house_rule_target_can_be_raised():
    state = play([{"maker": "A", "tricks": 5}] * 2, target=10)
    assert state.match is None and dict(state.totals)["A"] == 6


@pytest.mark.parametrize("given_points", [{"A": 1}, {"C": 3}, {"A": 2, "B": 2}, {}])
def test_points_entry_accepts_a_deals_points(given_points):
    state = play([{"points": given_points}])
    assert {k: v for k, v in state.deals[0].points.items() if v} == given_points


@pytest.mark.parametrize("given_points", [{"A": 2}, {"A": 1, "B": 1}, {"A": 2, "B": 2, "C": 2},
                                          {"A": 4}, {"B": -2}])
def test_points_no_deal_gives_are_refused(given_points):
    with pytest.raises(RuleError) as info:
        play([{"points": given_points}])
    assert info.value.field == "points" and info.value.deal == 1


@pytest.mark.parametrize("entry, field", [
    ({"maker": "D", "tricks": 3}, "maker"),
    ({"maker": "A", "tricks": 6}, "tricks"),
    ({"maker": "A"}, "tricks"),
    ({"tricks": 3}, "maker"),
    ({"maker": "A", "tricks": 3, "partner": "B"}, "partner"),
])
def test_bad_entries_name_the_field(entry, field):
    with pytest.raises(RuleError) as info:
        GAME.score(GAME.new_state(PLAYERS), entry)
    assert info.value.field == field


def test_law_30_line_277_revoke_ends_the_hand_lone_value_added_or_deducted():
    """seeds/002 line 277: the hand ends at once (no tricks); the maker plays alone against the
    two (line 53), so the penalty is his march's three: the offender's opponents add it to their
    own scores, or deduct it from his."""
    assert points({"maker": "A", "revoke": {"by": ["B"], "take": "add"}}) == {"A": 3, "B": 0, "C": 0}
    assert points({"maker": "A", "revoke": {"by": ["A"], "take": "add"}}) == {"A": 0, "B": 3, "C": 3}
    assert points({"maker": "A", "revoke": {"by": ["C"], "take": "deduct"}}) == {
        "A": 0, "B": 0, "C": -3}
    assert points({"maker": "A", "revoke": {"by": ["A", "B"]}}) == {"A": 0, "B": 0, "C": 0}


def test_law_30_house_rule_two_points():
    state = play([{"maker": "A", "revoke": {"by": ["A"], "take": "deduct"}},
                  {"points": {"B": -2}}, {"points": {"B": 2, "C": 2}}], revoke_penalty="two")
    assert [dict(d.points) for d in state.deals] == [
        {"A": -2, "B": 0, "C": 0}, {"A": 0, "B": -2, "C": 0}, {"A": 0, "B": 2, "C": 2}]


@pytest.mark.parametrize("given_points", [{"A": -3}, {"B": -3, "C": -3}, {"B": 3, "C": 3}])
def test_law_30_line_277_points_entry_takes_the_deduct(given_points):
    state = play([{"points": given_points}])
    assert {k: v for k, v in state.deals[0].points.items() if v} == given_points


def test_joined_names_are_refused():
    """A shared winner is written "A & C": a name may not contain " & "."""
    with pytest.raises(RuleError) as info:
        GAME.new_state(["Tom & Jerry", "B", "C"])
    assert info.value.field == "players"


@settings(max_examples=150, deadline=None)
@given(st.lists(entries_for(GAME, PLAYERS), max_size=20))
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals):
    check_fuzz(GAME, PLAYERS, deals)
