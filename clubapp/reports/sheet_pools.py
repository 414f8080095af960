"""The pool sheet (seeds/000 lines 1–85): loo, Irish loo, five-card loo, rams and rounce.

Each deal: the pool carried in, the dealer's ante, what a trick is worth, then under each player
whether he played, his tricks, the chips he won or paid this deal and his chips so far; then who
was looed (or ramsed) and what the pool carries to the next deal. Chips are counted in white
units (seeds/000 line 39: a red chip is three white in loo, five in five-card loo, line 81).

The figures come from the game's own record of each deal's payments (``PoolState``), so the
sheet and the chip ledger never disagree.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from reportlab.lib.units import mm

from clubapp.reports.sheet_design import (
    Col,
    DealLine,
    Design,
    SheetInfo,
    SideCol,
    dealer_col,
    total_col,
)
from clubapp.rules import RuleError
from clubapp.rules.games.pool_shares import POOL, PoolState

SHARE_REASONS = frozenset({"tricks"})
PAID_IN = frozenset({"looed", "ramsed", "looed by a flush"})
LOOED_BY = {"loo": "looed", "irish-loo": "looed", "five-card-loo": "looed", "rams": "ramsed",
            "rounce": "ramsed"}


def keeps_pool(info: SheetInfo) -> bool:
    """Whether the game carries a pool between deals (its memory is a ``PoolState``)."""
    try:
        state = info.rules.new_state(_seats(info), info.options)
    except RuleError:  # an odd seating only loses the pool design
        return False
    return isinstance(state.extra, PoolState)


def _seats(info: SheetInfo) -> list[str]:
    return list(info.players) if info.named else [f"p{n}" for n in range(len(info.players))]


def _transfers(line: DealLine) -> tuple[Any, ...]:
    extra = line.after.extra
    return extra.transfers if isinstance(extra, PoolState) else ()


def _carried_in(line: DealLine) -> int:
    extra = line.before.extra
    return extra.pool if isinstance(extra, PoolState) else 0


def pool_design(info: SheetInfo) -> Design:
    tricks_per_deal = int(getattr(info.rules, "tricks_per_deal", 5) or 5)
    sits_out = getattr(info.rules, "dealer_sits_out_at", None)

    def ante(line: DealLine) -> str:
        units = sum(t.units for t in _transfers(line) if t.reason == "ante")
        return info.number(units) if units else ""

    def per_trick(line: DealLine) -> str:
        tricks = line.entry.get("tricks") or {}
        for t in _transfers(line):
            if t.source == POOL and t.reason in SHARE_REASONS:
                won = tricks.get(t.destination, 0) if isinstance(tricks, Mapping) else 0
                if won:
                    return info.number(t.units // won)
        return ""

    def tricks(line: DealLine, side: str) -> str:
        given = line.entry.get("tricks") or {}
        value = given.get(side) if isinstance(given, Mapping) else None
        playing = line.entry.get("in")
        if isinstance(playing, list) and side not in playing:
            return "—"  # passed: did not play this deal
        if side == line.dealer and len(line.before.players) == sits_out:
            return "—"  # rams at six: the dealer deals himself no cards (seeds/000 line 5)
        if isinstance(playing, list) or (isinstance(given, Mapping) and given):
            return info.number(int(value or 0))  # a simple pool: everyone played
        return ""

    def chips(line: DealLine, side: str) -> str:
        moved = (line.record.chips or {}).get(side)
        return info.signed(int(moved)) if moved else ""

    who = LOOED_BY.get(info.rules.id, "looed")

    def remarks(line: DealLine) -> str:
        """Who was looed (or ramsed) where the tricks do not say it (a 0 under each who played
        and took none), and every payment but the ante, the shares and the loos, with its
        reason: a deal as the tricks tell it needs no remark, and keeps to one line."""
        looed = [t.source for t in _transfers(line) if t.reason in PAID_IN]
        zeros = [p for p in line.before.players if tricks(line, p) == info.number(0)]
        parts = [f"{info.tr(f'pool.{who}')}: {', '.join(info.who(p) for p in looed)}"] \
            if looed and sorted(looed) != sorted(zeros) else []
        for t in _transfers(line):
            if t.reason in PAID_IN or t.reason in SHARE_REASONS or t.reason == "ante":
                continue
            key = "pool.reason." + re.sub(r"[^a-z0-9_-]+", "_", t.reason.lower()).strip("_")
            reason = info.tr(key) if info.has(key) else info.tr("pool.reason.other")
            payer = t.destination if t.source == POOL else t.source
            sign = "+" if t.source == POOL else "−"
            target = "" if POOL in (t.source, t.destination) else f" → {info.who(t.destination)}"
            parts.append(f"{info.who(payer)} {sign}{info.number(t.units)}{target} ({reason})")
        return "; ".join(parts)

    def carried(line: DealLine) -> str:
        return "" if line.record.pool is None else info.number(int(line.record.pool))

    lead = (dealer_col(info),
            Col(info.tr("pool.in"), lambda line: info.number(_carried_in(line)), hand=9 * mm),
            Col(info.tr("pool.ante"), ante, hand=9 * mm),
            Col(info.tr("pool.per_trick", n=tricks_per_deal), per_trick, hand=9 * mm))
    def tricks_and_chips(line: DealLine, side: str) -> str:
        """Narrow: a player's tricks and the chips he won or paid, in one cell ("2 +6")."""
        return " ".join(part for part in (tricks(line, side), chips(line, side)) if part)

    total = SideCol(info.tr("sheet.total"), total_col(info).value, hand=10 * mm, bold=True)
    if info.narrow:  # a big table on a narrow page: two columns under each player, not three
        per_side: tuple[SideCol, ...] = (
            SideCol(info.tr("pool.tricks_chips"), tricks_and_chips, hand=12 * mm,
                    align="LEFT"), total)
    else:
        per_side = (SideCol(info.tr("pool.tricks"), tricks, hand=6.5 * mm),
                    SideCol(info.tr("pool.chips"), chips, hand=8 * mm), total)
    trail = (Col(info.tr("pool.carried"), carried, hand=10 * mm, bold=True),)
    red = int(getattr(info.rules, "red_units", 0) or 0)
    notes = [info.tr("pool.units_red", red=red) if red else info.tr("pool.units"),
             info.tr("pool.how", looed=info.tr(f"pool.{who}").lower())]
    # the double pool's tick is the pool carried in, which its own column shows
    return Design(lead, per_side, trail, unit="unit.chips", notes=tuple(notes),
                  covers=frozenset({"in", "tricks", "double"}), more_remarks=remarks)
