"""How closely a game's names answer what is typed in a table's game search, so that the list
puts the game meant first.

Typing the start of a game's name finds its variants too («эвхр» finds «Эвхри» and «Эвхр
«Железная дорога»», «euch» finds Euchre and Auction euchre): the plain game, whose name is
that word alone, comes before the longer names of its variants, whatever the alphabet says.
"""

from __future__ import annotations

import re

from clubapp import glossary
from clubapp.rules.base import GameRules

WORD = re.compile(r"\w+")


def _names(game: GameRules) -> list[str]:
    return [glossary.game_name(game, "en").casefold(), glossary.game_name(game, "ru").casefold(),
            game.id]


def search_rank(game: GameRules, typed: str) -> tuple[int, int]:
    """The smaller, the closer: first what is typed being a name (or the id) whole, then a
    name beginning with it, then a word of a name beginning with it, then the rest; and at
    each, a name of one word (the plain game) before longer ones (its variants), which keep
    the list's own order among themselves."""
    wanted = " ".join(typed.casefold().split())
    best = (3, 1)
    for name in _names(game):
        words = WORD.findall(name)
        if name == wanted:
            kind = 0
        elif name.startswith(wanted):
            kind = 1
        elif any(word.startswith(wanted) for word in words):
            kind = 2
        else:
            kind = 3
        best = min(best, (kind, int(len(words) > 1)))
    return best
