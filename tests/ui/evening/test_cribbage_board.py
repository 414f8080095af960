"""The cribbage board widget: pegs stand in the right holes (seeds/001 lines 39–49).

Qt runs offscreen (tests/conftest.py)."""

from __future__ import annotations

import pytest

from clubapp.ui.evening.cribbage_board import CribbageBoard
from tests.helpers.paths import SCREENS


def test_the_board_draws_pegs_in_their_holes_and_saves_a_screenshot(qtbot):
    """The book's deal of lines 163–189 on the board: Bob 33 (24 before his crib), Ann 25."""
    board = CribbageBoard(["Bob", "Ann"], 61)
    qtbot.addWidget(board)
    board.resize(900, 150)
    board.peg(0, 10)  # Bob: the play
    board.peg(0, 14)  # his hand
    board.peg(0, 9)  # his crib: three holes past the turn (line 187)
    board.peg(1, 15)  # Ann: the play
    board.peg(1, 10)  # her hand
    assert board.pegs() == ((33, 24), (25, 15))
    assert board.peg_centre(0) == board.hole_centre(0, 33)
    assert board.peg_centre(0, back=True) == board.hole_centre(0, 24)
    assert board.peg_centre(1) == board.hole_centre(1, 25)
    # hole 33 is on the way back: to the left of hole 30 and on the inner row
    assert board.hole_centre(0, 33).x() < board.hole_centre(0, 30).x()
    assert board.hole_centre(0, 33).y() > board.hole_centre(0, 30).y()
    # Ann's track is the mirror: her outward row is the board's bottom one
    assert board.hole_centre(1, 5).y() > board.hole_centre(1, 55).y()
    SCREENS.mkdir(exist_ok=True)
    image = board.grab()
    assert image.save(str(SCREENS / "cribbage_board.png"))
    colour = image.toImage().pixelColor(board.peg_centre(0).toPoint())
    assert (colour.red(), colour.green(), colour.blue()) == (0xC6, 0x28, 0x28)  # Bob's red peg


def test_three_tracks_and_a_finished_game_peg_in_the_game_hole(qtbot):
    """seeds/001 line 49: three tracks for three players; the winner's peg in the game hole."""
    board = CribbageBoard(["Ann", "Bob", "Cat"], 61)
    qtbot.addWidget(board)
    board.resize(900, 200)
    board.set_scores([(61, 55), (29, 20), (0, 0)])
    assert board.peg_centre(0) == board.game_hole_centre(0)
    assert board.peg_centre(2) != board.peg_centre(2, back=True)  # two start holes
    assert board.hole_centre(2, 1).y() > board.hole_centre(1, 1).y() > board.hole_centre(0, 1).y()
    image = board.grab()
    assert image.save(str(SCREENS / "cribbage_board_three.png"))
    with pytest.raises(ValueError, match="behind"):
        board.set_scores([(5, 9), (0, 0), (0, 0)])


def test_a_121_board_for_partners(qtbot):
    """seeds/001 line 277: four play as partners to 121, twice round the board."""
    board = CribbageBoard(["Ann & Cat", "Bob & Dan"], 121)
    qtbot.addWidget(board)
    board.resize(900, 220)
    board.set_scores([(95, 88), (91, 80)])
    assert board.layout_model.lurch_hole == 90
    assert board.peg_centre(0) == board.hole_centre(0, 95)
    assert board.grab().save(str(SCREENS / "cribbage_board_121.png"))


LONG_LATIN = "Alexandrina Featherstonehaugh-Wolstenholme"
LONG_CYRILLIC = "Констанция Кржижановская-Преображенская"


@pytest.mark.parametrize(("names", "target", "size", "shot"), [
    ([LONG_LATIN, LONG_CYRILLIC], 121, (760, 110), "cribbage_board_long_names.png"),
    ([LONG_LATIN, LONG_CYRILLIC], 61, (580, 59), "cribbage_board_long_short.png"),  # 1024x600
    ([LONG_LATIN, LONG_CYRILLIC, "Ann"], 61, (700, 120), "cribbage_board_long_three.png"),
    ([f"{LONG_LATIN} & {LONG_CYRILLIC}", "Bob & Dan"], 121, (900, 160),
     "cribbage_board_long_partners.png"),
])
def test_long_names_are_folded_or_shrunk_never_cut(qtbot, names, target, size, shot):
    """Each name is drawn whole beside its track: folded at its spaces and after a double
    name's hyphen, in smaller type if it must be, but never below 8 pixels and never cut."""
    from PySide6.QtGui import QFontMetricsF

    from clubapp.ui.evening.cribbage_board import NAME_FLAGS, name_pieces

    board = CribbageBoard(names, target)
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    qtbot.waitExposed(board)
    first_hole = min(board.hole_centre(t, 1).x() for t in range(len(names)))
    for track, name in enumerate(names):
        box, font, text = board.name_layout(track)
        assert font.pixelSize() >= 8
        metrics = QFontMetricsF(font)
        drawn = metrics.boundingRect(box, NAME_FLAGS, text)
        # the whole name inside its room, left of the holes, and inside the widget
        assert drawn.width() <= box.width() + 0.5, (name, drawn, box)
        assert drawn.height() <= box.height() + 0.5, (name, drawn, box)
        assert box.right() < first_hole and box.left() >= 0 and drawn.bottom() <= board.height()
        # no word is broken: every part of the name fits the room's width on its own line
        for piece in name_pieces(name):
            assert metrics.horizontalAdvance(piece) <= box.width() + 0.5, piece
    image = board.grab()
    assert image.save(str(SCREENS / shot))
