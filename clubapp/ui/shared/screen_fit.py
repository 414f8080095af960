"""Keeping a window on its screen: sized to fit at start, put back where it was (clamped),
and never grown past the screen's available geometry by what it shows.

A laptop of 1024×600 has about 1024×570 for a window once the panel is counted: a window
that Qt grows past it hides its buttons and status bar off the screen, even maximised.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

FRAME_GUESS = QSize(12, 40)  # a window manager's borders and title bar, before they are known
_WATCHED = "screen_fit_watched"  # a window's property once it is kept on its screen


def available(widget: QWidget) -> QRect:
    screen = widget.screen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)


def frame_margins(widget: QWidget) -> tuple[QSize, QPoint]:
    """How much the window manager's frame adds to the window, and where the inside starts
    within it (a guess until the window is shown)."""
    if widget.isVisible():
        frame, inner = widget.frameGeometry(), widget.geometry()
        extra = QSize(frame.width() - inner.width(), frame.height() - inner.height())
        if extra.width() > 0 or extra.height() > 0:
            return extra, inner.topLeft() - frame.topLeft()
    return FRAME_GUESS, QPoint(FRAME_GUESS.width() // 2, FRAME_GUESS.height() - 6)


def clamped(frame: QRect, area: QRect) -> QRect:
    """A window's frame moved, then shrunk, so that it is inside ``area``."""
    width, height = min(frame.width(), area.width()), min(frame.height(), area.height())
    x = min(max(frame.x(), area.x()), area.x() + area.width() - width)
    y = min(max(frame.y(), area.y()), area.y() + area.height() - height)
    return QRect(x, y, width, height)


def place(widget: QWidget, frame: QRect) -> None:
    """Put a window's frame at ``frame`` (its inside is the frame less the borders)."""
    extra, _offset = frame_margins(widget)
    widget.resize(frame.size() - extra)
    widget.move(frame.topLeft())  # a window's position is its frame's


def fit_on_screen(widget: QWidget, wanted: QSize, saved: QRect | None = None) -> None:
    """Size and place a window: ``saved`` (its inside's size at its frame's place, as it was)
    clamped to the screen, else ``wanted`` (its inside) or the screen, whichever is smaller,
    centred."""
    area = available(widget)
    extra, _offset = frame_margins(widget)
    if saved is not None and saved.isValid():
        frame = clamped(QRect(saved.topLeft(), saved.size() + extra), area)
    else:
        size = (wanted + extra).boundedTo(area.size())
        frame = QRect(area.x() + (area.width() - size.width()) // 2,
                      area.y() + (area.height() - size.height()) // 2,
                      size.width(), size.height())
    place(widget, frame)
    keep_on_screen(widget)


def keep_on_screen(widget: QWidget) -> None:
    """Never let what the window shows grow it past its screen: its largest size is the
    screen's available room, kept up to date when it moves to another screen."""

    def limit() -> None:
        if not isValid(widget):  # closed and deleted before the deferred call came
            return
        area = available(widget)
        extra, _offset = frame_margins(widget)
        widget.setMaximumSize(area.size() - extra)
        frame = widget.frameGeometry()
        if widget.isVisible() and not area.contains(frame) and not widget.isFullScreen():
            place(widget, clamped(frame, area))

    limit()
    handle = widget.windowHandle()
    if handle is not None and not widget.property(_WATCHED):
        widget.setProperty(_WATCHED, True)
        handle.screenChanged.connect(lambda _screen: limit())
        widget.installEventFilter(_Regrown(widget, limit))
    QTimer.singleShot(0, limit)  # once shown, with the frame's real size


class _Regrown(QObject):
    """Puts a window back inside its screen when what it shows has made it grow."""

    def __init__(self, widget: QWidget, limit) -> None:
        super().__init__(widget)
        self.limit = limit
        self.pending = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and not self.pending:
            self.pending = True
            QTimer.singleShot(0, self._run)
        return False

    def _run(self) -> None:
        self.pending = False
        self.limit()


class _EveryWindow(QObject):
    """Keeps every window the program opens (dialogs, message boxes, file dialogs) inside its
    screen: a dialog sized for a big screen is shrunk and moved to fit a small one."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # every event of the program passes here: the cheapest test first (a type check,
        # not event.type(), which makes a Python enum each time)
        if isinstance(event, QShowEvent) and isinstance(watched, QWidget) \
                and watched.isWindow() and not watched.isFullScreen() \
                and not watched.property(_WATCHED):
            keep_on_screen(watched)
        return False


def keep_every_window_on_screen(owner: QWidget) -> None:
    """While ``owner`` (the main window) lives, every window shown is kept inside its screen
    (``keep_on_screen``); the watch ends with it."""
    app = QApplication.instance()
    if app is not None and owner.findChild(_EveryWindow) is None:
        app.installEventFilter(_EveryWindow(owner))  # destroyed with its owner, and so removed
