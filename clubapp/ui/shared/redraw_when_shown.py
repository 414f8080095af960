"""A page redrawn on a change only while it is on screen.

Every recorded deal tells the whole window that a game changed; a page that is not on screen
(the standings, a member's page) need not work its figures out again each time: it notes the
change and redraws once when it is shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class RedrawWhenShown(QObject):
    """Calls ``redraw`` on ``changed()`` while ``page`` is visible; otherwise when it is next
    shown."""

    def __init__(self, page: QWidget, redraw: Callable[[], None]) -> None:
        super().__init__(page)
        self.page, self.redraw = page, redraw
        self.stale = False
        page.installEventFilter(self)

    def changed(self, *_args: object) -> None:
        if self.page.isVisible():
            self.stale = False
            self.redraw()
        else:
            self.stale = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.page and event.type() == QEvent.Type.Show and self.stale:
            self.stale = False
            self.redraw()
        return False
