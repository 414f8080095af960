"""The results reach the members (``results_night``, issue 32), played through the real window
on an X server and a real Chromium: in English at 1366×768, and in Russian, typed in Cyrillic,
at 1024×600 (the longer words on the smaller screen; the other nights play English there). What a step meets that a person would see wrong — a step that
cannot go on, a window past the screen's edge, a cut word, an English word on the Russian
screen, a page wider than the phone, an address or a hidden member on the site, a mail to the
wrong member or with the wrong numbers, a second mail — is listed with its picture.
Pictures: tests/screens/nights/results/<language>_<size>/."""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path

import pytest

from tests.nights.desk import SCREENS, Desk
from tests.nights.results_night import CASTS, Night, club_file, play

pytestmark = pytest.mark.night


@pytest.fixture(scope="module")
def clubs(tmp_path_factory):
    """The clubs made with the command line, once for the module (copied for each night)."""
    return tmp_path_factory.mktemp("results_clubs")


@pytest.mark.parametrize(("lang", "size"), [("en", "1366x768"), ("ru", "1024x600")])
def test_the_results_reach_the_members(night_tools, clubs, lang, size):
    # a home of a length a person's has: the folders typed fit their fields
    folder = Path(tempfile.mkdtemp(prefix="night-"))
    desk = Desk(size, lang, folder, SCREENS / "results" / f"{lang}_{size}")
    night = Night(CASTS[lang])
    club_file(clubs, night.cast, desk.db)
    began = time.monotonic()
    try:
        met = desk.play(lambda: play(desk, night), closing=night.close)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    timings = ", ".join(f"{k} {v:.1f} s" for k, v in night.timings.items())
    print(f"\nthe results night {lang} {size}: {time.monotonic() - began:.1f} s ({timings})")
    assert met == [], "the night met:\n" + "\n".join(met)
