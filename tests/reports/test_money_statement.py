"""A member's statement on paper (issue 33): the balance brought forward, every deposit, each
evening's charge, how he paid, his prizes and pots, the running balance, the balance at the end
and the proof that they add up; over a season or everything, in English and Russian."""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.events.standing_rules import StandingRules
from clubapp.reports.money_parts import amount
from clubapp.reports.money_statement import line_words, write_money_statement
from clubapp.services.seasons import SeasonService
from tests.helpers.money_evening import money_evening
from tests.reports.helpers import pages, screenshot, setup_for, text
from tests.reports.many_deals import print_sizes


def flat(words: str) -> str:
    return " ".join(words.replace("\u00a0", " ").split())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_line_with_its_running_balance(sqlite_services, tmp_path, lang):
    made = money_evening(sqlite_services, lang=lang)
    member = made.members[2]  # paid from a deposit, won a share of third place
    statement = sqlite_services.money.statement(member)
    setup = setup_for(lang)
    path = write_money_statement(tmp_path / "statement.pdf", statement, setup)
    written = flat(text(path))
    assert pages(path) == 1
    assert ("Statement" if lang == "en" else "Выписка по счёту") in written
    assert made.names[2] in written
    assert [line.kind for line in statement.lines] == ["deposit", "due", "balance", "prize",
                                                       "paid_out"]
    for line in statement.lines:
        shown = "" if line.kind == "balance" else " " + amount(setup, line.amount, sign=True)
        row = (f"{setup.table_date(line.day)} {line_words(setup, line)} "
               f"{line.evening_name or line.note}{shown} {amount(setup, line.balance)}")
        assert flat(row) in written, row
    assert statement.closing == sqlite_services.money.balance(member).balance
    verdict = "balanced" if lang == "en" else "сходится"
    assert f"{amount(setup, statement.closing)}: {verdict}." in written
    assert min(size for size, _page, _text in print_sizes(path)) >= 8.0
    assert "money_documents." not in written and "money." not in written  # every id said
    screenshot(path, f"money_statement_{lang}")


def test_a_season_brings_its_balance_forward(sqlite_services, tmp_path):
    made = money_evening(sqlite_services)
    member = made.members[2]
    later = sqlite_services.evenings.create(dt.date(2026, 12, 11), "Пятница").id
    sqlite_services.money.setup(later, {"entry_fee": "5.00"})
    sqlite_services.money.enter(later, member)
    season = SeasonService(sqlite_services.db).create("Зима", StandingRules(), [later])
    statement = sqlite_services.money.statement(member, season.id)
    setup = setup_for("ru")
    written = flat(text(write_money_statement(tmp_path / "s.pdf", statement, setup)))
    assert "Сезон Зима: 11 декабря 2026 г. – 11 декабря 2026 г." in written
    assert f"Остаток на начало {amount(setup, statement.opening)}" in written
    assert statement.opening == sqlite_services.money.statement(member).lines[-1].balance \
        + 5  # everything before the season; the season's only line: the 5.00 charge
    assert f"Остаток на конец {amount(setup, statement.closing)}" in written
