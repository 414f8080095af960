"""The party played through the real window (``party``): twenty guests at progressive euchre,
in English on a small laptop's 1024×600, and in Russian, typed in Cyrillic, at 1366×768.
What a step meets that a person would see wrong — a step that cannot go on, a window past the
screen's edge, a cut word, an English word on the Russian screen, a club that kept something
else than was typed — is listed with its picture. Pictures: tests/screens/nights/party_<language>_<size>/."""

from __future__ import annotations

import pytest

from tests.nights.desk import SCREENS, Desk
from tests.nights.party import CASTS, Party, play

pytestmark = pytest.mark.night


@pytest.mark.parametrize(("lang", "size"), [("en", "1024x600"), ("ru", "1366x768")])
def test_the_party(night_tools, tmp_path, lang, size):
    desk = Desk(size, lang, tmp_path, SCREENS / f"party_{lang}_{size}")
    party = Party(CASTS[lang], desk.documents)
    met = desk.play(lambda: play(desk, party))
    assert met == [], "the night met:\n" + "\n".join(met)
