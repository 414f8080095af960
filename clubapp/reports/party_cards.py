"""Progressive-euchre cards drawn on the canvas: tally cards (four to a page), fold-over table
tents (one to a page) and next-round slips (four to a page), with dashed lines to cut along.

- a tally card: the player's name, the role (the host's name for it), the first table in large
  type with the card drawn, the rounds to fill in, and empty boxes for the stars (a count is
  printed only once a star has been won); a player with more rounds than a card holds
  continues on a second card;
- a table tent: the page folds along its middle into a tent that stands on the table, the
  number readable from both sides; the head and booby tables say what they do at the bell;
- a slip: the round and table, and the partners' names in large type.

When the evening is served to the tables' phones (issue 23), the table tents carry their
table's QR code on both faces and each tally card its guest's (``PartyCodes``), beside the
star boxes: a phone that scans it opens that table's score form or that guest's page.

Drawn directly rather than through platypus: a party of 400 prints 100 pages of tally cards in
about a second, with progress after every card and a cancel that leaves no file.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from clubapp.cards import CardError, parse_card
from clubapp.reports.errors import ReportError
from clubapp.reports.fonts import BOLD, REGULAR, printable
from clubapp.reports.page import (
    GREY,
    LIGHT,
    MARGIN,
    SMALLEST,
    Heading,
    PageCanvas,
    Progress,
    ReportSetup,
    draw_fitted,
    draw_lines,
    fit_lines,
    fits_at,
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
# a code's side on a tally card and on a tent: with the quiet zone an address of the table pages
# (version 5, 37 modules + 8) prints its modules at 0.53 and 0.67 mm, above the 0.5 mm that
# a phone's camera reads at arm's length
TALLY_CODE = 24 * mm
TENT_CODE = 30 * mm


@dataclass(frozen=True)
class PartyCodes:
    """The table pages' addresses to print as QR codes: each table's by its number, each
    guest's by the name on the tally card. A card without an address prints without a code."""

    tables: Mapping[int, str] = field(default_factory=dict)
    guests: Mapping[str, str] = field(default_factory=dict)


CAPTION = SMALLEST  # the line under a code: read at arm's length like the rest


def _draw_code(canvas: Canvas, url: str, x: float, y: float, size: float, caption: str) -> None:
    """The address's code as a ``size`` square (lower left at x, y), the caption under it in
    whole words, on two lines where the code's width cannot hold it on one."""
    from clubapp.reports.address_cards import draw_qr

    canvas.setFillColor(colors.white)
    canvas.rect(x, y, size, size, stroke=0, fill=1)
    draw_qr(canvas, url, x, y, size)
    if caption:
        draw_lines(canvas, x - 2 * mm, y - 0.6 * mm, caption, size + 4 * mm, size=CAPTION,
                   min_size=CAPTION, max_lines=2, align="centre", color=GREY)


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
             wide: bool = False, plain: bool = False) -> Path:
    """Draw ``items`` on a grid of ``columns`` × ``rows`` a page and write the document
    (``plain``: without the club's header and the page numbers)."""
    if not items:
        raise ReportError("report.nothing_to_print")
    per_page = columns * rows
    page = PageCanvas(setup, heading, math.ceil(len(items) / per_page), wide=wide, plain=plain)
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
def role_name(party: PartyData, role: str, setup: ReportSetup) -> str:
    """The host's name for a role, else the book's (a lady draws from the red pack)."""
    return party.labels.get(role) or setup.tr(f"party.role.{role}")


def _star_boxes(canvas: Canvas, setup: ReportSetup, box: Box, card: TallyCard) -> None:
    """Three boxes along the bottom of a card, gold, red and green, empty to stick or stamp
    the stars in; the count is printed only where a star has been won. A box's heading is
    "★ Gold" at 8 pt, or the colour's name alone where the box is too narrow for both."""
    w = (box.w - 2 * mm) / 3
    for i, star in enumerate(("gold", "red", "green")):
        x = box.x + i * (w + 1 * mm)
        colour = STAR_COLOURS[star]
        canvas.setStrokeColor(colour)
        canvas.setLineWidth(1)
        canvas.rect(x, box.y, w, box.h)
        canvas.setFillColor(colour)
        canvas.rect(x, box.top - 5.5 * mm, w, 5.5 * mm, stroke=0, fill=1)
        heading = f"★ {setup.tr('party.' + star)}"
        if not fits_at(heading, w - 2 * mm, BOLD, SMALLEST):
            heading = setup.tr("party." + star)
        draw_fitted(canvas, x + 1 * mm, box.top - 4 * mm, heading, w - 2 * mm, font=BOLD,
                    size=SMALLEST, color=colors.white)
        count = getattr(card, star)
        if count:
            draw_fitted(canvas, x, box.y + 2.5 * mm, setup.number(count), w - 2 * mm,
                        font=BOLD, size=14, align="right", color=colour)


@dataclass(frozen=True)
class CardPart:
    """A tally card, or the continuation of one whose rounds do not fit a single card."""

    card: TallyCard
    first_row: int = 0  # the index of the first round on this card
    rows: int = 0  # rounds printed on it
    more: bool = False  # the rounds go on on the next card


def _table_box(canvas: Canvas, setup: ReportSetup, x: float, top: float, w: float, h: float,
               card: TallyCard) -> None:
    """The first table in large type, with the card drawn under it."""
    table = card.start_table
    canvas.setStrokeColor(colors.black)
    canvas.setLineWidth(1.2)
    canvas.roundRect(x, top - h, w, h, 2 * mm)
    draw_fitted(canvas, x, top - 4.2 * mm, setup.tr("party.first_table"), w, font=BOLD,
                size=8, align="centre", color=GREY)
    number = "" if table is None else str(table)
    draw_fitted(canvas, x + 1 * mm, top - h + 8 * mm, number, w - 2 * mm, font=BOLD,
                size=34, align="centre")
    if card.draw:
        symbol, colour = _card_symbol(card.draw)
        if card.draw_set > 1:
            symbol = setup.tr("party.card_of_set", card=symbol, set=card.draw_set)
        draw_fitted(canvas, x, top - h + 2.5 * mm, symbol, w, font=BOLD, size=10,
                    align="centre", color=colour)


def draw_tally_card(canvas: Canvas, setup: ReportSetup, box: Box, card: TallyCard | CardPart,
                    party: PartyData, code: str = "") -> None:
    """One player's tally card (or its continuation) inside ``box``; ``code``: the guest's
    page's address, printed as a QR code beside the star boxes."""
    part = card if isinstance(card, CardPart) else CardPart(card)
    card = part.card
    pad = 3.5 * mm
    canvas.setStrokeColor(ROLE_COLOURS.get(card.role, colors.black))
    canvas.setLineWidth(1.6)
    canvas.roundRect(box.x, box.y, box.w, box.h, 3 * mm)
    inner_x, inner_w = box.x + pad, box.w - 2 * pad
    top = box.top - pad
    table_w, table_h = 24 * mm, 24 * mm
    _table_box(canvas, setup, box.x + box.w - pad - table_w, top, table_w, table_h, card)
    text_w = inner_w - table_w - 3 * mm
    y = draw_lines(canvas, inner_x, top + 1 * mm, _party_subtitle(party, setup), text_w,
                   size=SMALLEST, max_lines=2, color=GREY)
    y = draw_lines(canvas, inner_x, y - 0.5 * mm, card.name, text_w, font=BOLD, size=15,
                   min_size=9, max_lines=2)
    canvas.setFillColor(ROLE_COLOURS.get(card.role, colors.black))
    canvas.circle(inner_x + 1.4 * mm, y - 3 * mm, 1.4 * mm, stroke=0, fill=1)
    draw_lines(canvas, inner_x + 4 * mm, y - 1.2 * mm, role_name(party, card.role, setup),
               text_w - 4 * mm, size=9, min_size=8, max_lines=2)
    if part.first_row:
        draw_fitted(canvas, inner_x, top - table_h + 1 * mm, setup.tr("party.continued"),
                    text_w, size=8, color=GREY)
    stars_h = _stars_height(bool(code))
    rounds_top = top - table_h - 3 * mm
    rounds_bottom = box.y + pad + stars_h + _stars_gap(bool(code))
    _rounds_table(canvas, setup, Box(inner_x, rounds_bottom, inner_w, rounds_top - rounds_bottom),
                  part, party)
    if not code:
        _star_boxes(canvas, setup, Box(inner_x, box.y + pad, inner_w, stars_h), card)
        return
    # the code beside the star boxes, its caption one line of 8 pt under both: set to the
    # code's right edge, it runs on under the boxes where the code's width cannot hold it
    level = box.y + pad + TALLY_CAPTION
    _star_boxes(canvas, setup, Box(inner_x, level, inner_w - TALLY_CODE - 2 * mm, TALLY_CODE),
                card)
    code_x = inner_x + inner_w - TALLY_CODE
    _draw_code(canvas, code, code_x, level, TALLY_CODE, "")
    caption = setup.tr("party.scan_guest")
    if fits_at(caption, TALLY_CODE + 4 * mm, REGULAR, CAPTION):
        draw_fitted(canvas, code_x - 2 * mm, box.y + pad + 0.6 * mm, caption,
                    TALLY_CODE + 4 * mm, size=CAPTION, align="centre", color=GREY)
    else:
        draw_fitted(canvas, inner_x, box.y + pad + 0.6 * mm, caption, inner_w + 1 * mm,
                    size=CAPTION, align="right", color=GREY)


TALLY_CAPTION = 3.4 * mm  # the line under a tally card's code and star boxes


def _stars_height(with_code: bool) -> float:
    """The star boxes' row: the code and the line of its caption when the card has one."""
    return TALLY_CODE + TALLY_CAPTION if with_code else 17 * mm


def _stars_gap(with_code: bool) -> float:
    """Between the rounds and the star boxes (closer beside a code: twelve rounds still fit)."""
    return 2 * mm if with_code else 3 * mm


HEAD_H = 5.5 * mm
COLUMNS = (0.16, 0.14, 0.52, 0.18)  # round, table, partner, won: shares of the width
CELL_SIZE = 8.5  # the rounds' print: never below 8 pt
LINE = CELL_SIZE * 1.15


def _partner_lines(card: TallyCard, round_number: int, width: float) -> list[str]:
    """A round's partner as printed in the card's column: whole words, on as many lines as
    the name needs."""
    from clubapp.reports.layout import wrap

    played = next((r for r in card.rounds if r.round == round_number), None)
    if played is None or not played.partner:
        return []
    return wrap(printable(played.partner), REGULAR, CELL_SIZE, width - 2 * mm)


def _row_heights(lines: Sequence[list[str]], room: float) -> list[float]:
    """Each round's row: tall enough for its partner's name (``lines``, per row), the empty
    rows sharing the rest (as tall as a hand needs, never less than the least row)."""
    need = [max(ROW_MIN, len(found) * LINE + 4) for found in lines]
    empty = [i for i, found in enumerate(lines) if not found]
    if empty:
        left = room - sum(h for i, h in enumerate(need) if i not in empty)
        each = min(ROW_MAX, max(ROW_MIN, left / len(empty)))
        for i in empty:
            need[i] = each
    else:
        need = [min(max(h, room / len(lines)), max(h, ROW_MAX)) for h in need]
    return need


def _rounds_table(canvas: Canvas, setup: ReportSetup, box: Box, part: CardPart,
                  party: PartyData) -> None:
    """Round, table, partner and a box for the win: the rounds played, then empty rows."""
    card = part.card
    shown = part.rows or rounds_wanted(party, card)
    numbers = list(range(part.first_row + 1, part.first_row + shown + 1))
    cols = [box.w * share for share in COLUMNS]
    partners = [_partner_lines(card, n, cols[2]) for n in numbers]
    heights = _row_heights(partners, box.h - HEAD_H)
    xs = [box.x]
    for w in cols[:-1]:
        xs.append(xs[-1] + w)
    y = box.top - HEAD_H
    canvas.setFillColor(LIGHT)
    canvas.rect(box.x, y, box.w, HEAD_H, stroke=0, fill=1)
    for x, w, key in zip(xs, cols, ("party.round", "party.table", "party.partner", "party.won"),
                         strict=True):
        draw_fitted(canvas, x + 1 * mm, y + 1.7 * mm, setup.tr(key), w - 2 * mm, font=BOLD,
                    size=SMALLEST)
    canvas.setStrokeColor(colors.HexColor("#333333"))
    canvas.setLineWidth(0.4)
    rows_y = y
    # a row for each round by its number: a late arrival's first round is not row 1, and the
    # rounds he did not play (not yet come, or sat out) are rows with a dash
    by_round = {r.round: r for r in card.rounds}
    last_played = max(by_round, default=0)
    for number, row_h, lines in zip(numbers, heights, partners, strict=True):
        rows_y -= row_h
        base = rows_y + (row_h - CELL_SIZE * 0.7) / 2
        canvas.line(box.x, rows_y, box.x + box.w, rows_y)
        played = by_round.get(number)
        draw_fitted(canvas, xs[0] + 1 * mm, base, str(number), cols[0] - 2 * mm,
                    size=CELL_SIZE)
        if played is None:
            if number < last_played:  # not played by this player
                draw_fitted(canvas, xs[1] + 1 * mm, base, "—", cols[1] - 2 * mm,
                            size=CELL_SIZE, color=GREY)
            continue
        draw_fitted(canvas, xs[1] + 1 * mm, base, str(played.table), cols[1] - 2 * mm,
                    size=CELL_SIZE)
        line_y = rows_y + (row_h + (len(lines) - 1) * LINE - CELL_SIZE * 0.7) / 2
        canvas.setFont(REGULAR, CELL_SIZE)
        canvas.setFillColor(colors.black)
        for line in lines:
            canvas.drawString(xs[2] + 1 * mm, line_y, line)
            line_y -= LINE
        if played.won is not None:
            draw_fitted(canvas, xs[3], base, "✓" if played.won else "—", cols[3],
                        size=CELL_SIZE, align="centre", font=BOLD)
    for x in xs[1:]:
        canvas.line(x, rows_y, x, box.top)
    canvas.rect(box.x, rows_y, box.w, box.top - rows_y)
    if part.more:
        draw_fitted(canvas, box.x, rows_y - 3.2 * mm, setup.tr("party.next_card"), box.w,
                    size=8, color=GREY, align="right")


def rounds_wanted(party: PartyData, card: TallyCard) -> int:
    """The rows a player's card needs: the rounds planned, or up to the last he played."""
    return max(party.rounds, max((r.round for r in card.rounds), default=0), 1)


def _parts(party: PartyData, width: float, room: float) -> list[CardPart]:
    """Each player's card, and a continuation card for the rounds the first cannot hold (at
    the least row height, a long partner's name taking the lines it needs)."""
    out: list[CardPart] = []
    partner_w = width * COLUMNS[2]
    for card in party.players:
        wanted = rounds_wanted(party, card)
        if not card.rounds and wanted * ROW_MIN <= room - HEAD_H:
            out.append(CardPart(card, 0, wanted))  # the common card: printed before play
            continue
        first, used, rows = 0, 0.0, 0
        for number in range(1, wanted + 1):
            h = max(ROW_MIN, len(_partner_lines(card, number, partner_w)) * LINE + 4)
            if rows and used + h > room - HEAD_H - 4 * mm:  # room for "more on the next card"
                out.append(CardPart(card, first, rows, True))
                first, used, rows = number - 1, 0.0, 0
            used += h
            rows += 1
        out.append(CardPart(card, first, rows, False))
    return out


def write_tally_cards(path: str | os.PathLike[str], party: PartyData, setup: ReportSetup, *,
                      progress: Progress | None = None, codes: PartyCodes | None = None
                      ) -> Path:
    """A tally card for every player, four to a page (with ``codes``: each guest's QR code)."""
    heading = Heading(setup.tr("party.tally_cards"), _party_subtitle(party, setup))
    page = PageCanvas(setup, heading, 1)
    box = _cells(page, 2, 2)[0]
    guests = codes.guests if codes is not None else {}
    height = box.h - 2 * 3.5 * mm - 24 * mm - 3 * mm - _stars_height(bool(guests)) \
        - _stars_gap(bool(guests))
    parts = _parts(party, box.w - 2 * 3.5 * mm, height)
    return _lay_out(path, setup, heading, parts, 2, 2,
                    lambda c, b, part: draw_tally_card(c, setup, b, part, party,
                                                       guests.get(part.card.name, "")),
                    progress)


def _party_subtitle(party: PartyData, setup: ReportSetup) -> str:
    title = party.title or setup.tr("party.title")
    return f"{title} · {setup.date_whole(party.date)}" if party.date else title


# --- table tents ----------------------------------------------------------------------------
def _tent_face(canvas: Canvas, setup: ReportSetup, box: Box, card: TableCard,
               code: str = "") -> None:
    """One face of a table tent: "Table", the number as large as it goes, what the head or
    booby table does at the bell; ``code``: the table's page's QR code in the top corner."""
    label = setup.tr("party.table")
    draw_fitted(canvas, box.x, box.top - 22 * mm, label, box.w, font=BOLD, size=34,
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
    band_h = 13 * mm
    band_y = box.y + 30 * mm
    base = band_y + band_h + 6 * mm
    room = box.top - 22 * mm - 10 * mm - base
    size = min(room / 0.73, 300)  # DejaVu's digits stand 0.73 of the font size high
    beside = TENT_CODE + 5 * mm if code else 5 * mm  # the number keeps clear of the code
    draw_fitted(canvas, box.x + beside, base, str(card.number), box.w - 2 * beside, font=BOLD,
                size=size, min_size=40, align="centre")
    if code:
        _draw_code(canvas, code, box.x + box.w - TENT_CODE, box.top - TENT_CODE, TENT_CODE,
                   setup.tr("party.scan_table"))
    if band:
        canvas.setFillColor(colour)
        canvas.rect(box.x + 15 * mm, band_y, box.w - 30 * mm, band_h, stroke=0, fill=1)
        draw_fitted(canvas, box.x + 17 * mm, band_y + 4 * mm, band, box.w - 34 * mm,
                    font=BOLD, size=20, align="centre", color=colors.white)
    draw_lines(canvas, box.x + 12 * mm, band_y - 3 * mm, help_text, box.w - 24 * mm,
               size=13, min_size=10, max_lines=3, align="centre")


def draw_table_card(canvas: Canvas, setup: ReportSetup, box: Box, card: TableCard,
                    tables: int, code: str = "") -> None:
    """A fold-over tent on one page: the lower half as it stands, the upper half turned round,
    so that the number reads from both sides of the table once folded along the middle
    (``code``: the table's page's address, as a QR code on both faces)."""
    width, height = canvas._pagesize  # the whole sheet: a tent has no margins to speak of
    half = height / 2
    face = Box(MARGIN, 8 * mm, width - 2 * MARGIN, half - 16 * mm)
    _tent_face(canvas, setup, face, card, code)
    canvas.saveState()
    canvas.translate(width, height)
    canvas.rotate(180)
    _tent_face(canvas, setup, face, card, code)
    canvas.restoreState()
    canvas.saveState()
    canvas.setStrokeColor(colors.HexColor("#999999"))
    canvas.setDash(4, 3)
    canvas.setLineWidth(0.6)
    canvas.line(0, half, width, half)
    canvas.restoreState()
    draw_fitted(canvas, MARGIN, half + 1.5 * mm, setup.tr("party.fold"), width - 2 * MARGIN,
                size=SMALLEST, color=GREY, align="centre")


def write_table_cards(path: str | os.PathLike[str], party: PartyData, setup: ReportSetup, *,
                      progress: Progress | None = None, codes: PartyCodes | None = None
                      ) -> Path:
    """A tent for every table (No. 1 the head table, the last the booby table), one a page
    (with ``codes``: each table's QR code on both faces)."""
    cards = party.table_cards()
    heading = Heading(setup.tr("party.table_cards"), _party_subtitle(party, setup))
    tables = codes.tables if codes is not None else {}
    return _lay_out(path, setup, heading, cards, 1, 1,
                    lambda c, b, card: draw_table_card(c, setup, b, card, len(cards),
                                                       tables.get(card.number, "")),
                    progress, plain=True)


# --- next-round slips -----------------------------------------------------------------------
def draw_slip(canvas: Canvas, setup: ReportSetup, box: Box, slip: RoundSlip, tables: int) -> None:
    """Who sits at a table in the next round: the partners' names in large type."""
    pad = 5 * mm
    canvas.setStrokeColor(colors.black)
    canvas.setLineWidth(1.2)
    canvas.roundRect(box.x, box.y, box.w, box.h, 3 * mm)
    x, w = box.x + pad, box.w - 2 * pad
    title = (setup.tr("party.slip", round=slip.round, table=slip.table) if slip.round
             else setup.tr("party.slip_next", table=slip.table))
    y = draw_lines(canvas, x, box.top - pad, title, w, font=BOLD, size=22, min_size=14,
                   max_lines=2)
    marker = ""
    if slip.table == 1:
        marker = setup.tr("party.head")
    elif slip.table == tables and tables > 1:
        marker = setup.tr("party.booby")
    if marker:
        y = draw_lines(canvas, x, y - 1 * mm, marker, w, font=BOLD, size=14, min_size=12,
                       max_lines=1, color=GREY)
    pairs = slip.pairs or ((),)
    room = y - 3 * mm - (box.y + pad)
    each = room / len(pairs)
    for pair in pairs:
        text = f" {setup.tr('and')} ".join(pair) if pair else "—"
        lines, size = fit_lines(text, w, BOLD, 20, 14, max_lines=max(1, int(each // 24)))
        top = y - 3 * mm
        draw_fitted(canvas, x, top - 3 * mm, setup.tr("party.pair"), w, size=9, color=GREY)
        draw_lines(canvas, x, top - 4 * mm, text, w, font=BOLD, size=size, min_size=size,
                   max_lines=len(lines))
        y -= each


def write_round_slips(path: str | os.PathLike[str], party: PartyData, setup: ReportSetup, *,
                      progress: Progress | None = None) -> Path:
    """A slip per table with the next round's seating, four to a page."""
    if not party.slips:
        raise ReportError("report.no_slips")
    tables = party.table_count
    heading = Heading(setup.tr("party.slips"), _party_subtitle(party, setup))
    slips = sorted(party.slips, key=lambda s: (s.round, s.table))
    return _lay_out(path, setup, heading, slips, 2, 2,
                    lambda c, b, slip: draw_slip(c, setup, b, slip, tables), progress)
