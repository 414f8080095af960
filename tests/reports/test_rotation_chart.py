"""The rotation chart format on paper: the chart with its fairness report and standing, and a
card for every guest with each round's table, seat, partner and opponents. Read back with
pypdf; the first page of each rendered to tests/screens/ for a person to look at.

A house format (seeds/002 lines 75–93 have only the head-table progression); the chart of
eight guests is a whist design, every two partnering once and opposing twice (I. Anderson,
Combinatorial Designs and Tournaments, Oxford 1997, ch. 7).
"""

from __future__ import annotations

import datetime as dt

import pytest
from PIL import Image

from clubapp.events.planned_rotation import plan_rotation
from clubapp.events.rotation_party import RoundScore
from clubapp.reports.errors import ReportError
from clubapp.reports.rotation_chart import (
    chart_from_json,
    chart_of_view,
    write_rotation_cards,
    write_rotation_chart,
)
from clubapp.services.rotation_party import RotationChoice, RotationPartyService
from tests.reports.helpers import pages, screenshot, setup_for, text

GUESTS = ["Ada Byron", "Beatrice Lane", "Clara Voss", "Dora Finch", "Edith Crane",
          "Albert Keen", "Bertram Cole", "Featherstonehaugh-Cholmondeley",
          "Анна Каренина", "Пётр Безухов"]


@pytest.fixture
def played(sqlite_services):
    """Ten guests (the hostess keeps table 1), six rounds, two handed in."""
    ids = [sqlite_services.members.add(name).id for name in GUESTS]
    evening = sqlite_services.evenings.create(dt.date(2026, 3, 7), "Spring chart", "party")
    rotation = RotationPartyService(sqlite_services.db)
    view = rotation.start(evening.id, [RotationChoice(i, i == ids[2]) for i in ids],
                          rounds=6, seed=8)
    for number in (1, 2):
        view = rotation.hand_in(evening.id, number, [
            RoundScore(t.number, (4 + t.number, number)) for t in view.rounds[number - 1].tables])
    return view


def test_the_chart_prints_every_round_the_fairness_and_the_standing(played, tmp_path):
    chart = chart_of_view(played)
    path = write_rotation_chart(tmp_path / "chart.pdf", chart, setup_for())
    words = text(path)
    assert "Rotation chart" in words and "Spring chart" in words
    assert "6 rounds, 2 tables a round" in words
    assert "Clara Voss keeps table 1 all night" in words
    for played_round in played.rounds:
        assert f"Round {played_round.number}" in words
        for table in played_round.tables:
            for first, second in table.pairs:
                assert f"{first} & {second}" in words
        assert ("Sitting out: " + ", ".join(played_round.sitting_out)) in words
    for line in played.fairness.lines("en"):
        assert line in words
    assert "Nobody partners the same player twice." in words
    leader = played.standing[0]
    assert f"{leader.place} {leader.name} {leader.points}" in words
    assert "Featherstonehaugh-Cholmondeley" in words  # the longest name whole
    picture = screenshot(path, "rotation_chart")
    if picture is not None:
        with Image.open(picture) as image:
            assert image.size[0] > 400 and image.getbbox() is not None


def test_each_guest_has_a_card_with_table_seat_partner_and_opponents(played, tmp_path):
    chart = chart_of_view(played)
    path = write_rotation_cards(tmp_path / "cards.pdf", chart, setup_for())
    assert pages(path) == 5  # ten guests, two cards a page
    first = text(path, 0)
    name = GUESTS[0]
    assert name in first
    for number, table, seat, partner, rivals in chart.seats_of(name):
        if table is None:
            assert "sits out" in first
            continue
        assert f"{number} {table} {seat.capitalize()} {partner}" in first
        assert f"{rivals[0]} & {rivals[1]}" in first
    # the hostess's card says the table she keeps all night
    hostess = text(path, GUESTS.index("Clara Voss") // 2)
    assert "Table 1 all night" in hostess
    screenshot(path, "rotation_cards")


def test_in_russian_on_letter_paper(played, tmp_path):
    chart = chart_of_view(played)
    path = write_rotation_chart(tmp_path / "chart_ru.pdf", chart, setup_for("ru", "letter"))
    words = text(path)
    assert "Таблица ротации" in words and "Круг 1" in words and "Справедливость" in words
    assert "Clara Voss весь вечер за столом 1" in words
    cards = write_rotation_cards(tmp_path / "cards_ru.pdf", chart, setup_for("ru", "letter"))
    assert "Партнёр" in text(cards, 0) and "Противники" in text(cards, 0)
    screenshot(cards, "rotation_cards_ru")


def test_a_long_chart_continues_on_a_second_card_and_prints_from_the_command_lines_json(
        tmp_path):
    """23 guests, 23 rounds: each guest's rounds go on on a second card; the chart is read
    from what ``clubapp draw rotation`` prints."""
    plan = plan_rotation([str(n) for n in range(1, 24)], seed=2)
    chart = chart_from_json({**plan.to_json(), "seed": 2}, "Big chart")
    assert len(chart.names) == 23 and chart.names[:3] == ("1", "2", "3")
    cards = write_rotation_cards(tmp_path / "cards.pdf", chart, setup_for())
    assert pages(cards) == 23  # two cards a guest, two cards a page
    assert "More on the next card" in text(cards, 0) or "next card" in text(cards, 0)
    words = text(write_rotation_chart(tmp_path / "chart.pdf", chart, setup_for()))
    assert "Round 23" in words and "Big chart" in words
    with pytest.raises(ReportError):
        chart_from_json({"rounds": [[{"table": 1}]], "sitting_out": [[]]})
