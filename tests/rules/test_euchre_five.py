"""Five-hand euchre by seeds/002 lines 163–165 (scored as the seven-hand game, lines 141–149)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game

from .euchre_family_fuzz import check_fuzz, entries_for

PLAYERS = ["A", "B", "C", "D", "E"]
GAME = get_game("euchre-five")


def play(deals, **options):
    return GAME.score_all(GAME.new_state(PLAYERS, options), deals)


def scorers(state, deal=0):
    return {p: n for p, n in state.deals[deal].points.items() if n}


def test_line_163_three_tricks_take_one_partner():
    """seeds/002 line 163: the player bidding three takes only one partner."""
    state = play([{"bidder": "A", "bid": 3, "suit": "D", "partners": ["C"], "tricks": 4}])
    assert scorers(state) == {"A": 3, "C": 3}
    with pytest.raises(RuleError) as info:
        play([{"bidder": "A", "bid": 3, "partners": ["C", "D"], "tricks": 4}])
    assert info.value.field == "partners"


def test_line_163_four_or_five_tricks_take_two_partners():
    """seeds/002 line 163: four or five tricks: two partners."""
    state = play([{"bidder": "A", "bid": 4, "partners": ["B", "E"], "tricks": 3}])
    assert scorers(state) == {"C": 4, "D": 4}


def test_line_163_eight_alone_with_the_widow_fifteen_without():
    """seeds/002 line 163: eight to play alone with the widow, fifteen without it or partners."""
    state = play([{"bidder": "B", "bid": 8, "tricks": 5}, {"bidder": "B", "bid": 15, "tricks": 4}])
    assert scorers(state, 0) == {"B": 8}
    assert scorers(state, 1) == {"A": 15, "C": 15, "D": 15, "E": 15}


def test_line_165_partner_called_by_a_card():
    """seeds/002 line 165: B bids five hearts and calls for the ace of spades; its holder is one
    of his two partners."""
    state = play([{"bidder": "B", "bid": 5, "suit": "H", "partners": ["E", "A"], "tricks": 5}])
    assert scorers(state) == {"A": 5, "B": 5, "E": 5}


def test_line_163_game_is_one_hundred():
    """seeds/002 line 163: the scores are known and game is 100 points."""
    state = play([{"bidder": "B", "bid": 15, "tricks": 5}] * 6
                 + [{"bidder": "B", "bid": 5, "partners": ["A", "C"], "tricks": 5}])
    assert state.match is None and dict(state.totals) == {"A": 5, "B": 95, "C": 5, "D": 0, "E": 0}
    state = GAME.score(state, {"bidder": "B", "bid": 8, "tricks": 5})
    assert state.games[0].winner == "B"
    assert dict(state.games[0].totals)["B"] == 103
    with pytest.raises(RuleError, match="over"):
        GAME.score(state, {"bidder": "B", "bid": 8, "tricks": 5})


def test_bids_the_book_does_not_name_are_refused():
    for bid in (1, 2, 6, 7, 10):
        with pytest.raises(RuleError) as info:
            play([{"bidder": "A", "bid": bid, "partners": ["B"], "tricks": 5}])
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
@given(st.lists(entries_for(GAME, PLAYERS, (3, 4, 5, 8, 15), likely=likely_bids()), max_size=20))
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals):
    check_fuzz(GAME, PLAYERS, deals, {"target": 40})
