"""File → Publish results…: the dialog builds the site where the organiser chose, says what it
wrote in one line, remembers the choices, uploads to a folder, opens the site, says a refusal
in the window's language; in the real window at 1024×600 and 1366×768, English and Russian
(pictures: ``tests/screens/publish_*.png``)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QObject, QSettings, QUrl, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication

from clubapp.services import Services
from clubapp.ui.club.publish_dialog import (
    FOLDER_KEY,
    LANGUAGE_KEY,
    TARGET_KEY,
    PublishDialog,
)
from tests.helpers.clubs import euchre_club
from tests.helpers.databases import copy_club
from tests.helpers.screen_words import KEPT, LATIN_WORD, shown_texts
from tests.helpers.window import shoot


@pytest.fixture
def club(tmp_path, club_template):
    path, _evening, _game = euchre_club(copy_club(club_template, tmp_path / "club.sqlite"))
    services = Services.open(str(path))
    yield services
    services.close()


@pytest.fixture(autouse=True)
def english(qapp):
    """The window's words in English (its catalogue holds the plural forms)."""
    from clubapp.ui.shared import i18n

    assert i18n.install_language("en")


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def dialog_on(qtbot, club, settings) -> PublishDialog:
    dialog = PublishDialog(club, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


class Opened(QObject):
    """Where the dialog asked the system to open a file (Qt's own hook for file:// URLs)."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url)


def test_publish_writes_the_site_says_so_and_remembers_the_choices(qtbot, club, settings,
                                                                   tmp_path):
    dialog = dialog_on(qtbot, club, settings)
    folder = tmp_path / "site"
    dialog.folder.setText(str(folder))
    dialog.language.setCurrentIndex(dialog.language.findData("both"))
    assert not dialog.open_button.isEnabled()  # nothing built there yet
    assert dialog.publish()
    pages = len(list(folder.rglob("*.html"))) + 1  # and the style sheet
    assert dialog.result_line.text() == f"{pages} pages, {pages} written"
    assert (folder / "en" / "index.html").is_file() and (folder / "ru" / "index.html").is_file()
    assert settings.value(FOLDER_KEY) == str(folder) and settings.value(LANGUAGE_KEY) == "both"
    assert dialog.publish()
    assert dialog.result_line.text() == f"{pages} pages, 0 written"
    again = dialog_on(qtbot, club, settings)  # the next time: as chosen
    assert again.folder.text() == str(folder) and again.language.currentData() == "both"
    opened = Opened()
    QDesktopServices.setUrlHandler("file", opened, "open")
    try:
        assert again.open_button.isEnabled()
        again.open_button.click()
    finally:
        QDesktopServices.unsetUrlHandler("file")
    assert [u.toLocalFile() for u in opened.urls] == [str(folder / "index.html")]


def test_the_site_is_uploaded_to_a_folder_after_it_is_built(qtbot, club, settings, tmp_path):
    dialog = dialog_on(qtbot, club, settings)
    dialog.folder.setText(str(tmp_path / "site"))
    dialog.target.setText(str(tmp_path / "synced"))
    assert dialog.publish()
    sent = len([p for p in (tmp_path / "site").rglob("*")
                if p.is_file() and p.name != ".clubapp-publish.json"])
    assert dialog.result_line.text().splitlines()[1] == (f"Uploaded to {tmp_path / 'synced'}: "
                                                    f"{sent} sent, 0 deleted")
    assert (tmp_path / "synced" / "index.html").is_file()
    assert settings.value(TARGET_KEY) == str(tmp_path / "synced")


def test_a_folder_that_is_a_file_is_refused_in_the_windows_language(qtbot, club, settings,
                                                                    tmp_path, russian):
    dialog = dialog_on(qtbot, club, settings)
    file = tmp_path / "site"
    file.write_text("keep me")
    dialog.folder.setText(str(file))
    assert not dialog.publish()
    assert dialog.result_line.text() == f"{file} — файл, а не папка: укажите папку для сайта"
    assert file.read_text() == "keep me" and settings.value(FOLDER_KEY) is None
    others = [f"{where}: {text}" for where, text in shown_texts(dialog)
              if [w for w in LATIN_WORD.findall(re.sub(r"\S*/\S*", " ", text))
                  if w not in KEPT]]
    assert others == []  # every word of the dialog in Russian


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)], ids=["1024x600", "1366x768"])
def test_pictures_of_the_dialog_from_the_file_menu(qtbot, tmp_path, club_template, settings,
                                                   lang, size):
    from clubapp.ui.main_window import MainWindow
    from clubapp.ui.shared import i18n

    path, _evening, _game = euchre_club(copy_club(club_template, tmp_path / "club.sqlite"))
    settings.setValue(FOLDER_KEY, str(tmp_path / "site"))
    assert i18n.install_language(lang)
    try:
        window = MainWindow(Services.open(str(path)), settings)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        action = window.findChild(QObject, "publish_results_action")
        assert action.text() in ("P&ublish results…", "О&публиковать результаты…")
        action.trigger()
        dialog = window.findChild(PublishDialog)
        qtbot.waitExposed(dialog)
        assert dialog.publish()
        QApplication.processEvents()
        geometry, screen = dialog.frameGeometry(), window.geometry()
        assert dialog.width() <= size[0] and dialog.height() <= size[1]
        pages = len(list((tmp_path / "site").rglob("*.html"))) + 1  # and the style sheet
        assert dialog.result_line.text() == (f"{pages} pages, {pages} written" if lang == "en"
                                        else f"{pages} страниц, записано: {pages}")
        shoot(dialog, f"publish_dialog_{lang}_{size[0]}x{size[1]}")
        assert geometry.width() <= screen.width() + 40
        dialog.close()
    finally:
        i18n.install_language("en")
