"""The club itself: its name and the organiser's PIN that unlocks a closed evening.

The PIN is 4 or more digits, or a pass phrase of 8 or more characters; only a salted PBKDF2
hash of it is kept. After three wrong PINs in a row every further try waits longer (1 s, 2 s,
4 s … up to an hour) before it is checked at all; the count and the wait are kept in the
database, so every computer of the club shares them, and every wrong PIN is in the audit log.
What the PIN guards: reopening a closed evening, a closed evening's tally cards, restoring a
backup, and changing or removing the PIN.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import re
import secrets
import unicodedata
from pathlib import Path

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from clubapp.services.audit import audit
from clubapp.services.members import club_id
from clubapp.services.views import ServiceError
from clubapp.store.backup import Backup, Backups
from clubapp.store.database import Database
from clubapp.store.models import Club, utcnow

ITERATIONS = 600_000
# the rounds a stored hash may ask for: fewer is too weak, more would make each check a wait
# (an imported club's hash is refused outside these)
ROUNDS_LOW, ROUNDS_HIGH = 100_000, 2_000_000
MIN_DIGITS, MIN_PHRASE, MAX_PIN = 4, 8, 200
FREE_TRIES = 3  # wrong PINs in a row before the waits begin
LONGEST_WAIT = 3600  # seconds
_HASH = re.compile(r"pbkdf2\$([0-9]{1,9})\$([0-9a-f]{32})\$([0-9a-f]{64})")


class WrongPin(ServiceError):
    """The PIN given is not the organiser's (recorded as a wrong try before it is raised)."""


def _normal(pin: str) -> bytes:
    # the same pass phrase typed on another keyboard (composed or not) is the same phrase
    return unicodedata.normalize("NFC", pin).encode()


def pin_problem(pin: object) -> str | None:
    """Why this cannot be the organiser's PIN (a message id), None when it can."""
    if not isinstance(pin, str):
        return "club.pin_rules"
    text = unicodedata.normalize("NFC", pin)
    if len(text) > MAX_PIN or any(unicodedata.category(c) == "Cc" for c in text):
        return "club.pin_rules"
    if text.isascii() and text.isdigit():
        return None if len(text) >= MIN_DIGITS else "club.pin_rules"
    if len(text) < MIN_PHRASE or not text.strip():
        return "club.pin_rules"
    return None


def hash_pin(pin: str, salt: str | None = None, iterations: int = ITERATIONS) -> str:
    """A salted PBKDF2 hash of a PIN, as stored (the PIN itself is never stored)."""
    salt = salt or secrets.token_hex(16)
    digest = hashlib.pbkdf2_hmac("sha256", _normal(pin), bytes.fromhex(salt), iterations)
    return f"pbkdf2${iterations}${salt}${digest.hex()}"


def hash_problem(stored: object) -> str | None:
    """Why a stored PIN hash cannot be used (a message id), None when it can: it must be one
    clubapp makes, with rounds between ``ROUNDS_LOW`` and ``ROUNDS_HIGH``."""
    if not isinstance(stored, str):
        return "club.hash_unknown"
    found = _HASH.fullmatch(stored)
    if found is None:
        return "club.hash_unknown"
    if not ROUNDS_LOW <= int(found.group(1)) <= ROUNDS_HIGH:
        return "club.hash_rounds"
    return None


def pin_matches(pin: str, stored: str) -> bool:
    if hash_problem(stored) is not None:
        return False
    _, iterations, salt, digest = stored.split("$")
    again = hashlib.pbkdf2_hmac("sha256", _normal(pin), bytes.fromhex(salt), int(iterations))
    return hmac.compare_digest(again.hex(), digest)


def wait_after(failures: int) -> int:
    """Seconds before the next try is checked, after ``failures`` wrong PINs in a row."""
    if failures < FREE_TRIES:
        return 0
    return min(2 ** (failures - FREE_TRIES), LONGEST_WAIT)


def _seconds_until(moment: dt.datetime, now: dt.datetime) -> int:
    return max(1, int((moment - now).total_seconds() + 0.999))


def _own_session(session: Session) -> Session:
    """A session of its own on the caller's database: what it commits stays, whatever the
    caller's transaction does afterwards."""
    bind = session.get_bind()
    return Session(getattr(bind, "engine", bind))


def _claim_try(session: Session, owner: int, now: dt.datetime) -> tuple[str | None, int, int]:
    """Take one try at the PIN, counted before it is checked: (the stored hash, the wrong tries
    in a row if this one is wrong, the wait that follows it).

    The first statement takes the club's row for writing — a row lock on PostgreSQL, the file's
    write lock on SQLite — so that tries arriving at once from any number of computers are
    claimed one after another: each sees the count the one before it left, and the waits hold
    however many arrive together. The try is counted as wrong until the PIN is found right.
    """
    with _own_session(session) as own, own.begin():
        own.execute(update(Club).where(Club.id == owner)
                    .values(pin_failures=Club.pin_failures))
        stored, failures, retry_at = own.execute(
            select(Club.pin_hash, Club.pin_failures, Club.pin_retry_at)
            .where(Club.id == owner)).one()
        if stored is None:
            return None, 0, 0
        if retry_at is not None and now < retry_at:
            raise ServiceError("club.pin_wait", "pin", seconds=_seconds_until(retry_at, now))
        failures = int(failures or 0) + 1
        wait = wait_after(failures)
        own.execute(update(Club).where(Club.id == owner).values(
            pin_failures=failures,
            pin_retry_at=now + dt.timedelta(seconds=wait) if wait else None))
    return stored, failures, wait


def _settle_try(session: Session, owner: int, right: bool, failures: int, wait: int) -> None:
    """After the check: a right PIN ends the wrong tries in a row; a wrong one stays counted
    and goes to the audit log."""
    with _own_session(session) as own, own.begin():
        if right:
            own.execute(update(Club).where(Club.id == owner)
                        .values(pin_failures=0, pin_retry_at=None))
        else:
            audit(own, "wrong PIN", "club", owner, None, {"failures": failures, "wait": wait})


def has_pin(session: Session) -> bool:
    """Whether the club has an organiser's PIN."""
    return session.scalar(select(Club.pin_hash).where(Club.id == club_id(session))) is not None


def check_pin(session: Session, pin: str | None, *, now: dt.datetime | None = None) -> None:
    """Refuse unless ``pin`` is the organiser's PIN (anything passes when none is set).

    Call it before the transaction writes anything: the try is claimed and counted in
    transactions of its own (``_claim_try``), before the slow hash is worked out. While a wait
    runs, no PIN is checked at all (a right one neither).
    """
    owner = club_id(session)
    club = session.get(Club, owner)
    if club is None or club.pin_hash is None:
        return
    if not pin:
        raise ServiceError("club.pin_needed", "pin")
    if hash_problem(club.pin_hash) is not None:
        raise ServiceError("club.hash_damaged", "pin")
    stored, failures, wait = _claim_try(session, owner, now or utcnow())
    if stored is None:  # removed on another computer meanwhile
        return
    right = pin_matches(pin, stored)
    _settle_try(session, owner, right, failures, wait)
    if right:
        # the caller's copy of the club row is out of date now
        session.expire(club, ["pin_failures", "pin_retry_at"])
        return
    if wait:
        raise WrongPin("club.pin_wrong_wait", "pin", failures=failures, seconds=wait)
    raise WrongPin("club.pin_wrong", "pin")


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
            raise ServiceError("club.needs_name", "name")
        with self.db.transaction() as session:
            club = session.get(Club, club_id(session))
            assert club is not None
            before = club.name
            club.name = cleaned[:200]
            audit(session, "rename club", "club", club.id, {"name": before}, {"name": club.name})
            return club.name

    def has_pin(self) -> bool:
        with self.db.transaction() as session:
            return has_pin(session)

    def set_pin(self, new_pin: str | None, old_pin: str | None = None) -> None:
        """Set, change (the old PIN is needed) or remove (``new_pin`` None) the organiser's PIN."""
        if new_pin is not None:
            problem = pin_problem(new_pin)
            if problem is not None:
                raise ServiceError(problem, "pin", digits=MIN_DIGITS, characters=MIN_PHRASE,
                                   most=MAX_PIN)
        with self.db.transaction() as session:
            check_pin(session, old_pin)
            club = session.get(Club, club_id(session))
            assert club is not None
            club.pin_hash = hash_pin(new_pin) if new_pin is not None else None
            club.pin_failures, club.pin_retry_at = 0, None
            audit(session, "set PIN" if new_pin else "remove PIN", "club", club.id, None, None)

    def restore_backup(self, backup: Path, pin: str | None = None) -> Backup | None:
        """Put a backup in place of the club's data, with the organiser's PIN where one is set.

        The PIN stays the present one. The present data is backed up first (that backup is
        returned); the caller reopens the database afterwards.
        """
        with self.db.transaction() as session:
            check_pin(session, pin)
        return Backups(self.db).restore(backup)
