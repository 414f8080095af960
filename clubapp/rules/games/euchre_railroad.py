"""Railroad euchre: four-hand euchre with every means of scoring fast (seeds/002 lines 99–127).

From the seed:
- line 103–109: 25 cards with the joker; a lone player may take his partner's best card;
- line 111: an opponent may play alone against a lone hand; a lone maker euchred by an opposing
  lone hand gives four points;
- line 115: otherwise the score is the ordinary four-hand game's (laws 1–3, lines 213–217, and
  law 30, line 277, as in ``euchre``);
- line 117 (option ``laps``): points over game count in the next game — all of them, so a
  surplus of a whole game or more (a jambone or a jamboree near game) wins the next game at
  once, and what is left over carries on; laps work with or without rubbers (without, the games
  simply follow one another, each standing alone, with no match to end them);
- line 119 (option ``slams``): reaching five before the other side scores is a slam and counts
  as two games (in the rubber: two games won, each worth a triple);
- line 121 (option ``ready_hand_bonus``, agreed with laps and slams): a lone hand played with a
  ready hand — without his partner's best card (the dealer also without taking up the trump) —
  scores five for all five tricks; if he does not take all five his opponents score one, if he
  is euchred three; nobody may play alone against him;
- line 123: a lone player may declare jambone (cards face up): five tricks score eight, three or
  four one; euchred "he loses two" (option ``jambone_euchred``: ``lose`` deducts two from his
  side, as the line reads; ``opponents`` gives two to them, as an ordinary euchre); nobody may
  play alone against a jambone;
- line 125: a jamboree (the five highest trumps in one hand, the maker's) is shown, not played,
  and scores sixteen; a player with a jamboree who is ordered up can only score a euchre (enter
  the other side as makers, euchred);
- line 127: only the maker may play alone, declare jambone or jamboree (they are the makers'
  side's, by the entry's ``makers``).

House rules (not in the seed): as in ``euchre`` (target 5, lone hands allowed, rubbers); option
``lap_cap`` (off by default) lets a lap carry at most one point short of game, so that the next
game is always played; a revoke against a jambone or a ready hand costs its value (8 or 5),
like any lone hand (law 30).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from clubapp.message import Message
from clubapp.rules.base import FinishedGame, MatchResult, Outcome, State, frozen
from clubapp.rules.errors import RuleError
from clubapp.rules.games.euchre import (
    EUCHRE_ENTRY,
    EUCHRE_OPTIONS,
    LAW_30_TWO,
    RUBBER_BONUS,
    Euchre,
    check_one_side,
    game_value,
    law_30,
    other_side,
    refuse_lone_hand,
    tricks_played,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

LONE_EUCHRED_BY_LONE = 4  # line 111
READY_MARCH, READY_SHORT, READY_EUCHRED = 5, 1, 3  # line 121
JAMBONE_MARCH, JAMBONE_EUCHRED = 8, 2  # line 123
JAMBOREE = 16  # line 125

RAILROAD_OPTIONS = (
    *EUCHRE_OPTIONS,
    Option("laps", "bool", False, "Laps: points over game count in the next game",
           "Лапы: лишние очки идут в следующую партию", help="line 117",
           help_ru="строка 117"),
    Option("lap_cap", "bool", False, "A lap carries at most one point short of game",
           "Лапа переносит не больше, чем на очко меньше партии",
           help="house rule, not in the book: the next game is always played",
           help_ru="правило стола, не из книги: следующая партия всегда играется"),
    Option("slams", "bool", False, "Slams: game to nothing counts two games",
           "Шлемы: партия всухую засчитывается за две", help="line 119",
           help_ru="строка 119"),
    Option("ready_hand_bonus", "bool", False, "Lone hand without partner's card: march scores 5",
           "Одиночка без карты партнера: марш — 5 очков",
           help="line 121: short of five the opponents score 1, euchred 3",
           help_ru="строка 121: меньше пяти взяток — противникам 1, эвхр — 3"),
    Option("jambone_euchred", "choice", "lose", "A euchred jambone", "Эвхр джамбона",
           choices=("lose", "opponents"),
           choice_labels={"lose": "two off his side", "opponents": "two to the opponents"},
           choice_labels_ru={"lose": "минус два его стороне", "opponents": "два очка противникам"},
           help="line 123 'he loses two': lose = two off his side; opponents = two to them",
           help_ru="строка 123 «он теряет два»: минус два его стороне или два очка противникам"),
)

RAILROAD_ENTRY = (
    *EUCHRE_ENTRY[:3],
    Field("help", "bool", "Lone hand took partner's best card", "Одиночка взял лучшую карту партнера",
          required=False, default=True,
          help="untick for a ready hand (line 121; the dealer also without the trump)",
          help_ru="снимите отметку для готовой руки (строка 121; сдающий — и без козыря)"),
    Field("lone_against", "bool", "An opponent played alone against him",
          "Противник играл в одиночку против него", required=False, default=False),
    Field("jambone", "bool", "Jambone (lone hand face up)", "Джамбон (одиночка в открытую)",
          required=False, default=False),
    Field("jamboree", "bool", "Jamboree shown (five highest trumps)",
          "Джамбори (пять старших козырей)", required=False, default=False),
    EUCHRE_ENTRY[3],
)


@register
class RailroadEuchre(Euchre):
    id = "euchre-railroad"
    name = "Railroad euchre"
    name_ru = "Эвхр «Железная дорога»"
    source = "seeds/002 lines 99-127; laws 1-3 and 30 (lines 213-217, 277)"
    options = RAILROAD_OPTIONS
    entry_schema = RAILROAD_ENTRY

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        makers: str = entry["makers"]
        if entry.get("jamboree", False):
            return self._jamboree(entry, makers, entry.get("tricks"))
        alone = self._check_lone_hand(state, entry)
        revoke = entry.get("revoke")
        if revoke is not None:
            return law_30(revoke, self._lone_worth(state, entry) if alone else LAW_30_TWO)
        tricks = tricks_played(entry)
        if entry.get("jambone", False):
            return self._jambone(state, makers, tricks)
        if alone and self._ready(state, entry):
            if tricks == 5:
                return Outcome(((makers, READY_MARCH),),
                               note=Message("euchre_railroad.ready_march"))
            if tricks >= 3:
                return Outcome(((other_side(makers), READY_SHORT),),
                               note=Message("euchre_railroad.ready_short"))
            return Outcome(((other_side(makers), READY_EUCHRED),),
                           note=Message("euchre_railroad.ready_euchred"))
        if alone and tricks < 3 and entry.get("lone_against", False):
            return Outcome(((other_side(makers), LONE_EUCHRED_BY_LONE),),
                           note=Message("euchre_railroad.lone_euchred_by_lone"))
        return super().outcome(state, {k: entry[k] for k in ("makers", "tricks", "alone")
                                       if k in entry}, dealer)

    def _check_lone_hand(self, state: State, entry: Mapping[str, Any]) -> bool:
        """Refuse the combinations lines 111–127 forbid; say whether the makers played alone."""
        alone: bool = entry.get("alone", False)
        jambone: bool = entry.get("jambone", False)
        if jambone and not alone:
            raise RuleError("jambone", "euchre_railroad.jambone_not_alone")
        refuse_lone_hand(state, alone)
        if entry.get("lone_against", False):
            if not alone:
                raise RuleError("lone_against", "euchre_railroad.lone_against_only_lone")
            if jambone:
                raise RuleError("lone_against", "euchre_railroad.none_against_jambone")
            if self._ready(state, entry):
                raise RuleError("lone_against", "euchre_railroad.none_against_ready")
        return alone

    def _ready(self, state: State, entry: Mapping[str, Any]) -> bool:
        """Line 121: a lone hand without his partner's best card, when the table plays the bonus."""
        return (state.options["ready_hand_bonus"] and entry.get("alone", False)
                and not entry.get("jambone", False) and not entry.get("help", True))

    def _lone_worth(self, state: State, entry: Mapping[str, Any]) -> int:
        """What this lone hand would have scored had it succeeded (law 30's revoke penalty)."""
        if entry.get("jambone", False):
            return JAMBONE_MARCH
        return READY_MARCH if self._ready(state, entry) else self.lone_value(state)

    def _jambone(self, state: State, makers: str, tricks: int) -> Outcome:
        if tricks == 5:
            return Outcome(((makers, JAMBONE_MARCH),),
                           note=Message("euchre_railroad.jambone_march"))
        if tricks >= 3:
            return Outcome(((makers, 1),), note=Message("euchre_railroad.jambone_tricks", n=tricks))
        if state.options["jambone_euchred"] == "lose":
            return Outcome(((makers, -JAMBONE_EUCHRED),),
                           note=Message("euchre_railroad.jambone_loses_two"))
        return Outcome(((other_side(makers), JAMBONE_EUCHRED),),
                       note=Message("euchre_railroad.jambone_euchred"))

    def _jamboree(self, entry: Mapping[str, Any], makers: str, tricks: int | None) -> Outcome:
        for flag in ("jambone", "lone_against", "revoke"):
            if entry.get(flag):
                raise RuleError(flag, "euchre_railroad.jamboree_not_played")
        if tricks != 5:
            raise RuleError("tricks", "euchre_railroad.jamboree_five_tricks")
        return Outcome(((makers, JAMBOREE),), note=Message("euchre_railroad.jamboree"))

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        allowed = {1, 2, -2, JAMBOREE}
        if state.options["lone_hands"]:
            lone = self.lone_value(state)
            allowed |= {lone, -lone, LONE_EUCHRED_BY_LONE, JAMBONE_MARCH, -JAMBONE_MARCH}
            if state.options["ready_hand_bonus"]:
                allowed |= {READY_MARCH, -READY_MARCH, READY_EUCHRED}
        check_one_side(self.id, points, allowed)

    # --- laps, slams and the rubber --------------------------------------------------------
    def start_totals(self, state: State) -> dict[str, int]:
        """Line 117: with laps, the winner's points over game open the next game."""
        totals = dict.fromkeys(self.sides(state.players), 0)
        if state.options["laps"] and state.games:
            last = state.games[-1]
            target = self.game_target(state) or 0
            surplus = last.totals[last.winner] - target
            if state.options["lap_cap"]:
                surplus = min(surplus, target - 1)
            totals[last.winner] = max(0, surplus)
        return totals

    def _apply(self, state: State, entry: dict[str, Any], dealer: str,
               outcome: Outcome) -> State:
        """The deal, then every game its lap wins at once (line 117: the surplus counts)."""
        return self._games_won_by_laps(super()._apply(state, entry, dealer, outcome))

    def _games_won_by_laps(self, state: State) -> State:
        target = self.game_target(state)
        won: list[Message] = []
        while state.match is None and state.options["laps"] and target:
            ahead = [side for side in ("A", "B") if state.totals[side] >= target]
            if not ahead:
                break
            winner, totals = ahead[0], state.totals
            won.append(Message("euchre_railroad.lap_wins_game", side=winner,
                               carried=totals[winner]))
            finished = FinishedGame(winner, totals, self.game_value(state, totals, winner))
            state = replace(state, games=(*state.games, finished))
            match = self.match_result(state, state.games)
            if match is None:
                state = replace(state, totals=frozen(self.start_totals(state)),
                                extra=self.next_game_extra(state))
            state = replace(state, match=match)
        if not won:
            return state
        last = state.deals[-1]
        return replace(state, deals=(*state.deals[:-1], replace(last, note=(*last.note, *won))))

    def is_slam(self, state: State, game: FinishedGame) -> bool:
        """Line 119: game reached before the other side scored (played with slams)."""
        return bool(state.options["slams"]) and game.totals[other_side(game.winner)] <= 0

    def game_value(self, state: State, totals: Mapping[str, int], winner: str) -> int | None:
        value = game_value(totals[other_side(winner)])
        slam = state.options["slams"] and totals[other_side(winner)] <= 0
        return 2 * value if slam else value  # a slam counts as two games, each a triple

    def match_result(self, state: State, games: Sequence[FinishedGame]) -> MatchResult | None:
        if not state.options["rubber"]:
            if state.options["laps"]:
                return None  # line 117: the surplus opens the next game, which is played
            return MatchResult(games[-1].winner, games[-1].value) if games else None
        won = dict.fromkeys(("A", "B"), 0)
        for game in games:
            won[game.winner] += 2 if self.is_slam(state, game) else 1
        for side in ("A", "B"):
            if won[side] >= 2:
                value = sum((g.value or 0) * (1 if g.winner == side else -1) for g in games)
                return MatchResult(side, value + RUBBER_BONUS)
        return None
