"""Help → User guide (F1) opens the built guide in the window's language, offline, in the
system's browser; where the guide was never built, the window says how to build it.

The browser is Qt's to start: the test hands the ``file`` scheme to a handler of its own
(``QDesktopServices.setUrlHandler``, the mechanism Qt gives for it), which notes the address
instead of starting a browser. The guide is the real one, built by MkDocs from docs/.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QSettings, Qt, QTimer, QUrl, Slot
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from clubapp.services import Services
from clubapp.ui.shared import i18n
from clubapp.ui.shared.user_guide import GUIDE_ENV
from tests.docs.guide_build import build_guide


class Opened(QObject):
    """Where Qt was asked to open a file: the system's browser, as far as the window knows."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url)


@pytest.fixture(scope="module")
def built_guide(tmp_path_factory) -> Path:
    return build_guide(tmp_path_factory.mktemp("guide"))


@pytest.fixture
def opened(qapp):
    handler = Opened()
    QDesktopServices.setUrlHandler("file", handler, "open")
    yield handler
    QDesktopServices.unsetUrlHandler("file")


def window_in(qtbot, tmp_path, lang: str):
    from clubapp.ui.main_window import MainWindow

    assert i18n.install_language(lang)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    # the test's empty_club: migrated once, copied here
    window = MainWindow(Services.open(str(tmp_path / "club.sqlite")), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window


def guide_action(window):
    return next(action for action in window.findChildren(type(window.undo_action))
                if action.objectName() == "user_guide_action")


@pytest.fixture
def closed_after(qtbot):
    windows = []
    yield windows
    for window in windows:
        window.services.close()
        window.close()
    i18n.install_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_f1_opens_the_guide_in_the_windows_language(qtbot, tmp_path, monkeypatch, built_guide,
                                                    empty_club, opened, closed_after, lang):
    monkeypatch.setenv(GUIDE_ENV, str(built_guide))
    window = window_in(qtbot, tmp_path, lang)
    closed_after.append(window)
    action = guide_action(window)
    assert action.text().replace("&", "") == {"en": "User guide",
                                              "ru": "Руководство пользователя"}[lang]
    assert QKeySequence("F1") in action.shortcuts()
    help_menu = action.associatedObjects()[-1]
    assert help_menu.title().replace("&", "") == {"en": "Help", "ru": "Справка"}[lang]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F1)  # as a person does
    qtbot.waitUntil(lambda: len(opened.urls) == 1, timeout=2000)
    page = Path(opened.urls[0].toLocalFile())
    assert opened.urls[0].isLocalFile()
    assert page == built_guide / lang / "index.html" and page.is_file()
    assert re.search(f'<html[^>]* lang="{lang}"', page.read_text(encoding="utf-8"))


def test_the_guide_follows_a_change_of_language(qtbot, tmp_path, monkeypatch, built_guide,
                                                empty_club, opened, closed_after):
    monkeypatch.setenv(GUIDE_ENV, str(built_guide))
    window = window_in(qtbot, tmp_path, "en")
    closed_after.append(window)
    window.retranslate("ru")  # File → Settings → Language: the menus are built anew
    guide_action(window).trigger()
    assert [Path(url.toLocalFile()) for url in opened.urls] == [built_guide / "ru" / "index.html"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_unbuilt_guide_is_said_with_how_to_build_it(qtbot, tmp_path, monkeypatch, opened,
                                                       empty_club, closed_after, lang):
    nowhere = tmp_path / "no-guide"
    monkeypatch.setenv(GUIDE_ENV, str(nowhere))
    window = window_in(qtbot, tmp_path, lang)
    closed_after.append(window)
    said: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, read_and_close)
            return
        said.append(box.windowTitle() + "\n" + box.text())
        box.accept()

    QTimer.singleShot(0, read_and_close)
    guide_action(window).trigger()
    assert opened.urls == []  # nothing to open: no browser was started
    assert len(said) == 1
    text = said[0]
    assert "./setup.sh" in text and str(nowhere) in text and "F1" in text
    if lang == "ru":
        from tests.ui.test_translations import english_words

        assert "Руководство пользователя" in text and "не собрано" in text
        assert english_words(text) == []
    else:
        assert "not built" in text


def test_the_installed_bundle_carries_the_guide_where_the_window_looks(monkeypatch, tmp_path):
    """The PyInstaller spec puts the built guide at guide/<language> in the bundle, and the
    window looks there when it runs from a bundle (sys._MEIPASS, PyInstaller's own mark)."""
    from clubapp.ui.shared.user_guide import guide_page

    spec = (Path(__file__).resolve().parents[3] / "installer" / "clubapp.spec").read_text()
    assert '(str(GUIDE / lang), f"guide/{lang}")' in spec and "mkdocs" in spec
    monkeypatch.delenv(GUIDE_ENV, raising=False)
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert guide_page("ru") == tmp_path / "guide" / "ru" / "index.html"
    monkeypatch.delattr("sys._MEIPASS")
    checkout = Path(__file__).resolve().parents[3]
    assert guide_page("en") == checkout / "site" / "en" / "index.html"  # where setup.sh builds
    assert guide_page("de") == checkout / "site" / "en" / "index.html"  # a language it lacks
