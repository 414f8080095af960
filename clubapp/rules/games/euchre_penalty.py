"""Penalty euchre: five players, twelve chips each, first rid of his chips wins (seeds/002 63–67).

From the seed:
- line 65: five players get twelve chips each; each plays for himself and keeps his tricks;
- line 67: at the end of the hand each player who took no trick receives a chip from every
  other player, whether they took tricks or not; then everyone who won tricks puts a chip into
  the pool for each trick; the first player rid of his twelve chips wins the game.

Totals are the chips each player still holds; a deal's points and chips are how many he gained
(+) or paid (-), and ``pool`` is what lies in the pool afterwards.

House rules (not in the seed): the payments are made in the book's order — first the chips
to the players without a trick, then the chips into the pool — and within each, round the table
from the eldest hand (the dealer's left), one chip at a time; the moment a player has paid his
last chip he has won and the rest of the deal is not paid. The start can be changed (option
``chips``). A points entry is refused: the deal is entered as each player's tricks.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clubapp.message import Message
from clubapp.rules.base import GameRules, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

TRICKS = 5


def eldest_first(players: tuple[str, ...], dealer: str) -> list[str]:
    """The players in order of play: the dealer's left first, the dealer last."""
    start = (players.index(dealer) + 1) % len(players)
    return [*players[start:], *players[:start]]


def settle(held: Mapping[str, int], tricks: Mapping[str, int],
           order: list[str]) -> tuple[dict[str, int], int, str | None]:
    """Chips after a hand (line 67), the chips put into the pool, and who got rid of his last."""
    chips = dict(held)
    into_pool = 0
    for receiver in (p for p in order if tricks.get(p, 0) == 0):
        for payer in (p for p in order if p != receiver):
            chips[payer] -= 1
            chips[receiver] += 1
            if chips[payer] == 0:
                return chips, into_pool, payer
    for payer in order:
        for _ in range(tricks.get(payer, 0)):
            chips[payer] -= 1
            into_pool += 1
            if chips[payer] == 0:
                return chips, into_pool, payer
    return chips, into_pool, None


@register
class PenaltyEuchre(GameRules):
    id = "euchre-penalty"
    name = "Penalty euchre"
    name_ru = "Штрафной эвхр"
    family = "euchre"
    source = "seeds/002 lines 63-67"
    min_players = 5
    max_players = 5
    target = None
    options = (Option("chips", "int", 12, "Chips each at the start", "Фишек у каждого в начале",
                      minimum=1, maximum=100, help="line 65: twelve",
                      help_ru="строка 65: двенадцать"),)
    entry_schema = (
        Field("tricks", "counts", "Tricks won", "Взятки", minimum=0, maximum=TRICKS,
              help="five tricks in all; a blank counts as none",
              help_ru="всего пять взяток; пустое поле — ни одной"),
    )

    def start_totals(self, state: State) -> dict[str, int]:
        return dict.fromkeys(state.players, state.options["chips"])

    def start_extra(self, state: State) -> Any:
        return 0  # the pool

    def game_winner(self, state: State, totals: Mapping[str, int], last: str) -> str | None:
        """Line 67: the first player with no chips left wins."""
        return last if totals.get(last, 0) <= 0 else None

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        tricks: Mapping[str, int] = entry["tricks"]
        total = sum(tricks.values())
        if total != TRICKS:
            raise RuleError("tricks", "euchre_individual.tricks_add_up", total=total, tricks=TRICKS)
        order = eldest_first(state.players, dealer)
        chips, into_pool, winner = settle(state.totals, tricks, order)
        moved = {p: chips[p] - state.totals[p] for p in state.players}
        pool = int(state.extra or 0) + into_pool
        blanks = [p for p in state.players if tricks.get(p, 0) == 0]
        note = Message("euchre_penalty.no_trick", players=blanks) if blanks else ()
        return Outcome(tuple(moved.items()), chips=moved, pool=pool, extra=pool,
                       ends_game_for=winner, note=note)

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        raise RuleError("points", "euchre_penalty.tricks_not_points")
