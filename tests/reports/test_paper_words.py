"""What the club's papers say and how they end: counts in the form their number takes («14
очков», «1 очко», «-18 фишек»), a value named in lower case inside a result line, the stars
board before the first bell, the prize list on one page within its margins, and a blank
Russian piquet sheet on one A4 page."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from clubapp.reports.data import evening_results, member_history
from clubapp.reports.evening_results import write_evening_results
from clubapp.reports.fonts import BOLD
from clubapp.reports.history import write_history
from clubapp.reports.page import MARGIN
from clubapp.reports.party_docs import Prize
from clubapp.reports.party_lists import write_prize_list, write_stars_board
from clubapp.reports.party_sample import sample_party
from clubapp.reports.score_sheet import write_blank_sheet
from clubapp.words import counted
from tests.reports.helpers import pages, screenshot, setup_for, text
from tests.reports.played import LONG_NAMES


def test_a_count_takes_the_form_its_number_asks_for():
    """CLDR's plural rules: English one/other, Russian one (1, 21), few (2–4, 22) and many
    (0, 5–20, 11–14, 111)."""
    assert counted(1, "points", "en") == "1\u00a0point"
    assert counted(14, "points", "en") == "14\u00a0points"
    assert counted(0, "points", "ru") == "0\u00a0очков"
    assert counted(1, "points", "ru") == "1\u00a0очко"
    assert counted(2, "points", "ru") == "2\u00a0очка"
    assert counted(14, "points", "ru") == "14\u00a0очков"
    assert counted(21, "points", "ru") == "21\u00a0очко"
    assert counted(111, "holes", "ru") == "111\u00a0лунок"
    assert counted(-18, "chips", "ru") == "-18\u00a0фишек"
    assert counted(-3, "chips", "ru") == "-3\u00a0фишки"
    assert counted(1, "deals", "en") == "1\u00a0deal" and counted(12, "deals", "ru") == \
        "12\u00a0сдач"


def test_the_members_history_counts_in_russian_by_the_plural_rule(club, tmp_path):
    history = member_history(club.services, club.members["Ann"])
    path = write_history(tmp_path / "h.pdf", history, setup_for("ru"))
    written = text(path)
    for game in history.games:
        assert " ".join(counted(game.points, "points", "ru").split()) in written
    wrong = [n for n in re.findall(r"(-?\d+) очки", written) if not 2 <= abs(int(n)) % 10 <= 4
             or 12 <= abs(int(n)) % 100 <= 14]
    assert not wrong, written
    screenshot(path, "history_ru_counts")


def test_a_value_inside_a_result_line_is_not_capitalised(club, tmp_path):
    path = write_evening_results(tmp_path / "e.pdf",
                                 evening_results(club.services, club.evenings["friday"]),
                                 setup_for("ru"))
    written = text(path)
    assert "выиграно партий: A 2, B 1; стоимость 3; 11 сдач" in written
    assert "; Стоимость" not in written


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_stars_board_before_the_first_bell_says_no_bell_has_rung(lang, tmp_path):
    party = sample_party(200, rounds_played=0, lang=lang)
    path = write_stars_board(tmp_path / "board.pdf", party, setup_for(lang))
    written = text(path)
    assert pages(path) == 1
    if lang == "en":
        assert "No bell has rung yet: nobody has a star" in written
        assert "level in place" not in written and "Guests: 100" in written
    else:
        assert "Звонка ещё не было: звёздочек пока ни у кого нет" in written
        assert "поровну" not in written and "Гостей: 100" in written
    screenshot(path, f"stars_board_no_bell_{lang}")


@pytest.mark.parametrize(("lang", "paper"), [("ru", "a4"), ("en", "letter")])
def test_six_prizes_with_long_names_fit_one_page_within_the_margins(lang, paper, tmp_path):
    """Six prizes (first, second and consolation, seeds/002 line 91, for each role), every
    winner a long double name: one page, each name inside the page's rule (a double name
    breaks after its hyphen rather than running past it)."""
    party = sample_party(16, rounds_played=3, lang=lang)
    prizes = tuple(Prize(kind, role, LONG_NAMES[n], "золотых звёздочек: 3")
                   for n, (kind, role) in enumerate(
                       (k, r) for k in ("first", "second", "consolation") for r in ("red", "blue")))
    party = replace(party, prizes=prizes, labels={"red": "Дамы и барышни",
                                                  "blue": "Gentlemen of the club"})
    path = write_prize_list(tmp_path / "prizes.pdf", party, setup_for(lang, paper))
    assert pages(path) == 1
    page = PdfReader(str(path)).pages[0]
    right = float(page.mediabox.width) - MARGIN
    widest = []

    def visit(words, cm, tm, _font, size):
        if words.strip() and size >= 14:
            x = cm[0] * tm[4] + cm[2] * tm[5] + cm[4]
            widest.append((x + stringWidth(words.strip(), BOLD, size), words.strip()))

    page.extract_text(visitor_text=visit)
    assert widest and max(widest)[0] <= right + 0.5, max(widest)
    written = text(path).replace("- ", "-")
    for name in LONG_NAMES[:6]:
        assert name in written
    screenshot(path, f"prize_list_long_names_{lang}")


def test_a_blank_russian_piquet_sheet_is_one_a4_page(tmp_path):
    """The box of the games and their values (seeds/001 line 319: a game of 100, doubled by
    a lurch) goes on the page under the rows, not alone on a second page."""
    path = write_blank_sheet(tmp_path / "piquet.pdf", "piquet", setup_for("ru"))
    assert pages(path) == 1
    written = text(path)
    assert "Партии" in written and "Победитель" in written
    screenshot(path, "sheet_blank_piquet_ru")
