"""Coming back: the window reopens where it was (page, evening, table, its frame clamped to the
screen), and quitting with a deal or a round's scores typed but not recorded asks first."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from clubapp.services import Services
from clubapp.services.party_views import EntrantChoice
from clubapp.ui.main_window import PAGES, MainWindow
from clubapp.ui.window_place import PLACE
from tests.helpers.window import when_dialog_opens

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


@pytest.fixture
def club(tmp_path, empty_club, qapp):
    """An evening with two euchre tables and a card party with its first round drawn."""
    qapp.setKeyboardInputInterval(0)
    path = str(empty_club)
    services = Services.open(path)
    ids = [services.members.add(n).id for n in NAMES]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Friday club")
    for number in range(2):
        table = services.evenings.add_table(evening.id)
        services.evenings.seat_players(table.id, ids[4 * number:4 * number + 4])
        services.evenings.start_game(table.id, "euchre")
    party = services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
    services.party.start(party.id, [EntrantChoice(m, "red" if i % 2 else "blue")
                                    for i, m in enumerate(ids)], seed=3)
    services.close()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    return path, evening.id, party.id, settings


def open_window(qtbot, path: str, settings: QSettings) -> MainWindow:
    window = MainWindow(None, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.attach(Services.open(path))
    return window


def test_the_window_reopens_on_the_evening_table_and_page_it_showed(qtbot, club):
    path, evening, _party, settings = club
    window = open_window(qtbot, path, settings)
    assert window.stack.currentWidget() is window.members_page  # the first start: Members
    window.open_evening(evening)
    window.evening_page.tables.setCurrentRow(1)
    window.close()

    again = open_window(qtbot, path, settings)
    assert again.stack.currentWidget() is again.evening_page
    assert again.evening_page.detail.evening.id == evening
    assert again.evening_page.tables.currentRow() == 1
    assert again.evening_page.panel.table.number == 2
    assert again.undo_action.text() == "&Undo"  # and Ctrl+Z acts on table 2 from now on
    assert again.histories.active_table == again.evening_page.panel.table.id
    again.close()


def test_an_open_party_is_found_again(qtbot, club):
    path, _evening, party, settings = club
    window = open_window(qtbot, path, settings)
    window.open_evening(party)
    assert window.nav.currentRow() == PAGES.index("Party")
    window.close()
    again = open_window(qtbot, path, settings)
    assert again.nav.currentRow() == PAGES.index("Party")
    assert again.party_page.evening_id == party
    again.close()


def test_the_frame_is_put_back_clamped_to_the_screen(qtbot, club):
    path, _evening, _party, settings = club
    settings.setValue(PLACE + "frame", QRect(3000, 2000, 5000, 4000))  # a bigger monitor's
    window = open_window(qtbot, path, settings)
    screen = window.screen().availableGeometry()
    qtbot.waitUntil(lambda: screen.contains(window.frameGeometry()))
    window.close()


def test_another_database_opens_at_its_start(qtbot, club, tmp_path):
    path, evening, _party, settings = club
    window = open_window(qtbot, path, settings)
    window.open_evening(evening)
    window.close()
    other = open_window(qtbot, str(tmp_path / "other.sqlite"), settings)
    assert other.stack.currentWidget() is other.start_page  # a new club: its start page
    assert other.evening_page.detail is None
    other.close()


def answer(qtbot, window: MainWindow, button_text: str) -> list[str]:
    """Press Ctrl+Q and answer the question with the button named; the question's text."""
    said: list[str] = []

    def reply(box):
        assert isinstance(box, QMessageBox) and box.objectName() == "quit_question"
        said.append(box.text())
        next(b for b in box.buttons() if b.text() == button_text).click()

    when_dialog_opens(reply)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Q,
                   Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(said))
    return said


def type_a_deal(qtbot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    form = window.evening_page.panel.form
    form.focus_first()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    qtbot.keyClicks(QApplication.focusWidget(), "A")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClicks(QApplication.focusWidget(), "3")


def test_quitting_with_a_typed_deal_asks_first(qtbot, club):
    path, evening, _party, settings = club
    window = open_window(qtbot, path, settings)
    window.open_evening(evening)
    type_a_deal(qtbot, window)
    said = answer(qtbot, window, "&Stay")
    assert "deal 1 at table 1" in said[0]
    assert window.isVisible()  # nothing lost: the deal is still typed
    assert window.evening_page.panel.form.entry()["tricks"] == 3

    answer(qtbot, window, "&Record the deal, then quit")
    qtbot.waitUntil(lambda: not window.isVisible())
    check = Services.open(path)
    try:
        game = check.evenings.detail(evening).tables[0].current_game
        assert [d.entry["tricks"] for d in check.scoring.view(game).deals] == [3]
    finally:
        check.close()


def test_quitting_without_the_typed_deal_when_told_so(qtbot, club):
    path, evening, _party, settings = club
    window = open_window(qtbot, path, settings)
    window.open_evening(evening)
    type_a_deal(qtbot, window)
    answer(qtbot, window, "&Quit without it")
    qtbot.waitUntil(lambda: not window.isVisible())


def test_a_recorded_deal_leaves_nothing_to_ask(qtbot, club):
    path, evening, _party, settings = club
    window = open_window(qtbot, path, settings)
    window.open_evening(evening)
    type_a_deal(qtbot, window)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # recorded
    window.request_quit()  # no question: nothing typed is lost
    assert not window.isVisible()


def test_quitting_with_a_rounds_scores_typed_before_the_bell_asks_first(qtbot, club):
    path, _evening, party, settings = club
    window = open_window(qtbot, path, settings)
    window.open_evening(party)
    field = window.party_page.grid.visible_fields()[0]
    field.setFocus()
    qtbot.keyClicks(field, "5")
    said = answer(qtbot, window, "&Stay")
    assert "before the bell" in said[0]
    assert window.isVisible() and field.text() == "5"
    window.close()
