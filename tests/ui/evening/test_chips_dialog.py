"""The evening's chips in the window: players, pools, the proof, the settlement."""

from __future__ import annotations

from pypdf import PdfReader
from PySide6.QtWidgets import QLabel, QLineEdit, QPlainTextEdit

from clubapp.reports.page import ReportSetup
from clubapp.services import Services
from tests.helpers.clubs import chip_evening
from tests.helpers.paths import SCREENS
from tests.helpers.window import open_window, when_dialog_opens


def test_chips_and_settlement_from_the_evening(qtbot, tmp_path, empty_club):
    path = empty_club
    services = Services.open(str(path))
    evening, _games = chip_evening(services)
    expected = services.chips.evening(evening)
    services.close()
    window = open_window(qtbot, path)
    window.open_evening(evening)
    seen = {}

    def look(dialog):
        proof = dialog.findChild(QLabel, "chips_proof").text()
        seen["proof"] = proof
        seen["rows"] = list(dialog.players.rows)
        dialog.findChild(QLineEdit, "chip_value").setText("abc")
        dialog.settle()
        seen["bad"] = dialog.error.text()
        dialog.findChild(QLineEdit, "chip_value").setText("0,10")
        dialog.settle()
        seen["statement"] = dialog.findChild(QPlainTextEdit, "statement").toPlainText()
        dialog.print_statement()
        saved = dialog.preview.save_as(tmp_path / "chips.pdf")
        seen["pdf"] = PdfReader(str(saved)).pages[0].extract_text()
        seen["evening"] = dialog.services.evenings.detail(evening).evening
        dialog.preview.reject()
        assert dialog.grab().save(str(SCREENS / "chips.png"))
        dialog.reject()

    when_dialog_opens(look)
    window.evening_page.chips_button.click()
    assert "Every chip is accounted for" in seen["proof"]
    assert dict(seen["rows"]) == expected.players
    assert "sum of money" in seen["bad"]
    assert "Chips: 0.10 for 1 white" in seen["statement"] and " pays " in seen["statement"]
    assert "Chips and settlement" in seen["pdf"] and "A white chip is worth 0.10" in seen["pdf"]
    # the statement of the service (issue 21, item 5): each table's chips and pool shares, the
    # proof row, the caption's date written the document's way, never as ISO
    pdf = " ".join(seen["pdf"].split())
    assert "Chips at the table" in pdf and "Proof: adds up to" in pdf
    day = seen["evening"].date
    assert day.isoformat() not in pdf
    assert ReportSetup("en", "a4").date(day) in pdf
    payer = next(line for line in seen["statement"].splitlines() if " pays " in line).strip()
    # on paper the payments are a table, with a box to tick when paid
    assert payer.replace(" pays ", " ") + " ☐" in " ".join(seen["pdf"].split())
    window.close()
