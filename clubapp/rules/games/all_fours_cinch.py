"""Cinch (double pedro, high five): seeds/000 lines 227-271, cut off after the draw.

From the seed:
- line 229: cinch is a pedro variety of auction pitch where nobody sells;
- line 233: the five of trumps (right pedro) keeps its rank; the five of the same colour
  (left pedro) is a trump ranking between the five and the four of trumps;
- line 239: two to six players; the standard game is four, two partners against two;
- line 247: fifty-one points win; fourteen are played for in every deal, all in trumps
  (lines 249-261): high (the ace) 1, low (the deuce) 1, jack 1, game (the ten) 1, right pedro
  5, left pedro 5; line 263: every one to the player who wins it;
- line 265: from the eldest hand each player bids once, to the board, nobody sells; nobody may
  bid more than fourteen; the highest bidder names the trump; line 269: when nobody bids, the
  dealer names the trump without a bid;
- line 271: after the discard and the draw every player holds six; there the seed stops.

Standard rules the seed does not reach: with four (or six) the dealer robs the pack, so every
counting trump is in play and the points taken add up to 14 (an entry that does not is
refused); with two, counting trumps may stay in the stock.

The seed stops before the count (line 89 says the author meant to mend cinch's count, which
leaned too much on luck). The house rule ``count`` chooses it:
- ``difference`` (default, the standard published count, as in Foster's Hoyle and the later
  Hoyles): when the bidding side makes its bid, only the side that took more points scores,
  and only the difference (8 against 6 scores 2; 7 against 7 scores nothing); when it fails,
  the other side scores the points it took plus the amount of the bid, and the bidders score
  nothing (with all 14 in play that is 14 plus what the bidders fell short: bid 8, took 7,
  the others score 7 + 8 = 15);
- ``each-takes``: each side scores what it took when the bid is made, the bidding side first
  ("the bidder goes out first", as in auction pitch, line 201); a failed bidding side is set
  back by its bid and the other side scores what it took.
With no bid (the dealer named trump, ``bid: 0``) there is no contract to fail.

Also house rules (cinch being "a pedro variety of auction pitch", line 229, pedro's revoke of
line 223 is used): a revoke sets the offender's side back by the bid (10 with no bid) and it
scores nothing; the other side scores what it took; a second revoke in the hand
(``second_revoke``) sets its side back again. Two play each for himself, four as two
sides of two, six as two sides of three (A = seats 1, 3, 5).

Three and five (line 239: "from two to six can play") play each for himself, as cut-throat
cinch is played: nobody robs the pack for a partner, so counting trumps may stay in the stock,
and since the difference count is a count between two sides, every player scores what he took
and a bidder who fails is set back by his bid (the ``each-takes`` count) whatever ``count``
says; a bidder who makes his bid goes out first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from clubapp.message import Term
from clubapp.rules.base import Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.all_fours_common import (
    AllFoursGame,
    Point,
    Share,
    can_share,
    note_of,
    point_field,
    steps_of,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

DEAL_POINTS = 14  # lines 249-261
UNBID_REVOKE_PENALTY = 10  # pedro's, line 223
# lines 249-261, in the order listed: the order they go out when both sides can
COUNTERS = (("high", "high", 1), ("low", "low", 1), ("jack", "jack", 1), ("game", "game", 1),
            ("right_pedro", "right_pedro", 5), ("left_pedro", "left_pedro", 5))

CINCH_OPTIONS = (
    Option("target", "int", 51, "Points for game", "Очков для партии", minimum=1, maximum=500,
           help="line 247: fifty-one", help_ru="строка 247: пятьдесят одно"),
    Option("count", "choice", "difference", "How a deal is counted", "Подсчёт сдачи",
           choices=("difference", "each-takes"),
           help="difference: the standard count; each-takes: both sides score, a failed bid "
                "is set back",
           help_ru="по разнице: обычный подсчёт; каждому взятое: записывают обе стороны, "
                   "не выполнивший заявку откатывается",
           choice_labels={"difference": "the difference (standard)",
                          "each-takes": "each side scores what it takes"},
           choice_labels_ru={"difference": "по разнице (обычный)",
                             "each-takes": "каждая сторона записывает взятое"}),
)

CINCH_ENTRY = (
    Field("bidder", "player", "Highest bidder", "Назначивший козырь", required=False,
          nullable=True, help="line 265; null when nobody bid and the dealer named trump (line 269)",
          help_ru="строка 265; пусто, если заявок не было и козырь назвал сдающий (строка 269)"),
    Field("bid", "int", "Bid", "Заявка", minimum=0, maximum=DEAL_POINTS,
          help="line 265: at most fourteen; 0 when nobody bid (line 269)",
          help_ru="строка 265: не больше четырнадцати; 0, если заявок не было (строка 269)"),
    point_field("high", "High: ace of trumps won by", "Старший: туза козырей взял",
                nullable=True, required=False),
    point_field("low", "Low: deuce of trumps won by", "Младший: двойку козырей взял",
                nullable=True, required=False),
    point_field("jack", "Jack of trumps won by", "Валета козырей взял", nullable=True,
                required=False),
    point_field("game", "Game: ten of trumps won by", "Игра: десятку козырей взял",
                nullable=True, required=False),
    point_field("right_pedro", "Right pedro (five of trumps) won by (5)",
                "Правого педро взял (5)", nullable=True, required=False),
    point_field("left_pedro", "Left pedro (five of the same colour) won by (5)",
                "Левого педро взял (5)", nullable=True, required=False),
    Field("card_points", "counts", "Points taken per side", "Взято очков по сторонам",
          required=False, minimum=0, maximum=DEAL_POINTS, keys="sides",
          help="instead of naming who won each counting card",
          help_ru="вместо того чтобы называть, кто взял каждую счётную карту"),
    Field("revoke", "group", "Revoke", "Ревок", required=False,
          fields=(Field("by", "player", "Revoked", "Ревок сделал"),),
          help="house rule (pedro, line 223): set back by the bid, 10 with no bid",
          help_ru="правило стола (педро, строка 223): откат на заявку, 10 без заявки"),
    Field("second_revoke", "group", "Second revoke", "Второй ревок", required=False,
          fields=(Field("by", "player", "Revoked", "Ревок сделал"),),
          help="another revoke in the same hand: set back again",
          help_ru="ещё один ревок в той же руке: снова откат"),
)


def count_deal(count: str, taken: Sequence[Point], bidder: str | None, bid: int,
               sides: Sequence[str], offenders: Sequence[str] = ()) -> list[Point]:
    """The points a cinch deal scores, in going-out order, from the points each side took.

    ``taken`` lists the counting cards (or each side's total) in counting order.
    """
    took = {s: sum(p.value for p in taken if p.side == s) for s in sides}
    if offenders:
        # pedro's revoke (line 223): set back by the bid or 10, the others score what they took
        penalty = bid or UNBID_REVOKE_PENALTY
        return [*(Point("revoke", who, -penalty) for who in offenders),
                *(p for p in taken if p.side not in offenders)]
    if bidder is not None and took[bidder] < bid:
        if count == "difference":
            # the bidders fail: the others score what they took plus the bid
            return [Point("took_and_bid", s, took[s] + bid) for s in sides if s != bidder]
        return [Point("set_back", bidder, -bid), *(p for p in taken if p.side != bidder)]
    if count == "difference":
        best = max(sides, key=lambda s: took[s])
        rest = sum(n for s, n in took.items() if s != best)
        return [Point("difference", best, took[best] - rest)]
    first = [p for p in taken if p.side == bidder] if bid else []  # the bidders go out first
    return first + [p for p in taken if p not in first]


@register
class Cinch(AllFoursGame):
    """Cinch: bids to the board, 14 points a deal, fifty-one wins."""

    id = "cinch"
    aliases = ("double-pedro", "high-five")
    name = "Cinch (double pedro, high five)"
    name_ru = "Синч (двойной педро, хай файв)"
    source = "seeds/000 lines 227-271 (cut off after the draw)"
    min_players = 2
    max_players = 6
    partnership = True
    partners_at = (4, 6)
    target = 51
    options = CINCH_OPTIONS
    entry_schema = CINCH_ENTRY

    def all_in_play(self, state: State) -> bool:
        """With four or six the dealer robs the pack (the standard rule past line 271): all 14
        points are played."""
        return len(state.players) in self.partners_at

    def count_rule(self, state: State) -> str:
        """How the deal is counted: the option between two sides, each-takes among more."""
        return state.options["count"] if len(self.sides(state.players)) == 2 else "each-takes"

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        players = state.players
        bid = entry["bid"]
        bidder = entry.get("bidder")
        if bid and bidder is None:
            raise RuleError("bidder", "all_fours.bidder_missing")
        if not bid and bidder is not None:
            raise RuleError("bid", "all_fours.cinch_bid_range", most=DEAL_POINTS)
        taken = self.taken(state, entry)
        offenders = [self.side_of(r["by"], players)
                     for r in (entry.get("revoke"), entry.get("second_revoke")) if r is not None]
        bidder_side = self.side_of(bidder, players) if bidder else None
        points = count_deal(self.count_rule(state), taken, bidder_side, bid,
                            self.sides(players), offenders)
        return self.finish(state, Outcome(steps_of(points), note=note_of(points)))

    def taken(self, state: State, entry: Mapping[str, Any]) -> list[Point]:
        """The counting cards each side took, from the card fields or ``card_points``."""
        sides = self.sides(state.players)
        named = [name for name, _, _ in COUNTERS if name in entry]
        per_side = entry.get("card_points")
        if per_side is not None:
            if named:
                raise RuleError(named[0], "all_fours.cards_or_card_points")
            total = sum(per_side.values())
            if self.all_in_play(state) and total != DEAL_POINTS:
                raise RuleError("card_points", "all_fours.cinch_points_total",
                                deal_points=DEAL_POINTS, total=total)
            full = {s: per_side.get(s, 0) for s in sides}
            if not can_share(full, [Share(v, tuple(sides)) for _, _, v in COUNTERS]):
                raise RuleError("card_points", "all_fours.cinch_no_split")
            return [Point("took", s, full[s]) for s in sides]
        if len(named) != len(COUNTERS):
            missing = next(name for name, _, _ in COUNTERS if name not in entry)
            raise RuleError(missing, "all_fours.cinch_card_missing")
        points: list[Point] = []
        for name, label, value in COUNTERS:
            who = entry[name]
            if who is None:
                if self.all_in_play(state):
                    raise RuleError(name, "all_fours.cinch_all_in_play",
                                    players=len(state.players), deal_points=DEAL_POINTS)
                continue
            points.append(Point(label, self.side_of(who, state.players), value))
        return points

    # --- a points entry --------------------------------------------------------------------
    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        sides = self.sides(state.players)
        if len(sides) > 2:
            if not possible_each_for_himself(points):
                raise RuleError("points", "all_fours.no_deal_gives", game=Term.game(self.id),
                                points=dict(points))
            return
        key = tuple(points[s] for s in sides)
        if key not in possible_points(state.options["count"], self.all_in_play(state)):
            raise RuleError("points", "all_fours.no_deal_gives", game=Term.game(self.id),
                            points=dict(points))


def possible_each_for_himself(points: Mapping[str, int]) -> bool:
    """Whether a deal of cut-throat cinch (three or five, each-takes) gives these points:
    everybody what he took, and a player set back (a failed bid or a revoke; two revokes)."""
    negative = [p for p, n in points.items() if n < 0]
    amounts = {*range(1, DEAL_POINTS + 1), UNBID_REVOKE_PENALTY}
    set_back = [-points[p] for p in negative]
    if len(negative) > 2 or (len(negative) == 2 and (set_back[0] != set_back[1]
                                                      or set_back[0] not in amounts)):
        return False  # two revokes set two players back alike
    if len(negative) == 1 and set_back[0] not in amounts and not (
            set_back[0] % 2 == 0 and set_back[0] // 2 in amounts):
        return False  # a failed bid, a revoke, or one player's two revokes
    others = tuple(p for p in points if p not in negative)
    needs = {p: points[p] for p in others}
    # counting trumps may stay in the stock (or with the player set back): none must be taken
    return can_share(needs, [Share(v, others) for _, _, v in COUNTERS])


@lru_cache(maxsize=8)
def possible_points(count: str, all_in_play: bool) -> frozenset[tuple[int, int]]:
    """Every (A, B) pair of points a deal can score between two sides."""
    sides = ("A", "B")
    shares = [Share(v, sides) for _, _, v in COUNTERS]
    splits = [(a, b) for a in range(DEAL_POINTS + 1) for b in range(DEAL_POINTS + 1 - a)
              if (a + b == DEAL_POINTS or not all_in_play) and can_share({"A": a, "B": b}, shares)]
    out: set[tuple[int, int]] = set()
    for a, b in splits:
        taken = [Point("took", "A", a), Point("took", "B", b)]
        for bid in range(DEAL_POINTS + 1):
            for bidder in (("A", "B") if bid else (None,)):
                for offenders in ((), ("A",), ("B",), ("A", "A"), ("A", "B"), ("B", "B")):
                    scored = dict.fromkeys(sides, 0)
                    for p in count_deal(count, taken, bidder, bid, sides, offenders):
                        scored[p.side] += p.value
                    out.add((scored["A"], scored["B"]))
    return frozenset(out)
