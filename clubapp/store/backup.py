"""Backups of an SQLite club file: taken when an evening is closed and before every upgrade of the
file's format, kept in a folder beside the file, listed and restorable.

A backup is a consistent copy made with SQLite's own backup API: safe while the file is in use,
and it holds everything committed, the write-ahead log included. The newest ten backups are
kept, and apart from them the newest three taken before an upgrade. A server database
(PostgreSQL) is backed up by its server, not here.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path
from typing import Any

from sqlalchemy.engine import make_url

from clubapp.store.backup_files import (
    BEFORE_RESTORE,
    BEFORE_UPGRADE,
    KEEP,
    KEEP_UPGRADES,
    Backup,
    copy_file,
    folder_of,
    list_backups,
    prune,
    take_backup,
)
from clubapp.store.database import Database, DatabaseError, known_revisions, open_database

# the copies themselves are backup_files'; the window and the services find them here too,
# beside the restore
__all__ = ["BEFORE_UPGRADE", "KEEP_UPGRADES", "Backup", "Backups", "list_backups"]

# what a restore keeps of the present club: the organiser's PIN and its wrong attempts, so
# that restoring an old backup neither removes the PIN nor brings back an old one
KEPT_ON_RESTORE = ("pin_hash", "pin_failures", "pin_retry_at")


def _club_row(path: Path) -> dict[str, Any]:
    """What a restore keeps of the present club (empty when the file has no such columns)."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            columns = {row[1] for row in conn.execute("PRAGMA table_info(club)")}
            kept = [c for c in KEPT_ON_RESTORE if c in columns]
            if not kept:
                return {}
            row = conn.execute(f"SELECT {', '.join(kept)} FROM club ORDER BY id LIMIT 1").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return {}
    if not row:
        return {}
    values = dict(zip(kept, row, strict=True))
    if isinstance(values.get("pin_retry_at"), str):  # sqlite3 gives SQLAlchemy's text back
        values["pin_retry_at"] = dt.datetime.fromisoformat(values["pin_retry_at"])
    return values


def _club_name(path: Path) -> str:
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            row = conn.execute("SELECT name FROM club ORDER BY id LIMIT 1").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return ""
    return str(row[0]) if row else ""


def _count_past(restored: Database, counted: int) -> None:
    """Move the restored file's change counter past where the present one stood: the backup's
    is older, and a counter that went back could come to stand where another computer (or the
    table pages' writer, which keeps what it read while the counter stays where it left it)
    last saw it, with other deals behind it."""
    from sqlalchemy import text

    with restored.transaction() as session:
        session.execute(text("UPDATE change_counter SET value = :past WHERE id = 1 AND "
                             "value <= :past"), {"past": counted + 1})


def _keep_club(restored: Database, kept: dict[str, Any], name: str) -> None:
    """Give the restored club the present PIN (a backup made before the club had its row gets
    the present club's row)."""
    from sqlalchemy import select, update

    from clubapp.store.models import Club

    with restored.transaction() as session:
        if session.scalar(select(Club.id).limit(1)) is None:
            session.add(Club(name=name or "Card club", **kept))
        else:
            session.execute(update(Club).values(**kept))


def _check_restorable(backup: Path) -> None:
    try:
        conn = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
        try:
            result = conn.execute("PRAGMA integrity_check(1)").fetchone()[0]
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            revision = (conn.execute("SELECT version_num FROM alembic_version").fetchone()
                        if "alembic_version" in tables else None)
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        if "malformed" in str(exc) or "not a database" in str(exc):
            raise DatabaseError("store.backup_damaged", name=backup.name) from None
        raise DatabaseError("store.backup_unusable", name=backup.name, reason=str(exc)) from None
    if result != "ok":
        raise DatabaseError("store.backup_damaged", name=backup.name)
    if revision is None or "club" not in tables:
        raise DatabaseError("store.backup_not_club", name=backup.name)
    if revision[0] not in known_revisions():
        raise DatabaseError("store.backup_newer", name=backup.name, schema=revision[0])


class Backups:
    """The backups of one open club database (none for a server database)."""

    def __init__(self, db: Database, keep: int = KEEP) -> None:
        self.db = db
        self.keep = keep

    @property
    def database_file(self) -> Path | None:
        url = make_url(self.db.url)
        if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
            return None
        return Path(url.database)

    @property
    def folder(self) -> Path | None:
        file = self.database_file
        return None if file is None else folder_of(file)

    def take(self, label: str) -> Backup | None:
        """Copy the database now; keep the newest ``keep``. None for a server database."""
        source = self.database_file
        if source is None:
            return None
        backup = take_backup(source, label)
        prune(source, self.keep)
        return backup

    def list(self) -> list[Backup]:
        """The backups, newest first."""
        source = self.database_file
        return [] if source is None else list_backups(source)

    def restore(self, backup: Path) -> Backup | None:
        """Put a backup's content in place of the database (the current state is backed up first).

        The organiser's PIN stays as it is now (``KEPT_ON_RESTORE``): a restore neither removes
        it nor brings back an older one. Asking for the PIN first is the caller's part
        (``ClubService.restore_backup``). The caller reopens the database afterwards.
        """
        target = self.database_file
        if target is None:
            raise DatabaseError("store.restore_server")
        _check_restorable(backup)
        kept, present_name = _club_row(target), _club_name(target)
        counted = self.db.change_count()
        # pruned only after the restore: the backup restored may be the oldest one kept
        safety = take_backup(target, BEFORE_RESTORE)
        self.db.engine.dispose()
        try:
            copy_file(backup, target)
        except sqlite3.Error as exc:
            raise DatabaseError("store.backup_unusable", name=backup.name, reason=str(exc)) \
                from None
        restored = open_database(str(target), backup=False)  # brings an older backup up to date
        try:
            if kept:
                _keep_club(restored, kept, present_name)
            _count_past(restored, counted)
        finally:
            restored.close()
        prune(target, self.keep)
        return safety
