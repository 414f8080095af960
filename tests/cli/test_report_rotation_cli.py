"""``clubapp report rotation-chart`` and ``report rotation-cards``: a rotation chart party's
chart and guests' cards without the window — of the party kept for ``--evening N``, or of the
chart ``clubapp draw rotation`` prints, read on stdin — and ``report evening`` of such an
evening. Each PDF is read back; bad input is refused in one line with exit 2 and nothing
written, in the language of ``--lang``.

A house format beside the book's party (seeds/002 lines 75–93 have only the head-table
progression): the chart of eight guests is a whist design, every two partnering once
(I. Anderson, Combinatorial Designs and Tournaments, Oxford 1997, ch. 7).
"""

from __future__ import annotations

import datetime as dt
import json

import pytest

from clubapp.events.rotation_party import RoundScore
from clubapp.services import Services
from clubapp.services.party_views import EntrantChoice
from clubapp.services.rotation_party import RotationChoice, RotationPartyService
from tests.cli.shell import Shell
from tests.reports.helpers import pages, text

GUESTS = ["Ada Byron", "Beatrice Lane", "Clara Voss", "Dora Finch", "Edith Crane",
          "Albert Keen", "Bertram Cole", "Cyril Dunn"]


@pytest.fixture
def club(empty_club) -> dict:
    """A club with a rotation chart party (eight guests, one round handed in), a book's party
    drawn, and a party evening not yet drawn."""
    path = str(empty_club)
    services = Services.open(path)
    ids = [services.members.add(name).id for name in GUESTS]
    chart = services.evenings.create(dt.date(2026, 3, 7), "Spring chart", "party")
    rotation = RotationPartyService(services.db)
    view = rotation.start(chart.id, [RotationChoice(i, i == ids[2]) for i in ids], seed=4)
    rotation.hand_in(chart.id, 1, [RoundScore(t.number, (5, 3 + t.number))
                                   for t in view.rounds[0].tables])
    book = services.evenings.create(dt.date(2026, 3, 14), "Spring progressive", "party")
    services.party.start(book.id, [EntrantChoice(i, "red" if n < 4 else "blue")
                                   for n, i in enumerate(ids)], seed=2)
    empty = services.evenings.create(dt.date(2026, 3, 21), "Spring to come", "party")
    services.club.rename("Hoyle Card Club")
    services.close()
    return {"db": path, "chart": chart.id, "book": book.id, "empty": empty.id,
            "view": view}


@pytest.fixture
def shell(club, capsys, monkeypatch) -> Shell:
    return Shell(club["db"], capsys, monkeypatch)


def test_the_chart_of_the_evening_is_printed(club, shell, tmp_path):
    out = tmp_path / "chart.pdf"
    run = shell.run("report", "rotation-chart", "--evening", club["chart"], "--out", out,
                    process=True)
    assert run.code == 0, run.err
    assert run.out.strip() == str(out)
    words = text(out)
    assert "Hoyle Card Club" in words and "Rotation chart" in words and "Spring chart" in words
    assert "7 rounds, 2 tables a round" in words
    assert "Clara Voss keeps table 1 all night" in words
    for played in club["view"].rounds:
        assert f"Round {played.number}" in words
        for table in played.tables:
            (a, b), (c, d) = table.pairs
            assert f"{a} & {b}" in words and f"{c} & {d}" in words
    assert "Nobody partners the same player twice." in words
    assert "Standing" in words  # one round handed in: the standing so far


def test_the_guests_cards_of_the_evening_are_printed_in_russian(club, shell, tmp_path):
    out = tmp_path / "cards.pdf"
    assert shell.run("report", "rotation-cards", "--evening", club["chart"], "--out", out,
                     lang="ru").code == 0
    assert pages(out) == 4  # eight guests, two cards a page
    first = text(out, 0)
    assert "Таблица ротации: карточки гостей" in first
    assert "Ada Byron" in first and "Круг" in first and "Партнёр" in first


def test_a_chart_drawn_on_the_command_line_prints_from_stdin(shell, tmp_path):
    drawn = shell.json("draw", "rotation", "--players", "8", "--seed", "3")
    out = tmp_path / "drawn.pdf"
    assert shell.run("report", "rotation-chart", "--out", out, stdin=drawn).code == 0
    words = text(out)
    for number, tables in enumerate(drawn["rounds"], start=1):
        assert f"Round {number}" in words
        for table in tables:
            (a, b), (c, d) = table["pairs"]
            assert f"{a} & {b}" in words and f"{c} & {d}" in words
    cards = tmp_path / "drawn-cards.pdf"
    assert shell.run("report", "rotation-cards", "--out", cards,
                     stdin=json.dumps(drawn)).code == 0
    assert pages(cards) == 4


def test_the_evening_results_of_a_rotation_evening(club, shell, tmp_path):
    out = tmp_path / "evening.pdf"
    assert shell.run("report", "evening", "--evening", club["chart"], "--out", out).code == 0
    words = text(out)
    assert "0 tables" not in words
    assert "A rotation chart: 8 guests at 2 tables a round; 1 of 7 rounds handed in." in words
    assert "Round 1" in words and "Round 2" not in words
    assert "Standing" in words and "Fairness" in words


def test_wrong_kinds_and_options_are_refused_naming_what_to_print(club, shell, tmp_path):
    out = tmp_path / "no.pdf"
    assert shell.refused("report", "rotation-chart", "--evening", club["book"], "--out",
                         out) == (f"evening: evening {club['book']} plays the book's progressive "
                                  "party, not a rotation chart: print its tally-cards, "
                                  "table-cards or stars-board")
    assert shell.refused("report", "tally-cards", "--evening", club["chart"], "--out",
                         out) == (f"evening: evening {club['chart']} is played from a rotation "
                                  "chart: print rotation-chart or rotation-cards")
    assert shell.refused("report", "rotation-cards", "--evening", club["empty"], "--out",
                         out) == f"evening: evening {club['empty']} has no party drawn yet"
    assert shell.refused("report", "rotation-chart", "--evening", 99, "--out", out
                         ).startswith("evening:")
    assert shell.refused("report", "rotation-chart", "--evening", club["chart"], "--rounds",
                         "5", "--out", out) == "--rounds is not for rotation-chart"
    assert shell.refused("report", "rotation-cards", "--evening", club["chart"],
                         "--with-codes", "--out", out) == "--with-codes is not for rotation-cards"
    assert shell.refused("report", "rotation-chart", "--evening", club["chart"], "--out",
                         tmp_path / "chart.csv").startswith("rotation-chart is a PDF only")
    assert shell.refused("report", "rotation-chart", "--out", out,
                         stdin={"rounds": [[{"table": 1}]], "sitting_out": [[]]}
                         ).startswith("expected the chart as `clubapp draw rotation`")
    assert shell.refused("report", "rotation-chart", "--evening", club["book"], "--out", out,
                         lang="ru") == (f"вечер: на вечере {club['book']} идёт игра по книге, а не "
                                        "по таблице ротации: печатайте её `tally-cards`, "
                                        "`table-cards` или `stars-board`")
    assert not out.exists() and not (tmp_path / "chart.csv").exists()


def test_the_help_names_the_rotation_kinds_in_both_languages(shell):
    english = shell.run("report", "--help")
    assert english.code == 0 and "rotation-chart, rotation-cards" in " ".join(
        english.out.split())
    russian = " ".join(shell.run("report", "--help", lang="ru").out.split())
    # code is printed plainly, without the marks it is written between (issue 34)
    assert "rotation-chart, rotation-cards" in russian.replace("rotation- chart",
                                                               "rotation-chart")
    assert "`" not in russian
    assert "таблицу ротации с карточками гостей" in russian
