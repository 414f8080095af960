"""A card party's evening in figures, as a club's list of evenings counts them.

A party evening has no club tables: its tables, guests and games are the party's own. Each
table plays one game of euchre in each round, to the bell (seeds/002 lines 83–84), and hands
in only that game's score — the party records no deals (hands), so it has no count of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from clubapp.services.party import PartyService
from clubapp.services.rotation_party import RotationPartyService
from clubapp.store.database import Database


@dataclass(frozen=True)
class PartyFigures:
    tables: int  # the most tables seated in one round
    guests: int  # every guest of the party (late arrivals and leavers too)
    rounds: int  # the rounds played: the bells rung (a rotation chart: the rounds handed in)
    games: int  # a game at each table in each round played


def party_figures(db: Database, evening_id: int) -> PartyFigures | None:
    """The figures of an evening's party, the book's or a rotation chart's; None when no
    party has been drawn for it."""
    book = PartyService(db).view(evening_id)
    if book is not None:
        seated = [len(book.tables), *(len(bell.decisions) for bell in book.bells)]
        return PartyFigures(max(seated), len(book.players), len(book.bells),
                            sum(len(bell.decisions) for bell in book.bells))
    chart = RotationPartyService(db).view(evening_id)
    if chart is None:
        return None
    played = [r for r in chart.rounds if r.handed_in]
    return PartyFigures(max((len(r.tables) for r in chart.rounds), default=0),
                        len(chart.guests), len(played), sum(len(r.tables) for r in played))
