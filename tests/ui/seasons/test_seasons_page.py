"""The seasons page with real widgets: make a season, choose its rules, enter tally cards, read
the standings and how every tie was broken; a screenshot for a person to look at.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from clubapp.events.standing_rules import StandingRules
from clubapp.services import Services
from clubapp.services.seasons import SeasonService
from clubapp.ui.seasons.season_dialogs import RulesDialog
from clubapp.ui.seasons.seasons_page import SeasonsPage
from clubapp.ui.shared.hub import Hub
from tests.helpers.paths import SCREENS
from tests.helpers.window import when_dialog_opens
from tests.services.season_data import season_copy


@pytest.fixture
def club(tmp_path):
    url, made = season_copy(tmp_path)
    services = Services.open(url)
    yield services, made
    services.close()


def open_page(qtbot, services) -> SeasonsPage:
    page = SeasonsPage(services, Hub())
    qtbot.addWidget(page)
    page.resize(1180, 760)
    page.show()
    qtbot.waitExposed(page)
    return page


def cells(page, row):
    model = page.model
    return [model.data(model.index(row, c)) for c in range(model.columnCount())]


def tick(widget: QListWidget, key, on=True):
    for i in range(widget.count()):
        if widget.item(i).data(Qt.ItemDataRole.UserRole) == key:
            widget.item(i).setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)


def test_a_season_made_in_the_window_ranks_the_whole_club(qtbot, club):
    services, _made = club
    page = open_page(qtbot, services)
    assert page.title.text() == "No season yet: make one with New season…"

    def fill(dialog):
        dialog.name.setText("Winter league")
        dialog.accept()

    when_dialog_opens(fill)
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    assert page.list.currentItem().text() == "Winter league"
    assert page.evenings_label.text() == "12 evenings, 9 January 2026 to 27 March 2026"
    assert page.model.rowCount() == 40  # every league evening was ticked for the new season
    assert page.rules_label.text().startswith(
        "Total points, each game on its own; ties: head-to-head")
    assert page.game.currentData() == "euchre"  # the game played most; never summed with others

    def euchre_only(dialog):
        tick(dialog.games, "euchre")
        dialog.min_evenings.setValue(8)
        dialog.save()

    when_dialog_opens(euchre_only)
    qtbot.mouseClick(page.rules_button, Qt.MouseButton.LeftButton)
    assert page.rules_label.text() == ("Total points; at least 8 evenings to qualify; games: "
                                       "Euchre; ties: head-to-head, games won, fewer losses, "
                                       "lots.")
    first = cells(page, 0)
    assert first[:3] == ["1", "Kit Rowe", "36"]
    unplaced = [r for r in range(40) if cells(page, r)[0] == "–"]
    assert unplaced and all(cells(page, r)[-1].startswith("not placed") for r in unplaced)
    assert "are level on 27 points" in page.ties.toPlainText()


def test_the_rules_dialog_refuses_lots_before_another_tie_break(qtbot):
    dialog = RulesDialog(StandingRules())
    qtbot.addWidget(dialog)
    rows = [dialog.breaks.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(dialog.breaks.count())]
    dialog.breaks.setCurrentRow(rows.index("lots"))
    dialog._move(-1)
    dialog.save()
    assert dialog.result_rules is None
    assert dialog.error.text() == ("Tie-breaks: lots settle every tie, so they can only "
                                   "come last")
    dialog.show_rules(StandingRules.acc())
    dialog.save()
    assert dialog.result_rules == StandingRules.acc()


def test_tally_cards_entered_in_the_window_make_a_stars_table(qtbot, club):
    """seeds/002 line 85: gold, red and green stars, weighed 3, 2 and 1 by default."""
    services, made = club
    seasons = SeasonService(services.db)
    season = seasons.create("Stars", StandingRules(basis="stars"), made.evening_ids[:1],
                            lots_seed=2)
    page = open_page(qtbot, services)
    assert page.season_id() == season.id

    def cards(dialog):
        dialog.table.cellWidget(0, 1).setValue(2)  # Amy Cross: two gold
        dialog.table.cellWidget(1, 3).setValue(1)  # the next: one green
        dialog.table.cellWidget(0, 4).setText("first")
        dialog.save()

    when_dialog_opens(cards)
    qtbot.mouseClick(page.awards_button, Qt.MouseButton.LeftButton)
    assert cells(page, 0)[:3] == ["1", "Amy Cross", "6"]
    assert cells(page, 1)[2] == "1"
    assert page.model.headers[2] == "Stars" and "Stars (g/r/g)" in page.model.headers


def test_standings_export_as_csv(qtbot, club, tmp_path):
    services, made = club
    SeasonService(services.db).create("League", StandingRules(games=("euchre",)),
                                      made.evening_ids, lots_seed=7)
    page = open_page(qtbot, services)
    written = page.export_csv(str(tmp_path / "league.csv"))
    data = written.read_bytes()
    assert data.startswith(b"\xef\xbb\xbfPlace,Member,Points,")  # Excel reads the BOM
    assert "1,Kit Rowe,36," in data.decode("utf-8-sig")


def test_screenshot_of_the_season_standings(qtbot, club):
    """A league of the book's euchre with its ties explained: tests/screens/season_standings.png."""
    services, made = club
    rules = StandingRules(min_evenings=7, games=("euchre",))
    SeasonService(services.db).create("Friday euchre league 2026", rules, made.evening_ids,
                                      lots_seed=7)
    page = open_page(qtbot, services)
    page.table.scrollToTop()
    SCREENS.mkdir(exist_ok=True)
    assert page.grab().save(str(SCREENS / "season_standings.png"))
    assert cells(page, 1)[1:3] == ["Zoe Hyde", "29"]
