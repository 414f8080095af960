"""Seven-hand euchre by seeds/002 lines 129–161."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game, result_json
from clubapp.rules.games.euchre_seven import table_prizes

from .euchre_family_fuzz import check_fuzz, entries_for

PLAYERS = ["A", "B", "C", "D", "E", "F", "G"]
GAME = get_game("euchre-seven")


def play(deals, **options):
    return GAME.score_all(GAME.new_state(PLAYERS, options), deals)


def scorers(state, deal=0):
    return {p: n for p, n in state.deals[deal].points.items() if n}


def test_line_143_five_or_fewer_takes_two_partners_three_against_four():
    """seeds/002 line 143: a bid of five or fewer: two partners, three against four."""
    state = play([{"bidder": "B", "bid": 5, "suit": "H", "partners": ["C", "F"], "tricks": 5}])
    assert scorers(state) == {"B": 5, "C": 5, "F": 5}


def test_line_149_made_bid_scores_the_bid_never_more():
    """seeds/002 line 149: "if a player bid five and his side takes seven, it counts them only
    five"."""
    state = play([{"bidder": "B", "bid": 5, "suit": "H", "partners": ["C", "F"], "tricks": 7}])
    assert scorers(state) == {"B": 5, "C": 5, "F": 5}


def test_line_149_failed_bid_gives_each_opponent_the_bid():
    """seeds/002 line 149: short of the bid he is euchred and the opponents score the bid."""
    state = play([{"bidder": "B", "bid": 5, "suit": "S", "partners": ["C", "F"], "tricks": 4}])
    assert scorers(state) == {"A": 5, "D": 5, "E": 5, "G": 5}


def test_line_155_dealer_bids_six_hearts_and_takes_three_partners():
    """seeds/002 line 155: A deals; B bids 2 hearts, E 3 clubs, F 4 hearts, G 5; A bids 6 hearts
    and takes B and F, and G as the third partner."""
    entry = {"dealer": "A", "bidder": "A", "bid": 6, "suit": "H", "partners": ["B", "F", "G"],
             "tricks": 6}
    state = play([entry])
    assert scorers(state) == {"A": 6, "B": 6, "F": 6, "G": 6}
    assert state.deals[0].dealer == "A"


def test_line_145_ten_alone_with_the_widow_twenty_without_need_all_seven():
    """seeds/002 line 145: ten (alone, with the widow) and twenty (alone, without) need all seven
    tricks and no partners."""
    state = play([{"bidder": "G", "bid": 10, "suit": "C", "tricks": 7},
                  {"bidder": "G", "bid": 20, "suit": "C", "partners": [], "tricks": 6}])
    assert scorers(state, 0) == {"G": 10}
    assert scorers(state, 1) == dict.fromkeys("ABCDEF", 20)


def test_line_147_revoke_gives_the_opponents_the_bid():
    """seeds/002 line 147: a revoke on either side: the opponents score the bid, the hand stops."""
    state = play([{"bidder": "A", "bid": 6, "partners": ["B", "C", "D"], "revoke_by": "C"}])
    assert scorers(state) == {"E": 6, "F": 6, "G": 6}


def test_line_151_no_game_to_reach_prizes_for_highest_and_lowest():
    """seeds/002 line 151: prizes at each table for the highest and the lowest score."""
    deals = [{"bidder": "A", "bid": 7, "partners": ["B", "C", "D"], "tricks": 7},
             {"bidder": "E", "bid": 20, "tricks": 7},
             {"bidder": "F", "bid": 4, "partners": ["A", "G"], "tricks": 2}]
    state = play(deals * 5)
    assert state.match is None and result_json(GAME, state)["winner"] is None
    assert dict(state.totals) == {"A": 35, "B": 55, "C": 55, "D": 55, "E": 120, "F": 0, "G": 0}
    assert table_prizes(state.totals) == {"highest": ["E"], "lowest": ["F", "G"]}


def test_house_rule_target_ends_the_game_shared_by_the_side_reaching_it():
    state = play([{"bidder": "A", "bid": 7, "partners": ["B", "C", "D"], "tricks": 7}] * 3,
                 target=20)
    assert state.games[0].winner == "A & B & C & D"


def test_players_and_bids():
    with pytest.raises(RuleError):
        GAME.new_state(PLAYERS[:6])
    with pytest.raises(RuleError) as info:
        play([{"bidder": "A", "bid": 8, "partners": ["B", "C", "D"], "tricks": 7}])
    assert info.value.field == "bid"


@st.composite
def likely_bids(draw):
    """Entries with a bid of the game and the right number of partners (tricks may fail it)."""
    bid = draw(st.sampled_from([*GAME.partners_for_bid, *GAME.lone_bids]))
    bidder = draw(st.sampled_from(PLAYERS))
    needed = GAME.partners_needed(bid)
    partners = draw(st.lists(st.sampled_from([p for p in PLAYERS if p != bidder]),
                             min_size=needed, max_size=needed, unique=True))
    entry = {"bidder": bidder, "bid": bid, "partners": partners,
             "tricks": draw(st.integers(0, GAME.tricks_per_deal))}
    if draw(st.integers(0, 9)) == 0:
        entry["revoke_by"] = draw(st.sampled_from(PLAYERS))
    return entry

@settings(max_examples=150, deadline=None)
@given(st.lists(entries_for(GAME, PLAYERS, (4, 5, 6, 10), likely=likely_bids()), max_size=20))
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals):
    check_fuzz(GAME, PLAYERS, deals, {"target": 30})
