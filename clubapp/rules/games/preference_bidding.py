"""The auction of Austrian préférence (seeds/003 lines 13–26): a pure check of a list of calls.

From the seed:
- line 14: the player on the dealer's left speaks first, then round to the left; all passing,
  the next player deals (line 15);
- line 16: the calls are the numbers 1–4 (one suit each: 1 clubs, 2 spades, 3 diamonds,
  4 hearts, as the examples of lines 23–26 show 3 and 4 to be diamonds and hearts), ``game``
  (no talon, any suit but hearts) and ``hearts`` (no talon, in hearts); numbers go up one at a
  time, the lowest possible (line 16, 18: no jumps);
- line 17: ``hearts`` ends the auction at once;
- line 19: a player who has passed does not speak again; ``game`` and ``hearts`` only at a
  player's first turn, never after a number;
- line 20: ``game`` can be overcalled only by another ``game`` or by ``hearts``; two ``game``
  bidders settle it by their suits, the higher suit winning and the earlier hand on a tie;
- lines 21–22: a player whose number has been overbid may ``hold`` (здесь, держу): he takes the
  same number; the other must go one higher or pass;
- lines 23–26: the two examples, replayed by the tests.

House rule ``hold_rule``: the seed's examples only show a player holding the bid of a player who
speaks after him, the "first" against the "second" bidder of line 21 ("earlier-hand", the
default: the earlier hand has priority on an equal number); "any-overbid" lets anybody whose
number was overbid hold, as line 21 read alone says.

A call list is written in turn order from the first hand; a dash ``-`` may stand at the turn of
a player who has passed (as in the seed's tables) and is skipped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from clubapp.message import Term
from clubapp.rules.errors import RuleError

GAME_ID = "preference-austrian"

NUMBERS = ("1", "2", "3", "4")
CALLS = ("pass", "hold", *NUMBERS, "game", "hearts", "-")
HOLD_RULES = ("earlier-hand", "any-overbid")


@dataclass(frozen=True)
class AuctionResult:
    """The end of an auction: who declares what; nobody when all passed.

    Several ``game`` bidders settle between themselves by suit (line 20), which the calls do
    not record: then ``declarer`` is None and ``game_bidders`` names them.
    """

    declarer: str | None
    contract: str | None  # "1"–"4", "game", "hearts"; None when all passed
    game_bidders: tuple[str, ...] = ()

    @property
    def passed_out(self) -> bool:
        return self.contract is None


class _Auction:
    """The auction's state while the calls are read."""

    def __init__(self, order: Sequence[str], hold_rule: str) -> None:
        self.order = list(order)
        self.hold_rule = hold_rule
        self.passed: set[str] = set()
        self.spoken: set[str] = set()
        self.level = 0  # the highest number bid or held
        self.leader: str | None = None  # who holds that number
        self.own_level: dict[str, int] = {}  # each player's last number, bid or held
        self.game_bidders: list[str] = []
        self.result: AuctionResult | None = None

    def call(self, player: str, call: str, where: str) -> None:
        first_turn = player not in self.spoken
        self.spoken.add(player)
        if call == "pass":
            self.passed.add(player)
        elif call == "hearts":
            if not first_turn:
                raise RuleError(where, "preference.first_turn_only", player=player,
                                call=Term.choice(GAME_ID, "bidding", "hearts"))
            self.result = AuctionResult(player, "hearts")
            return
        elif call == "game":
            if not first_turn:
                raise RuleError(where, "preference.first_turn_only", player=player,
                                call=Term.choice(GAME_ID, "bidding", "game"))
            self.game_bidders.append(player)
        elif call in NUMBERS:
            self._number(player, int(call), where)
        elif call == "hold":
            self._hold(player, where)
        self._check_end()

    def _number(self, player: str, number: int, where: str) -> None:
        if self.game_bidders:
            raise RuleError(where, "preference.after_game")
        if number != self.level + 1:
            wanted = self.level + 1
            if wanted > len(NUMBERS):
                raise RuleError(where, "preference.four_highest")
            raise RuleError(where, "preference.one_at_a_time", wanted=wanted)
        self.level, self.leader = number, player
        self.own_level[player] = number

    def _hold(self, player: str, where: str) -> None:
        if self.game_bidders:
            raise RuleError(where, "preference.no_hold_after_game")
        if player not in self.own_level or self.own_level[player] >= self.level:
            raise RuleError(where, "preference.hold_not_overbid", player=player)
        assert self.leader is not None  # a number has been bid, so somebody holds it
        if (self.hold_rule == "earlier-hand"
                and self.order.index(player) > self.order.index(self.leader)):
            raise RuleError(where, "preference.hold_earlier_only", player=player,
                            leader=self.leader)
        self.leader = player
        self.own_level[player] = self.level

    def _check_end(self) -> None:
        active = [p for p in self.order if p not in self.passed]
        if not active:
            self.result = AuctionResult(None, None)
        elif self.game_bidders:
            if set(active) <= set(self.game_bidders) and len(self.spoken) == len(self.order):
                if len(active) == 1:
                    self.result = AuctionResult(active[0], "game")
                else:
                    self.result = AuctionResult(None, "game", tuple(active))
        elif self.leader is not None and active == [self.leader]:
            self.result = AuctionResult(self.leader, str(self.level))


def run_auction(calls: Sequence[str], order: Sequence[str], *,
                hold_rule: str = "earlier-hand", field: str = "bidding") -> AuctionResult:
    """Check a préférence auction call by call and say who won it with what.

    ``order`` lists the active players from the first hand (the dealer's left). Raise RuleError
    naming the call (``bidding.3``, 1-based) for any call the rules do not allow, and for an
    auction that stops before its end or goes on after it.
    """
    if not isinstance(calls, Sequence) or isinstance(calls, str):
        raise RuleError(field, "schema.expected_calls")
    if hold_rule not in HOLD_RULES:
        raise RuleError(field, "schema.not_a_choice", value=hold_rule, choices=list(HOLD_RULES))
    auction = _Auction(order, hold_rule)
    turn = 0
    for number, raw in enumerate(calls, start=1):
        where = f"{field}.{number}"
        if not isinstance(raw, str) or raw.strip().lower() not in CALLS:
            raise RuleError(where, "schema.not_a_call", value=raw,
                            choices=[Term.choice(GAME_ID, "bidding", c) for c in CALLS])
        if auction.result is not None:
            raise RuleError(where, "preference.auction_over")
        call = raw.strip().lower()
        while auction.order[turn % len(order)] in auction.passed and call != "-":
            turn += 1  # a player who passed is skipped when no dash stands for him
        player = auction.order[turn % len(order)]
        turn += 1
        if call == "-":
            if player not in auction.passed:
                raise RuleError(where, "preference.dash_for_passed", player=player)
            continue
        auction.call(player, call, where)
    if auction.result is None:
        waiting = [p for p in auction.order if p not in auction.passed]
        raise RuleError(field, "preference.auction_unfinished", players=waiting)
    return auction.result
