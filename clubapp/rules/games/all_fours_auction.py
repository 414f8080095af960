"""Auction pitch (sell-out, commercial pitch) and smudge: seeds/000 lines 175-211.

From the seed:
- line 181: four to seven players, each for himself; line 183: seven white chips each, red
  chips for the pool when the game is played for stakes;
- line 187: a point each for holding (being dealt) the highest and the lowest trump in play,
  for winning the trick with the jack, and for game (pips as in seven-up, line 143); a tie
  for game scores for nobody;
- lines 189-203: the sale, the contract, "the pitcher goes out first" and the set-back (see
  ``all_fours_bidding``); line 201's and line 203's worked examples come out as written;
- line 199: the first player rid of his seven white chips wins the pool with all its red
  chips; line 203: in many clubs a player set back puts a red chip in the pool;
- line 207: a revoke: everyone but the offender scores what he took, the pitcher who fails is
  not set back, the offender is set back by the bid (2 with no bid) and puts a red chip in the
  pool; an offender who sold the pitch scores nothing for his sale either; two revokes in a
  hand (``second_revoke``, by two players or one twice) are each set back and each pay a red
  chip;
- line 211 (smudge): a player not "in the hole" (below nothing) who bids four and makes them
  wins the game at once.

House-rule choices: the pool is played for by default (``red_chips``), each player putting
``ante`` red chips (default 1) in it as a game starts — the seed does not say how the pool is
made up; the red chip for a set-back (line 203, "many clubs") is off by default; in smudge
"bids four" means the pitcher's own bid of four (bought from the seller or won at the board),
not a seller's refusal of someone else's four.

Chips: each deal's ``chips`` are the red chips it moves (antes and penalties into the pool,
the pool to the winner) and ``pool`` what is left in it; ``State.extra`` keeps ``to_go``
(white chips left, more than seven for a player in the hole), ``pool`` and ``red`` (each
player's red chips won or lost so far).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from clubapp.message import Message
from clubapp.rules.base import Outcome, State, frozen
from clubapp.rules.errors import RuleError
from clubapp.rules.games.all_fours_bidding import (
    REVOKE,
    SECOND_REVOKE,
    BiddingGame,
    bidding_fields,
    bidding_options,
)
from clubapp.rules.games.all_fours_common import (
    CARD_FIELDS,
    Point,
    Share,
    check_high_low_cards,
    check_pips_total,
    game_fields,
    game_point_by_pips,
    max_game_pips,
    point_field,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Option

AUCTION_OPTIONS = (
    *bidding_options(7, "line 183: seven white chips", "строка 183: семь белых фишек"),
    Option("red_chips", "bool", True, "Play for a red-chip pool", "Играть на кон из красных фишек",
           help="lines 183, 199: the winner takes the pool",
           help_ru="строки 183, 199: выигравший забирает кон"),
    Option("ante", "int", 1, "Red chips each puts in the pool as a game starts",
           "Красных фишек в кон от каждого в начале партии", minimum=0, maximum=100),
    Option("setback_red_chip", "bool", False, "A player set back adds a red chip",
           "Откатившийся кладёт красную фишку", help="line 203: the custom of many clubs",
           help_ru="строка 203: обычай многих клубов"),
)

AUCTION_ENTRY = (
    *bidding_fields(4),
    point_field("high", "High (dealt the highest trump)", "Старший (сдан старший козырь)",
                nullable=False, help="line 187: to the player dealt it",
                help_ru="строка 187: тому, кому он сдан"),
    point_field("low", "Low (dealt the lowest trump)", "Младший (сдан младший козырь)",
                nullable=False, help="line 187: to the player dealt it",
                help_ru="строка 187: тому, кому он сдан"),
    point_field("jack", "Jack (won the trick with it)", "Валет (взял взятку с ним)",
                nullable=True, help="null: the jack of trumps was not in play",
                help_ru="пусто: валета козырей не было в игре"),
    *game_fields(80),
    *CARD_FIELDS,
    REVOKE,
    SECOND_REVOKE,
)


@register
class AuctionPitch(BiddingGame):
    """Auction pitch: the eldest hand sells, seven chips to go, a red-chip pool."""

    id = "auction-pitch"
    aliases: ClassVar[tuple[str, ...]] = ("sell-out", "commercial-pitch")
    name = "Auction pitch"
    name_ru = "Окшн-питч"
    source = "seeds/000 lines 175-207"
    target = 7
    chip_unit = "red"  # line 183: the white chips are the points to go, the pool is red
    options = AUCTION_OPTIONS
    entry_schema = AUCTION_ENTRY

    def card_points(self, state: State, entry: Mapping[str, Any], dealer: str) -> list[Point]:
        """High, low, jack and game, in the order they go out (line 201)."""
        check_high_low_cards(entry)
        points = [Point("high", entry["high"], 1), Point("low", entry["low"], 1)]
        if entry["jack"] is not None:
            points.append(Point("jack", entry["jack"], 1))
        game = self.game_player(state, entry)
        if game is not None:
            points.append(Point("game", game, 1))
        return points

    def game_player(self, state: State, entry: Mapping[str, Any]) -> str | None:
        """Who made game, by name or from the pips; a tie scores for nobody (line 187)."""
        named, pips = "game" in entry, entry.get("game_pips") is not None
        if named and pips:
            raise RuleError("game_pips", "all_fours.game_or_pips")
        if not named and not pips:
            raise RuleError("game", "all_fours.game_missing")
        if named:
            who: str | None = entry["game"]
            return who
        counts = entry["game_pips"]
        check_pips_total(counts, max_game_pips(6 * len(state.players)))
        full = {p: counts.get(p, 0) for p in state.players}
        return game_point_by_pips(full, "", "nobody")

    def card_shares(self, players: Sequence[str], high_low_required: bool) -> list[Share]:
        everyone = tuple(players)
        return [Share(1, everyone, high_low_required), Share(1, everyone, high_low_required),
                Share(1, everyone), Share(1, everyone)]

    # --- the red-chip pool ---------------------------------------------------------------
    def finish_deal(self, state: State, outcome: Outcome, *, offenders: Sequence[str],
                    set_back: str | None) -> Outcome:
        payers = list(offenders)  # line 207: a red chip for every revoke
        if set_back is not None and state.options["setback_red_chip"]:
            payers.append(set_back)  # line 203: the custom of many clubs
        return self.with_red_chips(state, outcome, payers)

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        steps = tuple((who, n) for who, n in points.items() if n)
        return self.with_red_chips(state, Outcome(steps, note=Message("base.points_entered")), [])

    def with_red_chips(self, state: State, outcome: Outcome, payers: Sequence[str]) -> Outcome:
        """Antes and penalties into the pool, the pool to the winner (line 199)."""
        if not state.options["red_chips"]:
            return self.finish(state, outcome)
        memory = state.extra
        chips = dict.fromkeys(state.players, 0)
        pool = memory["pool"]
        if memory["ante_due"]:
            for player in state.players:
                chips[player] -= state.options["ante"]
                pool += state.options["ante"]
        for payer in payers:
            chips[payer] -= 1
            pool += 1
        _, winner = self.settle(state, outcome.steps, outcome.ends_game_for)
        if winner is not None:
            chips[winner] += pool
            pool = 0
        return self.finish(state, replace(outcome, chips=chips, pool=pool))

    def memory(self, state: State, totals: Mapping[str, int], winner: str | None,
               outcome: Outcome | None) -> Mapping[str, Any]:
        base = dict(super().memory(state, totals, winner, outcome))
        if not state.options["red_chips"]:
            return frozen(base)
        before = state.extra if isinstance(state.extra, Mapping) else {}
        red = dict(before.get("red", dict.fromkeys(state.players, 0)))
        pool = before.get("pool", 0)
        if outcome is not None and outcome.chips is not None:
            for player, n in outcome.chips.items():
                red[player] += n
            pool = outcome.pool or 0
        base.update(pool=pool, red=frozen(red), ante_due=outcome is None)
        return frozen(base)


@register
class Smudge(AuctionPitch):
    """Smudge (line 211): bid four and make them, not in the hole, and win at once."""

    id = "smudge"
    aliases = ()
    name = "Smudge"
    name_ru = "Смадж"
    source = "seeds/000 lines 209-211 (auction pitch, lines 175-207)"

    def wins_outright(self, state: State, entry: Mapping[str, Any], took: int,
                      offenders: frozenset[str]) -> str | None:
        pitcher: str = entry["pitcher"]
        own_bid = entry.get("sold", False) or state.options["bidding"] == "board"
        in_hole = state.totals.get(pitcher, 0) < 0
        if entry["bid"] == 4 and own_bid and took == 4 and pitcher not in offenders \
                and not in_hole:
            return pitcher
        return None
