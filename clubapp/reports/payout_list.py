"""The evening's payout list: the prize fund and the rule it is paid by, every prize by place
(players tied on a place sharing the places they cover), the pots won and by what, what each
pot carries on, and a box to tick as each sum is handed over (prizes paid in cash; prizes
credited to the members' balances are marked so, with no box).

Every figure is the money service's (``MoneyService.evening_money``).
"""

from __future__ import annotations

import os
from decimal import Decimal
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from clubapp.ledger.money import PayoutRule
from clubapp.reports.layout import Column, simple_table
from clubapp.reports.money_parts import (
    PAID_BOX,
    TOTAL_ROW,
    amount,
    caption,
    currency_line,
    subheading,
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
from clubapp.services.money_views import EveningMoneyView, PayoutView, PotView
from clubapp.words import Message, formats, say

ZERO = Decimal(0)
ROUNDINGS = ("cents_to_house", "cents_to_first", "halves_to_first", "wholes_to_house")


def _percent(setup: ReportSetup, value: Decimal) -> str:
    return formats.decimal(value.normalize(), setup.lang)


def rule_lines(view: EveningMoneyView, setup: ReportSetup) -> list[str]:
    """The prize fund and the payout rule in sentences (nothing where no rule is set)."""
    rule: PayoutRule | None = view.setup.payout
    if rule is None:
        return []
    out = []
    if not rule.party:
        out.append(words(setup, "payouts.fund", fund=amount(setup, view.fund),
                         percent=_percent(setup, rule.fund), fees=amount(setup, view.book.fees)))
    if rule.party:
        out.append(words(setup, "payouts.rule_party"))
    elif rule.top_percent is not None:
        out.append(words(setup, "payouts.rule_top", percent=_percent(setup, rule.top_percent),
                         count=view.places_paid, field=len(view.players)))
    else:
        out.append(words(setup, "payouts.rule_places", count=len(rule.places),
                         shares=" / ".join(_percent(setup, s) for s in rule.places)))
    if not rule.party:
        name = rule.rounding.name if rule.rounding.name in ROUNDINGS else "custom"
        out.append(words(setup, f"payouts.rounding.{name}"))
    return out


def place_text(setup: ReportSetup, payout: PayoutView) -> str:
    """A place as the list shows it: "2", or "2–3, shared" for players tied over places."""
    if payout.shared > 1 and len(payout.covers) > 1:
        return words(setup, "payouts.shared", first=payout.covers[0], last=payout.covers[-1])
    if payout.shared > 1:
        return words(setup, "payouts.shared_one", place=payout.place)
    return str(payout.place)


def _prize_word(setup: ReportSetup, payout: PayoutView) -> str:
    return words(setup, f"payouts.prize.{payout.prize}") if payout.prize in (
        "first", "second", "consolation") else ""


def prizes_story(view: EveningMoneyView, setup: ReportSetup, width: float,
                 in_cash: bool) -> list[Any]:
    """The prizes by place, with their total and a box for each where paid in cash."""
    story: list[Any] = [subheading(words(setup, "payouts.prizes_total"))]
    if not view.payouts:
        return [*story, para(words(setup, "payouts.none"), styles()["body"])]
    party = any(p.prize for p in view.payouts)
    rows = []
    for payout in view.payouts:
        row = [place_text(setup, payout), payout.name]
        if party:
            row.append(_prize_word(setup, payout))
        row.append(amount(setup, payout.amount))
        rows.append(row)
    total = [words(setup, "total"), ""] + ([""] if party else []) + [amount(setup, view.prizes)]
    rows.append(total)
    heads = [words(setup, "payouts.place"), words(setup, "player")]
    if party:
        heads.append(words(setup, "payouts.prize"))
    heads.append(words(setup, "amount"))
    columns = [Column(h, [r[i] for r in rows], align="RIGHT" if i == len(heads) - 1 else "LEFT",
                      grow=4 if i == 1 else 1, bold_rows=(-1,)) for i, h in enumerate(heads)]
    columns.append(_box_column(setup, len(rows), in_cash))
    style = [*TOTAL_ROW, *_box_style(len(columns) - 1)]
    return [*story, simple_table(columns, width, extra_style=style)]


def _box_column(setup: ReportSetup, rows: int, in_cash: bool) -> Column:
    """A box to tick as each sum is handed over (none on the total row); prizes credited to
    the balances say so instead."""
    if in_cash:
        cells = [PAID_BOX] * (rows - 1) + [""]
        return Column(words(setup, "paid_box"), cells, align="CENTER", hand=14 * mm, grow=0)
    cells = ["✓"] * (rows - 1) + [""]
    return Column(words(setup, "payouts.credited"), cells, align="CENTER", grow=0)


def _box_style(column: int) -> list[tuple[Any, ...]]:
    return [("FONT", (column, 1), (column, -2), "ClubSans", 14),
            ("TOPPADDING", (0, 1), (-1, -1), 4), ("BOTTOMPADDING", (0, 1), (-1, -1), 4)]


def winning_claims(pot: PotView) -> list[Message | None]:
    """For each of a pot's winners in order, the claim that won him his part: the claims are
    taken in the order recorded, each player's part by the first claim of his not yet counted
    (a partnership's claim pays each partner once)."""
    counted: list[set[int]] = [set() for _ in pot.claims]
    out: list[Message | None] = []
    for member, _name, _won in pot.winners:
        why = None
        for number, claim in enumerate(pot.claims):
            if member in claim.member_ids and member not in counted[number]:
                counted[number].add(member)
                why = claim.why
                break
        out.append(why)
    return out


def why_words(setup: ReportSetup, why: Message | None, name: str) -> str:
    """A claim's reason beside its winner's name: "a hand of 24 (Cribbage deal 1)" (the
    claim's own words begin with the players' names, already in the row)."""
    if why is None:
        return ""
    said = say(why, setup.lang)
    head, mark, rest = said.partition(": ")
    return rest if mark and name in head else said


def pots_story(view: EveningMoneyView, setup: ReportSetup, width: float,
               in_cash: bool) -> list[Any]:
    """Each pot won: who, by what (the deal and hand, or the treasurer's award), how much;
    then what each pot carries on."""
    st = styles()
    story: list[Any] = [subheading(words(setup, "payouts.pots"))]
    rows = []
    for pot in view.pots:
        for (_member, name, won), why in zip(pot.winners, winning_claims(pot), strict=True):
            rows.append([pot.name, name, why_words(setup, why, name), amount(setup, won)])
    if rows:
        won = sum((p.won for p in view.pots), ZERO)
        rows.append([words(setup, "total"), "", "", amount(setup, won)])
        heads = [words(setup, "payouts.pot"), words(setup, "player"), words(setup, "payouts.why"),
                 words(setup, "amount")]
        columns = [Column(h, [r[i] for r in rows], align="RIGHT" if i == 3 else "LEFT",
                          grow=(2, 3, 4, 1)[i], bold_rows=(-1,)) for i, h in enumerate(heads)]
        columns.append(_box_column(setup, len(rows), in_cash))
        story.append(simple_table(columns, width,
                                  extra_style=[*TOTAL_ROW, *_box_style(len(columns) - 1)]))
    else:
        story.append(para(words(setup, "payouts.pots_none"), st["body"]))
    for pot in view.pots:
        if pot.carried_out:
            story.append(para(words(setup, "payouts.carried", pot=pot.name,
                                    amount=amount(setup, pot.carried_out)), st["body"]))
    return story


def payout_list_story(view: EveningMoneyView, setup: ReportSetup) -> list[Any]:
    """The rule, the prizes, the pots and what was paid out in all."""
    st = styles()
    width = content_width(setup)
    story: list[Any] = [*currency_line(setup, view.currency)]
    if not view.setup.set_up:
        return [*story, para(words(setup, "not_set_up"), st["body"])]
    in_cash = view.setup.pay_out != "balance"
    story += [para(line, st["body"]) for line in rule_lines(view, setup)]
    if any(p.shared > 1 for p in view.payouts):
        story.append(para(words(setup, "payouts.ties"), st["body"]))
    story += prizes_story(view, setup, width, in_cash)
    if view.setup.payout is not None and not view.setup.payout.party and view.fund_left:
        story.append(para(words(setup, "payouts.left", amount=amount(setup, view.fund_left)),
                          st["body"]))
    if view.pots:
        story += pots_story(view, setup, width, in_cash)
    story.append(Spacer(1, 3 * mm))
    paid = view.prizes + sum((p.won for p in view.pots), ZERO)
    story.append(para(f"{words(setup, 'payouts.all_total')}: {amount(setup, paid)}",
                      st["cell_bold"]))
    return story


def write_payout_list(path: str | os.PathLike[str], view: EveningMoneyView, setup: ReportSetup,
                      *, progress: Progress | None = None) -> Path:
    """The evening's payout list, written to ``path``."""
    heading = Heading(words(setup, "payouts.title"), caption(setup, view.evening))
    return build_document(path, setup, heading, payout_list_story(view, setup),
                          progress=progress)
