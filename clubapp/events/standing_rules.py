"""A season's standing rules as data: what is counted, over which evenings, and how ties break.

The club chooses per season:

- the basis of each evening's score: total points, games won, stars weighted by colour (gold 3,
  red 2, green 1 by default: the progressive-euchre prizes of seeds/002 line 91 rank gold above
  red above green, the weights are the club's), American Cribbage Congress points (2 a game
  won, 3 a game won by a skunk; the ACC counts a double skunk as a skunk, a house option
  lets a club count it 4), or points for the places at each table (``table_places``: 3 for
  1st, 2 for 2nd, 1 for 3rd by default);
- total points are never added up across different games (500's hundreds are not euchre's
  fives): a season on total points is ranked game by game (``per_game``); only the other
  bases say how every game counts together (``together``);
- how evenings add up: the total, the average per evening attended, or the best N evenings;
- a minimum attendance to qualify (members below it are listed apart, unplaced);
- the tie-breaks in the club's order (head-to-head, games won, fewer losses, total points,
  spread, stars, attendance, lots), each explained in the standings;
- the games counted (none named: every game), e.g. only cribbage for a cribbage league.

Nothing here is in the seeds (they run one evening, not a league); the defaults are the usual
club practice: total points (game by game), no minimum, ties by head-to-head, games won,
fewer losses, lots.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from clubapp.events.table_places import DEFAULT_PLACE_POINTS
from clubapp.message import Message, Term, said
from clubapp.rules.errors import RuleError
from clubapp.rules.registry import all_games, get_game

BASES = {
    "points": "total points",
    "games_won": "games won",
    "stars": "stars",
    "acc": "ACC points (2 a game won, 3 a skunk)",
    "places": "points for places at each table",
}
AGGREGATES = {"total": "total", "average": "average per evening", "best": "best evenings"}
TIE_BREAKS = {
    "head_to_head": "head-to-head",
    "games_won": "games won",
    "fewer_losses": "fewer losses",
    "points": "total points",
    "spread": "spread",
    "stars": "stars",
    "attendance": "evenings attended",
    "lots": "lots",
}
DEFAULT_TIE_BREAKS = ("head_to_head", "games_won", "fewer_losses", "lots")
ACC_TIE_BREAKS = ("spread", "head_to_head", "lots")
MAX_WEIGHT = 100
MAX_EVENINGS = 999
MAX_PLACES = 10  # points for at most the 10th place at a table


@dataclass(frozen=True)
class StarWeights:
    """What a star of each colour is worth in a stars standing."""

    gold: int = 3
    red: int = 2
    green: int = 1

    def value(self, gold: int, red: int, green: int) -> int:
        """The weighted worth of these stars."""
        return self.gold * gold + self.red * red + self.green * green


def _int(data: Mapping[str, Any], name: str, default: int, low: int, high: int,
         where: str | None = None) -> int:
    value = data.get(name, default)
    where = where or name
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(where, "schema.expected_int", value=value)
    if not low <= value <= high:
        raise RuleError(where, "standings.not_between", value=value, low=low, high=high)
    return value


def _choice(data: Mapping[str, Any], name: str, default: str, choices: Mapping[str, str]) -> str:
    value = data.get(name, default)
    if not isinstance(value, str) or value not in choices:
        raise RuleError(name, "schema.not_a_choice", value=value, choices=list(choices))
    return value


def _place_points(data: Mapping[str, Any]) -> tuple[int, ...]:
    """Points for 1st, 2nd, 3rd… at a table: whole numbers, none above the one before."""
    value = data.get("places", list(DEFAULT_PLACE_POINTS))
    if (not isinstance(value, list | tuple) or not 1 <= len(value) <= MAX_PLACES
            or any(isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_WEIGHT
                   for v in value)
            or any(a < b for a, b in pairwise(value)) or value[0] == 0):
        raise RuleError("places", "standings.place_points", most=MAX_PLACES, high=MAX_WEIGHT)
    return tuple(value)


def _names(data: Mapping[str, Any], name: str, default: tuple[str, ...]) -> tuple[str, ...]:
    value = data.get(name, list(default))
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        raise RuleError(name, "standings.names_expected")
    if len(set(value)) != len(value):
        raise RuleError(name, "standings.name_twice")
    return tuple(value)


@dataclass(frozen=True)
class StandingRules:
    """One season's standing rules (see the module docstring); invalid values raise RuleError."""

    basis: str = "points"
    aggregate: str = "total"
    best_of: int = 1  # N of "best N evenings"
    min_evenings: int = 0
    stars: StarWeights = field(default_factory=StarWeights)
    acc_double_skunk: int = 3
    tie_breaks: tuple[str, ...] = DEFAULT_TIE_BREAKS
    games: tuple[str, ...] = ()  # game ids counted; empty: every game
    places: tuple[int, ...] = DEFAULT_PLACE_POINTS  # basis "places": 1st, 2nd, 3rd… earn

    def __post_init__(self) -> None:
        # one set of checks for both ways of making rules, and the same canonical values
        checked = self.from_json(self.to_json())
        for name in ("tie_breaks", "games", "places"):
            object.__setattr__(self, name, getattr(checked, name))

    @property
    def together(self) -> bool:
        """The rules say how every game counts together (places, games won, stars, ACC
        points); total points never add different games up, so they go game by game."""
        return self.basis != "points"

    @property
    def per_game(self) -> bool:
        """Each game is ranked on its own: total points, in the game's own unit."""
        return not self.together

    @classmethod
    def from_json(cls, data: object) -> StandingRules:
        """Rules from their JSON form (missing keys take the defaults); RuleError if wrong."""
        if not isinstance(data, Mapping):
            raise RuleError("rules", "schema.expected_object")
        known = {"basis", "aggregate", "best_of", "min_evenings", "stars", "acc_double_skunk",
                 "tie_breaks", "games", "places"}
        for key in data:
            if key not in known:
                raise RuleError(str(key), "standings.unknown_setting", known=sorted(known))
        stars = data.get("stars", {})
        if not isinstance(stars, Mapping):
            raise RuleError("stars", "standings.star_weights")
        weights = StarWeights(*(_int(stars, colour, default, 0, MAX_WEIGHT, f"stars.{colour}")
                                for colour, default in (("gold", 3), ("red", 2), ("green", 1))))
        breaks = _names(data, "tie_breaks", DEFAULT_TIE_BREAKS)
        for name in breaks:
            if name not in TIE_BREAKS:
                raise RuleError("tie_breaks", "schema.not_a_choice", value=name,
                                choices=list(TIE_BREAKS))
        if "lots" in breaks and breaks[-1] != "lots":
            raise RuleError("tie_breaks", "standings.lots_last")
        games = _names(data, "games", ())
        for game in games:
            get_game(game)  # RuleError: unknown game
        places = _place_points(data)
        rules = object.__new__(cls)  # built field by field: __post_init__ would check again
        for name, value in (
                ("basis", _choice(data, "basis", "points", BASES)),
                ("aggregate", _choice(data, "aggregate", "total", AGGREGATES)),
                ("best_of", _int(data, "best_of", 1, 1, MAX_EVENINGS)),
                ("min_evenings", _int(data, "min_evenings", 0, 0, MAX_EVENINGS)),
                ("stars", weights),
                ("acc_double_skunk", _int(data, "acc_double_skunk", 3, 3, 4)),
                ("tie_breaks", breaks),
                ("games", tuple(get_game(g).id for g in games)),
                ("places", places)):
            object.__setattr__(rules, name, value)
        return rules

    def to_json(self) -> dict[str, Any]:
        """The rules as JSON-ready data (stored with the season)."""
        return {"basis": self.basis, "aggregate": self.aggregate, "best_of": self.best_of,
                "min_evenings": self.min_evenings,
                "stars": {"gold": self.stars.gold, "red": self.stars.red,
                          "green": self.stars.green},
                "acc_double_skunk": self.acc_double_skunk,
                "tie_breaks": list(self.tie_breaks), "games": list(self.games),
                # stored only where they count: a season saved before places keeps its JSON
                **({"places": list(self.places)} if self.basis == "places"
                   or self.places != DEFAULT_PLACE_POINTS else {})}

    @classmethod
    def acc(cls) -> StandingRules:
        """A cribbage league the American Cribbage Congress way: ACC points, spread breaks ties."""
        cribbage = tuple(sorted(g.id for g in all_games() if g.family == "cribbage"))
        return cls(basis="acc", tie_breaks=ACC_TIE_BREAKS, games=cribbage)

    def basis_column(self) -> Message:
        """What a score counts, as a column heading says it."""
        return Message(f"standings.column_{self.basis}")

    def basis_label(self) -> str:
        """What a score counts, as a column heading says it, in English."""
        return said(self.basis_column(), "en")

    def basis_description(self) -> Message:
        """What each evening's score counts, in a few words ("total points, each game on its
        own", "points for places at each table (3, 2, 1 …)")."""
        if self.basis == "stars":
            return Message("standings.basis_stars", gold=self.stars.gold, red=self.stars.red,
                           green=self.stars.green)
        if self.basis == "acc" and self.acc_double_skunk != 3:
            return Message("standings.basis_acc_double", n=self.acc_double_skunk)
        if self.basis == "places":
            return Message("standings.basis_places", places=list(self.places))
        if self.basis == "points" and len(self.games) != 1:
            return Message("standings.basis_points_each")
        return Message(f"standings.basis_{self.basis}")

    def description(self, evenings: int | None = None) -> Message:
        """The rules in one sentence, for the standings' heading and the printed sheet."""
        what = self.basis_description()
        if self.aggregate == "average":
            what = Message("standings.rules_average", what=what)
        elif self.aggregate == "best":
            what = (Message("standings.rules_best_of", what=what, n=self.best_of, of=evenings)
                    if evenings is not None else
                    Message("standings.rules_best", what=what, n=self.best_of))
        parts: list[object] = [what]
        if self.min_evenings:
            parts.append(Message("standings.rules_minimum", n=self.min_evenings))
        if self.games:
            parts.append(Message("standings.rules_games",
                                 games=[Term.game(g) for g in self.games]))
        if self.tie_breaks:
            parts.append(Message("standings.rules_ties",
                                 ties=[Message(f"standings.tie_{t}") for t in self.tie_breaks]))
        else:
            parts.append(Message("standings.rules_ties_share"))
        joined = parts[-1]
        for part in reversed(parts[:-1]):
            joined = Message("standings.semicolon_list", first=part, rest=joined)
        return Message("standings.rules", parts=joined)

    def describe(self, evenings: int | None = None, lang: str = "en") -> str:
        """The rules in one plain sentence in the language (English unless told)."""
        text = said(self.description(evenings), lang)
        return text[:1].upper() + text[1:]
