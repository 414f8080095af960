"""What every game of the all-fours family shares (seeds/000 lines 87-272).

- Seats and sides: the games that are played by four as two partnerships (seven-up, line 101;
  cinch, line 239) score sides A and B at that count and each player for himself otherwise.
- Chips to go (line 99): a player or side starts a game with the target in chips and puts one
  in the pool for every point, so that one look shows how many each has "to go". Totals count
  the points scored; ``State.extra["to_go"]`` holds what is left to go after every deal (more
  than the target for a player set back "into the hole").
- The game point counted from the pips of the counting cards (line 143: A 4, K 3, Q 2, J 1,
  ten 10) with its tie rules.
- The check that a high and a low card entered together are a possible pair (lines 139, 149).
- ``can_share``: whether points entered per side could have come from the deal's counting
  cards, for the checks of ``{"points": …}`` entries.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from clubapp.cards import Card, card_message, parse_card
from clubapp.message import Message
from clubapp.rules.base import PARTNERSHIP_SIDES, GameRules, Outcome, State, frozen
from clubapp.rules.errors import RuleError
from clubapp.rules.schema import Field

# line 143: each ace 4, king 3, queen 2, jack 1, ten 10 — 80 pips in the whole pack
PIP_VALUES = {"A": 4, "K": 3, "Q": 2, "J": 1, "T": 10}
PACK_PIPS = tuple(sorted([v for v in PIP_VALUES.values() for _ in range(4)], reverse=True))
TRUMP_ORDER = "23456789TJQKA"  # line 97: ace high in cutting and in play


def max_game_pips(cards_in_play: int, extra_counters: Sequence[int] = ()) -> int:
    """The most pips that ``cards_in_play`` cards can hold (all-fives adds the trump five)."""
    values = sorted([*PACK_PIPS, *extra_counters], reverse=True)
    return sum(values[:cards_in_play])


@dataclass(frozen=True)
class Point:
    """One point (or a pegged card, a set-back) of a deal: who takes it, how much, what for.

    ``label`` names what it is for: ``all_fours.point_<label>`` is its word on the score sheet.
    """

    label: str
    side: str
    value: int


def steps_of(points: Sequence[Point]) -> tuple[tuple[str, int], ...]:
    """The pipeline's steps for points already in counting order."""
    return tuple((p.side, p.value) for p in points if p.value)


def note_of(points: Sequence[Point]) -> Message:
    """A short line for the score sheet: ``high Ann, low Bob, set back Cy -3``."""
    # a revoke's penalty always shows its sign: "revoke A +1" is paid to A, not made by A
    parts = [Message("all_fours.scored", what=Message(f"all_fours.point_{p.label}"), who=p.side)
             if p.value == 1 and p.label != "revoke" else
             Message("all_fours.scored_value", what=Message(f"all_fours.point_{p.label}"),
                     who=p.side, value=f"{p.value:+d}")
             for p in points if p.value]
    return Message("all_fours.points", points=parts)


class AllFoursGame(GameRules):
    """The base of the family: sides, chips to go and the game's memory between deals."""

    family = "all-fours"
    partners_at: ClassVar[tuple[int, ...]] = ()  # player counts that play as sides A and B

    # --- seats ---------------------------------------------------------------------------
    def sides(self, players: Sequence[str]) -> tuple[str, ...]:
        """Sides A and B where the count plays partnerships, else every player alone."""
        return PARTNERSHIP_SIDES if len(players) in self.partners_at else tuple(players)

    def side_of(self, player: str, players: Sequence[str]) -> str:
        """A partner's side (A the odd seats, B the even), else the player himself."""
        if len(players) not in self.partners_at:
            return player
        return PARTNERSHIP_SIDES[list(players).index(player) % 2]

    @staticmethod
    def eldest(players: Sequence[str], dealer: str) -> str:
        """The eldest hand: the player on the dealer's left (line 101)."""
        return players[(list(players).index(dealer) + 1) % len(players)]

    # --- chips to go ---------------------------------------------------------------------
    def to_go(self, state: State) -> dict[str, int]:
        """What each side or player still needs to go out (chips left, line 99)."""
        target = self.game_target(state) or 0
        return {s: target - state.totals.get(s, 0) for s in self.sides(state.players)}

    def start_extra(self, state: State) -> Any:
        return self.memory(state, dict(state.totals), None, None)

    def next_game_extra(self, state: State) -> Any:
        return self.memory(state, dict(state.totals), None, None)

    def memory(self, state: State, totals: Mapping[str, int], winner: str | None,
               outcome: Outcome | None) -> Mapping[str, Any]:
        """The frozen memory kept after a deal: chips to go (subclasses add their own)."""
        target = self.game_target(state) or 0
        return frozen({"to_go": frozen({s: target - totals.get(s, 0)
                                        for s in self.sides(state.players)})})

    def settle(self, state: State, steps: Sequence[tuple[str, int]],
               ends_game_for: str | None = None) -> tuple[dict[str, int], str | None]:
        """The totals after the deal and its winner, stopping where the pipeline stops."""
        totals = dict(state.totals)
        winner: str | None = None
        for who, value in steps:
            totals[who] = totals.get(who, 0) + value
            if ends_game_for is None:
                winner = self.game_winner(state, totals, who)
                if winner is not None:
                    break
        return totals, ends_game_for or winner

    def finish(self, state: State, outcome: Outcome) -> Outcome:
        """The outcome with the memory that the deal leaves (chips to go after it)."""
        totals, winner = self.settle(state, outcome.steps, outcome.ends_game_for)
        return replace(outcome, extra=self.memory(state, totals, winner, outcome))

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        """A checked points entry: counted in seat order (its counting order is not known)."""
        steps = tuple((who, n) for who, n in points.items() if n)
        return self.finish(state, Outcome(steps, note=Message("base.points_entered")))


# --- the game point -------------------------------------------------------------------------
def game_point_by_pips(pips: Mapping[str, int], dealer_side: str, tie: str) -> str | None:
    """Who scores game from the pips per side (line 143).

    ``tie="non-dealer"`` (seven-up): a tie, or no counting card at all, goes to the non-dealer;
    when two non-dealers tie (three players) nobody scores. ``tie="nobody"`` (pitch, line 143,
    and auction pitch, line 187): a tie scores for nobody.
    """
    best = max(pips.values())
    tied = [s for s, n in pips.items() if n == best]
    if len(tied) == 1:
        return tied[0]
    if tie == "nobody":
        return None
    others = [s for s in tied if s != dealer_side]
    return others[0] if len(others) == 1 else None


def side_pips(game_pips: Mapping[str, int], sides: Sequence[str],
              side_of: Any, players: Sequence[str]) -> dict[str, int]:
    """Pips per side from pips per player (partners add theirs together)."""
    out = dict.fromkeys(sides, 0)
    for player, pips in game_pips.items():
        out[side_of(player, players)] += pips
    return out


def check_pips_total(game_pips: Mapping[str, int], most: int, exactly: bool = False) -> None:
    """Refuse pips no deal can hold: more than the cards in play carry (or not all 80)."""
    total = sum(game_pips.values())
    if exactly and total != most:
        raise RuleError("game_pips", "all_fours.pips_not_all", most=most, total=total)
    if total > most:
        raise RuleError("game_pips", "all_fours.pips_too_many", most=most, total=total)


# --- entry fields ----------------------------------------------------------------------------
def point_field(name: str, label: str, label_ru: str, *, nullable: bool, help: str = "",
                help_ru: str = "", required: bool = True) -> Field:
    """A field naming the player who took one point (null: nobody, it was not in play)."""
    return Field(name, "player", label, label_ru, nullable=nullable, required=required,
                 help=help, help_ru=help_ru)


def game_fields(max_pips: int = 80) -> tuple[Field, ...]:
    """``game`` (who made it) or ``game_pips`` (pips per player): one of the two."""
    return (
        point_field("game", "Game (most pips)", "Игра (больше очков)", nullable=True,
                    required=False, help="or give game_pips; null: nobody scores it",
                    help_ru="или укажите очки за игру по игрокам; пусто: очко никому"),
        Field("game_pips", "counts", "Pips for game, per player", "Очки за игру по игрокам",
              required=False, minimum=0, maximum=max_pips, keys="players",
              help="line 143: A 4, K 3, Q 2, J 1, ten 10",
              help_ru="строка 143: туз 4, король 3, дама 2, валет 1, десятка 10"),
    )


# --- the high and the low card ---------------------------------------------------------------
def _rank(card: Card) -> int:
    return TRUMP_ORDER.index(card.rank)


def check_high_low_cards(entry: Mapping[str, Any], *, jack_turned: bool = False,
                         joker_low: bool = False) -> None:
    """Check the optional ``high_card`` and ``low_card`` against who took high, low and jack.

    Lines 139 and 149: one card is both high and low when it is the only trump in play, so one
    player takes both; the jack can be high, low and jack; a low never ranks above the high.
    A turned-up jack is on the pack, in no one's hand (line 107). ``joker_low``: the joker is
    the lowest trump (dom pedro, line 225), so it may be the low card, below every other.
    """
    cards: dict[str, Card] = {}
    for key in ("high_card", "low_card"):
        text = entry.get(key)
        if text is None:
            continue
        card = parse_card(text)
        if card.is_joker and not (joker_low and key == "low_card"):
            raise RuleError(key, "all_fours.joker_not_high_low")
        owner = key.removesuffix("_card")
        if entry.get(owner) is None:
            raise RuleError(key, "all_fours.high_card_nobody" if owner == "high"
                            else "all_fours.low_card_nobody")
        if jack_turned and card.rank == "J":
            raise RuleError(key, "all_fours.jack_turned_not_held")
        cards[owner] = card
    high, low = cards.get("high"), cards.get("low")
    jack = entry.get("jack")
    if low is not None and low.is_joker:
        low = None  # the joker ranks below every trump: nothing to compare with it
    if high is not None and low is not None:
        if high.suit != low.suit:
            raise RuleError("low_card", "all_fours.not_one_suit", low=str(low), high=str(high))
        if _rank(low) > _rank(high):
            raise RuleError("low_card", "all_fours.low_above_high", low=str(low), high=str(high))
        if high == low:
            if entry["low"] != entry["high"]:
                raise RuleError("low", "all_fours.only_trump_high_low", card=card_message(high))
            if high.rank == "J" and jack != entry["high"]:
                raise RuleError("jack", "all_fours.only_trump_is_jack", card=card_message(high),
                                player=entry["high"])
            if high.rank != "J" and jack is not None:
                raise RuleError("jack", "all_fours.only_trump_no_jack", card=card_message(high))
    if jack is not None and high is not None and _rank(high) < TRUMP_ORDER.index("J"):
        raise RuleError("jack", "all_fours.jack_above_high", card=card_message(high))
    if jack is not None and low is not None and _rank(low) > TRUMP_ORDER.index("J"):
        raise RuleError("jack", "all_fours.jack_below_low", card=card_message(low))


def check_counted_ranks(entry: Mapping[str, Any], ranks: Mapping[str, str]) -> None:
    """Trumps taken in play (``ranks``: field to rank) need trumps in play, and lie between
    the low and the high card when those are given."""
    high_card, low_card = entry.get("high_card"), entry.get("low_card")
    if low_card is not None and parse_card(low_card).is_joker:
        low_card = None  # the joker is below every trump (dom pedro, line 225)
    for name, rank in ranks.items():
        if entry.get(name) is None:
            continue
        if entry.get("high") is None:
            raise RuleError(name, "all_fours.no_trump_in_play")
        if high_card and TRUMP_ORDER.index(rank) > _rank(parse_card(high_card)):
            raise RuleError(name, "all_fours.above_high_card",
                            card=card_message(parse_card(high_card)))
        if low_card and TRUMP_ORDER.index(rank) < _rank(parse_card(low_card)):
            raise RuleError(name, "all_fours.below_low_card",
                            card=card_message(parse_card(low_card)))


CARD_FIELDS = (
    Field("high_card", "card", "High card (optional)", "Карта старшего (необязательно)",
          required=False, nullable=True, help="the highest trump in play, to settle disputes",
          help_ru="старший козырь в игре, для разрешения споров"),
    Field("low_card", "card", "Low card (optional)", "Карта младшего (необязательно)",
          required=False, nullable=True, help="line 147: the lowest trump in play",
          help_ru="строка 147: младший козырь в игре"),
)


# --- could these points have come from the deal? ---------------------------------------------
@dataclass(frozen=True)
class Share:
    """A counting card (or point) that a deal may give: its value, who may take it, whether it
    must go to somebody."""

    value: int
    eligible: tuple[str, ...]
    required: bool = False


def can_share(needs: Mapping[str, int], shares: Sequence[Share]) -> bool:
    """Whether the shares can be handed out so that every side gets exactly its need."""
    if any(n < 0 for n in needs.values()):
        return False
    order = sorted(shares, key=lambda s: -s.value)
    left = dict(needs)
    capacity = [sum(s.value for s in order[i:]) for i in range(len(order) + 1)]

    def fill(i: int) -> bool:
        wanted = sum(left.values())
        if wanted > capacity[i]:
            return False  # not enough points left to hand out
        if i == len(order):
            return wanted == 0
        share = order[i]
        for side in share.eligible:
            if left.get(side, -1) >= share.value:
                left[side] -= share.value
                if fill(i + 1):
                    return True
                left[side] += share.value
        return not share.required and fill(i + 1)

    return fill(0)
