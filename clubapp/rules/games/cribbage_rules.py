"""The scoring shared by every form of cribbage (seeds/001 lines 31–287): one deal, in order.

From the seed:
- the order of counting decides the game (line 227): whoever reaches the game hole first
  while pegging wins, whatever the others hold; then the non-dealer shows, then the dealer's
  hand, then his crib (line 179); round the table from the eldest with three (line 273) and
  four (standard order, the seed being silent); his heels is pegged at the turn-up, before
  the play (line 79); three for last at the start of each game of five-card (line 255);
- a lurch counts two games (line 43): the winner home before the loser has passed the turn,
  that is with the loser on the turn's hole or short of it (30 on a board of 61; target − 31
  on the longer boards, the standard 91-hole line of a 121 game);
- muggins (lines 215–221): a show announced short gives the missing points to the other
  side, a show announced over is taken back and the excess goes to the other side. With the
  option off, a short announcement loses the points and an overcount is only corrected.

House-rule choices where the seed is silent (standard published rules): with three players
a lurched opponent pays two stakes and the other one (the game's value is the stakes the
winner collects; for the match a game with a lurch counts two); with the count entered by
parts, points taken by muggins are pegged after the crib, and the play's points are what
each pegged before the game was won (the others' first, the side that got home last); the
whole-deal points entry is refused when two sides would both get home.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar

from clubapp.cards import Card
from clubapp.rules.base import FinishedGame, GameRules, MatchResult, Outcome, State
from clubapp.rules.cribbage_count import (
    JACK,
    possible_show_totals,
    rank_of,
    read_cards,
    show_count,
)
from clubapp.rules.cribbage_play import play_out
from clubapp.rules.errors import RuleError
from clubapp.rules.games.cribbage_checks import check_show
from clubapp.rules.games.cribbage_schema import MAX_SHOW

BOARD_TARGETS = (61, 121, 181)
HEELS = 2  # line 79
THREE_FOR_LAST = 3  # line 255
MAX_PENALTIES = 60  # the schema's ceiling of penalties a deal


@dataclass
class DealSteps:
    """A deal's pegs by role, in the order they are made, before they become sides' steps."""

    before_play: list[tuple[str, int]] = field(default_factory=list)
    play: list[tuple[str, int]] = field(default_factory=list)
    play_in_order: bool = True  # False: one total per role, the order to be decided
    first_out: str | None = None
    group: str = "count"  # the entry's group, to name fields in errors
    shows: list[tuple[str, int]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


class CribbageRules(GameRules):
    """One form of cribbage: the roles round the table, the hand size and the play's counts."""

    family = "cribbage"
    roles: ClassVar[tuple[str, ...]] = ("pone", "dealer")  # in the order of play, dealer last
    hand_size: ClassVar[int] = 4
    single_count: ClassVar[bool] = False  # five-card: no play after a go or 31 (line 257)
    max_play: ClassVar[Mapping[str, int]] = MappingProxyType({})  # the most a role can peg
    has_match = True

    # --- seats ---------------------------------------------------------------------------
    def check_players(self, players: Sequence[str], options: Mapping[str, Any]) -> None:
        if options.get("target") not in BOARD_TARGETS:
            raise RuleError("option target", "a cribbage board has 61, 121 or 181 holes")

    def role_players(self, players: Sequence[str], dealer: str) -> dict[str, str]:
        """Who holds each role this deal: the eldest sits at the dealer's left (next seat)."""
        seat = list(players).index(dealer)
        count = len(players)
        return {role: players[(seat + 1 + k) % count] for k, role in enumerate(self.roles)}

    def key(self, players: Sequence[str], player: str) -> str:
        """Where a player's points go: his side with partners, else himself."""
        return self.side_of(player, players)

    # --- one deal ------------------------------------------------------------------------
    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        count, cards = entry.get("count"), entry.get("cards")
        if (count is None) == (cards is None):
            raise RuleError("count", "enter the deal either by its count (points as pegged) "
                                     "or by its cards, one of the two")
        holders = self.role_players(state.players, dealer)
        deal = DealSteps(group="count" if count is not None else "cards")
        if self._first_deal_of_game(state) and state.options.get("three_for_last"):
            deal.before_play.append((self.roles[0], THREE_FOR_LAST))
            deal.notes.append("three for last")
        if count is not None:
            self._from_count(state, count, deal)
        else:
            self._from_cards(state, cards, holders, deal)
        return self._outcome(state, deal, holders)

    def _first_deal_of_game(self, state: State) -> bool:
        return not state.deals or state.deals[-1].ended_game

    def _from_count(self, state: State, count: Mapping[str, Any], deal: DealSteps) -> None:
        starter = count.get("starter")
        starter_rank = rank_of(read_cards([starter], "count.starter")[0]) if starter else None
        heels = bool(count.get("heels", False))
        if heels:
            if starter_rank is not None and starter_rank != JACK:
                raise RuleError("count.heels", f"his heels needs a jack turned up, the starter "
                                               f"is {starter}")
            starter_rank = JACK
        self._penalties(count.get("penalties"), deal)
        if heels:
            deal.before_play.append(("dealer", HEELS))
        deal.play_in_order = False
        deal.first_out = count.get("first_out")
        muggins: list[tuple[str, int]] = []
        for role in self.roles:
            part = count[role]
            deal.play.append((role, part["play"]))
            check_show(part["hand"], self.hand_size, f"count.{role}.hand",
                       starter_rank=starter_rank)
            deal.shows.append((role, part["hand"]))
            if part.get("muggins"):
                if not state.options.get("muggins"):
                    raise RuleError(f"count.{role}.muggins", "this table does not play muggins")
                muggins.append((role, part["muggins"]))
        crib = count["dealer"]["crib"]
        check_show(crib, 4, "count.dealer.crib", crib=True, starter_rank=starter_rank)
        deal.shows.append(("dealer", crib))
        deal.shows.extend(muggins)

    def _from_cards(self, state: State, cards: Mapping[str, Any], holders: Mapping[str, str],
                    deal: DealSteps) -> None:
        starter = read_cards([cards["starter"]], "cards.starter")[0]
        hands = {role: read_cards(cards[role], f"cards.{role}") for role in self.roles}
        crib = read_cards(cards["crib"], "cards.crib")
        seen: dict[Card, str] = {starter: "the starter"}
        for name, held in [*hands.items(), ("crib", crib)]:
            where = "the crib" if name == "crib" else f"{holders[name]}'s hand"
            size = 4 if name == "crib" else self.hand_size
            if len(held) != size:
                raise RuleError(f"cards.{name}", f"{where} has {size} cards, got {len(held)}")
            for card in held:
                if card in seen:
                    raise RuleError(f"cards.{name}", f"{card} is also {seen[card]}")
                seen[card] = where
        forgotten = cards.get("heels_forgotten", False)
        if forgotten and rank_of(starter) != JACK:
            raise RuleError("cards.heels_forgotten", f"no heels to forget: {starter} is not a "
                                                     "jack")
        self._penalties(cards.get("penalties"), deal)
        if rank_of(starter) == JACK and not forgotten:
            deal.before_play.append(("dealer", HEELS))
        self._play_from_cards(cards, hands, holders, deal)
        claims = cards.get("claims") or {}
        for role in self.roles:
            self._show(state, role, "hand", show_count(hands[role], starter).total, claims, deal)
        self._show(state, "dealer", "crib", show_count(crib, starter, crib=True).total, claims,
                   deal)

    def _play_from_cards(self, cards: Mapping[str, Any], hands: Mapping[str, list[Card]],
                         holders: Mapping[str, str], deal: DealSteps) -> None:
        order, pegged = cards.get("play"), cards.get("pegged")
        if order is not None and pegged is not None:
            raise RuleError("cards.pegged", "give the order of play or the pegged points, "
                                            "not both")
        if order is None and pegged is None:
            raise RuleError("cards.play", "missing: give the order of play, or what each "
                                          "pegged in the play (pegged)")
        if pegged is not None:
            deal.play = [(role, pegged[role]) for role in self.roles]
            deal.play_in_order = False
            deal.first_out = cards.get("first_out")
            return
        if cards.get("first_out") is not None:
            raise RuleError("cards.first_out", "the order of play already says who got home")
        played = read_cards(order, "cards.play")
        result = play_out([hands[r] for r in self.roles], played,
                          names=[holders[r] for r in self.roles],
                          single_count=self.single_count, field="cards.play")
        deal.play = [(self.roles[peg.seat], peg.points) for peg in result.pegs]

    def _show(self, state: State, role: str, what: str, true: int,
              claims: Mapping[str, Any], deal: DealSteps) -> None:
        """Peg a show as announced, with muggins for a wrong announcement (lines 219–221)."""
        claim_group = claims.get(role) or {}
        said = claim_group.get(what)
        if said is None or said == true:
            deal.shows.append((role, true))
            return
        deal.shows.append((role, min(said, true)))  # short: the rest is missed; over: taken back
        deal.notes.append(f"{role} announced {said} for the {what}, worth {true}")
        if not state.options.get("muggins"):
            return
        taker = self._muggins_taker(role, claim_group, f"cards.claims.{role}.called_by")
        deal.shows.append((taker, abs(said - true)))

    def _muggins_taker(self, role: str, claim: Mapping[str, Any], field_name: str) -> str:
        """The role that calls muggins on ``role``: the opponent (any of the other side)."""
        called_by = claim.get("called_by")
        if len(self.roles) == 3:
            if called_by is None:
                raise RuleError(field_name, "missing: say who called muggins")
            if called_by == role:
                raise RuleError(field_name, "a player cannot call muggins on himself")
            return called_by
        others = [r for r in self.roles if r != role]
        if self.partnership:
            seat = self.roles.index(role)
            others = [r for k, r in enumerate(self.roles) if (k - seat) % 2]
        return others[0]

    def _penalties(self, penalties: Mapping[str, int] | None, deal: DealSteps) -> None:
        for role in self.roles:
            points = (penalties or {}).get(role)
            if points:
                deal.before_play.append((role, points))

    # --- from roles to sides, in order ---------------------------------------------------
    def _outcome(self, state: State, deal: DealSteps, holders: Mapping[str, str]) -> Outcome:
        def side(role: str) -> str:
            return self.key(state.players, holders[role])

        steps = [(side(r), n) for r, n in deal.before_play if n]
        play = [(side(r), n) for r, n in deal.play if n]
        if not deal.play_in_order:
            play = self._order_play(state, steps, play, deal.first_out, side, deal.group)
        steps += play
        steps += [(side(r), n) for r, n in deal.shows if n]
        return Outcome(tuple(steps), note="; ".join(deal.notes))

    def _order_play(self, state: State, before: list[tuple[str, int]],
                    play: list[tuple[str, int]], first_out: str | None,
                    side: Any, group: str) -> list[tuple[str, int]]:
        """Order the play's totals by role so that the right side gets home (line 227).

        The entered play points are what each pegged before the game was won, so the others'
        pegs come first and the side that got home last; when more than one side would get
        home, ``first_out`` says who did, and that side comes first.
        """
        target = self.game_target(state) or 0
        totals = dict(state.totals)
        for who, points in before:
            totals[who] += points
            if totals[who] >= target:
                return play  # the game was over before the play
        gained: dict[str, int] = {}
        for who, points in play:
            gained[who] = gained.get(who, 0) + points
        home = [who for who, points in gained.items() if totals[who] + points >= target]
        where = f"{group}.first_out"
        first = side(first_out) if first_out is not None else None
        if first is not None and first not in home:
            raise RuleError(where, f"{first} does not reach {target} in the play")
        if len(home) > 1:
            if first is None:
                raise RuleError(where, f"missing: {' and '.join(home)} both reach {target} in "
                                       "the play; say who pegged out first")
            return [s for s in play if s[0] == first] + [s for s in play if s[0] != first]
        return [s for s in play if s[0] not in home] + [s for s in play if s[0] in home]

    # --- points entered as totals ----------------------------------------------------------
    def most_in_a_deal(self, state: State) -> int:
        """An upper bound of what one side can peg in a deal (for the whole-deal points entry):
        the most pegged in the play and shown in hand by each member, a crib and heels (the
        entry may name another dealer), three for last, muggins on the others' shows, and
        penalties."""
        members = 2 if self.partnership else 1
        play = max(self.max_play.values(), default=0)
        muggins = MAX_SHOW * len(self.roles) if state.options.get("muggins") else 0
        return (members * (play + self.hand_maximum()) + MAX_SHOW + HEELS + THREE_FOR_LAST
                + muggins + MAX_PENALTIES)

    def hand_maximum(self) -> int:
        """The best show of this game's hand with the starter (29 for four cards)."""
        return max(possible_show_totals(self.hand_size))

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        bound = self.most_in_a_deal(state)
        for who, value in points.items():
            if value < 0:
                raise RuleError(f"points.{who}", "cribbage points never go back")
            if value > bound:
                raise RuleError(f"points.{who}", f"{value} is more than a deal can give "
                                                 f"(at most {bound})")
        target = self.game_target(state) or 0
        home = [who for who, value in points.items()
                if value and state.totals[who] + value >= target]
        if len(home) > 1:
            raise RuleError("points", f"{' and '.join(home)} would both reach {target}: enter "
                                      "this deal by its count or its cards, so that the order "
                                      "of counting decides")

    # --- games and the match --------------------------------------------------------------
    def lurch_line(self, state: State) -> int:
        """A loser on this hole or short of it is lurched (line 43)."""
        return (self.game_target(state) or 61) - 31

    def lurched(self, state: State, totals: Mapping[str, int], winner: str) -> list[str]:
        """The losers who had not passed the turn when the winner got home."""
        if not state.options.get("lurch"):
            return []
        line = self.lurch_line(state)
        return [who for who, total in totals.items() if who != winner and total <= line]

    def game_value(self, state: State, totals: Mapping[str, int], winner: str) -> int | None:
        losers = [who for who in totals if who != winner]
        return len(losers) + len(self.lurched(state, totals, winner))

    def match_result(self, state: State, games: Sequence[FinishedGame]) -> MatchResult | None:
        wanted = state.options.get("games", 1)
        won: dict[str, int] = {}
        for game in games:
            counted = 2 if self.lurched(state, game.totals, game.winner) else 1
            won[game.winner] = won.get(game.winner, 0) + counted
            if won[game.winner] >= wanted:
                return MatchResult(game.winner, won[game.winner])
        return None

