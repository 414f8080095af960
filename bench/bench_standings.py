"""League standings over a million recorded deals (issue 10), on SQLite.

``league_standings_1m_deals``: a season of 250 evenings of a club of 200 members, 25 euchre
tables an evening, each table playing rubbers one after the other: 1,000,000 recorded deals in
all. ``SeasonService.standings`` (the season's rules, every member's evenings added up, every
tie broken and explained) is timed; the figure is the median of several calls, in ms. The
baseline, in the same run, is one plain read of every deal's stored points
(``SELECT SUM(LENGTH(points)) FROM deal``): the floor of any standings that read the deals
themselves. Target: ≤ 300 ms.

Entering a million deals through the services would take hours, so the rows are written in
bulk, exactly as the services write them: each rubber is a random sequence of deals scored by
the euchre rules, its deals stored with the entry and the points the rules gave, and its
per-member results cache (``game_result``) filled by the same function the services call
(``member_results``). Before timing, a sample of games is replayed through the services' own
``rebuild_all_results`` path and compared row for row. The audit log, which the standings do
not read, is not written.

``quick``: 5 evenings and a few thousand deals: a check that the benchmark runs.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from sqlalchemy import func, insert, select, text

from clubapp.events.game_results import member_results, replay_results
from clubapp.rules import get_game
from clubapp.services import Services
from clubapp.services.members import club_id
from clubapp.services.results_cache import fill_evening_results
from clubapp.services.seasons import SeasonService
from clubapp.store.models import (
    Deal,
    Evening,
    EveningResult,
    Game,
    GameResult,
    Member,
    PlayTable,
    Season,
    SeasonEvening,
    Seat,
)

TARGET_MS = 300.0
FULL = {"members": 200, "evenings": 250, "tables": 25, "deals": 1_000_000}
QUICK = {"members": 40, "evenings": 5, "tables": 5, "deals": 3_000}
TEMPLATES = 300
STAMP = dt.datetime(2026, 1, 9, 19, 30, 0, 123456)


def _rubber(rules: Any, rng: random.Random) -> list[dict[str, Any]]:
    """A random rubber of euchre, deal by deal, until the rubber is won."""
    state = rules.new_state(["A1", "B1", "A2", "B2"])
    entries = []
    while not state.over:
        entry: dict[str, Any] = {"makers": rng.choice("AB"), "tricks": rng.choice(
            (0, 1, 2, 3, 3, 3, 4, 4, 5, 5))}
        if entry["tricks"] >= 3 and rng.random() < 0.1:
            entry["alone"] = True
        state = rules.score(state, entry)
        entries.append(entry)
    return entries


def _templates(rng: random.Random) -> list[tuple[list[dict], list[dict], Any, dict]]:
    """Rubbers scored once: entries, each deal's points, the final state, resolved options."""
    rules = get_game("euchre")
    out = []
    for _ in range(TEMPLATES):
        entries = _rubber(rules, rng)
        state = rules.score_all(rules.new_state(["A1", "B1", "A2", "B2"]), entries)
        out.append((entries, [dict(d.points) for d in state.deals], state, dict(state.options)))
    return out


def _insert(conn: Any, model: Any, rows: list[dict]) -> None:
    for start in range(0, len(rows), 50_000):
        conn.execute(insert(model.__table__), rows[start:start + 50_000])


def build_league(url: str, size: dict[str, int], seed: int = 10) -> tuple[int, int]:
    """Write the season in bulk; return the season's id and the number of deals written."""
    rng = random.Random(seed)
    templates = _templates(rng)
    rules = get_game("euchre")
    services = Services.open(url)
    try:
        with services.db.transaction() as session:
            owner = club_id(session)
        names = [f"Member {n:04d}" for n in range(size["members"])]
        with services.db.engine.begin() as conn:
            _insert(conn, Member, [
                {"id": n + 1, "club_id": owner, "name": name, "email": "", "phone": "",
                 "notes": "", "retired": False, "created_at": STAMP, "updated_at": STAMP}
                for n, name in enumerate(names)])
            evenings = [{"id": e + 1, "club_id": owner, "name": f"Evening {e + 1}",
                         "date": dt.date(2020, 1, 3) + dt.timedelta(weeks=e), "kind": "league",
                         "status": "closed", "created_at": STAMP, "closed_at": STAMP}
                        for e in range(size["evenings"])]
            _insert(conn, Evening, evenings)
            tables, seats, games, deals, results = [], [], [], [], []
            deal_id = game_id = 0
            per_table = -(-size["deals"] // (size["evenings"] * size["tables"]))
            for evening in evenings:
                here = rng.sample(range(size["members"]), 4 * size["tables"])
                for number in range(size["tables"]):
                    table_id = len(tables) + 1
                    tables.append({"id": table_id, "evening_id": evening["id"],
                                   "number": number + 1})
                    members = [m + 1 for m in here[4 * number:4 * number + 4]]
                    seats.extend({"table_id": table_id, "position": p + 1, "member_id": m}
                                 for p, m in enumerate(members))
                    dealt = 0
                    while dealt < per_table and deal_id < size["deals"]:
                        entries, points, state, options = rng.choice(templates)
                        entries = entries[:size["deals"] - deal_id]
                        if len(entries) < len(points):  # the last rubber, cut short
                            state = rules.score_all(rules.new_state(["A1", "B1", "A2", "B2"]),
                                                    entries)
                        game_id += 1
                        games.append({
                            "id": game_id, "table_id": table_id, "game_id": "euchre",
                            "options": options, "player_ids": members,
                            "player_names": [names[m - 1] for m in members],
                            "status": "finished" if state.over else "playing",
                            "started_at": STAMP})
                        for seq, (entry, scored) in enumerate(zip(entries, points[:len(entries)], strict=True), start=1):
                            deal_id += 1
                            deals.append({"id": deal_id, "game_id": game_id, "seq": seq,
                                          "entry": entry, "points": scored,
                                          "status": "recorded", "revision": 1,
                                          "entered_by": "bench", "entered_at": STAMP,
                                          "updated_at": STAMP})
                        dealt += len(entries)
                        results.extend(
                            {"game_id": game_id, "evening_id": evening["id"],
                             "member_id": r.member_id, "game_kind": "euchre", "side": r.side,
                             "deals": r.deals, "points": r.points, "played": r.played,
                             "won": r.won, "matches_won": r.matches_won, "skunks": r.skunks,
                             "double_skunks": r.double_skunks, "spread": r.spread,
                             "chips_won": r.chips_won, "chips_lost": r.chips_lost,
                             "outcomes": r.outcomes}
                            for r in member_results(rules, state, members))
            for model, rows in ((PlayTable, tables), (Seat, seats), (Game, games),
                                (Deal, deals), (GameResult, results)):
                _insert(conn, model, rows)
            conn.execute(fill_evening_results())  # what rebuild_all_results does
            conn.execute(insert(Season.__table__).values(
                id=1, club_id=owner, name="The long league", created_at=STAMP, lots_seed=7,
                rules={"basis": "points", "aggregate": "total", "best_of": 1, "min_evenings": 0,
                       "stars": {"gold": 3, "red": 2, "green": 1}, "acc_double_skunk": 3,
                       "tie_breaks": ["head_to_head", "games_won", "fewer_losses", "lots"],
                       "games": []}))
            _insert(conn, SeasonEvening, [{"season_id": 1, "evening_id": e["id"]}
                                          for e in evenings])
        _check_sample(services, rng, game_id)
        return 1, deal_id
    finally:
        services.close()


def _check_sample(services: Services, rng: random.Random, games: int) -> None:
    """Replay a sample of games as the services do and compare their cache rows."""
    with services.db.transaction() as session:
        for game_pk in rng.sample(range(1, games + 1), min(40, games)):
            game = session.get(Game, game_pk)
            assert game is not None
            entries = [d.entry for d in game.deals if d.status == "recorded"]
            expected = {(r.member_id, r.points, r.won, r.played, r.outcomes, r.spread)
                        for r in replay_results(game.game_id, game.options, game.player_ids,
                                                game.player_names, entries)}
            stored = {(r.member_id, r.points, r.won, r.played, r.outcomes, r.spread)
                      for r in session.scalars(select(GameResult)
                                               .where(GameResult.game_id == game_pk))}
            assert stored == expected, f"game {game_pk}: the bulk rows differ from a replay"
            replayed = get_game("euchre").score_all(
                get_game("euchre").new_state(game.player_names, game.options), entries)
            assert [dict(d.points) for d in replayed.deals] == [
                d.points for d in game.deals], f"game {game_pk}: deal points differ"
        assert session.scalar(select(func.count()).select_from(Deal)) > 0
        sums = session.execute(select(func.sum(EveningResult.points), func.sum(EveningResult.won),
                                      func.sum(EveningResult.games))).one()
        raw = session.execute(select(func.sum(GameResult.points), func.sum(GameResult.won),
                                     func.count())).one()
        assert tuple(sums) == tuple(raw), "the evening sums differ from the game rows"


def league_standings_1m_deals(quick: bool) -> dict:
    size = QUICK if quick else FULL
    with tempfile.TemporaryDirectory() as folder:
        url = str(Path(folder) / "club.sqlite")
        season, deals = build_league(url, size)
        services = Services.open(url)
        try:
            seasons = SeasonService(services.db)
            result = seasons.standings(season)  # the first call also warms the page cache
            assert len(result.standings.placings) == size["members"]
            timings = []
            for _ in range(3 if quick else 7):
                started = time.perf_counter()
                seasons.standings(season)
                timings.append((time.perf_counter() - started) * 1000)
            floor = []
            with services.db.engine.connect() as conn:
                for _ in range(3 if quick else 7):
                    started = time.perf_counter()
                    conn.execute(text("SELECT SUM(LENGTH(points)) FROM deal")).scalar()
                    floor.append((time.perf_counter() - started) * 1000)
        finally:
            services.close()
    figure, baseline = statistics.median(timings), statistics.median(floor)
    return {"name": f"league standings, {deals:,} deals", "figure": figure, "unit": "ms median",
            "baseline": f"one read of every deal {baseline:.0f} ms", "ratio": figure / baseline,
            "target": f"<= {TARGET_MS:.0f} ms", "met": figure <= TARGET_MS,
            "detail": json.dumps({"ties": len(result.standings.ties)})}


BENCHMARKS = [league_standings_1m_deals]
