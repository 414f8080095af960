"""Score sheets: blank for every game (one page each), filled with the deals as recorded, the
running totals, the games and the rubber or match."""

from __future__ import annotations

from dataclasses import replace

import pytest

from clubapp.reports.errors import ReportError
from clubapp.reports.score_sheet import (
    default_seats,
    write_blank_sheet,
    write_filled_sheet,
)
from clubapp.rules import all_games
from tests.reports.helpers import page_size, pages, play, screenshot, setup_for, text


def test_every_game_has_a_blank_sheet_with_its_deals_on_the_first_page(tmp_path):
    """Every game's sheet: the deals' rows on the first page (the tables a scorer looks up
    overleaf when they would leave fewer than twelve rows), its heads whole."""
    setup = setup_for()
    for rules in all_games():
        path = write_blank_sheet(tmp_path / f"{rules.id}.pdf", rules.id, setup)
        assert pages(path) <= 2, rules.id
        first = text(path, 0)
        assert "No." in first and "Total" in first and "Scorer" in first, rules.id
        assert "…" not in first and "Continued" not in first, rules.id


@pytest.mark.parametrize("game_id", ["euchre", "five-hundred", "cribbage", "loo", "whist-ru",
                                     "boston", "preference-austrian", "piquet"])
def test_blank_sheet_screens(tmp_path, game_id):
    path = write_blank_sheet(tmp_path / "sheet.pdf", game_id, setup_for())
    assert "Date" in text(path, 0)  # the block to fill in heads every sheet
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


def test_seventeen_at_a_loo_table_continue_on_further_pages_under_the_same_heads(tmp_path):
    players = [f"Player {n}" for n in range(1, 18)]
    path = write_blank_sheet(tmp_path / "loo.pdf", "loo", setup_for(paper="letter"),
                             players=players)
    count = pages(path)
    assert count > 1
    assert page_size(path)[0] > page_size(path)[1]  # landscape
    for page in range(count):
        written = text(path, page)
        assert "No." in written and "Dealer" in written and "Tricks" in written
        if page:
            assert "Continued: Player" in written
    assert "Player 17" in text(path, count - 1) and "Pool carried" in text(path, count - 1)
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
    assert "Партия 1: выиграл(а) A (Анна и Вера), счёт A 6, B 2 (стоимость 2)" in written
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


def test_a_pool_game_prints_the_pool_the_ante_and_each_players_chips(club, tmp_path):
    """seeds/000 lines 45, 57: the dealer antes 3 red (9 white), a trick takes a third, a
    player who stood and took no trick is looed 3 red; the pool carries on."""
    view = club.view("loo")
    path = write_filled_sheet(tmp_path / "loo.pdf", view, setup_for())
    written = text(path)
    assert "Pool in Ante A trick (1/3)" in written and "Pool carried" in written
    # deal 1, dealt by Ivy: pool in 0, ante 9, 3 a trick; Ivy 2 tricks -3, Jon 1 +3, Kay
    # looed -9 (the 0 under her says so: no remark); 9 carried
    assert "1 Ivy 0 9 3 2 -3 -3 1 +3 3 0 -9 -9 9" in written and "Looed" not in written
    assert "Totals so far: Ivy -3, Jon 3, Kay -9" in written
    assert "a red chip is 3 white" in written
    screenshot(path, "sheet_filled_loo")


def test_names_in_greek_or_with_emoji_print_readably(club, tmp_path):
    view = club.view("greek")
    path = write_filled_sheet(tmp_path / "s.pdf", view, setup_for())
    written = text(path)
    assert "Νίκος" in written and "Ζωή" in written and "Bob ?" in written
    assert "🎉" not in written


def _lap_deals(before: list[dict], after: list[dict]) -> list[dict]:
    """A's two marches (4 points), then a jambone of five tricks (8, seeds/002 line 123): A
    reaches 12, and with laps (line 117) the 7 over game win the next game at once."""
    jambone = {"makers": "A", "tricks": 5, "alone": True, "jambone": True}
    march = {"makers": "A", "tricks": 5}
    return [*before, march, march, jambone, *after]


def test_a_lap_that_wins_the_next_game_at_once_ends_two_games_on_one_deal(tmp_path):
    """A rubber of railroad euchre with laps: B wins game 1 (and carries its one point over
    game into game 2); A's jambone ends game 2 and its seven over game win game 3 at once
    (seeds/002 line 117), and with it the rubber. The line after that deal names both games,
    each by its own number, winner and score."""
    from clubapp.reports.score_sheet import write_sheet_from_score

    b_march = {"makers": "B", "tricks": 5}
    deals = _lap_deals([b_march, b_march, b_march], [])
    path = write_sheet_from_score(tmp_path / "laps.pdf", "euchre-railroad",
                                  ["Ann", "Bob", "Cat", "Dan"], deals, setup_for(),
                                  options={"laps": True, "rubber": True})
    words = text(path)
    one = words.index("Game 1 won by B (Bob & Dan): A 0, B 6")
    two = words.index("Game 2 won by A (Ann & Cat): A 12, B 1")
    three = words.index("Game 3 won by A (Ann & Cat): A 7, B 0")
    assert one < two < three
    assert "Game 4" not in words
    screenshot(path, "sheet_railroad_laps")


def test_the_games_after_a_lap_keep_their_numbers(tmp_path):
    """Without rubbers the games follow one another (line 117): after the deal that ended
    games 1 and 2, B's next game is game 3, won by B — not "game 2" again, won by A."""
    from clubapp.reports.score_sheet import write_sheet_from_score

    b_march = {"makers": "B", "tricks": 5}
    deals = _lap_deals([], [b_march, b_march, b_march])
    path = write_sheet_from_score(tmp_path / "laps.pdf", "euchre-railroad",
                                  ["Ann", "Bob", "Cat", "Dan"], deals, setup_for(),
                                  options={"laps": True, "rubber": False})
    words = text(path)
    assert words.index("Game 1 won by A (Ann & Cat): A 12, B 0") < \
        words.index("Game 2 won by A (Ann & Cat): A 7, B 0") < \
        words.index("Game 3 won by B (Bob & Dan): A 2, B 6")
    russian = text(write_sheet_from_score(tmp_path / "laps_ru.pdf", "euchre-railroad",
                                          ["Ann", "Bob", "Cat", "Dan"], deals,
                                          setup_for("ru"),
                                          options={"laps": True, "rubber": False}))
    assert russian.count("Партия 3") >= 1 and "Партия 4" not in russian
