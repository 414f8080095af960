"""Set-back euchre by seeds/002 lines 55–57, with laws 1–3 and 30 (lines 213–217, 277)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game

from .euchre_family_fuzz import check_fuzz, entries_for

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
GAME = get_game("euchre-setback")


def play(deals, **options):
    return GAME.score_all(GAME.new_state(PLAYERS, options), deals)


def test_line_57_sides_start_at_ten_and_take_off_what_they_make():
    """seeds/002 line 57: start with (usually) ten and deduct what each deal scores."""
    state = play([{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5}])
    assert [dict(d.points) for d in state.deals] == [{"A": -1, "B": 0}, {"A": 0, "B": -2}]
    assert dict(state.totals) == {"A": 9, "B": 8}


def test_line_57_euchred_side_goes_back_two_and_opponents_score_nothing():
    """seeds/002 line 57: a euchred side is set back two; its opponents score nothing."""
    state = play([{"makers": "A", "tricks": 3}, {"makers": "A", "tricks": 2}])
    assert dict(state.deals[1].points) == {"A": 2, "B": 0}
    assert dict(state.totals) == {"A": 11, "B": 10}


def test_line_57_revoke_is_settled_the_same_way():
    """seeds/002 line 57: the revoke penalty is settled exactly the same way (offenders back 2)."""
    state = play([{"makers": "B", "tricks": 5, "revoke": {"by": "B"}}])
    assert dict(state.deals[0].points) == {"A": 0, "B": 2}
    lone = play([{"makers": "A", "tricks": 1, "alone": True, "revoke": {"by": "B"}}])
    assert dict(lone.deals[0].points) == {"A": 0, "B": 4}  # law 30: the lone hand's value
    void = play([{"makers": "A", "tricks": 1, "revoke": {"by": "both"}}])
    assert dict(void.totals) == {"A": 10, "B": 10}


def test_line_57_and_law_30_line_277_a_revoke_deal_needs_no_tricks():
    """seeds/002 line 57 (settled the same way) and line 277: the hand stops at the revoke."""
    state = play([{"makers": "A", "revoke": {"by": "A"}}])
    assert dict(state.deals[0].points) == {"A": 2, "B": 0}
    with pytest.raises(RuleError) as info:
        play([{"makers": "A"}])
    assert info.value.field == "tricks"


def test_law_2_lone_march_takes_off_four():
    """seeds/002 line 215 (law 2): a lone hand's march is worth as many as there are players."""
    state = play([{"makers": "B", "tricks": 5, "alone": True}])
    assert dict(state.totals) == {"A": 10, "B": 6}


def test_first_side_down_to_nothing_wins_a_triple_and_the_rubber():
    """seeds/002 line 57 and law 3 (line 217): counted down to nothing wins; the losers
    who have taken nothing off their ten give a triple."""
    game = [{"makers": "A", "tricks": 5, "alone": True}] * 2 + [{"makers": "A", "tricks": 5}]
    state = play(game)
    assert state.games[0].winner == "A"
    assert dict(state.games[0].totals) == {"A": 0, "B": 10}
    assert state.games[0].value == 3
    assert dict(state.totals) == {"A": 10, "B": 10}  # the next game starts again at ten
    state = GAME.score_all(state, game)
    assert state.match is not None
    assert (state.match.winner, state.match.value) == ("A", 3 + 3 + 2)


def test_law_3_single_when_the_losers_have_made_three():
    """seeds/002 line 217: a single when the losers have scored three or more."""
    deals = [{"makers": "B", "tricks": 5}, {"makers": "B", "tricks": 3},
             *[{"makers": "A", "tricks": 5, "alone": True}] * 2, {"makers": "A", "tricks": 5}]
    state = play(deals)
    assert dict(state.games[0].totals) == {"A": 0, "B": 7}
    assert state.games[0].value == 1


def test_start_option():
    state = play([{"makers": "A", "tricks": 5, "alone": True}], start=4)
    assert state.games[0].winner == "A"


@pytest.mark.parametrize("given_points", [{"A": -1}, {"B": -2}, {"A": 2}, {"B": -4}, {"A": 4}])
def test_points_entry_moves_one_count(given_points):
    state = play([{"points": given_points}])
    assert {k: v for k, v in state.deals[0].points.items() if v} == given_points


@pytest.mark.parametrize("given_points, field", [
    ({"A": 1}, "points.A"), ({"A": -3}, "points.A"), ({"A": -1, "B": 2}, "points")])
def test_points_no_deal_gives_are_refused(given_points, field):
    with pytest.raises(RuleError) as info:
        play([{"points": given_points}])
    assert info.value.field == field


def test_revoke_has_no_choice_to_make():
    """seeds/002 line 57: a revoke sets the offenders back: there is nothing to choose."""
    with pytest.raises(RuleError) as info:
        play([{"makers": "A", "tricks": 3, "revoke": {"by": "A", "take": "add"}}])
    assert info.value.field == "revoke.take"


def test_lone_hand_refused_when_barred():
    with pytest.raises(RuleError) as info:
        play([{"makers": "A", "tricks": 3, "alone": True}], lone_hands=False)
    assert info.value.field == "alone"


@settings(max_examples=150, deadline=None)
@given(st.lists(entries_for(GAME, PLAYERS), max_size=20))
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals):
    check_fuzz(GAME, PLAYERS, deals)
