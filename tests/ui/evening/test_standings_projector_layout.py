"""How the standings projector lays its blocks out (pure arithmetic): every row once, in order;
the fewest pages at the least readable type, and on those the largest type; a block too wide
for the screen shown smaller, whole; a block split over columns keeps its title and leaves no
row alone."""

from __future__ import annotations

import pytest

from clubapp.ui.evening.standings_projector_layout import (
    BlockShape,
    fit_blocks,
    largest_size,
    least_size,
    row_height,
)

WIDTH, HEIGHT = 1294, 600  # a 1366×768 screen's room under the headings


def standing(rows: int, name: float = 8.0, lines: int = 1) -> BlockShape:
    """A game's standing: place, a name ``name`` wide per pixel of type, three numbers."""
    return BlockShape(title=6.0, title_lines=1, columns=(1.2, name, 1.0, 1.5, 2.5),
                      head_lines=2, rows=(lines,) * rows)


def rows_shown(fit, shapes) -> list[tuple[int, int]]:
    return [(piece.block, row) for page in fit.pages for column in page for piece in column
            for row in range(piece.first, piece.end)]


def every_row(shapes) -> list[tuple[int, int]]:
    return [(block, row) for block, shape in enumerate(shapes) for row in range(len(shape.rows))]


def test_a_few_rows_are_one_page_in_large_type():
    shapes = [standing(4), standing(2)]
    fit = fit_blocks(shapes, WIDTH, HEIGHT, least_size(768), largest_size(768))
    assert len(fit.pages) == 1 and fit.size > least_size(768) + 10  # well above 26 px
    assert len(fit_blocks(shapes, WIDTH, HEIGHT, fit.size + 1, fit.size + 1).pages) == 2
    assert rows_shown(fit, shapes) == every_row(shapes)


@pytest.mark.parametrize("players", [12, 40, 120])
def test_the_fewest_pages_and_on_them_the_largest_type(players):
    shapes = [standing(players), standing(players // 2), standing(6, lines=2)]
    least, largest = least_size(768), largest_size(768)
    fit = fit_blocks(shapes, WIDTH, HEIGHT, least, largest)
    assert rows_shown(fit, shapes) == every_row(shapes)  # each row once, in order
    at_least = fit_blocks(shapes, WIDTH, HEIGHT, least, least)
    assert len(fit.pages) == len(at_least.pages) and least <= fit.size <= largest
    if fit.size < largest:  # one pixel more would take another page
        larger = fit_blocks(shapes, WIDTH, HEIGHT, fit.size + 1, fit.size + 1)
        assert len(larger.pages) > len(fit.pages)
    for page in range(len(fit.pages)):  # each page fits the room, across and down
        widths = fit.widths(shapes, page)
        gaps = round(fit.size * 1.4) * (len(widths) - 1)
        assert sum(widths) + gaps <= WIDTH
        for column in fit.pages[page]:
            tall = sum(shapes[p.block].frame(fit.size)
                       + sum(row_height(fit.size, n) for n in shapes[p.block].rows[p.first:p.end])
                       for p in column) + round(fit.size * 0.7) * (len(column) - 1)
            assert tall <= HEIGHT


def test_a_block_too_wide_for_the_screen_is_shown_smaller_whole():
    wide = [standing(4, name=60.0)]  # a name of sixty letters, and more
    least = least_size(600)
    fit = fit_blocks(wide, 952, 480, least, largest_size(600))
    assert fit.size < least and wide[0].width(fit.size) <= 952
    assert wide[0].width(fit.size + 1) > 952  # as large as shows it whole


def test_a_block_split_over_columns_leaves_no_row_alone():
    shapes = [standing(9), standing(13)]
    fit = fit_blocks(shapes, WIDTH, HEIGHT, 26, 26)
    pieces = [p for page in fit.pages for column in page for p in column]
    for block in (0, 1):
        parts = [p.end - p.first for p in pieces if p.block == block]
        assert sum(parts) == len(shapes[block].rows)
        assert all(part >= 2 for part in parts), parts
