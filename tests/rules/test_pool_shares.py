"""The pool games' shared mechanics: division with a named remainder rule, the chip sheet."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clubapp.rules import RuleError
from clubapp.rules.games.pool_shares import (
    POOL,
    ChipSheet,
    PoolState,
    check_pool_names,
    divide,
    from_left_of,
    keep_in_pool,
    odd_chips_one_each,
    odd_chips_to_first,
)


def test_line_45_a_share_that_does_not_divide_stays_in_the_pool():
    """seeds/000 lines 45, 71: the book's remainder rule: odd chips stay for the next pool."""
    division = divide(29, {"Dan": 2, "Eve": 1}, 3)
    assert dict(division.paid) == {"Dan": 18, "Eve": 9}
    assert division.left == 2


def test_unclaimed_parts_stay_and_the_remainder_rule_is_injectable():
    """Parts nobody claims stay; other rules give odd chips to the first or one each."""
    assert divide(9, {"Ann": 1}, 3).left == 6
    assert dict(divide(29, {"Dan": 2, "Eve": 1}, 3, odd_chips_to_first).paid) == {"Dan": 20, "Eve": 9}
    shared = divide(11, dict.fromkeys(["Ann", "Bob", "Cat"], 1), 3, odd_chips_one_each)
    assert dict(shared.paid) == {"Ann": 4, "Bob": 4, "Cat": 3} and shared.left == 0
    assert dict(keep_in_pool(2, ["Ann"])) == {}


def test_divide_refuses_claims_that_do_not_fit():
    """More claims than parts, or a rule handing chips to a stranger: RuleError."""
    with pytest.raises(RuleError):
        divide(9, {"Ann": 2, "Bob": 2}, 3)
    with pytest.raises(RuleError):
        divide(10, {"Ann": 3}, 3, lambda odd, who: {"Zed": odd})


@given(pool=st.integers(0, 10_000), claims=st.lists(st.integers(0, 3), max_size=6),
       parts=st.integers(1, 6))
def test_divide_never_makes_or_loses_a_chip(pool, claims, parts):
    """Paid plus left is the pool; every claimant gets a whole part per claim."""
    named = {f"P{i}": n for i, n in enumerate(claims)}
    if sum(claims) > parts:
        with pytest.raises(RuleError):
            divide(pool, named, parts)
        return
    for rule in (keep_in_pool, odd_chips_to_first, odd_chips_one_each):
        division = divide(pool, named, parts, rule)
        assert sum(division.paid.values()) + division.left == pool
        assert division.left >= 0
        for who, units in division.paid.items():
            assert units >= named[who] * (pool // parts)


def test_chip_sheet_refuses_to_take_more_than_the_pool_holds():
    """A share that would leave a negative pool is refused."""
    sheet = ChipSheet(["Ann", "Bob"], pool=5)
    with pytest.raises(RuleError) as caught:
        sheet.pay(POOL, "Ann", 6, "share")
    assert caught.value.field == "pool"


def test_chip_sheet_outcome_lists_every_player_and_the_pool():
    """Chips list every player (0 included) and the pool; the state keeps the payments in order."""
    sheet = ChipSheet(["Ann", "Bob", "Cat"], pool=4)
    sheet.pay("Ann", POOL, 9, "ante")
    sheet.pay(POOL, "Bob", 13, "tricks")
    sheet.close_division()
    sheet.pay("Cat", POOL, 9, "looed")
    outcome = sheet.outcome("note")
    assert dict(outcome.chips) == {"Ann": -9, "Bob": 13, "Cat": -9, "pool": 5}
    assert outcome.pool == 9
    assert outcome.steps == (("Ann", -9), ("Bob", 13), ("Cat", -9))
    assert isinstance(outcome.extra, PoolState) and outcome.extra.carried == 0
    assert [t.reason for t in outcome.extra.transfers] == ["ante", "tricks", "looed"]


def test_seat_order_and_pool_name():
    """The eldest hand sits on the dealer's left; a player may not be called 'pool'."""
    assert from_left_of(["Ann", "Bob", "Cat", "Dan"], "Cat") == ("Dan", "Ann", "Bob", "Cat")
    with pytest.raises(RuleError):
        check_pool_names(["Ann", "pool"])
