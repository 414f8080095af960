"""Settlement: chips into Decimal money, each player's net, the fewest payments; a loo evening."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.ledger import (
    MAIN_POOL,
    Account,
    ChipValue,
    Ledger,
    LedgerError,
    close_pool,
    fewest_payments,
    money_nets,
    movements_from_transfers,
    net_chips,
    pay_into_pool,
    settle,
)
from clubapp.rules import get_game

SIX = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
RED_AT_A_QUARTER = ChipValue(Decimal("0.25"), units=3)  # a red of three whites: 25 cents


def test_fewest_payments_finds_groups_that_settle_among_themselves():
    """Two groups that settle apart need one payment fewer than settling them as one."""
    nets = {"A": 4, "B": 3, "C": 2, "D": -5, "E": -4}
    payments = fewest_payments(nets)
    assert len(payments) == 3  # largest-pays-largest alone would take four
    assert ("E", "A", 4) in payments
    balance = dict(nets)
    for payer, payee, amount in payments:
        balance[payer] += amount
        balance[payee] -= amount
    assert set(balance.values()) == {0}
    assert fewest_payments({"A": 0, "B": 0}) == ()


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(-40, 40), min_size=1, max_size=9))
def test_fewest_payments_settle_everyone_in_at_most_one_fewer_than_the_players(amounts):
    """Any nets adding up to nothing: every payment positive, all square, at most n - 1 payments."""
    nets = {f"P{i}": n for i, n in enumerate(amounts)}
    nets["Last"] = -sum(amounts)
    payments = fewest_payments(nets)
    balance = dict(nets)
    for payer, payee, amount in payments:
        assert amount > 0 and payer != payee
        balance[payer] += amount
        balance[payee] -= amount
    assert set(balance.values()) <= {0}
    assert len(payments) <= max(0, sum(1 for n in nets.values() if n) - 1)


def test_money_is_decimal_rounded_to_the_cent_and_balances():
    """A white chip of a quarter red is 8 1/3 cents: rounding is nudged so the money balances."""
    cents = money_nets({"A": 1, "B": 1, "C": -2}, RED_AT_A_QUARTER)
    assert cents == {"A": 9, "B": 8, "C": -17}
    assert money_nets({"A": 3, "B": -3}, RED_AT_A_QUARTER) == {"A": 25, "B": -25}
    with pytest.raises(LedgerError):
        ChipValue(0.25)  # type: ignore[arg-type]
    with pytest.raises(LedgerError):
        money_nets({"A": 1}, RED_AT_A_QUARTER)


def test_settlement_refuses_chips_left_in_a_pool():
    """The nets add up only when the pools are empty: share them out first."""
    ledger = Ledger.open(bank=30).sell("Ann", 30).record(pay_into_pool("Ann", 9))
    with pytest.raises(LedgerError) as caught:
        settle(ledger, RED_AT_A_QUARTER)
    assert caught.value.field == "pool"


EVENING = [
    {"tricks": {"Bob": 2, "Cat": 1}},  # Ann deals a simple pool
    {"in": ["Cat", "Dan", "Eve"], "widow": "Dan", "tricks": {"Cat": 1, "Dan": 1, "Eve": 1}},
    {"double": False, "tricks": {"Dan": 3}},  # Cat: simple again, five looed
    {"misdeal": True},  # Dan misdeals
    {"double": True, "in": ["Fay", "Ann", "Bob", "Dan"], "flush": "Ann"},  # Eve deals
    {"in": ["Ann", "Bob", "Cat", "Eve"], "revoke": "Cat"},  # Fay deals
    {"in": ["Bob"], "tricks": {"Bob": 1, "Ann": 2}},  # Ann defends the pool
    {"in": ["Cat", "Dan", "Eve", "Fay"], "widow": "Fay", "tricks": {"Fay": 2, "Eve": 1}},
    {"in": []},  # all pass: Cat, dealing, takes the pool
    {"tricks": {"Eve": 1, "Fay": 1, "Ann": 1}},  # Dan: simple
]


def test_a_whole_evening_of_loo_with_six_settles_to_the_chip():
    """Six players, simple and double pools, a flush, a revoke, a misdeal: every chip accounted."""
    loo = get_game("loo")
    state = loo.new_state(SIX)
    ledger = Ledger.open(bank=6 * 60 + 90)
    for name in SIX:
        ledger = ledger.sell(name, 60)  # 18 red and 6 white each (seeds/000 line 39)
    for number, entry in enumerate(EVENING, start=1):
        state = loo.score(state, entry)
        if number == 5:
            ledger = ledger.sell("Dan", 30, reason="bought 10 red more")
        ledger = ledger.record(*movements_from_transfers(state.extra.transfers, deal=number))
        for name in SIX:  # the ledger and the score sheet agree after every deal
            assert ledger.balance(Account.player(name)) - ledger.bought(name) == state.totals[name]
        assert ledger.balance(MAIN_POOL) == state.extra.pool
        assert ledger.total() == 6 * 60 + 90
    assert [d.pool for d in state.deals] == [36, 0, 45, 63, 27, 18, 18, 18, 0, 27]
    assert dict(state.totals) == {"Ann": 51, "Bob": -18, "Cat": -18, "Dan": -39, "Eve": 12,
                                  "Fay": -15}
    eldest_first = ["Eve", "Fay", "Ann", "Bob", "Cat", "Dan"]  # Eve sits on Dan's left
    ledger = ledger.record(*close_pool(ledger, eldest_first))
    nets = net_chips(ledger)
    assert nets == {"Ann": 56, "Bob": -14, "Cat": -14, "Dan": -35, "Eve": 17, "Fay": -10}
    statement = settle(ledger, RED_AT_A_QUARTER)
    money = {line.player: line.net_money for line in statement.lines}
    assert sum(money.values()) == 0
    assert money == {"Ann": Decimal("4.67"), "Bob": Decimal("-1.17"), "Cat": Decimal("-1.17"),
                     "Dan": Decimal("-2.92"), "Eve": Decimal("1.42"), "Fay": Decimal("-0.83")}
    paid = dict.fromkeys(SIX, Decimal(0))
    for payment in statement.payments:
        paid[payment.payer] -= payment.amount
        paid[payment.payee] += payment.amount
    assert paid == money
    assert len(statement.payments) <= 5
    assert "Dan pays Ann 2.92" in statement.text()
