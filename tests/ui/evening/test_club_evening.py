"""The whole path through the real window, driven by the keyboard and mouse with qtbot.

Add four members, create an evening, seat a euchre table, enter a full rubber from the keyboard,
undo a deal, redo it, close and reopen the program and find it all there. Screenshots of the
main screens go to tests/screens/ for a person to look at.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton

from clubapp.services import Services
from clubapp.ui.main_window import MainWindow

# the window's helpers live in tests/helpers/window.py; many tests still import them from here
from tests.helpers.paths import SCREENS  # noqa: F401
from tests.helpers.window import NAMES, open_window, shoot, type_into_focus, when_dialog_opens


def add_member(qtbot, window: MainWindow, name: str) -> None:
    def fill(dialog):
        dialog.findChild(QLineEdit, "member_name").setText(name)
        dialog.save()

    when_dialog_opens(fill)
    qtbot.mouseClick(window.members_page.add_button, Qt.MouseButton.LeftButton)


def enter_deal(qtbot, panel, makers: str, tricks: int, alone: bool = False) -> None:
    """Makers (type the side's letter), Tab, tricks, Tab, Space for alone, Enter."""
    window = panel.window()
    if not window.isActiveWindow():  # a dialog just closed: the scorer clicks back in
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
    panel.form.focus_first()
    assert type_into_focus(qtbot, makers) == "field_makers"
    type_into_focus(qtbot, key=Qt.Key.Key_Tab)
    assert type_into_focus(qtbot, str(tricks)) == "field_tricks"
    type_into_focus(qtbot, key=Qt.Key.Key_Tab)
    if alone:
        assert type_into_focus(qtbot, key=Qt.Key.Key_Space) == "field_alone"
    type_into_focus(qtbot, key=Qt.Key.Key_Return)


@pytest.fixture
def club_file(empty_club, qapp):
    # a combo box joins letters typed within this interval into one search; a test types
    # faster than any scorer, so each letter starts its own search as a scorer's pause would
    qapp.setKeyboardInputInterval(0)
    return empty_club


def test_a_whole_club_evening_survives_a_restart(qtbot, club_file):
    window = open_window(qtbot, club_file)
    for name in NAMES:
        add_member(qtbot, window, name)
    assert [m.name for m in window.members_page.members] == NAMES
    shoot(window, "members")

    def fill_evening(dialog):
        dialog.findChild(QLineEdit, "evening_name").setText("Friday euchre")
        dialog.save()

    window.go_to("Evenings")
    when_dialog_opens(fill_evening)
    qtbot.mouseClick(window.evenings_page.new_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.evening_page
    assert "Friday euchre" in window.evening_page.header.text()

    qtbot.mouseClick(window.evening_page.add_table_button, Qt.MouseButton.LeftButton)
    panel = window.evening_page.panel
    panel.game_combo.setCurrentIndex(panel.game_combo.findData("euchre"))
    for seat, name in enumerate(NAMES, start=1):
        combo = panel.findChild(QComboBox, f"seat_{seat}")
        combo.setCurrentIndex(combo.findText(name))
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert panel.setup_error.text() == ""
    assert panel.view is not None and panel.view.players == tuple(NAMES)

    # a rubber from the keyboard: A wins a triple, B a double, A a single
    rubber = [("A", 5, True), ("A", 3, False),                        # game 1: A 5-0
              ("A", 3, False), ("B", 5, True), ("B", 3, False),       # game 2: B 5-1
              ("B", 5, False), ("B", 5, False), ("A", 5, True), ("A", 4, False)]  # game 3: A 5-4
    for makers, tricks, alone in rubber[:-1]:
        enter_deal(qtbot, panel, makers, tricks, alone)
    assert len(panel.view.deals) == 8
    assert panel.view.totals == {"A": 4, "B": 4}
    shoot(window, "evening_table")

    window.undo_action.trigger()
    assert len(panel.view.deals) == 7 and panel.view.totals == {"A": 0, "B": 4}
    window.redo_action.trigger()
    assert len(panel.view.deals) == 8 and panel.view.totals == {"A": 4, "B": 4}

    enter_deal(qtbot, panel, *rubber[-1])
    assert panel.view.winner == "A"
    assert [g["value"] for g in panel.view.games] == [3, 2, 1]
    assert panel.view.match == {"winner": "A", "value": 3 + 1 + 2 - 2}
    assert "WINNER A (Ann Lee & Cat Moss), worth 4" in panel.score.text()
    assert not panel.record_button.isEnabled()
    shoot(window, "evening_rubber_won")

    window.go_to("Standings")
    standings = window.standings_page.model
    assert standings.rows[0][1] in ("Ann Lee", "Cat Moss") and standings.rows[0][4] == 2  # won
    shoot(window, "standings")
    window.close()

    again = open_window(qtbot, club_file)
    assert [m.name for m in again.members_page.members] == NAMES
    assert [e.name for e in again.evenings_page.evenings] == ["Friday euchre"]
    again.open_evening(again.evenings_page.evenings[0].id)
    view = again.evening_page.panel.view
    assert view is not None and len(view.deals) == 9 and view.match["winner"] == "A"
    again.close()


def test_bad_entry_is_shown_beside_the_field_and_nothing_is_recorded(qtbot, club_file):
    services = Services.open(str(club_file))
    ids = [services.members.add(n).id for n in NAMES]
    import datetime as dt

    evening = services.evenings.create(dt.date(2026, 11, 27), "Club")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    services.evenings.start_game(table.id, "euchre")
    services.close()
    window = open_window(qtbot, club_file)
    window.open_evening(evening.id)
    panel = window.evening_page.panel
    qtbot.waitUntil(window.isActiveWindow)
    panel.form.focus_first()
    type_into_focus(qtbot, "A")
    type_into_focus(qtbot, key=Qt.Key.Key_Return)  # tricks left blank
    assert panel.form.error_text("tricks").startswith("missing")
    assert panel.view.deals == ()
    panel.form.editors["tricks"].widget.setValue(2)
    panel.form.editors["alone"].widget.setChecked(True)
    panel.form.editors["revoke"].widget.setChecked(True)
    by = panel.form.editors["revoke.by"].widget
    by.setCurrentIndex(by.findData("B"))
    panel.form.submit()
    assert "opponents choose" in panel.form.error_text("revoke.take")
    shoot(window, "entry_error")
    assert panel.view.deals == ()
    take = panel.form.editors["revoke.take"].widget
    take.setCurrentIndex(take.findData("add"))
    panel.form.submit()
    assert panel.view.deals[0].points == {"A": 4, "B": 0}
    window.close()


def test_correcting_an_early_deal_recomputes_and_undoes(qtbot, club_file):
    window = open_window(qtbot, club_file)
    services = window.services
    ids = [services.members.add(n).id for n in NAMES]
    import datetime as dt

    evening = services.evenings.create(dt.date(2026, 11, 27), "Club")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    services.evenings.start_game(table.id, "euchre")
    window.hub.eveningsChanged.emit()
    window.open_evening(evening.id)
    panel = window.evening_page.panel
    for makers, tricks in (("A", 3), ("B", 3), ("A", 5)):
        enter_deal(qtbot, panel, makers, tricks)
    assert panel.view.totals == {"A": 3, "B": 1}

    def correct(dialog):
        makers = dialog.form.editors["makers"].widget
        makers.setCurrentIndex(makers.findData("B"))
        dialog.form.submit()

    when_dialog_opens(correct)
    panel.correct_deal(0)
    assert panel.view.totals == {"A": 2, "B": 2}
    assert panel.view.deals[0].revision == 2
    window.undo_action.trigger()
    assert panel.view.totals == {"A": 3, "B": 1}
    assert window.findChild(QPushButton, "record_deal").isEnabled()
    window.close()
