"""Evenings for the table pages' tests, set up through the services as a club would."""

from __future__ import annotations

import datetime as dt

from clubapp.services import Services
from clubapp.services.party import EntrantChoice

PLAYERS = ("Ann", "Bob", "Cat", "Dan")


def club_evening(services: Services, games: tuple[tuple[str, tuple[str, ...]], ...] = (
        ("euchre", PLAYERS),), name: str = "Friday club") -> tuple[int, list[int]]:
    """An open club evening with one table per (game, players): its id and the games' ids."""
    known = {m.name: m.id for m in services.members.list()}
    evening = services.evenings.create(dt.date(2026, 12, 4), name, "club")
    made = []
    for game_id, players in games:
        ids = [known.get(p) or services.members.add(p).id for p in players]
        known.update(zip(players, ids, strict=True))
        _table, game = services.evenings.seat_table(evening.id, ids, game_id, {})
        made.append(game)
    return evening.id, made


GUESTS = tuple((f"Lady {i}", "red") for i in range(1, 5)) + \
    tuple((f"Gent {i}", "blue") for i in range(1, 5))


def party_evening(services: Services, seed: int = 4242) -> int:
    """A card party of eight guests (two tables), its first round drawn."""
    ids = {name: services.members.add(name).id for name, _ in GUESTS}
    evening = services.evenings.create(dt.date(2026, 12, 5), "Spring party", "party")
    services.party.start(evening.id, [EntrantChoice(ids[n], r) for n, r in GUESTS], seed=seed)
    return evening.id
