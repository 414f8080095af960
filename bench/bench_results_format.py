"""The results format of a club with a 50-evening season (issue 32): ``results_document``.

The club is the league of ``bench_standings.build_league`` cut to 50 evenings: 80 members, ten
euchre tables an evening, 25,000 recorded deals in rubbers (some 2,100 games), one season of
every evening. Timed, as the median of several calls:

- ``results document, 50 evenings, games kept``: the whole club's document (every evening and
  table, the standings per game and family and per evening, the season's standings, every
  member's history and rating) on the club opened anew, with the games and the ratings of the
  run before kept in a file (``ReplayedGames``), as a results site rebuilt after an evening
  finds them. Target ≤ 1 s: the site's publish of the whole season has 2 s for the document
  and its pages together.
- ``results document, 50 evenings, replayed``: the same with every game replayed through its
  rules and every rating worked out (a first publish).

The baseline, in the same run, is one plain read of every deal's entry
(``SELECT SUM(LENGTH(entry)) FROM deal``).

``quick``: 5 evenings and a few thousand deals: a check that the benchmark runs.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from contextlib import closing
from pathlib import Path

from sqlalchemy import text

from bench.bench_standings import build_league
from clubapp.services import Services
from clubapp.services.results_format import ReplayedGames, results_document

TARGET_KEPT_MS = 1000.0
FULL = {"members": 80, "evenings": 50, "tables": 10, "deals": 25_000}
QUICK = {"members": 40, "evenings": 5, "tables": 5, "deals": 3_000}


def _measure(quick: bool) -> dict:
    size = QUICK if quick else FULL
    rounds = 2 if quick else 5
    with tempfile.TemporaryDirectory() as folder:
        url = str(Path(folder) / "club.sqlite")
        _season, deals = build_league(url, size)
        kept_file = Path(folder) / "kept.json"
        with closing(Services.open(url)) as services:
            first = results_document(services, replayed=ReplayedGames(kept_file))
        kept, replayed, floor = [], [], []
        for _ in range(rounds):
            # each a club opened anew, as a publish from the command line finds it
            with closing(Services.open(url)) as services:
                started = time.perf_counter()
                results_document(services, replayed=ReplayedGames(kept_file))
                kept.append((time.perf_counter() - started) * 1000)
            with closing(Services.open(url)) as services:
                started = time.perf_counter()
                results_document(services, replayed=ReplayedGames())
                replayed.append((time.perf_counter() - started) * 1000)
        with closing(Services.open(url)) as services, services.db.engine.connect() as conn:
            for _ in range(rounds):
                started = time.perf_counter()
                conn.execute(text("SELECT SUM(LENGTH(entry)) FROM deal")).scalar()
                floor.append((time.perf_counter() - started) * 1000)
    return {"deals": deals, "evenings": len(first["evenings"]),
            "kept": statistics.median(kept), "replayed": statistics.median(replayed),
            "floor": statistics.median(floor)}


_RESULTS: dict[bool, dict] = {}


def _once(quick: bool) -> dict:
    if quick not in _RESULTS:
        _RESULTS[quick] = _measure(quick)
    return _RESULTS[quick]


def results_document_50_evenings_kept(quick: bool) -> dict:
    found = _once(quick)
    return {"name": f"results document, {found['evenings']} evenings, games kept",
            "figure": found["kept"], "unit": "ms median",
            "baseline": f"one read of every entry {found['floor']:.0f} ms",
            "ratio": found["kept"] / max(found["floor"], 1e-3),
            "target": f"<= {TARGET_KEPT_MS:.0f} ms", "met": found["kept"] <= TARGET_KEPT_MS,
            "detail": json.dumps({"deals": found["deals"]})}


def results_document_50_evenings_replayed(quick: bool) -> dict:
    found = _once(quick)
    return {"name": f"results document, {found['evenings']} evenings, replayed",
            "figure": found["replayed"], "unit": "ms median",
            "baseline": f"one read of every entry {found['floor']:.0f} ms",
            "ratio": found["replayed"] / max(found["floor"], 1e-3),
            "target": "reported (a first publish)", "met": True,
            "detail": json.dumps({"deals": found["deals"]})}


BENCHMARKS = [results_document_50_evenings_kept, results_document_50_evenings_replayed]
