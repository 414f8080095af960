"""`clubapp import members FILE --lang ru`: the preview's reasons and the file's faults in the
chosen language, in the same JSON as in English (reasons and problems are strings)."""

from __future__ import annotations

import pytest

from tests.cli.shell import Shell
from tests.services.test_member_csv_russian import foreign_words

LIST = ("Фамилия;Имя;E-mail;Дата вступления;Выбыл\n"
        "Хейл;Энн;;;\n"  # already a member (as the club writes her: "Энн Хейл")
        "Орлов;Пётр;petr@club;;\n"
        "Зайцева;Нина;;1 марта 2024;\n"
        "Белова;Ольга;;;может быть\n"
        "Соколов;Глеб;;;\n"
        "соколов;глеб;;;\n"
        ";;;;\n"
        "Лебедева;Дина;dina@club.ru;01.02.2023;нет\n").encode("cp1251")


@pytest.fixture
def place(tmp_path, empty_club, capsys, monkeypatch):
    """A club with one retired member and one who plays, and the list to import."""
    shell = Shell(str(empty_club), capsys, monkeypatch)
    shell.json("member", "add", "Энн Хейл")
    (tmp_path / "list.csv").write_bytes(LIST)
    return tmp_path, shell


def test_the_preview_says_why_each_row_is_not_taken_in_russian(place):
    folder, shell = place
    english = shell.json("import", "members", folder / "list.csv")
    russian = shell.json("import", "members", folder / "list.csv", lang="ru")
    assert russian.keys() == english.keys()
    assert russian["taken"] == english["taken"] == [{"row": 6, "name": "Глеб Соколов"},
                                                    {"row": 9, "name": "Дина Лебедева"}]
    assert [(r["row"], r["reason"]) for r in english["rejected"]] == [
        (2, "already a member: Энн Хейл"),
        (3, "the e-mail 'petr@club' is not an address"),
        (4, "the date '1 марта 2024' is not written 2024-03-12 or 12.03.2024"),
        (5, "retired 'может быть': write yes or no"),
        (7, "the same name as row 6")]
    assert [(r["row"], r["name"], r["reason"]) for r in russian["rejected"]] == [
        (2, "Энн Хейл", "уже член клуба: Энн Хейл"),
        (3, "Пётр Орлов", "«petr@club» — не адрес электронной почты"),
        (4, "Нина Зайцева", "дата «1 марта 2024» записана не как 2024-03-12 или 12.03.2024"),
        (5, "Ольга Белова", "выбыл «может быть»: напишите «да» или «нет»"),
        (7, "глеб соколов", "то же имя, что в строке 6")]
    assert russian["problems"] == english["problems"] == []
    for row in russian["rejected"]:
        assert not foreign_words(row["reason"], LIST), row["reason"]
    assert [m["name"] for m in shell.json("member", "list")] == ["Энн Хейл"]  # a preview


def test_a_retired_member_is_named_so_in_the_language(place):
    folder, shell = place
    shell.json("member", "retire", "Энн Хейл")
    russian = shell.json("import", "members", folder / "list.csv", lang="ru")
    assert russian["rejected"][0]["reason"] == "уже член клуба: Энн Хейл (выбыл)"
    english = shell.json("import", "members", folder / "list.csv")
    assert english["rejected"][0]["reason"] == "already a member: Энн Хейл (retired)"


@pytest.mark.parametrize(("data", "encoding", "english", "russian"), [
    ("Ник;Почта\nАня;\n".encode(), "auto",
     "the file cannot be imported: no column gives the member's name",
     "файл нельзя импортировать: ни один столбец не содержит имени члена клуба"),
    ("Имя\nАнна\n".encode("cp1251"), "utf-8",
     "the file cannot be imported: the file cannot be read as UTF-8",
     "файл нельзя импортировать: файл нельзя прочитать в кодировке UTF-8"),
    ("ФИО;Имя и фамилия;Email;Почта\nАня;;;\n".encode(), "auto",
     "the file cannot be imported: two columns give the name: 'ФИО' and 'Имя и фамилия'; "
     "keep one; two columns give the e-mail: 'Email' and 'Почта'; keep one",
     "файл нельзя импортировать: два столбца содержат имя: «ФИО» и «Имя и фамилия»; "
     "оставьте один; два столбца содержат электронную почту: «Email» и «Почта»; оставьте "
     "один"),
    (b"", "auto", "the file cannot be imported: the file is empty",
     "файл нельзя импортировать: файл пуст"),
], ids=["no name", "encoding", "two problems", "empty"])
def test_a_file_that_cannot_be_imported_is_refused_in_the_language(place, data, encoding,
                                                                    english, russian):
    folder, shell = place
    (folder / "bad.csv").write_bytes(data)
    args = ("import", "members", folder / "bad.csv", "--encoding", encoding, "--yes")
    assert shell.refused(*args).startswith(english)
    said = shell.refused(*args, lang="ru")
    assert said.startswith(russian), said
    assert not foreign_words(said, data), said
    assert [m["name"] for m in shell.json("member", "list")] == ["Энн Хейл"]
