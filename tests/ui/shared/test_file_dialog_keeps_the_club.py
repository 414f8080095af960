"""Choosing a file beside the club file loses nothing (found by the club-evening night): Qt's
own file list opened and closed ``club.sqlite`` to read its type, which dropped the locks SQLite
held on it; the next program to open and close the club deleted its log, and what the window
wrote afterwards never reached the file. The program's file dialogs read no file they list."""

from __future__ import annotations

import sqlite3
import subprocess
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QTreeView

from clubapp.services import Services
from clubapp.ui.shared.file_dialogs import open_file_name


def _listed_then_closed(qtbot, folder) -> list[str]:
    """The program's open-a-file dialog shown on ``folder`` until its list is filled; the
    names it listed."""
    names: list[str] = []

    def read(attempts: int = 200) -> None:
        dialog = QApplication.activeModalWidget()
        view = dialog.findChild(QTreeView, "treeView") if isinstance(dialog, QFileDialog) \
            else None
        model = view.model() if view is not None else None
        if (model is None or model.rowCount(view.rootIndex()) < 2) and attempts:
            QTimer.singleShot(20, lambda: read(attempts - 1))
            return
        if model is not None:
            root = view.rootIndex()
            names.extend(str(model.index(r, 0, root).data()) for r in range(model.rowCount(root)))
            # what the type column says is worked out from the name alone
            names.extend(str(model.index(r, 2, root).data()) for r in range(model.rowCount(root)))
        dialog.reject()

    QTimer.singleShot(0, read)
    open_file_name(None, "Member list", str(folder), "All files (*)")
    return names


def _other_program_opens_and_closes(path) -> None:
    """What ``clubapp serve``, the command line or another window does to the club file."""
    subprocess.run([sys.executable, "-c", "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
                    "c.execute('select count(*) from member').fetchall(); c.close()",
                    str(path)], check=True)


def test_what_the_window_writes_after_a_file_dialog_reaches_the_club_file(qtbot, qapp,
                                                                         tmp_path, empty_club):
    path = empty_club
    (tmp_path / "members.csv").write_text("name\nAnn Hale\n", encoding="utf-8")
    services = Services.open(str(path))
    try:
        services.members.add("Bob Kerr")
        listed = _listed_then_closed(qtbot, tmp_path)
        assert "club.sqlite" in listed and "members.csv" in listed
        _other_program_opens_and_closes(path)
        services.members.add("Cat Voss")
        _other_program_opens_and_closes(path)
        with sqlite3.connect(str(path)) as other:  # another program reads the club
            names = {row[0] for row in other.execute("SELECT name FROM member")}
        assert names == {"Bob Kerr", "Cat Voss"}
    finally:
        services.close()
