"""Rams and rounce by seeds/000 lines 1-27 (chips one to a counter)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game
from tests.rules.pool_fuzz import check_pool_deals, pool_entries

FOUR = ["Ann", "Bob", "Cat", "Dan"]
SIX = [*FOUR, "Eve", "Fay"]
RAMS = get_game("rams")
ROUNCE = get_game("rounce")

# Ann deals a simple pool of 5; Bob takes 3 tricks, Cat 2; Ann and Dan are ramsed: 10 carried.
OPENING = {"tricks": {"Bob": 3, "Cat": 2}}


def play(deals, game=RAMS, players=FOUR, **options):
    return game.score_all(game.new_state(players, options), deals)


def chips(state, deal=-1):
    return dict(state.deals[deal].chips)


def rejected(deals, field, game=RAMS, players=FOUR, **options):
    with pytest.raises(RuleError) as caught:
        play(deals, game, players, **options)
    assert caught.value.field == field, caught.value.message
    return caught.value.reason


def test_line_7_dealer_puts_five_and_line_21_a_fifth_a_trick_ramsed_pay_five():
    """seeds/000 lines 7, 21: the dealer puts five; each trick takes a fifth; no trick: five more."""
    state = play([OPENING])
    assert chips(state) == {"Ann": -10, "Bob": 3, "Cat": 2, "Dan": -5, "pool": 10}
    assert state.extra.pool == 10


def test_line_19_simple_pool_everyone_plays_double_pool_each_may_pass():
    """seeds/000 line 19: only the dealer's five: simple, all play (usual custom); more: double."""
    assert "everyone plays" in rejected([{"in": ["Bob", "Cat"], "tricks": {"Bob": 5}}], "in")
    state = play([{"in": ["Bob", "Cat"], "tricks": {"Bob": 5}}], simple_all_play=False)
    assert chips(state) == {"Ann": -5, "Bob": 5, "Cat": -5, "Dan": 0, "pool": 5}
    state = play([OPENING, {"in": ["Cat", "Dan", "Bob"], "tricks": {"Cat": 2, "Dan": 3}}])
    assert chips(state) == {"Ann": 0, "Bob": -10, "Cat": 6, "Dan": 9, "pool": -5}
    assert rejected([OPENING, {"tricks": {"Cat": 5}}], "in").startswith("missing")


def test_line_21_ramsed_player_dealing_next_puts_up_ten():
    """seeds/000 line 21: a ramsed player who deals next puts up ten: five for his deal, five rams."""
    first = play([{"tricks": {"Cat": 3, "Dan": 2}}])  # Ann deals; Bob, who deals next, is ramsed
    second = RAMS.score(first, {"in": ["Cat", "Dan"], "tricks": {"Cat": 5}})
    bob_paid = [t.units for state in (first, second) for t in state.extra.transfers
                if t.source == "Bob" and t.destination == "pool"]
    assert bob_paid == [5, 5]
    assert first.extra.pool == 10 and chips(second)["Cat"] == 15  # 10 carried + Bob's ante


def test_line_13_pone_refusing_pays_the_dealer_five_and_the_pool_stays():
    """seeds/000 line 13: all pass up to the pone: he plays the dealer or pays him five; pool stays."""
    state = play([OPENING, {"refused_pone": True}])
    assert chips(state) == {"Ann": -5, "Bob": 0, "Cat": 0, "Dan": 0, "pool": 5}  # Ann: Bob's right
    assert state.extra.pool == 15
    assert "simple" in rejected([{"refused_pone": True}], "refused_pone")
    assert "refused_pone" in rejected([OPENING, {"in": []}], "in")


def test_line_13_the_dealer_must_play_against_a_single_opponent():
    """seeds/000 line 13: the dealer must play if only one opposes him; against two he may pass."""
    assert "single" in rejected([OPENING, {"in": ["Cat"], "tricks": {"Cat": 5}}], "in")
    state = play([OPENING, {"in": ["Cat", "Bob"], "tricks": {"Cat": 4, "Bob": 1}}])
    assert chips(state) == {"Ann": 0, "Bob": -2, "Cat": 12, "Dan": 0, "pool": -10}
    state = play([OPENING, {"in": ["Cat", "Dan"], "tricks": {"Cat": 4, "Dan": 1}}])
    assert chips(state)["Bob"] == -5


def test_line_23_general_rams_made_takes_the_pool_and_five_from_each():
    """seeds/000 line 23: all five tricks: the pool and five chips from every other player."""
    state = play([{"general": "Bob", "tricks": {"Bob": 5}}])
    assert chips(state) == {"Ann": -10, "Bob": 20, "Cat": -5, "Dan": -5, "pool": 0}


def test_line_23_general_rams_failed_doubles_the_pool_and_pays_five_to_each():
    """seeds/000 line 23: failing, he doubles the pool and pays five to each opponent; no shares."""
    state = play([OPENING, {"general": "Cat", "tricks": {"Cat": 4, "Dan": 1}}])
    assert chips(state) == {"Ann": 5, "Bob": 0, "Cat": -30, "Dan": 5, "pool": 20}
    assert state.extra.pool == 30
    assert "everyone" in rejected([OPENING, {"general": "Cat", "in": ["Cat", "Dan"],
                                             "tricks": {"Cat": 5}}], "in")


def test_line_17_the_one_penalty_wins_nothing_and_pays_five():
    """seeds/000 line 17: the only penalty: win nothing this deal and pay five to the next pool."""
    state = play([{"penalised": ["Cat"], "tricks": {"Bob": 3, "Cat": 2}}])
    assert chips(state) == {"Ann": -10, "Bob": 3, "Cat": -5, "Dan": -5, "pool": 17}
    assert state.extra.carried == 2


def test_line_17_only_one_penalty_a_penalised_player_without_a_trick_pays_five_once():
    """seeds/000 line 17: "in rams there is only one penalty": Dan, penalised, took no trick;
    he pays the penalty's five, not five more as ramsed. Ann, who played without a trick, is
    ramsed."""
    state = play([{"penalised": ["Dan"], "tricks": {"Bob": 3, "Cat": 2}}])
    assert chips(state) == {"Ann": -10, "Bob": 3, "Cat": 2, "Dan": -5, "pool": 10}
    assert state.deals[0].note_text() == "ramsed: Ann"
    assert [t.reason for t in state.extra.transfers if t.source == "Dan"] == ["penalty"]


def test_odd_chips_of_a_fifth_stay_in_the_pool_or_go_to_the_eldest():
    """House rule (as seeds/000 line 45): a fifth that does not divide leaves its odd chips."""
    deals = [{"penalised": ["Cat"], "tricks": {"Bob": 3, "Cat": 2}},
             {"in": ["Cat", "Dan", "Bob"], "tricks": {"Cat": 3, "Dan": 2}}]
    assert chips(play(deals))["Cat"] == 12 and play(deals).extra.pool == 7  # 22: fifths of 4
    assert chips(play(deals, odd_chips="eldest"))["Cat"] == 14


def test_line_5_at_six_the_dealer_takes_no_cards():
    """seeds/000 line 5: with six players the dealer deals himself no cards."""
    state = play([{"tricks": {"Bob": 5}}], players=SIX)
    assert chips(state) == {"Ann": -5, "Bob": 5, "Cat": -5, "Dan": -5, "Eve": -5, "Fay": -5,
                            "pool": 20}
    assert "did not play" in rejected([{"tricks": {"Ann": 1, "Bob": 4}}], "tricks.Ann", players=SIX)
    state = play([{"general": "Bob", "tricks": {"Bob": 5}}], players=SIX)
    assert chips(state)["Bob"] == 5 + 4 * 5 and chips(state)["Ann"] == -5


def test_house_rule_eldest_must_play():
    """seeds/000 line 11: in some clubs the eldest hand must play (option, off by default)."""
    deals = [OPENING, {"in": ["Dan", "Bob"], "tricks": {"Dan": 5}}]
    assert chips(play(deals))["Dan"] == 15
    assert "eldest" in rejected(deals, "in", eldest_must_play=True)


def test_bad_tricks_are_refused():
    """Tricks that do not add up to five, or won by a player who passed: a message, nothing kept."""
    assert "5" in rejected([{"tricks": {"Bob": 4}}], "tricks")
    assert "did not play" in rejected([OPENING, {"in": ["Cat", "Dan"], "tricks": {"Ann": 5}}],
                                      "tricks.Ann")


def test_line_27_rounce_all_pools_alike_and_no_general_rounce():
    """seeds/000 line 27: rounce: three to nine, all pools alike (each may pass), no general."""
    state = play([{"in": ["Bob", "Cat"], "tricks": {"Bob": 4, "Cat": 1}}], ROUNCE)
    assert chips(state) == {"Ann": -5, "Bob": 4, "Cat": 1, "Dan": 0, "pool": 0}
    assert rejected([{"general": "Bob", "tricks": {"Bob": 5}}], "general", ROUNCE)
    nine = [f"P{i}" for i in range(9)]
    assert len(play([{"in": nine[1:3], "tricks": {"P1": 5}}], ROUNCE, nine).players) == 9
    assert rejected([], "players", ROUNCE, [f"P{i}" for i in range(10)])


@pytest.mark.parametrize(("game", "players"), [(RAMS, FOUR), (RAMS, SIX), (ROUNCE, SIX[:5])])
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_fuzz_only_rule_errors_and_every_chip_kept(game, players, data):
    """Random entries: only RuleError, a rejected entry changes nothing, no chip made or lost."""
    options = {"odd_chips": data.draw(st.sampled_from(["stay", "eldest"]))}
    entries = data.draw(st.lists(pool_entries(game, players, 5), max_size=12))
    check_pool_deals(game, players, options, entries)
