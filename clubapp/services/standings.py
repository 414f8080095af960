"""Standings: each member's games played and won, matches won and points, over evenings.

``by_game`` gives one standing per game (or per family of games), each in the game's own unit
(points, holes, chips) and ranked on what that game is won by (``events.standings.place_rows``:
games won, then rubbers or matches, then points; chips for a game with no game to win), with
the tie-break of every line named, so that the window and the documents place ties alike.
Raw points of different games are never added up: a family of several games is ranked on games
and rubbers or matches won alone, its points left out (chips, the club's one currency, are
added). ``most_played`` names the game to open on. Every game together is a season's, by a
rule that says how (``services.seasons``); ``standings`` is kept for callers of one game.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from sqlalchemy import select

from clubapp.events.standings import CRITERIA, StandingLine, basis_of, place_rows, unit_of
from clubapp.rules import get_game
from clubapp.services.scoring import game_view
from clubapp.services.views import GameView, StandingRow
from clubapp.store.database import Database
from clubapp.store.models import Game, Member, PlayTable


def winners_of(winner: str) -> set[str]:
    """Who won: a side or player, or several who took a game together ("A & C", seeds/002 line 53)."""
    return set(winner.split(" & "))


@dataclass(frozen=True)
class GameStandings:
    """The standing of one game (or family): its unit, what it ranks on, its placed lines."""

    key: str  # the game's id, or the family's
    game_ids: tuple[str, ...]
    unit: str  # "points", "holes" or "chips"
    basis: str  # "games" (games won, matches, points) or "chips"
    lines: tuple[StandingLine[StandingRow], ...]
    tables: int = 0  # the games of it played (one a table)

    @property
    def adds_points(self) -> bool:
        """Its members' points (holes, chips) are added up: one game, or chips only; a family
        of several games adds no points of different games."""
        return len(self.game_ids) <= 1 or self.unit == "chips"

    @property
    def criteria(self) -> tuple[str, ...]:
        return CRITERIA[self.basis] if self.adds_points else UNLIKE_CRITERIA


# a family of several games: what it is won by, without adding unlike points
UNLIKE_CRITERIA = ("won", "matches_won")


def most_played(standings: Sequence[GameStandings]) -> GameStandings | None:
    """The standing of the game played most (the most tables, then the most members, then the
    first by name); None when nothing was played."""
    if not standings:
        return None
    return min(enumerate(standings),
               key=lambda item: (-item[1].tables, -len(item[1].lines), item[0]))[1]


class _Tally:
    def __init__(self) -> None:
        self.played: dict[int, int] = defaultdict(int)
        self.won: dict[int, int] = defaultdict(int)
        self.matches: dict[int, int] = defaultdict(int)
        self.points: dict[int, int] = defaultdict(int)
        self.evenings: dict[int, set[int]] = defaultdict(set)
        self.games = False  # any game of it is won by games (a target or a match)
        self.tables = 0

    def rows(self, names: Mapping[int, str]) -> list[StandingRow]:
        return [StandingRow(pid, names.get(pid, "?"), self.played[pid], self.won[pid],
                            self.matches[pid], self.points[pid], len(self.evenings[pid]))
                for pid in self.evenings]


@dataclass(frozen=True)
class PlayedGame:
    """What the standings count of one game played at a table: each side's points over its
    recorded deals, the winner of each finished game and of the match (``GameView``'s)."""

    evening_id: int
    game_id: str
    players: tuple[str, ...]
    player_ids: tuple[int, ...]
    points: Mapping[str, int]  # by side
    winners: tuple[str, ...]  # each finished game's, in order ("A & C": taken together)
    match_winner: str | None

    @classmethod
    def of(cls, evening_id: int, view: GameView) -> PlayedGame:
        """The game as the standings count it, from the game replayed (``game_view``)."""
        return cls(evening_id, view.game_id, tuple(view.players), tuple(view.player_ids),
                   {side: sum(d.points.get(side, 0) for d in view.deals) for side in view.sides},
                   tuple(g["winner"] for g in view.games),
                   view.match["winner"] if view.match is not None else None)


def _tallies_of(games: Iterable[PlayedGame], per: str
                ) -> tuple[dict[str, _Tally], dict[str, set[str]]]:
    """Each group's (game's, family's or "all") figures per member, and the games in each."""
    tallies: dict[str, _Tally] = defaultdict(_Tally)
    games_in: dict[str, set[str]] = defaultdict(set)
    for game in games:
        rules = get_game(game.game_id)
        key = {"game": rules.id, "family": rules.family or rules.id}.get(per, "all")
        tally = tallies[key]
        tally.tables += 1
        games_in[key].add(rules.id)
        tally.games |= rules.target is not None or rules.has_match
        side_of = {pid: rules.side_of(name, game.players)
                   for pid, name in zip(game.player_ids, game.players, strict=True)}
        for pid, side in side_of.items():
            tally.evenings[pid].add(game.evening_id)
            tally.points[pid] += game.points.get(side, 0)
            for winner in game.winners:
                tally.played[pid] += 1
                tally.won[pid] += side in winners_of(winner)
            if game.match_winner is not None and side in winners_of(game.match_winner):
                tally.matches[pid] += 1
    return tallies, games_in


def standings_of(games: Iterable[PlayedGame], names: Mapping[int, str], *,
                 per: str = "game") -> list[GameStandings]:
    """One standing for each game among ``games`` (``per="family"``: each family), in its
    own unit, ranked on what it is won by; the games in the order of their names. What
    ``StandingsService.by_game`` gives, for games the caller has replayed already."""
    if per not in ("game", "family"):
        raise ValueError(f"per: {per!r} is not game or family")
    tallies, games_in = _tallies_of(games, per)
    out = []
    for key in sorted(tallies, key=lambda k: (get_game(sorted(games_in[k])[0]).name, k)):
        tally = tallies[key]
        ids = tuple(sorted(games_in[key]))
        first = get_game(ids[0])
        units = {unit_of(g, get_game(g).family) for g in ids}
        unit = units.pop() if len(units) == 1 else "points"
        basis = basis_of(first.id, tally.games) if len(ids) == 1 else (
            "games" if tally.games else "chips")
        standing = GameStandings(key, ids, unit, basis, (), tally.tables)
        rows = tally.rows(names)
        if not standing.adds_points:  # a family's points of different games: not added
            rows = [replace(row, points=0) for row in rows]
        out.append(replace(standing, lines=tuple(place_rows(rows, standing.criteria))))
    return out


class StandingsService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def _played(self, evening_id: int | None,
                evenings: Iterable[int] | None = None) -> tuple[list[PlayedGame],
                                                                dict[int, str]]:
        """The games of one evening, some or all, as the standings count them, and every
        member's name."""
        with self.db.transaction() as session:
            query = select(Game).join(PlayTable)
            if evening_id is not None:
                query = query.where(PlayTable.evening_id == evening_id)
            if evenings is not None:
                query = query.where(PlayTable.evening_id.in_(list(evenings)))
            played = [PlayedGame.of(game.table.evening_id, game_view(game))
                      for game in session.scalars(query)]
            names = {mid: name for mid, name in session.execute(select(Member.id, Member.name))}
        return played, names

    def standings(self, evening_id: int | None = None) -> list[StandingRow]:
        """Members ranked by games won, then matches won, then points (one evening or all).

        The points are each member's over every game played: meaningful for one game only
        (the window and the documents use ``by_game``)."""
        played, names = self._played(evening_id)
        tally = _tallies_of(played, "all")[0].get("all")
        if tally is None:
            return []
        return [line.row for line in place_rows(tally.rows(names), CRITERIA["games"])]

    def by_game(self, evening_id: int | None = None, *, per: str = "game",
                evenings: Iterable[int] | None = None) -> list[GameStandings]:
        """One standing for each game played (``per="family"``: each family of games), in its
        own unit, ranked on what it is won by; the games in the order of their names. One
        evening (``evening_id``), some (``evenings``) or all."""
        if per not in ("game", "family"):
            raise ValueError(f"per: {per!r} is not game or family")
        played, names = self._played(evening_id, evenings)
        return standings_of(played, names, per=per)
