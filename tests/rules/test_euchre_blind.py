"""Blind euchre by seeds/002 lines 59–61, with laws 1–2 (lines 213–215)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game

from .euchre_family_fuzz import check_fuzz, entries_for

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
GAME = get_game("euchre-blind")


def play(deals, players=PLAYERS, **options):
    return GAME.score_all(GAME.new_state(players, options), deals)


def points(entry, players=PLAYERS):
    return dict(play([entry], players).deals[0].points)


def test_line_61_nobody_takes_the_widow_deal_void():
    """seeds/002 line 61: if nobody takes the widow, the deal is void."""
    state = play([{"taker": None}, {"taker": None, "tricks": 0}])
    assert all(not any(d.points.values()) for d in state.deals)
    assert [d.dealer for d in state.deals] == ["Ann", "Bob"]  # the deal still passes


def test_line_61_taker_plays_alone_against_all_law_2_march():
    """seeds/002 line 61 and law 2 (line 215): the taker plays alone; all five tricks score as
    many points as there are players."""
    assert points({"taker": "Cat", "tricks": 5}) == {"Ann": 0, "Bob": 0, "Cat": 4, "Dan": 0}
    six = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
    assert points({"taker": "Eve", "tricks": 5}, six)["Eve"] == 6


def test_law_2_three_or_four_tricks_score_one():
    """seeds/002 line 215: a lone hand with three or four tricks scores one."""
    assert points({"taker": "Bob", "tricks": 4}) == {"Ann": 0, "Bob": 1, "Cat": 0, "Dan": 0}


def test_law_2_euchred_taker_gives_two_to_each_opponent():
    """seeds/002 line 215: euchred, his opponents (all the others, line 61) score two each."""
    assert points({"taker": "Bob", "tricks": 2}) == {"Ann": 2, "Bob": 0, "Cat": 2, "Dan": 2}


def test_whole_game_to_five_and_a_shared_game():
    """seeds/002 line 213: game is five; line 53: reached together, the game is shared."""
    state = play([{"taker": "Ann", "tricks": 5}, {"taker": "Ann", "tricks": 3}])
    assert state.games[0].winner == "Ann"
    points_each = [{"taker": "Ann", "tricks": 3}, {"taker": "Bob", "tricks": 4}] * 3
    shared = play([*points_each, {"taker": "Cat", "tricks": 5}, {"taker": "Dan", "tricks": 0}])
    assert dict(shared.games[0].totals) == {"Ann": 5, "Bob": 5, "Cat": 6, "Dan": 0}
    assert shared.games[0].winner == "Ann & Bob & Cat"


def test_tricks_without_a_taker_refused():
    with pytest.raises(RuleError) as info:
        play([{"taker": None, "tricks": 3}])
    assert info.value.field == "tricks"
    with pytest.raises(RuleError) as info:
        play([{"taker": "Ann"}])
    assert info.value.field == "tricks"


@pytest.mark.parametrize("given_points", [{"Ann": 1}, {"Ann": 4}, {"Ann": 2, "Bob": 2, "Dan": 2}, {}])
def test_points_entry_accepts_a_deals_points(given_points):
    state = play([{"points": given_points}])
    assert {k: v for k, v in state.deals[0].points.items() if v} == given_points


@pytest.mark.parametrize("given_points", [{"Ann": 2}, {"Ann": 2, "Bob": 2}, {"Ann": 3}])
def test_points_no_deal_gives_are_refused(given_points):
    with pytest.raises(RuleError) as info:
        play([{"points": given_points}])
    assert info.value.field == "points"


def test_law_30_line_277_revoke_ends_the_hand_lone_value_added_or_deducted():
    """seeds/002 line 277: no tricks after a revoke; the taker plays alone against all (line
    61), so the penalty is his march's value, as many as there are players."""
    assert points({"taker": "Bob", "revoke": {"by": ["Dan"], "take": "add"}}) == {
        "Ann": 0, "Bob": 4, "Cat": 0, "Dan": 0}
    assert points({"taker": "Bob", "revoke": {"by": ["Bob"], "take": "add"}}) == {
        "Ann": 4, "Bob": 0, "Cat": 4, "Dan": 4}
    assert points({"taker": "Bob", "revoke": {"by": ["Bob"], "take": "deduct"}}) == {
        "Ann": 0, "Bob": -4, "Cat": 0, "Dan": 0}
    assert not any(points({"taker": "Bob", "revoke": {"by": ["Bob", "Ann"]}}).values())
    with pytest.raises(RuleError) as info:
        play([{"taker": None, "revoke": {"by": ["Ann"], "take": "add"}}])
    assert info.value.field == "revoke"
    assert points({"points": {"Cat": -4}}) == {"Ann": 0, "Bob": 0, "Cat": -4, "Dan": 0}


def test_player_count():
    with pytest.raises(RuleError):
        GAME.new_state(["Ann", "Bob"])


@settings(max_examples=150, deadline=None)
@given(st.lists(entries_for(GAME, PLAYERS), max_size=20))
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals):
    check_fuzz(GAME, PLAYERS, deals)
