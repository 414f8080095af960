"""The table pages' tokens are kept only as their hash (issue 28, item 7), on SQLite and
PostgreSQL: neither the club's database nor its export holds a token that opens a page; a
card printed before a restart keeps working though its address is not shown again; printing
it again (or ``clubapp serve --new-codes``) gives it a new token and voids the old card; a
club file of the release before (schema 0007, tokens in plain) is upgraded with its printed
cards still working, and an export of it is brought up likewise; ``clubapp serve`` started
again keeps the cards printed at its first start working."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import httpx
import pytest
from sqlalchemy import inspect, text

from clubapp.services import Services, table_access
from clubapp.services.table_access import AccessRefused, TableAccessService, token_hash
from tests.helpers.serving import free_port, lines, serving, stop
from tests.web.evenings import PLAYERS, club_evening

RELEASES = Path(__file__).resolve().parents[1] / "store" / "releases"
TWO_TABLES = (("euchre", PLAYERS), ("euchre", ("Eve", "Fay", "Gus", "Hal")))


@pytest.fixture
def new_program(monkeypatch):
    """``restart()`` forgets every token issued so far, as a program started again knows
    none of them."""
    def restart() -> None:
        monkeypatch.setattr(table_access, "ISSUED", table_access.IssuedTokens())
    return restart


def test_the_club_keeps_only_hashes_and_a_printed_card_outlives_a_restart(db_url, new_program):
    services = Services.open(db_url)
    try:
        evening, _ = club_evening(services, games=TWO_TABLES)
        first = TableAccessService(services).addresses(evening)
        assert [a.number for a in first] == [1, 2]
        assert all(a.known and len(a.token) >= 43 for a in first)
        with services.db.transaction() as session:
            columns = {c["name"] for c in inspect(session.connection()).get_columns(
                "table_access")}
            stored = {str(value) for row in session.execute(text("SELECT * FROM table_access"))
                      for value in row}
        assert "token" not in columns
        assert not {a.token for a in first} & stored
        assert {token_hash(a.token) for a in first} <= stored
        export = services.exchange.export_club_json(with_pin=True)
        assert not any(a.token in export for a in first)

        new_program()
        again = TableAccessService(services)
        kept = again.addresses(evening)
        assert [a.id for a in kept] == [a.id for a in first]
        assert not any(a.known for a in kept)
        with pytest.raises(ValueError):
            kept[0].path()  # no address to show: it is not kept
        assert again.find(first[0].token, evening).number == 1  # the card printed still works

        reprinted = again.to_print(evening, [kept[0].id])  # a reprint issues a new token
        assert reprinted[0].known and reprinted[0].token != first[0].token
        with pytest.raises(AccessRefused) as void:
            again.find(first[0].token, evening)
        assert void.value.status == 404
        assert again.find(reprinted[0].token, evening).number == 1
        assert again.find(first[1].token, evening).number == 2  # the other card untouched
        # printed again while this program still knows the code: the same card, still good
        assert again.to_print(evening, [reprinted[0].id])[0].token == reprinted[0].token
        assert [a.known for a in again.addresses(evening)] == [True, False]
    finally:
        services.close()


def _release_tokens(club_file: Path) -> dict[int, tuple[str, str, str]]:
    with sqlite3.connect(club_file) as db:
        return {row[0]: row[1:] for row in db.execute(
            "SELECT id, token, token_hash, status FROM table_access")}


def test_a_club_file_of_the_release_before_keeps_its_printed_cards(tmp_path):
    """Schema 0007 kept each token beside its hash: the upgrade drops the token and keeps
    every row, so the cards printed with that release open their tables' pages."""
    club_file = tmp_path / "club.sqlite"
    shutil.copy(RELEASES / "schema_0007.sqlite", club_file)
    before = _release_tokens(club_file)
    assert len(before) == 2 and all(len(token) == 43 for token, _h, _s in before.values())
    services = Services.open(str(club_file))
    try:
        access = TableAccessService(services)
        with services.db.transaction() as session:
            assert "token" not in {c["name"] for c in inspect(session.connection()).get_columns(
                "table_access")}
            after = {row[0]: tuple(row[1:]) for row in session.execute(text(
                "SELECT id, token_hash, status FROM table_access"))}
        assert after == {i: (hashed, status) for i, (_t, hashed, status) in before.items()}
        for number, (token, _hashed, _status) in enumerate(before.values(), start=1):
            found = access.find(token, 3)
            assert (found.number, found.token) == (number, token)
        assert not any(a.known for a in access.addresses(3))  # shown again only when reissued
    finally:
        services.close()


def test_an_export_of_the_release_before_comes_up_with_its_cards_working(db_url, tmp_path):
    document = (RELEASES / "schema_0007.json").read_text(encoding="utf-8")
    tokens = [row[5] for row in json.loads(document)["tables"]["table_access"]["rows"]]
    services = Services.open(db_url)
    try:
        result = services.exchange.import_club(document)
        assert result.upgraded_from == "0007" and result.rows["table_access"] == 2
        access = TableAccessService(services)
        assert [access.find(token, 3).number for token in tokens] == [1, 2]
        again = json.loads(services.exchange.export_club_json())
        assert "token" not in again["tables"]["table_access"]["columns"]
        assert not any(token in json.dumps(again) for token in tokens)
    finally:
        services.close()


def test_serve_started_again_keeps_the_printed_cards_and_new_codes_voids_them(empty_club):
    path = empty_club
    services = Services.open(str(path))
    evening, _games = club_evening(services, games=TWO_TABLES)
    services.close()
    port = free_port()
    with serving(path, evening, port) as server:
        first = lines(server, 2)
        assert [line["table"] for line in first] == [1, 2]
        assert all(line["url"].startswith(f"http://127.0.0.1:{port}/t/") for line in first)
        stop(server)

    port = free_port()
    with serving(path, evening, port) as server:  # started again: the printed cards work
        again = lines(server, 2)
        assert [(line["table"], line["url"], line["kept"]) for line in again] == \
            [(1, None, True), (2, None, True)]
        for line in first:  # as printed at the first start, on the server started again
            page = httpx.get(line["url"].replace(line["url"].split("/t/")[0],
                                                 f"http://127.0.0.1:{port}"), timeout=10)
            assert page.status_code == 200 and 'name="tricks"' in page.text
        stop(server)

    port = free_port()
    with serving(path, evening, port, "--new-codes") as server:  # every card printed anew
        fresh = lines(server, 2)
        assert [line["table"] for line in fresh] == [1, 2]
        assert all(line["url"] and "kept" not in line for line in fresh)
        for line in first:
            old = line["url"].replace(line["url"].split("/t/")[0], f"http://127.0.0.1:{port}")
            assert httpx.get(old, timeout=10).status_code == 404
        assert all(httpx.get(line["url"], timeout=10).status_code == 200 for line in fresh)
        stop(server)


def test_after_a_restart_the_board_shows_the_state_and_printing_issues_new_codes(
        qtbot, tmp_path, empty_club, new_program, monkeypatch):
    """The window started again: the board shows every table and guest, says their codes were
    printed earlier (and shows none); printing asks first, then prints new codes, and the
    cards printed before stop working; refused, nothing changes."""
    from pypdf import PdfReader
    from PySide6.QtWidgets import QMessageBox

    from clubapp.ui.table_entry import open_table_entry
    from tests.helpers.paths import SCREENS
    from tests.helpers.window import open_window
    from tests.web.evenings import party_evening

    path = empty_club
    services = Services.open(str(path))
    evening = party_evening(services)
    printed = {(a.kind, a.number or a.name): a.token
               for a in TableAccessService(services).addresses(evening)}
    services.close()
    new_program()
    window = open_window(qtbot, path)
    asked: list[str] = []
    answer = QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda _p, _t, text: asked.append(text) or answer))
    try:
        window.open_evening(evening)
        dialog = open_table_entry(window)
        assert dialog.url.text() == "" and dialog.qr.pixmap().isNull()
        assert dialog.qr.text().startswith("This card's code was issued before")
        assert not dialog.copy_button.isEnabled()
        assert {dialog.guests.item(r, 2).text() for r in range(8)} == {"printed earlier"}
        SCREENS.mkdir(exist_ok=True)
        dialog.grab().save(str(SCREENS / "web_table_entry_after_restart.png"))
        out = tmp_path / "codes.pdf"
        assert dialog.print_codes(str(out)) is None and not out.exists()  # refused
        assert asked[0].startswith("The codes of table 1, table 2, Lady 1")
        access = TableAccessService(window.services)
        assert access.find(printed[("table", 1)], evening).number == 1

        answer = QMessageBox.StandardButton.Yes
        one = dialog.print_codes(str(tmp_path / "one.pdf"), only=dialog.rows[0].access.id)
        url = dialog.url.text()  # table 1, chosen: its new code shown at once
        assert url and url in PdfReader(one).pages[0].extract_text().replace("\n", "")
        assert asked[-1].startswith("The codes of table 1 were printed before")
        with pytest.raises(AccessRefused):
            access.find(printed[("table", 1)], evening)
        assert access.find(printed[("table", 2)], evening).number == 2  # not reprinted
        asked.clear()
        dialog.print_codes(str(out))  # all: table 1's new code kept, the others new
        assert asked[0].startswith("The codes of table 2, Lady 1")
        text = "".join(page.extract_text() for page in PdfReader(out).pages).replace("\n", "")
        assert url in text and text.count("http://") == 10
        for token in printed.values():
            with pytest.raises(AccessRefused):
                access.find(token, evening)
        assert {dialog.guests.item(r, 2).text() for r in range(8)} == {"on screen"}
    finally:
        window.close()
