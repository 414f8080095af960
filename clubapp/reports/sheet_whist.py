"""The whist and boston sheets (seeds/004 lines 9–37).

Whist (lines 11–25) is kept as a rubber sheet: below the line, deal by deal, each side's tricks
and trump honours and the points they score towards the game (2 a trick over six; three, four,
five honours 2, 4, 6); above the line, each game's value (single, double, triple, line 23) and
the rubber's premium (+5 short, +3 long, line 25): ``whist_above_line`` in ``sheet_extras``.
What a deal scores after its game is won counts nothing (tricks before honours): B's honours
in the deal where A went out by tricks are "—" under "For honours", and the remarks say they
were not counted (the sheet printed «За онёры 4» beside a total that had not moved).

Boston (lines 29–37): the declarer, the contract, its suit (first, second, third), the tricks
taken and whether the contract was made, then each player's points and total; the contract
table is printed with the sheet.
"""

from __future__ import annotations

from collections.abc import Mapping

from reportlab.lib.units import mm

from clubapp.message import Message, said
from clubapp.reports.sheet_design import (
    Col,
    DealLine,
    Design,
    SheetInfo,
    SideCol,
    dealer_col,
    entry_col,
    points_col,
    total_col,
)
from clubapp.rules import RuleError


def _split(line: DealLine, name: str, total: int) -> dict[str, int] | None:
    from clubapp.rules.games.whist_ru import complete_split

    given = line.entry.get(name)
    if not isinstance(given, Mapping):
        return None
    try:
        return complete_split(given, total, name, name)
    except RuleError:
        return None


def whist_design(info: SheetInfo) -> Design:
    from clubapp.rules.games.whist_ru import (
        TRICKS_IN_DEAL,
        TRUMP_HONOURS,
        RussianWhist,
        honour_points,
        trick_points,
    )

    def count(name: str, total: int):
        def value(line: DealLine, side: str) -> str:
            split = _split(line, name, total)
            return "" if split is None else info.number(split[side])
        return value

    def not_counted(line: DealLine) -> tuple[tuple[str, str, int], ...]:
        """What the deal scored after its game was won, as the rules count it."""
        tricks = _split(line, "tricks", TRICKS_IN_DEAL)
        honours = _split(line, "honours", TRUMP_HONOURS)
        if tricks is None or honours is None or not isinstance(info.rules, RussianWhist):
            return ()
        return info.rules.not_counted(line.before, tricks, honours)

    def scored(what: str, line: DealLine, side: str, points: int) -> str:
        if any(w == what and s == side for w, s, _ in not_counted(line)):
            return "—"  # the game was won before it: see the remarks
        return info.number(points)

    def for_tricks(line: DealLine, side: str) -> str:
        split = _split(line, "tricks", TRICKS_IN_DEAL)
        return "" if split is None else scored("tricks", line, side, trick_points(split[side]))

    def for_honours(line: DealLine, side: str) -> str:
        split = _split(line, "honours", TRUMP_HONOURS)
        return "" if split is None else scored("honours", line, side,
                                               honour_points(split[side]))

    def remarks(line: DealLine) -> str:
        return said(tuple(Message(f"whist.not_counted_{what}", side=side)
                          for what, side, _points in not_counted(line)), info.lang)

    per_side = (SideCol(info.tr("whist.tricks"), count("tricks", TRICKS_IN_DEAL), hand=8 * mm),
                SideCol(info.tr("whist.honours"), count("honours", TRUMP_HONOURS), hand=8 * mm),
                SideCol(info.tr("whist.for_tricks"), for_tricks, hand=8 * mm),
                SideCol(info.tr("whist.for_honours"), for_honours, hand=8 * mm),
                total_col(info))
    notes = (info.tr("whist.below"),)
    return Design((dealer_col(info),), per_side, notes=notes,
                  covers=frozenset({"tricks", "honours"}), more_remarks=remarks)


def boston_design(info: SheetInfo) -> Design:
    from clubapp.rules.games.boston import contract_made

    def made(line: DealLine) -> str:
        contract, tricks = line.entry.get("contract"), line.entry.get("tricks")
        if not isinstance(contract, str) or not isinstance(tricks, int):
            return ""
        return info.tr("yes") if contract_made(contract, tricks) else info.tr("no")

    lead = [dealer_col(info)]
    for name in ("declarer", "contract", "suit", "tricks"):
        col = entry_col(info, name, hand=8 * mm if name in ("suit", "tricks") else None)
        if col is not None:
            lead.append(col)
    lead.append(Col(info.tr("boston.made"), made, hand=9 * mm, align="CENTER"))
    return Design(tuple(lead), (points_col(info), total_col(info)),
                  covers=frozenset({"declarer", "contract", "suit", "tricks"}))
