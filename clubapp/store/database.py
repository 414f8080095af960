"""Opening the club database: SQLite by default (WAL), any SQLAlchemy URL on request.

A database that cannot be used — locked, corrupt, not a clubapp file, or made by a newer
clubapp — is refused with a message that says so, and is never written to.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from platformdirs import user_data_dir
from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DatabaseError as SADatabaseError
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

MIGRATIONS = Path(__file__).with_name("migrations")
SQLITE_HEADER = b"SQLite format 3\x00"


class DatabaseError(Exception):
    """The database cannot be opened or used; the message tells the user why and what to do."""


def default_database_path() -> Path:
    """The club file in the user's data folder."""
    return Path(user_data_dir("clubapp", "clubapp")) / "club.sqlite"


def database_url(given: str | None) -> str:
    """An SQLAlchemy URL from what the user gave: nothing, a file path, or a URL."""
    if not given:
        return f"sqlite:///{default_database_path()}"
    if "://" in given:
        if given.startswith("postgresql://"):  # the driver this program ships with
            return "postgresql+psycopg://" + given[len("postgresql://"):]
        return given
    return f"sqlite:///{Path(given).expanduser().resolve()}"


def _alembic_config() -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=5000")
    # FULL: a deal acknowledged in the window survives a power cut, not only a crash
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.close()


def _mark_changed(session: Session, _context: Any) -> None:
    session.info["changed"] = True


class Database:
    """An open, migrated club database and its session factory."""

    def __init__(self, engine: Engine, url: str) -> None:
        self.engine = engine
        self.url = url
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        event.listen(self._sessions, "after_flush", _mark_changed)

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @property
    def display_name(self) -> str:
        """The database as a person would name it: the file, or the server and database."""
        url = make_url(self.url)
        if self.is_sqlite:
            return url.database or "memory"
        return url.render_as_string(hide_password=True)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One unit of work: committed when the block ends, rolled back if it raises.

        A unit of work that changed anything also advances the change counter in the same
        commit, so that every other computer on this database sees that something changed.
        """
        session = self._sessions()
        try:
            with session.begin():
                yield session
                session.flush()
                if session.info.get("changed"):
                    session.execute(text("UPDATE change_counter SET value = value + 1 WHERE id = 1"))
        except (OperationalError, SADatabaseError) as exc:
            if isinstance(exc, IntegrityError):
                raise
            raise _explain(exc, self.url) from None
        finally:
            session.close()

    def change_count(self) -> int:
        """The change counter: it grows with every committed change from any computer."""
        try:
            with self.engine.connect() as conn:
                return int(conn.execute(text("SELECT value FROM change_counter WHERE id = 1"))
                           .scalar_one())
        except (OperationalError, SADatabaseError) as exc:
            raise _explain(exc, self.url) from None

    def close(self) -> None:
        self.engine.dispose()


def open_database(given: str | None = None, *, backup: bool = True) -> Database:
    """Open (creating if new) and migrate the club database; DatabaseError if it cannot be used."""
    url = database_url(given)
    parsed = make_url(url)
    sqlite_file: Path | None = None
    if parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:"):
        sqlite_file = Path(parsed.database)
        _check_sqlite_file(sqlite_file)
        sqlite_file.parent.mkdir(parents=True, exist_ok=True)
    try:
        # pre-ping: a server connection lost mid-evening is replaced at the next entry
        engine = create_engine(url, pool_pre_ping=True)
    except Exception as exc:  # a malformed URL or a missing driver
        raise DatabaseError(f"cannot use database {given or url!r}: {exc}") from None
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    try:
        with engine.connect() as conn:
            if engine.dialect.name == "sqlite" and sqlite_file is not None:
                conn.exec_driver_sql("PRAGMA journal_mode=WAL")
                check = conn.exec_driver_sql("PRAGMA quick_check").scalar()
                if check != "ok":
                    raise DatabaseError(f"{sqlite_file} is damaged ({check}); it was not changed. "
                                        "Restore it from a backup.")
            needs_upgrade = _check_version(conn)
        if needs_upgrade and sqlite_file is not None and backup and _has_tables(engine):
            _backup_before_migration(sqlite_file)
        if needs_upgrade:
            with engine.begin() as conn:
                cfg = _alembic_config()
                cfg.attributes["connection"] = conn
                command.upgrade(cfg, "head")
    except DatabaseError:
        engine.dispose()
        raise
    except (OperationalError, SADatabaseError) as exc:
        engine.dispose()
        raise _explain(exc, url) from None
    return Database(engine, url)


def _check_sqlite_file(path: Path) -> None:
    if path.is_dir():
        raise DatabaseError(f"{path} is a folder, not a club database file")
    if not path.exists() or path.stat().st_size == 0:
        return
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise DatabaseError(f"cannot read {path}: {exc.strerror}") from None
    if header != SQLITE_HEADER:
        raise DatabaseError(f"{path} is not a clubapp database (not an SQLite file); "
                            "it was not changed")


def _has_tables(engine: Engine) -> bool:
    return bool(inspect(engine).get_table_names())


def _check_version(conn: Any) -> bool:
    """Refuse a database that is not clubapp's or is newer; True when it needs upgrading."""
    current = MigrationContext.configure(conn).get_current_revision()
    tables = set(inspect(conn).get_table_names())
    if current is None and tables - {"alembic_version"}:
        raise DatabaseError("this database holds tables but is not a clubapp database; "
                            "it was not changed")
    scripts = ScriptDirectory.from_config(_alembic_config())  # read once: it parses every file
    if current is not None and current not in {rev.revision for rev in scripts.walk_revisions()}:
        raise DatabaseError(
            f"this database was made by a newer clubapp (schema {current}); "
            "update clubapp to open it. It was not changed.")
    return current != scripts.get_current_head()


def _backup_before_migration(path: Path) -> Path:
    target = path.with_name(path.name + ".before-upgrade")
    shutil.copy2(path, target)
    return target


def _explain(exc: Exception, url: str) -> DatabaseError:
    message = str(getattr(exc, "orig", exc))
    if "database or disk is full" in message or "No space left" in message:
        return DatabaseError("the disk is full: nothing was saved. Free some space and "
                             "enter it again")
    if "locked" in message:
        return DatabaseError("the database is locked by another program; close it and try again")
    if "file is not a database" in message or "malformed" in message:
        return DatabaseError("the database file is damaged; it was not changed. "
                             "Restore it from a backup.")
    if "unable to open" in message:
        return DatabaseError(f"cannot open the database file ({message})")
    safe = make_url(url).render_as_string(hide_password=True)
    if any(word in message for word in ("server closed", "connection", "terminating", "Connection refused")):
        return DatabaseError(f"lost the connection to the database server ({safe}): nothing was "
                             "saved. Enter it again when the server is back.")
    return DatabaseError(f"database {safe}: {message}")


def execute_scalar(db: Database, sql: str) -> Any:
    """Run one read-only SQL statement (for checks such as integrity)."""
    with db.engine.connect() as conn:
        return conn.execute(text(sql)).scalar()
