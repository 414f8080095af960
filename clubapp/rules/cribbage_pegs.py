"""The cribbage board as the book describes it (seeds/001 lines 39–49): pegs and holes.

- Two pegs a player (line 39): each score is marked by taking the back peg and putting it
  that many holes ahead of the front one, so the gap between the pegs shows the last score
  and the front peg the total (leap-frogging).
- The board (lines 39–41): a row of 30 holes out, left to right, and 30 back, right to left,
  then one more move into the game hole: 61. A game of 121 goes round twice and 181 three
  times (lines 277, 285): here every lap adds two more rows to the track.
- The turn (line 43): the end of the last outward row but one; a player home before his
  opponent has passed it lurches him (hole 30 of 61; target − 31 on the longer boards).
- Three players use a board of three tracks (line 49).

Coordinates are in hole units (a column 0–29 and a row), for the window and the score sheet
to scale as they like.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

HOLES_PER_ROW = 30
BOARD_TARGETS = (61, 121, 181)


def leapfrog(pegs: tuple[int, int], points: int) -> tuple[int, int]:
    """Mark ``points`` (line 39): the back peg jumps that far ahead of the front one."""
    front, _back = pegs
    if points <= 0:
        return pegs
    return front + points, front


def pegs_after(scores: Iterable[int]) -> tuple[int, int]:
    """Front and back peg after marking these scores in turn, from the start (0, 0)."""
    pegs = (0, 0)
    for points in scores:
        pegs = leapfrog(pegs, points)
    return pegs


@dataclass(frozen=True)
class BoardLayout:
    """Where each hole of a board is: one track per player (or side), ``rows`` rows a track."""

    target: int = 61
    tracks: int = 2

    def __post_init__(self) -> None:
        if self.target not in BOARD_TARGETS:
            raise ValueError(f"a cribbage board has 61, 121 or 181 holes, not {self.target}")
        if not 2 <= self.tracks <= 3:
            raise ValueError("a cribbage board has two or three tracks")

    @property
    def rows(self) -> int:
        """Rows of holes in each track: 2 for 61, 4 for 121, 6 for 181."""
        return (self.target - 1) // HOLES_PER_ROW

    @property
    def lurch_hole(self) -> int:
        """The turn (line 43): a loser on this hole or short of it is lurched."""
        return self.target - 31

    def hole(self, score: int) -> tuple[int, int]:
        """(column, row within the track) of the hole for a score 1 … target − 1."""
        if not 1 <= score < self.target:
            raise ValueError(f"no hole {score} on a board of {self.target}")
        row, step = divmod(score - 1, HOLES_PER_ROW)
        column = step if row % 2 == 0 else HOLES_PER_ROW - 1 - step
        return column, row

    def mirrored(self, track: int) -> bool:
        """Whether a track's outward row is at the bottom (the second of a two-track board)."""
        return self.tracks == 2 and track == 1

    def row_in_board(self, track: int, row: int) -> int:
        """The row of the whole board (0 at the top) for a row of a track."""
        inner = self.rows - 1 - row if self.mirrored(track) else row
        return track * self.rows + inner

    def place(self, track: int, score: int, *, back: bool = False) -> tuple[float, float]:
        """(column, board row) of a peg showing ``score``: for 0 one of the track's two start
        holes left of column 0 (the back peg's in the second row), for the target or more the
        game hole (left end, between the track's first and last rows)."""
        middle = (self.row_in_board(track, 0) + self.row_in_board(track, self.rows - 1)) / 2
        if score <= 0:
            return -1.5, float(self.row_in_board(track, 1 if back else 0))
        if score >= self.target:
            return -2.5, middle
        column, row = self.hole(score)
        return float(column), float(self.row_in_board(track, row))
