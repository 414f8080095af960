"""Money beside a table's white chips, at what the evening says a white chip is worth.

The table's score line counts chips; where the organiser has set the evening's worth of a
white chip (the chips dialog, or ``clubapp evening set --chip-worth``), each player's chips
won or lost are followed by their money, and the line says the worth, as the table pages on
the phones do. Kept in the score line itself (not a line of its own): on a short screen the
score box shows two lines and scrolls the rest.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import ROUND_HALF_EVEN, Decimal
from typing import Any

from PySide6.QtCore import QCoreApplication

from clubapp.ledger import ChipValue
from clubapp.rules import get_game
from clubapp.services.views import GameView
from clubapp.ui.shared.i18n import current_language
from clubapp.words import Message, say, value_text


def chips_won(deals: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """Each player's white chips won (+) or lost (−) at the table, the pool's left apart."""
    won: dict[str, int] = {}
    for deal in deals:
        for who, units in (deal.get("chips") or {}).items():
            if who != "pool":
                won[who] = won.get(who, 0) + units
    return won


def money_of(units: int, worth: ChipValue) -> Decimal:
    """So many white chips in money at the worth, to its smallest coin (half to even)."""
    exact = worth.exact(units)
    return (Decimal(exact.numerator) / Decimal(exact.denominator)).quantize(
        worth.quantum, rounding=ROUND_HALF_EVEN)


def worth_said(worth: ChipValue, lang: str) -> str:
    """"A white chip is worth 0.05" (or "3 white chips are worth 0.25"), as the table pages
    say it."""
    if worth.units == 1:
        return say(Message("web.chip_worth", money=worth.money), lang)
    return say(Message("web.chips_worth", units=worth.units, money=worth.money), lang)


def _won(view: GameView, worth: ChipValue | None) -> dict[str, int]:
    """The chips to price: none where no worth is set or the game keeps no white chips."""
    if worth is None or get_game(view.game_id).chip_unit != "white":
        return {}
    return chips_won([d for d in view.result.get("deals", []) if d.get("chips") is not None])


def _totals_are_chips(view: GameView, won: Mapping[str, int]) -> bool:
    return bool(won) and all(won.get(s, 0) == view.totals.get(s, 0) for s in view.sides)


def chips_in_money(view: GameView, worth: ChipValue | None,
                   lang: str | None = None) -> dict[str, str]:
    """What goes after each side's total where the totals are white chips: " (−1.35)"; empty
    where no worth is set or the totals are not chips."""
    won = _won(view, worth)
    if worth is None or not _totals_are_chips(view, won):
        return {}
    lang = lang or current_language()
    return {s: f" ({value_text(money_of(won.get(s, 0), worth), lang)})" for s in view.sides}


def money_note(view: GameView, worth: ChipValue | None, lang: str | None = None) -> str:
    """What ends the score line where chips are priced: the worth (and, where the totals are
    points with chips beside them, each player's chips in money); else nothing."""
    won = _won(view, worth)
    if worth is None or not won:
        return ""
    lang = lang or current_language()
    note = "   |   " + worth_said(worth, lang)
    if not _totals_are_chips(view, won):
        order = [k for k in dict.fromkeys((*view.sides, *view.players)) if k in won]
        note += "\n" + QCoreApplication.translate("ChipMoney", "Chips in money: %s") % "   ".join(
            f"{k}: {value_text(money_of(won[k], worth), lang)}" for k in order)
    return note
