"""Undo that cannot hurt, driven through the real window with Ctrl+Z and Ctrl+Y.

The sequence of issue 18: a loo table with eight deals, the evening closed, Ctrl+Z refused —
the Edit menu still offers deal 8, nothing stored has moved — the evening reopened, Ctrl+Z takes
out deal 8 and only deal 8. Each table keeps its own history; Ctrl+Z acts on the table on screen
and on nothing when no table is; a deal recorded or corrected on another computer is never
undone from here.
"""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from clubapp.services import Services
from clubapp.ui.main_window import MainWindow
from tests.helpers.window import answer_message, when_dialog_opens

LOO = [{"tricks": {"Bob": 2, "Cid": 1}},
       {"in": ["Cid", "Dot"], "widow": "Dot", "double": True, "tricks": {"Cid": 1, "Dot": 2}},
       {"double": False, "tricks": {"Dot": 3}}, {"in": ["Ann", "Bob"], "flush": "Bob"},
       {"in": []}, {"tricks": {"Ann": 2, "Dot": 1}},
       {"in": ["Ann", "Cid"], "tricks": {"Ann": 2, "Cid": 1}}, {"tricks": {"Bob": 1, "Dot": 2}}]


def stored(services: Services, game: int) -> list[tuple]:
    """Every recorded deal as the database has it: number, entry, dealer, points, revision."""
    return [(d.number, d.entry, d.dealer, d.points, d.revision)
            for d in services.scoring.view(game).deals]


@pytest.fixture
def evening(empty_club):
    """A club with two tables seated: loo at table 1 (no deals yet), euchre at table 2."""
    path = str(empty_club)
    services = Services.open(path)
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cid", "Dot", "Eve", "Fay",
                                                  "Gus", "Hal")]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Friday club")
    games = []
    for number, game in enumerate(("loo", "euchre")):
        table = services.evenings.add_table(evening.id)
        services.evenings.seat_players(table.id, ids[4 * number:4 * number + 4])
        games.append(services.evenings.start_game(table.id, game))
    services.close()
    return path, evening.id, games


def open_window(qtbot, path: str, evening_id: int) -> MainWindow:
    window = MainWindow(Services.open(path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.open_evening(evening_id)
    return window


def press(qtbot, window: MainWindow, key, modifier=Qt.KeyboardModifier.ControlModifier) -> None:
    """A key as a person presses it, at whatever has the focus in the (active) window."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifier)


def refused(qtbot, window: MainWindow, key) -> str:
    """Press ``key`` expecting the refusal's message box; its text, the box closed."""
    said: list[str] = []

    def read(box):
        assert isinstance(box, QMessageBox)
        said.append(box.text())
        box.done(0)

    when_dialog_opens(read)
    press(qtbot, window, key)
    qtbot.waitUntil(lambda: bool(said))
    return said[0]


def test_a_refused_undo_leaves_the_history_where_it_was(qtbot, evening):
    path, evening_id, (loo, _) = evening
    window = open_window(qtbot, path, evening_id)
    panel = window.evening_page.panel
    for entry in LOO:
        panel.record(entry)
    assert len(panel.view.deals) == 8
    assert window.undo_action.text() == "&Undo deal 8 at table 1 — Loo (three-card)"
    before = stored(window.services, loo)

    window.go_to("Evenings")
    window.evenings_page.table.selectRow(0)
    answer_message("Close the evening")  # the loo game is not finished: asked first
    qtbot.mouseClick(window.evenings_page.close_button, Qt.MouseButton.LeftButton)
    window.go_to("Evening")
    assert "closed" in refused(qtbot, window, Qt.Key.Key_Z)
    assert stored(window.services, loo) == before
    assert window.undo_action.text() == "&Undo deal 8 at table 1 — Loo (three-card)"  # not deal 7
    assert "closed" in refused(qtbot, window, Qt.Key.Key_Z)  # and again: still deal 8
    assert stored(window.services, loo) == before

    window.go_to("Evenings")
    window.evenings_page.table.selectRow(0)
    qtbot.mouseClick(window.evenings_page.close_button, Qt.MouseButton.LeftButton)  # reopen
    window.go_to("Evening")
    press(qtbot, window, Qt.Key.Key_Z)
    assert stored(window.services, loo) == before[:7]  # deal 8 out, deals 1-7 untouched
    assert window.undo_action.text() == "&Undo deal 7 at table 1 — Loo (three-card)"
    assert window.redo_action.text() == "&Redo deal 8 at table 1 — Loo (three-card)"
    press(qtbot, window, Qt.Key.Key_Y)
    assert stored(window.services, loo) == before
    window.close()


def test_undo_acts_on_the_table_on_screen_and_on_nothing_elsewhere(qtbot, evening):
    path, evening_id, (loo, euchre) = evening
    window = open_window(qtbot, path, evening_id)
    page, panel = window.evening_page, window.evening_page.panel
    for entry in LOO[:3]:
        panel.record(entry)
    page.tables.setCurrentRow(1)
    assert panel.view.id == euchre
    assert not window.undo_action.isEnabled()  # table 2 has nothing to undo
    panel.record({"makers": "A", "tricks": 3})
    panel.record({"makers": "B", "tricks": 4})
    loo_before, euchre_before = stored(window.services, loo), stored(window.services, euchre)
    press(qtbot, window, Qt.Key.Key_Z)
    assert stored(window.services, euchre) == euchre_before[:1]
    assert stored(window.services, loo) == loo_before  # the table not on screen: untouched

    window.go_to("Members")
    assert not window.undo_action.isEnabled() and window.undo_action.text() == "&Undo"
    press(qtbot, window, Qt.Key.Key_Z)
    assert stored(window.services, euchre) == euchre_before[:1]
    assert stored(window.services, loo) == loo_before

    window.go_to("Evening")
    page.tables.setCurrentRow(0)
    assert window.undo_action.text() == "&Undo deal 3 at table 1 — Loo (three-card)"
    press(qtbot, window, Qt.Key.Key_Z)
    assert stored(window.services, loo) == loo_before[:2]
    assert stored(window.services, euchre) == euchre_before[:1]
    window.close()


def test_a_deal_changed_on_another_computer_is_never_undone_from_here(qtbot, evening):
    path, evening_id, (loo, _) = evening
    window = open_window(qtbot, path, evening_id)
    panel = window.evening_page.panel
    for entry in LOO[:4]:
        panel.record(entry)
    other = Services.open(path)  # the second computer at the same table
    try:
        fourth = other.scoring.view(loo).deals[-1]
        other.scoring.correct_deal(fourth.id, {"in": ["Ann", "Bob"], "tricks": {"Ann": 3}})
        before = stored(window.services, loo)
        assert "corrected on another computer" in refused(qtbot, window, Qt.Key.Key_Z)
        assert stored(window.services, loo) == before
        assert window.undo_action.text() == "&Undo deal 4 at table 1 — Loo (three-card)"

        other.scoring.record_deal(loo, LOO[4])  # and now a fifth deal from over there
        before = stored(window.services, loo)
        assert "recorded after deal 4" in refused(qtbot, window, Qt.Key.Key_Z)
        assert stored(window.services, loo) == before
    finally:
        other.close()
    window.close()


def test_undo_of_a_correction_puts_the_old_entry_back_and_redo_the_new(qtbot, evening):
    path, evening_id, (loo, _) = evening
    window = open_window(qtbot, path, evening_id)
    panel = window.evening_page.panel
    for entry in LOO[:2]:
        panel.record(entry)
    before = stored(window.services, loo)

    def correct(dialog):
        dialog.form.set_entry({"tricks": {"Bob": 3}})
        dialog.form.submit()

    when_dialog_opens(correct)
    panel.correct_deal(0)
    corrected = stored(window.services, loo)
    assert corrected[0][1]["tricks"] == {"Bob": 3}
    assert window.undo_action.text() == "&Undo correction of deal 1 at table 1"
    press(qtbot, window, Qt.Key.Key_Z)
    assert [d[:4] for d in stored(window.services, loo)] == [d[:4] for d in before]
    press(qtbot, window, Qt.Key.Key_Y)
    assert [d[:4] for d in stored(window.services, loo)] == [d[:4] for d in corrected]
    press(qtbot, window, Qt.Key.Key_Z)  # the correction again, then deal 2 itself
    press(qtbot, window, Qt.Key.Key_Z)
    assert [d[:4] for d in stored(window.services, loo)] == [d[:4] for d in before[:1]]
    window.close()
