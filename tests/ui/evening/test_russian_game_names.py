"""A game is named in the window's language wherever the window names it (found by the club
evening night in Russian: "Loo (three-card)" in the chips dialog, "Cribbage" in the question
asked before closing an evening)."""

from __future__ import annotations

import datetime as dt

from clubapp.services import Services
from clubapp.ui.evening.chips_dialog import ChipsDialog
from clubapp.ui.evening.evenings_page import EveningsPage
from clubapp.ui.shared.hub import Hub


def test_the_chips_dialog_and_the_closing_question_name_games_in_russian(qtbot, russian,
                                                                         empty_club):
    services = Services.open(str(empty_club))
    try:
        ids = [services.members.add(n).id for n in ("Анна", "Борис", "Вера", "Глеб", "Дина")]
        evening = services.evenings.create(dt.date(2026, 12, 1), "Вторник").id
        _table, loo = services.evenings.seat_table(evening, ids[:3], "loo")
        services.scoring.record_deal(loo, {"tricks": {"Анна": 2, "Борис": 1}})
        services.evenings.seat_table(evening, ids[3:], "cribbage")
        dialog = ChipsDialog(services, evening)
        qtbot.addWidget(dialog)
        assert dialog.pools.rows[0][1] == "Лу (трёхкарточный)"
        page = EveningsPage(services, Hub())
        qtbot.addWidget(page)
        said = " ".join(page.unfinished(evening))
        assert "Криббедж" in said and "Лу (трёхкарточный)" in said
        assert "Cribbage" not in said and "Loo" not in said
    finally:
        services.close()
