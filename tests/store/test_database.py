"""Opening the database: migrations, WAL, and refusing what cannot be used without touching it."""

from __future__ import annotations

import hashlib
import sqlite3

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory

from clubapp.store.database import (
    DatabaseError,
    _alembic_config,
    database_url,
    execute_scalar,
    open_database,
)
from clubapp.store.models import Base


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_migration_matches_the_models(db_url):
    """The Alembic migration creates exactly the tables the models describe (both backends)."""
    db = open_database(db_url)
    try:
        with db.engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
        assert diff == []
    finally:
        db.close()


def test_new_sqlite_file_uses_wal(tmp_path):
    db = open_database(str(tmp_path / "new" / "club.sqlite"))
    try:
        assert execute_scalar(db, "PRAGMA journal_mode") == "wal"
        head = ScriptDirectory.from_config(_alembic_config()).get_current_head()
        assert execute_scalar(db, "SELECT version_num FROM alembic_version") == head
    finally:
        db.close()


def test_plain_path_and_postgresql_urls():
    assert database_url("/x/club.sqlite") == "sqlite:////x/club.sqlite"
    assert database_url("postgresql://u@h/club") == "postgresql+psycopg://u@h/club"
    assert database_url(None).startswith("sqlite:///") and database_url(None).endswith("club.sqlite")


def test_file_that_is_not_sqlite_is_refused_and_untouched(tmp_path):
    path = tmp_path / "notes.sqlite"
    path.write_text("shopping list: eggs")
    before = digest(path)
    with pytest.raises(DatabaseError, match="not a clubapp database"):
        open_database(str(path))
    assert digest(path) == before


def test_corrupt_file_is_refused_and_untouched(tmp_path):
    path = tmp_path / "club.sqlite"
    open_database(str(path)).close()
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)
    path.write_bytes(bytes(data))
    before = digest(path)
    with pytest.raises(DatabaseError, match="damaged"):
        open_database(str(path))
    assert digest(path) == before


def test_newer_schema_is_refused_and_untouched(tmp_path):
    path = tmp_path / "club.sqlite"
    open_database(str(path)).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
    conn.close()
    before = digest(path)
    with pytest.raises(DatabaseError, match="newer clubapp"):
        open_database(str(path))
    assert digest(path) == before


def test_foreign_sqlite_database_is_refused(tmp_path):
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.close()
    with pytest.raises(DatabaseError, match="not a clubapp database"):
        open_database(str(path))
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT name FROM sqlite_master").fetchall() == [("recipes",)]
    conn.close()


def test_locked_database_gives_a_clear_message(tmp_path):
    path = tmp_path / "club.sqlite"
    open_database(str(path)).close()
    from clubapp.services import Services

    services = Services.open(str(path))
    blocker = sqlite3.connect(path, timeout=0)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        services.db.engine.dispose()
        with services.db.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA busy_timeout=100")
        from clubapp.store.models import Member

        with pytest.raises(DatabaseError, match="locked"), services.db.transaction() as session:
            session.add(Member(club_id=1, name="X"))
            session.flush()
    finally:
        blocker.rollback()
        blocker.close()
        services.close()


def test_folder_is_refused(tmp_path):
    with pytest.raises(DatabaseError, match="folder"):
        open_database(str(tmp_path))
