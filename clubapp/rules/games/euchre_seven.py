"""Seven-hand euchre: 53 cards, a bid with a suit, partners chosen for the deal (seeds/002 129–161).

From the seed (the scoring itself is in ``euchre_bidding``):
- line 131: the full pack of 53 cards with the joker, the best trump;
- line 137: seven cards each, a widow of four;
- line 143: a bid of five tricks or fewer takes two partners (three against four); a bid of six
  or seven takes three (four against three);
- line 145: ten is a bid to take all seven tricks alone with the widow, twenty alone without it
  (the highest bid);
- lines 147–149: revoke, made and failed bids (see ``euchre_bidding``);
- line 133: the score is usually kept by someone who does not play, so that nobody knows it;
- line 151: at each table a prize for the highest score of the evening and one (the consolation)
  for the lowest: see ``table_prizes``.

House rules (not in the seed): there is no game to reach — the evening ends when the organiser
says (option ``target`` 0); a club may set a target instead, and players whom one deal takes to
it share the game (as in cut-throat euchre, line 53). The suit is recorded, not scored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from clubapp.rules.base import State
from clubapp.rules.games.euchre_bidding import BiddingEuchre, bidding_entry
from clubapp.rules.registry import register
from clubapp.rules.schema import Option


def table_prizes(totals: Mapping[str, int]) -> dict[str, list[str]]:
    """Line 151: who holds the highest and who the lowest score at a table (ties all named)."""
    if not totals:
        return {"highest": [], "lowest": []}
    top, bottom = max(totals.values()), min(totals.values())
    return {"highest": [p for p, n in totals.items() if n == top],
            "lowest": [p for p, n in totals.items() if n == bottom]}


@register
class SevenHandEuchre(BiddingEuchre):
    id = "euchre-seven"
    name = "Seven-hand euchre"
    name_ru = "Эвхр на семь рук"
    source = "seeds/002 lines 129-161"
    min_players = 7
    max_players = 7
    target = None
    tricks_per_deal = 7
    partners_for_bid: ClassVar[Mapping[int, int]] = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 3, 7: 3}
    lone_bids: ClassVar[tuple[int, int]] = (10, 20)  # alone with the widow, without it
    options = (Option("target", "int", 0, "Points for game (0: play the evening out)",
                      "Очков для партии (0 — играть до конца вечера)", minimum=0, maximum=1000,
                      help="the book sets none: prizes for the highest and lowest (line 151)",
                      help_ru="в книге не задано: призы за наибольший и наименьший счёт "
                              "(строка 151)"),)
    entry_schema = bidding_entry(7, 20)

    def game_target(self, state: State) -> int | None:
        target: int = state.options["target"]  # 0: the evening is played out
        return target or None
