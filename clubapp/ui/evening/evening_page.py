"""The open evening: a line with its name and its tables as tabs, the chosen table under it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import EVENING_KINDS, ServiceError, Services
from clubapp.services.views import EveningDetail, GameView
from clubapp.ui.evening.chips_dialog import ChipsDialog
from clubapp.ui.evening.deal_history import TableHistories
from clubapp.ui.evening.room_screen import RoomScreenButton
from clubapp.ui.evening.table_panel import TablePanel
from clubapp.ui.evening.table_strip import TableStrip
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import data_label, format_date
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.text_size import follow
from clubapp.words.formats import TEXT

if TYPE_CHECKING:
    from clubapp.ui.evening.money_page import MoneyWindow


class HeaderLabel(QLabel):
    """The evening's name on one line when the line has the room, else on two (never more:
    the tables beside it give way first)."""

    def _one_line(self) -> int:
        margins = self.contentsMargins()
        return (self.fontMetrics().horizontalAdvance(self.text()) + 2 * self.margin()
                + margins.left() + margins.right() + 4)

    def sizeHint(self) -> QSize:
        return QSize(self._one_line(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        longest = max((self.fontMetrics().horizontalAdvance(word)
                       for word in self.text().split()), default=0)
        return QSize(max(self._one_line() // 2 + 40, longest + 8),
                     super().minimumSizeHint().height())


class EveningPage(QWidget):
    def __init__(self, services: Services, hub: Hub, histories: TableHistories,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.hub = services, hub
        self.detail: EveningDetail | None = None
        self.header = HeaderLabel(self.tr("No evening is open: create or open one in Evenings."))
        self.header.setObjectName("evening_header")
        # grows with the text size (View menu); one line with the tables beside it
        follow(self.header, 1.25, bold=True)
        self.header.setWordWrap(True)  # a long name (or a long language) never widens the window
        # the tables as a strip of tabs above the table shown: the table has the page's
        # width for its players' columns, and the height for its deals (a small laptop)
        self.tables = TableStrip()
        self.tables.currentRowChanged.connect(self._table_chosen)
        self.add_table_button = QPushButton(self.tr("Add &table"))
        self.add_table_button.setObjectName("add_table")
        self.add_table_button.clicked.connect(self.add_table)
        self.panel = TablePanel(services, hub, histories)
        placeholder = QLabel(self.tr("Add a table, or choose one above."))
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        placeholder.setStyleSheet("color: #666;")
        placeholder.setWordWrap(True)
        follow(placeholder, 1.45)
        self.right = QStackedWidget()
        self.right.addWidget(placeholder)
        self.right.addWidget(self.panel)
        self.chips_button = QPushButton(self.tr("&Chips and settlement…"))
        self.chips_button.setObjectName("chips_button")
        self.chips_button.clicked.connect(self.show_chips)
        self.chips_button.setEnabled(False)
        # the evening's money (issue 33): fees, payments, prizes, pots, balances
        self.money_button = QPushButton(self.tr("&Money…"))
        self.money_button.setObjectName("money_button")
        self.money_button.setToolTip(self.tr("The evening's entry fees and payments, prizes, "
                                             "pots, cash sheet and the members' balances"))
        self.money_button.clicked.connect(self.show_money)
        self.money_button.setEnabled(False)
        self.money_window: MoneyWindow | None = None  # made when first opened
        # the standings on the room's screen (a projector), for a club or league evening
        self.room_screen = RoomScreenButton(services, hub)
        # one line above the table: the evening, its tables, a new table, the chips
        top = self.top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.header)
        top.addWidget(self.tables, 1)
        top.addWidget(self.add_table_button)
        top.addWidget(self.chips_button)
        top.addWidget(self.money_button)
        top.addWidget(self.room_screen)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.right, 1)
        self.add_table_button.setEnabled(False)
        hub.eveningsChanged.connect(self.refresh)
        hub.gameChanged.connect(lambda _game: self._refresh_list())

    def _share_top(self) -> None:
        """The tables' tabs in one row where the line has the room, the evening's name taking
        two lines for it if need be (a long name, a long language)."""
        layout = self.layout()
        assert layout is not None  # __init__'s
        margins = layout.contentsMargins()
        buttons = (self.add_table_button.sizeHint().width()
                   + self.chips_button.sizeHint().width() + 3 * self.top.spacing())
        room = self.width() - margins.left() - margins.right() - buttons
        # the Money and Room's screen buttons where the line keeps the name on one line beside
        # the tables' tabs (else they give way: the Money menu opens the same window, Ctrl+M,
        # and the View menu the room's screen) — a name on two lines pushes the form out of sight
        for button in (self.money_button, self.room_screen):
            needed = button.sizeHint().width() + self.top.spacing()
            fits = room - needed >= (self.header.sizeHint().width()
                                     + self.tables.sizeHint().width())
            if fits != button.isVisibleTo(self):
                button.setVisible(fits)
            if fits:
                room -= needed
        header = max(self.header.minimumSizeHint().width(), room - self.tables.sizeHint().width())
        self.header.setMaximumWidth(min(header, self.header.sizeHint().width()))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._share_top()

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
            self.room_screen.follow(None)
            return
        evening = self.detail.evening
        self.room_screen.follow(evening)
        kind = data_label(EVENING_KINDS.get(evening.kind, evening.kind))
        closed = self.tr(" — closed") if evening.closed else ""
        # a heading: the date as the documents head the evening ("1 декабря 2026 г.")
        self.header.setText(f"{evening.name} · {format_date(evening.date, TEXT)} · {kind}{closed}")
        self._share_top()
        self.add_table_button.setEnabled(not evening.closed)
        self.panel.evening_closed = evening.closed
        self.panel.show_chip_worth(evening.chip_worth)
        self.chips_button.setEnabled(True)
        self.money_button.setEnabled(True)
        if self.money_window is not None and self.money_window.isVisible() and \
                self.money_window.page.evening_id != evening.id:
            self.money_window.page.show_evening(evening.id)  # it follows the evening open
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
            item.setData(Qt.ItemDataRole.AccessibleTextRole, item.text().replace("\n", ": "))
            item.setData(Qt.ItemDataRole.UserRole, table.id)
            self.tables.addItem(item)
        if 0 <= row < self.tables.count():
            self.tables.setCurrentRow(row)
        self.tables.blockSignals(False)
        self._share_top()

    def _table_chosen(self, row: int) -> None:
        if self.detail is None or not 0 <= row < len(self.detail.tables):
            self.right.setCurrentIndex(0)
            self.hub.tableShown.emit(0)
            return
        self.right.setCurrentIndex(1)
        self.tables.scrollToItem(self.tables.item(row))  # its tab in sight in a long strip
        self.panel.show_table(self.detail.tables[row])
        self.hub.tableShown.emit(self.detail.tables[row].id)

    def shown_game(self) -> GameView | None:
        """The game on screen: the chosen table's, where its game (not its setup) is shown."""
        return self.panel.shown_game() if self.right.currentIndex() == 1 else None

    def shown_table(self) -> int | None:
        """The id of the table on screen, if any."""
        if self.right.currentIndex() == 1 and self.panel.table is not None:
            return self.panel.table.id
        return None

    def show_chips(self) -> None:
        if self.detail is not None:
            ChipsDialog(self.services, self.detail.evening.id, self).exec()
            self.refresh()  # a worth kept there shows beside the table's chips at once
            self.panel.back_to_the_form()

    def show_money(self) -> None:
        """The evening's money, in a window of its own beside this one."""
        from clubapp.ui.evening.money_page import MoneyWindow

        if self.detail is None:
            return
        if self.money_window is None:
            self.money_window = MoneyWindow(self.services, self.hub, self)
        self.money_window.show_evening(self.detail.evening.id)

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
