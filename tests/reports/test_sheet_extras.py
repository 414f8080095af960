"""What a sheet prints besides the deals: the euchre rubber count, the 500 bid table, cribbage
on paper, the boston and whist tables."""

from __future__ import annotations

from dataclasses import replace

from clubapp.reports.score_sheet import write_blank_sheet, write_filled_sheet
from clubapp.reports.sheet_extras import SheetContext, euchre_rubber, law3_value
from clubapp.rules import get_game
from tests.reports.helpers import setup_for, text


def test_law_3_triple_double_single_by_the_losers_score():
    """seeds/002 line 219: a triple if the losers have not scored, a double under three,
    a single with three or four."""
    assert law3_value(0) == 3
    assert law3_value(1) == law3_value(2) == 2
    assert law3_value(3) == law3_value(4) == 1


def test_rubber_count_adds_two_and_deducts_the_losers_games(club, tmp_path):
    """seeds/002 line 219: winners add 2 to their games and deduct the losers'."""
    view = club.view("rubber")
    written = text(write_filled_sheet(tmp_path / "s.pdf", view, setup_for()))
    assert "The rubber (law 3)" in written
    assert "double" in written and "triple" in written
    assert "Winners' games +4" in written
    assert "Rubber +2" in written
    assert "Less the losers' games -3" in written


def test_no_rubber_count_is_printed_that_disagrees_with_the_scorer(club):
    """A game whose value is not law 3's (a house rule, a changed module) prints no count."""
    view = club.view("rubber")
    rules = get_game("euchre")
    state = rules.score_all(rules.new_state(list(view.players)), [d.entry for d in view.deals])
    context = SheetContext(rules, state.options, state.players, setup_for(), 500, state)
    assert euchre_rubber(context)  # as played: the count
    wrong = replace(state, games=(replace(state.games[0], value=99), *state.games[1:]))
    assert euchre_rubber(replace(context, state=wrong)) == []


def test_five_hundred_bid_tables(tmp_path):
    """seeds/002 lines 191–201: six spades 40, seven hearts 200, ten no-trumps 600; Avondale
    (house rule): 100 more a trick, ten no-trumps 520."""
    book = text(write_blank_sheet(tmp_path / "b.pdf", "five-hundred", setup_for()))
    assert "Bid values (the book's table)" in book
    assert "6 40 60 80 100 120" in book
    assert "10 200 300 400 500 600" in book
    avondale = text(write_blank_sheet(tmp_path / "a.pdf", "five-hundred", setup_for(),
                                      options={"schedule": "avondale"}))
    assert "10 440 460 480 500 520" in avondale


def test_cribbage_on_paper_has_ten_divisions_a_side(tmp_path):
    """seeds/001 lines 51–55: divisions marked 0 9 8 … 1 and 1 2 … 0 on each side."""
    written = text(write_blank_sheet(tmp_path / "c.pdf", "cribbage", setup_for(),
                                     players=["Ann", "Bob"]))
    assert "Cribbage on paper" in written
    assert written.count("0 9 8 7 6 5 4 3 2 1") == 2
    assert written.count("1 2 3 4 5 6 7 8 9 0") == 2


def test_boston_contract_values(tmp_path):
    """seeds/004 line 37: 5 tricks 3/2/1 … 13 tricks 50/49/48, little misère 15; big open is
    the house-rule option (45)."""
    written = text(write_blank_sheet(tmp_path / "b.pdf", "boston", setup_for()))
    assert "5 tricks 3 2 1" in written
    assert "13 tricks (slam) 50 49 48" in written
    assert "little misère 15 15 15" in written
    assert "big open 45 45 45" in written


def test_whist_count_from_the_book(tmp_path):
    """seeds/004 lines 15–25: 2 a trick over six; honours 2/4/6; game 10; rubber +5 / +3."""
    written = text(write_blank_sheet(tmp_path / "w.pdf", "whist-ru", setup_for()))
    assert "Each trick over six scores 2" in written
    assert "three 2, four 4, five 6" in written
    assert "short (2–0) +5, long (2–1) +3" in written


def test_the_rubbers_total_is_measured_in_the_bold_it_is_set_in():
    """The count's last line, «Роббер стоит 3 в пользу: A (Ann Hale и Cat Moss)», is set in
    bold: its column is wide enough for it in bold, so it neither runs into the value beside it
    nor past the table (law 3, seeds/002 line 219: A wins 2 + 2 + 2 − 3 = 3)."""
    from reportlab.lib.units import mm
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.platypus import KeepTogether, Table

    from clubapp.commands.demo import RUBBERS
    from clubapp.reports.fonts import BOLD
    from clubapp.reports.layout import PAD

    rules = get_game("euchre")
    players = ["Ann Hale", "Bob Reed", "Cat Moss", "Dan Ford"]
    state = rules.score_all(rules.new_state(players), RUBBERS[0])
    context = SheetContext(rules, state.options, state.players, setup_for("ru"), 180 * mm,
                           state)
    [kept] = euchre_rubber(context)
    assert isinstance(kept, KeepTogether)
    count = [f for f in kept._content if isinstance(f, Table)][-1]
    label, value = count._cellvalues[-1]
    assert label.startswith("Роббер стоит 3 в пользу: A (Ann Hale") and value == "=3"
    style = count._cellStyles[-1][0]
    assert style.fontname == BOLD
    widest = max(stringWidth(line, BOLD, style.fontsize) for line in label.split("\n"))
    assert widest + 2 * PAD <= count._colWidths[0] + 0.01
