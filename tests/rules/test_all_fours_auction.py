"""Auction pitch and smudge (seeds/000 lines 175-211)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, result_json
from clubapp.rules.games.all_fours_auction import AuctionPitch, Smudge
from tests.rules.all_fours_fuzz import (
    bidding_deals,
    entries,
    play_fuzz,
    points_entries_agree,
    score_on_cli,
)

PITCH = AuctionPitch()
SMUDGE = Smudge()
FOUR = ["A", "B", "C", "D"]
SEVEN = ["A", "B", "C", "D", "E", "F", "G"]


def play(deals, players=FOUR, options=None, rules=PITCH):
    state = rules.new_state(players, options)
    for entry in deals:
        state = rules.score(state, entry)
    return state


def two_each_to_go(first, second):
    """Three deals that leave ``first`` and ``second`` needing two each (five points)."""
    return [{"points": {first: 2, second: 2}}, {"points": {first: 2, second: 2}},
            {"points": {first: 1, second: 1}}]


def test_line_201_worked_example_the_bidder_goes_out_first():
    """seeds/000 line 201: seven play; A sells to B, who bids two; B and C need two each; C
    holds high and low, but B takes jack and game and wins the pool: he bid two and made
    them. The bidder goes out first."""
    state = play(two_each_to_go("B", "C"), SEVEN)
    assert state.extra["to_go"]["B"] == 2 and state.extra["to_go"]["C"] == 2
    state = PITCH.score(state, {"dealer": "G", "seller": "A", "pitcher": "B", "bid": 2,
                                "sold": True, "high": "C", "low": "C", "jack": "B", "game": "B"})
    assert state.match is not None and state.match.winner == "B"
    assert state.deals[-1].points["C"] == 0 and state.deals[-1].points["A"] == 2
    assert state.deals[-1].chips["B"] == 7 and state.deals[-1].pool == 0  # the pool, line 199


def test_line_203_worked_example_set_back_three_leaves_five_to_go():
    """seeds/000 line 203: A and B need two each; B bids three, A refuses and pitches; A makes
    only two, B one and D one: B and D score, A scores nothing and takes back three white
    chips, leaving him five to go."""
    state = play(two_each_to_go("A", "B"))
    assert state.next_dealer == 3  # D deals: it is A's turn to sell
    state = PITCH.score(state, {"pitcher": "A", "bid": 3, "high": "A", "low": "A",
                                "jack": "B", "game": "D"})
    assert dict(state.deals[-1].points) == {"A": -3, "B": 1, "C": 0, "D": 1}
    assert state.extra["to_go"]["A"] == 5 and state.extra["to_go"]["B"] == 1
    assert not state.over


def test_line_203_had_the_refused_bid_been_two_he_would_have_won():
    """seeds/000 line 203: "if the bid he refused had been only two, he would have won, for
    he made two"."""
    state = PITCH.score(play(two_each_to_go("A", "B")),
                        {"pitcher": "A", "bid": 2, "high": "A", "low": "A", "jack": "B",
                         "game": "D"})
    assert state.match is not None and state.match.winner == "A"
    assert dict(state.deals[-1].points) == {"A": 2, "B": 0, "C": 0, "D": 0}


def test_line_201_without_a_bidder_the_points_go_out_in_order():
    """seeds/000 line 201: if neither is the bidder, high goes out first, then low, jack,
    game. B pitches with no bid; C and D need one each; C holds low, D high."""
    state = play([*two_each_to_go("C", "D"), {"points": {"C": 1, "D": 1}}])
    assert state.next_dealer == 0 and dict(state.totals)["C"] == 6
    state = PITCH.score(state, {"pitcher": "B", "bid": 0, "high": "D", "low": "C",
                                "jack": None, "game": "C"})
    assert state.match is not None and state.match.winner == "D"


def test_line_187_tie_for_game_scores_for_nobody():
    """seeds/000 line 187: if the pips for game are equal, nobody scores the game point."""
    state = play([{"pitcher": "B", "bid": 0, "high": "B", "low": "C", "jack": None,
                   "game_pips": {"A": 14, "D": 14, "B": 3}}])
    assert dict(state.deals[0].points) == {"A": 0, "B": 1, "C": 1, "D": 0}


def test_line_187_high_and_low_go_to_whom_they_were_dealt():
    """seeds/000 line 187: high and low to the player who held them; jack to its winner."""
    state = play([{"pitcher": "B", "bid": 1, "high": "D", "low": "A", "jack": "C",
                   "game": "C"}])
    assert dict(state.deals[0].points) == {"A": 1, "B": -1, "C": 2, "D": 1}


# --- the red chips ------------------------------------------------------------------------
def test_line_199_the_winner_takes_the_red_chip_pool():
    """seeds/000 line 199: the first rid of his seven white chips takes all the red chips in
    the pool (each put in one as the game started: the house-rule ante)."""
    state = play(two_each_to_go("A", "B"))
    assert state.deals[0].chips == {"A": -1, "B": -1, "C": -1, "D": -1}
    assert state.extra["pool"] == 4
    state = PITCH.score(state, {"pitcher": "A", "bid": 2, "high": "A", "low": "A",
                                "jack": None, "game": None})
    assert state.deals[-1].chips == {"A": 4, "B": 0, "C": 0, "D": 0}
    assert state.deals[-1].pool == 0
    assert dict(state.extra["red"]) == {"A": 3, "B": -1, "C": -1, "D": -1}
    out = result_json(PITCH, state)
    assert out["winner"] == "A" and out["deals"][-1]["pool"] == 0


def test_line_207_revoke_adds_a_red_chip_to_the_pool():
    """seeds/000 line 207: the offender gives a red chip to the pool as a penalty."""
    state = play([{"pitcher": "B", "bid": 2, "high": "B", "low": "B", "jack": "C", "game": "C",
                   "revoke": {"by": "C"}}])
    assert state.deals[0].chips == {"A": -1, "B": -1, "C": -2, "D": -1}
    assert state.deals[0].pool == 5
    assert dict(state.deals[0].points) == {"A": 0, "B": 2, "C": -2, "D": 0}


def test_line_207_a_seller_who_revokes_loses_the_points_of_his_sale():
    """seeds/000 line 207: "every player except the one in error scores what he makes": B (the
    eldest hand) sold to C for 2 and revoked; his sale's 2 are not scored, he is set back by
    the bid and puts a red chip in the pool."""
    state = play([{"pitcher": "C", "bid": 2, "sold": True, "high": "C", "low": "B",
                   "jack": None, "game": "C", "revoke": {"by": "B"}}])
    assert dict(state.deals[0].points) == {"A": 0, "B": -2, "C": 2, "D": 0}
    assert state.deals[0].chips == {"A": -1, "B": -2, "C": -1, "D": -1}


def test_line_207_two_revokes_in_one_hand_each_set_back_and_each_a_red_chip():
    """seeds/000 line 207, for each revoke: C and D both revoked; each is set back by the bid
    and gives a red chip; the pitcher B, who failed, is not set back but scores what he made."""
    state = play([{"pitcher": "B", "bid": 3, "high": "B", "low": "C", "jack": "D", "game": "A",
                   "revoke": {"by": "C"}, "second_revoke": {"by": "D"}}])
    assert dict(state.deals[0].points) == {"A": 1, "B": 1, "C": -3, "D": -3}
    assert state.deals[0].chips == {"A": -1, "B": -1, "C": -2, "D": -2}
    assert state.deals[0].pool == 6
    twice = play([{"pitcher": "B", "bid": 0, "high": "B", "low": "C", "jack": None, "game": "B",
                   "revoke": {"by": "C"}, "second_revoke": {"by": "C"}}])
    assert dict(twice.deals[0].points) == {"A": 0, "B": 2, "C": -4, "D": 0}
    assert twice.deals[0].chips["C"] == -3


def test_line_207_points_entries_with_two_revokes():
    """Two players set back by the same bid, or one by twice a bid, are deals of auction pitch;
    two set back by different amounts, or three, are not."""
    assert play([{"points": {"A": 1, "B": 1, "C": -3, "D": -3}}]).totals["C"] == -3
    assert play([{"points": {"A": 0, "B": 2, "C": -4, "D": 0}}]).totals["C"] == -4
    for bad in ({"A": 1, "B": 1, "C": -3, "D": -2}, {"A": -2, "B": -2, "C": -2, "D": 3}):
        with pytest.raises(RuleError) as err:
            play([{"points": bad}])
        assert err.value.field == "points"


def test_line_203_many_clubs_a_player_set_back_adds_a_red_chip():
    """seeds/000 line 203: in many clubs the player set back puts a red chip in the pool
    (house rule, off by default)."""
    entry = {"pitcher": "B", "bid": 3, "high": "B", "low": "C", "jack": None, "game": "C"}
    assert play([entry]).deals[0].pool == 4
    state = play([entry], options={"setback_red_chip": True})
    assert state.deals[0].chips["B"] == -2 and state.deals[0].pool == 5


def test_no_stakes_no_chips():
    """seeds/000 line 183: red chips only when the game is played for stakes."""
    state = play([{"pitcher": "B", "bid": 0, "high": "B", "low": "C", "jack": None,
                   "game": None}], options={"red_chips": False})
    assert state.deals[0].chips is None and "pool" not in state.extra


def test_whole_game_of_auction_pitch_to_seven():
    """seeds/000 lines 183, 199: counted down from seven chips; the game ends when one is out."""
    deals = [{"pitcher": "B", "bid": 2, "high": "B", "low": "B", "jack": "B", "game": "A"},
             {"pitcher": "C", "bid": 1, "high": "B", "low": "C", "jack": None, "game": "B"},
             {"pitcher": "D", "bid": 0, "high": "B", "low": "B", "jack": "D", "game": "D"}]
    state = play(deals)
    assert state.match is not None and state.match.winner == "B"
    assert dict(state.games[0].totals)["B"] == 7
    assert sum(dict(state.extra["red"]).values()) == 0  # red chips only change hands
    with pytest.raises(RuleError):
        PITCH.score(state, deals[0])


# --- smudge ---------------------------------------------------------------------------------
def test_line_211_smudge_bid_four_and_make_them_wins_at_once():
    """seeds/000 line 211: a player not in the hole who bids four and makes them wins."""
    state = play([{"pitcher": "C", "bid": 4, "sold": True, "high": "C", "low": "C",
                   "jack": "C", "game": "C"}], rules=SMUDGE)
    assert state.match is not None and state.match.winner == "C"
    assert dict(state.games[0].totals) == {"A": 0, "B": 4, "C": 4, "D": 0}


def test_line_211_smudge_not_from_the_hole():
    """seeds/000 line 211: a player in the hole (below nothing) only scores his four."""
    state = play([{"pitcher": "C", "bid": 2, "sold": True, "high": "A", "low": "A",
                   "jack": None, "game": "A"}], rules=SMUDGE)
    assert state.totals["C"] == -2
    state = SMUDGE.score(state, {"dealer": "A", "pitcher": "C", "bid": 4, "sold": True,
                                 "high": "C", "low": "C", "jack": "C", "game": "C"})
    assert not state.over and state.totals["C"] == 2


def test_line_211_smudge_needs_the_pitchers_own_bid_of_four():
    """seeds/000 line 211 (house reading): a seller who refuses a four and makes it has not
    bid four himself; auction pitch has no smudge at all."""
    entry = {"pitcher": "B", "bid": 4, "high": "B", "low": "B", "jack": "B", "game": "B"}
    assert not play([entry], rules=SMUDGE).over
    bought = {"pitcher": "C", "bid": 4, "sold": True, "high": "C", "low": "C", "jack": "C",
              "game": "C"}
    assert not play([bought]).over
    board = play([bought | {"sold": False}], options={"bidding": "board"}, rules=SMUDGE)
    assert board.match is not None and board.match.winner == "C"


def test_whole_games_on_the_command_line(monkeypatch, capsys):
    """DESIGN.md's ``clubapp score``: chips and pool per deal; line 203's example; smudge."""
    deals = [*two_each_to_go("A", "B"),
             {"pitcher": "A", "bid": 3, "high": "A", "low": "A", "jack": "B", "game": "D"},
             {"pitcher": "B", "bid": 1, "high": "B", "low": "C", "jack": None, "game": None}]
    code, out, _ = score_on_cli(monkeypatch, capsys, "auction-pitch",
                                {"players": FOUR, "deals": deals})
    assert code == 0 and out["winner"] == "B"
    assert out["deals"][3]["points"] == {"A": -3, "B": 1, "C": 0, "D": 1}
    assert out["deals"][-1]["chips"] == {"A": 0, "B": 4, "C": 0, "D": 0}
    assert out["deals"][-1]["pool"] == 0
    smudge = [{"pitcher": "C", "bid": 4, "high": "C", "low": "C", "jack": "C", "game": "C"}]
    code, out, _ = score_on_cli(monkeypatch, capsys, "smudge",
                                {"players": FOUR, "deals": smudge}, "bidding=board")
    assert code == 0 and out["winner"] == "C"


@pytest.mark.parametrize("rules", [PITCH, SMUDGE], ids=["auction-pitch", "smudge"])
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_only_rule_errors_and_rejected_deals_change_nothing(rules, data):
    """Random entries, well formed or not: RuleError or a consistent new state."""
    players = data.draw(st.sampled_from([FOUR, SEVEN[:5], SEVEN]))
    options = data.draw(st.fixed_dictionaries({}, optional={
        "bidding": st.sampled_from(["sell", "board"]),
        "seller_out_bids": st.sampled_from(["barred", "full-value"]),
        "setback_red_chip": st.booleans()}))
    deal = st.one_of(bidding_deals(players, ("high", "low", "jack", "game"), 4, game_pips=True),
                     entries(rules, players))
    play_fuzz(rules, rules.new_state(players, options), data.draw(st.lists(deal, max_size=12)))


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_every_deal_is_a_points_entry_the_check_accepts(data):
    """Whatever a deal of auction pitch gives (a sale, a set-back, two revokes), a points entry
    may give: the points check knows every kind of deal."""
    players = data.draw(st.sampled_from([FOUR, SEVEN[:5], SEVEN]))
    options = data.draw(st.fixed_dictionaries({"target": st.just(100)}, optional={
        "bidding": st.sampled_from(["sell", "board"]),
        "seller_out_bids": st.sampled_from(["barred", "full-value"])}))
    deals = data.draw(st.lists(bidding_deals(players, ("high", "low", "jack", "game"), 4,
                                             game_pips=True), min_size=1, max_size=8))
    points_entries_agree(PITCH, players, deals, options, margin=10)
