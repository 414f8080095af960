"""A member list previewed for a Russian-speaking organiser (clubapp.services.member_csv): every
reason a row is not taken and every fault of the file said in Russian holds no Latin word but
what the file itself holds (its names, e-mails, headings), the names of the members already
listed, and the names of the encodings, which Russian Excel shows in Latin too ("CSV UTF-8",
"Windows-1251")."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.services.member_csv import (
    ENCODING_NAMES,
    SAVE_AS,
    CsvRefused,
    all_problems,
    decode,
    parse_date,
    preview_members_csv,
)
from clubapp.words import Message, say

_FORMATS = re.compile("|".join(re.escape(n) for n in sorted(
    {*ENCODING_NAMES.values(), SAVE_AS, "CSV"}, key=len, reverse=True)))
EXISTING = {"ann lee": "Ann Lee", "old tom": Message("member_csv.retired_member",
                                                     name="Old Tom")}
LISTED = "Ann Lee, Old Tom"  # the names of EXISTING, as the club's list holds them


def foreign_words(said: str, data: bytes) -> list[str]:
    """The Latin words of a Russian text that neither the file (read as any of the encodings
    the preview reads, so that an echoed cell is found whichever it was read in) nor the
    club's list holds."""
    held = data.decode("latin-1") + data.decode("utf-16", errors="replace") + LISTED
    return [w for w in re.findall(r"[A-Za-z]{2,}", _FORMATS.sub(" ", said)) if w not in held]


def said_in_russian(data: bytes, encoding: str = "auto") -> list[str]:
    """Every reason and every problem of a file's preview, in Russian."""
    preview = preview_members_csv(data, EXISTING, encoding)
    messages = [*preview.problems, *(r.reason for r in preview.rejected)]
    if preview.problems:
        messages.append(all_problems(preview.problems))
    return [say(m, "ru") for m in messages if m is not None]


# every reason a row is not taken, with the words it is said in
ROWS = ("Name,E-mail,Joined,Retired\n"
        "Ann Lee,,,\n"  # already a member
        ",x@y.org,,\n"  # no name
        "Cat Moss,cat@example,,\n"  # not an address
        "Dan Ford,,03/12/2024,\n"  # not a date written either way
        "Eve Long,,1850-01-01,\n"  # out of range
        "Fay Dunn,,,maybe\n"  # retired neither yes nor no
        "Gus Hall,,,\n"
        "gus hall,,,\n"  # the same name as a row above
        "Hal Ames,,,,extra\n"  # one cell too many
        f"{'Ж' * 201},,,\n"  # too long a name
        "Old Tom,,,\n").encode()  # already a member, retired
RUSSIAN_ROWS = [
    "уже член клуба: Ann Lee",
    "нет имени",
    "«cat@example» — не адрес электронной почты",
    "дата «03/12/2024» записана не как 2024-03-12 или 12.03.2024",
    f"дата «1850-01-01» вне допустимых лет (с 1900 по {dt.date.today().year})",
    "выбыл «maybe»: напишите «да» или «нет»",
    "то же имя, что в строке 8",
    "5 ячеек, а в заголовке 4 столбца (запятая внутри имени? заключите такую ячейку в "
    "кавычки)",
    "имя длиннее 200 знаков",
    "уже член клуба: Old Tom (выбыл)",
]


def test_every_reason_a_row_is_not_taken_is_said_in_russian():
    preview = preview_members_csv(ROWS, EXISTING)
    said = [say(r.reason, "ru") for r in preview.rejected]
    assert said == RUSSIAN_ROWS
    for text in said:
        assert not foreign_words(text, ROWS), text
    assert [r.name for r in preview.taken] == ["Gus Hall"]


@pytest.mark.parametrize(("cells", "columns", "russian"), [
    (2, 1, "2 ячейки, а в заголовке 1 столбец"), (5, 4, "5 ячеек, а в заголовке 4 столбца"),
    (22, 21, "22 ячейки, а в заголовке 21 столбец"),
    (12, 11, "12 ячеек, а в заголовке 11 столбцов")])
def test_the_counts_of_cells_and_columns_take_the_russian_plural(cells, columns, russian):
    data = ("Name" + "," * (columns - 1) + "\nAnn" + ",x" * (cells - 1) + "\n").encode()
    reason = preview_members_csv(data, {}).rows[0].reason
    assert say(reason, "ru").startswith(russian + " (")


# every fault of a whole file: (the file, the encoding chosen, what Russian says)
PROBLEMS = [
    (b"", "auto", "файл пуст"),
    (b";;\n;\n", "auto", "файл пуст"),
    (b"Name\n", "auto", "в файле есть заголовок, но нет членов клуба"),
    (b"Nick,Mail\nAnn,\n", "auto",
     "ни один столбец не содержит имени члена клуба (нужен заголовок вроде «ФИО», «Имя и "
     "фамилия» или «Имя» и «Фамилия»)"),
    (b"Name,Full name,Email,E-mail\nAnn,Ann Lee,a@b.org,\n", "auto",
     "два столбца содержат имя: «Name» и «Full name»; оставьте один"),
    ("Фамилия;Surname;Имя\nОрлов;Орлов;Пётр\n".encode(), "auto",
     "два столбца содержат фамилию: «Фамилия» и «Surname»; оставьте один"),
    ("ФИО,Joined,Date joined\nАнна,,\n".encode(), "auto",
     "два столбца содержат дату вступления: «Joined» и «Date joined»; оставьте один"),
    (b"\x00\x01binary\x00", "auto",
     "это не текстовый файл (в нём нулевые байты): сохраните список из таблицы в формате CSV"),
    (b"\xff\xfeN\x00a\x00\x00\xd8", "auto",
     "по метке в начале файл в кодировке UTF-16, но прочитать его так нельзя"),
    ("Имя\nАнна\n".encode("cp1251"), "utf-8",
     "файл нельзя прочитать в кодировке UTF-8: сохраните его из таблицы в формате "
     "«CSV UTF-8»"),
    (b"Name\n\x98\xff\n", "auto",
     "файл нельзя прочитать ни в кодировке UTF-8, ни в Windows-1251: сохраните его из таблицы "
     "в формате «CSV UTF-8»"),
    (b'Name\n"' + b"x" * 140_000 + b"\n", "auto",
     "файл — не таблица из ячеек: ячейка длиннее 131072 знаков (не закрыта кавычка?)"),
]


@pytest.mark.parametrize(("data", "encoding", "russian"), PROBLEMS,
                         ids=[f"problem {i}" for i in range(len(PROBLEMS))])
def test_every_problem_of_a_file_is_said_in_russian(data, encoding, russian):
    preview = preview_members_csv(data, EXISTING, encoding)
    said = [say(p, "ru") for p in preview.problems]
    assert said[0] == russian
    assert said != [say(p, "en") for p in preview.problems]
    for text in said_in_russian(data, encoding):
        assert not foreign_words(text, data), text


def test_rows_of_a_file_with_wrong_columns_and_two_problems_together():
    data = "Name,Full name,Mail,Email\nАнна,,,\n".encode()
    preview = preview_members_csv(data, {})
    assert [say(r.reason, "ru") for r in preview.rows] == ["столбцы файла неверны (см. выше)"]
    assert say(all_problems(preview.problems), "ru") == (
        "два столбца содержат имя: «Name» и «Full name»; оставьте один; два столбца содержат "
        "электронную почту: «Mail» и «Email»; оставьте один")


def test_a_date_or_a_file_refused_to_a_caller_is_said_in_russian():
    with pytest.raises(CsvRefused) as date:
        parse_date("12 March 2024")
    assert say(date.value.why, "ru") == date.value.say("ru") == (
        "дата «12 March 2024» записана не как 2024-03-12 или 12.03.2024")
    with pytest.raises(ValueError) as encoding:
        decode(b"Name\n", "latin-1")
    assert encoding.value.say("ru") == ("неизвестная кодировка «latin-1» (одна из `auto`, "
                                        "`utf-8`, `cp1251`)")


@settings(max_examples=200, deadline=None)
@given(st.one_of(
    st.binary(max_size=300),
    st.lists(st.lists(st.sampled_from(["", "Ann Lee", "old tom", "x@y", "bob@club.org",
                                       "2024-02-30", "31.12.1899", "May 2024", "yes", "maybe",
                                       "нет", "Анна Орлова", "Z" * 205]), max_size=6),
             max_size=8).map(lambda rows: "\n".join(",".join(r) for r in [
                 ["Name", "Email", "Joined", "Retired"], *rows]).encode()),
    st.lists(st.text(max_size=12), max_size=6).map(lambda cells: ",".join(cells).encode())),
    st.sampled_from(["auto", "utf-8", "cp1251"]))
def test_fuzz_whatever_the_file_russian_says_no_english_word(data, encoding):
    for text in said_in_russian(data, encoding):
        assert text and not foreign_words(text, data), text
