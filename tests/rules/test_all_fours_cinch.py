"""Cinch (seeds/000 lines 227-271; the count is a house rule, the seed being cut off)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError
from clubapp.rules.games.all_fours_cinch import Cinch
from tests.rules.all_fours_fuzz import entries, play_fuzz, score_on_cli

RULES = Cinch()
FOUR = ["Al", "Bo", "Cy", "Di"]  # side A: Al and Cy; side B: Bo and Di
EACH = {"count": "each-takes"}


def cards(**winners):
    """Who won each counting card; the rest to Al unless told."""
    base = dict.fromkeys(("high", "low", "jack", "game", "right_pedro", "left_pedro"), "Al")
    base.update(winners)
    return base


def play(deals, options=None, players=FOUR):
    state = RULES.new_state(players, options)
    for entry in deals:
        state = RULES.score(state, entry)
    return state


def points(state):
    return dict(state.deals[-1].points)


def test_lines_249_263_fourteen_points_each_to_the_winner_of_the_card():
    """seeds/000 lines 249-263: high, low, jack, game 1 each, right and left pedro 5 each, all
    to the player who wins them: A takes 8 (high, jack, right pedro, game), B 6."""
    state = play([{"bidder": "Al", "bid": 6,
                   **cards(low="Bo", left_pedro="Di", game="Cy")}])
    assert points(state) == {"A": 2, "B": 0}  # the standard count: the difference


def test_difference_count_equal_points_score_nothing():
    """House rule ``difference`` (standard count): 7 against 7, nobody scores."""
    state = play([{"bidder": "Bo", "bid": 7, "card_points": {"A": 7, "B": 7}}])
    assert points(state) == {"A": 0, "B": 0}


def test_difference_count_the_side_with_more_scores_even_against_the_bidders():
    """House rule ``difference``: the bidders make their 5 with 6, the others took 8: the
    others score the difference, 2."""
    state = play([{"bidder": "Bo", "bid": 5, "card_points": {"A": 8, "B": 6}}])
    assert points(state) == {"A": 2, "B": 0}


def test_difference_count_failed_bid_gives_the_others_their_points_and_the_bid():
    """House rule ``difference``: the bidders bid 8 and took 6; the others score their 8 and
    the 8 bid, 16; the bidders nothing."""
    state = play([{"bidder": "Bo", "bid": 8, "card_points": {"A": 8, "B": 6}}])
    assert points(state) == {"A": 16, "B": 0}


def test_each_takes_count_both_sides_score_what_they_took():
    """House rule ``each-takes``: a made bid, each side scores what it took."""
    state = play([{"bidder": "Bo", "bid": 6, "card_points": {"A": 8, "B": 6}}], EACH)
    assert points(state) == {"A": 8, "B": 6}


def test_each_takes_count_failed_bidders_go_back_by_the_bid():
    """House rule ``each-takes``: the bidders bid 8 and took 6: set back 8; the others 8."""
    state = play([{"bidder": "Bo", "bid": 8, "card_points": {"A": 8, "B": 6}}], EACH)
    assert points(state) == {"A": 8, "B": -8}


def test_each_takes_count_the_bidders_go_out_first():
    """seeds/000 lines 201, 229 (cinch is a pedro variety of auction pitch): when both sides
    reach fifty-one in one deal, the side that bid and made it goes out first."""
    state = play([{"bidder": "Al", "bid": 1, "card_points": {"A": 7, "B": 7}}] * 6, EACH)
    assert dict(state.totals) == {"A": 42, "B": 42}
    state = RULES.score(state, {"bidder": "Bo", "bid": 7, "card_points": {"A": 7, "B": 7}})
    assert dict(state.totals) == {"A": 49, "B": 49}
    end = RULES.score(state, {"bidder": "Di", "bid": 2,
                              **cards(high="Bo", low="Bo", jack="Cy", game="Cy",
                                      right_pedro="Di", left_pedro="Al")})
    assert end.match is not None and end.match.winner == "B"
    assert points(end) == {"A": 0, "B": 2}  # high and low take B from 49 to 51


def test_line_265_nobody_bids_more_than_fourteen():
    """seeds/000 line 265: no one may bid more than fourteen."""
    with pytest.raises(RuleError) as err:
        play([{"bidder": "Al", "bid": 15, "card_points": {"A": 8, "B": 6}}])
    assert err.value.field == "bid"


def test_line_269_no_bid_the_dealer_names_trump_without_a_contract():
    """seeds/000 line 269: nobody bids, the dealer names trump: there is no bid to fail."""
    state = play([{"bid": 0, "card_points": {"A": 4, "B": 10}}])
    assert points(state) == {"A": 0, "B": 6}
    with pytest.raises(RuleError) as err:
        play([{"bidder": "Al", "bid": 0, "card_points": {"A": 4, "B": 10}}])
    assert err.value.field == "bid"
    with pytest.raises(RuleError) as err:
        play([{"bid": 3, "card_points": {"A": 4, "B": 10}}])
    assert err.value.field == "bidder"


def test_four_players_every_point_is_in_play():
    """seeds/000 line 271, then the standard rule the seed does not reach: with four the
    dealer robs the pack, so all 14 points are played."""
    with pytest.raises(RuleError) as err:
        play([{"bidder": "Al", "bid": 6, "card_points": {"A": 8, "B": 5}}])
    assert err.value.field == "card_points"
    with pytest.raises(RuleError) as err:
        play([{"bidder": "Al", "bid": 6, **cards(jack=None)}])
    assert err.value.field == "jack"


def test_line_239_two_play_each_for_himself_and_points_may_stay_in_the_stock():
    """seeds/000 line 239: two to six may play; two each for himself, and a counting trump
    left in the stock scores for nobody."""
    state = play([{"bidder": "Al", "bid": 5, **cards(low=None, left_pedro="Bo")}],
                 players=["Al", "Bo"])
    assert points(state) == {"Al": 3, "Bo": 0}  # Al 8, Bo 5: the difference
    with pytest.raises(RuleError):
        play([{"bidder": "Al", "bid": 5, "card_points": {"Al": 4, "Bo": 4}}],
             players=["Al", "Bo"])  # four single points cannot give eight


@pytest.mark.parametrize("players", [["Al", "Bo", "Cy"], ["Al", "Bo", "Cy", "Di", "Ed"]],
                         ids=["three", "five"])
def test_line_239_three_and_five_play_each_for_himself(players):
    """seeds/000 line 239: "from two to six can play": three and five each for himself, every
    player scoring what he took (the difference count is between two sides)."""
    state = play([{"bidder": "Bo", "bid": 6, **cards(high="Bo", right_pedro="Bo",
                                                      left_pedro="Cy", low=None)}],
                 players=players)
    assert points(state) == {"Bo": 6, "Al": 2, "Cy": 5, **dict.fromkeys(players[3:], 0)}
    assert state.deals[-1].note_text() == "high Bo, right pedro Bo +5, jack Al, game Al, " \
                                          "left pedro Cy +5"


def test_line_239_three_play_a_failed_bidder_is_set_back_the_others_score_what_they_took():
    """Cut-throat cinch: the bidder who fails goes back by his bid; the others score."""
    state = play([{"bidder": "Cy", "bid": 8, **cards(right_pedro="Cy", left_pedro="Bo")}],
                 players=["Al", "Bo", "Cy"])
    assert points(state) == {"Al": 4, "Bo": 5, "Cy": -8}
    assert RULES.new_state(["Al", "Bo", "Cy"]).options["count"] == "difference"


def test_line_239_three_play_points_entries_each_for_himself():
    """A points entry of cut-throat cinch: what each took, one player at most set back."""
    three = ["Al", "Bo", "Cy"]
    assert play([{"points": {"Al": 5, "Bo": 6, "Cy": -9}}], players=three).totals["Bo"] == 6
    for bad in ({"Al": -2, "Bo": -3, "Cy": 0}, {"Al": 12, "Bo": 6, "Cy": 0},
                {"Al": -15, "Bo": 0, "Cy": 0}):
        with pytest.raises(RuleError) as err:
            play([{"points": bad}], players=three)
        assert err.value.field == "points"


def test_house_rule_pedro_revoke_two_revokes_in_one_hand_each_set_back():
    """House rule (pedro's revoke, line 223) for each revoke: both sides revoke with a bid of 6:
    each goes back 6 and neither scores what it took."""
    state = play([{"bidder": "Al", "bid": 6, "card_points": {"A": 8, "B": 6},
                   "revoke": {"by": "Bo"}, "second_revoke": {"by": "Cy"}}])
    assert points(state) == {"A": -6, "B": -6}
    assert play([{"points": {"A": -6, "B": -6}}]).totals["A"] == -6
    three = play([{"points": {"Al": -10, "Bo": -10, "Cy": 4}}], players=["Al", "Bo", "Cy"])
    assert three.totals["Cy"] == 4


def test_six_play_as_two_sides_of_three():
    """seeds/000 line 239: six players: seats 1, 3, 5 against 2, 4, 6."""
    entry = {"bidder": "E", "bid": 9, "high": "B", "low": "A", "jack": "C", "game": "A",
             "right_pedro": "E", "left_pedro": "E"}
    state = play([entry], players=["A", "B", "C", "D", "E", "F"])
    assert points(state) == {"A": 13 - 1, "B": 0}


def test_revoke_sets_the_offenders_back_by_the_bid():
    """House rule (pedro, line 223): the offending side goes back by the bid, the other side
    scores what it took."""
    state = play([{"bidder": "Al", "bid": 9, "card_points": {"A": 9, "B": 5},
                   "revoke": {"by": "Cy"}}])
    assert points(state) == {"A": -9, "B": 5}
    state = play([{"bid": 0, "card_points": {"A": 9, "B": 5}, "revoke": {"by": "Bo"}}])
    assert points(state) == {"A": 9, "B": -10}


def test_line_247_whole_game_to_fifty_one():
    """seeds/000 line 247: fifty-one points win; the chips to go fall to nothing."""
    state = play([{"bidder": "Al", "bid": 9, "card_points": {"A": 14, "B": 0}}] * 3)
    assert dict(state.totals) == {"A": 42, "B": 0}
    assert dict(state.extra["to_go"]) == {"A": 9, "B": 51}
    state = RULES.score(state, {"bidder": "Bo", "bid": 10, "card_points": {"A": 5, "B": 9}})
    assert dict(state.totals) == {"A": 57, "B": 0}
    assert state.match is not None and state.match.winner == "A"


def test_points_entry_no_deal_gives_is_refused():
    """Standard count, four players: only the difference of a 14-point split scores (even),
    or a failed bid's points and bid (15 to 28)."""
    assert play([{"points": {"A": 16}}]).totals["A"] == 16
    for impossible in ({"A": 3}, {"A": 29}, {"A": 2, "B": 2}):
        with pytest.raises(RuleError) as err:
            play([{"points": impossible}])
        assert err.value.field == "points"
    assert play([{"points": {"A": -9, "B": 5}}], EACH).totals["B"] == 5


def test_whole_game_on_the_command_line(monkeypatch, capsys):
    """DESIGN.md's ``clubapp score``: cinch to fifty-one; points that miss 14 exit 2."""
    deals = [{"bidder": "Al", "bid": 9, "card_points": {"A": 14, "B": 0}}] * 4
    code, out, _ = score_on_cli(monkeypatch, capsys, "cinch", {"players": FOUR, "deals": deals})
    assert code == 0 and out["winner"] == "A"
    bad = {"players": FOUR, "deals": [{"bidder": "Al", "bid": 6, "card_points": {"A": 8, "B": 5}}]}
    code, out, err = score_on_cli(monkeypatch, capsys, "cinch", bad)
    assert code == 2 and out is None and err.startswith("clubapp: deal 1: card_points:")


@pytest.mark.parametrize("players", [["a", "b"], ["a", "b", "c"], FOUR, list("abcde"),
                                     list("abcdef")], ids=["2", "3", "4", "5", "6"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_only_rule_errors_and_rejected_deals_change_nothing(players, data):
    """Random entries, well formed or not: RuleError or a consistent new state."""
    who = st.sampled_from(players)
    good = st.fixed_dictionaries(
        {"bidder": who, "bid": st.integers(1, 14)},
        optional={**{name: st.one_of(who, st.none()) for name in cards()},
                  "revoke": st.fixed_dictionaries({"by": who}),
                  "second_revoke": st.fixed_dictionaries({"by": who})})
    options = data.draw(st.sampled_from([{}, EACH]))
    deal = st.one_of(good, entries(RULES, players))
    play_fuzz(RULES, RULES.new_state(players, options), data.draw(st.lists(deal, max_size=12)))
