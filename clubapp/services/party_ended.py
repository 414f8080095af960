"""Whether a party has ended, read from its log of changes: the end and the reopening are
changes like a bell (kinds ``end`` and ``reopen``). Below both the replay of a party and the
ending of one, which each need it."""

from __future__ import annotations

from collections.abc import Iterable

from clubapp.services.party_views import PartyEnded
from clubapp.store.party_models import PartyChange

END, REOPEN = "end", "reopen"


def ended_of(changes: Iterable[PartyChange]) -> PartyEnded | None:
    """The party's end while it stands: the last end not followed by a reopening."""
    found: PartyChange | None = None
    for change in changes:
        if change.kind == END and change.status == "done":
            found = change
        elif change.kind == REOPEN and change.status == "done":
            found = None
    if found is None:
        return None
    return PartyEnded(max(found.round - 1, 0), found.done_by, found.done_at)
