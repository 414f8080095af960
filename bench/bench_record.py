"""Recording a deal in a big evening (issue 14): validate, commit, recompute the totals.

``record_deal_400_players``: an evening of 400 players (100 euchre tables, each with deals
already), deals recorded at random tables through ``ScoringService.record_deal`` on SQLite; the
figure is the 95th percentile in milliseconds. The baseline, in the same run, is one row
inserted and committed into the same file with the same durability settings (WAL, full sync):
the floor of any committed entry. Target: p95 ≤ 20 ms.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from sqlalchemy import text

from bench.fixtures import big_evening
from clubapp.services import Services


def _p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20)[-1]


def record_deal_400_players(quick: bool) -> dict:
    players, deals, samples = (40, 4, 30) if quick else (400, 20, 300)
    rng = random.Random(11)
    with tempfile.TemporaryDirectory() as folder:
        url = str(Path(folder) / "club.sqlite")
        evening = big_evening(url, players, deals)
        services = Services.open(url)
        try:
            games = [t.current_game for t in services.evenings.detail(evening).tables]
            timings = []
            for _ in range(samples):
                game = rng.choice(games)
                entry = {"makers": rng.choice("AB"), "tricks": rng.randint(0, 5)}
                started = time.perf_counter()
                services.scoring.record_deal(game, entry)
                timings.append((time.perf_counter() - started) * 1000)
            with services.db.engine.begin() as conn:
                conn.execute(text("CREATE TABLE bench_floor (n INTEGER)"))
            floor = []
            for number in range(samples):
                started = time.perf_counter()
                with services.db.engine.begin() as conn:
                    conn.execute(text("INSERT INTO bench_floor VALUES (:n)"), {"n": number})
                floor.append((time.perf_counter() - started) * 1000)
        finally:
            services.close()
    p95, floor_p95 = _p95(timings), _p95(floor)
    return {"name": f"record a deal, {players} players", "figure": p95, "unit": "ms p95",
            "baseline": f"bare committed insert {floor_p95:.2f} ms p95",
            "ratio": p95 / floor_p95, "target": "p95 <= 20 ms", "met": p95 <= 20}


BENCHMARKS = [record_deal_400_players]
