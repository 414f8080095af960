"""Seven-up is counted down from seven chips (seeds/000 line 99): the window shows each player's
chips still to go, so that one look shows who is close."""

from __future__ import annotations

import datetime as dt

from clubapp.services import Services
from tests.helpers.paths import SCREENS
from tests.helpers.window import open_window
from tests.ui.evening.game_examples import EXAMPLES


def test_seven_up_shows_the_chips_to_go(qtbot, empty_club):
    path = empty_club
    services = Services.open(str(path))
    ids = [services.members.add(n).id for n in ("Ann", "Bob")]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Seven-up")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "seven-up")
    for deal in EXAMPLES["seven-up"]["deals"][:2]:
        view = services.scoring.record_deal(game, deal)
    services.close()
    assert view.to_go == {s: 7 - view.totals[s] for s in ("Ann", "Bob")}

    window = open_window(qtbot, path)
    window.open_evening(evening.id)
    line = window.evening_page.panel.score.text()
    for name, left in view.to_go.items():
        assert f"{name} {'●' * left} ({left})" in line
    assert window.grab().save(str(SCREENS / "seven_up_chips.png"))
    window.close()
