"""Call-ace euchre: each for himself, the maker calls a partner by a card (seeds/002 167–179).

From the seed:
- line 169: each scores for himself; the maker calls for the best card of a plain suit and its
  holder is his partner for the deal, unannounced;
- line 171: if the called card is in the stock, or the maker holds it, he has no partner;
- line 173: six play with 32 cards, five without the sevens, four without the eights too;
- line 175: a maker who wants no partner says "alone", or calls a suit whose ace he holds:
  either way he plays a lone hand (the entry's ``alone``, whose label says both), scored by
  line 179, not as a partnership;
- line 177: maker and partner taking three tricks score 1 each; all five, 3 each when five or six
  play, 2 each with four or fewer; euchred, every other player at the table scores 2;
- line 179: a lone hand taking all five scores one for every player at the table, himself
  included; three or four tricks 1; euchred, 2 to every other player;
- law 30 (line 277): a revoke ends the hand at once (no tricks to enter); the offender's
  opponents — the maker and his partner, or all the others — add the penalty to their own scores
  or deduct it from the offender's; a revoke on both sides makes the deal void; the penalty is
  two, and against a lone hand what the lone hand would have scored (one a player);
- line 53 (cut-throat): players whom one deal takes to game together share the game.

House rules (not in the seed): the game is law 1's five points (option ``target``); a maker
left without a partner against his will — the called card in the stock, or the best card of the
suit left in play his own (line 171) — scores as the partnership does, alone (option
``no_partner`` ``partnership``; ``lone`` scores him as a lone hand).
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
    euchre_target_option,
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
from clubapp.rules.schema import Field, Option


def march_each(players: int) -> int:
    """Line 177: a partnership march scores 3 each with five or six players, 2 with four."""
    return 3 if players >= 5 else 2


@register
class CallAceEuchre(IndividualGame):
    id = "euchre-call-ace"
    name = "Call-ace euchre"
    name_ru = "Эвхри с вызовом туза"
    family = "euchre"
    source = "seeds/002 lines 167-179; law 30 (line 277)"
    min_players = 4
    max_players = 6
    target = 5
    options = (
        euchre_target_option(),
        Option("no_partner", "choice", "partnership",
               "A maker left without a partner (line 171) scores",
               "Назначивший, оставшийся без партнёра (строка 171), записывает",
               choices=("partnership", "lone"),
               choice_labels={"partnership": "as maker and partner", "lone": "as a lone hand"},
               choice_labels_ru={"partnership": "как назначивший с партнёром",
                                 "lone": "как одиночка"},
               help="the called card in the stock, or the best one left his own: the book "
                    "does not say",
               help_ru="вызванная карта в талоне или старшая оставшаяся у него самого: в книге "
                       "не сказано"),
    )
    entry_schema = (
        Field("maker", "player", "Maker of the trump", "Назначивший козырь"),
        Field("partner", "player", "Partner (holder of the called card)",
              "Партнер (у кого вызванная карта)", nullable=True,
              help="nobody: a lone hand, or the called card was in the stock or the best card "
                   "left of its suit was the maker's own (line 171); a maker who called a suit "
                   "whose ace he holds plays alone (line 175): tick the lone hand",
              help_ru="никто: одиночка, или вызванная карта в талоне, или старшая оставшаяся "
                      "карта масти у самого назначившего (строка 171); назначивший, вызвавший "
                      "масть, туз которой у него самого, играет в одиночку (строка 175): "
                      "отметьте одиночку"),
        Field("alone", "bool", "Lone hand: said “alone”, or called his own ace",
              "Одиночка: сказал «одиночка» или вызвал свой туз",
              required=False, default=False,
              help="line 175: saying “alone” and calling a suit whose ace he holds are both "
                   "lone hands, scored by line 179",
              help_ru="строка 175: и «одиночка», и вызов масти, туз которой у него самого, — "
                      "игра в одиночку, счёт по строке 179"),
        Field("tricks", "int", "Tricks of maker and partner", "Взятки назначившего с партнером",
              required=False, minimum=0, maximum=5,
              help="leave blank when a revoke stopped the hand (law 30)",
              help_ru="не заполняйте, если рука прекращена из-за ревока (закон 30)"),
        revoke_field("the penalty is two, against a lone hand one for every player",
                     "штраф — два очка, против одиночки — по очку за каждого игрока"),
    )

    def deal(self, state: State, entry: Mapping[str, Any]) -> tuple[list[Group] | None, Note]:
        """The groups a deal scores (None: void) and its note."""
        maker: str = entry["maker"]
        partner: str | None = entry.get("partner")
        alone: bool = entry.get("alone", False)
        if partner == maker:
            raise RuleError("partner", "euchre_call_ace.own_partner")
        if alone and partner is not None:
            raise RuleError("partner", "euchre_call_ace.lone_has_no_partner")
        side = [maker] if partner is None else [maker, partner]
        count = len(state.players)
        alone = alone or (partner is None and state.options["no_partner"] == "lone")
        revoke = entry.get("revoke")
        if revoke is not None:
            groups = revoke_groups(state, revoke, side, count if alone else LAW_30_TWO)
            return groups, (revoke_note(revoke, groups),)
        tricks = tricks_or_missing(entry)
        if tricks < 3:
            others = [(p, EUCHRED) for p in state.players if p not in side]
            who: str | Message = maker if partner is None else \
                Message("words.and", first=maker, second=partner)
            return [others], (Message("euchre_call_ace.euchred", players=who),)
        if tricks < 5:
            return [[(p, 1) for p in side]], (Message("euchre_call_ace.tricks", n=tricks),)
        each = count if alone else march_each(count)
        march = Message("euchre_call_ace.lone_march" if alone else "euchre_call_ace.march")
        return [[(p, each) for p in side]], (march,)

    def representative_entries(self, state: State) -> Iterator[Mapping[str, Any]]:
        maker, partner = state.players[:2]
        for deal in ({"maker": maker, "partner": partner}, {"maker": maker, "partner": None},
                     {"maker": maker, "partner": None, "alone": True}):
            for tricks in range(6):
                yield {**deal, "tricks": tricks}
            yield from revoke_entries(state, deal)

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        count = len(state.players)
        self.check_possible(state, points, Message(
            "euchre_call_ace.points_allowed", march=march_each(count), lone=count,
            euchred=EUCHRED, penalty=LAW_30_TWO))
