"""Standings: members ranked by games won, matches won and points, one evening or all."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import Services
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import format_date
from clubapp.ui.shared.table_model import RowsModel


class StandingsPage(QWidget):
    def __init__(self, services: Services, hub: Hub, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.scope = QComboBox()
        self.scope.setObjectName("standings_scope")
        self.scope.currentIndexChanged.connect(self.refresh)
        self.model = RowsModel([self.tr("Place"), self.tr("Member"), self.tr("Games played"),
                                self.tr("Games won"), self.tr("Rubbers / matches won"),
                                self.tr("Points"), self.tr("Evenings")], self)
        self.table = QTableView()
        self.table.setObjectName("standings_table")
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        # every heading read whole, in any language; the members' names take the room left
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        form = QFormLayout()
        form.addRow(self.tr("Show"), self.scope)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        hub.eveningsChanged.connect(self.reload_scopes)
        hub.gameChanged.connect(lambda _game: self.refresh())
        self.reload_scopes()

    def reload_scopes(self) -> None:
        keep = self.scope.currentData()
        self.scope.blockSignals(True)
        self.scope.clear()
        self.scope.addItem(self.tr("All evenings"), None)
        for evening in self.services.evenings.list():
            self.scope.addItem(f"{format_date(evening.date)} {evening.name}", evening.id)
        self.scope.setCurrentIndex(max(self.scope.findData(keep), 0))
        self.scope.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        rows = self.services.standings.standings(self.scope.currentData())
        self.model.set_rows(
            [(place, r.name, r.played, r.won, r.matches_won, r.points, r.evenings)
             for place, r in enumerate(rows, start=1)],
            [r.member_id for r in rows])
