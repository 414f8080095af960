"""A form that uses the width it has: its short fields side by side, its long ones across.

A score form of a dozen fields (three-card loo) laid out as one column of label and field
is taller than a 1024×600 screen leaves it, while most of its width stays empty: a choice of
a player or a tick needs 200 pixels, the row has 900. Here the rows keep their order, and:

- a row whose field is one box (a choice, a number, a tick, a card) is *short*: the short
  rows that follow each other are laid out in as many columns as the width holds, each
  column's labels and fields lined up, read left to right and then down (Tab goes the same
  way, in the schema's order);
- a row whose field wraps (a box for each player) or a titled group is *long*: it has the
  whole width, its label in the first column;
- a label longer than ``LABEL_WIDTH`` wraps onto a second line rather than push its field
  away.

It has the calls of a QFormLayout that the score form uses (``addRow`` with a label and a
field, or one widget across).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLayout,
    QLayoutItem,
    QLineEdit,
    QWidget,
    QWidgetItem,
)

LABEL_WIDTH = 200  # a label wider than this wraps (at the normal text size: see _label_cap)
GAP = 8  # between a label and its field
COLUMN_GAP = 22  # between two columns of short rows
ROW_GAP = 2


@dataclass
class _Row:
    label: QWidgetItem | None
    field: QWidgetItem
    short: bool


def _held(item: QWidgetItem) -> QWidget:
    """The widget a row's item holds (each item is made for one)."""
    widget = item.widget()
    assert widget is not None
    return widget


def _box_of(widget: QWidget) -> QWidget:
    """The widget a field's holder shows first (the score form puts a field and its message
    together in a holder)."""
    layout = widget.layout()
    first = layout.itemAt(0) if layout is not None and layout.count() > 0 else None
    shown = first.widget() if first is not None else None
    return shown if shown is not None else widget


def is_short(widget: QWidget) -> bool:
    """A field of one box: a choice, a line to type in, a tick."""
    return isinstance(_box_of(widget), QComboBox | QLineEdit | QAbstractButton)


class PackedForm(QLayout):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._items: list[QLayoutItem] = []
        # the height at each width asked, until a field changes: a form of groups inside
        # groups (cribbage) is asked again and again for the same widths while laid out once
        self._heights: dict[int, int] = {}

    # --- the calls of a form ---------------------------------------------------------------
    def addRow(self, label: QWidget, field: QWidget | None = None) -> None:
        """A label and its field, or (one argument) a widget across the whole width."""
        if field is None:
            item = self._adopt(label)
            self._rows.append(_Row(None, item, False))
        else:
            if isinstance(label, QLabel):
                label.setWordWrap(True)  # wraps only past its room (see _label_width)
                label.setBuddy(_box_of(field))
            label_item, field_item = self._adopt(label), self._adopt(field)
            self._rows.append(_Row(label_item, field_item, is_short(field)))
        self.invalidate()

    def _adopt(self, widget: QWidget) -> QWidgetItem:
        self.addChildWidget(widget)
        item = QWidgetItem(widget)
        self._items.append(item)
        return item

    # --- QLayout ---------------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)  # not a row: kept, never placed (QLayout asks for it)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if not 0 <= index < len(self._items):
            return None
        item = self._items.pop(index)
        self._rows = [r for r in self._rows if item not in (r.label, r.field)]
        return item

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation.Horizontal

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self._lay_out(QRect(0, 0, width, 0), move=False)
        return height

    def invalidate(self) -> None:
        self._heights.clear()
        super().invalidate()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._lay_out(rect, move=True)

    def sizeHint(self) -> QSize:
        """As wide as its widest row, as tall as it is at that width: one column, as a plain
        form (a dialog opens at that size, its form whole); given more width, it packs."""
        widths = [self._label_width(r) + GAP + r.field.sizeHint().width()
                  for r in self._shown() if r.label is not None]
        widths += [r.field.sizeHint().width() for r in self._shown() if r.label is None]
        margins = self.contentsMargins()
        width = max(widths, default=0) + margins.left() + margins.right()
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:
        """One column, each label in its wrapped width; the height is the one its width gives
        (``heightForWidth``), never a least one of its own (a scroll area would take that)."""
        width = 0
        for row in self._shown():
            field = row.field.minimumSize().width()
            if row.label is not None:
                field += self._label_width(row) + GAP
            width = max(width, field)
        margins = self.contentsMargins()
        width += margins.left() + margins.right()
        return QSize(width, margins.top() + margins.bottom())

    # --- laying out ------------------------------------------------------------------------
    def _shown(self) -> list[_Row]:
        return [r for r in self._rows if not _held(r.field).isHidden()]

    def _label_cap(self) -> int:
        widget = self.parentWidget()
        if widget is None:
            return LABEL_WIDTH
        # the same number of letters at any text size (View → Larger text)
        return max(LABEL_WIDTH, widget.fontMetrics().averageCharWidth() * 30)

    def _label_width(self, row: _Row) -> int:
        if row.label is None:
            return 0
        label = row.label.widget()
        if isinstance(label, QLabel):
            text = label.text().replace("&", "")
            margins = label.contentsMargins()
            natural = (label.fontMetrics().horizontalAdvance(text) + 2 * label.margin()
                       + margins.left() + margins.right() + 2)
            return min(natural, self._label_cap())
        return row.label.sizeHint().width()

    @staticmethod
    def _height(item: QLayoutItem, width: int) -> int:
        if item.hasHeightForWidth():
            return item.heightForWidth(width)
        return item.sizeHint().height()

    def _columns(self, runs: list[list[_Row]], width: int) -> tuple[int, list[int], list[int]]:
        """How many columns the short rows take (as many as fit with each field at its least
        width), and each column's label and field widths (the room left shared out to the
        fields, up to the width each would like)."""
        most = max((len(run) for run in runs), default=1)
        for count in range(max(1, most), 0, -1):
            labels, least, liked = [0] * count, [0] * count, [0] * count
            for run in runs:
                for index, row in enumerate(run):
                    column = index % count
                    labels[column] = max(labels[column], self._label_width(row))
                    least[column] = max(least[column], row.field.minimumSize().width())
                    liked[column] = max(liked[column], row.field.sizeHint().width())
            fixed = sum(labels) + count * GAP + (count - 1) * COLUMN_GAP
            spare = width - fixed - sum(least)
            if spare >= 0 or count == 1:
                fields = list(least)
                wanting = [c for c in range(count) if liked[c] > least[c]]
                while spare > 0 and wanting:
                    share = max(1, spare // len(wanting))
                    for column in list(wanting):
                        grow = min(share, liked[column] - fields[column], spare)
                        fields[column] += grow
                        spare -= grow
                        if fields[column] >= liked[column]:
                            wanting.remove(column)
                if count == 1:
                    fields = [max(1, min(max(fields[0], least[0]), width - labels[0] - GAP))]
                return count, labels, fields
        return 1, [0], [width]

    def _lay_out(self, rect: QRect, *, move: bool) -> int:
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        width = max(area.width(), 1)
        rows = self._shown()
        runs: list[list[_Row]] = []  # the short rows, each run of them in turn
        for index, row in enumerate(rows):
            if row.short:
                if index == 0 or not rows[index - 1].short:
                    runs.append([])
                runs[-1].append(row)
        count, label_widths, field_widths = self._columns(runs, width)
        long_label = max((self._label_width(r) for r in rows if not r.short and r.label),
                         default=0)
        y = area.y()
        index = 0
        while index < len(rows):
            row = rows[index]
            if row.short:
                run = runs.pop(0)
                for start in range(0, len(run), count):
                    line = run[start:start + count]
                    height = max(self._cell_height(r, label_widths[c], field_widths[c])
                                 for c, r in enumerate(line))
                    x = area.x()
                    for column, cell in enumerate(line):
                        if move:
                            self._place(cell, x, y, label_widths[column],
                                        field_widths[column], height)
                        x += label_widths[column] + GAP + field_widths[column] + COLUMN_GAP
                    y += height + ROW_GAP
                index += len(run)
                continue
            if row.label is None:
                height = self._height(row.field, width)
                if move:
                    row.field.setGeometry(QRect(area.x(), y, width, height))
            else:
                field_width = max(1, width - long_label - GAP)
                height = self._cell_height(row, long_label, field_width)
                if move:
                    self._place(row, area.x(), y, long_label, field_width, height)
            y += height + ROW_GAP
            index += 1
        if rows:
            y -= ROW_GAP
        return y - rect.y() + margins.bottom()

    def _cell_height(self, row: _Row, label_width: int, field_width: int) -> int:
        height = self._height(row.field, field_width)
        if row.label is not None:
            height = max(height, self._height(row.label, label_width))
        return height

    def _place(self, row: _Row, x: int, y: int, label_width: int, field_width: int,
               height: int) -> None:
        field_height = self._height(row.field, field_width)
        # a short row's box and label in the middle of its line, level with their neighbours
        # (a tick beside a choice); a long row's label level with its first line of boxes
        field_y = y + (height - field_height) // 2 if row.short else y
        row.field.setGeometry(QRect(QPoint(x + label_width + GAP, field_y),
                                    QSize(field_width, field_height)))
        if row.label is None:
            return
        label = _held(row.label)
        label_height = self._height(row.label, label_width)
        if row.short:
            label_y = y + (height - label_height) // 2
        else:
            first = min(_box_of(_held(row.field)).sizeHint().height(), field_height)
            line = label.fontMetrics().height()
            label_y = y + (max(0, (first - line) // 2) if label_height <= line + 4 else 0)
        row.label.setGeometry(QRect(x, label_y, label_width, label_height))
