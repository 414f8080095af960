"""Five-hand euchre: seven-hand euchre with 28 cards (seeds/002 lines 163–165).

From the seed (the scoring itself is in ``euchre_bidding``):
- line 163: practically the seven-hand game, with 28 cards (nothing below the eight), no joker,
  five cards each and a widow of three; a bid of three tricks takes one partner, four or five
  tricks two partners; eight is a bid to play alone with the widow, fifteen alone without it;
  the scores are usually known and game is 100 points;
- line 165: some clubs let the bidder choose a partner by calling for a card ("who holds the ace
  of spades?"); the entry names the partners either way.

House rules (not in the seed): bids of one or two are not in the book's list and are refused;
players whom one deal takes to 100 together share the game (as in cut-throat euchre, line 53).
The suit is recorded, not scored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from clubapp.rules.games.euchre_bidding import BiddingEuchre, bidding_entry
from clubapp.rules.registry import register
from clubapp.rules.schema import Option


@register
class FiveHandEuchre(BiddingEuchre):
    id = "euchre-five"
    name = "Five-hand euchre"
    name_ru = "Эвхри для пяти игроков"
    source = "seeds/002 lines 163-165 (with 141-149)"
    min_players = 5
    max_players = 5
    target = 100
    tricks_per_deal = 5
    partners_for_bid: ClassVar[Mapping[int, int]] = {3: 1, 4: 2, 5: 2}
    lone_bids: ClassVar[tuple[int, int]] = (8, 15)  # alone with the widow, without it
    options = (Option("target", "int", 100, "Points for game", "Очков для партии", minimum=1,
                      maximum=1000, help="line 163: 100 points",
                      help_ru="строка 163: 100 очков"),)
    entry_schema = bidding_entry(5, 15)
