"""An evening's chips: each player's chips, each table's pool, the proof, and who pays whom."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.ui.shared.table_model import RowsModel
from clubapp.words import value_text


def _table(model: RowsModel, name: str) -> QTableView:
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    return view


class ChipsDialog(QDialog):
    def __init__(self, services: Services, evening_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.evening_id = services, evening_id
        self.setWindowTitle(self.tr("Chips and settlement"))
        self.players = RowsModel([self.tr("Player"), self.tr("Chips won (+) or lost (−)")], self)
        self.pools = RowsModel([self.tr("Table"), self.tr("Game"), self.tr("Chips in the pool")],
                               self)
        self.proof = QLabel()
        self.proof.setObjectName("chips_proof")
        self.value = QLineEdit(value_text(Decimal("0.05"), current_language()))
        self.value.setObjectName("chip_value")
        self.value.setToolTip(self.tr("The money one white chip is worth"))
        self.settle_button = QPushButton(self.tr("&Settle"))
        self.settle_button.setObjectName("settle")
        self.settle_button.clicked.connect(self.settle)
        self.print_button = QPushButton(self.tr("&Print the statement…"))
        self.print_button.setObjectName("print_statement")
        self.print_button.clicked.connect(self.print_statement)
        self.print_button.setEnabled(False)
        self.preview = None
        self.error = QLabel()
        self.error.setStyleSheet(ERROR_STYLE)
        self.statement = QPlainTextEdit()
        self.statement.setObjectName("statement")
        self.statement.setReadOnly(True)
        self.statement.setStyleSheet("font-family: monospace;")
        form = QFormLayout()
        form.addRow(self.tr("A white chip is worth"), self.value)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Players")))
        layout.addWidget(_table(self.players, "chips_players"), 2)
        layout.addWidget(QLabel(self.tr("Pools, carried to the next deal")))
        layout.addWidget(_table(self.pools, "chips_pools"), 1)
        layout.addWidget(self.proof)
        layout.addLayout(form)
        layout.addWidget(self.settle_button)
        layout.addWidget(self.print_button)
        layout.addWidget(self.error)
        layout.addWidget(self.statement, 2)
        layout.addWidget(buttons)
        self.resize(640, 720)
        self.refresh()

    def refresh(self) -> None:
        chips = self.services.chips.evening(self.evening_id)
        names = sorted(chips.players, key=str.casefold)
        self.players.set_rows([(n, chips.players[n]) for n in names], names)
        self.pools.set_rows([(p.table, p.game, p.held) for p in chips.pools],
                            [p.table for p in chips.pools])
        if chips.balanced:
            self.proof.setText(self.tr("Every chip is accounted for: players and pools add up "
                                       "to %d.") % chips.total)
            self.proof.setStyleSheet("color: #1b5e20;")
        else:
            self.proof.setText(self.tr("The chips do not add up (%d): report this.") % chips.total)
            self.proof.setStyleSheet(ERROR_STYLE)

    def settle(self) -> None:
        """The statement at the close: pools shared at their tables, the fewest payments."""
        self.error.setText("")
        try:
            money = Decimal(self.value.text().strip().replace(",", "."))
        except InvalidOperation:
            self.error.setText(self.tr("The worth of a chip is a sum of money, such as %s")
                               % value_text(Decimal("0.05"), current_language()))
            return
        if not money.is_finite() or money < 0:
            self.error.setText(self.tr("The worth of a chip is a sum of money, such as %s")
                               % value_text(Decimal("0.05"), current_language()))
            return
        try:
            statement = self.services.chips.statement(self.evening_id, money)
        except ServiceError as exc:
            self.error.setText(error_words(exc))
            return
        self.statement.setPlainText(statement.settlement.text(current_language()))
        self.settled = statement
        self.print_button.setEnabled(True)

    def print_statement(self) -> None:
        """The statement on paper (each table's chips and pool shares, the proof, the payments
        with their paid boxes): previewed, then printed or saved as PDF."""
        from clubapp.reports.chip_statement import write_chip_statement
        from clubapp.ui.printing.print_menu import report_setup
        from clubapp.ui.printing.print_preview import PdfPreviewDialog

        statement = getattr(self, "settled", None)
        if statement is None:
            return
        setup = report_setup(None, self.services.club.name())
        # the caption (the evening's name and date) written the document's way
        self.preview = PdfPreviewDialog.open_for(
            self, lambda path, progress: write_chip_statement(path, statement, setup,
                                                               progress=progress),
            self.tr("Chips and settlement"), file_name=f"chips-{self.evening_id}.pdf")
