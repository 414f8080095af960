"""One club database for the report tests, played once: two evenings, five tables."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

import pytest

from clubapp.services import Services
from tests.helpers.databases import copy_club

# the demo's first rubber (clubapp/commands/demo.py): A 6–2, B 5–0, A 5–1, A wins it worth 3
RUBBER = [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5},
          {"makers": "A", "tricks": 4}, {"makers": "A", "tricks": 5, "alone": True},
          {"makers": "B", "tricks": 3}, {"makers": "B", "tricks": 5},
          {"makers": "A", "tricks": 2}, {"makers": "A", "tricks": 5},
          {"makers": "B", "tricks": 4}, {"makers": "A", "tricks": 3},
          {"makers": "B", "tricks": 1, "revoke": {"by": "B", "take": "add"}}]
LOO_DEAL = {"in": ["Ivy", "Jon", "Kay"], "tricks": {"Ivy": 2, "Jon": 1, "Kay": 0}}


@dataclass
class Club:
    services: Services
    evenings: dict[str, int] = field(default_factory=dict)
    members: dict[str, int] = field(default_factory=dict)
    games: dict[str, int] = field(default_factory=dict)

    def view(self, key: str) -> Any:
        return self.services.scoring.view(self.games[key])


def _table(club: Club, evening: str, key: str, game: str, names: list[str],
           deals: list[dict]) -> None:
    services = club.services
    for name in names:
        if name not in club.members:
            club.members[name] = services.members.add(name).id
    table = services.evenings.add_table(club.evenings[evening])
    services.evenings.seat_players(table.id, [club.members[n] for n in names])
    club.games[key] = services.evenings.start_game(table.id, game)
    for deal in deals:
        services.scoring.record_deal(club.games[key], deal)


@pytest.fixture(scope="session")
def club(tmp_path_factory, club_template):
    """Friday club (5 March 2024): a finished euchre rubber, one in progress, a loo table;
    Вечер клуба (12 March): a Russian table and Ann again with a Greek and an emoji name."""
    path = copy_club(club_template, tmp_path_factory.mktemp("club") / "club.sqlite")
    services = Services.open(str(path))
    made = Club(services)
    made.evenings["friday"] = services.evenings.create(dt.date(2024, 3, 5), "Friday club").id
    made.evenings["russian"] = services.evenings.create(dt.date(2024, 3, 12), "Вечер клуба").id
    _table(made, "friday", "rubber", "euchre", ["Ann", "Bob", "Cat", "Dan"], RUBBER)
    _table(made, "friday", "in_progress", "euchre", ["Eve", "Fay", "Gus", "Hal"], RUBBER[:3])
    _table(made, "friday", "loo", "loo", ["Ivy", "Jon", "Kay"], [LOO_DEAL])
    _table(made, "russian", "russian", "euchre", ["Анна", "Борис", "Вера", "Глеб"], RUBBER[:4])
    _table(made, "russian", "greek", "euchre", ["Νίκος", "Bob 🎉", "Ann", "Ζωή"], RUBBER[:4])
    yield made
    services.close()
