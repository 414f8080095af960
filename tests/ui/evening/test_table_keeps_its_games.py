"""A table keeps its games of the evening, and Print prints the game on screen (issue 36, 1).

Table 1 plays a rubber of whist to its end in the real window; its players go on to other
tables (préférence at table 2, boston at table 3). Table 1 then showed an empty setup, no page
led to its rubber, and Ctrl+P with table 1 on screen printed table 3's boston sheet. Here
table 1 lists its finished rubber above its seats (the game, its players, who won and the
score) with *Open* (its deals, read-only) and *Print sheet*; Ctrl+P with table 1 on screen
prints the whist sheet (read back from the PDF), never another table's; a table with no game
says so; each table's game search is its own, and a new table's is empty.
"""

from __future__ import annotations

import datetime as dt

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QRect, QSettings, QSize, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from clubapp.services import Services
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared import screen_fit
from tests.helpers.paths import SCREENS
from tests.helpers.window import when_dialog_opens
from tests.ui.evening.game_examples import EXAMPLES
from tests.ui.evening.typed_keys import type_text

WHIST = ["Александра Иванова", "Борис Смирнов", "Александра Петрова", "Анна Павлова"]
OTHERS = ["Виктор Орлов", "Галина Осипова", "Дмитрий Козлов"]
SMALL, LARGE = QSize(1012, 560), QSize(1354, 728)  # the window on 1024×600 and 1366×768


@pytest.fixture
def window(russian, qtbot, tmp_path, empty_club, monkeypatch):
    screen = QRect(0, 0, 1366, 768)
    monkeypatch.setattr(screen_fit, "available", lambda _widget: screen)
    path = empty_club
    services = Services.open(str(path))
    for name in WHIST + OTHERS:
        services.members.add(name)
    evening = services.evenings.create(dt.date(2026, 3, 6), "Пятница").id
    services.evenings.add_table(evening)
    services.close()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    opened = MainWindow(Services.open(str(path)), settings)
    qtbot.addWidget(opened)
    opened.resize(SMALL)
    opened.show()
    qtbot.waitExposed(opened)
    opened.activateWindow()
    qtbot.waitUntil(opened.isActiveWindow)
    opened.open_evening(evening)
    yield opened
    opened.services.close()
    opened.close()


def start(window, qtbot, game: str, players: list[str], options=None) -> None:
    """Seat ``players`` at the table on screen and start ``game``, as a scorer does."""
    panel = window.evening_page.panel
    panel.setup.choose_game(game)
    for combo, name in zip(panel.seat_combos, players, strict=False):
        combo.setCurrentIndex(combo.findText(name))
    for name, value in (options or {}).items():
        widget = panel.options_form.widgets[name]
        widget.setValue(value) if hasattr(widget, "setValue") else widget.setChecked(value)
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert panel.setup_error.text() == "" and panel.view.game_id == game


def record(window, qtbot, entry: dict) -> None:
    panel = window.evening_page.panel
    panel.form.set_entry(entry)
    qtbot.mouseClick(panel.record_button, Qt.MouseButton.LeftButton)


def to_table(window, number: int) -> None:
    window.evening_page.tables.setCurrentRow(number - 1)
    QApplication.processEvents()
    assert window.evening_page.panel.table.number == number


def printed(window, qtbot, tmp_path, name: str) -> str:
    """Ctrl+P pressed: the sheet previewed, saved and read back."""
    window.print_menu.last = None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    preview = window.print_menu.last
    assert preview is not None, "Ctrl+P previewed nothing"
    saved = preview.save_as(tmp_path / f"{name}.pdf")
    preview.reject()
    return " ".join(" ".join(p.extract_text() for p in PdfReader(str(saved)).pages).split())


def shoot(window, name: str) -> None:
    for size in (SMALL, LARGE):
        window.resize(size)
        QApplication.processEvents()
        assert window.grab().save(str(SCREENS / f"{name}_{size.width() + 12}_ru.png"))
    window.resize(SMALL)
    QApplication.processEvents()


def test_a_table_keeps_its_finished_rubber_and_print_prints_it(window, qtbot, tmp_path):
    page, panel = window.evening_page, window.evening_page.panel
    start(window, qtbot, "whist-ru", WHIST)
    for entry in EXAMPLES["whist-ru"]["deals"]:
        record(window, qtbot, entry)
    assert panel.view.over and panel.view.winner == "A"
    whist = panel.view.id
    # its players go to other tables: préférence at table 2, boston at table 3
    qtbot.mouseClick(page.add_table_button, Qt.MouseButton.LeftButton)
    start(window, qtbot, "preference-austrian", [WHIST[0], WHIST[2], OTHERS[0]])
    record(window, qtbot, {"declarer": None, "bidding": ["pass", "pass", "pass"]})
    qtbot.mouseClick(page.add_table_button, Qt.MouseButton.LeftButton)
    start(window, qtbot, "boston", [WHIST[1], WHIST[3], *OTHERS[1:]], {"rounds": 1})
    record(window, qtbot, {"declarer": WHIST[1], "contract": "6", "suit": 1, "tricks": 7})
    assert "Бостон" in printed(window, qtbot, tmp_path, "boston")
    # table 1: nobody sits there now; its rubber is listed with its result
    to_table(window, 1)
    assert panel.table.seats == () and panel.stack.currentIndex() == 0
    assert panel.setup.game_search.text() == ""
    assert panel.played.isVisible() and list(panel.played.lines) == [whist]
    line = panel.played.lines[whist].whole_text()
    assert "Вист" in line and "Александра Иванова" in line and "Анна Павлова" in line
    assert "победитель: A (Александра Иванова & Александра Петрова)" in line
    assert "итоговый счёт: A 14, B 4" in line and "партии: A 2, B 1" in line
    shoot(window, "table_keeps_its_rubber")
    # Ctrl+P with table 1 on screen: the whist sheet, not table 3's boston
    sheet = printed(window, qtbot, tmp_path, "table1")
    assert "Вист" in sheet and "Бостон" not in sheet
    assert "Иванова" in sheet, sheet[:600]
    # its own Print sheet button: the same sheet
    window.print_menu.last = None
    qtbot.mouseClick(panel.played.findChild(type(panel.start_button), f"print_game_{whist}"),
                     Qt.MouseButton.LeftButton)
    assert window.print_menu.last is not None
    listed = PdfReader(str(window.print_menu.last.save_as(tmp_path / "listed.pdf")))
    assert "Вист" in listed.pages[0].extract_text()
    window.print_menu.last.reject()
    # Open: its deals, read-only, and back to the table
    qtbot.mouseClick(panel.played.findChild(type(panel.start_button), f"open_game_{whist}"),
                     Qt.MouseButton.LeftButton)
    assert panel.stack.currentIndex() == 1 and panel.view.id == whist
    assert len(panel.view.deals) == len(EXAMPLES["whist-ru"]["deals"])
    assert not panel.form_box.isEnabled() and not panel.record_button.isEnabled()
    assert panel.leave_button.isVisible()
    for button in (panel.new_game_button, panel.change_players_button, panel.free_button,
                   panel.change_button):
        assert not button.isVisible()
    shoot(window, "table_earlier_game")
    assert "Вист" in printed(window, qtbot, tmp_path, "opened")
    qtbot.mouseClick(panel.leave_button, Qt.MouseButton.LeftButton)
    assert panel.stack.currentIndex() == 0 and panel.table.number == 1
    # table 3 on screen: its own game, never table 1's
    to_table(window, 3)
    assert "Бостон" in printed(window, qtbot, tmp_path, "table3")


def test_a_table_without_a_game_says_so_and_its_search_is_its_own(window, qtbot, tmp_path):
    page, panel = window.evening_page, window.evening_page.panel
    start(window, qtbot, "boston", WHIST, {"rounds": 1})
    record(window, qtbot, {"declarer": WHIST[0], "contract": "6", "suit": 1, "tricks": 7})
    qtbot.mouseClick(page.add_table_button, Qt.MouseButton.LeftButton)
    assert panel.table.number == 2 and panel.setup.game_search.text() == ""
    said = {}

    def close(box: QMessageBox) -> None:
        said["text"] = box.text()
        box.accept()

    when_dialog_opens(close)
    window.print_menu.last = None
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "text" in said)
    assert said["text"].startswith("На экране нет игры") and window.print_menu.last is None
    # a search typed at table 2 stays table 2's: table 1 and a new table show none
    search = panel.setup.game_search
    search.setFocus()
    type_text(search, "пятьсот")
    assert search.text() == "пятьсот" and panel.game_combo.currentData() == "five-hundred"
    to_table(window, 1)
    assert panel.stack.currentIndex() == 1  # its boston goes on
    qtbot.mouseClick(panel.change_button, Qt.MouseButton.LeftButton)
    assert panel.stack.currentIndex() == 0 and search.text() == ""
    assert panel.game_combo.currentData() == "boston"
    qtbot.mouseClick(page.add_table_button, Qt.MouseButton.LeftButton)
    assert panel.table.number == 3 and search.text() == ""
    to_table(window, 2)
    assert search.text() == "пятьсот" and panel.game_combo.currentData() == "five-hundred"
