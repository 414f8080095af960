"""*Table entry* in the window (offscreen, qtbot): the server started and stopped beside the
window, the board showing a phone's deal with where it came from, a table locked and given a
new address."""

from __future__ import annotations

import re

import httpx
import pytest

from clubapp.services import Services
from clubapp.ui.table_entry import open_table_entry
from tests.helpers.paths import SCREENS
from tests.helpers.serving import free_port, start_serving
from tests.helpers.window import open_window
from tests.web.evenings import club_evening


@pytest.fixture
def club_file(empty_club):
    path = empty_club
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
        dialog.port.setValue(free_port())
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
        start_serving(qtbot, dialog)
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


def test_while_the_party_is_served_the_print_menus_cards_carry_the_codes(qtbot, tmp_path,
                                                                         empty_club):
    """Print → Tally cards and Table cards of a party served from the window: each tent has
    its table's code, each tally card its guest's, as the Table entry dialog shows them; read
    back from the page by a QR decoder. Not served: the cards print without codes."""
    import subprocess

    from tests.web.evenings import party_evening

    path = empty_club
    services = Services.open(str(path))
    evening = party_evening(services)
    services.close()
    window = open_window(qtbot, path)

    def printed(kind: str) -> tuple[str, list[str]]:
        from pypdf import PdfReader

        window.print_menu.party_document(kind)
        preview = window.print_menu.last
        saved = preview.save_as(tmp_path / f"{kind}.pdf")
        preview.reject()
        png = tmp_path / kind
        subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile",
                        str(saved), str(png)], check=True, timeout=60)
        found = subprocess.run(["zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable",
                                str(png.with_suffix(".png"))], capture_output=True, text=True,
                               timeout=60)
        return PdfReader(str(saved)).pages[0].extract_text(), sorted(found.stdout.split())

    try:
        window.open_evening(evening)
        assert printed("table-cards")[1] == []  # not served: no code
        dialog = open_table_entry(window)
        start_serving(qtbot, dialog)
        urls = {(a.kind, a.number or a.name): dialog.url_of(a)
                for a in dialog.access.addresses(evening)}
        text, codes = printed("table-cards")
        assert codes == [urls[("table", 1)]] * 2 and "Scan to score this table" in text
        text, codes = printed("tally-cards")
        guests = sorted(url for (kind, _), url in urls.items() if kind == "guest")
        assert len(codes) == 4 and set(codes) <= set(guests)
        assert text.count("Scan: your next table") == 4
        assert httpx.get(codes[0]).status_code == 200  # a guest's code opens the guest's page
        dialog.stop_server()
    finally:
        window.close()
