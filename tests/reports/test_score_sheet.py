"""Score sheets: blank for every game (one page each), filled with the deals as recorded, the
running totals, the games and the rubber or match."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pypdf import PdfReader
from reportlab.platypus import PageBreak

from clubapp.reports.errors import ReportError
from clubapp.reports.page import Heading, build_document
from clubapp.reports.score_sheet import (
    blank_sheet_story,
    default_seats,
    write_blank_sheet,
    write_filled_sheet,
)
from clubapp.rules import all_games
from tests.reports.helpers import page_size, pages, play, screenshot, setup_for, text


def test_a_blank_sheet_of_every_game_fits_one_page(tmp_path):
    """Every game's sheet on one page: built as one document per orientation, a page a game
    (a sheet that overflowed would add a page), each page naming its game."""
    setup = setup_for()
    stories: dict[bool, list[tuple[str, list]]] = {False: [], True: []}
    for rules in all_games():
        story, wide = blank_sheet_story(rules, setup)
        stories[wide].append((rules.name, story))
    for wide, sheets in stories.items():
        flow: list = []
        for _name, story in sheets:
            flow += [*story, PageBreak()]
        path = build_document(tmp_path / f"all-{wide}.pdf", setup, Heading("All games"),
                              flow[:-1], wide=wide)
        assert pages(path) == len(sheets)
        for index in (0, len(sheets) - 1):  # reading every page back would take seconds
            written = text(path, index)
            assert "No." in written and "Total" in written
    assert len(stories[False]) + len(stories[True]) == len(all_games())


@pytest.mark.parametrize("game_id", ["euchre", "five-hundred", "cribbage", "loo", "whist-ru",
                                     "boston", "preference-austrian", "piquet"])
def test_blank_sheet_screens(tmp_path, game_id):
    path = write_blank_sheet(tmp_path / "sheet.pdf", game_id, setup_for())
    assert len(PdfReader(str(path)).pages) == 1  # a blank sheet fits its page
    png = screenshot(path, f"sheet_blank_{game_id}")
    assert png is not None and png.stat().st_size > 1000


def test_a_blank_euchre_sheet_names_the_sides_and_the_rubber_rule(tmp_path):
    path = write_blank_sheet(tmp_path / "sheet.pdf", "euchre", setup_for())
    written = text(path)
    assert "Score sheet: Euchre" in written and "blank sheet" in written
    assert "Side A: 1 & 3; Side B: 2 & 4" in written
    assert "Makers" in written and "Makers' tricks" in written and "Revoke" in written
    assert "a triple (3) if the losers have not scored" in written
    assert "Game: 5 points" in written


def test_a_blank_sheet_with_names_prints_them_on_their_sides(tmp_path):
    path = write_blank_sheet(tmp_path / "sheet.pdf", "euchre", setup_for("ru"),
                             players=["Анна", "Борис", "Вера", "Глеб"], rows=10)
    written = text(path)
    assert "Лист записи: Эвхри" in written
    assert "A: Анна и Вера" in written and "B: Борис и Глеб" in written
    assert "10" in written and "11" not in written.split("Партии")[0].split("Итог")[-1]


def test_default_seats_follow_the_book():
    from clubapp.rules import get_game

    assert default_seats(get_game("five-hundred")) == 3  # seeds/002 line 185: three players
    assert default_seats(get_game("euchre")) == 4
    assert default_seats(get_game("loo")) == 6


def test_a_blank_sheet_refuses_what_cannot_be(tmp_path):
    with pytest.raises(ReportError, match="unknown game"):
        write_blank_sheet(tmp_path / "x.pdf", "snap", setup_for())
    with pytest.raises(ReportError, match="1 to 500 rows"):
        write_blank_sheet(tmp_path / "x.pdf", "euchre", setup_for(), rows=0)
    with pytest.raises(ReportError, match="option target"):
        write_blank_sheet(tmp_path / "x.pdf", "euchre", setup_for(), options={"target": "ten"})
    with pytest.raises(ReportError, match="players"):
        write_blank_sheet(tmp_path / "x.pdf", "euchre", setup_for(), players=["Ann"])
    assert not (tmp_path / "x.pdf").exists()


def test_seventeen_at_a_loo_table_still_fit_the_page(tmp_path):
    players = [f"Player {n}" for n in range(1, 18)]
    path = write_blank_sheet(tmp_path / "loo.pdf", "loo", setup_for(paper="letter"),
                             players=players)
    assert pages(path) == 1
    assert page_size(path)[0] > page_size(path)[1]  # landscape
    assert "Player 17" in text(path)
    screenshot(path, "sheet_blank_loo_17_players")


def test_filled_euchre_sheet_shows_deals_totals_games_and_rubber(club, tmp_path):
    """seeds/002 lines 213–219: march 2, lone march 4, euchre 2, triple/double, rubber +2."""
    view = club.view("rubber")
    assert view.match == {"winner": "A", "value": 3}
    assert replace(view).deals == view.deals
    path = write_filled_sheet(tmp_path / "sheet.pdf", view, setup_for(),
                              caption="Friday club · Table 1")
    written = text(path)
    assert pages(path) == 1
    assert "Friday club · Table 1" in written
    assert "Game 1 won by A (Ann & Cat): A 6, B 2 (worth 2)" in written
    assert "Game 2 won by B (Bob & Dan): A 0, B 5 (worth 3)" in written
    assert "Game 3 won by A (Ann & Cat): A 5, B 1 (worth 2)" in written
    assert "Match won by A (Ann & Cat), value 3" in written
    assert "The rubber is worth 3 to A (Ann & Cat)" in written
    assert "+4" in written and "+2" in written and "-3" in written and "=3" in written
    assert "Revoked by: side B; Opponents take: add to their score" in written
    screenshot(path, "sheet_filled_euchre")


def test_filled_sheet_in_russian(club, tmp_path):
    view = club.view("russian")
    path = write_filled_sheet(tmp_path / "sheet.pdf", view, setup_for("ru"))
    written = text(path)
    assert "Лист записи: Эвхри" in written
    assert "Партия 1: выиграл(а) A (Анна & Вера), счёт A 6, B 2 (стоимость 2)" in written
    assert "Не закончено" in written
    screenshot(path, "sheet_filled_euchre_ru")


def test_a_game_in_progress_says_so_with_the_totals(club, tmp_path):
    view = club.view("in_progress")
    written = text(write_filled_sheet(tmp_path / "s.pdf", view, setup_for()))
    assert "Not finished. Totals now: A 2, B 2" in written


def test_undone_deals_are_not_counted_and_the_sheet_says_so(sqlite_services, tmp_path):
    view = play(sqlite_services, "euchre", ["Ann", "Bob", "Cat", "Dan"],
                [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5}])
    view = sqlite_services.scoring.withdraw_deal(view.deals[-1].id)
    written = text(write_filled_sheet(tmp_path / "s.pdf", view, setup_for()))
    assert "1 undone deal(s) are not counted." in written
    assert "Totals now: A 1, B 0" in written


def test_a_pool_game_prints_the_pool_after_each_deal(club, tmp_path):
    """The pool column shows what the loo engine leaves in the pool after the deal."""
    from clubapp.reports.score_sheet import replay
    from clubapp.rules import get_game

    view = club.view("loo")
    pool = replay(get_game("loo"), view)[0].pool
    assert pool is not None
    path = write_filled_sheet(tmp_path / "loo.pdf", view, setup_for())
    written = text(path)
    assert "Pool" in written
    # deal 1: dealt by Ivy; tricks, points and total for Ivy, Jon and Kay; then the pool
    points = view.deals[0].points
    row = " ".join(f"{view.deals[0].entry['tricks'][p]} {points[p]} {points[p]}"
                   for p in ("Ivy", "Jon", "Kay"))
    assert f"1 Ivy Ivy, Jon, Kay {row} {pool}" in written
    screenshot(path, "sheet_filled_loo")


def test_names_in_greek_or_with_emoji_print_readably(club, tmp_path):
    view = club.view("greek")
    path = write_filled_sheet(tmp_path / "s.pdf", view, setup_for())
    written = text(path)
    assert "Νίκος" in written and "Ζωή" in written and "Bob ?" in written
    assert "🎉" not in written
