"""Pedro (Pedro Sancho) and Dom Pedro (seeds/000 lines 213-225)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError
from clubapp.rules.games.all_fours_pedro import DomPedro, Pedro
from tests.rules.all_fours_fuzz import (
    bidding_deals,
    entries,
    play_fuzz,
    points_entries_agree,
    score_on_cli,
)

PEDRO = Pedro()
DOM = DomPedro()
FOUR = ["Al", "Bo", "Cy", "Di"]  # Al deals first: Bo is the eldest hand and sells
NOBODY = {"jack": None, "game": None, "five": None, "nine": None}


def pedro_deal(**fields):
    """A pedro entry: Bo pitches with no bid; high and low to Bo unless told."""
    base = {"pitcher": "Bo", "bid": 0, "high": "Bo", "low": "Bo", **NOBODY}
    base.update(fields)
    return base


def dom_deal(**fields):
    return pedro_deal(**{"three": None, "snoozer": None, **fields})


def play(deals, rules=PEDRO, options=None):
    state = rules.new_state(FOUR, options)
    for entry in deals:
        state = rules.score(state, entry)
    return state


def test_line_217_everything_to_the_winner_of_the_card():
    """seeds/000 line 217: every point to the player who wins the card, low included."""
    state = play([pedro_deal(high="Cy", low="Di", jack="Al", game="Cy")])
    assert dict(state.deals[0].points) == {"Al": 1, "Bo": 0, "Cy": 2, "Di": 1}


def test_line_219_eighteen_points_a_deal():
    """seeds/000 line 219: high, low, jack, game 1 each, the five 5, the nine 9: 18."""
    state = play([pedro_deal(pitcher="Cy", bid=18, sold=True, high="Cy", low="Cy", jack="Cy",
                             game="Cy", five="Cy", nine="Cy")])
    assert dict(state.deals[0].points) == {"Al": 0, "Bo": 18, "Cy": 18, "Di": 0}


def test_line_217_no_ten_in_play_no_game():
    """seeds/000 line 217: game is the ten of trumps; not in play, nobody scores game."""
    state = play([pedro_deal(five="Di")])
    assert dict(state.deals[0].points) == {"Al": 0, "Bo": 2, "Cy": 0, "Di": 5}


def test_line_219_a_bid_above_eighteen_is_refused():
    """seeds/000 line 219: 18 is the most a deal holds and the most one may bid."""
    with pytest.raises(RuleError) as err:
        play([pedro_deal(pitcher="Cy", bid=19, sold=True)])
    assert err.value.field == "bid"


def test_line_223_five_goes_out_before_nine():
    """seeds/000 line 223: going out in the order high, low, jack, ten, five, nine: Cy's five
    beats Di's nine when both reach fifty in the deal."""
    state = play([{"points": {"Cy": 15, "Di": 3}}, {"points": {"Cy": 15, "Di": 3}},
                  {"points": {"Cy": 15, "Di": 3}}, {"points": {"Di": 16}},
                  {"points": {"Di": 16}}])
    assert dict(state.totals) == {"Al": 0, "Bo": 0, "Cy": 45, "Di": 41}
    state = PEDRO.score(state, pedro_deal(dealer="Al", five="Cy", nine="Di"))
    assert state.match is not None and state.match.winner == "Cy"
    assert dict(state.deals[-1].points) == {"Al": 0, "Bo": 2, "Cy": 5, "Di": 0}


def test_line_201_the_pitcher_goes_out_first_in_pedro_too():
    """seeds/000 lines 201, 223: the pitcher who made his bid goes out before the nine."""
    state = play([{"points": {"Cy": 15, "Di": 3}}, {"points": {"Cy": 15, "Di": 3}},
                  {"points": {"Cy": 15, "Di": 3}}, {"points": {"Di": 16}},
                  {"points": {"Di": 16}}])
    state = PEDRO.score(state, pedro_deal(dealer="Al", pitcher="Di", bid=9, sold=True,
                                          high="Cy", low="Cy", five="Cy", nine="Di"))
    assert state.match is not None and state.match.winner == "Di"


def test_line_223_revoke_sets_back_the_bid_and_the_offender_scores_nothing():
    """seeds/000 line 223: the offender goes back by the bid and scores nothing that hand."""
    state = play([pedro_deal(pitcher="Cy", bid=6, sold=True, high="Cy", low="Al", five="Al",
                             nine="Cy", revoke={"by": "Al"})])
    assert dict(state.deals[0].points) == {"Al": -6, "Bo": 6, "Cy": 10, "Di": 0}


@pytest.mark.parametrize("rules", [PEDRO, DOM], ids=["pedro", "dom-pedro"])
def test_line_223_a_seller_who_revokes_scores_nothing_for_that_hand_not_his_sale_either(rules):
    """seeds/000 line 223: the offender "can score nothing for that hand": Bo sold the pitch to
    Cy for 6 and revoked, so he is set back 6 and the 6 of his sale are not scored."""
    extra = {"three": None, "snoozer": None} if rules is DOM else {}
    state = play([pedro_deal(pitcher="Cy", bid=6, sold=True, high="Cy", low="Bo", five="Cy",
                             nine="Cy", revoke={"by": "Bo"}, **extra)], rules)
    assert dict(state.deals[0].points) == {"Al": 0, "Bo": -6, "Cy": 15, "Di": 0}


def test_line_223_two_revokes_each_go_back_by_the_bid_or_ten():
    """seeds/000 line 223, for each revoke: with no bid, Al and Cy each go back ten and score
    nothing that hand."""
    state = play([pedro_deal(high="Cy", low="Al", five="Bo", nine="Di", revoke={"by": "Al"},
                             second_revoke={"by": "Cy"})])
    assert dict(state.deals[0].points) == {"Al": -10, "Bo": 5, "Cy": -10, "Di": 9}


def test_line_223_fifty_points_make_the_game():
    """seeds/000 line 223: the game is fifty points; the nine takes Bo from 45 to 54."""
    everything = pedro_deal(dealer="Al", high="Bo", low="Bo", jack="Bo", game="Bo", five="Bo",
                            nine="Bo")
    state = play([everything, everything, everything])
    assert state.match is not None and state.match.winner == "Bo"
    assert dict(state.games[0].totals)["Bo"] == 54
    with pytest.raises(RuleError):
        PEDRO.score(state, everything)


def test_line_225_dom_pedro_thirty_six_points_a_deal():
    """seeds/000 line 225: the three, five and nine at face value and the snoozer 15: 36."""
    state = play([dom_deal(high="Cy", low="Cy", jack="Cy", game="Cy", three="Cy", five="Cy",
                           nine="Cy", snoozer="Cy")], rules=DOM)
    assert state.deals[0].points["Cy"] == 36


def test_line_225_dom_pedro_three_goes_out_before_the_snoozer():
    """seeds/000 line 225: going out: high, low, jack, ten, three, five, nine, snoozer. Cy
    needs three, Di fifteen: Cy's three goes out before Di's snoozer."""
    fill = [{"points": {"Cy": 33, "Di": 3}}, {"points": {"Cy": 14, "Di": 17}},
            {"points": {"Di": 15, "Al": 2}}]
    state = play(fill, rules=DOM)
    assert dict(state.totals) == {"Al": 2, "Bo": 0, "Cy": 47, "Di": 35}
    end = DOM.score(state, dom_deal(dealer="Al", high="Al", low="Di", three="Cy",
                                    snoozer="Di"))
    assert end.match is not None and end.match.winner == "Cy"
    assert dict(end.deals[-1].points) == {"Al": 1, "Bo": 0, "Cy": 3, "Di": 1}
    no_three = DOM.score(state, dom_deal(dealer="Al", high="Al", low="Di", snoozer="Di"))
    assert no_three.match is not None and no_three.match.winner == "Di"


def test_line_225_dom_pedro_the_joker_is_the_lowest_trump_so_it_wins_low():
    """seeds/000 line 225: "the joker is the lowest trump, so the deuce of trumps beats it":
    in play, the snoozer is low, and its winner scores low with its 15 (line 217)."""
    state = play([dom_deal(high="Cy", low="Di", snoozer="Di", low_card="JK")], rules=DOM)
    assert dict(state.deals[0].points) == {"Al": 0, "Bo": 0, "Cy": 1, "Di": 16}
    with pytest.raises(RuleError) as err:
        play([dom_deal(high="Cy", low="Al", snoozer="Di")], rules=DOM)
    assert err.value.field == "low" and "Di" in err.value.reason
    with pytest.raises(RuleError) as err:
        play([dom_deal(high="Cy", low="Di", snoozer="Di", low_card="2H")], rules=DOM)
    assert err.value.field == "low_card"
    with pytest.raises(RuleError) as err:
        play([dom_deal(high="Cy", low="Di", low_card="JK")], rules=DOM)
    assert err.value.field == "low_card"
    # without the snoozer in play low is the lowest natural trump, to whoever wins it
    natural = play([dom_deal(high="Cy", low="Al", low_card="2H")], rules=DOM)
    assert dict(natural.deals[0].points) == {"Al": 1, "Bo": 0, "Cy": 1, "Di": 0}
    # pedro has no joker: it is never low there
    with pytest.raises(RuleError) as err:
        play([pedro_deal(high="Cy", low="Di", low_card="JK")])
    assert err.value.field == "low_card"


def test_line_225_a_points_entry_gives_the_snoozer_and_low_to_one_player():
    """seeds/000 line 225: the snoozer's 15 come with low, so 15 and 15 cannot be (without the
    snoozer the other cards hold only 21); 16 and 14 can. Bidding to the board, so that no
    sale can make up the points."""
    board = {"bidding": "board"}
    with pytest.raises(RuleError) as err:
        play([{"points": {"Al": 15, "Bo": 15, "Cy": 0, "Di": 0}}], DOM, board)
    assert err.value.field == "points"
    assert play([{"points": {"Al": 16, "Bo": 14, "Cy": 0, "Di": 0}}], DOM, board).totals["Al"] == 16


def test_line_225_dom_pedro_plays_to_fifty_or_a_hundred():
    """seeds/000 line 225: the game is fifty or a hundred."""
    assert DOM.new_state(FOUR).options["target"] == 50
    assert DOM.new_state(FOUR, {"target": 100}).extra["to_go"]["Al"] == 100


def test_points_entry_no_deal_gives_is_refused():
    """seeds/000 lines 189, 219: a sale and the four single points cannot give four players 2
    each (the five and nine are too big)."""
    with pytest.raises(RuleError) as err:
        play([{"points": {"Al": 2, "Bo": 2, "Cy": 2, "Di": 2}}])
    assert err.value.field == "points"
    assert play([{"points": {"Al": 2, "Bo": 2, "Cy": 0, "Di": 0}}]).totals["Al"] == 2


def test_whole_games_on_the_command_line(monkeypatch, capsys):
    """DESIGN.md's ``clubapp score``: pedro to fifty, dom pedro to a hundred."""
    everything = pedro_deal(dealer="Al", high="Bo", low="Bo", jack="Bo", game="Bo", five="Bo",
                            nine="Bo")
    code, out, _ = score_on_cli(monkeypatch, capsys, "pedro",
                                {"players": FOUR, "deals": [everything] * 3})
    assert code == 0 and out["winner"] == "Bo" and out["games"][0]["totals"]["Bo"] == 54
    dom = dom_deal(dealer="Al", high="Bo", low="Bo", jack="Bo", game="Bo", three="Bo",
                   five="Bo", nine="Bo", snoozer="Bo")
    code, out, _ = score_on_cli(monkeypatch, capsys, "dom-pedro",
                                {"players": FOUR, "deals": [dom] * 3}, "target=100")
    assert code == 0 and out["winner"] == "Bo" and out["games"][0]["totals"]["Bo"] == 108


@pytest.mark.parametrize("rules", [PEDRO, DOM], ids=["pedro", "dom-pedro"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_only_rule_errors_and_rejected_deals_change_nothing(rules, data):
    """Random entries, well formed or not: RuleError or a consistent new state."""
    players = data.draw(st.sampled_from([FOUR, ["a", "b", "c", "d", "e", "f", "g"]]))
    counters = [name for name, _, _, _ in rules.counters]
    deal = st.one_of(bidding_deals(players, counters, rules.max_bid), entries(rules, players))
    options = data.draw(st.fixed_dictionaries({}, optional={
        "bidding": st.sampled_from(["sell", "board"])}))
    play_fuzz(rules, rules.new_state(players, options), data.draw(st.lists(deal, max_size=12)))


@pytest.mark.parametrize("rules", [PEDRO, DOM], ids=["pedro", "dom-pedro"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_every_deal_is_a_points_entry_the_check_accepts(rules, data):
    """Whatever a deal of pedro gives (a sale, a set-back, two revokes, the snoozer and low), a
    points entry may give: the points check knows every kind of deal."""
    players = data.draw(st.sampled_from([FOUR, ["a", "b", "c", "d", "e", "f", "g"]]))
    counters = [name for name, _, _, _ in rules.counters]
    options = data.draw(st.fixed_dictionaries({"target": st.just(400)}, optional={
        "bidding": st.sampled_from(["sell", "board"])}))
    deals = data.draw(st.lists(bidding_deals(players, counters, rules.max_bid), min_size=1,
                               max_size=8))
    points_entries_agree(rules, players, deals, options, margin=80)
