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

from clubapp.reports.fonts import BOLD, REGULAR, register_fonts
from clubapp.web.qr import qr_matrix
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


def _fitted(canvas: Canvas, text: str, font: str, size: float, width: float) -> float:
    while size > 5 and canvas.stringWidth(text, font, size) > width:
        size -= 0.5
    return size


def _card(canvas: Canvas, card: AddressCard, x: float, y: float, w: float, h: float,
          scan: str) -> None:
    canvas.setStrokeColorRGB(0.6, 0.6, 0.6)
    canvas.rect(x, y, w, h)
    inner = w - 16 * mm
    size = _fitted(canvas, card.title, BOLD, 26 if h > 150 * mm else 16, inner)
    canvas.setFont(BOLD, size)
    canvas.drawCentredString(x + w / 2, y + h - 10 * mm - size * 0.7, card.title)
    top = y + h - 14 * mm - size
    if card.subtitle:
        small = _fitted(canvas, card.subtitle, REGULAR, 12 if h > 150 * mm else 9, inner)
        canvas.setFont(REGULAR, small)
        canvas.drawCentredString(x + w / 2, top, card.subtitle)
        top -= small + 3 * mm
    code = min(inner, top - y - 22 * mm)
    draw_qr(canvas, card.url, x + (w - code) / 2, top - code, code)
    note = _fitted(canvas, scan, REGULAR, 10 if h > 150 * mm else 8, inner)
    canvas.setFont(REGULAR, note)
    canvas.drawCentredString(x + w / 2, top - code - 6 * mm, scan)
    url = _fitted(canvas, card.url, REGULAR, 8, inner)
    canvas.setFont(REGULAR, url)
    canvas.drawCentredString(x + w / 2, top - code - 11 * mm, card.url)


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
