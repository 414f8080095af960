"""Cut-throat euchre: three players, each for himself (seeds/002 lines 51–53).

From the seed:
- line 53: three play, each for himself; the maker of the trump plays against the other two,
  who combine against him; "C makes a march, 3 points" — a march scores three, which is law 2's
  lone-hand value when three play (line 215: "three, if three play");
- laws 1–2 (lines 213–215): three or four tricks score one; makers who fail to take three are
  euchred and their opponents — here both other players — score two each;
- line 53: one euchre that takes two players to game "would win the game for both", who divide
  the pool: they share the game (see ``euchre_individual``).

House rules (not in the seed): the game is law 1's five points (option ``target``). The maker
always plays alone against two, so the ``alone`` field is kept for the record and changes
nothing. Revokes are entered as points (a deal's usual points only).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clubapp.rules.base import Outcome, State
from clubapp.rules.games.euchre_individual import IndividualGame, refuse_points, scorer_values
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

EUCHRED = 2  # law 1, line 213: to each of the maker's opponents


def euchre_target_option() -> Option:
    """Law 1's game of five points, as a house-rule option of a game the book leaves open."""
    return Option("target", "int", 5, "Points for game", "Очков для партии", minimum=1,
                  maximum=100, help="law 1 (seeds/002 line 213): five points")


@register
class CutthroatEuchre(IndividualGame):
    id = "euchre-cutthroat"
    aliases = ("three-hand-euchre",)
    name = "Cut-throat euchre"
    name_ru = "Беспощадный эвхр"
    family = "euchre"
    source = "seeds/002 lines 51-53; laws 1-2 (lines 213-215)"
    min_players = 3
    max_players = 3
    target = 5
    options = (euchre_target_option(),)
    entry_schema = (
        Field("maker", "player", "Maker of the trump", "Назначивший козырь"),
        Field("tricks", "int", "Maker's tricks", "Взятки назначившего", minimum=0, maximum=5),
        Field("alone", "bool", "Declared alone (the maker always plays against both)",
              "Объявил игру в одиночку (назначивший всегда играет против двоих)",
              required=False, default=False),
    )

    def march_value(self, state: State) -> int:
        """Line 53 / law 2: a march scores as many points as there are players, three."""
        return len(state.players)

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        maker: str = entry["maker"]
        tricks: int = entry["tricks"]
        if tricks == 5:
            return self.grouped(state, [[(maker, self.march_value(state))]], note="march")
        if tricks >= 3:
            return self.grouped(state, [[(maker, 1)]], note=f"{tricks} tricks")
        others = [(p, EUCHRED) for p in state.players if p != maker]
        return self.grouped(state, [others], note=f"{maker} euchred")

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        scored = scorer_values(points)
        values = sorted(scored.values())
        march = self.march_value(state)
        if not scored or (len(scored) == 1 and values[0] in (1, march)):
            return
        if values == [EUCHRED, EUCHRED]:
            return
        raise refuse_points(points, f"1 or {march} to the maker, or {EUCHRED} to each of the "
                                    "other two")
