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


def test_the_schema_revisions_known_are_the_migrations_in_order():
    """Opening a club checks its revision against ``SCHEMA_REVISIONS`` without reading the
    migrations: the list must be theirs, oldest first, the head last."""
    from alembic.script import ScriptDirectory

    from clubapp.store.database import SCHEMA_REVISIONS, _alembic_config

    scripts = ScriptDirectory.from_config(_alembic_config())
    walked = [rev.revision for rev in scripts.walk_revisions()]  # newest first
    assert tuple(reversed(walked)) == SCHEMA_REVISIONS
    assert scripts.get_current_head() == SCHEMA_REVISIONS[-1]


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


# --- issue 20, item 5: nothing is written to a file before it is known to be a club's -------


def _journal_mode(path) -> str:
    with sqlite3.connect(path) as conn:
        mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
    conn.close()
    return mode


def test_another_programs_file_keeps_its_journal_mode_and_every_byte(tmp_path):
    path = tmp_path / "recipes.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
        conn.execute("INSERT INTO recipes VALUES ('borscht')")
    conn.close()
    before = digest(path)
    with pytest.raises(DatabaseError, match="not a clubapp database") as refused:
        open_database(str(path))
    assert "it was not changed" in str(refused.value)
    assert digest(path) == before
    assert _journal_mode(path) == "delete"  # not switched to WAL behind the message's back
    assert sorted(p.name for p in tmp_path.iterdir()) == ["recipes.db"]


def test_a_damaged_file_in_the_old_journal_mode_is_not_switched_to_wal(tmp_path):
    path = tmp_path / "club.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE t (x TEXT)")
        conn.executemany("INSERT INTO t VALUES (?)", [("x" * 500,)] * 200)
    conn.close()
    data = bytearray(path.read_bytes())
    data[4096 + 8:4096 * 3] = b"\xee" * (4096 * 2 - 8)
    path.write_bytes(bytes(data))
    before = digest(path)
    with pytest.raises(DatabaseError, match="damaged"):
        open_database(str(path))
    assert digest(path) == before


@pytest.mark.parametrize("mark", ["PRAGMA user_version = 7", "PRAGMA application_id = 1234"])
def test_an_empty_file_another_program_made_is_not_taken_over(tmp_path, mark):
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as conn:
        conn.execute(mark)
    conn.close()
    before = digest(path)
    with pytest.raises(DatabaseError, match="another program made it") as refused:
        open_database(str(path))
    assert str(path) in str(refused.value) and "it was not changed" in str(refused.value)
    assert digest(path) == before
    assert _journal_mode(path) == "delete"


def test_a_new_club_file_is_marked_as_clubapps(tmp_path):
    path = tmp_path / "club.sqlite"
    open_database(str(path)).close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA application_id").fetchone()[0] == 0x436C7562
    conn.close()
    open_database(str(path)).close()  # and opens again


# --- issue 20, item 6: a file that cannot be used is refused at once, in one clear line --------


def test_a_damaged_club_file_is_said_in_one_line(tmp_path):
    path = tmp_path / "club.sqlite"
    db = open_database(str(path))
    from clubapp.services import Services

    services = Services(db, *(cls(db) for cls in _service_classes()))
    for n in range(300):
        services.members.add(f"Member {n:03}")
    db.close()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(path.read_bytes())
    for page in range(3, len(data) // 4096, 2):  # every other page's cells
        data[page * 4096 + 100:page * 4096 + 3000] = b"\x07" * 2900
    path.write_bytes(bytes(data))
    with pytest.raises(DatabaseError) as refused:
        open_database(str(path))
    said = str(refused.value)
    assert "\n" not in said
    assert said == (f"{path} is damaged; it was not changed. Restore it from a backup "
                    "(File → Backups).")


def _service_classes():
    from clubapp.services import (
        ChipsService,
        ClubService,
        EveningService,
        ExchangeService,
        HistoryService,
        MemberService,
        MoneyService,
        PartyService,
        ScoringService,
        SeasonService,
        StandingsService,
    )

    return (MemberService, EveningService, ScoringService, StandingsService, ClubService,
            SeasonService, HistoryService, ExchangeService, ChipsService, PartyService,
            MoneyService)


@pytest.fixture
def read_only_file(tmp_path):
    """A club file nobody may write, not even root (the immutable attribute where root runs)."""
    import os
    import subprocess

    path = tmp_path / "club.sqlite"
    open_database(str(path)).close()
    path.chmod(0o444)
    immutable = os.geteuid() == 0
    if immutable:
        subprocess.run(["chattr", "+i", str(path)], check=True)
    yield path
    if immutable:
        subprocess.run(["chattr", "-i", str(path)], check=True)
    path.chmod(0o644)


def test_a_read_only_file_is_refused_at_open(read_only_file):
    before = digest(read_only_file)
    with pytest.raises(DatabaseError) as refused:
        open_database(str(read_only_file))
    assert str(refused.value).startswith(f"{read_only_file} is read-only: clubapp could record "
                                         "nothing in it")
    assert digest(read_only_file) == before


def test_a_read_only_file_on_the_command_line_is_exit_2(read_only_file, capsys):
    from clubapp.cli import main

    code = main(["--db", str(read_only_file), "season", "list"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and "is read-only" in err


def test_a_file_another_program_is_writing_is_refused_at_open(tmp_path):
    path = tmp_path / "club.sqlite"
    open_database(str(path)).close()
    writer = sqlite3.connect(path, timeout=0)
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("CREATE TABLE scratch (x)")
    try:
        with pytest.raises(DatabaseError) as refused:
            open_database(str(path))
        assert str(refused.value) == (f"{path} is being written by another program; close that "
                                      "program and try again. Nothing was changed")
    finally:
        writer.rollback()
        writer.close()
    open_database(str(path)).close()  # free again: it opens


def test_check_window_on_an_unusable_database_prints_the_reason_and_exits_2(tmp_path):
    import os
    import subprocess
    import sys

    path = tmp_path / "notes.sqlite"
    path.write_text("shopping list: eggs")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    run = subprocess.run([sys.executable, "-m", "clubapp", "--check-window", "--db", str(path)],
                         capture_output=True, text=True, timeout=60, env=env)
    assert run.returncode == 2
    ours = [line for line in run.stderr.splitlines() if "propagateSizeHints" not in line]
    assert ours == [f"clubapp: {path} is not a clubapp database (not an SQLite file); it was "
                    "not changed"]


# --- issue 20, item 8: the backup before an upgrade holds everything committed ----------------


def _club_at_revision(path, revision: str) -> None:
    from alembic import command

    db = open_database(str(path))
    with db.engine.begin() as conn:
        cfg = _alembic_config()
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, revision)
    db.close()


def test_the_backup_before_an_upgrade_holds_what_the_log_holds(tmp_path):
    from clubapp.store.backup import list_backups

    path = tmp_path / "club.sqlite"
    _club_at_revision(path, "0004")
    # another copy of clubapp has 50 members committed in the write-ahead log, not yet in the
    # main file
    writer = sqlite3.connect(path)
    writer.execute("PRAGMA wal_autocheckpoint=0")
    with writer:
        writer.executemany("INSERT INTO member (club_id, name, email, phone, notes, retired, "
                           "created_at, updated_at) VALUES (1, ?, '', '', '', 0, "
                           "'2026-01-01 00:00:00', '2026-01-01 00:00:00')",
                           [(f"Member {n}",) for n in range(50)])
    try:
        assert (tmp_path / "club.sqlite-wal").stat().st_size > 0
        open_database(str(path)).close()
    finally:
        writer.close()
    backups = list_backups(path)
    assert [b.label for b in backups] == ["before upgrade 0004"]
    with sqlite3.connect(backups[0].path) as copy:
        assert copy.execute("SELECT count(*) FROM member").fetchone()[0] == 50
        assert copy.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "0004"
    copy.close()


def test_backups_before_upgrades_outlast_the_evenings_backups(tmp_path):
    from clubapp.store.backup import Backups, list_backups

    path = tmp_path / "club.sqlite"
    for _ in range(4):
        _club_at_revision(path, "0004")
        open_database(str(path)).close()  # upgraded, with a backup first
    db = open_database(str(path))
    try:
        for n in range(12):
            Backups(db).take(f"closed 2026-01-{n + 1:02} Friday")
    finally:
        db.close()
    labels = [b.label for b in list_backups(path)]
    assert labels.count("before upgrade 0004") == 3  # the newest three, beside the newest ten
    assert len(labels) == 13
