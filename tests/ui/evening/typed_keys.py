"""Keys as a Russian keyboard sends them, into a widget: QTest.keyClicks aborts on a letter
outside Latin-1, so each letter goes as the key event X sends for it (its key code the
letter's capital's code point, its text the letter itself)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget


def key_of(letter: str) -> int:
    if letter == " ":
        return int(Qt.Key.Key_Space.value)
    return ord(letter.upper())


def type_text(widget: QWidget, text: str) -> None:
    """Type ``text`` into ``widget`` letter by letter, a press and a release each."""
    for letter in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, key_of(letter), Qt.KeyboardModifier.NoModifier, letter)
            QApplication.sendEvent(widget, event)
        QApplication.processEvents()
