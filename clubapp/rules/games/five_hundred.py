"""Five hundred (bid euchre): three players, or two against two (seeds/002 lines 181–209).

From the seed:
- line 185: meant for three players; sometimes two play against two as partners (here: four
  players make sides A = seats 1, 3 and B = seats 2, 4, as in every partnership game);
- line 189: the bid is at least six tricks with a suit or no-trumps; the most valuable bid by the
  table wins ("seven hearts is worth more than eight clubs");
- lines 191–201: the table of values, the default schedule ``book``: spades 40, clubs 60,
  diamonds 80, hearts 100, no-trumps 120 for six tricks, and as many again for each trick more;
- line 203: the bidder counts first; made, he scores his bid and no more, unless he takes every
  trick: then 250 if his bid was worth less than 250, nothing extra if it was worth more;
- line 205: every player but the bidder scores ten for each trick he wins himself;
- line 207: a bidder who fails goes back by his bid and scores nothing for his tricks, while the
  others still score ten a trick;
- line 209: 500 wins, and because the bidder counts first he may go out first even if an
  opponent also took tricks enough to reach 500.

House rules (not in the seed): option ``schedule`` ``avondale`` is the published Avondale
schedule (US Playing Card Co., 1906): six tricks 40/60/80/100/120 for spades/clubs/diamonds/
hearts/no-trumps, and 100 more for each trick above six (ten no-trumps 520). Totals may go
below zero. Option ``minus_loses`` (off by default, the Avondale rule): a player or side that
goes back to minus the target loses at once, and the best of the others wins. Two non-bidders
who reach 500 on the same deal share the game (as in cut-throat euchre, line 53). A deal that
nobody bids is thrown in: enter it as points with nothing scored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from clubapp.message import Message, Term
from clubapp.rules.base import PARTNERSHIP_SIDES, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.euchre_individual import (
    Decider,
    IndividualGame,
    count_groups,
    joint_winner,
    reaching,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

TRICKS = 10
PER_TRICK = 10  # line 205
ALL_TRICKS = 250  # line 203
TRUMPS = ("S", "C", "D", "H", "NT")
SIX_TRICKS = {"S": 40, "C": 60, "D": 80, "H": 100, "NT": 120}  # line 193-201, and Avondale's
TRUMP_NAMES = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts", "NT": "no-trumps"}
TRUMP_NAMES_RU = {"S": "пик", "C": "треф", "D": "бубен", "H": "червей", "NT": "без козыря"}
BIDS = tuple(f"{level}{trump}" for level in range(6, 11) for trump in TRUMPS)


def parse_bid(bid: str) -> tuple[int, str]:
    """A bid's number of tricks and its trump ("7H" -> 7, "H"; "10NT" -> 10, "NT")."""
    trump = "NT" if bid.endswith("NT") else bid[-1]
    return int(bid[: -len(trump)]), trump


def bid_value(bid: str, schedule: str) -> int:
    """What a bid is worth: the book's table (lines 191–201) or the Avondale schedule."""
    level, trump = parse_bid(bid)
    if schedule == "avondale":
        return SIX_TRICKS[trump] + 100 * (level - 6)
    return SIX_TRICKS[trump] * (level - 5)


def bid_level(bid: str) -> int:
    """The number of tricks a bid promises."""
    return parse_bid(bid)[0]


def bidder_score(value: int, level: int, taken: int) -> int:
    """Lines 203 and 207: the bid when made (250 for every trick on a lower bid), else minus it."""
    if taken < level:
        return -value
    return ALL_TRICKS if taken == TRICKS and value < ALL_TRICKS else value


@register
class FiveHundred(IndividualGame):
    id = "five-hundred"
    aliases = ("500",)
    name = "Five hundred"
    name_ru = "Пятьсот"
    family = "euchre"
    source = "seeds/002 lines 181-209"
    min_players = 3
    max_players = 4
    target = 500
    options = (
        Option("schedule", "choice", "book", "Table of bid values", "Таблица стоимости заявок",
               choices=("book", "avondale"),
               choice_labels={"book": "the book's table", "avondale": "Avondale"},
               choice_labels_ru={"book": "таблица из книги", "avondale": "Эйвондейл"},
               help="book: lines 191-201; avondale: 40-120 for six, +100 a trick",
               help_ru="книга: строки 191–201; Эйвондейл: 40–120 за шесть, +100 за взятку"),
        Option("target", "int", 500, "Points for game", "Очков для партии", minimum=50,
               maximum=5000, help="line 209: 500", help_ru="строка 209: 500"),
        Option("minus_loses", "bool", False, "Going back to minus the target loses",
               "Откат до минус стольких же очков — проигрыш", help="the Avondale rule",
               help_ru="правило Эйвондейла"),
    )
    entry_schema = (
        Field("bidder", "player", "Highest bidder", "Заказавший"),
        Field("bid", "choice", "Bid", "Заявка", choices=BIDS,
              choice_labels={b: f"{parse_bid(b)[0]} {TRUMP_NAMES[parse_bid(b)[1]]}" for b in BIDS},
              choice_labels_ru={b: f"{parse_bid(b)[0]} {TRUMP_NAMES_RU[parse_bid(b)[1]]}"
                                for b in BIDS}),
        Field("tricks", "counts", "Tricks won by each player", "Взятки каждого игрока",
              minimum=0, maximum=TRICKS, help="ten in all; a blank counts as none",
              help_ru="всего десять; пустое поле — ни одной"),
    )

    # --- sides: three each for himself, four as two partnerships (line 185) ----------------
    def sides(self, players: Sequence[str]) -> tuple[str, ...]:
        return PARTNERSHIP_SIDES if len(players) == 4 else tuple(players)

    def side_of(self, player: str, players: Sequence[str]) -> str:
        if len(players) != 4:
            return player
        return PARTNERSHIP_SIDES[list(players).index(player) % 2]

    # --- a deal ---------------------------------------------------------------------------
    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        tricks: Mapping[str, int] = entry["tricks"]
        total = sum(tricks.values())
        if total != TRICKS:
            raise RuleError("tricks", "euchre_individual.tricks_add_up", total=total, tricks=TRICKS)
        bid: str = entry["bid"]
        side = self.side_of(entry["bidder"], state.players)
        taken = {s: 0 for s in self.sides(state.players)}
        for player, n in tricks.items():
            taken[self.side_of(player, state.players)] += n
        value = bid_value(bid, state.options["schedule"])
        score = bidder_score(value, bid_level(bid), taken[side])
        others = [(s, PER_TRICK * n) for s, n in taken.items() if s != side]
        note = Message("five_hundred.made" if score > 0 else "five_hundred.failed",
                       bid=Term.choice(self.id, "bid", bid), value=value, tricks=taken[side])
        return self.grouped(state, [[(side, score)], others], note=note)

    def decider(self, state: State) -> Decider:
        """The target wins; with ``minus_loses``, going back to minus the target loses."""
        target = self.game_target(state) or 0
        reach = reaching(target)

        def decide(totals: Mapping[str, int], group: Sequence[str]) -> str | None:
            if state.options["minus_loses"]:
                losers = [who for who in group if totals[who] <= -target]
                if losers:
                    rest = {who: n for who, n in totals.items() if who not in losers}
                    best = max(rest.values())
                    return joint_winner(who for who, n in rest.items() if n == best)
            return reach(totals, group)

        return decide

    # --- points entries ---------------------------------------------------------------------
    def _readings(self, state: State, points: Mapping[str, int]) -> list[str]:
        """The sides or players who could have been the bidder of a deal giving these points."""
        sides = self.sides(state.players)
        schedule = state.options["schedule"]
        found = []
        for bidder in sides:
            others = [points[s] for s in sides if s != bidder]
            if any(n < 0 or n % PER_TRICK for n in others) or sum(others) > PER_TRICK * TRICKS:
                continue
            taken = TRICKS - sum(others) // PER_TRICK
            if any(points[bidder] == bidder_score(bid_value(b, schedule), bid_level(b), taken)
                   for b in BIDS):
                found.append(bidder)
        return found

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        if not any(points.values()):
            return  # thrown in: nobody bid
        readings = self._readings(state, points)
        if not readings:
            raise RuleError("points", "five_hundred.points_not_possible", per_trick=PER_TRICK)
        winners = {count_groups(state.totals, self._groups(points, b), self.decider(state))[1]
                   for b in readings}
        if len(winners) > 1:
            raise RuleError("points", "five_hundred.winner_depends_on_bidder")

    def _groups(self, points: Mapping[str, int], bidder: str) -> list[list[tuple[str, int]]]:
        rest = [(s, n) for s, n in points.items() if s != bidder and n]
        return [[(bidder, points[bidder])], rest]

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        if not any(points.values()):
            return Outcome(void=True, note=Message("five_hundred.thrown_in"))
        bidder = self._readings(state, points)[0]
        return self.grouped(state, self._groups(points, bidder),
                            note=Message("base.points_entered"))
