"""The window's signals in one place: pages announce changes here and listen here."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Hub(QObject):
    membersChanged = Signal()
    eveningsChanged = Signal()
    gameChanged = Signal(int)  # a game's id: a deal was recorded, undone or corrected
    openEvening = Signal(int)  # a request to show an evening
    openMember = Signal(int)  # a request to show a member's page
    statusMessage = Signal(str)
    tableShown = Signal(int)  # the table now on the Evening page (0: none): its undo history
    printGame = Signal(int)  # a request to print a game's score sheet (its id)
