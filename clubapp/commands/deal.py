"""``clubapp deal record|correct|undo|redo GAME``: a recorded game's deals, as JSON.

GAME is the recorded game's id (``table add`` prints it). Each prints the game afterwards in
the shape of ``clubapp score``; a deal the rules refuse exits 2 with ``deal N: field: reason``
and nothing is recorded.

- ``deal record GAME``: one deal's entry on stdin (``{"makers": "A", "tricks": 3}``);
- ``deal correct GAME N [--revision R]``: deal N's new entry on stdin; every deal after it is
  scored again, and a correction that would break one is refused whole. With ``--revision``
  (the deal's revision as you saw it: 1 as recorded, one more for each correction) a deal
  changed meanwhile is refused, printing both versions;
- ``deal undo GAME`` takes the game's last deal out of the count; ``deal redo GAME`` puts the
  last one undone back.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from clubapp.commands import BadInput, print_json, read_json_stdin
from clubapp.commands._club import club, game_json, refused


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("deal", help="record, correct, undo and redo a game's deals",
                            description=("Record, correct, undo and redo the deals of a recorded "
                                         "game (GAME: its id, which table add prints); each "
                                         "prints the game afterwards as JSON. A deal the rules "
                                         "refuse is not recorded."))
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    record = actions.add_parser("record", help="record one deal read as JSON on stdin")
    correct = actions.add_parser("correct", help="correct deal N with the entry on stdin")
    undo = actions.add_parser("undo", help="take the game's last deal out of the count")
    redo = actions.add_parser("redo", help="put the last deal undone back")
    for each, func in ((record, run_record), (correct, run_correct), (undo, run_undo),
                       (redo, run_redo)):
        each.add_argument("game", type=int, metavar="GAME",
                          help="the recorded game's id (printed by `table add`)")
        each.set_defaults(func=func)
    correct.add_argument("number", type=int, metavar="N", help="the deal's number, from 1")
    correct.add_argument("--revision", type=int, metavar="R",
                         help="the deal's revision as you saw it: refused if it changed since")


def _view(services: Any, game: int) -> Any:
    with refused("game"):
        return services.scoring.view(game)


def run_record(args: argparse.Namespace) -> int:
    entry = read_json_stdin()
    with club(args) as services:
        view = _view(services, args.game)
        with refused("deal", game_id=view.game_id):
            after = services.scoring.record_deal(args.game, entry)
    print_json(game_json(after))
    return 0


def run_correct(args: argparse.Namespace) -> int:
    from clubapp.services.views import ConflictError

    entry = read_json_stdin()
    with club(args) as services:
        view = _view(services, args.game)
        deal = _deal(view, args.number)
        try:
            with refused("deal", game_id=view.game_id):
                after = services.scoring.correct_deal(deal.id, entry, args.revision)
        except BadInput as exc:
            if isinstance(exc.refused, ConflictError):
                raise _conflict(exc.refused) from None
            raise
    print_json(game_json(after))
    return 0


def run_undo(args: argparse.Namespace) -> int:
    with club(args) as services:
        view = _view(services, args.game)
        if not view.deals:
            raise BadInput("cli.nothing_to_undo", "deal")
        last = view.deals[-1]
        with refused("deal", game_id=view.game_id):
            after = services.scoring.undo_last_deal(last.id, last.revision)
    print_json(game_json(after))
    return 0


def run_redo(args: argparse.Namespace) -> int:
    with club(args) as services:
        view = _view(services, args.game)
        if not view.withdrawn:
            raise BadInput("cli.nothing_to_redo", "deal")
        with refused("deal", game_id=view.game_id):
            after = services.scoring.redo_deal(view.withdrawn[-1])
    print_json(game_json(after))
    return 0


def _deal(view: Any, number: int) -> Any:
    """Deal N of the game (1-based among the recorded deals); BadInput if there is none."""
    if not 1 <= number <= len(view.deals):
        raise BadInput("cli.no_such_deal", "deal", number=number, count=len(view.deals))
    return view.deals[number - 1]


def _conflict(error: Any) -> BadInput:
    """A deal changed meanwhile: one line with the reason and both versions, as JSON."""
    return BadInput("cli.conflict", "revision", why=error.why,
                    mine=json.dumps(error.mine, ensure_ascii=False, sort_keys=True),
                    theirs=json.dumps(error.theirs, ensure_ascii=False, sort_keys=True),
                    revision=error.revision)
