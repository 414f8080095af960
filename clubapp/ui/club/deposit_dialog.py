"""Money a member leaves with the treasurer to keep on his balance (or is paid back from it):
the member, the sum as the window's language writes it, the day and a note for his statement.
Kept through the money service (``MoneyService.deposit``) in one change; a refusal is shown
under the box it is about and nothing is kept."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.money_views import BalanceView
from clubapp.ui.shared.i18n import date_edit_format
from clubapp.ui.shared.money_amounts import (
    mark_box,
    not_a_sum,
    refusal_key,
    refusal_reason,
    shown,
    typed_amount,
)
from clubapp.ui.shared.style import ERROR_STYLE


class DepositDialog(QDialog):
    """A deposit to a member's balance, or (``withdraw``) money paid back from it."""

    def __init__(self, services: Services, member_id: int | None = None, *,
                 withdraw: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.result_balance: BalanceView | None = None
        self.setWindowTitle(self.tr("Pay back from a balance") if withdraw
                            else self.tr("Add a deposit"))
        self.member = QComboBox()
        self.member.setObjectName("deposit_member")
        for member in services.members.list():
            if not member.retired or member.id == member_id:
                self.member.addItem(member.name, member.id)
        if member_id is not None:
            self.member.setCurrentIndex(max(self.member.findData(member_id), 0))
        self.member.currentIndexChanged.connect(self._show_balance)
        self.balance = QLabel()
        self.balance.setObjectName("deposit_balance")
        self.amount = QLineEdit()
        self.amount.setObjectName("deposit_amount")
        self.amount.setMaximumWidth(140)
        self.amount.setAccessibleName(self.tr("Amount"))
        self.amount_note = QLabel()
        self.amount_note.setWordWrap(True)
        self.amount_note.setVisible(False)
        self.day = QDateEdit(QDate.currentDate())
        self.day.setObjectName("deposit_day")
        self.day.setCalendarPopup(True)
        self.day.setDisplayFormat(date_edit_format())
        self.note = QLineEdit()
        self.note.setObjectName("deposit_note")
        self.note.setMaxLength(200)
        self.note.setPlaceholderText(self.tr("for his statement, such as “prepaid for "
                                             "December”"))
        self.withdraw = QCheckBox(self.tr("&Pay it back to him from his balance"))
        self.withdraw.setObjectName("deposit_withdraw")
        self.withdraw.setChecked(withdraw)
        self.error = QLabel()
        self.error.setObjectName("deposit_error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setVisible(False)
        amount = QWidget()
        amount_layout = QVBoxLayout(amount)
        amount_layout.setContentsMargins(0, 0, 0, 0)
        amount_layout.addWidget(self.amount)
        amount_layout.addWidget(self.amount_note)
        form = QFormLayout()
        form.addRow(self.tr("Member"), self.member)
        form.addRow(self.tr("Balance now"), self.balance)
        form.addRow(self.tr("Amount"), amount)
        form.addRow(self.tr("Day"), self.day)
        form.addRow(self.tr("Note"), self.note)
        form.addRow(self.withdraw)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setObjectName("deposit_keep")
        buttons.accepted.connect(self.keep)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self._show_balance()
        self.amount.setFocus()

    def _show_balance(self) -> None:
        member = self.member.currentData()
        if member is None:
            self.balance.clear()
            return
        try:
            self.balance.setText(shown(self.services.money.balance(member).balance))
        except ServiceError as exc:
            self.balance.setText(refusal_reason(exc))

    def keep(self) -> None:
        """Keep the deposit (or the paying back) through the service; refused: said, nothing
        kept."""
        mark_box(self.amount, self.amount_note, "")
        self.error.setVisible(False)
        member = self.member.currentData()
        typed = typed_amount(self.amount.text())
        if member is None:
            return
        if typed is None or not typed:
            mark_box(self.amount, self.amount_note, not_a_sum(self.tr("Amount"),
                                                              self.amount.text()))
            self.amount.setFocus()
            return
        day = self.day.date()
        try:
            self.result_balance = self.services.money.deposit(
                member, typed, note=self.note.text(), day=dt.date(day.year(), day.month(),
                                                                  day.day()),
                withdraw=self.withdraw.isChecked())
        except ServiceError as exc:
            if refusal_key(exc) == "amount":
                mark_box(self.amount, self.amount_note,
                         f"{self.tr('Amount')}: {refusal_reason(exc)}")
                self.amount.setFocus()
            else:
                self.error.setText(refusal_reason(exc))
                self.error.setVisible(True)
            return
        self.accept()
