"""``clubapp table add EVENING --game GAME --player P… [--option K=V]…``: seat a table.

A new table of the evening, its players in seat order (by number or by name; in partnership
games seats 1 and 3 are side A), playing GAME with its house rules: prints
``{"table": number, "game": id}``, the game's id being what ``deal`` and ``game`` take.
"""

from __future__ import annotations

import argparse

from clubapp.commands import parse_option_pairs, print_json
from clubapp.commands._club import club, member_id, refused


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("table", help="seat a table of an evening and start its game",
                            description="Seat a table of an evening and start its game.")
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = actions.add_parser("add", help="a new table with its players and game",
                             description=("A new table of the evening, its players in seat order "
                                          "(by number or by name; in partnership games seats 1 "
                                          "and 3 are side A), playing GAME (see clubapp games) "
                                          "with its house rules. Prints the table's number and "
                                          "the recorded game's id, which deal and game take."))
    add.add_argument("evening", type=int, metavar="EVENING", help="the evening's number")
    add.add_argument("--game", required=True, help="game id (see `clubapp games`)")
    add.add_argument("--player", action="extend", nargs="+", required=True, metavar="P",
                     help="the players in seat order, by number or name (repeatable)")
    add.add_argument("--option", action="append", metavar="NAME=VALUE",
                     help="a house-rule option (repeatable)")
    add.set_defaults(func=run_add)


def run_add(args: argparse.Namespace) -> int:
    options = parse_option_pairs(args.option)
    with club(args) as services:
        players = [member_id(services, given, "players") for given in args.player]
        with refused("evening", game_id=args.game):
            table, game = services.evenings.seat_table(args.evening, players, args.game, options)
    print_json({"table": table.number, "game": game})
    return 0
