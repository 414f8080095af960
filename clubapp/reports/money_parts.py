"""What the money documents share: their words, sums written the document's way, the
evening's caption and the proof row's look (the chip statement's: grey, bold, ruled above).

The documents' words are the catalogue's ``money_documents`` section; a sum is written by the
one formatter (1,234.50 · 1 234,50) without its currency in the columns — the currency is said
once, above them ("Amounts in USD.") — as a treasurer's book is kept.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from reportlab.platypus import Paragraph

from clubapp.reports.layout import LIGHT
from clubapp.reports.page import ReportSetup, para, styles
from clubapp.services.views import EveningView
from clubapp.words import Message, formats, say

TOTAL_ROW = [("BACKGROUND", (0, -1), (-1, -1), LIGHT),  # set in bold: the columns' last row
             ("LINEABOVE", (0, -1), (-1, -1), 1.2, "#000000")]
PAID_BOX = "☐"


def words(setup: ReportSetup, key: str, **values: object) -> str:
    """A money document's words (``money_documents.<key>``) in its language."""
    return say(Message(f"money_documents.{key}", **values), setup.lang)


def amount(setup: ReportSetup, value: Decimal, *, sign: bool = False) -> str:
    """A sum as the document's language writes it; ``sign``: a plus before a gain."""
    text = formats.money(value, setup.lang)
    return f"+{text}" if sign and value > 0 else text


def caption(setup: ReportSetup, evening: EveningView) -> str:
    """The evening as a money document's subtitle: its name and date."""
    return f"{evening.name} · {setup.date(evening.date)}"


def currency_line(setup: ReportSetup, currency: str) -> list[Any]:
    """"Amounts in USD." above the tables, where the club has named its currency."""
    if not currency:
        return []
    return [para(words(setup, "amounts_in", currency=currency), styles()["body"])]


def verdict(setup: ReportSetup, balanced: bool) -> str:
    """The proof row's word: balanced, or that it does not."""
    return words(setup, "balanced" if balanced else "not_balanced")


def subheading(text: str) -> Paragraph:
    """A section's heading (plain text, escaped)."""
    return para(text, styles()["subheading"])
