"""Seats and tables in the real window: players free once their rubber is over ("New game,
same players", "Change players", "Free this table"), a setup in progress kept while another
table is shown, the game found by typing, and the cursor in seat 1 once the game is chosen."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from clubapp.services import Services
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared import i18n
from tests.services.test_table_seats import RUBBER

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"]


@pytest.fixture
def evening(empty_club, qapp):
    """Table 1 has played a rubber of euchre to its end; table 2 is still to set up."""
    qapp.setKeyboardInputInterval(0)
    path = str(empty_club)
    services = Services.open(path)
    ids = [services.members.add(n).id for n in NAMES]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Friday club")
    first = services.evenings.add_table(evening.id)
    services.evenings.seat_players(first.id, ids[:4])
    game = services.evenings.start_game(first.id, "euchre")
    for entry in RUBBER:
        services.scoring.record_deal(game, entry)
    services.evenings.add_table(evening.id)
    services.close()
    return path, evening.id


def open_window(qtbot, path: str, evening_id: int) -> MainWindow:
    window = MainWindow(Services.open(path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.open_evening(evening_id)
    return window


def choose(combo, name: str) -> None:
    combo.setCurrentIndex(combo.findText(name))


def test_players_are_free_once_their_rubber_is_over(qtbot, evening):
    window = open_window(qtbot, *evening)
    panel = window.evening_page.panel
    assert panel.view.over
    for button in (panel.new_game_button, panel.change_players_button, panel.free_button):
        assert button.isVisible()
    assert not panel.change_button.isVisible()
    # Ann goes to table 2 while Bob, Cat and Dan stay at table 1: she is not "already seated"
    window.evening_page.tables.setCurrentRow(1)
    panel.setup.choose_game("euchre")
    for combo, name in zip(panel.seat_combos, ["Ann", "Eve", "Fay", "Gus"], strict=True):
        choose(combo, name)
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert panel.setup_error.text() == ""
    assert panel.view.players == ("Ann", "Eve", "Fay", "Gus")
    # table 1 is freed: its setup shows, empty; its rubber stays in the record
    window.evening_page.tables.setCurrentRow(0)
    qtbot.mouseClick(panel.free_button, Qt.MouseButton.LeftButton)
    assert panel.stack.currentIndex() == 0
    assert [c.currentData() for c in panel.seat_combos] == [None] * 4
    assert window.services.evenings.detail(evening[1]).tables[0].seats == ()
    assert "Table 1\n" in window.evening_page.tables.item(0).text()
    window.close()


def test_change_players_starts_the_game_again_with_others(qtbot, evening):
    window = open_window(qtbot, *evening)
    panel = window.evening_page.panel
    qtbot.mouseClick(panel.change_players_button, Qt.MouseButton.LeftButton)
    assert panel.stack.currentIndex() == 0
    assert panel.game_combo.currentData() == "euchre"
    assert [c.currentText() for c in panel.seat_combos] == NAMES[:4]
    choose(panel.seat_combos[3], "Eve")
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert panel.view.players == ("Ann", "Bob", "Cat", "Eve") and panel.view.deals == ()
    window.close()


def test_a_setup_in_progress_survives_going_to_another_table(qtbot, evening):
    window = open_window(qtbot, *evening)
    page, panel = window.evening_page, window.evening_page.panel
    page.tables.setCurrentRow(1)
    panel.setup.choose_game("cribbage-four")
    choose(panel.seat_combos[0], "Eve")
    choose(panel.seat_combos[2], "Gus")
    page.tables.setCurrentRow(0)
    assert panel.stack.currentIndex() == 1  # table 1 shows its rubber
    page.tables.setCurrentRow(1)
    assert panel.stack.currentIndex() == 0
    assert panel.game_combo.currentData() == "cribbage-four"
    assert [c.currentText() for c in panel.seat_combos] == ["Eve", "—", "Gus", "—"]
    window.close()


def test_the_game_is_found_by_typing_and_the_cursor_goes_to_seat_one(qtbot, evening):
    i18n.install_language("en")
    window = open_window(qtbot, *evening)
    page, panel = window.evening_page, window.evening_page.panel
    page.tables.setCurrentRow(1)
    combo = panel.game_combo
    assert combo.itemData(0) == "euchre"  # the club's recent game first
    panel.setup.game_search.setFocus()
    panel.setup.game_search.insert("криббедж")  # Russian in the English window (as typed:
    # QTest types Latin letters only)
    ids = [combo.itemData(i) for i in range(combo.count()) if combo.itemData(i)]
    assert ids and all(game.startswith("cribbage") for game in ids)
    panel.setup.game_search.clear()
    qtbot.keyClicks(panel.setup.game_search, "whist-ru")  # its id
    assert [combo.itemData(i) for i in range(combo.count())] == ["whist-ru"]
    qtbot.keyClick(panel.setup.game_search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.seat_combos[0])
    qtbot.keyClicks(panel.setup.game_search, "no such game")
    assert panel.setup.no_match.isVisible()
    # chosen from the list by the keyboard: the cursor goes to seat 1 as well
    panel.setup.game_search.clear()
    panel.setup._search("")
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.keyClick(combo, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.seat_combos[0])
    qtbot.keyClick(panel.seat_combos[0], Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.seat_combos[1]
    window.close()
