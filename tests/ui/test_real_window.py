"""The real window on a real X server at a small laptop's 1024×600 and a common 1366×768, in
English and Russian: after every page, table, game setup, score form and dialog of
``window_tour``, the window's frame is inside the screen's available geometry (as Qt and as
the X server, ``xdotool getwindowgeometry``, see it) and no visible label or button has less
room than its text. Screenshots: tests/screens/window_<size>_<language>_<step>.png.

The main test process runs Qt offscreen and makes the club once; each screen size is an Xvfb
server (with openbox as its window manager) that this module starts and stops, and one process
on it tours the window in English and then in Russian; the two sizes run at once.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.databases import copy_club
from tests.helpers.paths import ROOT, SCREENS
from tests.helpers.xserver import NEEDED, SIZES, XServer


@pytest.fixture(scope="module")
def tours(tmp_path_factory, club_template):
    """Every tour, each screen size on its own X server in a process of its own, touring in
    English then in Russian: (size, language) → its report."""
    missing = [tool for tool in NEEDED if shutil.which(tool) is None]
    assert missing == [], f"install {', '.join(missing)} (setup.sh --test does)"
    from tests.ui.window_tour import make_club

    club = tmp_path_factory.mktemp("tour-club")
    ids = make_club(copy_club(club_template, club / "club.sqlite"))
    servers = {}
    running = {}
    try:
        for size in SIZES:
            server = servers[size] = XServer(size)
            for old in SCREENS.glob(f"window_{size}_*.png"):
                old.unlink()
            folder = tmp_path_factory.mktemp(f"tour-{size}")
            for made in club.glob("club.sqlite*"):
                shutil.copy(made, folder / made.name)
            (folder / "ids.json").write_text(json.dumps(ids), encoding="utf-8")
            command = [sys.executable, "-m", "tests.ui.window_tour", "--lang", "en",
                       "--lang", "ru", "--out", str(folder),
                       "--shots", str(SCREENS / f"window_{size}")]
            if size != SIZES[0]:
                command.append("--quick")  # the small screen sees every game's form...
            else:
                command += ["--quick-setups", "en"]  # ...and, in Russian, every setup
            running[size] = subprocess.Popen(
                command, cwd=ROOT, env=server.env(), stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, text=True)
        reports = {}
        for size, process in running.items():
            out, err = process.communicate(timeout=240)
            assert process.returncode == 0, f"the tour at {size} failed:\n{err[-3000:]}"
            for lang, report in json.loads(out.strip().splitlines()[-1]).items():
                reports[size, lang] = report
        yield reports
    finally:
        for process in running.values():
            if process.poll() is None:
                process.kill()
        for server in servers.values():
            server.stop()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
def test_every_page_and_dialog_fits_and_shows_its_words_whole(tours, size, lang):
    report = tours[size, lang]
    width, height = map(int, size.split("x"))
    assert report["screen"][0] == width and report["screen"][1] <= height
    assert report["steps"] > (60 if size == SIZES[0] else 30)
    assert [p for p in report["problems"] if not p.startswith("party:")] == []
    x, y, w, h = report["window"]
    assert x >= 0 and y >= 0 and x + w <= width and y + h <= height
    # the X server's own word on the window's place and size
    position = re.search(r"Position: (-?\d+),(-?\d+)", report["xdotool"])
    geometry = re.search(r"Geometry: (\d+)x(\d+)", report["xdotool"])
    assert position and geometry, report["xdotool"]
    inner_w, inner_h = map(int, geometry.groups())  # (its position counts the frame twice)
    assert inner_w <= w and inner_h <= h


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
def test_the_card_party_page_fits_and_shows_its_words_whole(tours, size, lang):
    """The party page of a party of twenty with long names (its own test: its own page)."""
    assert [p for p in tours[size, lang]["problems"] if p.startswith("party:")] == []


def test_screenshots_of_every_page_at_both_sizes(tours):
    for (size, lang), report in tours.items():
        shots = {Path(p).stem.removeprefix(f"window_{size}_{lang}_") for p in report["shots"]}
        assert {"start", "members", "evenings", "evening", "standings", "seasons", "member",
                "party",
                "loo_ten", "setup", "form_cribbage", "dialog_settings"} <= shots, (size, lang)
        for path in report["shots"]:
            assert Path(path).stat().st_size > 10_000  # a picture of a window, not a blank
