"""Bierspiel (seeds/000 lines 29-31): rams played with chalk crosses for a round of beer.

From the seed (line 31): three chalk crosses are drawn before each player, each worth five
points; every trick won rubs out one point; the player who is last to rub out his third cross
pays for the beer; every penalty is paid by drawing a fresh cross (five points) against the
offender. Bierspiel is "a variety of rams" (line 31): five cards each from the 32-card pack,
three to six players (the dealer takes no cards at six, line 5), each may play or pass.

The totals are each player's points still to rub out: 15 at the start. A deal's points are the
change: minus one per trick (never below nothing), plus five per cross. A player who has rubbed
everything out is out of the game. The game ends when only one player has points left (he pays
for the beer) and its winner is the first player who rubbed out his third cross.

House-rule defaults where the book is silent:
- ``ramsed_cross`` = no: the book draws fresh crosses only for penalties, so a player who plays
  and takes no trick loses nothing; tables that chalk him a cross as rams makes him pay five
  (line 21) set the option;
- crosses drawn in a deal are added before its tricks rub points out;
- when the last two (or more) players rub out their crosses in the same deal, the scorer names
  the one who finished last (field ``beer``): he pays; players who finish in the same deal are
  ranked eldest hand first for the first place.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from clubapp.message import Message
from clubapp.rules.base import GameRules, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.pool_shares import from_left_of, in_seat_order
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

CROSS = 5  # points of a chalk cross (line 31)
CROSSES_AT_START = 3
TRICKS = 5


@dataclass(frozen=True)
class BierState:
    """Who has rubbed out all his crosses, in the order they finished."""

    cleared: tuple[str, ...] = ()


@register
class Bierspiel(GameRules):
    id = "bierspiel"
    name = "Bierspiel"
    name_ru = "Бирспиль"
    family = "rams"
    source = "seeds/000 lines 29-31"
    min_players = 3
    max_players = 6
    options = (
        Option("ramsed_cross", "bool", False, "A cross for playing without a trick",
               "Крест за игру без взятки",
               help="house rule, as rams' five chips (line 21); the book chalks crosses only "
                    "for penalties (line 31)",
               help_ru="правило стола, как пять фишек в рамсе (строка 21); по книге кресты "
                       "рисуют только за штрафы (строка 31)"),
    )
    entry_schema = (
        Field("in", "players", "Playing", "Играют"),
        Field("tricks", "counts", "Tricks", "Взятки", minimum=0, maximum=TRICKS),
        Field("crosses", "counts", "Penalty crosses", "Штрафные кресты", required=False,
              minimum=0, maximum=10, help="line 31: each penalty adds a cross",
              help_ru="строка 31: каждый штраф добавляет крест"),
        Field("beer", "player", "Finished last (pays the beer)", "Стёр последним (платит за пиво)",
              required=False, nullable=True,
              help="only when the last players finish in the same deal",
              help_ru="только когда последние стирают кресты в одной сдаче"),
    )

    def start_totals(self, state: State) -> dict[str, int]:
        return dict.fromkeys(state.players, CROSS * CROSSES_AT_START)

    def start_extra(self, state: State) -> BierState:
        return BierState()

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        order = from_left_of(state.players, dealer)
        holders = order[:-1] if len(order) == 6 else order
        still_in = {p for p in order if state.totals[p] > 0}
        declared = in_seat_order(entry["in"], order)
        if not declared:
            raise RuleError("in", "pools.bier_nobody_played")
        for who in declared:
            if who not in holders:
                raise RuleError("in", "pools.bier_six_no_cards", player=who)
            if who not in still_in:
                raise RuleError("in", "pools.bier_crosses_out", player=who)
        tricks: dict[str, int] = dict(entry["tricks"])
        for who, n in tricks.items():
            if n and who not in declared:
                raise RuleError(f"tricks.{who}", "pools.did_not_play", player=who)
        if sum(tricks.values()) != TRICKS:
            raise RuleError("tricks", "pools.tricks_total", total=sum(tricks.values()),
                            tricks=TRICKS)
        crosses: dict[str, int] = dict(entry.get("crosses") or {})
        for who, n in crosses.items():
            if n and who not in still_in:
                raise RuleError(f"crosses.{who}", "pools.bier_out_of_game", player=who)
        steps: list[tuple[str, int]] = []
        left = dict(state.totals)
        for who in order:
            added = crosses.get(who, 0)
            if state.options["ramsed_cross"] and who in declared and not tricks.get(who):
                added += 1
            rubbed = min(tricks.get(who, 0), left[who] + CROSS * added)
            change = CROSS * added - rubbed
            if change:
                steps.append((who, change))
                left[who] += change
        return self._finish(state, entry, order, left, steps)

    def _finish(self, state: State, entry: Mapping[str, Any], order: tuple[str, ...],
                left: Mapping[str, int], steps: list[tuple[str, int]]) -> Outcome:
        """Who finished this deal, and whether the game is over (and who pays the beer)."""
        before: BierState = state.extra
        finished = [p for p in order if state.totals[p] > 0 and left[p] == 0]
        remaining = [p for p in order if left[p] > 0]
        beer: str | None = entry.get("beer")
        payer: str | None = None
        if len(remaining) == 1:
            payer = remaining[0]
        elif not remaining:
            if beer is None:
                raise RuleError("beer", "pools.bier_who_last", players=finished)
            if beer not in finished:
                raise RuleError("beer", "pools.bier_not_finished", player=beer)
            payer = beer
            finished = [p for p in finished if p != beer]
        if beer is not None and payer != beer:
            raise RuleError("beer", "pools.bier_only_when")
        cleared = (*before.cleared, *finished)
        memory = BierState(cleared)
        if payer is None:
            return Outcome(tuple(steps), extra=memory)
        return Outcome(tuple(steps), extra=BierState((*cleared, payer)),
                       ends_game_for=cleared[0] if cleared else payer,
                       note=Message("pools.bier_pays", player=payer))
