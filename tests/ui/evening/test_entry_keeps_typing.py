"""The score form never loses what was typed: a number out of range stays in its box, marked,
with a message naming the range; a message goes as soon as its field is changed."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from clubapp.services import Services
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared.number_box import NumberBox
from clubapp.ui.shared.style import FIELD_AT_FAULT_STYLE


def euchre_window(qtbot, club, qapp) -> MainWindow:
    qapp.setKeyboardInputInterval(0)
    path = str(club)
    services = Services.open(path)
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cat", "Dan")]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Club")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    services.evenings.start_game(table.id, "euchre")
    services.close()
    window = MainWindow(Services.open(path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.open_evening(evening.id)
    return window


def type_keys(qtbot, text: str = "", key=None) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    if text:
        qtbot.keyClicks(widget, text)
    if key is not None:
        qtbot.keyClick(widget, key)


def test_a_number_out_of_range_stays_as_typed_and_is_never_recorded(qtbot, empty_club, qapp):
    window = euchre_window(qtbot, empty_club, qapp)
    panel = window.evening_page.panel
    form = panel.form
    tricks = form.editors["tricks"].widget
    assert isinstance(tricks, NumberBox)
    form.focus_first()
    type_keys(qtbot, "A", Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is tricks
    type_keys(qtbot, "7")
    assert tricks.text() == "7"  # not swallowed
    assert form.error_text("tricks") == "7 is not from 0 to 5"
    assert tricks.styleSheet() == FIELD_AT_FAULT_STYLE
    type_keys(qtbot, key=Qt.Key.Key_Return)
    assert panel.view.deals == ()  # nothing recorded
    assert tricks.text() == "7"
    assert "5" in form.error_text("tricks")  # the rules' refusal names the maximum

    type_keys(qtbot, key=Qt.Key.Key_Backspace)
    type_keys(qtbot, "10")
    assert tricks.text() == "10"  # never "1"
    assert form.error_text("tricks") == "10 is not from 0 to 5"
    type_keys(qtbot, key=Qt.Key.Key_Return)
    assert panel.view.deals == ()
    assert tricks.text() == "10"

    type_keys(qtbot, key=Qt.Key.Key_Backspace)  # "1": in range, the message goes at once
    assert form.error_text("tricks") == "" and tricks.styleSheet() == ""
    type_keys(qtbot, key=Qt.Key.Key_Return)
    assert [(d.entry["makers"], d.entry["tricks"]) for d in panel.view.deals] == [("A", 1)]
    window.close()


def test_a_message_goes_as_soon_as_its_field_changes(qtbot, empty_club, qapp):
    window = euchre_window(qtbot, empty_club, qapp)
    form = window.evening_page.panel.form
    form.focus_first()
    type_keys(qtbot, key=Qt.Key.Key_Return)  # nothing typed: the makers are missing
    assert form.error_text("makers") != ""
    error = form.findChild(QLabel, "error_makers")
    assert error.wordWrap()
    makers = form.editors["makers"].widget
    assert error.geometry().top() >= makers.geometry().bottom()  # under its field, full width
    type_keys(qtbot, "B")
    assert form.error_text("makers") == ""
    type_keys(qtbot, key=Qt.Key.Key_Tab)
    type_keys(qtbot, "4")
    type_keys(qtbot, key=Qt.Key.Key_Up)  # Up and Down step the number, as a spin box does
    assert form.editors["tricks"].widget.text() == "5"
    type_keys(qtbot, key=Qt.Key.Key_Up)
    assert form.editors["tricks"].widget.text() == "5"
    window.close()


def test_a_points_entry_keeps_its_digits_too(qtbot, empty_club, qapp):
    window = euchre_window(qtbot, empty_club, qapp)
    form = window.evening_page.panel.form
    form.points_box.setChecked(True)
    form.points["A"].setFocus()
    type_keys(qtbot, "12")
    assert form.entry()["points"] == {"A": 12, "B": 0}
    window.close()
