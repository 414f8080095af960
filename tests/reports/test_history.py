"""A player's history: the evenings and games of one member."""

from __future__ import annotations

from clubapp.reports.data import member_history
from clubapp.reports.history import write_history
from tests.reports.helpers import screenshot, setup_for, text


def test_a_members_games_over_two_evenings(club, tmp_path):
    history = member_history(club.services, club.members["Ann"])
    path = write_history(tmp_path / "h.pdf", history, setup_for())
    written = text(path)
    assert "Player's history: Ann" in written
    assert "2 evenings, 4 games played, 3 won; 17 points" in written
    assert "2024-03-05 Friday club 1 Euchre A: Cat won; games 2 of 3" in written  # a column: TABLE
    assert "Вечер клуба" in written and "A: Νίκος" in written and "in progress" in written
    screenshot(path, "history_report")


def test_history_in_russian(club, tmp_path):
    history = member_history(club.services, club.members["Анна"])
    written = text(write_history(tmp_path / "h.pdf", history, setup_for("ru")))
    assert "История игрока: Анна" in written
    assert "12.03.2024" in written and "A: Вера" in written and "идёт игра" in written  # TABLE


def test_a_member_who_never_played(sqlite_services, tmp_path):
    member = sqlite_services.members.add("New Member")
    written = text(write_history(tmp_path / "h.pdf", member_history(sqlite_services, member.id),
                                 setup_for()))
    assert "No games yet." in written


def test_points_holes_and_chips_are_never_added_together(club, tmp_path):
    history = member_history(club.services, club.members["Ivy"])  # Ivy played loo for chips
    written = text(write_history(tmp_path / "h.pdf", history, setup_for()))
    assert "chips" in written and "points" not in written.split("Date")[0]
