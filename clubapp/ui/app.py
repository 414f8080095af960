"""Starting the window: the application, its language and the database from --db or Settings,
the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMessageBox

from clubapp import __version__
from clubapp.resources import resource
from clubapp.services import Services
from clubapp.store.credentials import load_password, needs_password, with_password
from clubapp.store.database import DatabaseError
from clubapp.ui.i18n import chosen_language, install_language
from clubapp.ui.main_window import MainWindow
from clubapp.ui.settings_dialog import saved_database


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setOrganizationName("clubapp")
    app.setApplicationName("clubapp")
    app.setApplicationVersion(__version__)
    return app  # type: ignore[return-value]


class _QuitAfterFirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, QApplication.quit)
        return False


def run_window(db_url: str | None = None, *, check: bool = False) -> int:
    """Open the window on ``db_url`` (else the database in Settings, else the default file).

    With ``check`` the window closes as soon as it has been painted once.
    """
    app = make_application()
    app.setWindowIcon(QIcon(str(resource("icons", "clubapp.png"))))
    settings = QSettings()
    install_language(chosen_language(settings))  # Settings' choice, else the system's
    url = db_url or saved_database(settings)
    if needs_password(url):
        assert url is not None
        password = load_password(url)
        if password is None:
            password, ok = QInputDialog.getText(
                None, "clubapp", QCoreApplication.translate("app", "Password for %s:") % url,
                QLineEdit.EchoMode.Password)
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
    if check:
        spy = _QuitAfterFirstPaint(window)
        window.installEventFilter(spy)
    window.show()
    status = app.exec()
    if check:
        print(f"clubapp {__version__}: the window opened on {services.db.display_name}")
    return status
