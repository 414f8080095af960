"""Score entry from phones: each table's secret address, the submissions it sent, the results
a party's tables hand in before the bell.

A table's (or a guest's) address carries a long random token, kept here only as its hash (the
token itself is known only to the program that issued it, while it runs); revoking it marks
the row ``revoked`` and makes a new one, so an old card's QR code stops working while the
record of who sent what stays. Every submission a page sends carries an id made when the page was shown;
the first answer to it is kept here, so a phone that sends the same entry again (it lost the
Wi-Fi before the answer came) is answered the same and nothing is recorded twice.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from clubapp.store.models import Base, utcnow


class TableAccess(Base):
    """The address of one table of an evening (``kind`` "table") or of one guest of a party
    (``kind`` "guest"): its secret token's hash, whether the host locked it, its page's
    language."""

    __tablename__ = "table_access"
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"), index=True)
    kind: Mapped[str] = mapped_column(String(10))  # "table" or "guest"
    number: Mapped[int | None] = mapped_column(Integer, nullable=True)  # the table's number
    member_id: Mapped[int | None] = mapped_column(ForeignKey("member.id"), nullable=True)
    # SHA-256 of the token, never the token: a page's token is found by its hash (the index's
    # timing says nothing of the token), and the database (or an export of it) read by anyone
    # gives no address that opens a page; a card is printed again with a new token
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    status: Mapped[str] = mapped_column(String(10), default="active")  # or "revoked"
    locked: Mapped[bool] = mapped_column(Boolean, default=False)
    lang: Mapped[str] = mapped_column(String(5), default="")  # "": the server's language
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    revoked_at: Mapped[dt.datetime | None] = mapped_column(DateTime, nullable=True)


class TableSubmission(Base):
    """One submission from a page, by the id the page made, with the first answer given."""

    __tablename__ = "table_submission"
    id: Mapped[int] = mapped_column(primary_key=True)
    submission_id: Mapped[str] = mapped_column(String(64), unique=True)
    access_id: Mapped[int] = mapped_column(ForeignKey("table_access.id"), index=True)
    action: Mapped[str] = mapped_column(String(20))  # "deal", "undo", "bell", "ring"
    answer: Mapped[dict[str, Any]] = mapped_column(JSON)
    client: Mapped[str] = mapped_column(String(100), default="")  # the phone's address
    at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)


class BellReport(Base):
    """What a party's table handed in from its page for a round, waiting for the bell."""

    __tablename__ = "bell_report"
    __table_args__ = (UniqueConstraint("evening_id", "round", "table_number",
                                       name="uq_bell_report_table"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"))
    round: Mapped[int] = mapped_column(Integer)
    table_number: Mapped[int] = mapped_column(Integer)
    score: Mapped[list[Any] | None] = mapped_column(JSON, nullable=True)
    next_hand_tricks: Mapped[list[Any] | None] = mapped_column(JSON, nullable=True)
    cut: Mapped[list[Any] | None] = mapped_column(JSON, nullable=True)
    client: Mapped[str] = mapped_column(String(100), default="")
    at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
