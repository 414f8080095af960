"""The standings on the room's screen after a deal recorded elsewhere (issue 32, part 3),
offscreen Qt.

- ``room_screen_after_a_deal_40_players``: a league night of 40 members at 10 euchre tables
  (each with deals), the fifth evening of a season, open in the real window with its standings
  on the room's screen (1366×768). Deals are recorded by another connection to the club file
  (as a phone's page or a second computer records them), each at a random moment; timed is
  the deal's commit to the room's screen painted with the new standings — the change counter
  seen, the evening and the season read (in the screen's own thread) and laid out. Median.
  Baseline, in the same run: the service's ``record_deal`` alone on the same club. Target:
  ≤ 1 s (the worst is printed beside it: a deal that comes while the window redraws its own
  pages after the previous one waits for that redraw).
``quick``: 8 members, 2 evenings, 3 deals.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from clubapp.services import Services

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def league(url: str, members: int, evenings: int, deals_per_table: int, seed: int = 5) -> int:
    """A season of ``evenings`` league nights, ``members`` at euchre tables of four each night
    (seated afresh), some deals at each table; the last night's id."""
    rng = random.Random(seed)
    services = Services.open(url)
    try:
        ids = [services.members.add(f"Member {n:03d}").id for n in range(members)]
        nights = []
        for night in range(evenings):
            evening = services.evenings.create(dt.date(2026, 9, 4) + dt.timedelta(weeks=night),
                                               f"League night {night + 1}", "league").id
            nights.append(evening)
            seated = rng.sample(ids, len(ids))
            for start in range(0, members - 3, 4):
                _table, game = services.evenings.seat_table(
                    evening, seated[start:start + 4], "euchre", {"rubber": False, "target": 50})
                for _ in range(deals_per_table):
                    services.scoring.record_deal(game, {"makers": rng.choice("AB"),
                                                        "tricks": rng.randint(3, 5)})
        services.seasons.create("Autumn league", evening_ids=nights)
        return nights[-1]
    finally:
        services.close()


def room_screen_after_a_deal_40_players(quick: bool) -> dict:
    members, evenings, deals, measured = (8, 2, 2, 3) if quick else (40, 5, 10, 15)
    with tempfile.TemporaryDirectory() as folder:
        url = str(Path(folder) / "club.sqlite")
        evening = league(url, members, evenings, deals)
        done = subprocess.run([sys.executable, "-m", "bench.room_screen_probe", url,
                               str(evening), str(measured)], cwd=ROOT, env=ENV,
                              capture_output=True, text=True, timeout=900)
        if done.returncode != 0:
            raise RuntimeError(done.stderr[-2000:])
        got = json.loads(done.stdout.strip().splitlines()[-1])
    figure, base = statistics.median(got["screen"]), statistics.median(got["service"])
    read = statistics.median(got["reads"]) if got["reads"] else 0.0
    laid = statistics.median(got["layouts"]) if got["layouts"] else 0.0
    worst = max(got["screen"])
    return {"name": f"room's screen after a deal, {members} players", "figure": figure,
            "unit": "s median", "baseline": f"record_deal alone {base * 1000:.0f} ms",
            "ratio": figure / base,
            "target": f"<= 1 s (worst {worst:.2f} s; read {read * 1000:.0f} ms, "
                      f"laid out {laid * 1000:.0f} ms)",
            "met": figure <= 1}


BENCHMARKS = [room_screen_after_a_deal_40_players]
