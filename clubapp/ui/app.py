"""Starting the window: the application, the database from --db or Settings, the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from clubapp import __version__
from clubapp.services import Services
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
    try:
        services = Services.open(db_url or saved_database(settings))
    except DatabaseError as exc:
        QMessageBox.critical(None, "clubapp", str(exc))
        print(f"clubapp: {exc}", file=sys.stderr)
        return 2
    window = MainWindow(services, settings)
    window.show()
    return app.exec()
