"""An evening's chips: each player's chips, each table's pool, the proof, and who pays whom.

The worth of a white chip is the evening's own where the organiser has set one (it is offered
first); the worth settled at is kept for the evening unless *Keep for this evening* is
unticked, so that the tables in the window and the table pages show money beside chips at it.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from clubapp.glossary import game_name
from clubapp.ledger import ChipValue
from clubapp.services import ServiceError, Services
from clubapp.services.chip_worth import MOST_UNITS
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.ui.shared.table_model import RowsModel
from clubapp.words import Message, formats, say, value_text

if TYPE_CHECKING:
    from clubapp.ui.printing.print_preview import PdfPreviewDialog

FIRST_OFFER = Decimal("0.05")  # what a white chip is offered at where the evening has no worth


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
        evening = services.evenings.detail(evening_id).evening
        self.kept: ChipValue | None = evening.chip_worth
        self.closed = evening.closed
        offered = self.kept or ChipValue(FIRST_OFFER)
        self.value = QLineEdit(value_text(offered.money, current_language()))
        self.value.setObjectName("chip_value")
        self.value.setToolTip(self.tr("The money that the white chips below are worth (one "
                                      "white chip, as a rule)"))
        self.units = QSpinBox()
        self.units.setObjectName("chip_units")
        self.units.setRange(1, MOST_UNITS)
        self.units.setValue(offered.units)
        self.keep = QCheckBox(self.tr("&Keep for this evening"))
        self.keep.setObjectName("keep_worth")
        self.keep.setChecked(not self.closed)
        self.keep.setEnabled(not self.closed)
        self.keep.setToolTip(
            self.tr("The evening is closed: reopen it to change the worth it keeps")
            if self.closed else
            self.tr("Settling keeps this worth with the evening: the tables in the window and "
                    "the table pages on the phones show money beside chips at it"))
        self.kept_note = QLabel()
        self.kept_note.setObjectName("kept_worth")
        self.kept_note.setWordWrap(True)
        self.forget_button = QPushButton(self.tr("&Forget the worth"))
        self.forget_button.setObjectName("forget_worth")
        self.forget_button.setToolTip(self.tr("The evening keeps no worth: its tables show "
                                              "chips only"))
        self.forget_button.clicked.connect(self.forget_worth)
        self.settle_button = QPushButton(self.tr("&Settle"))
        self.settle_button.setObjectName("settle")
        self.settle_button.clicked.connect(self.settle)
        self.print_button = QPushButton(self.tr("&Print the statement…"))
        self.print_button.setObjectName("print_statement")
        self.print_button.clicked.connect(self.print_statement)
        self.print_button.setEnabled(False)
        self.preview: PdfPreviewDialog | None = None
        self.error = QLabel()
        self.error.setStyleSheet(ERROR_STYLE)
        self.statement = QPlainTextEdit()
        self.statement.setObjectName("statement")
        self.statement.setAccessibleName(self.tr("The statement"))
        self.statement.setReadOnly(True)
        self.statement.setStyleSheet("font-family: monospace;")
        form = QFormLayout()
        form.addRow(self.tr("Chips' worth in money"), self.value)
        form.addRow(self.tr("White chips for that money"), self.units)
        form.addRow(self.keep)
        kept_row = QHBoxLayout()
        kept_row.addWidget(self.kept_note, 1)
        kept_row.addWidget(self.forget_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Players")))
        layout.addWidget(_table(self.players, "chips_players"), 2)
        layout.addWidget(QLabel(self.tr("Pools, carried to the next deal")))
        layout.addWidget(_table(self.pools, "chips_pools"), 1)
        for name, words in (("chips_players", self.tr("Players")),
                            ("chips_pools", self.tr("Pools, carried to the next deal"))):
            view = self.findChild(QTableView, name)
            assert view is not None  # added just above
            view.setAccessibleName(words)
        layout.addWidget(self.proof)
        layout.addLayout(form)
        layout.addLayout(kept_row)
        layout.addWidget(self.settle_button)
        layout.addWidget(self.print_button)
        layout.addWidget(self.error)
        layout.addWidget(self.statement, 2)
        layout.addWidget(buttons)
        self.resize(640, 760)
        self.show_kept()
        self.refresh()

    def show_kept(self) -> None:
        """Say what worth the evening keeps (or that it keeps none: chips only)."""
        lang = current_language()
        if self.kept is None:
            self.kept_note.setText(self.tr("No worth is kept for this evening: its tables show "
                                           "chips only."))
        else:
            worth = (Message("web.chip_worth", money=self.kept.money) if self.kept.units == 1
                     else Message("web.chips_worth", units=self.kept.units,
                                  money=self.kept.money))
            self.kept_note.setText(self.tr("%s (kept for this evening).") % say(worth, lang))
        self.forget_button.setVisible(self.kept is not None and not self.closed)

    def keep_worth(self, value: ChipValue | None) -> bool:
        """Keep ``value`` with the evening (None: forget it); False, with the reason shown,
        where the evening refuses it."""
        try:
            view = self.services.evenings.set_chip_worth(
                self.evening_id, None if value is None else value.money,
                1 if value is None else value.units)
        except ServiceError as exc:
            self.error.setText(error_words(exc))
            return False
        self.kept = view.chip_worth
        self.show_kept()
        return True

    def forget_worth(self) -> None:
        """The evening keeps no worth: its tables and pages show chips only."""
        self.error.setText("")
        self.keep_worth(None)

    def refresh(self) -> None:
        chips = self.services.chips.evening(self.evening_id)
        names = sorted(chips.players, key=str.casefold)
        self.players.set_rows([(n, chips.players[n]) for n in names], names)
        lang = current_language()
        self.pools.set_rows([(p.table, game_name(p.game_id, lang) if p.game_id else p.game,
                              p.held) for p in chips.pools],
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
            # as the box shows it (1 234,50) or as typed (1234.50, 0,05)
            money = formats.read_amount(self.value.text(), current_language())
        except InvalidOperation:
            self.error.setText(self.tr("The worth of a chip is a sum of money, such as %s")
                               % value_text(Decimal("0.05"), current_language()))
            return
        if not money.is_finite() or money < 0:
            self.error.setText(self.tr("The worth of a chip is a sum of money, such as %s")
                               % value_text(Decimal("0.05"), current_language()))
            return
        units = self.units.value()
        changed = self.kept is None or (self.kept.money, self.kept.units) != (money, units)
        if self.keep.isChecked() and not self.closed and changed \
                and not self.keep_worth(ChipValue(money, units)):
            return  # refused (too fine a sum, say): nothing settled, nothing kept
        try:
            statement = self.services.chips.statement(self.evening_id, money, units)
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
