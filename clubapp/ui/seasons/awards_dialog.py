"""Tally cards of an evening: each member's gold, red and green stars and any prize."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.seasons import MAX_STARS, AwardView, SeasonService
from clubapp.services.views import EveningView
from clubapp.ui.shared.i18n import current_language, format_date
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.words import Message, say

COLOURS = ("gold", "red", "green")
_Cell = TypeVar("_Cell", bound=QWidget)


class AwardsDialog(QDialog):
    """Enter the stars and prizes on the tally cards handed in at an evening."""

    def __init__(self, services: Services, evenings: Sequence[EveningView],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seasons = SeasonService(services.db)
        self.services = services
        self.closed = {e.id for e in evenings if e.closed}
        self.cards: list[AwardView] = []
        self.saved = 0
        self.setWindowTitle(self.tr("Tally cards: stars and prizes"))
        self.evening = QComboBox()
        self.evening.setObjectName("awards_evening")
        for evening in sorted(evenings, key=lambda e: (e.date, e.id)):
            self.evening.addItem(f"{format_date(evening.date)}  {evening.name}", evening.id)
        self.evening.currentIndexChanged.connect(self.load)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("awards_table")
        self.table.setAccessibleName(self.tr("Stars and prizes"))
        self.table.setHorizontalHeaderLabels([self.tr("Member"), self.tr("Gold"),
                                              self.tr("Red"), self.tr("Green"),
                                              self.tr("Prize")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.error = QLabel()
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setVisible(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Evening"), self.evening)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(560, 480)
        self.load()

    def load(self) -> None:
        evening_id = self.evening.currentData()
        self.cards = self.seasons.awards(evening_id) if evening_id is not None else []
        self.table.setRowCount(len(self.cards))
        for row, card in enumerate(self.cards):
            name = QTableWidgetItem(card.name)
            name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(row, 0, name)
            for column, colour in enumerate(COLOURS, start=1):
                spin = QSpinBox()
                spin.setRange(0, MAX_STARS)
                spin.setValue(getattr(card, colour))
                spin.setObjectName(f"award_{colour}_{row}")
                spin.setAccessibleName(f"{self._heading(column)}: "
                                       f"{card.name}")  # its column and row, as a person reads
                self.table.setCellWidget(row, column, spin)
            prize = QLineEdit(card.prize)
            prize.setObjectName(f"award_prize_{row}")
            prize.setAccessibleName(f"{self._heading(4)}: {card.name}")
            self.table.setCellWidget(row, 4, prize)

    def entered(self, row: int) -> tuple[int, int, int, str]:
        """What the form holds for one row: gold, red, green, prize."""
        gold, red, green = (self._cell(row, c, QSpinBox).value() for c in (1, 2, 3))
        return gold, red, green, self._cell(row, 4, QLineEdit).text().strip()

    def _heading(self, column: int) -> str:
        item = self.table.horizontalHeaderItem(column)
        return item.text() if item is not None else ""

    def _cell(self, row: int, column: int, kind: type[_Cell]) -> _Cell:
        """The box ``load`` put in a cell (a spin box for stars, a line for the prize)."""
        widget = self.table.cellWidget(row, column)
        assert isinstance(widget, kind), (row, column)
        return widget

    def save(self) -> None:
        """Save every changed card, all or none; stay open on an error. A closed evening's
        cards ask for the organiser's PIN where the club has one."""
        self.saved = 0
        changed = [row for row, card in enumerate(self.cards)
                   if self.entered(row) != (card.gold, card.red, card.green, card.prize)]
        pin = None
        if changed and self.evening.currentData() in self.closed and self.services.club.has_pin():
            pin, ok = QInputDialog.getText(
                self, self.windowTitle(), say(Message("club.pin_prompt_cards"), current_language()),
                QLineEdit.EchoMode.Password)
            if not ok:
                return
        try:
            self.seasons.set_awards(self.evening.currentData(), [
                (self.cards[row].member_id, *self.entered(row)) for row in changed], pin)
        except ServiceError as exc:
            self.error.setText(exc.say(current_language()))
            self.error.setVisible(True)
            return
        self.saved = len(changed)
        self.accept()
