"""What the room's screen shows of a club or league evening: the standings of each game played
tonight, the standings of every season the evening counts in, and who sits at which table.

One call (``RoomStandingsService.view``) gathers it, for the standings projector to redraw
after every change: the evening, its club and its tables in one transaction, then the same
standings the window's Standings and Seasons pages show (``StandingsService.by_game``,
``SeasonService.standings``), so the room reads the same places and tie-breaks as the
organiser. A season's standing is shown every game together where its rules say how, else
each game played tonight on its own (its other games stay on the Seasons page).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from sqlalchemy import select

from clubapp.services.evenings import load_evening
from clubapp.services.members import club_id
from clubapp.services.seasons import ALL_GAMES, SeasonService, SeasonStandings
from clubapp.services.standings import GameStandings, StandingsService
from clubapp.services.views import ServiceError
from clubapp.store.database import Database
from clubapp.store.models import Club, Game, Member, PlayTable, Season, SeasonEvening, Seat


@dataclass(frozen=True)
class RoomTable:
    """A table of the evening as the room reads it: its number, players in seat order and the
    game they play (its id; None before a game is started)."""

    number: int
    players: tuple[str, ...]
    game: str | None


@dataclass(frozen=True)
class RoomView:
    """Everything the standings projector shows of one evening, read at one moment."""

    club: str
    evening_id: int
    evening: str
    date: dt.date
    kind: str
    closed: bool
    games: tuple[GameStandings, ...]  # tonight's standings, one a game, by the games' names
    seasons: tuple[SeasonStandings, ...]  # the seasons' standings that count this evening
    tables: tuple[RoomTable, ...]  # the tables with players, by number


class RoomStandingsService:
    """The room's screen's view of an evening."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.standings = StandingsService(db)
        self.seasons = SeasonService(db)

    def view(self, evening_id: int) -> RoomView:
        """The evening's standings per game, its seasons' standings and its tables now."""
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            club = session.get(Club, club_id(session))
            # two queries for every table: read after each deal, so never one a table
            seated: dict[int, list[str]] = {}
            for number, name in session.execute(
                    select(PlayTable.number, Member.name)
                    .join(Seat, Seat.table_id == PlayTable.id)
                    .join(Member, Member.id == Seat.member_id)
                    .where(PlayTable.evening_id == evening_id)
                    .order_by(PlayTable.number, Seat.position)):
                seated.setdefault(number, []).append(name)
            playing = dict(session.execute(  # each table's latest game: the last one listed
                select(PlayTable.number, Game.game_id).join(PlayTable)
                .where(PlayTable.evening_id == evening_id).order_by(Game.id)).all())
            tables = [RoomTable(number, tuple(names), playing.get(number))
                      for number, names in seated.items()]  # a free table: nobody to send
            season_ids = list(session.scalars(
                select(SeasonEvening.season_id).join(Season)
                .where(SeasonEvening.evening_id == evening_id).order_by(Season.id)))
            head = (club.name if club else "", evening.name, evening.date, evening.kind,
                    evening.status == "closed")
        games = tuple(self.standings.by_game(evening_id))
        tonight = {g for standing in games for g in standing.game_ids}
        seasons: list[SeasonStandings] = []
        for season_id in season_ids:
            seasons.extend(self._season(season_id, tonight))
        return RoomView(head[0], evening_id, head[1], head[2], head[3], head[4], games,
                        tuple(seasons), tuple(tables))

    def _season(self, season_id: int, tonight: set[str]) -> list[SeasonStandings]:
        """A season's standings for tonight's room: every game together where its rules say
        how, else each game played tonight that the season counts, the most played first."""
        try:
            first = self.seasons.standings(
                season_id, ALL_GAMES if self.seasons.get(season_id).rules.together else None)
        except ServiceError:  # the season went while we read it: the next change redraws
            return []
        if first.game is None:  # the season's own standing: every game together
            return [first]
        out = []
        for played in first.games:
            if played.game not in tonight:
                continue
            out.append(first if played.game == first.game
                       else self.seasons.standings(season_id, played.game))
        return out
