"""An impossible first deal of every registered game, as a scorer might type it.

``REFUSED[game_id]`` is an entry the game's rules refuse with a ``RuleError`` (not a number out
of a box's range, which the box says at once: these are the rules' own refusals, the long ones
among them), for the players and options of ``game_examples.EXAMPLES[game_id]``. The window
test (``test_every_refusal_in_sight``) types each into the game's form at 1024×600.
"""

from __future__ import annotations

from typing import Any

from tests.ui.evening.game_examples import EXAMPLES

ALL_FOURS = {"high": "Bob", "low": "Cid", "jack": "Bob", "game": "Dot"}
LOW_ABOVE_HIGH = {"high_card": "2H", "low_card": "AH"}  # the low card outranks the high one


def _crib(roles: tuple[str, ...], show: int) -> dict[str, Any]:
    """Cribbage by its count, the first hand's show one that no cards give (line 223: no
    four cards with the starter show 19, 25, 26 or 27; three show no 16 to 19, five no 35)."""
    count: dict[str, Any] = {role: {"play": 1, "hand": 4} for role in roles}
    count[roles[0]] = {"play": 2, "hand": show}
    count["dealer"] = {"play": 1, "hand": 4, "crib": 2}
    return {"count": count}


REFUSED: dict[str, dict[str, Any]] = {
    "all-fives": {"high": "Bob", "low": "Ann", "jack": "Bob", "ace": "Bob", "king": "Ann",
                  "queen": None, "ten": "Bob", "five": "Ann", "game": "Bob", **LOW_ABOVE_HIGH},
    "auction-pitch": {"pitcher": "Bob", "bid": 2, **ALL_FOURS, **LOW_ABOVE_HIGH},
    "bierspiel": {"in": ["Bob", "Cid"], "tricks": {"Bob": 3, "Cid": 3}},
    "boston": {"declarer": "Ann", "contract": "little-misere", "suit": 1, "tricks": 7},
    "california-jack": {"high": "Ann", "low": "Bob", "jack": "Bob",
                        "game_pips": {"Ann": 44, "Bob": 44}},
    "cinch": {"bidder": "Bob", "bid": 8, "card_points": {"A": 3, "B": 5}},
    "cribbage": _crib(("pone",), 27),
    "cribbage-five": _crib(("pone",), 17),
    "cribbage-seven": _crib(("pone",), 35),
    "cribbage-three": _crib(("eldest", "second"), 26),
    "cribbage-four": _crib(("eldest", "second", "third"), 25),
    "dom-pedro": {"pitcher": "Bob", "bid": 20, "high": "Bob", "low": "Bob", "jack": "Bob",
                  "game": "Bob", "three": "Dot", "five": "Bob", "nine": "Ann", "snoozer": "Bob",
                  **LOW_ABOVE_HIGH},
    "ecarte": {"tricks": {"Ann": 3, "Bob": 3}, "king": "Ann"},
    "euchre": {"makers": "A", "tricks": 5, "alone": True, "revoke": {"by": "B"}},
    "euchre-auction": {"bidder": "A", "bid": 3},
    "euchre-blind": {"taker": "Ann", "tricks": 3, "revoke": {"by": ["Ann"]}},
    "euchre-call-ace": {"maker": "Ann", "partner": "Ann", "tricks": 3},
    "euchre-cutthroat": {"maker": "Ann", "tricks": 3, "revoke": {"by": ["Ann"]}},
    "euchre-five": {"bidder": "Ann", "bid": 3, "suit": "H", "partners": ["Ann"], "tricks": 3},
    "euchre-penalty": {"tricks": {"Ann": 2, "Bob": 2, "Cid": 1, "Dot": 1}},
    "euchre-railroad": {"makers": "A", "tricks": 3, "jambone": True},
    "euchre-setback": {"points": {"A": 3, "B": 0}},  # by the points: a count no deal gives
    "euchre-seven": {"bidder": "Ann", "bid": 4, "suit": "S", "partners": ["Cid"], "tricks": 5},
    "five-card-loo": {"in": ["Bob", "Cid", "Dot"], "tricks": {"Bob": 2, "Cid": 2, "Dot": 2}},
    "five-hundred": {"bidder": "Ann", "bid": "8H", "tricks": {"Ann": 8, "Bob": 2, "Cid": 1}},
    "frog": {"bidder": "Bob", "game": "frog"},
    "irish-loo": {"in": ["Bob", "Cid", "Dot"], "tricks": {"Bob": 1, "Cid": 2, "Ann": 1}},
    "loo": {"tricks": {"Bob": 2, "Cid": 2}},
    "pedro": {"pitcher": "Bob", "bid": 6, **ALL_FOURS, "five": "Bob", "nine": "Ann",
              **LOW_ABOVE_HIGH},
    "piquet": {"tricks": {"Bob": 7}, "play": {"Bob": 8, "Ann": 5}},
    "pitch": {"high": "Bob", "low": "Cid", "jack": "Dot", "game": "Ann", **LOW_ABOVE_HIGH},
    "preference-austrian": {"declarer": "Bob", "contract": "2", "trumps": "clubs",
                            "whist": {"Cid": "whist", "Ann": "pass"},
                            "tricks": {"Bob": 7, "Cid": 3}},
    "rams": {"tricks": {"Bob": 2, "Cid": 1}},
    "rounce": {"in": ["Bob", "Cid", "Ann"], "tricks": {"Bob": 3, "Cid": 3}},
    "seven-up": {"high": "Bob", "low": "Bob", "jack": None, "game": "Ann",
                 "high_card": "2H", "low_card": "9H"},
    "shasta-sam": {"high": "Bob", "low": "Ann", "jack": "Bob", "game": "Bob",
                   "revoke": {"by": "Ann"}},
    "smudge": {"pitcher": "Bob", "bid": 1, "high": "Bob", "low": "Ann", "jack": None,
               "game": "Cid", **LOW_ABOVE_HIGH},
    "whist-ru": {"tricks": {"A": 0}, "honours": {"A": 4}},
}

assert set(REFUSED) == set(EXAMPLES)
