"""The program started as a person starts it, with the text size its Settings keep, on a screen
of its own size (offscreen, a JSON screen given to Qt): what the window then shows.

    QT_QPA_PLATFORM=offscreen:configfile=SCREEN.json XDG_CONFIG_HOME=… \\
        python -m tests.ui.large_text_start CLUB.sqlite EVENING SHOT.png

It opens the window through ``run_window`` (the start reads the text size from Settings),
opens the evening at its first table (a game under way: the score form), and prints one JSON
line: the application's font size, the window's frame and the screen, whether the evening's
page scrolls, each visible control of the evening page that is squeezed below its smallest
size or lies outside the window, and whether the deal form's first field comes into the window
when scrolled to.
"""

from __future__ import annotations

import json
import os
import sys
import traceback

from PySide6.QtCore import QRect, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QScrollArea,
    QWidget,
)

from tests.ui.window_tour import cut_texts

CONTROLS = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox)


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def scrolled_into_view(widget: QWidget) -> QRect:
    """Scroll every area that holds ``widget`` until it shows; its place in its window then."""
    areas = []
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            areas.append(parent)
        parent = parent.parentWidget()
    for area in areas:  # the innermost first, as a person scrolls
        area.ensureWidgetVisible(widget, 0, 0)
        QApplication.processEvents()
    return QRect(widget.mapTo(widget.window(), widget.rect().topLeft()), widget.size())


def squeezed(page: QWidget) -> list[str]:
    """The visible controls of ``page`` given less room than their smallest size."""
    found = []
    for widget in page.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not widget.isVisible():
            continue
        # its smallest size, or less where the page caps it (a choice's box elides its text)
        least = widget.minimumSizeHint().expandedTo(widget.minimumSize()).boundedTo(
            widget.maximumSize())
        if widget.height() + 1 < least.height() or widget.width() + 1 < least.width():
            found.append(f"{type(widget).__name__} {widget.objectName()}: "
                         f"{widget.width()}x{widget.height()} < {least.width()}x{least.height()}")
    return found


def report(window, evening: int, shot: str) -> dict:
    window.open_evening(evening)
    window.evening_page.tables.setCurrentRow(0)
    for _ in range(5):
        QApplication.processEvents()
    page = window.evening_page
    outer = page.parentWidget()
    while outer is not None and not isinstance(outer, QScrollArea):
        outer = outer.parentWidget()
    form = page.panel.form
    field = form.first_field() if form is not None else None
    inside = window.rect()
    placed = scrolled_into_view(field) if field is not None else QRect()
    window.grab().save(shot)
    screen = window.screen().availableGeometry()
    return {
        "font": QApplication.font().pointSizeF(),
        "screen": _rect(screen),
        "frame": _rect(window.frameGeometry()),
        "page_scrolls": outer is not None and outer.verticalScrollBar().maximum() > 0,
        "squeezed": squeezed(page),
        "cut": list(cut_texts(page)),
        "field": field.objectName() if field is not None else None,
        "field_place": _rect(placed),
        "field_in_window": field is not None and inside.contains(placed)
        and not field.visibleRegion().isEmpty(),
    }


def main(argv: list[str]) -> int:
    club, evening, shot = argv[0], int(argv[1]), argv[2]
    from clubapp.ui.app import make_application, run_window
    from clubapp.ui.main_window import MainWindow

    app = make_application(["large_text_start"])
    said: list[dict] = []

    def look() -> None:
        windows = [w for w in app.topLevelWidgets()
                   if isinstance(w, MainWindow) and w.services is not None]
        if not windows:
            QTimer.singleShot(20, look)
            return
        try:
            said.append(report(windows[0], evening, shot))
        except Exception:  # said here: the window's own hook would show a box and wait
            traceback.print_exc()
            os._exit(1)
        windows[0].close()
        app.exit(0)

    def give_up() -> None:  # a box the start showed (its event loop still runs timers)
        print("the window did not come up on its club within two minutes", file=sys.stderr)
        os._exit(3)

    QTimer.singleShot(0, look)
    QTimer.singleShot(120_000, give_up)
    run_window(club)
    print(json.dumps(said[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
