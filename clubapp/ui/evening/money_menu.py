"""The main window's *Money* menu: the open evening's money (Ctrl+M) and every member's
balance, from wherever the window is — the Evening page's *Money…* button does the first too
where its line has the room (on a 1024-pixel screen in Russian it gives way to the tables)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox


def add_money_menu(window: Any) -> None:
    """A "Money" menu in the main window's menu bar."""
    menu = window.menuBar().addMenu(QCoreApplication.translate("MoneyMenu", "M&oney"))
    menu.setObjectName("money_menu")
    evening = QAction(QCoreApplication.translate("MoneyMenu", "The evening's &money…"),
                      window)
    evening.setObjectName("money_evening_action")
    evening.setShortcut(QKeySequence("Ctrl+M"))
    evening.triggered.connect(lambda: open_evening_money(window))
    menu.addAction(evening)
    balances = QAction(QCoreApplication.translate("MoneyMenu", "Members' &balances…"),
                       window)
    balances.setObjectName("money_balances_action")
    balances.triggered.connect(lambda: open_balances(window))
    menu.addAction(balances)


def open_evening_money(window: Any) -> Any:
    """The Money window of the evening open on the Evening page (None, said so, without one)."""
    page = getattr(window, "evening_page", None)
    if window.services is None or page is None or page.detail is None:
        QMessageBox.information(
            window, QCoreApplication.translate("MoneyMenu", "Money"),
            QCoreApplication.translate("MoneyMenu",
                                       "Open an evening first: its money is kept with it."))
        return None
    page.show_money()
    return page.money_window


def open_balances(window: Any) -> None:
    """Every member's balance, with deposits and statements."""
    from clubapp.ui.club.balances import BalancesDialog

    if window.services is None:
        return  # the club is still opening
    BalancesDialog(window.services, window).exec()
