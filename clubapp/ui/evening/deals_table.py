"""A table's recorded deals, each player's column on screen whatever the players' names.

A column headed "+Александра Константиновна Воскресенская-Милославская" was as wide as its
header, and pushed the next player's column off the right edge: she seemed to score nothing.
Here a long name is shown short ("Александра В.-М.", see ``short_names``) in the headers, the
dealer's column and the deal's words, and whole in the tooltip; a header takes two lines
rather than more width. The number columns are as wide as their numbers and headers, never
less; the dealer's and the note's give way first, then the deal's words, which end in "…"
with the whole in the tooltip. Each deal is one line high, so that a short screen shows five
deals or more under the score form.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QIdentityProxyModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from clubapp.ui.shared.short_names import short_names

Index = QModelIndex | QPersistentModelIndex
FIRST_NUMBER = 3  # columns: #, dealer, deal, then the numbers, then the note
LEAST_TEXT = 90  # the least width of the dealer's, deal's and note's columns
TWO_LINES_FROM = 11  # characters: a longer header takes two lines rather than more width


def two_lines(text: str) -> str:
    """A long header broken at the space nearest its middle (one word, or a header of a few
    letters, stays one line: a header of one line leaves a line more for the deals)."""
    if "\n" in text or " " not in text.strip() or len(text) <= TWO_LINES_FROM:
        return text
    middle = len(text) / 2
    spaces = [m.start() for m in re.finditer(" ", text)]
    cut = min(spaces, key=lambda at: abs(at - middle))
    return text[:cut] + "\n" + text[cut + 1:]


class _ShortNames(QIdentityProxyModel):
    """The deals as the table panel's model holds them, long names shown short."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.short: dict[str, str] = {}
        self._pattern: re.Pattern[str] | None = None
        self.header_room: tuple[QFontMetrics, int] | None = None  # see DealsTable._tighten

    def set_names(self, names: Iterable[str]) -> None:
        """Show these names short from now on (the rows and the columns stay as they are: no
        reset, which would forget the columns hidden)."""
        short = {full: shown for full, shown in short_names(names).items() if full != shown}
        if short == self.short:
            return
        self.short = short
        longest_first = sorted(short, key=len, reverse=True)
        self._pattern = re.compile("|".join(map(re.escape, longest_first))) if short else None
        self.changed()

    def changed(self) -> None:
        """Every cell and header is shown anew."""
        rows, columns = self.rowCount(), self.columnCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1))

    def shorten(self, text: str) -> str:
        if self._pattern is None:
            return text
        return self._pattern.sub(lambda m: self.short[m.group(0)], text)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        value = super().data(index, role)
        if role == Qt.ItemDataRole.DisplayRole and isinstance(value, str):
            return self.shorten(value)
        if role == Qt.ItemDataRole.ToolTipRole and value is None:
            shown = super().data(index, Qt.ItemDataRole.DisplayRole)
            if isinstance(shown, str) and self.shorten(shown) != shown:
                return shown  # the cell's words with the names whole
        return value

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        value = super().headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
        if orientation != Qt.Orientation.Horizontal or not isinstance(value, str):
            return super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole:
            shown = two_lines(self.shorten(value))
            if self.header_room is not None and FIRST_NUMBER <= section < self.columnCount() - 1:
                metrics, width = self.header_room  # a crowded table: each line ends in "…"
                shown = "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                                   for line in shown.split("\n"))
            return shown
        if role == Qt.ItemDataRole.ToolTipRole:
            return value
        return super().headerData(section, orientation, role)


class DealsTable(QTableView):
    """The deals, one a line; ``fit_columns`` after each change of the rows or players."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deals_table")
        self.names = _ShortNames(self)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().setVisible(False)
        self.setWordWrap(False)  # one line a deal: five deals in sight on a short screen
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)

    def setModel(self, model) -> None:
        self.names.setSourceModel(model)
        super().setModel(self.names)

    def row_height(self) -> int:
        return self.fontMetrics().height() + 8

    def height_for_rows(self, rows: int) -> int:
        """The height that shows the header and ``rows`` deals whole."""
        header = self.horizontalHeader()
        header_height = header.sizeHint().height() if header.isVisible() else 0
        bar = self.horizontalScrollBar()
        extra = bar.sizeHint().height() if bar.isVisible() else 0
        return header_height + rows * self.row_height() + 2 * self.frameWidth() + extra

    def fit_columns(self, names: Iterable[str]) -> None:
        """Size the columns for the rows shown, these players' (sides') names shown short."""
        self.names.set_names(names)
        self.verticalHeader().setDefaultSectionSize(self.row_height())
        header = self.horizontalHeader()
        header.setMinimumSectionSize(24)
        for column in range(header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        self._share_width()

    def _natural(self, column: int) -> int:
        header = self.horizontalHeader()
        return max(header.sectionSizeFromContents(column).width(),
                   self.sizeHintForColumn(column)) + 2

    def _columns(self) -> tuple[list[int], list[int]]:
        """The columns shown: the numbers' (the deal's number first), then the words'."""
        count = self.horizontalHeader().count()
        shown = [c for c in range(count) if not self.isColumnHidden(c)]
        numbers = [c for c in shown if FIRST_NUMBER <= c < count - 1 or c == 0]
        return numbers, [c for c in shown if c not in numbers]

    def _tighten(self, numbers: list[int]) -> None:
        """At a crowded table (ten players' columns on a small screen) the players' headers
        end in "…" so that every column is on screen; the tooltip names each one whole."""
        players = [c for c in numbers if c >= FIRST_NUMBER]
        room = self.viewport().width() - 3 * LEAST_TEXT - (self._natural(0) if 0 in numbers
                                                           else 0)
        before = self.names.header_room
        self.names.header_room = None
        if players and sum(self._natural(c) for c in players) > room:
            widest = max((self.sizeHintForColumn(c) for c in players), default=0)
            self.names.header_room = (self.horizontalHeader().fontMetrics(),
                                      max(room // len(players) - 12, widest, 24))
        if before != self.names.header_room:
            self.names.changed()

    def _share_width(self) -> None:
        """The numbers whole; the dealer and the note as wide as they are, up to a fifth and
        a third of the room the numbers leave (never under ``LEAST_TEXT``); the deal's words
        take the rest."""
        header = self.horizontalHeader()
        count = header.count()
        if count <= FIRST_NUMBER:
            return
        numbers, words = self._columns()
        self._tighten(numbers)
        for column in numbers:
            header.resizeSection(column, self._natural(column))
        room = self.viewport().width() - sum(header.sectionSize(c) for c in numbers)
        left = room
        for column, share in ((1, 0.2), (count - 1, 0.33)):
            if column in words:
                width = min(self._natural(column), max(LEAST_TEXT, int(room * share)))
                header.resizeSection(column, width)
                left -= width
        if 2 in words:
            header.resizeSection(2, max(LEAST_TEXT, left))

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:  # wider, or a scroll bar came or went
            self._share_width()
        return super().viewportEvent(event)
