"""The words of the games' standings, shared by the window and the paper (no ReportLab here, so
that the window can import them at no cost at start-up).

``decided_words``: what decided a place ("shared", "rubbers or matches won", "points"…);
``ranked_words``: what a game's standing ranks on; ``unit_words``: its unit ("holes");
``season_title`` and ``score_heading``: what a season's standing ranks (a game and its unit,
or every game together by the rule that says how) and its score column's heading.
"""

from __future__ import annotations

from typing import Any

from clubapp import glossary
from clubapp.events.standings import StandingLine
from clubapp.words import Message, say


def tr(key: str, lang: str, **values: object) -> str:
    """A document's words (the ``documents`` section), here without the PDF machinery."""
    return say(Message(f"documents.{key}", **values), lang)


def decided_words(line: StandingLine, unit: str, lang: str) -> str:
    """What decided a place: the tie-break named, "shared", or nothing."""
    if line.shared:
        return tr("standings.shared", lang)
    if line.decided_by is None:
        return ""
    return say(Message(f"standings.decided_{line.decided_by}",
                       unit=Message(f"standings.unit_{unit}")), lang)


def ranked_words(basis: str, unit: str, lang: str) -> str:
    """What a standing ranks on, in a sentence ("Ranked on games won, then …")."""
    return tr(f"standings.ranked_{basis}.{unit}", lang)


def unit_words(unit: str, lang: str, *, heading: bool = False) -> str:
    """A standing's unit: "points", "holes", "chips" (``heading``: with a capital)."""
    text = say(Message(f"standings.unit_{unit}"), lang)
    return text[:1].upper() + text[1:] if heading else text


def season_title(result: Any, lang: str) -> str:
    """What a season's standing ranks: a game and its unit ("Euchre (points)"), or every game
    together and the rule that says how ("All games together: points for places at …")."""
    if result.game is None and result.season.rules.together:
        return tr("standings.all_games_by", lang,
                  rule=say(result.season.rules.basis_description(), lang))
    if result.game is None:
        return tr("standings.all_games", lang)
    return tr("standings.game_title", lang, game=glossary.game_name(result.game, lang),
              unit=unit_words(result.unit, lang))


def score_heading(result: Any, lang: str) -> str:
    """The heading of a season's score column: the game's unit on total points ("Holes"),
    else what the rules count ("Points for places")."""
    rules = result.season.rules
    if rules.basis == "points" and result.game is not None:
        return unit_words(result.unit, lang, heading=True)
    return say(rules.basis_column(), lang)
