"""Deals offered from a table's page and waiting for the other side to confirm them (issue 28).

Where the evening asks for it (``evening.confirm_deals``), a deal sent from a table's page is
not recorded at once: it is kept here, as entered, until the other side of the table confirms
it (then it is recorded as any page's deal is, and ``deal_id`` names the deal) or disputes it
(then the host settles it in the window: records it as offered, or drops it). A deal offered
here is not a row of ``deal``: until it is recorded it counts nowhere.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from clubapp.store.models import Base, utcnow

# waiting: for the other side; disputed: for the host; confirmed: by the other side, and
# recorded; recorded: by the host after a dispute; dropped: by the host, never recorded
OFFER_STATUSES = ("waiting", "disputed", "confirmed", "recorded", "dropped")
OPEN_STATUSES = ("waiting", "disputed")  # a table takes no other deal while one is open
MAX_WORDS = 1000  # characters of what a side says of a disputed deal


class DealOffer(Base):
    """One deal sent from a table's page, as entered, with what became of it."""

    __tablename__ = "deal_offer"
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"), index=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id"), index=True)
    table_number: Mapped[int] = mapped_column(Integer)
    access_id: Mapped[int] = mapped_column(ForeignKey("table_access.id"))  # the page's address
    # the id the page made for the submission that offered it (its proof is in
    # table_submission): the same offer sent twice is kept once
    submission_id: Mapped[str] = mapped_column(String(64), unique=True)
    entry: Mapped[dict[str, Any]] = mapped_column(JSON)
    client: Mapped[str] = mapped_column(String(100), default="")  # the phone's network address
    offered_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    status: Mapped[str] = mapped_column(String(20), default="waiting")
    offer_words: Mapped[str] = mapped_column(String(MAX_WORDS), default="")  # the side that entered it
    dispute_words: Mapped[str] = mapped_column(String(MAX_WORDS), default="")  # the other side
    disputed_from: Mapped[str] = mapped_column(String(100), default="")
    disputed_at: Mapped[dt.datetime | None] = mapped_column(DateTime, nullable=True)
    deal_id: Mapped[int | None] = mapped_column(ForeignKey("deal.id"), nullable=True)
    # who confirmed it (a table's phone) or settled it (the host), and when
    settled_by: Mapped[str] = mapped_column(String(100), default="")
    settled_at: Mapped[dt.datetime | None] = mapped_column(DateTime, nullable=True)
