"""The club's money from the Print menu (issue 33): Print → Money → the open evening's cash
sheet and payout list, and a member's statement (the member and the period asked), each
previewed, saved and read back; their figures the money service's."""

from __future__ import annotations

from pypdf import PdfReader
from PySide6.QtWidgets import QInputDialog, QMenu

from clubapp.events.standing_rules import StandingRules
from clubapp.services import Services
from clubapp.services.seasons import SeasonService
from tests.helpers.money_evening import SHORT, money_evening
from tests.helpers.window import open_window, when_dialog_opens


def read(path) -> str:
    return " ".join(" ".join(p.extract_text() for p in PdfReader(str(path)).pages).split())


def test_print_money_cash_sheet_payouts_and_a_statement(qtbot, tmp_path, empty_club):
    path = empty_club
    services = Services.open(str(path))
    made = money_evening(services, SHORT)
    season = SeasonService(services.db).create("Winter", StandingRules(), [made.evening])
    expected = services.money.evening_money(made.evening)
    services.close()
    window = open_window(qtbot, path)
    window.open_evening(made.evening)
    money = window.menuBar().findChild(QMenu, "print_money")
    assert money is not None
    actions = {a.objectName(): a for a in money.actions()}
    actions["print_cash-sheet"].trigger()
    written = read(window.print_menu.last.save_as(tmp_path / "cash.pdf"))
    window.print_menu.last.reject()
    assert "Cash sheet" in written and "balanced 0.00" in written
    assert f"Takings {expected.takings}" in written
    actions["print_payouts"].trigger()
    written = read(window.print_menu.last.save_as(tmp_path / "payouts.pdf"))
    window.print_menu.last.reject()
    first = expected.payouts[0]
    assert f"1 {first.name} {first.amount} ☐" in written

    offered: list[list[str]] = []

    def period(dialog):  # the second question: which period (the club has a season)
        offered.append(dialog.comboBoxItems())
        dialog.setTextValue("Winter")
        dialog.accept()

    def whose(dialog):  # the first: whose statement
        assert isinstance(dialog, QInputDialog)
        dialog.setTextValue("Cat Moss")
        dialog.accept()
        when_dialog_opens(period)

    when_dialog_opens(whose)
    actions["print_statement"].trigger()
    assert offered == [["Everything on record", "Winter"]]
    written = read(window.print_menu.last.save_as(tmp_path / "statement.pdf"))
    window.print_menu.last.reject()
    assert "Statement Cat Moss" in written and "Season Winter" in written
    assert season.id
    window.close()
