"""Every registered game plays through the window's generated score form (issues 3–7).

For each game: the real window on a fresh SQLite file, a table added from the Evening page,
the game chosen, the players seated and the house rules set on the setup page, then every deal
of the game's example (``game_examples.py``) put in the generated form and recorded with a real
Return key press. After each deal the form shows no error and the window's points and totals
are those of ``clubapp score`` (computed here in-process, as the CLI does); at the end the
window shows the same finished games and winner. A game without an example fails.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from PySide6.QtCore import Qt

from clubapp.rules import all_games, get_game
from clubapp.rules.base import GameRules, State, result_json
from clubapp.ui.evening.table_panel import TablePanel
from clubapp.ui.main_window import MainWindow
from tests.helpers.window import open_window, set_option, shoot, shown_errors
from tests.ui.evening.game_examples import EXAMPLES

GAME_IDS = sorted(g.id for g in all_games())
# one screenshot per family, of a game whose form shows the family's fields best
SCREENSHOTS = {"euchre-railroad", "five-hundred", "all-fives", "cinch", "loo", "rams", "frog",
               "piquet", "boston", "whist-ru", "preference-austrian", "cribbage-four"}


def test_every_registered_game_has_an_example():
    assert set(EXAMPLES) == {g.id for g in all_games()}


def set_up_table(qtbot, window: MainWindow, game: GameRules, example: dict) -> TablePanel:
    """Members and an evening (through the services), then the table through the window."""
    services = window.services
    for name in example["players"]:
        services.members.add(name)
    evening = services.evenings.create(dt.date(2026, 11, 27), f"{game.name} night")
    window.hub.eveningsChanged.emit()
    window.open_evening(evening.id)
    page = window.evening_page
    qtbot.mouseClick(page.add_table_button, Qt.MouseButton.LeftButton)
    panel = page.panel
    assert panel.stack.currentIndex() == 0, "a new table opens on its setup page"
    panel.game_combo.setCurrentIndex(panel.game_combo.findData(game.id))
    assert panel.game_combo.currentData() == game.id
    assert len(panel.seat_combos) == game.max_players
    for combo, name in zip(panel.seat_combos, example["players"], strict=False):
        combo.setCurrentIndex(combo.findText(name))
        assert combo.currentText() == name
    for name, value in example["options"].items():
        set_option(panel, name, value)
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert panel.setup_error.text() == ""
    assert panel.view is not None and panel.view.players == tuple(example["players"])
    assert panel.stack.currentIndex() == 1 and panel.form is not None
    return panel


def check_window_shows(panel: TablePanel, state: State, expected: dict[str, Any],
                       number: int) -> None:
    """After deal ``number`` (1-based): the window's points and totals are the CLI's."""
    view = panel.view
    assert view is not None and len(view.deals) == number
    deal = expected["deals"][number - 1]
    assert view.deals[-1].points == deal["points"], f"deal {number}: points"
    assert view.deals[-1].totals == deal["totals"], f"deal {number}: totals after it"
    assert view.totals == dict(state.totals), f"deal {number}: running totals"
    # what a person sees: the deals table's last row and the score line
    sides = list(view.sides)
    row = panel.deals_model.rows[-1]
    assert row[0] == number
    assert list(row[3:3 + len(sides)]) == [deal["points"][s] for s in sides]
    assert list(row[3 + len(sides):3 + 2 * len(sides)]) == [deal["totals"][s] for s in sides]
    for side in sides:
        assert f"{view.side_label(side)}: {state.totals[side]}" in panel.score.text()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_game_plays_through_the_window(qtbot, empty_club, qapp, game_id):
    example = EXAMPLES.get(game_id)
    assert example is not None, f"{game_id} has no example in tests/ui/evening/game_examples.py"
    rules = get_game(game_id)
    players, options, deals = example["players"], example["options"], example["deals"]
    expected = result_json(rules, rules.score_all(rules.new_state(players, options), deals))

    window = open_window(qtbot, empty_club)
    panel = set_up_table(qtbot, window, rules, example)
    assert panel.view is not None
    assert panel.view.options == expected["options"]

    state = rules.new_state(players, options)
    for number, deal in enumerate(deals, start=1):
        form = panel.form
        assert form is not None and panel.form_box.isEnabled(), f"deal {number}: form closed"
        form.set_entry(deal)
        if game_id in SCREENSHOTS and number == len(deals):
            qtbot.wait(20)  # let the layouts settle, as the event loop does for a person
            shoot(window, f"game_{game_id}")
        first = form.first_field()
        assert first is not None and first.isEnabled()
        qtbot.keyClick(first, Qt.Key.Key_Return)
        assert shown_errors(form) == {}, f"deal {number}: {deal}"
        state = rules.score(state, deal)
        check_window_shows(panel, state, expected, number)

    view = panel.view
    assert list(view.games) == expected["games"]
    assert view.winner == expected["winner"]
    if "match" in expected:
        assert view.match == expected["match"]
    if expected["winner"] is not None:
        assert "WINNER" in panel.score.text()
        assert not panel.record_button.isEnabled()
    else:
        assert panel.record_button.isEnabled()
    window.close()
