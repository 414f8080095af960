"""A closed evening's table offers no form (found by the club-evening night: after a restart
the unfinished loo table of the closed evening showed an enabled form and *Record deal*, and
the deal typed there was refused). Its deals stand as recorded; the page says how to reopen."""

from __future__ import annotations

import datetime as dt

from clubapp.services import Services
from tests.helpers.window import open_window


def test_a_closed_evenings_unfinished_table_shows_its_deals_and_no_form(qtbot, qapp, empty_club):
    path = empty_club
    services = Services.open(str(path))
    ids = [services.members.add(name).id for name in ("Ann Hale", "Bob Kerr", "Cat Voss")]
    evening = services.evenings.create(dt.date(2026, 12, 1), "Tuesday").id
    _table, game = services.evenings.seat_table(evening, ids, "loo")
    services.scoring.record_deal(game, {"tricks": {"Ann Hale": 2, "Bob Kerr": 1}})
    services.evenings.set_closed(evening, True)
    services.close()

    window = open_window(qtbot, path)  # the next start
    window.open_evening(evening)
    panel = window.evening_page.panel
    assert len(panel.view.deals) == 1 and not panel.view.over
    assert not panel.form_box.isEnabled() and not panel.record_button.isEnabled()
    assert not panel.change_button.isVisibleTo(panel)
    assert panel.hint.text().startswith("The evening is closed")
    window.close()
