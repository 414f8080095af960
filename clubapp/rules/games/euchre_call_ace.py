"""Call-ace euchre: each for himself, the maker calls a partner by a card (seeds/002 167–179).

From the seed:
- line 169: each scores for himself; the maker calls for the best card of a plain suit and its
  holder is his partner for the deal, unannounced;
- line 171: if the called card is in the stock, or the maker holds it, he has no partner;
- line 173: six play with 32 cards, five without the sevens, four without the eights too;
- line 175: a maker who wants no partner says "alone" (or calls a suit whose ace he holds);
- line 177: maker and partner taking three tricks score 1 each; all five, 3 each when five or six
  play, 2 each with four or fewer; euchred, every other player at the table scores 2;
- line 179: a lone hand taking all five scores one for every player at the table, himself
  included; three or four tricks 1; euchred, 2 to every other player;
- line 53 (cut-throat): players whom one deal takes to game together share the game.

House rules (not in the seed): the game is law 1's five points (option ``target``); a maker
without a partner who did not declare alone (line 171) scores as the partnership does, alone.
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


def march_each(players: int) -> int:
    """Line 177: a partnership march scores 3 each with five or six players, 2 with four."""
    return 3 if players >= 5 else 2


@register
class CallAceEuchre(IndividualGame):
    id = "euchre-call-ace"
    name = "Call-ace euchre"
    name_ru = "Эвхри с вызовом туза"
    family = "euchre"
    source = "seeds/002 lines 167-179"
    min_players = 4
    max_players = 6
    target = 5
    options = (euchre_target_option(),)
    entry_schema = (
        Field("maker", "player", "Maker of the trump", "Назначивший козырь"),
        Field("partner", "player", "Partner (holder of the called card)",
              "Партнер (у кого вызванная карта)", nullable=True,
              help="nobody: alone, or the card was in the stock or the maker's own (line 171)"),
        Field("alone", "bool", "Declared alone", "Объявил игру в одиночку", required=False,
              default=False),
        Field("tricks", "int", "Tricks of maker and partner", "Взятки назначившего с партнером",
              minimum=0, maximum=5),
    )

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        maker: str = entry["maker"]
        partner: str | None = entry.get("partner")
        alone: bool = entry.get("alone", False)
        tricks: int = entry["tricks"]
        if partner == maker:
            raise RuleError("partner", "the maker cannot be his own partner: if he holds the "
                                       "called card, he has none (line 171)")
        if alone and partner is not None:
            raise RuleError("partner", "a lone hand has no partner (line 175)")
        side = [maker] if partner is None else [maker, partner]
        others = [(p, EUCHRED) for p in state.players if p not in side]
        if tricks < 3:
            return self.grouped(state, [others], note=f"{' and '.join(side)} euchred")
        if tricks < 5:
            return self.grouped(state, [[(p, 1) for p in side]], note=f"{tricks} tricks")
        each = len(state.players) if alone else march_each(len(state.players))
        return self.grouped(state, [[(p, each) for p in side]],
                            note="lone march" if alone else "march")

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        scored = scorer_values(points)
        if not scored:
            return
        count = len(state.players)
        values = set(scored.values())
        if len(values) == 1:
            value, many = next(iter(values)), len(scored)
            if many in (1, 2) and value in (1, march_each(count)):
                return
            if many == 1 and value == count:
                return
            if value == EUCHRED and many in (count - 1, count - 2):
                return
        raise refuse_points(points, f"1 or {march_each(count)} to the maker (and partner), "
                                    f"{count} to a lone hand, or {EUCHRED} to each of the others")
