"""The size of the window's text, as the person sets it: View → Larger text (Ctrl++, or Ctrl+=
where the plus shares its key), Smaller text (Ctrl+−), Normal text size (Ctrl+0); kept in
Settings and put back at the next start.

A size is a step of the application's font, which every widget follows. Words shown larger
than the rest (a page's title, a table's score) are a proportion of it (``follow``), never a
fixed number of points, so that they grow with it. At the normal size the window fits a
1024×600 screen; at a larger one its pages scroll (the main window's page stack) rather than
cut what does not fit.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from clubapp.ui.shared.settings_keys import TEXT_SIZE_KEY

STEPS = (90, 100, 110, 125, 150, 175, 200)  # percent of the platform's own font size
NORMAL = 100
LARGER_KEYS = ("Ctrl++", "Ctrl+=")  # Ctrl+= : a keyboard whose plus needs Shift
SMALLER_KEYS = ("Ctrl+-",)
NORMAL_KEYS = ("Ctrl+0",)
FOLLOWER = "text_size_follower"  # the object name of a widget's ``_Follower``


class _Sizes(QObject):
    changed = Signal(int)  # the new size, in percent


_sizes: _Sizes | None = None
_base: QFont | None = None  # the application's font as the platform gave it
_current = NORMAL


def _notifier() -> _Sizes:
    global _sizes
    if _sizes is None:
        _sizes = _Sizes()
    return _sizes


def current() -> int:
    """The size in force now, in percent."""
    return _current


def saved(settings: QSettings | None) -> int:
    """The size kept in ``settings`` (the normal one when none, or not one of the steps)."""
    if settings is None:
        return NORMAL
    kept = settings.value(TEXT_SIZE_KEY, NORMAL)
    if not isinstance(kept, int | float | str):
        return NORMAL
    try:
        value = int(kept)
    except ValueError:
        return NORMAL
    return value if value in STEPS else NORMAL


def _scaled(base: QFont, factor: float) -> QFont:
    font = QFont(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * factor)
    else:  # a platform that gives its font in pixels
        font.setPixelSize(max(1, round(base.pixelSize() * factor)))
    return font


def apply(percent: int) -> None:
    """Show the window's text at ``percent`` of the normal size (one of ``STEPS``)."""
    global _base, _current
    assert percent in STEPS, percent
    app = QApplication.instance()
    assert isinstance(app, QApplication)  # the window's: its text is what changes size
    if _base is None:
        _base = QFont(app.font())
    _current = percent
    app.setFont(_scaled(_base, percent / 100))
    _notifier().changed.emit(percent)


def restore(settings: QSettings | None) -> int:
    """At a start: the size kept in ``settings``, put in force; that size."""
    percent = saved(settings)
    if percent != _current:
        apply(percent)
    return percent


def choose(percent: int, settings: QSettings | None) -> None:
    """The person's choice: in force at once and kept for the next start."""
    apply(percent)
    if settings is not None:
        settings.setValue(TEXT_SIZE_KEY, percent)
        settings.sync()


def step_from(percent: int, steps: int) -> int:
    """The size ``steps`` steps larger (smaller when negative), held within ``STEPS``."""
    index = STEPS.index(percent) if percent in STEPS else STEPS.index(NORMAL)
    return STEPS[min(max(index + steps, 0), len(STEPS) - 1)]


class _Follower(QObject):
    """Keeps its widget's font at a proportion of the window's text size."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.setObjectName(FOLLOWER)
        self.widget, self.scale, self.bold = widget, 1.0, False
        _notifier().changed.connect(self.apply)  # a QObject's slot: gone with the widget

    def apply(self, _percent: int = 0) -> None:
        font = _scaled(QApplication.font(), self.scale)
        if self.bold:
            font.setBold(True)
        self.widget.setFont(font)


def follow(widget: QWidget, scale: float, bold: bool = False) -> None:
    """Show ``widget``'s text at ``scale`` times the window's text (bold if asked), now and
    after every change of the text size."""
    found = widget.findChild(QObject, FOLLOWER, Qt.FindChildOption.FindDirectChildrenOnly)
    follower = found if isinstance(found, _Follower) else _Follower(widget)
    follower.scale, follower.bold = scale, bold
    follower.apply()


def add_view_menu(window: Any) -> QMenu:
    """The View menu of the main window: larger, smaller and normal text, said in its status
    bar and kept in its settings."""
    translate = QCoreApplication.translate
    menu = window.menuBar().addMenu(translate("text_size", "&View"))
    for name, label, keys, steps in (
            ("larger_text", translate("text_size", "&Larger text"), LARGER_KEYS, 1),
            ("smaller_text", translate("text_size", "&Smaller text"), SMALLER_KEYS, -1),
            ("normal_text", translate("text_size", "&Normal text size"), NORMAL_KEYS, 0)):
        action = QAction(label, window)
        action.setObjectName(name)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.triggered.connect(lambda _=False, s=steps: _change(window, s))
        menu.addAction(action)
    return menu


def _change(window: Any, steps: int) -> None:
    percent = step_from(current(), steps) if steps else NORMAL
    choose(percent, window.settings)
    translate = QCoreApplication.translate
    if steps > 0 and percent == STEPS[-1]:
        said = translate("text_size", "Text size: %d%%, the largest") % percent
    elif steps < 0 and percent == STEPS[0]:
        said = translate("text_size", "Text size: %d%%, the smallest") % percent
    else:
        said = translate("text_size", "Text size: %d%%") % percent
    window.statusBar().showMessage(said, 5000)
