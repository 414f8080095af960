"""The CSV import dialog in Russian with real widgets: why each row is not taken and what is
wrong with a file are said in the window's language (the club-evening night found
«не взят(а): no name»), with a screenshot under tests/screens."""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.services import Services
from clubapp.ui.club.import_dialog import ImportDialog
from tests.helpers.paths import SCREENS
from tests.services.test_member_csv_russian import foreign_words

LIST = ("Фамилия;Имя;E-mail;Дата вступления;Выбыл\n"
        "Хейл;Энн;;;\n"
        "Орлов;Пётр;petr@club;;\n"
        "Зайцева;Нина;;1 марта 2024;\n"
        "Белова;Ольга;;;может быть\n"
        "Соколов;Глеб;;;\n"
        "соколов;глеб;;;\n"
        ";;ivan@club.ru;;\n"
        "Лебедева;Дина;dina@club.ru;1850-01-01;\n"
        "Кузнецов;Иван;ivan@club.ru;01.02.2023;нет;лишнее\n"
        "Смирнова;Ада;ada@club.ru;2024-03-12;да\n").encode("cp1251")


@pytest.fixture
def services(empty_club):
    opened = Services.open(str(empty_club))
    opened.members.set_retired(opened.members.add("Энн Хейл").id, True)
    yield opened
    opened.close()


def open_dialog(qtbot, services, path) -> ImportDialog:
    dialog = ImportDialog(services, path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_why_each_row_is_not_taken_is_said_in_russian(qtbot, russian, services, tmp_path):
    path = tmp_path / "members.csv"
    path.write_bytes(LIST)
    dialog = open_dialog(qtbot, services, path)
    verdicts = [dialog.table.item(r, 6).text() for r in range(dialog.table.rowCount())]
    assert verdicts == [
        "не взят(а): уже член клуба: Энн Хейл (выбыл)",
        "не взят(а): «petr@club» — не адрес электронной почты",
        "не взят(а): дата «1 марта 2024» записана не как 2024-03-12 или 12.03.2024",
        "не взят(а): выбыл «может быть»: напишите «да» или «нет»",
        "будет добавлен(а)",
        "не взят(а): то же имя, что в строке 6",
        "не взят(а): нет имени",
        f"не взят(а): дата «1850-01-01» вне допустимых лет (с 1900 по {dt.date.today().year})",
        "не взят(а): 6 ячеек, а в заголовке 5 столбцов (запятая внутри имени? заключите "
        "такую ячейку в кавычки)",
        "будет добавлен(а)"]
    assert [dialog.table.item(r, 1).text() for r in (4, 9)] == ["Глеб Соколов", "Ада Смирнова"]
    for text in verdicts:
        assert not foreign_words(text, LIST), text
    assert not dialog.problems.isVisible()
    assert dialog.import_button.isEnabled()
    assert dialog.grab().save(str(SCREENS / "ru_import_members.png"))


def test_a_file_that_cannot_be_read_is_said_in_russian(qtbot, russian, services, tmp_path):
    path = tmp_path / "members.csv"
    path.write_bytes(LIST)
    dialog = open_dialog(qtbot, services, path)
    dialog.encoding.setCurrentIndex(dialog.encoding.findData("utf-8"))
    assert dialog.problems.text() == ("файл нельзя прочитать в кодировке UTF-8: сохраните его "
                                      "из таблицы в формате «CSV UTF-8»")
    assert not dialog.import_button.isEnabled() and dialog.table.rowCount() == 0
    both = tmp_path / "both.csv"
    both.write_bytes("ФИО;Имя и фамилия;Почта\nАнна;;\n".encode())
    dialog.encoding.setCurrentIndex(dialog.encoding.findData("auto"))
    dialog.load_file(both)
    assert dialog.problems.text() == ("два столбца содержат имя: «ФИО» и «Имя и фамилия»; "
                                      "оставьте один")
    assert [dialog.table.item(0, 6).text()] == ["не взят(а): столбцы файла неверны (см. выше)"]
    assert not dialog.import_button.isEnabled()
    assert dialog.grab().save(str(SCREENS / "ru_import_members_wrong_columns.png"))


def test_an_import_refused_meanwhile_says_why_in_russian(qtbot, russian, services, tmp_path):
    path = tmp_path / "members.csv"
    path.write_bytes(LIST)
    dialog = open_dialog(qtbot, services, path)
    services.members.add("Глеб Соколов")  # on another computer
    dialog.import_button.click()
    assert dialog.imported == [] and dialog.isVisible()
    assert dialog.problems.text().startswith("Список членов клуба изменился после просмотра")
    assert "не взят(а): уже член клуба: Глеб Соколов" in [
        dialog.table.item(r, 6).text() for r in range(dialog.table.rowCount())]
    assert sorted(m.name for m in services.members.list()) == ["Глеб Соколов", "Энн Хейл"]
