"""A card party's evening in the exports: it has no club tables, so the list of evenings counts
its party — the party's tables, its guests, the rounds played (bells rung) and a game at each
table in each round (seeds/002 lines 83–84: a table plays to the bell and hands in its score),
with no count of deals, which the party does not record — and its evening-results CSV lists the
rounds table by table, as the printed results do; never the "0 tables, 0 players" of an empty
evening. The book's party and a party played from a rotation chart alike."""

from __future__ import annotations

import csv
import datetime as dt
import io
import random

import pytest

from clubapp.cli import main
from clubapp.events.rotation_party import RoundScore
from clubapp.services.exchange import ExchangeService
from clubapp.services.rotation_party import RotationChoice, RotationPartyService
from tests.helpers.clubs import SEED, choices, names, party_evening, results_for


def evenings(services, lang: str = "en") -> list[dict[str, str]]:
    text = ExchangeService(services.db).evenings_csv(lang)
    return list(csv.DictReader(io.StringIO(text)))


@pytest.fixture
def book_party(sqlite_services, empty_club):
    """Sixteen guests at four tables, two bells rung: (services, evening, view, club file)."""
    services = sqlite_services
    people = names(8, 8)
    evening, ids = party_evening(services, people)
    view = services.party.start(evening.id, choices(people, ids), seed=SEED)
    rng = random.Random(7)
    for round_number in (1, 2):
        view = services.party.ring_bell(evening.id, round_number, results_for(view, rng))
    return services, evening.id, view, str(empty_club)


@pytest.fixture
def chart_party(sqlite_services):
    """Ten guests of a rotation chart of five rounds, two handed in."""
    services = sqlite_services
    ids = [services.members.add(f"Guest {n:02}").id for n in range(1, 11)]
    evening = services.evenings.create(dt.date(2026, 3, 7), "Spring chart", "party")
    rotation = RotationPartyService(services.db)
    view = rotation.start(evening.id, [RotationChoice(i) for i in ids], rounds=5, seed=8)
    for number in (1, 2):
        view = rotation.hand_in(evening.id, number, [
            RoundScore(t.number, (4 + t.number, number))
            for t in view.rounds[number - 1].tables])
    return services, evening.id, view


def test_the_book_s_party_counts_its_tables_guests_rounds_and_games(book_party):
    services, _evening, view, _ = book_party
    assert len(view.tables) == 4 and len(view.bells) == 2
    row, = evenings(services)
    assert (row["Kind"], row["Tables"], row["Players"], row["Rounds"], row["Games"],
            row["Deals"]) == ("party", "4", "16", "2", "8", "")
    # the same figures under the Russian headings
    russian, = evenings(services, "ru")
    assert (russian["Столы"], russian["Игроки"], russian["Круги"], russian["Партии"],
            russian["Сдачи"]) == ("4", "16", "2", "8", "")


def test_a_late_arrival_is_a_guest_before_the_bell_seats_him(book_party):
    services, evening, _view, _ = book_party
    late = services.members.add("Late Comer").id
    services.party.add_player(evening, late, "red")
    row, = evenings(services)
    assert (row["Players"], row["Rounds"], row["Games"]) == ("17", "2", "8")


def test_a_party_not_drawn_yet_has_nothing_to_count(sqlite_services):
    services = sqlite_services
    party_evening(services, names(2, 2))
    row, = evenings(services)
    assert (row["Tables"], row["Players"], row["Rounds"], row["Games"]) == ("0", "0", "", "0")


def test_a_rotation_chart_counts_the_rounds_handed_in(chart_party):
    services, _evening, view = chart_party
    tables = max(len(r.tables) for r in view.rounds)
    row, = evenings(services)
    assert (row["Tables"], row["Players"], row["Rounds"], row["Games"], row["Deals"]) == (
        str(tables), "10", "2", str(len(view.rounds[0].tables) + len(view.rounds[1].tables)), "")


def results_csv(db: str, evening: int, lang: str, tmp_path) -> list[list[str]]:
    out = tmp_path / f"results.{lang}.csv"
    assert main(["report", "evening", "--evening", str(evening), "--out", str(out),
                 "--db", db, "--lang", lang]) == 0
    return list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))


def test_the_party_s_evening_results_csv_lists_every_round_table_by_table(book_party,
                                                                           tmp_path):
    _services, evening, view, db = book_party
    rows = results_csv(db, evening, "en", tmp_path)
    assert rows[0] == ["Round", "Table", "Winners", "Losers", "What decided it"]
    assert len(rows) == 1 + 8  # four tables, two rounds
    first = view.bells[0].decisions[0]
    assert rows[1][:4] == ["1", str(first.table), " & ".join(first.winners),
                           " & ".join(first.losers)]
    assert rows[1][4]  # why: the score, or the next hand, or the cut
    russian = results_csv(db, evening, "ru", tmp_path)
    assert russian[0] == ["Круг", "Стол", "Победители", "Проигравшие", "Чем решено"]
    assert russian[1][2] == " и ".join(first.winners)


def test_the_chart_s_evening_results_csv_lists_each_pair_and_its_points(chart_party,
                                                                         tmp_path, empty_club):
    _services, evening, view = chart_party
    rows = results_csv(str(empty_club), evening, "en", tmp_path)
    assert rows[0] == ["Round", "Table", "North–South", "Points", "East–West", "Points"]
    table = view.rounds[1].tables[0]
    (a, b), (c, d) = table.pairs
    assert ["2", str(table.number), f"{a} & {b}", str(4 + table.number), f"{c} & {d}",
            "2"] in rows
    assert len(rows) == 1 + len(view.rounds[0].tables) + len(view.rounds[1].tables)
