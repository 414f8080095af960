"""The keys go on where the scorer goes on (the Russian club night, items 3, 4 and 5).

- Tab into the deal list moved from cell to cell and never came back to the form: Tab now
  leaves the list, and the arrows still go from deal to deal.
- After a rubber's last deal nothing had the keys, and the hint still said «Следующая сдача —
  Tab…, Enter записывает»: now *New game, same players* has them, and the hint says the game
  is over and that Enter starts a new one.
- Enter on a focused *Start game* did nothing (only Space pressed it): Enter presses the
  focused button of the setup and of the play page, as it does in a dialog.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.evening.club_window import (
    WHIST,
    WHIST_RUBBER,
    club_window,
    key_at_focus,
    whist_played,
)


def three_deals(services, evening) -> None:
    """Table 1's rubber of whist, its last deal still to be recorded."""
    table = services.evenings.detail(evening).tables[0]
    ids = {m.name: m.id for m in services.members.list(include_retired=False)}
    services.evenings.seat_players(table.id, [ids[name] for name in WHIST])
    game = services.evenings.start_game(table.id, "whist-ru")
    for deal in WHIST_RUBBER[:-1]:
        services.scoring.record_deal(game, deal)


def test_after_the_last_deal_enter_starts_the_next_game(qtbot, tmp_path, empty_club):
    with club_window(qtbot, tmp_path, WHIST, prepare=three_deals) as (window, _):
        panel = window.evening_page.panel
        form = panel.form
        assert form is not None and panel.hint.text().startswith("Следующая сдача")
        form.set_entry(WHIST_RUBBER[-1])
        first = form.first_field()
        qtbot.keyClick(first, Qt.Key.Key_Return)  # the rubber's last deal
        rubber = panel.view
        assert rubber is not None and rubber.over and len(rubber.deals) == 4
        qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.new_game_button)
        assert panel.hint.text() == ("Игра окончена: Enter начинает новую игру с теми же "
                                     "игроками. Ctrl+Z отменяет последнюю сдачу этого стола.")
        key_at_focus(Qt.Key.Key_Return)
        assert panel.view is not None and panel.view.id != rubber.id and not panel.view.deals
        assert panel.view.players == rubber.players
        qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.form.first_field())
        assert panel.hint.text().startswith("Следующая сдача")


def test_a_finished_game_shown_again_gives_the_keys_to_new_game(qtbot, tmp_path, empty_club):
    def rubber(services, evening) -> None:
        whist_played(services, evening, free=False)

    with club_window(qtbot, tmp_path, WHIST, tables=2, prepare=rubber) as (window, _):
        page, panel = window.evening_page, window.evening_page.panel
        page.tables.setCurrentRow(1)
        page.tables.setCurrentRow(0)
        assert panel.view is not None and panel.view.over
        qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.new_game_button)


def test_tab_leaves_the_deal_list_and_the_arrows_go_through_it(qtbot, tmp_path, empty_club):
    with club_window(qtbot, tmp_path, WHIST, prepare=three_deals) as (window, _):
        deals = window.evening_page.panel.deals_table
        deals.setFocus()
        qtbot.waitUntil(deals.hasFocus)
        deals.setCurrentIndex(deals.model().index(0, 2))
        key_at_focus(Qt.Key.Key_Down)
        assert deals.currentIndex().row() == 1 and deals.hasFocus()
        key_at_focus(Qt.Key.Key_Tab)
        assert not deals.hasFocus() and QApplication.focusWidget() is not None


def test_enter_presses_the_focused_button_of_the_setup_and_the_play_page(qtbot, tmp_path,
                                                                          empty_club):
    with club_window(qtbot, tmp_path, WHIST) as (window, _):
        panel = window.evening_page.panel
        panel.setup.choose_game("whist-ru")
        for seat, name in zip(panel.seat_combos, WHIST, strict=True):
            seat.setCurrentIndex(seat.findText(name))
        panel.start_button.setFocus()
        qtbot.waitUntil(panel.start_button.hasFocus)
        key_at_focus(Qt.Key.Key_Return)  # Start game
        assert panel.stack.currentIndex() == 1 and panel.view is not None
        assert panel.view.players == WHIST
        panel.change_button.setFocus()
        qtbot.waitUntil(panel.change_button.hasFocus)
        key_at_focus(Qt.Key.Key_Enter)  # the keypad's Enter: Change game or seats…
        assert panel.stack.currentIndex() == 0 and panel.back_button.isVisibleTo(panel)
        panel.back_button.setFocus()
        qtbot.waitUntil(panel.back_button.hasFocus)
        key_at_focus(Qt.Key.Key_Return)  # Back to the game
        assert panel.stack.currentIndex() == 1


def test_enter_opens_a_game_played_earlier_at_the_table(qtbot, tmp_path, empty_club):
    with club_window(qtbot, tmp_path, WHIST, prepare=whist_played) as (window, _):
        panel = window.evening_page.panel
        game = next(iter(panel.played.lines))
        opened = panel.played.findChild(type(panel.start_button), f"open_game_{game}")
        opened.setFocus()
        qtbot.waitUntil(opened.hasFocus)
        key_at_focus(Qt.Key.Key_Return)
        assert panel.stack.currentIndex() == 1 and panel.view is not None
        assert panel.view.id == game and panel.leave_button.isVisibleTo(panel)
