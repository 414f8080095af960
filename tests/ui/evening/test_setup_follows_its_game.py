"""A table's setup shows the house rules and seats of the game it shows chosen, always (the
Russian club night, items 2 and 6).

Table 1 played a rubber of whist and its players left; five hundred was found at table 2 by
typing «пятьсот». Back at table 1 the setup showed «Вист» chosen under five hundred's house
rules («Таблица стоимости заявок»), whist's 10 points for game shown as 50, its seats with no
sides A and B; only a restart put it right. And the freed table offered «Вернуться к игре» to
the rubber its players had left: there is no game going on there to go back to."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from clubapp import glossary
from clubapp.rules import get_game
from clubapp.ui.shared.i18n import current_language
from tests.ui.evening.club_window import WHIST, club_window, whist_played
from tests.ui.evening.typed_keys import type_text

MEMBERS = (*WHIST, "Ольга Виноградова", "Пётр Богданов", "Анна Смирнова")


def option_labels(panel) -> set[str]:
    form = panel.options_form
    return {w.text() for w in form.findChildren(QLabel) if not w.isHidden()} if form else set()


def game_options(game_id: str) -> set[str]:
    return {glossary.option_label(o, current_language()) for o in get_game(game_id).options}


def seat_labels(panel) -> list[str]:
    return [label.text() for label in panel.setup.seats_box.findChildren(QLabel)
            if label.buddy() in panel.seat_combos]


def test_a_freed_whist_table_shows_whists_rules_after_five_hundred_was_found(qtbot, tmp_path,
                                                                            empty_club):
    with club_window(qtbot, tmp_path, MEMBERS, tables=2, prepare=whist_played) as (window, _):
        page, panel = window.evening_page, window.evening_page.panel
        page.tables.setCurrentRow(1)  # table 2: five hundred, found by typing
        panel.setup.game_search.setFocus()
        qtbot.waitUntil(panel.setup.game_search.hasFocus)
        type_text(panel.setup.game_search, "пятьсот")
        assert panel.setup.game().id == "five-hundred"
        assert option_labels(panel) & game_options("five-hundred")

        page.tables.setCurrentRow(0)  # table 1: its rubber over, its players gone
        QApplication.processEvents()
        assert panel.setup.game().id == "whist-ru"
        shown = option_labels(panel)
        assert shown == game_options("whist-ru")  # none of five hundred's
        assert panel.options_form.widgets["target"].value() == 10
        assert seat_labels(panel) == ["Место 1 (A)", "Место 2 (B)", "Место 3 (A)",
                                      "Место 4 (B)"]
        assert not panel.back_button.isVisibleTo(panel)  # no game going on to go back to

        page.tables.setCurrentRow(1)  # and table 2 still has its own search and game
        QApplication.processEvents()
        assert panel.setup.game_search.text() == "пятьсот"
        assert panel.setup.game().id == "five-hundred"
        assert option_labels(panel) & game_options("five-hundred")
        assert len(panel.seat_combos) == get_game("five-hundred").max_players


def test_freeing_a_table_offers_no_way_back_to_its_finished_game(qtbot, tmp_path, empty_club):
    def rubber(services, evening) -> None:
        whist_played(services, evening, free=False)

    with club_window(qtbot, tmp_path, MEMBERS, prepare=rubber) as (window, _):
        panel = window.evening_page.panel
        assert panel.view is not None and panel.view.over
        qtbot.mouseClick(panel.change_players_button, Qt.MouseButton.LeftButton)
        assert panel.back_button.isVisibleTo(panel)  # its players still sit there
        qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(panel.free_button, Qt.MouseButton.LeftButton)
        assert panel.stack.currentIndex() == 0 and not panel.table.seats
        assert not panel.back_button.isVisibleTo(panel)
        assert panel.setup.game().id == "whist-ru" and panel.options_form.widgets[
            "target"].value() == 10
