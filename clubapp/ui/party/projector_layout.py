"""How the projector lays the guests' names out on its screen: readable from across the room.

A name is never smaller than a thirtieth of the screen's height (26 px on a 768-px screen, 20 px
on a 600-px one): 18 px cannot be read from the back of a room. The names run alphabetically
down as many columns as fit, each column as wide as its own longest entry; when even the
columns cannot hold every guest at that size, the list is cut into pages the window turns in
turn, the fewest pages that do. Within that, the type is as large as the room allows.

Pure arithmetic on widths measured by the window: an entry's width is ``per_size * size +
fixed`` (its text scales with the type size, the gaps between its parts do not).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

MIN_SHARE = 30  # a name is at least 1/30 of the screen's height
LINE = 1.38  # a line's height for its type size
MAX_COLUMNS = 8


def least_size(screen_height: int) -> int:
    """The smallest type a name may have on a screen of this height, in pixels."""
    return math.ceil(screen_height / MIN_SHARE)


@dataclass(frozen=True)
class NamesFit:
    """The names laid out: ``pages`` of ``per_page`` entries (the last may hold fewer), each
    page in ``columns`` columns of ``rows``, at type ``size`` (pixels)."""

    pages: int
    per_page: int
    columns: int
    rows: int
    size: int

    def page_of(self, entries: Sequence, page: int) -> Sequence:
        """The entries shown on a page (from 0)."""
        return entries[page * self.per_page:(page + 1) * self.per_page]


def _columns_width(per_size: Sequence[float], rows: int) -> float:
    """The width per pixel of type of a page's columns, each as wide as its widest entry."""
    return sum(max(per_size[start:start + rows]) for start in range(0, len(per_size), rows))


def _size_for(per_size: Sequence[float], fixed: float, gap: float, width: float, height: float,
              pages: int, columns: int, largest: int) -> tuple[int, int, int]:
    """(type size, rows, entries a page) for this many pages and columns: the largest size at
    which every page fits the width and the height."""
    count = len(per_size)
    per_page = math.ceil(count / pages)
    rows = math.ceil(per_page / columns)
    if columns > 1 and rows * (columns - 1) >= per_page:
        return 0, rows, per_page  # a column would stand empty: fewer columns say the same
    by_height = height / (rows * LINE)
    widest = 0.0
    for start in range(0, count, per_page):
        widest = max(widest, _columns_width(per_size[start:start + per_page], rows))
    room = width - columns * fixed - (columns - 1) * gap
    by_width = room / widest if widest > 0 and room > 0 else 0
    return math.floor(min(largest, by_height, by_width)), rows, per_page


def fit_names(per_size: Sequence[float], fixed: float, gap: float, width: float, height: float,
              least: int, largest: int) -> NamesFit:
    """The fewest pages on which every entry shows whole at ``least`` pixels or more, and on
    those the columns that give the largest type (``per_size``: each entry's width per pixel
    of type, in the order shown; ``fixed``: an entry's width that does not scale; ``gap``:
    between columns). An entry too wide for the screen even alone lowers ``least`` to what
    shows it whole."""
    if not per_size:
        return NamesFit(1, 0, 1, 0, least)
    widest = max(per_size)
    # an entry wider than the screen, or a window lower than a line, shows whole smaller
    least = max(1, min(least, math.floor((width - fixed) / widest),
                       math.floor(height / LINE)))
    tallest_rows = max(1, math.floor(height / (least * LINE)))
    low = max(1, math.ceil(len(per_size) / (tallest_rows * MAX_COLUMNS)))
    high = max(low, math.ceil(len(per_size) / tallest_rows))  # one column a page always fits
    # more pages never fit worse: the fewest that fit, found by halving
    while low < high:
        middle = (low + high) // 2
        if _best(per_size, fixed, gap, width, height, middle, least, largest) is None:
            low = middle + 1
        else:
            high = middle
    found = _best(per_size, fixed, gap, width, height, low, least, largest)
    assert found is not None
    return found


def _best(per_size: Sequence[float], fixed: float, gap: float, width: float, height: float,
          pages: int, least: int, largest: int) -> NamesFit | None:
    """The columns giving the largest type on this many pages, None if none reaches least."""
    best: NamesFit | None = None
    for columns in range(1, MAX_COLUMNS + 1):
        size, rows, per_page = _size_for(per_size, fixed, gap, width, height, pages, columns,
                                         largest)
        if size >= least and (best is None or size > best.size):
            best = NamesFit(pages, per_page, columns, rows, size)
    return best
