"""All fives: seven-up scored on a cribbage board, part of it pegged in play (seeds/000 line 151).

From the seed (line 151): whoever wins a trick holding the ace, king, queen, jack, ten or five
of trumps pegs 4, 3, 2, 1, 10 or 5 for it at once; after the hand these cards are counted
again in the pips for game, the five of trumps worth 5 there; sixty-one points make the game.
Everything else is seven-up's (lines 95-163): high and low to the player dealt them, the
jack's point to its winner, game, the turned jack, begging, the revoke; going out in the count
is in the order high, low, jack, game (line 149), after the pegging.

House-rule choices (the seed is silent): pegging happens trick by trick, so when two sides
could both peg out in one hand the entry names who pegged out first (``pegged_out``); the
offender of a revoke pegs nothing that hand (the pegged trumps are the cards a revoke can win,
like jack and game, line 155); the revoke penalty is seven-up's 1 or 2 points.

The ace of trumps always wins its trick, so it is pegged by the player dealt it, who also
holds high: the entry is refused otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clubapp.message import Message
from clubapp.rules.base import State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.all_fours_common import (
    CARD_FIELDS,
    Point,
    Share,
    check_counted_ranks,
    game_fields,
    max_game_pips,
    point_field,
)
from clubapp.rules.games.all_fours_seven_up import (
    BEGGING_FIELDS,
    LOOKED_EARLY,
    REVOKE,
    SECOND_REVOKE,
    SevenUp,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Option

# line 151: the pegged trumps, in the order they are checked; the jack's peg comes with `jack`
PEGGED = (("ace", "A", 4), ("king", "K", 3), ("queen", "Q", 2), ("jack", "J", 1),
          ("ten", "T", 10), ("five", "5", 5))

ALL_FIVES_ENTRY = (
    point_field("high", "High (dealt the highest trump)", "Старший (сдан старший козырь)",
                nullable=True, help="null if no trump was dealt",
                help_ru="пусто, если козыри не сданы"),
    point_field("low", "Low (dealt the lowest trump)", "Младший (сдан младший козырь)",
                nullable=True),
    point_field("jack", "Jack of trumps won by", "Валета козырей взял", nullable=True,
                help="pegs 1 in play and scores the jack's point",
                help_ru="отмечает 1 колышком в игре и записывает очко за валета"),
    point_field("ace", "Ace of trumps won by", "Туза козырей взял", nullable=True,
                help="pegs 4", help_ru="отмечает 4 колышком"),
    point_field("king", "King of trumps won by", "Короля козырей взял", nullable=True,
                help="pegs 3", help_ru="отмечает 3 колышком"),
    point_field("queen", "Queen of trumps won by", "Даму козырей взял", nullable=True,
                help="pegs 2", help_ru="отмечает 2 колышком"),
    point_field("ten", "Ten of trumps won by", "Десятку козырей взял", nullable=True,
                help="pegs 10", help_ru="отмечает 10 колышком"),
    point_field("five", "Five of trumps won by", "Пятерку козырей взял", nullable=True,
                help="pegs 5", help_ru="отмечает 5 колышком"),
    point_field("pegged_out", "Pegged out first", "Первым вышел на колышках", nullable=True,
                required=False, help="only when two could peg out in the same hand",
                help_ru="только когда в одной руке могли выйти двое"),
    *game_fields(85),
    *BEGGING_FIELDS,
    LOOKED_EARLY,
    *CARD_FIELDS,
    REVOKE,
    SECOND_REVOKE,
)


@register
class AllFives(SevenUp):
    """All fives: seven-up with the trump honours, ten and five pegged as they are won."""

    id = "all-fives"
    aliases = ()
    name = "All fives"
    name_ru = "Олл файвз"
    source = "seeds/000 line 151 (with seven-up, lines 95-163)"
    target = 61
    options = (
        Option("target", "int", 61, "Points for game", "Очков для партии", minimum=1,
               maximum=181, help="line 151: sixty-one", help_ru="строка 151: шестьдесят одно"),
    )
    entry_schema = ALL_FIVES_ENTRY

    def most_pips(self, player_count: int, kept: int = 6) -> int:
        return max_game_pips(kept * player_count, (5,))  # the five of trumps counts 5 (line 151)

    def peg_points(self, state: State, entry: Mapping[str, Any], before: list[Point],
                   offenders: frozenset[str]) -> list[Point]:
        """The pegged trumps; whoever ``pegged_out`` names pegs first."""
        players = state.players
        self.check_pegged_cards(entry)
        pegs = [Point(f"{name}_pegged", self.side_of(entry[name], players), value)
                for name, _, value in PEGGED if entry.get(name) is not None]
        pegs = [p for p in pegs if p.side not in offenders]  # house rule: offenders peg nothing
        target = self.game_target(state) or 0
        running = dict(state.totals)
        for point in before:
            running[point.side] = running.get(point.side, 0) + point.value
        named = entry.get("pegged_out")
        if any(n >= target for n in running.values()):
            return pegs  # the game was over before the play
        gained: dict[str, int] = {}
        for point in pegs:
            gained[point.side] = gained.get(point.side, 0) + point.value
        could = [s for s, n in gained.items() if running.get(s, 0) + n >= target]
        if named is None:
            if len(could) > 1:
                both = (Message("words.and", first=could[0], second=could[1])
                        if len(could) == 2 else could)
                raise RuleError("pegged_out", "all_fours.both_could_peg_out", sides=both)
            return pegs
        side = self.side_of(named, players)
        if side not in could:
            raise RuleError("pegged_out", "all_fours.does_not_peg_out", player=named,
                            target=target)
        return [p for p in pegs if p.side == side] + [p for p in pegs if p.side != side]

    def check_pegged_cards(self, entry: Mapping[str, Any]) -> None:
        """Pegged trumps need trumps in play, between the low and the high card."""
        check_counted_ranks(entry, {name: rank for name, rank, _ in PEGGED})
        if entry.get("ace") is not None and entry["ace"] != entry["high"]:
            raise RuleError("ace", "all_fours.ace_pegged_by_high", player=entry["high"])

    def jack_shares(self, sides: tuple[str, ...], required: bool) -> list[Share]:
        return [Share(2, sides, required)]  # the jack's peg and its point go together

    def extra_shares(self, sides: tuple[str, ...]) -> list[Share]:
        return [Share(value, sides, False) for name, _, value in PEGGED if name != "jack"]

