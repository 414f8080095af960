"""What the window shows, written to a file when asked: the eyes of a test that drives the real
window through the X server only (tests/nights).

Started with ``CLUBAPP_PROBE=/path/probe.json`` in its environment, the program looks every
few milliseconds for ``/path/probe.json.ask``; when it is there, it writes ``/path/probe.json``
(whole, by a rename) and removes the ask. The answer says, for each window shown and each
widget shown in it, where it is on the screen, what it says (its text, the choice of a list,
the tick of a box), whether it has the keyboard, and whether its text has less room than it
needs; the rows of the lists and tables, the menus' entries. A night finds there what to click
and what is on screen. The probe only reads: it never changes a widget or calls one to act.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QItemDelegate,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QStatusBar,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionComboBox,
    QTabBar,
    QTableView,
    QWidget,
)

ENVIRONMENT = "CLUBAPP_PROBE"
LOOK_MS = 20  # how often the ask is looked for: a night waits on every answer
ROWS = 300  # rows of a list or table told (a night never needs more)


def start_probe(app: QApplication) -> QObject | None:
    """Answer the probe's asks when the environment names its file (else nothing)."""
    path = os.environ.get(ENVIRONMENT)
    return Probe(Path(path), app) if path else None


class Probe(QObject):
    def __init__(self, path: Path, parent: QObject) -> None:
        super().__init__(parent)
        self.path = path
        self.ask = path.with_name(path.name + ".ask")
        self.timer = QTimer(self)
        self.timer.setInterval(LOOK_MS)
        self.timer.timeout.connect(self._look)
        self.timer.start()

    def _look(self) -> None:
        try:
            asked = self.ask.read_text(encoding="utf-8").strip()
        except OSError:
            return
        # gone before the answer is there: the next ask, made once the answer is read, is
        # never the one removed
        self.ask.unlink(missing_ok=True)
        try:
            answer = {"seq": asked, **what_is_shown()}
        except Exception as exc:  # a probe that fails is said to the night, not to a person
            answer = {"seq": asked, "error": f"{type(exc).__name__}: {exc}"}
        temporary = self.path.with_name(self.path.name + ".tmp")
        temporary.write_text(json.dumps(answer, ensure_ascii=False), encoding="utf-8")
        temporary.replace(self.path)


def what_is_shown() -> dict[str, Any]:
    """The screen, the windows shown, the keyboard's widget and every widget shown."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    # a layout asked for by the last change is done first, as the next turn of the event loop
    # would do before a person sees anything: a text set a moment ago is measured in the room
    # its layout gives it, not in the room it had before
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    screen = app.primaryScreen()
    focus = app.focusWidget()
    windows, widgets = [], []
    for top in app.topLevelWidgets():
        if not top.isVisible():
            continue
        frame = top.frameGeometry()
        windows.append({"title": top.windowTitle(), "class": type(top).__name__,
                        "name": top.objectName(), "frame": _rect(frame),
                        "inside": _rect(top.geometry()), "active": top.isActiveWindow(),
                        "modal": top.isModal(),
                        "on_screen": top.screen().availableGeometry().contains(frame)})
        for widget in [top, *top.findChildren(QWidget)]:
            if widget.window() is top and widget.isVisible() and widget.width() > 0 \
                    and widget.height() > 0:  # (a dialog's widgets are told with it)
                told = _widget(widget, top)
                if told is not None:
                    widgets.append(told)
    return {"screen": _rect(screen.availableGeometry()), "whole": _rect(screen.geometry()),
            "windows": windows, "widgets": widgets,
            "focus": {"name": focus.objectName(), "class": type(focus).__name__,
                      "window": focus.window().windowTitle(), "text": _text(focus)}
            if focus is not None else None}


def _widget(widget: QWidget, top: QWidget) -> dict[str, Any] | None:
    text = _text(widget)
    if not widget.objectName() and text is None and not isinstance(
            widget, QAbstractItemView | QMenuBar | QMenu | QTabBar):
        return None
    told: dict[str, Any] = {
        "name": widget.objectName(), "class": type(widget).__name__,
        "window": top.windowTitle(), "rect": _global(widget, widget.rect()),
        "seen": _seen(widget),
        "enabled": widget.isEnabled(), "focus": widget.hasFocus()}
    if text is not None:
        told["text"] = text
    if isinstance(widget, QAbstractButton) and widget.isCheckable():
        told["checked"] = widget.isChecked()
    if isinstance(widget, QCheckBox):
        told["state"] = widget.checkState().name
    if isinstance(widget, QGroupBox) and widget.isCheckable():
        told["checked"] = widget.isChecked()
    if isinstance(widget, QComboBox):
        told["items"] = [widget.itemText(i) for i in range(widget.count())]
    if isinstance(widget, QHeaderView):
        headings = _headings_cut(widget)
        if headings:
            told["cut"] = f"the headings {headings} have less room than their text"
        return told
    if isinstance(widget, QAbstractItemView):
        told["rows"] = _rows(widget)
        if isinstance(widget, QTableView):
            told["columns"] = _columns(widget)
    if isinstance(widget, QMenuBar | QMenu):
        told["actions"] = [{"text": a.text(), "enabled": a.isEnabled(),
                            "rect": _global(widget, widget.actionGeometry(a))}
                           for a in widget.actions() if a.isVisible() and not a.isSeparator()]
    if isinstance(widget, QTabBar):
        told["tabs"] = [{"text": widget.tabText(i), "rect": _global(widget, widget.tabRect(i))}
                        for i in range(widget.count())]
    cut = short_of_room(widget)
    if cut is not None:
        told["cut"] = cut
    return told


def _seen(widget: QWidget) -> list[int] | None:
    """The part of the widget that is not hidden (by a scroll, a window over it), on the
    screen; None when none is. A list's or a scroll area's part is its viewport's."""
    seen = widget.visibleRegion().boundingRect()
    if seen.isValid():
        return _global(widget, seen)
    if isinstance(widget, QAbstractScrollArea):
        inside = widget.viewport()
        seen = inside.visibleRegion().boundingRect()
        if seen.isValid():
            return _global(inside, seen)
    return None


def _text(widget: QWidget) -> str | None:
    if isinstance(widget, QLabel):
        return widget.text()
    if isinstance(widget, QAbstractButton | QLineEdit):
        return widget.text()
    if isinstance(widget, QComboBox):
        return widget.currentText()
    if isinstance(widget, QPlainTextEdit):
        return widget.toPlainText()
    if isinstance(widget, QGroupBox):
        return widget.title()
    if isinstance(widget, QStatusBar):
        return widget.currentMessage()
    if widget.isWindow():
        return widget.windowTitle()
    return None


def _rows(view: QAbstractItemView) -> list[dict[str, Any]]:
    """Each row's cells as shown and where the row's first shown cell is on the screen."""
    model = view.model()
    if model is None:
        return []
    root = view.rootIndex()
    try:
        columns = model.columnCount(root)
    except TypeError:  # a list's model keeps it to itself: one column
        columns = 1
    rows = []
    for row in range(min(model.rowCount(root), ROWS)):
        cells = [str(model.index(row, column, root).data() or "")
                 for column in range(columns)]
        place = QRect()
        for column in range(columns):
            place = view.visualRect(model.index(row, column, root))
            if place.isValid() and place.width() > 0:
                break
        inside = place.intersected(view.viewport().rect())
        told = {"cells": cells,
                "rect": _global(view.viewport(), inside) if inside.isValid() else None,
                "selected": view.selectionModel() is not None
                and view.selectionModel().isRowSelected(row, root)}
        if inside.isValid():
            cut = [column for column in range(columns)
                   if _cell_cut(view, model.index(row, column, root), cells[column])]
            if cut:
                told["cut"] = cut
        rows.append(told)
    return rows


def _columns(view: QTableView) -> list[dict[str, Any]]:
    """Each column shown: its heading and its width (a column of words too narrow for more
    than a word a line is read from them)."""
    header, model = view.horizontalHeader(), view.model()
    if model is None:
        return []
    return [{"heading": str(model.headerData(column, Qt.Orientation.Horizontal) or ""),
             "width": header.sectionSize(column)}
            for column in range(header.count()) if not header.isSectionHidden(column)]


def _cell_cut(view: QAbstractItemView, index: Any, text: str) -> bool:
    """Whether a cell shown shows less than its text (elided, or cut at its bottom). Only a
    plain cell is judged: one drawn by a delegate of the program's own, or with a picture,
    shows what it chooses."""
    place = view.visualRect(index)
    if not text or place.width() <= 0 or not place.intersects(view.viewport().rect()) \
            or type(view.itemDelegateForIndex(index)) not in (QStyledItemDelegate,
                                                                QItemDelegate) \
            or index.data(Qt.ItemDataRole.DecorationRole) is not None:
        return False
    tip = index.data(Qt.ItemDataRole.ToolTipRole)
    if tip and len(str(tip)) >= len(text):  # a long deal ends in "…" and is read whole here
        return False
    font = index.data(Qt.ItemDataRole.FontRole)
    metrics = QFontMetrics(font) if isinstance(font, QFont) else view.fontMetrics()
    room = place.width() - _cell_margins(view)
    lines = text.split("\n")
    if getattr(view, "wordWrap", lambda: False)():
        flags = int(Qt.TextFlag.TextWordWrap)
        needed = metrics.boundingRect(QRect(0, 0, max(room, 1), 10_000), flags, text).height()
        longest = max((metrics.horizontalAdvance(w) for w in text.split()), default=0)
        return needed > place.height() + 1 or longest > room + 1
    widest = max(metrics.horizontalAdvance(line) for line in lines)
    return widest > room + 1 or len(lines) * metrics.lineSpacing() > place.height() + 1


def _cell_margins(view: QWidget) -> int:
    """How much of a cell's width its text cannot use (its two margins)."""
    return 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view)
                + 1)


def _headings_cut(header: QHeaderView) -> list[str]:
    """The headings of a table's columns that have less room than their text."""
    model = header.model()
    if model is None or header.orientation() != Qt.Orientation.Horizontal:
        return []
    cut = []
    metrics = header.fontMetrics()
    for section in range(header.count()):
        if header.isSectionHidden(section) or header.sectionSize(section) <= 0:
            continue
        text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
        lines = text.split("\n")
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        if widest > header.sectionSize(section) - _cell_margins(header) + 1 \
                or len(lines) * metrics.lineSpacing() > header.height() + 1:
            cut.append(text)
    return cut


def short_of_room(widget: QWidget) -> str | None:
    """Why the widget's text is cut (it has less room than the text needs), else None: the
    rule of ``tests/ui/window_tour.cut_texts`` for labels and buttons, one widget at a time;
    a field or a list's choice too narrow for what it holds as well."""
    if not widget.visibleRegion().boundingRect().isValid():
        return None
    if isinstance(widget, QLineEdit | QComboBox):
        return _field_cut(widget)
    if isinstance(widget, QLabel):
        text = widget.text()
        if not text or (widget.pixmap() is not None and not widget.pixmap().isNull()):
            return None
        room = widget.contentsRect()
        if widget.wordWrap():
            margins = widget.contentsMargins()
            needed = widget.heightForWidth(room.width() + margins.left() + margins.right())
            if needed > widget.height() + 1:
                return f"needs {needed} px of height, has {widget.height()}"
            plain = re.sub(r"<[^>]+>", " ", text)
            longest = max((widget.fontMetrics().horizontalAdvance(word)
                           for word in plain.split()), default=0)
            if longest > room.width() + 1:
                return f"a word needs {longest} px, has {room.width()}"
            return None
        needed = widget.minimumSizeHint().width()
    elif isinstance(widget, QPushButton | QCheckBox | QRadioButton):
        if not widget.text():
            return None
        needed = widget.sizeHint().width()
        if isinstance(widget, QPushButton):  # its padding may go, not its text
            needed = (widget.fontMetrics().horizontalAdvance(widget.text().replace("&", ""))
                      + widget.iconSize().width() * (not widget.icon().isNull()) + 8)
    elif isinstance(widget, QGroupBox) and widget.title():
        needed = widget.fontMetrics().horizontalAdvance(widget.title().replace("&", "")) + 24
    elif isinstance(widget, QTabBar):
        for index in range(widget.count()):
            text = widget.tabText(index).replace("&", "")
            if widget.fontMetrics().horizontalAdvance(text) > widget.tabRect(index).width():
                return f"tab {text!r} is cut"
        return None
    else:
        return None
    if needed > widget.width() + 1:
        return f"needs {needed} px, has {widget.width()}"
    return None


FIELD_MARGIN = 6  # a line field's text starts and ends this far inside its frame, together


def _field_cut(widget: QLineEdit | QComboBox) -> str | None:
    """A field whose text (as typed, or chosen in a list) is wider than the room it shows it
    in: the person sees only part of what is there."""
    if isinstance(widget, QLineEdit):
        text = widget.text()
        if not text or widget.echoMode() != QLineEdit.EchoMode.Normal:
            return None
        room = widget.contentsRect().width() - FIELD_MARGIN
    else:
        text = widget.currentText()
        if not text or widget.isEditable():
            return None  # (an editable list's field is a line field, judged as one)
        option = QStyleOptionComboBox()
        widget.initStyleOption(option)
        room = widget.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                             QStyle.SubControl.SC_ComboBoxEditField,
                                             widget).width()
        if not widget.itemIcon(widget.currentIndex()).isNull():
            room -= widget.iconSize().width() + 4
    needed = widget.fontMetrics().horizontalAdvance(text)
    if needed > room + 1:
        return f"shows {room} px of its {needed} px"
    return None


def _global(widget: QWidget, rect: QRect) -> list[int]:
    corner = widget.mapToGlobal(rect.topLeft())
    return _rect(QRect(QPoint(corner.x(), corner.y()), rect.size()))


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]
