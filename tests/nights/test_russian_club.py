"""A Russian club's evening played through the real window (``russian_club``, issue 36): its
secretary types everything in Cyrillic — the players, the games' names («вист», «преферанс»,
«бостон», «рамс», «пикет», «пятьсот»), the auction «раз пас пас», the open card «5б» — on a
small laptop's 1024×600 and on a 1366×768 screen. What a step meets that a person would see
wrong — a step that cannot go on, a window past the screen's edge, a cut word, an English word,
a field lost after a refusal, a score other than the rule books make it — is listed with its
picture. Pictures: tests/screens/nights/russian_club_<size>/."""

from __future__ import annotations

import pytest

from tests.nights.desk import SCREENS, Desk
from tests.nights.russian_club import Evening, play

pytestmark = pytest.mark.night


@pytest.mark.parametrize("size", ["1024x600", "1366x768"])
def test_the_russian_club_evening(night_tools, tmp_path, size):
    desk = Desk(size, "ru", tmp_path, SCREENS / f"russian_club_{size}")
    night = Evening(desk.documents)
    met = desk.play(lambda: play(desk, night))
    assert met == [], "the night met:\n" + "\n".join(met)
