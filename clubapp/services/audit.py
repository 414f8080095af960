"""The audit log: who changed what, when, with the values before and after."""

from __future__ import annotations

import getpass
from typing import Any

from sqlalchemy.orm import Session

from clubapp.store.models import AuditEntry


def current_user() -> str:
    """The name written beside every change: the computer's user name."""
    try:
        return getpass.getuser()
    except Exception:  # no user database entry (some containers): still record the change
        return "unknown"


def audit(session: Session, action: str, entity: str, entity_id: int | None,
          before: dict[str, Any] | None, after: dict[str, Any] | None) -> None:
    """Add one line to the audit log inside the caller's transaction."""
    session.add(AuditEntry(who=current_user(), action=action, entity=entity,
                           entity_id=entity_id, before=before, after=after))
