"""``clubapp evening new|list|show|set|close|reopen``: the club's evenings, as JSON.

- ``evening new --name N [--date YYYY-MM-DD] [--kind club|party|league] [--confirm-deals]``
  → the evening (``confirm_deals``: the other side of a table confirms each deal sent from
  its page before it is recorded);
- ``evening show ID`` → the evening with its tables (number, game, players, status);
- ``evening set ID [--confirm-deals on|off] [--chip-worth AMOUNT|none [--chip-units N]]`` →
  the evening with its house option or its white chip's worth changed (``chip_worth``:
  ``{"money": "0.05", "units": 1}``, AMOUNT for N white chips; ``none``: chips only);
- ``evening list`` → every evening so, newest first;
- ``evening close ID`` locks it (and backs the club file up); ``evening reopen ID [--pin PIN]``
  opens it again, with the organiser's PIN where one is set.
"""

from __future__ import annotations

import argparse
import datetime as dt
from typing import Any

from clubapp.commands import BadInput, print_json
from clubapp.commands._club import club, evening_detail_json, evening_json, refused


def _date(text: str | None) -> dt.date:
    """The day given (YYYY-MM-DD), else today."""
    if text is None:
        return dt.date.today()
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise BadInput("cli.bad_date", "date", given=text) from None


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("evening", help="the club's evenings (new, show, close, reopen)",
                            description=("The club's evenings, as JSON: start one, list them, "
                                         "show one with its tables, change its house options, "
                                         "close it and reopen it."))
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    new = actions.add_parser("new", help="a new open evening")
    new.add_argument("--name", required=True, metavar="N", help="the evening's name")
    new.add_argument("--date", default=None, metavar="YYYY-MM-DD",
                     help="the day (default: today)")
    # the service checks the kind: importing it here would slow every command's start
    new.add_argument("--kind", default="club", metavar="club|party|league",
                     help="club evening, card party or league night (default: club)")
    new.add_argument("--confirm-deals", action="store_true",
                     help="the other side of a table confirms each deal sent from its page "
                          "before it is recorded")
    new.set_defaults(func=run_new)
    option = actions.add_parser("set", help="change an evening's house options")
    option.add_argument("evening", type=int, metavar="ID", help="the evening's number")
    option.add_argument("--confirm-deals", choices=("on", "off"),
                        metavar="on|off",
                        help="on: the other side of a table confirms each deal sent from its "
                             "page; off: recorded at once")
    option.add_argument("--chip-worth", metavar="AMOUNT|none",
                        help="the money a white chip is worth at this evening, shown beside "
                             "chips and settled at; none: chips only")
    option.add_argument("--chip-units", type=int, default=None, metavar="N",
                        help="with --chip-worth: how many white chips AMOUNT buys (default 1)")
    option.set_defaults(func=run_set)
    actions.add_parser("list", help="every evening with its tables, newest first"
                       ).set_defaults(func=run_list)
    for name, func, text in (("show", run_show, "the evening with its tables"),
                             ("close", run_close, "close the evening: no more changes"),
                             ("reopen", run_reopen, "open a closed evening again")):
        each = actions.add_parser(name, help=text)
        each.add_argument("evening", type=int, metavar="ID", help="the evening's number")
        each.set_defaults(func=func)
        if name == "reopen":
            each.add_argument("--pin", metavar="PIN", help="the organiser's PIN, where one is set")


def run_new(args: argparse.Namespace) -> int:
    with club(args, create=True) as services, refused():
        evening = services.evenings.create(_date(args.date), args.name, args.kind,
                                           confirm_deals=args.confirm_deals)
    print_json(evening_json(evening))
    return 0


def run_list(args: argparse.Namespace) -> int:
    with club(args) as services:
        print_json([evening_detail_json(services, e.id) for e in services.evenings.list()])
    return 0


def run_show(args: argparse.Namespace) -> int:
    with club(args) as services:
        print_json(evening_detail_json(services, args.evening))
    return 0


def _chip_worth(args: argparse.Namespace) -> tuple[bool, Any]:
    """Whether the worth is to change, and to what: None (chips only) or a ``ChipValue``,
    checked before anything is changed."""
    if args.chip_worth is None:
        if args.chip_units is not None:
            raise BadInput("cli.chip_units_alone")
        return False, None
    if args.chip_worth.strip().casefold() == "none":
        if args.chip_units is not None:
            raise BadInput("cli.chip_units_alone")
        return True, None
    from clubapp.services.chip_worth import chip_value
    from clubapp.services.views import ServiceError

    try:
        return True, chip_value(args.chip_worth.strip().replace(",", "."),
                                1 if args.chip_units is None else args.chip_units)
    except ServiceError as exc:
        about = "chip_units" if exc.field == "units" else "chip_worth"
        raise BadInput.of(exc, about=about) from None


def run_set(args: argparse.Namespace) -> int:
    change_worth, worth = _chip_worth(args)
    if args.confirm_deals is None and not change_worth:
        raise BadInput("cli.evening_set_nothing")
    with club(args) as services:
        evening = None
        if args.confirm_deals is not None:
            with refused("confirm_deals"):
                evening = services.evenings.set_confirm_deals(args.evening,
                                                              args.confirm_deals == "on")
        if change_worth:
            with refused("chip_worth"):
                evening = services.evenings.set_chip_worth(
                    args.evening, None if worth is None else worth.money,
                    1 if worth is None else worth.units)
        print_json(evening_json(evening))
    return 0


def run_close(args: argparse.Namespace) -> int:
    return _set_closed(args, True)


def run_reopen(args: argparse.Namespace) -> int:
    return _set_closed(args, False)


def _set_closed(args: argparse.Namespace, closed: bool) -> int:
    with club(args) as services:
        with refused("evening"):
            evening = services.evenings.set_closed(args.evening, closed,
                                                   getattr(args, "pin", None))
        print_json(evening_json(evening))
    return 0

