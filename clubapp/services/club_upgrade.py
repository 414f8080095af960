"""A whole-club export of an earlier schema brought up to today's before it is imported.

An export names the database schema it was made with (``"schema": "0004"``). One of an older
schema this clubapp knows is loaded, table by table as the document names them, into a scratch
SQLite database migrated to exactly that schema (its tables read from the database itself:
today's models do not match an old schema), then the same migrations that upgrade a club file
bring it up to today's, and today's export of it is what is imported, with all of today's
checks. Every value is checked against its column of the old schema before it is written to
the scratch database; nothing of the import's target is touched until the whole club has come
up. The scratch database is a temporary file, removed at the end.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import MetaData, delete, insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from clubapp.services.club_check import DERIVED, FORMAT, VERSION, _as_typed, check_table
from clubapp.services.club_json import CHUNK, export_club
from clubapp.services.views import ServiceError
from clubapp.store.database import SCHEMA_REVISIONS, scratch_database, upgrade_schema

__all__ = ["bring_up_to_date", "load_export", "older_schema"]

NOT_CARRIED = DERIVED | {"alembic_version"}  # never in an export: rebuilt, or the database's own


def older_schema(data: Any) -> str | None:
    """The schema an export was made with, where it is an export of a schema older than
    today's that this clubapp knows (and so can bring up); None for anything else."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT \
            or data.get("version") != VERSION:
        return None
    schema = data.get("schema")
    return schema if isinstance(schema, str) and schema in SCHEMA_REVISIONS[:-1] else None


def bring_up_to_date(data: Mapping[str, Any]) -> dict[str, Any]:
    """The export of an older schema (``older_schema(data)``) as today's clubapp would have
    exported the same club, the organiser's PIN included where the export carried it;
    ServiceError naming what is wrong where the export cannot come up."""
    theirs = older_schema(data)
    if theirs is None:
        raise ValueError("not an export of an older schema")
    with scratch_database(theirs) as engine:
        with engine.begin() as conn:
            load_export(conn, data, theirs)
        try:
            with engine.begin() as conn:
                upgrade_schema(conn)
        except Exception as exc:  # a migration that cannot take these rows: said, not raised
            raise ServiceError("exchange.cannot_bring_up", schema=theirs,
                               newest=SCHEMA_REVISIONS[-1], detail=type(exc).__name__) from None
        with Session(engine) as session:
            return export_club(session, SCHEMA_REVISIONS[-1], with_pin=True)


def load_export(conn: Any, data: Mapping[str, Any], schema: str) -> None:
    """An export's rows, table by table and column by column as the document names them, into
    the database on ``conn``, which is of exactly the export's ``schema`` (its tables are read
    from the database). Every value is checked against its column first; ServiceError names
    the first thing wrong, and nothing is written (the caller's transaction is rolled back)."""
    tables = data.get("tables")
    if not isinstance(tables, Mapping):
        raise ServiceError("exchange.no_tables")
    then = MetaData()
    then.reflect(conn)
    checked = {}
    for name, content in tables.items():
        table = then.tables.get(name) if isinstance(name, str) else None
        if table is None or name in NOT_CARRIED:
            raise ServiceError("exchange.unknown_table_then", table=_as_typed(name),
                               schema=schema)
        checked[name] = check_table(table, content)
    for table in then.sorted_tables:
        if table.name in checked:
            _load(conn, table, *checked.pop(table.name))


def _load(conn: Any, table: Any, names: list[str], rows: list[list[Any]]) -> None:
    """A table's checked rows into the database, in place of any its migrations made."""
    conn.execute(delete(table))
    try:
        for start in range(0, len(rows), CHUNK):
            conn.execute(insert(table), [dict(zip(names, row, strict=True))
                                         for row in rows[start:start + CHUNK]])
    except IntegrityError:  # a row given twice, or a value that must be unique given twice
        raise ServiceError("exchange.rows_clash", table=table.name) from None
