"""Cribbage in its five forms (seeds/001, Foster's Hoyle "Криббедж", lines 31–287).

From the seed:
- ``cribbage`` (lines 31–249): two players, six cards each, two of them to the dealer's
  crib; 61 holes (line 39); lurch = two games (line 43); the show and the play as counted in
  ``clubapp.rules.cribbage_count``; go and last card (line 201); order of counting (line 227);
  muggins (lines 215–221);
- ``cribbage-five`` (lines 251–269): five cards, two to the crib, three kept; three for last
  to the non-dealer of each game's first deal (line 255); no play after a go or 31 (line 257);
  a three-card flush counts in hand, the crib's only with the starter (line 259);
- ``cribbage-three`` (lines 271–273): three players, five cards each and one from the pack to
  the crib, each lays out one; the eldest shows first and the dealer last; a three-track board
  (line 49);
- ``cribbage-four`` (lines 275–281): partners, two lowest cut against two highest (line 277);
  five cards each, one each to the crib; the go passes left round the table (line 279); 121,
  twice round the board (line 277);
- ``cribbage-seven`` (lines 283–285): seven cards, two to the crib, five kept; 121 or 181.

House-rule defaults where the seed is silent or leaves a choice (standard published rules):
the target is an option (61, 121 or 181 holes); the lurch line on the longer boards is
target − 31 (91 holes short in a game of 121, the standard line); a match of several games
is an option (one game by default); with four players the hands are shown round the table
from the eldest to the dealer, then the crib. See ``cribbage_rules`` for the order of
counting and muggins, ``cribbage_schema`` for what a scorer enters.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from clubapp.rules.games.cribbage_rules import CribbageRules
from clubapp.rules.games.cribbage_schema import cards_group, count_group, cribbage_options
from clubapp.rules.registry import register
from clubapp.rules.schema import Field

TWO = ("pone", "dealer")
THREE = ("eldest", "second", "dealer")
FOUR = ("eldest", "second", "third", "dealer")

# The most a player can peg in the play of one deal, by role: found by an exhaustive search
# of every order of play over the ranks (at most four of a rank, every card that fits played
# in turn, go and last card); each figure is reached by a play that the tests replay, and the
# five-card figures are searched again in the tests.
MOST_PEGGED: dict[str, Mapping[str, int]] = {
    "cribbage": MappingProxyType({"pone": 24, "dealer": 30}),
    "cribbage-five": MappingProxyType({"pone": 17, "dealer": 21}),
    "cribbage-three": MappingProxyType({"eldest": 31, "second": 34, "dealer": 37}),
    "cribbage-four": MappingProxyType({"eldest": 41, "second": 42, "third": 48, "dealer": 51}),
    "cribbage-seven": MappingProxyType({"pone": 32, "dealer": 38}),
}


def _schema(roles: tuple[str, ...], hand_size: int, game: str, max_hand: int) -> tuple[Field, ...]:
    most = MOST_PEGGED[game]
    return (count_group(roles, max_play=most, max_hand=max_hand),
            cards_group(roles, hand_size=hand_size, max_play=most,
                        claims_called_by=len(roles) == 3))


@register
class Cribbage(CribbageRules):
    id = "cribbage"
    aliases = ("cribbage-six", "six-card-cribbage")
    name = "Cribbage"
    name_ru = "Криббедж"
    source = "seeds/001 lines 31-249"
    min_players = max_players = 2
    target = 61
    roles = TWO
    hand_size = 4
    max_play = MOST_PEGGED["cribbage"]
    options = cribbage_options(61, targets="line 39: 61 holes; 121 is twice round",
                               targets_ru="строка 39: 61 очко; 121 — дважды вокруг доски")
    entry_schema = _schema(TWO, 4, id, 29)


@register
class FiveCardCribbage(CribbageRules):
    id = "cribbage-five"
    aliases = ("five-card-cribbage",)
    name = "Five-card cribbage"
    name_ru = "Пятикарточный криббедж"
    source = "seeds/001 lines 251-269"
    min_players = max_players = 2
    target = 61
    roles = TWO
    hand_size = 3
    single_count = True
    max_play = MOST_PEGGED["cribbage-five"]
    options = cribbage_options(61, targets="61 holes", targets_ru="61 очко",
                               three_for_last=True)
    entry_schema = _schema(TWO, 3, id, 20)


@register
class ThreeHandCribbage(CribbageRules):
    id = "cribbage-three"
    aliases = ("three-hand-cribbage",)
    name = "Three-hand cribbage"
    name_ru = "Криббедж втроём"
    source = "seeds/001 lines 271-273"
    min_players = max_players = 3
    target = 61
    roles = THREE
    hand_size = 4
    max_play = MOST_PEGGED["cribbage-three"]
    options = cribbage_options(61, targets="61 holes, a three-track board (line 49)",
                               targets_ru="61 очко, треугольная доска (строка 49)")
    entry_schema = _schema(THREE, 4, id, 29)


@register
class FourHandCribbage(CribbageRules):
    id = "cribbage-four"
    aliases = ("four-hand-cribbage",)
    name = "Four-hand cribbage"
    name_ru = "Криббедж вчетвером"
    source = "seeds/001 lines 275-281"
    min_players = max_players = 4
    partnership = True
    target = 121
    roles = FOUR
    hand_size = 4
    max_play = MOST_PEGGED["cribbage-four"]
    options = cribbage_options(121, targets="line 277: 121, twice round the board",
                               targets_ru="строка 277: 121, дважды вокруг доски")
    entry_schema = _schema(FOUR, 4, id, 29)


@register
class SevenCardCribbage(CribbageRules):
    id = "cribbage-seven"
    aliases = ("seven-card-cribbage",)
    name = "Seven-card cribbage"
    name_ru = "Семикарточный криббедж"
    source = "seeds/001 lines 283-285"
    min_players = max_players = 2
    target = 121
    roles = TWO
    hand_size = 5
    max_play = MOST_PEGGED["cribbage-seven"]
    options = cribbage_options(121, targets="line 285: 121 or even 181",
                               targets_ru="строка 285: 121 или даже 181")
    entry_schema = _schema(TWO, 5, id, 46)
