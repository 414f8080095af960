"""Members: search, add, edit, retire or reinstate, delete one who never played."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.views import MemberView
from clubapp.ui.club.member_dialog import MemberDialog
from clubapp.ui.shared.flow_layout import flow_of
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.table_model import RowsModel, rows_view


class MembersPage(QWidget):
    def __init__(self, services: Services, hub: Hub, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.hub = services, hub
        self.members: list[MemberView] = []
        self.search = QLineEdit()
        self.search.setObjectName("member_search")
        self.search.setPlaceholderText(self.tr("Search by name, e-mail or phone"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search by name, e-mail or phone"))
        self.search.textChanged.connect(self.refresh)
        self.model = RowsModel([self.tr("Name"), self.tr("E-mail"), self.tr("Phone"),
                                self.tr("Status")], self)
        self.table = rows_view(self.model, "members_table", stretch=0)
        self.table.setAccessibleName(self.tr("Members"))
        self.table.doubleClicked.connect(self.edit_member)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.add_button = QPushButton(self.tr("&Add member…"))
        self.add_button.setObjectName("add_member")
        self.add_button.clicked.connect(self.add_member)
        self.edit_button = QPushButton(self.tr("&Edit…"))
        self.edit_button.clicked.connect(self.edit_member)
        self.retire_button = QPushButton(self.tr("&Retire"))
        self.retire_button.setObjectName("retire_member")
        self.retire_button.clicked.connect(self.toggle_retired)
        self.history_button = QPushButton(self.tr("&History…"))
        self.history_button.setObjectName("member_history")
        self.history_button.clicked.connect(self.open_history)
        self.delete_button = QPushButton(self.tr("&Delete"))
        self.delete_button.setObjectName("delete_member")
        self.delete_button.clicked.connect(self.delete_member)
        self.balances_button = QPushButton(self.tr("&Balances…"))  # the club's money (issue 33)
        self.balances_button.setObjectName("members_balances")
        self.balances_button.setToolTip(self.tr("Every member's balance with the club, deposits "
                                                "and statements"))
        self.balances_button.clicked.connect(self.open_balances)
        # a wrapping row: at a large text size the buttons take two lines, not a wider page
        buttons = flow_of([self.add_button, self.edit_button, self.history_button,
                           self.retire_button, self.delete_button, self.balances_button])
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        hub.membersChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        chosen = self.selected()
        self.members = self.services.members.list(self.search.text())
        self.model.set_rows(
            [(m.name, m.email, m.phone, self._status(m)) for m in self.members],
            [m.id for m in self.members],
            greyed=[i for i, m in enumerate(self.members) if m.retired])
        if chosen is not None:
            self.select_member(chosen.id)
        self._update_buttons()

    def _status(self, member: MemberView) -> str:
        """Retired or active, and how the results site names a member not published by name
        (so that the organiser sees at a glance whom the site leaves out)."""
        status = self.tr("retired") if member.retired else self.tr("active")
        if member.publish_as == "initials":
            return status + " · " + self.tr("by initials")
        if member.publish_as == "hidden":
            return status + " · " + self.tr("not published")
        return status

    def selected(self) -> MemberView | None:
        rows = self.table.selectionModel().selectedRows()
        return self.members[rows[0].row()] if rows else None

    def select_member(self, member_id: int) -> None:
        for row, member in enumerate(self.members):
            if member.id == member_id:
                self.table.selectRow(row)

    def _update_buttons(self) -> None:
        member = self.selected()
        for b in (self.edit_button, self.retire_button, self.history_button):
            b.setEnabled(member is not None)
        self.delete_button.setEnabled(member is not None and not member.has_results)
        self.retire_button.setText(self.tr("&Reinstate") if member and member.retired
                                   else self.tr("&Retire"))

    def add_member(self) -> None:
        member = MemberDialog.edit(self.services, None, self)
        if member is not None:
            self.hub.membersChanged.emit()
            self.select_member(member.id)
            self.hub.statusMessage.emit(self.tr("Added %s") % member.name)

    def edit_member(self) -> None:
        member = self.selected()
        if member is None:
            return
        saved = MemberDialog.edit(self.services, member, self)
        if saved is not None:
            self.hub.membersChanged.emit()
            self.select_member(saved.id)

    def open_history(self) -> None:
        member = self.selected()
        if member is not None:
            self.hub.openMember.emit(member.id)

    def open_balances(self) -> None:
        """Every member's balance, with deposits and statements (the member chosen here
        chosen there)."""
        from clubapp.ui.club.balances import BalancesDialog

        dialog = BalancesDialog(self.services, self)
        member = self.selected()
        if member is not None and member.id in dialog.panel.model.keys:
            dialog.panel.table.selectRow(dialog.panel.model.keys.index(member.id))
        dialog.exec()

    def toggle_retired(self) -> None:
        member = self.selected()
        if member is None:
            return
        changed = self.services.members.set_retired(member.id, not member.retired)
        self.hub.membersChanged.emit()
        self.select_member(changed.id)

    def delete_member(self) -> None:
        member = self.selected()
        if member is None:
            return
        answer = QMessageBox.question(self, self.tr("Delete member"),
                                      self.tr("Delete %s? This cannot be undone.") % member.name)
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.services.members.delete(member.id)
        except ServiceError as exc:
            QMessageBox.warning(self, self.tr("Delete member"), error_words(exc))
            return
        self.hub.membersChanged.emit()
