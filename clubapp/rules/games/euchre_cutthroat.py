"""Cut-throat euchre: three players, each for himself (seeds/002 lines 51–53).

From the seed:
- line 53: three play, each for himself; the maker of the trump plays against the other two,
  who combine against him; "C makes a march, 3 points" — a march scores three, which is law 2's
  lone-hand value when three play (line 215: "three, if three play");
- laws 1–2 (lines 213–215): three or four tricks score one; makers who fail to take three are
  euchred and their opponents — here both other players — score two each;
- law 30 (line 277): a revoke ends the hand at once (no tricks to enter); the offender's
  opponents — the maker, or the two against him — add the penalty to their own scores or deduct
  it from the offender's; a revoke on both sides makes the deal void. The maker plays alone, so
  the penalty is what his lone hand would have scored, the march's three (option
  ``revoke_penalty`` ``lone``; ``two`` is law 30's two points as for a partnership);
- line 53: one euchre that takes two players to game "would win the game for both", who divide
  the pool: they share the game (see ``euchre_individual``).

House rules (not in the seed): the game is law 1's five points (option ``target``). The maker
always plays alone against two, so the ``alone`` field is kept for the record and changes
nothing.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import combinations
from typing import Any

from clubapp.message import Message, Note
from clubapp.rules.base import State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.euchre_individual import (
    Group,
    IndividualGame,
    revoke_field,
    revoke_groups,
    revoke_note,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

EUCHRED = 2  # law 1, line 213: to each of the maker's opponents
LAW_30_TWO = 2  # line 277: the revoke penalty of a hand not played alone


def euchre_target_option() -> Option:
    """Law 1's game of five points, as a house-rule option of a game the book leaves open."""
    return Option("target", "int", 5, "Points for game", "Очков для партии", minimum=1,
                  maximum=100, help="law 1 (seeds/002 line 213): five points",
                  help_ru="закон 1 (строка 213): пять очков")


def lone_revoke_option() -> Option:
    """Law 30's penalty when the maker plays alone against all the others."""
    return Option("revoke_penalty", "choice", "lone", "Revoke costs", "Штраф за ревок",
                  choices=("lone", "two"),
                  choice_labels={"lone": "what a lone march scores (law 30)",
                                 "two": "two points"},
                  choice_labels_ru={"lone": "сколько записал бы марш одиночки (закон 30)",
                                    "two": "два очка"},
                  help="law 30 (line 277): against a lone hand, what it would have scored",
                  help_ru="закон 30 (строка 277): при игре в одиночку — сколько записала бы "
                          "одиночка в случае успеха")


def tricks_or_missing(entry: Mapping[str, Any], field: str = "tricks") -> int:
    """The tricks of a hand played out (only a revoke deal has none, law 30)."""
    tricks = entry.get(field)
    if tricks is None:
        raise RuleError(field, "euchre_individual.tricks_missing")
    return int(tricks)


def cutthroat_tricks(state: State, maker: str, tricks: int, march: int) -> tuple[list[Group], Note]:
    """Laws 1–2 for a maker alone against all the others: the groups scored and the note."""
    if tricks == 5:
        return [[(maker, march)]], (Message("euchre_cutthroat.march"),)
    if tricks >= 3:
        return [[(maker, 1)]], (Message("euchre_cutthroat.tricks", n=tricks),)
    others = [(p, EUCHRED) for p in state.players if p != maker]
    return [others], (Message("euchre_cutthroat.euchred", player=maker),)


@register
class CutthroatEuchre(IndividualGame):
    id = "euchre-cutthroat"
    aliases = ("three-hand-euchre",)
    name = "Cut-throat euchre"
    name_ru = "Беспощадный эвхр"
    family = "euchre"
    source = "seeds/002 lines 51-53; laws 1-2 and 30 (lines 213-215, 277)"
    min_players = 3
    max_players = 3
    target = 5
    options = (euchre_target_option(), lone_revoke_option())
    entry_schema = (
        Field("maker", "player", "Maker of the trump", "Назначивший козырь"),
        Field("tricks", "int", "Maker's tricks", "Взятки назначившего", required=False,
              minimum=0, maximum=5, help="leave blank when a revoke stopped the hand (law 30)",
              help_ru="не заполняйте, если рука прекращена из-за ревока (закон 30)"),
        Field("alone", "bool", "Declared alone (the maker always plays against both)",
              "Объявил игру в одиночку (назначивший всегда играет против двоих)",
              required=False, default=False),
        revoke_field("the maker plays alone: the penalty is a march's three",
                     "назначивший играет в одиночку: штраф — три очка, как за марш"),
    )

    def march_value(self, state: State) -> int:
        """Line 53 / law 2: a march scores as many points as there are players, three."""
        return len(state.players)

    def revoke_penalty(self, state: State) -> int:
        """Law 30: the lone hand's value, or two by the house rule."""
        return LAW_30_TWO if state.options["revoke_penalty"] == "two" else self.march_value(state)

    def deal(self, state: State, entry: Mapping[str, Any]) -> tuple[list[Group] | None, Note]:
        """The groups a deal scores (None: void) and its note."""
        maker: str = entry["maker"]
        revoke = entry.get("revoke")
        if revoke is not None:
            groups = revoke_groups(state, revoke, [maker], self.revoke_penalty(state))
            return groups, (revoke_note(revoke, groups),)
        return cutthroat_tricks(state, maker, tricks_or_missing(entry), self.march_value(state))

    def representative_entries(self, state: State) -> Iterator[Mapping[str, Any]]:
        maker = state.players[0]
        for tricks in range(6):
            yield {"maker": maker, "tricks": tricks}
        yield from revoke_entries(state, {"maker": maker})

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        march, penalty = self.march_value(state), self.revoke_penalty(state)
        self.check_possible(state, points, Message(
            "euchre_cutthroat.points_allowed", march=march, euchred=EUCHRED, penalty=penalty))


def revoke_entries(state: State, deal: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    """The deal with every revoke: each set of offenders, each choice of their opponents."""
    for count in range(1, len(state.players) + 1):
        for offenders in combinations(state.players, count):
            for take in ("add", "deduct", None):
                yield {**deal, "revoke": {"by": list(offenders), "take": take}}
