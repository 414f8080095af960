"""Frog (seeds/001 lines 7-29): three active hands, paid in chips per card point above 60.

A deal's points are the chips each player won or lost, so the totals are every player's net
chips since the start. There is no pool: every chip passes from one player to another.

From the seed:
- line 11: three, four or five at the table, three active each deal; at four the dealer takes no
  cards; at five he deals to the two on his left and the one on his right;
- line 13: the pack holds 120 card points; the aim is 61 or more;
- line 17: the highest of the three games bid is played, the bidder alone against the other two;
- line 23: frog (hearts trumps, the widow taken): for each point above 60 the bidder receives a
  chip from each of the others who held cards; under 60 he pays each of the others at the
  table, those who held no cards included, a chip for each point his opponents made above 60;
- line 25: chico, two chips a point; line 27: grand, four chips a point;
- line 29: the bidder must play the game he named; scored on paper, the count is as in skat.
  Skat's laws 60-61 (lines 3-5: a lost game costs what it would have won; a game short of the
  bid costs the next game that would have covered it) hold here only in that a deal is paid at
  the rate of the game bid, whatever the cards: a frog's rate is never raised nor lowered.

The bidder's points are what his tricks and the widow hold (the widow counts for him in every
game, lines 19 and 25); his opponents have the rest of the 120. Exactly 60 pays nothing: there
is no point above 60 on either side.

House-rule default where the book is silent: a deal in which nobody bids (``bidder`` null) is
thrown in and nothing is paid; the deal passes on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from clubapp.message import Message
from clubapp.rules.base import GameRules, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.pool_shares import ChipSheet, PoolState, from_left_of
from clubapp.rules.registry import register
from clubapp.rules.schema import Field

PACK_POINTS = 120  # line 13
HALF = 60
RATES = {"frog": 1, "chico": 2, "grand": 4}  # lines 23, 25, 27


def active_hands(players: Sequence[str], dealer: str) -> tuple[str, ...]:
    """Line 11: who holds cards this deal, eldest hand first."""
    order = from_left_of(players, dealer)  # the dealer last
    if len(players) == 3:
        return order
    if len(players) == 4:
        return order[:3]
    return (order[0], order[1], order[3])  # five: two on his left, one on his right


@register
class Frog(GameRules):
    id = "frog"
    name = "Frog"
    name_ru = "Фрог"
    family = "frog"
    source = "seeds/001 lines 7-29"
    min_players = 3
    max_players = 5
    entry_schema = (
        Field("bidder", "player", "Bidder", "Играющий", nullable=True,
              help="null: nobody bid, the deal is thrown in",
              help_ru="пусто: никто не заявил игру, сдача не играется"),
        Field("game", "choice", "Game", "Игра", required=False, choices=tuple(RATES),
              choice_labels={"frog": "frog ×1", "chico": "chico ×2", "grand": "grand ×4"},
              choice_labels_ru={"frog": "фрог ×1", "chico": "чико ×2", "grand": "гранд ×4"}),
        Field("bidder_points", "int", "Bidder's card points", "Очки играющего", required=False,
              minimum=0, maximum=PACK_POINTS),
    )

    def start_extra(self, state: State) -> PoolState:
        return PoolState()

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        sheet = ChipSheet(state.players, 0)
        bidder: str | None = entry["bidder"]
        if bidder is None:
            for name in ("game", "bidder_points"):
                if entry.get(name) is not None:
                    raise RuleError(name, "pools.frog_nobody_bid")
            return sheet.outcome(Message("pools.frog_thrown_in"), show_pool=False)
        for name in ("game", "bidder_points"):
            if entry.get(name) is None:
                raise RuleError(name, "schema.missing")
        active = active_hands(state.players, dealer)
        if bidder not in active:
            raise RuleError("bidder", "pools.frog_no_cards", player=bidder)
        game: str = entry["game"]
        made: int = entry["bidder_points"]
        rate = RATES[game]
        if made > HALF:
            for who in active:
                if who != bidder:
                    sheet.pay(who, bidder, (made - HALF) * rate, f"{game} won")
            note = Message("pools.frog_wins", player=bidder, game=Message(f"pools.frog_{game}"),
                           points=made)
        else:
            above = (PACK_POINTS - made) - HALF  # what his opponents made above 60
            for who in state.players:
                if who != bidder:
                    sheet.pay(bidder, who, above * rate, f"{game} lost")
            note = (Message("pools.frog_loses", player=bidder, game=Message(f"pools.frog_{game}"),
                            points=made) if above
                    else Message("pools.frog_sixty", player=bidder))
        return sheet.outcome(note, show_pool=False)
