"""Blind euchre: each for himself, a widow of two cards (seeds/002 lines 59–61).

From the seed:
- line 61: each plays for himself; the player who takes the widow makes the trump and plays
  against all the others, after discarding two cards; if nobody takes the widow the deal is void;
- law 2 (line 215) scores the taker, who plays alone: all five tricks score as many points as
  there are players, three or four tricks one; a euchre gives two to each of his opponents (as
  in cut-throat euchre, line 53, where both non-makers score the euchre);
- line 53: players whom one euchre takes to game together share the game.

House rules (not in the seed): three to six players (a 32-card pack holds six hands and the
widow); the game is law 1's five points (option ``target``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clubapp.rules.base import Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.euchre_cutthroat import EUCHRED, euchre_target_option
from clubapp.rules.games.euchre_individual import IndividualGame, refuse_points, scorer_values
from clubapp.rules.registry import register
from clubapp.rules.schema import Field


@register
class BlindEuchre(IndividualGame):
    id = "euchre-blind"
    name = "Blind euchre"
    name_ru = "Слепой эвхр"
    family = "euchre"
    source = "seeds/002 lines 59-61; laws 1-2 (lines 213-215)"
    min_players = 3
    max_players = 6
    target = 5
    options = (euchre_target_option(),)
    entry_schema = (
        Field("taker", "player", "Took the widow", "Взял вдову", nullable=True,
              help="nobody: the deal is void (line 61)"),
        Field("tricks", "int", "Taker's tricks", "Взятки взявшего вдову", required=False,
              minimum=0, maximum=5, help="leave blank when nobody took the widow"),
    )

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        taker: str | None = entry.get("taker")
        tricks: int | None = entry.get("tricks")
        if taker is None:
            if tricks:
                raise RuleError("tricks", "nobody took the widow: the deal is void and has no tricks")
            return Outcome(void=True, note="nobody took the widow: void")
        if tricks is None:
            raise RuleError("tricks", "missing: how many tricks the taker won")
        if tricks == 5:
            return self.grouped(state, [[(taker, len(state.players))]], note="march alone")
        if tricks >= 3:
            return self.grouped(state, [[(taker, 1)]], note=f"{tricks} tricks")
        others = [(p, EUCHRED) for p in state.players if p != taker]
        return self.grouped(state, [others], note=f"{taker} euchred")

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        scored = scorer_values(points)
        count = len(state.players)
        if not scored or (len(scored) == 1 and next(iter(scored.values())) in (1, count)):
            return
        if len(scored) == count - 1 and set(scored.values()) == {EUCHRED}:
            return
        raise refuse_points(points, f"1 or {count} to the taker, or {EUCHRED} to each of the "
                                    "others")
