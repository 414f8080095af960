"""The window asks before it upgrades a server's club database of an older schema: the box says
what the upgrade does and names ``pg_dump``; *Upgrade the database* upgrades it, *Cancel*
leaves it as it was, and an installation's check (``--check-window``) never asks, it refuses.
On the tests' PostgreSQL server, with the club of the release of schema 0004."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from clubapp.store.database import SCHEMA_REVISIONS
from clubapp.ui.app import _open_services
from tests.store.test_server_upgrade import OLD, _version, _words, old_server_club  # noqa: F401


@pytest.fixture
def answer(qtbot):
    """``answer(upgrade, asked)`` answers the upgrade question when it opens (the upgrade
    button, else Cancel), noting the box's text and buttons in ``asked``; it stops looking when
    the test ends."""
    running = [True]

    def start(upgrade: bool, asked: list[tuple[str, list[str]]]) -> None:
        def run() -> None:
            if not running[0]:
                return
            box = QApplication.activeModalWidget()
            if not isinstance(box, QMessageBox) or box.objectName() != "server_upgrade":
                QTimer.singleShot(10, run)
                return
            asked.append((f"{box.windowTitle()}\n{box.text()}\n{box.informativeText()}",
                          [b.text() for b in box.buttons()]))
            chosen = next(b for b in box.buttons()
                          if (box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole) == upgrade)
            chosen.click()

        QTimer.singleShot(0, run)

    yield start
    running[0] = False


def test_cancel_leaves_the_server_database_as_it_was(answer, old_server_club):  # noqa: F811
    asked: list[tuple[str, list[str]]] = []
    answer(False, asked)
    assert _open_services(old_server_club) is None
    assert len(asked) == 1
    said, buttons = asked[0]
    assert said.split("\n")[1] == _words("en", old_server_club)
    assert said.startswith("clubapp — upgrade the club's database?\n")
    assert "pg_dump" in said
    assert sorted(buttons) == ["&Upgrade the database", "Cancel"]
    assert _version(old_server_club) == OLD


def test_upgrade_the_database_upgrades_it_and_opens_the_club(answer,
                                                             old_server_club):  # noqa: F811
    asked: list[tuple[str, list[str]]] = []
    answer(True, asked)
    services = _open_services(old_server_club)
    try:
        assert services is not None
        assert len(asked) == 1
        assert _version(old_server_club) == SCHEMA_REVISIONS[-1]
        assert len(services.members.list()) == 9
    finally:
        if services is not None:
            services.close()


def test_the_installation_check_never_asks_and_refuses(answer, old_server_club,  # noqa: F811
                                                       capsys):
    asked: list[tuple[str, list[str]]] = []
    answer(True, asked)
    assert _open_services(old_server_club, check=True) is None
    QApplication.processEvents()
    assert asked == []
    assert capsys.readouterr().err == f"clubapp: {_words('en', old_server_club)}\n"
    assert _version(old_server_club) == OLD


def test_the_question_is_asked_in_russian(answer, old_server_club, qapp):  # noqa: F811
    from PySide6.QtCore import QLocale

    from clubapp.ui.shared import i18n

    locale = QLocale()
    assert i18n.install_language("ru")
    try:
        asked: list[tuple[str, list[str]]] = []
        answer(False, asked)
        assert _open_services(old_server_club) is None
    finally:
        i18n.install_language("en")
        QLocale.setDefault(locale)
    said, buttons = asked[0]
    assert said == ("clubapp — обновить базу клуба?\n" + _words("ru", old_server_club)
                    + "\nСначала сделайте резервную копию, если ещё не сделали: из окна "
                    "обновление не отменить.")
    assert sorted(buttons) == ["&Обновить базу", "Отмена"]
    assert _version(old_server_club) == OLD


@pytest.mark.parametrize("upgrade", [False, True])
def test_a_server_chosen_in_settings_is_upgraded_only_on_a_yes(answer, old_server_club,  # noqa: F811
                                                               qtbot, tmp_path, upgrade):
    from PySide6.QtCore import QSettings

    from clubapp.services import Services
    from clubapp.ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    club_file = str(tmp_path / "club.sqlite")
    window = MainWindow(Services.open(club_file), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    def choose_the_server() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not hasattr(dialog, "database"):
            QTimer.singleShot(10, choose_the_server)
            return
        dialog.database.setText(old_server_club)
        dialog.apply_club()

    asked: list[tuple[str, list[str]]] = []
    QTimer.singleShot(0, choose_the_server)
    answer(upgrade, asked)
    window.open_settings()
    try:
        assert len(asked) == 1 and "pg_dump" in asked[0][0]
        if upgrade:
            assert window.services.db.url.startswith("postgresql")
            assert _version(old_server_club) == SCHEMA_REVISIONS[-1]
            assert len(window.services.members.list()) == 9
        else:
            assert window.services.db.url.endswith("club.sqlite")
            assert _version(old_server_club) == OLD
    finally:
        window.close()
