"""Seven-up (all fours, old sledge) and pitch (blind all fours): seeds/000 lines 95-163.

From the seed:
- line 99: seven chips each; a chip goes to the pool for every point, so one look shows what
  each has to go; line 101: two, three (each for himself) or four (two partnerships) players;
- line 107: six cards each; a turned-up jack scores 1 to the dealer at once (the trump card
  stays on the pack); line 113: begging — the dealer gives the eldest hand a point (the gift)
  or runs the cards; a jack of another suit turned after running scores 1 more to the dealer;
  line 117: with three players the dealer who gives gives a point to both opponents; he may
  not give a point that puts a player out; line 119: after running, some clubs keep all nine
  cards;
- lines 121-133: seven points win; one point each for the turned jack, the gift, high and low
  (to the player dealt them; line 139: one card is both when it is the only trump in play),
  the jack (to who wins the trick with it) and game;
- line 143: game is the most pips (A 4, K 3, Q 2, J 1, ten 10) — worked example: 11 against
  12, the dealer scores game; a tie, or no counting card at all, goes to the non-dealer; with
  three players a tie between the two non-dealers scores for nobody; in pitch a tie scores
  for nobody;
- line 149: when both can go out in one deal, high goes out first, then low, then jack, then
  game (the turned jack and the gift are scored before the play, so they come first);
- lines 155-159: a revoke costs 1 point (2 if the jack was in play), which the opponent adds
  to his score or deducts from the offender's; the offender scores neither jack nor game, the
  opponent scores them if he makes them, and the offender cannot go out that hand: he stops
  one short of the target;
- line 109: pitch turns no trump (the first card led fixes it): no turned jack, no begging,
  and high and low are always in play.

- line 115: among strict players, when the dealer's partner or the pone looks at his cards
  before the eldest hand and the dealer have settled the begging, the opponents score a point:
  the entry ``looked_early`` names who looked (a table that does not play strictly leaves it
  empty);
- lines 155-159 speak of "a revoke": two in one hand (``revoke`` and ``second_revoke``, by one
  side or both) each cost their own penalty, and neither offender scores jack or game or goes
  out that hand.

House-rule choices (the seed is silent): the target is an option (7); with three players a
revoke penalty that the opponents choose to add is added to each of the two, and a look too
soon scores a point to each of the two opponents; the penalties are counted before high, low,
jack and game. A ``{"points": …}`` entry is counted in seat order and is checked against every
deal the game can give (with any dealer).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any, ClassVar

from clubapp.message import Term
from clubapp.rules.base import Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.all_fours_common import (
    CARD_FIELDS,
    AllFoursGame,
    Point,
    Share,
    can_share,
    check_high_low_cards,
    check_pips_total,
    game_fields,
    game_point_by_pips,
    max_game_pips,
    note_of,
    point_field,
    side_pips,
    steps_of,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

SEVEN_UP_OPTIONS = (
    Option("target", "int", 7, "Points for game (chips each)", "Очков для партии (жетонов)",
           minimum=1, maximum=21, help="line 121: seven points; line 91: once ten",
           help_ru="строка 121: семь очков; строка 91: когда-то десять"),
)

REVOKE = Field(
    "revoke", "group", "Revoke", "Ревок", required=False,
    fields=(
        Field("by", "player", "Revoked", "Ревок сделал"),
        Field("take", "choice", "The opponent chooses", "Противник выбирает",
              choices=("add", "deduct"),
              choice_labels={"add": "add to his score", "deduct": "deduct from the offender"},
              choice_labels_ru={"add": "прибавить к своему счёту",
                                "deduct": "снять с провинившегося"}),
    ),
    help="lines 155-159: 1 point, 2 if the jack was in play; the offender scores no jack or "
         "game and cannot go out this hand",
    help_ru="строки 155-159: 1 очко, 2 если валет был в игре; провинившийся не записывает ни "
            "валета, ни игру и не может выйти в этой сдаче",
)

SECOND_REVOKE = Field(
    "second_revoke", "group", "Second revoke", "Второй ревок", required=False,
    fields=REVOKE.fields,
    help="another revoke in the same hand (by either side): it costs its own penalty",
    help_ru="ещё один ревок в той же руке (любой стороной): за него свой штраф",
)

LOOKED_EARLY = Field(
    "looked_early", "players", "Looked at his cards too soon", "Посмотрел карты раньше времени",
    required=False,
    help="line 115, among strict players: the dealer's partner or the pone looked before the "
         "begging was settled; his opponents score a point",
    help_ru="строка 115, у строгих игроков: партнёр сдающего или поун посмотрел карты до "
            "решения о просьбе; противники записывают себе очко",
)

BEGGING_FIELDS = (
    Field("jack_turned", "bool", "Dealer turned up the jack", "Сдающий открыл валета",
          required=False, default=False, help="line 107: 1 point to the dealer at once",
          help_ru="строка 107: сдающему сразу 1 очко"),
    Field("gift", "bool", "Dealer gave a point to the beggar", "Сдающий дал очко (подарок)",
          required=False, default=False, help="lines 113, 117: the gift; both opponents with three",
          help_ru="строки 113, 117: подарок; втроём — обоим противникам"),
    Field("ran", "bool", "Dealer ran the cards", "Сдающий пересдал карты",
          required=False, default=False, help="line 113: a new trump was turned",
          help_ru="строка 113: открыт новый козырь"),
    Field("jack_turned_again", "bool", "A jack of another suit turned after running",
          "После пересдачи открыт валет другой масти", required=False, default=False,
          help="line 113: 1 more point to the dealer",
          help_ru="строка 113: сдающему ещё 1 очко"),
)

SEVEN_UP_ENTRY = (
    point_field("high", "High (dealt the highest trump)", "Старший (сдан старший козырь)",
                nullable=True, help="line 139: to the player dealt it; null if no trump was dealt",
                help_ru="строка 139: тому, кому он сдан; пусто, если козыри не сданы"),
    point_field("low", "Low (dealt the lowest trump)", "Младший (сдан младший козырь)",
                nullable=True, help="line 139: to the player dealt it",
                help_ru="строка 139: тому, кому он сдан"),
    point_field("jack", "Jack (won the trick with it)", "Валет (взял взятку с ним)",
                nullable=True, help="null: the jack of trumps was not in play",
                help_ru="пусто: валета козырей не было в игре"),
    *game_fields(),
    *BEGGING_FIELDS,
    LOOKED_EARLY,
    *CARD_FIELDS,
    REVOKE,
    SECOND_REVOKE,
)

PITCH_ENTRY = (
    point_field("high", "High (dealt the highest trump)", "Старший (сдан старший козырь)",
                nullable=False, help="line 109: the pitched card is a trump, so high is in play",
                help_ru="строка 109: питчеванная карта — козырь, так что старший в игре"),
    point_field("low", "Low (dealt the lowest trump)", "Младший (сдан младший козырь)",
                nullable=False),
    point_field("jack", "Jack (won the trick with it)", "Валет (взял взятку с ним)",
                nullable=True, help="null: the jack of trumps was not in play",
                help_ru="пусто: валета козырей не было в игре"),
    *game_fields(),
    *CARD_FIELDS,
    REVOKE,
    SECOND_REVOKE,
)


# points entries already judged possible or not, by (game, players, tie, points)
_POSSIBLE: dict[tuple[str, int, str, tuple[int, ...]], bool] = {}


@register
class SevenUp(AllFoursGame):
    """Seven-up: points to whom dealt, the turned jack to the dealer, begging, chips to go."""

    id = "seven-up"
    aliases: ClassVar[tuple[str, ...]] = ("all-fours", "old-sledge")
    name = "Seven-up (all fours)"
    name_ru = "Севен-ап (олл форс)"
    source = "seeds/000 lines 95-163"
    min_players = 2
    max_players = 4
    partners_at: ClassVar[tuple[int, ...]] = (4,)
    target = 7
    options: ClassVar[tuple[Option, ...]] = SEVEN_UP_OPTIONS
    entry_schema = SEVEN_UP_ENTRY

    turns_trump: ClassVar[bool] = True  # a trump card is turned: turned jack, begging
    game_tie: ClassVar[str] = "non-dealer"  # line 143 ("nobody" in pitch)
    all_cards_played: ClassVar[bool] = False  # california jack plays the whole pack

    # --- a deal in the game's own fields -------------------------------------------------
    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        revokes = self.revokes(entry)
        offenders = frozenset(self.side_of(r["by"], state.players) for r in revokes)
        points = self.begging_points(state, entry, dealer)
        points += self.looked_early_points(state, entry, dealer)
        points += self.peg_points(state, entry, points, offenders)
        for revoke in revokes:
            points += self.penalty_points(state, entry, revoke)
        points += self.play_points(state, entry, dealer, offenders)
        for offender in sorted(offenders):
            points = self.stop_short(state, points, offender)
        return self.finish(state, Outcome(steps_of(points), note=note_of(points)))

    @staticmethod
    def revokes(entry: Mapping[str, Any]) -> list[Mapping[str, Any]]:
        """The revokes of the hand: ``revoke`` and ``second_revoke``, each its own penalty."""
        return [r for r in (entry.get("revoke"), entry.get("second_revoke")) if r is not None]

    def peg_points(self, state: State, entry: Mapping[str, Any], before: list[Point],
                   offenders: frozenset[str]) -> list[Point]:
        """Points pegged during the play, before the count (all-fives, line 151)."""
        return []

    def may_look_early(self, players: Sequence[str], dealer: str) -> tuple[str, ...]:
        """Line 115: the dealer's partner and the pone must not look at their cards before the
        eldest hand and the dealer have settled the begging (the players but those two)."""
        if not self.turns_trump:
            return ()
        eldest = self.eldest(players, dealer)
        return tuple(p for p in players if p not in (dealer, eldest))

    def looked_early_points(self, state: State, entry: Mapping[str, Any],
                            dealer: str) -> list[Point]:
        """Line 115, among strict players: for a player who looked at his cards too soon his
        opponents score a point (each opponent, with three players)."""
        players = state.players
        looked = entry.get("looked_early") or ()
        allowed = self.may_look_early(players, dealer)
        points: list[Point] = []
        for who in (p for p in players if p in looked):
            if who not in allowed:
                raise RuleError("looked_early", "all_fours.looked_early_who", player=who,
                                dealer=dealer, eldest=self.eldest(players, dealer))
            side = self.side_of(who, players)
            points += [Point("looked_early", other, 1)
                       for other in self.sides(players) if other != side]
        return points

    def final_jack_turned(self, entry: Mapping[str, Any]) -> bool:
        """Whether the jack of the trump suit played is the turned-up card (on the pack)."""
        if entry.get("ran", False):
            return bool(entry.get("jack_turned_again", False))
        return bool(entry.get("jack_turned", False))

    def begging_points(self, state: State, entry: Mapping[str, Any], dealer: str) -> list[Point]:
        """The turned jack, the gift and a jack turned after running (lines 107, 113, 117)."""
        if not self.turns_trump:
            return []
        players = state.players
        dealer_side = self.side_of(dealer, players)
        gift, ran = entry.get("gift", False), entry.get("ran", False)
        if gift and ran:
            raise RuleError("ran", "all_fours.gift_or_run")
        if entry.get("jack_turned_again", False) and not ran:
            raise RuleError("jack_turned_again", "all_fours.turned_again_without_run")
        points: list[Point] = []
        if entry.get("jack_turned", False):
            points.append(Point("turned_jack", dealer_side, 1))
        if gift:
            # line 117: with three the dealer gives both opponents a point, else the eldest
            takers = ([p for p in players if p != dealer] if len(players) == 3
                      else [self.eldest(players, dealer)])
            target = self.game_target(state) or 0
            for taker in takers:
                side = self.side_of(taker, players)
                if state.totals.get(side, 0) + 1 >= target:
                    raise RuleError("gift", "all_fours.gift_puts_out", player=taker)
                points.append(Point("gift", side, 1))
        if entry.get("jack_turned_again", False):
            points.append(Point("turned_jack", dealer_side, 1))
        return points

    def play_points(self, state: State, entry: Mapping[str, Any], dealer: str,
                    offenders: frozenset[str]) -> list[Point]:
        """High, low, jack and game in their going-out order; the offender's jack and game
        are not scored (lines 155-157)."""
        players = state.players
        high, low, jack = entry["high"], entry["low"], entry["jack"]
        if (high is None) != (low is None):
            missing = "low" if low is None else "high"
            raise RuleError(missing, "all_fours.high_low_both")
        if jack is not None and high is None:
            raise RuleError("jack", "all_fours.no_trump_no_jack")
        if jack is not None and self.turns_trump and self.final_jack_turned(entry):
            raise RuleError("jack", "all_fours.jack_turned_not_in_play")
        check_high_low_cards(entry, jack_turned=self.turns_trump and self.final_jack_turned(entry))
        game = self.game_side(state, entry, dealer, offenders)
        points: list[Point] = []
        for label, who in (("high", high), ("low", low), ("jack", jack)):
            if who is None:
                continue
            side = self.side_of(who, players)
            if label == "jack" and side in offenders:
                continue  # line 157: the offender cannot score the jack
            points.append(Point(label, side, 1))
        if game is not None and game not in offenders:
            points.append(Point("game", game, 1))
        return points

    def game_side(self, state: State, entry: Mapping[str, Any], dealer: str,
                  offenders: frozenset[str]) -> str | None:
        """The side that made game, from ``game`` or from ``game_pips`` (line 143)."""
        players = state.players
        named, pips = "game" in entry, entry.get("game_pips") is not None
        if named and pips:
            raise RuleError("game_pips", "all_fours.game_or_pips")
        if not named and not pips:
            raise RuleError("game", "all_fours.game_missing")
        if pips:
            counts = entry["game_pips"]
            most = self.most_pips(len(players), kept=9 if entry.get("ran", False) else 6)
            check_pips_total(counts, most, exactly=self.all_cards_played)
            by_side = side_pips(counts, self.sides(players), self.side_of, players)
            return game_point_by_pips(by_side, self.side_of(dealer, players),
                                      self.tie_rule(state.options))
        who = entry["game"]
        if who is None:
            if self.game_always_scored(len(players), self.tie_rule(state.options)) \
                    and not offenders:
                raise RuleError("game", "all_fours.game_always_scored")
            return None
        return self.side_of(who, players)

    def tie_rule(self, options: Mapping[str, Any]) -> str:
        """Who scores a tie for game (line 143): "non-dealer" or "nobody"."""
        return str(options.get("tied_game", self.game_tie))

    def game_always_scored(self, player_count: int, tie: str) -> bool:
        """Whether every deal gives the game point to somebody (no revoke)."""
        return tie == "non-dealer" and player_count != 3

    def most_pips(self, player_count: int, kept: int = 6) -> int:
        """The most pips the cards in play can hold: six cards a player (line 107), nine
        where a club keeps all the cards after running them (line 119)."""
        return max_game_pips(kept * player_count)

    def penalty_points(self, state: State, entry: Mapping[str, Any],
                       revoke: Mapping[str, Any]) -> list[Point]:
        """Lines 155-157: 1 point, 2 if the jack was in play, added or deducted."""
        players = state.players
        offender = self.side_of(revoke["by"], players)
        penalty = 2 if entry.get("jack") is not None else 1
        if revoke["take"] == "deduct":
            return [Point("revoke", offender, -penalty)]
        return [Point("revoke", side, penalty)
                for side in self.sides(players) if side != offender]

    def stop_short(self, state: State, points: list[Point], offender: str) -> list[Point]:
        """Line 159: the offender cannot go out this hand, he stops one short of the target."""
        ceiling = (self.game_target(state) or 0) - 1
        running = state.totals.get(offender, 0)
        out: list[Point] = []
        for point in points:
            if point.side == offender and point.value > 0:
                value = max(0, min(point.value, ceiling - running))
                point = Point(point.label, point.side, value)
            running += point.value if point.side == offender else 0
            out.append(point)
        return out

    # --- a points entry --------------------------------------------------------------------
    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        players = state.players
        wanted = tuple(points[s] for s in self.sides(players))
        tie = self.tie_rule(state.options)
        key = (self.id, len(players), tie, wanted)
        if key not in _POSSIBLE:
            if len(_POSSIBLE) > 4096:
                _POSSIBLE.clear()  # a bounded memo: the same few points entries recur
            _POSSIBLE[key] = self.possible(len(players), wanted, tie)
        if not _POSSIBLE[key]:
            raise RuleError("points", "all_fours.no_deal_gives", game=Term.game(self.id),
                            points=dict(points))

    def possible(self, player_count: int, points: tuple[int, ...], tie: str) -> bool:
        """Whether some deal, with any dealer, gives these points (in seat order).

        A deal is the points of fixed sides (the turned jack, the gift, a look too soon, a
        revoke's penalty: ``offsets``) and the points of the cards, shared among the sides
        that may take them (high, low, jack, game, the pegged trumps: ``card_shares``).
        """
        names = tuple(f"p{i}" for i in range(player_count))
        sides = self.sides(names)
        for dealer in names[: 2 if len(sides) == 2 else player_count]:
            for jack_out, begged in self.begging_offsets(names, dealer):
                for revokers in self.revoke_cases(sides):
                    for trumps in self.trump_cases():
                        for jack_in_play in self.jack_cases(trumps and not jack_out):
                            shares = self.card_shares(sides, trumps, jack_in_play,
                                                      frozenset(revokers), tie)
                            for offset in self.offsets(names, dealer, revokers, jack_in_play):
                                need = tuple(p - b - o for p, b, o in zip(points, begged, offset,
                                                                          strict=True))
                                if _can_share(need, sides, shares):
                                    return True
        return False

    def begging_offsets(self, players: Sequence[str],
                        dealer: str) -> list[tuple[bool, tuple[int, ...]]]:
        """The begging's fixed points per side, with whether the turned jack is out of play:
        nothing begged, the gift, the cards run, run with a jack of another suit turned."""
        sides = self.sides(players)
        if not self.turns_trump:
            return [(False, (0,) * len(sides))]
        dealer_side = sides.index(self.side_of(dealer, players))
        takers = ([p for p in players if p != dealer] if len(players) == 3
                  else [self.eldest(players, dealer)])
        out: list[tuple[bool, tuple[int, ...]]] = []
        for turned in (False, True):
            first = [0] * len(sides)
            first[dealer_side] += int(turned)
            gift = list(first)
            for taker in takers:
                gift[sides.index(self.side_of(taker, players))] += 1
            again = list(first)
            again[dealer_side] += 1
            out += [(turned, tuple(first)), (turned, tuple(gift)),
                    (False, tuple(first)),  # ran: the first jack's suit is no longer trump
                    (True, tuple(again))]  # ran, and a jack of another suit turned
        return out

    @staticmethod
    def revoke_cases(sides: Sequence[str]) -> list[tuple[str, ...]]:
        """No revoke, one, or two (by one side or two) in a hand."""
        return [(), *((s,) for s in sides), *combinations_with_replacement(sides, 2)]

    def offsets(self, players: Sequence[str], dealer: str, revokers: tuple[str, ...],
                jack_in_play: bool) -> set[tuple[int, ...]]:
        """Fixed points per side: looks too soon (line 115) and each revoke's penalty, added
        to the opponents or deducted from the offender (lines 155-157)."""
        sides = self.sides(players)
        candidates = self.may_look_early(players, dealer)
        looks: set[tuple[int, ...]] = {(0,) * len(sides)}
        for who in candidates:
            side = self.side_of(who, players)
            gain = tuple(int(s != side) for s in sides)
            looks |= {tuple(a + b for a, b in zip(v, gain, strict=True)) for v in looks}
        penalty = 2 if jack_in_play else 1
        out = looks
        for revoker in revokers:
            add = tuple(penalty * int(s != revoker) for s in sides)
            deduct = tuple(-penalty * int(s == revoker) for s in sides)
            out = {tuple(a + b for a, b in zip(v, take, strict=True))
                   for v in out for take in (add, deduct)}
        return out

    def jack_cases(self, possible: bool) -> tuple[bool, ...]:
        """Whether the jack of trumps was in play: always when the whole pack is played."""
        if not possible:
            return (False,)
        return (True,) if self.all_cards_played else (False, True)

    def trump_cases(self) -> tuple[bool, ...]:
        """Whether trumps were in play: seven-up may deal none (with two or three players)."""
        return (True, False) if self.turns_trump and not self.all_cards_played else (True,)

    def card_shares(self, sides: Sequence[str], trumps: bool, jack_in_play: bool,
                    offenders: frozenset[str], tie: str) -> tuple[Share, ...]:
        """The points of the cards and who may take them; an offender takes neither jack nor
        game (lines 155-157)."""
        clean = tuple(s for s in sides if s not in offenders)
        shares: list[Share] = []
        if trumps:
            shares += [Share(1, tuple(sides), True), Share(1, tuple(sides), True)]
            if jack_in_play:
                shares += self.jack_shares(clean, not offenders)
            shares += self.extra_shares(clean)
        # game is counted in every suit, so it is played for even when no trump was dealt;
        # two sides means two or four players, where a tie still gives game to somebody
        shares.append(Share(1, clean, self.game_always_scored(len(sides), tie) and not offenders))
        return tuple(shares)

    def jack_shares(self, sides: tuple[str, ...], required: bool) -> list[Share]:
        """The jack in play: one point to its winner (all-fives adds its peg)."""
        return [Share(1, sides, required)]

    def extra_shares(self, sides: tuple[str, ...]) -> list[Share]:
        """Further counting cards of a variant (all-fives' pegged trumps)."""
        return []


@lru_cache(maxsize=65536)
def _can_share(need: tuple[int, ...], sides: tuple[str, ...], shares: tuple[Share, ...]) -> bool:
    """``can_share`` for one side's need each, remembered (the same needs recur)."""
    return can_share(dict(zip(sides, need, strict=True)), shares)


@register
class Pitch(SevenUp):
    """Pitch, or blind all fours (line 109): the first card led is trump; a tied game scores
    for nobody (line 143)."""

    id = "pitch"
    aliases = ("blind-all-fours",)
    name = "Pitch (blind all fours)"
    name_ru = "Питч (слепой олл форс)"
    source = "seeds/000 lines 109, 143 (with seven-up, lines 95-163)"
    entry_schema = PITCH_ENTRY
    turns_trump = False
    game_tie = "nobody"
