"""Computers acting at the same instant, for the race tests: each racer is a process of its
own (spawned, so nothing of the test's process is shared) with its own connection to the club;
all open the club first, then wait at one barrier and act together."""

from __future__ import annotations

import multiprocessing
from typing import Any

SPAWN = multiprocessing.get_context("spawn")


def _act(services: Any, action: str, args: tuple[Any, ...]) -> Any:
    from clubapp.services.party import TableEntry

    if action == "seat_table":
        evening, members, game = args
        table, _game = services.evenings.seat_table(evening, members, game)
        return table.number
    if action == "add_table":
        return services.evenings.add_table(args[0]).number
    if action == "undo_bell":
        evening, round_number = args
        return services.party.undo_bell(evening, round_number).round
    if action == "ring_bell":
        evening, round_number, entries = args
        return services.party.ring_bell(evening, round_number,
                                        [TableEntry(*e) for e in entries]).round
    raise ValueError(action)


def _racer(url: str, action: str, args: tuple[Any, ...], start: Any, told: Any) -> None:
    from clubapp.services import ServiceError, Services

    if action == "open_club":  # the first start of each computer, at the same instant
        start.wait(timeout=60)
        try:
            opened = Services.open(url)
        except Exception as exc:  # a DatabaseError or one the driver raised
            told.put((action, args, "error", f"{type(exc).__name__}: {exc}"))
            return
        told.put((action, args, "done", opened.club.name()))
        opened.close()
        return
    services = Services.open(url)
    try:
        start.wait(timeout=60)
        try:
            told.put((action, args, "done", _act(services, action, args)))
        except ServiceError as refused:
            told.put((action, args, "refused", refused.why.id))
        except Exception as exc:  # a database error reaching the caller is a failure
            told.put((action, args, "error", f"{type(exc).__name__}: {exc}"))
    finally:
        services.close()


def race(url: str, *acts: tuple[str, tuple[Any, ...]]) -> list[tuple[str, tuple, str, Any]]:
    """Every act by a process of its own, all at the same instant: what each was told, in the
    order the acts were given."""
    start = SPAWN.Barrier(len(acts))
    told = SPAWN.Queue()
    processes = [SPAWN.Process(target=_racer, args=(url, action, args, start, told))
                 for action, args in acts]
    for process in processes:
        process.start()
    answers = [told.get(timeout=120) for _ in processes]
    for process in processes:
        process.join(timeout=60)
    return sorted(answers, key=lambda a: list(acts).index((a[0], a[1])))
