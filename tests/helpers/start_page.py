"""The start page in a test: a new club's window, and the questions its dialogs ask answered."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from clubapp.services import Services
from clubapp.ui.main_window import MainWindow

asked: list[str] = []  # the dialogs shown, in order, by class name (a test clears it first)


def new_club_window(qtbot, tmp_path, qapp) -> MainWindow:
    """The window on a new club file in ``tmp_path``, shown and active, as at the first start."""
    qapp.setKeyboardInputInterval(0)
    window = MainWindow(Services.open(str(tmp_path / "club.sqlite")))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def when_shown(kind, action):
    """Run ``action(dialog)`` once a modal dialog of class ``kind`` is open (the click that
    opens it blocks; a question opened from a dialog's OK is waited for the same way)."""

    def run():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(10, run)
            return
        asked.append(type(dialog).__name__)
        action(dialog)

    QTimer.singleShot(0, run)


def type_names(*names: str):
    """An answer to the players' dialog: these names, one a line, then OK."""

    def fill(dialog) -> None:
        dialog.names.setPlainText("\n".join(names))
        dialog.accept()
    return fill


def question_of(dialog) -> str:
    return dialog.findChild(QLabel, "offer_question").text()


def press_enter(qtbot, dialog) -> None:
    """Enter, where the keyboard is: the first offer has it."""
    focused = dialog.focusWidget()
    assert focused is not None and focused.objectName() == "offer_0"
    qtbot.keyClick(focused, Qt.Key.Key_Return)
