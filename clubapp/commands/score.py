"""``clubapp score GAME``: score the deals read on stdin by the game's rules."""

from __future__ import annotations

import argparse

from clubapp.commands import BadInput, print_json
from clubapp.commands._score_input import read_score_input
from clubapp.rules import RuleError, get_game, result_json


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "score", help="score deals given as JSON on stdin",
        description='Reads {"players": [...], "deals": [...]} on stdin and prints per-deal '
                    "points, running totals, the games, the match and the winner.")
    parser.add_argument("game", help="game id (see `clubapp games`)")
    parser.add_argument("--option", action="append", metavar="NAME=VALUE",
                        help="a house-rule option (repeatable)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        rules = get_game(args.game)
    except RuleError as exc:
        raise BadInput.of(exc) from None
    players, deals, options = read_score_input(args.option)
    try:
        state = rules.new_state(players, options)
        state = rules.score_all(state, deals)
    except RuleError as exc:
        raise BadInput.of(exc, game_id=rules.id) from None
    print_json(result_json(rules, state))
    return 0
