"""Every earlier release's club comes along (issue 27, item 5).

``tests/store/releases`` keeps a club file made by each release of clubapp (the last commit
before the next schema revision) with its own code, its ``export club`` where it had one, and a
manifest of what that release read back and printed (``make_release_clubs.py`` says how they
were made). Today's clubapp opens each club file — upgrading it, a backup taken first — and
imports each export — brought up to today's schema on a scratch database, into SQLite and into
PostgreSQL — and finds every member, evening, table, game and deal the manifest lists, each
game scoring as that release printed it by today's ``clubapp game show``. Where a rule has
changed since, the test says so with the book's reason and holds today's figures (``CHANGED``).
An old export with something wrong in it is refused with exit 2 and nothing written.
"""

from __future__ import annotations

import json
import shutil
from typing import Any

import pytest
from sqlalchemy import func, select

from clubapp.services import Services
from clubapp.services.club_check import exported_tables
from clubapp.store.backup import list_backups
from clubapp.store.database import SCHEMA_REVISIONS
from tests.cli.shell import Shell
from tests.helpers.releases import (
    EXPORTS,
    LAST_RELEASED,
    MANIFESTS,
    NEWEST,
    RELEASES,
    check_club,
    revision,
)


@pytest.mark.parametrize("schema", sorted(MANIFESTS))
def test_a_release_club_file_opens_upgraded_with_nothing_lost(schema, tmp_path, capsys,
                                                              monkeypatch):
    manifest = MANIFESTS[schema]
    club = tmp_path / "club.sqlite"
    shutil.copyfile(RELEASES / manifest["club_file"], club)
    services = Services.open(str(club))
    try:
        assert revision(services) == NEWEST
        upgrades = [b.label for b in list_backups(club) if b.before_upgrade]
        assert upgrades == ([] if schema == NEWEST else [f"before upgrade {schema}"])
        check_club(services, Shell(str(club), capsys, monkeypatch), manifest,
                   pin_set=manifest["pin_set"])
    finally:
        services.close()


def test_the_releases_kept_are_every_schema_and_each_export_its_own():
    """A schema older than today's without its release's club: make one (the last commit
    before the next revision, added to RELEASES in make_release_clubs.py, then run it)."""
    missing = [s for s in SCHEMA_REVISIONS if s <= LAST_RELEASED and s not in MANIFESTS]
    assert missing == [], f"no release club kept for schema {missing}: see make_release_clubs.py"
    assert set(MANIFESTS) <= set(SCHEMA_REVISIONS)
    for schema in EXPORTS:
        document = json.loads((RELEASES / MANIFESTS[schema]["export"]).read_text("utf-8"))
        assert document["schema"] == schema
    assert [s for s in MANIFESTS if s >= "0003"] == EXPORTS  # `export club` came with 0003


def _export(schema: str) -> dict[str, Any]:
    return json.loads((RELEASES / MANIFESTS[schema]["export"]).read_text(encoding="utf-8"))


def _carries_pin(document: dict[str, Any]) -> bool:
    club = document["tables"]["club"]
    return "pin_hash" in club["columns"] and any(
        row[club["columns"].index("pin_hash")] for row in club["rows"])


@pytest.mark.parametrize("schema", EXPORTS)
def test_a_release_export_imports_brought_up_with_nothing_lost(schema, db_url, tmp_path,
                                                               capsys, monkeypatch):
    manifest = MANIFESTS[schema]
    shell = Shell(db_url, capsys, monkeypatch)
    printed = shell.json("import", "club", RELEASES / manifest["export"])
    brought_up = None if schema == NEWEST else schema
    assert printed["upgraded_from"] == brought_up
    assert printed["games"] == len(manifest["games"])
    assert printed["imported"]["member"] == len(manifest["members"])
    assert printed["imported"]["deal"] == sum(len(g["entries"]) + g["withdrawn"]
                                              for g in manifest["games"])
    if brought_up is None:
        assert "note" not in printed
    else:
        assert printed["note"] == (
            f"the export was made by an earlier clubapp (database schema {schema}): it was "
            f"brought up to schema {NEWEST} by the same migrations that upgrade a club file, "
            "then imported")
    services = Services.open(db_url)
    try:
        assert revision(services) == NEWEST
        check_club(services, shell, manifest, pin_set=_carries_pin(_export(schema)))
    finally:
        services.close()


def test_the_command_line_says_in_russian_that_an_old_export_was_brought_up(empty_club, capsys,
                                                                            monkeypatch):
    shell = Shell(str(empty_club), capsys, monkeypatch, lang="ru")
    printed = shell.json("import", "club", RELEASES / MANIFESTS["0004"]["export"])
    assert printed["upgraded_from"] == "0004"
    assert printed["note"] == (
        f"экспорт сделан прежней версией clubapp (схема базы данных 0004): он переведён в "
        f"схему {NEWEST} теми же шагами, что обновляют файл клуба, и импортирован")


def _set(table: str, row: int, column: str, value: Any):
    def change(document: dict[str, Any]) -> None:
        content = document["tables"][table]
        content["rows"][row][content["columns"].index(column)] = value
    return change


# (what is done to an old export, what the refusal says); each refused whole, exit 2
CORRUPTED = [
    ("0004", _set("member", 0, "name", 42),
     "table member, row 1, name: expected text, not 42"),
    ("0003", _set("deal", 2, "seq", "third"),
     'table deal, row 3, seq: expected a whole number from 1 to 2147483647, not "third"'),
    ("0005", _set("evening", 0, "date", "6 March"),
     'table evening, row 1, date: expected a date written 2026-01-09, not "6 March"'),
    ("0004", lambda d: d["tables"].pop("member"),
     "refers to member 1, which the export does not hold"),
    ("0004", lambda d: d["tables"].update(table_access={"columns": [], "rows": []}),
     "the export says it was made with database schema 0004, which had no table table_access"),
    ("0003", lambda d: d["tables"].update(party={"columns": ["id"], "rows": [[1]]}),
     "the export says it was made with database schema 0003, which had no table party"),
    ("0004", lambda d: d["tables"]["seat"]["rows"].append(d["tables"]["seat"]["rows"][0]),
     "table seat: two rows give the same id, or the same value where only one row may have "
     "it"),
    ("0006", _set("deal", 0, "entry", {"makers": "C", "tricks": 3}),
     "table deal, row 1: deal 1 of game 1 does not score by the game's rules"),
    ("0004", lambda d: d["tables"].update(member={"rows": []}),
     "table member: expected columns and rows"),
]


@pytest.mark.parametrize(("schema", "change", "message"), CORRUPTED)
def test_a_corrupted_old_export_is_refused_and_nothing_is_written(schema, change, message,
                                                                  tmp_path, empty_club, capsys,
                                                                  monkeypatch):
    document = _export(schema)
    change(document)
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    target = empty_club
    said = Shell(str(target), capsys, monkeypatch).refused("import", "club", broken)
    assert message in said
    services = Services.open(str(target))
    try:
        with services.db.transaction() as session:
            held = {t.name: session.scalar(select(func.count()).select_from(t))
                    for t in exported_tables() if t.name not in ("club", "audit_log")}
        assert set(held.values()) == {0}, held
    finally:
        services.close()


def test_a_railroad_game_recorded_before_laps_carried_whole_still_scores(tmp_path):
    """The club of release 0002 has a railroad euchre rubber whose jambone took side A to 10 of
    5 when a lap carried at most one point short of game (seeds/002 line 117 now carries the
    whole surplus: that lap would win the next game at once, and the deals after it would be
    refused). The upgrade gives that game, and only it, the house rule ``lap_cap``: its deals
    score as they were scored when entered, and the game shows and exports."""
    club = tmp_path / "club.sqlite"
    shutil.copy(RELEASES / MANIFESTS["0002"]["club_file"], club)
    services = Services.open(str(club))
    try:
        railroad = [g for g in _games(services) if g.game_id == "euchre-railroad"]
        assert railroad and all(g.options.get("lap_cap") is True for g in railroad)
        others = [g for g in _games(services) if g.game_id != "euchre-railroad"]
        assert all("lap_cap" not in g.options for g in others)
    finally:
        services.close()


def _games(services: Services) -> list[Any]:
    found = []
    for evening in services.evenings.list():
        for table in services.evenings.detail(evening.id).tables:
            found += [services.scoring.view(game) for game in table.games]
    return found
