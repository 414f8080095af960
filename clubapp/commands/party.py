"""``clubapp party start|bell|arrive|leave|undo-bell|prizes|show|end|reopen EVENING``: a
progressive-euchre party kept in the club's database (the evening's kind: party), as JSON.

- ``party start EVENING`` reads ``{"players": [{"name": n, "role": "red"|"blue",
  "stationary"?: true}, …],
  "seed"?: k, "cards"?: {name: {"pack", "card", "set"?}}, "volunteers"?: [...], "tables"?: n,
  "options"?: {…}}`` (players by name or number) and prints the first round as ``clubapp draw
  party`` prints it;
- ``party bell EVENING`` reads the round's ``tables`` (``score``, and on a tie
  ``next_hand_tricks`` and ``cut``; ``pairs`` as printed, checked against the seating in
  play) and prints, as ``clubapp progressive next`` does, the stars, each table's ``results``
  (winners and ``reason``) and the next round's tables;
- ``party arrive EVENING NAME --role red|blue`` / ``party leave EVENING NAME``: a late
  arrival waits for the next bell; a leaver goes at once if waiting, else at the next bell;
- ``party undo-bell EVENING``: the last bell undone, its round in play again, the results
  as they were handed in printed in ``tables`` to be corrected and rung again;
- ``party prizes EVENING``: the six prizes, each with its reason;
- ``party show|end|reopen EVENING``: the party as stored, its end (no more bells, the prizes
  fixed) and its reopening (``--pin``): see ``clubapp.commands._party_end``.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any

from clubapp.commands import BadInput, print_json, read_json_stdin
from clubapp.commands._club import club, member_id, refused
from clubapp.commands._party_end import add_actions as add_end_actions
from clubapp.commands._party_state import in_play_json, prizes_json, table_json
from clubapp.words import Message


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("party", help="a progressive-euchre party: draw, bells, prizes",
                            description=("A progressive-euchre party kept in the club's database, "
                                         "as JSON: the draw, each bell rung with the tables' "
                                         "scores, late arrivals and leavers, the last bell "
                                         "undone, the prizes, its end and its reopening."))
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    start = actions.add_parser("start", help="draw the first round from the guests on stdin")
    bell = actions.add_parser("bell", help="ring the bell with the tables' results on stdin")
    arrive = actions.add_parser("arrive", help="a late arrival: seated at the next bell")
    leave = actions.add_parser("leave", help="a player leaves")
    undo = actions.add_parser("undo-bell", help="undo the last bell")
    prizes = actions.add_parser("prizes", help="award the six prizes, with their reasons")
    for each, func in ((start, run_start), (bell, run_bell), (arrive, run_arrive),
                       (leave, run_leave), (undo, run_undo_bell), (prizes, run_prizes)):
        each.add_argument("evening", type=int, metavar="EVENING", help="the evening's number")
        each.set_defaults(func=func)
    for each in (arrive, leave):
        each.add_argument("name", metavar="NAME", help="the member's name or number")
    undo.add_argument("--round", type=int, metavar="R",
                      help="the round whose bell to undo: refused unless it is the last bell")
    arrive.add_argument("--role", required=True, choices=("red", "blue"),
                        help="the pack the newcomer plays in (red: ladies, blue: gentlemen)")
    add_end_actions(actions)


def _object(data: Any, message: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise BadInput(message)
    return data


def run_start(args: argparse.Namespace) -> int:
    from clubapp.services.party import EntrantChoice

    data = _object(read_json_stdin(), "cli.party_start_input")
    rows = data.get("players")
    if not isinstance(rows, list) or not rows:
        raise BadInput("cli.party_players", "players")
    cards = data.get("cards")
    if cards is not None and not isinstance(cards, Mapping):
        raise BadInput("cli.party_cards", "cards")
    volunteers = data.get("volunteers", [])
    if not isinstance(volunteers, list):
        raise BadInput("cli.party_volunteers", "volunteers")
    options = data.get("options")
    if options is not None and not isinstance(options, Mapping):
        raise BadInput("cli.options_object", "options")
    with club(args) as services:
        choices = []
        for index, row in enumerate(rows):
            if not isinstance(row, Mapping) \
                    or not {"name", "role"} <= set(row) <= {"name", "role", "stationary"}:
                raise BadInput("cli.party_player", "players", position=index + 1)
            stationary = row.get("stationary", False)  # keeps one table all night
            if not isinstance(stationary, bool):
                raise BadInput("cli.party_stationary", "players", position=index + 1)
            number = member_id(services, row["name"], "players")
            drawn = (cards or {}).get(row["name"]) or {}
            if not isinstance(drawn, Mapping):
                raise BadInput("cli.party_cards", "cards")
            choices.append(EntrantChoice(number, row["role"], str(drawn.get("card", "")),
                                         str(drawn.get("pack", "")),
                                         row["name"] in volunteers or number in volunteers,
                                         drawn.get("set", 1),  # the rules check the set
                                         stationary))
        with refused("evening"):
            view = services.party.start(args.evening, choices, by_hand=cards is not None,
                                        seed=data.get("seed"), tables=data.get("tables"),
                                        options=options)
    print_json(_draw_json(view))
    return 0


def _draw_json(view: Any) -> dict[str, Any]:
    """The first round as ``clubapp draw party`` prints it: the seed, the tables, who waits,
    every card drawn with its pack (and its set of packs beyond the first), who drew for the
    other role, and the lots."""
    drawn = [p for p in view.players if p.card]
    return {"seed": view.seed if view.draw_kind == "seeded" else None,
            "tables": [table_json(t) for t in view.tables], "waiting": list(view.waiting),
            "cards": [_card(p) for p in drawn],
            "other_role": [p.name for p in drawn if p.pack != p.role],
            "lots": [dict(lot) for lot in view.draw_lots]}


def _card(player: Any) -> dict[str, Any]:
    """A card drawn, as ``DrawnCard.to_json`` gives it (the set only beyond the first)."""
    out: dict[str, Any] = {"player": player.name, "pack": player.pack, "card": player.card}
    if player.set != 1:
        out["set"] = player.set
    return out


def run_bell(args: argparse.Namespace) -> int:
    from clubapp.events.progressive_json import next_round_json

    data = _object(read_json_stdin(), "cli.party_bell_input")
    rows = data.get("tables")
    if not isinstance(rows, list) or not rows:
        raise BadInput("cli.party_tables", "tables")
    with club(args) as services:
        with refused("evening"):
            before = services.party.view(args.evening)
        if before is None:
            raise BadInput("cli.party_not_started", "evening", evening=args.evening)
        if before.ended is not None:  # said first: no table's result would ring now
            raise BadInput("partyend.ended_bell", "evening", round=before.ended.round)
        entries = _entries(rows, before)
        with refused("evening"):
            view = services.party.ring_bell(args.evening, before.round, entries)
    bell = view.last_bell  # the bell just rung: what `clubapp progressive next` prints
    print_json(next_round_json(bell.stars, bell.decisions, view.tables, args.lang))
    return 0


def _entries(rows: list[Any], view: Any) -> list[Any]:
    """The tables' results as the service takes them; pairs, where given, must be the
    seating in play (else the results would be read against the wrong players)."""
    from clubapp.services.party import TableEntry

    seated = {t.number: table_json(t)["pairs"] for t in view.tables}
    entries = []
    for index, row in enumerate(rows):
        if not isinstance(row, Mapping) or "table" not in row:
            raise BadInput("cli.party_table_row", "tables", position=index + 1)
        unknown = sorted(set(row) - {"table", "pairs", "score", "next_hand_tricks", "cut"})
        if unknown:
            raise BadInput("cli.party_unknown_key", "tables", key=unknown[0])
        number = row["table"]
        if "pairs" in row and number in seated and row["pairs"] != seated[number]:
            raise BadInput("cli.party_other_pairs", table=number,
                           pairs=[Message("words.and", first=p["red"], second=p["blue"])
                                  for p in seated[number]])
        entries.append(TableEntry(number, _two(row.get("score")),
                                  _two(row.get("next_hand_tricks")), _two(row.get("cut"))))
    return entries


def _two(value: Any) -> Any:
    """One value for each pair as the service takes it: ``null`` or two nulls are none."""
    if isinstance(value, list):
        return None if all(v is None for v in value) else tuple(value)
    return value


def run_arrive(args: argparse.Namespace) -> int:
    with club(args) as services:
        number = member_id(services, args.name)
        with refused("member"):
            view = services.party.add_player(args.evening, number, args.role)
    print_json(in_play_json(view))
    return 0


def run_leave(args: argparse.Namespace) -> int:
    with club(args) as services:
        number = member_id(services, args.name)
        with refused("member"):
            view = services.party.remove_player(args.evening, number)
    print_json(in_play_json(view))
    return 0


def run_undo_bell(args: argparse.Namespace) -> int:
    with club(args) as services, refused("evening"):
        view = services.party.undo_bell(args.evening, args.round, typed=True)
    print_json(in_play_json(view))
    return 0


def run_prizes(args: argparse.Namespace) -> int:
    with club(args) as services, refused("evening"):
        view = services.party.award_prizes(args.evening)
    print_json({"prizes": prizes_json(view, args.lang)})
    return 0
