"""Starting the window: the application, its language and the database from --db or Settings,
the main window."""

from __future__ import annotations

import sys
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMessageBox

from clubapp import __version__
from clubapp.resources import resource
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared import text_size
from clubapp.ui.shared.file_dialog_words import watch_file_dialogs
from clubapp.ui.shared.i18n import chosen_language, install_language
from clubapp.ui.shared.server_upgrade import ask_to_upgrade
from clubapp.ui.shared.settings_keys import name_the_scorer, saved_database, scrub_urls


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    assert isinstance(app, QApplication)  # the window's, never a bare QCoreApplication
    app.setOrganizationName("clubapp")
    app.setApplicationName("clubapp")
    app.setApplicationVersion(__version__)
    return app


class _QuitAfterFirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, QApplication.quit)
        return False


def run_window(db_url: str | None = None, *, check: bool = False, upgrade: bool = False,
               lang: str | None = None) -> int:
    """Open the window on ``db_url`` (else the database in Settings, else the default file).

    The window is shown first and the club opened just after it is painted, so a person sees
    the program at once. With ``check`` it closes once the club is on screen. A server's
    database of an older schema is upgraded with ``upgrade`` (``--upgrade``), else asked.
    Where there is no screen it says so in one line in ``lang`` (``--lang``, else the
    environment's) and the process ends with status 2.
    """
    from clubapp.ui.shared.no_screen import said_plainly_without_a_screen
    from clubapp.words import Message, language_from_environment, say

    # the lines printed speak the command line's language; the window keeps Settings' choice
    cli_lang = lang or language_from_environment()
    with said_plainly_without_a_screen(cli_lang):
        app = make_application()
    app.setWindowIcon(QIcon(str(resource("icons", "clubapp.png"))))
    settings = QSettings()
    install_language(chosen_language(settings))  # Settings' choice, else the system's
    watch_file_dialogs()  # Qt's file list writes dates and sizes in the system's locale
    text_size.restore(settings)  # the text size set last time (View → Larger text)
    name_the_scorer(settings)  # the scorer named in Settings writes this computer's changes
    window = MainWindow(None, settings)
    window.show()
    from clubapp.ui.shared.probe import start_probe

    start_probe(app)  # only with CLUBAPP_PROBE set: the nights' tests read the screen by it
    sys.excepthook = said_in_a_box  # nothing that goes wrong is only written to a log
    opened: list[str] = []

    def open_club() -> None:
        scrub_urls(settings)
        services = _open_services(db_url or saved_database(settings), check=check,
                                  upgrade=upgrade, cli_lang=cli_lang)
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
        print(say(Message("cli.window_opened", version=__version__, place=opened[0]),
                  cli_lang))
    return status


def _open_services(url: str | None, check: bool = False, upgrade: bool = False,
                   cli_lang: str | None = None):  # -> Services | None: imported late
    """The club's services on ``url``; None (said so) when the database cannot be used or the
    password was not given.

    A server URL that names a user but no password is tried as it is (with the password kept
    in the keyring, if any): a server that trusts its users (a local socket, ``trust`` in
    pg_hba.conf) opens at once. A password is asked only when the server refuses for want of
    one, or refuses the one given, and asked again after a wrong one. A server's database of an
    older schema is upgraded only when the person says so (or ``upgrade``). With ``check`` (an
    installation's check) nothing is asked and no box is shown: the reason goes to stderr,
    in ``cli_lang`` (the command line's language; else the window's).
    """
    from clubapp.services import Services
    from clubapp.store.credentials import (
        load_password,
        needs_password,
        url_user_and_place,
        with_password,
    )
    from clubapp.store.database import DatabaseError
    from clubapp.ui.shared.i18n import current_language

    lang = current_language()
    tried = url
    if needs_password(url):
        assert url is not None
        kept = load_password(url)
        if kept is not None:
            tried = with_password(url, kept)
    while True:
        try:
            return Services.open(tried, upgrade=upgrade)
        except DatabaseError as exc:
            said = exc.say(lang)  # never holds a password
            refused = exc.why.id
            if refused == "store.empty_file" and not check:
                chosen = _when_the_file_is_empty(said, str(exc.why.params["path"]))
                if chosen is None:
                    return None
                url = tried = chosen
                continue
            if refused == "store.server_upgrade_needed" and not check:
                if not ask_to_upgrade(None, said):
                    return None
                upgrade = True
                continue
            asks = refused in ("store.password_needed", "store.wrong_password")
            if check or not asks or not needs_password(url):
                print(f"clubapp: {exc.say(cli_lang or lang)}", file=sys.stderr)
                if not check:
                    QMessageBox.critical(None, "clubapp", said)
                return None
        assert url is not None
        who, where = url_user_and_place(url)
        prompt = QCoreApplication.translate(
            "app", "The password of '%s' on the database server %s:") % (who, where)
        if refused == "store.wrong_password":
            prompt = f"{said}\n\n{prompt}"
        title = QCoreApplication.translate("app", "clubapp — database password")
        password, ok = QInputDialog.getText(None, title, prompt, QLineEdit.EchoMode.Password)
        if not ok:
            return None
        tried = with_password(url, password)


def _when_the_file_is_empty(said: str, path: str) -> str | None:
    """Ask what to do with a club file that is empty (0 bytes): open another file, or start a
    new club in this one on purpose; the file to open, or None when the person cancels."""
    from pathlib import Path

    from clubapp.ui.shared.file_dialogs import open_file_name

    translate = QCoreApplication.translate
    while True:
        box = QMessageBox(QMessageBox.Icon.Warning,
                          translate("app", "clubapp — the club file is empty"), said)
        box.setObjectName("empty_club_file")
        box.setInformativeText(translate(
            "app", "A club file truncated by a failed copy or a sync tool looks like this: the "
                   "club may be in a backup or another copy of the file."))
        other = box.addButton(translate("app", "&Open another file…"),
                              QMessageBox.ButtonRole.AcceptRole)
        new = box.addButton(translate("app", "Start a &new club in this file"),
                            QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(other)
        box.exec()
        if box.clickedButton() is other:
            chosen = open_file_name(
                None, translate("app", "Open a club file"), str(Path(path).parent),
                translate("app", "Club database (*.sqlite *.db);;All files (*)"))
            if chosen:
                return chosen
            continue
        if box.clickedButton() is new:
            empty = Path(path)
            if empty.exists() and empty.stat().st_size == 0:
                empty.unlink()  # nothing to lose: the new club is made where no file exists
            return path
        return None


def said_in_a_box(kind: type[BaseException], error: BaseException,
                  trace: TracebackType | None) -> None:
    """What went wrong in the window, said in words in a box (and written to stderr whole):
    never an error that only a log would show while the window seems to have done nothing."""
    import traceback

    from clubapp.store.credentials import redact
    from clubapp.store.database import is_conflict

    sys.stderr.write(redact("".join(traceback.format_exception(kind, error, trace))))
    if QApplication.instance() is None or issubclass(kind, KeyboardInterrupt):
        return
    if is_conflict(error):
        text = QCoreApplication.translate(
            "app", "Another computer changed the same thing at the same moment, so this change "
                   "was not saved. Look at what is on the screen now, and do it again if it "
                   "is still needed.")
    else:
        text = QCoreApplication.translate(
            "app", "Something went wrong, and this change may not have been saved: look at "
                   "what is on the screen now before doing it again.")
    detail = redact(str(error)).strip().splitlines()
    box = QMessageBox(QMessageBox.Icon.Critical, "clubapp", text)
    box.setObjectName("unexpected_error")
    if detail:
        box.setDetailedText(f"{kind.__name__}: {detail[0]}")
    box.exec()
