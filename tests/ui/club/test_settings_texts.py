"""What the Settings and Backups dialogs say matches what the program does, in both languages:
a PIN is 4 digits or more or a pass phrase of 8 characters or more (``services/club.py``), and
backups are taken when an evening is closed and before every upgrade of the file's format, the
latter kept apart (``store/backup.py``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel

from clubapp.services import Services
from clubapp.services.club import MIN_DIGITS, MIN_PHRASE
from clubapp.store.backup import KEEP_UPGRADES
from clubapp.ui.club.backups_dialog import BackupsDialog
from clubapp.ui.club.settings_dialog import SettingsDialog
from clubapp.ui.shared import i18n


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.fixture
def services(empty_club):
    opened = Services.open(str(empty_club))
    yield opened
    opened.close()


def test_the_pin_field_says_the_pins_rule_and_the_rule_holds(qtbot, tmp_path, lang, services):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = SettingsDialog(settings, services)
    qtbot.addWidget(dialog)
    hint = dialog.pin_rule.text()
    assert str(MIN_DIGITS) in hint and str(MIN_PHRASE) in hint and "12" not in hint
    assert ("phrase" if lang == "en" else "фраза") in hint
    # as it says: a phrase of 8 characters is taken, 3 digits are refused
    dialog.new_pin.setText("three digits" if lang == "en" else "три цифры")
    dialog.new_pin_again.setText(dialog.new_pin.text())
    dialog.apply_club()
    assert dialog.error.text() == "" and services.club.has_pin()
    dialog = SettingsDialog(settings, services)
    qtbot.addWidget(dialog)
    dialog.new_pin.setText("123")
    dialog.new_pin_again.setText("123")
    dialog.old_pin.setText("three digits" if lang == "en" else "три цифры")
    dialog.apply_club()
    assert str(MIN_DIGITS) in dialog.error.text()


def test_the_backups_dialog_says_when_backups_are_taken(qtbot, lang, services):
    dialog = BackupsDialog(services)
    qtbot.addWidget(dialog)
    said = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert ("upgrade" if lang == "en" else "обновлени") in said
    assert ("closed" if lang == "en" else "закрыти") in said
    assert f" {KEEP_UPGRADES} " in said and f" {services.evenings.backups.keep} " in said


def test_a_new_pin_is_typed_twice_and_confirmed(qtbot, tmp_path, lang, services):
    """Issue 29, item 11: two different PINs are refused with nothing changed; the same PIN
    twice is set, and the dialog says so."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = SettingsDialog(settings, services)
    qtbot.addWidget(dialog)
    dialog.new_pin.setText("24680")
    dialog.new_pin_again.setText("24608")
    dialog.apply_club()
    assert dialog.error.text().startswith(
        "The two new PINs differ" if lang == "en" else "Два новых PIN не совпадают")
    assert not services.club.has_pin() and dialog.pin_set is None
    dialog.new_pin_again.setText("24680")
    dialog.apply_club()
    assert services.club.has_pin() and dialog.error.text() == ""
    assert dialog.pin_set.startswith(
        "The organiser's PIN is set" if lang == "en" else "PIN организатора задан")
