"""The organiser's PIN in the service tests: a closed party it guards, the wrong tries the audit
log keeps, and the wait after them let pass."""

from __future__ import annotations

import datetime as dt

from sqlalchemy import select, update

from clubapp.events.standing_rules import StandingRules
from clubapp.services import Services
from clubapp.services.seasons import SeasonService
from clubapp.store.models import AuditEntry, Club

PIN = "4711"


def closed_party(services: Services):
    """Ann, Bob, Cat and Dan at a closed evening with tally cards, in a stars season."""
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cat", "Dan")]
    evening = services.evenings.create(dt.date(2026, 2, 6), "Friday party", "party")
    seasons = SeasonService(services.db)
    seasons.set_award(evening.id, ids[0], gold=2, red=1)  # seeds/002 line 85: the stars
    seasons.set_award(evening.id, ids[1], red=3)
    season = seasons.create("Party season", StandingRules(basis="stars"), [evening.id],
                            lots_seed=3)
    services.evenings.set_closed(evening.id, True)
    return ids, evening.id, season.id


def wrong_tries(services: Services) -> list[dict]:
    """What the audit log kept of each wrong PIN, in order."""
    with services.db.transaction() as session:
        return [e.after for e in session.scalars(
            select(AuditEntry).where(AuditEntry.action == "wrong PIN").order_by(AuditEntry.id))]


def let_time_pass(services: Services) -> None:
    """The wait is over: the moment of the next try is moved into the past."""
    with services.db.transaction() as session:
        session.execute(update(Club).values(pin_retry_at=dt.datetime(2000, 1, 1)))


def hold_the_wait(services: Services) -> None:
    """The wait a wrong PIN began is still on, however slow the machine: the moment of the
    next try is moved an hour on (a PIN's hash takes a second of a busy machine's time)."""
    with services.db.transaction() as session:
        retry_at = session.scalars(select(Club.pin_retry_at)).one()
        assert retry_at is not None, "no wait was begun"
        session.execute(update(Club).values(pin_retry_at=retry_at + dt.timedelta(hours=1)))
