"""What seven-hand and five-hand euchre share: a bid with a suit, partners chosen for the deal.

From the seed (seven-hand, seeds/002 lines 141–149; five-hand "practically the same", 163):
- line 141: each bids once a number of points (tricks) and a suit; the highest bidder takes the
  widow and chooses his partners, who may not refuse (line 143); nobody changes seat;
- lines 143–145 and 163: the number of partners depends on the bid; a player may bid to play
  alone with the widow, or alone without it, for more (these bids need every trick);
- line 147: if a player on either side revokes, his opponents score the number bid and the hand
  stops;
- line 149: if the bidder succeeds, he and his partners each score the number bid, never more
  ("if a player bid five and his side takes seven, it counts them only five"); if he fails, he is
  euchred and each of his opponents scores the number bid;
- line 53 (cut-throat): players whom one deal takes to game together share the game.

The entry's ``tricks`` are those of the bidder and his partners together.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from clubapp.message import Message, Term
from clubapp.rules.base import Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.euchre_individual import IndividualGame, refuse_points, scorer_values
from clubapp.rules.schema import Field

SUITS = ("C", "D", "H", "S")
SUIT_LABELS = {"C": "clubs ♣", "D": "diamonds ♦", "H": "hearts ♥", "S": "spades ♠"}
SUIT_LABELS_RU = {"C": "трефы ♣", "D": "бубны ♦", "H": "червы ♥", "S": "пики ♠"}


def bidding_entry(tricks: int, top_bid: int) -> tuple[Field, ...]:
    """The entry fields of a game with ``tricks`` tricks a deal and bids up to ``top_bid``."""
    return (
        Field("bidder", "player", "Highest bidder", "Заказавший"),
        Field("bid", "int", "Bid", "Заявка", minimum=1, maximum=top_bid),
        Field("suit", "choice", "Trump suit", "Козырная масть", required=False, choices=SUITS,
              choice_labels=SUIT_LABELS, choice_labels_ru=SUIT_LABELS_RU),
        Field("partners", "players", "Partners chosen", "Выбранные партнеры", required=False,
              help="none for a lone bid", help_ru="никого для заявки в одиночку"),
        Field("tricks", "int", "Tricks of the bidder and partners", "Взятки заказавшего с партнерами",
              required=False, minimum=0, maximum=tricks,
              help="leave blank when the hand stopped for a revoke",
              help_ru="не заполняйте, если рука прекращена из-за ревока"),
        Field("revoke_by", "player", "Revoked by", "Ревок сделал", required=False, nullable=True,
              help="line 147: his opponents score the bid and the hand stops",
              help_ru="строка 147: его противники записывают заявку, и рука прекращается"),
    )


class BiddingEuchre(IndividualGame):
    """Seven-hand and five-hand euchre: subclasses give the tricks and the bids."""

    family = "euchre"
    tricks_per_deal: ClassVar[int] = 7
    partners_for_bid: ClassVar[Mapping[int, int]] = {}  # ordinary bids -> partners to choose
    # lone bids, in rising order: the first alone with the widow, the second without it
    lone_bids: ClassVar[tuple[int, int]] = (0, 0)

    def bids_text(self) -> Message:
        """The bids of the game, as a message: "1 to 7, or 10 or 20 alone"."""
        ordinary = sorted(self.partners_for_bid)
        return Message("euchre_bidding.bids", low=ordinary[0], high=ordinary[-1],
                       with_widow=self.lone_bids[0], without_widow=self.lone_bids[1])

    def partners_needed(self, bid: int) -> int:
        """How many partners the bidder chooses for this bid (0 for a lone bid)."""
        if bid in self.lone_bids:
            return 0
        if bid not in self.partners_for_bid:
            raise RuleError("bid", "euchre_bidding.no_such_bid", game=Term.game(self.id),
                            bid=bid, bids=self.bids_text())
        return self.partners_for_bid[bid]

    def tricks_needed(self, bid: int) -> int:
        """A lone bid needs every trick; an ordinary bid its number."""
        return self.tricks_per_deal if bid in self.lone_bids else bid

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        bidder: str = entry["bidder"]
        bid: int = entry["bid"]
        partners: list[str] = list(entry.get("partners") or [])
        needed = self.partners_needed(bid)
        if bidder in partners:
            raise RuleError("partners", "euchre_bidding.own_partner")
        if len(partners) != needed:
            if bid in self.lone_bids:
                with_widow = bid == self.lone_bids[0]
                raise RuleError("partners", "euchre_bidding.lone_bid_no_partners",
                                bid=Message("euchre_bidding.alone_with_widow" if with_widow
                                            else "euchre_bidding.alone_without_widow"),
                                given=len(partners))
            raise RuleError("partners", "euchre_bidding.partners_for_bid", bid=bid,
                            needed=needed, given=len(partners))
        side = [bidder, *partners]
        others = [p for p in state.players if p not in side]
        revoker: str | None = entry.get("revoke_by")
        if revoker is not None:
            scorers = others if revoker in side else side
            return self.grouped(state, [[(p, bid) for p in scorers]],
                                note=Message("euchre_bidding.revoke_by", player=revoker))
        tricks: int | None = entry.get("tricks")
        if tricks is None:
            raise RuleError("tricks", "euchre_bidding.tricks_missing")
        if tricks >= self.tricks_needed(bid):
            return self.grouped(state, [[(p, bid) for p in side]],
                                note=Message("euchre_bidding.made", bid=bid))
        return self.grouped(state, [[(p, bid) for p in others]],
                            note=Message("euchre_bidding.euchred", bid=bid))

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        scored = scorer_values(points)
        if not scored:
            return
        values = set(scored.values())
        count = len(state.players)
        if len(values) == 1:
            bid = next(iter(values))
            if bid in self.partners_for_bid or bid in self.lone_bids:
                made = 1 + self.partners_needed(bid)
                if len(scored) in (made, count - made):
                    return
        raise refuse_points(points, Message("euchre_bidding.points_allowed",
                                            bids=self.bids_text()))
