"""The results caches, refreshed inside every change of a game's deals.

- ``GameResult``: one member's result in one game (points, games won, outcomes, spread, chips);
- ``EveningResult``: the sums of a member's ``GameResult`` rows per evening and kind of game,
  so that a season's standings read one row per member and evening.

Both are derived, never entered: ``ScoringService`` calls ``refresh_game_results`` at the end
of recording, undoing, redoing and correcting a deal, in the same transaction, with the state
it has just replayed, so that the caches can never disagree with the deals. A whole-club import
rebuilds them for every game with ``rebuild_all_results``.

A game's players never change, so its rows are only ever inserted or updated (a game whose
deals were all undone keeps rows of zeros: its players did sit down that evening).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, func, insert, select
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from clubapp.events.game_results import MemberGameResult, member_results, replay_results
from clubapp.rules import RuleError, State, get_game
from clubapp.store.models import Deal, EveningResult, Game, GameResult, PlayTable

GAME_COLUMNS = ("evening_id", "game_kind", "side", "deals", "points", "played", "won",
                "matches_won", "skunks", "double_skunks", "spread", "chips_won", "chips_lost",
                "outcomes")
SUMMED = ("deals", "points", "played", "won", "matches_won", "skunks", "double_skunks",
          "spread", "chips_won", "chips_lost")
_STATEMENTS: dict[tuple[str, str], Any] = {}


def _rows(game: Game, evening_id: int, results: list[MemberGameResult]) -> list[dict]:
    return [{"game_id": game.id, "evening_id": evening_id, "member_id": r.member_id,
             "game_kind": game.game_id, "side": r.side, "deals": r.deals, "points": r.points,
             "played": r.played, "won": r.won, "matches_won": r.matches_won,
             "skunks": r.skunks, "double_skunks": r.double_skunks, "spread": r.spread,
             "chips_won": r.chips_won, "chips_lost": r.chips_lost, "outcomes": r.outcomes}
            for r in results]


def _statement(dialect: str, which: str) -> Any:
    """The two upserts (INSERT … ON CONFLICT DO UPDATE), built once per kind of database.

    The game's rows are replaced by their new values; the evening's rows are moved by the
    difference, added to what the row holds when the statement runs: two computers changing
    two games of one member at one evening (a correction of an early game while the member
    plays on) then both count, whichever commits first.
    """
    key = (dialect, which)
    if key not in _STATEMENTS:
        build = postgresql_insert if dialect == "postgresql" else sqlite_insert
        if which == "game":
            statement = build(GameResult.__table__)
            _STATEMENTS[key] = statement.on_conflict_do_update(
                index_elements=["game_id", "member_id"],
                set_={name: statement.excluded[name] for name in GAME_COLUMNS})
        else:
            table = EveningResult.__table__
            statement = build(table)
            _STATEMENTS[key] = statement.on_conflict_do_update(
                index_elements=["evening_id", "member_id", "game_kind"],
                set_={name: table.c[name] + statement.excluded[name]
                      for name in ("games", *SUMMED)})
    return _STATEMENTS[key]


def _replace(session: Session, games: Sequence[tuple[Game, int, Sequence[MemberGameResult]]]
             ) -> None:
    # three statements whatever the club's size and however many games: a deal's commit waits
    # on every round trip. The games are locked by the caller, so their rows read here cannot
    # change meanwhile.
    rows = [row for game, evening_id, results in games
            for row in _rows(game, evening_id, list(results))]
    if not rows:
        return
    columns = GameResult.__table__.c
    old = {(row[0], row[1]): row[2:] for row in session.execute(
        select(columns.game_id, columns.member_id, *(columns[name] for name in SUMMED))
        .where(columns.game_id.in_({game.id for game, _, _ in games})))}
    dialect = session.get_bind().dialect.name
    session.execute(_statement(dialect, "game"), rows)
    moves = []
    for row in rows:
        before = old.get((row["game_id"], row["member_id"]))
        move = {name: row[name] - (before[n] if before else 0) for n, name in enumerate(SUMMED)}
        move["games"] = 0 if before else 1
        if any(move.values()):
            moves.append({"evening_id": row["evening_id"], "member_id": row["member_id"],
                          "game_kind": row["game_kind"], **move})
    if moves:
        session.execute(_statement(dialect, "evening"), moves)


def refresh_game_results(session: Session, game: Game, state: State) -> None:
    """Bring the caches of one game in line with ``state``, its recorded deals just replayed."""
    refresh_many_results(session, [(game, state)])


def refresh_many_results(session: Session, games: Sequence[tuple[Game, State]]) -> None:
    """Bring the caches of several games in line, each with the state of its recorded deals:
    the same three statements as for one (a group commit of thirty tables' deals)."""
    _replace(session, [(game, game.table.evening_id,
                        member_results(get_game(game.game_id), state, list(game.player_ids)))
                       for game, state in games])


def rebuild_all_results(session: Session) -> int:
    """Recompute both caches for every game from its recorded deals; the number of games done.

    A game whose deals no longer score by the rules keeps no cached result (it shows as an
    error where it is opened, and counts for nothing in the standings).
    """
    session.execute(delete(EveningResult))
    session.execute(delete(GameResult))
    done = 0
    games = session.execute(select(Game, PlayTable.evening_id).join(PlayTable)
                            .order_by(Game.id)).all()
    for game, evening_id in games:
        entries = list(session.scalars(select(Deal.entry).where(
            Deal.game_id == game.id, Deal.status == "recorded").order_by(Deal.seq)))
        try:
            results = replay_results(game.game_id, game.options or {}, list(game.player_ids),
                                     list(game.player_names), entries)
        except RuleError:
            continue
        rows = _rows(game, evening_id, results)
        if rows:
            session.execute(insert(GameResult), rows)
        done += 1
    session.execute(fill_evening_results())
    session.flush()
    return done


def fill_evening_results() -> Any:
    """The statement that fills an empty ``EveningResult`` from every ``GameResult`` row."""
    g = GameResult
    return insert(EveningResult).from_select(
        ["evening_id", "member_id", "game_kind", "games", *SUMMED],
        select(g.evening_id, g.member_id, g.game_kind, func.count(),
               *(func.sum(getattr(g, name)) for name in SUMMED))
        .group_by(g.evening_id, g.member_id, g.game_kind))
