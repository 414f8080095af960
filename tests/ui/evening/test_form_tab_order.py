"""Tab in cribbage's "points as pegged" goes from one player's count to the other's (issue 29,
item 11): the muggins boxes on each count (lines 219-221), switched on only now and then, come
after the usual boxes, not between the two players."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from clubapp.services import Services
from tests.helpers.window import open_window


def test_tab_goes_from_the_pones_count_to_the_dealers_past_the_muggins_box(qtbot, qapp,
                                                                          empty_club):
    path = empty_club
    services = Services.open(str(path))
    ids = [services.members.add(name).id for name in ("Ann Hale", "Bob Kerr")]
    evening = services.evenings.create(dt.date(2026, 12, 1), "Friday").id
    services.evenings.seat_table(evening, ids, "cribbage")
    services.close()
    window = open_window(qtbot, path)
    window.open_evening(evening)
    form = window.evening_page.panel.form
    form.focus_first()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is form.first_field())
    visited = [QApplication.focusWidget().objectName()]
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        visited.append(QApplication.focusWidget().objectName())
    assert visited == ["field_count.pone.play", "field_count.pone.hand",
                       "field_count.dealer.play", "field_count.dealer.hand",
                       "field_count.dealer.crib"]
    chain = [w.objectName() for w in form.focus_chain()]
    assert chain.index("field_count.pone.muggins_on") > chain.index("field_count.dealer.crib")
    window.close()
