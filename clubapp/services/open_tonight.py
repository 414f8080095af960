"""The evenings still open on a given day: the start page offers to continue one of them
rather than open a second evening for the same night."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from sqlalchemy import select

from clubapp.services.evenings import _view as evening_view
from clubapp.services.views import EveningView
from clubapp.store.database import Database
from clubapp.store.models import Evening


@dataclass(frozen=True)
class OpenEvening:
    evening: EveningView
    opened_at: dt.datetime  # when it was made, in this computer's local time (naive)


def local_time(stored: dt.datetime) -> dt.datetime:
    """A moment as the store keeps it (UTC, naive) in this computer's local time (naive)."""
    return stored.replace(tzinfo=dt.UTC).astimezone().replace(tzinfo=None)


def open_evenings_on(db: Database, day: dt.date, kind: str) -> list[OpenEvening]:
    """The open evenings of ``kind`` dated ``day``, the most recently made first."""
    with db.transaction() as session:
        evenings = session.scalars(
            select(Evening)
            .where(Evening.date == day, Evening.kind == kind, Evening.status == "open")
            .order_by(Evening.created_at.desc(), Evening.id.desc()))
        return [OpenEvening(evening_view(e), local_time(e.created_at)) for e in evenings]


__all__ = ["OpenEvening", "local_time", "open_evenings_on"]
