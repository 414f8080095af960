"""A cribbage table in the window shows the board, its pegs leap-frogging deal by deal."""

from __future__ import annotations

import datetime as dt

from clubapp.rules.cribbage_pegs import pegs_after
from clubapp.services import Services
from tests.helpers.paths import SCREENS
from tests.helpers.window import open_window


def test_the_board_follows_the_deals(qtbot, empty_club):
    path = empty_club
    services = Services.open(str(path))
    ids = [services.members.add(n).id for n in ("Ann Lee", "Bob Hart")]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Cribbage night")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "cribbage")
    deals = [{"Ann Lee": 12, "Bob Hart": 9}, {"Ann Lee": 8, "Bob Hart": 15},
             {"Ann Lee": 20, "Bob Hart": 10}]
    for points in deals:
        services.scoring.record_deal(game, {"points": points})
    services.close()

    window = open_window(qtbot, path)
    window.open_evening(evening.id)
    board = window.evening_page.panel.board
    assert board.isVisible()
    assert board.names == ("Ann Lee", "Bob Hart")
    expected = tuple(pegs_after(d[name] for d in deals) for name in ("Ann Lee", "Bob Hart"))
    assert board.pegs() == expected == ((40, 20), (34, 24))
    assert window.grab().save(str(SCREENS / "cribbage_table.png"))
    window.close()
