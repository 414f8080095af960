"""Counting a deal where each plays for himself: the euchres without fixed partners, 500, écarté.

From the seed: cut-throat euchre (seeds/002 line 53) says that one euchre which takes two
players to game at once "would win the game for both A and C", who then divide the pool. The
engines of this family therefore count a deal in *groups*, in the book's counting order (the
bidder before the others in 500, line 209; the king before the tricks in écarté): the players of
one group score at the same moment, and everyone whom the first winning group takes to game
shares the game. Later groups of that deal are not counted.

A shared game's winner is written as the names joined by ``JOINT`` ("Ann & Cid") until the
rules contract lets a finished game have several winners; a player's name may therefore not
contain ``JOINT``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from clubapp.rules.base import GameRules, Outcome, State
from clubapp.rules.errors import RuleError

JOINT = " & "

Step = tuple[str, int]
Group = Sequence[Step]
# Who has won once a group has been counted (running totals, the group's players), or None.
Decider = Callable[[Mapping[str, int], Sequence[str]], str | None]


def joint_winner(names: Iterable[str]) -> str:
    """One winner's name, or the names of those who share the game joined by ``JOINT``."""
    unique = list(dict.fromkeys(names))
    return JOINT.join(unique)


def winners_of(winner: str) -> tuple[str, ...]:
    """The players behind a (possibly shared) winner's name."""
    return tuple(winner.split(JOINT))


def check_names(players: Sequence[str]) -> None:
    """Refuse a name that could not be told apart inside a shared winner's name."""
    for name in players:
        if JOINT in name:
            raise RuleError("players", f"{name!r}: a name may not contain '{JOINT.strip()}' "
                                       "between spaces (it joins the names of players who share a game)")


def reaching(target: int | None) -> Decider:
    """The usual decider: the players of the group who reach the target share the game."""

    def decide(totals: Mapping[str, int], group: Sequence[str]) -> str | None:
        if target is None:
            return None
        reached = [who for who in group if totals.get(who, 0) >= target]
        return joint_winner(reached) if reached else None

    return decide


def count_groups(totals: Mapping[str, int], groups: Iterable[Group],
                 decide: Decider) -> tuple[tuple[Step, ...], str | None]:
    """The steps counted, group after group, until one decides the game; and its winner."""
    running = dict(totals)
    steps: list[Step] = []
    for group in groups:
        for who, points in group:
            running[who] = running.get(who, 0) + points
            steps.append((who, points))
        winner = decide(running, [who for who, _ in group])
        if winner is not None:
            return tuple(steps), winner
    return tuple(steps), None


class IndividualGame(GameRules):
    """A game whose deals are counted in groups (see the module docstring)."""

    def check_players(self, players: Sequence[str], options: Mapping[str, Any]) -> None:
        check_names(players)

    def decider(self, state: State) -> Decider:
        """Who wins once a group is counted: by default whoever reaches the target."""
        return reaching(self.game_target(state))

    def grouped(self, state: State, groups: Iterable[Group], note: str = "",
                extra: Any = None) -> Outcome:
        """An outcome counted group by group, ending the game where the book's order says."""
        kept = [[(who, n) for who, n in group if n] for group in groups]
        steps, winner = count_groups(state.totals, [g for g in kept if g], self.decider(state))
        return Outcome(steps, note=note, ends_game_for=winner, extra=extra)

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        """A checked points entry: every player scores at the same moment."""
        scorers = [(who, n) for who, n in points.items() if n]
        if not scorers:
            return Outcome(void=True, note="no points: the deal is void")
        return self.grouped(state, [scorers], note="points entered")


def scorer_values(points: Mapping[str, int]) -> dict[str, int]:
    """The players or sides who score something in a points entry."""
    return {who: n for who, n in points.items() if n}


def refuse_points(points: Mapping[str, int], allowed: str) -> RuleError:
    """The error for points that no deal gives, naming what a deal can give."""
    shown = ", ".join(f"{who} {n}" for who, n in scorer_values(points).items()) or "nothing"
    return RuleError("points", f"no deal gives {shown}; a deal gives {allowed}")
