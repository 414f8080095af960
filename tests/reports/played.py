"""A few real deals of every game, for the documents' tests: each scores by the game's rules.

``played(game_id, names)`` gives the players (the first of ``names`` as many as the game
seats) and the deals, written by seat so that any club's names can sit at the table. The deals
follow the rule books (seeds/000–004) and the examples of each game's own tests.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

# a club whose names are long, Latin and Cyrillic, hyphenated
LONG_NAMES = ("Alexandrina Featherstonehaugh-Wolstenholme",
              "Констанция Кржижановская-Преображенская",
              "Maximilian Montgomery-Vandermeulen",
              "Евфросиния Дворжецкая-Милославская",
              "Bartholomew Fitzwilliam-Cholmondeley",
              "Святослав Загорулько-Верховцев",
              "Guinevere Abernathy-Clutterbuck")

LATIN_FIRST = ("Alexandrina", "Maximilian", "Bartholomew", "Guinevere", "Cornelius",
               "Theodosia", "Peregrine", "Wilhelmina", "Aurelian", "Clementine")
LATIN_LAST = ("Featherstonehaugh-Wolstenholme", "Montgomery-Vandermeulen",
              "Fitzwilliam-Cholmondeley", "Abernathy-Clutterbuck", "Postlethwaite-Marjoribanks",
              "Ravenscroft-Lowther", "Oppenheimer-Ashworth", "Winterbottom-Delacroix")
CYRILLIC_FIRST = ("Констанция", "Евфросиния", "Святослав", "Аполлинария", "Всеволод",
                  "Вячеслав", "Феодосия", "Ростислав", "Елизавета", "Мстислав")
CYRILLIC_LAST = ("Кржижановская-Преображенская", "Дворжецкая-Милославская",
                 "Загорулько-Верховцев", "Оболенская-Нелединская", "Трубецкой-Голенищев",
                 "Шереметева-Воронцова", "Достоевский-Ржевский", "Мусина-Пушкина")


def club_names(count: int) -> list[str]:
    """``count`` different long names, Latin and Cyrillic by turns, every one hyphenated."""
    latin = [f"{f} {s}" for s in LATIN_LAST for f in LATIN_FIRST]
    cyrillic = [f"{f} {s}" for s in CYRILLIC_LAST for f in CYRILLIC_FIRST]
    both = [name for pair in zip(latin, cyrillic, strict=True) for name in pair]
    if count > len(both):
        raise ValueError(f"only {len(both)} long names")
    return both[:count]


Deals = Callable[[Sequence[str]], list[dict[str, Any]]]


def _euchre(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5},
            {"makers": "A", "tricks": 4}, {"makers": "A", "tricks": 5, "alone": True},
            {"makers": "B", "tricks": 1, "revoke": {"by": "B", "take": "add"}},
            {"makers": "B", "tricks": 3}]


def _count(pone: tuple[int, int], dealer: tuple[int, int, int], heels: bool = False,
           muggins: int = 0) -> dict[str, Any]:
    entry: dict[str, Any] = {"count": {"pone": {"play": pone[0], "hand": pone[1]},
                                       "dealer": {"play": dealer[0], "hand": dealer[1],
                                                  "crib": dealer[2]}}}
    if heels:
        entry["count"]["heels"] = True
    if muggins:
        entry["count"]["pone"]["muggins"] = muggins
    return entry


def _cribbage(p: Sequence[str]) -> list[dict[str, Any]]:
    return [_count((2, 8), (3, 12, 4)), _count((4, 6), (1, 10, 2), heels=True),
            {"cards": {"starter": "5H", "pone": ["JH", "5S", "TD", "KC"],
                       "dealer": ["4C", "6D", "2S", "9H"], "crib": ["AS", "3H", "7C", "8D"],
                       "pegged": {"pone": 2, "dealer": 3}}},
            _count((3, 12), (2, 8, 6), muggins=2)]


def _cribbage_three(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"count": {"eldest": {"play": 2, "hand": 8}, "second": {"play": 3, "hand": 6},
                       "dealer": {"play": 1, "hand": 4, "crib": 5}}},
            {"count": {"eldest": {"play": 4, "hand": 12}, "second": {"play": 1, "hand": 2},
                       "dealer": {"play": 2, "hand": 10, "crib": 2}}}]


def _cribbage_four(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"count": {"eldest": {"play": 2, "hand": 8}, "second": {"play": 3, "hand": 6},
                       "third": {"play": 1, "hand": 4},
                       "dealer": {"play": 2, "hand": 4, "crib": 5}}},
            {"count": {"eldest": {"play": 4, "hand": 12}, "second": {"play": 1, "hand": 2},
                       "third": {"play": 0, "hand": 7},
                       "dealer": {"play": 2, "hand": 10, "crib": 2}}}]


def _seven_up(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"high": p[0], "low": p[1], "jack": p[0], "game": p[1]},
            {"high": p[1], "low": p[1], "jack": None, "game": p[0], "gift": True},
            {"high": p[0], "low": p[0], "jack": p[0], "game": p[0]}]


def _pitch(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"high": p[0], "low": p[1], "jack": p[0], "game": p[1]},
            {"high": p[1], "low": p[1], "jack": None, "game": p[0]},
            {"high": p[0], "low": p[0], "jack": p[0], "game": p[0]}]


def _california(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"high": p[0], "low": p[1], "jack": p[0], "game": p[1]},
            {"high": p[1], "low": p[0], "jack": p[1], "game": p[0]},
            {"high": p[0], "low": p[0], "jack": p[0], "game": p[0]}]


def _all_fives(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"high": p[0], "low": p[1], "jack": p[0], "ace": p[0], "king": p[1],
             "queen": p[0], "ten": p[1], "five": p[0], "game": p[0]},
            {"high": p[1], "low": p[1], "jack": p[1], "ace": p[1], "king": p[0],
             "queen": p[1], "ten": p[0], "five": p[1], "game": p[1]}]


def _auction(p: Sequence[str]) -> list[dict[str, Any]]:
    # the dealer is the first player: the eldest hand (the second) sells or pitches
    return [{"pitcher": p[1], "bid": 2, "high": p[1], "low": p[2], "jack": p[1], "game": p[3]},
            {"pitcher": p[3], "bid": 3, "sold": True, "high": p[3], "low": p[0],
             "jack": p[3], "game": p[3]},
            {"pitcher": p[3], "bid": 2, "high": p[0], "low": p[1], "jack": p[0],
             "game": p[1]}]


def _pedro(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"pitcher": p[1], "bid": 6, "high": p[1], "low": p[2], "jack": p[1],
             "game": p[1], "five": p[1], "nine": p[3]}]


def _dom_pedro(p: Sequence[str]) -> list[dict[str, Any]]:
    # line 225: the snoozer is the lowest trump, so low goes with it
    return [{"pitcher": p[1], "bid": 6, "high": p[1], "low": p[1], "jack": p[1],
             "game": p[1], "three": p[3], "five": p[1], "nine": p[3], "snoozer": p[1]}]


def _cinch(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"bidder": p[1], "bid": 7, "high": p[1], "low": p[3], "jack": p[1],
             "game": p[0], "right_pedro": p[1], "left_pedro": p[2]},
            {"bidder": p[2], "bid": 8, "high": p[2], "low": p[0], "jack": p[2],
             "game": p[2], "right_pedro": p[2], "left_pedro": p[0]}]


def _loo(p: Sequence[str]) -> list[dict[str, Any]]:
    # seeds/000 lines 45-59: a simple pool everyone plays, then a double pool one may pass
    return [{"tricks": {p[1]: 2, p[2]: 1}},
            {"double": True, "in": [p[2], p[3], p[4]], "tricks": {p[2]: 2, p[3]: 1}}]


def _irish_loo(p: Sequence[str]) -> list[dict[str, Any]]:
    # no widow: every deal each may pass (seeds/000 line 77)
    return [{"in": [p[1], p[2], p[3]], "tricks": {p[1]: 2, p[2]: 1}},
            {"in": [p[2], p[3], p[4]], "tricks": {p[2]: 2, p[3]: 1}}]


def _five_card_loo(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"in": [p[1], p[2], p[3]], "tricks": {p[1]: 3, p[2]: 2}},
            {"in": [p[2], p[3], p[4]], "tricks": {p[2]: 4, p[3]: 1}}]


def _rams(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"in": list(p[:4]), "tricks": {p[0]: 2, p[1]: 3, p[2]: 0, p[3]: 0}},
            {"in": list(p[1:4]), "tricks": {p[1]: 1, p[2]: 4, p[3]: 0}}]


def _bierspiel(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"in": list(p[:3]), "tricks": {p[0]: 2, p[1]: 3, p[2]: 0}},
            {"in": list(p[1:4]), "tricks": {p[1]: 1, p[2]: 4, p[3]: 0}, "crosses": {p[3]: 1}}]


def _five_hundred(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"bidder": p[0], "bid": "7H", "tricks": {p[0]: 8, p[1]: 1, p[2]: 1}},
            {"bidder": p[1], "bid": "6S", "tricks": {p[0]: 3, p[1]: 5, p[2]: 2}},
            {"bidder": p[2], "bid": "8NT", "tricks": {p[0]: 1, p[1]: 0, p[2]: 9}}]


def _whist(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"tricks": {"A": 9}, "honours": {"A": 3}}, {"tricks": {"A": 8}, "honours": {"A": 4}},
            {"tricks": {"A": 4}, "honours": {"A": 1}}, {"tricks": {"A": 3}, "honours": {"A": 0}}]


def _boston(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"declarer": p[1], "contract": "6", "suit": 1, "tricks": 7},
            {"declarer": p[2], "contract": "little-misere", "tricks": 0},
            {"declarer": p[3], "contract": "8", "suit": 2, "tricks": 6},
            {"declarer": None}]


def _preference(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"declarer": p[1], "contract": "2", "trumps": "spades",
             "whist": {p[2]: "whist", p[0]: "pass"}, "tricks": {p[1]: 7, p[2]: 3}},
            {"declarer": p[2], "contract": "game", "trumps": "clubs",
             "whist": {p[0]: "whist", p[1]: "whist"}, "tricks": {p[2]: 5, p[0]: 3, p[1]: 2}},
            {"declarer": None}]


def _piquet(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"point": {"player": p[1], "cards": 5}, "sequences": {"player": p[1], "quart": 1},
             "sets": {"player": p[0], "trios": 1}, "tricks": {p[1]: 7}, "play": {p[1]: 9, p[0]: 6}},
            {"carte_blanche": p[0], "point": {"player": p[0], "cards": 6},
             "tricks": {p[0]: 5}, "play": {p[0]: 6, p[1]: 8}}]


def _ecarte(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"tricks": {p[0]: 3, p[1]: 2}}, {"tricks": {p[1]: 5, p[0]: 0}, "king": p[1]},
            {"tricks": {p[0]: 4, p[1]: 1}}]


def _euchre_each(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"maker": p[0], "tricks": 3}, {"maker": p[1], "tricks": 5},
            {"maker": p[2], "tricks": 2}]


def _euchre_blind(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"taker": p[0], "tricks": 3}, {"taker": p[1], "tricks": 5},
            {"taker": p[2], "tricks": 2}]


def _call_ace(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"maker": p[0], "partner": p[2], "tricks": 4},
            {"maker": p[1], "partner": p[3], "tricks": 2}]


def _euchre_auction(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"bidder": "A", "bid": 3, "tricks": 4}, {"bidder": "B", "bid": 4, "tricks": 2}]


def _euchre_five(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"bidder": p[1], "bid": 8, "tricks": 5}, {"bidder": p[2], "bid": 3, "suit": "H",
                                                       "partners": [p[4]], "tricks": 3}]


def _euchre_seven(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"bidder": p[1], "bid": 4, "suit": "S", "partners": [p[3], p[5]], "tricks": 5}]


def _penalty(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"tricks": {p[0]: 2, p[1]: 1, p[2]: 1, p[3]: 1, p[4]: 0}},
            {"tricks": {p[0]: 0, p[1]: 3, p[2]: 0, p[3]: 2, p[4]: 0}}]


def _frog(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"bidder": p[1], "game": "frog", "bidder_points": 72},
            {"bidder": p[2], "game": "chico", "bidder_points": 55}]


def _setback(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5},
            {"makers": "A", "tricks": 2}]


def _railroad(p: Sequence[str]) -> list[dict[str, Any]]:
    return [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5, "alone": True},
            {"makers": "A", "tricks": 4}]


# game id -> (players, deals, options)
GAMES: dict[str, tuple[int, Deals, dict[str, Any]]] = {
    "euchre": (4, _euchre, {}),
    "euchre-railroad": (4, _railroad, {}),
    "euchre-setback": (4, _setback, {}),
    "euchre-auction": (4, _euchre_auction, {}),
    "euchre-cutthroat": (3, _euchre_each, {}),
    "euchre-blind": (4, _euchre_blind, {}),
    "euchre-call-ace": (5, _call_ace, {}),
    "euchre-five": (5, _euchre_five, {}),
    "euchre-seven": (7, _euchre_seven, {}),
    "euchre-penalty": (5, _penalty, {}),
    "five-hundred": (3, _five_hundred, {}),
    "ecarte": (2, _ecarte, {}),
    "cribbage": (2, _cribbage, {}),
    "cribbage-five": (2, lambda p: [_count((2, 6), (3, 8, 4)), _count((1, 4), (2, 6, 2))], {}),
    "cribbage-seven": (2, lambda p: [_count((4, 14), (3, 12, 8))], {}),
    "cribbage-three": (3, _cribbage_three, {}),
    "cribbage-four": (4, _cribbage_four, {}),
    "seven-up": (2, _seven_up, {}),
    "pitch": (2, _pitch, {}),
    "all-fives": (2, _all_fives, {}),
    "california-jack": (2, _california, {}),
    "shasta-sam": (2, _california, {}),
    "auction-pitch": (5, _auction, {}),
    "smudge": (4, _auction, {}),
    "pedro": (4, _pedro, {}),
    "dom-pedro": (4, _dom_pedro, {}),
    "cinch": (4, _cinch, {}),
    "loo": (5, _loo, {}),
    "irish-loo": (5, _irish_loo, {}),
    "five-card-loo": (5, _five_card_loo, {}),
    "rams": (4, _rams, {}),
    "rounce": (4, _rams, {}),
    "bierspiel": (4, _bierspiel, {}),
    "frog": (4, _frog, {}),
    "whist-ru": (4, _whist, {}),
    "boston": (4, _boston, {}),
    "preference-austrian": (3, _preference, {}),
    "piquet": (2, _piquet, {}),
}


def played(game_id: str, names: Sequence[str] = LONG_NAMES
           ) -> tuple[list[str], list[dict[str, Any]], dict[str, Any]]:
    """The players, the deals and the options of a few real deals of ``game_id``."""
    count, deals, options = GAMES[game_id]
    players = list(names[:count])
    return players, deals(players), dict(options)
