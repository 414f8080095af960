"""The chip ledger: every account's balance, replayed from immutable movements.

The ledger opens with what each account holds (usually the bank's stock of chips) and then only
moves chips between accounts, so the sum of all balances never changes: ``total()`` is the
opening sum forever, and the tests prove it over thousands of random sequences.

No pool and no bank may go below nothing: a share larger than the pool, a sale of chips the bank
does not have, are refused with a ``LedgerError`` and the ledger is left as it was. Players may
not go below nothing either, unless the ledger is opened with ``credit=True`` (chips scored on
paper, where a player's minus is what he owes).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from clubapp.ledger.movements import BANK, Account, LedgerError, Movement
from clubapp.message import Message


@dataclass(frozen=True)
class Ledger:
    """Balances after ``movements``; immutable: ``record`` returns a new ledger."""

    opening: Mapping[Account, int] = field(default_factory=dict)
    movements: tuple[Movement, ...] = ()
    credit: bool = False
    balances: Mapping[Account, int] = field(default_factory=dict)

    @classmethod
    def open(cls, *, bank: int = 0, holdings: Mapping[Account, int] | None = None,
             credit: bool = False) -> Ledger:
        """A ledger before any movement: the bank's stock and any other opening holdings."""
        opening = dict(holdings or {})
        if bank:
            opening[BANK] = opening.get(BANK, 0) + bank
        for account, units in opening.items():
            if not isinstance(account, Account):
                raise LedgerError("opening", "ledger.not_an_account", value=str(account))
            if isinstance(units, bool) or not isinstance(units, int) or units < 0:
                raise LedgerError(f"opening.{account}", "ledger.count_expected", value=units)
        frozen = MappingProxyType(dict(opening))
        return cls(frozen, (), credit, MappingProxyType(dict(opening)))

    @classmethod
    def replay(cls, movements: Iterable[Movement], *, bank: int = 0,
               holdings: Mapping[Account, int] | None = None, credit: bool = False) -> Ledger:
        """The ledger after these movements (as the store keeps them); LedgerError at the first
        movement the ledger cannot allow."""
        return cls.open(bank=bank, holdings=holdings, credit=credit).record(*movements)

    def record(self, *movements: Movement) -> Ledger:
        """The ledger with these movements added, all or none."""
        balances = dict(self.balances)
        for number, movement in enumerate(movements, start=1):
            if not isinstance(movement, Movement):
                raise LedgerError("movement", "ledger.movement_expected", value=str(movement))
            source = movement.source
            after = balances.get(source, 0) - movement.units
            if after < 0 and not (self.credit and source.kind == "player"):
                short = Message("ledger.cannot_pay", who=source.words(),
                                held=balances.get(source, 0), units=movement.units)
                raise LedgerError(source.kind, Message("ledger.at_movement", number=number,
                                                       reason=short)
                                  if len(movements) > 1 else short)
            balances[source] = after
            balances[movement.destination] = balances.get(movement.destination, 0) + movement.units
        return Ledger(self.opening, (*self.movements, *movements), self.credit,
                      MappingProxyType(balances))

    def balance(self, account: Account) -> int:
        """The chips an account holds now (0 for an account never used)."""
        return self.balances.get(account, 0)

    def total(self) -> int:
        """All the chips there are: the opening sum, whatever has moved since."""
        return sum(self.balances.values())

    def accounts(self, kind: str | None = None) -> tuple[Account, ...]:
        """Every account seen (or those of one kind), sorted."""
        seen = set(self.balances)
        return tuple(sorted(a for a in seen if kind is None or a.kind == kind))

    def players(self) -> tuple[str, ...]:
        """The names of every player who has held chips, sorted."""
        return tuple(a.name for a in self.accounts("player"))

    def bought(self, player: str) -> int:
        """Chips the player has had from the bank."""
        who = Account.player(player)
        return sum(m.units for m in self.movements if m.source == BANK and m.destination == who)

    def redeemed(self, player: str) -> int:
        """Chips the player has given back to the bank."""
        who = Account.player(player)
        return sum(m.units for m in self.movements if m.source == who and m.destination == BANK)

    def sell(self, player: str, units: int, *, reason: str = "bought from the bank") -> Ledger:
        """The banker sells a player chips (seeds/000 lines 39, 183); refused beyond his stock."""
        return self.record(Movement(BANK, Account.player(player), units, reason))

    def redeem(self, player: str, units: int, *, reason: str = "redeemed at the bank") -> Ledger:
        """The banker buys chips back from a player."""
        return self.record(Movement(Account.player(player), BANK, units, reason))
