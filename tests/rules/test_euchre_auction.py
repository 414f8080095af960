"""Auction euchre by seeds/002 lines 69–73 (and law 30, line 277, for revokes)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game

from .euchre_family_fuzz import check_fuzz, entries_for

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
GAME = get_game("euchre-auction")


def play(deals, players=PLAYERS, **options):
    return GAME.score_all(GAME.new_state(players, options), deals)


def points(entry, **options):
    return dict(play([entry], **options).deals[0].points)


def test_line_71_made_bid_counts_the_bid_never_more():
    """seeds/002 line 71: "if a player bid 3 and he and his partner take 4 or 5 tricks, they
    count only 3"."""
    for tricks in (3, 4, 5):
        assert points({"bidder": "A", "bid": 3, "tricks": tricks}) == {"A": 3, "B": 0}


def test_line_71_failed_bid_gives_the_bid_to_the_opponents():
    """seeds/002 line 71: euchred, their opponents score the number bid."""
    assert points({"bidder": "B", "bid": 4, "tricks": 3}) == {"A": 4, "B": 0}


def test_line_71_game_is_fifteen():
    """seeds/002 line 71: the game is usually fifteen points."""
    state = play([{"bidder": "A", "bid": 5, "tricks": 5}] * 2 + [{"bidder": "B", "bid": 2, "tricks": 2}])
    assert state.match is None and dict(state.totals) == {"A": 10, "B": 2}
    state = GAME.score(state, {"bidder": "B", "bid": 5, "tricks": 4})
    assert state.match is not None and state.match.winner == "A"
    assert dict(state.games[0].totals) == {"A": 15, "B": 2}


def test_line_71_six_hand_game_has_three_a_side():
    """seeds/002 line 71: also the six-hand game: sides A (seats 1, 3, 5) and B (2, 4, 6)."""
    six = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
    assert GAME.members("A", six) == ("Ann", "Cat", "Eve")
    assert dict(play([{"bidder": "B", "bid": 2, "tricks": 2}], six).totals) == {"A": 0, "B": 2}
    with pytest.raises(RuleError):
        GAME.new_state(six[:5])


def test_law_30_revoke_two_added_or_deducted():
    """seeds/002 line 277: the offenders' opponents add two or deduct two from the offenders."""
    assert points({"bidder": "A", "bid": 5, "tricks": 2,
                   "revoke": {"by": "A", "take": "add"}}) == {"A": 0, "B": 2}
    assert points({"bidder": "A", "bid": 5, "tricks": 2,
                   "revoke": {"by": "B", "take": "deduct"}}) == {"A": 0, "B": -2}
    assert points({"bidder": "A", "bid": 5, "tricks": 2,
                   "revoke": {"by": "A", "take": "add"}}, revoke_penalty="bid") == {"A": 0, "B": 5}


def test_law_30_line_277_a_revoke_ends_the_hand_so_its_deal_needs_no_tricks():
    """seeds/002 line 277: the hand stops at once; the bid is known, the tricks are not."""
    assert points({"bidder": "A", "bid": 4, "revoke": {"by": "B", "take": "add"}},
                  revoke_penalty="bid") == {"A": 4, "B": 0}
    assert points({"bidder": "A", "bid": 4, "revoke": {"by": "both"}}) == {"A": 0, "B": 0}
    with pytest.raises(RuleError) as info:
        play([{"bidder": "A", "bid": 4}])
    assert info.value.field == "tricks"


@pytest.mark.parametrize("given_points, field", [
    ({"A": 6}, "points.A"), ({"A": 1, "B": 1}, "points"), ({"B": -3}, "points.B")])
def test_points_no_deal_gives_are_refused(given_points, field):
    with pytest.raises(RuleError) as info:
        play([{"points": given_points}])
    assert info.value.field == field


@pytest.mark.parametrize("entry, field", [
    ({"bidder": "A", "bid": 6, "tricks": 3}, "bid"),
    ({"bidder": "A", "bid": 0, "tricks": 3}, "bid"),
    ({"bidder": "C", "bid": 3, "tricks": 3}, "bidder"),
    ({"bidder": "A", "bid": 3}, "tricks"),
])
def test_bad_entries_name_the_field(entry, field):
    with pytest.raises(RuleError) as info:
        GAME.score(GAME.new_state(PLAYERS), entry)
    assert info.value.field == field


@settings(max_examples=150, deadline=None)
@given(st.lists(entries_for(GAME, PLAYERS, (1, 2, 3, 5)), max_size=20))
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals):
    check_fuzz(GAME, PLAYERS, deals)
