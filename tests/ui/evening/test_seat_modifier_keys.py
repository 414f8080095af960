"""A seat's search is not emptied by the keys that only change the next one (the Russian club
night, item 1): «Анна П» typed into seat 1 found «Пётр Богданов», because the Shift pressed
for «П» (a key event of its own, with no text) started the search anew, and «П» alone found
him. Shift, Ctrl, Alt, AltGr, the Windows key, Caps Lock and the layout's switch
(ISO_Next_Group, which X sends as key 0 with no text) leave the search as typed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.evening.club_window import club_window, press
from tests.ui.evening.typed_keys import type_text

MEMBERS = ("Анна Петрова", "Анна Смирнова", "Пётр Богданов", "Борис Борисов")
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.mark.parametrize("between", [
    Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_AltGr, Qt.Key.Key_Meta,
    Qt.Key.Key_CapsLock, Qt.Key.Key_Mode_switch, 0],
    ids=["Shift", "Ctrl", "Alt", "AltGr", "Meta", "CapsLock", "Mode_switch", "ISO_Next_Group"])
def test_a_modifier_between_the_letters_keeps_the_search(qtbot, tmp_path, empty_club, between):
    with club_window(qtbot, tmp_path, MEMBERS) as (window, _evening):
        panel = window.evening_page.panel
        panel.setup.choose_game("preference-austrian")
        seat = panel.seat_combos[0]
        seat.setFocus()
        qtbot.waitUntil(seat.hasFocus)
        type_text(seat, "Анна ")
        press(seat, between)  # Shift (or the layout's switch) on its own, then «П» with it
        press(seat, ord("П"), "П", SHIFT if between == Qt.Key.Key_Shift
              else Qt.KeyboardModifier.NoModifier)
        assert seat.currentText() == "Анна Петрова"
        assert panel.setup_error.text() == ""
