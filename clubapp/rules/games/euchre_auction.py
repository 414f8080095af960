"""Auction euchre: the ordinary partnership game with the trump bid for (seeds/002 lines 69–73).

From the seed (line 71): the same as the ordinary four- or six-hand game, except that no trump
is turned: each bids in turn the number of tricks he will take, once only, and the highest
bidder names the trump; the points won or lost in a deal are the number bid, even if the makers
take more ("if a player bid 3 and he and his partner take 4 or 5 tricks, they count only 3");
makers who fail are euchred and their opponents score the number bid; game is usually fifteen.

Sides: four players play A (seats 1, 3) against B (2, 4); six play A (1, 3, 5) against B
(2, 4, 6). Five tricks a deal either way.

House rules (not in the seed): the target (15, option ``target``); a revoke follows law 30 of
the ordinary game (line 277: the hand stops at once, so the deal needs no tricks; the opponents
add the penalty to their score or deduct it from the offenders'; both sides revoking void the
deal) with the penalty two points, or the number
bid (option ``revoke_penalty``, as seven-hand euchre does, line 147).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from clubapp.message import Message, Term
from clubapp.rules.base import GameRules, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.euchre import LAW_30_TWO, REVOKE, law_30, other_side, tricks_played
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option


@register
class AuctionEuchre(GameRules):
    id = "euchre-auction"
    name = "Auction euchre"
    name_ru = "Аукционный эвхр"
    family = "euchre"
    source = "seeds/002 lines 69-73; law 30 (line 277)"
    min_players = 4
    max_players = 6
    partnership = True
    target = 15
    options = (
        Option("target", "int", 15, "Points for game", "Очков для партии", minimum=1, maximum=100,
               help="line 71: usually fifteen", help_ru="строка 71: обычно пятнадцать"),
        Option("revoke_penalty", "choice", "two", "Revoke costs", "Штраф за ревок",
               choices=("two", "bid"),
               choice_labels={"two": "two points (law 30)", "bid": "the number bid"},
               choice_labels_ru={"two": "два очка (закон 30)", "bid": "величина заявки"},
               help="two: law 30; bid: the number bid (as line 147)",
               help_ru="два очка — по закону 30; заявка — сколько заказано (как в строке 147)"),
    )
    entry_schema = (
        Field("bidder", "side", "Side of the highest bidder", "Сторона заказавшего"),
        Field("bid", "int", "Tricks bid", "Заказано взяток", minimum=1, maximum=5),
        Field("tricks", "int", "Tricks of the bidder's side", "Взятки стороны заказавшего",
              required=False, minimum=0, maximum=5,
              help="leave blank when a revoke stopped the hand (law 30)",
              help_ru="не заполняйте, если рука прекращена из-за ревока (закон 30)"),
        REVOKE,
    )

    def check_players(self, players: Sequence[str], options: Mapping[str, Any]) -> None:
        if len(players) == 5:
            raise RuleError("players", "euchre_auction.four_or_six")

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        bidder: str = entry["bidder"]
        bid: int = entry["bid"]
        revoke = entry.get("revoke")
        if revoke is not None:
            return self._revoke(state, revoke, bid)
        tricks = tricks_played(entry)
        if tricks >= bid:
            return Outcome(((bidder, bid),),
                           note=Message("euchre_auction.made", bid=bid, tricks=tricks))
        return Outcome(((other_side(bidder), bid),), note=Message("euchre_auction.failed", bid=bid))

    def _revoke(self, state: State, revoke: Mapping[str, Any], bid: int) -> Outcome:
        return law_30(revoke, bid if state.options["revoke_penalty"] == "bid" else LAW_30_TWO)

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        scored = {side: n for side, n in points.items() if n}
        if not scored:
            return
        if len(scored) > 1:
            raise RuleError("points", "euchre.one_side_scores", game=Term.game(self.id))
        side, value = next(iter(scored.items()))
        deducted = range(-5, 0) if state.options["revoke_penalty"] == "bid" else (-LAW_30_TWO,)
        if not (1 <= value <= 5 or value in deducted):
            raise RuleError(f"points.{side}", "euchre_auction.points_not_possible", value=value)
