"""``clubapp games``: the JSON list of games with their options and entry fields."""

from __future__ import annotations

import argparse

from clubapp.commands import print_json
from clubapp.rules import all_games


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("games", help="list the games as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    print_json([game.describe() for game in all_games()])
    return 0
