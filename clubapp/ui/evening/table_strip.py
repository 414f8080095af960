"""The evening's tables as a strip of tabs above the table shown, one line high.

A list of the tables down the side of the page, each with its players' long names on five
lines, took a fifth of a small screen's width and left the table's own players' columns
without room. Here each table is a tab saying "Table 3"; its players are its tooltip (and
what a screen reader says). The strip is a list like any other for the keys (Tab to it, the
arrows to go from table to table) and for the window's code (``setCurrentRow``, ``item``):
each item's text is still the table's name and its players' on a second line. Past the
width the tabs go on in a second row (a big evening), none out of sight.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QListView,
    QListWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

PADDING = 14  # each side of a tab's words
TAB_EXTRA = 9  # above and below them


def tab_text(text: str) -> str:
    """What a tab shows of its item: the first line (the table's name; an item view gives
    its lines apart by a line separator)."""
    return text.replace("\u2028", "\n").split("\n", 1)[0]


class _Tab(QStyledItemDelegate):
    def _font(self, option: QStyleOptionViewItem, selected: bool) -> QFont:
        font = QFont(option.font)
        font.setBold(selected)
        return font

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        metrics = QFontMetrics(self._font(option, True))  # bold: no jump when chosen
        text = tab_text(str(index.data(Qt.ItemDataRole.DisplayRole) or ""))
        return QSize(metrics.horizontalAdvance(text) + 2 * PADDING, metrics.height() + TAB_EXTRA)

    def paint(self, painter, option: QStyleOptionViewItem, index) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.text = tab_text(item.text)
        item.displayAlignment = Qt.AlignmentFlag.AlignCenter
        item.font = self._font(option, bool(option.state & QStyle.StateFlag.State_Selected))
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, widget)


class TableStrip(QListWidget):
    """The tables, side by side; ``currentRowChanged`` says which one is chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tables_list")
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)  # a big evening's tabs on a second row, none out of sight
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setSpacing(2)
        self.setItemDelegate(_Tab(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAccessibleName(self.tr("Tables"))
        # tabs on the page's own ground, not a white box with a few names in it
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet("QListWidget { background: transparent; }")
        model = self.model()
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self._tabs_changed)  # a method: let go when the strip goes
        self._fit_height()

    def _tab_height(self) -> int:
        metrics = QFontMetrics(self.font())
        return metrics.height() + TAB_EXTRA + 2 * self.spacing()

    def _tab_widths(self) -> list[int]:
        return [self.sizeHintForIndex(self.model().index(row, 0)).width() + 2 * self.spacing()
                for row in range(self.count())]

    def rows_at(self, width: int) -> int:
        """How many rows of tabs the strip needs at ``width``."""
        rows, x = 1, 0
        for tab in self._tab_widths():
            if x and x + tab > width:
                rows, x = rows + 1, 0
            x += tab
        return rows

    def _tabs_changed(self, *_args) -> None:
        self._fit_height()

    def _fit_height(self) -> None:
        """As many rows of tabs as its width needs: one, unless the evening has many tables."""
        inner = self.width() - 2 * self.frameWidth()
        rows = self.rows_at(inner) if inner > 0 else 1
        self.setFixedHeight(rows * self._tab_height() + 2 * self.frameWidth())

    def sizeHint(self) -> QSize:
        return QSize(sum(self._tab_widths()) + 2 * self.frameWidth() + 2, self.height())

    def minimumSizeHint(self) -> QSize:
        """Three tabs or so in a row (more rows below them when the room is short)."""
        widths = self._tab_widths()
        return QSize(max(max(widths, default=0), min(sum(widths), sum(widths[:3])), 80)
                     + 2 * self.frameWidth(), self.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        self._fit_height()  # a larger text: taller tabs
