"""Where a window for the room is shown: full screen on a second screen (a projector, a TV)
when there is one, else a window that fits the organiser's screen. The party's projector and
the club evening's standings on the room's screen share it."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def show_on_projector(window: QWidget, screen: QScreen | None = None, full: bool = True) -> None:
    """``window`` full screen on ``screen`` (None: a second screen when there is one, else a
    window that fits the organiser's screen); ``full`` False: a window on it."""
    if screen is None:
        parent = window.parentWidget()
        here = parent.screen() if parent else None
        others = [s for s in QGuiApplication.screens() if s is not here]
        screen = others[0] if others else None
        if screen is None:
            fit_in_screen(window)
            window.show()
            window.raise_()
            return
    if window.isFullScreen() and window.screen() is not screen:
        window.showNormal()  # a full-screen window moves only once it is a window again
    window.setScreen(screen)
    if full:
        window.setGeometry(screen.geometry())
        window.showFullScreen()
    else:
        fit_in_screen(window, screen)
        window.show()
    window.raise_()


def fit_in_screen(window: QWidget, screen: QScreen | None = None) -> None:
    """``window`` inside the available part of its screen, centred, never larger (a window
    shown full screen is left as it is)."""
    if window.isFullScreen():
        return
    screen = screen or window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    room = screen.availableGeometry()
    width, height = min(1280, round(room.width() * 0.9)), min(720, round(room.height() * 0.9))
    frame = QRect(0, 0, width, height)
    frame.moveCenter(room.center())
    window.setGeometry(frame)
