"""The all-fours sheet (seeds/000 lines 87–272): seven-up, pitch, all-fives, California jack,
auction pitch, smudge, pedro, dom-pedro and cinch.

Each deal: the dealer, the pitcher and his bid where the game is bid for, then under each
player (or side) a mark for each point taken — high, low, jack, game and the game's own counting
cards (pedro's five and nine, cinch's two pedros, all-fives' trumps) — the deal's points and the
running total; the red-chip pool where auction pitch and smudge play for one. The heads are the
initials of the points, explained in a line above the deals, with the order in which points go
out (seven-up line 163; the pitcher first, lines 199–201; pedro's longer order, line 221).
"""

from __future__ import annotations

from collections.abc import Mapping

from reportlab.lib.units import mm

from clubapp.reports.sheet_design import (
    Col,
    DealLine,
    Design,
    SheetInfo,
    SideCol,
    dealer_col,
    entry_col,
    field_of,
    points_col,
    total_col,
)

# the counting points, in the order they go out, with their initials (catalogue ids)
POINTS = ("high", "low", "jack", "game", "ace", "king", "queen", "ten", "five", "nine",
          "three", "snoozer", "right_pedro", "left_pedro")
BIDDING = ("pitcher", "bid", "sold", "bidder")
# going-out order by game where it is not high, low, jack, game
ORDER: Mapping[str, tuple[str, ...]] = {
    "pedro": ("high", "low", "jack", "game", "five", "nine"),  # line 221: the ten is game
    "dom-pedro": ("high", "low", "jack", "game", "three", "five", "nine", "snoozer"),
    "cinch": ("high", "low", "jack", "game", "right_pedro", "left_pedro"),
    "all-fives": ("high", "low", "jack", "ace", "king", "queen", "ten", "five", "game"),
}


MARKS_UNDER_PLAYERS = 4  # more sides than this: the points' takers by name, before the players


def _marks(info: SheetInfo) -> list[str]:
    order = ORDER.get(info.rules.id, ("high", "low", "jack", "game"))
    return [name for name in order if field_of(info.rules, name) is not None]


def _chips(info: SheetInfo) -> bool:
    """Whether the game plays for a red-chip pool (auction pitch, smudge)."""
    return bool(info.options.get("red_chips", False))


def all_fours_design(info: SheetInfo) -> Design:
    rules = info.rules
    lead: list[Col] = [dealer_col(info)]
    for name in BIDDING:
        col = entry_col(info, name, head=info.tr(f"af.{name}"),
                        hand=8 * mm if name in ("bid", "sold") else None)
        if col is not None:
            lead.append(col)
    marks = _marks(info)
    many = len(info.sides) > MARKS_UNDER_PLAYERS
    per_side: list[SideCol]

    def mark(name: str):
        def value(line: DealLine, side: str) -> str:
            who = line.entry.get(name)
            if not isinstance(who, str):
                return ""
            return "✓" if rules.side_of(who, line.before.players) == side else ""
        return value

    def taker(name: str):
        def value(line: DealLine) -> str:
            return info.who(line.entry.get(name))
        return value

    def taken(line: DealLine, side: str) -> str:
        return " ".join(info.tr(f"af.mark.{name}") for name in marks
                        if isinstance(line.entry.get(name), str)
                        and rules.side_of(line.entry[name], line.before.players) == side)

    if info.narrow:  # a filled sheet too wide else: the points each took, in one cell
        per_side = [SideCol(info.tr("af.taken"), taken, hand=14 * mm, align="LEFT")]
        per_side += [total_col(info)] if many else [points_col(info), total_col(info)]
    elif many:  # five to seven at the table: who took each point, and each one's score
        lead += [Col(info.tr(f"af.mark.{name}"), taker(name), hand=12 * mm, align="LEFT")
                 for name in marks]
        per_side = [total_col(info)]
    else:
        per_side = [SideCol(info.tr(f"af.mark.{name}"), mark(name), hand=5 * mm,
                            align="CENTER") for name in marks]
        per_side += [points_col(info), total_col(info)]
    trail: list[Col] = []
    if _chips(info) and info.narrow:  # each one's red chips under his name
        def red_of(line: DealLine, side: str) -> str:
            moved = (line.record.chips or {}).get(side)
            return info.signed(int(moved)) if moved else ""

        per_side.insert(-1, SideCol(info.tr("af.red"), red_of, hand=8 * mm))
    if _chips(info):
        def red(line: DealLine) -> str:
            chips = line.record.chips or {}
            moved = [f"{info.who(who)} {info.signed(n)}" for who, n in chips.items()
                     if n and who != "pool"]
            return ", ".join(moved)

        if not info.narrow:
            trail.append(Col(info.tr("af.red_chips"), red, hand=22 * mm, align="LEFT"))
        trail.append(Col(info.tr("sheet.pool"),
                         lambda line: "" if line.record.pool is None
                         else info.number(int(line.record.pool)), hand=9 * mm))
    legend = ", ".join(f"{info.tr(f'af.mark.{m}')} — {info.tr(f'af.point.{m}')}"
                       for m in marks)
    order = ", ".join(info.tr(f"af.point.{m}") for m in marks)
    bid = field_of(rules, "pitcher") or field_of(rules, "bidder")
    if info.narrow:
        how = "af.taken_bid" if bid else "af.taken_order"
    else:
        how = ("af.names_bid" if bid else "af.names") if many else (
            "af.order_bid" if bid else "af.order")
    notes = [legend + ".", info.tr(how, order=order)]
    covers = frozenset({*marks, *BIDDING, "seller"})
    return Design(tuple(lead), tuple(per_side), tuple(trail), notes=tuple(notes), covers=covers)
