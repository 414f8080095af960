"""A seat box does what the keys say (issue 36, item 6): the space types through, Russian
letters find members.

In the real window, with Russian letters sent as a Russian keyboard sends them: «Анна П» typed
into a seat (the space did open the seat's list, and «П» was lost) finds «Анна Петрова»;
«БС» (the initials) and «ББ» (one letter typed again, a single member beginning with it) find
«Борис Смирнов», as does the start of his surname; «Ал Пе» finds «Александра Петрова»; what
matches nobody leaves the seat as it was and says so; Backspace takes back a letter.
"""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QEvent, QRect, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from clubapp.services import Services
from clubapp.ui.evening.seat_box import find_member
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared import i18n, screen_fit
from tests.ui.evening.test_club_evening import SCREENS
from tests.ui.evening.typed_keys import type_text

MEMBERS = ["Александра Иванова", "Александра Петрова", "Анна Белова", "Анна Петрова",
           "Борис Смирнов", "Семён Фролов", "Вера Громова"]


def test_what_typed_finds():
    names = sorted(MEMBERS)
    found = {typed: names[i] if (i := find_member(names, typed)) is not None else None
             for typed in ("Анна П", "анна п", "Ал Пе", "БС", "бс", "ББ", "Смир", "семен",
                           "ВГ", "Громова", "Щ", "Анна Х", "ААА")}
    assert found == {"Анна П": "Анна Петрова", "анна п": "Анна Петрова",
                     "Ал Пе": "Александра Петрова", "БС": "Борис Смирнов",
                     "бс": "Борис Смирнов", "ББ": "Борис Смирнов", "Смир": "Борис Смирнов",
                     "семен": "Семён Фролов", "ВГ": "Вера Громова", "Громова": "Вера Громова",
                     "Щ": None, "Анна Х": None,
                     # a letter typed three times: the third member beginning with it
                     "ААА": "Анна Белова"}


@pytest.fixture
def window(qtbot, tmp_path, empty_club, qapp, monkeypatch):
    screen = QRect(0, 0, 1366, 768)
    monkeypatch.setattr(screen_fit, "available", lambda _widget: screen)
    assert i18n.install_language("ru")
    interval = qapp.keyboardInputInterval()
    qapp.setKeyboardInputInterval(400)
    path = empty_club
    services = Services.open(str(path))
    for name in MEMBERS:
        services.members.add(name)
    evening = services.evenings.create(dt.date(2026, 3, 6), "Пятница").id
    services.evenings.add_table(evening)
    services.close()
    opened = MainWindow(Services.open(str(path)),
                        QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(opened)
    opened.resize(1012, 560)
    opened.show()
    qtbot.waitExposed(opened)
    opened.activateWindow()
    qtbot.waitUntil(opened.isActiveWindow)
    opened.open_evening(evening)
    yield opened
    opened.services.close()
    opened.close()
    qapp.setKeyboardInputInterval(interval)
    i18n.install_language("en")


def test_a_seat_takes_a_name_and_its_space(window, qtbot):
    panel = window.evening_page.panel
    panel.setup.choose_game("whist-ru")
    seats = panel.seat_combos
    seats[0].setFocus()
    qtbot.waitUntil(seats[0].hasFocus)
    type_text(seats[0], "Анна П")
    assert not seats[0].view().isVisible(), "the space opened the seat's list"
    assert seats[0].currentText() == "Анна Петрова"
    assert seats[0].toolTip() == "Анна Петрова"
    qtbot.keyClick(seats[0], Qt.Key.Key_Tab)  # the next seat: a search of its own
    assert QApplication.focusWidget() is seats[1]
    type_text(seats[1], "ББ")
    assert seats[1].currentText() == "Борис Смирнов"
    qtbot.keyClick(seats[1], Qt.Key.Key_Tab)
    type_text(seats[2], "Ал Пе")
    assert seats[2].currentText() == "Александра Петрова"
    qtbot.keyClick(seats[2], Qt.Key.Key_Backspace)
    qtbot.keyClick(seats[2], Qt.Key.Key_Backspace)
    type_text(seats[2], "И")  # «Ал И»
    assert seats[2].currentText() == "Александра Иванова"
    qtbot.keyClick(seats[2], Qt.Key.Key_Tab)
    type_text(seats[3], "Щ")  # nobody: the seat stays empty, and the setup says why
    assert seats[3].currentData() is None and seats[3].currentText() == "—"
    assert panel.setup_error.text() == "Нет участника «Щ»"
    qtbot.keyClick(seats[3], Qt.Key.Key_Backspace)
    qtbot.wait(1100)  # a pause: a new search
    type_text(seats[3], "БС")
    assert seats[3].currentText() == "Борис Смирнов" and panel.setup_error.text() == ""
    seats[3].setCurrentIndex(seats[3].findText("Вера Громова"))
    # a space alone opens nothing and chooses nothing; F4 still opens the list
    type_text(seats[3], " ")
    assert not seats[3].view().isVisible() and seats[3].currentText() == "Вера Громова"
    for width, height in ((1012, 560), (1354, 728)):
        window.resize(width, height)
        QApplication.processEvents()
        assert window.grab().save(str(SCREENS / f"seat_keys_{width + 12}_ru.png"))
    QApplication.sendEvent(seats[3], QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_F4,
                                               Qt.KeyboardModifier.NoModifier))
    qtbot.waitUntil(seats[3].view().isVisible)
    seats[3].hidePopup()
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert panel.view is not None and panel.view.players == (
        "Анна Петрова", "Борис Смирнов", "Александра Иванова", "Вера Громова")
