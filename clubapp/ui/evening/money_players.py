"""The evening's players in the Money window: what each owes, has paid and still owes, how he
paid, what he won and his balance once the evening is counted; and the treasurer's row actions.

A payment is taken for the chosen player by a button (*Cash*, *Card*, *From balance*,
*Waived*), by the row's menu (right click, or Enter on the row or in the amount box: one more
letter chooses), for the sum in the amount box or, where it is empty, all he still owes. *Undo a payment* cancels
one of his payments; *Guest's fee* charges him the guests' entry fee (or the members' again);
*Add a player* enters a member who has not sat at a table. Every action is one change through
the money service; the window shows the evening as the service returns it after the commit.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.money_views import EveningMoneyView, PlayerMoneyView
from clubapp.ui.shared.flow_layout import flow_of
from clubapp.ui.shared.i18n import format_time
from clubapp.ui.shared.money_amounts import (
    mark_box,
    not_a_sum,
    refusal_key,
    refusal_reason,
    shown,
    typed_amount,
)
from clubapp.ui.shared.money_table import MoneyRows, money_view
from clubapp.ui.shared.style import ERROR_STYLE

WAYS = ("cash", "card", "balance", "waived")


def ways_paid(line: PlayerMoneyView, words: dict[str, str]) -> str:
    """How a player paid, in a few words: "cash 5.00, card 1.75"."""
    return ", ".join(f"{words[how]} {shown(getattr(line, how))}" for how in WAYS
                     if getattr(line, how))


class EnterKeys(QObject):
    """Enter on a row of the table, or in the amount box, opens the chosen row's menu (Qt
    would otherwise pass it on to the window, whose default button it would press)."""

    def __init__(self, owner: PlayersMoney) -> None:
        super().__init__(owner)
        self.owner = owner

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
                event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.owner.row_menu()
            return True
        return False


class PlayersMoney(QWidget):
    """The players' table and the payments taken from it."""

    changed = Signal(object)  # the EveningMoneyView the service returned after a change
    stale = Signal()  # a change refused by the evening's state (closed meanwhile): read again

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.view: EveningMoneyView | None = None
        self.closed = False
        self.menu: QMenu | None = None
        self.way_words = {"cash": self.tr("cash"), "card": self.tr("card"),
                          "balance": self.tr("from balance"), "waived": self.tr("waived")}
        self.model = MoneyRows([self.tr("Player"), self.tr("Owes"), self.tr("Paid"),
                                self.tr("Still owes"), self.tr("How paid"), self.tr("Won"),
                                self.tr("Balance after")], (1, 2, 3, 5, 6), self)
        self.table = money_view(self.model, "money_players", stretch=0)
        self.table.setAccessibleName(self.tr("Players"))
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._menu_at)
        self.table.doubleClicked.connect(lambda _index: self.row_menu())
        self.table.installEventFilter(EnterKeys(self))
        self.table.selectionModel().selectionChanged.connect(self._follow_row)
        self.amount = QLineEdit()
        self.amount.setObjectName("money_amount")
        self.amount.setPlaceholderText(self.tr("all he owes"))
        self.amount.setAccessibleName(self.tr("Amount paid"))
        self.amount.setToolTip(self.tr("A part of what he owes; empty: all he still owes"))
        self.amount.setMaximumWidth(130)
        self.amount.installEventFilter(EnterKeys(self))  # Enter: how he paid, one letter
        self.buttons: dict[str, QPushButton] = {}
        for how, text in (("cash", self.tr("&Cash")), ("card", self.tr("C&ard")),
                          ("balance", self.tr("From &balance")), ("waived", self.tr("&Waived"))):
            button = QPushButton(text)
            button.setObjectName(f"money_pay_{how}")
            button.clicked.connect(lambda _=False, h=how: self.pay(h))
            self.buttons[how] = button
        self.undo_button = QPushButton(self.tr("U&ndo a payment…"))
        self.undo_button.setObjectName("money_undo_payment")
        self.undo_button.clicked.connect(self.undo_menu)
        self.guest_button = QPushButton(self.tr("&Guest's fee"))
        self.guest_button.setObjectName("money_guest")
        self.guest_button.setCheckable(True)
        self.guest_button.setToolTip(self.tr("Charge the chosen player the guests' entry fee "
                                             "(press again: the members' fee)"))
        self.guest_button.clicked.connect(self.toggle_guest)
        self.add_button = QPushButton(self.tr("Add a pla&yer…"))
        self.add_button.setObjectName("money_add_player")
        self.add_button.setToolTip(self.tr("Enter a member who pays tonight without sitting "
                                           "at a table yet"))
        self.add_button.clicked.connect(self.add_player)
        self.amount_label = QLabel(self.tr("Paid now:"))
        self.amount_label.setBuddy(self.amount)
        self.error = QLabel()
        self.error.setObjectName("money_players_error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setVisible(False)
        actions = flow_of([self.amount_label, self.amount, *self.buttons.values(),
                           self.undo_button, self.guest_button, self.add_button])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(actions)
        layout.addWidget(self.error)

    # --- showing --------------------------------------------------------------------------
    def show_view(self, view: EveningMoneyView, closed: bool) -> None:
        """Show the evening's players (the chosen one kept chosen)."""
        keep = self.chosen()
        self.view, self.closed = view, closed
        rows = []
        for line in view.players:
            name = self.tr("%s (guest)") % line.name if line.guest else line.name
            rows.append((name, shown(line.due), shown(line.paid), shown(line.unpaid),
                         ways_paid(line, self.way_words), shown(line.won) if line.won else "",
                         shown(line.balance_after)))
        owing = [n for n, line in enumerate(view.players) if line.unpaid > 0]
        self.model.set_rows(rows, [line.member_id for line in view.players], shaded=owing)
        if keep is not None and keep in self.model.keys:
            self.table.selectRow(self.model.keys.index(keep))
        self._follow_row()

    def chosen(self) -> int | None:
        """The member on the chosen row."""
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.model.key(rows[0].row()) if rows else None

    def chosen_line(self) -> PlayerMoneyView | None:
        member = self.chosen()
        if member is None or self.view is None:
            return None
        try:
            return self.view.player(member)
        except KeyError:
            return None

    def _follow_row(self, *_: Any) -> None:
        line = self.chosen_line()
        can = not self.closed and self.view is not None and self.view.setup.set_up
        for button in self.buttons.values():
            button.setEnabled(can and line is not None and line.unpaid > 0)
        self.amount.setEnabled(can)
        self.undo_button.setEnabled(can and line is not None and bool(line.payments))
        self.guest_button.setEnabled(can and line is not None)
        self.guest_button.setChecked(line is not None and line.guest)
        self.add_button.setEnabled(can)

    def say(self, text: str) -> None:
        """A refusal under the buttons (nothing: none)."""
        self.error.setText(text)
        self.error.setVisible(bool(text))

    # --- the row's menu -------------------------------------------------------------------
    def _menu_at(self, point: QPoint) -> None:
        index = self.table.indexAt(point)
        if index.isValid():
            self.table.selectRow(index.row())
            self.row_menu(self.table.viewport().mapToGlobal(point))

    def row_menu(self, at: QPoint | None = None) -> QMenu | None:
        """The chosen row's actions: paid in cash, by card, from the balance, waived; undo a
        payment; the guests' fee. Shown beside the row (returned, for a test to choose)."""
        line = self.chosen_line()
        if line is None:
            return None
        menu = QMenu(self)
        menu.setObjectName("money_row_menu")
        owes = not self.closed and line.unpaid > 0
        for how, text in (("cash", self.tr("Paid: &cash")), ("card", self.tr("Paid: c&ard")),
                          ("balance", self.tr("Paid: from &balance")),
                          ("waived", self.tr("Paid: &waived"))):
            action = menu.addAction(text)
            action.setObjectName(f"money_menu_{how}")
            action.setEnabled(owes)
            action.triggered.connect(lambda _=False, h=how: self.pay(h))
        menu.addSeparator()
        undo = menu.addMenu(self.tr("&Undo a payment"))
        undo.setEnabled(not self.closed and bool(line.payments))
        self._fill_undo(undo, line)
        guest = menu.addAction(self.tr("Charge the &members' fee") if line.guest
                               else self.tr("Charge the &guests' fee"))
        guest.setEnabled(not self.closed)
        guest.triggered.connect(self.toggle_guest)
        if at is None:  # under the chosen row
            row = self.model.keys.index(line.member_id)
            rect = self.table.visualRect(self.model.index(row, 0))
            at = self.table.viewport().mapToGlobal(rect.bottomLeft())
        self.menu = menu
        menu.popup(at)
        return menu

    def _fill_undo(self, menu: QMenu, line: PlayerMoneyView) -> None:
        for payment in line.payments:
            action = menu.addAction(f"{shown(payment.amount)} {self.way_words[payment.how]}, "
                                    f"{format_time(payment.at)}")
            action.setObjectName(f"money_undo_{payment.id}")
            action.triggered.connect(lambda _=False, p=payment.id: self.cancel(p))

    def undo_menu(self) -> None:
        """The chosen player's payments, to cancel one taken by mistake."""
        line = self.chosen_line()
        if line is None or not line.payments:
            return
        menu = QMenu(self)
        menu.setObjectName("money_undo_menu")
        self._fill_undo(menu, line)
        self.menu = menu
        menu.popup(self.undo_button.mapToGlobal(self.undo_button.rect().bottomLeft()))

    # --- the changes ------------------------------------------------------------------------
    def _done(self, view: EveningMoneyView) -> None:
        self.say("")
        mark_box(self.amount, self.error, "")
        self.changed.emit(view)

    def pay(self, how: str) -> bool:
        """Take the chosen player's payment: the amount box's sum, or all he still owes."""
        line = self.chosen_line()
        if line is None or self.view is None:
            return False
        mark_box(self.amount, self.error, "")
        typed = typed_amount(self.amount.text())
        if typed is None:
            mark_box(self.amount, self.error, not_a_sum(self.tr("Amount paid"),
                                                        self.amount.text()))
            self.amount.setFocus()
            return False
        try:
            view = self.services.money.pay(self.view.evening.id, line.member_id,
                                           typed or None, how)
        except ServiceError as exc:
            self.refused(exc)
            return False
        self.amount.clear()
        self._done(view)
        return True

    def refused(self, error: ServiceError) -> None:
        """A refusal of the service: under the amount box where it is about the sum."""
        reason = refusal_reason(error)
        if refusal_key(error) == "amount" and self.amount.text().strip():
            mark_box(self.amount, self.error, f"{self.tr('Amount paid')}: {reason}")
            self.amount.setFocus()
        else:
            self.say(reason)
            self.stale.emit()

    def cancel(self, payment_id: int) -> bool:
        """Cancel a payment taken by mistake (it stays in the record, marked)."""
        try:
            view = self.services.money.cancel_payment(payment_id)
        except ServiceError as exc:
            self.refused(exc)
            return False
        self._done(view)
        return True

    def toggle_guest(self) -> bool:
        """The chosen player pays the guests' entry fee (or the members' again)."""
        line = self.chosen_line()
        if line is None or self.view is None:
            return False
        try:
            view = self.services.money.enter(self.view.evening.id, line.member_id,
                                             guest=not line.guest)
        except ServiceError as exc:
            self.refused(exc)
            self._follow_row()
            return False
        self._done(view)
        return True

    def add_player(self) -> None:
        """A member who pays tonight without having sat at a table: chosen, then entered."""
        if self.view is None:
            return
        dialog = AddPlayerDialog(self.services, self.view, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.result_view is not None:
            self._done(dialog.result_view)
            member = dialog.member.currentData()
            if member in self.model.keys:
                self.table.selectRow(self.model.keys.index(member))


class AddPlayerDialog(QDialog):
    """A member put in the evening's field, at the members' or the guests' fee."""

    def __init__(self, services: Services, view: EveningMoneyView, parent: QWidget) -> None:
        super().__init__(parent)
        self.services, self.evening_id = services, view.evening.id
        self.result_view: EveningMoneyView | None = None
        self.setWindowTitle(self.tr("Add a player"))
        playing = {line.member_id for line in view.players}
        self.member = QComboBox()
        self.member.setObjectName("money_new_player")
        for member in services.members.list():
            if member.id not in playing and not member.retired:
                self.member.addItem(member.name, member.id)
        self.guest = QCheckBox(self.tr("Pays the &guests' entry fee"))
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        form = QFormLayout()
        form.addRow(self.tr("Member"), self.member)
        form.addRow(self.guest)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.enter)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def enter(self) -> None:
        member = self.member.currentData()
        if member is None:
            self.reject()
            return
        try:
            self.result_view = self.services.money.enter(self.evening_id, member,
                                                         guest=self.guest.isChecked())
        except ServiceError as exc:
            self.error.setText(refusal_reason(exc))
            return
        self.accept()
