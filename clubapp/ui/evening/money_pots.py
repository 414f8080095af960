"""The evening's prizes and pots in the Money window: the prize fund and its rule, every prize
by place (players tied on a place sharing the places they cover), each pot — carried in, the
stakes, who took it and by what deal or award, what it carries on — and the treasurer's award
of a pot by hand (and its taking back)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.money_views import EveningMoneyView, PayoutView
from clubapp.ui.shared.flow_layout import flow_of
from clubapp.ui.shared.money_amounts import refusal_reason, shown
from clubapp.ui.shared.money_table import MoneyRows, money_view
from clubapp.ui.shared.rule_messages import reason_text
from clubapp.ui.shared.style import ERROR_STYLE


def place_words(payout: PayoutView, shared: str) -> str:
    """A place as the window shows it: "2", "2–3, shared" (tied players over two places),
    "3, shared" (tied on the last place paid)."""
    if payout.shared > 1 and len(payout.covers) > 1:
        return f"{payout.covers[0]}–{payout.covers[-1]}, {shared}"
    if payout.shared > 1:
        return f"{payout.place}, {shared}"
    return str(payout.place)


class PrizesAndPots(QWidget):
    """The prizes and the pots of the evening, and the awards of pots by hand."""

    changed = Signal(object)  # the EveningMoneyView the service returned after a change
    stale = Signal()  # a change refused by the evening's state (closed meanwhile): read again

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.view: EveningMoneyView | None = None
        self.closed = False
        self.menu: QMenu | None = None
        self.fund = QLabel()
        self.fund.setObjectName("money_fund_line")
        self.fund.setWordWrap(True)
        self.prize_words = {"first": self.tr("first prize"), "second": self.tr("second prize"),
                            "consolation": self.tr("consolation prize")}
        self.payouts = MoneyRows([self.tr("Place"), self.tr("Player"), self.tr("Prize"),
                                  self.tr("Amount")], (3,), self)
        payouts = self.payouts_table = money_view(self.payouts, "money_payouts", stretch=1)
        payouts.setAccessibleName(self.tr("Prizes"))
        self.pots = MoneyRows([self.tr("Pot"), self.tr("Carried in"), self.tr("Stakes"),
                               self.tr("In the pot"), self.tr("Won by"), self.tr("Won"),
                               self.tr("Carried on")], (1, 2, 3, 5, 6), self)
        pots = money_view(self.pots, "money_pots_table", stretch=4)
        pots.setAccessibleName(self.tr("Pots"))
        pots.setWordWrap(True)
        self.award_button = QPushButton(self.tr("A&ward a pot…"))
        self.award_button.setObjectName("money_award")
        self.award_button.setToolTip(self.tr("Give a pot to a player by hand (a pot no deal can "
                                             "take, or one the club decides)"))
        self.award_button.clicked.connect(self.award)
        self.withdraw_button = QPushButton(self.tr("Ta&ke back an award…"))
        self.withdraw_button.setObjectName("money_withdraw_award")
        self.withdraw_button.clicked.connect(self.withdraw_menu)
        self.error = QLabel()
        self.error.setObjectName("money_pots_error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setVisible(False)
        split = QSplitter(Qt.Orientation.Vertical)
        for title, table in ((self.tr("Prizes"), payouts), (self.tr("Pots"), pots)):
            holder = QWidget()
            inner = QVBoxLayout(holder)
            inner.setContentsMargins(0, 0, 0, 0)
            inner.setSpacing(2)
            inner.addWidget(QLabel(title))
            inner.addWidget(table, 1)
            split.addWidget(holder)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.fund)
        layout.addWidget(split, 1)
        layout.addWidget(flow_of([self.award_button, self.withdraw_button]))
        layout.addWidget(self.error)

    def show_view(self, view: EveningMoneyView, closed: bool) -> None:
        """Show the evening's prizes and pots."""
        self.view, self.closed = view, closed
        self.fund.setText(self._fund_words(view))
        shared = self.tr("shared")
        self.payouts.set_rows(
            [(place_words(p, shared), p.name, self.prize_words.get(p.prize, ""), shown(p.amount))
             for p in view.payouts], [p.member_id for p in view.payouts])
        # the prize's name is a card party's only (first, second, consolation)
        self.payouts_table.setColumnHidden(2, not any(p.prize for p in view.payouts))
        rows = []
        for pot in view.pots:
            won_by = "; ".join(reason_text(claim.why) for claim in pot.claims)
            if pot.claims and not pot.winners:
                won_by = self.tr("claimed, but nothing to take: %s") % won_by
            rows.append((pot.name, shown(pot.carried_in), shown(pot.stakes), shown(pot.held),
                         won_by or self.tr("not won: carried on"), shown(pot.won),
                         shown(pot.carried_out)))
        self.pots.set_rows(rows, [pot.pot_id for pot in view.pots])
        can = not closed and view.setup.set_up
        self.award_button.setEnabled(can and bool(view.pots) and bool(view.players))
        self.withdraw_button.setEnabled(can and bool(self._awards()))

    def _fund_words(self, view: EveningMoneyView) -> str:
        rule = view.setup.payout
        if rule is None:
            return self.tr("No prizes are paid at this evening (no payout rule is set).")
        if rule.party:
            return self.tr("The party's prizes at fixed amounts: %s in all.") % shown(view.prizes)
        return self.tr("Prize fund %1 of the entry fees %2 · places paid: %3 · paid %4, left "
                       "to the house %5").replace("%1", shown(view.fund)).replace(
            "%2", shown(view.book.fees)).replace("%3", str(view.places_paid)).replace(
            "%4", shown(view.prizes)).replace("%5", shown(view.fund_left))

    def say(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def _awards(self) -> list[tuple[int, str]]:
        """The awards of pots by hand at this evening: (award, what to call it)."""
        if self.view is None:
            return []
        return [(claim.award_id, f"{pot.name}: {', '.join(claim.names)}")
                for pot in self.view.pots for claim in pot.claims if claim.award_id is not None]

    def award(self) -> bool:
        """A pot given to a player by hand: both chosen in a small dialog."""
        if self.view is None:
            return False
        dialog = AwardDialog(self.services, self.view, self)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.result_view is None:
            return False
        self.say("")
        self.changed.emit(dialog.result_view)
        return True

    def withdraw_menu(self) -> QMenu | None:
        """The awards of this evening, to take one back."""
        awards = self._awards()
        if not awards:
            return None
        menu = QMenu(self)
        menu.setObjectName("money_withdraw_menu")
        for award_id, words in awards:
            action = menu.addAction(words)
            action.setObjectName(f"money_withdraw_{award_id}")
            action.triggered.connect(lambda _=False, a=award_id: self.withdraw(a))
        self.menu = menu
        menu.popup(self.withdraw_button.mapToGlobal(self.withdraw_button.rect().bottomLeft()))
        return menu

    def withdraw(self, award_id: int) -> bool:
        try:
            view = self.services.money.withdraw_award(award_id)
        except ServiceError as exc:
            self.say(refusal_reason(exc))
            self.stale.emit()
            return False
        self.say("")
        self.changed.emit(view)
        return True


class AwardDialog(QDialog):
    """A pot in play given to a player of the evening by the treasurer."""

    def __init__(self, services: Services, view: EveningMoneyView, parent: QWidget) -> None:
        super().__init__(parent)
        self.services, self.evening_id = services, view.evening.id
        self.result_view: EveningMoneyView | None = None
        self.setWindowTitle(self.tr("Award a pot"))
        self.pot = QComboBox()
        self.pot.setObjectName("money_award_pot")
        for pot in view.pots:
            self.pot.addItem(f"{pot.name} ({shown(pot.held)})", pot.name)
        self.player = QComboBox()
        self.player.setObjectName("money_award_player")
        for line in view.players:
            self.player.addItem(line.name, line.member_id)
        self.error = QLabel()
        self.error.setObjectName("money_award_error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        form = QFormLayout()
        form.addRow(self.tr("Pot"), self.pot)
        form.addRow(self.tr("Player"), self.player)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.give)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def give(self) -> None:
        """Award the pot through the service; refused: said here, nothing changed."""
        try:
            self.result_view = self.services.money.award(
                self.evening_id, self.pot.currentData(), self.player.currentData())
        except ServiceError as exc:
            self.error.setText(refusal_reason(exc))
            return
        self.accept()
