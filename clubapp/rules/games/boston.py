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
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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

BOSTON_OPTIONS = (
    Option("big_open", "int", 45, "Big open (misère face up) is worth", "Большой в открытую стоит",
           minimum=1, maximum=200, help="cut off in seeds/004 line 37"),
    Option("failed_contract", "choice", "declarer-loses", "A failed contract",
           "Проигранная игра", choices=("declarer-loses", "opponents-score"),
           help="declarer-loses: the declarer is charged its value; "
                "opponents-score: each opponent scores it"),
    Option("overtricks", "int", 0, "Points per trick over a trump contract",
           "Очков за взятку сверх заказа", minimum=0, maximum=10),
    Option("rounds", "int", 4, "Rounds in the match (0: no end)", "Кругов в матче (0: без конца)",
           minimum=0, maximum=50, help="a round is four deals, one by each player"),
)

BOSTON_ENTRY = (
    Field("declarer", "player", "Declarer", "Заказавший", nullable=True,
          help="null when every player passed"),
    Field("contract", "choice", "Contract", "Игра", required=False, choices=CONTRACTS,
          choice_labels={"5": "5 tricks", "6": "6 tricks", "7": "7 tricks", "8": "8 tricks",
                         "9": "9 tricks", "13": "13 tricks (slam)",
                         "little-misere": "little misère", "big-misere": "big misère",
                         "little-open": "little open", "big-open": "big open"}),
    Field("suit", "int", "Trump suit (1st, 2nd, 3rd)", "Козырная масть (1-я, 2-я, 3-я)",
          required=False, minimum=1, maximum=3,
          help="1: the turned card's suit; 2: the other of its colour; 3: the other colour"),
    Field("tricks", "int", "Declarer's tricks", "Взятки заказавшего", required=False,
          minimum=0, maximum=13),
)


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
        if declarer is None:
            for name in ("contract", "suit", "tricks"):
                if entry.get(name) is not None:
                    raise RuleError(name, "nobody declared: a passed deal has no contract")
            return self._with_end(state, Outcome(void=True, note="all passed"))
        contract = entry.get("contract")
        if contract is None:
            raise RuleError("contract", "missing: what did the declarer undertake?")
        suit = entry.get("suit")
        if contract in TRUMP_CONTRACT_POINTS and suit is None:
            raise RuleError("suit", "missing: a trump contract is played in the 1st, 2nd or 3rd suit")
        if contract not in TRUMP_CONTRACT_POINTS and suit is not None:
            raise RuleError("suit", "a misère is played without trumps")
        tricks = entry.get("tricks")
        if tricks is None:
            raise RuleError("tricks", "missing: how many tricks did the declarer take?")
        if tricks > max_tricks(contract):
            raise RuleError("tricks", f"in {contract} the declarer plays only twelve cards")
        value = contract_value(contract, suit, state.options["big_open"])
        if contract_made(contract, tricks):
            over = tricks - int(contract) if contract in TRUMP_CONTRACT_POINTS else 0
            points = value + over * state.options["overtricks"]
            return self._with_end(state, Outcome(((declarer, points),), note=f"{contract} made"))
        if state.options["failed_contract"] == "opponents-score":
            steps = tuple((p, value) for p in state.players if p != declarer)
        else:
            steps = ((declarer, -value),)
        return self._with_end(state, Outcome(steps, note=f"{contract} failed"))

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
        return Outcome(outcome.steps, note=outcome.note, void=outcome.void, ends_game_for=leaders[0])

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
                raise RuleError(f"points.{player}", f"{value} is not what a contract of boston gives")
            return
        if (len(scored) == len(state.players) - 1 and len(values) == 1
                and state.options["failed_contract"] == "opponents-score"
                and values <= self._failed_values(state)):
            return
        raise RuleError("points", "in boston only the declarer scores, or (a failed contract "
                        "under the opponents-score rule) each opponent the same value")

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        return self._with_end(state, super().points_outcome(state, points))
