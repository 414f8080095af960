"""The real window in a test (offscreen, with qtbot): opened on a club file, its dialogs
answered, typed at as a person types, and its pictures kept for a person to look at."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from clubapp.services import Services
from clubapp.ui.main_window import MainWindow
from tests.helpers.paths import SCREENS

NAMES = ["Ann Lee", "Bob Hart", "Cat Moss", "Dan Ford"]  # four members for one table


def open_window(qtbot, path) -> MainWindow:
    """The main window on the club file ``path``, shown, exposed and active."""
    window = MainWindow(Services.open(str(path)))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window


def shoot(window: QWidget, name: str) -> Path:
    """The widget as tests/screens/<name>.png."""
    SCREENS.mkdir(exist_ok=True)
    path = SCREENS / f"{name}.png"
    assert window.grab().save(str(path))
    return path


def when_dialog_opens(action):
    """Run ``action(dialog)`` on the next modal dialog (the click that opens it blocks)."""

    def run():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, run)
            return
        action(dialog)

    QTimer.singleShot(0, run)


def answer_message(choice_text: str):
    """Click the button whose text contains ``choice_text`` on the next message box."""

    def click(box):
        assert isinstance(box, QMessageBox), box
        for button in box.buttons():
            if choice_text in button.text().replace("&", ""):
                button.click()
                return
        raise AssertionError(f"no button {choice_text!r} in {[b.text() for b in box.buttons()]}")

    when_dialog_opens(click)


def type_into_focus(qtbot, text: str = "", key=None) -> str:
    """Type at whatever has the keyboard focus, as a person does; return its object name."""
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    if text:
        qtbot.keyClicks(widget, text)
    if key is not None:
        qtbot.keyClick(widget, key)
    return widget.objectName()


def focused_name() -> str:
    """The object name of the widget with the keyboard focus ("" for none)."""
    widget = QApplication.focusWidget()
    return widget.objectName() if widget is not None else ""


def shown_errors(form) -> dict[str, str]:
    """Every message a score form shows now, by field ('' for the one above the form)."""
    shown = {name: ed.error.text() for name, ed in form.editors.items() if not ed.error.isHidden()}
    if not form.general_error.isHidden():
        shown[""] = form.general_error.text()
    return shown


def set_option(panel, name: str, value: Any) -> None:
    """Set a house rule on a table's setup page, as a scorer would click it."""
    assert panel.options_form is not None
    widget = panel.options_form.widgets[name]
    if isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox):
        widget.setValue(int(value))
    else:
        assert isinstance(widget, QComboBox)
        index = widget.findData(value)
        assert index >= 0, f"{name}: no choice {value!r}"
        widget.setCurrentIndex(index)
