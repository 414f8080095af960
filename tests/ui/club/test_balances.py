"""Members' balances in the window (issue 33): the Members page's *Balances…* lists every
member's balance with what the club holds and what members owe; a deposit from a member's own
page shows on his balance line at once (and in the database, read through another
connection); his statement printed from there reads back with the same balance."""

from __future__ import annotations

from decimal import Decimal

from pypdf import PdfReader
from PySide6.QtCore import Qt

from clubapp.services import Services
from clubapp.ui.club.balances import BalancesDialog
from clubapp.ui.club.deposit_dialog import DepositDialog
from tests.helpers.money_evening import SHORT, money_evening
from tests.helpers.window import open_window, when_dialog_opens


def test_the_balances_of_every_member_from_the_members_page(qtbot, empty_club):
    path = empty_club
    services = Services.open(str(path))
    made = money_evening(services, SHORT)
    expected = {b.member_id: b.balance for b in services.money.balances()}
    services.close()
    window = open_window(qtbot, path)
    window.go_to("Members")
    page = window.members_page
    seen = {}

    def look(dialog):
        assert isinstance(dialog, BalancesDialog)
        panel = dialog.panel
        seen["rows"] = dict(zip(panel.model.keys, (r[1] for r in panel.model.rows),
                                strict=True))
        seen["total"] = panel.total.text()
        dialog.reject()

    when_dialog_opens(look)
    qtbot.mouseClick(page.balances_button, Qt.MouseButton.LeftButton)
    assert seen["rows"] == {m: f"{b:.2f}" for m, b in expected.items()}
    held = sum((b for b in expected.values() if b > 0), Decimal(0))
    owed = -sum((b for b in expected.values() if b < 0), Decimal(0))
    assert seen["total"] == f"The club holds {held:.2f} for its members; members owe {owed:.2f}."
    assert made.members
    window.close()


def test_a_deposit_and_the_statement_from_a_members_page(qtbot, tmp_path, empty_club):
    path = empty_club
    services = Services.open(str(path))
    made = money_evening(services, SHORT)
    eve = made.members[4]  # owes her 6.75 of the evening
    services.close()
    window = open_window(qtbot, path)
    window.open_member(eve)
    page = window.member_page
    assert page.balance.text() == "Balance with the club: -6.75"

    def deposit(dialog):
        assert isinstance(dialog, DepositDialog) and dialog.member.currentData() == eve
        assert dialog.balance.text() == "-6.75"
        dialog.amount.setText("20")
        dialog.note.setText("prepaid")
        dialog.keep()

    when_dialog_opens(deposit)
    qtbot.mouseClick(page.deposit_button, Qt.MouseButton.LeftButton)
    assert page.balance.text() == "Balance with the club: 13.25"
    other = Services.open(str(path))
    try:
        assert other.money.balance(eve).balance == Decimal("13.25")
    finally:
        other.close()
    page.print_statement()  # no season: everything on record, nothing asked
    written = " ".join(PdfReader(str(page.preview.save_as(tmp_path / "s.pdf")))
                       .pages[0].extract_text().split())
    page.preview.reject()
    assert "Statement Eve Lamb" in written and "Deposit prepaid +20.00" in written
    assert "Balance at the end 13.25" in written
    window.close()
