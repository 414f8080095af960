"""A closed evening's table setup is read-only and says why (the Russian club night, item 7):
after the evening was closed, table 1 (its players gone) still offered its seats, its house
rules and «Начать игру», which the club then refused. Now they are shown as they are, none
can be changed, and the setup says, in the words of the closed evening's deal, how to reopen
it; the games played there still open and print."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.ui.evening.club_window import WHIST, club_window, whist_played


def closed_after_a_rubber(services, evening) -> None:
    whist_played(services, evening)
    services.evenings.set_closed(evening, True)


def test_a_closed_evenings_setup_can_be_read_not_changed(qtbot, tmp_path, empty_club):
    with club_window(qtbot, tmp_path, WHIST, tables=2,
                     prepare=closed_after_a_rubber) as (window, _):
        panel = window.evening_page.panel
        setup = panel.setup
        assert panel.stack.currentIndex() == 0  # table 1: its setup, its rubber listed
        note = setup.closed_note
        assert note.isVisibleTo(panel)
        assert note.text() == ("Вечер закрыт: его столы остаются как есть. Чтобы рассадить "
                               "игроков или начать игру, откройте вечер снова на странице "
                               "«Вечера».")
        for part in (setup.game_search, setup.game_combo, *setup.seat_combos,
                     *panel.options_form.widgets.values(), panel.start_button):
            assert not part.isEnabled(), part.objectName()
        assert not panel.back_button.isVisibleTo(panel)
        line = next(iter(panel.played.lines))
        opened = panel.played.findChild(type(panel.start_button), f"open_game_{line}")
        assert opened is not None and opened.isEnabled()

        window.evening_page.tables.setCurrentRow(1)  # an empty table of the closed evening
        QApplication.processEvents()
        assert note.isVisibleTo(panel) and not panel.start_button.isEnabled()

        window.services.evenings.set_closed(window.evening_page.detail.evening.id, False)
        window.evening_page.refresh()
        window.evening_page.tables.setCurrentRow(0)  # reopened: the setup is the scorer's
        QApplication.processEvents()
        assert not note.isVisibleTo(panel) and panel.start_button.isEnabled()
        assert all(seat.isEnabled() for seat in setup.seat_combos)
