"""Keys a Russian keyboard sends, for the window tests offscreen: QTest's key clicks know only
ASCII, so a Cyrillic letter (or a suit's symbol) is sent as its key's own events, with the key
code Qt gives it on that layout (its capital's code point)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget


def press_letter(widget: QWidget, letter: str) -> None:
    """One character typed at ``widget``, press and release, on any layout."""
    key = ord(letter.upper())  # " " is Qt.Key.Key_Space, as every letter is its capital's code
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                                                 letter))


def type_text(qtbot, widget: QWidget, text: str) -> None:
    """``text`` typed at ``widget`` key by key: ASCII through QTest, the rest as its key."""
    for char in text:
        if char.isascii():
            qtbot.keyClicks(widget, char)
        else:
            press_letter(widget, char)
