"""The Standings page places ties as the paper does (issue 21, item 4), and the Print menu's
documents of what is on screen: standings per game, a score sheet with its header filled in,
the chip statement (issue 21, items 2 and 5).

The club: two euchre evenings (a member who won at both leads; two winners level on games won
told apart by their points; losers level on everything share a place), a cribbage table (in
holes) and a loo table (in chips). The screen's places, names and tie-breaks are compared with
``clubapp report standings`` (its CSV, and the text of its PDF) on the same database.
"""

from __future__ import annotations

import csv
import datetime as dt
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from clubapp.cli import main
from clubapp.services import Services
from tests.helpers.paths import SCREENS
from tests.helpers.pdf import pdf_text
from tests.helpers.window import open_window

LONG = "Alexandrina Featherstonehaugh-Wolstenholme"
MEMBERS = [LONG, "Bob Hart", "Cat Moss", "Dan Ford", "Eve Stone", "Fay Wood", "Gus Reed",
           "Hal Pike", "Ivy Lane", "Jon Park"]


def _game(services: Services, evening_id: int, players: list[int], game_id: str,
          deals: list[dict], options: dict | None = None) -> int:
    table = services.evenings.add_table(evening_id)
    services.evenings.seat_players(table.id, players)
    game = services.evenings.start_game(table.id, game_id, options or {})
    for entry in deals:
        services.scoring.record_deal(game, entry)
    return game


@pytest.fixture
def club(empty_club) -> tuple[Path, int, int]:
    path = empty_club
    services = Services.open(str(path))
    services.club.rename("Maple Street Card Club")
    ids = {name: services.members.add(name).id for name in MEMBERS}
    m = [ids[n] for n in MEMBERS]
    first = services.evenings.create(dt.date(2026, 11, 20), "First Friday")
    # side A (seats 1 and 3) wins a game 5-1 in five single points
    _game(services, first.id, [m[0], m[1], m[2], m[3]], "euchre",
          [{"makers": "B", "tricks": 3}] + [{"makers": "A", "tricks": 3}] * 5)
    second = services.evenings.create(dt.date(2026, 11, 27), "Second Friday")
    # the long-named member and Fay win a game 6-0: a lone march and a march
    _game(services, second.id, [m[0], m[4], m[5], m[6]], "euchre",
          [{"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 5}])
    _game(services, second.id, [m[7], m[8]], "cribbage",
          [{"points": {"Hal Pike": 12, "Ivy Lane": 9}}])
    services.close()
    return path, first.id, second.id


def cli_standings(path: Path, out: Path, *extra: str) -> Path:
    code = main(["--db", str(path), "--lang", "en", "report", "standings", "--out", str(out),
                 *extra])
    assert code == 0
    return out


def screen_lines(page) -> list[tuple[str, str, str]]:
    """(place, member, decided by) of each row the Standings page shows."""
    return [(str(row[0]), str(row[1]), str(row[-1])) for row in page.model.rows]


def test_the_screen_places_ties_as_report_standings_does(qtbot, club, tmp_path):
    path, _first, _second = club
    window = open_window(qtbot, path)
    window.go_to("Standings")
    page = window.standings_page
    games = [page.game.itemData(i) for i in range(page.game.count())]
    assert games == ["cribbage", "euchre"]  # each game in its unit, never all together
    assert page.game.currentData() == "euchre"  # opened on the game played most
    page.game.setCurrentIndex(games.index("euchre"))
    shown = screen_lines(page)
    assert shown[0] == ("1", LONG, "")
    # level on games won (1) and rubbers (0): told apart by their points, 6 against 5
    assert shown[1] == ("2", "Fay Wood", "points") and shown[2] == ("3", "Cat Moss", "points")
    # the losers of the first evening level on everything: the place shared
    assert ("4=", "Bob Hart", "shared") in shown and ("4=", "Dan Ford", "shared") in shown
    assert "Ranked on games won, then rubbers or matches won, then points" in page.basis.text()
    qtbot.wait(20)
    assert window.grab().save(str(SCREENS / "standings_euchre.png"))

    # the paper: the same places and tie-breaks, game by game
    paper = list(csv.reader(cli_standings(path, tmp_path / "standings.csv").open(
        encoding="utf-8-sig")))
    head = paper[0]
    column = {name: head.index(name) for name in ("Game", "Place", "Member", "Decided by")}
    for key in ("euchre", "cribbage"):
        page.game.setCurrentIndex(games.index(key))
        name = "Euchre" if key == "euchre" else "Cribbage"
        printed = [(r[column["Place"]], r[column["Member"]], r[column["Decided by"]])
                   for r in paper[1:] if r[column["Game"]] == name]
        assert screen_lines(page) == printed, key
    page.game.setCurrentIndex(games.index("euchre"))
    pdf = cli_standings(path, tmp_path / "standings.pdf")
    text = pdf_text(pdf)
    for place, member, _decided in screen_lines(page):
        first_word = member.split()[0]
        assert re.search(rf"(?<!\d){re.escape(place)} {re.escape(first_word)}", text), (
            place, member)

    # holes for cribbage, named in the heading
    page.game.setCurrentIndex(games.index("cribbage"))
    header = [page.model.headerData(c, Qt.Orientation.Horizontal)
              for c in range(page.model.columnCount())]
    assert "Holes" in header and "Points" not in header
    window.close()


def test_every_game_together_is_not_offered_without_a_seasons_rule(qtbot, club, tmp_path):
    """Euchre's points and cribbage's holes are never added up: the page and its paper show
    the game on screen (every game together is a season's, by a rule that says how:
    tests/ui/seasons/test_standings_per_game.py)."""
    path, _first, _second = club
    window = open_window(qtbot, path)
    window.go_to("Standings")
    page = window.standings_page
    assert page.game.findData("all") == -1
    shown = screen_lines(page)
    assert shown[0][1] == LONG and shown[0][0] == "1"
    window.print_menu.standings()
    preview = window.print_menu.last
    saved = preview.save_as(tmp_path / "euchre.pdf")
    text = pdf_text(saved)
    assert "All games together" not in text and "Euchre (points)" in text
    assert "Cribbage" not in text
    for place, member, _decided in shown:
        assert re.search(rf"(?<!\d){re.escape(place)} {re.escape(member.split()[0])}", text)
    preview.reject()
    window.close()


def test_a_change_off_screen_is_shown_when_the_page_is(qtbot, club):
    path, first, _second = club
    window = open_window(qtbot, path)
    window.go_to("Members")
    page = window.standings_page
    services = window.services
    ids = {m.name: m.id for m in services.members.list()}
    game = _game(services, first, [ids["Ivy Lane"], ids["Jon Park"]], "cribbage", [])
    services.scoring.record_deal(game, {"points": {"Ivy Lane": 10, "Jon Park": 7}})
    window.hub.gameChanged.emit(game)
    assert page.stale  # not redrawn while another page is on screen
    window.go_to("Standings")
    assert not page.stale
    page.game.setCurrentIndex(page.game.findData("cribbage"))
    assert {"Ivy Lane", "Jon Park"} <= {row[1] for row in page.model.rows}
    window.close()


def test_the_print_menu_prints_a_games_standing_in_its_unit(qtbot, club, tmp_path):
    path, _first, second = club
    window = open_window(qtbot, path)
    window.go_to("Standings")
    page = window.standings_page
    page.scope.setCurrentIndex(page.scope.findData(second))
    page.game.setCurrentIndex(page.game.findData("cribbage"))
    window.print_menu.standings()
    preview = window.print_menu.last
    saved = preview.save_as(tmp_path / "cribbage.pdf")
    text = pdf_text(saved)
    assert "Cribbage (holes)" in text and "Holes" in text and "Second Friday" in text
    assert "Euchre" not in text  # the standing on screen, not every game
    preview.reject()
    window.close()
