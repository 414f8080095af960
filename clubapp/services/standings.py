"""Standings: each member's games played and won, matches won and points, over evenings."""

from __future__ import annotations

from collections import defaultdict

from sqlalchemy import select

from clubapp.rules import get_game
from clubapp.services.scoring import game_view
from clubapp.services.views import StandingRow
from clubapp.store.database import Database
from clubapp.store.models import Game, Member, PlayTable


def winners_of(winner: str) -> set[str]:
    """Who won: a side or player, or several who took a game together ("A & C", seeds/002 line 53)."""
    return set(winner.split(" & "))


class StandingsService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def standings(self, evening_id: int | None = None) -> list[StandingRow]:
        """Members ranked by games won, then matches won, then points (one evening or all)."""
        with self.db.transaction() as session:
            query = select(Game).join(PlayTable)
            if evening_id is not None:
                query = query.where(PlayTable.evening_id == evening_id)
            played: dict[int, int] = defaultdict(int)
            won: dict[int, int] = defaultdict(int)
            matches: dict[int, int] = defaultdict(int)
            points: dict[int, int] = defaultdict(int)
            evenings: dict[int, set[int]] = defaultdict(set)
            for game in session.scalars(query):
                rules = get_game(game.game_id)
                view = game_view(game)
                side_of = {pid: rules.side_of(name, view.players)
                           for pid, name in zip(view.player_ids, view.players, strict=True)}
                for pid, side in side_of.items():
                    evenings[pid].add(game.table.evening_id)
                    points[pid] += sum(d.points.get(side, 0) for d in view.deals)
                    for finished in view.games:
                        played[pid] += 1
                        won[pid] += side in winners_of(finished["winner"])
                    if view.match is not None and side in winners_of(view.match["winner"]):
                        matches[pid] += 1
            names = {mid: name for mid, name in session.execute(select(Member.id, Member.name))}
        rows = [StandingRow(pid, names.get(pid, "?"), played[pid], won[pid], matches[pid],
                            points[pid], len(evenings[pid]))
                for pid in evenings]
        rows.sort(key=lambda r: (-r.won, -r.matches_won, -r.points, r.name.casefold()))
        return rows
