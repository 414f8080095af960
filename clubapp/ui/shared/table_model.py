"""One read-only table model for every list the window shows (members, evenings, deals…).

Whole numbers and dates are shown as the window's language writes them (QLocale).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from clubapp.ui.shared.i18n import format_date, format_datetime, format_number

Index = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractTableModel):
    """Rows of display values with a key per row (an id) and optional numeric columns."""

    def __init__(self, headers: Sequence[str], parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = list(headers)
        self.rows: list[tuple[Any, ...]] = []
        self.keys: list[Any] = []
        self.greyed: set[int] = set()
        self.shaded: set[int] = set()

    def set_rows(self, rows: Sequence[Sequence[Any]], keys: Sequence[Any],
                 greyed: Sequence[int] = (), headers: Sequence[str] | None = None,
                 shaded: Sequence[int] = ()) -> None:
        """Show ``rows``; ``greyed`` rows in grey, ``shaded`` rows on a tinted ground (one
        game's deals apart from the next game's, say)."""
        self.beginResetModel()
        if headers is not None:
            self.headers = list(headers)
        self.rows = [tuple(r) for r in rows]
        self.keys = list(keys)
        self.greyed = set(greyed)
        self.shaded = set(shaded)
        self.endResetModel()

    def rowCount(self, parent: Index | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        value = self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return display(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and index.row() in self.greyed:
            return QColor("#888888")
        if role == Qt.ItemDataRole.BackgroundRole and index.row() in self.shaded:
            return QColor("#eef2f8")
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(value, str) and len(value) > 24:
            return value  # a long cell whole, however narrow its column
        if role == Qt.ItemDataRole.UserRole:
            return self.keys[index.row()]
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.headers):
            return self.headers[section]
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return None

    def key(self, row: int) -> Any:
        return self.keys[row] if 0 <= row < len(self.keys) else None


def display(value: Any) -> str:
    """How a cell shows a value: numbers and dates in the language's way, the rest as text."""
    if value is None:
        return ""
    if isinstance(value, int) and not isinstance(value, bool):
        return format_number(value)
    if isinstance(value, dt.datetime):
        return format_datetime(value)
    if isinstance(value, dt.date):
        return format_date(value)
    return str(value)


def rows_view(model: RowsModel, name: str, stretch: int) -> QTableView:
    """A read-only table of ``model``, one row chosen at a time; column ``stretch`` takes the
    room left, the others are as wide as what they show."""
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # read whole
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view
