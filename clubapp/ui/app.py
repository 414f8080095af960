"""Starting the window: the application, its language and the database from --db or Settings,
the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMessageBox

from clubapp import __version__
from clubapp.resources import resource
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared.i18n import chosen_language, install_language
from clubapp.ui.shared.settings_keys import saved_database


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

    The window is shown first and the club opened just after it is painted, so a person sees
    the program at once. With ``check`` it closes once the club is on screen.
    """
    app = make_application()
    app.setWindowIcon(QIcon(str(resource("icons", "clubapp.png"))))
    settings = QSettings()
    install_language(chosen_language(settings))  # Settings' choice, else the system's
    window = MainWindow(None, settings)
    window.show()
    opened: list[str] = []

    def open_club() -> None:
        services = _open_services(db_url or saved_database(settings), check=check)
        if services is None:
            app.exit(2)
            return
        window.attach(services)
        opened.append(services.db.display_name)
        if check:
            window.installEventFilter(_QuitAfterFirstPaint(window))
            window.update()

    QTimer.singleShot(0, open_club)
    status = app.exec()
    if check and opened:
        print(f"clubapp {__version__}: the window opened on {opened[0]}")
    return status


def _open_services(url: str | None, check: bool = False):  # -> Services | None: imported late
    """The club's services on ``url``, asking for a server password when needed; None (said
    so) when the database cannot be used or the password was not given. With ``check`` (an
    installation's check) nothing is asked and no box is shown: the reason goes to stderr."""
    from clubapp.services import Services
    from clubapp.store.credentials import (
        load_password,
        needs_password,
        password_request,
        with_password,
    )
    from clubapp.store.database import DatabaseError
    from clubapp.ui.shared.i18n import current_language

    if needs_password(url):
        assert url is not None
        password = load_password(url)
        if password is None and check:
            from clubapp.words import say

            print(f"clubapp: {say(password_request(url), current_language())}", file=sys.stderr)
            return None
        if password is None:
            password, ok = QInputDialog.getText(
                None, "clubapp", QCoreApplication.translate("app", "Password for %s:") % url,
                QLineEdit.EchoMode.Password)
            if not ok:
                return None
        url = with_password(url, password)
    try:
        return Services.open(url)
    except DatabaseError as exc:
        said = exc.say(current_language())  # never holds a password
        print(f"clubapp: {said}", file=sys.stderr)
        if not check:
            QMessageBox.critical(None, "clubapp", said)
        return None
