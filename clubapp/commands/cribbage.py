"""``clubapp cribbage``: count a cribbage show or the pegging of a play from the cards.

- ``clubapp cribbage show 5H 5C 5S JD --starter 5D [--crib]`` prints the show's parts and
  total: ``{"fifteens": 16, "pairs": 12, "runs": 0, "flush": 0, "nobs": 1, "total": 29}``
  (four cards; three or five for the five- and seven-card games; a crib has four);
- ``clubapp cribbage play 4C 2D 3H AS 5C`` prints what each card scores as it is played:
  ``[0, 0, 3, 4, 7]`` (15 and 31, pairs, runs; go and last card are the deal's, not here).
"""

from __future__ import annotations

import argparse

from clubapp.commands import BadInput, print_json
from clubapp.rules import RuleError
from clubapp.rules.cribbage_count import play_points, read_cards, show_count
from clubapp.words import Message

FIELDS = ("hand", "starter", "crib", "play")  # what a refusal here can be about


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("cribbage", help="count a cribbage show or play from the cards",
                            description="Count cribbage from the cards (seeds/001).")
    jobs = parser.add_subparsers(dest="job", metavar="JOB", required=True)
    show = jobs.add_parser("show", help="the count of a hand or crib with the starter",
                           description="Prints fifteens, pairs, runs, flush, nobs and total.")
    show.add_argument("cards", nargs="+", metavar="CARD", help="the hand (or crib): 3 to 5 cards")
    show.add_argument("--starter", required=True, metavar="CARD", help="the turned-up card")
    show.add_argument("--crib", action="store_true",
                      help="count as the crib (a flush only with the starter)")
    show.set_defaults(func=run_show)
    play = jobs.add_parser("play", help="points of each card in the order played",
                           description="Prints a JSON list: what each card scores as played "
                                       "(15, 31, pairs, runs). A card that would pass 31 "
                                       "starts a new count.")
    play.add_argument("cards", nargs="+", metavar="CARD", help="the cards in the order played")
    play.set_defaults(func=run_play)


def run_show(args: argparse.Namespace) -> int:
    """Print the show count of a hand or crib with its starter."""
    try:
        hand = read_cards(args.cards, "hand")
        starter = read_cards([args.starter], "starter")[0]
        if starter in hand:
            raise RuleError("starter", "cribbage.starter_in_hand", starter=str(starter))
        count = show_count(hand, starter, crib=args.crib)
    except RuleError as exc:
        raise refused(exc) from None
    print_json(count.to_json())
    return 0


def run_play(args: argparse.Namespace) -> int:
    """Print the points each card scores in the play, in the order played."""
    try:
        points = play_points(read_cards(args.cards, "play"))
    except RuleError as exc:
        raise refused(exc) from None
    print_json(points)
    return 0


def refused(error: RuleError) -> BadInput:
    """A refusal of the cards as bad input: ``hand: reason`` in English, its words in Russian."""
    what = error.field if error.field in FIELDS else "play"
    return BadInput(Message("cribbage.cli_refused", field=Message(f"cribbage.cli_{what}"),
                            reason=error.why))
