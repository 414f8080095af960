"""``clubapp draw``: seating draws and club cuts, seeded (``--seed``) so that they replay.

- ``draw party`` reads ``{"players": [{"name", "role"}], "volunteers"?: [...], "cards"?: {...}}``
  and prints the first round's tables, who waits, and every card drawn (seeds/002 line 81):
  a party of any size, another set of two packs for every 26 tables (a card beyond the first
  set names its ``set``); ``clubapp report tally-cards`` and the other party documents read
  what it prints as it is;
- ``draw cut GAME NAME…`` cuts for partners, seats and the first deal by that game's cut;
- ``draw table NAME…`` forms a euchre table of four to six (law 4, seeds/002 line 219);
- ``draw cut-out`` reads ``{"playing", "waiting", "consecutive"}``: who gives way (law 6);
- ``draw rotation --players N [--rounds R]`` plans the rotation chart format (a house format:
  everyone partners everyone at most once, opponents as even as the numbers allow, sit-outs
  shared) for guests named "1"…"N", or, without ``--players``, the guests of
  ``{"players": [name | {"name", "stationary"?}, …]}`` on stdin (``"stationary": true``: keeps
  one table all night). It prints ``{"rounds": [[{"table", "pairs": [[a, b], [c, d]]}…]…],
  "sitting_out": [[…]…], "fairness": {"partner_repeats", "opponent_meetings": {"min", "max"}},
  "seed"}``; without ``--seed`` the seed is 0, so that the same guests get the same chart.
Without names, ``cut`` and ``table`` read ``{"players": [...], "cuts": [...]}``: the cards cut
at the table, entered instead of drawn. Without ``--seed`` a seed is chosen and printed.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Mapping
from typing import Any

from clubapp.commands import BadInput, print_json, read_json_stdin
from clubapp.events.club_cuts import (
    CardSource,
    EnteredCuts,
    RandomCuts,
    cut_for_deal,
    cut_out,
    form_euchre_table,
)
from clubapp.events.party_draw import entrants_from_json, party_draw, party_draw_from_cards
from clubapp.events.planned_rotation import plan_rotation
from clubapp.rules.errors import RuleError


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``draw`` and its kinds: party, cut, table, cut-out."""
    parser = sub.add_parser(
        "draw", help="seating draws and cuts (seeded with --seed)",
        description="Seating draws and club cuts, seeded with --seed so that they replay, or "
                    "read from the cards drawn at the table.")
    kinds = parser.add_subparsers(dest="kind", metavar="KIND", required=True)

    party = kinds.add_parser("party", help="the progressive-euchre party draw (two packs, "
                                           "and another set for every 26 tables)")
    party.add_argument("--tables", type=int, help="number of tables (default: players // 4)")
    party.set_defaults(func=run_party)

    cut = kinds.add_parser("cut", help="cut for partners, seats and deal by a game's cut")
    cut.add_argument("game", help="game id, e.g. euchre, seven-up, cribbage, ecarte, loo")
    cut.add_argument("names", nargs="*", metavar="NAME", help="the players (else JSON on stdin)")
    cut.add_argument("--partners", action=argparse.BooleanOptionalAction, default=None,
                     help="cut four players into partnerships (default: by the game)")
    cut.set_defaults(func=run_cut)

    table = kinds.add_parser("table", help="form a euchre table of four to six (law 4)")
    table.add_argument("names", nargs="*", metavar="NAME", help="the players (else JSON on stdin)")
    table.set_defaults(func=run_table)

    out = kinds.add_parser("cut-out", help="who gives way at the end of a rubber (law 6)")
    out.set_defaults(func=run_cut_out)

    # numbers read as text and checked here: a bad one is refused in one line, in the language
    rotation = kinds.add_parser("rotation", help="the rotation chart format: partners rotate, "
                                                 "everyone partners everyone at most once")
    rotation.add_argument("--players", metavar="N",
                          help='the number of guests, named "1"…"N" (else the names on stdin)')
    rotation.add_argument("--rounds", metavar="R", help="rounds to play (default: a full cycle)")
    rotation.add_argument("--seed", metavar="S", help="seed of the chart (default 0)")
    rotation.set_defaults(func=run_rotation)

    for each in (party, cut, table, out):
        each.add_argument("--seed", type=int, help="seed of the draw (printed, to replay it)")


def _seed(args: argparse.Namespace) -> int:
    return args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)


def _object(data: Any, expected: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise BadInput("cli.expected_shape", shape=expected)
    return data


def _names_and_source(args: argparse.Namespace) -> tuple[list[str], CardSource, int | None]:
    """Names from the command line (a seeded draw), or players and entered cuts from stdin."""
    if args.names:
        seed = _seed(args)
        return list(args.names), RandomCuts(random.Random(seed)), seed
    data = _object(read_json_stdin(), '{"players": [...], "cuts": [...]}')
    players = data.get("players")
    if not isinstance(players, list):
        raise BadInput("cli.names_list", "players")
    cuts = data.get("cuts")
    if cuts is None:
        seed = _seed(args)
        return players, RandomCuts(random.Random(seed)), seed
    if not isinstance(cuts, list):
        raise BadInput("cli.cuts_list", "cuts")
    return players, EnteredCuts(cuts), None


def run_party(args: argparse.Namespace) -> int:
    """Draw (or read) the party's first seating."""
    data = _object(read_json_stdin(), '{"players": [{"name": n, "role": "red"|"blue"}, ...]}')
    try:
        entrants = entrants_from_json(data.get("players"))
        if "cards" in data:
            cards = data["cards"]
            if not isinstance(cards, Mapping):
                raise BadInput("cli.party_cards", "cards")
            draw = party_draw_from_cards(entrants, cards, args.tables)
        else:
            volunteers = data.get("volunteers", [])
            if not isinstance(volunteers, list):
                raise BadInput("cli.party_volunteers", "volunteers")
            draw = party_draw(entrants, _seed(args), args.tables, volunteers)
    except RuleError as exc:
        raise BadInput.of(exc) from None
    print_json(draw.to_json())
    return 0


def run_cut(args: argparse.Namespace) -> int:
    """Cut for partners, seats and deal."""
    names, source, seed = _names_and_source(args)
    try:
        result = cut_for_deal(args.game, names, source, partnerships=args.partners)
        if isinstance(source, EnteredCuts):
            source.check_all_used()
    except RuleError as exc:
        raise BadInput.of(exc) from None
    print_json({"seed": seed, **result.to_json()})
    return 0


def run_table(args: argparse.Namespace) -> int:
    """Form a euchre table (law 4)."""
    names, source, seed = _names_and_source(args)
    try:
        formation = form_euchre_table(names, source)
        if isinstance(source, EnteredCuts):
            source.check_all_used()
    except RuleError as exc:
        raise BadInput.of(exc) from None
    print_json({"seed": seed, **formation.to_json()})
    return 0


def run_cut_out(args: argparse.Namespace) -> int:
    """Who gives way at the end of a rubber (law 6)."""
    data = _object(read_json_stdin(), '{"playing": [...], "waiting": [...], "consecutive": {}}')
    playing, waiting = data.get("playing"), data.get("waiting")
    consecutive = data.get("consecutive", {})
    if not isinstance(playing, list) or not isinstance(waiting, list):
        raise BadInput("cli.names_lists", fields=["playing", "waiting"])
    if not isinstance(consecutive, Mapping):
        raise BadInput("cli.consecutive", "consecutive")
    cuts = data.get("cuts")
    seed = None
    source: CardSource
    if cuts is None:
        seed = _seed(args)
        source = RandomCuts(random.Random(seed))
    elif isinstance(cuts, list):
        source = EnteredCuts(cuts)
    else:
        raise BadInput("cli.cuts_list", "cuts")
    try:
        result = cut_out(playing, waiting, consecutive, source)
        if isinstance(source, EnteredCuts):
            source.check_all_used()
    except RuleError as exc:
        raise BadInput.of(exc) from None
    print_json({"seed": seed, **result.to_json()})
    return 0


def _whole(text: str | None, option: str, least: int) -> int | None:
    """An option's whole number, ``least`` or more; BadInput naming the option otherwise."""
    if text is None:
        return None
    try:
        value = int(text.strip())
    except ValueError:
        raise BadInput("cli.rotation_number", option=option, least=least, value=text) from None
    if value < least:
        raise BadInput("cli.rotation_number", option=option, least=least, value=text)
    return value


def _rotation_guests(rows: Any) -> tuple[list[str], list[str]]:
    """The guests on stdin, names or ``{"name", "stationary"?}``, and who keeps one table."""
    if not isinstance(rows, list):
        raise BadInput("cli.rotation_guests", "players")
    names: list[str] = []
    stationary: list[str] = []
    for index, row in enumerate(rows, start=1):
        if isinstance(row, Mapping) and "name" in row and set(row) <= {"name", "stationary"}:
            keeps = row.get("stationary", False)
            if not isinstance(keeps, bool):
                raise BadInput("cli.party_stationary", "players", position=index)
            row, keep = row["name"], keeps
        else:
            keep = False
        if not isinstance(row, str):
            raise BadInput("cli.rotation_guest", "players", position=index)
        names.append(row)
        if keep:
            stationary.append(row)
    return names, stationary


def run_rotation(args: argparse.Namespace) -> int:
    """Plan the rotation chart for N guests, or for the guests named on stdin."""
    count = _whole(args.players, "--players", 4)
    rounds = _whole(args.rounds, "--rounds", 1)
    seed = _whole(args.seed, "--seed", 0) or 0
    stationary: list[str]
    if count is not None:
        names, stationary = [str(n) for n in range(1, count + 1)], []
    else:
        data = _object(read_json_stdin(), '{"players": [...]}')
        names, stationary = _rotation_guests(data.get("players"))
    try:
        plan = plan_rotation(names, rounds, seed, stationary)
    except RuleError as exc:
        raise BadInput.of(exc) from None
    out: dict[str, object] = {**plan.to_json(), "seed": seed}
    if plan.homes:
        out["stationary"] = dict(plan.homes)
    print_json(out)
    return 0
