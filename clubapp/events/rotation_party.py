"""A rotation-chart party played round by round: each round's tables and pairs come from the
planned chart (``planned_rotation``), the tables hand in their points, and a standing follows.

A house format, not the book's: seeds/002 lines 75–93 move the winners up from table to table
(``progressive``); here nobody moves by winning, the chart says where everyone sits. What is
counted, as euchre tournaments played from a rotation chart count it:
- each guest scores the points his pair made at his table in every round he played, and a game
  won where his pair made more points than the other (equal points: neither wins);
- a round sat out is credited with the average points of a pair in that round (rounded to the
  nearest point, a half up), so that sitting out neither helps nor harms; it wins no game;
- the standing ranks by points (credit included), then by games won; guests equal on both
  share the place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from clubapp.events.planned_rotation import PlannedRound
from clubapp.rules.errors import RuleError

MAX_POINTS = 99  # more points than a pair makes in any one round


@dataclass(frozen=True)
class RoundScore:
    """What one table hands in: the points of its first and second pair, as charted (None
    where a record lacks them: ``check_scores`` refuses it)."""

    table: int
    points: tuple[int | None, int | None]


@dataclass(frozen=True)
class StandingLine:
    """A guest's line of the standing."""

    place: int
    name: str
    points: int  # made at the tables, with the credit for rounds sat out
    credit: int  # of which credited for rounds sat out
    won: int  # games (rounds) won
    played: int
    sat_out: int


def check_scores(played: PlannedRound, scores: Sequence[RoundScore]
                 ) -> dict[int, tuple[int, int]]:
    """Every table of the round with its two pairs' points (whole, 0 to 99), each once;
    RuleError naming the table otherwise."""
    numbers = [t.number for t in played.tables]
    out: dict[int, tuple[int, int]] = {}
    for index, score in enumerate(scores):
        where = f"tables[{index}]"
        if score.table not in numbers:
            raise RuleError(f"{where}.table", "rotation.no_table", table=score.table,
                            round=played.number)
        if score.table in out:
            raise RuleError(f"{where}.table", "rotation.table_twice", table=score.table)
        if not isinstance(score.points, tuple | list) or len(score.points) != 2:
            raise RuleError(f"{where}.score", "rotation.two_scores", table=score.table)
        checked: list[int] = []
        for side, points in enumerate(score.points):
            if isinstance(points, bool) or not isinstance(points, int) or points < 0:
                raise RuleError(f"{where}.score[{side}]", "rotation.points_expected",
                                table=score.table, value=points)
            if points > MAX_POINTS:
                raise RuleError(f"{where}.score[{side}]", "rotation.points_too_many",
                                table=score.table, points=points, most=MAX_POINTS)
            checked.append(points)
        out[score.table] = (checked[0], checked[1])
    missing = [n for n in numbers if n not in out]
    if missing:
        raise RuleError("tables", "rotation.table_missing", table=missing[0],
                        round=played.number)
    return out


def sit_out_credit(scores: Mapping[int, tuple[int, int]]) -> int:
    """The average points of a pair in a round, to the nearest point (a half up)."""
    points = [p for pair in scores.values() for p in pair]
    if not points:
        return 0
    return (2 * sum(points) + len(points)) // (2 * len(points))


def rotation_standing(names: Sequence[str], rounds: Sequence[PlannedRound],
                      scores: Sequence[Mapping[int, tuple[int, int]]]
                      ) -> tuple[StandingLine, ...]:
    """The standing after the rounds handed in (``scores[i]`` belongs to ``rounds[i]``)."""
    made = dict.fromkeys(names, 0)
    credit = dict.fromkeys(names, 0)
    won = dict.fromkeys(names, 0)
    played = dict.fromkeys(names, 0)
    sat = dict.fromkeys(names, 0)
    for charted, handed in zip(rounds, scores, strict=False):
        for table in charted.tables:
            first, second = handed[table.number]
            for pair, mine, theirs in ((table.pairs[0], first, second),
                                       (table.pairs[1], second, first)):
                for name in pair:
                    made[name] += mine
                    played[name] += 1
                    won[name] += mine > theirs
        average = sit_out_credit(handed)
        for name in charted.sitting_out:
            credit[name] += average
            sat[name] += 1
    order = sorted(names, key=lambda n: (-(made[n] + credit[n]), -won[n], n.casefold(), n))
    lines: list[StandingLine] = []
    for position, name in enumerate(order, start=1):
        total = made[name] + credit[name]
        before = lines[-1] if lines else None
        place = before.place if before and (before.points, before.won) == (total, won[name]) \
            else position
        lines.append(StandingLine(place, name, total, credit[name], won[name], played[name],
                                  sat[name]))
    return tuple(lines)
