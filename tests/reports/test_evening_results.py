"""Evening results: every table, its game(s), the result and the winners."""

from __future__ import annotations

import dataclasses
import datetime as dt

from clubapp.reports.data import EveningResults, TableResult, evening_results
from clubapp.reports.evening_results import write_evening_results
from clubapp.services.views import EveningView
from tests.reports.helpers import pages, screenshot, setup_for, text


def test_every_table_with_its_game_result_and_winners(club, tmp_path):
    path = write_evening_results(tmp_path / "e.pdf",
                                 evening_results(club.services, club.evenings["friday"]),
                                 setup_for())
    written = text(path)
    assert "Evening results" in written and "Friday club · 5 March 2024" in written
    assert "3 tables, 11 players, 1 of 3 games finished (open)" in written
    assert "A: Ann & Cat; B: Bob & Dan" in written
    assert "games won: A 2, B 1; value 3; 11 deals" in written
    assert "Ann & Cat" in written.split("11 deals")[1][:20]  # the winners after the result
    assert "in progress (points): A 2, B 2" in written
    assert "Table 3: Loo (three-card) · 1 deal" in written  # a pool table: its own table
    assert "Player Chips Jon +" in written and "Ivy -3" in written
    screenshot(path, "evening_results")


def test_evening_results_in_russian(club, tmp_path):
    path = write_evening_results(tmp_path / "e.pdf",
                                 evening_results(club.services, club.evenings["russian"]),
                                 setup_for("ru"))
    written = text(path)
    assert "Итоги вечера" in written and "Вечер клуба · 12 марта 2024 г." in written
    assert "A: Анна и Вера; B: Борис и Глеб" in written
    assert "Эвхри" in written and "идёт игра" in written
    screenshot(path, "evening_results_ru")


def test_an_evening_of_400_players_runs_over_pages_that_each_fit(club, tmp_path):
    """100 tables of four: the table breaks across pages, the header repeats on each."""
    results = evening_results(club.services, club.evenings["friday"])
    game = results.tables[0].games[0]
    tables = []
    for number in range(1, 101):
        names = tuple(f"Player {4 * number + k}" for k in range(4))
        view = dataclasses.replace(
            game, players=names, side_members={"A": names[0::2], "B": names[1::2]})
        tables.append(TableResult(number, names, (view,)))
    big = EveningResults(EveningView(1, dt.date(2024, 3, 5), "Big party", "party", "open", 100),
                         tuple(tables))
    seen = []
    path = write_evening_results(tmp_path / "big.pdf", big, setup_for(),
                                 progress=lambda done, total: seen.append(done) or True)
    count = pages(path)
    assert count >= 3
    assert "100 tables, 400 players, 100 of 100 games finished" in text(path, 0)
    last = text(path, count - 1)
    assert "Player 403" in last and f"Page {count} of {count}" in last
    assert "Players and sides" in last  # the column heads repeat
    assert len(seen) > 2  # progress moved while the long table was laid out


def test_a_table_without_a_game_says_so(sqlite_services, tmp_path):
    import datetime as dt

    night = sqlite_services.evenings.create(dt.date(2024, 3, 5), "Quiet night")
    sqlite_services.evenings.add_table(night.id)
    path = write_evening_results(tmp_path / "q.pdf",
                                 evening_results(sqlite_services, night.id), setup_for())
    assert "no game started" in text(path)
