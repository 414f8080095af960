"""One migrated club database per test session, copied for each test that wants a new club.

Migrating a new club file runs every Alembic migration (about a tenth of a second, more on a
busy machine); copying the migrated file takes a millisecond. Each test still gets a file of
its own, so the tests stay as isolated as before. Under xdist each worker process makes its
own template in its own temporary folder.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from clubapp.store.database import open_database


def migrated_template(folder: Path) -> Path:
    """A new club file in ``folder``, migrated to the newest schema and closed."""
    path = folder / "template.sqlite"
    open_database(str(path)).close()
    # closing the last connection checkpoints the write-ahead log into the file: the file alone
    # is the whole club (a leftover log would be a half-copied club)
    leftovers = [p.name for p in folder.iterdir() if p.name != path.name]
    assert leftovers == [], f"the template left {leftovers} beside it"
    return path


def copy_club(template: Path, target: Path) -> Path:
    """The template copied to ``target``: a new, empty club of the newest schema."""
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, target)
    return target


# A test of what is refused before anything is written: the kind of database changes nothing
# there, and PostgreSQL's run of each case would repeat SQLite's (a refusal's untouched database
# on PostgreSQL is tested by the tests beside it that run on both, a refusal among them).
sqlite_only = pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
