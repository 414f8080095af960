"""Two windows on one club: live updates, the PIN lock, a correction conflict, a restore."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from clubapp.services import Services
from tests.helpers.clubs import euchre_club
from tests.helpers.paths import SCREENS
from tests.helpers.window import answer_message, open_window, when_dialog_opens


@pytest.fixture
def club(empty_club):
    """A club file with four members and one euchre game that has one deal (another module's
    tests ask for it too)."""
    return euchre_club(empty_club)


def test_another_computers_deal_shows_within_two_seconds(qtbot, club):
    path, evening, game = club
    host = open_window(qtbot, path)
    host.open_evening(evening)
    other = Services.open(str(path))
    try:
        other.scoring.record_deal(game, {"makers": "B", "tricks": 5})
        other.members.add("Eve Stone")
        panel = host.evening_page.panel
        qtbot.waitUntil(lambda: len(panel.view.deals) == 2, timeout=2500)
        assert panel.view.totals == {"A": 1, "B": 2}
        qtbot.waitUntil(lambda: "Eve Stone" in [m.name for m in host.members_page.members],
                        timeout=2500)
    finally:
        other.close()
        host.close()


def test_reopening_a_locked_evening_asks_for_the_pin(qtbot, club):
    path, _evening, _game = club
    services = Services.open(str(path))
    services.club.set_pin("2468")
    services.close()
    window = open_window(qtbot, path)
    window.go_to("Evenings")
    page = window.evenings_page
    page.table.selectRow(0)
    seen: list[str] = []

    def close_anyway(box):  # the euchre game has one deal: asked first, naming it
        seen.append(box.text())
        next(b for b in box.buttons() if "Close the evening" in b.text().replace("&", "")
             ).click()

    when_dialog_opens(close_anyway)
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    assert seen == ["Close the evening «Friday euchre»? Not finished:\n• table 1: Euchre not "
                    "finished (1 deal)"]
    assert page.selected().closed
    assert len(window.services.evenings.backups.list()) == 1

    def wrong_pin(dialog):
        assert isinstance(dialog, QInputDialog)
        dialog.setTextValue("1111")
        answer_message("OK")  # the refusal that follows
        dialog.accept()

    when_dialog_opens(wrong_pin)
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    assert page.selected().closed

    def right_pin(dialog):
        dialog.setTextValue("2468")
        dialog.accept()

    when_dialog_opens(right_pin)
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    assert not page.selected().closed
    window.close()


def test_a_correction_conflict_shows_both_and_keeps_the_chosen(qtbot, club):
    path, evening, game = club
    window = open_window(qtbot, path)
    window.open_evening(evening)
    panel = window.evening_page.panel
    other = Services.open(str(path))
    deal = other.scoring.view(game).deals[0]

    def correct(dialog):
        # meanwhile the other computer corrects the same deal
        other.scoring.correct_deal(deal.id, {"makers": "A", "tricks": 5}, deal.revision)
        makers = dialog.form.editors["makers"].widget
        makers.setCurrentIndex(makers.findData("B"))

        def keep_mine(box):
            assert "another computer" in box.text()
            assert "makers' tricks 5" in box.informativeText()
            assert box.grab().save(str(SCREENS / "conflict.png"))
            for button in box.buttons():
                if "mine" in button.text():
                    button.click()

        when_dialog_opens(keep_mine)
        dialog.form.submit()

    when_dialog_opens(correct)
    panel.correct_deal(0)
    assert panel.view.deals[0].entry == {"makers": "B", "tricks": 3, "alone": False}
    assert other.scoring.view(game).deals[0].revision == 3
    other.close()
    window.close()


def test_restore_a_backup_from_the_window(qtbot, club):
    path, evening, game = club
    window = open_window(qtbot, path)
    services = window.services
    services.evenings.set_closed(evening, True)  # takes the backup
    services.evenings.set_closed(evening, False)
    services.scoring.record_deal(game, {"makers": "B", "tricks": 4})

    def restore(dialog):
        assert dialog.backups and "Friday euchre" in dialog.backups[0].label
        dialog.table.selectRow(0)
        answer_message("Yes")
        dialog.restore_button.click()

    when_dialog_opens(restore)
    window.open_backups()
    window.open_evening(evening)
    assert [d.entry for d in window.evening_page.panel.view.deals] == [
        {"makers": "A", "tricks": 3}]
    window.close()


def test_the_first_scorer_is_told_when_another_keeps_its_own_over_the_correction(qtbot, club):
    """Issue 35, item 3: this window corrects deal 1; another computer, which opened the deal
    before, meets the conflict and chooses *Keep mine*: this window says so in the status bar."""
    path, evening, game = club
    window = open_window(qtbot, path)
    window.open_evening(evening)
    panel = window.evening_page.panel
    other = Services.open(str(path))
    seen_before = other.scoring.view(game).deals[0]  # the other scorer opened deal 1 here

    def correct(dialog):
        tricks = dialog.form.editors["tricks"].widget
        tricks.setValue(4)
        dialog.form.submit()

    when_dialog_opens(correct)
    panel.correct_deal(0)
    assert panel.view.deals[0].entry["tricks"] == 4
    from clubapp.services.views import ConflictError

    with pytest.raises(ConflictError) as conflict:
        other.scoring.correct_deal(seen_before.id, {"makers": "B", "tricks": 5},
                                   seen_before.revision)
    other.scoring.correct_deal(seen_before.id, conflict.value.mine, conflict.value.revision,
                               over_theirs=True)
    other.close()
    messages: list[str] = []
    window.hub.statusMessage.connect(messages.append)
    qtbot.waitUntil(lambda: panel.view.deals[0].entry["makers"] == "B", timeout=2500)
    assert any(text.startswith("Deal 1 at table 1 was corrected again on another computer")
               for text in messages), messages
    window.close()
