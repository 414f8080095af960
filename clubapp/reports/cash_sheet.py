"""The evening's cash sheet: what each player owed and how he paid, then the treasurer's book
of the evening section by section — takings, how they were settled, the prizes, each pot
(carried in, stakes, won, carried on), the house, the cash box — and the proof row last, which
is nothing when every cent taken is paid out, carried or kept by the house (the chip statement's
proof row is its model).

Every figure is the money service's (``MoneyService.evening_money`` and ``cash_sheet``): the
document adds nothing up itself but the players' columns, whose totals are the sheet's own
lines.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from clubapp.reports.layout import Column, simple_table
from clubapp.reports.money_parts import (
    TOTAL_ROW,
    amount,
    caption,
    currency_line,
    subheading,
    verdict,
    words,
)
from clubapp.reports.page import (
    Heading,
    Progress,
    ReportSetup,
    build_document,
    content_width,
    para,
    styles,
)
from clubapp.services.money_views import CashSheetView, EveningMoneyView, PlayerMoneyView
from clubapp.words import say

SECTIONS = ("takings", "received", "payouts", "pots", "house", "cash", "proof")
ZERO = Decimal(0)


@dataclass(frozen=True)
class CashSheetData:
    """What the cash sheet prints: the evening's money and its sheet, both the service's."""

    money: EveningMoneyView
    sheet: CashSheetView

    @classmethod
    def of(cls, services: Any, evening_id: int) -> CashSheetData:
        """Read from the services (ServiceError for an evening that is not there)."""
        return cls(services.money.evening_money(evening_id),
                   services.money.cash_sheet(evening_id))


def _name(setup: ReportSetup, line: PlayerMoneyView) -> str:
    return words(setup, "guest", name=line.name) if line.guest else line.name


def charges_line(setup: ReportSetup, view: EveningMoneyView) -> str:
    """What the evening charges, in a sentence: entry fee, guests' fee, table money."""
    setup_view = view.setup
    guest = setup_view.guest_fee if setup_view.guest_fee is not None else setup_view.entry_fee
    return words(setup, "cash.charges", fee=amount(setup, setup_view.entry_fee),
                 guest_fee=amount(setup, guest), table=amount(setup, setup_view.table_money))


def players_story(view: EveningMoneyView, setup: ReportSetup, width: float) -> list[Any]:
    """Every player of the field: his entry fee, the rest he owed, and how he settled it, with
    a total row."""
    story: list[Any] = [subheading(words(setup, "cash.players"))]
    if not view.players:
        return [*story, para(words(setup, "cash.nobody"), styles()["body"])]
    figures = [(line.fee, line.table_money + line.extras + line.stakes, line.due, line.cash,
                line.card, line.balance, line.waived, line.unpaid) for line in view.players]
    # how each paid: a way he did not use is left blank, so that the sums stand out
    rows = [[_name(setup, line), *(amount(setup, f) if f or not 3 <= i <= 6 else ""
                                   for i, f in enumerate(each))]
            for line, each in zip(view.players, figures, strict=True)]
    totals = [sum((each[i] for each in figures), ZERO) for i in range(len(figures[0]))]
    rows.append([words(setup, "total"), *(amount(setup, t) for t in totals)])
    heads = [words(setup, "player"), words(setup, "cash.fee"), words(setup, "cash.other"),
             words(setup, "cash.due"), words(setup, "cash.cash"), words(setup, "cash.card"),
             words(setup, "cash.balance"), words(setup, "cash.waived"),
             words(setup, "cash.unpaid")]
    columns = [Column(head, [r[i] for r in rows], align="LEFT" if i == 0 else "RIGHT",
                      grow=4 if i == 0 else 1, bold_rows=(-1,)) for i, head in enumerate(heads)]
    return [*story, simple_table(columns, width, extra_style=TOTAL_ROW)]


def book_story(sheet: CashSheetView, setup: ReportSetup, width: float) -> list[Any]:
    """The sheet's lines in one table, each section under its name, totals in bold, the
    proof row last with its verdict."""
    rows: list[list[str]] = []
    bold: list[int] = []
    sections: list[int] = []
    for section in SECTIONS:
        lines = [line for line in sheet.lines if line.section == section]
        if not lines:
            continue
        if section != "proof":
            sections.append(len(rows))
            bold.append(len(rows))
            rows.append([words(setup, f"cash.section.{section}"), "", ""])
        for line in lines:
            what = say(line.what, setup.lang)
            if section == "proof":
                what = f"{what}: {verdict(setup, sheet.balanced)}"
            if line.item == "total" or section == "proof":
                bold.append(len(rows))
            rows.append([what, setup.number(line.count) if line.count is not None else "",
                         amount(setup, line.amount)])
    heads = [words(setup, "cash.item"), words(setup, "cash.count"), words(setup, "amount")]
    columns = [Column(head, [r[i] for r in rows], align="LEFT" if i == 0 else "RIGHT",
                      grow=6 if i == 0 else 1, bold_rows=tuple(bold))
               for i, head in enumerate(heads)]
    style: list[tuple[Any, ...]] = list(TOTAL_ROW)
    for row in sections:  # a section's name across the table, on a grey ground
        style += [("SPAN", (0, row + 1), (-1, row + 1)),
                  ("BACKGROUND", (0, row + 1), (-1, row + 1), "#f2f2f2")]
    if not sheet.balanced:
        style.append(("TEXTCOLOR", (0, -1), (-1, -1), "#b00020"))
    return [simple_table(columns, width, extra_style=style)]


def cash_sheet_story(data: CashSheetData, setup: ReportSetup) -> list[Any]:
    """The whole sheet: the evening's charges, the players, the book, the proof said."""
    st = styles()
    width = content_width(setup)
    view, sheet = data.money, data.sheet
    story: list[Any] = [*currency_line(setup, sheet.currency)]
    if not view.setup.set_up:
        return [*story, para(words(setup, "not_set_up"), st["body"])]
    story.append(para(charges_line(setup, view), st["body"]))
    story.append(para(words(setup, "cash.pay_out_balance" if view.setup.pay_out == "balance"
                            else "cash.pay_out_cash"), st["body"]))
    story += players_story(view, setup, width)
    story.append(Spacer(1, 3 * mm))
    story += book_story(sheet, setup, width)
    story.append(Spacer(1, 2 * mm))
    if sheet.balanced:
        story.append(para(words(setup, "cash.proof_ok"), st["body"]))
    else:
        story.append(para(words(setup, "cash.proof_off", amount=amount(setup, sheet.proof)),
                          st["cell_bold"]))
    return story


def write_cash_sheet(path: str | os.PathLike[str], data: CashSheetData, setup: ReportSetup, *,
                     progress: Progress | None = None) -> Path:
    """The evening's cash sheet, written to ``path``."""
    heading = Heading(words(setup, "cash.title"), caption(setup, data.sheet.evening))
    return build_document(path, setup, heading, cash_sheet_story(data, setup),
                          progress=progress)
