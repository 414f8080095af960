"""How fast the window opens and how much memory it holds (issue 14).

- ``start_to_first_paint``: a whole process, from its start to the first painted main window (the
  window is shown first and the club opened just after), against a bare PySide6 QMainWindow
  script; median of several runs each. Target ≤ 1.5× the bare window.
- ``start_to_club_on_screen``: the same, until the club's pages are painted. Target ≤ 2 s.
- ``window_memory_400_players``: resident memory of the window with a 400-player evening open
  (100 euchre tables, their deals), against the bare window. Target ≤ 250 MB.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.fixtures import big_evening

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def _run_probe(*args: str) -> tuple[float, int]:
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "bench.window_probe", *args], cwd=ROOT, env=ENV,
                          capture_output=True, text=True, timeout=120, check=True)
    elapsed = time.perf_counter() - started
    return elapsed, int(done.stdout.strip().splitlines()[-1])


def start_to_first_paint(quick: bool) -> dict:
    runs = 2 if quick else 7
    with tempfile.TemporaryDirectory() as folder:
        db = str(Path(folder) / "club.sqlite")
        _run_probe("ready", db)  # creates the file: later runs open an existing club
        bare, ours = [], []
        for _ in range(runs):  # interleaved, so that a slower moment hurts both alike
            bare.append(_run_probe("bare")[0])
            ours.append(_run_probe("start", db)[0])
    ratio = statistics.median(ours) / statistics.median(bare)
    return {"name": "start to first painted window", "figure": statistics.median(ours),
            "unit": "s", "baseline": f"bare QMainWindow {statistics.median(bare):.3f} s",
            "ratio": ratio, "target": "<= 1.5x the bare window", "met": ratio <= 1.5}


def start_to_club_on_screen(quick: bool) -> dict:
    runs = 2 if quick else 5
    with tempfile.TemporaryDirectory() as folder:
        db = str(Path(folder) / "club.sqlite")
        _run_probe("ready", db)
        bare, ours = [], []
        for _ in range(runs):
            bare.append(_run_probe("bare")[0])
            ours.append(_run_probe("ready", db)[0])
    figure = statistics.median(ours)
    return {"name": "start to the club on screen", "figure": figure, "unit": "s",
            "baseline": f"bare QMainWindow {statistics.median(bare):.3f} s",
            "ratio": figure / statistics.median(bare), "target": "<= 2 s", "met": figure <= 2}


def window_memory_400_players(quick: bool) -> dict:
    players = 40 if quick else 400
    with tempfile.TemporaryDirectory() as folder:
        db = str(Path(folder) / "club.sqlite")
        evening = big_evening(db, players, deals_per_table=2 if quick else 12)
        _, bare_kb = _run_probe("bare")
        _, ours_kb = _run_probe("ready", db, str(evening))
    megabytes = ours_kb / 1024
    return {"name": f"window memory, {players}-player evening", "figure": megabytes,
            "unit": "MB", "baseline": f"bare QMainWindow {bare_kb / 1024:.0f} MB",
            "ratio": ours_kb / bare_kb, "target": "<= 250 MB", "met": megabytes <= 250}


BENCHMARKS = [start_to_first_paint, start_to_club_on_screen, window_memory_400_players]
