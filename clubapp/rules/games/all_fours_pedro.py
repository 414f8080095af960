"""Pedro (Pedro Sancho) and Dom Pedro (Snoozer): seeds/000 lines 213-225.

From the seed:
- line 215: varieties of auction pitch with more counting cards and second bids;
- line 217: everything goes to the player who wins the card, not to whom it was dealt; game
  is the point of whoever wins the trick with the ten of trumps — no ten in play, no game;
- line 219 (Pedro Sancho): the five and nine of trumps count at face value: high, low, jack,
  game 1 each, the five 5, the nine 9: 18 a deal; they keep their natural rank;
- line 223: fifty points win; counting order for going out: high, low, jack, ten (game),
  five, nine; a revoke sets the offender back by the bid, or 10 with no bid, and he scores
  nothing that hand; everything else as in auction pitch (the sale, the pitcher's contract,
  the set-back, the pitcher going out first: ``all_fours_bidding``);
- line 225 (Dom Pedro, Snoozer): a joker is added; the three, five and nine of trumps count at
  face value and the joker (snoozer) 15: 36 a deal; game at fifty or a hundred; going out:
  high, low, jack, ten, three, five, nine, snoozer. "The joker is the lowest trump, so the
  deuce of trumps beats it": when the snoozer is in play it is low, and the player who wins it
  scores low with its 15 (everything goes to the winner of the card, line 217); its low card
  is the joker (``JK``).

House-rule choices: the red-chip pool of auction pitch is not carried over (line 223 speaks of
five-point and one-point counters, no pool); a seller's sale is barred from putting him out as
in auction pitch (``seller_out_bids``). The bid the pitcher had to make is entered as ``bid``
(0 when nobody bid).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from clubapp.cards import parse_card
from clubapp.rules.base import State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.all_fours_bidding import (
    REVOKE,
    SECOND_REVOKE,
    BiddingGame,
    bidding_fields,
    bidding_options,
)
from clubapp.rules.games.all_fours_common import (
    CARD_FIELDS,
    Point,
    Share,
    check_counted_ranks,
    check_high_low_cards,
    point_field,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Field

# (field, label, value, rank) in the going-out order of line 223
PEDRO_COUNTERS = (
    ("high", "high", 1, ""), ("low", "low", 1, ""), ("jack", "jack", 1, "J"),
    ("game", "game_ten", 1, "T"), ("five", "five", 5, "5"), ("nine", "nine", 9, "9"),
)
# line 225: Dom Pedro's order adds the three and the snoozer
DOM_PEDRO_COUNTERS = (
    ("high", "high", 1, ""), ("low", "low", 1, ""), ("jack", "jack", 1, "J"),
    ("game", "game_ten", 1, "T"), ("three", "three", 3, "3"), ("five", "five", 5, "5"),
    ("nine", "nine", 9, "9"), ("snoozer", "snoozer", 15, ""),
)

WON_FIELDS = {
    "high": point_field("high", "High: won the highest trump", "Старший: взял старший козырь",
                        nullable=False, help="line 217: to the winner of the card",
                        help_ru="строка 217: тому, кто взял карту"),
    "low": point_field("low", "Low: won the lowest trump", "Младший: взял младший козырь",
                       nullable=False),
    "jack": point_field("jack", "Jack of trumps won by", "Валета козырей взял", nullable=True),
    "game": point_field("game", "Game: ten of trumps won by", "Игра: десятку козырей взял",
                        nullable=True, help="line 217: no ten in play, no game",
                        help_ru="строка 217: нет десятки в игре — нет игры"),
    "three": point_field("three", "Three of trumps won by (3)", "Тройку козырей взял (3)",
                         nullable=True),
    "five": point_field("five", "Five of trumps won by (5)", "Пятерку козырей взял (5)",
                        nullable=True),
    "nine": point_field("nine", "Nine of trumps won by (9)", "Девятку козырей взял (9)",
                        nullable=True),
    "snoozer": point_field("snoozer", "Snoozer (joker) won by (15)", "Снузер (джокер) взял (15)",
                           nullable=True,
                           help="line 225: the lowest trump, so its winner takes low as well",
                           help_ru="строка 225: младший козырь, так что взявший его берёт "
                                   "и младшего"),
}


def pedro_entry(counters: Sequence[tuple[str, str, int, str]], max_bid: int) -> tuple[Field, ...]:
    """The entry of a pedro game: the bidding, who won each counting card, a revoke."""
    return (*bidding_fields(max_bid), *(WON_FIELDS[c[0]] for c in counters), *CARD_FIELDS,
            REVOKE, SECOND_REVOKE)


@register
class Pedro(BiddingGame):
    """Pedro Sancho: 18 points a deal, all to the winners of the cards; fifty wins."""

    id = "pedro"
    aliases = ("pedro-sancho",)
    name = "Pedro (Pedro Sancho)"
    name_ru = "Педро (Педро Санчо)"
    source = "seeds/000 lines 213-223"
    target = 50
    max_bid = 18
    unbid_revoke_penalty = 10  # line 223
    counters: ClassVar[tuple[tuple[str, str, int, str], ...]] = PEDRO_COUNTERS
    snoozer_is_low: ClassVar[bool] = False  # dom pedro's joker (line 225)
    options = bidding_options(50, "line 223: fifty points", "строка 223: пятьдесят очков")
    entry_schema = pedro_entry(PEDRO_COUNTERS, 18)

    def card_points(self, state: State, entry: Mapping[str, Any], dealer: str) -> list[Point]:
        """Each counting card to its winner, in the going-out order (lines 223, 225)."""
        self.check_low(entry)
        check_high_low_cards(entry, joker_low=self.snoozer_is_low)
        check_counted_ranks(entry, {name: rank for name, _, _, rank in self.counters if rank})
        return [Point(label, entry[name], value) for name, label, value, _ in self.counters
                if entry.get(name) is not None]

    def check_low(self, entry: Mapping[str, Any]) -> None:
        """Dom pedro (line 225): the snoozer is the lowest trump, so it is low."""
        if not self.snoozer_is_low:
            return
        snoozer, low_card = entry.get("snoozer"), entry.get("low_card")
        joker = low_card is not None and parse_card(low_card).is_joker
        if snoozer is not None and entry["low"] != snoozer:
            raise RuleError("low", "all_fours.snoozer_is_low", player=snoozer)
        if snoozer is not None and low_card is not None and not joker:
            raise RuleError("low_card", "all_fours.snoozer_is_low_card", card=low_card)
        if joker and snoozer is None:
            raise RuleError("low_card", "all_fours.snoozer_not_in_play")

    def card_shares(self, players: Sequence[str], high_low_required: bool) -> list[Share]:
        everyone = tuple(players)
        return [Share(value, everyone, high_low_required and name in ("high", "low"))
                for name, _, value, _ in self.counters]

    def share_cases(self, players: Sequence[str], high_low_required: bool) -> list[list[Share]]:
        if not self.snoozer_is_low:
            return super().share_cases(players, high_low_required)
        everyone = tuple(players)
        shares = self.card_shares(players, high_low_required)
        values = dict(zip((name for name, _, _, _ in self.counters), shares, strict=True))
        rest = [share for name, share in values.items() if name not in ("low", "snoozer")]
        # the snoozer out of play: low is a natural trump; in play: low goes with it (line 225)
        return [[*rest, values["low"]],
                [*rest, Share(values["low"].value + values["snoozer"].value, everyone,
                              high_low_required)]]


@register
class DomPedro(Pedro):
    """Dom Pedro (Snoozer): adds the three of trumps and the joker, 36 a deal."""

    id = "dom-pedro"
    aliases = ("snoozer",)
    name = "Dom Pedro (Snoozer)"
    name_ru = "Дом Педро (Снузер)"
    source = "seeds/000 line 225 (Pedro, lines 213-223)"
    max_bid = 36
    counters = DOM_PEDRO_COUNTERS
    snoozer_is_low = True  # line 225
    options = bidding_options(50, "line 225: fifty or a hundred",
                              "строка 225: пятьдесят или сто")
    entry_schema = pedro_entry(DOM_PEDRO_COUNTERS, 36)
