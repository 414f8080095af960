"""The party's pages and the projector on a real X server at 1024×600 and 1366×768, in English
and Russian (issue 18 items 6 and 10): after every step of ``party_tour`` — the setup, a round
with a tie's boxes showing, a refused bell, every tab, a late arrival, the prizes, the
projector as a window, full screen and after Escape — the window's frame is inside the screen
and no visible label or button has less room than its text.
Screenshots: tests/screens/party_<size>_<language>_<step>.png.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.databases import copy_club
from tests.helpers.paths import ROOT, SCREENS
from tests.helpers.xserver import NEEDED, SIZES, XServer


@pytest.fixture(scope="module")
def party_tours(tmp_path_factory, club_template):
    """Every party tour, each on its own screen: size and language → its report."""
    missing = [tool for tool in NEEDED if shutil.which(tool) is None]
    assert missing == [], f"install {', '.join(missing)} (setup.sh --test does)"
    servers, running, reports = {}, {}, {}
    try:
        for size in SIZES:
            for lang in ("en", "ru"):
                server = servers[size, lang] = XServer(size)
                for old in SCREENS.glob(f"party_{size}_{lang}_*.png"):
                    old.unlink()
                folder = tmp_path_factory.mktemp(f"party-{size}-{lang}")
                copy_club(club_template, folder / "club.sqlite")  # the tour fills it
                running[size, lang] = subprocess.Popen(
                    [sys.executable, "-m", "tests.ui.party.party_tour", "--lang", lang, "--out",
                     str(folder), "--shots", str(SCREENS / f"party_{size}_{lang}")],
                    cwd=ROOT, env=server.env(), stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE, text=True)
        for key, process in running.items():
            out, err = process.communicate(timeout=240)
            assert process.returncode == 0, f"the party tour {key} failed:\n{err[-3000:]}"
            reports[key] = json.loads(out.strip().splitlines()[-1])
        yield reports
    finally:
        for process in running.values():
            if process.poll() is None:
                process.kill()
        for server in servers.values():
            server.stop()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
def test_the_party_pages_and_the_projector_fit_and_show_their_words_whole(party_tours, size,
                                                                        lang):
    report = party_tours[size, lang]
    width, height = map(int, size.split("x"))
    assert report["screen"][0] == width and report["screen"][1] <= height
    assert report["steps"] == 13
    assert report["problems"] == []
    shots = {Path(p).stem.removeprefix(f"party_{size}_{lang}_") for p in report["shots"]}
    assert {"party_setup", "party_ties", "party_refused", "party_award_question", "party_prizes",
            "projector_window", "projector_full"} <= shots
    for path in report["shots"]:
        assert Path(path).stat().st_size > 10_000  # a picture of a window, not a blank
