"""The *Table entry* dialog: serve the evening to the tables' phones, watch the board.

The server runs in a thread beside the window (``clubapp.web.server.TableServer``), started
in another thread too, so that the window never waits on it. Each change a page makes is told
to the window at once (a signal queued from the server's thread to the window's), and the
window and the board show it; the board is also read every second, as the window follows
other computers' changes. At a party a second board lists the guests: one who arrives late
(here, on another computer or from ``clubapp party arrive``) gets an address at that reading,
shown with its code and printable at once, and the running server opens it.

The club keeps only a hash of each code: the board shows (and prints) the codes this program
issued; a code issued before it started is not shown, and printing its card gives it a new one.
Every column of the tables' board is shown whole at its opening size; the players' names take
the room left (elided, whole in the tooltip).
"""

from __future__ import annotations

import datetime as dt
import threading
from typing import Any

from PySide6.QtCore import QObject, QRect, Qt, QTimer, Signal
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
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
)

from clubapp import glossary
from clubapp.qr import qr_png
from clubapp.services.audit import current_user
from clubapp.services.table_access import TableAccessService
from clubapp.services.views import ServiceError
from clubapp.ui.shared.file_dialogs import save_file_name
from clubapp.ui.shared.i18n import current_language, format_time
from clubapp.ui.table_entry.offers import OffersPanel
from clubapp.web.server import DEFAULT_PORT, TableServer, local_addresses, url_host
from clubapp.words import Message, say

ALL_INTERFACES = "0.0.0.0"
COLUMNS = ("table", "game", "players", "state", "deals", "last", "from", "locked")
PLAYERS = COLUMNS.index("players")  # the column that takes the room the others leave
GUEST_COLUMNS = ("guest", "table", "code")


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


class WrappedCell(QStyledItemDelegate):
    """A column whose text wraps at its spaces rather than being cut (its row as tall as it
    needs): "From" when a long name leaves no room to widen it on a small screen."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: Any) -> None:
        super().initStyleOption(option, index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> Any:
        # the view asks without a width when its own word wrap is off: give it the column's
        sized = QStyleOptionViewItem(option)
        view = self.parent()
        if isinstance(view, QTableWidget):  # the cell as painted: the column less its grid line
            # (and a valid rectangle: Qt wraps only within one)
            width = view.columnWidth(index.column()) - int(view.showGrid())
            sized.rect = QRect(0, 0, width, max(option.rect.height(), 1))
        return super().sizeHint(sized, index)


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
        self.interface.setAccessibleName(self.t("table_entry.interface"))
        for address in local_addresses():
            self.interface.addItem(address, address)
        self.interface.addItem(self.t("table_entry.all_interfaces"), ALL_INTERFACES)
        top.addWidget(self.interface, 1)
        top.addWidget(QLabel(self.t("table_entry.port")))
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setAccessibleName(self.t("table_entry.port"))
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
        self.board = self._new_board("board", COLUMNS)
        self.board.setAccessibleName(self.t("table_entry.tab_tables"))
        header = self.board.horizontalHeader()
        header.setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)
        self.board.setItemDelegateForColumn(COLUMNS.index("from"), WrappedCell(self.board))
        self.board.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.guests = self._new_board("guests", GUEST_COLUMNS)
        self.guests.setAccessibleName(self.t("table_entry.guests_board"))
        self.guests.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.guest_rows: list[Any] = []
        self.tabs = QTabWidget()
        self.tabs.setObjectName("boards")
        self.tabs.addTab(self.board, self.t("table_entry.tab_tables"))
        self.tabs.addTab(self.guests, self.t("table_entry.tab_guests", count=0))
        self.tabs.setTabVisible(1, False)
        self.tabs.currentChanged.connect(self._show_address)
        middle.addWidget(self.tabs, 3)
        side = QVBoxLayout()
        self.qr = QLabel()
        self.qr.setObjectName("qr")
        self.qr_side = _qr_side()
        self.qr.setFixedSize(self.qr_side, self.qr_side)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setWordWrap(True)
        side.addWidget(self.qr)
        self.url = QLineEdit()
        self.url.setObjectName("url")
        self.url.setAccessibleName(self.t("table_entry.address_box"))
        self.url.setReadOnly(True)
        side.addWidget(self.url)
        self.copy_button = copy = QPushButton(self.t("table_entry.copy"))
        copy.setObjectName("copy_button")
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
        self.print_one_button = QPushButton(self.t("table_entry.print_one"))
        self.print_one_button.setObjectName("print_one_button")
        self.print_one_button.clicked.connect(self.print_chosen)
        side.addWidget(self.print_one_button)
        side.addStretch(1)
        middle.addLayout(side, 0)
        layout.addLayout(middle, 1)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.side = side
        self.offers = OffersPanel(self)  # the other side confirms each deal (issue 28)
        layout.addWidget(self.offers)
        self.refresh()
        self._size_columns()
        screen = self.screen() or QGuiApplication.primaryScreen()
        self.fit_to(screen.availableGeometry())

    def _new_board(self, name: str, columns: tuple[str, ...]) -> QTableWidget:
        board = QTableWidget(0, len(columns))
        board.setObjectName(name)
        board.setHorizontalHeaderLabels([self.t(f"table_entry.col_{c}") for c in columns])
        board.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        board.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        board.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        board.setWordWrap(False)
        board.setTextElideMode(Qt.TextElideMode.ElideRight)
        board.verticalHeader().setVisible(False)
        header = board.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        board.itemSelectionChanged.connect(self._show_address)
        return board

    def _size_columns(self) -> None:
        """Each column of the tables' board as wide as the widest it will hold (a state, a
        time, a phone's address…), fixed: what comes later never pushes a column out of
        sight; the players' names take the room left."""
        header = self.board.horizontalHeader()
        samples = {
            "table": ["888"], "deals": ["8888"], "last": ["88:88:88"],
            "state": [self.t(f"table_entry.state_{s}")
                      for s in ("waiting", "playing", "finished", "handed_in")],
            # a phone's address, or who made a change on a computer: this one's scorer, or
            # whoever the board names already
            "from": ["192.168.100.200", self.t("table_entry.from_computer", who=current_user()),
                     *self._column_texts("from")],
            "locked": [self.t("table_entry.locked")]}
        cell = self.board.fontMetrics()
        for column, name in enumerate(COLUMNS):
            if name in samples:
                widest = max(cell.horizontalAdvance(text) for text in samples[name]) + \
                    self._cell_pad()
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(column, max(widest, header.sectionSizeHint(column)))
        self._sized = True

    def _cell_pad(self) -> int:
        return 2 * self.style().pixelMetric(self.style().PixelMetric.PM_FocusFrameHMargin) + 14

    def _column_texts(self, name: str) -> list[str]:
        column = COLUMNS.index(name)
        items = (self.board.item(row, column) for row in range(self.board.rowCount()))
        return [item.text() for item in items if item is not None]

    def _widen_from(self) -> None:
        """A "From" wider than its column (a change made on another computer by a long name)
        widens the column, the players' names giving up the room while they keep ten letters'
        worth; beyond that it wraps (``WrappedCell``), whole in its tooltip too."""
        if not getattr(self, "_sized", False):
            return
        header = self.board.horizontalHeader()
        column = COLUMNS.index("from")
        metrics = self.board.fontMetrics()
        need = max((metrics.horizontalAdvance(t) for t in self._column_texts("from")),
                   default=0) + self._cell_pad()
        have = header.sectionSize(column)
        spare = header.sectionSize(PLAYERS) - metrics.horizontalAdvance("M" * 10)
        if need > have and spare > 0:
            header.resizeSection(column, have + min(need - have, spare))

    def needed_width(self, players: int | None = None) -> int:
        """The width that shows every column of the tables' board whole beside the codes,
        the players' names given ``players`` pixels (by default a name's room)."""
        header = self.board.horizontalHeader()
        columns = sum(header.sectionSize(c) for c in range(len(COLUMNS)) if c != PLAYERS)
        if players is None:
            players = self.fontMetrics().horizontalAdvance("M" * 12)
        board = columns + players + 2 * self.board.frameWidth() + 8
        layout = self.layout()
        assert layout is not None  # __init__ gave the dialog its one
        margins = layout.contentsMargins()
        return board + self.side.sizeHint().width() + layout.spacing() * 2 + \
            margins.left() + margins.right() + 16

    def fit_to(self, available: Any) -> None:
        """Open at the size that shows the whole board, within the screen's ``available``
        rectangle (the frame's room left round it): the players' names whole where there is
        room, up to half the screen's width for them."""
        names = max((self.board.fontMetrics().horizontalAdvance(", ".join(r.players)) + 16
                     for r in self.rows), default=0)
        ideal = self.needed_width(min(names, available.width() // 2))
        width = min(max(ideal, self.needed_width(), 900), available.width() - 16)
        height = min(max(self.sizeHint().height(), 520), available.height() - 40)
        self.resize(width, height)

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
        server = self.server = TableServer(self.services.db.url, self.evening_id, host=host,
                                           port=self.port.value(), lang=self.lang,
                                           on_change=self.notices.changed.emit)
        self._start_error = ""
        self.start_button.setEnabled(False)
        self.status.setText(self.t("table_entry.starting"))
        self._starting = threading.Thread(target=self._start, args=(server,), daemon=True)
        self._starting.start()
        QTimer.singleShot(50, lambda: self._check_started(server))

    def _start(self, server: TableServer) -> None:
        try:
            server.start()
        except Exception as exc:  # a port taken, an address not this computer's
            self._start_error = str(exc) or exc.__class__.__name__

    def _check_started(self, server: TableServer) -> None:
        if self._starting is not None and self._starting.is_alive():
            QTimer.singleShot(50, lambda: self._check_started(server))
            return
        self._starting = None
        self.start_button.setEnabled(True)
        if self.server is not server:  # stopped while it started: said so already
            return
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
        if self._starting is not None:  # still starting: stopped once it has started
            self._starting.join(20)
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
        """The address as a phone opens it ("" where its code is not known here)."""
        if not access.known:
            return ""
        if self.server is not None and self.serving:
            host, port = url_host(self.server.host), self.server.port
        else:
            host, port = url_host(self.interface.currentData()), self.port.value()
        return f"http://{host}:{port}{access.path()}"

    def refresh(self) -> None:
        """Read the board again (every second): each table's state and its last entry, and at
        a party every guest (one who arrived since gets an address now)."""
        try:
            self.rows, self.guest_rows = self.access.evening_board(self.evening_id)
        except ServiceError as exc:
            self.status.setText(exc.say(self.lang))
            return
        party = any(not r.game_id for r in self.rows) or bool(self.guest_rows)
        heading = self.board.horizontalHeaderItem(COLUMNS.index("deals"))
        assert heading is not None  # every column was given its heading
        heading.setText(self.t("table_entry.col_rounds" if party else "table_entry.col_deals"))
        self._fill(self.board, [self._table_cells(line) for line in self.rows])
        self._fill(self.guests, [self._guest_cells(line) for line in self.guest_rows])
        self._widen_from()
        self.tabs.setTabVisible(1, party)
        self.tabs.setTabText(1, self.t("table_entry.tab_guests", count=len(self.guest_rows)))
        self._show_address()
        self.ring_button.setVisible(party)

    def _table_cells(self, line: Any) -> tuple[str, ...]:
        game = glossary.game_name(line.game_id, self.lang) if line.game_id else \
            glossary.term("progressive_euchre", self.lang)
        # stored in UTC: shown in the hall's own time
        last = (format_time(line.last_at.replace(tzinfo=dt.UTC).astimezone(), seconds=True)
                if line.last_at is not None else "")
        # a phone by its network address, whatever the page wrote as the deal's author; a
        # change made on a computer by who made it
        where = line.last_from if line.from_phone or not line.last_from else \
            self.t("table_entry.from_computer", who=line.last_from)
        return (str(line.access.number), game, ", ".join(line.players),
                self.t(f"table_entry.state_{line.state.replace(' ', '_')}"),
                str(line.deals), last, where,
                self.t("table_entry.locked") if line.access.locked else "")

    def _guest_cells(self, line: Any) -> tuple[str, ...]:
        if line.table is None:
            table = self.t("table_entry.guest_late" if line.late else "table_entry.guest_waits")
        elif line.status == "leaving":
            table = self.t("table_entry.guest_leaves", table=line.table)
        else:
            table = str(line.table)
        code = self.t("table_entry.code_here" if line.access.known
                      else "table_entry.code_earlier")
        return line.access.name, table, code

    @staticmethod
    def _fill(board: QTableWidget, lines: list[tuple[str, ...]]) -> None:
        """The board's rows as given, the chosen row kept (the first chosen if none was)."""
        chosen = board.currentRow()
        board.setRowCount(len(lines))
        for row, cells in enumerate(lines):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)  # whole where the column shows it elided
                board.setItem(row, column, item)
        if lines and not 0 <= chosen < len(lines):
            chosen = 0
        if 0 <= chosen < len(lines):
            board.blockSignals(True)
            board.selectRow(chosen)
            board.blockSignals(False)

    def selected(self) -> Any:
        """The chosen table's (or, on the guests' board, guest's) row; None without one."""
        if self.tabs.currentWidget() is self.guests:
            board, rows = self.guests, self.guest_rows
        else:
            board, rows = self.board, self.rows
        row = board.currentRow()
        return rows[row] if 0 <= row < len(rows) else None

    def _show_address(self) -> None:
        line = self.selected()
        guest = self.tabs.currentWidget() is self.guests
        self.lock_button.setVisible(not guest)
        self.revoke_button.setText(self.t("table_entry.revoke_guest" if guest
                                          else "table_entry.revoke"))
        for button in (self.copy_button, self.lock_button, self.revoke_button,
                       self.print_one_button):
            button.setEnabled(line is not None)
        if line is None:
            self.qr.clear()
            self.url.clear()
            return
        url = self.url_of(line.access)
        self.copy_button.setEnabled(bool(url))
        if not url:
            self.url.clear()
            self.qr.setText(self.t("table_entry.code_not_kept"))
        elif url != self.url.text() or self.qr.pixmap().isNull():
            self.url.setText(url)
            self.url.setCursorPosition(0)
            pixmap = QPixmap()
            pixmap.loadFromData(qr_png(url, scale=5))
            side = self.qr_side - 10
            self.qr.setPixmap(pixmap.scaled(side, side, Qt.AspectRatioMode.KeepAspectRatio))
        self.lock_button.setText(self.t("table_entry.unlock" if line.access.locked
                                        else "table_entry.lock"))

    def toggle_lock(self) -> None:
        line = self.selected()
        if line is not None and line.access.kind == "table":
            self.access.set_locked(line.access.id, not line.access.locked)
            self.refresh()

    def revoke(self) -> None:
        """A new address for the chosen table (or guest): its old card's code stops working at
        once."""
        line = self.selected()
        if line is None:
            return
        question = self.t("table_entry.revoke_question", table=line.access.number) \
            if line.access.kind == "table" else \
            self.t("table_entry.revoke_guest_question", name=line.access.name)
        answer = QMessageBox.question(self, self.t("table_entry.title"), question)
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

    # --- printing the codes ----------------------------------------------------------------
    def renewal_agreed(self, addresses: list[Any], parent: Any = None) -> bool:
        """Whether to print these addresses, some of whose codes were issued before this
        program started (and so get new ones, their old cards void): asked where there are."""
        unknown = [a for a in addresses if not a.known]
        if not unknown:
            return True
        names = ", ".join(self.t("table_entry.renew_table", table=a.number)
                          if a.kind == "table" else a.name for a in unknown)
        answer = QMessageBox.question(parent or self, self.t("table_entry.title"),
                                      self.t("table_entry.renew_question", names=names))
        return answer == QMessageBox.StandardButton.Yes

    def party_codes(self, kind: str | None = None, parent: Any = None) -> Any:
        """The addresses for the QR codes on the party's table cards (``kind``
        "table-cards"), tally cards ("tally-cards") or both (None), as served now: a code
        issued before this program started gets a new one if the host agrees, else its card
        prints without a code."""
        from clubapp.reports.party_cards import PartyCodes
        from clubapp.web.server import CARD_KINDS, Address, code_urls

        want = CARD_KINDS.get(kind or "")
        chosen = [a for a in self.access.addresses(self.evening_id)
                  if want is None or a.kind == want]
        if self.renewal_agreed(chosen, parent):
            chosen = self.access.to_print(self.evening_id, [a.id for a in chosen])
        found = [Address(a, self.url_of(a)) for a in chosen if a.known]
        self.refresh()
        return PartyCodes(*code_urls(found))

    def print_chosen(self) -> str | None:
        """Print the chosen table's card (or guest's slip) alone: a lost card, a late guest."""
        line = self.selected()
        return self.print_codes(only=line.access.id) if line is not None else None

    def print_codes(self, path: str | None = None, only: int | None = None) -> str | None:
        """Save the cards with every table's (and guest's) QR code, or only the address
        ``only``'s, as a PDF to print. A code issued before this program started cannot be
        printed again: that card gets a new code (the host is asked first)."""
        from clubapp.reports.address_cards import AddressCard, write_address_cards

        ids = None if only is None else [only]
        chosen = [a for a in self.access.addresses(self.evening_id)
                  if ids is None or a.id in ids]
        if not chosen or not self.renewal_agreed(chosen):
            return None
        if path is None:
            path = save_file_name(self, self.t("table_entry.print_codes"), "table-codes.pdf",
                                  "PDF (*.pdf)")
            if not path:
                return None
        tables, guests = [], []
        evening = self.services.evenings.detail(self.evening_id).evening
        board = {r.access.id: r for r in self.rows}
        for access in self.access.to_print(self.evening_id, [a.id for a in chosen]):
            if access.kind == "table":
                line = board.get(access.id)
                game = glossary.game_name(line.game_id, self.lang) if line and line.game_id \
                    else glossary.term("progressive_euchre", self.lang)
                tables.append(AddressCard(self.t("web.table_title", table=access.number),
                                          game, self.url_of(access)))
            else:
                guests.append(AddressCard(access.name, evening.name, self.url_of(access)))
        write_address_cards(path, tables, guests, self.lang)
        self.refresh()
        return path


def _qr_side() -> int:
    """The QR code's side on screen: smaller on a short screen (a netbook's 600 pixels), so
    that the dialog and all its buttons fit."""
    screen = QGuiApplication.primaryScreen()
    height = screen.availableGeometry().height() if screen is not None else 768
    return 220 if height >= 700 else 170
