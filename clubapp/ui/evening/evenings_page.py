"""Evenings: create (date, name, kind), open, close and reopen."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.glossary import game_name
from clubapp.services import EVENING_KINDS, ServiceError, Services
from clubapp.services.rotation_party import RotationPartyService
from clubapp.services.views import EveningView
from clubapp.store.database import DatabaseError
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import current_language, data_label, date_edit_format
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.ui.shared.table_model import RowsModel, rows_view


class EveningDialog(QDialog):
    """A new evening: its date, name and kind."""

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.created: EveningView | None = None
        self.setWindowTitle(self.tr("New evening"))
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat(date_edit_format())
        self.name = QLineEdit()
        self.name.setObjectName("evening_name")
        self.kind = QComboBox()
        self.kind.setObjectName("evening_kind")
        for key, label in EVENING_KINDS.items():
            self.kind.addItem(data_label(label), key)
        self.error = QLabel()
        self.error.setObjectName("evening_error")
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setVisible(False)
        form = QFormLayout()
        form.addRow(self.tr("Date"), self.date)
        form.addRow(self.tr("Name"), self.name)
        form.addRow("", self.error)
        form.addRow(self.tr("Kind"), self.kind)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.name.setFocus()

    def save(self) -> None:
        qdate = self.date.date()
        try:
            self.created = self.services.evenings.create(
                dt.date(qdate.year(), qdate.month(), qdate.day()), self.name.text(),
                self.kind.currentData())
        except ServiceError as exc:
            self.error.setText(error_words(exc))
            self.error.setVisible(True)
            return
        self.accept()


class EveningsPage(QWidget):
    def __init__(self, services: Services, hub: Hub, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.hub = services, hub
        self.evenings: list[EveningView] = []
        self._party_tables: dict[int, int | str] = {}
        self.model = RowsModel([self.tr("Date"), self.tr("Name"), self.tr("Kind"),
                                self.tr("Tables"), self.tr("Status")], self)
        self.table = rows_view(self.model, "evenings_table", stretch=1)
        self.table.setAccessibleName(self.tr("Evenings"))
        self.table.doubleClicked.connect(self.open_selected)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.new_button = QPushButton(self.tr("&New evening…"))
        self.new_button.setObjectName("new_evening")
        self.new_button.clicked.connect(self.new_evening)
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setObjectName("open_evening")
        self.open_button.clicked.connect(self.open_selected)
        self.close_button = QPushButton(self.tr("&Close evening"))
        self.close_button.setObjectName("close_evening")
        self.close_button.clicked.connect(self.toggle_closed)
        buttons = QHBoxLayout()
        for b in (self.new_button, self.open_button, self.close_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        hub.eveningsChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        chosen = self.selected()
        self.evenings = self.services.evenings.list()
        self.model.set_rows(
            [(e.date, e.name, data_label(EVENING_KINDS.get(e.kind, e.kind)), self._tables(e),
              self.tr("closed") if e.closed else self.tr("open")) for e in self.evenings],
            [e.id for e in self.evenings],
            greyed=[i for i, e in enumerate(self.evenings) if e.closed])
        for row, evening in enumerate(self.evenings):
            if chosen is not None and evening.id == chosen.id:
                self.table.selectRow(row)
        self._update_buttons()

    def _tables(self, evening: EveningView) -> int | str:
        """How many tables the evening has: a card party's are its party's, not its own
        (a closed party's count is kept: it cannot change)."""
        if evening.kind != "party":
            return evening.tables
        if evening.id in self._party_tables:
            return self._party_tables[evening.id]
        try:
            view = self.services.party.view(evening.id)
            # a party played from a rotation chart: its guests and rounds, not "0"
            chart = RotationPartyService(self.services.db).view(evening.id) \
                if view is None else None
        except (ServiceError, DatabaseError):
            return "—"
        count: int | str = len(view.tables) if view is not None else 0
        if chart is not None:
            count = self.tr("%s, %s (rotation chart)") % (
                self.tr("%n guest(s)", "", len(chart.guests)),
                self.tr("%n round(s)", "", len(chart.rounds)))
        if evening.closed:
            self._party_tables[evening.id] = count
        return count

    def selected(self) -> EveningView | None:
        rows = self.table.selectionModel().selectedRows()
        return self.evenings[rows[0].row()] if rows else None

    def _update_buttons(self) -> None:
        evening = self.selected()
        self.open_button.setEnabled(evening is not None)
        self.close_button.setEnabled(evening is not None)
        self.close_button.setText(self.tr("&Reopen evening") if evening and evening.closed
                                  else self.tr("&Close evening"))

    def new_evening(self) -> None:
        dialog = EveningDialog(self.services, self)
        if dialog.exec() and dialog.created is not None:
            self.hub.eveningsChanged.emit()
            self.hub.openEvening.emit(dialog.created.id)

    def open_selected(self) -> None:
        evening = self.selected()
        if evening is not None:
            self.hub.openEvening.emit(evening.id)

    def unfinished(self, evening_id: int) -> list[str]:
        """What closing the evening would lock half done: each table whose game goes on (with
        its deals so far) and each table set up without a game or without players."""
        found = []
        for table in self.services.evenings.detail(evening_id).tables:
            if table.current_game is None:
                if table.seats:
                    found.append(self.tr("table %d: players seated, no game started")
                                 % table.number)
                else:
                    found.append(self.tr("table %d: nobody seated yet") % table.number)
                continue
            view = self.services.scoring.view(table.current_game)
            if not view.over:
                deals = self.tr("%n deal(s)", "", len(view.deals))
                found.append(self.tr("table %d: %s not finished (%s)")
                             % (table.number, game_name(view.game_id, current_language()),
                                deals))
        return found

    def _may_close(self, evening_id: int, name: str) -> bool:
        """Ask before closing an evening with anything unfinished, naming it; True to close."""
        try:
            left = self.unfinished(evening_id)
        except (ServiceError, DatabaseError) as exc:
            QMessageBox.warning(self, self.tr("Evening"), error_words(exc))
            return False
        if not left:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Close evening"),
                          self.tr("Close the evening «%s»? Not finished:") % name
                          + "\n• " + "\n• ".join(left), parent=self)
        box.setObjectName("close_question")
        box.setInformativeText(self.tr("A closed evening takes no more deals; reopening it "
                                       "needs the organiser's PIN where one is set."))
        close = box.addButton(self.tr("&Close the evening"), QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(self.tr("&Keep it open"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.exec()
        return box.clickedButton() is close

    def toggle_closed(self) -> None:
        """Close the chosen evening, or reopen it (with the organiser's PIN when there is one)."""
        evening = self.selected()
        if evening is None:
            return
        if not evening.closed and not self._may_close(evening.id, evening.name):
            return
        pin = None
        if evening.closed and self.services.club.has_pin():
            pin, ok = QInputDialog.getText(
                self, self.tr("Reopen evening"),
                self.tr("The evening is locked. The organiser's PIN:"), QLineEdit.EchoMode.Password)
            if not ok:
                return
        try:
            self.services.evenings.set_closed(evening.id, not evening.closed, pin=pin)
        except (ServiceError, DatabaseError) as exc:
            QMessageBox.warning(self, self.tr("Evening"), error_words(exc))
            return
        self.hub.eveningsChanged.emit()
