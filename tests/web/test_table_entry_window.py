"""*Table entry* in the window (offscreen, qtbot): the server started and stopped beside the
window, the board showing a phone's deal with where it came from, a table locked and given a
new address."""

from __future__ import annotations

import re
import socket

import httpx
import pytest

from clubapp.services import Services
from clubapp.ui.table_entry import open_table_entry
from tests.ui.test_club_evening import SCREENS, open_window
from tests.web.evenings import club_evening


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def club_file(tmp_path):
    path = tmp_path / "club.sqlite"
    services = Services.open(str(path))
    evening, games = club_evening(services)
    services.close()
    return path, evening, games[0]


def _send_deal(url: str, tricks: str) -> httpx.Response:
    page = httpx.get(url)
    found = re.search(r'name="submission" value="(\w+)"', page.text)
    sid = found.group(1) if found else "f" * 32  # a locked table's page has no form
    token = url.rsplit("/", 1)[1]
    return httpx.post(url + "/deal", data={"token": token, "submission": sid, "makers": "A",
                                           "tricks": tricks}, follow_redirects=False)


def test_the_host_serves_the_evening_and_watches_the_board(qtbot, club_file, monkeypatch):
    path, evening, game = club_file
    window = open_window(qtbot, path)
    try:
        window.open_evening(evening)
        action = next(a for a in window.findChildren(type(window.undo_action))
                      if a.objectName() == "table_entry_action")
        assert action.text() == "Serve the evening to the tables' phones…"
        dialog = open_table_entry(window)
        qtbot.waitExposed(dialog)
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
        dialog.port.setValue(_free_port())
        dialog.start_button.click()
        assert not dialog.serving or dialog.status.text()  # the window did not wait
        qtbot.waitUntil(lambda: dialog.serving and "Serving at" in dialog.status.text(),
                        timeout=5000)
        url = dialog.url.text()
        assert url.startswith(f"http://127.0.0.1:{dialog.port.value()}/t/")
        assert not dialog.qr.pixmap().isNull()
        assert _send_deal(url, "5").status_code == 303
        qtbot.waitUntil(lambda: dialog.board.item(0, 3).text() == "playing", timeout=1500)
        assert dialog.board.item(0, 6).text() == "127.0.0.1"
        dialog.grab().save(str(SCREENS / "web_table_entry_dialog.png"))
        dialog.lock_button.click()
        assert _send_deal(url, "3").status_code == 423
        dialog.lock_button.click()
        from PySide6.QtWidgets import QMessageBox

        monkeypatch.setattr(QMessageBox, "question",
                            staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
        dialog.revoke_button.click()
        assert httpx.get(url).status_code == 404
        assert _send_deal(dialog.url.text(), "3").status_code == 303
        dialog.start_button.click()  # stop
        assert not dialog.serving
        with pytest.raises(httpx.ConnectError):
            httpx.get(dialog.url.text())
        check = Services.open(str(path))
        try:
            assert [d.entry["tricks"] for d in check.scoring.view(game).deals] == [5, 3]
        finally:
            check.close()
    finally:
        window.close()


def test_the_codes_print_on_a_card_per_table(qtbot, club_file, tmp_path):
    from pypdf import PdfReader

    path, evening, _game = club_file
    window = open_window(qtbot, path)
    try:
        window.open_evening(evening)
        dialog = open_table_entry(window)
        written = dialog.print_codes(str(tmp_path / "codes.pdf"))
        text = PdfReader(written).pages[0].extract_text()
        assert "Table 1" in text and dialog.url.text() in text.replace("\n", "")
    finally:
        window.close()


def test_the_window_running_the_server_shows_a_phones_deal_without_waiting_for_its_poll(
        qtbot, club_file):
    path, evening, game = club_file
    window = open_window(qtbot, path)
    try:
        window.open_evening(evening)
        window.poller.stop()  # only the server's word can tell the window now
        dialog = open_table_entry(window)
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
        dialog.port.setValue(_free_port())
        dialog.start_button.click()
        qtbot.waitUntil(lambda: dialog.serving and "Serving at" in dialog.status.text(),
                        timeout=5000)
        dialog.timer.stop()  # nor the board's own reading every second
        panel = window.evening_page.panel
        assert panel.view is not None and panel.view.id == game and not panel.view.deals
        assert _send_deal(dialog.url.text(), "4").status_code == 303
        qtbot.waitUntil(lambda: len(panel.view.deals) == 1, timeout=1000)
        assert panel.view.deals[0].entry["tricks"] == 4
        assert dialog.board.item(0, 4).text() == "1"  # the board too, without its timer
        dialog.stop_server()
    finally:
        window.close()
