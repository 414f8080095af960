"""The chips a game carries from one deal to the next, as the window and the table pages say them.

Préférence's pot (котёл, seeds/003 line 11) and every other chip game's pool (кон, seeds/000):
the pool after the last deal, the figure that ends each line of the printed sheet («Котёл»,
«Остаток кона»). A préférence pot that is empty (or a game not yet dealt) says instead what each
player puts in before the next deal (seeds/003 line 12: when the pot is empty, all pay in again).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from clubapp.rules import get_game
from clubapp.services.views import GameView
from clubapp.words import Message, say


@dataclass(frozen=True)
class CarriedPool:
    """What a table's game carries to its next deal."""

    word: str  # "pot" (préférence) or "pool": the glossary's term
    chips: int | None  # after the last deal; None before the first
    refill: int | None = None  # préférence: each player's stake into the empty pot

    def message(self, chips: Callable[[int], str]) -> Message:
        """The line in words; ``chips`` says a number of chips as the caller writes them."""
        if self.refill is not None:
            return Message("preference.pot_refill", stake=chips(self.refill))
        return Message(f"web.{self.word}_carried", chips=chips(self.chips or 0))


def carried_pool(view: GameView) -> CarriedPool | None:
    """The pool (or pot) a game carries to its next deal; None for a game that keeps none."""
    rules = get_game(view.game_id)
    deals = view.result.get("deals", [])
    pool = deals[-1].get("pool") if deals else None
    if rules.family == "preference":
        if pool:
            return CarriedPool("pot", int(pool))
        stake = view.options.get("pot_refill" if deals else "pot_start")
        return CarriedPool("pot", 0 if deals else None,
                           int(stake) if isinstance(stake, int) else None)
    if pool is None:
        return None
    return CarriedPool("pool", int(pool))


def carried_pool_text(view: GameView, lang: str) -> str:
    """The line in the language ("" for a game that keeps no pool): «Котёл на следующую
    сдачу: 20 белых фишек»."""
    found = carried_pool(view)
    if found is None:
        return ""
    unit = get_game(view.game_id).chip_unit
    return say(found.message(lambda n: say(Message(f"web.{unit}_chips", n=n), lang)), lang)
