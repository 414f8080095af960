"""The words of the games' standings, shared by the window and the paper (no ReportLab here, so
that the window can import them at no cost at start-up).

``decided_words``: what decided a place ("shared", "rubbers or matches won", "points"…);
``ranked_words``: what a game's standing ranks on; ``unit_words``: its unit ("holes").
"""

from __future__ import annotations

from clubapp.events.standings import StandingLine
from clubapp.reports.catalogue import tr
from clubapp.words import Message, say


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
