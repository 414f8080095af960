"""The chip statement on paper: each table's chips and pool shares, every player's net in chips
and money with a proof row that adds up to nothing, and the payments with "paid" boxes."""

from __future__ import annotations

from decimal import Decimal

from clubapp.reports.chip_statement import write_chip_statement
from clubapp.words.formats import money as format_money
from tests.helpers.clubs import chip_evening
from tests.reports.helpers import screenshot, setup_for, text


def test_each_table_shows_its_sheets_chips_and_the_pool_shares(sqlite_services, tmp_path):
    evening, _games = chip_evening(sqlite_services)
    statement = sqlite_services.chips.statement(evening, Decimal("0.05"))
    chips = sqlite_services.chips.evening(evening)
    written = text(write_chip_statement(tmp_path / "en.pdf", statement, setup_for()))
    assert "Chips and settlement" in written and "Loo night · 27 November 2026" in written
    assert "A white chip is worth 0.05" in written
    for table in statement.tables:
        assert f"Table {table.table}:" in written
        # each player's chips at the table are those of the table's score sheet
        for name in table.players:
            assert table.chips[name] == sum(
                n for t in chips.by_table.values() for who, n in t.items() if who == name)
        assert sum(table.chips.values()) + table.pool_left == 0
        assert sum(table.shares.values()) == table.pool_left
    # the players' figure = chips at the tables + shares of what the pools held at the close
    for line in statement.settlement.lines:
        at_tables = chips.players[line.player]
        shares = sum(t.shares.get(line.player, 0) for t in statement.tables)
        assert line.net_units == at_tables + shares
    assert written.count("Proof: adds up to") == len(statement.tables) + 1
    assert "Proof: adds up to 0 0 0 0.00" in written  # the players: chips, shares, net, money
    first = statement.settlement.payments[0]
    assert f"{first.payer} {first.payee} {first.amount} ☐" in written
    screenshot(tmp_path / "en.pdf", "chips_statement_en")


def test_money_and_dates_in_russian(sqlite_services, tmp_path):
    evening, _games = chip_evening(sqlite_services)
    statement = sqlite_services.chips.statement(evening, Decimal("0.05"))
    path = write_chip_statement(tmp_path / "ru.pdf", statement, setup_for("ru", "letter"))
    written = text(path)
    assert "Фишки и расчёт" in written and "27 ноября 2026 г." in written
    assert "Белая фишка стоит 0,05" in written and "0.05" not in written
    first = statement.settlement.payments[0]
    assert f"{first.payer} {first.payee} {format_money(first.amount, 'ru')} ☐" in written
    assert "Проверка: сумма" in written and "Оплачено" in written
    screenshot(path, "chips_statement_ru")


def test_a_settlement_alone_prints_the_players_and_payments(sqlite_services, tmp_path):
    """The window's chips dialog has the settlement only: no tables, the rest as ever."""
    evening, _games = chip_evening(sqlite_services)
    settlement = sqlite_services.chips.settlement(evening, Decimal("0.05"))
    written = text(write_chip_statement(tmp_path / "s.pdf", settlement, setup_for(),
                                        caption="Loo night"))
    assert "Table 1:" not in written and "The players" in written
    for line in settlement.lines:
        assert line.player in written


def test_money_in_each_language():
    assert format_money(Decimal("1234.50"), "en") == "1,234.50"
    assert format_money(Decimal("1234.50"), "ru") == "1\u00a0234,50"
    assert format_money(Decimal("-0.05"), "ru") == "-0,05"
