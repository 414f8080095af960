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

from clubapp.rules.base import Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.euchre_individual import IndividualGame, refuse_points, scorer_values
from clubapp.rules.schema import Field

SUITS = ("C", "D", "H", "S")
SUIT_LABELS = {"C": "clubs ♣", "D": "diamonds ♦", "H": "hearts ♥", "S": "spades ♠"}


def bidding_entry(tricks: int, top_bid: int) -> tuple[Field, ...]:
    """The entry fields of a game with ``tricks`` tricks a deal and bids up to ``top_bid``."""
    return (
        Field("bidder", "player", "Highest bidder", "Заказавший"),
        Field("bid", "int", "Bid", "Заявка", minimum=1, maximum=top_bid),
        Field("suit", "choice", "Trump suit", "Козырная масть", required=False, choices=SUITS,
              choice_labels=SUIT_LABELS),
        Field("partners", "players", "Partners chosen", "Выбранные партнеры", required=False,
              help="none for a lone bid"),
        Field("tricks", "int", "Tricks of the bidder and partners", "Взятки заказавшего с партнерами",
              required=False, minimum=0, maximum=tricks,
              help="leave blank when the hand stopped for a revoke"),
        Field("revoke_by", "player", "Revoked by", "Ревок сделал", required=False, nullable=True,
              help="line 147: his opponents score the bid and the hand stops"),
    )


class BiddingEuchre(IndividualGame):
    """Seven-hand and five-hand euchre: subclasses give the tricks and the bids."""

    family = "euchre"
    tricks_per_deal: ClassVar[int] = 7
    partners_for_bid: ClassVar[Mapping[int, int]] = {}  # ordinary bids -> partners to choose
    lone_bids: ClassVar[Mapping[int, str]] = {}  # lone bids -> what they mean

    def bids_text(self) -> str:
        ordinary = sorted(self.partners_for_bid)
        lone = " or ".join(str(b) for b in sorted(self.lone_bids))
        return f"{ordinary[0]} to {ordinary[-1]}, or {lone} alone"

    def partners_needed(self, bid: int) -> int:
        """How many partners the bidder chooses for this bid (0 for a lone bid)."""
        if bid in self.lone_bids:
            return 0
        if bid not in self.partners_for_bid:
            raise RuleError("bid", f"{self.name} has no bid of {bid} (bids: {self.bids_text()})")
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
            raise RuleError("partners", "the bidder cannot be his own partner")
        if len(partners) != needed:
            what = f"a lone bid ({self.lone_bids[bid]})" if bid in self.lone_bids else f"a bid of {bid}"
            raise RuleError("partners", f"{what} takes {needed} partner{'s' * (needed != 1)}, "
                                        f"not {len(partners)}")
        side = [bidder, *partners]
        others = [p for p in state.players if p not in side]
        revoker: str | None = entry.get("revoke_by")
        if revoker is not None:
            scorers = others if revoker in side else side
            return self.grouped(state, [[(p, bid) for p in scorers]],
                                note=f"revoke by {revoker}: the other side scores the bid")
        tricks: int | None = entry.get("tricks")
        if tricks is None:
            raise RuleError("tricks", "missing: the tricks of the bidder and his partners")
        if tricks >= self.tricks_needed(bid):
            return self.grouped(state, [[(p, bid) for p in side]], note=f"bid {bid} made")
        return self.grouped(state, [[(p, bid) for p in others]], note=f"bid {bid} euchred")

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
        raise refuse_points(points, "the same bid to the bidder and each partner, or to each "
                                    f"of their opponents (bids: {self.bids_text()})")
