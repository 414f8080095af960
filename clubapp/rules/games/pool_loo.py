"""Loo: three-card loo (limited and unlimited), Irish loo and five-card loo (seeds/000 lines 33-85).

Chips are counted in white chips; a red is three whites in loo and Irish loo (line 39: 18 red
and 6 white make 20 red) and five whites in five-card loo (line 81). A deal's points are each
player's chips won or lost, so the totals are every player's net chips since the start; the
pool carried between deals is the game's memory (``PoolState``).

From the seed:
- line 41: three to seventeen players;
- line 45: every dealer puts three red chips in the pool; payments are always 3 or 6 red; a
  share a player may not take is changed into white chips and left in the pool;
- line 47: limited loo: a loo costs 3 red; unlimited (option ``limit``): as much as the pool held;
- line 49: a deal is simple when the pool holds only the dealer's three red (no widow, no trump
  turned), double when it holds more (a widow is dealt and a trump turned);
- line 51: a misdeal: the dealer pays 3 red into this pool and loses the deal (he has put in his
  ante as every dealer does), and the next pool is double;
- line 55: a trump turned by the dealer in a simple pool: 3 red into this pool, it stays simple;
- line 57: in a simple pool everyone plays; each trick takes a third of the pool; who takes no
  trick is looed 3 red into the next pool;
- line 59: in a double pool each stands, takes the widow or passes; who stands or takes the
  widow must take a trick or be looed 3 red;
- line 61: all pass but the widow-taker: he takes the pool without play; one player left who
  did not take the widow: the dealer plays for himself or takes the widow to defend the pool,
  and then is not looed and his tricks' shares stay in the pool;
- line 63: a flush (three trumps) in a double pool takes the pool without play; every other
  player in is looed 3 red; of two flushes the eldest wins and the younger is not looed;
- line 67: the one penalty: win nothing this deal, pay 3 or 6 red; shares of tricks already
  won stay in the pool;
- line 69: fined before the play (looked at his cards, declared out of turn): 3 red into this
  pool, he wins nothing this deal, and if looed he pays as well (field ``fined``);
- line 71: a revoke ends the play; the pool is shared as equally as possible among those who
  declared, the offender excepted; odd white chips stay; the offender pays 6 red; when two
  players are found to have revoked (``second_revoke``), both are excepted and both pay;
- line 73: a penalty on a player who has won a trick: looed 3 red, his shares stay in the pool
  (field ``penalised``);
- line 77: Irish loo has no widow and no simple pools: a trump is always turned, all may pass;
- lines 81-83: five-card loo: a red is five white, the dealer puts in 5 red, five tricks of a
  fifth; a five-card flush takes the pool at once and everyone at the table is looed 5 red; of
  two flushes the eldest wins; option ``pam``: the jack of clubs is always the best trump.

House-rule defaults where the book is silent (the standard rules of Hoyle's tradition):
- ``all_pass`` = dealer_takes: when every player before the dealer passes and nobody takes the
  widow, the dealer takes the pool (Hoffmann, *Hoyle's Games Modernized*); or the pool stays;
- ``odd_chips`` = stay (the book); or to the eldest winner;
- Irish and five-card loo, ``lone_player`` = dealer_defends: one player left against a dealer
  who will not play: the dealer defends the pool with his own hand (line 61 without a widow);
  or the lone player takes the pool;
- five-card loo: a loo and every fine cost the dealer's stake, 5 red; a revoke ``revoke_red`` =
  10 (twice a loo, as 6 is to 3 in three-card loo);
- five-card loo, ``younger_flush`` = looed: line 81 loos "everyone at the table, whether he
  plays or not", so the younger of two flushes pays his 5 red too (the book); ``not_looed``
  spares him, as three-card loo spares him in line 63;
- a flush's loo is the book's fixed 3 (5) red in unlimited loo too: it is not a failed stand;
- ``pam`` changes how the cards rank and so who holds a flush, not how a deal is paid.
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

LIMIT_OPTION = Option(
    "limit", "choice", "limited", "Limited or unlimited loo", "Лимитный или безлимитный лу",
    choices=("limited", "unlimited"),
    help="line 47: unlimited: a loo costs as much as the pool held",
    help_ru="строка 47: безлимитный — лу стоит столько, сколько было в кону",
    choice_labels={"limited": "limited", "unlimited": "unlimited"},
    choice_labels_ru={"limited": "лимитный", "unlimited": "безлимитный"})
ALL_PASS_OPTION = Option(
    "all_pass", "choice", "dealer_takes", "All pass to the dealer", "Все спасовали до сдатчика",
    choices=("dealer_takes", "pool_stays"),
    help="house rule (book silent): the dealer takes the pool, or it stays for the next deal",
    help_ru="правило стола (в книге нет): кон забирает сдатчик, или он остаётся на следующую "
            "сдачу",
    choice_labels={"dealer_takes": "the dealer takes the pool", "pool_stays": "the pool stays"},
    choice_labels_ru={"dealer_takes": "сдатчик забирает кон", "pool_stays": "кон остаётся"})
LONE_PLAYER_OPTION = Option(
    "lone_player", "choice", "dealer_defends", "One player stands", "Играет один",
    choices=("dealer_defends", "takes_pool"),
    help="house rule (book silent): the dealer defends the pool with his hand, or the player takes it",
    help_ru="правило стола (в книге нет): сдатчик защищает кон своей рукой, или игрок забирает "
            "его",
    choice_labels={"dealer_defends": "the dealer defends the pool",
                   "takes_pool": "the player takes the pool"},
    choice_labels_ru={"dealer_defends": "сдатчик защищает кон",
                      "takes_pool": "игрок забирает кон"})
PAM_OPTION = Option("pam", "bool", False, "Pam (jack of clubs) best trump",
                    "Пэм (трефовый валет) — старший козырь", help="line 83",
                    help_ru="строка 83")
YOUNGER_FLUSH_OPTION = Option(
    "younger_flush", "choice", "looed", "The younger of two flushes", "Младший из двух флешей",
    choices=("looed", "not_looed"),
    help="line 81: everyone at the table is looed, a younger flush too; or not looed, as in "
         "three-card loo (line 63)",
    help_ru="строка 81: лу получает каждый за столом, и младший флеш тоже; или он лу не "
            "получает, как в трёхкарточном лу (строка 63)",
    choice_labels={"looed": "looed with the table", "not_looed": "not looed"},
    choice_labels_ru={"looed": "получает лу со всеми", "not_looed": "лу не получает"},
)
REVOKE_RED_OPTION = Option("revoke_red", "int", 10, "Red chips for a revoke", "Красных за ревок",
                           minimum=0, maximum=100, help="house rule: twice a loo",
                           help_ru="правило стола: вдвое больше лу")


def _fields(tricks: int, *, widow: bool, younger_looed: bool = False) -> tuple[Field, ...]:
    """The entry of a loo deal; the widow, simple and double pools are three-card loo's only."""
    fields = [
        Field("in", "players", "Playing", "Играют", required=False,
              help="who stood (or took the widow); in a simple pool everyone",
              help_ru="кто остался (или взял вдову); в простом кону — все"),
        Field("widow", "player", "Took the widow", "Взял вдову", required=False, nullable=True,
              help="line 59", help_ru="строка 59"),
        Field("tricks", "counts", "Tricks", "Взятки", required=False, minimum=0, maximum=tricks),
        Field("double", "bool", "Double pool", "Двойной кон", required=False, plain_tick=True,
              help="line 49: ticked, it is checked against the pool carried",
              help_ru="строка 49: если отмечен, сверяется с перенесённым коном"),
        Field("flush", "player", "Flush claims the pool", "Флеш забирает кон", required=False,
              nullable=True),
        Field("flush_also", "player", "Another (younger) flush", "Второй (младший) флеш",
              required=False, nullable=True,
              help="line 81: looed with the table (house rule: not looed)" if younger_looed
              else "line 63: not looed",
              help_ru="строка 81: получает лу со всеми (правило стола: не получает)"
              if younger_looed else "строка 63: лу не получает"),
        Field("revoke", "player", "Revoked", "Ревок", required=False, nullable=True,
              help="line 71: play ends, the pool is shared",
              help_ru="строка 71: игра прекращается, кон делится"),
        Field("second_revoke", "player", "Also revoked", "Ещё ревок", required=False,
              nullable=True,
              help="another player found to have revoked at the same time: he shares nothing "
                   "and pays his revoke too",
              help_ru="ещё один игрок, у которого в то же время обнаружен ревок: он ничего не "
                      "получает из кона и тоже платит за ревок"),
        Field("misdeal", "bool", "Misdeal", "Неправильная сдача", required=False, default=False,
              help="line 51: the dealer pays a fine into this pool and loses the deal",
              help_ru="строка 51: сдатчик платит штраф в текущий кон и теряет сдачу"),
        Field("trump_shown", "bool", "Dealer turned a trump in a simple pool",
              "Сдатчик открыл козырь в простом кону", required=False, default=False,
              help="line 55: 3 red into this pool",
              help_ru="строка 55: 3 красных в текущий кон"),
        Field("fined", "players", "Fined into this pool", "Штраф в текущий кон", required=False,
              help="line 69: looked at his cards or declared out of turn; wins nothing",
              help_ru="строка 69: посмотрел карты или заявил не в очередь; ничего не "
                      "выигрывает"),
        Field("penalised", "players", "Penalised after winning a trick",
              "Штраф после взятой взятки", required=False,
              help="line 73: looed, his shares stay in the pool",
              help_ru="строка 73: получает лу, его доли остаются в кону"),
    ]
    three_card_only = {"widow", "double", "trump_shown"}
    return tuple(f for f in fields if widow or f.name not in three_card_only)


@dataclass
class _Deal:
    """One deal being scored: the entry and what follows from the pool it is played for."""

    entry: Mapping[str, Any]
    dealer: str
    order: tuple[str, ...]  # eldest hand first, the dealer last
    simple: bool
    sheet: ChipSheet
    fined: tuple[str, ...]
    penalised: tuple[str, ...]


class LooFamily(GameRules):
    """What three-card, Irish and five-card loo share; each game sets the class data."""

    family = "loo"
    min_players = 3
    max_players = 17  # line 41
    tricks_per_deal: ClassVar[int] = 3
    red_units: ClassVar[int] = 3  # white chips to a red, line 39
    ante_red: ClassVar[int] = 3  # line 45
    fine_red: ClassVar[int] = 3  # a loo and every fine, lines 45, 47
    simple_pools: ClassVar[bool] = False  # three-card loo: simple pools and a widow
    flush_looes_table: ClassVar[bool] = False  # five-card loo: the whole table is looed

    def check_players(self, players: Sequence[str], options: Mapping[str, Any]) -> None:
        check_pool_names(players)

    def start_extra(self, state: State) -> PoolState:
        return PoolState()

    def red(self, count: int) -> int:
        """White chips in ``count`` red."""
        return count * self.red_units

    def revoke_units(self, state: State) -> int:
        """Line 71: six red for a revoke."""
        return self.red(6)

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        carried: PoolState = state.extra
        order = from_left_of(state.players, dealer)
        deal = _Deal(entry, dealer, order, self.simple_pools and carried.pool == 0,
                     ChipSheet(state.players, carried.pool),
                     in_seat_order(entry.get("fined") or (), order),
                     in_seat_order(entry.get("penalised") or (), order))
        self._check_pool_kind(deal, carried)
        deal.sheet.pay(dealer, POOL, self.red(self.ante_red), "ante")
        if entry.get("misdeal"):
            return self._misdeal(deal)
        fine = self.red(self.fine_red)
        if entry.get("trump_shown"):
            if not deal.simple:
                raise RuleError("trump_shown", "pools.trump_shown_simple_only")
            deal.sheet.pay(dealer, POOL, fine, "turned a trump in a simple pool")
        for who in deal.fined:
            deal.sheet.pay(who, POOL, fine, "fined")
        declared = self._declared(deal)
        if entry.get("flush") is not None:
            return self._flush(state, deal, declared)
        if entry.get("flush_also") is not None:
            raise RuleError("flush_also", "pools.flush_also_alone")
        if entry.get("revoke") is not None or entry.get("second_revoke") is not None:
            return self._revoke(state, deal, declared)
        return self._play(state, deal, declared)

    # --- the kinds of deal -------------------------------------------------------------
    def _check_pool_kind(self, deal: _Deal, carried: PoolState) -> None:
        double = deal.entry.get("double")
        if double is None or double != deal.simple:
            return
        if deal.simple:
            raise RuleError("double", "pools.pool_is_simple")
        raise RuleError("double", "pools.pool_is_double", chips=carried.pool)

    def _misdeal(self, deal: _Deal) -> Outcome:
        for name in ("in", "widow", "flush", "flush_also", "revoke", "second_revoke", "fined",
                     "penalised",
                     "trump_shown"):
            if deal.entry.get(name):
                raise RuleError(name, "pools.misdeal_alone")
        no_tricks(deal.entry, Message("pools.why_misdeal"))
        deal.sheet.pay(deal.dealer, POOL, self.red(self.fine_red), "misdeal")
        return deal.sheet.outcome(Message("pools.misdeal", player=deal.dealer))

    def _declared(self, deal: _Deal) -> tuple[str, ...]:
        """Who stood or took the widow, eldest first; everyone in a simple pool."""
        given = deal.entry.get("in")
        widow = deal.entry.get("widow")
        if deal.simple:
            if widow is not None:
                raise RuleError("widow", "pools.simple_no_widow")
            if given is not None and set(given) != set(deal.order):
                raise RuleError("in", "pools.simple_all_in")
            return deal.order
        if given is None:
            if self.flush_looes_table and deal.entry.get("flush") is not None:
                return ()
            raise RuleError("in", "pools.loo_in_missing")
        declared = in_seat_order(given, deal.order)
        if widow is not None and widow not in declared and widow != deal.dealer:
            raise RuleError("widow", "pools.widow_must_play", player=widow)
        return declared

    def _flush(self, state: State, deal: _Deal, declared: tuple[str, ...]) -> Outcome:
        claimant: str = deal.entry["flush"]
        also: str | None = deal.entry.get("flush_also")
        if deal.simple:
            raise RuleError("flush", "pools.flush_double_only")
        for name in ("revoke", "second_revoke", "penalised"):
            if deal.entry.get(name):
                raise RuleError(name, "pools.flush_before_play")
        no_tricks(deal.entry, Message("pools.why_flush"))
        at_risk = deal.order if self.flush_looes_table else declared
        for who, field in ((claimant, "flush"), (also, "flush_also")):
            if who is not None and who not in at_risk:
                raise RuleError(field, "pools.passed_no_cards", player=who)
        if also is not None and deal.order.index(also) <= deal.order.index(claimant):
            raise RuleError("flush_also", "pools.flush_not_younger", also=also, claimant=claimant)
        if claimant not in deal.fined:  # line 69: a fined player wins nothing this deal
            deal.sheet.pay(POOL, claimant, deal.sheet.pool, "flush")
        deal.sheet.close_division()
        spared = {claimant}
        if also is not None and (not self.flush_looes_table
                                 or state.options["younger_flush"] == "not_looed"):
            spared.add(also)  # line 63; in five-card loo line 81 loos him too (house rule)
        for who in at_risk:
            if who not in spared:
                deal.sheet.pay(who, POOL, self.red(self.fine_red), "looed by a flush")
        return deal.sheet.outcome(Message("pools.flush_takes", player=claimant))

    def _line_up(self, state: State, deal: _Deal, declared: tuple[str, ...]) -> tuple[str, str | None]:
        """How the deal goes after the declarations: ("play", defender) or a deal without play."""
        widow = deal.entry.get("widow")
        others = [p for p in declared if p != deal.dealer]
        if len(declared) == 1 and widow == declared[0]:
            return "widow_alone", None  # line 61
        if not others:
            if widow is not None:
                raise RuleError("widow", "pools.widow_must_play_short", player=widow)
            return "all_pass", None
        if len(others) == 1 and deal.dealer not in declared:
            if self.simple_pools or state.options["lone_player"] == "dealer_defends":
                if widow is not None and widow != deal.dealer:
                    raise RuleError("widow", "pools.lone_no_widow")
                return "play", deal.dealer
            return "lone_takes", None
        if widow == deal.dealer and deal.dealer not in declared:
            raise RuleError("widow", "pools.dealer_widow_single")
        return "play", None

    def _play(self, state: State, deal: _Deal, declared: tuple[str, ...]) -> Outcome:
        sheet, entry = deal.sheet, deal.entry
        kind, defender = self._line_up(state, deal, declared)
        if kind != "play":
            if deal.penalised:
                raise RuleError("penalised", "pools.nothing_played")
            no_tricks(entry, Message("pools.why_nobody_plays"))
            winner = {"widow_alone": declared[0] if declared else None,
                      "lone_takes": declared[0] if declared else None,
                      "all_pass": deal.dealer if state.options["all_pass"] == "dealer_takes"
                      else None}[kind]
            if winner is not None and winner not in deal.fined:
                sheet.pay(POOL, winner, sheet.pool, "takes the pool without play")
            sheet.close_division()
            return sheet.outcome(Message("pools.takes_without_play", player=winner) if winner
                                 else Message("pools.all_passed"))
        holders = in_seat_order((*declared, *((defender,) if defender else ())), deal.order)
        tricks = self._tricks(entry, holders, exact=True)
        current = sheet.pool
        barred = {*deal.fined, *deal.penalised, *((defender,) if defender else ())}
        sheet.share_out({p: tricks.get(p, 0) for p in holders}, self.tricks_per_deal,
                        REMAINDER_RULES[state.options["odd_chips"]], "tricks", barred)
        sheet.close_division()
        loo = current if state.options["limit"] == "unlimited" else self.red(self.fine_red)
        looed = [p for p in declared if not tricks.get(p)]
        for who in looed:
            sheet.pay(who, POOL, loo, "looed")
        for who in deal.penalised:
            if not tricks.get(who):
                raise RuleError("penalised", "pools.penalised_no_trick", player=who)
            sheet.pay(who, POOL, self.red(self.fine_red), "penalised")
        note = Message("pools.looed", players=looed) if looed else Message("pools.nobody_looed")
        return sheet.outcome((note, Message("pools.defended", player=defender)) if defender
                             else note)

    def _revoke(self, state: State, deal: _Deal, declared: tuple[str, ...]) -> Outcome:
        """Line 71: the play stops, the pool is shared among those in but the offenders (two
        players may both have revoked before it was found), each pays his revoke."""
        offenders = [who for who in (deal.entry.get("revoke"), deal.entry.get("second_revoke"))
                     if who is not None]
        field = "revoke" if deal.entry.get("revoke") is not None else "second_revoke"
        kind, defender = self._line_up(state, deal, declared)
        if kind != "play":
            raise RuleError(field, "pools.nothing_played")
        if deal.penalised:
            raise RuleError("penalised", "pools.revoke_only")
        if len(offenders) == 2 and offenders[0] == offenders[1]:
            raise RuleError("second_revoke", "pools.revoke_same_player", player=offenders[0])
        for name in ("revoke", "second_revoke"):
            offender = deal.entry.get(name)
            if offender is not None and offender not in declared and offender != defender:
                raise RuleError(name, "pools.no_cards_in_play", player=offender)
        self._tricks(deal.entry, (*declared, *((defender,) if defender else ())), exact=False)
        sharers = [p for p in declared if p not in offenders]
        if sharers:
            deal.sheet.share_out(dict.fromkeys(sharers, 1), len(sharers),
                                 REMAINDER_RULES[state.options["odd_chips"]], "revoke: pool shared",
                                 barred=deal.fined)
        deal.sheet.close_division()
        for offender in offenders:
            deal.sheet.pay(offender, POOL, self.revoke_units(state), "revoke")
        return deal.sheet.outcome(Message("pools.revoke_shared", player=offenders[0])
                                  if len(offenders) == 1
                                  else Message("pools.revokes_shared", players=offenders))

    def _tricks(self, entry: Mapping[str, Any], holders: Sequence[str], *, exact: bool) -> dict[str, int]:
        """The tricks entered, checked: only players holding cards win them; they add up."""
        tricks: dict[str, int] = dict(entry.get("tricks") or {})
        for who, n in tricks.items():
            if n and who not in holders:
                raise RuleError(f"tricks.{who}", "pools.did_not_play", player=who)
        total = sum(tricks.values())
        if exact and total != self.tricks_per_deal:
            raise RuleError("tricks", "pools.tricks_total", total=total,
                            tricks=self.tricks_per_deal)
        if total > self.tricks_per_deal:
            raise RuleError("tricks", "pools.tricks_only", total=total,
                            tricks=self.tricks_per_deal)
        return tricks


@register
class Loo(LooFamily):
    id = "loo"
    aliases = ("three-card-loo", "limited-loo")
    name = "Loo (three-card)"
    name_ru = "Лу (трёхкарточный)"
    source = "seeds/000 lines 33-73"
    simple_pools = True
    options = (LIMIT_OPTION, ALL_PASS_OPTION, ODD_CHIPS_OPTION)
    entry_schema = _fields(3, widow=True)


@register
class IrishLoo(LooFamily):
    id = "irish-loo"
    name = "Irish loo"
    name_ru = "Ириш-лу"
    source = "seeds/000 lines 75-77 (and 33-73)"
    options = (LIMIT_OPTION, ALL_PASS_OPTION, LONE_PLAYER_OPTION, ODD_CHIPS_OPTION)
    entry_schema = _fields(3, widow=False)


@register
class FiveCardLoo(LooFamily):
    id = "five-card-loo"
    name = "Five-card loo"
    name_ru = "Пятикарточный лу"
    source = "seeds/000 lines 79-85"
    max_players = 10  # five cards each and a trump from 52
    tricks_per_deal = 5
    red_units = 5  # line 81
    ante_red = 5  # line 81
    fine_red = 5  # line 81: a flush loos five red
    flush_looes_table = True  # line 81
    options = (LIMIT_OPTION, ALL_PASS_OPTION, LONE_PLAYER_OPTION, ODD_CHIPS_OPTION,
               REVOKE_RED_OPTION, YOUNGER_FLUSH_OPTION, PAM_OPTION)
    entry_schema = _fields(5, widow=False, younger_looed=True)

    def revoke_units(self, state: State) -> int:
        return self.red(state.options["revoke_red"])
