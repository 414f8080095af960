"""Military euchre (seeds/002 line 97): forts and flags, the east-west pairs travel.

From the seed (line 97): the hostess makes every table a fort with its own flag and several
small copies; the partners sitting east-west travel round the room from table to table and play
one game of five points at each, lone hands not allowed; the winners of each game take a small
flag from the losers; when the east-west pairs have gone round every table and come home, the
evening ends, and the fort that has captured the most flags wins.

House-rule choices (the book is silent): a fort's garrison is its north-south pair, who hold the
table, and the east-west pair who start from it; the flags a fort captured are those its
north-south pair won at home and its east-west pair won away. The east-west pairs move to the
next table up (the last to the first) before each game, so they meet every other fort once and
the game at home is not played (``home_game`` true plays it first, and its flag stays within
the fort, so it counts for nobody). Forts level on flags share the victory (the hostess is the
arbiter of disputes, line 93).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from clubapp.rules.errors import RuleError

GAME_TARGET = 5  # line 97: one game of five points at each table


@dataclass(frozen=True)
class Fort:
    """A table held by its north-south pair; its east-west pair starts from it."""

    number: int
    name: str
    north_south: tuple[str, str]
    east_west: tuple[str, str]


@dataclass(frozen=True)
class MilitaryGame:
    """One game: at this fort's table, its defenders against the raiders of another fort."""

    round: int
    table: int
    raiders_from: int


@dataclass(frozen=True)
class FlagCount:
    """A fort's flags: captured, lost, and the games its pairs played."""

    fort: int
    captured: int
    lost: int
    games: int


@dataclass(frozen=True)
class MilitaryStandings:
    """Every fort's flags, the fort(s) with the most, and each game's winner."""

    forts: tuple[FlagCount, ...]
    winners: tuple[int, ...]
    games: tuple[tuple[MilitaryGame, str], ...]  # each game and the winning fort's name


def check_forts(forts: Sequence[Fort]) -> None:
    """Raise RuleError unless forts are numbered 1…N, named, and nobody is in two pairs."""
    if len(forts) < 2:
        raise RuleError("forts", "military.two_forts")
    seen: set[str] = set()
    for index, fort in enumerate(forts):
        where = f"forts[{index}]"
        if fort.number != index + 1:
            raise RuleError(f"{where}.table", "military.fort_numbered", expected=index + 1,
                            got=fort.number)
        if not isinstance(fort.name, str) or not fort.name.strip():
            raise RuleError(f"{where}.name", "military.fort_unnamed")
        for name in (*fort.north_south, *fort.east_west):
            if not isinstance(name, str) or not name.strip():
                raise RuleError(where, "party.place_unnamed")
            if name in seen:
                raise RuleError(where, "military.two_pairs", name=name)
            seen.add(name)


def military_schedule(forts: Sequence[Fort], *, home_game: bool = False
                      ) -> tuple[tuple[MilitaryGame, ...], ...]:
    """The rounds: east-west pairs move one table up each round until they are home again."""
    check_forts(forts)
    count = len(forts)
    first = 0 if home_game else 1
    rounds: list[tuple[MilitaryGame, ...]] = []
    for step in range(first, count):
        games = []
        for table in range(1, count + 1):
            raiders_from = (table - 1 - step) % count + 1  # who has moved ``step`` tables up
            games.append(MilitaryGame(len(rounds) + 1, table, raiders_from))
        rounds.append(tuple(games))
    return tuple(rounds)


def military_standings(forts: Sequence[Fort], scores: Mapping[tuple[int, int], tuple[int, int]],
                       *, home_game: bool = False, target: int = GAME_TARGET
                       ) -> MilitaryStandings:
    """Flags from the scores ``{(round, table): (north-south, east-west)}`` of every game."""
    schedule = military_schedule(forts, home_game=home_game)
    captured = dict.fromkeys(range(1, len(forts) + 1), 0)
    lost = dict(captured)
    played = dict(captured)
    decided: list[tuple[MilitaryGame, str]] = []
    expected = {(g.round, g.table) for games in schedule for g in games}
    for key in scores:
        if key not in expected:
            raise RuleError(f"scores.{key}", "military.no_game")
    for games in schedule:
        for game in games:
            score = scores.get((game.round, game.table))
            if score is None:
                continue  # not played yet
            where = f"round {game.round}, table {game.table}"
            winner_side = _winner(score, where, target)
            home, away = game.table, game.raiders_from
            winner, loser = (home, away) if winner_side == 0 else (away, home)
            played[home] += 1
            played[away] += 1
            if home != away:  # a game at home moves a flag within the fort: it counts for nobody
                captured[winner] += 1
                lost[loser] += 1
            decided.append((game, forts[winner - 1].name))
    most = max(captured.values())
    winners = tuple(f for f, n in captured.items() if n == most and most > 0)
    counts = tuple(FlagCount(f, captured[f], lost[f], played[f]) for f in captured)
    return MilitaryStandings(counts, winners, tuple(decided))


def _winner(score: tuple[int, int], where: str, target: int) -> int:
    if not isinstance(score, tuple | list) or len(score) != 2:
        raise RuleError(where, "military.scores_expected")
    for points in score:
        if isinstance(points, bool) or not isinstance(points, int) or points < 0:
            raise RuleError(where, "progressive.points_expected", value=points)
    north_south, east_west = score
    if (north_south >= target) == (east_west >= target):
        raise RuleError(where, "military.not_finished", target=target, first=north_south,
                        second=east_west)
    return 0 if north_south >= target else 1
