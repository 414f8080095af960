"""Russian whist after Fikhman (seeds/004 lines 9–27).

From the seed:
- lines 11–15: four players, partners sit opposite (sides A and B), 52 cards, 13 each; a side's
  first six tricks count nothing, every trick over six scores 2; the trump honours are the five
  "pictures" A K Q J T (line 11), and the honours found in a side's tricks score: three 2, four 4,
  five 6 (line 15). All thirteen tricks are played, so the five honours always lie in someone's
  tricks and one side always has at least three;
- line 23: game is 10 points; the game is doubled when the losers have under 5 points and tripled
  when they have none at all;
- line 25: a rubber is two games won before the opponents win two; 2–0 is a short rubber with a
  premium of 5, 2–1 a long one with a premium of 3;
- line 27: play to an agreed number of rubbers (the seed's example: until a pair has won 10).

House-rule defaults where the seed is silent (the standard Laws of Short Whist):
- ``tricks_before_honours`` (yes): tricks are counted before honours (law 5), so a side that goes
  out by tricks wins although the other side's honours would have taken it out too; what comes
  after the game is won counts nothing (``not_counted``: the deal's note and the sheet say so);
- a game is worth 1 (single), 2 (double) or 3 (triple) with the seed's thresholds (law 8);
- ``deduct_losers_game`` (yes): a rubber is worth its winners' games plus the premium, less the
  value of the game the losers won in a long rubber (law 10);
- ``rubbers`` (1): the match goes to the first side to win this many rubbers; its value is the
  winners' rubber values less the losers'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from clubapp.message import Message
from clubapp.rules.base import FinishedGame, GameRules, MatchResult, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

TRICKS_IN_DEAL = 13
BOOK = 6  # line 15: the first six tricks count nothing
POINTS_PER_TRICK = 2  # line 15
TRUMP_HONOURS = 5  # line 11: A K Q J T of trumps
HONOUR_POINTS = {3: 2, 4: 4, 5: 6}  # line 15
SHORT_RUBBER_PREMIUM = 5  # line 25
LONG_RUBBER_PREMIUM = 3  # line 25
CARDS_IN_TRICK = 4

WHIST_OPTIONS = (
    Option("target", "int", 10, "Points for game", "Очков для партии", minimum=2, maximum=100,
           help="seeds/004 line 23: ten points", help_ru="книга, строка 23: десять очков"),
    Option("rubbers", "int", 1, "Rubbers to win the match", "Робберов для победы в матче",
           minimum=1, maximum=50, help="seeds/004 line 27: an agreed number, e.g. ten",
           help_ru="книга, строка 27: условленное число, например десять"),
    Option("tricks_before_honours", "bool", True, "Tricks count before honours",
           "Взятки считаются раньше онёров",
           help="standard whist law; off: honours are counted first",
           help_ru="обычный закон виста; если выключено, онёры считаются первыми"),
    Option("deduct_losers_game", "bool", True, "Deduct the losers' game from a long rubber",
           "Вычитать партию проигравших из длинного роббера",
           help="standard whist law: the rubber is worth the difference",
           help_ru="обычный закон виста: роббер стоит разницу"),
)

WHIST_ENTRY = (
    Field("tricks", "counts", "Tricks taken", "Взятки", keys="sides", minimum=0, maximum=13,
          help="the two sides' tricks make 13; one side may be left out",
          help_ru="у двух сторон вместе 13 взяток; одну сторону можно не указывать"),
    Field("honours", "counts", "Trump honours in the tricks", "Козырные онёры во взятках",
          keys="sides", minimum=0, maximum=5,
          help="A K Q J T of trumps; the two sides' honours make 5; one side may be left out",
          help_ru="козырные туз, король, дама, валет и десятка; у двух сторон вместе 5; одну "
                  "сторону можно не указывать"),
)


def other_side(side: str) -> str:
    """The partnership facing this one."""
    return "B" if side == "A" else "A"


def trick_points(tricks: int) -> int:
    """Line 15: two points for every trick over six."""
    return POINTS_PER_TRICK * max(0, tricks - BOOK)


def honour_points(honours: int) -> int:
    """Line 15: three trump honours in a side's tricks score 2, four 4, five 6."""
    return HONOUR_POINTS.get(honours, 0)


def honours_fit(honours: int, tricks: int) -> bool:
    """Whether a side's tricks can hold this many trump honours (four cards to a trick)."""
    return honours <= CARDS_IN_TRICK * tricks


def game_value(loser_points: int) -> int:
    """Line 23: a single game; doubled when the losers have under 5; tripled when they have none."""
    if loser_points <= 0:
        return 3
    if loser_points < 5:
        return 2
    return 1


def complete_split(given: Mapping[str, int], total: int, field: str,
                   what: str = "") -> dict[str, int]:
    """Both sides' share of ``total`` when one may be left out; RuleError if they do not add up.

    ``field`` is ``tricks`` or ``honours`` and names the message too (``what``, the words the
    message once took, is still accepted and no longer needed).
    """
    if not given:
        raise RuleError(field, f"whist.{field}_missing")
    split = dict(given)
    for side in ("A", "B"):
        if side not in split:
            split[side] = total - split[other_side(side)]
    if split["A"] + split["B"] != total:
        raise RuleError(field, f"whist.{field}_sum", given=split["A"] + split["B"], total=total)
    return split


def counting_order(tricks: Mapping[str, int], honours: Mapping[str, int],
                   tricks_first: bool) -> tuple[tuple[str, str, int], ...]:
    """What a deal scores in counting order, as ("tricks" or "honours", side, points): the
    tricks over six, and the honours (line 15)."""
    by_tricks = [("tricks", side, trick_points(tricks[side])) for side in ("A", "B")
                 if trick_points(tricks[side])]
    by_honours = [("honours", side, honour_points(honours[side])) for side in ("A", "B")
                  if honour_points(honours[side])]
    return tuple(by_tricks + by_honours if tricks_first else by_honours + by_tricks)


def deal_steps(tricks: Mapping[str, int], honours: Mapping[str, int],
               tricks_first: bool) -> tuple[tuple[str, int], ...]:
    """The points of a deal in counting order: the tricks over six, and the honours."""
    return tuple((side, points) for _what, side, points
                 in counting_order(tricks, honours, tricks_first))


def possible_deals() -> list[tuple[int, int]]:
    """Every (tricks of A, honours of A) that a deal can produce."""
    deals = []
    for tricks_a in range(TRICKS_IN_DEAL + 1):
        for honours_a in range(TRUMP_HONOURS + 1):
            if (honours_fit(honours_a, tricks_a)
                    and honours_fit(TRUMP_HONOURS - honours_a, TRICKS_IN_DEAL - tricks_a)):
                deals.append((tricks_a, honours_a))
    return deals


@register
class RussianWhist(GameRules):
    id = "whist-ru"
    aliases = ("whist-fikhman",)
    name = "Whist (Fikhman)"
    name_ru = "Вист"
    family = "whist"
    source = "seeds/004 lines 9-27"
    min_players = 4
    max_players = 4
    partnership = True
    target = 10
    has_match = True
    options = WHIST_OPTIONS
    entry_schema = WHIST_ENTRY

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        tricks = complete_split(entry["tricks"], TRICKS_IN_DEAL, "tricks")
        honours = complete_split(entry["honours"], TRUMP_HONOURS, "honours")
        for side in ("A", "B"):
            if not honours_fit(honours[side], tricks[side]):
                raise RuleError(f"honours.{side}", "whist.honours_do_not_fit",
                                honours=honours[side], tricks=tricks[side])
        steps = deal_steps(tricks, honours, state.options["tricks_before_honours"])
        # the honours (or tricks) that came after the game was won: said, as they count nothing
        lost = tuple(Message(f"whist.not_counted_{what}", side=side)
                     for what, side, _points in self.not_counted(state, tricks, honours))
        return Outcome(steps, note=(Message("whist.deal", tricks_a=tricks["A"],
                                            tricks_b=tricks["B"], honours_a=honours["A"],
                                            honours_b=honours["B"]), *lost))

    def not_counted(self, state: State, tricks: Mapping[str, int],
                    honours: Mapping[str, int]) -> tuple[tuple[str, str, int], ...]:
        """What a deal scores after the game is won in it, in counting order: nothing of it
        counts (``counting_order``'s steps; the game won as the base's ``_apply`` finds it)."""
        totals = dict(state.totals)
        order = counting_order(tricks, honours, state.options["tricks_before_honours"])
        for number, (_what, side, points) in enumerate(order):
            totals[side] = totals.get(side, 0) + points
            if self.game_winner(state, totals, side) is not None:
                return order[number + 1:]
        return ()

    def _decompositions(self, state: State, points: Mapping[str, int]) -> list[tuple[tuple[str, int], ...]]:
        """The counting orders of every deal that gives exactly these points."""
        found = []
        for tricks_a, honours_a in possible_deals():
            tricks = {"A": tricks_a, "B": TRICKS_IN_DEAL - tricks_a}
            honours = {"A": honours_a, "B": TRUMP_HONOURS - honours_a}
            steps = deal_steps(tricks, honours, state.options["tricks_before_honours"])
            given = dict.fromkeys(("A", "B"), 0)
            for side, n in steps:
                given[side] += n
            if given == dict(points):
                found.append(steps)
        return found

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        if not self._decompositions(state, points):
            raise RuleError("points", "whist.no_such_deal")

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        orders = self._decompositions(state, points)
        winners = {self._first_out(state, steps) for steps in orders}
        if len(winners) > 1:
            raise RuleError("points", "whist.both_could_go_out")
        return Outcome(orders[0])

    def _first_out(self, state: State, steps: Sequence[tuple[str, int]]) -> str | None:
        totals = dict(state.totals)
        for side, n in steps:
            totals[side] += n
            winner = self.game_winner(state, totals, side)
            if winner is not None:
                return winner
        return None

    def game_value(self, state: State, totals: Mapping[str, int], winner: str) -> int | None:
        return game_value(totals[other_side(winner)])

    def match_result(self, state: State, games: Sequence[FinishedGame]) -> MatchResult | None:
        deduct = state.options["deduct_losers_game"]
        won = dict.fromkeys(("A", "B"), 0)
        net = dict.fromkeys(("A", "B"), 0)
        for rubber in split_rubbers(games):
            winner, value = rubber_result(rubber, deduct)
            won[winner] += 1
            net[winner] += value
            if won[winner] >= state.options["rubbers"]:
                return MatchResult(winner, net[winner] - net[other_side(winner)])
        return None


def split_rubbers(games: Sequence[FinishedGame]) -> list[list[FinishedGame]]:
    """The finished rubbers (line 25: two games won) in order; an unfinished one is left out."""
    rubbers: list[list[FinishedGame]] = []
    current: list[FinishedGame] = []
    for game in games:
        current.append(game)
        if sum(1 for g in current if g.winner == game.winner) == 2:
            rubbers.append(current)
            current = []
    return rubbers


def rubber_result(rubber: Sequence[FinishedGame], deduct_losers_game: bool) -> tuple[str, int]:
    """The rubber's winner and worth: their games, +5 short or +3 long (line 25), less the losers'."""
    winner = rubber[-1].winner
    premium = SHORT_RUBBER_PREMIUM if len(rubber) == 2 else LONG_RUBBER_PREMIUM
    value = sum(g.value or 0 for g in rubber if g.winner == winner) + premium
    if deduct_losers_game:
        value -= sum(g.value or 0 for g in rubber if g.winner != winner)
    return winner, value
