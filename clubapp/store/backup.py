"""Backups of an SQLite club file: taken when an evening is closed, the last N kept, restorable.

A backup is a consistent copy made with SQLite's own backup API (safe while the file is in use
and in WAL mode). A server database (PostgreSQL) is backed up by its server, not here.
"""

from __future__ import annotations

import datetime as dt
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.engine import make_url

from clubapp.store.database import Database, DatabaseError

KEEP = 10
SUFFIX = ".sqlite"


@dataclass(frozen=True)
class Backup:
    path: Path
    taken: dt.datetime
    label: str
    size: int


def _slug(label: str) -> str:
    return re.sub(r"[^\w-]+", "-", label, flags=re.UNICODE).strip("-")[:60]


class Backups:
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
        return None if file is None else file.parent / f"{file.stem}-backups"

    def take(self, label: str) -> Backup | None:
        """Copy the database now; keep the newest ``keep``. None for a server database."""
        source, folder = self.database_file, self.folder
        if source is None or folder is None:
            return None
        folder.mkdir(parents=True, exist_ok=True)
        now = dt.datetime.now()
        target = folder / f"{now:%Y%m%d-%H%M%S-%f}-{_slug(label)}{SUFFIX}"
        partial = target.with_suffix(".partial")
        try:
            with sqlite3.connect(source) as src, sqlite3.connect(partial) as dst:
                src.backup(dst)
            src.close()
            dst.close()
            partial.replace(target)
        except (OSError, sqlite3.Error) as exc:
            partial.unlink(missing_ok=True)
            raise DatabaseError(f"could not write a backup in {folder}: {exc}") from None
        for old in self.list()[self.keep:]:
            old.path.unlink(missing_ok=True)
        return Backup(target, now, label, target.stat().st_size)

    def list(self) -> list[Backup]:
        """The backups, newest first."""
        folder = self.folder
        if folder is None or not folder.is_dir():
            return []
        found = []
        for path in folder.glob(f"*{SUFFIX}"):
            stamp, _, label = path.stem.partition("-")
            rest, _, label = label.partition("-")
            micro, _, label = label.partition("-")
            try:
                taken = dt.datetime.strptime(f"{stamp}-{rest}-{micro}", "%Y%m%d-%H%M%S-%f")
            except ValueError:
                continue
            found.append(Backup(path, taken, label.replace("-", " "), path.stat().st_size))
        return sorted(found, key=lambda b: b.taken, reverse=True)

    def restore(self, backup: Path) -> Backup | None:
        """Put a backup's content in place of the database (the current state is backed up first).

        The caller reopens the database afterwards.
        """
        target = self.database_file
        if target is None:
            raise DatabaseError("only an SQLite club file can be restored here")
        try:
            with sqlite3.connect(backup) as check:
                result = check.execute("PRAGMA integrity_check").fetchone()[0]
            check.close()
        except sqlite3.Error as exc:
            raise DatabaseError(f"{backup.name} is not a usable backup: {exc}") from None
        if result != "ok":
            raise DatabaseError(f"{backup.name} is damaged ({result}); nothing was restored")
        safety = self.take("before restore")
        self.db.engine.dispose()
        with sqlite3.connect(backup) as src, sqlite3.connect(target) as dst:
            src.backup(dst)
        src.close()
        dst.close()
        return safety
