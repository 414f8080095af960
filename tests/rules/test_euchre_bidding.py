"""The bid-and-partners scoring shared by seven- and five-hand euchre (seeds/002 lines 141–149)."""

from __future__ import annotations

import pytest

from clubapp.rules import RuleError, get_game
from clubapp.rules.games.euchre_bidding import SUITS, bidding_entry

SEVEN = get_game("euchre-seven")
PLAYERS = ["A", "B", "C", "D", "E", "F", "G"]


def play(deals, **options):
    return SEVEN.score_all(SEVEN.new_state(PLAYERS, options), deals)


def test_entry_fields_cover_the_deal():
    names = [f.name for f in bidding_entry(7, 20)]
    assert names == ["bidder", "bid", "suit", "partners", "tricks", "revoke_by"]
    assert SUITS == ("C", "D", "H", "S")


def test_line_143_partners_may_not_include_the_bidder():
    with pytest.raises(RuleError) as info:
        play([{"bidder": "A", "bid": 3, "partners": ["A", "B"], "tricks": 3}])
    assert info.value.field == "partners"


@pytest.mark.parametrize("bid, partners", [(3, ["B"]), (5, ["B", "C", "D"]), (6, ["B", "C"]),
                                           (10, ["B"]), (20, ["B", "C"])])
def test_line_143_the_partner_count_must_match_the_bid(bid, partners):
    """seeds/002 lines 143-145: the bid fixes how many partners are chosen."""
    with pytest.raises(RuleError) as info:
        play([{"bidder": "A", "bid": bid, "partners": partners, "tricks": 7}])
    assert info.value.field == "partners"
    assert info.value.deal == 1


def test_line_147_a_revoke_stops_the_hand_without_tricks():
    """seeds/002 line 147: the revoker's opponents score the bid and the round stops."""
    state = play([{"bidder": "A", "bid": 4, "partners": ["B", "C"], "revoke_by": "E"}])
    assert {p for p, n in state.deals[0].points.items() if n == 4} == {"A", "B", "C"}


def test_tricks_are_needed_without_a_revoke():
    with pytest.raises(RuleError) as info:
        play([{"bidder": "A", "bid": 4, "partners": ["B", "C"]}])
    assert info.value.field == "tricks"


@pytest.mark.parametrize("given_points", [
    {"A": 4, "B": 4, "C": 4},  # made with two partners
    {"D": 4, "E": 4, "F": 4, "G": 4},  # failed: the four opponents
    {"A": 6, "B": 6, "C": 6, "D": 6},  # six made with three partners
    {"A": 20},  # lone bid made
    {"B": 10, "C": 10, "D": 10, "E": 10, "F": 10, "G": 10},  # lone bid failed
    {},
])
def test_points_entry_accepts_a_deals_points(given_points):
    state = play([{"points": given_points}])
    assert {k: v for k, v in state.deals[0].points.items() if v} == given_points


@pytest.mark.parametrize("given_points", [
    {"A": 4, "B": 4}, {"A": 4, "B": 5, "C": 4}, {"A": 9, "B": 9, "C": 9}, {"A": 10, "B": 10},
])
def test_points_no_deal_gives_are_refused(given_points):
    with pytest.raises(RuleError) as info:
        play([{"points": given_points}])
    assert info.value.field == "points"
