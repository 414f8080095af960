"""``clubapp games``: the JSON list of games with their options and entry fields.

The keys are the same in every language; ``--lang`` (or the environment's language) chooses
the words: each game's ``name``, each option's and field's ``label`` and ``help``, and the
``choice_labels`` of their choices. ``names`` and ``label_ru`` keep both languages.
"""

from __future__ import annotations

import argparse
from typing import Any

from clubapp.commands import print_json
from clubapp.rules import all_games


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "games", help="list the games as JSON",
        description=("The games, as a JSON list with their house rules and entry fields. The "
                     "keys are the same in every language; --lang chooses the words: each "
                     "game's name, the labels and help of its rules and fields, and the labels "
                     "of their choices."))
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    print_json([described(game, args.lang) for game in all_games()])
    return 0


def described(game: Any, lang: str) -> dict[str, Any]:
    """A game as ``clubapp games`` prints it, its words in the language."""
    from clubapp import glossary

    out = game.describe()
    out["name"] = glossary.game_name(game, lang)
    for option, data in zip(game.options, out["options"], strict=True):
        data["label"] = glossary.option_label(option, lang)
        if glossary.option_help(option, lang):
            data["help"] = glossary.option_help(option, lang)
        if option.choices:
            data["choice_labels"] = {c: glossary.option_choice_label(option, c, lang)
                                     for c in option.choices}
    _fields(game.entry_schema, out["entry"], lang)
    return out


def _fields(fields: Any, described: list[dict[str, Any]], lang: str) -> None:
    from clubapp import glossary

    for fld, data in zip(fields, described, strict=True):
        data["label"] = glossary.field_label(fld, lang)
        if glossary.field_help(fld, lang):
            data["help"] = glossary.field_help(fld, lang)
        if fld.choices:
            data["choice_labels"] = {c: glossary.choice_label(fld, c, lang) for c in fld.choices}
        if fld.fields:
            _fields(fld.fields, data["fields"], lang)
