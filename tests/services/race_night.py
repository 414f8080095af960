"""A club night played at random by several computers at the same instants, for the race test:
each computer is a process of its own with its own connection; at every step all of them wait
at one barrier, then each does one action chosen by its own seeded random generator — seat a
table and start euchre, add a table, record a deal, undo or correct a deal (as it saw it), free
a table — and reports what it was told. Nothing but the club's services is called."""

from __future__ import annotations

import random
from typing import Any

from tests.services.racers import SPAWN

ACTIONS = ("seat", "seat", "add_table", "record", "record", "record", "undo", "correct",
           "free")


def _entry(rng: random.Random) -> dict[str, Any]:
    return {"makers": rng.choice("AB"), "tricks": rng.choice([0, 1, 2, 3, 3, 4, 5])}


def _one(services: Any, evening: int, members: list[int], rng: random.Random
         ) -> tuple[str, Any, Any]:
    """One action: (its name, what it was given, what it acknowledged)."""
    detail = services.evenings.detail(evening)
    tables = list(detail.tables)
    games = [t.current_game for t in tables if t.current_game is not None]
    action = rng.choice(ACTIONS)
    if action == "seat":
        players = rng.sample(members, 4)
        table, game = services.evenings.seat_table(evening, players, "euchre")
        return action, players, {"table": table.number, "game": game}
    if action == "add_table":
        return action, None, {"table": services.evenings.add_table(evening).number}
    if not games:
        return "nothing", None, None
    game = rng.choice(games)
    view = services.scoring.view(game)
    if action == "record" or not view.deals:
        if view.over:
            return "nothing", None, None
        entry = _entry(rng)
        after = services.scoring.record_deal(game, entry)
        return "record", {"game": game, "entry": entry}, {"deal": after.deals[-1].id}
    if action == "undo":
        last = view.deals[-1]
        services.scoring.undo_last_deal(last.id, last.revision)
        return action, {"game": game, "deal": last.id}, {"deal": last.id}
    if action == "correct":
        deal = rng.choice(view.deals)
        entry = _entry(rng)
        services.scoring.correct_deal(deal.id, entry, deal.revision)
        return action, {"game": game, "deal": deal.id, "entry": entry}, {"deal": deal.id}
    table = next(t for t in tables if t.current_game == game)
    services.evenings.free_table(table.id)
    return "free", {"table": table.number}, {"table": table.number}


def _computer(url: str, evening: int, members: list[int], seed: int, steps: int, start: Any,
              told: Any) -> None:
    from clubapp.rules import RuleError
    from clubapp.services import ServiceError, Services
    from clubapp.services.views import ConflictError

    rng = random.Random(seed)
    services = Services.open(url)
    try:
        for step in range(steps):
            start.wait(timeout=120)
            try:
                action, given, done = _one(services, evening, members, rng)
                told.put((seed, step, action, given, "done", done))
            except ConflictError as conflict:
                told.put((seed, step, "correct", None, "conflict", conflict.why.id))
            except (ServiceError, RuleError) as refused:
                told.put((seed, step, "?", None, "refused", refused.why.id))
            except Exception as exc:  # what reaches a window as an error: a failure
                told.put((seed, step, "?", None, "error", f"{type(exc).__name__}: {exc}"))
    finally:
        services.close()


def play(url: str, evening: int, members: list[int], seed: int, computers: int, steps: int
         ) -> list[tuple[Any, ...]]:
    """Play the night: every report of every computer, in the order they came."""
    start = SPAWN.Barrier(computers)
    told = SPAWN.Queue()
    processes = [SPAWN.Process(target=_computer, args=(url, evening, members, seed * 100 + n,
                                                       steps, start, told))
                 for n in range(computers)]
    for process in processes:
        process.start()
    reports = [told.get(timeout=300) for _ in range(computers * steps)]
    for process in processes:
        process.join(timeout=60)
    return reports
