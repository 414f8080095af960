"""Écarté: two players, 32 cards, game five (seeds/002 lines 299–320, cut off before the score).

From the seed:
- line 303: a pack of 32 cards ranking K Q J A 10 9 8 7;
- line 305: the game is five points (four counters each);
- line 307: two players, the dealer and his opponent (the elder hand, "the player");
- line 313: écarté is played for a stake a game;
- line 315: five cards each, the eleventh turned for trumps.

The seed stops before the score; the standard French practice it announces (line 301) gives
these house-rule defaults, each an option:
- the king of trumps (option ``king_points``, 1): to the dealer who turns it up, or to a player
  who holds it and announces it before playing his first card; it counts before the tricks, so
  it can win the game before the hand is played out;
- the point (1) to whoever takes three or four tricks; the vole, all five, ``vole_points`` (2);
- ``refusal_points`` (2) to the opponent when the player who played without proposing, or the
  dealer who refused the proposal (the entry's ``forced_by``), fails to take three tricks (no
  more for a vole: the higher of the two counts).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import product
from typing import Any

from clubapp.message import Message
from clubapp.rules.base import Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.euchre_individual import IndividualGame, count_groups
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

TRICKS = 5
POINT = 1  # three or four tricks

Groups = list[list[tuple[str, int]]]


@register
class Ecarte(IndividualGame):
    id = "ecarte"
    aliases = ("écarté",)
    name = "Écarté"
    name_ru = "Экарте"
    family = "euchre"
    source = "seeds/002 lines 299-320 (cut off before the scoring: house-rule defaults)"
    min_players = 2
    max_players = 2
    target = 5
    options = (
        Option("target", "int", 5, "Points for game", "Очков для партии", minimum=1, maximum=50,
               help="line 305: five", help_ru="строка 305: пять"),
        Option("king_points", "int", 1, "King of trumps turned or announced",
               "Король козырей открыт или объявлен", minimum=0, maximum=5),
        Option("vole_points", "int", 2, "Vole (all five tricks)", "Воле (все пять взяток)",
               minimum=1, maximum=10),
        Option("refusal_points", "int", 2, "To the opponent when the one who forced play fails",
               "Противнику, если навязавший игру проиграл", minimum=1, maximum=10,
               help="played without proposing, or refused the proposal",
               help_ru="играл без предложения или отказал в предложении"),
    )
    entry_schema = (
        Field("tricks", "counts", "Tricks won", "Взятки", minimum=0, maximum=TRICKS,
              help="five in all; a blank counts as none",
              help_ru="всего пять; пустое поле — ни одной"),
        Field("king", "player", "King of trumps scored by", "Короля козырей записал",
              required=False, nullable=True, help="turned up by the dealer, or announced",
              help_ru="открыт сдающим или объявлен"),
        Field("forced_by", "player", "Played without proposing / refused",
              "Играл без предложения / отказал", required=False, nullable=True),
    )

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        tricks: Mapping[str, int] = entry["tricks"]
        total = sum(tricks.values())
        if total != TRICKS:
            raise RuleError("tricks", "euchre_individual.tricks_add_up", total=total, tricks=TRICKS)
        winner = next(p for p in state.players if tricks.get(p, 0) >= 3)
        loser = next(p for p in state.players if p != winner)
        king: str | None = entry.get("king")
        forced = entry.get("forced_by") == loser
        points = self.trick_points(state, tricks[winner] == TRICKS, forced)
        note = [Message("ecarte.vole" if tricks[winner] == TRICKS else "ecarte.point")]
        if forced:
            note.append(Message("ecarte.forced_and_failed", player=loser))
        return self.grouped(state, self._groups(state, king, winner, points), note=tuple(note))

    def trick_points(self, state: State, vole: bool, forced: bool) -> int:
        """The point, the vole, or the refusal penalty: the highest that applies."""
        options = state.options
        return max(options["vole_points"] if vole else POINT,
                   options["refusal_points"] if forced else POINT)

    def _groups(self, state: State, king: str | None, winner: str, points: int) -> Groups:
        """The king first (announced before play), then the tricks."""
        return [[(king, state.options["king_points"])] if king else [], [(winner, points)]]

    # --- points entries -------------------------------------------------------------------
    def _readings(self, state: State, points: Mapping[str, int]) -> list[Groups]:
        """Every way a deal could have given these points, as counting groups."""
        values = {self.trick_points(state, vole, forced)
                  for vole, forced in product((False, True), repeat=2)}
        found = []
        for winner, value, king in product(state.players, sorted(values), (None, *state.players)):
            groups = self._groups(state, king, winner, value)
            given = dict.fromkeys(state.players, 0)
            for who, n in (step for group in groups for step in group):
                given[who] += n
            if given == dict(points):
                found.append(groups)
        return found

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        readings = self._readings(state, points)
        if not readings:
            raise RuleError("points", "ecarte.points_not_possible", point=POINT,
                            vole=state.options["vole_points"], king=state.options["king_points"])
        winners = {count_groups(state.totals, g, self.decider(state))[1] for g in readings}
        if len(winners) > 1:
            raise RuleError("points", "ecarte.winner_depends_on_king")

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        return self.grouped(state, self._readings(state, points)[0],
                            note=Message("base.points_entered"))
