"""Cribbage's score form: one form at a time — the deal as pegged, from its cards, or its points
— chosen above it and kept from deal to deal; the board stays readable whatever the form."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QLineEdit

from clubapp.services import Services
from clubapp.ui.evening.entry_form import NumberBox
from tests.helpers.paths import SCREENS
from tests.helpers.window import open_window

# Ann deals first and Bob is pone: as pegged, Bob 2 + 8, Ann 3 + 4 + 6 (seeds/001 lines 39-45)
PEGGED = {"pone": {"play": 2, "hand": 8}, "dealer": {"play": 3, "hand": 4, "crib": 6}}


def cribbage_window(qtbot, path):
    services = Services.open(str(path))
    ids = [services.members.add(n).id for n in ("Ann Lee", "Bob Hart")]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Cribbage night")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    services.evenings.start_game(table.id, "cribbage")
    services.close()
    window = open_window(qtbot, path)
    window.resize(1000, 560)
    window.open_evening(evening.id)
    return window, window.evening_page.panel


def visible_fields(form) -> set[str]:
    return {name for name, editor in form.editors.items() if editor.widget.isVisible()}


def test_one_form_at_a_time_and_the_mode_kept_between_deals(qtbot, empty_club):
    window, panel = cribbage_window(qtbot, empty_club)
    form = panel.form
    assert form.alternatives and not form.points_box.isVisible()
    assert set(form.mode_buttons) == {"count", "cards", "points"}
    assert form.mode() == "count"
    shown = visible_fields(form)
    assert "count.pone.play" in shown and not any(n.startswith("cards") for n in shown)

    form.set_entry({"count": PEGGED})
    form.submit()
    assert panel.view.deals[-1].points == {"Ann Lee": 13, "Bob Hart": 10}
    assert form.mode() == "count"  # the next deal: the same form, blank
    assert form.editors["count.pone.play"].widget.text() == ""

    form.mode_buttons["cards"].click()
    assert form.mode() == "cards"
    shown = visible_fields(form)
    assert "cards.starter" in shown and not any(n.startswith("count") for n in shown)
    boxes = {name: form.editors[f"cards.{name}"].widget
             for name in ("starter", "pone", "dealer", "crib")}
    for name, cards in (("starter", "5D"), ("pone", "AH 2C 3D KS"),
                        ("dealer", "5H 5C JS 4D"), ("crib", "6C 7D 8H 9S")):
        assert isinstance(boxes[name], QLineEdit)
        boxes[name].setText(cards)
    form.editors["cards.pegged"].widget.setChecked(True)  # what each pegged, not the order
    for side, pegged in (("pone", 1), ("dealer", 2)):
        box = form.editors[f"cards.pegged.{side}"].widget
        assert isinstance(box, NumberBox)
        box.setText(str(pegged))
    form.submit()
    assert len(panel.view.deals) == 2, {n: e.error.text() for n, e in form.editors.items()
                                        if e.error.text()}
    assert form.mode() == "cards"

    form.mode_buttons["points"].click()
    form.points["Ann Lee"].setText("7")
    form.points["Bob Hart"].setText("5")
    form.submit()
    assert panel.view.deals[-1].points == {"Ann Lee": 7, "Bob Hart": 5}
    assert form.mode() == "points" and form.points_inner.isVisible()  # kept, not switched off
    window.close()


def test_the_board_stays_readable_with_any_form(qtbot, empty_club):
    window, panel = cribbage_window(qtbot, empty_club)
    form = panel.form
    for mode in ("count", "cards", "points"):
        form.mode_buttons[mode].click()
        qtbot.wait(20)
        assert panel.board.isVisible(), mode
        assert panel.board.height() >= panel.board.readable_height() >= 50, mode
    form.mode_buttons["count"].click()
    assert window.grab().save(str(SCREENS / "cribbage_form.png"))
    window.close()


def test_a_recorded_deal_corrected_opens_in_its_own_mode(qtbot, empty_club):
    window, panel = cribbage_window(qtbot, empty_club)
    panel.form.set_entry({"count": PEGGED})
    panel.form.submit()
    from clubapp.ui.evening.table_panel import CorrectDialog

    dialog = CorrectDialog(window.services, panel.view, 0, window)
    qtbot.addWidget(dialog)
    assert dialog.form.mode() == "count"
    entry = dialog.form.entry()
    assert set(entry) == {"count"}
    assert {k: entry["count"][k] for k in PEGGED} == PEGGED
    dialog.reject()
    window.close()
