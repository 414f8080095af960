"""The documents speak the window's language unless Settings says otherwise: a choice shown
as "As the window / English / Русский", never a second setting that silently stays English."""

from __future__ import annotations

import datetime as dt

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings

from clubapp.services import Services
from clubapp.ui.club.settings_dialog import SettingsDialog
from clubapp.ui.main_window import MainWindow
from clubapp.ui.printing.print_menu import report_setup
from clubapp.ui.shared import i18n
from clubapp.ui.shared.settings_keys import LANG_KEY
from tests.helpers.window import NAMES, when_dialog_opens


@pytest.fixture
def settings(tmp_path, qapp):
    i18n.install_language("en")
    yield QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    i18n.install_language("en")


def test_documents_follow_the_window_until_another_language_is_chosen(settings, qtbot):
    assert report_setup(settings, "Club").lang == "en"
    i18n.install_language("ru")
    assert report_setup(settings, "Club").lang == "ru"
    dialog = SettingsDialog(settings, None)
    qtbot.addWidget(dialog)
    choice = dialog.report_lang
    assert choice.currentIndex() == 0 and choice.currentText() == "Как в окне"
    assert [choice.itemText(i) for i in range(choice.count())][1:] == ["English", "Русский"]
    dialog.save()  # saved untouched: still "as the window"
    i18n.install_language("en")
    assert report_setup(settings, "Club").lang == "en"
    choice.setCurrentIndex(choice.findData("en"))
    dialog.save()
    i18n.install_language("ru")
    assert report_setup(settings, "Club").lang == "en"  # chosen, so kept whatever the window


def test_the_first_print_after_switching_the_window_to_russian_is_russian(settings, qtbot,
                                                                         tmp_path, empty_club):
    path = empty_club
    services = Services.open(str(path))
    ids = [services.members.add(n).id for n in NAMES]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Friday euchre")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "euchre")
    services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
    services.close()
    settings.setValue("reports/language", "en")  # what the old dialog saved, chosen or not
    window = MainWindow(Services.open(str(path)), settings)
    qtbot.addWidget(window)
    window.show()

    def to_russian(dialog):
        dialog.language.setCurrentIndex(dialog.language.findData("ru"))
        dialog.apply_club()

    when_dialog_opens(to_russian)
    window.open_settings()
    assert i18n.current_language() == "ru"
    assert settings.value(LANG_KEY) == ""  # the documents: as the window
    window.open_evening(evening.id)
    window.print_menu.score_sheet()
    preview = window.print_menu.last
    text = PdfReader(str(preview.save_as(tmp_path / "sheet.pdf"))).pages[0].extract_text()
    assert "Эвхр" in text or "эвхр" in text.lower()
    assert "Dealer" not in text and "Deal" not in text.split()
    preview.reject()
    window.close()
