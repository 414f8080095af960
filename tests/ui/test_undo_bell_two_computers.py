"""*Undo bell* on one computer while another rings the next round (issue 35, item 1), played
through real input: the real window under Xvfb shows the question "Undo the bell of round 1?"
(Alt+U); meanwhile another computer rings round 2; the host answers Yes: nothing is undone — the
window says that another computer rang meanwhile — and both bells stand.
Screenshots: tests/screens/undo_bell_asked.png, undo_bell_refused.png."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QSettings

from clubapp.services import Services
from clubapp.services.party import TableEntry
from clubapp.store.credentials import url_to_keep
from clubapp.store.database import database_url
from clubapp.ui.main_window import PAGES
from clubapp.ui.window_place import PLACE
from tests.helpers.clubs import SEED, choices, names, party_evening
from tests.helpers.xserver import XServer, environment, on_screen, shot, wait_for

ROOT = Path(__file__).resolve().parents[2]


def results(view) -> list[TableEntry]:
    return [TableEntry(t.number, (5, 2) if t.number == 1 else (3, 1)) for t in view.tables]


def test_an_undo_asked_before_another_computer_rang_undoes_nothing(tmp_path, empty_club):
    club = empty_club
    services = Services.open(str(club))
    people = names(8, 8)
    evening, ids = party_evening(services, people)
    view = services.party.start(evening.id, choices(people, ids), seed=SEED)
    view = services.party.ring_bell(evening.id, 1, results(view))
    services.close()
    home = tmp_path / "home"
    conf = home / ".config" / "clubapp" / "clubapp.conf"
    conf.parent.mkdir(parents=True)
    settings = QSettings(str(conf), QSettings.Format.IniFormat)  # where the window was left
    settings.setValue(PLACE + "database", url_to_keep(database_url(str(club))))
    settings.setValue(PLACE + "page", PAGES.index("Party"))
    settings.setValue(PLACE + "evening", evening.id)
    settings.sync()
    server = XServer("1024x600")
    window = None
    try:
        env = dict(environment(home), **on_screen(server))

        def xdotool(*args: str) -> str:
            return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True,
                                  timeout=30).stdout

        def visible(name: str) -> list[str]:
            return xdotool("search", "--all", "--pid", str(window.pid), "--onlyvisible",
                           "--name", name).split()

        window = subprocess.Popen([sys.executable, "-m", "clubapp", "--db", str(club)],
                                  cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        main = wait_for(lambda: visible("^clubapp$"))[0]

        def asked() -> list[str]:  # Alt+U until the party's page is there to take it
            xdotool("windowactivate", "--sync", main)
            xdotool("key", "alt+u")
            time.sleep(0.3)
            return visible("^Undo bell$")

        question = wait_for(asked)[0]
        shot(server, "undo_bell_asked")
        other = Services.open(str(club))  # another computer rings round 2 meanwhile
        try:
            other.party.ring_bell(evening.id, 2, results(other.party.view(evening.id)))
        finally:
            other.close()
        xdotool("windowactivate", "--sync", question)
        xdotool("key", "alt+y")
        wait_for(lambda: not visible("^Undo bell$"))
        time.sleep(0.5)
        shot(server, "undo_bell_refused")
        xdotool("windowactivate", "--sync", main)
        xdotool("key", "ctrl+q")
        _, err = window.communicate(timeout=60)
    finally:
        if window is not None and window.poll() is None:
            window.kill()
        server.stop()
    assert window.returncode == 0, err
    after = Services.open(str(club))
    try:
        party = after.party.view(evening.id)
        assert [bell.round for bell in party.bells] == [1, 2]
        assert party.round == 3
    finally:
        after.close()

