"""Pools in the ledger: the book's remainder rule, and emptying a pool at the close."""

from __future__ import annotations

import pytest

from clubapp.ledger import (
    MAIN_POOL,
    Account,
    Ledger,
    LedgerError,
    close_pool,
    pay_into_pool,
    share_pool,
)
from clubapp.ledger.pools import odd_chips_to_first


def pool_of(units: int) -> Ledger:
    return Ledger.open(bank=units).sell("Ann", units).record(pay_into_pool("Ann", units))


def test_lines_45_71_shares_that_do_not_divide_stay_in_the_pool_as_white_chips():
    """seeds/000 lines 45, 71: a pool of 29 in thirds: 9 a trick, the 2 odd whites stay."""
    ledger = pool_of(29)
    moves = share_pool(ledger, {"Dan": 2, "Eve": 1}, 3, deal=4)
    ledger = ledger.record(*moves)
    assert ledger.balance(Account.player("Dan")) == 18 and ledger.balance(MAIN_POOL) == 2
    assert all(m.deal == 4 and m.reason == "share" for m in moves)


def test_the_remainder_rule_is_injectable():
    """A house may give the odd chips to the eldest winner instead."""
    ledger = pool_of(29)
    ledger = ledger.record(*share_pool(ledger, {"Dan": 2, "Eve": 1}, 3, remainder=odd_chips_to_first))
    assert ledger.balance(Account.player("Dan")) == 20 and ledger.balance(MAIN_POOL) == 0


def test_close_pool_shares_equally_odd_chips_one_each_from_the_first():
    """At the close the pool is shared equally; the odd chips one each from the first listed."""
    ledger = pool_of(27)
    ledger = ledger.record(*close_pool(ledger, ["Bob", "Cat", "Dan", "Eve", "Fay", "Ann"]))
    assert [ledger.balance(Account.player(p)) for p in ("Bob", "Cat", "Dan", "Eve", "Fay")] == [
        5, 5, 5, 4, 4]
    assert ledger.balance(MAIN_POOL) == 0


def test_close_pool_must_empty_it_and_claims_must_fit():
    """A close that would leave chips, or claims beyond the parts: LedgerError, nothing moved."""
    ledger = pool_of(10)
    with pytest.raises(LedgerError) as caught:
        close_pool(ledger, ["Ann", "Bob", "Cat"], remainder=lambda odd, who: {})
    assert caught.value.field == "remainder"
    with pytest.raises(LedgerError):
        share_pool(ledger, {"Ann": 2, "Bob": 2}, 3)
    with pytest.raises(LedgerError):
        share_pool(ledger, {"Ann": 1}, 3, pool=Account.player("Bob"))
