"""The stars board and the prize list."""

from __future__ import annotations

from dataclasses import replace

from pypdf import PdfReader

from clubapp.reports.party_docs import PartyData, Prize, TallyCard
from clubapp.reports.party_lists import (
    ranked,
    write_prize_list,
    write_stars_board,
    write_table_list,
)
from clubapp.reports.party_sample import sample_party
from tests.reports.helpers import pages, screenshot, setup_for, text


def test_the_board_ranks_by_gold_then_red_then_fewest_green():
    """seeds/002 line 91: gold decides, then the red stars, then the fewer green."""
    cards = [TallyCard("Ann", "red", gold=2, red=1, green=3),
             TallyCard("Bob", "blue", gold=2, red=3, green=1),
             TallyCard("Cat", "red", gold=2, red=3, green=0),
             TallyCard("Dan", "blue", gold=0, red=5, green=0),
             TallyCard("Eve", "red", gold=0, red=5, green=0)]
    assert [(place, c.name) for place, c in ranked(cards)] == \
        [(1, "Cat"), (2, "Bob"), (3, "Ann"), (4, "Dan"), (4, "Eve")]


def test_the_stars_board_is_a_poster_of_each_roles_leaders(tmp_path):
    party = replace(sample_party(16, rounds_played=4), labels={"red": "Ladies",
                                                               "blue": "Gentlemen"})
    path = write_stars_board(tmp_path / "b.pdf", party, setup_for())
    written = text(path)
    assert "Stars board" in written and "★ Gold" in written and "Total" not in written
    assert written.index("Ladies") < written.index("Gentlemen")
    for role in ("red", "blue"):
        place, best = ranked([c for c in party.players if c.role == role])[0]
        assert f"{place} {best.name} {best.gold} {best.red} {best.green}" in written
    screenshot(path, "party_stars_board")


def test_a_board_of_four_hundred_shows_the_leaders_and_says_who_is_level(tmp_path):
    party = sample_party(400, rounds_played=2)
    path = write_stars_board(tmp_path / "b.pdf", party, setup_for("ru"))
    assert pages(path) <= 2
    written = text(path)
    assert "Таблица звёздочек" in written and "Дама (красная рубашка)" in written
    assert "поровну игроков" in written


def test_find_your_table_lists_everyone_alphabetically_in_large_type(tmp_path):
    party = sample_party(400, rounds_played=2)
    path = write_table_list(tmp_path / "l.pdf", party, setup_for())
    written = text(path)
    assert "Find your table" in written and "Round 3: where each guest sits" in written
    names = sorted((c.name for c in party.players), key=str.casefold)
    for name in names:
        assert f"{name} {party.table_now(name)}" in written
    assert written.index(names[0]) < written.index(names[1])
    spans = []
    PdfReader(str(path)).pages[0].extract_text(
        visitor_text=lambda t, cm, tm, font, size: spans.append((t.strip(), size, tm)))
    sizes = [size * abs(tm[0]) for t, size, tm in spans if t in names]
    assert sizes and min(sizes) >= 14
    screenshot(path, "party_table_list")


def test_prize_list_with_reasons(tmp_path):
    party = PartyData(prizes=(
        Prize("consolation", "blue", "Dan", "five green stars"),
        Prize("first", "red", "Ann", "three gold stars; red stars decided the tie"),
        Prize("second", "blue", "Νίκος 🎉", "four red stars")))
    party = replace(party, labels={"red": "Ladies", "blue": "Gentlemen"})
    path = write_prize_list(tmp_path / "p.pdf", party, setup_for())
    written = text(path)
    assert written.index("First prize") < written.index("Second prize") < \
        written.index("Consolation prize")
    assert "First prize · Ladies Ann three gold stars; red stars decided the tie" in written
    assert "Consolation prize · Gentlemen Dan" in written
    assert "Νίκος ?" in written
    screenshot(path, "party_prizes")


def test_prize_list_in_russian_and_empty(tmp_path):
    written = text(write_prize_list(tmp_path / "p.pdf", sample_party(16, rounds_played=3,
                                                                     lang="ru"),
                                    setup_for("ru")))
    assert "Первый приз" in written and "Утешительный приз" in written
    assert "золотых звёздочек" in written
    assert "No prizes awarded yet." in text(write_prize_list(tmp_path / "e.pdf", PartyData(),
                                                             setup_for()))
