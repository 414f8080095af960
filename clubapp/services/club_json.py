"""The whole club as one JSON document, and back: every table, every row, every column.

The document lists each table of the club's database (except derived caches and the change
counter) with its columns and its rows in primary-key order, values as JSON can hold them:
dates and times in ISO 8601 (to the microsecond), JSON columns as they are. Importing it into a
new, empty database and exporting again gives the same document, byte for byte.

The organiser's PIN is not carried unless asked for (``with_pin``): an export goes by e-mail and
on memory sticks, and the hash of a short PIN is found by trying every one. The PIN's wrong
tries never travel. An import is checked through (``club_check``) before anything is written.

Tables are read from the models' metadata, so a table added to the models later is carried too.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import Date, DateTime, Numeric, Table, delete, func, insert, select, text
from sqlalchemy.orm import Session

from clubapp.services.club_check import (
    DERIVED,
    FORMAT,
    VERSION,
    check_document,
    exported_tables,
)
from clubapp.services.views import ServiceError

__all__ = ["DERIVED", "FORMAT", "VERSION", "export_club", "exported_tables", "import_club"]

REPLACED = frozenset({"club", "audit_log"})  # a new database has these before any member
SECRET = frozenset({("club", "pin_hash")})  # carried only when asked for
NEVER = frozenset({("club", "pin_failures"), ("club", "pin_retry_at")})  # this database's own
CHUNK = 2000  # rows inserted at a time: a big club's export is not held twice in memory


def _out(column_type: Any, value: Any) -> Any:
    if value is None:
        return None
    if isinstance(column_type, DateTime):
        return value.isoformat()
    if isinstance(column_type, Date):
        return value.isoformat()
    if isinstance(column_type, Numeric) and isinstance(value, Decimal):
        return str(value)
    return value


def export_club(session: Session, schema: str, *, with_pin: bool = False) -> dict[str, Any]:
    """Every row of every carried table, as JSON-ready data (the PIN's hash only ``with_pin``)."""
    left_out = NEVER | (frozenset() if with_pin else SECRET)
    tables: dict[str, Any] = {}
    for table in exported_tables():
        columns = [c for c in table.columns if (table.name, c.name) not in left_out]
        order = list(table.primary_key.columns) or columns
        rows = session.execute(select(*columns).order_by(*order))
        tables[table.name] = {
            "columns": [c.name for c in columns],
            "rows": [[_out(c.type, v) for c, v in zip(columns, row, strict=True)]
                     for row in rows]}
    return {"format": FORMAT, "version": VERSION, "schema": schema, "tables": tables}


def _refuse_unless_empty(session: Session) -> None:
    for table in exported_tables():
        if table.name in REPLACED:
            continue
        if session.scalar(select(func.count()).select_from(table)):
            raise ServiceError("exchange.not_empty", table=table.name)


def _advance_sequences(session: Session, table: Table) -> None:
    """On PostgreSQL, move the id sequence past the ids imported (SQLite needs nothing)."""
    if session.get_bind().dialect.name != "postgresql" or "id" not in table.columns:
        return
    session.execute(text(
        f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
        f"(SELECT MAX(id) FROM {table.name})) WHERE EXISTS (SELECT 1 FROM {table.name})"))


def import_club(session: Session, data: Any, schema: str) -> dict[str, int]:
    """Load an export into an empty database (the caller's transaction); rows per table.

    The whole document is checked first (``check_document``): nothing is written unless every
    table, row and value is one this clubapp can keep and every game scores by its rules.
    """
    checked = check_document(data, schema)
    _refuse_unless_empty(session)
    for table in reversed(exported_tables()):
        if table.name in REPLACED:
            session.execute(delete(table))
    counts: dict[str, int] = {}
    for table in exported_tables():
        if table.name not in checked:
            continue
        names, rows = checked.pop(table.name)
        for start in range(0, len(rows), CHUNK):
            session.execute(insert(table), [dict(zip(names, row, strict=True))
                                            for row in rows[start:start + CHUNK]])
        _advance_sequences(session, table)
        counts[table.name] = len(rows)
    return counts
