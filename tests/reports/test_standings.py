"""Standings on paper: per game in its unit, ties placed as the window places them, the
tie-break named, one head a page; a season by its rules."""

from __future__ import annotations

from clubapp.events.standings import CRITERIA, place_rows
from clubapp.reports.standings import places, write_standings
from clubapp.services.standings import GameStandings
from clubapp.services.views import StandingRow
from tests.reports.helpers import pages, screenshot, setup_for, text


def test_standings_per_game_each_in_its_unit(club, tmp_path):
    standings = club.services.standings.by_game()
    path = write_standings(tmp_path / "s.pdf", standings, setup_for())
    written = text(path)
    assert "Standings" in written and "All evenings" in written
    assert "Euchre (points)" in written and "Loo (three-card) (chips)" in written
    euchre = written[written.index("Euchre (points)"):written.index("Loo (three-card)")]
    assert euchre.index("Ann") < euchre.index("Bob")  # Ann and Cat won the rubber
    line = next(line for s in standings if s.key == "euchre" for line in s.lines
                if line.row.name == "Ann")
    ann = line.row
    assert (f"{line.place_text} Ann {ann.evenings} {ann.played} {ann.won} {ann.matches_won} "
            f"{ann.points}") in written
    loo = written[written.index("Loo (three-card)"):]
    assert "Ranked on the chips won or lost" in loo and "Chips" in loo
    screenshot(path, "standings_report")


def test_a_tie_broken_names_its_tie_break_and_a_full_tie_is_shared():
    rows = [StandingRow(1, "Ann", 3, 2, 1, 9, 1), StandingRow(2, "Cat", 3, 2, 0, 9, 1),
            StandingRow(3, "Bob", 3, 2, 0, 9, 1), StandingRow(4, "Dan", 3, 2, 0, 4, 1)]
    lines = {line.row.name: line for line in place_rows(rows, CRITERIA["games"])}
    assert lines["Ann"].place_text == "1" and lines["Ann"].decided_by == "matches_won"
    assert lines["Bob"].place_text == lines["Cat"].place_text == "2="
    assert lines["Dan"].place_text == "4" and lines["Dan"].decided_by == "points"


def test_equal_rows_share_a_place():
    def row(name, won, matches, points):
        return StandingRow(0, name, 3, won, matches, points, 1)

    rows = [row("Ann", 2, 1, 9), row("Cat", 2, 1, 9), row("Bob", 1, 0, 7), row("Dan", 0, 0, 1)]
    assert places(rows) == ["1=", "1=", "3", "4"]


def test_standings_in_russian_with_four_hundred_members(tmp_path):
    rows = [StandingRow(n, f"Участник {n}", 10, 400 - n, 0, 1000 * (400 - n), 3)
            for n in range(400)]
    standing = GameStandings("cribbage", ("cribbage",), "holes", "games",
                             tuple(place_rows(rows, CRITERIA["games"])))
    path = write_standings(tmp_path / "s.pdf", [standing], setup_for("ru"),
                           scope="Весенний сезон")
    count = pages(path)
    assert count > 5
    first = text(path, 0)
    assert "Турнирная таблица" in first and "Весенний сезон" in first
    assert "Криббедж (лунки)" in first and "Лунки" in first
    assert "1 Участник 0 3 10 400 0 400 000" in first.replace("\u00a0", " ")
    assert "Участник 399" in text(path, count - 1)
    for page in range(count):  # one head a page, at its top: never mid-page
        assert text(path, page).count("Место") == 1
    screenshot(path, "standings_report_ru")


def test_no_games_yet(tmp_path):
    assert "No games recorded yet." in text(write_standings(tmp_path / "s.pdf", [], setup_for()))


def test_a_seasons_standings_by_its_rules_with_every_tie_explained(sqlite_services, tmp_path):
    """A season on paper: its rules in a sentence, each place and how it was decided, the
    ties explained, in English and in Russian."""
    from clubapp.reports.standings import write_season_standings
    from tests.reports.helpers import play

    players = ["Ann Lee", "Bob Hart", "Cat Moss", "Dan Ford"]
    view = play(sqlite_services, "euchre", players,
                [{"makers": "A", "tricks": 5}, {"makers": "A", "tricks": 5},
                 {"makers": "B", "tricks": 3}])
    evening = sqlite_services.evenings.list()[0].id
    season = sqlite_services.seasons.create("Spring league", None, [evening], lots_seed=5)
    result = sqlite_services.seasons.standings(season.id)
    assert result.standings.ties  # partners are level: a tie to explain
    english = text(write_season_standings(tmp_path / "en.pdf", result, setup_for()))
    assert "Spring league" in english
    assert "Total points, each game on its own; ties: head-to-head" in english
    assert "Euchre (points)" in english  # the game ranked, named in its heading
    assert "level with" in english and "Ties and how they were broken" in english
    assert "are level on" in english
    russian = text(write_season_standings(tmp_path / "ru.pdf", result, setup_for("ru")))
    assert "Сумма очков, каждая игра отдельно; при равенстве: личные встречи" in russian
    assert "поровну с:" in russian and "Равенства и их разрешение" in russian
    assert "level" not in russian and "points" not in russian
    assert all(name in russian for name in view.players)  # the names as they are
    screenshot(tmp_path / "ru.pdf", "season_standings_ru")
