"""The standings on paper, read back: the evening of euchre, 500 and cribbage of
tests/services/test_standings_units.py written by ``clubapp report standings`` (an evening's,
and a season's on total points and on places at each table). Each section is headed by its
game (or by every game together and the rule that says how); no sum of unlike units is
printed: not Ann's 646 (euchre 6 + 500's 640), not Lou's 201 (500's 140 + 61 holes).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from clubapp.cli import main
from clubapp.services import Services
from tests.helpers.mixed_evening import RAW_SUMS, play_evening
from tests.reports.helpers import screenshot, text


@pytest.fixture
def club(empty_club):
    path = empty_club
    services = Services.open(str(path))
    night = play_evening(services)
    default = services.seasons.create("Spring", None, [night.evening_id], lots_seed=2)
    places = services.seasons.create("Spring by places", {"basis": "places"},
                                     [night.evening_id], lots_seed=2)
    services.close()
    return path, night.evening_id, default.id, places.id


def report(path: Path, out: Path, *args: str, lang: str = "en") -> str:
    assert main(["--db", str(path), "--lang", lang, "report", "standings", "--out", str(out),
                 *args]) == 0
    return " ".join(text(out).split())


def section(written: str, heading: str, following: str | None) -> str:
    start = written.index(heading)
    return written[start:written.index(following, start) if following else None]


def no_raw_sums(written: str) -> None:
    for name, raw in RAW_SUMS.items():
        assert not re.search(rf"\b{name}\b[^A-Z]*?(?<!\d){raw}(?!\d)", written), (name, raw)


def test_an_evenings_standings_game_by_game(club, tmp_path):
    path, evening, _default, _places = club
    written = report(path, tmp_path / "evening.pdf", "--evening", str(evening))
    headings = ["Cribbage (holes)", "Euchre (points)", "Five hundred (points)"]
    assert [written.index(h) for h in headings] == sorted(written.index(h) for h in headings)
    assert "All games together" not in written
    euchre = section(written, "Euchre (points)", "Five hundred (points)")
    five_hundred = section(written, "Five hundred (points)", None)
    cribbage = section(written, "Cribbage (holes)", "Euchre (points)")
    # place, member, evenings, played, won, matches, the game's own total
    assert "1= Ann 1 1 1 1 6" in euchre and "640" not in euchre
    assert "1 Ann 1 1 1 1 640 points" in five_hundred  # both won: the points decide
    assert "1 Lou 1 1 1 1 61" in cribbage and "Holes" in cribbage
    no_raw_sums(written)
    screenshot(tmp_path / "evening.pdf", "standings_per_game_report")


def test_a_season_on_total_points_is_printed_game_by_game(club, tmp_path):
    path, _evening, default, _places = club
    written = report(path, tmp_path / "season.pdf", "--season", str(default))
    assert "Spring" in written
    assert "Total points, each game on its own" in written
    headings = ["Euchre (points)", "Five hundred (points)", "Cribbage (holes)"]  # most played
    assert [written.index(h) for h in headings] == sorted(written.index(h) for h in headings)
    assert "All games together" not in written
    five_hundred = section(written, "Five hundred (points)", "Cribbage (holes)")
    assert re.search(r"\b1 Ann 1 640\b", five_hundred)
    cribbage = section(written, "Cribbage (holes)", None)
    assert re.search(r"\b1 Lou 1 61\b", cribbage)
    no_raw_sums(written)


def test_a_season_by_places_names_its_rule_over_every_game_together(club, tmp_path):
    path, _evening, _default, places = club
    written = report(path, tmp_path / "places.pdf", "--season", str(places))
    heading = ("All games together: points for places at each table "
               "(3, 2, 1 for 1st, 2nd, 3rd…)")
    assert written.index(heading) < written.index("Euchre (points)")
    together = section(written, heading, "Euchre (points)")
    assert "Points for places" in together
    assert re.search(r"\b1 Ann 1 6\b", together) and re.search(r"\b2 Lou 1 5\b", together)
    no_raw_sums(written)
    russian = report(path, tmp_path / "places_ru.pdf", "--season", str(places), lang="ru")
    assert "Все игры вместе: очки за места за каждым столом" in russian
    assert "Эвхри (очки)" in russian and "Криббедж (лунки)" in russian
    screenshot(tmp_path / "places_ru.pdf", "season_by_places_report_ru")
