"""The bell when the server is lost (issue 35, item 6): the message says the bell did not ring
and to ring it again (the results stay typed), and ringing again once the server is back rings
the round once. A real PostgreSQL server, stopped while the host rings."""

from __future__ import annotations

from PySide6.QtCore import Qt

from clubapp.events.progressive import TableResult
from clubapp.services import Services
from clubapp.ui.main_window import MainWindow
from tests.helpers.clubs import SEED, choices, names, party_evening
from tests.ui.party.test_party_window import type_round


def test_a_bell_rung_while_the_server_is_down_is_rung_again_once_it_is_back(
        qtbot, qapp, pg_server):
    qapp.setKeyboardInputInterval(0)
    url = pg_server.new_database()
    services = Services.open(url)
    people = names(8, 8)
    evening, ids = party_evening(services, people)
    services.party.start(evening.id, choices(people, ids), seed=SEED)
    services.close()
    window = MainWindow(Services.open(url))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.open_evening(evening.id)
    page = window.party_page
    results = [TableResult(t.number, (5, 2) if t.number == 1 else (3, 1))
               for t in page.view.tables]
    type_round(qtbot, window, results, ring="later")
    said: list[str] = []

    def ring_while_down() -> None:
        qtbot.mouseClick(page.ring_button, Qt.MouseButton.LeftButton)
        said.append(page.message.text())

    pg_server.restart(stopped=ring_while_down)
    assert said[0].startswith("Lost the connection to the database server"), said
    assert "the bell did not ring" in said[0] and "ring the bell again" in said[0]
    assert page.view.round == 1
    assert all(field.text() for field in page.grid.visible_fields())  # still typed
    qtbot.mouseClick(page.ring_button, Qt.MouseButton.LeftButton)
    assert page.view.round == 2, page.message.text()
    check = Services.open(url)
    try:
        view = check.party.view(evening.id)
        assert [bell.round for bell in view.bells] == [1]
        assert len(view.bells[0].entries) == len(results)
    finally:
        check.close()
    window.close()
