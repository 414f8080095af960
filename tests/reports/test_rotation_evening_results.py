"""The evening results of a card party played from a rotation chart: how far it has come, the
standing, every round handed in table by table with each pair's points and who sat out, and
the fairness report — never "0 tables" of a party that has no club tables. Read back from the
PDF in English and Russian, on SQLite and PostgreSQL; the first page rendered to
tests/screens/rotation_evening_results*.png for a person to look at.

A house format beside the book's party (seeds/002 lines 75–93 have only the head-table
progression); the standing is the rotation's own (each guest scores his pair's points, a round
sat out the average pair's: ``events.rotation_party``).
"""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.events.rotation_party import RoundScore
from clubapp.reports.data import evening_results
from clubapp.reports.evening_results import write_evening_results
from clubapp.services.rotation_party import RotationChoice, RotationPartyService
from tests.reports.helpers import screenshot, setup_for, text

GUESTS = ["Ada Byron", "Beatrice Lane", "Clara Voss", "Dora Finch", "Edith Crane",
          "Albert Keen", "Bertram Cole", "Cyril Dunn", "Анна Каренина", "Пётр Безухов"]


def points(table: int, number: int) -> tuple[int, int]:
    return (4 + table, number)


@pytest.fixture
def rotation_evening(services):
    """Ten guests (the hostess keeps table 1), five rounds, two handed in."""
    ids = [services.members.add(name).id for name in GUESTS]
    evening = services.evenings.create(dt.date(2026, 3, 7), "Spring chart", "party")
    rotation = RotationPartyService(services.db)
    view = rotation.start(evening.id, [RotationChoice(i, i == ids[2]) for i in ids],
                          rounds=5, seed=8)
    for number in (1, 2):
        view = rotation.hand_in(evening.id, number, [
            RoundScore(t.number, points(t.number, number))
            for t in view.rounds[number - 1].tables])
    return services, evening.id, view


def test_the_results_print_the_rounds_the_standing_and_the_fairness(rotation_evening,
                                                                    tmp_path):
    services, evening, view = rotation_evening
    results = evening_results(services, evening)
    assert results.party is None and results.rotation == view
    path = write_evening_results(tmp_path / "evening.pdf", results, setup_for())
    words = text(path)
    assert "0 tables" not in words and "No party has been drawn" not in words
    assert "A rotation chart: 10 guests at 2 tables a round; 2 of 5 rounds handed in." in words
    assert "Clara Voss keeps table 1 all night" in words
    # the standing, as the rotation page shows it
    assert "Standing" in words
    for line in view.standing:
        place = f"{line.place}=" if sum(o.place == line.place for o in view.standing) > 1 \
            else str(line.place)
        assert f"{place} {line.name} {line.points} {line.won} {line.played} {line.sat_out}" \
            in words
    # every round handed in, table by table, each pair with its points
    assert "The rounds handed in" in words
    for played in view.rounds[:2]:
        assert f"Round {played.number}" in words
        for table in played.tables:
            (a, b), (c, d) = table.pairs
            first, second = points(table.number, played.number)
            assert f"{table.number} {a} & {b} {first} {c} & {d} {second}" in words
        assert "Sitting out: " + ", ".join(played.sitting_out) in words
    assert "Round 3" not in words  # not handed in yet
    # the fairness report of the chart
    assert "Fairness" in words
    for line in view.fairness.lines("en"):
        assert line in words
    picture = screenshot(path, "rotation_evening_results")
    assert picture is None or picture.stat().st_size > 0


def test_the_results_in_russian(rotation_evening, tmp_path):
    services, evening, view = rotation_evening
    path = write_evening_results(tmp_path / "evening_ru.pdf",
                                 evening_results(services, evening), setup_for("ru"))
    words = text(path)
    assert "Итоги вечера" in words
    assert ("Игра по таблице ротации: 10 гостей за 2 столами в круге; сдано 2 из 5 кругов."
            in words)
    assert "Clara Voss весь вечер за столом 1" in words
    assert "Положение" in words and "Сданные круги" in words and "Справедливость" in words
    assert "Круг 1" in words and "Север–Юг" in words and "Восток–Запад" in words
    for line in view.fairness.lines("ru"):
        assert line in words
    screenshot(path, "rotation_evening_results_ru")


def test_a_chart_with_no_round_handed_in_says_so(services, tmp_path):
    ids = [services.members.add(name).id for name in GUESTS[:8]]
    evening = services.evenings.create(dt.date(2026, 3, 14), "New chart", "party")
    RotationPartyService(services.db).start(evening.id, [RotationChoice(i) for i in ids],
                                            seed=3)
    words = text(write_evening_results(tmp_path / "evening.pdf",
                                       evening_results(services, evening.id), setup_for()))
    assert "A rotation chart: 8 guests at 2 tables a round; 0 of 7 rounds handed in." in words
    assert "No round has been handed in yet." in words
    assert "The rounds handed in" not in words and "Standing" not in words
    assert "Nobody partners the same player twice." in words  # a whist design of eight
