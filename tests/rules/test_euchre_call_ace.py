"""Call-ace euchre by seeds/002 lines 167–179."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game

from .euchre_family_fuzz import check_fuzz, entries_for

FIVE = ["Ann", "Bob", "Cat", "Dan", "Eve"]
FOUR = FIVE[:4]
SIX = [*FIVE, "Fay"]
GAME = get_game("euchre-call-ace")


def play(deals, players=FIVE, **options):
    return GAME.score_all(GAME.new_state(players, options), deals)


def scorers(entry, players=FIVE):
    return {p: n for p, n in play([entry], players).deals[0].points.items() if n}


def test_line_177_maker_and_partner_three_tricks_one_each():
    """seeds/002 line 177: maker and partner taking three tricks score one point each."""
    assert scorers({"maker": "Ann", "partner": "Dan", "tricks": 3}) == {"Ann": 1, "Dan": 1}


def test_line_177_march_three_each_with_five_or_six_two_with_four():
    """seeds/002 line 177: all five tricks: 3 each if five or six play, 2 if four or fewer."""
    entry = {"maker": "Ann", "partner": "Bob", "tricks": 5}
    assert scorers(entry) == {"Ann": 3, "Bob": 3}
    assert scorers(entry, SIX) == {"Ann": 3, "Bob": 3}
    assert scorers(entry, FOUR) == {"Ann": 2, "Bob": 2}


def test_line_177_euchred_partnership_gives_two_to_every_other_player():
    """seeds/002 line 177: euchred, each of the others at the table scores 2."""
    assert scorers({"maker": "Ann", "partner": "Bob", "tricks": 2}) == {"Cat": 2, "Dan": 2, "Eve": 2}


def test_line_179_lone_march_one_for_every_player_himself_included():
    """seeds/002 line 179: a lone hand taking all five scores a point for each player at the
    table, himself included."""
    assert scorers({"maker": "Cat", "partner": None, "alone": True, "tricks": 5}) == {"Cat": 5}
    assert scorers({"maker": "Cat", "partner": None, "alone": True, "tricks": 5}, SIX) == {"Cat": 6}


def test_line_179_lone_three_or_four_one_euchred_two_to_every_other():
    """seeds/002 line 179: a lone hand with three or four tricks 1; euchred, 2 to every other."""
    assert scorers({"maker": "Cat", "partner": None, "alone": True, "tricks": 4}) == {"Cat": 1}
    lone_euchred = scorers({"maker": "Cat", "partner": None, "alone": True, "tricks": 1})
    assert lone_euchred == {"Ann": 2, "Bob": 2, "Dan": 2, "Eve": 2}


def test_line_171_no_partner_when_the_card_was_in_the_stock():
    """seeds/002 line 171: the called card in the stock or the maker's own: no partner; he scores
    as the partnership would (house rule), alone."""
    assert scorers({"maker": "Bob", "partner": None, "tricks": 5}) == {"Bob": 3}
    assert scorers({"maker": "Bob", "partner": None, "tricks": 0}) == {
        "Ann": 2, "Cat": 2, "Dan": 2, "Eve": 2}


def test_line_175_a_maker_who_calls_a_suit_whose_ace_he_holds_plays_alone():
    """seeds/002 line 175: "he may either say 'alone' or call a suit whose ace he holds
    himself": a lone hand, scored by line 179 (one a player for the march), not as a
    partnership; the score form says so where the scorer ticks it."""
    own_ace = {"maker": "Dan", "partner": None, "alone": True, "tricks": 5}
    assert scorers(own_ace) == {"Dan": 5}
    alone = next(f for f in GAME.entry_schema if f.name == "alone")
    partner = next(f for f in GAME.entry_schema if f.name == "partner")
    assert "his own ace" in alone.label and "свой туз" in alone.label_ru
    assert "ace he holds" in alone.help and "туз которой у него" in alone.help_ru
    assert "ace he holds" in partner.help and "tick the lone hand" in partner.help
    assert "отметьте одиночку" in partner.help_ru


def test_line_171_house_rule_a_maker_left_without_a_partner_as_a_lone_hand():
    """seeds/002 line 171 does not say how a maker left without a partner scores: the house rule
    ``no_partner`` (default ``partnership``) may score him as a lone hand (line 179)."""
    entry = {"maker": "Bob", "partner": None, "tricks": 5}
    assert scorers(entry) == {"Bob": 3}
    state = play([entry], no_partner="lone")
    assert {k: v for k, v in state.deals[0].points.items() if v} == {"Bob": 5}


def test_line_173_four_to_six_players():
    """seeds/002 line 173: six, five or four play."""
    for players in (FOUR, FIVE, SIX):
        GAME.new_state(players)
    with pytest.raises(RuleError):
        GAME.new_state(FIVE[:3])


@pytest.mark.parametrize("entry, field", [
    ({"maker": "Ann", "partner": "Ann", "tricks": 3}, "partner"),
    ({"maker": "Ann", "partner": "Bob", "alone": True, "tricks": 3}, "partner"),
    ({"maker": "Ann", "tricks": 3}, "partner"),
    ({"maker": "Zed", "partner": None, "tricks": 3}, "maker"),
])
def test_bad_entries_name_the_field(entry, field):
    with pytest.raises(RuleError) as info:
        play([entry])
    assert info.value.field == field


def test_whole_game_to_five_shared_by_two_players_reaching_it_together():
    """seeds/002 line 177 with law 1's game of five; line 53: one euchre taking two players to
    game together: they share it."""
    deals = [{"maker": "Ann", "partner": "Bob", "tricks": 5},
             {"maker": "Cat", "partner": "Dan", "tricks": 1}]  # 2 each to Ann, Bob and Eve
    state = play(deals)
    assert dict(state.games[0].totals) == {"Ann": 5, "Bob": 5, "Cat": 0, "Dan": 0, "Eve": 2}
    assert state.games[0].winner == "Ann & Bob"
    assert state.match is not None


@pytest.mark.parametrize("given_points", [{"Ann": 1}, {"Ann": 1, "Bob": 1}, {"Ann": 3, "Bob": 3},
                                          {"Ann": 5}, {"Cat": 2, "Dan": 2, "Eve": 2},
                                          {"Bob": 2, "Cat": 2, "Dan": 2, "Eve": 2}])
def test_points_entry_accepts_a_deals_points(given_points):
    state = play([{"points": given_points}])
    assert {k: v for k, v in state.deals[0].points.items() if v} == given_points


@pytest.mark.parametrize("given_points", [{"Ann": 4}, {"Ann": -3}, {"Ann": 1, "Bob": 3},
                                          {"Ann": 1, "Bob": 1, "Cat": 1},
                                          {p: 2 for p in FIVE}])
def test_points_no_deal_gives_are_refused(given_points):
    with pytest.raises(RuleError) as info:
        play([{"points": given_points}])
    assert info.value.field == "points"


def test_law_30_line_277_revoke_ends_the_hand_and_the_opponents_add_or_deduct():
    """seeds/002 line 277: the hand ends at once (no tricks); the offender's opponents add two to
    their own scores or deduct two from his; both sides revoking make the deal void."""
    deal = {"maker": "Ann", "partner": "Bob"}
    assert scorers({**deal, "revoke": {"by": ["Cat"], "take": "add"}}) == {"Ann": 2, "Bob": 2}
    assert scorers({**deal, "revoke": {"by": ["Bob"], "take": "add"}}) == {
        "Cat": 2, "Dan": 2, "Eve": 2}
    assert scorers({**deal, "revoke": {"by": ["Cat"], "take": "deduct"}}) == {"Cat": -2}
    void = play([{**deal, "revoke": {"by": ["Ann", "Dan"]}}])
    assert not any(void.deals[0].points.values())
    assert void.deals[0].note_text() == "revokes on both sides: void"


def test_law_30_line_277_revoke_against_a_lone_hand_costs_its_march():
    """seeds/002 line 277 with line 179: against a lone hand the penalty is what it would have
    scored, one for every player at the table."""
    lone = {"maker": "Cat", "partner": None, "alone": True}
    assert scorers({**lone, "revoke": {"by": ["Ann"], "take": "add"}}) == {"Cat": 5}
    assert scorers({**lone, "revoke": {"by": ["Cat"], "take": "deduct"}}) == {"Cat": -5}


@pytest.mark.parametrize("given_points", [{"Ann": 2}, {"Ann": 2, "Bob": 2}, {"Cat": -2},
                                          {"Cat": -5}, {"Cat": 2, "Dan": 2, "Eve": 2}])
def test_law_30_line_277_points_entry_takes_a_revoke_added_or_deducted(given_points):
    state = play([{"points": given_points}])
    assert {k: v for k, v in state.deals[0].points.items() if v} == given_points


@pytest.mark.parametrize("revoke, field", [
    ({"by": []}, "revoke.by"), ({"by": ["Cat"]}, "revoke.take"),
    ({"by": ["Ann", "Cat"], "take": "add"}, "revoke.take"), ({"by": ["Zed"]}, "revoke.by")])
def test_law_30_revoke_entries_refused(revoke, field):
    with pytest.raises(RuleError) as info:
        play([{"maker": "Ann", "partner": "Bob", "revoke": revoke}])
    assert info.value.field == field


@settings(max_examples=150, deadline=None)
@given(st.lists(entries_for(GAME, FIVE, (1, 2, 3, 5)), max_size=20))
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals):
    check_fuzz(GAME, FIVE, deals)
