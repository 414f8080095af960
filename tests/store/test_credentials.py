"""Passwords of server databases: kept in the keyring under the URL without them, never in the
settings file, never printed (issue 20, items 1 and 2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from clubapp.cli import main
from clubapp.store.credentials import (
    SERVICE,
    load_password,
    needs_password,
    redact,
    save_password,
    split_password,
    with_password,
)
from clubapp.ui.club.settings_dialog import SettingsDialog
from clubapp.ui.shared.settings_keys import DATABASE_KEY
from tests.store.memory_keyring import memory_keyring  # noqa: F401  (a fixture)

SECRET = "Sw0rdf1sh"


@pytest.mark.parametrize(("url", "bare"), [
    (f"postgresql://scorer:{SECRET}@hall-laptop/club", "postgresql://scorer@hall-laptop/club"),
    (f"postgresql://scorer:{SECRET}@hall:5433/club?sslmode=require",
     "postgresql://scorer@hall:5433/club?sslmode=require"),
    (f"postgresql+psycopg://scorer@/club?host=/run/pg&password={SECRET}",
     "postgresql+psycopg://scorer@/club?host=%2Frun%2Fpg"),
])
def test_the_url_kept_has_no_password(url, bare):
    kept, password = split_password(url)
    assert (kept, password) == (bare, SECRET)
    assert needs_password(kept) and not needs_password(url)
    assert split_password(with_password(kept, password)) == (bare, SECRET)


def test_a_password_with_signs_goes_in_and_out_whole():
    odd = "p@ss:w/rd?&"
    url = with_password("postgresql://scorer@hall/club", odd)
    assert split_password(url) == ("postgresql://scorer@hall/club", odd)


def test_settings_write_the_url_without_the_password_and_the_keyring_keeps_it(
        qtbot, tmp_path, memory_keyring):  # noqa: F811
    conf = tmp_path / "clubapp.conf"
    settings = QSettings(str(conf), QSettings.Format.IniFormat)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.database.setText(f"postgresql://scorer:{SECRET}@hall-laptop/club")
    assert dialog.save() is True
    settings.sync()
    written = conf.read_text()
    assert SECRET not in written
    assert settings.value(DATABASE_KEY) == "postgresql://scorer@hall-laptop/club"
    # the keyring's key is the URL without the password; the password is its value only
    assert memory_keyring.kept == {(SERVICE, "postgresql://scorer@hall-laptop/club"): SECRET}
    assert load_password(str(settings.value(DATABASE_KEY))) == SECRET


def test_a_computer_without_a_keyring_keeps_no_password_anywhere(qtbot, tmp_path):
    import keyring
    from keyring.backends.fail import Keyring as NoKeyring

    before = keyring.get_keyring()
    keyring.set_keyring(NoKeyring())
    try:
        conf = tmp_path / "clubapp.conf"
        settings = QSettings(str(conf), QSettings.Format.IniFormat)
        dialog = SettingsDialog(settings)
        qtbot.addWidget(dialog)
        dialog.database.setText(f"postgresql://scorer:{SECRET}@hall-laptop/club")
        assert dialog.save() is False  # the window says the password will be asked at start
        settings.sync()
        assert SECRET not in conf.read_text()
        assert needs_password(str(settings.value(DATABASE_KEY)))
        assert not save_password("postgresql://scorer@hall-laptop/club", SECRET)
    finally:
        keyring.set_keyring(before)


@pytest.mark.parametrize("text", [
    f"cannot use database 'mysql://scorer:{SECRET}@localhost/x': No module named 'MySQLdb'",
    f"postgresql+psycopg://scorer@/club?host=/tmp&password={SECRET}&port=5",
    f"dbname=club user=scorer password={SECRET} host=hall",
    f"(psycopg.OperationalError) postgresql://scorer:{SECRET}@h/c failed",
])
def test_redact_hides_every_password(text):
    said = redact(text)
    assert SECRET not in said and "***" in said


def test_the_command_line_never_prints_a_password(capsys):
    code = main(["--db", f"mysql://scorer:{SECRET}@localhost/x", "season", "list"])
    out, err = capsys.readouterr()
    assert code == 2
    assert SECRET not in out + err
    assert err.startswith("clubapp: databases of the kind 'mysql' cannot be used")


def test_the_window_never_shows_a_password(qtbot, capsys):
    from clubapp.ui.app import _open_services

    shown: list[str] = []

    def read_and_close():
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(10, read_and_close)
            return
        shown.append(box.text())
        box.close()

    QTimer.singleShot(0, read_and_close)
    assert _open_services(f"mysql://scorer:{SECRET}@localhost/x") is None
    assert shown and "mysql" in shown[0] and SECRET not in shown[0]
    assert SECRET not in capsys.readouterr().err
