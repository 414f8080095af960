"""The other side confirms each deal (issue 28): the host's part of *Table entry*.

``OffersPanel`` sits under the tables' board: the evening's option (*The other side confirms
each deal*) and, while any deal waits at a table, the list of them — a waiting one as waiting,
a disputed one in red and said so in words ("DISPUTED"), with both sides' words. **Settle the
deal…** (or a double click) opens ``SettleDialog``: the deal in words, the score it would give,
both sides' words, **Record it** or **Drop it** (each in the audit log, as by the host).
The panel is read again with the board (every second, and at once when a page changed
something).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from clubapp.rules import RuleError
from clubapp.services.deal_offers import DealOffers, OfferView
from clubapp.services.views import ServiceError
from clubapp.web.entry_words import entry_words
from clubapp.words import Message, refusal, say

COLUMNS = ("table", "deal", "state", "entry", "words")
DISPUTED = QColor("#b71c1c")  # the red of a disputed deal (with the word: never by colour alone)


def _words_of(offer: OfferView, lang: str) -> str:
    """Both sides' words on one line ("" where neither said anything)."""
    said = []
    if offer.dispute_words:
        said.append(say(Message("offers.said_other", words=offer.dispute_words), lang))
    if offer.offer_words:
        said.append(say(Message("offers.said_entering", words=offer.offer_words), lang))
    return "; ".join(said)


def _why(error: Exception, lang: str, game_id: str) -> str:
    if isinstance(error, RuleError):
        return refusal(error, lang, game_id=game_id)
    return error.say(lang) if isinstance(error, ServiceError) else str(error)


class OffersPanel(QWidget):
    """The evening's option and the deals waiting for the other side, under the board."""

    def __init__(self, dialog: Any) -> None:
        super().__init__(dialog)
        self.setObjectName("offers_panel")
        self.dialog = dialog
        self.lang = dialog.lang
        self.offers = DealOffers(dialog.access)
        self.rows: list[OfferView] = []
        self.settling: SettleDialog | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.option = QCheckBox(self.t("offers.option"))
        self.option.setObjectName("confirm_deals")
        self.option.setToolTip(self.t("offers.option_help"))
        self.option.toggled.connect(self.set_option)
        top.addWidget(self.option)
        top.addStretch(1)
        self.title = QLabel()
        self.title.setObjectName("offers_title")
        top.addWidget(self.title)
        self.settle_button = QPushButton(self.t("offers.settle"))
        self.settle_button.setObjectName("settle_button")
        self.settle_button.clicked.connect(self.settle_chosen)
        top.addWidget(self.settle_button)
        layout.addLayout(top)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("offers")
        self.table.setAccessibleName(self.t("offers.board_name"))
        self.table.setHorizontalHeaderLabels([self.t(f"offers.col_{c}") for c in COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for name in ("entry", "words"):  # the deal and the sides' words share the room left
            header.setSectionResizeMode(COLUMNS.index(name), QHeaderView.ResizeMode.Stretch)
        self.table.setMaximumHeight(self.table.fontMetrics().height() * 6 + 16)
        self.table.cellDoubleClicked.connect(lambda *_: self.settle_chosen())
        layout.addWidget(self.table)
        dialog.timer.timeout.connect(self.refresh)
        dialog.notices.settled.connect(self.refresh)
        self.refresh()

    def t(self, message_id: str, **params: Any) -> str:
        return say(Message(message_id, **params), self.lang)

    def refresh(self) -> None:
        """The option as the evening has it, and every deal waiting at its tables."""
        try:
            evening = self.dialog.services.evenings.detail(self.dialog.evening_id).evening
            self.rows = self.offers.open_offers(self.dialog.evening_id)
        except ServiceError:
            return  # the board says why
        self.option.blockSignals(True)
        self.option.setChecked(evening.confirm_deals)
        self.option.blockSignals(False)
        self.option.setEnabled(not evening.closed)
        chosen = self.table.currentRow()
        self.table.setRowCount(len(self.rows))
        for row, offer in enumerate(self.rows):
            disputed = offer.status == "disputed"
            cells = (str(offer.table), str(offer.number),
                     self.t("offers.state_disputed" if disputed else "offers.state_waiting"),
                     entry_words(offer.game_id, offer.entry, offer.side_labels, self.lang),
                     _words_of(offer, self.lang))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if disputed:
                    item.setForeground(QBrush(DISPUTED))
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, column, item)
        if 0 <= chosen < len(self.rows):  # none chosen by itself: a chosen row hides the red
            self.table.selectRow(chosen)
        self.table.setVisible(bool(self.rows))
        self.settle_button.setVisible(bool(self.rows))
        self.title.setVisible(bool(self.rows))
        self.title.setText(self.t("offers.board_title", count=len(self.rows)))

    def set_option(self, on: bool) -> None:
        """The host turns the option on or off (off is refused while deals still wait)."""
        try:
            self.dialog.services.evenings.set_confirm_deals(self.dialog.evening_id, on)
        except ServiceError as exc:
            QMessageBox.warning(self, self.t("table_entry.title"), exc.say(self.lang))
        self.refresh()

    def chosen(self) -> OfferView | None:
        """The chosen deal; with none chosen, the first disputed one (else the first)."""
        row = self.table.currentRow()
        if 0 <= row < len(self.rows):
            return self.rows[row]
        return next((o for o in self.rows if o.status == "disputed"),
                    self.rows[0] if self.rows else None)

    def settle_chosen(self) -> SettleDialog | None:
        """Open the chosen deal's settling (window-modal: the board goes on filling)."""
        offer = self.chosen()
        if offer is None:
            return None
        self.settling = SettleDialog(self, offer)
        self.settling.finished.connect(lambda _result: self.refresh())
        self.settling.open()
        return self.settling


class SettleDialog(QDialog):
    """One deal offered at a table: as entered, the score it would give, both sides' words;
    Record it, Drop it or Cancel."""

    def __init__(self, panel: OffersPanel, offer: OfferView) -> None:
        super().__init__(panel)
        self.setObjectName("settle_deal")
        self.panel, self.offer, self.lang = panel, offer, panel.lang
        self.setWindowTitle(panel.t("offers.settle_title", deal=offer.number, table=offer.table))
        layout = QVBoxLayout(self)
        state = QLabel(panel.t("offers.state_disputed" if offer.status == "disputed"
                               else "offers.state_waiting"))
        state.setObjectName("settle_state")
        if offer.status == "disputed":
            state.setStyleSheet(f"color: {DISPUTED.name()}; font-weight: bold;")
        layout.addWidget(state)
        lines = [panel.t("offers.as_entered", entry=entry_words(
            offer.game_id, offer.entry, offer.side_labels, self.lang))]
        if offer.totals is not None:
            score = ", ".join(f"{offer.side_labels.get(s, s)} {offer.totals.get(s, 0)}"
                              for s in offer.sides)
            lines.append(panel.t("offers.score_after", score=score))
        elif offer.refusal is not None:
            lines.append(panel.t("offers.no_longer_scores",
                                 reason=_why(offer.refusal, self.lang, offer.game_id)))
        nothing = panel.t("offers.nothing_said")
        lines.append(panel.t("offers.other_side_says", words=offer.dispute_words or nothing))
        lines.append(panel.t("offers.entering_side_says", words=offer.offer_words or nothing))
        self.text = QLabel("\n".join(lines))
        self.text.setObjectName("settle_text")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.text)
        buttons = QHBoxLayout()
        self.record_button = QPushButton(panel.t("offers.record_it"))
        self.record_button.setObjectName("record_it")
        self.record_button.clicked.connect(lambda: self.settle(True))
        self.drop_button = QPushButton(panel.t("offers.drop_it"))
        self.drop_button.setObjectName("drop_it")
        self.drop_button.clicked.connect(lambda: self.settle(False))
        cancel = QPushButton(panel.t("offers.cancel"))
        cancel.setObjectName("cancel")
        cancel.clicked.connect(self.reject)
        for button in (self.record_button, self.drop_button, cancel):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.error = QLabel()
        self.error.setObjectName("settle_error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {DISPUTED.name()};")
        self.error.hide()
        layout.addWidget(self.error)
        self.resize(max(self.sizeHint().width(), 460), self.sizeHint().height())

    def settle(self, record: bool) -> None:
        """Record the deal as offered, or drop it; a refusal is said here, nothing changed."""
        try:
            self.panel.offers.settle(self.offer.id, record)
        except (RuleError, ServiceError) as exc:
            self.error.setText(_why(exc, self.lang, self.offer.game_id))
            self.error.show()
            return
        self.accept()
