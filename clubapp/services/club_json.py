"""The whole club as one JSON document, and back: every table, every row, every column.

The document lists each table of the club's database (except derived caches and the change
counter) with its columns and its rows in primary-key order, values as JSON can hold them:
dates and times in ISO 8601 (to the microsecond), JSON columns as they are. Importing it into a
new, empty database and exporting again gives the same document, byte for byte.

Tables are read from the models' metadata, so a table added to the models later is carried too.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from sqlalchemy import JSON, Date, DateTime, Numeric, Table, delete, func, insert, select, text
from sqlalchemy.orm import Session

from clubapp.services.views import ServiceError
from clubapp.store.models import Base

FORMAT = "clubapp-club"
VERSION = 1
DERIVED = frozenset({"change_counter", "game_result", "evening_result"})  # rebuilt, never carried
REPLACED = frozenset({"club", "audit_log"})  # a new database has these before any member


def exported_tables() -> list[Table]:
    """The tables a whole-club export carries, parents before children."""
    return [t for t in Base.metadata.sorted_tables if t.name not in DERIVED]


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


def _in(column_type: Any, value: Any, where: str) -> Any:
    if value is None:
        return None
    try:
        if isinstance(column_type, DateTime):
            return dt.datetime.fromisoformat(value)
        if isinstance(column_type, Date):
            return dt.date.fromisoformat(value)
        if isinstance(column_type, Numeric):
            return Decimal(value)
    except (TypeError, ValueError):
        raise ServiceError(f"{where}: {value!r} is not a valid value") from None
    if not isinstance(column_type, JSON) and isinstance(value, dict | list):
        raise ServiceError(f"{where}: {value!r} is not a valid value")
    return value


def export_club(session: Session, schema: str) -> dict[str, Any]:
    """Every row of every carried table, as JSON-ready data."""
    tables: dict[str, Any] = {}
    for table in exported_tables():
        columns = list(table.columns)
        order = list(table.primary_key.columns) or columns
        rows = session.execute(select(*columns).order_by(*order))
        tables[table.name] = {
            "columns": [c.name for c in columns],
            "rows": [[_out(c.type, v) for c, v in zip(columns, row, strict=True)]
                     for row in rows]}
    return {"format": FORMAT, "version": VERSION, "schema": schema, "tables": tables}


def _check_document(data: Any, schema: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise ServiceError("this is not a clubapp club export")
    if data.get("version") != VERSION:
        raise ServiceError(f"this export is of format version {data.get('version')!r}; "
                           f"this clubapp reads version {VERSION}")
    if data.get("schema") != schema:
        raise ServiceError(f"this export was made by a clubapp with database schema "
                           f"{data.get('schema')!r}; this one has {schema!r}. Open it with the "
                           "same version of clubapp.")
    tables = data.get("tables")
    if not isinstance(tables, Mapping):
        raise ServiceError("the export has no tables")
    known = {t.name: t for t in exported_tables()}
    for name, content in tables.items():
        if name not in known:
            raise ServiceError(f"the export holds a table this clubapp does not know: {name}")
        if (not isinstance(content, Mapping) or not isinstance(content.get("columns"), list)
                or not isinstance(content.get("rows"), list)):
            raise ServiceError(f"table {name}: expected columns and rows")
        columns = set(known[name].columns.keys())
        for column in content["columns"]:
            if column not in columns:
                raise ServiceError(f"table {name}: unknown column {column!r}")
    return tables


def _refuse_unless_empty(session: Session) -> None:
    for table in exported_tables():
        if table.name in REPLACED:
            continue
        if session.scalar(select(func.count()).select_from(table)):
            raise ServiceError("this database already holds a club's data (" + table.name +
                               "); import a whole club into a new, empty database")


def _advance_sequences(session: Session, table: Table) -> None:
    """On PostgreSQL, move the id sequence past the ids imported (SQLite needs nothing)."""
    if session.get_bind().dialect.name != "postgresql" or "id" not in table.columns:
        return
    session.execute(text(
        f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
        f"(SELECT MAX(id) FROM {table.name})) WHERE EXISTS (SELECT 1 FROM {table.name})"))


def import_club(session: Session, data: Any, schema: str) -> dict[str, int]:
    """Load an export into an empty database (the caller's transaction); rows per table."""
    tables = _check_document(data, schema)
    _refuse_unless_empty(session)
    for table in reversed(exported_tables()):
        if table.name in REPLACED:
            session.execute(delete(table))
    counts: dict[str, int] = {}
    for table in exported_tables():
        content = tables.get(table.name)
        if content is None:
            continue
        names = content["columns"]
        rows = []
        for number, row in enumerate(content["rows"], start=1):
            if not isinstance(row, list) or len(row) != len(names):
                raise ServiceError(f"table {table.name}, row {number}: expected "
                                   f"{len(names)} values")
            rows.append({name: _in(table.columns[name].type, value,
                                   f"table {table.name}, row {number}, {name}")
                         for name, value in zip(names, row, strict=True)})
        if rows:
            session.execute(insert(table), rows)
        _advance_sequences(session, table)
        counts[table.name] = len(rows)
    return counts
