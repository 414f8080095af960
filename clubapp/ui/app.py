"""Starting the window: the application, the database from --db or Settings, the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMessageBox

from clubapp import __version__
from clubapp.services import Services
from clubapp.store.credentials import load_password, needs_password, with_password
from clubapp.store.database import DatabaseError
from clubapp.ui.main_window import MainWindow
from clubapp.ui.settings_dialog import saved_database


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setOrganizationName("clubapp")
    app.setApplicationName("clubapp")
    app.setApplicationVersion(__version__)
    return app  # type: ignore[return-value]


def run_window(db_url: str | None = None) -> int:
    """Open the window on ``db_url`` (else the database in Settings, else the default file)."""
    app = make_application()
    settings = QSettings()
    url = db_url or saved_database(settings)
    if needs_password(url):
        assert url is not None
        password = load_password(url)
        if password is None:
            password, ok = QInputDialog.getText(
                None, "clubapp", f"Password for {url}:", QLineEdit.EchoMode.Password)
            if not ok:
                return 1
        url = with_password(url, password)
    try:
        services = Services.open(url)
    except DatabaseError as exc:
        QMessageBox.critical(None, "clubapp", str(exc))
        print(f"clubapp: {exc}", file=sys.stderr)
        return 2
    window = MainWindow(services, settings)
    window.show()
    return app.exec()
