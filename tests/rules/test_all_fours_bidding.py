"""The sale, the contract and the set-back shared by auction pitch and pedro (seeds/000
lines 189-207, 223)."""

from __future__ import annotations

import pytest

from clubapp.rules import RuleError
from clubapp.rules.games.all_fours_auction import AuctionPitch
from clubapp.rules.games.all_fours_pedro import Pedro

PITCH = AuctionPitch()
PEDRO = Pedro()
FOUR = ["Al", "Bo", "Cy", "Di"]  # Al deals first, so Bo is the eldest hand and sells
NO_POOL = {"red_chips": False}


def pitch_deal(**fields):
    """An auction-pitch entry: Bo (the eldest hand) pitches with no bid unless told."""
    base = {"pitcher": "Bo", "bid": 0, "high": "Bo", "low": "Bo", "jack": None, "game": None}
    base.update(fields)
    return base


def score(deals, options=None, rules=PITCH, players=FOUR):
    state = rules.new_state(players, {**NO_POOL, **(options or {})} if rules is PITCH else options)
    for entry in deals:
        state = rules.score(state, entry)
    return state


def points(state):
    return dict(state.deals[-1].points)


def test_line_189_seller_scores_the_bid_when_he_sells():
    """seeds/000 line 189: the eldest hand who accepts a bid scores it at once; the buyer
    pitches and, having made his bid, scores all he takes."""
    state = score([pitch_deal(pitcher="Cy", bid=2, sold=True, high="Cy", low="Cy", game="Di")])
    assert points(state) == {"Al": 0, "Bo": 2, "Cy": 2, "Di": 1}


def test_line_189_only_the_eldest_hand_sells():
    """seeds/000 line 189: the eldest hand (on the dealer's left) sells."""
    with pytest.raises(RuleError) as err:
        score([pitch_deal(seller="Cy", pitcher="Di", bid=2, sold=True)])
    assert err.value.field == "seller"


def test_line_189_unless_he_sells_the_eldest_hand_pitches():
    """seeds/000 line 189: a refused bid or no bid at all: the eldest hand pitches himself."""
    with pytest.raises(RuleError) as err:
        score([pitch_deal(pitcher="Cy", bid=2)])
    assert err.value.field == "pitcher"
    with pytest.raises(RuleError) as err:
        score([pitch_deal(pitcher="Bo", bid=2, sold=True)])
    assert err.value.field == "pitcher"


def test_line_189_no_bid_the_eldest_pitches_and_is_not_set_back():
    """seeds/000 line 189: with no bid the eldest pitches; he has no contract to fail."""
    state = score([pitch_deal(bid=0, high="Cy", low="Di", game="Al")])
    assert points(state) == {"Al": 1, "Bo": 0, "Cy": 1, "Di": 1}


def test_line_189_pitching_without_waiting_binds_him_to_four():
    """seeds/000 line 189: he who pitches without waiting for a bid must make four or be set
    back four."""
    state = score([pitch_deal(bid=4, high="Bo", low="Bo", jack="Bo", game="Cy")])
    assert points(state) == {"Al": 0, "Bo": -4, "Cy": 1, "Di": 0}


def five_to_go_for_bo(options=None):
    """Bo at 5 (2 to go) and the eldest hand again: four deals, then Al deals."""
    return score([pitch_deal(high="Bo", low="Bo", jack="Bo", game="Bo"),
                  pitch_deal(pitcher="Cy", high="Bo", low="Cy", game="Di"),
                  pitch_deal(pitcher="Di", high="Di", low="Di", game="Al"),
                  pitch_deal(pitcher="Al", high="Al", low="Al", game="Al")], options)


def test_line_191_selling_for_two_with_two_to_go_is_barred():
    """seeds/000 line 191: Bo needs two; a bid of two may not be sold to him."""
    state = five_to_go_for_bo()
    assert state.totals["Bo"] == 5 and state.next_dealer == 0
    with pytest.raises(RuleError) as err:
        PITCH.score(state, pitch_deal(pitcher="Cy", bid=2, sold=True, high="Cy", low="Cy"))
    assert err.value.field == "bid"
    sold_one = PITCH.score(state, pitch_deal(pitcher="Cy", bid=1, sold=True, high="Cy",
                                             low="Cy"))
    assert sold_one.totals["Bo"] == 6


def test_line_191_full_value_bids_take_the_seller_to_one_short():
    """seeds/000 line 191, some clubs: a full-value bid accepted brings the seller's score to
    one point short of game."""
    state = five_to_go_for_bo({"seller_out_bids": "full-value"})
    state = PITCH.score(state, pitch_deal(pitcher="Cy", bid=4, sold=True, high="Cy", low="Cy",
                                          jack="Cy", game="Cy"))
    assert state.totals["Bo"] == 6 and state.totals["Cy"] == 1 + 4 and not state.over


def test_line_195_bidding_to_the_board_nobody_scores_the_bid():
    """seeds/000 line 195: bidding to the board: nobody sells and the bid is scored by nobody;
    the highest bidder pitches."""
    state = score([pitch_deal(pitcher="Di", bid=3, high="Di", low="Di", jack="Di", game="Al")],
                  {"bidding": "board"})
    assert points(state) == {"Al": 1, "Bo": 0, "Cy": 0, "Di": 3}
    with pytest.raises(RuleError) as err:
        score([pitch_deal(pitcher="Di", bid=3, sold=True)], {"bidding": "board"})
    assert err.value.field == "sold"
    with pytest.raises(RuleError) as err:
        score([pitch_deal(pitcher="Di", bid=0)], {"bidding": "board"})
    assert err.value.field == "bid"


def test_line_203_pitcher_who_fails_is_set_back_and_scores_nothing():
    """seeds/000 line 203: short of his bid, the pitcher is set back by it and scores
    nothing; the others score what they took."""
    state = score([pitch_deal(pitcher="Cy", bid=3, sold=True, high="Cy", low="Cy", jack="Di",
                              game="Al")])
    assert points(state) == {"Al": 1, "Bo": 3, "Cy": -3, "Di": 1}


def test_line_207_revoke_sets_the_offender_back_by_the_bid():
    """seeds/000 line 207: every player but the offender scores what he took; the pitcher who
    fails is not set back; the offender is set back by the bid."""
    state = score([pitch_deal(pitcher="Cy", bid=3, sold=True, high="Cy", low="Di", jack="Al",
                              game="Al", revoke={"by": "Al"})])
    assert points(state) == {"Al": -3, "Bo": 3, "Cy": 1, "Di": 1}


def test_line_207_revoke_with_no_bid_costs_two():
    """seeds/000 line 207: when no bid was made the offender is set back two points."""
    state = score([pitch_deal(bid=0, high="Cy", low="Di", game="Di", revoke={"by": "Di"})])
    assert points(state) == {"Al": 0, "Bo": 0, "Cy": 1, "Di": -2}


def test_line_223_pedro_revoke_with_no_bid_costs_ten():
    """seeds/000 line 223: in pedro the offender goes back by the bid or ten, scoring nothing."""
    entry = {"pitcher": "Bo", "bid": 0, "high": "Di", "low": "Cy", "jack": None, "game": None,
             "five": "Di", "nine": None, "revoke": {"by": "Di"}}
    state = score([entry], rules=PEDRO)
    assert points(state) == {"Al": 0, "Bo": 0, "Cy": 1, "Di": -10}


def test_points_entry_with_two_players_set_back_is_refused():
    """seeds/000 lines 203, 207: only the pitcher or the offender is set back in a deal."""
    with pytest.raises(RuleError) as err:
        score([{"points": {"Al": -2, "Bo": -1, "Cy": 0, "Di": 0}}])
    assert err.value.field == "points"


def test_points_entry_set_back_beyond_the_highest_bid_is_refused():
    """seeds/000 line 189: nobody bids more than four, so nobody is set back five."""
    with pytest.raises(RuleError) as err:
        score([{"points": {"Al": -5, "Bo": 1, "Cy": 1, "Di": 0}}])
    assert err.value.field == "points.Al"


def test_points_entry_with_a_sale_and_a_set_back_must_match():
    """seeds/000 lines 189, 203: a sold bid that fails costs the pitcher what the seller
    scored; a sale of three and a set-back of two cannot meet."""
    state = score([{"points": {"Al": 0, "Bo": 3, "Cy": -3, "Di": 2}}])
    assert dict(state.totals) == {"Al": 0, "Bo": 3, "Cy": -3, "Di": 2}
    with pytest.raises(RuleError):
        score([{"points": {"Al": 0, "Bo": 7, "Cy": -2, "Di": 0}}])


def test_points_entry_beyond_pedros_eighteen_is_refused():
    """seeds/000 line 219: 18 points a deal (and a sale of at most 18)."""
    with pytest.raises(RuleError):
        score([{"points": {"Al": 0, "Bo": 0, "Cy": 19, "Di": 0}}], rules=PEDRO)
    assert score([{"points": {"Al": 0, "Bo": 0, "Cy": 16, "Di": 2}}],
                 rules=PEDRO).totals["Cy"] == 16
