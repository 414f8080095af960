"""The standings pages a game at a time, with real widgets: the evening of euchre, 500 and
cribbage of tests/services/test_standings_units.py (three euchre tables, two of 500, one of
cribbage). The Standings page opens on the game played most and its chooser is reached and
switched from the keyboard; a season offers every game together only under a rule that says
how (places at each table), never on total points. Screenshots for a person to look at.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from clubapp.services import Services
from clubapp.services.seasons import ALL_GAMES
from tests.helpers.mixed_evening import EUCHRE_POINTS, FIVE_HUNDRED_POINTS, RAW_SUMS, play_evening
from tests.helpers.window import open_window, shoot
from tests.ui.seasons.test_seasons_page import when_dialog_opens


@pytest.fixture
def club(empty_club):
    path = empty_club
    services = Services.open(str(path))
    night = play_evening(services)
    services.close()
    return path, night.evening_id


def headers(page) -> list[str]:
    model = page.model
    return [str(model.headerData(c, Qt.Orientation.Horizontal)).replace("\n", " ")
            for c in range(model.columnCount())]


def column(page, heading: str) -> dict[str, object]:
    """Each member's cell under the heading."""
    at = headers(page).index(heading)
    names = headers(page).index("Member")
    return {row[names]: row[at] for row in page.model.rows}


def no_raw_sums(page) -> None:
    """No member's row holds the raw sum of his points of different games."""
    for row in page.model.rows:
        for name, raw in RAW_SUMS.items():
            if name in row:
                assert raw not in row, (name, row)


def test_the_standings_page_opens_on_the_game_played_most(qtbot, club):
    path, evening = club
    window = open_window(qtbot, path)
    window.go_to("Standings")
    page = window.standings_page
    games = [page.game.itemData(i) for i in range(page.game.count())]
    assert games == ["cribbage", "euchre", "five-hundred"]  # never every game together
    assert page.game.currentData() == "euchre"  # three tables of it
    assert column(page, "Points") == EUCHRE_POINTS
    assert "points of different games are never added up" in page.each_game.text()
    no_raw_sums(page)
    shoot(window, "standings_per_game")

    # the chooser from the keyboard: Alt+M, then the arrow keys
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is page.game
    qtbot.keyClick(page.game, Qt.Key.Key_Down)
    assert page.game.currentData() == "five-hundred"
    assert column(page, "Points") == FIVE_HUNDRED_POINTS
    assert page.model.rows[0][:2] == ("1", "Ann")  # won her game: 640 over Ivy's 540
    no_raw_sums(page)
    qtbot.keyClick(page.game, Qt.Key.Key_Home)
    assert page.game.currentData() == "cribbage"
    assert "Holes" in headers(page) and "Points" not in headers(page)

    # another scope keeps the game on screen where it was played there
    page.scope.setCurrentIndex(page.scope.findData(evening))
    assert page.game.currentData() == "cribbage"
    assert page.printable()[0][0].key == "cribbage"
    window.close()


def test_every_game_together_only_under_a_season_rule_that_says_how(qtbot, club):
    path, evening = club
    window = open_window(qtbot, path)
    page = window.seasons_page
    page.seasons.create("Spring", None, [evening])  # the default: total points
    page.reload()
    window.go_to("Seasons")
    games = [page.game.itemData(i) for i in range(page.game.count())]
    assert games == ["euchre", "five-hundred", "cribbage"]  # the most played first
    assert page.game.currentData() == "euchre"
    assert page.game.itemText(0) == "Euchre (points)"
    assert page.rules_label.text().startswith("Total points, each game on its own")
    assert "never added up" in page.game_note.text()
    assert column(page, "Points") == EUCHRE_POINTS
    no_raw_sums(page)
    shoot(window, "season_per_game")

    page.game.setFocus()
    qtbot.keyClick(page.game, Qt.Key.Key_End)
    assert page.result.game == "cribbage"
    assert "Holes" in headers(page) and column(page, "Holes") == {"Lou": 61, "Max": 30}

    def places(dialog):
        dialog.basis.setCurrentIndex(dialog.basis.findData("places"))
        assert dialog.places.isEnabled() and dialog.places.text() == "3, 2, 1"
        assert "Every game counts together" in dialog.basis_note.text()
        dialog.save()

    when_dialog_opens(places)
    qtbot.mouseClick(page.rules_button, Qt.MouseButton.LeftButton)
    assert page.game.currentData() == "cribbage"  # the game on screen stays
    assert page.game.findData(ALL_GAMES) == page.game.count() - 1
    assert page.game.itemText(page.game.count() - 1) == (
        "All games together, by the season's rule")
    assert page.rules_label.text().startswith(
        "Points for places at each table (3, 2, 1 for 1st, 2nd, 3rd…)")
    page.game.setCurrentIndex(page.game.findData(ALL_GAMES))
    assert page.result.together
    shown = column(page, "Points for places")
    assert (shown["Ann"], shown["Lou"], shown["Max"]) == (6, 5, 3)
    assert "Points" not in headers(page)  # points of different games: not shown, not added
    no_raw_sums(page)
    qtbot.wait(50)  # the chooser widens to its longest game a moment later
    shoot(window, "season_all_games_by_places")

    def back_to_points(dialog):
        dialog.basis.setCurrentIndex(dialog.basis.findData("points"))
        assert not dialog.places.isEnabled()
        assert "never added up" in dialog.basis_note.text()
        dialog.save()

    when_dialog_opens(back_to_points)
    qtbot.mouseClick(page.rules_button, Qt.MouseButton.LeftButton)
    assert page.game.findData(ALL_GAMES) == -1
    assert page.game.currentData() == "euchre"  # every game together is gone: the default
    window.close()


def test_a_refused_places_rule_says_what_is_wrong(qtbot, club):
    from clubapp.events.standing_rules import StandingRules
    from clubapp.ui.seasons.season_dialogs import RulesDialog

    dialog = RulesDialog(StandingRules())
    qtbot.addWidget(dialog)
    dialog.basis.setCurrentIndex(dialog.basis.findData("places"))
    dialog.places.setText("1, 3")
    dialog.resize(560, dialog.sizeHint().height())
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.save()
    assert dialog.result_rules is None and dialog.error.isVisibleTo(dialog)
    assert dialog.error.text().startswith("Points for places: expected the points for 1st")
    shoot(dialog, "season_rules_places_refused")
    dialog.places.setText("5, 3, 1")
    dialog.save()
    assert dialog.result_rules.places == (5, 3, 1) and dialog.result_rules.basis == "places"


def test_the_season_page_per_game_in_russian(qtbot, club, russian):
    path, evening = club
    window = open_window(qtbot, path)
    page = window.seasons_page
    page.seasons.create("Весна", {"basis": "places"}, [evening])
    page.reload()
    window.go_to("Seasons")
    assert page.game.itemText(0) == "Эвхри (очки)"
    assert page.game.itemText(page.game.count() - 1).startswith("Все игры вместе")
    assert "Каждая" not in page.game_note.text() and "вместе" in page.game_note.text()
    shoot(window, "season_per_game_ru")
    window.go_to("Standings")
    assert "никогда не складываются" in window.standings_page.each_game.text()
    shoot(window, "standings_per_game_ru")
    window.close()
