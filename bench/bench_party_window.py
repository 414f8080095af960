"""A big party's bell as the host sees it (the host's walk, issue items 4–7), offscreen Qt.

- ``bell_in_the_window_400_guests``: a party of 400 guests at 100 tables, open in the real
  window with the room's window up; every table's score in its boxes, Enter on the last box:
  from the key to the new round's head table painted (the whole round committed, the seating,
  the tabs and the projector redrawn). Median over the rounds. Baseline, in the same run and
  the same process: the service's bell alone on the same party (no window). Target ≤ 1 s.
- ``projector_after_the_bell_400_guests``: from the bell's commit (the service's answer) to
  the projector painted with the new round. Median. Same baseline. Target ≤ 0.5 s.
``quick``: 40 guests, 2 rounds.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from clubapp.services import Services
from clubapp.services.party import EntrantChoice

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
SEED = 31


def _party(url: str, guests: int) -> int:
    """A party of ``guests`` members seated by the host at tables of four (two packs draw 26
    tables at most), its first round in play."""
    services = Services.open(url)
    try:
        ids = [services.members.add(f"Guest {n:04d}").id for n in range(guests)]
        evening = services.evenings.create(dt.date(2026, 12, 5), "Grand party", "party")
        choices = [EntrantChoice(m, "red" if n % 2 == 0 else "blue") for n, m in enumerate(ids)]
        seating = [ids[4 * t:4 * t + 4] for t in range(guests // 4)]
        services.party.start(evening.id, choices, seating=seating, seed=SEED)
        return evening.id
    finally:
        services.close()


_measured: dict[bool, dict] = {}


def _measure(quick: bool) -> dict:
    """One run of the probe for both figures (the same bells timed two ways)."""
    if quick not in _measured:
        guests, rounds = (40, 2) if quick else (400, 6)
        with tempfile.TemporaryDirectory() as folder:
            url = str(Path(folder) / "club.sqlite")
            evening = _party(url, guests)
            done = subprocess.run([sys.executable, "-m", "bench.party_window_probe", url,
                                   str(evening), str(rounds)], cwd=ROOT, env=ENV,
                                  capture_output=True, text=True, timeout=900)
            if done.returncode != 0:
                raise RuntimeError(done.stderr[-2000:])
            _measured[quick] = {**json.loads(done.stdout.strip().splitlines()[-1]),
                                "guests": guests}
    return _measured[quick]


def bell_in_the_window_400_guests(quick: bool) -> dict:
    got = _measure(quick)
    figure, base = statistics.median(got["window"]), statistics.median(got["service"])
    return {"name": f"bell in the window, {got['guests']} guests", "figure": figure,
            "unit": "s median", "baseline": f"the service's bell alone {base * 1000:.0f} ms",
            "ratio": figure / base, "target": "<= 1 s from Enter to painted",
            "met": figure <= 1}


def projector_after_the_bell_400_guests(quick: bool) -> dict:
    got = _measure(quick)
    figure, base = statistics.median(got["projector"]), statistics.median(got["service"])
    return {"name": f"projector after the bell, {got['guests']} guests", "figure": figure,
            "unit": "s median", "baseline": f"the service's bell alone {base * 1000:.0f} ms",
            "ratio": figure / base, "target": "<= 0.5 s after the bell", "met": figure <= 0.5}


BENCHMARKS = [bell_in_the_window_400_guests, projector_after_the_bell_400_guests]
