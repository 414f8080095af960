"""Clubs that tests set up through the services, as a club would: an evening of loo tables
played from the book's examples, and a card party's guests, draw and results."""

from __future__ import annotations

import datetime as dt
import random

from clubapp.services import Services
from clubapp.services.party import EntrantChoice, TableEntry
from tests.ui.evening.game_examples import EXAMPLES

SEED = 4242  # the party's draw: the same seating every run


def chip_evening(services: Services) -> tuple[int, list[int]]:
    """An evening with a loo table and an Irish loo table, played from the book's examples."""
    evening = services.evenings.create(dt.date(2026, 11, 27), "Loo night")
    games = []
    for game_id in ("loo", "irish-loo"):
        example = EXAMPLES[game_id]
        ids = []
        for name in example["players"]:
            full = f"{name} of {game_id}"
            ids.append(services.members.add(full).id)
        table = services.evenings.add_table(evening.id)
        services.evenings.seat_players(table.id, ids)
        game = services.evenings.start_game(table.id, game_id, example["options"])
        rename = {n: f"{n} of {game_id}" for n in example["players"]}
        for deal in example["deals"]:
            services.scoring.record_deal(game, renamed(deal, rename))
        games.append(game)
    return evening.id, games


def renamed(value, names):
    """An entry with the players' names put as ``names`` says, wherever they stand in it."""
    if isinstance(value, dict):
        return {names.get(k, k): renamed(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [renamed(v, names) for v in value]
    return names.get(value, value) if isinstance(value, str) else value


def euchre_club(path) -> tuple[object, int, int]:
    """A club file at ``path`` with four members (window.NAMES) and one euchre game that has
    one deal: (the path, the evening, the game)."""
    from tests.helpers.window import NAMES

    services = Services.open(str(path))
    try:
        ids = [services.members.add(n).id for n in NAMES]
        evening = services.evenings.create(dt.date(2026, 11, 27), "Friday euchre")
        table = services.evenings.add_table(evening.id)
        services.evenings.seat_players(table.id, ids)
        game = services.evenings.start_game(table.id, "euchre")
        services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
    finally:
        services.close()
    return path, evening.id, game


def names(count_red: int, count_blue: int) -> list[tuple[str, str]]:
    """A party's guests: ladies (red) and gentlemen (blue), numbered."""
    return ([(f"Lady {i:02}", "red") for i in range(1, count_red + 1)]
            + [(f"Gent {i:02}", "blue") for i in range(1, count_blue + 1)])


def party_evening(services: Services, people: list[tuple[str, str]]):
    """A party evening not drawn yet, its guests made members: (the evening, name → id)."""
    ids = {name: services.members.add(name).id for name, _ in people}
    evening = services.evenings.create(dt.date(2026, 12, 5), "Spring party", "party")
    return evening, ids


def choices(people, ids) -> list[EntrantChoice]:
    return [EntrantChoice(ids[name], role) for name, role in people]


def results_for(view, rng: random.Random) -> list[TableEntry]:
    """A round's results as tables hand them in; about one table in five ties."""
    out = []
    for table in view.tables:
        if table.number == 1:
            other = rng.randrange(5)
            out.append(TableEntry(1, (5, other) if rng.random() < 0.5 else (other, 5)))
            continue
        first, second = rng.randrange(8), rng.randrange(8)
        tricks = cut = None
        if first == second:
            one = rng.randrange(1, 3)
            tricks = (one, rng.choice([one, 5 - one]))
            if tricks[0] == tricks[1]:
                cut = ("JH", "QC") if rng.random() < 0.5 else ("KD", "7S")
        out.append(TableEntry(table.number, (first, second), tricks, cut))
    return out
