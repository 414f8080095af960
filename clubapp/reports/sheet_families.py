"""Which design a game's sheet takes: one per family of games, as a club scorer draws it.

- cribbage (``sheet_cribbage``): pone and dealer, play, hand, crib, heels, muggins, holes;
- all-fours (``sheet_all_fours``): high, low, jack, game marks, bids and pitcher, the red chips;
- pool games (``sheet_pools``): ante, pool in, a trick's share, looed or ramsed, pool carried;
- whist and boston (``sheet_whist``): the rubber below and above the line; the contracts;
- préférence (``sheet_preference``): the pot, the mountain and the whists;
- piquet (``sheet_piquet``): elder and younger, each part of the hand;
- the euchre family, five hundred, écarté, frog, bierspiel: a column for each field of the
  entry (``generic_design``), in chips where the game is played for chips.
"""

from __future__ import annotations

from clubapp.reports.sheet_all_fours import all_fours_design
from clubapp.reports.sheet_cribbage import cribbage_design
from clubapp.reports.sheet_design import Design, SheetInfo, generic_design
from clubapp.reports.sheet_piquet import piquet_design
from clubapp.reports.sheet_pools import keeps_pool, pool_design
from clubapp.reports.sheet_preference import preference_design
from clubapp.reports.sheet_whist import boston_design, whist_design

CHIP_GAMES = frozenset({"euchre-penalty", "frog"})
UNITS = {"cribbage": "unit.holes", "loo": "unit.chips", "preference": "unit.chips"}


def design_for(info: SheetInfo) -> Design:
    """The sheet's design for this game."""
    rules = info.rules
    if rules.family == "cribbage":
        return cribbage_design(info)
    if rules.family == "all-fours":
        return all_fours_design(info)
    if rules.id == "whist-ru":
        return whist_design(info)
    if rules.id == "boston":
        return boston_design(info)
    if rules.family == "preference":
        return preference_design(info)
    if rules.family == "piquet":
        return piquet_design(info)
    if rules.family in ("loo", "rams") and keeps_pool(info):
        return pool_design(info)
    return generic_design(info, unit="unit.chips" if rules.id in CHIP_GAMES else "unit.points")


def unit_of(rules_family: str, game_id: str) -> str:
    """The unit a game's totals count (a catalogue id): points, holes or chips."""
    if game_id in CHIP_GAMES or rules_family in ("loo", "preference") or game_id in (
            "rams", "rounce"):
        return "unit.chips"
    return UNITS.get(rules_family, "unit.points")
