"""The chip statement of an evening: each player's chips and money, and who pays whom."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm

from clubapp.ledger import Statement
from clubapp.reports.page import (
    Heading,
    Progress,
    ReportSetup,
    build_document,
    content_width,
    grid,
    para,
    styles,
)


def _signed(value: Any) -> str:
    return f"{value:+}"


def statement_story(statement: Statement, setup: ReportSetup) -> list[Any]:
    """The players' lines as a table, then the payments that settle them."""
    st = styles()
    numbers = [30 * mm, 36 * mm, 30 * mm]
    name_width = content_width(setup) - sum(numbers)
    head = [para(setup.tr(k), st["cell_bold"]) for k in
            ("chips.player", "chips.held", "chips.net", "chips.money")]
    body = [[para(line.player, st["cell"], width=name_width - 6, lines=2),
             setup.number(line.held), _signed(line.net_units), _signed(line.net_money)]
            for line in statement.lines]
    story: list[Any] = [
        para(setup.tr("chips.value", money=f"{statement.value.money}"), st["body"]),
        grid([head, *body], [name_width, *numbers], numeric_from=1),
        para(setup.tr("chips.payments"), st["cell_bold"]),
    ]
    if not statement.payments:
        story.append(para(setup.tr("chips.nobody_owes"), st["body"]))
    for payment in statement.payments:
        story.append(para(setup.tr("chips.pays", payer=payment.payer, payee=payment.payee,
                                   amount=f"{payment.amount}"), st["body"]))
    return story


def write_chip_statement(path: str | os.PathLike[str], statement: Statement, setup: ReportSetup,
                         *, caption: str = "", progress: Progress | None = None) -> Path:
    """The evening's chip statement and settlement, written to ``path``."""
    heading = Heading(setup.tr("chips.title"), caption)
    return build_document(path, setup, heading, statement_story(statement, setup),
                          progress=progress)
