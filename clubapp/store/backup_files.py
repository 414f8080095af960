"""The backup copies of an SQLite club file: taken, listed and pruned, in a folder beside it.

A backup is a consistent copy made with SQLite's own backup API: safe while the file is in use,
and it holds everything committed, the write-ahead log included. The newest ten backups are
kept, and apart from them the newest three taken before an upgrade. Opening the database takes
one before an upgrade; restoring one is ``clubapp.store.backup``'s, which opens the database.
"""

from __future__ import annotations

import datetime as dt
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from clubapp.store.errors import DatabaseError

KEEP = 10
KEEP_UPGRADES = 3
SUFFIX = ".sqlite"
BEFORE_UPGRADE = "before upgrade"
BEFORE_RESTORE = "before restore"


@dataclass(frozen=True)
class Backup:
    path: Path
    taken: dt.datetime
    label: str
    size: int

    @property
    def before_upgrade(self) -> bool:
        return self.label.startswith(BEFORE_UPGRADE)


def _slug(label: str) -> str:
    return re.sub(r"[^\w-]+", "-", label, flags=re.UNICODE).strip("-")[:60]


def folder_of(file: Path) -> Path:
    """The folder that holds a club file's backups: ``club-backups`` beside ``club.sqlite``."""
    return file.parent / f"{file.stem}-backups"


def copy_file(source: Path, target: Path) -> None:
    """Copy with SQLite's backup API (the write-ahead log included), closing both files."""
    src = sqlite3.connect(source)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()


def take_backup(source: Path, label: str) -> Backup:
    """Back up a club file now into its backups folder; DatabaseError if it cannot be written."""
    folder = folder_of(source)
    now = dt.datetime.now()
    target = folder / f"{now:%Y%m%d-%H%M%S-%f}-{_slug(label)}{SUFFIX}"
    partial = target.with_suffix(".partial")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        copy_file(source, partial)
        partial.replace(target)
    except (OSError, sqlite3.Error) as exc:
        partial.unlink(missing_ok=True)
        raise DatabaseError("store.backup_failed", folder=folder,
                            reason=getattr(exc, "strerror", None) or str(exc)) from None
    return Backup(target, now, label, target.stat().st_size)


def list_backups(source: Path) -> list[Backup]:
    """A club file's backups, newest first."""
    folder = folder_of(source)
    if not folder.is_dir():
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


def prune(source: Path, keep: int = KEEP, keep_upgrades: int = KEEP_UPGRADES) -> None:
    """Delete the older backups: the newest ``keep`` stay, and the newest ``keep_upgrades`` of
    those taken before an upgrade stay beside them."""
    backups = list_backups(source)
    upgrades = [b for b in backups if b.before_upgrade][:keep_upgrades]
    for old in backups[keep:]:
        if old not in upgrades:
            old.path.unlink(missing_ok=True)


def backup_before_upgrade(source: Path, revision: str) -> Backup:
    """The backup taken before a club file's format is upgraded (from schema ``revision``)."""
    backup = take_backup(source, f"{BEFORE_UPGRADE} {revision}")
    prune(source)
    return backup
