"""Rams and rounce (seeds/000 lines 1-27): pool games of five tricks.

Chips are counted one to a counter. A deal's points are each player's chips won or lost, so the
totals are every player's net chips since the start; the pool carried between deals is the
game's memory (``PoolState``).

From the seed (rams):
- line 5: three to six players; at six the dealer deals himself no cards (he never plays);
- line 7: the dealer puts five chips in the pool;
- line 11: each may play or pass; who plays must take a trick or pay five into the pool (some
  clubs make the eldest hand play);
- line 13: if all pass up to the pone (the dealer's right), the pone must play against the
  dealer or pay the dealer five, and the pool stays; the dealer must play against a single
  opponent; against two or more he may pass;
- line 17: the only penalty: win nothing this deal and pay five to the next pool (field
  ``penalised``; the offender's shares stay in the pool);
- line 19: a pool of only the dealer's five is simple and everyone must play ("the usual
  custom": option ``simple_all_play``); more than five is double, where each may pass;
- line 21: each trick takes a fifth of the pool; a player who played and took no trick is
  ramsed and pays five to the next pool (ten in all when he deals next: his ante besides);
- line 23: general rams: everyone plays; the declarer taking all five tricks takes the pool and
  five from every other player; failing, he doubles the pool as it stands and pays five to each
  opponent, and nobody takes anything from the pool.
Rounce (line 27): 52 cards, three to nine players (all hold cards), a six-card widow, all pools
alike (each may always pass) and no general rounce; otherwise as rams.

House-rule defaults where the book is silent:
- ``eldest_must_play`` = no (line 11: only "in some clubs" must the eldest hand play);
- ``odd_chips`` = stay: a fifth that does not divide stays in the pool (as in loo, line 45);
- (line 17, "only one penalty") a penalised player who also took no trick pays the penalty's
  five once, not a rams on top of it;
- at six, the dealer holds no cards: he neither plays, pays nor is paid in a general rams, the
  rule that he must face a lone player cannot apply, and the pone cannot refuse to play him.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from clubapp.message import Message
from clubapp.rules.base import GameRules, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.pool_shares import (
    ODD_CHIPS_OPTION,
    POOL,
    REMAINDER_RULES,
    ChipSheet,
    PoolState,
    check_pool_names,
    from_left_of,
    in_seat_order,
    no_tricks,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

STAKE = 5  # the ante, a rams, a penalty and a general rams' payment alike (lines 7-23)
TRICKS = 5

SIMPLE_ALL_PLAY_OPTION = Option(
    "simple_all_play", "bool", True, "Everyone plays a simple pool", "Простой кон играют все",
    help="line 19: the usual custom", help_ru="строка 19: обычный обычай")
ELDEST_MUST_PLAY_OPTION = Option(
    "eldest_must_play", "bool", False, "Eldest hand must play", "Старшая рука обязана играть",
    help="line 11: in some clubs", help_ru="строка 11: в некоторых клубах")

IN = Field("in", "players", "Playing", "Играют", required=False,
           help="who played; in a simple pool everyone",
           help_ru="кто играл; в простом кону — все")
TRICKS_FIELD = Field("tricks", "counts", "Tricks", "Взятки", required=False, minimum=0,
                     maximum=TRICKS)
REFUSED_PONE = Field("refused_pone", "bool", "Pone refused to play the dealer",
                     "Пон отказался играть против сдатчика", required=False, default=False,
                     help="line 13: he pays the dealer five, the pool stays",
                     help_ru="строка 13: он платит сдатчику пять, кон остаётся")
PENALISED = Field("penalised", "players", "Penalised", "Оштрафованы", required=False,
                  help="line 17: wins nothing, pays five to the next pool",
                  help_ru="строка 17: ничего не выигрывает, платит пять в следующий кон")
GENERAL = Field("general", "player", "General rams declared by", "Общий рамс объявил",
                required=False, nullable=True, help="line 23", help_ru="строка 23")


@dataclass
class _Deal:
    entry: Mapping[str, Any]
    dealer: str
    order: tuple[str, ...]  # eldest hand first, the dealer last
    holders: tuple[str, ...]  # who is dealt cards
    simple: bool
    sheet: ChipSheet
    penalised: tuple[str, ...]


class RamsFamily(GameRules):
    """What rams and rounce share; each game sets the class data."""

    family = "rams"
    min_players = 3
    dealer_sits_out_at: ClassVar[int | None] = None  # rams: six at the table (line 5)
    simple_pools: ClassVar[bool] = False

    def check_players(self, players: Sequence[str], options: Mapping[str, Any]) -> None:
        check_pool_names(players)

    def start_extra(self, state: State) -> PoolState:
        return PoolState()

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        carried: PoolState = state.extra
        order = from_left_of(state.players, dealer)
        holders = order if len(order) != self.dealer_sits_out_at else order[:-1]
        deal = _Deal(entry, dealer, order, holders, self.simple_pools and carried.pool == 0,
                     ChipSheet(state.players, carried.pool),
                     in_seat_order(entry.get("penalised") or (), order))
        for who in deal.penalised:
            if who not in holders:
                raise RuleError("penalised", "pools.holds_no_cards", player=who)
        deal.sheet.pay(dealer, POOL, STAKE, "ante")
        if entry.get("refused_pone"):
            outcome = self._refused(state, deal)
        elif entry.get("general") is not None:
            outcome = self._general(state, deal)
        else:
            outcome = self._play(state, deal)
        return outcome

    def _pay_penalties(self, deal: _Deal) -> None:
        for who in deal.penalised:
            deal.sheet.pay(who, POOL, STAKE, "penalty")

    def _refused(self, state: State, deal: _Deal) -> Outcome:
        if deal.simple and state.options.get("simple_all_play", False):
            raise RuleError("refused_pone", "pools.simple_all_must_play")
        if deal.dealer not in deal.holders:
            raise RuleError("refused_pone", "pools.six_dealer_no_cards")
        if deal.entry.get("in") or deal.entry.get("general") is not None:
            raise RuleError("refused_pone", "pools.pone_refuses_only")
        no_tricks(deal.entry, Message("pools.why_pone_refused"))
        pone = deal.order[-2]
        deal.sheet.pay(pone, deal.dealer, STAKE, "pone refused to play")
        deal.sheet.close_division()
        self._pay_penalties(deal)
        return deal.sheet.outcome(Message("pools.pone_refused", player=pone))

    def _declared(self, state: State, deal: _Deal) -> tuple[str, ...]:
        given = deal.entry.get("in")
        if deal.simple and state.options.get("simple_all_play", False):
            if given is not None and set(given) != set(deal.holders):
                raise RuleError("in", "pools.simple_everyone_plays")
            return deal.holders
        if given is None:
            raise RuleError("in", "pools.in_missing")
        for who in given:
            if who not in deal.holders:
                raise RuleError("in", "pools.six_no_cards", player=who)
        return in_seat_order(given, deal.order)

    def _play(self, state: State, deal: _Deal) -> Outcome:
        declared = self._declared(state, deal)
        eldest = deal.order[0]
        if state.options["eldest_must_play"] and eldest not in declared:
            raise RuleError("in", "pools.eldest_must_play", player=eldest)
        if not declared:
            raise RuleError("in", "pools.nobody_played")
        others = [p for p in declared if p != deal.dealer]
        if deal.dealer in deal.holders:
            if not others:
                raise RuleError("in", "pools.dealer_needs_opponent")
            if len(others) == 1 and deal.dealer not in declared:
                raise RuleError("in", "pools.dealer_must_play")
        tricks = _checked_tricks(deal.entry, declared, exact=True)
        sheet = deal.sheet
        sheet.share_out({p: tricks.get(p, 0) for p in declared}, TRICKS,
                        REMAINDER_RULES[state.options["odd_chips"]], "tricks", deal.penalised)
        sheet.close_division()
        # line 17: the one penalty is all a penalised player pays, not a rams on top of it
        ramsed = [p for p in declared if not tricks.get(p) and p not in deal.penalised]
        for who in ramsed:
            sheet.pay(who, POOL, STAKE, "ramsed")
        self._pay_penalties(deal)
        return sheet.outcome(Message("pools.ramsed", players=ramsed) if ramsed
                             else Message("pools.nobody_ramsed"))

    def _general(self, state: State, deal: _Deal) -> Outcome:
        declarer: str = deal.entry["general"]
        if declarer not in deal.holders:
            raise RuleError("general", "pools.holds_no_cards", player=declarer)
        given = deal.entry.get("in")
        if given is not None and set(given) != set(deal.holders):
            raise RuleError("in", "pools.general_everyone")
        tricks = _checked_tricks(deal.entry, deal.holders, exact=False)
        sheet = deal.sheet
        opponents = [p for p in deal.holders if p != declarer]
        if tricks.get(declarer, 0) == TRICKS:
            if declarer not in deal.penalised:  # line 17: a penalised player wins nothing
                sheet.pay(POOL, declarer, sheet.pool, "general rams")
                sheet.close_division()
                for who in opponents:
                    sheet.pay(who, declarer, STAKE, "general rams")
            self._pay_penalties(deal)
            return sheet.outcome(Message("pools.general_made", player=declarer))
        sheet.close_division()
        sheet.pay(declarer, POOL, sheet.pool, "general rams failed: the pool doubled")
        for who in opponents:
            sheet.pay(declarer, who, STAKE, "general rams failed")
        self._pay_penalties(deal)
        return sheet.outcome(Message("pools.general_failed", player=declarer))


def _checked_tricks(entry: Mapping[str, Any], players: Sequence[str], *, exact: bool) -> dict[str, int]:
    """The tricks entered: only players who played win them, and they add up to five."""
    tricks: dict[str, int] = dict(entry.get("tricks") or {})
    for who, n in tricks.items():
        if n and who not in players:
            raise RuleError(f"tricks.{who}", "pools.did_not_play", player=who)
    total = sum(tricks.values())
    if total > TRICKS or (exact and total != TRICKS):
        raise RuleError("tricks", "pools.tricks_total", total=total, tricks=TRICKS)
    return tricks


@register
class Rams(RamsFamily):
    id = "rams"
    name = "Rams"
    name_ru = "Рамс"
    source = "seeds/000 lines 1-23"
    max_players = 6
    dealer_sits_out_at = 6
    simple_pools = True
    options = (SIMPLE_ALL_PLAY_OPTION, ELDEST_MUST_PLAY_OPTION, ODD_CHIPS_OPTION)
    entry_schema = (IN, TRICKS_FIELD, GENERAL, REFUSED_PONE, PENALISED)


@register
class Rounce(RamsFamily):
    id = "rounce"
    name = "Rounce"
    name_ru = "Роунс"
    source = "seeds/000 lines 25-27 (and 1-23)"
    max_players = 9
    options = (ELDEST_MUST_PLAY_OPTION, ODD_CHIPS_OPTION)
    entry_schema = (IN, TRICKS_FIELD, REFUSED_PONE, PENALISED)
