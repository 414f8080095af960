"""The chip statement of an evening: each table's chips, each player's net, the payments.

- each chip table: every player's chips won or lost there (the figure on that table's score
  sheet), the pool left at the close and each player's share of it, and a proof row: the
  players' chips and the pool add up to nothing;
- the players: chips at the tables, pool shares, the net in chips and in money, and a proof
  row that adds up to nothing in both;
- the payments that settle them, as a table with a box to tick when paid.

Money and dates are written the document's way (0.05 in English, 0,05 in Russian). Given only a
settlement (``ledger.Statement``, as the window's chips dialog has it), the tables are left out.
"""

from __future__ import annotations

import os
from decimal import Decimal
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Paragraph, Spacer

from clubapp.glossary import game_name
from clubapp.ledger import Statement
from clubapp.reports.layout import LIGHT, Column, simple_table
from clubapp.reports.page import (
    Heading,
    Progress,
    ReportSetup,
    build_document,
    content_width,
    para,
    styles,
)
from clubapp.services.chips import ChipStatement, TableChips
from clubapp.words import formats

PAID_BOX = "☐"
TOTAL_ROW = [("BACKGROUND", (0, -1), (-1, -1), LIGHT),  # set in bold: the columns' last row
             ("LINEABOVE", (0, -1), (-1, -1), 1.2, "#000000")]


def signed(setup: ReportSetup, value: int) -> str:
    return ("+" if value > 0 else "") + setup.number(value)


def money(setup: ReportSetup, amount: Decimal, *, sign: bool = False) -> str:
    text = formats.money(amount, setup.lang)
    return f"+{text}" if sign and amount > 0 else text


def _table_story(table: TableChips, setup: ReportSetup, width: float) -> list[Any]:
    """One chip table: chips won or lost there, the pool's shares, the proof."""
    figures = [(n, table.chips.get(n, 0), table.shares.get(n, 0)) for n in table.players]
    shared = sum(share for _n, _c, share in figures)
    figures.append((setup.tr("chips.pool_left"), table.pool_left, -shared))
    rows = [[who, signed(setup, c), signed(setup, s) if s else "", signed(setup, c + s)]
            for who, c, s in figures]
    # the proof: players and the pool add up to nothing, before and after the shares
    rows.append([setup.tr("chips.proof"), setup.number(sum(c for _w, c, _s in figures)),
                 setup.number(sum(s for _w, _c, s in figures)),
                 setup.number(sum(c + s for _w, c, s in figures))])
    heads = [setup.tr("chips.player"), setup.tr("chips.at_table"), setup.tr("chips.share"),
             setup.tr("chips.net")]
    columns = [Column(h, [r[i] for r in rows], align="LEFT" if i == 0 else "RIGHT",
                      grow=3 if i == 0 else 1, bold_rows=(-1,)) for i, h in enumerate(heads)]
    title = setup.tr("chips.table_title", n=table.table, game=game_name(table.game_id, setup.lang)
                     if table.game_id else "")
    return [KeepTogether([Paragraph(title, styles()["subheading"]),
                          simple_table(columns, width, extra_style=TOTAL_ROW)])]


def _players_story(statement: Statement, tables: tuple[TableChips, ...], setup: ReportSetup,
                   width: float) -> list[Any]:
    """Every player's chips at the tables, pool shares, net chips and money, with the proof."""
    at_tables: dict[str, int] = {}
    shares: dict[str, int] = {}
    for table in tables:
        for name, n in table.chips.items():
            at_tables[name] = at_tables.get(name, 0) + n
        for name, n in table.shares.items():
            shares[name] = shares.get(name, 0) + n
    with_tables = bool(tables)
    rows = []
    for line in statement.lines:
        row = [line.player]
        if with_tables:
            row += [signed(setup, at_tables.get(line.player, line.net_units)),
                    signed(setup, shares.get(line.player, 0)) if shares.get(line.player) else ""]
        row += [signed(setup, line.net_units), money(setup, line.net_money, sign=True)]
        rows.append(row)
    total = [setup.tr("chips.proof")]
    if with_tables:  # the pools' chips at the close, then shared: players and pools add up
        left = sum(t.pool_left for t in tables)
        rows.append([setup.tr("chips.pools_left"), signed(setup, left),
                     signed(setup, -sum(shares.values())) if shares else "", "", ""])
        total += [setup.number(sum(at_tables.get(ln.player, 0) for ln in statement.lines)
                               + left), setup.number(0)]
    total += [setup.number(sum(ln.net_units for ln in statement.lines)),
              money(setup, sum((ln.net_money for ln in statement.lines), Decimal(0)))]
    rows.append(total)
    heads = [setup.tr("chips.player")]
    if with_tables:
        heads += [setup.tr("chips.at_tables"), setup.tr("chips.shares")]
    heads += [setup.tr("chips.net"), setup.tr("chips.money")]
    columns = [Column(h, [r[i] for r in rows], align="LEFT" if i == 0 else "RIGHT",
                      grow=3 if i == 0 else 1, bold_rows=(-1,)) for i, h in enumerate(heads)]
    return [Paragraph(setup.tr("chips.players"), styles()["subheading"]),
            simple_table(columns, width, extra_style=TOTAL_ROW)]


def _payments_story(statement: Statement, setup: ReportSetup, width: float) -> list[Any]:
    """The payments as a table with a box to tick when paid."""
    st = styles()
    story: list[Any] = [Paragraph(setup.tr("chips.payments"), st["subheading"])]
    if not statement.payments:
        return [*story, para(setup.tr("chips.nobody_owes"), st["body"])]
    heads = [setup.tr("chips.payer"), setup.tr("chips.payee"), setup.tr("chips.amount"),
             setup.tr("chips.paid")]
    rows = [[p.payer, p.payee, money(setup, p.amount), PAID_BOX] for p in statement.payments]
    columns = [Column(heads[0], [r[0] for r in rows], grow=3),
               Column(heads[1], [r[1] for r in rows], grow=3),
               Column(heads[2], [r[2] for r in rows], align="RIGHT"),
               Column(heads[3], [r[3] for r in rows], align="CENTER", hand=14 * mm, grow=0)]
    table = simple_table(columns, width, extra_style=[("FONT", (3, 1), (3, -1), "ClubSans", 14),
                                                      ("TOPPADDING", (0, 1), (-1, -1), 4),
                                                      ("BOTTOMPADDING", (0, 1), (-1, -1), 4)])
    return [*story, table]


def statement_story(statement: ChipStatement | Statement, setup: ReportSetup) -> list[Any]:
    """The tables (when known), the players with the proof, and the payments."""
    st = styles()
    width = content_width(setup)
    settled = statement.settlement if isinstance(statement, ChipStatement) else statement
    tables = statement.tables if isinstance(statement, ChipStatement) else ()
    value = settled.value
    worth = setup.tr("chips.value" if value.units == 1 else "chips.value_units",
                     money=money(setup, value.money), units=setup.number(value.units))
    story: list[Any] = [para(worth, st["body"]), Spacer(1, 2 * mm)]
    for table in tables:
        story += _table_story(table, setup, width)
    if tables:
        story.append(para(setup.tr("chips.shares_how"), st["small"]))
    story += _players_story(settled, tables, setup, width)
    story += _payments_story(settled, setup, width)
    return story


def write_chip_statement(path: str | os.PathLike[str], statement: ChipStatement | Statement,
                         setup: ReportSetup, *, caption: str = "",
                         progress: Progress | None = None) -> Path:
    """The evening's chip statement and settlement, written to ``path``."""
    if isinstance(statement, ChipStatement) and not caption:
        evening = statement.evening
        caption = f"{evening.name} · {setup.date(evening.date)}"
    heading = Heading(setup.tr("chips.title"), caption)
    return build_document(path, setup, heading, statement_story(statement, setup),
                          progress=progress)
