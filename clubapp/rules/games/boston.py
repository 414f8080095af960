"""Boston after Fikhman (seeds/004 lines 29–37).

From the seed:
- line 31: four players, each for himself, two packs; the second pack's turned card names the
  first suit, the other suit of its colour is the second, the two suits of the other colour the
  third;
- line 33: a trump contract is to take 5, 6, 7, 8, 9 or all 13 tricks (nothing in between) with a
  trump of the declarer's choosing; the null games take no trick: little misère (one card laid
  aside, twelve played), big misère (all thirteen), little open (one laid aside, twelve face up),
  big open (thirteen, face up after the first trick);
- line 37, the table of points for a made contract: 5 tricks 3/2/1 in the first/second/third
  suit, 6 → 8/7/6, 7 → 13/12/11, 8 → 18/17/16, 9 → 23/22/21, 13 → 50/49/48; little misère 15,
  big misère 25, little open 35. The table is cut off there.

House-rule defaults where the seed is cut off:
- ``big_open`` (45): the value of big open, which the table cuts off. The published bid ladder
  of boston ranks little misère between 7 and 8 tricks, big misère between 9 and 10, little open
  between 11 and 12 and big open between 12 and 13: the seed's 15/25/35 sit exactly there, and
  45 keeps big open above little open and below the 48–50 of thirteen tricks;
- ``failed_contract`` ("declarer-loses"): a failed declarer is charged the value he would have
  won (the published boston rule that a failure costs what the contract would have paid);
  "opponents-score": each of the three opponents scores that value instead;
- ``overtricks`` (0): points for each trick taken beyond a trump contract (the seed values the
  contract alone);
- ``rounds`` (4): the match is this many rounds of four deals; the highest total then wins, and
  a tie for the lead is played off deal by deal. 0 plays an open session with no end.
A deal in which everybody passes is entered with ``declarer`` null and scores nothing.

The trump of a trump contract is entered either as its rank among the suits (``suit``: 1, 2 or
3) or as the book tells it at the table (line 31): the second pack's ``turned`` card and the
``trumps`` the declarer named, from which the rank is derived (the turned card's suit first,
the other suit of its colour second, the other colour third); given both ways, they must agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clubapp.cards import Card, CardError, card_message, parse_card
from clubapp.message import Message, Term
from clubapp.rules.base import GameRules, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

# line 37: points for a made trump contract in the first, second and third suit
TRUMP_CONTRACT_POINTS: dict[str, tuple[int, int, int]] = {
    "5": (3, 2, 1), "6": (8, 7, 6), "7": (13, 12, 11), "8": (18, 17, 16), "9": (23, 22, 21),
    "13": (50, 49, 48),
}
# line 37 (big open cut off: the option ``big_open``)
MISERE_POINTS: dict[str, int | None] = {
    "little-misere": 15, "big-misere": 25, "little-open": 35, "big-open": None,
}
# line 33: in the little games one card is laid aside and twelve are played
TWELVE_CARD_MISERES = ("little-misere", "little-open")
CONTRACTS = (*TRUMP_CONTRACT_POINTS, *MISERE_POINTS)
TRICKS_IN_DEAL = 13
DEALS_IN_ROUND = 4
# line 31: the suits by name, as the declarer names his trump, and their colours
TRUMP_SUITS = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S"}
RED = "DH"

BOSTON_OPTIONS = (
    Option("big_open", "int", 45, "Big open (misère face up) is worth", "Большой в открытую стоит",
           minimum=1, maximum=200, help="cut off in seeds/004 line 37",
           help_ru="в книге таблица обрывается на строке 37"),
    Option("failed_contract", "choice", "declarer-loses", "A failed contract",
           "Проигранная игра", choices=("declarer-loses", "opponents-score"),
           help="declarer-loses: the declarer is charged its value; "
                "opponents-score: each opponent scores it",
           help_ru="с заказавшего списывается её стоимость, или каждый противник записывает её "
                   "себе"),
    Option("overtricks", "int", 0, "Points per trick over a trump contract",
           "Очков за взятку сверх заказа", minimum=0, maximum=10,
           help="the seed's table values the contract alone (line 37)",
           help_ru="таблица книги оценивает только саму игру (строка 37)"),
    Option("rounds", "int", 4, "Rounds in the match (0: no end)", "Кругов в матче (0: без конца)",
           minimum=0, maximum=50, help="a round is four deals, one by each player",
           help_ru="круг — четыре сдачи, по одной у каждого игрока"),
)

BOSTON_ENTRY = (
    Field("declarer", "player", "Declarer", "Заказавший", nullable=True,
          help="null when every player passed",
          help_ru="пусто, если все спасовали"),
    Field("contract", "choice", "Contract", "Игра", required=False, choices=CONTRACTS,
          choice_labels={"5": "5 tricks", "6": "6 tricks", "7": "7 tricks", "8": "8 tricks",
                         "9": "9 tricks", "13": "13 tricks (slam)",
                         "little-misere": "little misère", "big-misere": "big misère",
                         "little-open": "little open", "big-open": "big open"},
          # line 33: the book's own names of the null games
          choice_labels_ru={"5": "5 взяток", "6": "6 взяток", "7": "7 взяток", "8": "8 взяток",
                            "9": "9 взяток", "13": "все 13 взяток",
                            "little-misere": "малый нуль", "big-misere": "большой нуль",
                            "little-open": "малый в открытую",
                            "big-open": "большой в открытую"}),
    Field("suit", "int", "Trump suit (1st, 2nd, 3rd)", "Козырная масть (1-я, 2-я, 3-я)",
          required=False, minimum=1, maximum=3,
          help="1: the turned card's suit; 2: the other of its colour; 3: the other colour",
          help_ru="1: масть открытой карты; 2: другая масть того же цвета; 3: масти другого "
                  "цвета"),
    Field("turned", "card", "Second pack's turned card", "Открытая карта второй колоды",
          required=False,
          help="line 31: with the trumps named, the suit's rank (1st, 2nd, 3rd) follows from it",
          help_ru="строка 31: вместе с названными козырями из неё следует, какая это масть "
                  "(1-я, 2-я, 3-я)"),
    Field("trumps", "choice", "Trumps named", "Названные козыри", required=False,
          choices=tuple(TRUMP_SUITS),
          choice_labels={"clubs": "clubs ♣", "diamonds": "diamonds ♦", "hearts": "hearts ♥",
                         "spades": "spades ♠"},
          choice_labels_ru={"clubs": "трефы ♣", "diamonds": "бубны ♦", "hearts": "червы ♥",
                            "spades": "пики ♠"},
          help="the declarer's trump suit, with the turned card instead of the suit's rank",
          help_ru="козырная масть заказавшего, вместе с открытой картой вместо номера масти"),
    Field("tricks", "int", "Declarer's tricks", "Взятки заказавшего", required=False,
          minimum=0, maximum=13, help="a null game is made with none",
          help_ru="нулевая игра выиграна, если взяток нет"),
)


def suit_rank(turned: Card, trumps: str) -> int:
    """Line 31: the turned card's suit is the first, the other of its colour the second, the
    two suits of the other colour the third."""
    suit = TRUMP_SUITS[trumps]
    if suit == turned.suit:
        return 1
    return 2 if (suit in RED) == (turned.suit in RED) else 3


def contract_value(contract: str, suit: int | None, big_open: int) -> int:
    """Line 37: what a made contract is worth (big open from the house rule)."""
    if contract in TRUMP_CONTRACT_POINTS:
        assert suit is not None
        return TRUMP_CONTRACT_POINTS[contract][suit - 1]
    value = MISERE_POINTS[contract]
    return big_open if value is None else value


def contract_made(contract: str, tricks: int) -> bool:
    """Line 33: a trump contract needs its tricks (or more); a misère needs no trick at all."""
    if contract in TRUMP_CONTRACT_POINTS:
        return tricks >= int(contract)
    return tricks == 0


def max_tricks(contract: str) -> int:
    """Line 33: in the little misères the declarer plays twelve cards, so takes at most twelve."""
    return TRICKS_IN_DEAL - 1 if contract in TWELVE_CARD_MISERES else TRICKS_IN_DEAL


@register
class Boston(GameRules):
    id = "boston"
    name = "Boston"
    name_ru = "Бостон"
    family = "whist"
    source = "seeds/004 lines 29-37 (table cut off)"
    min_players = 4
    max_players = 4
    options = BOSTON_OPTIONS
    entry_schema = BOSTON_ENTRY

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        declarer = entry["declarer"]
        turned = self._turned(entry.get("turned"))
        if declarer is None:
            for name in ("contract", "suit", "trumps", "tricks"):
                if entry.get(name) is not None:
                    raise RuleError(name, "boston.passed_no_contract")
            return self._with_end(state, Outcome(void=True, note=Message("boston.all_passed")))
        contract = entry.get("contract")
        if contract is None:
            raise RuleError("contract", "boston.contract_missing")
        suit = self._suit(contract, entry.get("suit"), turned, entry.get("trumps"))
        tricks = entry.get("tricks")
        if tricks is None:
            raise RuleError("tricks", "boston.tricks_missing")
        named = Term.choice(self.id, "contract", contract)
        if tricks > max_tricks(contract):
            raise RuleError("tricks", "boston.twelve_cards", contract=named)
        value = contract_value(contract, suit, state.options["big_open"])
        if contract_made(contract, tricks):
            over = tricks - int(contract) if contract in TRUMP_CONTRACT_POINTS else 0
            points = value + over * state.options["overtricks"]
            return self._with_end(state, Outcome(((declarer, points),),
                                                 note=Message("boston.made", contract=named)))
        if state.options["failed_contract"] == "opponents-score":
            steps = tuple((p, value) for p in state.players if p != declarer)
        else:
            steps = ((declarer, -value),)
        return self._with_end(state, Outcome(steps, note=Message("boston.failed", contract=named)))

    @staticmethod
    def _turned(text: str | None) -> Card | None:
        if text is None:
            return None
        try:
            card = parse_card(text)
        except CardError as exc:  # the schema has read it already; kept for direct callers
            raise RuleError("turned", exc.why) from None
        if card.is_joker:
            raise RuleError("turned", "boston.no_jokers")
        return card

    def _suit(self, contract: str, suit: int | None, turned: Card | None,
              trumps: str | None) -> int | None:
        """The trump suit's rank (1st, 2nd, 3rd): as given, or from the turned card (line 31)."""
        if contract not in TRUMP_CONTRACT_POINTS:
            for name, given in (("suit", suit), ("trumps", trumps)):
                if given is not None:
                    raise RuleError(name, "boston.misere_no_trumps")
            return None
        if trumps is not None:
            if turned is None:
                raise RuleError("turned", "boston.turned_missing")
            derived = suit_rank(turned, trumps)
            if suit is not None and suit != derived:
                raise RuleError("suit", "boston.suit_disagrees", suit=suit, rank=derived,
                                turned=card_message(turned),
                                trumps=Term.choice(self.id, "trumps", trumps))
            return derived
        if suit is None:
            raise RuleError("suit", "boston.suit_missing")
        return suit

    def _with_end(self, state: State, outcome: Outcome) -> Outcome:
        """End the match after the agreed rounds, once one player leads alone."""
        rounds = state.options["rounds"]
        if rounds == 0 or len(state.deals) + 1 < rounds * DEALS_IN_ROUND:
            return outcome
        totals = dict(state.totals)
        for who, points in outcome.steps:
            totals[who] += points
        best = max(totals.values())
        leaders = [p for p, n in totals.items() if n == best]
        if len(leaders) > 1:
            return outcome  # a tie for the lead: play on deal by deal
        return Outcome(outcome.steps, note=outcome.note, void=outcome.void,
                       ends_game_for=leaders[0])

    def _made_values(self, state: State) -> set[int]:
        values: set[int] = set()
        for contract in CONTRACTS:
            suits: tuple[int | None, ...] = (1, 2, 3) if contract in TRUMP_CONTRACT_POINTS else (None,)
            for suit in suits:
                value = contract_value(contract, suit, state.options["big_open"])
                overs = range(TRICKS_IN_DEAL - int(contract) + 1) if suit is not None else range(1)
                values.update(value + k * state.options["overtricks"] for k in overs)
        return values

    def _failed_values(self, state: State) -> set[int]:
        return {contract_value(c, s, state.options["big_open"])
                for c in CONTRACTS
                for s in ((1, 2, 3) if c in TRUMP_CONTRACT_POINTS else (None,))}

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        scored = {p: n for p, n in points.items() if n}
        if not scored:
            return  # a passed deal
        values = set(scored.values())
        if len(scored) == 1:
            (player, value), = scored.items()
            allowed = set(self._made_values(state))
            if state.options["failed_contract"] == "declarer-loses":
                allowed |= {-v for v in self._failed_values(state)}
            if value not in allowed:
                raise RuleError(f"points.{player}", "boston.not_a_value", value=value)
            return
        if (len(scored) == len(state.players) - 1 and len(values) == 1
                and state.options["failed_contract"] == "opponents-score"
                and values <= self._failed_values(state)):
            return
        raise RuleError("points", "boston.points_shape")

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        return self._with_end(state, super().points_outcome(state, points))
