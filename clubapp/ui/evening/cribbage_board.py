"""A cribbage board drawn in the window: two pegs a track, leap-frogging (seeds/001 39–49).

One track per player (two players), per side (four, as partners) or three tracks for three
players (line 49). Each track runs out and back in rows of 30 holes, once round for 61, twice
for 121, three times for 181; the game hole is at the left end; the turn that decides a lurch
(line 43) is marked in red. ``set_scores`` takes each track's front and back peg; ``peg``
marks a score the book's way, the back peg jumping ahead of the front one (line 39).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from clubapp.rules.cribbage_pegs import HOLES_PER_ROW, BoardLayout, leapfrog

PEG_COLOURS = ("#c62828", "#1565c0", "#2e7d32")  # red, blue, green: one a track
GROUP = 5  # holes are set in groups of five, with a wider gap between groups
GAP = 0.6  # the extra gap between groups and between tracks, in hole spacings
NAME_WIDTH = 7.5  # room on the left for the names, the start holes and the game hole
NAME_COLUMNS = 3.2  # of it, the names' own room (at least; widened for a long name)
MAX_NAME_COLUMNS = 14.0  # the names take no more than this where the holes would get smaller
NAME_SIZE = 0.75  # a name's type size, in hole spacings (shrunk, not cut, when it cannot fit)
MIN_NAME_PIXELS = 8  # and never smaller than this
RIGHT_MARGIN = 3.2  # room on the right for the turn and its "lurch" mark
BREAKABLE = "-\u200b"  # a double name may fold after its hyphen


READABLE_SPACING = 9  # pixels from hole to hole: the names beside the tracks stay legible


def name_pieces(name: str) -> list[str]:
    """The parts of a name that are never broken: its words, a hyphen kept with its first
    half ("Featherstonehaugh-", "Wolstenholme")."""
    return [piece for word in name.split() for piece in _halves(word)]


def _folded_width(pieces: list[float], space: float, lines: int) -> float:
    """The narrowest width that holds these parts (their widths) in ``lines`` lines, folded
    in order as a word-wrapped text folds them."""
    def count(width: float) -> int:
        used, line = 1, 0.0
        for piece in pieces:
            wanted = piece if line == 0 else line + space + piece
            if wanted <= width or line == 0:
                line = wanted
            else:
                used, line = used + 1, piece
        return used

    if not pieces:
        return 0.0
    low, high = max(pieces), sum(pieces) + space * (len(pieces) - 1)
    for _ in range(20):
        middle = (low + high) / 2
        low, high = (low, middle) if count(middle) <= lines else (middle, high)
    return high


def _halves(word: str) -> list[str]:
    parts = word.split("-")
    return [part + "-" for part in parts[:-1]] + [parts[-1]] if parts[-1] else [word]


NAME_FLAGS = (Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
              | Qt.TextFlag.TextWordWrap)


class CribbageBoard(QWidget):
    """A cribbage board with two pegs on each track."""

    def __init__(self, names: Sequence[str] = ("", ""), target: int = 61,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cribbage_board")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._names: tuple[str, ...] = ()
        self._name_columns = NAME_COLUMNS
        self._layout = BoardLayout(target, max(2, len(names)))
        self._pegs: list[tuple[int, int]] = []
        self.set_board(names, target)

    # --- what is shown -------------------------------------------------------------------
    def set_board(self, names: Sequence[str], target: int = 61) -> None:
        """A fresh board for these tracks (two or three names) and game (61, 121 or 181)."""
        self._layout = BoardLayout(target, len(names))
        self._names = tuple(names)
        self._name_columns = self._columns_for_names()
        self._pegs = [(0, 0)] * len(names)
        self.updateGeometry()
        self.update()

    @property
    def names(self) -> tuple[str, ...]:
        return self._names

    def set_scores(self, pegs: Sequence[tuple[int, int]]) -> None:
        """Put each track's (front, back) pegs: the total and the total before the last score."""
        if len(pegs) != len(self._names):
            raise ValueError(f"expected pegs for {len(self._names)} tracks, got {len(pegs)}")
        for front, back in pegs:
            if back > front or back < 0:
                raise ValueError(f"the back peg ({back}) must stand behind the front ({front})")
        self._pegs = [(int(f), int(b)) for f, b in pegs]
        self.update()

    def peg(self, track: int, points: int) -> None:
        """Mark a score on a track the book's way: the back peg leaps ahead (line 39)."""
        self._pegs[track] = leapfrog(self._pegs[track], points)
        self.update()

    def pegs(self) -> tuple[tuple[int, int], ...]:
        """Each track's (front, back) pegs."""
        return tuple(self._pegs)

    @property
    def layout_model(self) -> BoardLayout:
        """Where the holes are: the board's target, tracks, rows and lurch hole."""
        return self._layout

    # --- geometry ------------------------------------------------------------------------
    def _columns_for_names(self) -> float:
        """The names' room, in hole spacings, for the widget's size: wide enough for every
        name folded into as many lines as its track is high (a word, or half of a double name,
        never broken), in the names' type (never below 8 pixels); on a short, wide board the
        names take the room the holes leave free, so that they need fewer lines."""
        pieces = [name_pieces(name) for name in self._names]
        other = self._offset_without_names() + HOLES_PER_ROW + GAP * (
            HOLES_PER_ROW // GROUP - 1) + RIGHT_MARGIN
        rows = self._board_rows() + 2
        width = self.width() or self.sizeHint().width()
        height = self.height() or self.sizeHint().height()
        by_height = max(4.0, height / rows)
        free = width / by_height - other  # the holes as large as the height lets them be
        columns = NAME_COLUMNS
        font = QFont(self.font())
        font.setBold(True)
        for _ in range(4):  # the spacing and the names' room depend on each other
            spacing = max(4.0, min(width / (columns + other), by_height))
            font.setPixelSize(max(MIN_NAME_PIXELS, int(spacing * NAME_SIZE)))
            metrics = QFontMetricsF(font)
            room = (self._layout.rows + GAP) * spacing
            lines = max(1, int(room // metrics.lineSpacing()))
            widest = max((_folded_width([metrics.horizontalAdvance(p) for p in parts],
                                        metrics.horizontalAdvance(" "), lines)
                          for parts in pieces), default=0.0)
            columns = min(max(MAX_NAME_COLUMNS, free),
                          max(NAME_COLUMNS, widest / spacing + 0.2))
        return columns

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._name_columns = self._columns_for_names()
        super().resizeEvent(event)

    @staticmethod
    def _offset_without_names() -> float:
        return NAME_WIDTH - NAME_COLUMNS

    def _offset(self) -> float:
        """Where the holes begin, in hole spacings: after the names, the start holes and the
        game hole."""
        return self._name_columns + self._offset_without_names()

    def _columns(self) -> float:
        return self._offset() + HOLES_PER_ROW + GAP * (HOLES_PER_ROW // GROUP - 1) + RIGHT_MARGIN

    def _spacing(self) -> float:
        rows = self._board_rows() + 2
        return max(4.0, min(self.width() / self._columns(), self.height() / rows))

    def _left(self) -> float:
        """The board is centred across the widget."""
        return max(0.0, (self.width() - self._columns() * self._spacing()) / 2)

    def _board_rows(self) -> float:
        return self._layout.tracks * self._layout.rows + GAP * (self._layout.tracks - 1)

    def _point(self, column: float, row: float) -> QPointF:
        s = self._spacing()
        group_gaps = (int(column) // GROUP) * GAP if column >= 0 else 0.0
        track = int(row // self._layout.rows) if row >= 0 else 0
        x = self._left() + (self._offset() + column + group_gaps + 0.5) * s
        y = (1.0 + row + track * GAP + 0.5) * s
        return QPointF(x, y)

    def hole_centre(self, track: int, score: int) -> QPointF:
        """Where the hole for a score (1 … target − 1) of a track is drawn."""
        column, row = self._layout.hole(score)
        return self._point(column, self._layout.row_in_board(track, row))

    def peg_centre(self, track: int, back: bool = False) -> QPointF:
        """Where a track's front (or back) peg is drawn now."""
        front, behind = self._pegs[track]
        return self._point(*self._layout.place(track, behind if back else front, back=back))

    def game_hole_centre(self, track: int) -> QPointF:
        """Where a track's game hole is drawn."""
        return self._point(*self._layout.place(track, self._layout.target))

    def sizeHint(self) -> QSize:
        return QSize(760, int(14 * (self._board_rows() + 2)))

    def minimumSizeHint(self) -> QSize:
        return QSize(380, int(7 * (self._board_rows() + 2)))

    def readable_height(self) -> int:
        """The height below which the holes and names get too small to read (a hole every
        9 pixels): the window gives the board at least this much."""
        return int(READABLE_SPACING * (self._board_rows() + 2))

    # --- drawing -------------------------------------------------------------------------
    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self._spacing()
        board = QRectF(self._left() + 0.2 * s, 0.2 * s, (self._columns() - 0.4) * s,
                       (self._board_rows() + 1.6) * s)
        wood = QLinearGradient(board.topLeft(), board.bottomLeft())
        wood.setColorAt(0.0, QColor("#d7a86e"))
        wood.setColorAt(1.0, QColor("#b07b43"))
        painter.setPen(QPen(QColor("#6d4c2f"), max(1.0, s / 8)))
        painter.setBrush(QBrush(wood))
        painter.drawRoundedRect(board, s, s)
        self._draw_laps(painter, s)
        for track in range(self._layout.tracks):
            self._draw_track(painter, track, s)
        for track in range(self._layout.tracks):
            self._draw_pegs(painter, track, s)
        painter.end()

    def _draw_laps(self, painter: QPainter, s: float) -> None:
        """A groove between the tracks and between the laps (out and back) of a track."""
        layout = self._layout
        painter.setPen(QPen(QColor(110, 76, 47, 120), max(1.0, s / 12)))
        left = self._point(0, 0).x() - 0.6 * s
        right = self._point(HOLES_PER_ROW - 1, 0).x() + 0.6 * s
        for board_row in range(1, layout.tracks * layout.rows):
            if board_row % 2:
                continue  # only between laps: rows come in pairs, out and back
            upper = self._point(0, board_row - 1).y()
            lower = self._point(0, board_row).y()
            y = (upper + lower) / 2
            painter.drawLine(QPointF(left, y), QPointF(right, y))

    def _draw_track(self, painter: QPainter, track: int, s: float) -> None:
        layout = self._layout
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3e2a1a"))
        radius = s * 0.17
        for score in range(1, layout.target):
            painter.drawEllipse(self.hole_centre(track, score), radius, radius)
        for back in (False, True):  # the two start holes
            painter.drawEllipse(self._point(*layout.place(track, 0, back=back)), radius, radius)
        game = self.game_hole_centre(track)
        painter.setBrush(QColor("#2b1d12"))
        painter.drawEllipse(game, radius * 1.8, radius * 1.8)
        font = QFont(self.font())
        font.setPixelSize(max(6, int(s * 0.55)))
        painter.setFont(font)
        painter.setPen(QColor("#3e2a1a"))
        painter.drawText(QRectF(game.x() - 1.5 * s, game.y() + 0.35 * s, 3 * s, 0.8 * s),
                         Qt.AlignmentFlag.AlignCenter, str(layout.target))
        self._draw_numbers(painter, track, s)
        self._draw_lurch(painter, track, s)
        box, font, text = self.name_layout(track)
        painter.setFont(font)
        painter.setPen(QColor(PEG_COLOURS[track % len(PEG_COLOURS)]))
        # never cut: at the smallest size a name too long for its room still shows whole
        painter.drawText(box, NAME_FLAGS | Qt.TextFlag.TextDontClip, text)

    def name_layout(self, track: int) -> tuple[QRectF, QFont, str]:
        """A track's name as drawn: its room beside the track, the font (the names' size, or
        smaller until the name fits, folded at its spaces and after a hyphen), the text."""
        s = self._spacing()
        layout = self._layout
        name = self._names[track] if track < len(self._names) else ""
        text = name.replace("-", BREAKABLE)
        top = self._point(0, layout.row_in_board(track, 0)).y()
        bottom = self._point(0, layout.row_in_board(track, layout.rows - 1)).y()
        # the track's height, and half the groove to the next track on either side
        box = QRectF(self._left() + 0.6 * s, min(top, bottom) - (0.5 + GAP / 2) * s,
                     self._name_columns * s, abs(bottom - top) + (1 + GAP) * s)
        font = QFont(self.font())
        font.setBold(True)
        size = max(MIN_NAME_PIXELS, int(s * NAME_SIZE))
        while True:
            font.setPixelSize(size)
            fits = QFontMetricsF(font).boundingRect(box, NAME_FLAGS, text)
            if size <= MIN_NAME_PIXELS or (fits.width() <= box.width()
                                           and fits.height() <= box.height()):
                return box, font, text
            size -= 1

    def _draw_numbers(self, painter: QPainter, track: int, s: float) -> None:
        """Every fifth hole of the outward rows numbered outside the track (5, 10 … 30)."""
        layout = self._layout
        outer_up = not layout.mirrored(track)
        font = QFont(self.font())
        font.setPixelSize(max(5, int(s * 0.45)))
        painter.setFont(font)
        painter.setPen(QColor("#5d4030"))
        for score in range(GROUP, HOLES_PER_ROW + 1, GROUP):
            column, _ = layout.hole(score)
            centre = self._point(column, layout.row_in_board(track, 0))
            dy = -0.62 * s if outer_up else 0.62 * s
            painter.drawText(QRectF(centre.x() - s, centre.y() + dy - 0.35 * s, 2 * s, 0.7 * s),
                             Qt.AlignmentFlag.AlignCenter, str(score))

    def _draw_lurch(self, painter: QPainter, track: int, s: float) -> None:
        """The turn (line 43): a red bar between the lurch hole and the next, at the right."""
        layout = self._layout
        here = self.hole_centre(track, layout.lurch_hole)
        after = self.hole_centre(track, layout.lurch_hole + 1)
        x = here.x() + 0.55 * s
        pen = QPen(QColor("#d50000"), max(1.5, s * 0.16))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath(QPointF(here.x() + 0.25 * s, here.y()))
        path.cubicTo(QPointF(x + 0.5 * s, here.y()), QPointF(x + 0.5 * s, after.y()),
                     QPointF(after.x() + 0.25 * s, after.y()))
        painter.drawPath(path)
        font = QFont(self.font())
        font.setPixelSize(max(5, int(s * 0.42)))
        painter.setFont(font)
        middle = (here.y() + after.y()) / 2
        painter.drawText(QRectF(x + 0.5 * s, middle - 0.4 * s, 1.6 * s, 0.8 * s),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.tr("lurch"))

    def _draw_pegs(self, painter: QPainter, track: int, s: float) -> None:
        colour = QColor(PEG_COLOURS[track % len(PEG_COLOURS)])
        for back in (True, False):  # the front peg drawn last, on top
            centre = self.peg_centre(track, back=back)
            fill = colour.lighter(150) if back else colour
            painter.setPen(QPen(colour.darker(160), max(1.0, s / 10)))
            painter.setBrush(fill)
            radius = s * (0.3 if back else 0.36)
            painter.drawEllipse(centre, radius, radius)
