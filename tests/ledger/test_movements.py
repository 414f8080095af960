"""Accounts and movements: every movement has a source and a destination."""

from __future__ import annotations

import pytest

from clubapp.ledger import (
    BANK,
    MAIN_POOL,
    Account,
    LedgerError,
    Movement,
    movements_from_chips,
    movements_from_transfers,
)
from clubapp.rules import get_game

ANN, BOB = Account.player("Ann"), Account.player("Bob")


def test_a_movement_moves_a_positive_number_of_chips_between_two_accounts():
    """Double entry: a source, a destination, a positive whole number of chips."""
    move = Movement(ANN, MAIN_POOL, 9, "ante", deal=1)
    assert (move.source, move.destination, move.units) == (ANN, MAIN_POOL, 9)
    for units in (0, -3, True, 2.5):
        with pytest.raises(LedgerError):
            Movement(ANN, BOB, units)  # type: ignore[arg-type]
    with pytest.raises(LedgerError):
        Movement(ANN, ANN, 3)
    with pytest.raises(LedgerError):
        Account("table", "x")  # type: ignore[arg-type]
    assert str(BANK) == "the bank" and str(MAIN_POOL) == "the pool" and str(ANN) == "Ann"


def test_a_loo_deal_becomes_movements_in_the_order_paid():
    """A pool game's transfers (ante, shares, loos) become movements with their reasons."""
    loo = get_game("loo")
    state = loo.score(loo.new_state(["Ann", "Bob", "Cat"]), {"tricks": {"Bob": 3}})
    moves = movements_from_transfers(state.extra.transfers, deal=1)
    assert [(m.source.name, m.destination.name, m.units, m.reason) for m in moves] == [
        ("Ann", "pool", 9, "ante"), ("pool", "Bob", 9, "tricks"),
        ("Cat", "pool", 9, "looed"), ("Ann", "pool", 9, "looed")]  # eldest (Bob's left) first
    assert all(m.deal == 1 for m in moves) and moves[0].destination == MAIN_POOL


def test_net_chips_become_the_fewest_movements():
    """Net chips that balance: the biggest payer pays the biggest receiver first."""
    moves = movements_from_chips({"Ann": -10, "Bob": 4, "Cat": 6, "pool": 0})
    assert [(m.source.name, m.destination.name, m.units) for m in moves] == [
        ("Ann", "Cat", 6), ("Ann", "Bob", 4)]
    with pytest.raises(LedgerError) as caught:
        movements_from_chips({"Ann": -10, "Bob": 4})
    assert "balance" in caught.value.reason


def test_chips_listing_players_only_balance_with_the_pool():
    """Games whose chips list only the players name the pool that takes up the difference."""
    moves = movements_from_chips({"Ann": -2, "Bob": 1}, balance_with="pool")
    assert [(m.source, m.destination, m.units) for m in moves] == [(ANN, BOB, 1), (ANN, MAIN_POOL, 1)]
