"""Settings: which database the club lives in (a file, or a server URL)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.store.database import default_database_path

DATABASE_KEY = "database/url"


def saved_database(settings: QSettings) -> str | None:
    """The database chosen in Settings, or None for the default file."""
    value = settings.value(DATABASE_KEY, "")
    return str(value) if value else None


class SettingsDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        self.database = QLineEdit(saved_database(settings) or "")
        self.database.setObjectName("settings_database")
        self.database.setPlaceholderText(str(default_database_path()))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self.browse)
        row = QHBoxLayout()
        row.addWidget(self.database, 1)
        row.addWidget(browse)
        hint = QLabel(self.tr("Leave empty for the club file in your data folder. A club that "
                              "shares one server writes postgresql://user@host/club here."))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #666;")
        form = QFormLayout()
        form.addRow(self.tr("Database"), row)
        form.addRow("", hint)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.resize(560, self.sizeHint().height())

    def browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Club database file"), str(default_database_path().parent),
            self.tr("Club database (*.sqlite *.db);;All files (*)"),
            options=QFileDialog.Option.DontConfirmOverwrite)
        if path:
            self.database.setText(path)

    def chosen_database(self) -> str | None:
        return self.database.text().strip() or None

    def save(self) -> None:
        self.settings.setValue(DATABASE_KEY, self.chosen_database() or "")
