"""Pegs and holes of the cribbage board (clubapp.rules.cribbage_pegs, seeds/001 39–49)."""

from __future__ import annotations

import pytest

from clubapp.rules.cribbage_pegs import BoardLayout, leapfrog, pegs_after


def test_line_39_the_back_peg_leaps_ahead_of_the_front():
    """seeds/001 line 39: 6 puts a peg in the sixth hole, 4 more puts the other four ahead
    (10), then 2: the back peg is taken and put two ahead of the first (12)."""
    assert pegs_after([6]) == (6, 0)
    assert pegs_after([6, 4]) == (10, 6)
    assert pegs_after([6, 4, 2]) == (12, 10)
    assert leapfrog((12, 10), 0) == (12, 10)


def test_lines_39_41_out_along_the_outer_row_and_back_along_the_inner():
    """seeds/001 lines 39–41: left to right to 30, then right to left, then the game hole."""
    board = BoardLayout(61, 2)
    assert board.hole(1) == (0, 0) and board.hole(30) == (29, 0)
    assert board.hole(31) == (29, 1) and board.hole(60) == (0, 1)
    assert board.lurch_hole == 30
    assert BoardLayout(121, 2).rows == 4 and BoardLayout(121, 2).lurch_hole == 90
    assert BoardLayout(181, 3).rows == 6
    with pytest.raises(ValueError):
        BoardLayout(100, 2)


def test_line_43_pegs_at_zero_and_at_the_game_hole():
    """Two start holes a track; the target (or more) is the game hole at the left end."""
    board = BoardLayout(61, 3)
    assert board.place(2, 0) != board.place(2, 0, back=True)
    assert board.place(0, 61) == board.place(0, 75) == (-2.5, 0.5)
    assert board.row_in_board(1, 0) == 2  # no mirror with three tracks
    assert BoardLayout(61, 2).row_in_board(1, 0) == 3  # the second of two is mirrored
