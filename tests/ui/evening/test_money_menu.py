"""The main window's Money menu (issue 33): Ctrl+M opens the open evening's Money window from
any page, and says what to do where no evening is open; where the Evening page's line has no
room for its *Money…* button (Russian, 1024 pixels, three tables) the button gives way and
the menu is the way in."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from clubapp.services import Services
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared import i18n, screen_fit
from tests.helpers.money_evening import LONG, money_evening
from tests.helpers.window import when_dialog_opens


def test_ctrl_m_opens_the_evenings_money_and_the_button_gives_way_when_short(
        qtbot, tmp_path, empty_club, monkeypatch):
    assert i18n.install_language("ru")
    try:
        monkeypatch.setattr(screen_fit, "available", lambda _w: QRect(0, 0, 1024, 570))
        path = empty_club
        services = Services.open(str(path))
        made = money_evening(services, LONG, lang="ru")
        window = MainWindow(services, QSettings(str(tmp_path / "s.ini"),
                                                QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1012, 530)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        told = []
        when_dialog_opens(lambda box: (told.append(box.text()), box.accept()))
        qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
        assert told and "Сначала откройте вечер" in told[0]
        window.go_to("Evening")
        window.open_evening(made.evening)
        qtbot.wait(50)
        page = window.evening_page
        assert not page.money_button.isVisible()  # the tables keep their room
        assert page.width() >= page.minimumSizeHint().width()
        window.go_to("Members")
        window.activateWindow()  # the message box had the keys
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
        money = page.money_window
        assert money is not None and money.isVisible()
        assert money.page.evening_id == made.evening
        assert money.page.title.text().startswith("Деньги: Пятничный криббедж")
        money.close()
        window.close()
    finally:
        i18n.install_language("en")
    assert QMessageBox
