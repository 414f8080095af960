"""``clubapp chips EVENING [--white-chip AMOUNT]``: an evening's chips and their settlement.

Prints each player's chips won (+) or lost (−), each table's pool, the proof that nothing is
lost (players and pools add up to ``total``, ``balanced`` true), and the settlement at the
close: pools left shared at their tables, every player's line, and the fewest payments, with
money as text (``"1.25"``: never a float) at AMOUNT for one white chip — without it, at the
worth kept with the evening (``clubapp evening set EVENING --chip-worth``), else at 0.05.
``statement`` is the same settlement as a person reads it in ``--lang``: its lines as the
window's chips dialog shows them, headed by the evening's name and date as the printed
statement heads it (``Пятница · 1 декабря 2026 г.``, ``Фишки: 1 234,50 за 1 белую``).
"""

from __future__ import annotations

import argparse
from decimal import Decimal, InvalidOperation
from typing import Any

from clubapp.commands import BadInput, print_json
from clubapp.commands._club import club, refused

WHITE_CHIP = "0.05"  # what the window's chips dialog offers first


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("chips", help="an evening's chips, pools and settlement",
                            description=("An evening's chips, as JSON: each player's chips won or "
                                         "lost, each table's pool and the settlement at the "
                                         "close, the money at AMOUNT for one white chip (without "
                                         "--white-chip: at the worth kept with the evening, else "
                                         "at 0.05)."))
    parser.add_argument("evening", type=int, metavar="EVENING", help="the evening's number")
    parser.add_argument("--white-chip", default=None, metavar="AMOUNT",
                        help="the money one white chip is worth (default: the evening's worth, "
                             f"else {WHITE_CHIP})")
    parser.set_defaults(func=run)


def _money(text: str) -> Decimal:
    try:
        value = Decimal(text.strip().replace(",", "."))
    except InvalidOperation:
        raise BadInput("cli.not_money", "value", given=text) from None
    if not value.is_finite() or value < 0:
        raise BadInput("cli.not_money", "value", given=text)
    return value


def run(args: argparse.Namespace) -> int:
    from clubapp.glossary import game_name
    from clubapp.ledger import ChipValue
    from clubapp.rules import all_games
    from clubapp.words import formats

    given = _money(args.white_chip) if args.white_chip is not None else None
    with club(args) as services, refused("evening"):
        chips = services.chips.evening(args.evening)
        kept = services.chips.worth(args.evening) if given is None else None
        value = kept or ChipValue(given if given is not None else Decimal(WHITE_CHIP))
        statement = services.chips.settlement(args.evening, value.money, value.units)
        evening = services.evenings.detail(args.evening).evening
    ids = {game.name: game.id for game in all_games()}  # a pool names its game in English
    pools = []
    for pool in chips.pools:
        game_id = getattr(pool, "game_id", "") or ids.get(pool.game)
        pools.append({"table": pool.table, "game_id": game_id,
                      "game": game_name(game_id, args.lang) if game_id else pool.game,
                      "held": pool.held})
    print_json({
        "evening": args.evening,
        "players": {name: chips.players[name] for name in sorted(chips.players, key=str.casefold)},
        "pools": pools,
        "total": chips.total,
        "balanced": chips.balanced,
        # the money of one white chip (null where the worth is given for several)
        "white_chip": str(value.money) if value.units == 1 else None,
        "chip_worth": {"money": str(value.money), "units": value.units},
        "settlement": _settlement_json(statement),
        "statement": [f"{evening.name} · {formats.date(evening.date, args.lang, formats.TEXT)}",
                      *statement.text(args.lang).splitlines()],
    })
    return 0


def _settlement_json(statement: Any) -> dict[str, Any]:
    return {"lines": [{"player": line.player, "bought": line.bought,
                       "redeemed": line.redeemed, "held": line.held, "net": line.net_units,
                       "money": str(line.net_money)} for line in statement.lines],
            "payments": [{"payer": p.payer, "payee": p.payee, "amount": str(p.amount)}
                         for p in statement.payments]}
