"""The evening's results give each table played for chips (loo, rams, préférence) a table of
its players and their chips, most first, as the other games have their table: fourteen loo
tables of ten fit two pages, each player's name and figure read on one line."""

from __future__ import annotations

import dataclasses
import datetime as dt

from pypdf import PdfReader

from clubapp.reports.data import EveningResults, TableResult, evening_results
from clubapp.reports.evening_results import is_pool_table, write_evening_results
from tests.reports.helpers import pages, screenshot, setup_for, text
from tests.reports.many_deals import pool_deals
from tests.reports.played import club_names


def _spans(path) -> list[tuple[int, float, float, str]]:
    """Every piece of text with its page and its place on the page."""
    out: list[tuple[int, float, float, str]] = []
    for number, page in enumerate(PdfReader(str(path)).pages):
        def visit(words, cm, tm, _font, _size, number=number):
            if words.strip():
                out.append((number, cm[0] * tm[4] + cm[2] * tm[5] + cm[4],
                            cm[1] * tm[4] + cm[3] * tm[5] + cm[5], words.strip()))

        page.extract_text(visitor_text=visit)
    return out


def _in_one_row(spans, name: str, figure: str) -> bool:
    """Whether ``figure`` is printed to the right of ``name``, in the same row of its table
    (a name wrapped on two lines has its figure between them)."""
    first = name.split()[0]
    for page, x, y, words in spans:
        if words.startswith(first) and name.startswith(words) and any(
                p == page and fx > x and abs(fy - y) < 8 and t == figure
                for p, fx, fy, t in spans):
            return True
    return False


def _loo_night(services, players: list[str]) -> EveningResults:
    night = services.evenings.create(dt.date(2026, 3, 6), "Пятничный вечер клуба").id
    table = services.evenings.add_table(night)
    services.evenings.seat_players(table.id, [services.members.add(n).id for n in players])
    game = services.evenings.start_game(table.id, "loo")
    for deal in pool_deals("loo", players, 12):
        services.scoring.record_deal(game, deal)
    return evening_results(services, night)


def test_fourteen_loo_tables_of_ten_are_tables_of_players_and_chips(sqlite_services, tmp_path):
    names = club_names(140)
    results = _loo_night(sqlite_services, names[:10])
    view = results.tables[0].games[0]
    assert is_pool_table(view)
    tables = []
    for number in range(1, 15):  # the same deals at fourteen tables, each of its ten
        seated = tuple(names[10 * (number - 1):10 * number])
        rename = dict(zip(view.players, seated, strict=True))
        tables.append(TableResult(number, seated, (dataclasses.replace(
            view, players=seated, sides=seated, side_members={p: (p,) for p in seated},
            totals={rename[p]: n for p, n in view.totals.items()}),)))
    path = write_evening_results(tmp_path / "evening.pdf",
                                 dataclasses.replace(results, tables=tuple(tables)),
                                 setup_for("ru"))
    assert pages(path) <= 2
    spans = _spans(path)
    written = text(path)
    assert "Столы на фишки" in written
    for number in range(1, 15):
        assert f"Стол {number}: Лу (трёхкарточный) · 12 сдач" in written
    best = max(view.totals.values())
    top = next(p for p in view.players if view.totals[p] == best)
    for seated in (t.players for t in tables):  # each name on the line of its chips
        mapped = dict(zip(view.players, seated, strict=True))
        for old, new in mapped.items():
            figure = view.totals[old]
            shown = ("+" if figure > 0 else "") + str(figure)
            assert _in_one_row(spans, new, shown), (new, shown)
        assert mapped[top] in written.replace("- ", "-")
    screenshot(path, "evening_pool_tables_ru")


def test_a_club_evening_keeps_its_other_games_in_the_first_table(club, tmp_path):
    path = write_evening_results(tmp_path / "e.pdf",
                                 evening_results(club.services, club.evenings["friday"]),
                                 setup_for())
    written = text(path)
    assert "Players and sides" in written and "A: Ann & Cat; B: Bob & Dan" in written
    assert "Tables played for chips Table 3: Loo (three-card) · 1 deal" in written
    assert "Player Chips Jon +" in written  # the most chips first
