"""The chip statement on paper: every player's chips and money, and the payments."""

from __future__ import annotations

from decimal import Decimal

from pypdf import PdfReader

from clubapp.reports.chip_statement import write_chip_statement
from clubapp.reports.page import ReportSetup
from tests.services.test_chips import chip_evening


def test_statement_in_english_and_russian(sqlite_services, tmp_path):
    evening, _games = chip_evening(sqlite_services)
    statement = sqlite_services.chips.settlement(evening, Decimal("0.05"))
    english = write_chip_statement(tmp_path / "en.pdf", statement,
                                   ReportSetup("en", "a4", "Maple Street"), caption="Loo night")
    text = " ".join(PdfReader(str(english)).pages[0].extract_text().split())
    assert "Chips and settlement" in text and "A white chip is worth 0.05" in text
    for line in statement.lines:
        assert line.player in text
    first = statement.payments[0]
    assert f"{first.payer} pays {first.payee} {first.amount}" in text
    russian = write_chip_statement(tmp_path / "ru.pdf", statement,
                                   ReportSetup("ru", "letter", "Клуб"), caption="Лу")
    text = " ".join(PdfReader(str(russian)).pages[0].extract_text().split())
    assert "Фишки и расчёт" in text and f"{first.payer} платит {first.payee}" in text
