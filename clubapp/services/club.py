"""The club itself: its name and the organiser's PIN that unlocks a closed evening."""

from __future__ import annotations

import hashlib
import hmac
import secrets

from sqlalchemy import select
from sqlalchemy.orm import Session

from clubapp.services.audit import audit
from clubapp.services.members import club_id
from clubapp.services.views import ServiceError
from clubapp.store.database import Database
from clubapp.store.models import Club

ITERATIONS = 200_000


def hash_pin(pin: str, salt: str | None = None) -> str:
    """A salted PBKDF2 hash of a PIN, as stored (the PIN itself is never stored)."""
    salt = salt or secrets.token_hex(16)
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode(), bytes.fromhex(salt), ITERATIONS)
    return f"pbkdf2${ITERATIONS}${salt}${digest.hex()}"


def pin_matches(pin: str, stored: str) -> bool:
    _, iterations, salt, digest = stored.split("$")
    again = hashlib.pbkdf2_hmac("sha256", pin.encode(), bytes.fromhex(salt), int(iterations))
    return hmac.compare_digest(again.hex(), digest)


def check_pin(session: Session, pin: str | None) -> None:
    """Refuse unless ``pin`` is the organiser's PIN (anything passes when none is set)."""
    club = session.get(Club, club_id(session))
    if club is None or club.pin_hash is None:
        return
    if not pin or not pin_matches(pin, club.pin_hash):
        raise ServiceError("the organiser's PIN is wrong" if pin else "the organiser's PIN is needed",
                           "pin")


class ClubService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def name(self) -> str:
        with self.db.transaction() as session:
            club = session.get(Club, club_id(session))
            return club.name if club else ""

    def rename(self, name: str) -> str:
        cleaned = " ".join(name.split())
        if not cleaned:
            raise ServiceError("the club needs a name", "name")
        with self.db.transaction() as session:
            club = session.get(Club, club_id(session))
            assert club is not None
            before = club.name
            club.name = cleaned[:200]
            audit(session, "rename club", "club", club.id, {"name": before}, {"name": club.name})
            return club.name

    def has_pin(self) -> bool:
        with self.db.transaction() as session:
            return session.scalar(select(Club.pin_hash).where(Club.id == club_id(session))) is not None

    def set_pin(self, new_pin: str | None, old_pin: str | None = None) -> None:
        """Set, change (the old PIN is needed) or remove (``new_pin`` None) the organiser's PIN."""
        if new_pin is not None and (not new_pin.isdigit() or not 4 <= len(new_pin) <= 12):
            raise ServiceError("a PIN is 4 to 12 digits", "pin")
        with self.db.transaction() as session:
            check_pin(session, old_pin)
            club = session.get(Club, club_id(session))
            assert club is not None
            club.pin_hash = hash_pin(new_pin) if new_pin is not None else None
            audit(session, "set PIN" if new_pin else "remove PIN", "club", club.id, None, None)
