"""Five hundred by seeds/002 lines 181–209 (and the published Avondale schedule as an option)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game, result_json
from clubapp.rules.games.five_hundred import BIDS, bid_value

from .euchre_family_fuzz import check_fuzz, entries_for

PLAYERS = ["Ann", "Bob", "Cat"]
GAME = get_game("five-hundred")


def play(deals, players=PLAYERS, **options):
    return GAME.score_all(GAME.new_state(players, options), deals)


def deal(bidder, bid, ann, bob, cat):
    return {"bidder": bidder, "bid": bid, "tricks": {"Ann": ann, "Bob": bob, "Cat": cat}}


def points(entry, **options):
    return dict(play([entry], **options).deals[0].points)


def test_lines_191_201_the_book_table():
    """seeds/002 lines 191-201: spades 40..200, clubs 60..300, diamonds 80..400, hearts 100..500,
    no-trumps 120..600 for six to ten tricks."""
    table = {trump: [bid_value(f"{n}{trump}", "book") for n in range(6, 11)]
             for trump in ("S", "C", "D", "H", "NT")}
    assert table == {"S": [40, 80, 120, 160, 200], "C": [60, 120, 180, 240, 300],
                     "D": [80, 160, 240, 320, 400], "H": [100, 200, 300, 400, 500],
                     "NT": [120, 240, 360, 480, 600]}
    assert len(BIDS) == 25


def test_line_189_seven_hearts_is_worth_more_than_eight_clubs():
    """seeds/002 line 189: "a bid of seven hearts is worth more than eight clubs"."""
    assert bid_value("7H", "book") > bid_value("8C", "book")


def test_avondale_schedule_option():
    """The published Avondale schedule: 40/60/80/100/120 for six, 100 more a trick."""
    assert [bid_value(f"6{t}", "avondale") for t in ("S", "C", "D", "H", "NT")] == [40, 60, 80, 100, 120]
    assert bid_value("7S", "avondale") == 140
    assert bid_value("10NT", "avondale") == 520
    assert points(deal("Ann", "8D", 8, 1, 1), schedule="avondale") == {"Ann": 280, "Bob": 10, "Cat": 10}


def test_line_203_made_bid_scores_the_bid_and_no_more():
    """seeds/002 line 203: he scores what he bid, never more (unless he takes every trick)."""
    assert points(deal("Ann", "7H", 9, 1, 0)) == {"Ann": 200, "Bob": 10, "Cat": 0}


def test_line_203_every_trick_scores_250_on_a_bid_worth_less():
    """seeds/002 line 203: all the tricks: 250 if the bid was worth less than 250; nothing extra
    if it was worth more."""
    assert points(deal("Bob", "6S", 0, 10, 0)) == {"Ann": 0, "Bob": 250, "Cat": 0}
    assert points(deal("Bob", "7NT", 0, 10, 0)) == {"Ann": 0, "Bob": 250, "Cat": 0}
    assert points(deal("Bob", "8H", 0, 10, 0)) == {"Ann": 0, "Bob": 300, "Cat": 0}


def test_line_205_every_other_player_ten_a_trick():
    """seeds/002 line 205: every player but the bidder scores ten for each trick he wins."""
    assert points(deal("Cat", "6C", 3, 1, 6)) == {"Ann": 30, "Bob": 10, "Cat": 60}


def test_line_207_failed_bidder_goes_back_by_the_bid_others_still_score():
    """seeds/002 line 207: the bidder who fails goes back by his bid and scores nothing for his
    tricks; his opponents still score ten a trick."""
    state = play([deal("Ann", "8S", 7, 2, 1)])
    assert dict(state.deals[0].points) == {"Ann": -120, "Bob": 20, "Cat": 10}
    assert dict(state.totals)["Ann"] == -120  # minus totals are kept


def test_line_209_bidder_counts_first_and_goes_out_first():
    """seeds/002 line 209: 500 wins; the bidder counts first and may go out first even if an
    opponent also took tricks enough for 500."""
    state = play([deal("Ann", "9D", 9, 1, 0),  # Ann 320, Bob 10
                  deal("Bob", "9H", 1, 9, 0),  # Ann 330, Bob 410
                  deal("Ann", "6S", 6, 4, 0),  # Ann 370, Bob 450
                  deal("Cat", "6C", 1, 3, 6)])  # Ann 380, Bob 480, Cat 60
    assert dict(state.totals) == {"Ann": 380, "Bob": 480, "Cat": 60}
    state = GAME.score(state, deal("Ann", "7H", 7, 3, 0))  # Ann 580 first; Bob's 30 not counted
    assert state.games[0].winner == "Ann"
    assert dict(state.deals[-1].points) == {"Ann": 200, "Bob": 0, "Cat": 0}
    assert dict(state.games[0].totals) == {"Ann": 580, "Bob": 480, "Cat": 60}
    assert result_json(GAME, state)["winner"] == "Ann"
    with pytest.raises(RuleError, match="over"):
        GAME.score(state, deal("Ann", "7H", 7, 3, 0))


def test_line_209_a_failed_bidder_lets_an_opponent_out():
    """seeds/002 lines 207-209: the opponents of a failed bidder still score their tricks."""
    state = play([deal("Bob", "9H", 1, 9, 0), deal("Cat", "8S", 0, 10, 0)])
    assert state.games[0].winner == "Bob"
    assert dict(state.games[0].totals) == {"Ann": 10, "Bob": 500, "Cat": -120}


def test_two_opponents_reaching_500_together_share_the_game():
    """seeds/002 line 53's shared game applied to 500 (house rule)."""
    fail = deal("Cat", "10S", 5, 5, 0)
    state = play([deal("Ann", "9H", 9, 0, 1), deal("Bob", "9H", 0, 9, 1), fail])
    assert dict(state.totals) == {"Ann": 450, "Bob": 450, "Cat": -180}
    state = GAME.score(state, fail)
    assert state.games[0].winner == "Ann & Bob"


def test_minus_500_loses_option():
    """The Avondale rule (option): back to minus 500 loses at once; the best of the others wins."""
    deals = [deal("Bob", "6S", 0, 10, 0), deal("Ann", "10NT", 5, 3, 2)]  # Bob 250; Ann -600
    assert play(deals).match is None
    state = play(deals, minus_loses=True)
    assert state.games[0].winner == "Bob"
    assert dict(state.deals[1].points) == {"Ann": -600, "Bob": 0, "Cat": 0}  # the bidder first


def test_line_185_two_against_two_as_partners():
    """seeds/002 line 185: sometimes two play against two as partners: sides A and B."""
    four = ["Ann", "Bob", "Cat", "Dan"]
    assert GAME.sides(four) == ("A", "B")
    entry = {"bidder": "Ann", "bid": "7S", "tricks": {"Ann": 4, "Cat": 3, "Bob": 2, "Dan": 1}}
    state = play([entry], four)
    assert dict(state.deals[0].points) == {"A": 80, "B": 30}
    assert dict(play([{"points": {"A": -80, "B": 40}}], four).totals) == {"A": -80, "B": 40}


def test_tricks_must_add_up_to_ten():
    with pytest.raises(RuleError) as info:
        play([deal("Ann", "6S", 6, 3, 0)])
    assert info.value.field == "tricks" and info.value.deal == 1
    with pytest.raises(RuleError) as info:
        play([{"bidder": "Ann", "bid": "5S", "tricks": {"Ann": 10}}])
    assert info.value.field == "bid"


@pytest.mark.parametrize("given_points", [{"Ann": 120, "Bob": 20, "Cat": 20}, {"Ann": -40, "Bob": 50},
                                          {"Cat": 250}, {}])
def test_points_entry_accepts_a_deals_points(given_points):
    state = play([{"points": given_points}])
    assert {k: v for k, v in state.deals[0].points.items() if v} == given_points


@pytest.mark.parametrize("given_points", [{"Ann": 45}, {"Ann": 120, "Bob": 50},
                                          {"Ann": -40, "Bob": 15}, {"Ann": 80, "Bob": -80, "Cat": 30}])
def test_points_no_deal_gives_are_refused(given_points):
    with pytest.raises(RuleError) as info:
        play([{"points": given_points}])
    assert info.value.field == "points"


def test_points_that_end_the_game_by_an_unknown_bidder_are_refused():
    """seeds/002 line 209: who goes out first depends on who bid, and points cannot tell."""
    state = play([deal("Ann", "9H", 9, 1, 0), deal("Bob", "9H", 1, 9, 0),
                  deal("Cat", "10S", 5, 5, 0)])
    assert dict(state.totals) == {"Ann": 460, "Bob": 460, "Cat": -200}
    with pytest.raises(RuleError, match="bidder") as info:
        GAME.score(state, {"points": {"Ann": 40, "Bob": 40}})  # 6S made by either
    assert info.value.field == "points"
    state = GAME.score(state, {"points": {"Ann": 40, "Bob": 30}})  # only Ann can have bid
    assert state.games[0].winner == "Ann"


@settings(max_examples=150, deadline=None)
@given(st.lists(entries_for(GAME, PLAYERS, (0, 10, 40, 80, 120, 250), counts_total=10), max_size=20),
       st.sampled_from(["book", "avondale"]), st.booleans())
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals, schedule, minus):
    check_fuzz(GAME, PLAYERS, deals, {"schedule": schedule, "minus_loses": minus})
