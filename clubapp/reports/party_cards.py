"""Progressive-euchre cards drawn on the canvas: tally cards (four to a page), table cards (two
to a page) and next-round slips (eight to a page), with dashed lines to cut along.

Drawn directly rather than through platypus: a party of 400 prints 100 pages of tally cards in
about a second, with progress after every card and a cancel that leaves no file.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from clubapp.cards import CardError, parse_card
from clubapp.reports.errors import ReportError
from clubapp.reports.fonts import BOLD, REGULAR, printable
from clubapp.reports.page import (
    GREY,
    LIGHT,
    MARGIN,
    Heading,
    PageCanvas,
    Progress,
    ReportSetup,
    draw_fitted,
    report_progress,
)
from clubapp.reports.party_docs import PartyData, RoundSlip, TableCard, TallyCard

STAR_COLOURS = {"gold": colors.HexColor("#b8860b"), "red": colors.HexColor("#c0392b"),
                "green": colors.HexColor("#2e8b57")}
ROLE_COLOURS = {"red": colors.HexColor("#c0392b"), "blue": colors.HexColor("#1f4e9a")}
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
GAP = 6 * mm  # between cards: the cut runs down its middle
ROW_MAX, ROW_MIN = 8 * mm, 4.4 * mm  # rows to write in by hand; the fewest that still read

T = TypeVar("T")


@dataclass(frozen=True)
class Box:
    x: float
    y: float  # bottom
    w: float
    h: float

    @property
    def top(self) -> float:
        return self.y + self.h


def _cells(page: PageCanvas, columns: int, rows: int) -> list[Box]:
    """The card boxes of one page, left to right, top to bottom."""
    width = page.size[0] - 2 * MARGIN
    height = page.body_top - page.body_bottom
    w = (width - GAP * (columns - 1)) / columns
    h = (height - GAP * (rows - 1)) / rows
    return [Box(MARGIN + c * (w + GAP), page.body_top - (r + 1) * h - r * GAP, w, h)
            for r in range(rows) for c in range(columns)]


def _cut_lines(canvas: Canvas, page: PageCanvas, columns: int, rows: int) -> None:
    """Dashed lines halfway between the cards."""
    boxes = _cells(page, columns, rows)
    canvas.saveState()
    canvas.setStrokeColor(colors.HexColor("#999999"))
    canvas.setDash(3, 3)
    canvas.setLineWidth(0.4)
    for c in range(1, columns):
        x = boxes[c].x - GAP / 2
        canvas.line(x, page.body_bottom, x, page.body_top)
    for r in range(1, rows):
        y = boxes[r * columns].top + GAP / 2
        canvas.line(MARGIN, y, page.size[0] - MARGIN, y)
    canvas.restoreState()


def _lay_out(path: str | os.PathLike[str], setup: ReportSetup, heading: Heading,
             items: Sequence[T], columns: int, rows: int,
             draw: Callable[[Canvas, Box, T], None], progress: Progress | None,
             wide: bool = False) -> Path:
    """Draw ``items`` on a grid of ``columns`` × ``rows`` a page and write the document."""
    if not items:
        raise ReportError("there is nothing to print")
    per_page = columns * rows
    page = PageCanvas(setup, heading, math.ceil(len(items) / per_page), wide=wide)
    boxes = _cells(page, columns, rows)

    def draw_page(canvas: Canvas, index: int) -> None:
        chunk = items[index * per_page:(index + 1) * per_page]
        _cut_lines(canvas, page, columns, rows)
        for n, (box, item) in enumerate(zip(boxes, chunk, strict=False)):
            draw(canvas, box, item)
            report_progress(progress, index * per_page + n + 1, len(items))

    return page.write(path, draw_page)


def _card_symbol(draw: str) -> tuple[str, colors.Color]:
    """"8♣" for 8C, in red for the red suits."""
    try:
        card = parse_card(draw)
    except CardError:
        return printable(draw), colors.black
    if card.is_joker:
        return "JK", colors.black
    rank = "10" if card.rank == "T" else card.rank
    colour = colors.HexColor("#c0392b") if card.suit in "DH" else colors.black
    return rank + SUIT_SYMBOLS[card.suit], colour


# --- tally cards ----------------------------------------------------------------------------
def _star_boxes(canvas: Canvas, setup: ReportSetup, box: Box, card: TallyCard) -> None:
    """Three boxes along the bottom of a card: gold, red and green, with the count so far."""
    w = (box.w - 2 * mm) / 3
    for i, star in enumerate(("gold", "red", "green")):
        x = box.x + i * (w + 1 * mm)
        colour = STAR_COLOURS[star]
        canvas.setStrokeColor(colour)
        canvas.setLineWidth(1)
        canvas.rect(x, box.y, w, box.h)
        canvas.setFillColor(colour)
        canvas.rect(x, box.top - 5.5 * mm, w, 5.5 * mm, stroke=0, fill=1)
        draw_fitted(canvas, x + 1.5 * mm, box.top - 4 * mm, f"★ {setup.tr('party.' + star)}",
                    w - 3 * mm, font=BOLD, size=8, color=colors.white)
        count = getattr(card, star)
        draw_fitted(canvas, x, box.y + 2.5 * mm, setup.number(count), w - 2 * mm, font=BOLD,
                    size=14, align="right", color=colour)


def draw_tally_card(canvas: Canvas, setup: ReportSetup, box: Box, card: TallyCard,
                    party: PartyData) -> None:
    """One player's tally card inside ``box``."""
    pad = 3.5 * mm
    canvas.setStrokeColor(ROLE_COLOURS.get(card.role, colors.black))
    canvas.setLineWidth(1.6)
    canvas.roundRect(box.x, box.y, box.w, box.h, 3 * mm)
    inner_x, inner_w = box.x + pad, box.w - 2 * pad
    top = box.top - pad
    # the card drawn, at the top right, like a playing card
    card_w, card_h = 15 * mm, 20 * mm
    card_x = box.x + box.w - pad - card_w
    if card.draw:
        symbol, colour = _card_symbol(card.draw)
        canvas.setStrokeColor(colors.black)
        canvas.setLineWidth(0.6)
        canvas.roundRect(card_x, top - card_h, card_w, card_h, 1.5 * mm)
        draw_fitted(canvas, card_x, top - card_h / 2 - 2.5 * mm, symbol, card_w, font=BOLD,
                    size=18, align="centre", color=colour)
    text_w = inner_w - card_w - 2 * mm
    title = party.title or setup.tr("party.title")
    if party.date is not None:
        title = f"{title} · {setup.date(party.date)}"
    draw_fitted(canvas, inner_x, top - 3 * mm, title, text_w, size=7.5, color=GREY)
    draw_fitted(canvas, inner_x, top - 10 * mm, card.name, text_w, font=BOLD, size=15, min_size=7)
    canvas.setFillColor(ROLE_COLOURS.get(card.role, colors.black))
    canvas.circle(inner_x + 1.4 * mm, top - 14.6 * mm, 1.4 * mm, stroke=0, fill=1)
    draw_fitted(canvas, inner_x + 4 * mm, top - 15.6 * mm,
                setup.tr(f"party.role.{card.role}"), text_w - 4 * mm, size=8.5)
    table = card.start_table
    if table is not None:
        drew = setup.tr("party.drew", card=_card_symbol(card.draw)[0] if card.draw else "—",
                        table=table)
        draw_fitted(canvas, inner_x, top - 20.5 * mm, drew, text_w, size=8)
    # the rounds
    stars_h = 17 * mm
    rounds_top = top - card_h - 3 * mm
    rounds_bottom = box.y + pad + stars_h + 3 * mm
    _rounds_table(canvas, setup, Box(inner_x, rounds_bottom, inner_w, rounds_top - rounds_bottom),
                  card, party)
    _star_boxes(canvas, setup, Box(inner_x, box.y + pad, inner_w, stars_h), card)


def _rounds_table(canvas: Canvas, setup: ReportSetup, box: Box, card: TallyCard,
                  party: PartyData) -> None:
    """Round, table, partner and a box for the win: the rounds played, then empty rows."""
    head_h = 5 * mm
    # a row for each round by its number: a late arrival's first round is not row 1, and the
    # rounds he did not play (not yet come, or sat out) are rows with a dash
    by_round = {r.round: r for r in card.rounds}
    last_played = max(by_round, default=0)
    wanted = max(party.rounds, last_played, 1)
    room = box.h - head_h
    row_h = min(ROW_MAX, room / wanted)
    shown = wanted
    if row_h < ROW_MIN:  # more rounds than the card holds: the last row says how many more
        row_h = ROW_MIN
        shown = max(1, int(room // ROW_MIN))
    cols = [box.w * 0.16, box.w * 0.16, box.w * 0.52, box.w * 0.16]
    xs = [box.x]
    for w in cols[:-1]:
        xs.append(xs[-1] + w)
    y = box.top - head_h
    canvas.setFillColor(LIGHT)
    canvas.rect(box.x, y, box.w, head_h, stroke=0, fill=1)
    for x, w, key in zip(xs, cols, ("party.round", "party.table", "party.partner", "party.won"),
                         strict=True):
        draw_fitted(canvas, x + 1 * mm, y + 1.5 * mm, setup.tr(key), w - 2 * mm, font=BOLD, size=7.5)
    canvas.setStrokeColor(colors.HexColor("#333333"))
    canvas.setLineWidth(0.4)
    rows_y = y
    columns_end = None  # the "… more rounds" row runs across the columns
    size = min(8.5, row_h / mm * 1.7)
    for index in range(shown):
        rows_y -= row_h
        base = rows_y + (row_h - size * 0.7) / 2
        canvas.line(box.x, rows_y, box.x + box.w, rows_y)
        if index == shown - 1 and shown < wanted:
            columns_end = rows_y + row_h
            more = wanted - shown + 1
            draw_fitted(canvas, box.x + 1 * mm, base, setup.tr("party.more_rounds", n=more),
                        box.w - 2 * mm, size=size, color=GREY)
            break
        played = by_round.get(index + 1)
        draw_fitted(canvas, xs[0] + 1 * mm, base, str(index + 1), cols[0] - 2 * mm, size=size)
        if played is None:
            if index + 1 < last_played:  # not played by this player
                draw_fitted(canvas, xs[1] + 1 * mm, base, "—", cols[1] - 2 * mm, size=size,
                            color=GREY)
            continue
        draw_fitted(canvas, xs[1] + 1 * mm, base, str(played.table), cols[1] - 2 * mm, size=size)
        draw_fitted(canvas, xs[2] + 1 * mm, base, played.partner, cols[2] - 2 * mm, size=size,
                    min_size=5)
        if played.won is not None:
            draw_fitted(canvas, xs[3], base, "✓" if played.won else "—", cols[3], size=size,
                        align="centre", font=BOLD)
    for x in xs[1:]:
        canvas.line(x, columns_end if columns_end is not None else rows_y, x, box.top)
    canvas.rect(box.x, rows_y, box.w, box.top - rows_y)


def write_tally_cards(path: str | os.PathLike[str], party: PartyData, setup: ReportSetup, *,
                      progress: Progress | None = None) -> Path:
    """A tally card for every player, four to a page."""
    heading = Heading(setup.tr("party.tally_cards"), _party_subtitle(party, setup))
    return _lay_out(path, setup, heading, party.players, 2, 2,
                    lambda c, b, card: draw_tally_card(c, setup, b, card, party), progress)


def _party_subtitle(party: PartyData, setup: ReportSetup) -> str:
    title = party.title or setup.tr("party.title")
    return f"{title} · {setup.date(party.date)}" if party.date else title


# --- table cards ----------------------------------------------------------------------------
def draw_table_card(canvas: Canvas, setup: ReportSetup, box: Box, card: TableCard,
                    tables: int) -> None:
    """A table's number, large, and what the head or booby table does when the bell rings."""
    canvas.setStrokeColor(colors.black)
    canvas.setLineWidth(1.5)
    canvas.roundRect(box.x, box.y, box.w, box.h, 4 * mm)
    label = setup.tr("party.table")
    draw_fitted(canvas, box.x, box.top - 16 * mm, label, box.w, font=BOLD, size=26,
                align="centre")
    if card.head:
        band, help_text, colour = (setup.tr("party.head"), setup.tr("party.head_help"),
                                   STAR_COLOURS["gold"])
    elif card.booby:
        band, help_text, colour = (setup.tr("party.booby"), setup.tr("party.booby_help"),
                                   STAR_COLOURS["green"])
    else:
        band, colour = "", colors.black
        help_text = setup.tr("party.other_help", up=max(card.number - 1, 1))
    band_y, band_h = box.y + box.h * 0.17, 11 * mm
    # the number, as large as the space between the word "Table" and the band allows
    base = band_y + band_h + 7 * mm
    room = box.top - 16 * mm - 9 * mm - base
    size = min(room / 0.73, 260)  # DejaVu's digits stand 0.73 of the font size high
    draw_fitted(canvas, box.x + 5 * mm, base, str(card.number), box.w - 10 * mm, font=BOLD,
                size=size, min_size=30, align="centre")
    if band:
        canvas.setFillColor(colour)
        canvas.rect(box.x + 10 * mm, band_y, box.w - 20 * mm, band_h, stroke=0, fill=1)
        draw_fitted(canvas, box.x + 12 * mm, band_y + 3.3 * mm, band, box.w - 24 * mm,
                    font=BOLD, size=16, align="centre", color=colors.white)
    lines = simpleSplit(printable(help_text), REGULAR, 10, box.w - 30 * mm)[:3]
    y = band_y - 6 * mm
    canvas.setFillColor(colors.black)
    canvas.setFont(REGULAR, 10)
    for line in lines:
        canvas.drawCentredString(box.x + box.w / 2, y, line)
        y -= 12.5


def write_table_cards(path: str | os.PathLike[str], party: PartyData, setup: ReportSetup, *,
                      progress: Progress | None = None) -> Path:
    """A card for every table (No. 1 the head table, the last the booby table), two a page."""
    cards = party.table_cards()
    heading = Heading(setup.tr("party.table_cards"), _party_subtitle(party, setup))
    return _lay_out(path, setup, heading, cards, 1, 2,
                    lambda c, b, card: draw_table_card(c, setup, b, card, len(cards)), progress)


# --- next-round slips -----------------------------------------------------------------------
def draw_slip(canvas: Canvas, setup: ReportSetup, box: Box, slip: RoundSlip, tables: int) -> None:
    """Who sits at a table in the next round, as pairs of partners."""
    pad = 4 * mm
    canvas.setStrokeColor(colors.black)
    canvas.setLineWidth(1)
    canvas.roundRect(box.x, box.y, box.w, box.h, 2.5 * mm)
    x, w = box.x + pad, box.w - 2 * pad
    y = box.top - pad - 5 * mm
    draw_fitted(canvas, x, y, setup.tr("party.slip", round=slip.round, table=slip.table), w,
                font=BOLD, size=14)
    marker = ""
    if slip.table == 1:
        marker = setup.tr("party.head")
    elif slip.table == tables and tables > 1:
        marker = setup.tr("party.booby")
    if marker:
        y -= 6 * mm
        draw_fitted(canvas, x, y, marker, w, font=BOLD, size=10, color=GREY)
    room = y - (box.y + pad)
    pairs = slip.pairs or ((),)
    step = min(9 * mm, room / max(len(pairs), 1))
    size = min(11, step / mm * 1.6)
    for pair in pairs:
        y -= step
        text = f" {setup.tr('and')} ".join(pair) if pair else "—"
        draw_fitted(canvas, x, y, f"{setup.tr('party.pair')}: {text}", w, size=size, min_size=5.5)


def write_round_slips(path: str | os.PathLike[str], party: PartyData, setup: ReportSetup, *,
                      progress: Progress | None = None) -> Path:
    """A slip per table with the next round's seating, eight to a page."""
    if not party.slips:
        raise ReportError("the party has no seating for a next round (slips)")
    tables = party.table_count
    heading = Heading(setup.tr("party.slips"), _party_subtitle(party, setup))
    slips = sorted(party.slips, key=lambda s: (s.round, s.table))
    return _lay_out(path, setup, heading, slips, 2, 4,
                    lambda c, b, slip: draw_slip(c, setup, b, slip, tables), progress)
