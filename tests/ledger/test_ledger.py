"""The ledger: balances replayed from movements; the sum of all chips never changes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.ledger import BANK, MAIN_POOL, Account, Ledger, LedgerError, Movement

ANN, BOB = Account.player("Ann"), Account.player("Bob")


def test_lines_39_183_the_banker_sells_and_redeems():
    """seeds/000 lines 39, 183: a banker sells and redeems chips; the bank's stock counts."""
    ledger = Ledger.open(bank=200).sell("Ann", 60).sell("Bob", 60).redeem("Ann", 15)
    assert (ledger.balance(ANN), ledger.balance(BOB), ledger.balance(BANK)) == (45, 60, 95)
    assert ledger.bought("Ann") == 60 and ledger.redeemed("Ann") == 15
    assert ledger.total() == 200
    assert ledger.players() == ("Ann", "Bob")


def test_a_player_cannot_buy_chips_the_bank_does_not_have():
    """Bad input: a sale beyond the bank's stock is refused and nothing is recorded."""
    ledger = Ledger.open(bank=100).sell("Ann", 60)
    with pytest.raises(LedgerError) as caught:
        ledger.sell("Bob", 60)
    assert caught.value.field == "bank" and "40" in caught.value.reason
    assert ledger.balance(BANK) == 40 and ledger.balance(BOB) == 0


def test_a_pool_cannot_pay_out_more_than_it_holds():
    """Bad input: a share that would leave a negative pool is refused, all or nothing."""
    ledger = Ledger.open(bank=100).sell("Ann", 20).record(Movement(ANN, MAIN_POOL, 9, "ante"))
    with pytest.raises(LedgerError) as caught:
        ledger.record(Movement(MAIN_POOL, BOB, 6), Movement(MAIN_POOL, ANN, 6))
    assert caught.value.field == "pool"
    assert ledger.balance(MAIN_POOL) == 9 and len(ledger.movements) == 2


def test_players_owe_only_on_a_credit_ledger():
    """Chips are physical: a player cannot pay what he has not got, unless scored on paper."""
    with pytest.raises(LedgerError):
        Ledger.open().record(Movement(ANN, MAIN_POOL, 9))
    paper = Ledger.open(credit=True).record(Movement(ANN, MAIN_POOL, 9))
    assert paper.balance(ANN) == -9 and paper.total() == 0


def test_replay_gives_the_same_balances_as_recording_one_by_one():
    """The store keeps movements; replaying them rebuilds the ledger."""
    ledger = Ledger.open(bank=50).sell("Ann", 30).record(Movement(ANN, MAIN_POOL, 9, "ante"),
                                                         Movement(MAIN_POOL, BOB, 9, "share"))
    again = Ledger.replay(ledger.movements, bank=50)
    assert dict(again.balances) == dict(ledger.balances)


ACCOUNTS = [BANK, MAIN_POOL, Account.pool("side"), ANN, BOB, Account.player("Cat")]


MAX_UNITS = 80


def decode(code: int) -> tuple[Account, Account, int]:
    """One random operation from one number (cheaper for hypothesis than a tuple)."""
    code, units = divmod(code, MAX_UNITS)
    source, destination = divmod(code, len(ACCOUNTS))
    return ACCOUNTS[source], ACCOUNTS[destination], units + 1


@settings(max_examples=2000, deadline=None)
@given(credit=st.booleans(), stock=st.integers(0, 300),
       codes=st.lists(st.integers(0, len(ACCOUNTS) ** 2 * MAX_UNITS - 1), max_size=40))
def test_the_sum_of_all_chips_never_changes(credit, stock, codes):
    """Thousands of random sequences: the total is constant, no pool or bank goes below
    nothing, a refused movement changes nothing, and a replay gives the same balances."""
    ledger = Ledger.open(bank=stock, credit=credit)
    for source, destination, units in map(decode, codes):
        if source == destination:
            continue
        before = ledger
        try:
            ledger = ledger.record(Movement(source, destination, units))
        except LedgerError:
            assert before.balance(source) < units
            assert ledger is before
        assert ledger.total() == stock
        for account in ledger.accounts():
            if account.kind != "player" or not credit:
                assert ledger.balance(account) >= 0
    assert dict(Ledger.replay(ledger.movements, bank=stock, credit=credit).balances) == dict(
        ledger.balances)
