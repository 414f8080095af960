"""The window's signals in one place: pages announce changes here and listen here."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Hub(QObject):
    membersChanged = Signal()
    eveningsChanged = Signal()
    gameChanged = Signal(int)
    openEvening = Signal(int)
    statusMessage = Signal(str)
