"""The club's money, pure (issue 33): amounts, the payout rule and its rounding, ties, pots."""

from __future__ import annotations

from decimal import Decimal

import pytest

from clubapp.ledger.money import (
    ROUNDINGS,
    MoneyError,
    Placing,
    PotClaim,
    PotRule,
    party_payouts,
    payouts,
    pot_evening,
    prize_fund,
    read_amount,
    read_payout,
    read_rounding,
)
from clubapp.message import Message

D = Decimal


def placed(*names: str, places: list[int] | None = None) -> list[Placing]:
    """Placings in order; ``places`` gives shared places (1, 2, 2, 4), else 1, 2, 3…"""
    return [Placing(n, p) for n, p in zip(names, places or range(1, len(names) + 1),
                                           strict=True)]


def amounts(result) -> dict[str, Decimal]:
    return {p.player: p.amount for p in result.payouts}


# --- amounts ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("given", "expected"), [("5", D("5.00")), ("5.5", D("5.50")),
                                                 (" 0.25 ", D("0.25")), (7, D("7.00")),
                                                 ("0", D("0.00"))])
def test_an_amount_is_text_or_a_whole_number_in_cents(given, expected):
    assert read_amount(given, "entry_fee") == expected
    assert str(read_amount(given, "entry_fee")) == str(expected)


@pytest.mark.parametrize(("given", "reason"), [
    ("1,5", "money.amount_comma"), ("-3", "money.amount_negative"), (-3, "money.amount_negative"),
    ("abc", "money.not_an_amount"), ("1.005", "money.amount_places"), (1.5, "money.amount_as_text"),
    (True, "money.amount_as_text"), ("1e3", "money.not_an_amount"), ("", "money.not_an_amount"),
    (None, "money.not_an_amount"), ("NaN", "money.not_an_amount"),
    ("100000000", "money.amount_too_much")])
def test_a_bad_amount_is_refused_naming_the_field(given, reason):
    with pytest.raises(MoneyError) as refused:
        read_amount(given, "table_money")
    assert refused.value.field == "table_money"
    assert refused.value.code == reason


def test_the_minor_unit_decides_the_decimals():
    assert read_amount("500", "fee", D("1")) == D("500")
    with pytest.raises(MoneyError, match=r"amount_places|decimal"):
        read_amount("5.5", "fee", D("1"))
    assert read_amount("5.125", "fee", D("0.001")) == D("5.125")


# --- the payout rule -----------------------------------------------------------------------------

def test_the_issue_s_example_50_30_20_of_the_entry_fees():
    """Issue 33: {"places": [50, 30, 20]} of the entry fees (what remains of the takings after
    table money and the pots' stakes): 12 players at 5.00 make a fund of 60.00."""
    rule = read_payout({"places": [50, 30, 20]})
    fund = prize_fund(rule, D("60.00"), D("0.01"))
    result = payouts(rule, fund, placed("Ann", "Bob", "Cat", "Dan"), 12)
    assert amounts(result) == {"Ann": D("30.00"), "Bob": D("18.00"), "Cat": D("12.00")}
    assert result.left == 0 and result.places_paid == 3


def test_two_tied_for_second_share_second_and_third_money():
    """Ties share the places they cover: tied for 2nd, they split 30 % + 20 % equally."""
    rule = read_payout({"places": [50, 30, 20]})
    result = payouts(rule, D("100.00"), placed("Ann", "Bob", "Cat", "Dan",
                                               places=[1, 2, 2, 4]), 4)
    assert amounts(result) == {"Ann": D("50.00"), "Bob": D("25.00"), "Cat": D("25.00")}
    shared = [p for p in result.payouts if p.player in ("Bob", "Cat")]
    assert {(p.place, p.shared, p.covers) for p in shared} == {(2, 2, (2, 3))}


def test_a_tie_across_the_last_place_paid_shares_only_the_money_paid():
    """Three tied for 3rd with three places paid: they share 3rd's money; 4th and 5th pay
    nothing."""
    rule = read_payout({"places": [50, 30, 20]})
    result = payouts(rule, D("30.00"), placed("Ann", "Bob", "Cat", "Dan", "Eve",
                                              places=[1, 2, 3, 3, 3]), 5)
    assert amounts(result) == {"Ann": D("15.00"), "Bob": D("9.00"), "Cat": D("2.00"),
                               "Dan": D("2.00"), "Eve": D("2.00")}


def test_the_odd_cent_of_a_tie_goes_by_the_rounding_rule():
    """10.00 of second and third shared by three: 3.33 each, the odd cent to the house
    (cents_to_house) or to first place (cents_to_first)."""
    rule = read_payout({"places": [50, 50]})
    tied = placed("Ann", "Bob", "Cat", "Dan", places=[1, 2, 2, 2])
    house = payouts(rule, D("20.00"), tied, 4)
    assert amounts(house) == {"Ann": D("10.00"), "Bob": D("3.33"), "Cat": D("3.33"),
                              "Dan": D("3.33")}
    assert house.left == D("0.01")
    first = payouts(read_payout({"places": [50, 50], "rounding": "cents_to_first"}),
                    D("20.00"), tied, 4)
    assert amounts(first)["Ann"] == D("10.01") and first.left == 0


@pytest.mark.parametrize(("count", "field", "places"), [
    ("down", 13, 3), ("up", 13, 4), ("nearest", 13, 3), ("down", 12, 3), ("up", 12, 3),
    ("nearest", 14, 4), ("down", 3, 1), ("up", 1, 1), ("down", 40, 10)])
def test_top_quarter_of_the_field_places_rounded_as_named(count, field, places):
    """The ACC's clubs pay one in four: 13 players pay 3 places (one for every whole four,
    the default), or 4 where a part of four counts; at least one place is paid."""
    rule = read_payout({"top_percent": 25, "count": count})
    assert rule.places_paid(field) == places


def test_top_part_shares_are_linear_by_default():
    """Three places of the top quarter weigh 3, 2, 1: half, a third, a sixth of the fund."""
    rule = read_payout({"top_percent": 25})
    result = payouts(rule, D("65.00"), placed(*[f"P{i:02}" for i in range(13)]), 13)
    assert [p.amount for p in result.payouts] == [D("32.50"), D("21.66"), D("10.83")]
    assert result.left == D("0.01")
    equal = payouts(read_payout({"top_percent": 25, "shares": "equal"}), D("60.00"),
                    placed(*[f"P{i:02}" for i in range(12)]), 12)
    assert [p.amount for p in equal.payouts] == [D("20.00")] * 3


def test_a_share_list_of_a_top_part_is_taken_in_proportion():
    rule = read_payout({"top_percent": 25, "shares": [50, 30, 20]})
    two = payouts(rule, D("80.00"), placed(*"ABCDEFGH"), 8)  # 2 places of [50, 30]
    assert [p.amount for p in two.payouts] == [D("50.00"), D("30.00")]


def test_fewer_players_placed_than_places_take_the_places_in_proportion():
    rule = read_payout({"places": [50, 30, 20]})
    result = payouts(rule, D("16.00"), placed("Ann", "Bob"), 2)
    assert amounts(result) == {"Ann": D("10.00"), "Bob": D("6.00")}


def test_the_fund_is_a_share_of_the_entry_fees_the_rest_to_the_house():
    rule = read_payout({"places": [100], "fund": 60})
    assert prize_fund(rule, D("50.00"), D("0.01")) == D("30.00")
    assert prize_fund(None, D("50.00"), D("0.01")) == D("0.00")
    assert prize_fund(read_payout({"places": [100], "fund": "33.3"}), D("10.00"),
                      D("0.01")) == D("3.33")


def test_halves_to_first_rounds_the_others_to_the_nearest_half_and_first_takes_the_rest():
    """"To the nearest 0.50, the remainder to first place": 41.00 at 50/30/20 is 20.50,
    12.30 → 12.50, 8.20 → 8.00; first takes 41.00 − 20.50 = 20.50."""
    rule = read_payout({"places": [50, 30, 20], "rounding": "halves_to_first"})
    result = payouts(rule, D("41.00"), placed("Ann", "Bob", "Cat"), 3)
    assert amounts(result) == {"Ann": D("20.50"), "Bob": D("12.50"), "Cat": D("8.00")}
    assert result.left == 0


def test_wholes_to_house_pays_whole_units():
    rule = read_payout({"places": [50, 30, 20], "rounding": "wholes_to_house"})
    result = payouts(rule, D("41.00"), placed("Ann", "Bob", "Cat"), 3)
    assert amounts(result) == {"Ann": D("20.00"), "Bob": D("12.00"), "Cat": D("8.00")}
    assert result.left == D("1.00")


def test_a_rounding_rule_of_ones_own():
    assert read_rounding({"step": "0.25", "mode": "down", "odd_to": "first"}).name == "custom"
    assert read_rounding({"step": "0.50", "mode": "nearest", "odd_to": "first"}) \
        == ROUNDINGS["halves_to_first"]
    with pytest.raises(MoneyError) as refused:
        read_rounding({"step": "0.50", "mode": "nearest", "odd_to": "house"})
    assert refused.value.code == "money.nearest_needs_first"


@pytest.mark.parametrize(("rule", "field", "reason"), [
    ({"places": [50, 30, 25]}, "payout.places", "money.shares_sum"),
    ({"places": [20, 30, 50]}, "payout.places", "money.shares_order"),
    ({"places": [50.0, 50]}, "payout.places.1", "money.percent_as_text"),
    ({"places": []}, "payout.places", "money.shares_list"),
    ({"places": [100], "top_percent": 25}, "payout", "money.payout_one_kind"),
    ({"top_percent": 0}, "payout.top_percent", "money.percent_range"),
    ({"top_percent": 25, "count": "sideways"}, "payout.count", "money.not_a_choice"),
    ({"places": [100], "count": "up"}, "payout.count", "money.only_with_top"),
    ({"places": [100], "fund": 120}, "payout.fund", "money.percent_range"),
    ({"places": [100], "rounding": "to_the_moon"}, "payout.rounding", "money.unknown_rounding"),
    ({"places": [100], "prizes": 3}, "payout.prizes", "money.unknown_keys"),
    ({"party": {"first": "10", "booby": "1"}}, "payout.party.booby", "money.unknown_keys"),
    ([50, 30, 20], "payout", "money.payout_shape"),
])
def test_a_payout_rule_that_cannot_be_is_refused_naming_its_key(rule, field, reason):
    with pytest.raises(MoneyError) as refused:
        read_payout(rule)
    assert (refused.value.field, refused.value.code) == (field, reason)


def test_a_rule_keeps_its_json():
    given = {"top_percent": 25, "count": "up", "shares": [60, 40], "fund": 90,
             "rounding": "cents_to_first", "from": "cribbage"}
    assert read_payout(given).to_json() == given
    assert read_payout(read_payout({"places": [50, 30, 20]}).to_json()).to_json() == {
        "places": [50, 30, 20], "fund": 100, "rounding": "cents_to_house"}


def test_a_party_pays_its_prizes_at_their_amounts():
    rule = read_payout({"party": {"first": "10.00", "second": "5.00"}})
    paid = party_payouts(rule, [("first", "Ann"), ("first", "Bob"), ("second", "Cat"),
                                ("consolation", "Dan")])
    assert [(p.place, p.player, p.amount, p.prize) for p in paid] == [
        (1, "Ann", D("10.00"), "first"), (1, "Bob", D("10.00"), "first"),
        (2, "Cat", D("5.00"), "second")]


# --- side pots -------------------------------------------------------------------------------

WON = Message("money.claim_awarded", player="x")


def test_a_pot_not_won_rolls_over_and_is_taken_whole_when_won():
    """A 24-hand pot at 0.25 a player: 8 players put 2.00 in; nobody holds 24, it is carried;
    the next evening 6 more players make 3.50 and Ann's 24 takes it all."""
    rule = PotRule("24 hand", D("0.25"))
    first = pot_evening(rule, D("0.00"), 8, [])
    assert (first.stakes, first.won, first.carried_out) == (D("2.00"), 0, D("2.00"))
    second = pot_evening(rule, first.carried_out, 6, [PotClaim(("Ann",), WON)])
    assert second.held == D("3.50")
    assert second.paid == (("Ann", D("3.50")),) and second.carried_out == D("0.00")


def test_several_claims_first_takes_it_or_they_share():
    claims = [PotClaim(("Ann",), WON), PotClaim(("Bob",), WON), PotClaim(("Cat",), WON)]
    first = pot_evening(PotRule("29", D("1.00")), D("0.00"), 10, claims)
    assert first.paid == (("Ann", D("10.00")),)
    share = pot_evening(PotRule("29", D("1.00"), several="share"), D("0.00"), 10, claims)
    assert share.paid == (("Ann", D("3.33")), ("Bob", D("3.33")), ("Cat", D("3.33")))
    assert share.carried_out == D("0.01")  # the odd cent stays in the pot


def test_a_claim_of_partners_is_shared_by_both():
    pot = pot_evening(PotRule("skunk", D("0.50"), several="share"), D("1.00"), 4,
                      [PotClaim(("Ann", "Cat"), WON)])
    assert pot.paid == (("Ann", D("1.50")), ("Cat", D("1.50")))


def test_a_pot_that_pays_half_keeps_the_rest():
    """A 28 hand takes half the pot (a house rule of the kind): the rest is carried."""
    pot = pot_evening(PotRule("big hand", D("0.25"), takes=D(50)), D("4.01"), 4,
                      [PotClaim(("Ann",), WON)])
    assert pot.paid == (("Ann", D("2.50")),) and pot.carried_out == D("2.51")
