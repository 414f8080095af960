"""The evening's money in the window (issue 33), driven as a treasurer drives it: the fees set
up in their dialog, payments taken by card, in part in cash, waived from the row's menu and one
undone, the proof row; a bad sum refused beside its box with nothing changed (the database
read through another connection); a closed evening that offers no change and refuses one made
while it was closed elsewhere; Russian sums with a decimal comma and Russian words; the
pictures at 1024×600 and 1366×768 in both languages (tests/screens/money_*.png)."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QRect, QSettings, QSize, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QPushButton, QWidget

from clubapp.services import Services
from clubapp.ui.evening.money_page import MoneyWindow
from clubapp.ui.evening.money_setup_dialog import MoneySetupDialog
from clubapp.ui.shared import i18n, screen_fit
from tests.helpers.money_evening import LONG, SHORT, crib_tables, money_evening
from tests.helpers.paths import SCREENS
from tests.helpers.window import when_dialog_opens

D = Decimal
SMALL, LARGE = QSize(1024, 600), QSize(1366, 768)


def on_screen(monkeypatch, size: QSize) -> QRect:
    """The screen the windows are kept on: ``size`` less a panel."""
    screen = QRect(0, 0, size.width(), size.height() - 30)
    monkeypatch.setattr(screen_fit, "available", lambda _widget: screen)
    return screen


def open_money(qtbot, services: Services, evening: int) -> MoneyWindow:
    window = MoneyWindow(services, None)
    qtbot.addWidget(window)
    window.show_evening(evening)
    qtbot.waitExposed(window)
    return window


def fresh(path: Path, evening: int):
    """The evening's money as another computer reads it from the database."""
    other = Services.open(str(path))
    try:
        return other.money.evening_money(evening)
    finally:
        other.close()


def type_into(qtbot, box, text: str) -> None:
    box.setFocus()
    box.selectAll()
    qtbot.keyClick(box, Qt.Key.Key_Delete)
    if text:
        qtbot.keyClicks(box, text)


def choose(page, member: int) -> None:
    page.players.table.selectRow(page.players.model.keys.index(member))


def row_of(page, member: int) -> tuple[str, ...]:
    return page.players.model.rows[page.players.model.keys.index(member)]


def set_up_fees(qtbot, page, *, entry: str, table: str = "1.00") -> MoneySetupDialog:
    """The setup dialog opened from the page, the fees typed, fixed places and a 24 hand pot."""
    qtbot.mouseClick(page.setup_button, Qt.MouseButton.LeftButton)
    dialog = page.findChild(MoneySetupDialog)
    assert dialog is not None and dialog.isVisible()
    type_into(qtbot, dialog.currency, "USD")
    type_into(qtbot, dialog.entry_fee, entry)
    type_into(qtbot, dialog.table_money, table)
    dialog.payout_kind.setCurrentIndex(dialog.payout_kind.findData("places"))
    type_into(qtbot, dialog.places, "50 30 20")
    return dialog


def keep(qtbot, dialog: MoneySetupDialog) -> None:
    qtbot.mouseClick(dialog.findChild(QPushButton, "money_setup_keep"),
                     Qt.MouseButton.LeftButton)


# --- a treasurer's evening --------------------------------------------------------------------
def test_fees_set_up_payments_taken_undone_and_the_proof(qtbot, tmp_path, empty_club,
                                                         monkeypatch):
    path = empty_club
    services = Services.open(str(path))
    made = crib_tables(services, SHORT)
    services.scoring.record_deal(made.games[0], {"points": {"Ann Hale": 20, "Bob Reed": 4}})
    on_screen(monkeypatch, LARGE)
    from clubapp.ui.main_window import MainWindow

    main = MainWindow(services, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    main.resize(LARGE.width() - 12, LARGE.height() - 70)
    main.show()
    qtbot.waitExposed(main)
    main.open_evening(made.evening)
    button = main.evening_page.money_button
    assert button.isVisible()  # the line has the room at 1366
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    window = main.evening_page.money_window
    page = window.page
    assert "No money is set up" in page.setup_line.text()
    assert not page.players.buttons["cash"].isEnabled()
    dialog = set_up_fees(qtbot, page, entry="5.00")
    qtbot.mouseClick(dialog.findChild(QPushButton, "money_add_pot"), Qt.MouseButton.LeftButton)
    pot = dialog.pot_rows[-1]
    pot.name.setCurrentText("24 hand")
    type_into(qtbot, pot.stake, "0.25")
    pot.condition.setCurrentIndex(pot.condition.findData("hand_at_least"))
    pot.points.setValue(24)
    keep(qtbot, dialog)
    assert not dialog.isVisible()
    kept = fresh(path, made.evening)  # committed before the window shows it
    assert (kept.setup.entry_fee, kept.setup.table_money, kept.setup.currency) == (
        D("5.00"), D("1.00"), "USD")
    assert kept.setup.payout.places == (D(50), D(30), D(20))
    assert [(p.name, p.per_player, p.won_by["hand_at_least"]) for p in kept.setup.pots] == [
        ("24 hand", D("0.25"), 24)]
    assert "Entry fee 5.00" in page.setup_line.text() and "24 hand" in page.setup_line.text()
    ann, bob, cat = made.members[:3]
    # Ann pays all she owes by card
    choose(page, ann)
    qtbot.mouseClick(page.players.buttons["card"], Qt.MouseButton.LeftButton)
    assert fresh(path, made.evening).player(ann).card == D("6.25")
    assert row_of(page, ann)[1:5] == ("6.25", "6.25", "0.00", "card 6.25")
    # Bob pays part of it in cash: the sum typed in the amount box, Enter, then how he paid
    choose(page, bob)
    type_into(qtbot, page.players.amount, "2.50")
    qtbot.keyClick(page.players.amount, Qt.Key.Key_Return)
    menu = page.players.menu
    assert menu is not None and menu.isVisible()
    cash = next(a for a in menu.actions() if a.objectName() == "money_menu_cash")
    menu.close()
    cash.trigger()
    line = fresh(path, made.evening).player(bob)
    assert (line.cash, line.unpaid) == (D("2.50"), D("3.75"))
    assert row_of(page, bob)[1:5] == ("6.25", "2.50", "3.75", "cash 2.50")
    assert page.players.amount.text() == ""
    # Cat's fee waived from the row's menu, opened with Enter on her row
    choose(page, cat)
    page.players.table.setFocus()
    qtbot.keyClick(page.players.table, Qt.Key.Key_Return)
    menu = page.players.menu
    assert menu is not None and menu.isVisible()
    waived = next(a for a in menu.actions() if a.objectName() == "money_menu_waived")
    menu.close()
    waived.trigger()
    assert fresh(path, made.evening).player(cat).waived == D("6.25")
    assert page.proof.text().startswith("Balanced") and "#1b5e20" in page.proof.styleSheet()
    assert "still owed 22.50" in page.figures.text()  # 37.50 less 6.25, 2.50 and 6.25 waived
    # Bob's cash taken by mistake: undone
    choose(page, bob)
    qtbot.mouseClick(page.players.undo_button, Qt.MouseButton.LeftButton)
    undo = page.players.menu
    payment = fresh(path, made.evening).player(bob).payments[0].id
    action = next(a for a in undo.actions() if a.objectName() == f"money_undo_{payment}")
    undo.close()
    action.trigger()
    line = fresh(path, made.evening).player(bob)
    assert (line.paid, line.unpaid, line.payments) == (D("0.00"), D("6.25"), ())
    assert row_of(page, bob)[2:4] == ("0.00", "6.25")
    # the cash sheet's proof row
    page.tabs.setCurrentIndex(2)
    last = page.sheet.rows[-1]
    assert "balanced" in last[0] and last[2] == "0.00"
    assert fresh(path, made.evening).balanced
    window.close()
    main.close()


# --- refusals -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("typed", "says"), [
    ("1,5", "“1,5” is not a sum of money; type it as 5.50"),
    ("abc", "“abc” is not a sum of money; type it as 5.50"),
    ("-1", "below nothing"),
    ("5.005", "2 decimal places, no more"),
])
def test_a_bad_fee_is_refused_beside_its_box_and_nothing_changes(qtbot, empty_club,
                                                                 monkeypatch, typed, says):
    path = empty_club
    services = Services.open(str(path))
    made = crib_tables(services, SHORT)
    services.money.setup(made.evening, {"entry_fee": "4.00"})
    on_screen(monkeypatch, LARGE)
    window = open_money(qtbot, services, made.evening)
    dialog = set_up_fees(qtbot, window.page, entry=typed)
    keep(qtbot, dialog)
    note = dialog.notes["entry_fee"]
    assert dialog.isVisible() and note.isVisible()
    assert note.text().startswith("Entry fee: ") and says in note.text(), note.text()
    assert "#b00020" in dialog.entry_fee.styleSheet()
    assert dialog.entry_fee.text() == typed  # left as typed, to be put right
    kept = fresh(path, made.evening)
    assert (kept.setup.entry_fee, kept.setup.payout, kept.setup.currency) == (
        D("4.00"), None, "")
    type_into(qtbot, dialog.entry_fee, "5")  # put right: kept, the mark gone
    keep(qtbot, dialog)
    assert not dialog.isVisible() and fresh(path, made.evening).setup.entry_fee == D("5.00")
    window.close()
    services.close()


def test_a_bad_payment_is_refused_beside_the_amount_and_nothing_is_paid(qtbot, empty_club,
                                                                       monkeypatch):
    path = empty_club
    services = Services.open(str(path))
    made = crib_tables(services, SHORT)
    services.money.setup(made.evening, {"entry_fee": "5.00"})
    on_screen(monkeypatch, LARGE)
    window = open_money(qtbot, services, made.evening)
    page = window.page
    choose(page, made.members[0])
    for typed, says in (("abc", "Amount paid: “abc” is not a sum of money"),
                        ("1,5", "Amount paid: “1,5” is not a sum of money"),
                        ("9.00", "Amount paid: Ann Hale owes 5.00, not 9.00")):
        type_into(qtbot, page.players.amount, typed)
        qtbot.mouseClick(page.players.buttons["card"], Qt.MouseButton.LeftButton)
        assert says in page.players.error.text(), page.players.error.text()
        assert page.players.amount.text() == typed
        assert fresh(path, made.evening).player(made.members[0]).payments == ()
    window.close()
    services.close()


# --- a closed evening -------------------------------------------------------------------------
def test_a_closed_evening_offers_no_change_and_refuses_one_made_meanwhile(qtbot, tmp_path,
                                                                         empty_club, monkeypatch):
    path = empty_club
    services = Services.open(str(path))
    made = money_evening(services, SHORT)
    on_screen(monkeypatch, LARGE)
    window = open_money(qtbot, services, made.evening)
    page = window.page
    owing = made.members[4]
    choose(page, owing)
    assert page.players.buttons["cash"].isEnabled()
    other = Services.open(str(path))  # another computer closes the evening
    other.evenings.set_closed(made.evening, True)
    other.close()
    before = fresh(path, made.evening)
    qtbot.mouseClick(page.players.buttons["cash"], Qt.MouseButton.LeftButton)
    said = page.players.error.text()
    assert said and "closed" in said.lower()
    assert fresh(path, made.evening) == before  # nothing paid
    # the page read the evening again: closed, and no change is offered any more
    assert page.closed_note.isVisible() and "closed" in page.title.text()
    assert not page.setup_button.isEnabled()
    assert not any(b.isEnabled() for b in page.players.buttons.values())
    assert not page.players.undo_button.isEnabled()
    assert not page.prizes.award_button.isEnabled()
    assert not page.prizes.withdraw_button.isEnabled()
    choose(page, owing)
    page.players.table.setFocus()
    qtbot.keyClick(page.players.table, Qt.Key.Key_Return)
    assert not any(a.isEnabled() for a in page.players.menu.actions() if a.text())
    page.players.menu.close()
    # printing still works: the cash sheet of a closed evening
    page.print_cash_sheet()
    saved = page.preview.save_as(tmp_path / "cash.pdf")
    written = " ".join(" ".join(p.extract_text() for p in PdfReader(str(saved)).pages).split())
    assert "balanced 0.00" in written
    page.preview.reject()
    window.close()
    services.close()


# --- pots, deposits and the balances ------------------------------------------------------------
def test_a_pot_awarded_and_taken_back_and_a_deposit_on_the_balances(qtbot, empty_club,
                                                                    monkeypatch):
    path = empty_club
    services = Services.open(str(path))
    made = money_evening(services, SHORT, paid=False)
    services.money.withdraw_award(services.money.evening_money(made.evening)
                                  .pots[1].claims[0].award_id)
    on_screen(monkeypatch, LARGE)
    window = open_money(qtbot, services, made.evening)
    page = window.page
    page.tabs.setCurrentIndex(1)
    rows = page.prizes.pots.rows
    assert rows[1][0] == "Best pegging" and rows[1][4] == "not won: carried on"

    def give(dialog):
        dialog.pot.setCurrentIndex(dialog.pot.findData("Best pegging"))
        dialog.player.setCurrentIndex(dialog.player.findData(made.members[5]))
        dialog.give()

    when_dialog_opens(give)
    qtbot.mouseClick(page.prizes.award_button, Qt.MouseButton.LeftButton)
    pot = fresh(path, made.evening).pots[1]
    assert pot.winners == ((made.members[5], "Fay Gold", D("3.00")),)
    assert "Fay Gold: awarded by the treasurer" in page.prizes.pots.rows[1][4]
    menu = page.prizes.withdraw_menu()
    award = pot.claims[-1].award_id
    action = next(a for a in menu.actions() if a.objectName() == f"money_withdraw_{award}")
    menu.close()
    action.trigger()
    assert fresh(path, made.evening).pots[1].winners == ()
    # the balances: a deposit for Eve, then her balance pays her fee
    page.tabs.setCurrentIndex(3)
    balances = page.balances
    eve = made.members[4]
    balances.table.selectRow(balances.model.keys.index(eve))

    def deposit(dialog):
        type_into(qtbot, dialog.amount, "12,5")  # English: a comma groups thousands
        dialog.keep()
        assert "“12,5” is not a sum of money" in dialog.amount_note.text()
        type_into(qtbot, dialog.amount, "12.50")
        type_into(qtbot, dialog.note, "for the winter")
        dialog.keep()

    when_dialog_opens(deposit)
    qtbot.mouseClick(balances.deposit_button, Qt.MouseButton.LeftButton)
    assert services.money.balance(eve).balance == D("12.50") - D("6.75")
    assert balances.model.rows[balances.model.keys.index(eve)][1] == "5.75"
    page.tabs.setCurrentIndex(0)
    choose(page, eve)
    qtbot.mouseClick(page.players.buttons["balance"], Qt.MouseButton.LeftButton)
    line = fresh(path, made.evening).player(eve)
    assert (line.balance, line.unpaid) == (D("6.75"), D("0.00"))
    window.close()
    services.close()


# --- Russian ------------------------------------------------------------------------------------
LATIN = re.compile(r"[A-Za-z]{2,}")


def latin_words(window: QWidget, allowed: list[str]) -> list[str]:
    """English words a Russian reader sees in the window (names and the currency left out)."""
    found = []
    texts = [w.text() for w in window.findChildren(QLabel) if w.isVisible()]
    texts += [w.text() for w in window.findChildren(QAbstractButton) if w.isVisible()]
    page = window.page
    texts += [page.tabs.tabText(i) for i in range(page.tabs.count())]
    for model in (page.players.model, page.prizes.payouts, page.prizes.pots, page.sheet):
        texts += [str(h) for h in model.headers]
        texts += [str(c) for row in model.rows for c in row]
    for text in texts:
        for name in allowed:
            text = text.replace(name, "")
        found += LATIN.findall(text)
    return found


def test_russian_sums_with_a_comma_and_russian_words(qtbot, empty_club, monkeypatch,
                                                     russian):
    path = empty_club
    services = Services.open(str(path))
    made = crib_tables(services, LONG, title="Пятничный криббедж")
    on_screen(monkeypatch, LARGE)
    window = open_money(qtbot, services, made.evening)
    page = window.page
    assert page.tabs.tabText(0).replace("&", "") == "Игроки"
    dialog = set_up_fees(qtbot, page, entry="1,50", table="0,25")
    keep(qtbot, dialog)
    assert not dialog.isVisible()
    kept = fresh(path, made.evening)
    assert (kept.setup.entry_fee, kept.setup.table_money) == (D("1.50"), D("0.25"))
    assert "Взнос 1,50" in page.setup_line.text()
    choose(page, made.members[0])
    type_into(qtbot, page.players.amount, "1 234,50")
    qtbot.mouseClick(page.players.buttons["cash"], Qt.MouseButton.LeftButton)
    said = " ".join(page.players.error.text().replace("\u00a0", " ").split())
    assert said == f"Уплачено: {LONG[0]} должен (должна) 1,75, а не 1 234,50", said
    assert fresh(path, made.evening).player(made.members[0]).payments == ()
    type_into(qtbot, page.players.amount, "0,75")
    qtbot.mouseClick(page.players.buttons["cash"], Qt.MouseButton.LeftButton)
    assert fresh(path, made.evening).player(made.members[0]).cash == D("0.75")
    assert row_of(page, made.members[0])[4] == "наличными 0,75"
    assert page.proof.text().startswith("Сходится")
    for index in range(page.tabs.count()):
        page.tabs.setCurrentIndex(index)
        assert latin_words(window, [*LONG, "USD"]) == [], page.tabs.tabText(index)
    window.close()
    services.close()


# --- pictures -----------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["1024x600", "1366x768"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_money_window_on_a_small_and_a_large_screen(qtbot, empty_club, monkeypatch,
                                                        lang, size):
    assert i18n.install_language(lang)
    try:
        screen = on_screen(monkeypatch, size)
        services = Services.open(str(empty_club))
        made = money_evening(services, LONG, lang=lang)
        window = open_money(qtbot, services, made.evening)
        QApplication.processEvents()
        assert screen.contains(window.frameGeometry()) or window.width() <= screen.width()
        assert window.height() <= screen.height()
        SCREENS.mkdir(exist_ok=True)
        tag = f"{size.width()}x{size.height()}_{lang}"
        for index in range(window.page.tabs.count()):
            window.page.tabs.setCurrentIndex(index)
            QApplication.processEvents()
            assert window.grab().save(str(SCREENS / f"money_{tag}_{index}.png"))
            cut = [b.text() for b in window.findChildren(QPushButton)
                   if b.isVisible() and b.width() < b.sizeHint().width() - 1]
            assert cut == [], cut
        dialog = window.page.open_setup()
        QApplication.processEvents()
        assert dialog.height() <= screen.height() and dialog.width() <= screen.width()
        assert dialog.grab().save(str(SCREENS / f"money_setup_{tag}.png"))
        dialog.reject()
        window.close()
        services.close()
    finally:
        i18n.install_language("en")
