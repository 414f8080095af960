"""Several computers on one club: live change counter, conflicts, locks, crashes, lost servers."""

from __future__ import annotations

import datetime as dt
import pathlib
import signal
import sqlite3
import subprocess
import sys

import pytest
from sqlalchemy import event, select

from clubapp.services import ServiceError, Services
from clubapp.services.views import ConflictError
from clubapp.store.database import DatabaseError
from clubapp.store.models import AuditEntry, Deal

ROOT = pathlib.Path(__file__).resolve().parents[2]


def euchre_tables(services: Services, tables: int = 1, **options) -> list[int]:
    """Seat ``tables`` euchre tables of four new members; return their games' ids."""
    evening = services.evenings.create(dt.date(2026, 11, 27), "Big party", "party")
    games = []
    for number in range(tables):
        ids = [services.members.add(f"Player {number}-{seat}").id for seat in range(4)]
        table = services.evenings.add_table(evening.id)
        services.evenings.seat_players(table.id, ids)
        games.append(services.evenings.start_game(table.id, "euchre", options))
    return games


def writer(url: str, game: int, count: int, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "tests.store.deal_writer", url, str(game),
                             str(count), *extra], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def test_every_change_advances_the_counter_seen_by_others(db_url):
    first, second = Services.open(db_url), Services.open(db_url)
    try:
        before = second.db.change_count()
        first.members.add("Ann")
        assert second.db.change_count() == before + 1
        second.members.list()  # reading changes nothing
        assert first.db.change_count() == before + 1
    finally:
        first.close()
        second.close()


def test_two_computers_correcting_one_deal_conflict_and_lose_nothing(db_url):
    host, scorer = Services.open(db_url), Services.open(db_url)
    try:
        (game,) = euchre_tables(host)
        deal = host.scoring.record_deal(game, {"makers": "A", "tricks": 3}).deals[0]
        seen_by_both = deal.revision
        host.scoring.correct_deal(deal.id, {"makers": "A", "tricks": 5}, seen_by_both)
        with pytest.raises(ConflictError) as info:
            scorer.scoring.correct_deal(deal.id, {"makers": "B", "tricks": 3}, seen_by_both)
        assert info.value.mine == {"makers": "B", "tricks": 3}
        assert info.value.theirs == {"makers": "A", "tricks": 5}
        assert scorer.scoring.view(game).deals[0].entry == {"makers": "A", "tricks": 5}
        # the scorer chooses to keep his version, knowing the other
        scorer.scoring.correct_deal(deal.id, info.value.mine, info.value.revision)
        assert host.scoring.view(game).deals[0].entry == {"makers": "B", "tricks": 3}
    finally:
        host.close()
        scorer.close()


def test_closed_evening_needs_the_pin_to_unlock_and_the_audit_log_says_who(services):
    (game,) = euchre_tables(services)
    services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
    evening = services.evenings.list()[0]
    services.club.set_pin("2468")
    with pytest.raises(ServiceError, match="4 or more digits, or a pass phrase"):
        services.club.set_pin("12", "2468")
    services.evenings.set_closed(evening.id, True)
    with pytest.raises(ServiceError, match="closed"):
        services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
    with pytest.raises(ServiceError, match="PIN is needed"):
        services.evenings.set_closed(evening.id, False)
    with pytest.raises(ServiceError, match="PIN is wrong"):
        services.evenings.set_closed(evening.id, False, pin="1111")
    services.evenings.set_closed(evening.id, False, pin="2468")
    with services.db.transaction() as session:
        last = session.scalars(select(AuditEntry).order_by(AuditEntry.id.desc())).first()
        assert (last.action, last.before, last.after) == (
            "reopen evening", {"status": "closed"}, {"status": "open"})
        assert last.who and last.at


def test_closing_an_evening_takes_a_backup_that_restores(sqlite_services, tmp_path):
    services = sqlite_services
    (game,) = euchre_tables(services)
    services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
    evening = services.evenings.list()[0]
    services.evenings.set_closed(evening.id, True)
    backups = services.evenings.backups.list()
    assert len(backups) == 1 and "Big party" in backups[0].label
    services.evenings.set_closed(evening.id, False)
    services.scoring.record_deal(game, {"makers": "B", "tricks": 5})
    counted = services.db.change_count()
    services.evenings.backups.restore(backups[0].path)
    services.close()
    again = Services.open(str(tmp_path / "club.sqlite"))
    try:
        assert [d.entry for d in again.scoring.view(game).deals] == [{"makers": "A", "tricks": 3}]
        assert len(again.evenings.backups.list()) == 2  # the state before the restore is kept
        # the older file's counter does not go back: every computer sees the restore as a change
        assert again.db.change_count() > counted
    finally:
        again.close()


def test_backups_keep_only_the_newest(sqlite_services):
    backups = sqlite_services.evenings.backups
    backups.keep = 3
    for number in range(5):
        backups.take(f"copy {number}")
    assert [b.label for b in backups.list()] == ["copy 4", "copy 3", "copy 2"]


def test_two_client_processes_enter_500_deals_each_at_once(db_url):
    services = Services.open(db_url)
    games = euchre_tables(services, 2)
    try:
        runs = [writer(db_url, game, 500) for game in games]
        outputs = [run.communicate(timeout=600) for run in runs]
        for run, (_out, err) in zip(runs, outputs, strict=True):
            assert run.returncode == 0, err
        acked = {int(line.split()[1]) for out, _ in outputs for line in out.splitlines()
                 if line.startswith("ack")}
        assert len(acked) == 1000
        with services.db.transaction() as session:
            stored = set(session.scalars(select(Deal.id).where(Deal.status == "recorded")))
        assert acked <= stored and len(stored) == 1000
    finally:
        services.close()


def test_two_scorers_at_one_table_lose_no_deal(db_url):
    services = Services.open(db_url)
    (game,) = euchre_tables(services, 1, target=50, rubber=False)
    try:
        runs = [writer(db_url, game, 40, "same") for _ in range(2)]
        for run in runs:
            _out, err = run.communicate(timeout=300)
            assert run.returncode == 0, err
        view = services.scoring.view(game)
        assert len(view.deals) == 80
        assert view.totals == {"A": 40, "B": 40}
    finally:
        services.close()


@pytest.mark.parametrize("attempt", range(20))
def test_killed_mid_burst_keeps_every_acknowledged_deal(empty_club, attempt):
    path = empty_club
    services = Services.open(str(path))
    (game,) = euchre_tables(services)
    services.close()
    run = writer(str(path), game, 10_000)
    acked = []
    assert run.stdout is not None
    for line in run.stdout:
        if line.startswith("ack"):
            acked.append(int(line.split()[1]))
        if len(acked) >= 5 + attempt * 3:
            break
    run.send_signal(signal.SIGKILL)
    run.wait(timeout=30)
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        stored = {row[0] for row in conn.execute("SELECT id FROM deal WHERE status = 'recorded'")}
    conn.close()
    assert set(acked) <= stored
    again = Services.open(str(path))  # and the program opens it and scores on
    try:
        again.scoring.view(game)
    finally:
        again.close()


def test_full_disk_gives_a_message_and_no_partial_deal(empty_club):
    path = empty_club
    services = Services.open(str(path))
    (game,) = euchre_tables(services, 1, target=50, rubber=False)
    pages = sqlite3.connect(path).execute("PRAGMA page_count").fetchone()[0]
    event.listen(services.db.engine, "connect",
                 lambda conn, _record: conn.execute(f"PRAGMA max_page_count = {pages + 2}"))
    services.db.engine.dispose()
    recorded = 0
    with pytest.raises(DatabaseError, match="disk is full"):
        for number in range(5000):
            services.scoring.record_deal(game, {"points": {"A" if number % 2 else "B": 1},
                                                "dealer": "Player 0-0"})
            recorded += 1
    assert len(services.scoring.view(game).deals) == recorded
    services.close()


def test_lost_server_connection_then_entry_continues(pg_server):
    url = pg_server.new_database()
    services = Services.open(url)
    try:
        (game,) = euchre_tables(services)
        services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
        pg_server.restart(stopped=lambda: _record_fails(services, game))
        assert services.scoring.record_deal(game, {"makers": "A", "tricks": 3}).totals["A"] == 2
        assert len(services.scoring.view(game).deals) == 2
    finally:
        services.close()


def _record_fails(services: Services, game: int) -> None:
    with pytest.raises(DatabaseError, match="lost the connection"):
        services.scoring.record_deal(game, {"makers": "B", "tricks": 3})

