"""Data for the benchmarks: a big evening made through the services, as a club would."""

from __future__ import annotations

import datetime as dt
import random

from clubapp.services import Services


def big_evening(url: str, players: int, deals_per_table: int, seed: int = 7) -> int:
    """An evening of ``players`` members at euchre tables of four, each with some deals."""
    rng = random.Random(seed)
    services = Services.open(url)
    try:
        ids = [services.members.add(f"Member {n:04d}").id for n in range(players)]
        evening = services.evenings.create(dt.date(2026, 11, 27), "Grand party", "party")
        for start in range(0, players - 3, 4):
            table = services.evenings.add_table(evening.id)
            services.evenings.seat_players(table.id, ids[start:start + 4])
            game = services.evenings.start_game(table.id, "euchre", {"rubber": False,
                                                                     "target": 50})
            for _ in range(deals_per_table):
                services.scoring.record_deal(game, {"makers": rng.choice("AB"),
                                                    "tricks": rng.randint(0, 5)})
        return evening.id
    finally:
        services.close()
