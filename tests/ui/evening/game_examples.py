"""A short, realistic game of every registered game, as a scorer would enter it.

``EXAMPLES[game_id]`` is ``{"players": [...], "options": {...}, "deals": [...]}``: the players in
seat order (the first deals first), the house-rule options that differ from the book's, and
the deals in the game's own entry fields (cribbage: its whole-deal points entry). Each one
scores without error through ``clubapp score GAME`` and, where the game has an end, is played
to it (the game, or the match when it is short); the pool games, préférence, frog and the
seven-hand evening have no end and play a few deals.

The window test (``test_every_game_in_window``) plays each through the generated score form.
"""

from __future__ import annotations

from typing import Any

TWO = ["Ann", "Bob"]
THREE = ["Ann", "Bob", "Cid"]
FOUR = ["Ann", "Bob", "Cid", "Dot"]  # partnerships: A = Ann & Cid, B = Bob & Dot
FIVE = [*FOUR, "Eli"]
SIX = [*FIVE, "Fay"]
SEVEN = [*SIX, "Gus"]

EXAMPLES: dict[str, dict[str, Any]] = {
    # --- euchre family -------------------------------------------------------------------
    "euchre": {
        # a rubber: A wins a triple, B a triple, A a triple; a revoke deducted from B
        "players": FOUR, "options": {},
        "deals": [
            {"makers": "A", "tricks": 5, "alone": True},                       # A 4
            {"makers": "A", "tricks": 3},                                      # A 5: game
            {"makers": "B", "tricks": 3},                                      # B 1
            {"makers": "A", "tricks": 1},                                      # euchred: B 3
            {"makers": "B", "tricks": 5},                                      # B 5: game
            {"makers": "A", "tricks": 5, "alone": True},                       # A 4
            {"makers": "B", "tricks": 3, "revoke": {"by": "B", "take": "deduct"}},  # B -2
            {"makers": "A", "tricks": 4},                                      # A 5: rubber
        ],
    },
    "euchre-auction": {
        "players": SIX, "options": {"revoke_penalty": "bid"},
        "deals": [
            {"bidder": "A", "bid": 3, "tricks": 4},
            {"bidder": "B", "bid": 4, "tricks": 2},
            {"bidder": "B", "bid": 2, "tricks": 3},
            {"bidder": "A", "bid": 5, "tricks": 5},
            {"bidder": "B", "bid": 3, "tricks": 3, "revoke": {"by": "A", "take": "add"}},
            {"bidder": "A", "bid": 3, "tricks": 3},
        ],
    },
    "euchre-blind": {
        "players": FOUR, "options": {},
        "deals": [
            {"taker": "Ann", "tricks": 3},
            {"taker": None},                     # nobody took the widow: void
            {"taker": "Cid", "tricks": 2},       # euchred: 2 to each of the others
            {"taker": "Bob", "revoke": {"by": ["Bob"], "take": "deduct"}},  # law 30: Bob -4
            {"taker": "Dot", "tricks": 5},       # a march alone: 4, and game
        ],
    },
    "euchre-call-ace": {
        "players": FIVE, "options": {},
        "deals": [
            {"maker": "Ann", "partner": "Cid", "tricks": 3},
            {"maker": "Bob", "partner": "Eli", "tricks": 2},
            {"maker": "Dot", "partner": None, "tricks": 4},   # the called card in the stock
            {"maker": "Eli", "partner": "Ann", "tricks": 5},
        ],
    },
    "euchre-cutthroat": {
        "players": THREE, "options": {},
        "deals": [
            {"maker": "Ann", "tricks": 3},
            {"maker": "Bob", "tricks": 2},
            {"maker": "Bob", "revoke": {"by": ["Ann"], "take": "deduct"}},  # law 30: Ann -3
            {"maker": "Cid", "tricks": 5, "alone": True},
        ],
    },
    "euchre-five": {
        "players": FIVE, "options": {"target": 20},
        "deals": [
            {"bidder": "Ann", "bid": 3, "suit": "H", "partners": ["Cid"], "tricks": 3},
            {"bidder": "Bob", "bid": 4, "suit": "S", "partners": ["Dot", "Eli"], "tricks": 3},
            {"bidder": "Cid", "bid": 8, "suit": "C", "partners": [], "tricks": 5},   # alone
            {"bidder": "Dot", "bid": 5, "suit": "D", "partners": ["Ann", "Bob"],
             "revoke_by": "Eli"},
            {"bidder": "Eli", "bid": 3, "suit": "H", "partners": ["Cid"], "tricks": 4},
            {"bidder": "Cid", "bid": 4, "suit": "S", "partners": ["Ann", "Eli"], "tricks": 5},
        ],
    },
    "euchre-penalty": {
        "players": FIVE, "options": {},
        "deals": [
            {"tricks": {"Ann": 2, "Bob": 1, "Cid": 1, "Dot": 1}},
            {"tricks": {"Bob": 3, "Dot": 2}},
            {"tricks": {"Ann": 1, "Cid": 2, "Eli": 2}},
            {"tricks": {"Bob": 1, "Dot": 4}},
            {"tricks": {"Dot": 3, "Ann": 2}},                 # Dot pays his last chip
        ],
    },
    "euchre-railroad": {
        "players": FOUR,
        "options": {"laps": True, "ready_hand_bonus": True, "jambone_euchred": "opponents"},
        "deals": [
            {"makers": "A", "tricks": 3},
            {"makers": "B", "tricks": 5, "alone": True, "jambone": True},   # 8: game, laps 3
            {"makers": "A", "tricks": 5, "alone": True, "help": False},     # a ready hand: 5
            {"makers": "B", "tricks": 3, "revoke": {"by": "A", "take": "deduct"}},
            {"makers": "B", "tricks": 1, "alone": True, "lone_against": True},
            {"makers": "A", "tricks": 5, "jamboree": True},                 # 16: the rubber
        ],
    },
    "euchre-setback": {
        "players": FOUR, "options": {"start": 5},
        "deals": [
            {"makers": "A", "tricks": 5},
            {"makers": "B", "tricks": 2},
            {"makers": "A", "tricks": 5, "alone": True},        # A counts down to nothing
            {"makers": "B", "tricks": 4},
            {"makers": "A", "tricks": 3, "revoke": {"by": "A"}},
            {"makers": "B", "tricks": 5, "alone": True},
            {"makers": "A", "tricks": 5},
            {"makers": "B", "tricks": 3},
            {"makers": "A", "tricks": 3},
            {"makers": "A", "tricks": 5},
        ],
    },
    "euchre-seven": {
        # the book's evening: no game to reach, the table's highest and lowest win prizes
        "players": SEVEN, "options": {},
        "deals": [
            {"bidder": "Ann", "bid": 4, "suit": "S", "partners": ["Cid", "Eli"], "tricks": 5},
            {"bidder": "Bob", "bid": 6, "suit": "H", "partners": ["Dot", "Fay", "Gus"],
             "tricks": 5},
            {"bidder": "Fay", "bid": 10, "suit": "D", "tricks": 7},
            {"bidder": "Gus", "bid": 3, "suit": "C", "partners": ["Ann", "Bob"],
             "revoke_by": "Cid"},
        ],
    },
    "ecarte": {
        "players": TWO, "options": {},
        "deals": [
            {"tricks": {"Ann": 3, "Bob": 2}, "king": "Ann"},
            {"tricks": {"Bob": 5}},                                   # the vole
            {"tricks": {"Ann": 1, "Bob": 4}, "forced_by": "Ann"},
            {"tricks": {"Ann": 3, "Bob": 2}, "king": "Bob", "forced_by": None},  # the king wins
        ],
    },
    "five-hundred": {
        "players": THREE, "options": {},
        "deals": [
            {"bidder": "Ann", "bid": "8H", "tricks": {"Ann": 8, "Bob": 1, "Cid": 1}},
            {"bidder": "Bob", "bid": "7NT", "tricks": {"Ann": 3, "Bob": 6, "Cid": 1}},
            {"bidder": "Cid", "bid": "6D", "tricks": {"Ann": 2, "Bob": 2, "Cid": 6}},
            {"bidder": "Ann", "bid": "7S", "tricks": {"Ann": 7, "Bob": 2, "Cid": 1}},
            {"bidder": "Ann", "bid": "6C", "tricks": {"Ann": 10}},
        ],
    },
    # --- piquet --------------------------------------------------------------------------
    "piquet": {
        "players": TWO, "options": {},
        "deals": [
            # Ann deals: Bob is elder (Hoffmann's worked hand)
            {"point": {"player": "Bob", "cards": 6},
             "sequences": {"player": "Bob", "quint": 1, "tierce": 1},
             "sets": {"player": "Ann", "quatorzes": 1, "trios": 1},
             "tricks": {"Bob": 7}, "play": {"Bob": 9, "Ann": 6}},
            # Bob deals, shows carte blanche
            {"carte_blanche": "Bob", "point": {"player": "Ann", "cards": 5},
             "sequences": {"player": "Ann", "quart": 1},
             "tricks": {"Ann": 6, "Bob": 6}, "play": {"Ann": 8, "Bob": 7}},
            # Ann deals: Bob piques and goes out; Ann, under 50, is lurched
            {"point": {"player": "Bob", "cards": 5}, "sequences": {"player": "Bob", "quint": 1},
             "sets": {"player": "Bob", "trios": 1},
             "tricks": {"Bob": 8}, "play": {"Bob": 10, "Ann": 5}, "pique": True},
        ],
    },
    # --- all fours family ----------------------------------------------------------------
    "seven-up": {
        "players": TWO, "options": {},
        "deals": [
            {"high": "Bob", "low": "Bob", "jack": None, "game": "Ann",
             "high_card": "9H", "low_card": "9H"},
            {"gift": True, "high": "Ann", "low": "Bob", "jack": "Ann",
             "game_pips": {"Ann": 12, "Bob": 11}},
            {"jack_turned": True, "high": "Bob", "low": "Ann", "jack": None, "game": "Bob"},
        ],
    },
    "pitch": {
        "players": FOUR, "options": {},
        "deals": [
            {"high": "Bob", "low": "Cid", "jack": "Dot", "game": "Ann"},
            {"high": "Ann", "low": "Ann", "jack": None,
             "game_pips": {"Ann": 10, "Bob": 14, "Cid": 4, "Dot": 0}},   # a tie: nobody
            {"high": "Cid", "low": "Bob", "jack": "Cid", "game": "Dot",
             "revoke": {"by": "Bob", "take": "add"}},
        ],
    },
    "all-fives": {
        "players": TWO, "options": {},
        "deals": [
            {"high": "Bob", "low": "Ann", "jack": "Bob", "ace": "Bob", "king": "Ann",
             "queen": None, "ten": "Bob", "five": "Ann", "game": "Bob"},
            {"high": "Ann", "low": "Bob", "jack": "Ann", "ace": "Ann", "king": "Ann",
             "queen": "Bob", "ten": "Ann", "five": "Ann", "game_pips": {"Ann": 30, "Bob": 9}},
            {"gift": True, "high": "Bob", "low": "Bob", "jack": None, "ace": None,
             "king": "Bob", "queen": "Ann", "ten": "Bob", "five": None, "game": "Bob"},
            {"high": "Ann", "low": "Bob", "jack": "Ann", "ace": "Ann", "king": "Bob",
             "queen": "Ann", "ten": "Ann", "five": "Ann", "game": "Ann"},
        ],
    },
    "california-jack": {
        "players": TWO, "options": {},
        "deals": [
            {"high": "Ann", "low": "Bob", "jack": "Bob", "game_pips": {"Ann": 44, "Bob": 36}},
            {"high": "Bob", "low": "Bob", "jack": "Ann", "game": "Ann"},
            {"high": "Ann", "low": "Ann", "jack": "Ann", "game": "Bob"},
        ],
    },
    "shasta-sam": {
        "players": TWO, "options": {},
        "deals": [
            {"high": "Bob", "low": "Ann", "jack": "Bob", "game": "Bob",
             "revoke": {"by": "Ann", "take": "deduct"}},
            {"high": "Ann", "low": "Ann", "jack": "Bob", "game_pips": {"Ann": 41, "Bob": 39}},
            {"high": "Bob", "low": "Ann", "jack": "Bob", "game": "Bob"},
        ],
    },
    "auction-pitch": {
        "players": FOUR, "options": {},
        "deals": [
            {"pitcher": "Bob", "bid": 2, "high": "Bob", "low": "Cid", "jack": "Bob",
             "game": "Dot"},
            {"pitcher": "Dot", "bid": 3, "sold": True, "seller": "Cid", "high": "Dot",
             "low": "Ann", "jack": "Dot", "game": "Dot"},
            {"pitcher": "Dot", "bid": 4, "high": "Dot", "low": "Bob", "jack": None,
             "game": "Dot"},                                              # set back 4
            {"pitcher": "Ann", "bid": 0, "high": "Cid", "low": "Cid", "jack": "Cid",
             "game": "Bob"},
        ],
    },
    "smudge": {
        "players": FOUR, "options": {},
        "deals": [
            {"pitcher": "Bob", "bid": 1, "high": "Bob", "low": "Ann", "jack": None,
             "game": "Cid"},
            {"pitcher": "Cid", "bid": 2, "high": "Dot", "low": "Cid", "jack": "Cid",
             "game": "Dot"},
            {"pitcher": "Ann", "bid": 4, "sold": True, "seller": "Dot", "high": "Ann",
             "low": "Ann", "jack": "Ann", "game": "Ann"},                  # smudge
        ],
    },
    "pedro": {
        "players": FOUR, "options": {},
        "deals": [
            {"pitcher": "Bob", "bid": 6, "high": "Bob", "low": "Cid", "jack": "Bob",
             "game": "Dot", "five": "Bob", "nine": "Ann"},
            {"pitcher": "Ann", "bid": 10, "sold": True, "seller": "Cid", "high": "Ann",
             "low": "Ann", "jack": None, "game": "Ann", "five": "Dot", "nine": "Ann"},
            {"pitcher": "Dot", "bid": 12, "high": "Dot", "low": "Bob", "jack": "Dot",
             "game": None, "five": "Dot", "nine": "Cid"},
            {"pitcher": "Cid", "bid": 14, "sold": True, "seller": "Ann", "high": "Cid",
             "low": "Cid", "jack": "Cid", "game": "Cid", "five": "Cid", "nine": "Cid"},
            {"pitcher": "Bob", "bid": 8, "high": "Bob", "low": "Ann", "jack": "Ann",
             "game": "Bob", "five": "Cid", "nine": "Bob", "revoke": {"by": "Ann"}},
            {"pitcher": "Cid", "bid": 7, "high": "Cid", "low": "Dot", "jack": "Cid",
             "game": "Bob", "five": "Cid", "nine": "Ann"},
        ],
    },
    "dom-pedro": {
        "players": FOUR, "options": {},
        "deals": [
            {"pitcher": "Bob", "bid": 20, "high": "Bob", "low": "Bob", "jack": "Bob",
             "game": "Bob", "three": "Dot", "five": "Bob", "nine": "Ann", "snoozer": "Bob"},
            {"pitcher": "Dot", "bid": 15, "sold": True, "seller": "Cid", "high": "Dot",
             "low": "Dot", "jack": "Ann", "game": "Dot", "three": "Dot", "five": "Cid",
             "nine": "Dot", "snoozer": None},
            {"pitcher": "Dot", "bid": 25, "high": "Dot", "low": "Bob", "jack": "Dot",
             "game": "Dot", "three": "Dot", "five": "Dot", "nine": "Dot", "snoozer": "Bob"},
            {"pitcher": "Ann", "bid": 12, "high": "Ann", "low": "Bob", "jack": None,
             "game": "Ann", "three": "Bob", "five": "Ann", "nine": "Cid", "snoozer": "Bob"},
        ],
    },
    "cinch": {
        "players": FOUR, "options": {},
        "deals": [
            {"bidder": "Bob", "bid": 8, "high": "Bob", "low": "Ann", "jack": "Dot",
             "game": "Bob", "right_pedro": "Dot", "left_pedro": "Cid"},
            {"bidder": "Cid", "bid": 10, "card_points": {"A": 14}},
            {"bidder": "Ann", "bid": 9, "card_points": {"A": 6, "B": 8}},
            {"bidder": None, "bid": 0, "high": "Ann", "low": "Cid", "jack": "Ann", "game": "Bob",
             "right_pedro": "Cid", "left_pedro": "Ann"},
            {"bidder": "Dot", "bid": 7, "card_points": {"A": 4, "B": 10},
             "revoke": {"by": "Cid"}},
            {"bidder": "Ann", "bid": 12, "card_points": {"A": 14}},
            {"bidder": "Cid", "bid": 11, "card_points": {"A": 14}},
            {"bidder": "Cid", "bid": 8, "card_points": {"A": 11, "B": 3}},
        ],
    },
    # --- pool games ----------------------------------------------------------------------
    "loo": {
        "players": FOUR, "options": {},
        "deals": [
            {"tricks": {"Bob": 2, "Cid": 1}},                               # simple: all play
            {"in": ["Cid", "Dot"], "widow": "Dot", "double": True,
             "tricks": {"Cid": 1, "Dot": 2}},
            {"double": False, "tricks": {"Dot": 3}},                      # simple again
            {"in": ["Ann", "Bob"], "flush": "Bob"},
            {"in": []},                                                    # all pass
        ],
    },
    "irish-loo": {
        "players": FOUR, "options": {},
        "deals": [
            {"in": ["Bob", "Cid", "Dot"], "tricks": {"Bob": 1, "Cid": 2}},
            {"in": ["Dot"], "tricks": {"Dot": 2, "Bob": 1}},     # the dealer defends the pool
            {"in": ["Ann", "Bob", "Dot"], "revoke": "Bob", "tricks": {"Ann": 1}},
            {"in": ["Ann", "Cid"], "fined": ["Cid"], "tricks": {"Ann": 1, "Cid": 2}},
        ],
    },
    "five-card-loo": {
        "players": FOUR, "options": {"pam": True},
        "deals": [
            {"in": ["Bob", "Cid", "Dot"], "tricks": {"Bob": 2, "Cid": 2, "Dot": 1}},
            {"flush": "Dot"},
            {"in": ["Ann", "Bob"], "tricks": {"Ann": 5}},
            {"misdeal": True},
        ],
    },
    "rams": {
        "players": FOUR, "options": {},
        "deals": [
            {"tricks": {"Bob": 2, "Cid": 2, "Dot": 1}},                    # simple: all play
            {"in": ["Cid", "Dot", "Bob"], "tricks": {"Cid": 3, "Dot": 2}},
            {"general": "Dot", "tricks": {"Dot": 5}},
            {"tricks": {"Ann": 1, "Bob": 1, "Cid": 1, "Dot": 2}, "penalised": ["Cid"]},
        ],
    },
    "rounce": {
        "players": FIVE, "options": {},
        "deals": [
            {"in": ["Bob", "Cid", "Ann"], "tricks": {"Bob": 3, "Cid": 2}},
            {"refused_pone": True},
            {"in": ["Dot", "Eli"], "tricks": {"Dot": 4, "Eli": 1}},
            {"in": ["Eli", "Dot"], "tricks": {"Eli": 2, "Dot": 3}},
        ],
    },
    "bierspiel": {
        "players": THREE, "options": {},
        "deals": [
            {"in": ["Bob", "Cid"], "tricks": {"Bob": 3, "Cid": 2}},
            {"in": ["Bob", "Cid"], "tricks": {"Bob": 3, "Cid": 2}},
            {"in": ["Ann", "Bob", "Cid"], "tricks": {"Ann": 1, "Bob": 2, "Cid": 2}},
            {"in": ["Bob", "Cid"], "tricks": {"Bob": 3, "Cid": 2}, "crosses": {"Ann": 1}},
            {"in": ["Bob", "Cid"], "tricks": {"Bob": 4, "Cid": 1}},
            {"in": ["Ann", "Cid"], "tricks": {"Ann": 1, "Cid": 4}},
            {"in": ["Cid"], "tricks": {"Cid": 5}},
        ],
    },
    "frog": {
        "players": FOUR, "options": {},
        "deals": [
            {"bidder": "Bob", "game": "frog", "bidder_points": 75},
            {"bidder": "Ann", "game": "chico", "bidder_points": 52},
            {"bidder": None},                                             # thrown in
            {"dealer": "Dot", "bidder": "Cid", "game": "grand", "bidder_points": 64},
        ],
    },
    # --- whist and préférence ------------------------------------------------------------
    "boston": {
        "players": FOUR, "options": {"rounds": 1, "overtricks": 1},
        "deals": [
            {"declarer": "Ann", "contract": "6", "suit": 1, "tricks": 7},
            {"declarer": "Bob", "contract": "little-misere", "tricks": 0},
            {"declarer": None},                                           # all passed
            {"declarer": "Dot", "contract": "7", "suit": 3, "tricks": 6},
        ],
    },
    "whist-ru": {
        "players": FOUR, "options": {},
        "deals": [
            {"tricks": {"A": 9}, "honours": {"A": 3}},
            {"tricks": {"B": 8}, "honours": {"B": 4}},
            {"tricks": {"A": 7}, "honours": {"A": 2}},
            {"tricks": {"B": 10}, "honours": {"B": 5}},
            {"tricks": {"A": 8, "B": 5}, "honours": {"A": 4, "B": 1}},
            {"tricks": {"A": 6}, "honours": {"B": 3}},
            {"tricks": {"A": 9}, "honours": {"A": 3}},
        ],
    },
    "preference-austrian": {
        "players": THREE, "options": {},
        "deals": [
            {"declarer": "Bob", "contract": "1", "trumps": "clubs",
             "whist": {"Cid": "whist", "Ann": "pass"}, "tricks": {"Bob": 7, "Cid": 3},
             "bidding": ["1", "pass", "pass"]},
            {"declarer": None, "bidding": ["pass", "pass", "pass"]},
            {"declarer": "Ann", "contract": "game", "trumps": "spades",
             "whist": {"Bob": "invite", "Cid": "pass"}, "tricks": {"Ann": 5, "Bob": 3, "Cid": 2}},
            {"declarer": "Bob", "contract": "2", "trumps": "hearts",
             "whist": {"Cid": "pass", "Ann": "pass"}},
        ],
    },
    # --- cribbage (whole-deal points entries) ---------------------------------------------
    "cribbage": {
        "players": TWO, "options": {},
        "deals": [
            {"points": {"Ann": 12, "Bob": 9}},
            {"points": {"Ann": 8, "Bob": 15}},
            {"points": {"Ann": 20, "Bob": 10}},
            {"points": {"Ann": 14, "Bob": 7}},
            {"points": {"Ann": 9, "Bob": 4}},
        ],
    },
    "cribbage-five": {
        "players": TWO, "options": {},
        "deals": [
            {"points": {"Ann": 7, "Bob": 12}},
            {"points": {"Ann": 10, "Bob": 6}},
            {"points": {"Ann": 9, "Bob": 8}},
            {"points": {"Ann": 12, "Bob": 5}},
            {"points": {"Ann": 6, "Bob": 11}},
            {"points": {"Ann": 11, "Bob": 4}},
            {"points": {"Ann": 8, "Bob": 9}},
        ],
    },
    "cribbage-three": {
        "players": THREE, "options": {},
        "deals": [
            {"points": {"Ann": 8, "Bob": 12, "Cid": 10}},
            {"points": {"Ann": 14, "Bob": 6, "Cid": 9}},
            {"points": {"Ann": 11, "Bob": 10, "Cid": 7}},
            {"points": {"Ann": 9, "Bob": 15, "Cid": 8}},
            {"points": {"Ann": 12, "Bob": 8, "Cid": 13}},
            {"points": {"Ann": 10, "Bob": 5, "Cid": 6}},
        ],
    },
    "cribbage-four": {
        "players": FOUR, "options": {},
        "deals": [
            {"points": {"A": 22, "B": 18}},
            {"points": {"A": 15, "B": 26}},
            {"points": {"A": 24, "B": 20}},
            {"points": {"A": 19, "B": 14}},
            {"points": {"A": 21, "B": 25}},
            {"points": {"A": 23, "B": 12}},
        ],
    },
    "cribbage-seven": {
        "players": TWO, "options": {},
        "deals": [
            {"points": {"Ann": 21, "Bob": 17}},
            {"points": {"Ann": 18, "Bob": 24}},
            {"points": {"Ann": 26, "Bob": 15}},
            {"points": {"Ann": 20, "Bob": 22}},
            {"points": {"Ann": 19, "Bob": 16}},
            {"points": {"Ann": 23, "Bob": 12}},
        ],
    },
}


def cyrillic(value: Any, names: dict[str, str]) -> Any:
    """An example's deal with its (Latin) players' names put as the Cyrillic ones."""
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, dict):
        return {names.get(k, k): cyrillic(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [cyrillic(v, names) for v in value]
    return value
