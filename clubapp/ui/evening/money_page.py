"""The evening's money in the window (issue 33): what the evening charges (set up in a small
dialog), the players with what each owes and has paid, the prizes and the pots, the cash sheet
with its proof row, and every member's balance — opened from the Evening page's *Money…*
button, in a window of its own that stays open beside the tables while they play.

Every change goes through the money service, one committed transaction each, and the window
shows what the service returns after the commit; a refusal is said where it was made. A closed
evening's money is shown and printed, never changed: the actions that would change it are not
offered (and should another computer close the evening meanwhile, the service's refusal is
said). A deal recorded at a table (a hand of 24 claiming a pot, a new leader) shows here at once
through the window's signals, another computer's within the second.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.money_views import CashSheetView, EveningMoneyView
from clubapp.ui.club.balances import BalancesPanel
from clubapp.ui.evening.money_players import PlayersMoney
from clubapp.ui.evening.money_pots import PrizesAndPots
from clubapp.ui.evening.money_setup_dialog import MoneySetupDialog
from clubapp.ui.shared.flow_layout import flow_of
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import format_date, format_number
from clubapp.ui.shared.money_amounts import refusal_reason, shown
from clubapp.ui.shared.money_table import MoneyRows, money_view
from clubapp.ui.shared.redraw_when_shown import RedrawWhenShown
from clubapp.ui.shared.rule_messages import reason_text
from clubapp.ui.shared.screen_fit import fit_on_screen
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.ui.shared.text_size import follow
from clubapp.words.formats import TEXT

BALANCED_STYLE = "color: #1b5e20; font-weight: bold;"
OFF_STYLE = ERROR_STYLE + " font-weight: bold;"
SECTIONS = ("takings", "received", "payouts", "pots", "house", "cash", "proof")


class MoneyPage(QWidget):
    """An evening's money: its setup, players, prizes and pots, cash sheet and the balances."""

    def __init__(self, services: Services, hub: Hub | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.evening_id: int | None = None
        self.view: EveningMoneyView | None = None
        self.preview: QDialog | None = None  # the print preview shown last
        self.title = QLabel()
        self.title.setObjectName("money_title")
        self.title.setWordWrap(True)
        follow(self.title, 1.25, bold=True)
        self.closed_note = QLabel(self.tr("This evening is closed: its money is shown and "
                                          "printed, not changed. Reopen the evening (Evenings "
                                          "page) to change it."))
        self.closed_note.setObjectName("money_closed")
        self.closed_note.setWordWrap(True)
        self.closed_note.setStyleSheet("background: #fff3cd; padding: 4px;")
        self.setup_line = QLabel()
        self.setup_line.setObjectName("money_setup_line")
        self.setup_line.setWordWrap(True)
        self.setup_button = QPushButton(self.tr("Set &up…"))
        self.setup_button.setObjectName("money_set_up")
        self.setup_button.setToolTip(self.tr("The entry fees, the table money, the prizes and "
                                             "the pots of this evening"))
        self.setup_button.clicked.connect(self.open_setup)
        self.players = PlayersMoney(services)
        self.players.changed.connect(self.show_view)
        self.players.stale.connect(self.refresh)  # the refusal stays said under the buttons
        self.prizes = PrizesAndPots(services)
        self.prizes.changed.connect(self.show_view)
        self.prizes.stale.connect(self.refresh)
        self.sheet = MoneyRows([self.tr("Item"), self.tr("How many"), self.tr("Amount")], (1, 2),
                               self)
        sheet = money_view(self.sheet, "money_sheet", stretch=0)
        sheet.setAccessibleName(self.tr("Cash sheet"))
        self.balances = BalancesPanel(services)
        self.balances.changed.connect(self.refresh)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("money_tabs")
        for widget, words in ((self.players, self.tr("P&layers")),
                              (self.prizes, self.tr("Pri&zes and pots")),
                              (sheet, self.tr("Cash shee&t")),
                              (self.balances, self.tr("Balanc&es"))):
            self.tabs.addTab(widget, words)
        self.tabs.currentChanged.connect(self._tab_shown)
        self.proof = QLabel()
        self.proof.setObjectName("money_proof")
        self.proof.setWordWrap(True)
        self.figures = QLabel()
        self.figures.setObjectName("money_figures")
        self.figures.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("money_error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setVisible(False)
        self.print_sheet = QPushButton(self.tr("Print the cash s&heet…"))
        self.print_sheet.setObjectName("money_print_sheet")
        self.print_sheet.clicked.connect(self.print_cash_sheet)
        self.print_payouts = QPushButton(self.tr("Print the &payout list…"))
        self.print_payouts.setObjectName("money_print_payouts")
        self.print_payouts.clicked.connect(self.print_payout_list)
        top = QHBoxLayout()
        top.addWidget(self.setup_line, 1)
        top.addWidget(self.setup_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.closed_note)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.proof)
        layout.addWidget(self.figures)
        layout.addWidget(self.error)
        layout.addWidget(flow_of([self.print_sheet, self.print_payouts]))
        self.redraw = RedrawWhenShown(self, self.refresh)
        if hub is not None:  # a deal at a table may claim a pot or change the prizes
            hub.gameChanged.connect(self.redraw.changed)
            hub.eveningsChanged.connect(self.redraw.changed)
            hub.membersChanged.connect(self.redraw.changed)

    # --- reading ------------------------------------------------------------------------------
    def show_evening(self, evening_id: int) -> None:
        """Show this evening's money."""
        self.evening_id = evening_id
        self.refresh()

    def refresh(self) -> None:
        """Read the evening's money again from the service."""
        if self.evening_id is None:
            return
        try:
            view = self.services.money.evening_money(self.evening_id)
        except ServiceError as exc:
            self.say(refusal_reason(exc))
            return
        self.show_view(view, keep_error=True)

    def show_view(self, view: EveningMoneyView, keep_error: bool = False) -> None:
        """Show the evening's money as the service returned it (after a change: committed)."""
        self.view = view
        self.evening_id = view.evening.id
        closed = view.evening.closed
        if not keep_error:
            self.say("")
        evening = view.evening
        self.title.setText(self.tr("Money: %s") % f"{evening.name} · "
                           f"{format_date(evening.date, TEXT)}"
                           + (self.tr(" — closed") if closed else ""))
        self.closed_note.setVisible(closed)
        self.setup_line.setText(self.setup_words(view))
        self.setup_button.setEnabled(not closed)
        self.setup_button.setToolTip(self.tr("The evening is closed: reopen it to change its "
                                             "money") if closed else
                                     self.tr("The entry fees, the table money, the prizes and "
                                             "the pots of this evening"))
        self.players.show_view(view, closed)
        self.prizes.show_view(view, closed)
        self._show_proof(view)
        if self.tabs.currentWidget() is self.tabs.widget(2):
            self.show_sheet()
        if self.tabs.currentWidget() is self.balances:
            self.balances.refresh()

    def _tab_shown(self, index: int) -> None:
        if index == 2:
            self.show_sheet()
        elif self.tabs.widget(index) is self.balances:
            self.balances.refresh()

    def show_sheet(self) -> CashSheetView | None:
        """The cash sheet, section by section, its proof row last."""
        if self.evening_id is None:
            return None
        try:
            sheet = self.services.money.cash_sheet(self.evening_id)
        except ServiceError as exc:
            self.say(refusal_reason(exc))
            return None
        section_words = {"takings": self.tr("Takings"), "received": self.tr("How it was paid"),
                         "payouts": self.tr("Prizes"), "pots": self.tr("Pots"),
                         "house": self.tr("The house"), "cash": self.tr("The cash box")}
        rows: list[tuple[str, str, str]] = []
        bold: set[int] = set()
        heads: list[int] = []
        for section in SECTIONS:
            lines = [line for line in sheet.lines if line.section == section]
            if not lines:
                continue
            if section in section_words:
                heads.append(len(rows))
                bold.add(len(rows))
                rows.append((section_words[section], "", ""))
            for line in lines:
                if line.item == "total" or section == "proof":
                    bold.add(len(rows))
                what = reason_text(line.what)
                if section == "proof":
                    what += " — " + (self.tr("balanced") if sheet.balanced
                                     else self.tr("does not balance"))
                rows.append(("    " + what if section != "proof" else what,
                             format_number(line.count) if line.count is not None else "",
                             shown(line.amount)))
        self.sheet.bold = bold
        self.sheet.set_rows(rows, list(range(len(rows))), shaded=heads)
        return sheet

    def setup_words(self, view: EveningMoneyView) -> str:
        """What the evening charges and pays, in a line."""
        setup = view.setup
        if not setup.set_up:
            return self.tr("No money is set up for this evening yet: press Set up… to give "
                           "its entry fee, prizes and pots.")
        parts = [self.tr("Entry fee %s") % shown(setup.entry_fee)]
        if setup.guest_fee is not None:
            parts.append(self.tr("guests %s") % shown(setup.guest_fee))
        if setup.table_money:
            parts.append(self.tr("table money %s") % shown(setup.table_money))
        rule = setup.payout
        if rule is None:
            parts.append(self.tr("no prizes"))
        elif rule.party:
            parts.append(self.tr("the party's prizes"))
        elif rule.top_percent is not None:
            parts.append(self.tr("prizes to the top %s %%") % format_number(int(rule.top_percent)))
        else:
            parts.append(self.tr("prizes %s %%") % "/".join(
                format_number(int(s)) if s == int(s) else str(s) for s in rule.places))
        for pot in setup.pots:
            parts.append(self.tr("pot “%1” %2 a player").replace("%1", pot.name)
                         .replace("%2", shown(pot.per_player)))
        if setup.pay_out == "balance":
            parts.append(self.tr("winnings credited to balances"))
        if setup.currency:
            parts.append(self.tr("in %s") % setup.currency)
        return " · ".join(parts)

    def _show_proof(self, view: EveningMoneyView) -> None:
        if view.balanced:
            self.proof.setText(self.tr("Balanced: every cent taken is paid out, carried on or "
                                       "kept by the house (proof %s).") % shown(view.proof))
            self.proof.setStyleSheet(BALANCED_STYLE)
        else:
            self.proof.setText(self.tr("Does not balance by %s: report this before the money "
                                       "is put away.") % shown(view.proof))
            self.proof.setStyleSheet(OFF_STYLE)
        won = sum((pot.won for pot in view.pots), start=Decimal(0))
        self.figures.setText(
            self.tr("Takings %1 · received %2 · waived %3 · still owed %4 · prizes %5 · pots "
                    "won %6 · house %7")
            .replace("%1", shown(view.takings)).replace("%2", shown(view.received))
            .replace("%3", shown(view.waived)).replace("%4", shown(view.unpaid))
            .replace("%5", shown(view.prizes)).replace("%6", shown(won))
            .replace("%7", shown(view.house)))

    def say(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    # --- acting ---------------------------------------------------------------------------------
    def open_setup(self) -> MoneySetupDialog | None:
        """The setup dialog; what it keeps is shown at once."""
        if self.evening_id is None:
            return None
        dialog = MoneySetupDialog(self.services, self.evening_id, self)
        dialog.finished.connect(lambda _code: self._setup_done(dialog))
        dialog.open()
        return dialog

    def _setup_done(self, dialog: MoneySetupDialog) -> None:
        if dialog.view is not None:
            self.show_view(dialog.view)

    def print_cash_sheet(self) -> None:
        from clubapp.ui.printing.money_prints import preview_cash_sheet
        from clubapp.ui.printing.window_setup import setup_for

        if self.evening_id is not None:
            self.preview = preview_cash_sheet(self, self.services, self.evening_id,
                                              setup_for(self, self.services))

    def print_payout_list(self) -> None:
        from clubapp.ui.printing.money_prints import preview_payout_list
        from clubapp.ui.printing.window_setup import setup_for

        if self.evening_id is not None:
            self.preview = preview_payout_list(self, self.services, self.evening_id,
                                               setup_for(self, self.services))


class MoneyWindow(QDialog):
    """The Money page in a window of its own beside the main window (not modal: the tables
    go on being scored while the treasurer takes the fees)."""

    def __init__(self, services: Services, hub: Hub | None, parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.setObjectName("money_window")
        self.setWindowTitle(self.tr("Money"))
        self.page = MoneyPage(services, hub, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        for button in buttons.buttons():
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.page, 1)
        layout.addWidget(buttons)
        # as large as a 1366×768 screen takes it, smaller on a small one (1024×600)
        fit_on_screen(self, QSize(1000, 660))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter never closes the window (a dialog's default button would): it belongs to
        the row or the box that has the keys."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    def show_evening(self, evening_id: int) -> None:
        """Show (and bring forward) this evening's money."""
        self.page.show_evening(evening_id)
        self.show()
        self.raise_()
        self.activateWindow()
