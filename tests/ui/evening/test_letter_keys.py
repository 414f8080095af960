"""Sides and choices from a Russian keyboard (issue 29, item 4): the makers of a euchre deal
typed as «а» or «б» on a Russian layout pick side A or B, as «a» and «b» do on a Latin one."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from clubapp.rules import get_game
from clubapp.ui.evening.entry_form import EntryForm
from clubapp.ui.shared.letter_keys import choice_by_letter

SIDES = ["—", "A (Анна и Катя)", "B (Борис и Дмитрий)"]


def test_a_letter_picks_the_item_it_begins_or_its_place_in_the_alphabet():
    assert choice_by_letter(SIDES, "a") == 1 and choice_by_letter(SIDES, "B") == 2
    assert choice_by_letter(SIDES, "а") == 1  # Cyrillic а: the first letter
    assert choice_by_letter(SIDES, "Б") == 2  # Cyrillic Б: the second
    assert choice_by_letter(SIDES, "в") is None  # a third side there is not
    assert choice_by_letter(["—", "Анна", "Борис"], "б") == 2  # a name begins with it
    assert choice_by_letter(SIDES, "7") is None and choice_by_letter(SIDES, "") is None


def press_cyrillic(widget, letter: str) -> None:
    """The key a Russian layout sends for ``letter`` (QTest types only Latin characters)."""
    key = ord(letter.upper())  # Qt names a letter's key by its capital's code point
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                                                 letter))


def test_the_makers_typed_in_cyrillic_record_the_deal(qtbot, qapp):
    qapp.setKeyboardInputInterval(0)
    game = get_game("euchre")
    players = ["Анна", "Борис", "Катя", "Дмитрий"]
    sides = game.sides(players)
    labels = {"A": SIDES[1], "B": SIDES[2]}
    form = EntryForm(game.entry_schema, players, sides, labels, lang="ru")
    qtbot.addWidget(form)
    form.show()
    qtbot.waitExposed(form)
    form.activateWindow()
    qtbot.waitUntil(form.isActiveWindow)
    entries: list[dict] = []
    form.submitted.connect(entries.append)
    for letter, side in (("б", "B"), ("а", "A")):
        form.focus_first()
        makers = QApplication.focusWidget()
        assert makers.objectName() == "field_makers"
        press_cyrillic(makers, letter)
        assert makers.currentData() == side
        qtbot.keyClick(makers, Qt.Key.Key_Tab)
        tricks = QApplication.focusWidget()
        qtbot.keyClicks(tricks, "3")
        qtbot.keyClick(tricks, Qt.Key.Key_Return)
        assert entries[-1]["makers"] == side and entries[-1]["tricks"] == 3
