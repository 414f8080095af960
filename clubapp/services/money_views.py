"""What the money service hands to the window, the documents and the command line: plain
frozen data, every sum a ``Decimal`` in the evening's minor unit (``str(amount)`` is the
command line's text: "5.00"), members by number and by their name now."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from clubapp.ledger.money import PayoutRule, percent_json
from clubapp.ledger.money_book import EveningBook, Extra, SheetLine
from clubapp.services.views import EveningView
from clubapp.words import Message


def text(amount: Decimal) -> str:
    """A sum as the command line and the audit log write it: "5.00" (never a float)."""
    return str(amount)


@dataclass(frozen=True)
class PotSetupView:
    """A pot in play at an evening, with the rule it is played by there."""

    pot_id: int
    name: str
    per_player: Decimal
    won_by: dict[str, Any]  # clubapp.events.pot_claims.PotCondition.to_json()
    several: str  # "first" or "share"
    takes: Decimal  # per cent of the pot a claim takes

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "per_player": text(self.per_player),
                "won_by": dict(self.won_by), "several": self.several,
                "takes": percent_json(self.takes)}


@dataclass(frozen=True)
class SetupView:
    """What an evening charges and how it pays; ``set_up`` False: never set up (all nothing)."""

    evening_id: int
    set_up: bool
    currency: str  # ISO 4217 code, "" unnamed
    minor_unit: Decimal
    entry_fee: Decimal
    guest_fee: Decimal | None  # None: the members' entry fee
    table_money: Decimal
    extras: tuple[Extra, ...]
    payout: PayoutRule | None
    pay_out: str  # "cash" (handed out at the evening) or "balance" (credited)
    pots: tuple[PotSetupView, ...]
    guests: tuple[tuple[int, str], ...]  # (member, name) paying the guest's rate

    def to_json(self) -> dict[str, Any]:
        """The setup as ``money setup`` prints it."""
        return {"evening": self.evening_id, "currency": self.currency,
                "minor_unit": text(self.minor_unit), "entry_fee": text(self.entry_fee),
                "guest_fee": text(self.guest_fee) if self.guest_fee is not None else None,
                "table_money": text(self.table_money),
                "extras": [{"name": e.name, "amount": text(e.amount)} for e in self.extras],
                "payout": self.payout.to_json() if self.payout is not None else None,
                "pay_out": self.pay_out, "pots": [p.to_json() for p in self.pots],
                "guests": [name for _, name in self.guests]}


@dataclass(frozen=True)
class PaymentView:
    """A payment at an evening (those cancelled are not listed)."""

    id: int
    member_id: int
    name: str
    amount: Decimal
    how: str  # "cash", "card", "balance" or "waived"
    at: dt.datetime
    by: str


@dataclass(frozen=True)
class PlayerMoneyView:
    """One player of the evening: what he owes by kind, how he paid, what he won, and his
    balance once the evening is counted (``balance_after``)."""

    member_id: int
    name: str
    guest: bool
    fee: Decimal
    table_money: Decimal
    extras: Decimal
    stakes: Decimal
    due: Decimal
    cash: Decimal
    card: Decimal
    balance: Decimal  # paid from his balance
    waived: Decimal
    paid: Decimal  # cash + card + balance + waived
    unpaid: Decimal
    prizes: Decimal
    pots: Decimal
    won: Decimal  # prizes + pots
    paid_out: Decimal  # handed to him in cash
    credited: Decimal  # credited to his balance
    balance_after: Decimal
    payments: tuple[PaymentView, ...] = ()


@dataclass(frozen=True)
class PayoutView:
    """A prize: the place (``shared`` players share it, covering the places ``covers``), who
    and how much; a party's prize names it (``prize``: first, second, consolation)."""

    place: int
    member_id: int
    name: str
    amount: Decimal
    shared: int
    covers: tuple[int, ...]
    prize: str = ""


@dataclass(frozen=True)
class ClaimView:
    """A claim on a pot: who (members), why (a message), and where it came from — a deal of a
    game (``deal_id``, ``game_id``) or the treasurer's award (``award_id``)."""

    member_ids: tuple[int, ...]
    names: tuple[str, ...]
    why: Message
    deal_id: int | None = None
    game_id: int | None = None
    award_id: int | None = None


@dataclass(frozen=True)
class PotView:
    """A pot at the evening: carried in, the stakes, what was won by whom, carried on."""

    pot_id: int
    name: str
    per_player: Decimal
    won_by: dict[str, Any]
    several: str
    takes: Decimal
    carried_in: Decimal
    stakes: Decimal
    held: Decimal  # carried in + stakes
    won: Decimal
    carried_out: Decimal
    winners: tuple[tuple[int, str, Decimal], ...]  # (member, name, amount)
    claims: tuple[ClaimView, ...]  # every claim, in order (with ``several`` first: the first won)

    @property
    def won_by_names(self) -> str | None:
        """Who took it, as ``money show`` prints it (several: "Ann & Bob"), or None."""
        return " & ".join(name for _, name, _ in self.winners) or None


@dataclass(frozen=True)
class EveningMoneyView:
    """An evening's money: its setup, every player's line, the prizes, the pots and the
    figures of the cash sheet (``balanced``: its proof row is nothing)."""

    evening: EveningView
    setup: SetupView
    players: tuple[PlayerMoneyView, ...]  # by name
    payouts: tuple[PayoutView, ...]  # by place
    pots: tuple[PotView, ...]
    places_paid: int
    standing: str | None  # the standing the prizes were read from: a game's or family's id,
    # "party"; None where no payout rule is set
    takings: Decimal  # what the field owes: fees, table money, extras, stakes
    received: Decimal  # cash + card + from balances
    waived: Decimal
    unpaid: Decimal
    fund: Decimal  # the prize fund
    fund_left: Decimal
    prizes: Decimal
    house: Decimal
    proof: Decimal
    book: EveningBook  # the pure book, for the documents

    @property
    def balanced(self) -> bool:
        return self.proof == 0

    @property
    def currency(self) -> str:
        return self.setup.currency

    def player(self, member_id: int) -> PlayerMoneyView:
        """One player's line (KeyError if not in the field)."""
        for line in self.players:
            if line.member_id == member_id:
                return line
        raise KeyError(member_id)


@dataclass(frozen=True)
class CashSheetView:
    """The evening's cash sheet: its lines section by section (takings, received, payouts,
    pots, house, cash), the proof row last (``proof`` nothing: it balances); each line's
    ``what`` a message naming the players by their names now."""

    evening: EveningView
    currency: str
    minor_unit: Decimal
    lines: tuple[SheetLine, ...]
    proof: Decimal

    @property
    def balanced(self) -> bool:
        return self.proof == 0


@dataclass(frozen=True)
class BalanceView:
    """A member's balance: what the club holds for him (negative: what he owes)."""

    member_id: int
    name: str
    balance: Decimal
    retired: bool = False


@dataclass(frozen=True)
class StatementLineView:
    """A line of a member's statement: the day, what it is (``kind``: deposit, withdrawal,
    due, cash, card, balance, waived, prize, pot, paid_out), what it does to the balance
    (``amount``, + to the member), the figure it shows, the balance after it, and the evening
    (number and name) or the deposit's note."""

    day: dt.date
    kind: str
    amount: Decimal
    figure: Decimal
    balance: Decimal
    evening_id: int | None
    evening_name: str
    note: str


@dataclass(frozen=True)
class StatementView:
    """A member's statement over a season (the span of its evenings) or over everything: the
    balance brought forward, every line, the balance at the end."""

    member_id: int
    name: str
    season_id: int | None
    season_name: str
    currency: str
    first_day: dt.date | None
    last_day: dt.date | None
    opening: Decimal
    lines: tuple[StatementLineView, ...]
    closing: Decimal
