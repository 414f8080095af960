"""The CSV import dialog with real widgets: the preview of every row, then all or nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from clubapp.services import Services
from clubapp.ui.club.import_dialog import ImportDialog

LIST = ("Фамилия;Имя;E-mail;Дата вступления\r\n"
        "Орлов;Пётр;petr@club.ru;01.02.2023\r\n"
        "Зайцева;Нина;;1 марта 2024\r\n"
        "Lee;Ann;ann@club.org;\r\n").encode("cp1251")


@pytest.fixture
def services(empty_club):
    opened = Services.open(str(empty_club))
    yield opened
    opened.close()


def open_dialog(qtbot, services, path) -> ImportDialog:
    dialog = ImportDialog(services, path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def verdicts(dialog):
    return [(dialog.table.item(r, 1).text(), dialog.table.item(r, 6).text())
            for r in range(dialog.table.rowCount())]


def test_the_preview_lists_each_row_and_imports_the_taken_ones(qtbot, services, tmp_path):
    path = tmp_path / "members.csv"
    path.write_bytes(LIST)
    dialog = open_dialog(qtbot, services, path)
    assert verdicts(dialog) == [
        ("Пётр Орлов", "added"),
        ("Нина Зайцева", "not taken: the date '1 марта 2024' is not written 2024-03-12 or "
                         "12.03.2024"),
        ("Ann Lee", "added")]
    assert dialog.summary.text() == "2 members will be added, 1 row will not be taken (read as cp1251)."
    assert services.members.list() == []  # nothing before Import
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert [m.name for m in dialog.imported] == ["Пётр Орлов", "Ann Lee"]
    assert sorted(m.name for m in services.members.list()) == ["Ann Lee", "Пётр Орлов"]


def test_nothing_is_imported_when_the_list_changed_meanwhile(qtbot, services, tmp_path):
    path = tmp_path / "members.csv"
    path.write_bytes(LIST)
    dialog = open_dialog(qtbot, services, path)
    services.members.add("Ann Lee")  # on another computer
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert dialog.imported == [] and dialog.isVisible()
    assert "nothing was imported" in dialog.problems.text()
    assert ("Ann Lee", "not taken: already a member: Ann Lee") in verdicts(dialog)
    assert [m.name for m in services.members.list()] == ["Ann Lee"]


def test_a_wrong_encoding_or_a_missing_file_imports_nothing(qtbot, services, tmp_path):
    path = tmp_path / "members.csv"
    path.write_bytes(LIST)
    dialog = open_dialog(qtbot, services, path)
    dialog.encoding.setCurrentIndex(dialog.encoding.findData("utf-8"))
    assert dialog.problems.text().startswith("the file cannot be read as UTF-8")
    assert not dialog.import_button.isEnabled() and dialog.table.rowCount() == 0
    dialog.load_file(tmp_path / "gone.csv")
    assert dialog.problems.text().startswith("Cannot read gone.csv")
    assert not dialog.import_button.isEnabled()
