"""A bell's results checked before the rules see them, and the rules' refusals in the host's
words: "table 3: …" naming the table, instead of "tables[2].score: …"."""

from __future__ import annotations

import re

from clubapp.rules.errors import RuleError
from clubapp.services.party_views import BellRefused, TableEntry
from clubapp.services.views import ServiceError

_TABLE_FIELD = re.compile(r"^tables\[(\d+)\](?:\.([a-z_]+))?")

def refusal(exc: RuleError, bell: bool = True) -> ServiceError:
    """The rules' refusal in the host's words: "table 3: …" instead of "tables[2].score: …"."""
    found = _TABLE_FIELD.match(exc.field)
    if found is None:
        return ServiceError(exc.message, exc.field)
    table = int(found.group(1)) + 1
    part = found.group(2) or "score"
    reason = exc.reason  # "table 4 did not report…" names its table already
    message = reason if reason.startswith(f"table {table} ") else f"table {table}: {reason}"
    return BellRefused(message, table, part) if bell else ServiceError(message, f"table {table}")


def check_entry(entry: TableEntry) -> None:
    """Shapes the rules do not look at unless needed: nothing malformed is ever stored."""
    where = f"table {entry.table}"
    if isinstance(entry.table, bool) or not isinstance(entry.table, int):
        raise BellRefused(f"expected a table number, got {entry.table!r}")
    for part, value, kind in (("score", entry.score, int), ("next_hand_tricks",
                                                            entry.next_hand_tricks, int),
                              ("cut", entry.cut, str)):
        if value is None:
            continue
        if not isinstance(value, tuple | list) or len(value) != 2:
            raise BellRefused(f"{where}: {part.replace('_', ' ')}: expected one for each pair",
                              entry.table, part)
        for item in value:
            if isinstance(item, bool) or not isinstance(item, kind):
                raise BellRefused(f"{where}: {part.replace('_', ' ')}: {item!r} is not "
                                  f"{'a number' if kind is int else 'a card'}", entry.table, part)
    if entry.next_hand_tricks is not None:
        first, second = entry.next_hand_tricks
        if not (0 <= first <= 5 and 0 <= second <= 5) or first + second > 5:
            raise BellRefused(f"{where}: {first} and {second} tricks cannot be taken in one "
                              "hand", entry.table, "next_hand_tricks")
    if entry.score is not None and not all(0 <= s <= 99 for s in entry.score):
        raise BellRefused(f"{where}: expected points from 0 to 99", entry.table, "score")
