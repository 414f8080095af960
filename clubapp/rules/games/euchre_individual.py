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

A revoke (law 30, seeds/002 line 277) in the euchres each for himself (cut-throat, blind,
call-ace) is entered as in four-hand euchre: the hand ends at once, so no tricks; the
offender's opponents in that deal — the maker's side against the others — choose to add the
penalty to their own scores (each of them) or to deduct it from the offender's; offenders on
both sides make the deal void. A points entry is checked against every deal the game can give
(``deal_groups`` of representative entries: the players of these games are interchangeable, so
the multiset of what each scores tells a possible deal from an impossible one).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import cache
from typing import Any

from clubapp.message import Message, Note
from clubapp.rules.base import GameRules, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.schema import Field

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
            raise RuleError("players", "euchre_individual.name_has_joint", name=name,
                            mark=JOINT.strip())


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

    def grouped(self, state: State, groups: Iterable[Group], note: str | Message | Note = (),
                extra: Any = None) -> Outcome:
        """An outcome counted group by group, ending the game where the book's order says."""
        kept = [[(who, n) for who, n in group if n] for group in groups]
        steps, winner = count_groups(state.totals, [g for g in kept if g], self.decider(state))
        return Outcome(steps, note=note, ends_game_for=winner, extra=extra)

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        """A checked points entry: every player scores at the same moment."""
        scorers = [(who, n) for who, n in points.items() if n]
        if not scorers:
            return Outcome(void=True, note=Message("euchre_individual.no_points_void"))
        return self.grouped(state, [scorers], note=Message("base.points_entered"))

    def deal(self, state: State, entry: Mapping[str, Any]) -> tuple[list[Group] | None, Note]:
        """The groups a (schema-checked) entry scores, without regard to the totals (None: the
        deal is void), and its note: what a game that counts its deals so gives."""
        raise NotImplementedError

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        groups, note = self.deal(state, entry)
        if groups is None:
            return Outcome(void=True, note=note)
        return self.grouped(state, groups, note=note)

    # --- what a deal can give, for the points entry ----------------------------------------
    def deal_groups(self, state: State, entry: Mapping[str, Any]) -> list[Group]:
        """The groups a (schema-checked) entry scores, without regard to the totals."""
        return self.deal(state, entry)[0] or []

    def representative_entries(self, state: State) -> Iterator[Mapping[str, Any]]:
        """One entry for every kind of deal, the players being interchangeable."""
        return iter(())

    def possible_points(self, state: State) -> frozenset[tuple[int, ...]]:
        """What the players of a deal can score, each deal as its sorted non-zero points."""
        return _possible_points(self, state.players, tuple(sorted(state.options.items())))

    def check_possible(self, state: State, points: Mapping[str, int], allowed: Message) -> None:
        """Refuse points that no deal of this game gives (``allowed`` says what a deal gives)."""
        if pattern(points) not in self.possible_points(state):
            raise refuse_points(points, allowed)


@cache
def _possible_points(game: IndividualGame, players: tuple[str, ...],
                     options: tuple[tuple[str, Any], ...]) -> frozenset[tuple[int, ...]]:
    state = State(game.id, players, dict(options), dict.fromkeys(players, 0))
    found: set[tuple[int, ...]] = {()}
    for entry in game.representative_entries(state):
        try:
            groups = game.deal_groups(state, entry)
        except RuleError:
            continue
        given: dict[str, int] = {}
        for who, n in (step for group in groups for step in group):
            given[who] = given.get(who, 0) + n
        found.add(pattern(given))
    return frozenset(found)


def pattern(points: Mapping[str, int]) -> tuple[int, ...]:
    """A deal's points as the sorted non-zero numbers scored, whoever scored them."""
    return tuple(sorted(n for n in points.values() if n))


def scorer_values(points: Mapping[str, int]) -> dict[str, int]:
    """The players or sides who score something in a points entry."""
    return {who: n for who, n in points.items() if n}


def refuse_points(points: Mapping[str, int], allowed: Message) -> RuleError:
    """The error for points that no deal gives, naming what a deal can give."""
    shown: Any = scorer_values(points) or Message("euchre_individual.nothing")
    return RuleError("points", "euchre_individual.no_deal_gives", shown=shown, allowed=allowed)


# --- law 30 in the euchres each for himself ------------------------------------------------
def revoke_field(penalty_help: str, penalty_help_ru: str) -> Field:
    """The revoke of a euchre each for himself: who revoked, and what his opponents take."""
    return Field(
        "revoke", "group", "Revoke", "Ревок", required=False,
        fields=(
            Field("by", "players", "Revoked (tick each who did)",
                  "Ревок сделали (отметьте каждого)"),
            Field("take", "choice", "His opponents take", "Его противники выбирают",
                  required=False, choices=("add", "deduct"),
                  choice_labels={"add": "add to their scores", "deduct": "deduct from the offender"},
                  choice_labels_ru={"add": "прибавить к своему счёту",
                                    "deduct": "снять с провинившегося"}),
        ),
        help="law 30 (line 277): the hand ends at once, leave the tricks blank; " + penalty_help,
        help_ru="закон 30 (строка 277): рука сразу прекращается, взятки не заполняются; "
                + penalty_help_ru,
    )


def revoke_groups(state: State, revoke: Mapping[str, Any], side: Sequence[str],
                  penalty: int) -> list[Group] | None:
    """Law 30 for a deal of ``side`` (the maker, and his partner) against the rest: the groups
    scored, or None when both sides revoked and the deal is void."""
    offenders: list[str] = list(revoke.get("by") or [])
    take = revoke.get("take")
    if not offenders:
        raise RuleError("revoke.by", "euchre_individual.revoke_nobody")
    on_side = [p for p in offenders if p in side]
    if on_side and len(on_side) < len(offenders):
        if take is not None:
            raise RuleError("revoke.take", "euchre_individual.revoke_void_nobody_takes")
        return None
    if take is None:
        raise RuleError("revoke.take", "euchre_individual.revoke_take_missing")
    if take == "deduct":
        return [[(p, -penalty) for p in offenders]]
    opponents = [p for p in state.players if (p in side) != bool(on_side)]
    return [[(p, penalty) for p in opponents]]


def revoke_note(revoke: Mapping[str, Any], groups: list[Group] | None) -> Message:
    """The deal's note for a revoke: who revoked, or that the deal is void."""
    if groups is None:
        return Message("euchre_individual.revoke_void")
    return Message("euchre_individual.revoke_by", players=list(revoke["by"]))
