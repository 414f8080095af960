"""The stars board and the prize list."""

from __future__ import annotations

from clubapp.reports.party_docs import PartyData, Prize, TallyCard
from clubapp.reports.party_lists import ranked, write_prize_list, write_stars_board
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


def test_stars_board_prints_every_players_stars(tmp_path):
    party = sample_party(16, rounds_played=4)
    path = write_stars_board(tmp_path / "b.pdf", party, setup_for())
    written = text(path)
    assert "Stars board" in written and "★ Gold" in written
    place, best = ranked(party.players)[0]
    colour = "red" if best.role == "red" else "blue"
    assert f"{place} {best.name} {colour} {best.gold} {best.red} {best.green} {best.stars}" in written
    screenshot(path, "party_stars_board")


def test_a_board_of_four_hundred_runs_over_pages(tmp_path):
    party = sample_party(400, rounds_played=2)
    path = write_stars_board(tmp_path / "b.pdf", party, setup_for("ru"))
    assert pages(path) >= 8
    assert "Таблица звёздочек" in text(path, 0)


def test_prize_list_with_reasons(tmp_path):
    party = PartyData(prizes=(
        Prize("consolation", "blue", "Dan", "five green stars"),
        Prize("first", "red", "Ann", "three gold stars; red stars decided the tie"),
        Prize("second", "blue", "Νίκος 🎉", "four red stars")))
    path = write_prize_list(tmp_path / "p.pdf", party, setup_for())
    written = text(path)
    assert written.index("First prize") < written.index("Second prize") < \
        written.index("Consolation prize")
    assert "Ann three gold stars; red stars decided the tie" in written
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
