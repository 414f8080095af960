"""Reading a spreadsheet's member list (clubapp.services.member_csv): no database needed."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.services.member_csv import CsvRefused, decode, parse_date, preview_members_csv
from clubapp.words import Message, say


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
    assert preview.problems == (Message("member_csv.two_columns",
                                        field=Message("member_csv.field_name"),
                                        first="Name", second="Full name"),)
    assert say(preview.problems[0]) == "two columns give the name: 'Name' and 'Full name'; keep one"
    assert preview.taken == ()
    assert [say(r.reason) for r in preview.rows] == ["the file's columns are wrong (see above)"]


def test_retired_column_reads_yes_and_no():
    preview = preview_members_csv("Name,Retired\nAnn,yes\nBob,нет\nCat,maybe\n".encode(), {})
    assert [(r.name, r.retired) for r in preview.taken] == [("Ann", True), ("Bob", False)]
    assert preview.rejected[0].reason == Message("member_csv.retired_word", value="maybe")
    assert say(preview.rejected[0].reason) == "retired 'maybe': write yes or no"


def test_every_reason_a_row_is_not_taken_is_a_message():
    """Each reason is an id and its parameters; its English words are as the preview says."""
    data = ("Name,E-mail,Joined\n"
            "Ann Lee,,\n"  # row 2: already listed
            ",x@y.org,\n"  # row 3
            "Bob,bob@,\n"  # row 4
            "Cat,,03/12/2024\n"  # row 5
            "Dan,,1850-01-01\n"  # row 6
            "Eve,,\n"  # row 7
            "eve,,\n"  # row 8
            "Fay,,,extra\n"  # row 9
            f"{'G' * 201},,\n"  # row 10
            "Old Tom,,\n").encode()  # row 11: listed, retired
    existing = {"ann lee": "Ann Lee", "old tom": Message("member_csv.retired_member",
                                                         name="Old Tom")}
    preview = preview_members_csv(data, existing)
    this_year = dt.date.today().year
    assert [(r.line, r.reason) for r in preview.rejected] == [
        (2, Message("member_csv.already_member", member="Ann Lee")),
        (3, Message("member_csv.no_name")),
        (4, Message("member_csv.bad_email", email="bob@")),
        (5, Message("member_csv.date_form", text="03/12/2024")),
        (6, Message("member_csv.date_range", text="1850-01-01", first=1900, last=this_year)),
        (8, Message("member_csv.same_name", row=7)),
        (9, Message("member_csv.extra_cells", cells=4, columns=3)),
        (10, Message("members.name_too_long", maximum=200)),
        (11, Message("member_csv.already_member",
                     member=Message("member_csv.retired_member", name="Old Tom"))),
    ]
    assert [say(r.reason) for r in preview.rejected] == [
        "already a member: Ann Lee",
        "no name",
        "the e-mail 'bob@' is not an address",
        "the date '03/12/2024' is not written 2024-03-12 or 12.03.2024",
        f"the date '1850-01-01' is out of range (the years 1900 to {this_year})",
        "the same name as row 7",
        "4 cells but the heading has 3 columns (a comma inside a name? put such a cell in "
        "quotes)",
        "the name is longer than 200 characters",
        "already a member: Old Tom (retired)",
    ]
    assert [r.name for r in preview.taken] == ["Eve"]


def test_one_extra_cell_beside_one_column_is_said_in_the_singular():
    preview = preview_members_csv(b"Name\nAnn,x\n", {})
    assert say(preview.rows[0].reason) == ("2 cells but the heading has 1 column (a comma "
                                           "inside a name? put such a cell in quotes)")


@pytest.mark.parametrize(("data", "encoding", "problem", "english"), [
    (b"", "auto", Message("member_csv.empty"), "the file is empty"),
    (b";;\n;\n", "auto", Message("member_csv.empty"), "the file is empty"),
    (b"Name\n", "auto", Message("member_csv.heading_only"),
     "the file has a heading but no members"),
    (b"Nick,Email\nAnn,\n", "auto", Message("member_csv.no_name_column"),
     "no column gives the member's name (a heading such as Name, Full name, or First name and "
     "Last name)"),
    (b"\x00\x01binary\x00", "auto", Message("member_csv.not_text"),
     "this is not a text file (it holds NUL bytes): save the list from the spreadsheet as CSV"),
    (b"\xff\xfeN\x00a\x00\x00\xd8", "auto",
     Message("member_csv.not_as_marked", encoding="UTF-16"),
     "the file says it is UTF-16 but is not readable as such"),
    ("Имя\nАнна\n".encode("cp1251"), "utf-8",
     Message("member_csv.cannot_read_as", encoding="UTF-8", format="CSV UTF-8"),
     'the file cannot be read as UTF-8: save it from the spreadsheet as "CSV UTF-8"'),
    (b"Name\n\x98\xff\n", "auto",
     Message("member_csv.cannot_read_as_either", first="UTF-8", second="Windows-1251",
             format="CSV UTF-8"),
     'the file cannot be read as UTF-8 or Windows-1251: save it from the spreadsheet as '
     '"CSV UTF-8"'),
    (b'Name\n"' + b"x" * 140_000 + b"\n", "auto",
     Message("member_csv.not_a_table", most=131072),
     "the file is not a table of cells: a cell is longer than 131072 characters (a quotation "
     "mark left open?)"),
], ids=["empty", "separators", "heading", "no-name", "binary", "utf16", "utf8", "auto", "cell"])
def test_every_problem_of_a_file_is_a_message(data, encoding, problem, english):
    preview = preview_members_csv(data, {}, encoding)
    assert preview.problems == (problem,)
    assert say(preview.problems[0]) == english
    assert preview.taken == ()


@pytest.mark.parametrize(("text", "date"), [
    ("2024-03-12", dt.date(2024, 3, 12)), ("12.03.2024", dt.date(2024, 3, 12)),
    ("2024-03-12 00:00:00", dt.date(2024, 3, 12))])
def test_dates_in_the_two_unambiguous_forms(text, date):
    assert parse_date(text) == date


@pytest.mark.parametrize("text", ["03/12/2024", "12 March 2024", "2024-02-30", "1850-01-01",
                                  "31.12.2999"])
def test_other_dates_are_refused_not_guessed(text):
    with pytest.raises(ValueError) as refused:  # callers that catch ValueError still do
        parse_date(text)
    assert isinstance(refused.value, CsvRefused)
    assert refused.value.why.id in {"member_csv.date_form", "member_csv.date_range"}
    assert str(refused.value) == say(refused.value.why)
    assert refused.value.why.params["text"] == text


def test_an_explicit_encoding_is_used_as_given():
    data = "Имя\nАнна\n".encode("cp1251")
    assert decode(data, "cp1251") == ("Имя\nАнна\n", "cp1251")
    with pytest.raises(ValueError, match="UTF-8"):
        decode(data, "utf-8")
    with pytest.raises(ValueError, match="unknown encoding 'latin-1' \\(one of auto, utf-8, "
                                         "cp1251\\)") as refused:
        decode(data, "latin-1")
    assert refused.value.why == Message("member_csv.unknown_encoding", encoding="latin-1",
                                        choices=["auto", "utf-8", "cp1251"])


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
        assert row.taken or say(row.reason)
    assert all(say(p) for p in preview.problems)
    names = [r.name.casefold() for r in preview.taken]
    assert len(names) == len(set(names)) and "ann" not in names
    if preview.problems:
        assert preview.taken == ()
