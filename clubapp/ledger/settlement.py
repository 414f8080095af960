"""Settling the evening: chips into money (``Decimal``), each player's net, the fewest payments.

A player's net chips are what he holds at the close, less what he was given at the opening or
bought from the bank, plus what he redeemed: chips are sold and redeemed on account (the banker
keeps the book and no money changes hands until the close), and the payments settle every
player's result among the players. The nets add up to nothing once every pool is
empty (``pools.close_pool``); the settlement refuses a ledger with chips still in a pool.

Money is never a float: a chip's worth is a ``Decimal`` for so many white units (a red of three
whites at 0.25 is ``ChipValue(Decimal("0.25"), units=3)``); nets are rounded to the quantum (a
cent) half to even, and where rounding leaves the nets a quantum or two apart from nothing the
players whose rounding moved furthest give the difference back, so the money always balances.

The fewest payments: n players with non-zero nets need n - k payments, k being the most groups
they split into that each sum to nothing; the groups are found exactly (up to
``EXACT_LIMIT`` players with a non-zero net, beyond that by the largest debtor paying the
largest creditor), and inside each group the largest debtor pays the largest creditor.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from clubapp.ledger.ledger import Ledger
from clubapp.ledger.movements import LedgerError
from clubapp.message import Message, said

EXACT_LIMIT = 15  # 2**15 subsets: well under a second


@dataclass(frozen=True)
class ChipValue:
    """What chips are worth: ``money`` for ``units`` white units, settled to the ``quantum``."""

    money: Decimal
    units: int = 1
    quantum: Decimal = Decimal("0.01")

    def __post_init__(self) -> None:
        if not isinstance(self.money, Decimal) or not self.money.is_finite() or self.money < 0:
            raise LedgerError("value", "ledger.worth_money", value=str(self.money))
        if isinstance(self.units, bool) or not isinstance(self.units, int) or self.units < 1:
            raise LedgerError("value", "ledger.worth_units")
        if not isinstance(self.quantum, Decimal) or not self.quantum.is_finite() or self.quantum <= 0:
            raise LedgerError("value", "ledger.worth_quantum")

    def exact(self, units: int) -> Fraction:
        """The exact money worth of so many white units."""
        return Fraction(units) * Fraction(self.money) / self.units


@dataclass(frozen=True)
class Payment:
    """One payment of the settlement."""

    payer: str
    payee: str
    amount: Decimal


@dataclass(frozen=True)
class PlayerLine:
    """One player's line of the statement: chips in, out, held, and the net in chips and money."""

    player: str
    bought: int
    redeemed: int
    held: int
    net_units: int
    net_money: Decimal


@dataclass(frozen=True)
class Statement:
    """The evening's settlement: every player's line and the payments that settle them."""

    value: ChipValue
    lines: tuple[PlayerLine, ...]
    payments: tuple[Payment, ...]

    def text(self, lang: str = "en") -> str:
        """The statement as plain text in the language, for the window, the CLI and the log."""
        def heads(*ids: str) -> list[str]:
            return [said(Message(f"ledger.column_{i}"), lang) for i in ids]

        player, bought, redeemed, held, net, money = heads(
            "player", "bought", "redeemed", "held", "net", "money")
        name_w = max([16, len(player) + 1, *(len(ln.player) + 1 for ln in self.lines)])
        rows = [said(Message("ledger.worth_line", money=self.value.money, units=self.value.units),
                     lang),
                f"{player:<{name_w}}{bought:>10}{redeemed:>12}{held:>10}{net:>10}{money:>12}"]
        for ln in self.lines:
            # the sum as the language writes it (a parameter's way: 1 234,50)
            amount = ("+" if ln.net_money > 0 else "") + said(
                Message("words.literal", text=ln.net_money), lang)
            rows.append(f"{ln.player:<{name_w}}{ln.bought:>10}{ln.redeemed:>12}{ln.held:>10}"
                        f"{ln.net_units:>+10}{amount:>12}")
        rows.append(said(Message("ledger.payments" if self.payments else "ledger.nobody_owes"),
                         lang))
        rows.extend("  " + said(Message("ledger.pays", payer=p.payer, payee=p.payee,
                                        amount=p.amount), lang) for p in self.payments)
        return "\n".join(rows)


def net_chips(ledger: Ledger) -> dict[str, int]:
    """Each player's chips won (+) or lost (-): held - opening - bought + redeemed."""
    out: dict[str, int] = {}
    for account in ledger.accounts("player"):
        name = account.name
        out[name] = (ledger.balance(account) - ledger.opening.get(account, 0)
                     - ledger.bought(name) + ledger.redeemed(name))
    return out


def money_nets(nets: Mapping[str, int], value: ChipValue) -> dict[str, int]:
    """Each net in quanta (cents), rounded half to even, nudged so that they add up to nothing."""
    if sum(nets.values()):
        raise LedgerError("nets", "ledger.nets_chips", total=sum(nets.values()))
    quantum = Fraction(value.quantum)
    exact = {who: value.exact(n) / quantum for who, n in nets.items()}
    rounded = {who: round(x) for who, x in exact.items()}
    excess = sum(rounded.values())
    if excess:
        step = 1 if excess > 0 else -1
        # those rounded furthest in the excess's direction give it back, ties by name
        movers = sorted(rounded, key=lambda w: (-(rounded[w] - exact[w]) * step, w))
        for who in movers[:abs(excess)]:
            rounded[who] -= step
    return rounded


def fewest_payments(nets: Mapping[str, int]) -> tuple[tuple[str, str, int], ...]:
    """(payer, payee, amount) settling whole-number nets that add up to nothing, fewest first."""
    if sum(nets.values()):
        raise LedgerError("nets", "ledger.nets", total=sum(nets.values()))
    names = sorted(w for w, n in nets.items() if n)
    if len(names) <= EXACT_LIMIT:
        groups = _zero_sum_groups([nets[w] for w in names])
    else:
        groups = [list(range(len(names)))]
    payments: list[tuple[str, str, int]] = []
    for group in groups:
        payments.extend(_settle_group({names[i]: nets[names[i]] for i in group}))
    return tuple(payments)


def _settle_group(nets: Mapping[str, int]) -> list[tuple[str, str, int]]:
    """Largest debtor pays largest creditor until all are square: one payment fewer than members."""
    left = dict(nets)
    out: list[tuple[str, str, int]] = []
    while any(left.values()):
        debtor = min(left, key=lambda w: (left[w], w))
        creditor = max(left, key=lambda w: (left[w], [-ord(c) for c in w]))
        amount = min(-left[debtor], left[creditor])
        out.append((debtor, creditor, amount))
        left[debtor] += amount
        left[creditor] -= amount
    return out


def _zero_sum_groups(amounts: Sequence[int]) -> list[list[int]]:
    """Split the indices into the most groups that each sum to nothing (all amounts non-zero)."""
    n = len(amounts)
    if n == 0:
        return []
    size = 1 << n
    sums = [0] * size
    for mask in range(1, size):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + amounts[low.bit_length() - 1]
    best = [0] * size
    for mask in range(1, size):
        top, rest = 0, mask
        while rest:
            low = rest & -rest
            top = max(top, best[mask ^ low])
            rest ^= low
        best[mask] = top + (sums[mask] == 0)
    # walk down from the full set, one member at a time, along a best path: every zero-sum set
    # met on the way closes a group
    groups: list[list[int]] = []
    current: list[int] = []
    mask = size - 1
    while mask:
        need = best[mask] - (sums[mask] == 0)
        rest = mask
        while rest:
            low = rest & -rest
            if best[mask ^ low] == need:
                break
            rest ^= low
        mask ^= low
        current.append(low.bit_length() - 1)
        if sums[mask] == 0:
            groups.append(current)
            current = []
    return groups


def settle(ledger: Ledger, value: ChipValue) -> Statement:
    """The evening's statement: every player's chips and money, and the fewest payments."""
    for pool in ledger.accounts("pool"):
        if ledger.balance(pool):
            raise LedgerError("pool", "ledger.pool_not_shared", who=pool.words(),
                              held=ledger.balance(pool))
    nets = net_chips(ledger)
    quanta = money_nets(nets, value)
    lines = tuple(
        PlayerLine(name, ledger.bought(name), ledger.redeemed(name),
                   ledger.balance(account), nets[name], quanta[name] * value.quantum)
        for account in ledger.accounts("player") for name in (account.name,))
    payments = tuple(Payment(payer, payee, amount * value.quantum)
                     for payer, payee, amount in fewest_payments(quanta))
    return Statement(value, lines, payments)
