"""The first start: the start page's three jobs, each a few clicks to the first score, and the
sample club on a scratch copy (the club's own database is never touched)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from clubapp.services import Services
from tests.helpers.paths import SCREENS
from tests.helpers.start_page import new_club_window
from tests.helpers.window import when_dialog_opens


def players(names: list[str]):
    def fill(dialog):
        dialog.names.setPlainText("\n".join(names))
        dialog.accept()
    return fill


def test_a_new_club_opens_on_the_start_page(qtbot, tmp_path, qapp):
    window = new_club_window(qtbot, tmp_path, qapp)
    assert window.stack.currentWidget() is window.start_page
    assert window.grab().save(str(SCREENS / "start_page.png"))
    window.close()


def test_a_club_evening_is_a_few_clicks_to_the_first_score(qtbot, tmp_path, qapp):
    window = new_club_window(qtbot, tmp_path, qapp)
    when_dialog_opens(players(["Ann Lee", "Bob Hart", "Cat Moss", "Dan Ford"]))
    qtbot.mouseClick(window.start_page.buttons["club"], Qt.MouseButton.LeftButton)  # 1
    panel = window.evening_page.panel
    assert window.stack.currentWidget() is window.evening_page
    assert panel.stack.currentIndex() == 0 and panel.table.number == 1
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.setup.game_search)
    qtbot.keyClicks(panel.setup.game_search, "euchre")
    qtbot.keyClick(panel.setup.game_search, Qt.Key.Key_Return)  # 2: the game found
    assert panel.game_combo.currentData() == "euchre"
    assert [c.currentText() for c in panel.seat_combos] == ["Ann Lee", "Bob Hart", "Cat Moss",
                                                          "Dan Ford"]
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)  # 3
    assert panel.view is not None and panel.view.players[0] == "Ann Lee"
    panel.form.set_entry({"makers": "A", "tricks": 3})
    qtbot.mouseClick(panel.record_button, Qt.MouseButton.LeftButton)  # 4: the first score
    assert panel.view.totals == {"A": 1, "B": 0}
    assert [m.name for m in window.services.members.list()] == ["Ann Lee", "Bob Hart",
                                                               "Cat Moss", "Dan Ford"]
    window.close()


def test_members_already_on_the_list_are_found_not_added_twice(qtbot, tmp_path, qapp):
    window = new_club_window(qtbot, tmp_path, qapp)
    window.services.members.add("Ann Lee")
    when_dialog_opens(players(["ann lee", "Eve Stone"]))
    window.start_job("league")
    assert [m.name for m in window.services.members.list()] == ["Ann Lee", "Eve Stone"]
    evening = window.evening_page.detail.evening
    assert evening.kind == "league"
    window.close()


def test_a_card_party_opens_its_page(qtbot, tmp_path, qapp):
    window = new_club_window(qtbot, tmp_path, qapp)
    when_dialog_opens(players([f"Guest {n}" for n in range(8)]))
    qtbot.mouseClick(window.start_page.buttons["party"], Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.party_page
    assert window.party_page.evening_id is not None
    assert len(window.services.members.list()) == 8
    window.close()


def test_the_sample_club_is_a_scratch_copy(qtbot, tmp_path, qapp):
    club = tmp_path / "club.sqlite"
    window = new_club_window(qtbot, tmp_path, qapp)
    qtbot.mouseClick(window.start_page.sample_button, Qt.MouseButton.LeftButton)
    assert "sample" in window.windowTitle()
    assert window.services.db.url != str(club)
    detail = window.evening_page.detail
    assert detail is not None and len(detail.tables) == 3
    assert window.evening_page.panel.view.game_id == "euchre"
    assert window.grab().save(str(SCREENS / "sample_club.png"))
    window.close()
    mine = Services.open(str(club))
    try:
        assert mine.members.list() == [] and mine.evenings.list() == []
    finally:
        mine.close()
