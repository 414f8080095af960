"""League standings as ``StandingsService.standings()`` ranks them."""

from __future__ import annotations

from clubapp.reports.standings import places, write_standings
from clubapp.services.views import StandingRow
from tests.reports.helpers import pages, screenshot, setup_for, text


def test_standings_of_all_evenings(club, tmp_path):
    rows = club.services.standings.standings()
    path = write_standings(tmp_path / "s.pdf", rows, setup_for())
    written = text(path)
    assert "Standings" in written and "All evenings" in written
    assert written.index("Ann") < written.index("Bob")  # Ann and Cat won the rubber
    ann = next(r for r in rows if r.name == "Ann")
    assert f"1 Ann {ann.evenings} {ann.played} {ann.won} {ann.matches_won} {ann.points}" in written
    screenshot(path, "standings_report")


def test_equal_rows_share_a_place():
    def row(name, won, matches, points):
        return StandingRow(0, name, 3, won, matches, points, 1)

    rows = [row("Ann", 2, 1, 9), row("Cat", 2, 1, 9), row("Bob", 1, 0, 7), row("Dan", 0, 0, 1)]
    assert places(rows) == ["1", "1", "3", "4"]


def test_standings_in_russian_with_four_hundred_members(tmp_path):
    rows = [StandingRow(n, f"Участник {n}", 10, 400 - n, 0, 1000 * (400 - n), 3)
            for n in range(400)]
    path = write_standings(tmp_path / "s.pdf", rows, setup_for("ru"), scope="Весенний сезон")
    count = pages(path)
    assert count > 5
    first = text(path, 0)
    assert "Турнирная таблица" in first and "Весенний сезон" in first
    assert "1 Участник 0 3 10 400 0 400\u00a0000" in first or "400 000" in first
    assert "Участник 399" in text(path, count - 1)
    screenshot(path, "standings_report_ru")


def test_no_games_yet(tmp_path):
    assert "No games recorded yet." in text(write_standings(tmp_path / "s.pdf", [], setup_for()))
