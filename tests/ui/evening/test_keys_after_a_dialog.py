"""After a dialog closes, the next deal's keys reach the form (issue 29, item 2): a scorer
corrects deal 1 from the deal list and types the next deal at once — `a Tab 3 Enter` — and it
is recorded, with no click back into the form."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.helpers.window import open_window, type_into_focus, when_dialog_opens
from tests.ui.test_several_computers_window import club  # noqa: F401  (a fixture)


def test_the_deal_typed_right_after_a_correction_is_recorded(qtbot, qapp, club):  # noqa: F811
    qapp.setKeyboardInputInterval(0)
    path, evening, _game = club
    window = open_window(qtbot, path)
    window.open_evening(evening)
    panel = window.evening_page.panel
    panel.deals_table.setFocus()  # the scorer double-clicked deal 1 in the list

    def correct(dialog):
        dialog.form.editors["tricks"].widget.setValue(4)
        dialog.form.submit()

    when_dialog_opens(correct)
    panel.correct_deal(0)  # as a double click on the deal's row does
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert panel.view.deals[0].entry["tricks"] == 4
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.form.first_field())
    assert type_into_focus(qtbot, "b") == "field_makers"
    type_into_focus(qtbot, key=Qt.Key.Key_Tab)
    assert type_into_focus(qtbot, "3") == "field_tricks"
    type_into_focus(qtbot, key=Qt.Key.Key_Return)
    assert len(panel.view.deals) == 2
    assert panel.view.deals[1].entry["makers"] == "B" and panel.view.deals[1].entry["tricks"] == 3
    window.close()


def test_the_status_bar_says_what_was_undone_redone_and_corrected(qtbot, qapp, club):  # noqa: F811
    """Issue 29, item 11: after an undo the status bar no longer says "Deal 2 recorded"."""
    path, evening, _game = club
    window = open_window(qtbot, path)
    window.open_evening(evening)
    panel = window.evening_page.panel
    panel.record({"makers": "B", "tricks": 4})
    assert window.statusBar().currentMessage() == "Deal 2 recorded"
    window.undo_action.trigger()
    assert window.statusBar().currentMessage() == "Undone at table 1: deal 2"
    window.redo_action.trigger()
    assert window.statusBar().currentMessage() == "Redone at table 1: deal 2"

    def correct(dialog):
        dialog.form.editors["tricks"].widget.setValue(5)
        dialog.form.submit()

    when_dialog_opens(correct)
    panel.correct_deal(0)
    assert window.statusBar().currentMessage() == "Deal 1 at table 1 corrected"
    window.close()


def test_a_closed_evenings_deal_opens_read_only_and_says_why(qtbot, qapp, club):  # noqa: F811
    """Issue 29, item 11: correcting a deal of a closed evening shows the deal, and why it
    cannot be changed, instead of a form that refuses only when saved."""
    from PySide6.QtWidgets import QDialogButtonBox, QLabel

    path, evening, game = club
    window = open_window(qtbot, path)
    window.services.evenings.set_closed(evening, True)
    window.open_evening(evening)
    panel = window.evening_page.panel
    seen: list[tuple] = []

    def look(dialog):
        note = dialog.findChild(QLabel, "closed_note")
        buttons = dialog.findChild(QDialogButtonBox)
        seen.append((note.text() if note else None, dialog.form.isEnabled(),
                     [b.text().replace("&", "") for b in buttons.buttons()]))
        dialog.reject()

    when_dialog_opens(look)
    panel.correct_deal(0)
    assert seen == [("The evening is closed: its deals are kept as they are. Reopen it on the "
                     "Evenings page to correct one.", False, ["Close"])]
    assert window.services.scoring.view(game).deals[0].revision == 1
    window.close()
