"""Frog by seeds/001 lines 7-29: chips per card point above or below 60, at the game's rate."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game
from tests.rules.pool_fuzz import check_pool_deals

FROG = get_game("frog")
FIVE = ["Ann", "Bob", "Cat", "Dan", "Eve"]
FOUR = FIVE[:4]
THREE = FIVE[:3]


def chips(entry, players=FOUR):
    """The chips of one deal dealt by Ann."""
    state = FROG.score_all(FROG.new_state(players), [entry])
    return dict(state.deals[0].chips)


def rejected(entry, field, players=FOUR):
    with pytest.raises(RuleError) as caught:
        chips(entry, players)
    assert caught.value.field == field, caught.value.message
    return caught.value.reason


def test_line_23_won_each_opponent_who_held_cards_pays_a_chip_a_point_above_60():
    """seeds/001 lines 11, 23: at four the dealer holds no cards; the two opponents pay 75 - 60."""
    assert chips({"bidder": "Bob", "game": "frog", "bidder_points": 75}) == {
        "Ann": 0, "Bob": 30, "Cat": -15, "Dan": -15}


def test_line_23_lost_he_pays_everyone_at_the_table_the_dealer_included():
    """seeds/001 line 23: under 60 he pays every other player at the table, cardless ones too."""
    assert chips({"bidder": "Bob", "game": "frog", "bidder_points": 50}) == {
        "Ann": 10, "Bob": -30, "Cat": 10, "Dan": 10}


def test_lines_25_27_chico_is_two_chips_a_point_grand_four():
    """seeds/001 lines 25, 27: chico two chips a point above or below 60, grand four."""
    assert chips({"bidder": "Cat", "game": "chico", "bidder_points": 75})["Cat"] == 2 * 15 * 2
    assert chips({"bidder": "Cat", "game": "grand", "bidder_points": 50})["Cat"] == -4 * 10 * 3
    assert chips({"bidder": "Cat", "game": "grand", "bidder_points": 120})["Dan"] == -4 * 60


def test_line_23_exactly_60_pays_nothing():
    """seeds/001 line 23: nothing above 60 on either side: nobody pays."""
    assert set(chips({"bidder": "Dan", "game": "grand", "bidder_points": 60}).values()) == {0}


def test_line_11_five_at_the_table_two_on_the_dealers_left_one_on_his_right():
    """seeds/001 line 11: at five the dealer deals the two on his left and the one on his right."""
    assert chips({"bidder": "Eve", "game": "grand", "bidder_points": 61}, FIVE) == {
        "Ann": 0, "Bob": -4, "Cat": -4, "Dan": 0, "Eve": 8}
    assert chips({"bidder": "Bob", "game": "frog", "bidder_points": 59}, FIVE) == {
        "Ann": 1, "Bob": -4, "Cat": 1, "Dan": 1, "Eve": 1}
    assert "no cards" in rejected({"bidder": "Dan", "game": "frog", "bidder_points": 70},
                                  "bidder", FIVE)


def test_line_11_three_at_the_table_all_play():
    """seeds/001 line 11: three at the table: the dealer plays too."""
    assert chips({"bidder": "Ann", "game": "frog", "bidder_points": 70}, THREE) == {
        "Ann": 20, "Bob": -10, "Cat": -10}


def test_a_whole_evening_balances_and_rotates_the_deal():
    """Frog moves chips between players only: over an evening the totals add up to nothing."""
    deals = [{"bidder": "Bob", "game": "frog", "bidder_points": 75},
             {"bidder": "Dan", "game": "chico", "bidder_points": 40},
             {"bidder": None},
             {"bidder": "Cat", "game": "grand", "bidder_points": 90}]
    state = FROG.score_all(FROG.new_state(FOUR), deals)
    # Ann deals: Bob wins; Bob deals: Dan loses chico (80 against him); Dan deals: Cat's grand
    assert dict(state.totals) == {"Ann": 40 - 120, "Bob": 30 + 40 - 120,
                                  "Cat": -15 + 40 + 240, "Dan": -15 - 120}
    assert sum(state.totals.values()) == 0
    assert state.next_dealer == 0


def test_missing_or_surplus_fields_are_refused():
    """A bid needs its game and points; a thrown-in deal has neither."""
    assert rejected({"bidder": "Bob", "game": "frog"}, "bidder_points") == "missing"
    assert rejected({"bidder": None, "game": "frog"}, "game").startswith("nobody bid")
    assert "above the maximum" in rejected({"bidder": "Bob", "game": "frog",
                                            "bidder_points": 121}, "bidder_points")


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_fuzz_only_rule_errors_and_every_chip_kept(data):
    """Random entries: only RuleError, a rejected entry changes nothing, no chip made or lost."""
    players = data.draw(st.sampled_from([THREE, FOUR, FIVE]))
    entry = st.fixed_dictionaries(
        {"bidder": st.one_of(st.none(), st.sampled_from(players), st.integers())},
        optional={"game": st.sampled_from(["frog", "chico", "grand", "skat"]),
                  "bidder_points": st.integers(-5, 125), "dealer": st.sampled_from(players),
                  "junk": st.booleans()})
    check_pool_deals(FROG, players, {}, data.draw(st.lists(entry, max_size=10)), has_pool=False)
