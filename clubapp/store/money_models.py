"""The club's money (issue 33): what each evening charges, what was paid, the side pots, the
manual awards and each member's deposits. What happened, never only totals: the prizes, the
pots' winners, the balances and the cash sheet are derived from these rows and from the
evening's deals and standings (``clubapp.services.money``).

Every sum is ``Numeric`` (a ``Decimal``), never a float: to the ten-thousandth, as the chips'
worth is kept (``evening.chip_worth``), in the evening's currency's minor unit.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Numeric,
    String,
    UniqueConstraint,
    true,
)
from sqlalchemy.orm import Mapped, mapped_column

from clubapp.store.models import Base, utcnow

MONEY = Numeric(12, 4)  # up to 99,999,999.9999
PERCENT = Numeric(7, 4)  # a share in per cent, 0–100
PAYMENT_WAYS = ("cash", "card", "balance", "waived")
PAYMENT_STATUSES = ("paid", "cancelled")
AWARD_STATUSES = ("awarded", "withdrawn")
DEPOSIT_KINDS = ("deposit", "withdrawal")
PAY_OUT_WAYS = ("cash", "balance")
SEVERAL = ("first", "share")

# Composite unique constraints are named here: the naming convention would give two of one
# table the same name (it names them by their first column only).


class MoneySetup(Base):
    """What an evening charges and how it pays its prizes (one row an evening)."""

    __tablename__ = "money_setup"
    __table_args__ = (UniqueConstraint("evening_id"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"))
    currency: Mapped[str] = mapped_column(String(3), default="")  # ISO 4217, "" unnamed
    minor_unit: Mapped[Decimal] = mapped_column(MONEY, default=Decimal("0.01"))
    entry_fee: Mapped[Decimal] = mapped_column(MONEY, default=Decimal(0))
    guest_fee: Mapped[Decimal | None] = mapped_column(MONEY, nullable=True)  # None: entry fee
    table_money: Mapped[Decimal] = mapped_column(MONEY, default=Decimal(0))
    # [{"name": "coffee", "amount": "0.50"}]: amounts as text, never a float
    extras: Mapped[list[Any]] = mapped_column(JSON, default=list)
    # clubapp.ledger.money.PayoutRule.to_json(); None: no prizes
    payout: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    pay_out: Mapped[str] = mapped_column(String(10), default="cash")  # or "balance"
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow, onupdate=utcnow)


class MoneyPot(Base):
    """A side pot of the club: its name and the rule a new evening plays it by."""

    __tablename__ = "money_pot"
    __table_args__ = (UniqueConstraint("club_id", "name", name="uq_money_pot_club_name"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    club_id: Mapped[int] = mapped_column(ForeignKey("club.id"))
    name: Mapped[str] = mapped_column(String(100))
    per_player: Mapped[Decimal] = mapped_column(MONEY, default=Decimal(0))
    # clubapp.events.pot_claims.PotCondition.to_json()
    won_by: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    several: Mapped[str] = mapped_column(String(10), default="first")  # or "share"
    takes: Mapped[Decimal] = mapped_column(PERCENT, default=Decimal(100))
    active: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true())
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)


class MoneyEveningPot(Base):
    """A pot in play at an evening, with the rule it was played by that evening (kept, so
    that a later change of the pot's rule leaves the evenings before as they were)."""

    __tablename__ = "money_evening_pot"
    __table_args__ = (UniqueConstraint("evening_id", "pot_id",
                                       name="uq_money_evening_pot_evening_pot"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"))
    pot_id: Mapped[int] = mapped_column(ForeignKey("money_pot.id"), index=True)
    per_player: Mapped[Decimal] = mapped_column(MONEY)
    won_by: Mapped[dict[str, Any]] = mapped_column(JSON)
    several: Mapped[str] = mapped_column(String(10))
    takes: Mapped[Decimal] = mapped_column(PERCENT)


class MoneyEntrant(Base):
    """A member marked in an evening's field: a guest at the guest's rate, or entered without
    (yet) sitting at a table. The evening's players are in its field without a row."""

    __tablename__ = "money_entrant"
    __table_args__ = (UniqueConstraint("evening_id", "member_id",
                                       name="uq_money_entrant_evening_member"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"))
    member_id: Mapped[int] = mapped_column(ForeignKey("member.id"), index=True)
    guest: Mapped[bool] = mapped_column(Boolean, default=False)


class MoneyPayment(Base):
    """A payment at an evening: how much, how (cash, card, from the balance, waived); a
    payment cancelled stays, marked."""

    __tablename__ = "money_payment"
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"), index=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member.id"), index=True)
    amount: Mapped[Decimal] = mapped_column(MONEY)
    how: Mapped[str] = mapped_column(String(10))
    status: Mapped[str] = mapped_column(String(10), default="paid")
    at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    by: Mapped[str] = mapped_column(String(100), default="")


class MoneyAward(Base):
    """A pot awarded by the treasurer's hand at an evening (withdrawn: kept, marked)."""

    __tablename__ = "money_award"
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"), index=True)
    pot_id: Mapped[int] = mapped_column(ForeignKey("money_pot.id"), index=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member.id"), index=True)
    status: Mapped[str] = mapped_column(String(10), default="awarded")
    at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    by: Mapped[str] = mapped_column(String(100), default="")


class MoneyDeposit(Base):
    """Money a member gave the treasurer to keep, or took back from the balance."""

    __tablename__ = "money_deposit"
    id: Mapped[int] = mapped_column(primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member.id"), index=True)
    kind: Mapped[str] = mapped_column(String(12), default="deposit")  # or "withdrawal"
    amount: Mapped[Decimal] = mapped_column(MONEY)  # above nothing; the kind gives the sign
    day: Mapped[dt.date] = mapped_column(Date)
    note: Mapped[str] = mapped_column(String(200), default="")
    at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    by: Mapped[str] = mapped_column(String(100), default="")
