"""Wrong PIN tries wait, however many arrive at once (issue 27, item 2).

Eight computers (eight processes, each with its own connection) try a wrong PIN at the same
instant on a club that has had no wrong try yet. Each try is claimed in the club's row before
its hash is worked out, so they are counted one after another: the three free tries are
checked, the five others are told to wait, without their PIN being checked at all. After the
wait, of two more at once, one is checked and the other waits again. On SQLite (the file's
write lock) and on PostgreSQL (the row's lock).
"""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from collections import Counter
from pathlib import Path

from sqlalchemy import select

from clubapp.services import Services
from clubapp.services.club import FREE_TRIES
from clubapp.store.models import Club
from tests.helpers.pin import PIN, closed_party, let_time_pass, wrong_tries

ROOT = Path(__file__).resolve().parents[2]


def at_once(url: str, evening: int, pins: list[str]) -> Counter[str]:
    """Each PIN tried by a process of its own, all at the same instant: what each was told."""
    processes = [subprocess.Popen([sys.executable, "-m", "tests.services.pin_try", url,
                                   str(evening), pin], cwd=ROOT, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for pin in pins]
    # every process has opened the club before any tries: then all are let go together
    for process in processes:
        assert process.stdout is not None
        ready = process.stdout.readline().strip()
        assert ready == "ready", f"{ready!r} {process.stderr.read() if process.stderr else ''}"
    for process in processes:
        assert process.stdin is not None
        process.stdin.write("go\n")
        process.stdin.flush()
    told: Counter[str] = Counter()
    for process in processes:
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err
        told[out.strip()] += 1
    return told


def test_eight_wrong_pins_at_once_check_only_the_free_tries(db_url):
    services = Services.open(db_url)
    try:
        _ids, evening, _season = closed_party(services)
        services.club.set_pin(PIN)
        told = at_once(db_url, evening, [f"{1000 + n}" for n in range(8)])
        # the first two wrong tries are free, the third is the last before the waits begin
        assert told == {"club.pin_wrong": FREE_TRIES - 1, "club.pin_wrong_wait": 1,
                        "club.pin_wait": 8 - FREE_TRIES}
        # each in the audit log, in the order their hashes were done
        assert sorted(wrong_tries(services), key=lambda t: t["failures"]) == [
            {"failures": 1, "wait": 0}, {"failures": 2, "wait": 0}, {"failures": 3, "wait": 1}]
        let_time_pass(services)
        told = at_once(db_url, evening, ["2000", "2001"])
        assert told == {"club.pin_wrong_wait": 1, "club.pin_wait": 1}
        assert wrong_tries(services)[-1] == {"failures": 4, "wait": 2}
        with services.db.transaction() as session:
            club = session.scalars(select(Club)).one()
            assert club.pin_failures == 4
            assert club.pin_retry_at > dt.datetime(2001, 1, 1)
        let_time_pass(services)
        assert at_once(db_url, evening, [PIN]) == {"opened": 1}
        with services.db.transaction() as session:
            club = session.scalars(select(Club)).one()
            assert (club.pin_failures, club.pin_retry_at) == (0, None)
    finally:
        services.close()
