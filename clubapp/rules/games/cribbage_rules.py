"""The scoring shared by every form of cribbage (seeds/001 lines 31–287): one deal, in order.

From the seed:
- the order of counting decides the game (line 227): whoever reaches the game hole first
  while pegging wins, whatever the others hold; then the non-dealer shows, then the dealer's
  hand, then his crib (line 179); round the table from the eldest with three (line 273) and
  four (standard order, the seed being silent); his heels is pegged at the turn-up, before
  the play (line 79); three for last at the start of each game of five-card (line 255). The
  pegging stops in the game hole (lines 39–41): a side's total never passes the target, and
  a game won in the play or on a show is entered without the counts never made (line 227);
- a lurch counts two games (line 43): the winner home before the loser has passed the turn,
  that is with the loser on the turn's hole or short of it (30 on a board of 61; target − 31
  on the longer boards, the standard 91-hole line of a 121 game);
- muggins (lines 219–221): a count announced short gives the missing points to the other
  side, a count announced over is taken back and the excess goes to the other side, each
  taken when that count is pegged: a hand's before the next show (so it can win the game
  before the crib, line 227). "Nineteen", and any number no show can make, announces nothing
  (line 223). With the option off, a short announcement loses the points and an overcount is
  only corrected;
- irregularities let stand, each pegged when it arose: a go said (or pegged) with a card that
  fitted gives the other side two in the play (line 203); a hand a card short gives the
  opponent two before the play and is played and shown as it is (line 213); a crib a card
  short is shown as it is and the pone pegs two; a crib a card over is the dealer's to count
  when the pone's hand was short, else void, the pone pegging two when both hands were right
  (line 215), all when the crib is shown.

House-rule choices where the seed is silent (standard published rules): with three players
a lurched opponent pays two stakes and the other one (the game's value is the stakes the
winner collects; for the match a game with a lurch counts two), the two for a short hand go
to the player on its holder's left, and the pone of the crib rules is the eldest hand; with
the count entered by parts, the play's points are what each pegged before the game was won
(the others' first, the side that got home last), an illegal go's two and muggins on the play
joining them; with the cards, muggins on the play is pegged when the play is over (the order of
play does not say which peg was missed: the player's first pegs are taken as the ones he
made); the whole-deal points entry is refused when two sides would both get home, and holds at
most what a deal can give by its counts (penalties and irregular cribs are entered by parts).
Older count entries whose ``muggins`` gave what a player took (the show not said) are read as
taken on the crib when he took it from the dealer, and on the eldest's hand otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar

from clubapp.cards import Card, card_message
from clubapp.message import Message
from clubapp.rules.base import FinishedGame, GameRules, MatchResult, Outcome, State
from clubapp.rules.cribbage_count import (
    JACK,
    possible_show_totals,
    rank_of,
    read_cards,
    show_count,
)
from clubapp.rules.cribbage_play import ILLEGAL_GO, play_out
from clubapp.rules.errors import RuleError
from clubapp.rules.games.cribbage_checks import NINETEEN, check_show
from clubapp.rules.games.cribbage_schema import MAX_SHOW

BOARD_TARGETS = (61, 121, 181)
HEELS = 2  # line 79
THREE_FOR_LAST = 3  # line 255
IRREGULARITY = 2  # lines 213–215: two holes for a short hand or an irregular crib
LARGEST_COUNT = MAX_SHOW  # the most one count can peg: a show of 29 (muggins on one no more)

Steps = list[tuple[str, int]]


@dataclass
class Part:
    """One moment of the counting: its pegs by role, or the field it was to come from when it
    was never entered (refused only if the game was not won before it)."""

    steps: Steps
    missing: RuleError | None = None


@dataclass
class DealSteps:
    """A deal's pegs by role, in the order they are made, before they become sides' steps."""

    before_play: Steps = field(default_factory=list)
    play: Steps = field(default_factory=list)
    play_missing: RuleError | None = None  # the play was not all entered
    play_in_order: bool = True  # False: one total per role, the order to be decided
    after_play: Steps = field(default_factory=list)  # muggins on the play (by the cards)
    first_out: str | None = None
    group: str = "count"  # the entry's group, to name fields in errors
    shows: list[Part] = field(default_factory=list)
    notes: list[Message] = field(default_factory=list)


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
            raise RuleError("option target", "cribbage.board_holes")

    def role_players(self, players: Sequence[str], dealer: str) -> dict[str, str]:
        """Who holds each role this deal: the eldest sits at the dealer's left (next seat)."""
        seat = list(players).index(dealer)
        count = len(players)
        return {role: players[(seat + 1 + k) % count] for k, role in enumerate(self.roles)}

    def key(self, players: Sequence[str], player: str) -> str:
        """Where a player's points go: his side with partners, else himself."""
        return self.side_of(player, players)

    def next_role(self, role: str) -> str:
        """The role on this one's left: the opponent with two, the other side with partners."""
        return self.roles[(self.roles.index(role) + 1) % len(self.roles)]

    def score(self, state: State, entry: Mapping[str, Any]) -> State:
        return super().score(state, self._upgraded(entry))

    def _upgraded(self, entry: Any) -> Any:
        """An older count entry (``muggins``: what a player took, the show not said) in the
        present shape, read as the module docstring says; anything else as it is."""
        count = entry.get("count") if isinstance(entry, Mapping) else None
        if not isinstance(count, Mapping):
            return entry
        older = {r: part["muggins"] for r, part in count.items()
                 if r in self.roles and isinstance(part, Mapping)
                 and type(part.get("muggins")) is int and part["muggins"] >= 0}
        if not older:
            return entry
        new = {r: dict(v) if r in self.roles and isinstance(v, Mapping) else v
               for r, v in count.items()}
        for taker, points in older.items():
            del new[taker]["muggins"]
            if not points:
                continue
            from_dealer = taker != "dealer" and not (
                self.partnership and self.key(self.roles, taker) == self.key(self.roles,
                                                                             "dealer"))
            erring, show = ("dealer", "crib") if from_dealer else (self.roles[0], "hand")
            target = new.get(erring)
            if not isinstance(target, dict):
                return entry  # let the schema name what is wrong
            on = dict(target.get("muggins_on") or {})
            if on.get(show) or ("called_by" in on and on["called_by"] != taker):
                return entry  # two takers on one show: the older shape cannot say it
            on[show] = points
            if len(self.roles) == 3:
                on["called_by"] = taker
            target["muggins_on"] = on
        return {**entry, "count": new}

    # --- one deal ------------------------------------------------------------------------
    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        count, cards = entry.get("count"), entry.get("cards")
        if (count is None) == (cards is None):
            raise RuleError("count", "cribbage.count_or_cards")
        holders = self.role_players(state.players, dealer)
        deal = DealSteps(group="count" if count is not None else "cards")
        if self._first_deal_of_game(state) and state.options.get("three_for_last"):
            deal.before_play.append((self.roles[0], THREE_FOR_LAST))
            deal.notes.append(Message("cribbage.three_for_last",
                                      player=holders[self.roles[0]]))
        if count is not None:
            self._from_count(state, count, holders, deal)
        elif cards is not None:  # the one or the other, as checked above
            self._from_cards(state, cards, holders, deal)
        return self._outcome(state, deal, holders)

    def _first_deal_of_game(self, state: State) -> bool:
        return not state.deals or state.deals[-1].ended_game

    # --- by the count --------------------------------------------------------------------
    def _from_count(self, state: State, count: Mapping[str, Any], holders: Mapping[str, str],
                    deal: DealSteps) -> None:
        starter = count.get("starter")
        starter_rank = rank_of(read_cards([starter], "count.starter")[0]) if starter else None
        heels = bool(count.get("heels", False))
        if heels:
            if starter_rank is not None and starter_rank != JACK:
                raise RuleError("count.heels", "cribbage.heels_needs_jack", starter=starter)
            starter_rank = JACK
        irregular = count.get("irregular") or {}
        short = irregular.get("short_hand")
        self._penalties(count.get("penalties"), deal)
        self._short_hand(short, holders, deal)
        if heels:
            deal.before_play.append(("dealer", HEELS))
        deal.play_in_order = False
        deal.first_out = count.get("first_out")
        muggins = bool(state.options.get("muggins"))
        missing_play = [r for r in self.roles if count[r].get("play") is None]
        if missing_play:  # refused unless the game was won before the play ended
            deal.play_missing = RuleError(f"count.{missing_play[0]}.play",
                                          "cribbage.count_missing")
        for role in self.roles:
            part = count[role]
            on = part.get("muggins_on") or {}
            where = f"count.{role}.muggins_on"
            if any(on.get(k) for k in ("play", "hand", "crib")) and not muggins:
                raise RuleError(where, "cribbage.no_muggins")
            if part.get("play") is not None:
                deal.play.append((role, part["play"]))
            if on.get("play"):
                if part.get("play") is None:
                    raise RuleError(f"{where}.play", "cribbage.muggins_without_count")
                deal.play.append((self._taker(role, on, f"{where}.called_by"), on["play"]))
        go_by = irregular.get("go_by")
        if go_by is not None:
            deal.play.append((self.next_role(go_by), ILLEGAL_GO))
            deal.notes.append(Message("cribbage.illegal_go", player=holders[go_by],
                                      other=holders[self.next_role(go_by)]))
        for role in self.roles:
            size = self.hand_size - (1 if short == role else 0)
            self._count_show(role, "hand", count[role], size, starter_rank, holders, deal,
                             crib=False)
        self._crib_irregularity(irregular.get("crib"), short, holders, deal)
        crib_size = {"short": 3, "long": 5}.get(irregular.get("crib") or "", 4)
        if self._crib_void(irregular.get("crib"), short):
            if count["dealer"].get("crib"):
                raise RuleError("count.dealer.crib", "cribbage.crib_void")
            if (count["dealer"].get("muggins_on") or {}).get("crib"):
                raise RuleError("count.dealer.muggins_on.crib", "cribbage.crib_void")
            return
        self._count_show("dealer", "crib", count["dealer"], crib_size, starter_rank, holders,
                         deal, crib=True)

    def _count_show(self, role: str, what: str, part: Mapping[str, Any], size: int,
                    starter_rank: int | None, holders: Mapping[str, str], deal: DealSteps, *,
                    crib: bool) -> None:
        """One show of the count entry, and the muggins taken on it, as one moment."""
        where = f"count.{role}.{what}"
        value = part.get(what)
        on = part.get("muggins_on") or {}
        taken = on.get(what) or 0
        if value is None:
            if taken:
                raise RuleError(f"count.{role}.muggins_on.{what}",
                                "cribbage.muggins_without_count")
            deal.shows.append(Part([], missing=RuleError(where, "cribbage.count_missing")))
            return
        if value == NINETEEN and NINETEEN not in possible_show_totals(size, crib=crib):
            deal.notes.append(Message(f"cribbage.nineteen_{what}", player=holders[role]))
            value = 0
        irregular = size != (4 if crib else self.hand_size)
        try:
            check_show(value, size, where, crib=crib, starter_rank=starter_rank,
                       irregular=irregular)
        except RuleError:
            if not taken:
                raise
            try:  # announced short: what he kept and what was taken make the show
                check_show(value + taken, size, where, crib=crib, starter_rank=starter_rank,
                           irregular=irregular)
            except RuleError:
                raise RuleError(where, "cribbage.no_show_with_muggins", value=value,
                                taken=taken) from None
        steps: Steps = [(role, value)]
        if taken:
            steps.append((self._taker(role, on, f"count.{role}.muggins_on.called_by"), taken))
        deal.shows.append(Part(steps))

    # --- by the cards --------------------------------------------------------------------
    def _from_cards(self, state: State, cards: Mapping[str, Any], holders: Mapping[str, str],
                    deal: DealSteps) -> None:
        irregular = cards.get("irregular") or {}
        short, crib_kind = irregular.get("short_hand"), irregular.get("crib")
        starter = read_cards([cards["starter"]], "cards.starter")[0]
        hands = {role: read_cards(cards[role], f"cards.{role}") for role in self.roles}
        crib = (read_cards(cards["crib"], "cards.crib") if cards.get("crib") is not None
                else None)
        seen: dict[Card, Message] = {starter: Message("cribbage.the_starter")}
        held_by: list[tuple[str, list[Card]]] = list(hands.items())
        if crib is not None:
            held_by.append(("crib", crib))
        for name, held in held_by:
            if name == "crib":
                size = {"short": 3, "long": 5}.get(crib_kind or "", 4)
                where: Message = Message("cribbage.the_crib")
                wrong = "cribbage.crib_cards"
            else:
                size = self.hand_size - (1 if short == name else 0)
                where = Message("cribbage.hand_of", player=holders[name])
                wrong = "cribbage.hand_cards"
            if len(held) != size:
                raise RuleError(f"cards.{name}", wrong, player=holders.get(name, ""),
                                size=size, got=len(held))
            for card in held:
                if card in seen:
                    raise RuleError(f"cards.{name}", "cribbage.card_also", card=card_message(card),
                                    where=seen[card])
                seen[card] = where
        forgotten = cards.get("heels_forgotten", False)
        if forgotten and rank_of(starter) != JACK:
            raise RuleError("cards.heels_forgotten", "cribbage.no_heels_to_forget",
                            starter=str(starter))
        self._penalties(cards.get("penalties"), deal)
        self._short_hand(short, holders, deal)
        if rank_of(starter) == JACK and not forgotten:
            deal.before_play.append(("dealer", HEELS))
        claims = cards.get("claims") or {}
        self._play_from_cards(state, cards, hands, holders, claims, deal)
        for role in self.roles:
            true = show_count(hands[role], starter, irregular=short == role).total
            self._show(state, role, "hand", true, len(hands[role]), claims, holders, deal)
        self._crib_irregularity(crib_kind, short, holders, deal)
        if self._crib_void(crib_kind, short):
            return
        if crib is None:
            deal.shows.append(Part([], missing=RuleError("cards.crib", "cribbage.count_missing")))
            return
        true = show_count(crib, starter, crib=True, irregular=crib_kind is not None).total
        self._show(state, "dealer", "crib", true, len(crib), claims, holders, deal)

    def _play_from_cards(self, state: State, cards: Mapping[str, Any],
                         hands: Mapping[str, list[Card]], holders: Mapping[str, str],
                         claims: Mapping[str, Any], deal: DealSteps) -> None:
        order, pegged = cards.get("play"), cards.get("pegged")
        go_after = (cards.get("irregular") or {}).get("go_after")
        if order is not None and pegged is not None:
            raise RuleError("cards.pegged", "cribbage.order_or_pegged")
        if pegged is not None:
            if go_after is not None:
                raise RuleError("cards.irregular.go_after", "cribbage.go_needs_order")
            for role in self.roles:
                if (claims.get(role) or {}).get("play") is not None:
                    raise RuleError(f"cards.claims.{role}.play", "cribbage.play_claim_needs_order")
            deal.play = [(role, pegged[role]) for role in self.roles]
            deal.play_in_order = False
            deal.first_out = cards.get("first_out")
            return
        if order is None:
            raise RuleError("cards.play", "cribbage.play_missing")
        if cards.get("first_out") is not None:
            raise RuleError("cards.first_out", "cribbage.order_says_who")
        played = read_cards(order, "cards.play")
        result = play_out([hands[r] for r in self.roles], played,
                          names=[holders[r] for r in self.roles],
                          single_count=self.single_count, field="cards.play", partial=True,
                          illegal_go_after=go_after, go_field="cards.irregular.go_after")
        if result.illegal_go_by is not None:
            by = self.roles[result.illegal_go_by]
            deal.notes.append(Message("cribbage.illegal_go", player=holders[by],
                                      other=holders[self.next_role(by)]))
        deal.play = [(self.roles[peg.seat], peg.points) for peg in result.pegs]
        if result.waiting is not None:  # refused unless the game was won in the play
            seat, left = result.waiting
            deal.play_missing = RuleError("cards.play", "cribbage.play_stops_early",
                                          player=holders[self.roles[seat]],
                                          cards=" ".join(str(c) for c in left))
        self._play_claims(state, claims, holders, deal)

    def _play_claims(self, state: State, claims: Mapping[str, Any], holders: Mapping[str, str],
                     deal: DealSteps) -> None:
        """What a player pegged in the play when it was not what the play gave him: his first
        pegs are the ones he made; with muggins the rest (or what he took over) goes to the
        other side when the play is over (line 221)."""
        for role in self.roles:
            claim = claims.get(role) or {}
            said = claim.get("play")
            true = sum(n for r, n in deal.play if r == role)
            if said is None or said == true:
                continue
            if deal.play_missing is not None:
                raise RuleError(f"cards.claims.{role}.play", "cribbage.claim_unfinished_play")
            left = said
            kept: Steps = []
            for who, points in deal.play:
                if who == role:
                    points, left = min(points, left), left - min(points, left)
                kept.append((who, points))
            deal.play = kept
            deal.notes.append(Message("cribbage.pegged_play", player=holders[role], said=said,
                                      true=true))
            if state.options.get("muggins"):
                taker = self._taker(role, claim, f"cards.claims.{role}.called_by")
                deal.after_play.append((taker, abs(said - true)))

    def _show(self, state: State, role: str, what: str, true: int, size: int,
              claims: Mapping[str, Any], holders: Mapping[str, str], deal: DealSteps) -> None:
        """Peg a show as announced, with muggins for a wrong announcement (lines 219–223)."""
        claim_group = claims.get(role) or {}
        said = claim_group.get(what)
        if said is None or said == true:
            deal.shows.append(Part([(role, true)]))
            return
        crib = what == "crib"
        if said not in possible_show_totals(size, crib=crib):
            # "nineteen", or any number no show makes, announces nothing (line 223)
            deal.notes.append(Message(f"cribbage.nothing_{what}", player=holders[role],
                                      said=said, true=true))
            said = 0
        else:
            deal.notes.append(Message(f"cribbage.announced_{what}", player=holders[role],
                                      said=said, true=true))
        steps: Steps = [(role, min(said, true))]  # short: the rest missed; over: taken back
        if said != true and state.options.get("muggins"):
            taker = self._taker(role, claim_group, f"cards.claims.{role}.called_by")
            steps.append((taker, abs(said - true)))
        deal.shows.append(Part(steps))

    # --- the parts common to both entries ------------------------------------------------
    def _taker(self, role: str, claim: Mapping[str, Any], field_name: str) -> str:
        """The role that calls muggins on ``role``: the opponent (any of the other side)."""
        called_by: str | None = claim.get("called_by")  # a role, as the schema checked
        if len(self.roles) == 3:
            if called_by is None:
                raise RuleError(field_name, "cribbage.who_called_muggins")
            if called_by == role:
                raise RuleError(field_name, "cribbage.muggins_on_himself")
            return called_by
        return self.next_role(role)

    def _penalties(self, penalties: Mapping[str, int] | None, deal: DealSteps) -> None:
        for role in self.roles:
            points = (penalties or {}).get(role)
            if points:
                deal.before_play.append((role, points))

    def _short_hand(self, short: str | None, holders: Mapping[str, str],
                    deal: DealSteps) -> None:
        """Line 213: a hand a card short after laying out: the opponent pegs two."""
        if short is None:
            return
        other = self.next_role(short)
        deal.before_play.append((other, IRREGULARITY))
        deal.notes.append(Message("cribbage.short_hand", player=holders[short],
                                  other=holders[other]))

    @staticmethod
    def _crib_void(kind: str | None, short: str | None) -> bool:
        """Line 215: a crib a card over is void unless the pone's (a non-dealer's) hand was
        short."""
        return kind == "long" and (short is None or short == "dealer")

    def _crib_irregularity(self, kind: str | None, short: str | None,
                           holders: Mapping[str, str], deal: DealSteps) -> None:
        """Line 215, when the crib is shown: the pone's two for an evident misdeal."""
        if kind is None:
            return
        pone = self.roles[0]
        if kind == "short":
            steps: Steps = [] if short is not None else [(pone, IRREGULARITY)]
            deal.notes.append(Message("cribbage.crib_short_misdeal" if steps
                                      else "cribbage.crib_short", pone=holders[pone]))
        elif short is None:
            steps = [(pone, IRREGULARITY)]
            deal.notes.append(Message("cribbage.crib_long_misdeal", pone=holders[pone]))
        elif short == "dealer":
            steps = []
            deal.notes.append(Message("cribbage.crib_long_void"))
        else:
            steps = []
            deal.notes.append(Message("cribbage.crib_long_counted", player=holders[short]))
        deal.shows.append(Part(steps))

    # --- from roles to sides, in order, to the game hole ---------------------------------
    def _outcome(self, state: State, deal: DealSteps, holders: Mapping[str, str]) -> Outcome:
        def side(role: str) -> str:
            return self.key(state.players, holders[role])

        hole = HoleWalk(self.game_target(state) or 0, dict(state.totals))
        if not hole.peg([(side(r), n) for r, n in deal.before_play]):
            play = [(side(r), n) for r, n in deal.play if n]
            if not deal.play_in_order:
                play = self._order_play(hole.totals, hole.target, play, deal.first_out, side,
                                        deal.group)
            if not hole.peg(play) and deal.play_missing is not None:
                raise deal.play_missing
            if not hole.over and not hole.peg([(side(r), n) for r, n in deal.after_play]):
                for part in deal.shows:
                    if part.missing is not None:
                        raise part.missing
                    if hole.peg([(side(r), n) for r, n in part.steps]):
                        break
        return Outcome(tuple(hole.steps), note=tuple(deal.notes))

    def _order_play(self, totals: Mapping[str, int], target: int, play: Steps,
                    first_out: str | None, side: Callable[[str], str], group: str) -> Steps:
        """Order the play's totals by role so that the right side gets home (line 227).

        The entered play points are what each pegged before the game was won, so the others'
        pegs come first and the side that got home last; when more than one side would get
        home, ``first_out`` says who did, and that side comes first.
        """
        gained: dict[str, int] = {}
        for who, points in play:
            gained[who] = gained.get(who, 0) + points
        home = [who for who, points in gained.items() if totals[who] + points >= target]
        where = f"{group}.first_out"
        first = side(first_out) if first_out is not None else None
        if first is not None and first not in home:
            raise RuleError(where, "cribbage.first_out_not_home", side=first, target=target)
        if len(home) > 1:
            if first is None:
                raise RuleError(where, "cribbage.who_pegged_out_first", sides=home,
                                target=target)
            return [s for s in play if s[0] == first] + [s for s in play if s[0] != first]
        return [s for s in play if s[0] not in home] + [s for s in play if s[0] in home]

    # --- points entered as totals ----------------------------------------------------------
    def own_most(self, role: str) -> int:
        """The most a role pegs in a deal by its own counts: its play, its hand, and the
        dealer's crib and heels, three for last to the pone."""
        most = self.max_play.get(role, 0) + self.hand_maximum()
        if role == "dealer":
            most += MAX_SHOW + HEELS
        if role == self.roles[0]:
            most += THREE_FOR_LAST
        return most

    def most_in_a_deal(self, state: State) -> int:
        """An upper bound of what one side can peg in a deal by its counts (for the whole-deal
        points entry): its members' own counts, whoever deals, and with muggins whatever the
        others' counts can give by it."""
        best = 0
        muggins = bool(state.options.get("muggins"))
        for dealer_side in (True, False):
            mine = [r for r in self.roles
                    if self._same_side(r, "dealer") == dealer_side] if self.partnership else (
                ["dealer"] if dealer_side else [self.roles[0]])
            own = sum(self.own_most(r) for r in mine)
            others = sum(self.own_most(r) for r in self.roles if r not in mine)
            best = max(best, own + (others if muggins else 0))
        return best

    def _same_side(self, one: str, other: str) -> bool:
        return (self.roles.index(one) - self.roles.index(other)) % 2 == 0

    def hand_maximum(self) -> int:
        """The best show of this game's hand with the starter (29 for four cards)."""
        return max(possible_show_totals(self.hand_size))

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        bound = self.most_in_a_deal(state)
        target = self.game_target(state) or 0
        for who, value in points.items():
            if value < 0:
                raise RuleError(f"points.{who}", "cribbage.never_back")
            if value > bound:
                raise RuleError(f"points.{who}", "cribbage.more_than_a_deal", value=value,
                                most=bound)
            reach = target - 1 - state.totals[who] + LARGEST_COUNT
            if value > reach:
                raise RuleError(f"points.{who}", "cribbage.past_the_hole", value=value,
                                total=state.totals[who], target=target, count=LARGEST_COUNT)
        home = [who for who, value in points.items()
                if value and state.totals[who] + value >= target]
        if len(home) > 1:
            raise RuleError("points", "cribbage.both_home", sides=home, target=target)

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        hole = HoleWalk(self.game_target(state) or 0, dict(state.totals))
        hole.peg([(who, n) for who, n in points.items() if n])
        return Outcome(tuple(hole.steps))

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


class HoleWalk:
    """Pegs moved in order until a side is in the game hole (lines 39–41): the count that gets
    there stops in it, and nothing after it is pegged."""

    def __init__(self, target: int, totals: dict[str, int]) -> None:
        self.target = target
        self.totals = totals
        self.steps: Steps = []
        self.over = any(n >= target for n in totals.values()) if target else False

    def peg(self, steps: Steps) -> bool:
        """Peg these in order; True once the game is won."""
        for who, points in steps:
            if self.over:
                return True
            if points <= 0:
                continue
            if self.target:
                points = min(points, self.target - self.totals[who])
            self.totals[who] += points
            self.steps.append((who, points))
            if self.target and self.totals[who] >= self.target:
                self.over = True
        return self.over
