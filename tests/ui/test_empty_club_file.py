"""An empty file is not a club (issue 27, item 3): a club file truncated to 0 bytes by a failed
copy or a sync tool is refused, on the command line (exit 2, one line, the file still 0 bytes)
and in the window, which says the same and offers to open another file or to start a new club
in that file on purpose."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox

from clubapp.services import Services
from clubapp.ui.app import _open_services

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang, words", [
    ("en", "is empty (0 bytes): it is not a club; it was not changed. A new club is made only "
           "where no file exists"),
    ("ru", "пуст (0 байт): это не клуб; файл не изменён. Новый клуб создаётся только там, где "
           "файла ещё нет")])
def test_the_command_line_refuses_an_empty_file_and_leaves_it_empty(tmp_path, lang, words):
    empty = tmp_path / "club.sqlite"
    empty.write_bytes(b"")
    for command in (["member", "list"], ["member", "add", "Ann"], ["evening", "list"]):
        done = subprocess.run([sys.executable, "-m", "clubapp", "--db", str(empty), "--lang",
                               lang, *command], cwd=ROOT, capture_output=True, text=True,
                              timeout=120, stdin=subprocess.DEVNULL)
        assert done.returncode == 2, done.stderr
        assert done.stdout == ""
        assert done.stderr == f"clubapp: {empty} {words}\n"
        assert empty.stat().st_size == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.sqlite"]  # no journal, no log


def answer_boxes(choices: list[str], seen: list[str]) -> None:
    """Answer each box that opens with the next of ``choices``: a button's text (the empty-file
    question) or a file's path (the file dialog); note each box's text in ``seen``."""
    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QMessageBox) and dialog.objectName() == "empty_club_file":
            seen.append(dialog.text())
            wanted = choices.pop(0)
            for button in dialog.buttons():
                if button.text().replace("&", "") == wanted:
                    button.click()
                    break
            else:
                raise AssertionError(f"no button {wanted!r}")
        elif isinstance(dialog, QFileDialog):
            seen.append("file dialog")
            dialog.findChild(QLineEdit, "fileNameEdit").setText(choices.pop(0))  # typed
            dialog.accept()
        if choices:
            QTimer.singleShot(20, run)

    QTimer.singleShot(0, run)


def test_the_window_offers_a_new_club_in_the_empty_file_on_purpose(tmp_path, qtbot):
    empty = tmp_path / "club.sqlite"
    empty.write_bytes(b"")
    seen: list[str] = []
    answer_boxes(["Start a new club in this file"], seen)
    services = _open_services(str(empty))
    assert services is not None
    try:
        services.members.add("Ann Hale")
    finally:
        services.close()
    assert seen == [f"{empty} is empty (0 bytes): it is not a club; it was not changed. A new "
                    "club is made only where no file exists"]
    assert empty.stat().st_size > 0
    again = Services.open(str(empty))
    try:
        assert [m.name for m in again.members.list()] == ["Ann Hale"]
    finally:
        again.close()


def test_the_window_opens_another_file_instead(tmp_path, qtbot):
    club = tmp_path / "kept.sqlite"
    made = Services.open(str(club))
    made.members.add("Bob Kerr")
    made.close()
    empty = tmp_path / "club.sqlite"
    empty.write_bytes(b"")
    seen: list[str] = []
    answer_boxes(["Open another file…", str(club)], seen)
    services = _open_services(str(empty))
    assert services is not None
    try:
        assert [m.name for m in services.members.list()] == ["Bob Kerr"]
    finally:
        services.close()
    assert seen[1] == "file dialog"
    assert empty.stat().st_size == 0


def test_cancelling_leaves_the_empty_file_as_it_was(tmp_path, qtbot):
    empty = tmp_path / "club.sqlite"
    empty.write_bytes(b"")
    seen: list[str] = []
    answer_boxes(["Cancel"], seen)
    assert _open_services(str(empty)) is None
    assert len(seen) == 1
    assert empty.stat().st_size == 0
    assert json.dumps(sorted(p.name for p in tmp_path.iterdir())) == '["club.sqlite"]'
