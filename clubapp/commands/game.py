"""``clubapp game show GAME``: a recorded game in the shape of ``clubapp score``."""

from __future__ import annotations

import argparse

from clubapp.commands import print_json
from clubapp.commands._club import club, game_json, refused


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("game", help="a recorded game, as `clubapp score` prints it",
                            description=("A recorded game, as JSON in the shape clubapp score "
                                         "prints: its deals, totals, games and winner."))
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    show = actions.add_parser("show", help="the game's deals, totals, games and winner")
    show.add_argument("game", type=int, metavar="GAME",
                      help="the recorded game's id (printed by `table add`)")
    show.set_defaults(func=run_show)


def run_show(args: argparse.Namespace) -> int:
    with club(args) as services, refused("game"):
        view = services.scoring.view(args.game)
    print_json(game_json(view))
    return 0
