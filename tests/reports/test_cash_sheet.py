"""The evening's cash sheet on paper (issue 33): every player's fee and how he paid, the book
of the evening section by section and the proof row that says it balances; every figure the
money service's, in English and Russian, nothing printed below 8 pt; its pictures for a person
to look at (tests/screens/cash_sheet_*.png)."""

from __future__ import annotations

import pytest

from clubapp.reports.cash_sheet import CashSheetData, write_cash_sheet
from clubapp.reports.money_parts import amount
from clubapp.words import say
from tests.helpers.money_evening import LONG, crib_tables, money_evening
from tests.reports.helpers import leftovers, pages, screenshot, setup_for, text
from tests.reports.many_deals import print_sizes


def flat(words: str) -> str:
    return " ".join(words.replace("\u00a0", " ").split())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_sheet_prints_the_services_figures_and_balances(sqlite_services, tmp_path, lang):
    made = money_evening(sqlite_services, lang=lang)
    data = CashSheetData.of(sqlite_services, made.evening)
    setup = setup_for(lang)
    path = write_cash_sheet(tmp_path / "cash.pdf", data, setup)
    written = flat(text(path))
    assert pages(path) == 2 and leftovers(tmp_path) == []
    assert ("Cash sheet" if lang == "en" else "Кассовый лист") in written
    assert ("Amounts in USD." if lang == "en" else "Суммы в USD.") in written
    view = data.money
    for line in view.players:  # each player's row: his name, fee, the rest he owed, his due
        name = f"{line.name} (guest)" if line.guest and lang == "en" else \
            f"{line.name} (гость)" if line.guest else line.name
        figures = " ".join(amount(setup, f) for f in (
            line.fee, line.table_money + line.extras + line.stakes, line.due))
        assert flat(f"{name} {figures}") in written, name
    for line in data.sheet.lines:  # the book's every line, as the service has it
        said = say(line.what, lang)
        assert flat(said) in written, said
        if line.section != "proof":
            count = f" {line.count}" if line.count is not None else ""
            assert flat(f"{said}{count} {amount(setup, line.amount)}") in written, said
    proof = say(data.sheet.lines[-1].what, lang)
    verdict = "balanced" if lang == "en" else "сходится"
    assert f"{flat(proof)}: {verdict} {amount(setup, data.sheet.proof)}" in written
    assert data.sheet.balanced and data.sheet.proof == 0
    total = view.takings
    assert flat(f"{'Total' if lang == 'en' else 'Итого'}") in written
    assert amount(setup, total) in written
    assert min(size for size, _page, _text in print_sizes(path)) >= 8.0
    assert "money_documents." not in written and "money." not in written  # every id said
    assert "…" not in written
    picture = screenshot(path, f"cash_sheet_{lang}")
    assert picture is None or picture.stat().st_size > 10_000


def test_an_evening_not_set_up_says_so(sqlite_services, tmp_path):
    made = crib_tables(sqlite_services, LONG[:6])
    path = write_cash_sheet(tmp_path / "none.pdf",
                            CashSheetData.of(sqlite_services, made.evening), setup_for("ru"))
    written = flat(text(path))
    assert "Деньги этого вечера не настроены." in written and pages(path) == 1
