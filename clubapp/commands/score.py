"""``clubapp score GAME``: score the deals read on stdin by the game's rules."""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from clubapp.commands import BadInput, parse_option_pairs, print_json, read_json_stdin
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
    data = read_json_stdin()
    if not isinstance(data, Mapping):
        raise BadInput("cli.score_input")
    players = data.get("players")
    deals = data.get("deals", [])
    if not isinstance(players, list):
        raise BadInput("cli.players_list", "players")
    if not isinstance(deals, list):
        raise BadInput("cli.deals_list", "deals")
    given = data.get("options") or {}
    if not isinstance(given, Mapping):
        raise BadInput("cli.options_object", "options")
    options = {**given, **parse_option_pairs(args.option)}
    try:
        state = rules.new_state(players, options)
        state = rules.score_all(state, deals)
    except RuleError as exc:
        raise BadInput.of(exc, game_id=rules.id) from None
    print_json(result_json(rules, state))
    return 0
