"""An evening's money as the treasurer's book keeps it, and the members' accounts over a season.
Pure: plain data in, plain data out, ``Decimal`` only.

**The evening** (``evening_book``): each player of the field owes the entry fee (the member's or
the guest's rate), the table money, the extras and each pot's stake; pays it by cash, card,
from his balance, or has it waived, in one payment or several (never more than he owes); the
rest is unpaid. The prize fund is the payout rule's share of the entry fees; the prizes and the
pots are paid to the players (in cash that evening, or credited to their balances: the setup's
``pay_out``). Only players of the field are paid: a placing or a claim of someone who did not
enter is left out (he put nothing in).

**The cash sheet** (``EveningBook.sheet``): takings (what the field owes, by kind), how they
were settled (cash, card, balance, waived, unpaid), the prizes, each pot (carried in, stakes,
won, carried on) and the house: the table money, the extras, the entry fees outside the fund and
what the fund left, less what was waived. Its **proof row** adds up, each from its own lines,

    received (cash + card + balance) + unpaid + pots carried in
      − prizes − pots won − pots carried on − house  = 0

as the chip statement proves that no chip is lost: every cent taken is paid out, carried or kept
by the house, and every cent owed is on a member's account.

**A member's account** (``account_lines``): deposits and withdrawals, and for each evening what
he owed (−), what he paid in cash, by card or had waived (+), his prizes and pots (+) and what
of them was paid to him in cash (−). A payment from the balance moves nothing (what he owed is
already taken from it); a due left unpaid leaves the balance lower: a negative balance is what
the member owes the club.

**The season** (``season_books``): money in (deposits, cash and card taken) less money out
(withdrawals, cash paid out) is exactly the members' balances, the pots' growth and the house:

    money in − money out − (balances − opening balances) − (pots at the end − at the start)
      − house  = 0
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Literal

from clubapp.ledger.money import (
    CENT,
    PAY_WAYS,
    MoneyError,
    Payout,
    PayoutRule,
    PayWay,
    Placing,
    PotClaim,
    PotEvening,
    PotRule,
    party_payouts,
    payouts,
    pot_evening,
    prize_fund,
)
from clubapp.message import Message

PayOut = Literal["cash", "balance"]
ZERO = Decimal(0)


def _sum(values: Iterable[Decimal]) -> Decimal:
    return sum(values, ZERO)


@dataclass(frozen=True)
class Extra:
    """An extra every player of the evening pays to the house (coffee, the hall)."""

    name: str
    amount: Decimal


@dataclass(frozen=True)
class EveningSetup:
    """What an evening charges and how it pays."""

    minor: Decimal = CENT
    entry_fee: Decimal = ZERO
    guest_fee: Decimal | None = None  # None: the members' entry fee
    table_money: Decimal = ZERO
    extras: tuple[Extra, ...] = ()
    payout: PayoutRule | None = None
    pay_out: PayOut = "cash"

    def fee(self, guest: bool) -> Decimal:
        """The entry fee of a member or of a guest."""
        return self.guest_fee if guest and self.guest_fee is not None else self.entry_fee


@dataclass(frozen=True)
class Entrant:
    """A player of the evening's field, at the guest's rate or the member's."""

    player: str
    guest: bool = False


@dataclass(frozen=True)
class PaymentIn:
    """A payment a player made at the evening (one of several, perhaps)."""

    player: str
    amount: Decimal
    how: PayWay


@dataclass(frozen=True)
class PotPlay:
    """A pot in play at the evening: its rule, what it carried in, the claims in order."""

    rule: PotRule
    carried_in: Decimal
    claims: tuple[PotClaim, ...] = ()


@dataclass(frozen=True)
class PlayerMoney:
    """One player's evening: what he owed by kind, how he paid, what he won."""

    player: str
    guest: bool
    fee: Decimal
    table_money: Decimal
    extras: Decimal
    stakes: Decimal
    cash: Decimal
    card: Decimal
    balance: Decimal
    waived: Decimal
    prizes: Decimal  # places paid
    pots: Decimal  # pots won
    paid_out: Decimal  # what of his winnings he was handed in cash

    @property
    def due(self) -> Decimal:
        return self.fee + self.table_money + self.extras + self.stakes

    @property
    def paid(self) -> Decimal:
        """Settled: cash, card, from the balance, or waived."""
        return self.cash + self.card + self.balance + self.waived

    @property
    def unpaid(self) -> Decimal:
        return self.due - self.paid

    @property
    def won(self) -> Decimal:
        return self.prizes + self.pots

    @property
    def credited(self) -> Decimal:
        """Winnings credited to his balance."""
        return self.won - self.paid_out

    @property
    def account(self) -> Decimal:
        """What the evening did to his balance: winnings credited, less what he paid from the
        balance and what he left unpaid."""
        return self.credited - self.balance - self.unpaid


Section = Literal["takings", "received", "payouts", "pots", "house", "cash", "proof"]


@dataclass(frozen=True)
class SheetLine:
    """A line of the cash sheet: its section, what it is (a message), how many, the amount."""

    section: Section
    item: str  # what kind of line: "fees", "guest_fees", "table_money", "extra", "stakes", …
    what: Message
    amount: Decimal
    count: int | None = None


@dataclass(frozen=True)
class EveningBook:
    """An evening's money, worked out: every player's line, the prizes, the pots, the house."""

    setup: EveningSetup
    players: tuple[PlayerMoney, ...]
    payouts: tuple[Payout, ...]
    pots: tuple[PotEvening, ...]
    fund: Decimal  # the prize fund
    fund_left: Decimal  # what the prizes left of it (below nothing: the house paid prizes)
    places_paid: int = 0

    def _total(self, name: str) -> Decimal:
        return _sum(getattr(p, name) for p in self.players)

    @property
    def takings(self) -> Decimal:
        """What the field owes this evening: fees, table money, extras, stakes."""
        return self._total("due")

    @property
    def fees(self) -> Decimal:
        return self._total("fee")

    @property
    def prizes(self) -> Decimal:
        return _sum(p.amount for p in self.payouts)

    @property
    def house(self) -> Decimal:
        """The house's part: table money, extras, the fees outside the fund and what the fund
        left, less what was waived."""
        return (self._total("table_money") + self._total("extras") + self.fees - self.fund
                + self.fund_left - self._total("waived"))

    @property
    def proof(self) -> Decimal:
        """Nothing, when every cent is accounted for (see the module docstring)."""
        sources = (self._total("cash") + self._total("card") + self._total("balance")
                   + self._total("unpaid") + _sum(p.carried_in for p in self.pots))
        uses = (_sum(p.amount for p in self.payouts) + _sum(p.won for p in self.pots)
                + _sum(p.carried_out for p in self.pots) + self.house)
        return sources - uses

    @property
    def balanced(self) -> bool:
        return self.proof == 0

    def player(self, who: str) -> PlayerMoney:
        """The line of one player (KeyError if he is not in the field)."""
        for line in self.players:
            if line.player == who:
                return line
        raise KeyError(who)

    def sheet(self, names: Mapping[str, str] | None = None) -> tuple[SheetLine, ...]:
        """The cash sheet, section by section, its proof row last; the players as ``names``
        says them (by default as the book keys them)."""
        named = dict(names or {})

        def name(who: str) -> str:
            return named.get(who, who)

        members = [p for p in self.players if not p.guest]
        guests = [p for p in self.players if p.guest]
        lines: list[SheetLine] = [
            SheetLine("takings", "fees", Message("money.line_fees"),
                      _sum(p.fee for p in members), len(members)),
            SheetLine("takings", "guest_fees", Message("money.line_guest_fees"),
                      _sum(p.fee for p in guests), len(guests)),
            SheetLine("takings", "table_money", Message("money.line_table_money"),
                      self._total("table_money"), len(self.players)),
        ]
        for extra in self.setup.extras:
            lines.append(SheetLine("takings", "extra", Message("money.line_extra",
                                                               name=extra.name),
                                   extra.amount * len(self.players), len(self.players)))
        for pot in self.pots:
            lines.append(SheetLine("takings", "stakes", Message("money.line_stakes",
                                                                name=pot.name),
                                   pot.stakes, len(self.players)))
        lines.append(SheetLine("takings", "total", Message("money.line_takings"),
                               self.takings))
        for how in PAY_WAYS:
            lines.append(SheetLine("received", how, Message(f"money.line_{how}"),
                                   self._total(how)))
        lines.append(SheetLine("received", "unpaid", Message("money.line_unpaid"),
                               self._total("unpaid")))
        for payout in self.payouts:
            lines.append(SheetLine("payouts", "prize", Message(
                "money.line_prize", place=payout.place, player=name(payout.player),
                shared=payout.shared), payout.amount))
        lines.append(SheetLine("payouts", "total", Message("money.line_prizes"), self.prizes))
        for pot in self.pots:
            lines += [
                SheetLine("pots", "carried_in", Message("money.line_pot_carried_in",
                                                        name=pot.name), pot.carried_in),
                SheetLine("pots", "stakes", Message("money.line_pot_stakes", name=pot.name),
                          pot.stakes),
                SheetLine("pots", "won", Message("money.line_pot_won", name=pot.name,
                                                 players=[name(w) for w in pot.winners]), pot.won),
                SheetLine("pots", "carried_out", Message("money.line_pot_carried_out",
                                                         name=pot.name), pot.carried_out),
            ]
        lines += [
            SheetLine("house", "table_money", Message("money.line_table_money"),
                      self._total("table_money")),
            SheetLine("house", "extras", Message("money.line_extras"), self._total("extras")),
            SheetLine("house", "fees_kept", Message("money.line_fees_kept"),
                      self.fees - self.fund),
            SheetLine("house", "fund_left", Message("money.line_fund_left"), self.fund_left),
            SheetLine("house", "waived", Message("money.line_waived_off"),
                      -self._total("waived")),
            SheetLine("house", "total", Message("money.line_house"), self.house),
            SheetLine("cash", "taken", Message("money.line_cash_taken"), self._total("cash")),
            SheetLine("cash", "paid_out", Message("money.line_cash_paid_out"),
                      -self._total("paid_out")),
            SheetLine("cash", "total", Message("money.line_cash_box"),
                      self._total("cash") - self._total("paid_out")),
            SheetLine("proof", "proof", Message("money.line_proof"), self.proof),
        ]
        minor = self.setup.minor
        return tuple(replace(line, amount=line.amount.quantize(minor)) for line in lines)


def evening_book(setup: EveningSetup, entrants: Sequence[Entrant],
                 payments: Sequence[PaymentIn] = (), placings: Sequence[Placing] = (),
                 pots: Sequence[PotPlay] = (),
                 party_prizes: Sequence[tuple[str, str]] = ()) -> EveningBook:
    """The evening's money worked out from what was recorded (see the module docstring);
    MoneyError for a payment by someone not in the field. A player who paid more than he owes
    (the fees lowered after he paid) is left with a negative ``unpaid``: a credit, so that the
    books still balance; the service refuses such a change (``overpaid``)."""
    minor = setup.minor
    field_of = {e.player: e for e in entrants}
    paid: dict[str, dict[str, Decimal]] = {who: dict.fromkeys(PAY_WAYS, ZERO)
                                           for who in field_of}
    for payment in payments:
        if payment.player not in field_of:
            raise MoneyError("payments", "money.not_in_field", player=payment.player)
        if payment.how not in PAY_WAYS:
            raise MoneyError("payments.how", "money.not_a_choice", value=str(payment.how),
                             choices=list(PAY_WAYS))
        paid[payment.player][payment.how] += payment.amount
    stakes_each = _sum(p.rule.per_player for p in pots)
    extras_each = _sum(e.amount for e in setup.extras)
    fees = _sum(setup.fee(e.guest) for e in field_of.values())
    fund = prize_fund(setup.payout, fees, minor)
    won: dict[str, Decimal] = dict.fromkeys(field_of, ZERO)
    prizes: tuple[Payout, ...] = ()
    places_paid = 0
    left = fund
    rule = setup.payout
    if rule is not None and rule.party:
        prizes = party_payouts(rule, [(k, w) for k, w in party_prizes if w in field_of], minor)
        left = fund - _sum(p.amount for p in prizes)
    elif rule is not None:
        result = payouts(rule, fund, [p for p in placings if p.player in field_of],
                         len(field_of), minor)
        prizes, left, places_paid = result.payouts, result.left, result.places_paid
    for prize in prizes:
        won[prize.player] += prize.amount
    pot_won: dict[str, Decimal] = dict.fromkeys(field_of, ZERO)
    evenings = []
    for play in pots:
        claims = tuple(c for c in play.claims if all(w in field_of for w in c.players))
        pot = pot_evening(play.rule, play.carried_in, len(field_of), claims, minor)
        for who, amount in pot.paid:
            pot_won[who] += amount
        evenings.append(pot)
    lines = []
    for who, entrant in field_of.items():
        way = paid[who]
        line = PlayerMoney(who, entrant.guest, setup.fee(entrant.guest), setup.table_money,
                           extras_each, stakes_each, way["cash"], way["card"], way["balance"],
                           way["waived"], won[who], pot_won[who],
                           won[who] + pot_won[who] if setup.pay_out == "cash" else ZERO)
        lines.append(line)
    return EveningBook(setup, tuple(lines), prizes, tuple(evenings), fund, left, places_paid)


def overpaid(book: EveningBook) -> tuple[PlayerMoney, ...]:
    """The players who have paid more than the evening charges them."""
    return tuple(line for line in book.players if line.paid > line.due)


# --- members' accounts -------------------------------------------------------------------------

AccountKind = Literal["deposit", "withdrawal", "due", "cash", "card", "balance", "waived",
                      "prize", "pot", "paid_out"]


@dataclass(frozen=True)
class Deposit:
    """Money a member gave the treasurer to keep (+) or took back from his balance (−)."""

    player: str
    day: dt.date
    amount: Decimal
    note: str = ""


@dataclass(frozen=True)
class AccountLine:
    """A line of a member's account: what it does to the balance (``amount``, + to the member),
    the figure the line shows (``figure``: the sum paid from the balance moves nothing), and
    the balance after it."""

    day: dt.date
    kind: AccountKind
    amount: Decimal
    figure: Decimal
    balance: Decimal
    evening: int | None = None
    note: str = ""


@dataclass(frozen=True)
class EveningOfMember:
    """An evening's book with what names it in an account: its number and day."""

    evening: int
    day: dt.date
    book: EveningBook


def _evening_lines(who: str, at: EveningOfMember) -> list[tuple[AccountKind, Decimal, Decimal]]:
    try:
        line = at.book.player(who)
    except KeyError:
        return []
    out: list[tuple[AccountKind, Decimal, Decimal]] = [("due", -line.due, line.due)]
    out += [(how, getattr(line, how) if how != "balance" else ZERO, getattr(line, how))
            for how in PAY_WAYS if getattr(line, how)]
    if line.prizes:
        out.append(("prize", line.prizes, line.prizes))
    if line.pots:
        out.append(("pot", line.pots, line.pots))
    if line.paid_out:
        out.append(("paid_out", -line.paid_out, line.paid_out))
    return out


def account_lines(who: str, evenings: Sequence[EveningOfMember], deposits: Sequence[Deposit],
                  opening: Decimal = ZERO) -> tuple[AccountLine, ...]:
    """A member's account in the order of days (a day's deposits before its evenings), each
    line with the balance after it, from ``opening``."""
    moments: list[tuple[dt.date, int, int, list[tuple[AccountKind, Decimal, Decimal]],
                        int | None, str]] = []
    for number, deposit in enumerate(d for d in deposits if d.player == who):
        kind: AccountKind = "deposit" if deposit.amount >= 0 else "withdrawal"
        moments.append((deposit.day, 0, number, [(kind, deposit.amount, abs(deposit.amount))],
                        None, deposit.note))
    for number, at in enumerate(evenings):
        lines = _evening_lines(who, at)
        if lines:
            moments.append((at.day, 1, number, lines, at.evening, ""))
    balance = opening
    out = []
    for day, _, _, lines, evening, note in sorted(moments, key=lambda m: m[:3]):
        for kind, amount, figure in lines:
            balance += amount
            out.append(AccountLine(day, kind, amount, figure, balance, evening, note))
    return tuple(out)


def balance_of(who: str, evenings: Sequence[EveningOfMember], deposits: Sequence[Deposit],
               opening: Decimal = ZERO) -> Decimal:
    """A member's balance after these evenings and deposits."""
    return opening + _sum(d.amount for d in deposits if d.player == who) + _sum(
        at.book.player(who).account for at in evenings
        if any(p.player == who for p in at.book.players))


# --- the season --------------------------------------------------------------------------------

@dataclass(frozen=True)
class SeasonBooks:
    """The season's money: what came in and went out, and where it is now."""

    money_in: Decimal  # deposits, cash and card taken
    money_out: Decimal  # withdrawals, winnings handed out in cash
    balances: Mapping[str, Decimal]
    opening: Mapping[str, Decimal]
    house: Decimal
    pots_start: Decimal
    pots_end: Decimal
    evenings_balanced: bool = True
    per_pot: Mapping[str, tuple[Decimal, Decimal]] = field(default_factory=dict)

    @property
    def proof(self) -> Decimal:
        """Nothing, when every cent of the season is accounted for."""
        return (self.money_in - self.money_out
                - (_sum(self.balances.values()) - _sum(self.opening.values()))
                - (self.pots_end - self.pots_start) - self.house)

    @property
    def balanced(self) -> bool:
        return self.proof == 0 and self.evenings_balanced


def season_books(evenings: Sequence[EveningBook], deposits: Sequence[Deposit],
                 opening: Mapping[str, Decimal] | None = None) -> SeasonBooks:
    """The books of these evenings (in their order) and deposits: every member's balance, the
    house, the pots at the start and the end, with the proof."""
    opened = dict(opening or {})
    balances = dict(opened)
    money_in = money_out = house = ZERO
    for deposit in deposits:
        balances[deposit.player] = balances.get(deposit.player, ZERO) + deposit.amount
        if deposit.amount >= 0:
            money_in += deposit.amount
        else:
            money_out -= deposit.amount
    pots: dict[str, tuple[Decimal, Decimal]] = {}
    for book in evenings:
        for line in book.players:
            balances[line.player] = balances.get(line.player, ZERO) + line.account
            money_in += line.cash + line.card
            money_out += line.paid_out
        house += book.house
        for pot in book.pots:
            start = pots[pot.name][0] if pot.name in pots else pot.carried_in
            pots[pot.name] = (start, pot.carried_out)
    return SeasonBooks(money_in, money_out, balances, opened, house,
                       _sum(s for s, _ in pots.values()), _sum(e for _, e in pots.values()),
                       all(b.balanced for b in evenings), pots)
