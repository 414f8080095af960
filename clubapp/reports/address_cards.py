"""Cards with the table pages' QR codes (issue 23), printed when the evening is served: one
card per table (its number, its game, the code a phone scans, the address written out) and,
at a party, one slip per guest, four to a page, to clip to the tally card.

The codes are drawn as squares from segno's matrix, sharp at any printer's resolution. Kept
apart from the party's own table and tally cards (``party_cards``) so that those print as
before when the evening is not served.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from clubapp.qr import qr_matrix
from clubapp.reports.fonts import BOLD, REGULAR, register_fonts
from clubapp.reports.page import SMALLEST, fit_lines
from clubapp.words import Message, say


@dataclass(frozen=True)
class AddressCard:
    """What one card shows: its title ("Table 3", a guest's name), a line under it, the URL."""

    title: str
    subtitle: str
    url: str


def draw_qr(canvas: Canvas, url: str, x: float, y: float, size: float) -> None:
    """The address's QR code as a ``size`` square with its lower left corner at (x, y)."""
    matrix = qr_matrix(url)
    count = len(matrix) + 8  # four modules of quiet zone on each side
    cell = size / count
    canvas.setFillColorRGB(0, 0, 0)
    for row, cells in enumerate(matrix):
        for column, dark in enumerate(cells):
            if dark:
                canvas.rect(x + (column + 4) * cell, y + size - (row + 5) * cell, cell, cell,
                            stroke=0, fill=1)




def _lines(canvas: Canvas, text: str, font: str, size: float, width: float) -> list[str]:
    """``text`` in lines of ``width``: between words where it has spaces, else (an address)
    after a "/" where one is near enough, else where the line is full."""
    from clubapp.reports.layout import wrap

    if " " in text.strip():
        return wrap(text, font, size, width)
    lines, current = [], ""
    for char in text:
        if current and canvas.stringWidth(current + char, font, size) > width:
            cut = current.rfind("/")
            if cut >= len(current) // 2:
                lines.append(current[:cut + 1])
                current = current[cut + 1:]
            else:
                lines.append(current)
                current = ""
        current += char
    return [*lines, current]


def _card(canvas: Canvas, card: AddressCard, x: float, y: float, w: float, h: float,
          scan: str) -> None:
    canvas.setStrokeColorRGB(0.6, 0.6, 0.6)
    canvas.rect(x, y, w, h)
    inner = w - 16 * mm
    big = h > 150 * mm
    titles, size = fit_lines(card.title, inner, BOLD, 26 if big else 16, SMALLEST, 2)
    canvas.setFont(BOLD, size)
    top = y + h - 10 * mm - size * 0.7
    for line in titles:
        canvas.drawCentredString(x + w / 2, top, line)
        top -= size * 1.15
    top -= 4 * mm + size * 0.3
    if card.subtitle:
        subtitles, small = fit_lines(card.subtitle, inner, REGULAR, 12 if big else 9, SMALLEST,
                                     2)
        canvas.setFont(REGULAR, small)
        for line in subtitles:
            canvas.drawCentredString(x + w / 2, top, line)
            top -= small * 1.15
        top -= 3 * mm
    notes, note = fit_lines(scan, inner, REGULAR, 10 if big else SMALLEST, SMALLEST, 2)
    urls = _lines(canvas, card.url, REGULAR, SMALLEST, inner)
    below = 4 * mm + len(notes) * note * 1.15 + 2 * mm + len(urls) * SMALLEST * 1.15 + 4 * mm
    code = min(inner, top - y - below)
    draw_qr(canvas, card.url, x + (w - code) / 2, top - code, code)
    line_y = top - code - 6 * mm
    canvas.setFont(REGULAR, note)
    for line in notes:
        canvas.drawCentredString(x + w / 2, line_y, line)
        line_y -= note * 1.15
    line_y -= 1 * mm
    canvas.setFont(REGULAR, SMALLEST)
    for line in urls:
        canvas.drawCentredString(x + w / 2, line_y, line)
        line_y -= SMALLEST * 1.15


def write_address_cards(path: str | os.PathLike[str], tables: Sequence[AddressCard],
                        guests: Sequence[AddressCard], lang: str) -> Path:
    """The tables' cards (one a page) and the guests' slips (four a page) as one PDF."""
    register_fonts()
    out = Path(path)
    canvas = Canvas(str(out), pagesize=A4)
    canvas.setTitle(say(Message("table_entry.cards_title"), lang))
    width, height = A4
    margin = 15 * mm
    for card in tables:
        _card(canvas, card, margin, margin, width - 2 * margin, height - 2 * margin,
              say(Message("table_entry.scan_table"), lang))
        canvas.showPage()
    w, h = (width - 2 * margin) / 2, (height - 2 * margin) / 2
    for index, card in enumerate(guests):
        spot = index % 4
        _card(canvas, card, margin + (spot % 2) * w, margin + (1 - spot // 2) * h, w, h,
              say(Message("table_entry.scan_guest"), lang))
        if spot == 3 or index == len(guests) - 1:
            canvas.showPage()
    canvas.save()
    return out
