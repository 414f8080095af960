"""*Table entry*: the host serves the evening's table pages from the window (issue 23).

``add_table_entry_menu(window)`` puts the menu in the main window; ``TableEntryDialog`` starts
and stops the server beside the window, shows each table's address and QR code and the
evening board (and a party's guests), locks a table and gives it a new address;
``served_codes(window, evening, kind)`` gives the Print menu the addresses for the party's
table and tally cards while the evening is served.
"""

from __future__ import annotations

from typing import Any


def add_table_entry_menu(window: Any) -> None:
    """A "Table entry" menu whose action opens the dialog for the evening on screen."""
    from PySide6.QtGui import QAction

    from clubapp.ui.shared.i18n import current_language
    from clubapp.words import Message, say

    lang = current_language()
    menu = window.menuBar().addMenu(say(Message("table_entry.menu"), lang))
    action = QAction(say(Message("table_entry.open"), lang), window)
    action.setObjectName("table_entry_action")
    action.triggered.connect(lambda: open_table_entry(window))
    menu.addAction(action)


def open_table_entry(window: Any) -> Any:
    """Open (or bring up) the dialog for the evening shown in the window; None without one."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from clubapp.ui.shared.i18n import current_language
    from clubapp.ui.table_entry.dialog import TableEntryDialog
    from clubapp.words import Message, say

    detail = getattr(getattr(window, "evening_page", None), "detail", None)
    if window.services is None or detail is None:
        QMessageBox.information(window, say(Message("table_entry.title"), current_language()),
                                say(Message("table_entry.open_an_evening"), current_language()))
        return None
    dialog = getattr(window, "table_entry_dialog", None)
    if dialog is None or dialog.evening_id != detail.evening.id:
        if dialog is not None:
            dialog.stop_server()
            dialog.deleteLater()
        dialog = TableEntryDialog(window.services, detail.evening.id, window)
        window.table_entry_dialog = dialog
        app = QApplication.instance()
        assert app is not None  # the window's
        app.aboutToQuit.connect(dialog.stop_server)
    dialog.show()
    dialog.raise_()
    return dialog


def served_codes(window: Any, evening_id: int, kind: str | None = None) -> Any:
    """The QR codes for the party's table cards (``kind`` "table-cards"), tally cards
    ("tally-cards") or both (``PartyCodes``) while the window serves this evening to the
    tables' phones; None otherwise. A code issued before the program started gets a new one
    if the host agrees (the card printed with it stops working)."""
    dialog = getattr(window, "table_entry_dialog", None)
    if dialog is None or dialog.evening_id != evening_id or not dialog.serving:
        return None
    return dialog.party_codes(kind, window)
