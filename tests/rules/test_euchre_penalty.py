"""Penalty euchre by seeds/002 lines 63–67."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game, result_json

from .euchre_family_fuzz import check_fuzz, entries_for

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve"]
GAME = get_game("euchre-penalty")


def play(deals, **options):
    return GAME.score_all(GAME.new_state(PLAYERS, options), deals)


def test_line_65_five_players_twelve_chips_each():
    """seeds/002 line 65: five players receive twelve chips each."""
    state = GAME.new_state(PLAYERS)
    assert dict(state.totals) == dict.fromkeys(PLAYERS, 12)
    with pytest.raises(RuleError):
        GAME.new_state(PLAYERS[:4])


def test_line_67_no_trick_receives_from_everyone_then_tricks_pay_the_pool():
    """seeds/002 line 67: each player with no trick gets a chip from every other player,
    whether they took tricks or not; then each trick-winner pays a chip a trick into the pool."""
    state = play([{"tricks": {"Ann": 2, "Bob": 2, "Cat": 1}}])
    deal = state.deals[0]
    # Dan and Eve each receive four (one from each other player) and pay one to each other.
    assert dict(deal.chips) == {"Ann": -4, "Bob": -4, "Cat": -3, "Dan": 3, "Eve": 3}
    assert dict(deal.points) == dict(deal.chips)
    assert deal.pool == 5
    assert dict(state.totals) == {"Ann": 8, "Bob": 8, "Cat": 9, "Dan": 15, "Eve": 15}


def test_everyone_with_a_trick_only_pays_the_pool():
    """seeds/002 line 67: with no trickless player, only the pool is paid; it grows deal by deal."""
    even = {"tricks": dict.fromkeys(PLAYERS, 1)}
    state = play([even, even])
    assert dict(state.deals[1].chips) == dict.fromkeys(PLAYERS, -1)
    assert [d.pool for d in state.deals] == [5, 10]
    assert result_json(GAME, state)["deals"][1]["pool"] == 10


def test_line_67_first_rid_of_his_chips_wins():
    """seeds/002 line 67: the first player rid of his twelve chips wins the game."""
    sweep = {"tricks": {"Ann": 5}}  # Ann pays 4 to the others, then 5 to the pool
    state = play([sweep])
    assert dict(state.totals)["Ann"] == 3
    state = GAME.score(state, sweep)
    assert state.match is not None and state.match.winner == "Ann"
    deal = state.deals[-1]
    # Dealer Bob: payments go round from Cat. Cat is paid first (Dan, Eve, Ann, Bob pay him),
    # then Dan (Eve, Ann, Bob, Cat pay), then Eve: Cat and Dan pay, and Ann pays her last chip.
    assert dict(deal.chips) == {"Ann": -3, "Bob": -2, "Cat": 2, "Dan": 2, "Eve": 1}
    assert deal.pool == 5
    assert result_json(GAME, state)["winner"] == "Ann"


def test_house_rule_payments_go_round_from_the_eldest_hand():
    """Two players can be rid of their chips in one deal: the first in the order of payment
    (receipts first, then the pool, from the dealer's left) wins."""
    state = play([{"tricks": {"Ann": 1, "Bob": 4}}], chips=4)
    # Dealer Ann, eldest Bob. Receipts: Bob and Ann pay Cat, Dan, Eve 3 each -> both at 1.
    # Pool: Bob pays first and is rid of his last chip.
    assert state.match.winner == "Bob"
    assert dict(state.deals[0].chips) == {"Ann": -3, "Bob": -4, "Cat": 2, "Dan": 2, "Eve": 2}


def test_tricks_must_add_up_to_five():
    with pytest.raises(RuleError) as info:
        play([{"tricks": {"Ann": 2, "Bob": 2}}])
    assert info.value.field == "tricks" and info.value.deal == 1


def test_points_entry_refused_with_a_reason():
    with pytest.raises(RuleError, match="tricks") as info:
        play([{"points": {"Ann": -1}}])
    assert info.value.field == "points"


@settings(max_examples=150, deadline=None)
@given(st.lists(entries_for(GAME, PLAYERS, counts_total=5), max_size=30))
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals):
    state = check_fuzz(GAME, PLAYERS, deals)
    assert sum(state.totals.values()) + (state.extra or 0) == 12 * 5 or state.over
