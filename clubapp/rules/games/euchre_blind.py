"""Blind euchre: each for himself, a widow of two cards (seeds/002 lines 59–61).

From the seed:
- line 61: each plays for himself; the player who takes the widow makes the trump and plays
  against all the others, after discarding two cards; if nobody takes the widow the deal is void;
- law 2 (line 215) scores the taker, who plays alone: all five tricks score as many points as
  there are players, three or four tricks one; a euchre gives two to each of his opponents (as
  in cut-throat euchre, line 53, where both non-makers score the euchre);
- law 30 (line 277): a revoke ends the hand at once (no tricks to enter); the offender's
  opponents — the taker, or all the others — add the penalty to their own scores or deduct it
  from the offender's; a revoke on both sides makes the deal void. The taker plays alone, so the
  penalty is what his lone march would have scored (option ``revoke_penalty`` ``lone``; ``two``
  is law 30's two points);
- line 53: players whom one euchre takes to game together share the game.

House rules (not in the seed): three to six players (a 32-card pack holds six hands and the
widow); the game is law 1's five points (option ``target``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from clubapp.message import Message, Note
from clubapp.rules.base import State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.euchre_cutthroat import (
    EUCHRED,
    LAW_30_TWO,
    cutthroat_tricks,
    euchre_target_option,
    lone_revoke_option,
    revoke_entries,
    tricks_or_missing,
)
from clubapp.rules.games.euchre_individual import (
    Group,
    IndividualGame,
    revoke_field,
    revoke_groups,
    revoke_note,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Field


@register
class BlindEuchre(IndividualGame):
    id = "euchre-blind"
    name = "Blind euchre"
    name_ru = "Слепой эвхр"
    family = "euchre"
    source = "seeds/002 lines 59-61; laws 1-2 and 30 (lines 213-215, 277)"
    min_players = 3
    max_players = 6
    target = 5
    options = (euchre_target_option(), lone_revoke_option())
    entry_schema = (
        Field("taker", "player", "Took the widow", "Взял вдову", nullable=True,
              help="nobody: the deal is void (line 61)",
              help_ru="никто: сдача аннулируется (строка 61)"),
        Field("tricks", "int", "Taker's tricks", "Взятки взявшего вдову", required=False,
              minimum=0, maximum=5,
              help="leave blank when nobody took the widow or a revoke stopped the hand",
              help_ru="не заполняйте, если никто не взял вдову или рука прекращена из-за ревока"),
        revoke_field("the taker plays alone: the penalty is what his march would have scored",
                     "взявший вдову играет в одиночку: штраф — сколько записал бы его марш"),
    )

    def revoke_penalty(self, state: State) -> int:
        """Law 30: the lone hand's value (as many as there are players), or two."""
        return LAW_30_TWO if state.options["revoke_penalty"] == "two" else len(state.players)

    def deal(self, state: State, entry: Mapping[str, Any]) -> tuple[list[Group] | None, Note]:
        """The groups a deal scores (None: void) and its note."""
        taker: str | None = entry.get("taker")
        tricks: int | None = entry.get("tricks")
        revoke = entry.get("revoke")
        if taker is None:
            if tricks:
                raise RuleError("tricks", "euchre_blind.void_no_tricks")
            if revoke is not None:
                raise RuleError("revoke", "euchre_blind.void_no_revoke")
            return None, (Message("euchre_blind.nobody_took"),)
        if revoke is not None:
            groups = revoke_groups(state, revoke, [taker], self.revoke_penalty(state))
            return groups, (revoke_note(revoke, groups),)
        groups, note = cutthroat_tricks(state, taker, tricks_or_missing(entry),
                                        len(state.players))
        if tricks == 5:
            note = (Message("euchre_blind.march_alone"),)
        return groups, note

    def representative_entries(self, state: State) -> Iterator[Mapping[str, Any]]:
        taker = state.players[0]
        for tricks in range(6):
            yield {"taker": taker, "tricks": tricks}
        yield from revoke_entries(state, {"taker": taker})

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        self.check_possible(state, points, Message(
            "euchre_blind.points_allowed", march=len(state.players), euchred=EUCHRED,
            penalty=self.revoke_penalty(state)))
