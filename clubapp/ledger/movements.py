"""Accounts and chip movements: the double-entry records a chip ledger is replayed from.

Every movement takes chips from one account and gives them to another (a player, a pool, the
bank), so no movement can create or lose a chip. Movements are immutable; a correction is a new
movement, never an edit.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from clubapp.message import Message, said
from clubapp.rules.errors import RuleError
from clubapp.rules.games.pool_shares import POOL, Transfer

AccountKind = Literal["player", "pool", "bank"]
ACCOUNT_KINDS: tuple[AccountKind, ...] = ("player", "pool", "bank")


class LedgerError(RuleError):
    """A movement or a settlement the ledger refuses: names the field and the reason."""


@dataclass(frozen=True, order=True)
class Account:
    """Who holds chips: a player (by name), a pool (by name) or the bank."""

    kind: AccountKind
    name: str

    def __post_init__(self) -> None:
        if self.kind not in ACCOUNT_KINDS:
            raise LedgerError("account", "ledger.account_kind", value=self.kind)
        if not isinstance(self.name, str) or not self.name.strip():
            raise LedgerError("account", "ledger.account_name")

    @classmethod
    def player(cls, name: str) -> Account:
        return cls("player", name)

    @classmethod
    def pool(cls, name: str = POOL) -> Account:
        return cls("pool", name)

    def words(self) -> str | Message:
        """The account as a sentence names it: a player by name, "the bank", "the pool"."""
        if self.kind == "player":
            return self.name
        if self.kind == "bank":
            return Message("ledger.the_bank")
        if self.name == POOL:
            return Message("ledger.the_pool")
        return Message("ledger.pool_named", name=self.name)

    def __str__(self) -> str:
        return said(Message.of(self.words()), "en")


BANK = Account("bank", "bank")
MAIN_POOL = Account.pool()


@dataclass(frozen=True)
class Movement:
    """``units`` chips from ``source`` to ``destination``, with why and (if any) the deal's number."""

    source: Account
    destination: Account
    units: int
    reason: str = ""
    deal: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.source, Account) or not isinstance(self.destination, Account):
            raise LedgerError("movement", "ledger.accounts_expected")
        if isinstance(self.units, bool) or not isinstance(self.units, int) or self.units <= 0:
            raise LedgerError("units", "ledger.positive_units", value=self.units)
        if self.source == self.destination:
            raise LedgerError("movement", "ledger.pays_itself", who=self.source.words())


def account_for(name: str, pools: Iterable[str] = (POOL,)) -> Account:
    """The account a name in a game's ``chips`` stands for: a pool if it is one, else a player."""
    return Account.pool(name) if name in set(pools) else Account.player(name)


def movements_from_transfers(transfers: Iterable[Transfer], *, deal: int | None = None,
                             pools: Iterable[str] = (POOL,)) -> tuple[Movement, ...]:
    """A pool game's payments (``PoolState.transfers``) as movements, in the order made."""
    pool_names = tuple(pools)
    return tuple(Movement(account_for(t.source, pool_names), account_for(t.destination, pool_names),
                          t.units, t.reason, deal) for t in transfers if t.units)


def movements_from_chips(chips: Mapping[str, int], *, reason: str = "deal",
                         deal: int | None = None, pools: Iterable[str] = (POOL,),
                         balance_with: str | None = None) -> tuple[Movement, ...]:
    """A deal's ``chips`` (gains and losses that must balance) as the fewest movements.

    For games that give only net chips (``Outcome.chips``): the biggest payer pays the biggest
    receiver first, ties by name, so the same chips always give the same movements. A game whose
    chips list the players only names the pool that takes up the difference: ``balance_with``.
    """
    for name, units in chips.items():
        if isinstance(units, bool) or not isinstance(units, int):
            raise LedgerError(f"chips.{name}", "schema.expected_int", value=units)
    difference = sum(chips.values())
    if difference and balance_with is not None:
        chips = {**chips, balance_with: chips.get(balance_with, 0) - difference}
        pools = (*pools, balance_with)
    elif difference:
        raise LedgerError("chips", "ledger.unbalanced", total=difference)
    pool_names = tuple(pools)
    owed = {k: -n for k, n in chips.items() if n < 0}
    due = {k: n for k, n in chips.items() if n > 0}
    pay_order = sorted(owed, key=lambda k: (-owed[k], k))
    take_order = sorted(due, key=lambda k: (-due[k], k))
    out: list[Movement] = []
    i = j = 0
    while i < len(pay_order) and j < len(take_order):
        payer, taker = pay_order[i], take_order[j]
        units = min(owed[payer], due[taker])
        out.append(Movement(account_for(payer, pool_names), account_for(taker, pool_names),
                            units, reason, deal))
        owed[payer] -= units
        due[taker] -= units
        i += owed[payer] == 0
        j += due[taker] == 0
    return tuple(out)
