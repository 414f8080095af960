"""How the standings projector lays its blocks out on the room's screen: readable from the
back of the room, nothing cut.

A block is a titled table — a game's standing, a season's, the tables and their players. The
blocks are stacked down columns and the columns set side by side; a block taller than a column
goes on in the next column (its title and headings again). When everything does not fit on one
screen at the least readable type (a thirtieth of the screen's height, as the party's
projector), the columns are cut into pages that the window turns in turn: the fewest pages,
and on those the largest type. A block too wide for the screen even at the least type (the
longest names of a small screen) is shown smaller, whole, rather than cut.

Pure arithmetic on widths measured by the window: a column's width is ``share * size`` pixels
(its text scales with the type size), plus ``SPARE`` pixels a cell.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

LINE = 1.3  # a line's height for its type size
TITLE_SCALE = 1.1  # a block's title, larger than its rows
HEAD_SCALE = 0.8  # the columns' headings, smaller
NOTE_SCALE = 0.85  # a note under a row (how a tie was decided), quieter
CELL_GAP = 0.6  # between the cells of a row, per pixel of type
BLOCK_GAP = 0.7  # between two blocks stacked in a column, per pixel of type
COLUMN_GAP = 1.4  # between two columns of blocks, per pixel of type
SPARE = 6  # pixels a cell keeps over what its text measured (a label's own drawing)
MIN_SHARE = 30  # the least type: a thirtieth of the screen's height
MAX_SHARE = 16  # the largest: a sixteenth (a few players: large)
ORPHAN = 2  # a block split over two columns leaves at least this many rows in each
ROW_GAP = 0.35  # after a row of several lines, per pixel of type: where the next begins


def least_size(height: int) -> int:
    """The smallest type the room can read on a screen of this height, in pixels."""
    return math.ceil(height / MIN_SHARE)


def largest_size(height: int) -> int:
    return max(least_size(height), round(height / MAX_SHARE))


@lru_cache(maxsize=1024)  # asked for every row at every size tried
def line_height(size: int, scale: float = 1.0) -> int:
    """A line's height in pixels at a type size (``scale``: a title's or heading's)."""
    return round(max(1, round(size * scale)) * LINE)


@lru_cache(maxsize=1024)
def row_height(size: int, lines: int) -> int:
    """A row's height in pixels: its lines, and a little room after it when they are
    several (a table's players, a place's tie-break folded)."""
    return lines * line_height(size) + (round(size * ROW_GAP) if lines > 1 else 0)


@dataclass(frozen=True)
class BlockShape:
    """A block as measured: its title's width, each column's widest cell or heading and
    the widest line of the notes under the rows per pixel of type, the title's and
    headings' lines and each row's lines (its notes' with them)."""

    title: float
    title_lines: int
    columns: tuple[float, ...]
    head_lines: int
    rows: tuple[int, ...]
    under: float = 0.0

    def width(self, size: int) -> int:
        """The block's width in pixels at a type size."""
        gap = round(size * CELL_GAP)
        cells = sum(math.ceil(c * size) + SPARE for c in self.columns)
        cells += (len(self.columns) - 1) * gap
        notes = (math.ceil(self.columns[0] * size) + SPARE + gap
                 + math.ceil(self.under * size) + SPARE) if self.under else 0
        return max(cells, notes, math.ceil(self.title * size) + SPARE)

    def frame(self, size: int) -> int:
        """The height of its title and headings, repeated in every piece of it."""
        return (self.title_lines * line_height(size, TITLE_SCALE)
                + self.head_lines * line_height(size, HEAD_SCALE))


@dataclass(frozen=True)
class Piece:
    """Rows ``first`` to ``end`` (not included) of block ``block``."""

    block: int
    first: int
    end: int


@dataclass(frozen=True)
class Fit:
    """The blocks laid out: pages of columns of pieces, at type ``size`` (pixels)."""

    size: int
    pages: tuple[tuple[tuple[Piece, ...], ...], ...]

    def widths(self, shapes: Sequence[BlockShape], page: int) -> list[int]:
        """Each column's width on a page, in pixels."""
        return [max(shapes[p.block].width(self.size) for p in column)
                for column in self.pages[page]]


def _pack(shapes: Sequence[BlockShape], size: int, width: int,
          height: int) -> list[list[list[Piece]]] | None:
    """The pages at this size, each block's rows in order down the columns; None where a
    block is wider than the screen or its title, headings and one row taller."""
    gap, column_gap = round(size * BLOCK_GAP), round(size * COLUMN_GAP)
    pages: list[list[list[Piece]]] = [[]]
    used = 0  # the width of the current page's columns
    column: list[Piece] = []
    column_width = column_height = 0

    def close() -> bool:
        nonlocal used, column, column_width, column_height
        if not column:
            return True
        needed = column_width + (column_gap if pages[-1] else 0)
        if used + needed > width:
            if not pages[-1]:
                return False
            pages.append([])
            used, needed = 0, column_width
        pages[-1].append(column)
        used += needed
        column, column_width, column_height = [], 0, 0
        return True

    for index, shape in enumerate(shapes):
        block_width = shape.width(size)
        if block_width > width:
            return None
        start, count = 0, len(shape.rows)
        while start < count or (count == 0 and start == 0):
            room = height - column_height - (gap if column else 0) - shape.frame(size)
            taken, tall = 0, 0
            while start + taken < count and \
                    tall + row_height(size, shape.rows[start + taken]) <= room:
                tall += row_height(size, shape.rows[start + taken])
                taken += 1
            left = count - start
            if 0 < left - taken < ORPHAN and (left - ORPHAN >= ORPHAN or column):
                # nor a row alone at the next column's top (unless the block cannot help it)
                taken = max(0, left - ORPHAN)
                tall = sum(row_height(size, lines) for lines in shape.rows[start:start + taken])
            too_few = taken < left and taken < min(ORPHAN, left)
            if (count and taken == 0) or room < 0 or too_few:
                if not column:
                    return None  # not even one row in a whole column
                if not close():
                    return None
                continue
            column.append(Piece(index, start, start + taken))
            column_height += (gap if len(column) > 1 else 0) + shape.frame(size) + tall
            column_width = max(column_width, block_width)
            start += taken
            if count == 0:
                break
    if not close():
        return None
    return [page for page in pages if page]


def fit_blocks(shapes: Sequence[BlockShape], width: int, height: int, least: int,
               largest: int) -> Fit:
    """The fewest pages on which every block shows whole at ``least`` pixels or more, and on
    those the largest type up to ``largest``. A block too wide (or too tall) for the screen at
    ``least`` lowers it to what shows it whole."""
    if not shapes:
        return Fit(least, ((),))
    floor = least
    while floor > 1 and _pack(shapes, floor, width, height) is None:
        floor -= 1
    fewest = _pack(shapes, floor, width, height)
    if fewest is None:  # a screen too small for anything: one line a page, whatever it cuts
        return Fit(1, tuple((tuple((Piece(i, 0, len(s.rows)),),),)
                            for i, s in enumerate(shapes)))
    # larger type never takes fewer pages: the largest size on as few, found by halving
    low, high = floor, max(largest, floor)
    best = fewest
    while low < high:
        middle = (low + high + 1) // 2
        packed = _pack(shapes, middle, width, height)
        if packed is not None and len(packed) <= len(fewest):
            low, best = middle, packed
        else:
            high = middle - 1
    return _frozen(low, best)


def _frozen(size: int, pages: list[list[list[Piece]]]) -> Fit:
    return Fit(size, tuple(tuple(tuple(column) for column in page) for page in pages))
