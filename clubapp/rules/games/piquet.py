"""Piquet au cent (seeds/001 lines 303–322), scored hand by hand.

From the seed:
- line 307: piquet au cent, the game of 100 points, is the form described;
- line 309: 32 cards, A K Q J T 9 8 7, no trumps;
- line 315: two players, the dealer (younger hand) and elder hand;
- line 319: the game is 100 points; a loser who has not reached 50 is lurched and loses a double
  game (the game's value is 2, else 1);
- line 321: twelve cards each, a talon of eight; the players deal in turn.

The seed stops after the deal; the scoring is the standard one of the same tradition (Cavendish's
laws, Hoffmann's "Hoyle's Games Modernized", Britannica 1911 "Piquet", Parlett's historic rules),
counted in this order:
1. carte blanche (a dealt hand without K Q J) 10;
2. the point: 1 a card, to the player with the best point only;
3. sequences: tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18; the player with
   the best sequence scores all his sequences;
4. sets: quatorze (four A, K, Q, J or T) 14, trio 3; the player with the best set scores all his;
   a player who reaches 30 in this counting before the other has scored anything adds a repique
   of 60;
5. the play: 1 for each card led, 1 for winning a trick the other led, 1 more for the last trick;
   elder reaching 30 in hand and play before younger has scored anything adds a pique of 30;
6. the cards: 10 for winning seven tricks or more, or a capot of 40 for all twelve.
Whoever reaches 100 first in this order wins (the rest of the hand is not counted). In the
play the points come one at a time, so a player who goes out in the play stops at 100, and the
other's play points count up to that moment, whichever of the two gets there first; they decide
the lurch at 50 (line 319). Only one
player can score each of points 2–4, so a scorer enters who scored it and what; a tie ("equal")
is simply left out. Each player's declarations are checked against what one hand of twelve can
hold, and the play's points against what twelve tricks can give (``piquet_declarations``).

House-rule defaults:
- ``pique_counts_cards`` (no): the 10 for the cards or 40 for capot come after the play and do
  not count towards a pique.
- When both players pass 100 during the play, ``out_first`` names who got there first (the
  totals cannot tell, unless only one order of the tricks allows it); the entry is refused
  without it.
- When one goes out in the play, ``loser_play`` says what the other had made in it by then;
  left out, the least he must have made is counted, and the entry is refused without it when it
  would decide the lurch (the tricks cannot tell).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clubapp.message import Message
from clubapp.rules.base import GameRules, Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.piquet_declarations import (
    HAND,
    SEQUENCE_LENGTHS,
    TRICKS,
    HandClaims,
    hand_can_hold,
    loser_at_out,
    play_scores,
    sequence_points,
    sets_points,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

CARTE_BLANCHE = 10
REPIQUE = 60
PIQUE = 30
PIQUE_LINE = 30  # repique and pique are won on reaching 30
THE_CARDS = 10
CAPOT = 40
MOST_CARDS = 7  # seven tricks or more win the cards
LURCH_LINE = 50  # line 319
MOST_IN_A_DEAL = 170  # four tierce-majors good against everything, repique and capot
LEAST_PLAY = TRICKS + 1  # every trick's lead, and the last trick: both players together
MOST_IN_PLAY = TRICKS + 1  # one player: all twelve leads and the last trick

PIQUET_OPTIONS = (
    Option("pique_counts_cards", "bool", False, "Cards and capot count towards a pique",
           "Карты и капот идут в счёт пика",
           help="standard rules: the cards (10) and capot (40) come after the play and do not",
           help_ru="по обычным правилам карты (10) и капот (40) считаются после розыгрыша и в "
                   "пик не идут"),
)


SEQUENCE_LABELS = {
    "tierce": ("Tierces", "Терцы"), "quart": ("Quarts", "Кварты"), "quint": ("Quints", "Квинты"),
    "sixieme": ("Sixièmes", "Сизьемы"), "septieme": ("Septièmes", "Сетьемы"),
    "huitieme": ("Huitièmes", "Юитьемы"),
}


def _player(label: str, label_ru: str) -> Field:
    return Field("player", "player", label, label_ru)


PIQUET_ENTRY = (
    Field("carte_blanche", "player", "Carte blanche shown by", "Белые карты у",
          required=False, nullable=True, help="a dealt hand without king, queen or jack: 10",
          help_ru="сданные карты без короля, дамы и валета: 10"),
    Field("point", "group", "Point", "Пуэн", required=False, help="1 a card, to the best point",
          help_ru="по 1 за карту, тому, у кого лучший пуэн",
          fields=(_player("Scored by", "Засчитан"),
                  Field("cards", "int", "Cards in the point", "Карт в пуэне", minimum=3, maximum=8))),
    Field("sequences", "group", "Sequences", "Последовательности", required=False,
          help="the best sequence's holder scores all his sequences",
          help_ru="у кого лучшая последовательность, тот записывает все свои",
          fields=(_player("Scored by", "Засчитаны"),
                  *(Field(name, "int", f"{SEQUENCE_LABELS[name][0]} ({sequence_points(length)})",
                          f"{SEQUENCE_LABELS[name][1]} ({sequence_points(length)})",
                          required=False, default=0, minimum=0, maximum=HAND // length)
                    for name, length in SEQUENCE_LENGTHS.items()))),
    Field("sets", "group", "Quatorzes and trios", "Четвёрки и тройки", required=False,
          help="the best set's holder scores all his sets",
          help_ru="у кого лучшая четвёрка или тройка, тот записывает все свои",
          fields=(_player("Scored by", "Засчитаны"),
                  Field("quatorzes", "int", "Quatorzes (14)", "Четвёрки (14)", required=False,
                        default=0, minimum=0, maximum=3),
                  Field("trios", "int", "Trios (3)", "Трио (3)", required=False, default=0,
                        minimum=0, maximum=4))),
    Field("tricks", "counts", "Tricks won", "Взятки", minimum=0, maximum=TRICKS,
          help="the two make 12; one may be left out",
          help_ru="у двоих вместе 12; одного можно не указывать"),
    Field("play", "counts", "Points in the play", "Очки в розыгрыше", minimum=0, maximum=MOST_IN_PLAY,
          help="1 a card led, 1 a trick won on the other's lead, 1 the last trick",
          help_ru="по 1 за каждый ход, 1 за взятку, взятую на ход другого, 1 за последнюю "
                  "взятку"),
    Field("pique", "bool", "Pique (elder 30 before younger scored)", "Пик", required=False,
          default=False,
          help_ru="старшая рука набрала 30, пока младшая ничего не записала"),
    Field("out_first", "player", "First to 100 in the play", "Первым набрал 100 в розыгрыше",
          required=False, help="only when both pass 100 during the play",
          help_ru="только когда оба переходят 100 в розыгрыше"),
    Field("loser_play", "int", "The other's play points when the winner reached 100",
          "Очки другого в розыгрыше, когда победитель набрал 100", required=False, minimum=0,
          maximum=MOST_IN_PLAY,
          help="when one goes out in the play: the other's play counts to that moment and "
               "decides the lurch at 50 (line 319)",
          help_ru="когда один выходит в розыгрыше: очки другого считаются до этой минуты и "
                  "решают лурч при 50 (строка 319)"),
)


def lurch_value(loser_points: int) -> int:
    """Line 319: a loser under 50 is lurched and loses a double game."""
    return 2 if loser_points < LURCH_LINE else 1


@register
class Piquet(GameRules):
    id = "piquet"
    aliases = ("piquet-au-cent",)
    name = "Piquet au cent"
    name_ru = "Пикет"
    family = "piquet"
    source = "seeds/001 lines 303-322 (cut off after the deal)"
    min_players = 2
    max_players = 2
    target = 100
    options = PIQUET_OPTIONS
    entry_schema = PIQUET_ENTRY

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        younger = dealer
        elder = next(p for p in state.players if p != dealer)
        declarations = self._declarations(entry)
        tricks = self._tricks(entry, elder, younger)
        play = self._play(entry, elder, younger, tricks[elder])

        steps: list[tuple[str, int]] = []
        in_hand = {elder: 0, younger: 0}
        repiqued = None
        for who, points in declarations:
            steps.append((who, points))
            in_hand[who] += points
            other = younger if who == elder else elder
            if repiqued is None and in_hand[who] >= PIQUE_LINE and in_hand[other] == 0:
                repiqued = who
                steps.append((who, REPIQUE))

        cards_bonus = CAPOT if TRICKS in tricks.values() else THE_CARDS
        cards_winner = next((p for p, n in tricks.items() if n >= MOST_CARDS), None)
        piqued = self._pique(state, entry, in_hand[elder], in_hand[younger], repiqued,
                             tricks[elder], play, elder, younger,
                             cards_bonus if cards_winner == elder else 0)
        if piqued:
            steps.append((elder, PIQUE))

        # a pique in the play: younger scored nothing before elder had made this much in it
        pique_from = PIQUE_LINE - in_hand[elder] if piqued else None
        in_play, note = self._play_steps(state, entry, steps, play, elder, younger,
                                         tricks[elder], pique_from)
        steps.extend(in_play)
        if cards_winner is not None:
            steps.append((cards_winner, cards_bonus))
        return Outcome(tuple(steps), note=note or ())

    # --- the declarations ----------------------------------------------------------------
    def _declarations(self, entry: Mapping[str, Any]) -> list[tuple[str, int]]:
        """(who, points) in counting order, each checked against what a hand can hold."""
        counted: list[tuple[str, int]] = []
        claims: dict[str, HandClaims] = {}
        if entry.get("carte_blanche") is not None:
            counted.append((entry["carte_blanche"], CARTE_BLANCHE))
        point = entry.get("point")
        if point is not None:
            who = point["player"]
            claims[who] = HandClaims(point=point["cards"])
            counted.append((who, point["cards"]))
        sequences = entry.get("sequences")
        if sequences is not None:
            who = sequences["player"]
            lengths = tuple(length for name, length in SEQUENCE_LENGTHS.items()
                            for _ in range(sequences.get(name, 0)))
            if not lengths:
                raise RuleError("sequences", "piquet.no_sequence")
            if not hand_can_hold(HandClaims(sequences=lengths)):
                raise RuleError("sequences", "piquet.sequences_do_not_fit")
            mine = claims.get(who, HandClaims())
            claims[who] = HandClaims(mine.point, lengths)
            self._check_hand("sequences", claims[who])
            counted.append((who, sum(sequence_points(n) for n in lengths)))
        sets = entry.get("sets")
        if sets is not None:
            who = sets["player"]
            quatorzes, trios = sets.get("quatorzes", 0), sets.get("trios", 0)
            if not quatorzes and not trios:
                raise RuleError("sets", "piquet.no_set")
            if not hand_can_hold(HandClaims(quatorzes=quatorzes, trios=trios)):
                raise RuleError("sets", "piquet.sets_do_not_fit", quatorzes=quatorzes,
                                trios=trios)
            mine = claims.get(who, HandClaims())
            claims[who] = HandClaims(mine.point, mine.sequences, quatorzes, trios)
            self._check_hand("sets", claims[who])
            counted.append((who, sets_points(quatorzes, trios)))
        return counted

    @staticmethod
    def _check_hand(field: str, claims: HandClaims) -> None:
        if not hand_can_hold(claims):
            held: list[Message] = []
            if claims.point:
                held.append(Message("piquet.held_point", n=claims.point))
            if claims.sequences:
                held.append(Message("piquet.held_sequences", lengths=list(claims.sequences)))
            if claims.quatorzes or claims.trios:
                held.append(Message("piquet.held_sets", quatorzes=claims.quatorzes,
                                    trios=claims.trios))
            together = held[0]
            for more in held[1:]:
                together = Message("piquet.held_with", first=together, second=more)
            raise RuleError(field, "piquet.hand_cannot_hold", held=together)

    # --- the play ------------------------------------------------------------------------
    @staticmethod
    def _tricks(entry: Mapping[str, Any], elder: str, younger: str) -> dict[str, int]:
        given = dict(entry["tricks"])
        if not given:
            raise RuleError("tricks", "piquet.tricks_missing")
        for me, other in ((elder, younger), (younger, elder)):
            given.setdefault(me, TRICKS - given.get(other, 0))
        if given[elder] + given[younger] != TRICKS:
            raise RuleError("tricks", "piquet.tricks_sum", total=given[elder] + given[younger])
        return given

    @staticmethod
    def _play(entry: Mapping[str, Any], elder: str, younger: str, elder_tricks: int) -> dict[str, int]:
        play = dict(entry["play"])
        for who in (elder, younger):
            if who not in play:
                raise RuleError(f"play.{who}", "piquet.play_missing")
        if (elder_tricks, play[elder], play[younger]) not in play_scores():
            raise RuleError("play", "piquet.play_impossible", elder_points=play[elder],
                            younger_points=play[younger], elder_tricks=elder_tricks,
                            younger_tricks=TRICKS - elder_tricks)
        return play

    def _pique(self, state: State, entry: Mapping[str, Any], elder_hand: int, younger_hand: int,
               repiqued: str | None, elder_tricks: int, play: Mapping[str, int], elder: str,
               younger: str, elder_cards_bonus: int) -> bool:
        """Whether elder piqued: 30 in hand and play before younger scored anything."""
        claimed = entry.get("pique")
        possible = certain = False
        if repiqued is None and younger_hand == 0 and elder_hand < PIQUE_LINE:
            first = play_scores()[(elder_tricks, play[elder], play[younger])]
            bonus = elder_cards_bonus if state.options["pique_counts_cards"] and play[younger] == 0 else 0
            possible = elder_hand + first.most_before_younger + bonus >= PIQUE_LINE
            certain = elder_hand + first.least_before_younger + bonus >= PIQUE_LINE
        if claimed is True and not possible:
            raise RuleError("pique", "piquet.no_pique")
        if claimed is False and certain:
            raise RuleError("pique", "piquet.is_pique")
        return certain or (claimed is True)

    def _play_steps(self, state: State, entry: Mapping[str, Any], before: list[tuple[str, int]],
                    play: Mapping[str, int], elder: str, younger: str, tricks: int,
                    pique_from: int | None) -> tuple[list[tuple[str, int]], Message | None]:
        """The play's points: all of them, or, when one goes out in the play, his way to 100
        and the other's points up to that moment (and a note saying so)."""
        target = self.game_target(state) or 0
        totals = dict(state.totals)
        for who, points in before:
            totals[who] += points
        given_first, loser_play = entry.get("out_first"), entry.get("loser_play")
        if any(n >= target for n in totals.values()):
            if given_first is not None:
                raise RuleError("out_first", "piquet.out_first_not_home", player=given_first,
                                target=target)
            return [(elder, play[elder]), (younger, play[younger])], None  # already won
        needs = {p: target - totals[p] for p in (elder, younger)}
        result = (tricks, play[elder], play[younger])

        def loser_counts(winner: str) -> frozenset[int]:
            loser = younger if winner == elder else elder
            return loser_at_out(result, winner == elder, needs[winner], needs[loser],
                                pique_from)

        reaches = [p for p in (elder, younger) if play[p] >= needs[p]]
        if given_first is not None and given_first not in reaches:
            raise RuleError("out_first", "piquet.out_first_not_home", player=given_first,
                            target=target)
        if not reaches:
            if loser_play is not None:
                raise RuleError("loser_play", "piquet.nobody_out_in_play", target=target)
            return [(elder, play[elder]), (younger, play[younger])], None
        possible = [p for p in reaches if loser_counts(p)]
        if given_first is not None:
            if given_first not in possible:
                raise RuleError("out_first", "piquet.out_first_impossible", player=given_first,
                                target=target)
            winner = given_first
        elif len(possible) == 1:
            winner = possible[0]
        else:
            raise RuleError("out_first", "piquet.who_out_first", target=target)
        loser = younger if winner == elder else elder
        counts = loser_counts(winner)
        if loser_play is not None:
            if loser_play not in counts:
                raise RuleError("loser_play", "piquet.loser_play_impossible", value=loser_play,
                                player=loser, winner=winner, target=target,
                                counts=sorted(counts))
            made = loser_play
        else:
            lurched = {lurch_value(totals[loser] + n) for n in counts}
            if len(lurched) > 1:
                raise RuleError("loser_play", "piquet.loser_play_needed", player=loser,
                                winner=winner, target=target, counts=sorted(counts))
            made = min(counts)
        note = Message("piquet.out_in_play", winner=winner, target=target, player=loser,
                       points=made)
        return [(loser, made), (winner, needs[winner])], note

    # --- points entries and the game -----------------------------------------------------
    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        for who, n in points.items():
            if not 0 <= n <= MOST_IN_A_DEAL:
                raise RuleError(f"points.{who}", "piquet.points_range", value=n,
                                most=MOST_IN_A_DEAL)
        if sum(points.values()) < LEAST_PLAY:
            raise RuleError("points", "piquet.play_least", least=LEAST_PLAY)

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        target = self.game_target(state) or 0
        if all(state.totals[p] + n >= target for p, n in points.items()):
            raise RuleError("points", "piquet.both_pass", target=target)
        return super().points_outcome(state, points)

    def game_value(self, state: State, totals: Mapping[str, int], winner: str) -> int | None:
        loser = next(p for p in state.players if p != winner)
        return lurch_value(totals[loser])
