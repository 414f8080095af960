"""A database refusal that reaches the window is said in words (issue 35, item 4): an error
raised in a slot (a click) shows a box instead of only a trace on stderr."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from sqlalchemy.exc import IntegrityError

from clubapp.ui.app import said_in_a_box


def test_an_error_raised_by_a_click_is_said_in_a_box(qtbot, monkeypatch, capsys):
    monkeypatch.setattr(sys, "excepthook", said_in_a_box)
    button = QPushButton("Add table")
    qtbot.addWidget(button)

    def clash() -> None:
        raise IntegrityError("INSERT INTO play_table …", {}, Exception(
            'duplicate key value violates unique constraint "play_table_evening_id_number_key"'))

    button.clicked.connect(clash)
    seen: list[tuple[str, str]] = []

    def read_the_box() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == "unexpected_error":
            seen.append((box.text(), box.detailedText()))
            box.accept()
        else:
            QTimer.singleShot(20, read_the_box)

    QTimer.singleShot(0, read_the_box)
    button.click()
    assert seen and seen[0][0].startswith("Another computer changed the same thing at the same "
                                          "moment, so this change was not saved.")
    assert "IntegrityError" in seen[0][1]
    assert "duplicate key value" in capsys.readouterr().err  # the whole trace, for a report
