"""The party played through the real window (``party``): twenty guests at progressive euchre,
in English on a small laptop's 1024×600, and in Russian, typed in Cyrillic, at 1366×768.
What a step meets that a person would see wrong — a step that cannot go on, a window past the
screen's edge, a cut word, an English word on the Russian screen, a club that kept something
else than was typed — is listed with its picture. Pictures: tests/screens/nights/party_<language>_<size>/."""

from __future__ import annotations

import pytest

from tests.nights.desk import SCREENS, Desk, NightError
from tests.nights.party import CASTS, Party, play

pytestmark = pytest.mark.night


@pytest.mark.parametrize(("lang", "size"), [("en", "1024x600"), ("ru", "1366x768")])
def test_the_party(night_tools, tmp_path, lang, size):
    desk = Desk(size, lang, tmp_path, SCREENS / f"party_{lang}_{size}")
    party = Party(CASTS[lang], desk.documents)
    stopped = ""
    try:
        play(desk, party)
    except NightError as exc:
        stopped = str(exc)
    except Exception as exc:  # a fault of the night itself: said with what it met before
        stopped = f"{type(exc).__name__}: {exc}"
        raise AssertionError("\n".join([stopped, *desk.problems])) from exc
    finally:
        desk.stop()
    met = [f"stopped at {stopped}"] if stopped else []
    assert met + desk.problems == [], "the night met:\n" + "\n".join(met + desk.problems)
