"""A server's club database of an older schema is upgraded only when asked (issue 27, item 5).

No file backup can be taken of a server, so the program first says what the upgrade does and
names ``pg_dump`` as the backup to take; the command line upgrades with ``--upgrade`` (before or
after the subcommand, like ``--db``). A new, empty server database is still made a club without
a question. On the tests' own PostgreSQL server (``pg_server``): the club of the release of
schema 0004, loaded from its export into a database migrated to exactly 0004.
"""

from __future__ import annotations

import json

import pytest
from sqlalchemy import create_engine, text

from clubapp.services import Services
from clubapp.services.club_upgrade import load_export
from clubapp.store.database import SCHEMA_REVISIONS, DatabaseError, upgrade_schema
from tests.cli.shell import Shell
from tests.helpers.releases import MANIFESTS, RELEASES, check_club

OLD = "0004"
NEWEST = SCHEMA_REVISIONS[-1]


def _version(url: str) -> str:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one()
    finally:
        engine.dispose()


@pytest.fixture
def old_server_club(pg_server) -> str:
    """A server database as the release of schema 0004 left it: the migrations up to 0004
    (Alembic on a connection), then that release's club, from its export."""
    url = pg_server.new_database()
    export = json.loads((RELEASES / MANIFESTS[OLD]["export"]).read_text(encoding="utf-8"))
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            upgrade_schema(conn, OLD)
            load_export(conn, export, OLD)
    finally:
        engine.dispose()
    assert _version(url) == OLD
    return url


def _words(lang: str, url: str) -> str:
    from clubapp.store.credentials import where_of
    from clubapp.words import Message, say

    name = url.split("?")[0].rsplit("/", 1)[1]
    return say(Message("store.server_upgrade_needed", where=where_of(url), name=name, schema=OLD,
                       newest=NEWEST), lang)


def test_an_older_server_database_is_refused_saying_what_the_upgrade_does(old_server_club):
    with pytest.raises(DatabaseError) as refused:
        Services.open(old_server_club)
    assert refused.value.why.id == "store.server_upgrade_needed"
    said = str(refused.value)
    assert said == _words("en", old_server_club)
    assert f"is of schema {OLD}, older than this clubapp's {NEWEST}" in said
    assert "can then no longer open it" in said
    assert "No file backup can be taken of a server" in said
    assert "`pg_dump -Fc -f club-before-upgrade.dump clubapp_" in said
    assert "`clubapp --upgrade`" in said
    assert _version(old_server_club) == OLD  # nothing changed


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_command_line_refuses_with_exit_2_and_changes_nothing(old_server_club, capsys,
                                                                 monkeypatch, lang):
    shell = Shell(old_server_club, capsys, monkeypatch, lang=lang)
    assert shell.refused("member", "list") == _words(lang, old_server_club)
    assert shell.refused("export", "club") == _words(lang, old_server_club)
    assert _version(old_server_club) == OLD


@pytest.mark.parametrize("where", ["before", "after"])
def test_upgrade_given_before_or_after_the_command_upgrades_with_nothing_lost(
        old_server_club, capsys, monkeypatch, where):
    shell = Shell(old_server_club, capsys, monkeypatch)
    args = ("--upgrade", "member", "list") if where == "before" else ("member", "list",
                                                                        "--upgrade")
    listed = shell.json(*args)
    assert [m["name"] for m in listed] == sorted(m["name"] for m in MANIFESTS[OLD]["members"])
    assert _version(old_server_club) == NEWEST
    shell.json("member", "list")  # upgraded: opens without asking again
    services = Services.open(old_server_club)
    try:
        check_club(services, shell, MANIFESTS[OLD], pin_set=MANIFESTS[OLD]["pin_set"])
    finally:
        services.close()


def test_a_new_empty_server_database_is_made_a_club_without_asking(pg_server, capsys,
                                                                   monkeypatch):
    url = pg_server.new_database()
    assert Shell(url, capsys, monkeypatch).json("member", "list") == []
    assert _version(url) == NEWEST
