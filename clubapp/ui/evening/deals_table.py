"""A table's recorded deals, each player's column on screen whatever the players' names.

A column headed "+Александра Константиновна Воскресенская-Милославская" was as wide as its
header, and pushed the next player's column off the right edge: she seemed to score nothing.
Here the players are named by their first names (``short_names`` with ``longest=0``) in the
headers, the dealer's column and the deal's words, the surname's initials added only where two
first names are alike ("+Александра И." and "+Александра П.", never two "+Александра"), and
whole in the tooltip; a header takes two lines rather than more width.

The deal's words keep a readable width: the least of its longest word and ``READABLE``
characters, whatever the number of players. Where the page is narrow the columns of numbers
give way first (their headers end in "…", the line that tells two players apart kept), then
the dealer's and the note's. The words wrap at their spaces in two lines at most, the rest in
"…", and the whole deal is its cell's tooltip; a deal whose words fit one line is one line
high, and every deal one line high where two would leave fewer than five in sight (a short
screen under a tall score form).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import (
    QEvent,
    QIdentityProxyModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
)
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyle, QTableView, QWidget

from clubapp.ui.shared.short_names import short_names

Index = QModelIndex | QPersistentModelIndex
FIRST_NUMBER = 3  # columns: #, dealer, deal, then the numbers, then the note
DEALER, DEAL = 1, 2
LEAST_TEXT = 90  # the least width of the dealer's and note's columns (or their longest word)
READABLE = 30  # characters: the deal's words keep this width at least (or their longest word)
LINES = 2  # a deal's words take two lines at most
IN_SIGHT = 5  # deals: two lines a deal only where this many of them stay in sight
DEAL_SHARE = 0.45  # the deal's words on one line take up to this much of the width
TWO_LINES_SHARE = 0.55  # of the deal's words on one line: their width on about two
HEADER = "+Алекс…"  # a player's header gives way to this for the deal's words on one line,
LEAST_HEADER = "+Ал…"  # ... and to this for their least width
TWO_LINES_FROM = 11  # characters: a longer header takes two lines rather than more width


def two_lines(text: str, shortest: int = TWO_LINES_FROM) -> str:
    """A long header broken at the space nearest its middle (one word, or a header of
    ``shortest`` letters or fewer, stays one line: a header of one line leaves a line more for
    the deals)."""
    if "\n" in text or " " not in text.strip() or len(text) <= shortest:
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
        short = {full: shown for full, shown in short_names(names, longest=0).items()
                 if full != shown}
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
        if role == Qt.ItemDataRole.ToolTipRole and (value is None or self.wordy(index.column())):
            shown = super().data(index, Qt.ItemDataRole.DisplayRole)
            if isinstance(shown, str) and shown and (self.wordy(index.column())
                                                     or self.shorten(shown) != shown):
                return shown  # the cell's words whole, with the names whole
        return value

    def wordy(self, column: int) -> bool:
        """The dealer's, the deal's and the note's columns: words, wrapped (not numbers)."""
        return column in (DEALER, DEAL) or column == self.columnCount() - 1 > FIRST_NUMBER

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        value = super().headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
        if orientation != Qt.Orientation.Horizontal or not isinstance(value, str):
            return super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole:
            shown = two_lines(self.shorten(value))
            if self.header_room is not None and FIRST_NUMBER <= section < self.columnCount() - 1:
                metrics, width = self.header_room  # a narrow page: two lines, each in "…"
                shown = "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                                   for line in two_lines(shown, 0).split("\n"))
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
        # Tab leaves the list for the next field (it went cell to cell, never back to the
        # form); the arrows still go from deal to deal
        self.setTabKeyNavigation(False)
        self.verticalHeader().setVisible(False)
        # the words wrap at their spaces (two lines at most: _fit_rows), the rest in "…"
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._cells_known: dict[int, int] = {}  # see _cells

    def setModel(self, model) -> None:
        self.names.setSourceModel(model)
        super().setModel(self.names)

    def row_height(self, lines: int = 1) -> int:
        """A deal's height with its words on ``lines`` lines."""
        return self.fontMetrics().height() + (lines - 1) * self.fontMetrics().lineSpacing() + 8

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

    def _margin(self) -> int:
        """A cell's room on each side of its words (as the item delegate draws them)."""
        return self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1

    def _texts(self, column: int) -> list[str]:
        model = self.model()
        return [str(model.data(model.index(row, column)) or "")
                for row in range(model.rowCount())]

    def _cells(self, column: int) -> int:
        """The width of a column's widest cell on one line (kept while the columns are shared
        out: the headers' search tries many widths, the cells stay as they are)."""
        known = self._cells_known.get(column)
        if known is not None:
            return known
        if self.names.wordy(column):
            metrics = self.fontMetrics()
            cells = max((metrics.horizontalAdvance(t) for t in self._texts(column)), default=0)
            cells += 2 * self._margin() + 2
        else:
            cells = self.sizeHintForColumn(column)
        self._cells_known[column] = cells
        return cells

    def _natural(self, column: int) -> int:
        """A column's width with its header and each cell on one line."""
        header = self.horizontalHeader()
        return max(header.sectionSizeFromContents(column).width() + 2, self._cells(column) + 2,
                   header.minimumSectionSize())

    def _floor(self, column: int) -> int:
        """The least width of a column of words: its longest word whole, and ``READABLE``
        characters of the deal's words (the dealers' short names whole on one line, up to
        twice ``LEAST_TEXT``; ``LEAST_TEXT`` pixels of the note), unless all of the column is
        narrower."""
        metrics = self.fontMetrics()
        word = max((metrics.horizontalAdvance(w) for t in self._texts(column)
                    for w in t.split()), default=0) + 2 * self._margin() + 2
        least = {DEAL: READABLE * metrics.averageCharWidth(),
                 DEALER: 2 * LEAST_TEXT}.get(column, LEAST_TEXT)  # a dealer's short name whole
        return max(word, min(self._natural(column), least))

    def _columns(self) -> tuple[list[int], list[int]]:
        """The columns shown: the numbers' (the deal's number first), then the words'."""
        count = self.horizontalHeader().count()
        shown = [c for c in range(count) if not self.isColumnHidden(c)]
        numbers = [c for c in shown if FIRST_NUMBER <= c < count - 1 or c == 0]
        return numbers, [c for c in shown if c not in numbers]

    def _numbers_width(self, numbers: list[int]) -> int:
        return sum(self._natural(column) for column in numbers)

    def _tighten(self, numbers: list[int], room: int, least: str) -> bool:
        """Where the numbers' columns at their headers' width are wider than ``room``, the
        players' headers end in "…", on two lines (the second line, the surname's initials,
        tells two "Александра" apart), no narrower than ``least``; the tooltip names each one
        whole. The widest such headers that fit; False where even the narrowest do not."""
        players = [c for c in numbers if c >= FIRST_NUMBER]
        self.names.header_room = None
        if not players or self._numbers_width(numbers) <= room:
            return True
        metrics = self.horizontalHeader().fontMetrics()
        low = metrics.horizontalAdvance(least)  # (the numbers stay whole: _natural)
        high = max(low, max(self.horizontalHeader().sectionSizeFromContents(c).width()
                            for c in players))
        while low < high:  # the widest headers that fit
            middle = (low + high + 1) // 2
            self.names.header_room = (metrics, middle)
            if self._numbers_width(numbers) <= room:
                low = middle
            else:
                high = middle - 1
        self.names.header_room = (metrics, low)
        return self._numbers_width(numbers) <= room

    def _share_width(self) -> None:
        """The columns of numbers give way first: the deal's words on one line where the page
        has the room (up to ``DEAL_SHARE`` of it; else on about two lines), the players'
        headers ending in "…" at ``HEADER`` letters for it; past that the deal's words wrap
        further, never narrower than their floor (the headers shorter still for it). The
        dealer and the note take what is left, up to a fifth and a third of it, and no less
        than their floors; the deal the rest."""
        header = self.horizontalHeader()
        count = header.count()
        if count <= FIRST_NUMBER:
            return
        self._cells_known = {}
        numbers, words = self._columns()
        width = self.viewport().width()
        floors = {column: self._floor(column) for column in words}
        wanted = dict(floors)
        if DEAL in words:  # one line where it fits in its share, else about two
            natural = self._natural(DEAL)
            share = int(width * DEAL_SHARE)
            wanted[DEAL] = max(floors[DEAL], natural if natural <= share
                               else min(share, int(natural * TWO_LINES_SHARE)))
        before = self.names.header_room
        if not self._tighten(numbers, width - sum(wanted.values()), HEADER) and \
                self._numbers_width(numbers) > width - sum(floors.values()):
            self._tighten(numbers, width - sum(floors.values()), LEAST_HEADER)
        if before != self.names.header_room:
            self.names.changed()
        for column in numbers:
            header.resizeSection(column, self._natural(column))
        room = width - sum(header.sectionSize(c) for c in numbers)
        widths = dict(floors)
        left = room - sum(widths.values())
        if DEAL in words:  # the deal's words on one line first, then the dealer and the note
            more = max(0, min(left, wanted[DEAL] - floors[DEAL]))
            widths[DEAL] += more
            left -= more
        for column, part in ((DEALER, 0.2), (count - 1, 0.33)):
            if column in words and left > 0:
                target = min(self._natural(column), max(floors[column], int(room * part)))
                more = max(0, min(left, target - widths[column]))
                widths[column] += more
                left -= more
        if DEAL in words and left > 0:
            widths[DEAL] += left
        for column, size in widths.items():
            header.resizeSection(column, size)
        self._fit_rows(words)

    def lines(self, row: int, column: int) -> int:
        """How many lines the words of a cell take at its column's width, wrapped at their
        spaces."""
        text = str(self.model().data(self.model().index(row, column)) or "")
        width = self.horizontalHeader().sectionSize(column) - 2 * self._margin()
        metrics = self.fontMetrics()
        if not text or metrics.horizontalAdvance(text) <= width:
            return 1
        box = metrics.boundingRect(QRect(0, 0, max(width, 1), 100000),
                                   int(Qt.TextFlag.TextWordWrap), text)
        return max(1, round(box.height() / metrics.lineSpacing()))

    def _fit_rows(self, words: list[int]) -> None:
        """Each deal one line high, two where its words need them (never more: "…"); but one
        line each where two would leave fewer than ``IN_SIGHT`` deals in sight (a short
        screen under a tall score form: drag the handle down, and they take two)."""
        rows = self.verticalHeader()
        count = self.model().rowCount()
        heights = [self.row_height(min(LINES, max((self.lines(row, column) for column in words),
                                                  default=1)))
                   for row in range(count)]
        last = heights[-IN_SIGHT:]
        if sum(last) > self.viewport().height():
            heights = [self.row_height()] * count
        for row, height in enumerate(heights):
            if rows.sectionSize(row) != height:
                rows.resizeSection(row, height)

    def viewportEvent(self, event: QEvent) -> bool:
        if isinstance(event, QResizeEvent):  # wider, or a scroll bar came or went
            self._share_width()
        return super().viewportEvent(event)
