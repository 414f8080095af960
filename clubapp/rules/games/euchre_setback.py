"""Set-back euchre: four-hand euchre scored downwards (seeds/002 lines 55–57).

From the seed (line 57): the sides start with a number of points, usually ten, and take off
what they make each deal; a side that is euchred is set back two points and its opponents score
nothing; a revoke is settled the same way (the offenders are set back, nobody scores); played
with chips, each starts with ten and puts into the centre those he may score — so the first to
count down to nothing wins. What a deal makes is the ordinary game's (laws 1–2, lines 213–215:
one for three or four tricks, two for a march, four for a lone march); a revoke against a lone
hand costs the lone hand's value (law 30, line 277).

Deal points are what each deal did to the totals: minus what a side made, plus what it was set
back. A revoke stops the hand at once (law 30, line 277): its deal needs no tricks. A points
entry is written the same way ({"A": -1} for a point made, {"B": 2} for a euchre).

House rules (not in the seed): the start (10, option ``start``); a side wins when its count
reaches nothing or goes below it; lone hands allowed; rubbers of three games as in law 3 (line
217), where the points the losers "have scored" are what they have taken off their start.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clubapp.message import Message
from clubapp.rules.base import Outcome, State
from clubapp.rules.errors import RuleError
from clubapp.rules.games.euchre import (
    EUCHRE_ENTRY,
    EUCHRE_OPTIONS,
    REVOKE,
    Euchre,
    game_value,
    other_side,
    refuse_lone_hand,
    tricks_played,
)
from clubapp.rules.registry import register
from clubapp.rules.schema import Field, Option

SET_BACK = 2  # line 57: a euchred side goes back two

SETBACK_REVOKE = Field(
    "revoke", "group", "Revoke", "Ревок", required=False,
    fields=(REVOKE.fields[0],),
    help="line 57: the offenders are set back, nobody scores; both sides: the deal is void",
    help_ru="строка 57: провинившихся отбрасывают назад, никто не записывает очков; обе "
            "стороны — сдача аннулируется",
)

SETBACK_OPTIONS = (
    Option("start", "int", 10, "Starting points", "Начальное число очков", minimum=1, maximum=100,
           help="line 57: usually ten", help_ru="строка 57: обычно десять"),
    *(o for o in EUCHRE_OPTIONS if o.name != "target"),
)


@register
class SetbackEuchre(Euchre):
    id = "euchre-setback"
    name = "Set-back euchre"
    name_ru = "Эвхр с откатом"
    source = "seeds/002 lines 55-57; laws 1-3 and 30 (lines 213-217, 277)"
    target = None  # set-back has none
    options = SETBACK_OPTIONS
    entry_schema = (
        Field("makers", "side", "Makers", "Заказавшие"),
        EUCHRE_ENTRY[1],
        Field("alone", "bool", "Played alone", "В одиночку", required=False, default=False),
        SETBACK_REVOKE,
    )

    def start_totals(self, state: State) -> dict[str, int]:
        return dict.fromkeys(self.sides(state.players), state.options["start"])

    def game_winner(self, state: State, totals: Mapping[str, int], last: str) -> str | None:
        """Line 57: the side that counts down to nothing wins."""
        return last if totals.get(last, 0) <= 0 else None

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        makers: str = entry["makers"]
        alone: bool = entry.get("alone", False)
        refuse_lone_hand(state, alone)
        revoke = entry.get("revoke")
        if revoke is not None:
            offenders = revoke["by"]
            if offenders == "both":
                return Outcome(void=True, note=Message("euchre.revoke_void"))
            penalty = self.lone_value(state) if alone else SET_BACK
            return Outcome(((offenders, penalty),),
                           note=Message("euchre_setback.revoke_set_back", side=offenders,
                                        n=penalty))
        tricks = tricks_played(entry)
        if tricks >= 3:
            made = (self.lone_value(state) if alone else 2) if tricks == 5 else 1
            return Outcome(((makers, -made),),
                           note=Message("euchre_setback.made_off", tricks=tricks, made=made))
        return Outcome(((makers, SET_BACK),), note=Message("euchre_setback.euchred_set_back"))

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        scored = {side: n for side, n in points.items() if n}
        if not scored:
            return
        if len(scored) > 1:
            raise RuleError("points", "euchre_setback.one_count_moves")
        side, value = next(iter(scored.items()))
        allowed = {-1, -2, SET_BACK}
        if state.options["lone_hands"]:
            allowed |= {-self.lone_value(state), self.lone_value(state)}
        if value not in allowed:
            raise RuleError(f"points.{side}", "euchre_setback.count_not_possible",
                            value=f"{value:+d}", allowed=[f"{v:+d}" for v in sorted(allowed)])

    def game_value(self, state: State, totals: Mapping[str, int], winner: str) -> int | None:
        loser_made = state.options["start"] - totals[other_side(winner)]
        return game_value(loser_made)
