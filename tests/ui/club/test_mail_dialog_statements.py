"""File → E-mail results… → Send money statements, with real widgets on a real club file and a
real SMTP server on 127.0.0.1: each player in the evening's money mailed their statement once,
the outbox showing them as statements beside the results; an evening without money said in
words; English and Russian at 1024×600 and 1366×768, screenshots under tests/screens."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QSettings, Qt

from clubapp.ui.club.mail_dialog import SMTP_KEY, MailDialog
from clubapp.ui.shared import i18n
from tests.helpers.mail_server import MailServer
from tests.helpers.paths import SCREENS
from tests.mail.statement_club import (  # noqa: F401  (fixtures)
    NO_ADDRESS,
    OPTED_OUT,
    PLAYERS,
    address,
    statement_club,
    statement_club_file,
    statement_club_path,
)

SIZES = {"1024x600": (1012, 560), "1366x768": (1354, 728)}  # less the panel and title bar
AT_THE_EVENING = {n for n in PLAYERS if n not in (OPTED_OUT, NO_ADDRESS)}


@pytest.fixture
def server():
    box = MailServer().start()
    yield box
    box.stop()


def _open(qtbot, services, tmp_path, evening, smtp: str = "") -> MailDialog:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(SMTP_KEY, smtp)
    dialog = MailDialog(services, settings, evening)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.preview_for.count() > 0, timeout=20_000)
    return dialog


def _send_statements(qtbot, dialog: MailDialog) -> None:
    qtbot.mouseClick(dialog.statements_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog._busy() and dialog.progress.isHidden(), timeout=30_000)


def _rows(dialog: MailDialog) -> dict[tuple[str, str], str]:
    """The outbox as shown: (member, mail) → status."""
    table = dialog.table
    return {(table.item(r, 0).text(), table.item(r, 2).text()): table.item(r, 3).text()
            for r in range(table.rowCount())}


def _shoot(qtbot, dialog: MailDialog, name: str) -> None:
    for size, (width, height) in SIZES.items():
        dialog.resize(width, height)
        qtbot.wait(50)
        assert dialog.width() <= width and dialog.height() <= height, (size, dialog.size())
        button = dialog.statements_button
        assert button.width() >= button.sizeHint().width(), (size, button.text())
        SCREENS.mkdir(parents=True, exist_ok=True)
        assert dialog.grab().save(str(SCREENS / f"mail_dialog_statements_{name}_{size}.png"))


def test_send_money_statements_mails_each_player_once(
        qtbot, statement_club, tmp_path, server):  # noqa: F811
    i18n.install_language("en")
    services, club = statement_club
    dialog = _open(qtbot, services, tmp_path, club.evening, server.url())
    assert dialog.statements_button.text() == "Send &money statements"
    _send_statements(qtbot, dialog)
    assert sorted(str(m["To"]) for m in server.messages) == sorted(
        address(n) for n in AT_THE_EVENING)
    assert _rows(dialog) == {(n, "statement"): "Sent" for n in AT_THE_EVENING}
    assert dialog.result_line.text() == "4 mails newly queued. 4 sent."
    # the results beside them: their own kind, the statements left as they are
    qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog._busy() and dialog.progress.isHidden(), timeout=30_000)
    rows = _rows(dialog)
    assert {k for k in rows if k[1] == "results"} and set(rows.values()) == {"Sent"}
    _send_statements(qtbot, dialog)  # again: nothing new
    assert dialog.result_line.text() == "0 mails newly queued. 0 sent."
    assert sum(1 for m in server.messages if str(m["Subject"]).endswith(
        ("your statement", "выписка по вашему счёту"))) == 4
    _shoot(qtbot, dialog, "en")
    dialog.reject()


def test_an_evening_without_money_is_said_in_russian(
        qtbot, statement_club, tmp_path, russian):  # noqa: F811
    services, club = statement_club
    bare = services.evenings.create(dt.date(2026, 12, 18), "Без денег").id
    dialog = _open(qtbot, services, tmp_path, club.evening)
    assert dialog.statements_button.text() == "&Разослать выписки"
    _send_statements(qtbot, dialog)  # no server: queued, and said so
    assert _rows(dialog) == {(n, "выписка"): "Ждёт" for n in AT_THE_EVENING}
    _shoot(qtbot, dialog, "ru")
    dialog.evening.setCurrentIndex(dialog.evening.findData(bare))
    qtbot.waitUntil(lambda: not dialog._busy(), timeout=20_000)
    _send_statements(qtbot, dialog)
    assert dialog.result_line.text() == (
        "для вечера «Без денег» деньги не настроены: сначала настройте их "
        "(`clubapp money setup`)")
    assert dialog.table.rowCount() == 0
    dialog.reject()
