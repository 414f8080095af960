"""The *Table entry* dialog: serve the evening to the tables' phones, watch the board.

The server runs in a thread beside the window (``clubapp.web.server.TableServer``), started
in another thread too, so that the window never waits on it. Each change a page makes is told
to the window at once (a signal queued from the server's thread to the window's), and the
window and the board show it; the board is also read every second, as the window follows
other computers' changes.
"""

from __future__ import annotations

import datetime as dt
import threading
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from clubapp import glossary
from clubapp.services.table_access import TableAccessService
from clubapp.services.views import ServiceError
from clubapp.ui.shared.i18n import current_language
from clubapp.web.qr import qr_png
from clubapp.web.server import DEFAULT_PORT, TableServer, local_addresses, url_host
from clubapp.words import Message, say

ALL_INTERFACES = "0.0.0.0"
COLUMNS = ("table", "game", "players", "state", "deals", "last", "from", "locked")


class ServerNotices(QObject):
    """The server's word that a page changed something: ``changed`` is emitted in the server's
    thread and delivered in the window's (a queued connection, as Qt makes across threads);
    ``settled`` follows once in the window's thread for every burst of them (thirty tables
    sending at once redraw the window once, not thirty times)."""

    changed = Signal()
    settled = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._pending = False
        self.changed.connect(self._coalesce)

    def _coalesce(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self._settle)

    def _settle(self) -> None:
        self._pending = False
        self.settled.emit()


def follow_server(window: Any, notices: ServerNotices) -> None:
    """Let the window show a page's change as soon as the server has committed it."""
    poll = getattr(window, "poll_changes", None)
    if poll is not None:
        notices.settled.connect(poll)


class TableEntryDialog(QDialog):
    """Start and stop the table pages, see every table's address, QR code and state."""

    def __init__(self, services: Any, evening_id: int, parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("table_entry")
        self.services, self.evening_id = services, evening_id
        self.lang = current_language()
        self.access = TableAccessService(services)
        self.server: TableServer | None = None
        self.notices = ServerNotices(self)
        self.notices.settled.connect(self.refresh)
        follow_server(parent, self.notices)
        self._starting: threading.Thread | None = None
        self._start_error = ""
        self.rows: list[Any] = []
        self.setWindowTitle(self.t("table_entry.title"))
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.t("table_entry.interface")))
        self.interface = QComboBox()
        self.interface.setObjectName("interface")
        for address in local_addresses():
            self.interface.addItem(address, address)
        self.interface.addItem(self.t("table_entry.all_interfaces"), ALL_INTERFACES)
        top.addWidget(self.interface, 1)
        top.addWidget(QLabel(self.t("table_entry.port")))
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        top.addWidget(self.port)
        self.start_button = QPushButton(self.t("table_entry.start"))
        self.start_button.setObjectName("start_button")
        self.start_button.clicked.connect(self.toggle)
        top.addWidget(self.start_button)
        layout.addLayout(top)
        self.status = QLabel(self.t("table_entry.stopped"))
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        middle = QHBoxLayout()
        self.board = QTableWidget(0, len(COLUMNS))
        self.board.setObjectName("board")
        self.board.setHorizontalHeaderLabels([self.t(f"table_entry.col_{c}") for c in COLUMNS])
        self.board.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.board.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.board.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.board.verticalHeader().setVisible(False)
        self.board.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.board.horizontalHeader().setStretchLastSection(True)
        self.board.itemSelectionChanged.connect(self._show_address)
        middle.addWidget(self.board, 3)
        side = QVBoxLayout()
        self.qr = QLabel()
        self.qr.setObjectName("qr")
        self.qr.setFixedSize(220, 220)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        side.addWidget(self.qr)
        self.url = QLineEdit()
        self.url.setObjectName("url")
        self.url.setReadOnly(True)
        side.addWidget(self.url)
        copy = QPushButton(self.t("table_entry.copy"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.url.text()))
        side.addWidget(copy)
        self.lock_button = QPushButton(self.t("table_entry.lock"))
        self.lock_button.setObjectName("lock_button")
        self.lock_button.clicked.connect(self.toggle_lock)
        side.addWidget(self.lock_button)
        self.revoke_button = QPushButton(self.t("table_entry.revoke"))
        self.revoke_button.setObjectName("revoke_button")
        self.revoke_button.clicked.connect(self.revoke)
        side.addWidget(self.revoke_button)
        self.ring_button = QPushButton(self.t("table_entry.ring"))
        self.ring_button.setObjectName("ring_button")
        self.ring_button.clicked.connect(self.ring)
        side.addWidget(self.ring_button)
        self.print_button = QPushButton(self.t("table_entry.print_codes"))
        self.print_button.setObjectName("print_button")
        self.print_button.clicked.connect(lambda: self.print_codes())
        side.addWidget(self.print_button)
        side.addStretch(1)
        middle.addLayout(side, 1)
        layout.addLayout(middle, 1)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.resize(900, 480)
        self.refresh()

    def t(self, message_id: str, **params: Any) -> str:
        return say(Message(message_id, **params), self.lang)

    # --- the server ------------------------------------------------------------------------
    @property
    def serving(self) -> bool:
        return self.server is not None and self.server.running

    def toggle(self) -> None:
        if self.serving:
            self.stop_server()
        elif self._starting is None:
            self.start_server()

    def start_server(self) -> None:
        """Start serving on the chosen interface, off the window's thread."""
        host = self.interface.currentData()
        self.server = TableServer(self.services.db.url, self.evening_id, host=host,
                                  port=self.port.value(), lang=self.lang,
                                  on_change=self.notices.changed.emit)
        self._start_error = ""
        self.start_button.setEnabled(False)
        self.status.setText(self.t("table_entry.starting"))
        self._starting = threading.Thread(target=self._start, daemon=True)
        self._starting.start()
        QTimer.singleShot(50, self._check_started)

    def _start(self) -> None:
        assert self.server is not None
        try:
            self.server.start()
        except Exception as exc:  # a port taken, an address not this computer's
            self._start_error = str(exc) or exc.__class__.__name__

    def _check_started(self) -> None:
        if self._starting is not None and self._starting.is_alive():
            QTimer.singleShot(50, self._check_started)
            return
        self._starting = None
        self.start_button.setEnabled(True)
        if self._start_error or not self.serving:
            self.server = None
            self.status.setText(self.t("table_entry.cannot_start", reason=self._start_error))
            return
        self.start_button.setText(self.t("table_entry.stop"))
        self.interface.setEnabled(False)
        self.port.setEnabled(False)
        assert self.server is not None
        self.status.setText(self.t("table_entry.serving", host=url_host(self.server.host),
                                   port=self.server.port))
        self.refresh()

    def stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()
        self.server = None
        self.start_button.setText(self.t("table_entry.start"))
        self.interface.setEnabled(True)
        self.port.setEnabled(True)
        self.status.setText(self.t("table_entry.stopped"))
        self.refresh()

    def done(self, result: int) -> None:  # closing the dialog keeps the server running
        self.hide()
        self.setResult(result)

    # --- the board -------------------------------------------------------------------------
    def url_of(self, access: Any) -> str:
        if self.server is not None and self.serving:
            host, port = url_host(self.server.host), self.server.port
        else:
            host, port = url_host(self.interface.currentData()), self.port.value()
        return f"http://{host}:{port}{access.path()}"

    def refresh(self) -> None:
        """Read the board again (every second): each table's state and its last entry."""
        try:
            self.rows = self.access.board(self.evening_id)
        except ServiceError as exc:
            self.status.setText(exc.say(self.lang))
            return
        chosen = self.board.currentRow()
        self.board.setRowCount(len(self.rows))
        for row, line in enumerate(self.rows):
            game = glossary.game_name(line.game_id, self.lang) if line.game_id else \
                glossary.term("progressive_euchre", self.lang)
            # stored in UTC: shown in the hall's own time
            last = (line.last_at.replace(tzinfo=dt.UTC).astimezone().strftime("%H:%M:%S")
                    if line.last_at is not None else "")
            cells = (str(line.access.number), game, ", ".join(line.players),
                     self.t(f"table_entry.state_{line.state.replace(' ', '_')}"),
                     str(line.deals), last, line.last_from,
                     self.t("table_entry.locked") if line.access.locked else "")
            for column, text in enumerate(cells):
                self.board.setItem(row, column, QTableWidgetItem(text))
        if self.rows and not 0 <= chosen < len(self.rows):
            chosen = 0
        if 0 <= chosen < len(self.rows):
            self.board.selectRow(chosen)
        self._show_address()
        party = any(not r.game_id for r in self.rows)
        self.ring_button.setVisible(party)

    def selected(self) -> Any:
        row = self.board.currentRow()
        return self.rows[row] if 0 <= row < len(self.rows) else None

    def _show_address(self) -> None:
        line = self.selected()
        if line is None:
            self.qr.clear()
            self.url.clear()
            return
        url = self.url_of(line.access)
        if url != self.url.text():
            self.url.setText(url)
            pixmap = QPixmap()
            pixmap.loadFromData(qr_png(url, scale=5))
            self.qr.setPixmap(pixmap.scaled(210, 210, Qt.AspectRatioMode.KeepAspectRatio))
        self.lock_button.setText(self.t("table_entry.unlock" if line.access.locked
                                        else "table_entry.lock"))

    def toggle_lock(self) -> None:
        line = self.selected()
        if line is not None:
            self.access.set_locked(line.access.id, not line.access.locked)
            self.refresh()

    def revoke(self) -> None:
        """A new address for the chosen table: its old card's code stops working at once."""
        line = self.selected()
        if line is None:
            return
        answer = QMessageBox.question(self, self.t("table_entry.title"),
                                      self.t("table_entry.revoke_question",
                                             table=line.access.number))
        if answer == QMessageBox.StandardButton.Yes:
            self.access.revoke(line.access.id)
            self.refresh()

    def ring(self) -> None:
        """Ring the party's bell with every table's result as handed in from the pages."""
        party = self.services.party.view(self.evening_id)
        if party is None:
            return
        try:
            self.access.host_rings(self.evening_id, party.round)
        except ServiceError as exc:
            QMessageBox.warning(self, self.t("table_entry.title"), exc.say(self.lang))
            return
        self.refresh()

    def party_codes(self) -> Any:
        """The addresses as served now, for the QR codes on the party's table and tally
        cards."""
        from clubapp.reports.party_cards import PartyCodes
        from clubapp.web.server import Address, code_urls

        found = [Address(a, self.url_of(a)) for a in self.access.addresses(self.evening_id)]
        return PartyCodes(*code_urls(found))

    def print_codes(self, path: str | None = None) -> str | None:
        """Save the cards with every table's (and guest's) QR code as a PDF to print."""
        from PySide6.QtWidgets import QFileDialog

        from clubapp.reports.address_cards import AddressCard, write_address_cards

        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.t("table_entry.print_codes"),
                                                  "table-codes.pdf", "PDF (*.pdf)")
            if not path:
                return None
        tables, guests = [], []
        evening = self.services.evenings.detail(self.evening_id).evening
        board = {r.access.id: r for r in self.rows}
        for access in self.access.addresses(self.evening_id):
            if access.kind == "table":
                line = board.get(access.id)
                game = glossary.game_name(line.game_id, self.lang) if line and line.game_id \
                    else glossary.term("progressive_euchre", self.lang)
                tables.append(AddressCard(self.t("web.table_title", table=access.number),
                                          game, self.url_of(access)))
            else:
                guests.append(AddressCard(access.name, evening.name, self.url_of(access)))
        write_address_cards(path, tables, guests, self.lang)
        return path
