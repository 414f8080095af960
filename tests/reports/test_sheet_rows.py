"""A filled score sheet keeps each deal to one line and a page holds at least twenty of them,
never a deal split between pages: read back from the PDF, each deal's number is found on
exactly one page, the rows a line apart. A club's long hyphenated names (Latin and Cyrillic)
are shortened in the deals' columns to what tells the players apart, the long form in the key
under the table.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest

from clubapp.reports.score_sheet import SheetHeader, write_sheet_from_score
from clubapp.reports.sheet_design import short_names
from tests.reports.helpers import page_size, pages, screenshot, setup_for, text
from tests.reports.many_deals import deal_numbers, pool_deals, preference_deals
from tests.reports.played import club_names

HEADER = SheetHeader("6 марта 2026 г.", "Пятничный вечер клуба", "3", "Анна")
ONE_LINE = 14.0  # points between two deals' numbers: a row of one line (8–8.5 pt type)
A_PAGE = 20  # deals a page at the least


def _check_rows(path, deals: int) -> list[list[tuple[int, float]]]:
    """Every deal on exactly one page and one line; at least twenty a page but the last."""
    found = deal_numbers(path)
    seen = Counter(number for page in found for number, _y in page)
    assert sorted(seen) == list(range(1, deals + 1)), seen
    assert all(times == 1 for times in seen.values()), seen  # never split between pages
    for n, page in enumerate(found):
        if n < len(found) - 1:
            assert len(page) >= A_PAGE, (n, len(page))
        heights = [y for _number, y in page]
        assert all(0 < a - b <= ONE_LINE for a, b in pairwise(heights)), (n, heights)
    return found


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_thirty_deals_of_rams_for_six_fit_one_page(lang, tmp_path):
    """Rams at six (seeds/000 line 5: the dealer deals himself no cards): thirty deals on one
    A4 page, each a line; the remarks column is not needed where the tricks say who was
    ramsed (a 0 under each who played and took none)."""
    players = club_names(6)
    deals = pool_deals("rams", players, 30)
    path = write_sheet_from_score(tmp_path / "rams.pdf", "rams", players, deals,
                                  setup_for(lang), header=HEADER)
    assert pages(path) == 1
    _check_rows(path, 30)
    written = text(path)
    short = short_names(players)
    assert short[players[0]] == "Alexandrina" and short[players[1]] == "Констанция"
    for name in players:  # the long form in the key under the table
        assert f"{short[name]} — {name}" in written.replace("- ", "-")
    remarks = "Remarks" if lang == "en" else "Примечания"
    assert written.count(remarks) == 1  # in the note above the deals: no remarks column
    screenshot(path, f"sheet_rams_30_deals_{lang}")


@pytest.mark.parametrize(("lang", "paper", "seats"), [("en", "a4", 3), ("ru", "letter", 4)])
def test_preference_keeps_a_deal_to_a_line_with_each_answer_under_its_player(lang, paper,
                                                                              seats, tmp_path):
    """Préférence (seeds/003 lines 30–31): each defender's answer under his own name, so a
    deal is one line; thirty deals, twenty or more a page. Four at a Letter page's table
    (line 9: the dealer sits out) take the answer and the tricks in one cell, the contract
    and the trumps' suit in another ("игра ♠")."""
    players = club_names(seats)
    deals = preference_deals(players, 30)
    path = write_sheet_from_score(tmp_path / "pref.pdf", "preference-austrian", players, deals,
                                  setup_for(lang, paper), header=HEADER)
    found = _check_rows(path, 30)
    assert len(found) <= 2
    first = text(path, 0)
    assert ("Answer" if lang == "en" else "Ответ") in first
    assert ("whist" if lang == "en" else "вист") in first
    assert "Констанция: " not in first  # the answers are not a run-on list of names
    if seats == 4:
        assert "Ответ, взятки" in first and any(s in first for s in "♠♣♦♥")
    screenshot(path, f"sheet_preference_30_deals_{lang}")


@pytest.mark.parametrize(("lang", "paper"), [("en", "a4"), ("ru", "letter")])
def test_a_ten_player_loo_sheet_keeps_each_deal_on_one_page(lang, paper, tmp_path):
    """Loo at ten (seeds/000 line 41: three to seventeen): every player's columns on one
    landscape page, so a deal is never split between pages; twenty or more deals a page.
    On Letter, narrower than A4, each player's tricks and chips share a cell and the seat
    numbers head the players' columns (their names in seat order above the deals)."""
    players = club_names(10)
    deals = pool_deals("loo", players, 30)
    path = write_sheet_from_score(tmp_path / "loo.pdf", "loo", players, deals,
                                  setup_for(lang, paper), header=HEADER)
    width, height = page_size(path)
    assert width > height
    found = _check_rows(path, 30)
    assert len(found) == 2
    assert all(name in text(path).replace("- ", "-") for name in players)
    first = text(path, 0).replace("- ", "-")
    if paper == "letter":
        assert "Взятки, фишки" in first and "1. Alexandrina Featherstonehaugh" in first
    screenshot(path, f"sheet_loo_10_players_{paper}")


def test_names_are_shortened_to_what_tells_the_players_apart():
    assert short_names(["Ann Smith", "Bob Jones"]) == {"Ann Smith": "Ann", "Bob Jones": "Bob"}
    assert short_names(["Ann Smith", "Ann Jones"]) == {"Ann Smith": "Ann S.",
                                                       "Ann Jones": "Ann J."}
    assert short_names(["Ann Smith", "Ann Swan", "Bob"]) == {"Ann Smith": "1",
                                                             "Ann Swan": "2", "Bob": "3"}
    assert short_names(["Ann", "Bob Lee"]) == {"Bob Lee": "Bob"}
