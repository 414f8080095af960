"""Reading a spreadsheet's member list (clubapp.services.member_csv): no database needed."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.services.member_csv import decode, parse_date, preview_members_csv


def test_a_russian_excel_file_in_cp1251_with_semicolons():
    """Russian Excel saves CSV in Windows-1251 with semicolons, and names in two columns."""
    data = ("Фамилия;Имя;Телефон;Дата вступления\r\n"
            "Орлов;Пётр;+7 912 111 22 33;01.02.2023\r\n"
            "Зайцева;Нина;;\r\n").encode("cp1251")
    preview = preview_members_csv(data, {})
    assert (preview.encoding, preview.delimiter) == ("cp1251", ";")
    assert preview.columns == {"last": "Фамилия", "first": "Имя", "phone": "Телефон",
                               "joined": "Дата вступления"}
    assert [(r.name, r.phone, r.joined) for r in preview.taken] == [
        ("Пётр Орлов", "+7 912 111 22 33", dt.date(2023, 2, 1)), ("Нина Зайцева", "", None)]


def test_a_google_contacts_export_with_tabs_and_utf16():
    """Excel's "Unicode text": UTF-16 with its mark, cells between tabs."""
    data = ("Name\tE-mail 1 - Value\tPhone 1 - Value\tNotes\n"
            "Ann Lee\tann@club.org\t555-0101\tcaptain\n").encode("utf-16")
    preview = preview_members_csv(data, {})
    assert (preview.encoding, preview.delimiter) == ("utf-16", "\t")
    row = preview.taken[0]
    assert (row.name, row.email, row.phone, row.notes) == ("Ann Lee", "ann@club.org",
                                                           "555-0101", "captain")


def test_quoted_cells_keep_their_commas_and_blank_rows_are_skipped():
    data = b'Name,Notes\n"Hart, Bob","plays Tuesdays, Fridays"\n,\n\n'
    preview = preview_members_csv(data, {})
    assert [(r.line, r.name, r.notes) for r in preview.rows] == [
        (2, "Hart, Bob", "plays Tuesdays, Fridays")]


def test_two_columns_for_one_field_are_a_fault_of_the_file():
    preview = preview_members_csv(b"Name,Full name\nAnn,Ann Lee\n", {})
    assert preview.problems == ("two columns give the name: 'Name' and 'Full name'; keep one",)
    assert preview.taken == ()


def test_retired_column_reads_yes_and_no():
    preview = preview_members_csv("Name,Retired\nAnn,yes\nBob,нет\nCat,maybe\n".encode(), {})
    assert [(r.name, r.retired) for r in preview.taken] == [("Ann", True), ("Bob", False)]
    assert preview.rejected[0].reason == "retired 'maybe': write yes or no"


@pytest.mark.parametrize(("text", "date"), [
    ("2024-03-12", dt.date(2024, 3, 12)), ("12.03.2024", dt.date(2024, 3, 12)),
    ("2024-03-12 00:00:00", dt.date(2024, 3, 12))])
def test_dates_in_the_two_unambiguous_forms(text, date):
    assert parse_date(text) == date


@pytest.mark.parametrize("text", ["03/12/2024", "12 March 2024", "2024-02-30", "1850-01-01",
                                  "31.12.2999"])
def test_other_dates_are_refused_not_guessed(text):
    with pytest.raises(ValueError):
        parse_date(text)


def test_an_explicit_encoding_is_used_as_given():
    data = "Имя\nАнна\n".encode("cp1251")
    assert decode(data, "cp1251") == ("Имя\nАнна\n", "cp1251")
    with pytest.raises(ValueError, match="UTF-8"):
        decode(data, "utf-8")
    with pytest.raises(ValueError, match="unknown encoding"):
        decode(data, "latin-1")


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.binary(max_size=300),
                 st.lists(st.lists(st.text(max_size=12), max_size=6), max_size=8).map(
                     lambda rows: "\n".join(",".join(r) for r in
                                            [["Name", "Email", "Joined"], *rows]).encode())),
       st.sampled_from(["auto", "utf-8", "cp1251"]))
def test_fuzz_any_file_gives_a_preview_and_never_an_exception(data, encoding):
    """Whatever the bytes: a preview; every row is taken or has a reason; names are unique."""
    preview = preview_members_csv(data, {"ann": "Ann"}, encoding)
    for row in preview.rows:
        assert row.taken or row.reason
    names = [r.name.casefold() for r in preview.taken]
    assert len(names) == len(set(names)) and "ann" not in names
    if preview.problems:
        assert preview.taken == ()
