"""What the club's commands share: the database of ``--db``, members named by number or by
name, refusals of the services as bad input, and the JSON of an evening and of a game.

Every command makes one call of the services (the same the window makes), each one committed
transaction; what it prints is read back from what that call returned.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from clubapp.commands import BadInput


def open_club(args: argparse.Namespace, *, create: bool = False) -> Any:
    """The services on the club's database (``--db``, else the club file), a server's database
    of an older schema upgraded only with ``--upgrade``; BadInput for a database that cannot be
    used, or a missing SQLite file (made only where ``create``: adding a member, a new
    evening, importing a club). The caller closes them."""
    from clubapp.services import Services
    from clubapp.store.database import DatabaseError, default_database_path

    db = getattr(args, "db", None)
    if not create and (db is None or "://" not in db):
        path = Path(db).expanduser() if db else default_database_path()
        if not path.is_file():
            raise BadInput("cli.no_database", path=str(path))
    try:
        return Services.open(db, upgrade=bool(getattr(args, "upgrade", False)))
    except DatabaseError as exc:
        raise BadInput.of(exc) from None  # said in the chosen language


@contextmanager
def club(args: argparse.Namespace, *, create: bool = False) -> Iterator[Any]:
    """``open_club`` for the length of a block, closed at its end."""
    services = open_club(args, create=create)
    try:
        yield services
    finally:
        services.close()


@contextmanager
def refused(field: str | None = None, game_id: str | None = None) -> Iterator[None]:
    """Turn a refusal of the rules or the services into bad input (exit 2, nothing changed);
    ``field`` names what a refusal is about where the service names nothing."""
    from clubapp.rules.errors import RuleError
    from clubapp.services.views import ServiceError

    try:
        yield
    except (RuleError, ServiceError) as exc:
        raise BadInput.of(exc, game_id=game_id, field=field) from None


def member_id(services: Any, given: str | int, field: str = "member") -> int:
    """The member named by number or by name (an ambiguous name is refused, naming both)."""
    from clubapp.services.views import ServiceError

    try:
        return services.members.find(given).id
    except ServiceError as exc:
        raise BadInput.of(exc, about=field) from None


def member_json(member: Any) -> dict[str, Any]:
    """A member as the commands print one, with what they let the club publish and mail
    (``publish_as``: name, initials or hidden; ``mail_results``; ``language`` of their mails,
    "" for the club's)."""
    return {"id": member.id, "name": member.name, "email": member.email, "phone": member.phone,
            "notes": member.notes, "retired": member.retired,
            "has_results": member.has_results, "publish_as": member.publish_as,
            "mail_results": member.mail_results, "language": member.language}


def evening_json(evening: Any) -> dict[str, Any]:
    """An evening without its tables: ``{"id", "name", "date", "kind", "status",
    "confirm_deals", "chip_worth"}`` (whether the other side of a table confirms each deal
    from its page; what a white chip is worth, ``{"money": "0.05", "units": 1}`` — money as
    text for so many white chips — or null)."""
    worth = getattr(evening, "chip_worth", None)
    return {"id": evening.id, "name": evening.name, "date": evening.date.isoformat(),
            "kind": evening.kind, "status": evening.status,
            "confirm_deals": bool(getattr(evening, "confirm_deals", False)),
            "chip_worth": None if worth is None else {"money": str(worth.money),
                                                      "units": worth.units}}


def evening_detail_json(services: Any, evening_id: int) -> dict[str, Any]:
    """An evening with its tables: each table's number, the game in play (its id and the game's
    id), the players in seat order and whether the game is playing or finished."""
    with refused("evening"):
        detail = services.evenings.detail(evening_id)
        tables = []
        for table in detail.tables:
            players = [seat.name for seat in table.seats]
            if table.current_game is None:
                tables.append({"table": table.number, "game": None, "game_id": None,
                               "players": players, "status": "no game"})
                continue
            game = services.scoring.view(table.current_game)
            tables.append({"table": table.number, "game": game.id, "game_id": game.game_id,
                           "players": list(game.players),
                           "status": "finished" if game.over else "playing"})
    return {**evening_json(detail.evening), "tables": tables}


def game_json(view: Any) -> dict[str, Any]:
    """A recorded game in the shape of ``clubapp score``: its deals as recorded, scored again
    by the same rules, so that the two give the same output for the same deals."""
    from clubapp.rules import get_game, result_json

    rules = get_game(view.game_id)
    state = rules.new_state(list(view.players), view.options)
    return result_json(rules, rules.score_all(state, [deal.entry for deal in view.deals]))
