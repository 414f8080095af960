"""A member's statement: his balance brought forward, every deposit and paying back, each
evening's charges, how he paid them, his prizes and pots and what of them was handed to him in
cash, the balance after each line, and the balance at the end — over a season (the days of its
evenings) or over everything on record.

A payment from the balance moves nothing on its own line (the evening's charge has already
been taken from the balance): its sum is said in the line's words and its amount left empty.
A proof under the table: what was brought forward and the lines make the balance at the end.
Every figure is the money service's (``MoneyService.statement``).
"""

from __future__ import annotations

import os
from decimal import Decimal
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from clubapp.reports.layout import Column, simple_table
from clubapp.reports.money_parts import TOTAL_ROW, amount, currency_line, verdict, words
from clubapp.reports.page import (
    Heading,
    Progress,
    ReportSetup,
    build_document,
    content_width,
    para,
    styles,
)
from clubapp.services.money_views import StatementLineView, StatementView

ZERO = Decimal(0)


def period(statement: StatementView, setup: ReportSetup) -> str:
    """The statement's period: the season and its days, or everything on record."""
    if statement.season_id is None:
        return words(setup, "statement.everything")
    if statement.first_day is None or statement.last_day is None:
        return words(setup, "statement.season_empty", season=statement.season_name)
    return words(setup, "statement.season", season=statement.season_name,
                 first=setup.date(statement.first_day), last=setup.date(statement.last_day))


def line_words(setup: ReportSetup, line: StatementLineView) -> str:
    """What a line is, in words (a payment from the balance says its sum)."""
    return words(setup, f"statement.kind.{line.kind}", amount=amount(setup, line.figure)) \
        if line.kind == "balance" else words(setup, f"statement.kind.{line.kind}")


def lines_table(statement: StatementView, setup: ReportSetup, width: float) -> Any:
    """The lines between the balance brought forward and the balance at the end."""
    rows = [["", words(setup, "statement.opening"), "", "", amount(setup, statement.opening)]]
    for line in statement.lines:
        shown = "" if line.kind == "balance" else amount(setup, line.amount, sign=True)
        rows.append([setup.table_date(line.day), line_words(setup, line),
                     line.evening_name or line.note, shown, amount(setup, line.balance)])
    rows.append(["", words(setup, "statement.closing"), "", "",
                 amount(setup, statement.closing)])
    heads = [words(setup, "statement.date"), words(setup, "statement.what"),
             words(setup, "statement.where"), words(setup, "amount"),
             words(setup, "statement.balance")]
    columns = [Column(h, [r[i] for r in rows], align="RIGHT" if i >= 3 else "LEFT",
                      grow=(1, 3, 4, 1, 1)[i], bold_rows=(0, -1)) for i, h in enumerate(heads)]
    return simple_table(columns, width, extra_style=TOTAL_ROW)


def statement_story(statement: StatementView, setup: ReportSetup) -> list[Any]:
    """The period, the lines with their balances, the proof."""
    st = styles()
    story: list[Any] = [para(period(statement, setup), st["body"]),
                        *currency_line(setup, statement.currency), Spacer(1, 2 * mm)]
    if not statement.lines:
        story.append(para(words(setup, "statement.none"), st["body"]))
    story.append(lines_table(statement, setup, content_width(setup)))
    moved = sum((line.amount for line in statement.lines), ZERO)
    story.append(Spacer(1, 2 * mm))
    story.append(para(words(setup, "statement.proof", opening=amount(setup, statement.opening),
                            lines=amount(setup, moved, sign=True),
                            closing=amount(setup, statement.closing),
                            verdict=verdict(setup, statement.opening + moved
                                            == statement.closing)), st["body"]))
    if statement.closing < 0 or any(line.balance < 0 for line in statement.lines):
        story.append(para(words(setup, "statement.owes"), st["small"]))
    return story


def write_money_statement(path: str | os.PathLike[str], statement: StatementView,
                          setup: ReportSetup, *, progress: Progress | None = None) -> Path:
    """A member's statement, written to ``path``."""
    heading = Heading(words(setup, "statement.title"), statement.name)
    return build_document(path, setup, heading, statement_story(statement, setup),
                          progress=progress)
