"""The club evening played through the real window (``club_evening``): in English on a small
laptop's 1024×600, and in Russian, typed in Cyrillic, at 1366×768. What a step meets that a
person would see wrong — a step that cannot go on, a window past the screen's edge, a cut word,
an English word on the Russian screen, a club that kept something else than was typed — is
listed with its picture. Pictures: tests/screens/nights/club_evening_<language>_<size>/."""

from __future__ import annotations

import pytest

from tests.nights.club_evening import CASTS, Evening, play
from tests.nights.desk import SCREENS, Desk

pytestmark = pytest.mark.night


@pytest.mark.parametrize(("lang", "size"), [("en", "1024x600"), ("ru", "1366x768")])
def test_the_club_evening(night_tools, tmp_path, lang, size):
    desk = Desk(size, lang, tmp_path, SCREENS / f"club_evening_{lang}_{size}")
    night = Evening(CASTS[lang], desk.documents)
    met = desk.play(lambda: play(desk, night))
    assert met == [], "the night met:\n" + "\n".join(met)
