"""Four-hand euchre, laws 1–3 and 30 of the book (seeds/002 lines 211–297).

From the seed:
- law 1 (line 213): game is five points; makers who take all five tricks (a march) score 2,
  three or four tricks 1; makers who fail to take three are euchred and their opponents score 2;
- law 2 (line 215): a lone hand that takes all five scores as many points as there are players
  in the game (four here), three or four tricks 1, euchred 2 to the opponents;
- law 3 (line 217): the rubber is three games, the third not played when one side wins the first
  two; a game is a triple (3) when the losers have not scored, a double (2) when they have under
  three, a single (1) with three or four; the rubber's winners add 2 to the value of their games
  and deduct the value of the games the losers won;
- law 30 (line 277): a revoke ends the hand at once, so a revoke deal is entered without tricks
  (tricks typed beside it are kept as entered and count for nothing); the offenders' opponents
  choose to add 2 to their own score or to deduct 2 from the offenders'; both sides revoking
  make the deal void; when one plays alone the penalty is what the lone hand would have scored
  had it succeeded.

House-rule options (not in the seed): the target (5), lone hands allowed (yes), whether games
are grouped into rubbers (yes). A revoke that would take a side below nothing is counted as
written: the score may go under zero, and a side under zero "has not scored" for the triple.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from clubapp.message import Message, Term
from clubapp.rules.base import FinishedGame, GameRules, MatchResult, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

RUBBER_BONUS = 2  # law 3
LAW_30_TWO = 2  # law 30: the revoke penalty of a hand not played alone

EUCHRE_OPTIONS = (
    Option("target", "int", 5, "Points for game", "Очков для партии", minimum=1, maximum=50,
           help="law 1: five points", help_ru="закон 1: пять очков"),
    Option("lone_hands", "bool", True, "Lone hands allowed", "Разрешена игра в одиночку"),
    Option("rubber", "bool", True, "Play rubbers of three games", "Играть роббер из трёх партий",
           help="law 3; off: every game stands alone",
           help_ru="закон 3; выключено: каждая партия сама по себе"),
)

REVOKE = Field(
    "revoke", "group", "Revoke", "Ревок", required=False,
    fields=(
        Field("by", "choice", "Revoked by", "Ревок сделали", choices=("A", "B", "both"),
              choice_labels={"A": "side A", "B": "side B", "both": "both sides"},
              choice_labels_ru={"A": "сторона A", "B": "сторона B", "both": "обе стороны"}),
        Field("take", "choice", "Opponents take", "Противники выбирают", required=False,
              choices=("add", "deduct"),
              choice_labels={"add": "add to their score", "deduct": "deduct from the offenders"},
              choice_labels_ru={"add": "прибавить к своему счёту",
                                "deduct": "снять с провинившихся"}),
    ),
    help="law 30: the hand ends at once", help_ru="закон 30: рука сразу прекращается",
)

EUCHRE_ENTRY = (
    Field("makers", "side", "Makers", "Заказавшие"),
    Field("tricks", "int", "Makers' tricks", "Взятки заказавших", required=False, minimum=0,
          maximum=5, help="leave blank when a revoke stopped the hand (law 30)",
          help_ru="не заполняйте, если рука прекращена из-за ревока (закон 30)"),
    Field("alone", "bool", "Played alone", "В одиночку", required=False, default=False),
    REVOKE,
)


def tricks_played(entry: Mapping[str, Any], field: str = "tricks") -> int:
    """The tricks of a hand played out; a hand a revoke did not stop needs them (law 30)."""
    tricks = entry.get(field)
    if tricks is None:
        raise RuleError(field, "euchre.tricks_missing")
    return int(tricks)


def game_value(loser_score: int) -> int:
    """Law 3: a triple when the losers have not scored, a double under three, else a single."""
    if loser_score <= 0:
        return 3
    if loser_score < 3:
        return 2
    return 1


def other_side(side: str) -> str:
    return "B" if side == "A" else "A"


def law_30(revoke: Mapping[str, Any], penalty: int) -> Outcome:
    """Law 30 (line 277) between two sides: the offenders' opponents add the penalty to their
    score or deduct it from the offenders'; both sides revoking void the deal."""
    offenders = revoke["by"]
    take = revoke.get("take")
    if offenders == "both":
        if take is not None:
            raise RuleError("revoke.take", "euchre.revoke_void_nobody_takes")
        return Outcome(void=True, note=Message("euchre.revoke_void"))
    if take is None:
        raise RuleError("revoke.take", "euchre.revoke_take_missing")
    note = Message("euchre.revoke_by", side=offenders)
    if take == "add":
        return Outcome(((other_side(offenders), penalty),), note=note)
    return Outcome(((offenders, -penalty),), note=note)


def refuse_lone_hand(state: State, alone: bool) -> None:
    """Refuse a lone hand where the table's house rule bars them."""
    if alone and not state.options["lone_hands"]:
        raise RuleError("alone", "euchre.lone_barred")


def check_one_side(game_id: str, points: Mapping[str, int], allowed: set[int]) -> None:
    """Refuse points of a partnership euchre unless one side scores a value a deal gives."""
    scored = {side: n for side, n in points.items() if n}
    if not scored:
        return  # a void deal
    if len(scored) > 1:
        raise RuleError("points", "euchre.one_side_scores", game=Term.game(game_id))
    side, value = next(iter(scored.items()))
    if value not in allowed:
        raise RuleError(f"points.{side}", "euchre.points_not_possible", value=value,
                        allowed=sorted(allowed))


@register
class Euchre(GameRules):
    id = "euchre"
    name = "Euchre"
    name_ru = "Эвхри"
    family = "euchre"
    source = "seeds/002 lines 211-297 (laws 1-40)"
    min_players = 4
    max_players = 4
    partnership = True
    # the base's types kept (not the 5 and the tuples' lengths): the variants change them
    target: ClassVar[int | None] = 5
    has_match = True
    options: ClassVar[tuple[Option, ...]] = EUCHRE_OPTIONS
    entry_schema: ClassVar[tuple[Field, ...]] = EUCHRE_ENTRY

    def lone_value(self, state: State) -> int:
        """Law 2: a lone march scores as many points as there are players in the game."""
        return len(state.players)

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        makers: str = entry["makers"]
        alone: bool = entry.get("alone", False)
        refuse_lone_hand(state, alone)
        revoke = entry.get("revoke")
        if revoke is not None:
            return law_30(revoke, self.lone_value(state) if alone else LAW_30_TWO)
        tricks = tricks_played(entry)
        if tricks == 5:
            if alone:
                return Outcome(((makers, self.lone_value(state)),),
                               note=Message("euchre.lone_march"))
            return Outcome(((makers, 2),), note=Message("euchre.march"))
        if tricks >= 3:
            return Outcome(((makers, 1),), note=Message("euchre.tricks", n=tricks))
        return Outcome(((other_side(makers), 2),), note=Message("euchre.euchred"))

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        lone = self.lone_value(state)
        allowed = {1, 2, -2}
        if state.options["lone_hands"]:
            allowed |= {lone, -lone}
        check_one_side(self.id, points, allowed)

    def game_value(self, state: State, totals: Mapping[str, int], winner: str) -> int | None:
        return game_value(totals[other_side(winner)])

    def match_result(self, state: State, games: Sequence[FinishedGame]) -> MatchResult | None:
        if not state.options["rubber"]:
            return super().match_result(state, games)
        won = {side: [g for g in games if g.winner == side] for side in ("A", "B")}
        for side, side_games in won.items():
            if len(side_games) == 2:
                losers = won[other_side(side)]
                value = (sum(g.value or 0 for g in side_games) + RUBBER_BONUS
                         - sum(g.value or 0 for g in losers))
                return MatchResult(side, value)
        return None
