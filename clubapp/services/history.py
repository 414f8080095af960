"""A member's history (the member's page) and everyone's ratings, read from the results cache.

Ratings are recomputed from the whole history (``clubapp.events.ratings``) whenever the
database has changed since they were last worked out, so a corrected deal anywhere shows at
once in every rating after it.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session, aliased

from clubapp.events.ratings import (
    GameSides,
    Rating,
    RatingHistory,
    RatingPoint,
    initial_rating,
    rate_history,
    rated_games,
)
from clubapp.rules import RuleError, get_game
from clubapp.services.members import MemberService
from clubapp.services.views import MemberView, ServiceError
from clubapp.store.database import Database
from clubapp.store.models import (
    Evening,
    EveningAward,
    GameResult,
    Member,
    Membership,
)


@dataclass(frozen=True)
class EveningLine:
    evening_id: int
    date: dt.date
    name: str
    games: int  # finished games
    won: int
    points: int
    gold: int
    red: int
    green: int
    prize: str
    chips_won: int
    chips_lost: int


@dataclass(frozen=True)
class GameLine:
    """A member's results in one kind of game."""

    game_kind: str
    game_name: str
    tables: int  # games (rubbers, matches) sat down to
    played: int  # finished games
    won: int
    points: int
    deals: int

    @property
    def lost(self) -> int:
        return self.played - self.won


@dataclass(frozen=True)
class MetLine:
    """Another member met as partner or opponent: finished games together and the member's wins."""

    member_id: int
    name: str
    games: int
    won: int

    @property
    def lost(self) -> int:
        return self.games - self.won


@dataclass(frozen=True)
class RatingLine:
    rank: int
    member_id: int
    name: str
    rating: Rating


@dataclass(frozen=True)
class MemberHistory:
    member: MemberView
    joined: dt.date | None
    evenings: tuple[EveningLine, ...]  # newest first
    games: tuple[GameLine, ...]
    partners: tuple[MetLine, ...]
    opponents: tuple[MetLine, ...]
    gold: int
    red: int
    green: int
    prizes: tuple[tuple[dt.date, str, str], ...]  # date, evening, prize
    chips_won: int
    chips_lost: int
    rating: Rating
    rating_rank: int | None
    rated_members: int
    rating_points: tuple[RatingPoint, ...]

    @property
    def played(self) -> int:
        return sum(g.played for g in self.games)

    @property
    def won(self) -> int:
        return sum(g.won for g in self.games)


def _game_name(kind: str) -> str:
    try:
        return get_game(kind).name
    except RuleError:
        return kind


def _met(session: Session, member_id: int) -> tuple[list[MetLine], list[MetLine]]:
    me, other = GameResult, aliased(GameResult)
    rows = session.execute(
        select(other.member_id, other.side == me.side, me.played, me.won)
        .join(other, (other.game_id == me.game_id) & (other.member_id != me.member_id))
        .where(me.member_id == member_id))
    tally: dict[tuple[int, bool], list[int]] = defaultdict(lambda: [0, 0])
    for other_id, same_side, played, won in rows:
        tally[(other_id, bool(same_side))][0] += played
        tally[(other_id, bool(same_side))][1] += won
    ids = {k[0] for k in tally}
    names = dict(session.execute(select(Member.id, Member.name)
                                 .where(Member.id.in_(ids))).all()) if ids else {}
    lines = {True: [], False: []}  # type: dict[bool, list[MetLine]]
    for (other_id, partner), (games, won) in tally.items():
        lines[partner].append(MetLine(other_id, names.get(other_id, "?"), games, won))
    for found in lines.values():
        found.sort(key=lambda m: (-m.games, m.name.casefold()))
    return lines[True], lines[False]


class HistoryService:
    def __init__(self, db: Database) -> None:
        self.db = db
        self._ratings: tuple[int, RatingHistory] | None = None

    def rating_history(self) -> RatingHistory:
        """Everyone's ratings from the whole history, worked out again when the data changed."""
        count = self.db.change_count()
        if self._ratings is not None and self._ratings[0] == count:
            return self._ratings[1]
        with self.db.transaction() as session:
            rows = session.execute(
                select(GameResult.game_id, GameResult.member_id, GameResult.side,
                       GameResult.outcomes, GameResult.game_kind, Evening.id, Evening.date,
                       Evening.name)
                .join(Evening, Evening.id == GameResult.evening_id)
                .where(GameResult.played > 0))
            games: dict[int, list] = defaultdict(list)
            about: dict[int, tuple[tuple[int, ...], dt.date, str]] = {}
            for game, member, side, outcomes, kind, evening, date, name in rows:
                games[game].append((member, side, outcomes))
                about[game] = ((date.toordinal(), evening, game), date,
                               f"{name}: {_game_name(kind)}")
        sides = [GameSides(about[g][0], about[g][1], about[g][2], tuple(m))
                 for g, m in games.items()]
        # only the games after the first one that changed are rated again
        before = self._ratings[1] if self._ratings is not None else None
        history = rate_history(rated_games(sides), since=before)
        self._ratings = (count, history)
        return history

    def ratings(self) -> list[RatingLine]:
        """Every rated member, best first by the conservative figure (mu − 3 sigma)."""
        history = self.rating_history()
        ranking = history.ranking()
        with self.db.transaction() as session:
            names = dict(session.execute(select(Member.id, Member.name)).all())
        return [RatingLine(rank, member_id, names.get(member_id, "?"), rating)
                for rank, (member_id, rating) in enumerate(ranking, start=1)]

    def member_page(self, member_id: int) -> MemberHistory:
        """Everything the member's page shows: evenings, games, partners, stars, chips, rating."""
        member = MemberService(self.db).get(member_id)  # ServiceError for an unknown member
        history = self.rating_history()
        with self.db.transaction() as session:
            joined = session.scalar(select(Membership.joined)
                                    .where(Membership.member_id == member_id))
            results = list(session.scalars(select(GameResult)
                                           .where(GameResult.member_id == member_id)))
            cards = {a.evening_id: a for a in session.scalars(
                select(EveningAward).where(EveningAward.member_id == member_id))}
            evening_ids = {r.evening_id for r in results} | cards.keys()
            evenings = {e.id: e for e in session.scalars(
                select(Evening).where(Evening.id.in_(evening_ids)))} if evening_ids else {}
            partners, opponents = _met(session, member_id)
        by_evening: dict[int, list[GameResult]] = defaultdict(list)
        by_kind: dict[str, list[GameResult]] = defaultdict(list)
        for r in results:
            by_evening[r.evening_id].append(r)
            by_kind[r.game_kind].append(r)
        lines = []
        for evening_id, evening in evenings.items():
            rows, card = by_evening.get(evening_id, []), cards.get(evening_id)
            lines.append(EveningLine(
                evening_id, evening.date, evening.name, sum(r.played for r in rows),
                sum(r.won for r in rows), sum(r.points for r in rows),
                card.gold if card else 0, card.red if card else 0, card.green if card else 0,
                card.prize if card else "", sum(r.chips_won for r in rows),
                sum(r.chips_lost for r in rows)))
        lines.sort(key=lambda e: (e.date, e.evening_id), reverse=True)
        games = sorted((GameLine(kind, _game_name(kind), len(rows), sum(r.played for r in rows),
                                 sum(r.won for r in rows), sum(r.points for r in rows),
                                 sum(r.deals for r in rows))
                        for kind, rows in by_kind.items()),
                       key=lambda g: (-g.played, g.game_name.casefold()))
        ranking = [m for m, _ in history.ranking()]
        rank = ranking.index(member_id) + 1 if member_id in ranking else None
        return MemberHistory(
            member=member, joined=joined, evenings=tuple(lines), games=tuple(games),
            partners=tuple(partners), opponents=tuple(opponents),
            gold=sum(e.gold for e in lines), red=sum(e.red for e in lines),
            green=sum(e.green for e in lines),
            prizes=tuple((e.date, e.name, e.prize) for e in reversed(lines) if e.prize),
            chips_won=sum(r.chips_won for r in results),
            chips_lost=sum(r.chips_lost for r in results),
            rating=history.current.get(member_id, initial_rating()), rating_rank=rank,
            rated_members=len(ranking), rating_points=history.points.get(member_id, ()))


__all__ = ["HistoryService", "MemberHistory", "ServiceError"]
