"""The tables of money (the evening's Money window, the members' balances): rows of text with
the columns of sums set to the right, as a treasurer's book lines its figures up, and bold rows
for a section's name or its total. Here in shared/ because both the evening's and the club's
pages show them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTableView

from clubapp.ui.shared.table_model import Index, RowsModel, rows_view


class MoneyRows(RowsModel):
    """A RowsModel whose ``money`` columns are set to the right, and ``bold`` rows in bold."""

    def __init__(self, headers: Sequence[str], money: Sequence[int], parent: Any = None) -> None:
        super().__init__(headers, parent)
        self.money = set(money)
        self.bold: set[int] = set()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self.money:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and index.row() in self.bold:
            font = QFont()
            font.setBold(True)
            return font
        return super().data(index, role)


def money_view(model: MoneyRows, name: str, stretch: int) -> QTableView:
    """A read-only table of ``model`` (one row chosen at a time), no row numbers."""
    view = rows_view(model, name, stretch)
    view.verticalHeader().setVisible(False)
    view.setAlternatingRowColors(False)
    # a line of text a row, as a book's lines: more of them on a small screen
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 10)
    return view
