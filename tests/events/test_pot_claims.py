"""What takes a side pot, read from a game's deals through its rules (issue 33)."""

from __future__ import annotations

import pytest

from clubapp.events.pot_claims import PotCondition, game_claims, read_condition
from clubapp.rules import RuleError


def count(pone: int, dealer: int, crib: int, play: tuple[int, int] = (0, 0)) -> dict:
    return {"count": {"pone": {"play": play[0], "hand": pone},
                      "dealer": {"play": play[1], "hand": dealer, "crib": crib}}}


AT_24 = read_condition({"game": "cribbage", "hand_at_least": 24})
PLAYERS = ["Bob", "Ann"]  # Bob deals first: Ann is the first pone


def test_a_hand_or_crib_of_24_or_more_claims_in_the_order_of_the_deals():
    deals = [count(4, 24, 2), count(8, 2, 28), count(29, 4, 0)]
    claims = game_claims(AT_24, "cribbage", PLAYERS, {"target": 121}, deals)
    assert [(c.deal, c.players) for c in claims] == [(1, ("Bob",)), (2, ("Ann",)),
                                                     (3, ("Ann",))]
    assert claims[1].why.id == "money.claim_crib" and claims[0].why.id == "money.claim_hand"
    assert claims[0].why.params["points"] == 24


def test_hands_only_or_cribs_only():
    deals = [count(4, 24, 2), count(8, 2, 28)]
    hands = read_condition({"game": "cribbage", "hand_at_least": 24, "shows": "hand"})
    cribs = read_condition({"game": "cribbage", "hand_at_least": 24, "shows": "crib"})
    assert [c.deal for c in game_claims(hands, "cribbage", PLAYERS, {}, deals)] == [1]
    assert [c.deal for c in game_claims(cribs, "cribbage", PLAYERS, {}, deals)] == [2]


def test_a_29_exactly():
    nineteen = read_condition({"game": "cribbage", "hand_exactly": 29})
    deals = [count(28, 24, 2), count(29, 2, 0)]
    assert [(c.deal, c.players) for c in game_claims(nineteen, "cribbage", PLAYERS, {},
                                                     deals)] == [(2, ("Bob",))]


def test_the_family_reads_every_form_of_cribbage_and_no_other_game():
    assert AT_24.applies_to("cribbage-seven") and AT_24.applies_to("cribbage")
    assert not AT_24.applies_to("euchre")
    one = read_condition({"game": "cribbage-seven", "hand_at_least": 24})
    assert one.applies_to("cribbage-seven") and not one.applies_to("cribbage")
    assert game_claims(AT_24, "euchre", ["A", "B", "C", "D"], {}, [{"makers": "A",
                                                                    "tricks": 3}]) == ()


def test_a_skunk_claims_for_the_winner_and_a_double_skunk_on_a_long_board():
    """ACC: a skunk when the loser is short of the game less 31 (the book's lurch, seeds/001
    line 43: 30 on 61 holes); a double skunk short of the game less 61 on a board of 121."""
    skunk = read_condition({"game": "cribbage", "skunk": True})
    double = read_condition({"game": "cribbage", "double_skunk": True})
    lurch = [{"points": {"Ann": 40, "Bob": 10}}, {"points": {"Ann": 25, "Bob": 20}}]
    claims = game_claims(skunk, "cribbage", PLAYERS, {}, lurch)
    assert [(c.deal, c.players, c.why.id) for c in claims] == [(2, ("Ann",), "money.claim_skunk")]
    assert game_claims(double, "cribbage", PLAYERS, {}, lurch) == ()  # no double on 61
    close = [{"points": {"Ann": 40, "Bob": 31}}, {"points": {"Ann": 25, "Bob": 0}}]
    assert game_claims(skunk, "cribbage", PLAYERS, {}, close) == ()
    long_board = [{"points": {"Ann": 60, "Bob": 10}}, {"points": {"Ann": 61, "Bob": 20}}]
    assert [c.deal for c in game_claims(double, "cribbage", PLAYERS, {"target": 121},
                                        long_board)] == [2]


def test_a_skunk_at_four_hand_is_both_partners():
    skunk = read_condition({"game": "cribbage", "skunk": True})
    deals = [{"points": {"A": 60, "B": 10}}, {"points": {"A": 61, "B": 20}}]
    claims = game_claims(skunk, "cribbage-four", ["Ann", "Bob", "Cat", "Dan"], {}, deals)
    assert [c.players for c in claims] == [("Ann", "Cat")]


def test_a_manual_pot_reads_no_deal():
    manual = read_condition({"manual": True})
    assert manual == PotCondition(manual=True)
    assert game_claims(manual, "cribbage", PLAYERS, {}, [count(29, 29, 29)]) == ()


def test_each_condition_keeps_its_json():
    for given in ({"manual": True}, {"game": "cribbage", "skunk": True},
                  {"game": "cribbage", "hand_at_least": 24, "shows": "both"},
                  {"game": "cribbage-five", "hand_exactly": 17, "shows": "crib"}):
        assert read_condition(given).to_json() == given


@pytest.mark.parametrize(("given", "field", "reason"), [
    ({}, "won_by", "money.won_by_shape"),
    ({"game": "euchre", "skunk": True}, "won_by.game", "money.condition_game"),
    ({"game": "cribbage"}, "won_by", "money.condition_one"),
    ({"game": "cribbage", "skunk": True, "hand_at_least": 24}, "won_by", "money.condition_one"),
    ({"game": "cribbage", "hand_at_least": 47}, "won_by.hand_at_least", "money.show_number"),
    ({"game": "cribbage", "hand_at_least": "24"}, "won_by.hand_at_least", "money.show_number"),
    ({"game": "cribbage", "hand_at_least": 24, "shows": "box"}, "won_by.shows",
     "money.not_a_choice"),
    ({"game": "cribbage", "skunk": True, "shows": "hand"}, "won_by.shows",
     "money.shows_with_hands"),
    ({"manual": True, "game": "cribbage"}, "won_by", "money.manual_alone"),
    ({"manual": 1}, "won_by.manual", "money.manual_true"),
    ({"game": "cribbage", "flush": True}, "won_by.flush", "money.unknown_keys"),
])
def test_a_condition_that_cannot_be_is_refused_naming_its_key(given, field, reason):
    with pytest.raises(RuleError) as refused:
        read_condition(given)
    assert (refused.value.field, refused.value.code) == (field, reason)
