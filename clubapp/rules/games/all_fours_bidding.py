"""The bidding of auction pitch and its pedro varieties (seeds/000 lines 175-225).

Shared by ``auction-pitch``, ``smudge``, ``pedro`` and ``dom-pedro`` (the pedro games are
"in all other respects the same as auction pitch", line 223):

- line 189: the eldest hand sells. Each other player bids once; the eldest hand either sells
  to the highest bidder, scoring the bid himself at once, or pitches himself and must make
  that many; with no bid he pitches himself; pitching without waiting for a bid binds him to
  make four (the entry then says ``bid: 4``);
- line 191: no bidder may give the seller enough points to put him out. Some clubs let a
  player bid his hand's full value: a seller who accepts it goes to one point short of out,
  one who refuses must make the whole bid (house-rule option ``seller_out_bids``);
- line 195: bidding to the board (option ``bidding``): the eldest hand bids first, nobody
  sells, the bid is scored by nobody, and the highest bidder pitches;
- lines 199-201: a pitcher who makes his bid scores all he takes; when two can go out in the
  same deal, the pitcher who made his bid goes out first, otherwise the points go out in the
  game's counting order (high, low, jack, game; pedro's longer orders);
- line 203: a pitcher who fails is set back by his bid and scores nothing that deal;
- line 207 (auction pitch): after a revoke every player but the offender scores what he took;
  a pitcher who fails is not set back; the offender is set back by the bid (2 with no bid);
  line 223 (pedro): set back by the bid or 10, and the offender "can score nothing for that
  hand". A seller who revokes therefore loses the points of his sale as well: they are points
  he would score for that hand. Two revokes in one hand (``second_revoke``, by two players or
  by one twice) are each set back so; the pitcher is not set back.

Reading of line 191 against the worked example of line 203 (A needs 2, B bids 3, A refuses,
pitches and is set back 3): the bar is on *selling* such a bid, which would give the seller
the points that put him out; a bid the seller refuses stands, and he must make all of it. So
by default a sale of a bid that reaches the seller's chips to go is refused (``barred``), and
``full-value`` takes the seller to one point short instead. A pitch with no bid at all
(``bid: 0``) is not a contract: its points go out in the ordinary order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from clubapp.message import Term
from clubapp.rules.base import Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.all_fours_common import (
    AllFoursGame,
    Point,
    Share,
    can_share,
    note_of,
    steps_of,
)
from clubapp.rules.schema import Field, Option


def bidding_options(target: int, target_help: str, target_help_ru: str) -> tuple[Option, ...]:
    """The target and the two bidding house rules (lines 189-195)."""
    return (
        Option("target", "int", target, "Points for game", "Очков для партии", minimum=1,
               maximum=500, help=target_help, help_ru=target_help_ru),
        Option("bidding", "choice", "sell", "Bidding", "Торговля", choices=("sell", "board"),
               help="line 189: the eldest hand sells; line 195: bidding to the board",
               help_ru="строка 189: старшая рука продаёт; строка 195: торги «на стол»",
               choice_labels={"sell": "the eldest hand sells", "board": "bids to the board"},
               choice_labels_ru={"sell": "старшая рука продаёт", "board": "торги «на стол»"}),
        Option("seller_out_bids", "choice", "barred", "A bid that would put the seller out",
               "Заявка, выводящая продавца из игры", choices=("barred", "full-value"),
               help="line 191: barred from sale; some clubs: full value, the seller who sells "
                    "goes to one short",
               help_ru="строка 191: продавать её нельзя; в некоторых клубах — по полной "
                       "ценности: продавший доходит до одного очка до выхода",
               choice_labels={"barred": "barred", "full-value": "at full value"},
               choice_labels_ru={"barred": "запрещена", "full-value": "по полной ценности"}),
    )


def bidding_fields(max_bid: int) -> tuple[Field, ...]:
    """Who pitched, for what bid, and whether the eldest hand sold."""
    return (
        Field("pitcher", "player", "Pitcher (led the first trump)", "Питчер (назначил козырь)"),
        Field("bid", "int", "Bid the pitcher had to make", "Заявка, которую надо взять",
              minimum=0, maximum=max_bid,
              help="0: nobody bid; 4 when the eldest hand pitched without waiting for a bid",
              help_ru="0: заявок не было; 4, когда старшая рука питчевала, не дожидаясь "
                      "заявки"),
        Field("sold", "bool", "The eldest hand sold", "Старшая рука продала", required=False,
              default=False, help="line 189: the seller scores the bid at once",
              help_ru="строка 189: продавец сразу записывает заявку"),
        Field("seller", "player", "Seller (the eldest hand)", "Продавец (старшая рука)",
              required=False, nullable=True, help="checked: always the eldest hand",
              help_ru="проверяется: это всегда старшая рука"),
    )


REVOKE = Field(
    "revoke", "group", "Revoke", "Ревок", required=False,
    fields=(Field("by", "player", "Revoked", "Ревок сделал"),),
    help="line 207: the offender is set back by the bid and scores nothing",
    help_ru="строка 207: провинившийся откатывается на заявку и ничего не записывает",
)
SECOND_REVOKE = Field(
    "second_revoke", "group", "Second revoke", "Второй ревок", required=False,
    fields=REVOKE.fields,
    help="another revoke in the same hand: the offender is set back by the bid again",
    help_ru="ещё один ревок в той же руке: провинившийся снова откатывается на заявку",
)


class BiddingGame(AllFoursGame):
    """Auction pitch and the pedro games: the sale, the pitcher's contract and set-backs."""

    min_players = 4
    max_players = 7
    max_bid: ClassVar[int] = 4
    unbid_revoke_penalty: ClassVar[int] = 2  # line 207; pedro 10 (line 223)
    high_low_always: ClassVar[bool] = True  # the pitched card is a trump, so high and low exist

    # --- what each game counts -----------------------------------------------------------
    def card_points(self, state: State, entry: Mapping[str, Any], dealer: str) -> list[Point]:
        """The points of the cards in counting order, to whoever takes them (checked)."""
        raise NotImplementedError

    def card_shares(self, players: Sequence[str], high_low_required: bool) -> list[Share]:
        """The counting cards for the check of a points entry."""
        raise NotImplementedError

    def share_cases(self, players: Sequence[str], high_low_required: bool) -> list[list[Share]]:
        """The ways the counting cards can lie (dom pedro: with the snoozer in play or not)."""
        return [self.card_shares(players, high_low_required)]

    # --- a deal ----------------------------------------------------------------------------
    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        players = state.players
        seller = self.eldest(players, dealer)
        pitcher, bid, sold = entry["pitcher"], entry["bid"], entry.get("sold", False)
        self.check_bidding(state, entry, dealer, seller)
        won = self.card_points(state, entry, dealer)
        # two revokes may be made in one hand, by two players or by one twice: each is set back
        offenders = [r["by"] for r in (entry.get("revoke"), entry.get("second_revoke"))
                     if r is not None]
        barred = frozenset(offenders)
        points: list[Point] = []
        if sold:
            sale = self.sale_value(state, seller, bid)
            if seller not in barred:  # lines 207, 223: an offender scores nothing, no sale either
                points.append(Point("sold", seller, sale))
        took = sum(p.value for p in won if p.side == pitcher)
        made = took >= bid
        setbacks: list[tuple[str, int]] = []
        if offenders:
            # line 207: everyone but the offenders scores; the pitcher is not set back
            setbacks = [(who, bid or self.unbid_revoke_penalty) for who in offenders]
            won = [p for p in won if p.side not in barred]
        elif not made:
            setbacks = [(pitcher, bid)]  # line 203: set back, nothing scored
            won = [p for p in won if p.side != pitcher]
        first: list[Point] = []
        if bid and made and pitcher not in barred:
            first = [p for p in won if p.side == pitcher]  # line 201: the pitcher goes out first
        points += first
        label = "revoke" if offenders else "set_back"
        points += [Point(label, who, -amount) for who, amount in setbacks]
        points += [p for p in won if p not in first]
        ends = self.wins_outright(state, entry, took, barred)
        outcome = Outcome(steps_of(points), note=note_of(points), ends_game_for=ends)
        return self.finish_deal(state, outcome, offenders=offenders,
                                set_back=setbacks[0][0] if setbacks and not offenders else None)

    def finish_deal(self, state: State, outcome: Outcome, *, offenders: Sequence[str],
                    set_back: str | None) -> Outcome:
        """The outcome with its memory; auction pitch adds the red chips."""
        return self.finish(state, outcome)

    def wins_outright(self, state: State, entry: Mapping[str, Any], took: int,
                      offenders: frozenset[str]) -> str | None:
        """A deal that wins the game at once (smudge); None here."""
        return None

    def check_bidding(self, state: State, entry: Mapping[str, Any], dealer: str,
                      seller: str) -> None:
        """Lines 189 and 195: who sells, who pitches, and for how much."""
        pitcher, bid, sold = entry["pitcher"], entry["bid"], entry.get("sold", False)
        named = entry.get("seller")
        if state.options["bidding"] == "board":
            if sold:
                raise RuleError("sold", "all_fours.board_no_sale")
            if named is not None:
                raise RuleError("seller", "all_fours.board_no_sale")
            if bid == 0:
                raise RuleError("bid", "all_fours.board_bid_range", most=self.max_bid)
            return
        if named is not None and named != seller:
            raise RuleError("seller", "all_fours.seller_is_eldest", seller=seller, dealer=dealer)
        if sold:
            if pitcher == seller:
                raise RuleError("pitcher", "all_fours.buyer_pitches", seller=seller)
            if bid == 0:
                raise RuleError("bid", "all_fours.sale_bid_range", most=self.max_bid)
        elif pitcher != seller:
            raise RuleError("pitcher", "all_fours.eldest_pitches", seller=seller)

    def sale_value(self, state: State, seller: str, bid: int) -> int:
        """What the seller scores for selling (line 189), within line 191's limit."""
        to_go = (self.game_target(state) or 0) - state.totals.get(seller, 0)
        if bid < to_go:
            return bid
        if state.options["seller_out_bids"] == "barred":
            raise RuleError("bid", "all_fours.sale_puts_seller_out", seller=seller, to_go=to_go,
                            bid=bid)
        return to_go - 1  # line 191: the seller goes to one point short of out

    # --- a points entry --------------------------------------------------------------------
    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        players = state.players
        negative = [p for p, n in points.items() if n < 0]
        if len(negative) > 2:
            raise RuleError("points", "all_fours.two_set_back_at_most", players=negative)
        needs = dict(points)
        for who in negative:
            needs[who] = 0  # a player set back scores nothing else (lines 203, 207)
        cases = self.share_cases(players, high_low_required=not negative)
        for penalty in self.set_back_amounts(points, negative):
            if self.possible_with(state, needs, penalty, bool(negative), cases):
                return
        raise RuleError("points", "all_fours.no_deal_gives", game=Term.game(self.id),
                        points=dict(points))

    def set_back_amounts(self, points: Mapping[str, int], negative: Sequence[str]) -> list[int]:
        """What one set-back (a bid, or a revoke with no bid) may have been: ``[0]`` when nobody
        is set back; two players set back both revoked the same bid; one player set back by
        twice a bid revoked twice."""
        allowed = {*range(1, self.max_bid + 1), self.unbid_revoke_penalty}
        if not negative:
            return [0]
        if len(negative) == 2:
            first, second = (-points[who] for who in negative)
            if first != second or first not in allowed:
                raise RuleError("points", "all_fours.set_backs_differ", first=-first,
                                second=-second)
            return [first]
        penalty = -points[negative[0]]
        found = [n for n in (penalty, penalty // 2 if penalty % 2 == 0 else 0) if n in allowed]
        if not found:
            raise RuleError(f"points.{negative[0]}", "all_fours.set_back_amount",
                            most=self.max_bid, unbid=self.unbid_revoke_penalty, value=penalty)
        return found

    def possible_with(self, state: State, needs: Mapping[str, int], penalty: int,
                      set_back: bool, cases: Sequence[Sequence[Share]]) -> bool:
        """Whether the cards (and perhaps a sale) give ``needs``, one set-back being ``penalty``."""
        players = state.players
        sellers: list[str | None] = [None]
        if state.options["bidding"] == "sell":
            sellers += [p for p in players if needs[p] > 0]
        exact_sale = penalty and state.options["seller_out_bids"] == "barred"
        for seller in sellers:
            sales = [0] if seller is None else range(1, min(needs[seller], self.max_bid) + 1)
            for sale in sales:
                if seller is not None and exact_sale and sale != penalty:
                    continue  # a sold bid that fails costs the pitcher what the seller scored
                trial = dict(needs)
                if seller is not None:
                    trial[seller] -= sale
                    if not set_back and not any(n >= sale for p, n in trial.items()
                                                if p != seller):
                        continue  # nobody set back: the buyer made his bid, so took as much
                if any(can_share(trial, shares) for shares in cases):
                    return True
        return False
