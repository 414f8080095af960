"""Opening the club database: SQLite by default (WAL), any SQLAlchemy URL on request.

A database that cannot be used — a folder, another program's file, a damaged, read-only or
locked file, a file made by a newer clubapp, a server that refuses the password or has no such
database — is refused with a message that says which, and is never written to: nothing is
written to an SQLite file (not even its journal mode) before it is known to be a club's.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir
from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError, NoSuchModuleError, OperationalError
from sqlalchemy.exc import DatabaseError as SADatabaseError
from sqlalchemy.orm import Session, sessionmaker

from clubapp.store.backup_files import backup_before_upgrade
from clubapp.store.credentials import redact, where_of
from clubapp.store.errors import DatabaseError

MIGRATIONS = Path(__file__).with_name("migrations")
SQLITE_HEADER = b"SQLite format 3\x00"
# PRAGMA application_id of a club file ("Club"): a file with another program's mark is not ours
APPLICATION_ID = 0x436C7562


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


# The schema's revisions in order, the last the newest: those of migrations/versions (a test
# holds them to it), so that opening a club reads no migration file and loads no Alembic.
SCHEMA_REVISIONS = ("0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008",
                    "0009", "0010", "0011", "0012", "0013")


# the advisory lock's key on PostgreSQL while the schema is made or upgraded ("clubschm")
SCHEMA_LOCK = 0x636C7562_7363686D & 0x7FFFFFFFFFFFFFFF


def _alembic_config() -> Any:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def upgrade_schema(conn: Any, revision: str = "head") -> None:
    """Run the migrations on this connection (in its transaction) up to ``revision``."""
    from alembic import command

    cfg = _alembic_config()
    cfg.attributes["connection"] = conn
    command.upgrade(cfg, revision)


@contextmanager
def scratch_database(revision: str) -> Iterator[Engine]:
    """A new SQLite club database in a temporary folder, migrated to exactly ``revision`` (one
    of ``SCHEMA_REVISIONS``), where an older club's rows are brought up to date; removed when
    the block ends.

    Its foreign keys are not enforced (SQLite's default): a row that refers to nothing is
    carried through the migrations and named, table, row and column, by the import's checks.
    """
    import tempfile

    if revision not in SCHEMA_REVISIONS:
        raise ValueError(f"not a schema revision of this clubapp: {revision!r}")
    with tempfile.TemporaryDirectory(prefix="clubapp-scratch-") as folder:
        engine = create_engine(f"sqlite:///{Path(folder) / 'club.sqlite'}")
        try:
            with engine.begin() as conn:
                upgrade_schema(conn, revision)
            yield engine
        finally:
            engine.dispose()


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=5000")
    # FULL: a deal acknowledged in the window survives a power cut, not only a crash
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.close()


def _mark_changed(session: Session, _context: Any) -> None:
    session.info["changed"] = True


def _mark_written(state: Any) -> None:
    # a change written by a statement of its own (an audit line, a results cache's upsert)
    # moves the change counter as a flush does
    if state.is_insert or state.is_update or state.is_delete:
        state.session.info["changed"] = True


class Database:
    """An open, migrated club database and its session factory."""

    def __init__(self, engine: Engine, url: str) -> None:
        self.engine = engine
        self.url = url
        self.held_file: str | None = None  # the club file, counted in ``_OPEN_HERE``
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        event.listen(self._sessions, "after_flush", _mark_changed)
        event.listen(self._sessions, "do_orm_execute", _mark_written)

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @property
    def display_name(self) -> str:
        """The database as a person would name it: the file, or the server and database."""
        url = make_url(self.url)
        if self.is_sqlite:
            return url.database or "memory"
        return redact(url.render_as_string(hide_password=True))

    def new_session(self) -> Session:
        """A session to give ``transaction`` again and again (one writer's, kept between its
        transactions with what it loaded); the caller closes it."""
        return self._sessions()

    @contextmanager
    def transaction(self, kept: Session | None = None) -> Iterator[Session]:
        """One unit of work: committed when the block ends, rolled back if it raises.

        A unit of work that changed anything also advances the change counter in the same
        commit, so that every other computer on this database sees that something changed.
        ``kept``: a session of ``new_session`` to run it in, left open afterwards (what it
        loaded stays loaded, as it was at this commit, or expired if it was rolled back).
        """
        session = kept if kept is not None else self._sessions()
        session.info.pop("changed", None)
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
            if kept is None:
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
        if self.held_file is not None:
            _OPEN_HERE[self.held_file] -= 1
            self.held_file = None


def _parse(url: str, given: str | None) -> URL:
    """The URL as SQLAlchemy reads it; DatabaseError for one that is not a URL or has a bad port."""
    port = re.match(r"[^:/]+://(?:[^@/]*@)?(?:\[[^\]]*\]|[^:/?]*):([^/?]*)", url)
    try:
        parsed = make_url(url)
        parsed.port  # noqa: B018  (SQLAlchemy reads the port only when asked)
    except ValueError:
        raise DatabaseError("store.bad_port", port=port.group(1) if port else "") from None
    except ArgumentError:
        raise DatabaseError("store.not_a_url", url=given or url) from None
    if parsed.port is not None and not 1 <= parsed.port <= 65535:
        raise DatabaseError("store.bad_port", port=str(parsed.port))
    query_port = parsed.query.get("port")
    if query_port is not None and not (isinstance(query_port, str) and query_port.isdigit()
                                       and 1 <= int(query_port) <= 65535):
        raise DatabaseError("store.bad_port", port=str(query_port))
    return parsed


def open_database(given: str | None = None, *, backup: bool = True,
                  upgrade: bool = False) -> Database:
    """Open (creating if new) and migrate the club database; DatabaseError if it cannot be used.

    A file is checked before anything is written to it: that it is a file SQLite wrote for
    clubapp (or a new one), undamaged, writable, not being written by another program, and of
    a schema this clubapp knows. Only then is it switched to WAL and, if need be, upgraded
    (after a backup taken with SQLite's backup API, listed in File → Backups).

    A server's database of an older schema is upgraded only when ``upgrade`` is given: no file
    backup can be taken of a server, so it is refused first (``store.server_upgrade_needed``:
    what the upgrade does, and ``pg_dump`` as the backup to take). A new, empty one is made a
    club without asking.
    """
    url = database_url(given)
    parsed = _parse(url, given)
    sqlite_file: Path | None = None
    if parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:"):
        sqlite_file = Path(parsed.database)
        if not _open_here(sqlite_file):
            _check_sqlite_file(sqlite_file)
    try:
        # pre-ping: a server connection lost mid-evening is replaced at the next entry
        engine = create_engine(url, pool_pre_ping=True)
    except (NoSuchModuleError, ImportError):
        raise DatabaseError("store.no_driver", backend=parsed.get_backend_name()) from None
    except Exception:  # a URL SQLAlchemy cannot make an engine of
        raise DatabaseError("store.not_a_url", url=given or url) from None
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    try:
        with engine.connect() as conn:
            if sqlite_file is not None:
                _check_undamaged(conn, sqlite_file)
            needs_upgrade, current = _check_version(conn, sqlite_file)
            if needs_upgrade and current is not None and not upgrade \
                    and engine.dialect.name != "sqlite":
                raise DatabaseError("store.server_upgrade_needed", where=where_of(parsed),
                                    name=parsed.database or "", schema=current,
                                    newest=SCHEMA_REVISIONS[-1])
            if sqlite_file is not None:
                _check_not_in_use(conn, sqlite_file)
                # the first write to the file: it is known to be a club's (or new) by now
                conn.exec_driver_sql("PRAGMA journal_mode=WAL")
        if needs_upgrade and sqlite_file is not None and backup and current is not None:
            backup_before_upgrade(sqlite_file, current)
        if needs_upgrade:
            with engine.begin() as conn:
                if engine.dialect.name == "postgresql":
                    # two computers making or upgrading the club at once: the second waits for
                    # the first, then finds the schema made (each its own CREATE would collide)
                    conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({SCHEMA_LOCK})")
                    needs_upgrade, _ = _check_version(conn, None)
                if needs_upgrade:
                    upgrade_schema(conn)
                if sqlite_file is not None:
                    conn.exec_driver_sql(f"PRAGMA application_id={APPLICATION_ID}")
    except DatabaseError:
        engine.dispose()
        raise
    except (OperationalError, SADatabaseError) as exc:
        engine.dispose()
        if sqlite_file is not None and _is_damage(exc):
            raise DatabaseError("store.damaged", path=sqlite_file) from None
        raise _explain(exc, url, opening=True) from None
    except (ArgumentError, ValueError) as exc:  # options the driver reads only when connecting
        engine.dispose()
        raise DatabaseError("store.bad_value", detail=str(exc)) from None
    database = Database(engine, url)
    if sqlite_file is not None:
        database.held_file = str(sqlite_file.resolve())
        _OPEN_HERE[database.held_file] += 1
    return database


# The club files this process has open, and how many times. SQLite's locks on a file are the
# process's own POSIX locks, which closing any descriptor of the file drops: a file already
# open here was checked when it was first opened, and is not opened outside SQLite again.
_OPEN_HERE: Counter[str] = Counter()


def _open_here(path: Path) -> bool:
    try:
        return _OPEN_HERE[str(path.resolve())] > 0
    except OSError:
        return False


def _check_sqlite_file(path: Path) -> None:
    """Refuse a path that cannot be a writable club file, reading at most its first bytes."""
    if path.is_dir():
        raise DatabaseError("store.folder", path=path)
    folder = _existing_folder(path.parent)
    if not os.access(folder, os.W_OK | os.X_OK):
        raise DatabaseError("store.read_only_folder", folder=folder)
    if not path.exists():
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseError("store.cannot_open_file", reason=exc.strerror or str(exc)) from None
        return
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise DatabaseError("store.cannot_read", path=path, reason=exc.strerror or str(exc)) \
            from None
    if not header:
        # a club file truncated by a failed copy or a sync tool must not open as a new, empty
        # club with no word: a new club is made only where no file exists
        raise DatabaseError("store.empty_file", path=path)
    if header != SQLITE_HEADER:
        raise DatabaseError("store.not_sqlite", path=path)
    try:
        # opened for writing and closed at once: nothing is written
        with path.open("r+b"):
            pass
    except OSError:
        raise DatabaseError("store.read_only_file", path=path) from None


def _existing_folder(folder: Path) -> Path:
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return folder


def _is_damage(exc: Exception) -> bool:
    message = str(getattr(exc, "orig", exc))
    return "malformed" in message or "not a database" in message


def _check_undamaged(conn: Any, path: Path) -> None:
    check = conn.exec_driver_sql("PRAGMA quick_check(1)").scalar()
    if check != "ok":
        raise DatabaseError("store.damaged", path=path)


def _check_not_in_use(conn: Any, path: Path) -> None:
    """Refuse a file another program is writing (waiting the busy timeout for it first)."""
    raw = conn.connection.driver_connection
    try:
        raw.execute("BEGIN IMMEDIATE")
        raw.rollback()
    except Exception as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise DatabaseError("store.in_use", path=path) from None
        if "readonly" in str(exc) or "read-only" in str(exc):
            raise DatabaseError("store.read_only_file", path=path) from None
        raise


def _check_version(conn: Any, sqlite_file: Path | None) -> tuple[bool, str | None]:
    """Refuse a database that is not clubapp's or is newer: (needs upgrading, its revision)."""
    tables = set(inspect(conn).get_table_names())
    current = (conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
               if "alembic_version" in tables else None)
    if current is None and tables - {"alembic_version"}:
        raise DatabaseError("store.foreign_tables")
    if sqlite_file is not None:
        application = conn.exec_driver_sql("PRAGMA application_id").scalar()
        user_version = conn.exec_driver_sql("PRAGMA user_version").scalar()
        if application not in (0, APPLICATION_ID) or (current is None and user_version):
            raise DatabaseError("store.foreign_marks", path=sqlite_file)
    if current is not None and current not in SCHEMA_REVISIONS:
        raise DatabaseError("store.newer", schema=current)
    return current != SCHEMA_REVISIONS[-1], current


def is_conflict(error: BaseException) -> bool:
    """Whether the database refused a change because another one came first (a value that
    must be unique, a row another change removed): the change is worth trying again."""
    return isinstance(error, IntegrityError)


def known_revisions() -> set[str]:
    """Every schema revision this clubapp can open (and upgrade)."""
    return set(SCHEMA_REVISIONS)


_QUOTED = re.compile(r'"([^"]*)"')


def _quoted(message: str, after: str) -> str:
    found = _QUOTED.search(message, message.find(after))
    return found.group(1) if found else ""


def _explain(exc: Exception, url: str, *, opening: bool = False) -> DatabaseError:
    """What a driver's error means to the person at the computer, in one clear sentence."""
    message = str(getattr(exc, "orig", exc))
    parsed = make_url(url)
    where = where_of(parsed)
    user = parsed.username or ""
    if "database or disk is full" in message or "No space left" in message:
        return DatabaseError("store.disk_full")
    if "readonly database" in message or "read-only" in message:
        return DatabaseError("store.read_only_now")
    if "locked" in message:
        return DatabaseError("store.locked")
    if "file is not a database" in message or "malformed" in message:
        return DatabaseError("store.damaged_now")
    if "unable to open" in message:
        return DatabaseError("store.cannot_open_file", reason=message)
    if "password authentication failed" in message:
        return DatabaseError("store.wrong_password", where=where, user=user)
    if "no password supplied" in message:
        return DatabaseError("store.password_needed", where=where, user=user)
    if "database \"" in message and "does not exist" in message:
        return DatabaseError("store.unknown_database", where=where,
                             name=_quoted(message, "database ") or parsed.database or "")
    if "role \"" in message and "does not exist" in message:
        return DatabaseError("store.unknown_user", where=where,
                             user=_quoted(message, "role ") or user)
    if "invalid connection option" in message:
        return DatabaseError("store.bad_option", option=_quoted(message, "option"))
    if "invalid port" in message:
        return DatabaseError("store.bad_port", port=_quoted(message, "port") or str(parsed.port))
    if re.search(r"invalid [\w ]+ value", message):
        return DatabaseError("store.bad_value", detail=_last_line(message))
    if "failed to resolve host" in message or "could not translate host name" in message:
        return DatabaseError("store.unknown_host", host=parsed.host or "")
    if "pg_hba.conf" in message or "permission denied" in message:
        return DatabaseError("store.not_allowed", where=where, user=user,
                             detail=_last_line(message))
    if any(word in message for word in ("server closed", "connection", "terminating",
                                        "Connection refused", "timeout expired")):
        if opening:
            return DatabaseError("store.unreachable", where=where)
        return DatabaseError("store.lost_connection", where=where)
    return DatabaseError("store.server_said", where=where, detail=_last_line(message))


def _last_line(message: str) -> str:
    """The driver's own words, one line: after its last "FATAL:" or "failed:", without the rest."""
    line = message.strip().splitlines()[0] if message.strip() else message
    for mark in ("FATAL:", "ERROR:", "failed:", "connection is bad:"):
        if mark in line:
            line = line.rsplit(mark, 1)[1]
    return " ".join(line.split())


def execute_scalar(db: Database, sql: str) -> Any:
    """Run one read-only SQL statement (for checks such as integrity)."""
    with db.engine.connect() as conn:
        return conn.execute(text(sql)).scalar()
