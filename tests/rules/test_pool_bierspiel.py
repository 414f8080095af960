"""Bierspiel by seeds/000 lines 29-31: three chalk crosses, a point rubbed out per trick."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game
from tests.rules.pool_fuzz import pool_entries, snapshot

BIER = get_game("bierspiel")
THREE = ["Ann", "Bob", "Cat"]
FOUR = [*THREE, "Dan"]


def play(deals, players=FOUR, **options):
    return BIER.score_all(BIER.new_state(players, options), deals)


def rejected(deals, field, players=FOUR, **options):
    with pytest.raises(RuleError) as caught:
        play(deals, players, **options)
    assert caught.value.field == field, caught.value.message
    return caught.value.reason


def test_line_31_three_crosses_of_five_points_each():
    """seeds/000 line 31: three chalk crosses before each player, each worth five points."""
    assert dict(BIER.new_state(FOUR).totals) == dict.fromkeys(FOUR, 15)


def test_line_31_a_trick_rubs_out_a_point_and_no_cross_for_a_trickless_hand_by_the_book():
    """seeds/000 line 31: each trick won rubs out a point; the book draws crosses only for
    penalties, so playing without a trick costs nothing unless the table's house rule says."""
    state = play([{"in": ["Ann", "Bob", "Cat"], "tricks": {"Bob": 3, "Cat": 2}}])
    assert dict(state.totals) == {"Ann": 15, "Bob": 12, "Cat": 13, "Dan": 15}
    assert BIER.new_state(FOUR).options["ramsed_cross"] is False


def test_house_rule_ramsed_cross_a_fresh_cross_for_playing_without_a_trick():
    """House rule ``ramsed_cross`` (as rams' five chips, line 21): no trick, a fresh cross."""
    state = play([{"in": ["Ann", "Bob", "Cat"], "tricks": {"Bob": 3, "Cat": 2}}],
                 ramsed_cross=True)
    assert dict(state.totals) == {"Ann": 20, "Bob": 12, "Cat": 13, "Dan": 15}
    assert dict(state.deals[0].points) == {"Ann": 5, "Bob": -3, "Cat": -2, "Dan": 0}


def test_line_31_every_penalty_adds_a_fresh_cross():
    """seeds/000 line 31: all penalties are paid by drawing new crosses against the offender."""
    state = play([{"in": ["Bob", "Cat"], "tricks": {"Bob": 5}, "crosses": {"Dan": 1, "Bob": 1}}],
                 ramsed_cross=False)
    assert dict(state.totals) == {"Ann": 15, "Bob": 15, "Cat": 15, "Dan": 20}


def test_line_31_the_last_to_rub_out_his_third_cross_pays_for_the_beer():
    """seeds/000 line 31: the game ends when one player alone has points left: he pays the beer."""
    deals = [{"in": ["Bob"], "tricks": {"Bob": 5}}, {"in": ["Bob"], "tricks": {"Bob": 5}},
             {"in": ["Bob", "Cat"], "tricks": {"Bob": 4, "Cat": 1}},
             {"in": ["Bob", "Cat"], "tricks": {"Bob": 3, "Cat": 2}},  # Bob rubs out his last
             {"in": ["Ann", "Cat"], "tricks": {"Ann": 5}},
             {"in": ["Ann", "Cat"], "tricks": {"Ann": 5}},
             {"in": ["Ann", "Cat"], "tricks": {"Ann": 5}}]
    state = play(deals, THREE, ramsed_cross=False)
    assert state.deals[3].totals["Bob"] == 0
    assert state.match is not None and state.match.winner == "Bob"
    assert dict(state.games[0].totals) == {"Ann": 0, "Bob": 0, "Cat": 12}
    assert state.deals[-1].note_text() == "Cat pays for the beer"
    with pytest.raises(RuleError):
        BIER.score(state, {"in": ["Cat"], "tricks": {"Cat": 5}})
    assert "out of the game" in rejected([*deals[:4], {"in": ["Bob", "Cat"], "tricks": {"Cat": 5}}],
                                         "in", THREE, ramsed_cross=False)


def test_last_two_finishing_in_one_deal_the_scorer_names_who_pays():
    """House rule (book silent): the last two finishing in one deal: the one who finished last pays."""
    opening = [{"in": ["Bob"], "tricks": {"Bob": 5}}] * 3 + [
        {"in": ["Ann", "Cat"], "tricks": {"Ann": 5}}, {"in": ["Ann", "Cat"], "tricks": {"Cat": 5}},
        {"in": ["Ann", "Cat"], "tricks": {"Ann": 5}}, {"in": ["Ann", "Cat"], "tricks": {"Cat": 5}},
        {"in": ["Ann", "Cat"], "tricks": {"Ann": 4, "Cat": 1}}]  # Ann 1 and Cat 4 left
    both = {"in": ["Ann", "Cat"], "tricks": {"Ann": 1, "Cat": 4}}
    assert "last" in rejected([*opening, both], "beer", THREE, ramsed_cross=False)
    assert "did not finish" in rejected([*opening, {**both, "beer": "Bob"}], "beer", THREE,
                                        ramsed_cross=False)
    state = play([*opening, {**both, "beer": "Ann"}], THREE, ramsed_cross=False)
    assert state.match is not None and state.match.winner == "Bob"
    assert state.deals[-1].note_text() == "Ann pays for the beer"


def test_bad_entries_are_refused():
    """Tricks that do not add up to five, or won by a player who passed; six: the dealer holds none."""
    assert "5" in rejected([{"in": ["Bob", "Cat"], "tricks": {"Bob": 4}}], "tricks")
    assert "did not play" in rejected([{"in": ["Bob"], "tricks": {"Bob": 4, "Cat": 1}}],
                                      "tricks.Cat")
    six = [*FOUR, "Eve", "Fay"]
    assert "no cards" in rejected([{"in": ["Ann", "Bob"], "tricks": {"Bob": 5}}], "in", six)


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_fuzz_only_rule_errors_and_a_rejected_entry_changes_nothing(data):
    """Random entries: only RuleError; a rejected entry leaves the state; totals never below 0."""
    players = THREE if data.draw(st.booleans()) else FOUR
    state = BIER.new_state(players, {"ramsed_cross": data.draw(st.booleans())})
    for entry in data.draw(st.lists(pool_entries(BIER, players, 5), max_size=15)):
        before = snapshot(BIER, state)
        try:
            state = BIER.score(state, entry)
        except RuleError:
            assert snapshot(BIER, state) == before
            continue
        assert all(n >= 0 for n in state.deals[-1].totals.values())
