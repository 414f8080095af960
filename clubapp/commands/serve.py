"""``clubapp serve``: the evening's table pages on the club's network until stopped (what it
prints and keeps, as a person reads it: ``MORE``, the end of its help)."""

from __future__ import annotations

import argparse
import sys

from clubapp.commands import BadInput, print_json
from clubapp.commands._club import club, refused

MORE = (
    "Serves every table of the evening on the club's own network until stopped (Ctrl+C or "
    "SIGTERM, both stop cleanly). Once the pages answer it prints one JSON line per table, "
    '`{"table": n, "game": id, "url": …}` (at a party also one per guest, `{"guest": name, '
    '"url": …}`), each URL carrying that table\'s secret code; --qr also draws each address as '
    "a QR code on stderr. While it serves, a guest who arrives late (or a table seated later) "
    "gets an address at once, printed as another such line.\n\n"
    "The club keeps only each code's hash. Started again for the same evening, it keeps the "
    "addresses it gave before, so the cards printed then keep working, but it cannot print them "
    'again: their lines say `"url": null, "kept": true`. --new-codes gives every table and '
    "guest a new address and prints them all (the cards printed before stop working). The "
    "default host 0.0.0.0 serves on every interface; name one (the hall's Wi-Fi address) to "
    "serve there only.")


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("serve", help="serve an evening's table pages on the club's network",
                            description="The evening's table pages, served on the club's own "
                                        "network.",
                            epilog=MORE)
    parser.add_argument("--evening", type=int, required=True, metavar="ID",
                        help="the evening's number")
    parser.add_argument("--host", default="0.0.0.0", metavar="H",
                        help="the interface to serve on (default: all, 0.0.0.0)")
    parser.add_argument("--port", type=int, default=8023, metavar="P",
                        help="the port (default: 8023; 0 picks a free one)")
    parser.add_argument("--qr", action="store_true", help="draw each address as a QR code on "
                                                          "stderr")
    parser.add_argument("--new-codes", action="store_true",
                        help="give every table and guest a new address (the cards printed "
                             "before stop working) and print them all")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from clubapp.web.server import serve_forever

    if not 0 <= args.port <= 65535:
        raise BadInput("web.bad_port", "port", port=args.port)
    with club(args) as services:
        with refused("evening"):
            evening = services.evenings.detail(args.evening).evening
        if evening.closed:
            raise BadInput("evenings.closed", "evening", name=evening.name)
        games = {t.number: t.current_game for t in services.evenings.detail(args.evening).tables}

        def game_of(number: int | None) -> int | None:
            if number not in games:  # a table seated while serving
                games.update({t.number: t.current_game
                              for t in services.evenings.detail(args.evening).tables})
            return games.get(number)

        if args.new_codes:
            from clubapp.services.table_access import TableAccessService

            with refused("evening"):
                TableAccessService(services).renew_evening(args.evening)

        def announce(addresses) -> None:
            for address in addresses:
                access = address.access
                # a card printed before keeps working, but its token is kept only as a hash
                where = {"url": address.url} if address.url else {"url": None, "kept": True}
                if access.kind == "table":
                    print_json({"table": access.number, "game": game_of(access.number),
                                **where})
                else:
                    print_json({"guest": access.name, **where})
                if args.qr and address.url:
                    from clubapp.qr import terminal_qr

                    sys.stderr.write(terminal_qr(address.url))
            sys.stdout.flush()

        try:
            serve_forever(services, args.evening, args.host, args.port, args.lang, announce)
        except OSError as exc:
            raise BadInput("web.cannot_serve", "host", host=args.host, port=args.port,
                           reason=str(exc)) from None
    return 0
