"""File → E-mail results… with real widgets on a real club file and a real SMTP server on
127.0.0.1: the preview of a mail, Queue and send in a thread of its own (the window answers
meanwhile), the outbox's statuses per member, the password asked once and kept in the keyring,
Retry failed; the dialog in English and Russian at 1024×600 and 1366×768, screenshots under
tests/screens for a person to look at."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog

from clubapp.mail.passwords import keyring_key
from clubapp.store.credentials import SERVICE
from clubapp.ui.club.mail_dialog import SITE_KEY, SMTP_KEY, MailDialog
from clubapp.ui.shared import i18n
from tests.helpers.mail_server import MailServer
from tests.helpers.paths import SCREENS
from tests.helpers.screen_words import KEPT, LATIN_WORD, shown_texts
from tests.mail.mail_club import (  # noqa: F401  (fixtures)
    EUCHRE_1,
    EUCHRE_2,
    LOO,
    address,
    mail_club,
    mail_club_file,
    mail_club_path,
)
from tests.store.memory_keyring import memory_keyring  # noqa: F401  (a fixture)

SIZES = {"1024x600": (1012, 560), "1366x768": (1354, 728)}  # less the panel and title bar


@pytest.fixture(autouse=True)
def english(qapp):
    """The window's English catalogue, whose plurals say "1 mail" and "14 mails"."""
    assert i18n.install_language("en")


def _settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def _open(qtbot, services, settings, evening) -> MailDialog:
    dialog = MailDialog(services, settings, evening)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.preview_for.count() > 0, timeout=20_000)
    return dialog


def _rows(dialog: MailDialog) -> dict[tuple[str, str], tuple[str, str]]:
    """The outbox as shown: (member, mail) → (status, server's answer)."""
    table = dialog.table
    return {(table.item(r, 0).text(), table.item(r, 2).text()):
            (table.item(r, 3).text(), table.item(r, 4).text()) for r in range(table.rowCount())}


def _answer_password(password: str) -> None:
    """Type the password into the question the dialog asks, when it asks it."""
    def answer() -> None:
        asked = QApplication.activeModalWidget()
        if not isinstance(asked, QInputDialog):
            QTimer.singleShot(50, answer)
            return
        asked.setTextValue(password)
        asked.accept()

    QTimer.singleShot(50, answer)


def test_queue_and_send_shows_each_members_status(qtbot, mail_club, tmp_path,  # noqa: F811
                                                  memory_keyring):  # noqa: F811
    services, club = mail_club
    refused = "550 5.1.1 Recipient address rejected"
    box = MailServer(login=("club", "s3cret"), refuse={address("Gus Bell"): refused}).start()
    settings = _settings(tmp_path)
    try:
        dialog = _open(qtbot, services, settings, club.evening)
        assert dialog.evening.currentData() == club.evening
        assert dialog.preview_for.count() == 14  # ten results, four chip statements
        assert dialog.preview_head.text().startswith("To: ann.hart@members.example.org\n"
                                                     "Subject: Card club: Friday euchre")
        assert "Euchre (points): place 1= of 8" in dialog.preview.toPlainText()
        assert "Cat Lee (no e-mail address)" in dialog.skipped.text()
        assert "Dan Ray (asked for no results by mail)" in dialog.skipped.text()
        assert dialog.summary.text() == "Nothing queued yet."

        dialog.smtp.setText(box.url("club"))
        dialog.site.setText("https://club.example.org/results")
        _answer_password("s3cret")
        qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)
        assert dialog.stop_button.isEnabled()  # the worker runs; the window answers
        qtbot.waitUntil(lambda: not dialog._busy() and dialog.progress.isHidden(),
                        timeout=30_000)
        rows = _rows(dialog)
        assert len(rows) == 14 and len(box.messages) == 13
        assert rows[("Gus Bell", "results")] == ("Refused", refused)
        assert {status for key, (status, _a) in rows.items()
                if key != ("Gus Bell", "results")} == {"Sent"}
        assert dialog.summary.text() == "13 sent, 1 refused"
        assert dialog.result_line.text() == "14 mails newly queued. 13 sent."
        assert dialog.retry_button.isEnabled()
        # the password kept in the keyring, the addresses in the settings without it
        assert memory_keyring.kept[(SERVICE, keyring_key(box.url("club")))] == "s3cret"
        assert settings.value(SMTP_KEY) == box.url("club")
        assert settings.value(SITE_KEY) == "https://club.example.org/results"
        (ann,) = box.to(address("Ann Hart"))
        assert "https://club.example.org/results/evenings/e1.html" in \
            ann.get_body(("plain",)).get_content()

        # the address corrected, and Retry failed: sent, the password not asked again
        services.members.update(club.ids["Gus Bell"], name="Gus Bell",
                                email="gus@members.example.org")
        qtbot.mouseClick(dialog.retry_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not dialog._busy() and dialog.progress.isHidden(),
                        timeout=30_000)
        assert _rows(dialog)[("Gus Bell", "results")][0] == "Sent"
        assert box.to("gus@members.example.org") and dialog.summary.text() == "14 sent"
        dialog.reject()
    finally:
        box.stop()


def test_without_a_server_the_mails_wait_and_a_wrong_address_is_said(qtbot, mail_club,  # noqa: F811
                                                                     tmp_path):
    services, club = mail_club
    dialog = _open(qtbot, services, _settings(tmp_path), club.evening)
    dialog.smtp.setText("mail.example.org")
    qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)
    assert "is not a mail server address" in dialog.result_line.text()
    assert dialog.table.rowCount() == 0  # nothing queued
    dialog.smtp.clear()
    qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog._busy() and dialog.table.rowCount() == 14,
                    timeout=30_000)
    assert {status for status, _a in _rows(dialog).values()} == {"Waiting"}
    assert "No mail server given" in dialog.result_line.text()
    dialog.reject()


def _shoot(qtbot, dialog: MailDialog, name: str) -> None:
    for size, (width, height) in SIZES.items():
        dialog.resize(width, height)
        qtbot.wait(50)
        assert dialog.width() <= width and dialog.height() <= height, (size, dialog.size())
        SCREENS.mkdir(parents=True, exist_ok=True)
        assert dialog.grab().save(str(SCREENS / f"mail_dialog_{name}_{size}.png"))


def test_the_dialog_fits_small_screens_in_english_and_russian(qtbot, mail_club,  # noqa: F811
                                                              tmp_path, russian):
    services, club = mail_club
    box = MailServer().start()
    try:
        settings = _settings(tmp_path)
        settings.setValue(SMTP_KEY, box.url())
        dialog = _open(qtbot, services, settings, club.evening)
        qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not dialog._busy() and dialog.progress.isHidden(),
                        timeout=30_000)
        assert dialog.windowTitle() == "Рассылка итогов"
        assert {status for status, _a in _rows(dialog).values()} == {"Отправлено"}
        assert "Здравствуйте" in dialog.preview.toPlainText()  # the reader's language
        # every word on it Russian, but the club's own data: names, addresses, the evening's
        # name, the server's answers and the addresses typed
        data = {w for name in (*EUCHRE_1, *EUCHRE_2, *LOO, "Friday euchre") for w in name.split()}
        english = []
        for where, text in shown_texts(dialog):
            text = re.sub(r"\S+@\S+|\S*/\S*|^250 .*$", " ", text, flags=re.M)
            words = [w for w in LATIN_WORD.findall(text) if w not in KEPT | data]
            if words:
                english.append(f"{where}: {words}")
        assert english == []
        _shoot(qtbot, dialog, "ru")
        dialog.reject()
    finally:
        box.stop()


def test_the_dialog_in_english_screenshots(qtbot, mail_club, tmp_path):  # noqa: F811
    services, club = mail_club
    dialog = _open(qtbot, services, _settings(tmp_path), club.evening)
    qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog._busy() and dialog.table.rowCount() == 14,
                    timeout=30_000)
    _shoot(qtbot, dialog, "en")
    dialog.reject()


def test_the_file_menu_opens_it_on_the_evening_on_screen(qtbot, mail_club_path,  # noqa: F811
                                                         tmp_path):
    from PySide6.QtGui import QAction

    from clubapp.services import Services
    from clubapp.ui.main_window import MainWindow

    path, club = mail_club_path
    window = MainWindow(Services.open(str(path)), _settings(tmp_path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.open_evening(club.evening)
    action = window.findChild(QAction, "mail_results_action")
    assert action is not None and action.text() == "E-mai&l results…"
    action.trigger()
    dialog = window.findChild(MailDialog)
    assert dialog is not None and dialog.isVisible() and dialog.isModal()
    assert dialog.evening_id() == club.evening
    qtbot.waitUntil(lambda: dialog.preview_for.count() == 14, timeout=20_000)
    dialog.reject()
