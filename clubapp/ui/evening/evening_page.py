"""The open evening: its tables on the left, the chosen table on the right."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import EVENING_KINDS, ServiceError, Services
from clubapp.services.views import EveningDetail
from clubapp.ui.evening.chips_dialog import ChipsDialog
from clubapp.ui.evening.deal_history import TableHistories
from clubapp.ui.evening.table_panel import TablePanel
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import data_label, format_date
from clubapp.ui.shared.rule_messages import error_words


class EveningPage(QWidget):
    def __init__(self, services: Services, hub: Hub, histories: TableHistories,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.hub = services, hub
        self.detail: EveningDetail | None = None
        self.header = QLabel(self.tr("No evening is open: create or open one in Evenings."))
        self.header.setObjectName("evening_header")
        self.header.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.header.setWordWrap(True)  # a long name (or a long language) never widens the window
        self.tables = QListWidget()
        self.tables.setObjectName("tables_list")
        self.tables.setWordWrap(True)  # long names take more lines, never a wider window
        self.tables.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tables.setMinimumWidth(120)
        self.tables.currentRowChanged.connect(self._table_chosen)
        self.add_table_button = QPushButton(self.tr("Add &table"))
        self.add_table_button.setObjectName("add_table")
        self.add_table_button.clicked.connect(self.add_table)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(QLabel(self.tr("Tables")))
        left_layout.addWidget(self.tables, 1)
        left_layout.addWidget(self.add_table_button)
        self.panel = TablePanel(services, hub, histories)
        placeholder = QLabel(self.tr("Add a table, or choose one on the left."))
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        placeholder.setStyleSheet("color: #666; font-size: 13pt;")
        self.right = QStackedWidget()
        self.right.addWidget(placeholder)
        self.right.addWidget(self.panel)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([170, 830])
        splitter.setChildrenCollapsible(False)
        self.chips_button = QPushButton(self.tr("&Chips and settlement…"))
        self.chips_button.setObjectName("chips_button")
        self.chips_button.clicked.connect(self.show_chips)
        self.chips_button.setEnabled(False)
        top = QHBoxLayout()
        top.addWidget(self.header, 1)
        top.addWidget(self.chips_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self.add_table_button.setEnabled(False)
        hub.eveningsChanged.connect(self.refresh)
        hub.gameChanged.connect(lambda _game: self._refresh_list())

    def open_evening(self, evening_id: int) -> None:
        self.detail = self.services.evenings.detail(evening_id)
        self.tables.blockSignals(True)
        self.tables.clear()  # a new evening: nothing chosen yet
        self.tables.blockSignals(False)
        self.refresh()
        self.tables.setCurrentRow(-1)
        if self.detail is not None and self.detail.tables:
            self.tables.setCurrentRow(0)
        else:
            self.right.setCurrentIndex(0)
            self.hub.tableShown.emit(0)

    def refresh(self) -> None:
        if self.detail is None:
            return
        try:
            self.detail = self.services.evenings.detail(self.detail.evening.id)
        except ServiceError:
            self.detail = None
            return
        evening = self.detail.evening
        kind = data_label(EVENING_KINDS.get(evening.kind, evening.kind))
        closed = self.tr(" — closed") if evening.closed else ""
        self.header.setText(f"{evening.name} · {format_date(evening.date)} · {kind}{closed}")
        self.add_table_button.setEnabled(not evening.closed)
        self.panel.evening_closed = evening.closed
        self.chips_button.setEnabled(True)
        self._refresh_list()

    def _refresh_list(self) -> None:
        """Redraw the list of tables, keeping the chosen one without reopening it."""
        if self.detail is None:
            return
        self.detail = self.services.evenings.detail(self.detail.evening.id)
        row = self.tables.currentRow()
        self.tables.blockSignals(True)
        self.tables.clear()
        for table in self.detail.tables:
            names = ", ".join(s.name for s in table.seats) or self.tr("no players yet")
            item = QListWidgetItem(self.tr("Table %d") % table.number + f"\n{names}")
            item.setToolTip(names)
            item.setData(Qt.ItemDataRole.UserRole, table.id)
            self.tables.addItem(item)
        if 0 <= row < self.tables.count():
            self.tables.setCurrentRow(row)
        self.tables.blockSignals(False)

    def _table_chosen(self, row: int) -> None:
        if self.detail is None or not 0 <= row < len(self.detail.tables):
            self.right.setCurrentIndex(0)
            self.hub.tableShown.emit(0)
            return
        self.right.setCurrentIndex(1)
        self.panel.show_table(self.detail.tables[row])
        self.hub.tableShown.emit(self.detail.tables[row].id)

    def shown_table(self) -> int | None:
        """The id of the table on screen, if any."""
        if self.right.currentIndex() == 1 and self.panel.table is not None:
            return self.panel.table.id
        return None

    def show_chips(self) -> None:
        if self.detail is not None:
            ChipsDialog(self.services, self.detail.evening.id, self).exec()
            self.panel.back_to_the_form()

    def add_table(self) -> None:
        if self.detail is None:
            return
        try:
            table = self.services.evenings.add_table(self.detail.evening.id)
        except ServiceError as exc:
            self.header.setText(error_words(exc))
            return
        self.hub.eveningsChanged.emit()
        for row in range(self.tables.count()):
            if self.tables.item(row).data(Qt.ItemDataRole.UserRole) == table.id:
                self.tables.setCurrentRow(row)
