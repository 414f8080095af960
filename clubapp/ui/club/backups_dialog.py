"""Backups of the club file: the list (newest first), take one now, restore one."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.store.backup import BEFORE_UPGRADE, KEEP_UPGRADES, Backup
from clubapp.store.database import DatabaseError
from clubapp.ui.shared.i18n import current_language, format_datetime, format_number
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.table_model import RowsModel, rows_view
from clubapp.words import Message, say


class BackupsDialog(QDialog):
    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.restored = False
        self.backups: list[Backup] = []
        self.setWindowTitle(self.tr("Backups"))
        folder = services.evenings.backups.folder
        where = QLabel(self.tr("A backup is taken whenever an evening is closed, and before "
                               "every upgrade of the club file's format; the newest %d of the "
                               "first and, apart from them, the newest %d of the second are "
                               "kept in %s.") % (services.evenings.backups.keep, KEEP_UPGRADES,
                                                 folder)
                       if folder else self.tr("This club lives on a database server: its "
                                              "backups are made by the server."))
        where.setWordWrap(True)
        self.model = RowsModel([self.tr("Taken"), self.tr("Why"), self.tr("Size")], self)
        self.table = rows_view(self.model, "backups_table", stretch=1)
        self.table.setAccessibleName(self.tr("Backups"))
        self.take_button = QPushButton(self.tr("Take a backup &now"))
        self.take_button.clicked.connect(self.take)
        self.restore_button = QPushButton(self.tr("&Restore the chosen backup…"))
        self.restore_button.setObjectName("restore_backup")
        self.restore_button.clicked.connect(self.restore)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.take_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(where)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.take_button.setEnabled(folder is not None)
        self.resize(620, 360)
        self.refresh()

    def refresh(self) -> None:
        self.backups = self.services.evenings.backups.list()
        self.model.set_rows([(format_datetime(b.taken), self.why(b.label),
                              self.tr("%s KB") % format_number(b.size // 1024))
                             for b in self.backups],
                            [str(b.path) for b in self.backups])
        self.restore_button.setEnabled(bool(self.backups))
        if self.backups:
            self.table.selectRow(0)

    def why(self, label: str) -> str:
        """Why a backup was taken, in the window's language (the store writes it in English)."""
        if label == "by hand":
            return self.tr("by hand")
        if label == "before restore":
            return self.tr("before a restore")
        if label.startswith("closed "):
            return self.tr("evening closed: %s") % label.removeprefix("closed ")
        if label.startswith(BEFORE_UPGRADE):
            return say(Message("store.why_before_upgrade"), current_language())
        return label

    def take(self) -> None:
        try:
            self.services.evenings.backups.take("by hand")
        except DatabaseError as exc:
            QMessageBox.warning(self, self.tr("Backups"), error_words(exc))
        self.refresh()

    def chosen(self) -> Backup | None:
        rows = self.table.selectionModel().selectedRows()
        return self.backups[rows[0].row()] if rows else None

    def restore(self, *, confirm: bool = True) -> None:
        """Put the chosen backup in place of the club's data (the present state is kept too)."""
        backup = self.chosen()
        if backup is None:
            return
        if confirm:
            answer = QMessageBox.question(
                self, self.tr("Restore"),
                self.tr("Replace the club's data with the backup of %s? The present data is "
                        "backed up first.") % format_datetime(backup.taken, seconds=False))
            if answer != QMessageBox.StandardButton.Yes:
                return
        pin = None
        if self.services.club.has_pin():  # a restore is a change to every evening, closed too
            pin, ok = QInputDialog.getText(
                self, self.tr("Restore"), say(Message("club.pin_prompt_restore"),
                                              current_language()), QLineEdit.EchoMode.Password)
            if not ok:
                return
        try:
            self.services.club.restore_backup(backup.path, pin)
        except (ServiceError, DatabaseError) as exc:
            QMessageBox.warning(self, self.tr("Restore"), exc.say(current_language()))
            return
        self.restored = True
        self.accept()
