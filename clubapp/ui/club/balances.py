"""Every member's balance with the club — what the treasurer holds for him, or (below
nothing) what he owes — with the treasurer's actions on the chosen member: a deposit, paying
back, and his statement printed. Shown in the evening's Money window and from the Members page
(*Balances…*)."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import Services
from clubapp.services.money_views import BalanceView
from clubapp.ui.club.deposit_dialog import DepositDialog
from clubapp.ui.shared.flow_layout import flow_of
from clubapp.ui.shared.money_amounts import shown
from clubapp.ui.shared.money_table import MoneyRows, money_view


class BalancesPanel(QWidget):
    """Every member's balance, a deposit or a paying back, a member's statement."""

    changed = Signal()  # a deposit or a paying back was kept

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.balances: list[BalanceView] = []
        self.preview: QDialog | None = None  # the print preview shown last
        self.model = MoneyRows([self.tr("Member"), self.tr("Balance")], (1,), self)
        self.table = money_view(self.model, "money_balances", stretch=0)
        self.table.setAccessibleName(self.tr("Balances"))
        self.table.doubleClicked.connect(lambda _index: self.deposit())
        self.total = QLabel()
        self.total.setObjectName("money_balances_total")
        self.total.setWordWrap(True)
        self.deposit_button = QPushButton(self.tr("Add a &deposit…"))
        self.deposit_button.setObjectName("money_deposit")
        self.deposit_button.clicked.connect(lambda: self.deposit())
        self.withdraw_button = QPushButton(self.tr("Pa&y back…"))
        self.withdraw_button.setObjectName("money_pay_back")
        self.withdraw_button.clicked.connect(lambda: self.deposit(withdraw=True))
        self.statement_button = QPushButton(self.tr("&Statement…"))
        self.statement_button.setObjectName("money_statement")
        self.statement_button.clicked.connect(self.print_statement)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.total)
        layout.addWidget(flow_of([self.deposit_button, self.withdraw_button,
                                  self.statement_button]))

    def refresh(self) -> None:
        """Read every member's balance again (the chosen member kept chosen)."""
        keep = self.chosen()
        self.balances = self.services.money.balances()
        rows = [(b.name + (self.tr(" (retired)") if b.retired else ""), shown(b.balance))
                for b in self.balances]
        owing = [n for n, b in enumerate(self.balances) if b.balance < 0]
        self.model.set_rows(rows, [b.member_id for b in self.balances], shaded=owing)
        held = sum((b.balance for b in self.balances if b.balance > 0), start=Decimal(0))
        owed = -sum((b.balance for b in self.balances if b.balance < 0), start=Decimal(0))
        self.total.setText(self.tr("The club holds %1 for its members; members owe %2.")
                           .replace("%1", shown(held)).replace("%2", shown(owed)))
        if keep in self.model.keys:
            self.table.selectRow(self.model.keys.index(keep))

    def chosen(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.key(rows[0].row()) if rows else None

    def deposit(self, withdraw: bool = False) -> bool:
        """A deposit to the chosen member's balance (or money paid back from it)."""
        dialog = DepositDialog(self.services, self.chosen(), withdraw=withdraw, parent=self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        self.refresh()
        if dialog.result_balance is not None and dialog.result_balance.member_id in \
                self.model.keys:
            self.table.selectRow(self.model.keys.index(dialog.result_balance.member_id))
        self.changed.emit()
        return True

    def print_statement(self) -> None:
        """The chosen member's statement (the period asked where the club has seasons)."""
        from clubapp.ui.printing.money_prints import choose_period, preview_statement
        from clubapp.ui.printing.window_setup import setup_for

        member = self.chosen()
        if member is None:
            return
        ok, season = choose_period(self, self.services)
        if ok:
            self.preview = preview_statement(self, self.services, member,
                                             setup_for(self, self.services), season)


class BalancesDialog(QDialog):
    """The members' balances on their own (from the Members page)."""

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Members' balances"))
        self.panel = BalancesPanel(services, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel, 1)
        layout.addWidget(buttons)
        self.resize(560, 520)
        self.panel.refresh()
