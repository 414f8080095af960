"""The tables as CSV for a spreadsheet: the same rows as the PDFs, plain numbers, UTF-8."""

from __future__ import annotations

import csv

from clubapp.reports.csv_tables import (
    evening_rows,
    history_rows,
    standings_rows,
    stars_rows,
    write_csv,
)
from clubapp.reports.data import evening_results, member_history
from clubapp.reports.party_sample import sample_party
from tests.reports.helpers import leftovers, setup_for


def _read(path):
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def test_standings_as_csv(club, tmp_path):
    """Per game, in the game's unit; partners level on everything share the place."""
    standings = club.services.standings.by_game()
    path = write_csv(tmp_path / "s.csv", standings_rows(standings, setup_for()))
    read = _read(path)
    assert read[0] == ["Game", "Unit", "Place", "Member", "Evenings", "Games played",
                       "Games won", "Rubbers / matches won", "Total", "Decided by"]
    euchre = next(s for s in standings if s.key == "euchre")
    line = next(line for line in euchre.lines if line.row.name == "Ann")
    ann = line.row
    assert ["Euchre", "Points", line.place_text, "Ann", str(ann.evenings), str(ann.played),
            str(ann.won), str(ann.matches_won), str(ann.points)] == \
        next(row for row in read if row[3] == "Ann")[:9]
    dan = next(row for row in read if row[3] == "Dan")
    bob = next(row for row in read if row[3] == "Bob")
    assert dan[2] == bob[2] == "3=" and dan[9] == "shared"  # partners level on everything
    assert any(row[:2] == ["Loo (three-card)", "Chips"] for row in read)
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")  # spreadsheets then read UTF-8
    assert leftovers(tmp_path) == []


def test_evening_as_csv_in_russian(club):
    rows = evening_rows(evening_results(club.services, club.evenings["russian"]),
                        setup_for("ru"))
    assert rows[0] == ["Стол", "Игра", "Игроки и стороны", "Результат", "Победители"]
    assert rows[1][:3] == [1, "Эвхри", "A: Анна и Вера; B: Борис и Глеб"]


def test_history_as_csv(club):
    rows = history_rows(member_history(club.services, club.members["Ann"]), setup_for())
    assert rows[1] == ["2024-03-05", "Friday club", 1, "Euchre", "A Cat", "won", 2, 3,
                       rows[1][-1]]
    assert rows[2][5] == ""  # the second game is still being played


def test_stars_board_as_csv():
    party = sample_party(8, rounds_played=2)
    rows = stars_rows(party, setup_for())
    assert rows[0] == ["Place", "Name", "Pack", "Gold", "Red", "Green"]  # green is no plus
    assert len(rows) == 9 and all(sum(row[3:]) == 2 for row in rows[1:])
    assert {row[2] for row in rows[1:]} == {"Lady (red pack)", "Gentleman (blue pack)"}
