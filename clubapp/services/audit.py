"""The audit log: who changed what, when, with the values before and after."""

from __future__ import annotations

import getpass
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from sqlalchemy.orm import Session

from clubapp.services.group_commit import write_later
from clubapp.store.models import AuditEntry

if TYPE_CHECKING:
    from clubapp.store.database import Database

# who a change comes from when it is not this computer's user: "table 3 (192.168.1.20)" for
# an entry sent from a table's page (clubapp.web), set around the service call
_acting: ContextVar[str | None] = ContextVar("clubapp_acting", default=None)


@contextmanager
def acting_as(who: str) -> Iterator[None]:
    """Write ``who`` beside every change made inside the block (instead of the user name)."""
    token = _acting.set(who)
    try:
        yield
    finally:
        _acting.reset(token)


# the person at this computer, as named in the window's Settings ("" until named)
_person = ""


def name_the_person(name: str) -> None:
    """Changes made here from now on are this person's (the scorer named in Settings)."""
    global _person
    _person = " ".join(name.split())[:100]


def current_user() -> str:
    """The name written beside every change: whoever the change is made for (``acting_as``),
    else the person named at this computer, else the computer's user name."""
    acting = _acting.get()
    if acting:
        return acting
    if _person:
        return _person
    try:
        return getpass.getuser()
    except Exception:  # no user database entry (some containers): still record the change
        return "unknown"


def audit(session: Session, action: str, entity: str, entity_id: int | None,
          before: dict[str, Any] | None, after: dict[str, Any] | None) -> None:
    """Add one line to the audit log inside the caller's transaction."""
    # a statement of its own, not left to the session's next flush (a deal from a table's page
    # is one of thirty in a group: the group writes their lines together)
    write_later(session, AuditEntry.__table__,
                {"who": current_user(), "action": action, "entity": entity,
                 "entity_id": entity_id, "before": before, "after": after})


@contextmanager
def conflict_noted(db: Database, entity: str, entity_id: int) -> Iterator[None]:
    """Around a change that another computer's change may refuse (``ConflictError``): the
    meeting of the two versions goes to the audit log in a transaction of its own, as it was
    seen — the version that stands and the scorer's — before the scorer chooses one (the choice
    is written when it is made: ``keep mine`` or ``correction not kept``)."""
    from clubapp.services.views import ConflictError
    from clubapp.store.database import DatabaseError

    try:
        yield
    except ConflictError as conflict:
        try:
            with db.transaction() as session:
                audit(session, "correction met another", entity, entity_id,
                      {"entry": conflict.theirs, "revision": conflict.revision},
                      {"entry": conflict.mine})
        except DatabaseError:
            pass  # the conflict is said all the same, and the window shows both versions
        raise conflict from None
