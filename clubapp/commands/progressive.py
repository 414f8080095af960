"""``clubapp progressive next|prizes``: the bell and the prizes of a progressive-euchre party."""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from clubapp.commands import BadInput, parse_option_pairs, print_json, read_json_stdin
from clubapp.events.prizes import award_prizes, players_from_json
from clubapp.events.progressive import PartyRules, ring_bell
from clubapp.events.progressive_json import bell_to_json, place_message, round_from_json
from clubapp.rules.errors import RuleError
from clubapp.words import Message, language_from_environment, note_text, say


class BellInputRefused(BadInput):
    """A round the bell cannot take: in English ``tables[1].cut: reason`` (the contract of
    ``field: reason``), in another language the table and the part in words."""

    def __init__(self, error: RuleError) -> None:
        self.error = error
        super().__init__(error.why, error.field)

    def say(self, lang: str) -> str:
        place = place_message(self.error.field)
        if lang == "en" or place is None:
            return self.error.say(lang)
        return say(Message("words.at_field", field=place, reason=self.error.why), lang)


def _lang(args: argparse.Namespace) -> str:
    """The language of the reasons: ``--lang``, else the environment's."""
    return getattr(args, "lang", None) or language_from_environment()


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``progressive`` with its actions ``next`` and ``prizes``."""
    parser = sub.add_parser(
        "progressive", help="progressive euchre: ring the bell, award the prizes",
        description="The progressive-euchre party of seeds/002 lines 75-91.")
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    bell = actions.add_parser(
        "next", help="stars and the next round's seating from the results at the bell",
        description='Reads {"tables": [{"table": 1, "pairs": [{"red": n, "blue": n}, ...], '
                    '"score": [5, 3], "next_hand_tricks": [null, null], "cut": [null, null]}, '
                    '...]} on stdin (table 1 the head table) and prints {"stars": {...}, '
                    '"results": [{"table", "winners", "decided_by", "reason"}, ...], '
                    '"tables": [...]}, the reasons in the language of --lang.')
    bell.add_argument("--option", action="append", metavar="NAME=VALUE",
                      help="a house rule: head_target, head_lone_hands, sit_out (repeatable)")
    bell.set_defaults(func=run_next)
    prizes = actions.add_parser(
        "prizes", help="the six prizes, with the reason for each",
        description='Reads {"players": [{"name": n, "role": "red"|"blue", "gold": g, "red": r, '
                    '"green": s}, ...], "seed": k} on stdin and prints {"prizes": [...]}.')
    prizes.add_argument("--seed", type=int, help="seed for the lots (overrides the input's)")
    prizes.add_argument("--option", action="append", metavar="NAME=VALUE",
                        help="a house rule: second_ties, consolation_ties = lots|stars")
    prizes.set_defaults(func=run_prizes)


def _options(data: object, pairs: list[str] | None) -> dict[str, object]:
    given = data.get("options") if isinstance(data, Mapping) else None
    if given is not None and not isinstance(given, Mapping):
        raise BadInput("progressive.options_expected", "options")
    return {**(given or {}), **parse_option_pairs(pairs)}


def run_next(args: argparse.Namespace) -> int:
    """Ring the bell: stars and the next seating from the round on stdin."""
    data = read_json_stdin()
    try:
        rules = PartyRules.from_options(_options(data, args.option))
        seating, results = round_from_json(data)
        bell = ring_bell(seating, results, rules)
    except RuleError as exc:
        raise BellInputRefused(exc) from None
    print_json(bell_to_json(bell, _lang(args)))
    return 0


def run_prizes(args: argparse.Namespace) -> int:
    """Award the six prizes from the players' stars on stdin."""
    data = read_json_stdin()
    try:
        players, seed = players_from_json(data)
        if args.seed is not None:
            seed = args.seed
        prizes = award_prizes(players, seed, _options(data, args.option))
    except RuleError as exc:
        raise BadInput.of(exc) from None
    lang = _lang(args)
    print_json({"prizes": [{**p.to_json(), "reason": note_text(p.why, lang)} for p in prizes]})
    return 0
