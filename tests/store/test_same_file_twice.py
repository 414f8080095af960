"""A club file opened a second time in one process keeps the first opening's locks.

SQLite's locks on a file are the process's POSIX locks, and closing *any* descriptor of the file
in the process drops them all. The window opens the club, then opens it again for the table
pages' server; if that second opening read the file's first bytes with a descriptor of its own
and closed it, another program (`clubapp party arrive` from a shell) would find the file
unlocked when it exits, fold the write-ahead log back and delete it under the window — whose
next connection then fails ("disk I/O error"). The second opening must not touch the file
outside SQLite.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from clubapp.services import Services

ROOT = Path(__file__).resolve().parents[2]


def test_another_program_exiting_leaves_the_files_of_a_club_opened_twice(tmp_path):
    club = tmp_path / "club.sqlite"
    window = Services.open(str(club))
    try:
        window.members.add("Ann Hale")
        server = Services.open(str(club))  # the table pages' own opening
        try:
            server.members.add("Bob Kerr")
            done = subprocess.run([sys.executable, "-m", "clubapp", "--db", str(club), "member",
                                   "add", "Cat Voss"], cwd=ROOT, capture_output=True,
                                  text=True, timeout=120, stdin=subprocess.DEVNULL)
            assert done.returncode == 0, done.stderr
            assert (tmp_path / "club.sqlite-wal").exists()  # still in use here: kept
            again = Services.open(str(club))  # the server stopped and started again
            try:
                again.members.add("Dan Frye")
                assert sorted(m.name for m in again.members.list()) == [
                    "Ann Hale", "Bob Kerr", "Cat Voss", "Dan Frye"]
            finally:
                again.close()
            assert [m.name for m in window.members.list()][-1] == "Dan Frye"
        finally:
            server.close()
    finally:
        window.close()
