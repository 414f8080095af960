"""A refused 5-player loo deal leaves the whole form usable (issue 29, item 1): the refusal is
scrolled into sight beside the field it names, the cursor is put in that field, every box of
the form can still be reached, nothing typed is lost, and the deal put right is recorded.

The refusal is three-card loo's line 57 of the rule book: "in a simple pool everyone plays"."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox

from clubapp.services import Services
from tests.helpers.window import open_window

PLAYERS = ("Ann Hale", "Александра Константиновна Воскресенская-Милославская", "Cat Voss",
           "Dan Frye", "Eve Stone")


def _in_sight(form, widget) -> bool:
    """Whether the widget lies inside the visible part of the form's scrolling fields."""
    viewport = form.fields_scroll.viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return widget.isVisible() and viewport.rect().contains(top_left) and \
        top_left.y() + widget.height() <= viewport.height()


def test_a_refused_loo_deal_is_said_in_sight_and_the_form_takes_the_right_one(qtbot, qapp,
                                                                              empty_club):
    path = empty_club
    services = Services.open(str(path))
    ids = [services.members.add(name).id for name in PLAYERS]
    evening = services.evenings.create(dt.date(2026, 12, 1), "Friday").id
    services.evenings.seat_table(evening, ids, "loo")
    services.close()
    window = open_window(qtbot, path)
    window.resize(1024, 600)
    window.open_evening(evening)
    form = window.evening_page.panel.form
    playing = {box.objectName()[3:]: box for box in form.findChildren(QCheckBox)
               if box.objectName().startswith("in.") and box.objectName() != "in.nobody"}
    tricks = form.editors["tricks"].parts
    for name in PLAYERS[:3]:  # the pool is simple (nothing carried): all five should be in
        playing[name].setChecked(True)
        tricks[name].setFocus()
        qtbot.keyClicks(tricks[name], "1")
    tricks["Eve Stone"].setFocus()
    qtbot.keyClick(tricks["Eve Stone"], Qt.Key.Key_Return)

    assert form.error_text("in") == "in a simple pool everyone plays (line 57)"
    assert window.evening_page.panel.view.deals == ()
    error = form.editors["in"].error
    qtbot.waitUntil(lambda: _in_sight(form, error))
    qtbot.waitUntil(lambda: QApplication.focusWidget() in playing.values())
    for box in [*playing.values(), *tricks.values()]:  # no row of the form is lost
        form.fields_scroll.ensureWidgetVisible(box)
        assert _in_sight(form, box), box.objectName()
    assert [tricks[name].number() for name in PLAYERS[:3]] == [1, 1, 1]  # nothing typed lost

    for name in PLAYERS[3:]:
        playing[name].setFocus()
        qtbot.keyClick(playing[name], Qt.Key.Key_Space)
    qtbot.keyClick(playing["Eve Stone"], Qt.Key.Key_Return)
    deals = window.evening_page.panel.view.deals
    assert len(deals) == 1
    assert set(deals[0].entry["in"]) == set(PLAYERS)
    assert deals[0].entry["tricks"] == {name: 1 for name in PLAYERS[:3]}
    assert form.error_text("in") == ""
    window.close()


def test_the_double_pool_box_is_a_plain_tick_box_checked_against_the_pool(qtbot, qapp,
                                                                           empty_club):
    """Line 49: a pool is double when chips were carried into it. Ticked, the box is checked
    against the pool; left empty it says nothing (no third, "partly ticked" state)."""
    path = empty_club
    services = Services.open(str(path))
    ids = [services.members.add(name).id for name in PLAYERS[:3]]
    evening = services.evenings.create(dt.date(2026, 12, 1), "Friday").id
    services.evenings.seat_table(evening, ids, "loo")
    services.close()
    window = open_window(qtbot, path)
    window.open_evening(evening)
    form = window.evening_page.panel.form
    double = form.editors["double"].widget
    assert not double.isTristate()
    tricks = form.editors["tricks"].parts
    tricks[PLAYERS[0]].setValue(2)
    tricks[PLAYERS[1]].setValue(1)
    qtbot.keyClick(double, Qt.Key.Key_Space)  # ticked: but nothing was carried in
    assert double.isChecked() and form.entry()["double"] is True
    form.submit()
    assert form.error_text("double") != "" and window.evening_page.panel.view.deals == ()
    qtbot.keyClick(double, Qt.Key.Key_Space)  # no tick: nothing said
    assert "double" not in form.entry()
    form.submit()
    assert len(window.evening_page.panel.view.deals) == 1
    window.close()
