"""A guest who arrives while the party is served gets a guest code at once (issue 28, item 6),
whoever records the arrival: through the services (SQLite and PostgreSQL), in the window's
Table entry board while its server runs and ``clubapp party arrive`` records the arrival from
another process (the code shown, its slip printed, its page opened on the running server), and
from ``clubapp serve``, which prints the newcomer's address as it sees them."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import httpx
import pytest

from clubapp.services import Services
from clubapp.services.table_access import TableAccessService
from tests.helpers.serving import free_port, lines, serving, start_serving, stop
from tests.web.evenings import party_evening

LATE = "Late Lou"


def _arrive(db: str, evening: int, name: str = LATE) -> None:
    """``clubapp party arrive`` in a process of its own, as a second computer would."""
    done = subprocess.run([sys.executable, "-m", "clubapp", "--db", db, "party", "arrive",
                           str(evening), name, "--role", "red"], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr


def test_a_late_guest_gets_an_address_at_the_next_look(db_url):
    services = Services.open(db_url)
    try:
        evening = party_evening(services)
        member = services.members.add(LATE).id
        access = TableAccessService(services)
        assert len([a for a in access.addresses(evening) if a.kind == "guest"]) == 8
        assert access.new_addresses(evening) == []
        other = Services.open(db_url)  # another computer records the arrival
        try:
            other.party.add_player(evening, member, "red")
        finally:
            other.close()
        tables, guests = access.evening_board(evening)
        late = guests[-1]
        assert (late.access.name, late.table, late.late, late.access.known) == \
            (LATE, None, True, True)
        assert access.find(late.access.token, evening).member_id == member
        assert access.new_addresses(evening) == []  # made once
        assert [g.late for g in guests] == [False] * 8 + [True]
        assert len(tables) == 2
    finally:
        services.close()


def test_the_board_shows_a_guest_arrived_from_the_command_line_and_prints_the_slip(
        qtbot, tmp_path, empty_club):
    from pypdf import PdfReader

    from clubapp.ui.table_entry import open_table_entry
    from tests.helpers.paths import SCREENS
    from tests.helpers.window import open_window

    path = empty_club
    services = Services.open(str(path))
    evening = party_evening(services)
    services.members.add(LATE)
    services.close()
    window = open_window(qtbot, path)
    try:
        window.open_evening(evening)
        dialog = open_table_entry(window)
        start_serving(qtbot, dialog)
        assert dialog.tabs.isTabVisible(1) and dialog.tabs.tabText(1) == "Guests (8)"
        shown = dialog.url.text()
        dialog.stop_server()  # stopped and started again: the codes are still shown, and work
        dialog.start_button.click()
        qtbot.waitUntil(lambda: dialog.serving and "Serving at" in dialog.status.text(),
                        timeout=5000)
        assert dialog.url.text() == shown and httpx.get(shown, timeout=10).status_code == 200
        _arrive(str(path), evening)
        qtbot.waitUntil(lambda: dialog.guests.rowCount() == 9, timeout=3000)
        assert dialog.tabs.tabText(1) == "Guests (9)"
        row = dialog.guests.rowCount() - 1
        assert [dialog.guests.item(row, c).text() for c in range(3)] == \
            [LATE, "arrived late", "on screen"]
        dialog.tabs.setCurrentWidget(dialog.guests)
        dialog.guests.selectRow(row)
        url = dialog.url.text()
        assert f":{dialog.server.port}/g/" in url and not dialog.qr.pixmap().isNull()
        page = httpx.get(url, timeout=10)  # the running server opens it: no restart
        assert page.status_code == 200 and LATE in page.text
        assert not dialog.lock_button.isVisible()
        dialog.grab().save(str(SCREENS / "web_table_entry_late_guest.png"))
        slip = dialog.print_codes(str(tmp_path / "slip.pdf"), only=dialog.selected().access.id)
        pages = PdfReader(slip).pages
        text = pages[0].extract_text().replace("\n", "")
        # the address may wrap on the slip (it is never shrunk below 8 pt)
        assert len(pages) == 1 and LATE in text and url in "".join(text.split())
        dialog.stop_server()
    finally:
        window.close()


def test_serve_prints_a_late_guests_address_as_soon_as_it_sees_them(empty_club):
    path = empty_club
    services = Services.open(str(path))
    evening = party_evening(services)
    services.members.add(LATE)
    services.close()
    with serving(path, evening, free_port()) as server:
        first = lines(server, 10)
        assert [line.get("table") for line in first[:2]] == [1, 2]
        assert all(line["url"] for line in first)
        started = time.monotonic()
        _arrive(str(path), evening)
        (line,) = lines(server, 1)
        assert line["guest"] == LATE and time.monotonic() - started < 15
        page = httpx.get(line["url"], timeout=10)
        assert page.status_code == 200 and LATE in page.text
        stop(server)


@pytest.fixture(autouse=True)
def _screens():
    from tests.helpers.paths import SCREENS

    SCREENS.mkdir(exist_ok=True)
