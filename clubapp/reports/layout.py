"""Tables sized from their content: every word whole, nothing ever cut off.

A document describes a table as ``Column``s (a head, the cells, the room a hand needs to write
in) and ``Group``s (a side's name over its columns); ``lay_out`` finds the widths:

- each column is at least as wide as its longest word (a name is never broken inside a word;
  a hyphenated name may break after its hyphen only when nothing else fits), its head's longest
  word and the room to write by hand; at most as wide as its longest line;
- the room left over goes to the columns whose text would otherwise wrap, then to all;
- body text is 8.5 pt, or 8 pt when that makes it fit; heads 8 pt (nothing is printed
  smaller: a sheet is read at arm's length);
- a table that does not fit the width returns ``None``: the caller turns the page to landscape
  or continues the columns on a further page (``split_groups``).

Cells are plain strings with their lines joined by "\\n" (ReportLab draws them line by line,
much faster than paragraphs), so what is measured here is exactly what is printed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, LongTable

from clubapp.reports.fonts import BOLD, REGULAR, printable, register_fonts

BODY_SIZES = (8.5, 8.0)  # body text never below 8 pt
HEAD_SIZES = (8.0, 8.0)  # column heads never below 8 pt either
PAD = 3.0  # points of padding left and right of a cell's text
LIGHT = colors.HexColor("#e8e8e8")
LINE = colors.HexColor("#333333")


# --- words and lines ------------------------------------------------------------------------
_SPACES = re.compile(r"[ \t\n\r\f\v]+")  # a no-break space (in a date, a number) is no gap


def words_of(text: str) -> list[str]:
    """The words of a line: what lies between its spaces, a no-break space inside a word."""
    return [word for word in _SPACES.split(text) if word]


def squeeze(text: str) -> str:
    """``text`` on one line, its runs of spaces made one (no-break spaces kept)."""
    return " ".join(words_of(text))


def pieces(word: str) -> list[str]:
    """A word's parts that may end a line: whole, or after each hyphen ("Smith-" "Jones")."""
    if "-" not in word.strip("-"):
        return [word]
    out, start = [], 0
    for i, char in enumerate(word):
        if char == "-" and 0 < i < len(word) - 1:
            out.append(word[start:i + 1])
            start = i + 1
    out.append(word[start:])
    return out


def longest_word(text: str, font: str, size: float, *, hyphens: bool = False) -> float:
    """The width of the widest unbreakable part of ``text``."""
    widest = 0.0
    for line in text.split("\n"):
        for word in words_of(line):
            parts = pieces(word) if hyphens else [word]
            for part in parts:
                widest = max(widest, stringWidth(part, font, size))
    return widest


def natural_width(text: str, font: str, size: float) -> float:
    """The width of the longest line of ``text`` set without wrapping."""
    return max((stringWidth(line, font, size) for line in text.split("\n")), default=0.0)


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """``text`` in lines of at most ``width``, breaking between words only; a word wider than
    the line breaks after a hyphen if it has one, and is otherwise set whole on its own line."""
    lines: list[str] = []
    space = stringWidth(" ", font, size)
    for paragraph in text.split("\n"):
        current, used = "", 0.0
        for word in words_of(paragraph):
            w = stringWidth(word, font, size)
            if current and used + space + w <= width + 0.01:
                current, used = f"{current} {word}", used + space + w
                continue
            if current:
                lines.append(current)
            if w <= width + 0.01:
                current, used = word, w
                continue
            current, used = "", 0.0  # too wide: after its hyphens, as far as they go
            for part in pieces(word):
                pw = stringWidth(part, font, size)
                if current and used + pw <= width + 0.01:
                    current, used = current + part, used + pw
                else:
                    if current:
                        lines.append(current)
                    current, used = part, pw
        lines.append(current)
    return lines or [""]


def fits_lines(text: str, font: str, size: float, width: float) -> int:
    return len(wrap(text, font, size, width))


# --- columns --------------------------------------------------------------------------------
@dataclass
class Column:
    """A column of a table: its head, its cells (plain text), and how it is set."""

    head: str
    cells: list[str] = field(default_factory=list)
    align: str = "LEFT"  # LEFT, RIGHT or CENTER
    hand: float = 0.0  # the room (points) to write a value by hand on a blank sheet
    bold: bool = False
    grow: float = 1.0  # its share of spare room, against the others'
    keep_words: bool = True  # names: a hyphenated word stays whole unless nothing else fits
    rotatable: bool = False  # its head may be set upright, reading upwards, to save width
    bold_rows: tuple[int, ...] = ()  # cells set in bold (a total's row; -1 the last)

    def __post_init__(self) -> None:
        self.head = squeeze(printable(self.head))
        self.cells = [printable(c) if c is not None else "" for c in self.cells]

    def font_of(self, row: int) -> str:
        """The font of a cell: measured in it as it is set in it, so that nothing runs over."""
        bold = self.bold or row in self.bold_rows or row - len(self.cells) in self.bold_rows
        return BOLD if bold else REGULAR


@dataclass(frozen=True)
class Group:
    """A label spanning columns ``first``..``last`` (a side's or a player's name)."""

    label: str
    first: int
    last: int


@dataclass
class Layout:
    """The widths found for a table and the sizes it is set in."""

    widths: list[float]
    body: float
    head: float
    hyphens: bool = False
    rotated: bool = False  # the rotatable columns' heads are set upright


ROTATED_HEIGHT = 70.0  # points: an upright head longer than this takes a second line


def upright_lines(text: str, size: float) -> list[str]:
    """An upright head's lines: as few as keep each within ``ROTATED_HEIGHT``."""
    return wrap(text, BOLD, size, max(ROTATED_HEIGHT, longest_word(text, BOLD, size)))


class UprightHead(Flowable):
    """A column head set reading upwards, for narrow columns of figures."""

    def __init__(self, text: str, size: float) -> None:
        super().__init__()
        self.lines = upright_lines(text, size)
        self.size = size
        self.leading = size + 1.5
        self.length = max(stringWidth(line, BOLD, size) for line in self.lines)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return len(self.lines) * self.leading, self.length + 2

    def draw(self) -> None:
        canvas = self.canv
        canvas.saveState()
        canvas.setFont(BOLD, self.size)
        canvas.rotate(90)
        for n, line in enumerate(self.lines):
            # rotated a quarter turn: x runs up the cell, y to the left of it
            canvas.drawString(0, -(n + 1) * self.leading + 2, line)
        canvas.restoreState()

    @property
    def total(self) -> float:
        return sum(self.widths)


def _bounds(columns: Sequence[Column], groups: Sequence[Group], body: float, head: float,
            hyphens: bool, rotated: bool = False) -> tuple[list[float], list[float]]:
    lows, highs = [], []
    for col in columns:
        cells = max((longest_word(c, col.font_of(r), body,
                                  hyphens=hyphens or not col.keep_words)
                     for r, c in enumerate(col.cells)), default=0.0)
        natural = max((natural_width(c, col.font_of(r), body)
                       for r, c in enumerate(col.cells)), default=0.0)
        if rotated and col.rotatable:
            upright = len(upright_lines(col.head, head)) * (head + 1.5)
            low = max(upright, cells)
            high = max(natural, low)
        else:
            low = max(longest_word(col.head, BOLD, head, hyphens=hyphens), cells)
            high = natural
            # a head may take up to three lines: it asks for the width of a third of itself
            head_line = natural_width(col.head, BOLD, head)
            high = max(high, min(head_line, max(low, head_line / 3 + 6)))
        low = max(low, col.hand - 2 * PAD) + 2 * PAD
        lows.append(low)
        highs.append(max(high + 2 * PAD, low))
    for group in groups:  # a group's label must fit over its columns, every word whole
        need = longest_word(group.label, BOLD, head, hyphens=True) + 2 * PAD
        span = range(group.first, group.last + 1)
        have = sum(lows[i] for i in span)
        if need > have:
            extra = (need - have) / len(span)
            for i in span:
                lows[i] += extra
                highs[i] = max(highs[i], lows[i])
    return lows, highs


def lay_out(columns: Sequence[Column], width: float, groups: Sequence[Group] = (), *,
            fill: bool = True, rotated: bool = False,
            fewest_lines: bool = False) -> Layout | None:
    """Widths for ``columns`` within ``width`` (every word whole), or None if they cannot fit.

    Tried in order: the usual sizes, the smallest sizes, then hyphenated names broken after
    their hyphens. With ``fill`` the table takes the whole width; with ``rotated`` the heads
    of rotatable columns are set upright; with ``fewest_lines`` the room goes first to the
    columns that need least of it to keep their text on one line (a sheet's deals, a line
    each), then to the others."""
    register_fonts()
    for hyphens in (False, True):
        for body, head in zip(BODY_SIZES, HEAD_SIZES, strict=True):
            lows, highs = _bounds(columns, groups, body, head, hyphens, rotated)
            if sum(lows) <= width + 0.01:
                return Layout(_share(columns, lows, highs, width, fill, fewest_lines), body,
                              head, hyphens, rotated)
    return None


def _share(columns: Sequence[Column], lows: list[float], highs: list[float], width: float,
           fill: bool, fewest_lines: bool = False) -> list[float]:
    """Give each column its minimum, then the room left to those that would wrap, then to all."""
    widths = list(lows)
    spare = width - sum(widths)
    wants = [h - w for h, w in zip(highs, widths, strict=True)]
    if fewest_lines:  # whole columns on one line, the smallest wants first
        for i in sorted(range(len(wants)), key=lambda i: wants[i]):
            if 0 < wants[i] <= spare:
                widths[i] += wants[i]
                spare -= wants[i]
                wants[i] = 0.0
    asked = sum(wants)
    if asked > 0:
        given = min(spare, asked)
        widths = [w + given * k / asked for w, k in zip(widths, wants, strict=True)]
        spare -= given
    if spare > 0.01 and fill:
        weights = [c.grow for c in columns]
        total = sum(weights) or 1.0
        widths = [w + spare * k / total for w, k in zip(widths, weights, strict=True)]
    return widths


def lay_out_sized(columns: Sequence[Column], width: float, body: float, head: float, *,
                  fill: bool = True) -> Layout:
    """Widths at a document's own sizes (a poster, a list read across the room): every word
    whole; columns wider than ``width`` at these sizes keep their minimum (callers keep such
    tables to a few columns)."""
    register_fonts()
    lows, highs = _bounds(columns, (), body, head, True)
    if sum(lows) > width:
        return Layout(lows, body, head, True)
    return Layout(_share(columns, lows, highs, width, fill), body, head, True)


def minimum_width(columns: Sequence[Column], groups: Sequence[Group] = (),
                  rotated: bool = False) -> float:
    """The narrowest the columns can be set (smallest sizes, hyphenated names broken)."""
    register_fonts()
    lows, _ = _bounds(columns, groups, BODY_SIZES[-1], HEAD_SIZES[-1], True, rotated)
    return sum(lows)


# --- the table ------------------------------------------------------------------------------
def set_text(text: str, font: str, size: float, width: float) -> str:
    """The text as printed in a cell of ``width``: its lines joined by "\\n"."""
    return "\n".join(wrap(text, font, size, width - 2 * PAD))


def _head(col: Column, layout: Layout, width: float) -> Any:
    if layout.rotated and col.rotatable:
        return UprightHead(col.head, layout.head)
    return set_text(col.head, BOLD, layout.head, width)


def build_table(columns: Sequence[Column], layout: Layout, groups: Sequence[Group] = (), *,
                repeat_head: bool = True, row_heights: Sequence[float | None] | None = None,
                extra_style: Sequence[tuple[Any, ...]] = (), head_rows: bool = True,
                spans: Sequence[tuple[int, int, int, str]] = (),
                compact: bool = False) -> LongTable:
    """The ruled table: a grey head (with the groups' labels over it), repeated on every page.

    ``spans``: body rows printed across columns (row, first, last, text), e.g. "Game 1 won…".
    ``compact``: rows of printed figures set close (a filled sheet's deals, many to a page).
    """
    body, head = layout.body, layout.head
    leading = body + (1.5 if compact else 2)
    widths = layout.widths
    data: list[list[str]] = []
    style: list[tuple[Any, ...]] = []
    top = 0
    grouped = {i for g in groups for i in range(g.first, g.last + 1)}
    if head_rows:
        if groups:
            line = [""] * len(columns)
            for g in groups:
                span_w = sum(widths[g.first:g.last + 1])
                line[g.first] = set_text(g.label, BOLD, head, span_w)
                style.append(("SPAN", (g.first, 0), (g.last, 0)))
            for i, col in enumerate(columns):
                if i not in grouped:
                    line[i] = _head(col, layout, widths[i])
                    style.append(("SPAN", (i, 0), (i, 1)))
            data.append(line)
            data.append([_head(col, layout, widths[i]) if i in grouped else ""
                         for i, col in enumerate(columns)])
            top = 2
        else:
            data.append([_head(col, layout, widths[i]) for i, col in enumerate(columns)])
            top = 1
    rows = max((len(c.cells) for c in columns), default=0)
    spanned = {row: (first, last, text) for row, first, last, text in spans}
    for r in range(rows):
        if r in spanned:
            first, last, text = spanned[r]
            line = ["" for _ in columns]
            line[first] = set_text(text, BOLD, body, sum(widths[first:last + 1]))
            data.append(line)
            style += [("SPAN", (first, top + r), (last, top + r)),
                      ("BACKGROUND", (first, top + r), (last, top + r), LIGHT),
                      ("FONT", (first, top + r), (last, top + r), BOLD, body, leading),
                      ("ALIGN", (first, top + r), (last, top + r), "LEFT")]
            continue
        line = []
        for i, col in enumerate(columns):
            text = col.cells[r] if r < len(col.cells) else ""
            font = col.font_of(r)
            line.append(set_text(text, font, body, widths[i]))
            if font == BOLD and not col.bold:
                style.append(("FONT", (i, top + r), (i, top + r), BOLD, body, leading))
        data.append(line)
    heights = None
    if row_heights is not None:
        heights = [None] * top + list(row_heights)
    # a row is never split between pages (ReportLab splits a table between rows only), and
    # the head is printed again at the top of every page
    table = LongTable(data, colWidths=list(widths), repeatRows=top if repeat_head else 0,
                      rowHeights=heights, splitByRow=1)
    base: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, body, leading),
        ("GRID", (0, 0), (-1, -1), 0.5, LINE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.2 if compact else 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8 if compact else 2.5),
        ("LEFTPADDING", (0, 0), (-1, -1), PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
    ]
    if top:
        base += [("FONT", (0, 0), (-1, top - 1), BOLD, head, head + 1.5),
                 ("BACKGROUND", (0, 0), (-1, top - 1), LIGHT),
                 ("VALIGN", (0, 0), (-1, top - 1), "BOTTOM")]
    for i, col in enumerate(columns):
        if col.align != "LEFT":
            base.append(("ALIGN", (i, top), (i, -1), col.align))
            if top:
                base.append(("ALIGN", (i, top - 1), (i, top - 1), col.align))
        if col.bold:
            base.append(("FONT", (i, top), (i, -1), BOLD, body, leading))
    if groups and top:
        base += [("ALIGN", (g.first, 0), (g.first, 0), "CENTER") for g in groups]
        base += [("LINEBEFORE", (g.first, 0), (g.first, -1), 1.4, colors.black) for g in groups]
    table.setStyle([*base, *style, *extra_style])
    table.hAlign = "LEFT"
    return table


def simple_table(columns: Sequence[Column], width: float, *, fill: bool = True,
                 extra_style: Sequence[tuple[Any, ...]] = (),
                 row_heights: Sequence[float | None] | None = None) -> LongTable:
    """A table of columns laid out within ``width``; one that cannot fit (which a caller with
    only a few columns never meets) is set at its minimum widths and runs over the margin
    rather than cutting a word."""
    layout = lay_out(columns, width, fill=fill)
    if layout is None:
        register_fonts()
        lows, _ = _bounds(columns, (), BODY_SIZES[-1], HEAD_SIZES[-1], True)
        layout = Layout(lows, BODY_SIZES[-1], HEAD_SIZES[-1], True)
    return build_table(columns, layout, extra_style=extra_style, row_heights=row_heights)


def split_groups(lead: int, group_sizes: Sequence[int], columns: Sequence[Column],
                 groups: Sequence[Group], width: float, trail: int = 0,
                 rotated: bool = False) -> list[tuple[list[int], list[Group]]] | None:
    """Columns too many for one page width, in parts that each fit: the ``lead`` columns
    (deal number, dealer…) start every part, whole groups follow, the ``trail`` columns end
    the last part. Each part: the indices of its columns and its groups renumbered."""
    starts = [lead]
    for size in group_sizes[:-1]:
        starts.append(starts[-1] + size)
    spans = [(s, s + n) for s, n in zip(starts, group_sizes, strict=True)]
    tail = list(range(len(columns) - trail, len(columns)))
    parts: list[tuple[list[int], list[Group]]] = []
    current: list[tuple[int, int]] = []

    def indices(chosen: list[tuple[int, int]], last: bool) -> list[int]:
        out = list(range(lead))
        for first, end in chosen:
            out.extend(range(first, end))
        return out + (tail if last else [])

    def fits(chosen: list[tuple[int, int]], last: bool) -> bool:
        picked = indices(chosen, last)
        cols = [columns[i] for i in picked]
        regrouped = _regroup(picked, groups)
        return minimum_width(cols, regrouped, rotated) <= width + 0.01

    for n, span in enumerate(spans):
        last = n == len(spans) - 1
        trial = [*current, span]
        if fits(trial, last):
            current = trial
            continue
        if not current:
            return None  # one group alone is wider than the page
        parts.append((indices(current, False), _regroup(indices(current, False), groups)))
        current = [span]
        if not fits(current, last):
            return None
    if current:
        picked = indices(current, True)
        if not fits(current, True):  # the trailing columns need a part of their own
            picked = indices(current, False)
            parts.append((picked, _regroup(picked, groups)))
            picked = list(range(lead)) + tail
        parts.append((picked, _regroup(picked, groups)))
    return parts


def _regroup(picked: Sequence[int], groups: Sequence[Group]) -> list[Group]:
    where = {old: new for new, old in enumerate(picked)}
    out = []
    for g in groups:
        if g.first in where and g.last in where:
            out.append(Group(g.label, where[g.first], where[g.last]))
    return out
