"""A member's history (the member's page) and everyone's ratings, read from the results cache.

Ratings are recomputed from the whole history (``clubapp.events.ratings``) whenever the
database has changed since they were last worked out, so a corrected deal anywhere shows at
once in every rating after it.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

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
from clubapp.services.seasons import plain_rows
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


def _met(session: Session, member_ids: Sequence[int]
         ) -> dict[int, tuple[list[MetLine], list[MetLine]]]:
    """Each member's partners and opponents (finished games together, the member's wins), the
    most games together first: one read for every member asked for."""
    me, other = GameResult, aliased(GameResult)
    query = (select(me.member_id, other.member_id, other.side == me.side, me.played, me.won)
             .join(other, (other.game_id == me.game_id) & (other.member_id != me.member_id))
             .where(me.member_id.in_(list(member_ids))))
    # the driver's own rows: every member's games with every other at once are many
    rows = plain_rows(session, query)
    tally: dict[int, dict[tuple[int, bool], list[int]]] = defaultdict(
        lambda: defaultdict(lambda: [0, 0]))
    for member_id, other_id, same_side, played, won in rows:
        found = tally[member_id][(other_id, bool(same_side))]
        found[0] += played
        found[1] += won
    ids = {k[0] for found in tally.values() for k in found}
    names = dict(session.execute(select(Member.id, Member.name)
                                 .where(Member.id.in_(ids))).all()) if ids else {}
    out = {}
    for member_id in member_ids:
        lines = {True: [], False: []}  # type: dict[bool, list[MetLine]]
        for (other_id, partner), (games, won) in tally.get(member_id, {}).items():
            lines[partner].append(MetLine(other_id, names.get(other_id, "?"), games, won))
        for met in lines.values():
            met.sort(key=lambda m: (-m.games, m.name.casefold()))
        out[member_id] = (lines[True], lines[False])
    return out


class HistoryService:
    def __init__(self, db: Database) -> None:
        self.db = db
        self._ratings: tuple[int, RatingHistory] | None = None

    def rating_history(self, since: RatingHistory | None = None) -> RatingHistory:
        """Everyone's ratings from the whole history, worked out again when the data changed.

        ``since``: a history worked out before (kept between runs, ``events.ratings.
        history_json``), used where this service has none yet: the games it shares with the
        history at the start are not rated again (the result is the same)."""
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
        before = self._ratings[1] if self._ratings is not None else since
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
        return self._pages({member_id: member})[member_id]

    def member_pages(self, member_ids: Iterable[int]) -> dict[int, MemberHistory]:
        """The member's page of each member asked for (``member_page`` of each), read in a few
        reads for all of them together (the results site's every member at once)."""
        wanted = list(dict.fromkeys(member_ids))
        if not wanted:
            return {}
        views = {m.id: m for m in MemberService(self.db).list()}
        for member_id in wanted:
            if member_id not in views:
                raise ServiceError("members.no_such_member", "member", number=member_id)
        return self._pages({m: views[m] for m in wanted})

    def _pages(self, members: Mapping[int, MemberView]) -> dict[int, MemberHistory]:
        history = self.rating_history()
        ids = list(members)
        with self.db.transaction() as session:
            joined = dict(session.execute(select(Membership.member_id, Membership.joined)
                                          .where(Membership.member_id.in_(ids))).all())
            # plain rows, named as the models' columns: a club's every result at once reads
            # ten times faster than as ORM objects
            results: dict[int, list[Any]] = defaultdict(list)
            r, a = GameResult.__table__, EveningAward.__table__
            for row in session.execute(select(r).where(r.c.member_id.in_(ids))):
                results[row.member_id].append(row)
            cards: dict[int, dict[int, Any]] = defaultdict(dict)
            for row in session.execute(select(a).where(a.c.member_id.in_(ids))):
                cards[row.member_id][row.evening_id] = row
            evening_ids = ({r.evening_id for rows in results.values() for r in rows}
                           | {e for found in cards.values() for e in found})
            evenings = {e.id: e for e in session.scalars(
                select(Evening).where(Evening.id.in_(evening_ids)))} if evening_ids else {}
            met = _met(session, ids)
        ranking = [m for m, _ in history.ranking()]
        return {member_id: self._page(member, joined.get(member_id), results[member_id],
                                      cards[member_id], evenings, met[member_id], history,
                                      ranking)
                for member_id, member in members.items()}

    @staticmethod
    def _page(member: MemberView, joined: dt.date | None, results: list[Any],
              cards: Mapping[int, Any], every_evening: Mapping[int, Evening],
              met: tuple[list[MetLine], list[MetLine]], history: RatingHistory,
              ranking: list[int]) -> MemberHistory:
        member_id = member.id
        partners, opponents = met
        evenings = {e: every_evening[e] for e in {r.evening_id for r in results} | cards.keys()}
        by_evening: dict[int, list[Any]] = defaultdict(list)
        by_kind: dict[str, list[Any]] = defaultdict(list)
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
