"""What ``clubapp score GAME`` reads on stdin, and ``report score-sheet --from-score GAME`` too:
``{"players": [...], "deals": [...], "options"?: {...}}``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clubapp.commands import BadInput, parse_option_pairs, read_json_stdin


def read_score_input(option_pairs: list[str] | None) -> tuple[list[Any], list[Any], dict[str, Any]]:
    """The players, the deals and the options read on stdin (``--option K=V`` over the
    options given there); BadInput naming what is not as expected."""
    data = read_json_stdin()
    if not isinstance(data, Mapping):
        raise BadInput("cli.score_input")
    players, deals = data.get("players"), data.get("deals", [])
    if not isinstance(players, list):
        raise BadInput("cli.players_list", "players")
    if not isinstance(deals, list):
        raise BadInput("cli.deals_list", "deals")
    given = data.get("options") or {}
    if not isinstance(given, Mapping):
        raise BadInput("cli.options_object", "options")
    return players, deals, {**given, **parse_option_pairs(option_pairs)}
