"""Switching tables keeps what was typed (issue 29, item 10): a half-entered deal and the
cribbage entry mode stay with their table while the scorer serves another, come back with it,
and are named when quitting would lose them."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt

from clubapp.services import Services
from clubapp.ui.window_place import unrecorded
from tests.helpers.window import open_window


def _evening(path):
    services = Services.open(str(path))
    ids = [services.members.add(name).id for name in
           ("Ann Hale", "Bob Kerr", "Cat Voss", "Dan Frye", "Eve Stone", "Fay Lund")]
    evening = services.evenings.create(dt.date(2026, 12, 1), "Friday").id
    services.evenings.seat_table(evening, ids[:4], "euchre")
    services.evenings.seat_table(evening, ids[4:], "cribbage")
    services.close()
    return path, evening


def _choose_table(window, number: int) -> None:
    page = window.evening_page
    row = next(r for r, t in enumerate(page.detail.tables) if t.number == number)
    page.tables.setCurrentRow(row)
    assert page.panel.table.number == number


def test_a_half_typed_deal_and_the_cribbage_mode_wait_for_their_table(qtbot, qapp, empty_club):
    path, evening = _evening(empty_club)
    window = open_window(qtbot, path)
    window.open_evening(evening)
    _choose_table(window, 2)
    panel = window.evening_page.panel
    assert panel.form.mode() == "count"
    panel.form.mode_buttons["cards"].click()  # this table enters its deals by their cards
    _choose_table(window, 1)
    makers = panel.form.editors["makers"].widget
    makers.setFocus()
    qtbot.keyClicks(makers, "b")
    qtbot.keyClick(makers, Qt.Key.Key_Tab)
    qtbot.keyClicks(panel.form.editors["tricks"].widget, "3")  # and no Enter yet

    _choose_table(window, 2)
    assert panel.form.mode() == "cards"
    assert list(unrecorded(window).values()) == ["deal 1 at table 1, typed and not recorded"]
    _choose_table(window, 1)
    assert (panel.form.entry()["makers"], panel.form.entry()["tricks"]) == ("B", 3)
    assert panel.form.typed()
    qtbot.keyClick(panel.form.editors["tricks"].widget, Qt.Key.Key_Return)
    assert [(d.entry["makers"], d.entry["tricks"]) for d in panel.view.deals] == [("B", 3)]
    assert unrecorded(window) == {}
    _choose_table(window, 2)
    assert panel.form.mode() == "cards"  # kept for as long as the window is open
    window.close()


def test_another_tables_typed_deal_outlives_a_change_of_language(qtbot, qapp, empty_club):
    from clubapp.ui.language_switch import switch_language

    path, evening = _evening(empty_club)
    window = open_window(qtbot, path)
    window.open_evening(evening)
    _choose_table(window, 1)
    panel = window.evening_page.panel
    tricks = panel.form.editors["tricks"].widget
    tricks.setFocus()
    qtbot.keyClicks(tricks, "4")
    _choose_table(window, 2)
    try:
        switch_language(window, "ru")
        assert list(unrecorded(window).values()) == [
            "сдача 1 за столом 1 — набрана, но не записана"]
        _choose_table(window, 1)
        assert window.evening_page.panel.form.entry()["tricks"] == 4
    finally:
        switch_language(window, "en")
    window.close()


def test_a_new_tables_game_search_starts_empty(qtbot, qapp, empty_club):
    """Found by the club-evening night: the game typed at one table's setup ("euchre") stayed
    in the search of the next table added, so that typing "cribbage" there read
    "euchrecribbage" and found nothing."""
    path, evening = _evening(empty_club)
    window = open_window(qtbot, path)
    window.open_evening(evening)
    page = window.evening_page
    page.add_table()
    search = page.panel.setup.game_search
    search.setFocus()
    qtbot.keyClicks(search, "loo")
    assert page.panel.setup.game().id == "loo"
    page.add_table()
    assert page.panel.table.number == 4 and search.text() == ""
    qtbot.keyClicks(search, "cribbage")
    assert page.panel.setup.game().id == "cribbage"
    window.close()
