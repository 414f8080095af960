"""Reading a member list saved from a spreadsheet: which rows can be taken, which not and why.

Nothing here touches the database: ``preview_members_csv`` reads the bytes of a CSV file and the
names already on the club's list and says, row by row, what an import would do. It reads:

- UTF-8 (with or without the byte-order mark Excel writes), UTF-16 with its mark (Excel's
  "Unicode text"), and Windows-1251 (cp1251, what Russian Excel saves by default);
- commas, semicolons (Excel in Russian and most of Europe) or tabs between the cells;
- the usual column headings of spreadsheet and address-book exports, in English and Russian:
  a full name, or first and last name; e-mail; phone; notes; the date joined; retired; and
  what the member lets the club publish and mail (published as, results mail, mail language:
  a list without them takes everyone as published by name and mailed in the club's language);
- dates as 2024-03-12 or 12.03.2024 only: 03/12/2024 means the 3rd of December in one country
  and the 12th of March in another, so it is refused rather than guessed.

Why a row is not taken and what is wrong with the file are messages (``clubapp.words``), put
into words by the window and the command line in the user's language.
"""

from __future__ import annotations

import csv
import datetime as dt
import hashlib
import io
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import reduce

from clubapp.words import LANGUAGES, Message, say

MAX_NAME = 200
FIRST_YEAR = 1900  # no member of a club today joined before it
ENCODINGS = {"auto": "Detect (UTF-8, then Windows-1251)", "utf-8": "UTF-8",
             "cp1251": "Windows-1251 (Cyrillic)"}

HEADINGS: dict[str, tuple[str, ...]] = {
    "name": ("name", "full name", "fullname", "member", "member name", "player", "display name",
             "фио", "ф и о", "имя и фамилия", "фамилия и имя", "фамилия имя", "участник",
             "игрок", "член клуба"),
    "first": ("first name", "firstname", "given name", "forename", "имя"),
    "middle": ("middle name", "отчество"),
    "last": ("last name", "lastname", "surname", "family name", "фамилия"),
    "email": ("email", "e mail", "email address", "e mail address", "mail", "email 1 value",
              "e mail 1 value", "электронная почта", "эл почта", "почта", "e mail адрес"),
    "phone": ("phone", "telephone", "tel", "mobile", "mobile phone", "phone number", "cell",
              "phone 1 value", "телефон", "тел", "мобильный", "мобильный телефон"),
    "notes": ("notes", "note", "comment", "comments", "remarks", "примечание", "примечания",
              "комментарий", "заметки"),
    "joined": ("joined", "date joined", "member since", "joining date", "since", "start date",
               "дата вступления", "вступил", "вступила", "в клубе с", "дата"),
    "retired": ("retired", "status", "выбыл", "статус"),
    "publish_as": ("published as", "publish as", "on the results site", "на сайте",
                   "публикация"),
    "mail_results": ("results mail", "mail results", "results by e mail",
                     "результаты почтой", "рассылка результатов"),
    "language": ("mail language", "language of mails", "язык писем"),
}
# how a list may say that the results site names a member (the export writes the first)
PUBLISH_WORDS = {"name": "name", "initials": "initials", "hidden": "hidden",
                 "имя": "name", "по имени": "name", "инициалы": "initials",
                 "по инициалам": "initials", "скрыт": "hidden", "скрыта": "hidden",
                 "не публикуется": "hidden"}
MAIL_LANGUAGES = ("", *LANGUAGES)  # "": the club's language
MAIL_YES, MAIL_NO = {"yes", "y", "true", "1", "да"}, {"no", "n", "false", "0", "нет"}
YES = {"yes", "y", "true", "1", "retired", "да", "выбыл", "выбыла"}
NO = {"", "no", "n", "false", "0", "active", "нет", "активен", "активна"}
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
# encodings and the spreadsheet's format as a person finds them named, the same in every language
ENCODING_NAMES = {"utf-8": "UTF-8", "cp1251": "Windows-1251", "utf-16": "UTF-16"}
SAVE_AS = "CSV UTF-8"


class CsvRefused(ValueError):
    """A file or a cell that cannot be read; ``why`` says why (``str()`` is the English)."""

    def __init__(self, message_id: str, **params: object) -> None:
        self.why = Message(message_id, **params)
        super().__init__(say(self.why, "en"))

    def say(self, lang: str) -> str:
        """Why, in the language."""
        return say(self.why, lang)


@dataclass(frozen=True)
class CsvRow:
    """One row of the file and what an import would do with it (``reason`` empty: taken)."""

    line: int  # the row's number in the file, the heading being row 1
    name: str
    email: str = ""
    phone: str = ""
    notes: str = ""
    joined: dt.date | None = None
    retired: bool = False
    reason: Message | None = None  # why the row is not taken
    publish_as: str = "name"  # how the results site names the member
    mail_results: bool = True  # False: asked for no results mail
    language: str = ""  # of their mails ("": the club's)

    @property
    def taken(self) -> bool:
        return self.reason is None


@dataclass(frozen=True)
class CsvPreview:
    """What importing a file would do; ``problems`` are faults of the whole file."""

    encoding: str
    delimiter: str
    columns: Mapping[str, str]  # field -> the file's heading
    ignored: tuple[str, ...]  # headings clubapp does not know
    problems: tuple[Message, ...]
    rows: tuple[CsvRow, ...]
    digest: str  # of the bytes read: an import takes exactly the file previewed

    @property
    def taken(self) -> tuple[CsvRow, ...]:
        return tuple(r for r in self.rows if r.taken)

    @property
    def rejected(self) -> tuple[CsvRow, ...]:
        return tuple(r for r in self.rows if not r.taken)


def all_problems(problems: Sequence[Message]) -> Message:
    """The faults of a file as one message ("…; …"), for a refusal that says them together."""
    return reduce(lambda first, second: Message("member_csv.problems", first=first,
                                                second=second), problems)


def _key(heading: str) -> str:
    return " ".join(re.sub(r"[^\w]+", " ", heading.casefold().replace("ё", "е")).split())


KNOWN = {alias: field for field, aliases in HEADINGS.items() for alias in aliases}
# the headings of clubapp's own member export in every language, so that it always reads back
# (a heading known already keeps its meaning: the Russian export's «Имя» alone is the first
# name column, which then holds the whole name)
for _lang in LANGUAGES:
    for _field in ("name", "email", "phone", "notes", "joined", "retired", "publish_as",
                   "mail_results", "language"):
        KNOWN.setdefault(_key(say(Message(f"exchange.head_{_field}"), _lang)), _field)


def decode(data: bytes, encoding: str = "auto") -> tuple[str, str]:
    """The text of a file and the encoding read; ``CsvRefused`` (a ValueError) saying why it
    cannot be read."""
    if encoding not in ENCODINGS:
        raise CsvRefused("member_csv.unknown_encoding", encoding=encoding,
                         choices=list(ENCODINGS))
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), "utf-16"
        except UnicodeDecodeError:
            raise CsvRefused("member_csv.not_as_marked",
                             encoding=ENCODING_NAMES["utf-16"]) from None
    if b"\x00" in data:
        raise CsvRefused("member_csv.not_text")
    tries = ["utf-8", "cp1251"] if encoding == "auto" else [encoding]
    for name in tries:
        try:
            text = data.decode("utf-8-sig" if name == "utf-8" else name)
        except UnicodeDecodeError:
            continue
        return text, name
    if len(tries) == 2:
        raise CsvRefused("member_csv.cannot_read_as_either", first=ENCODING_NAMES[tries[0]],
                         second=ENCODING_NAMES[tries[1]], format=SAVE_AS)
    raise CsvRefused("member_csv.cannot_read_as", encoding=ENCODING_NAMES[tries[0]],
                     format=SAVE_AS)


def _delimiter(first_line: str) -> str:
    counts = {d: first_line.count(d) for d in (",", ";", "\t")}
    return max(counts, key=lambda d: (counts[d], d == ","))


def parse_date(text: str) -> dt.date:
    """A date written 2024-03-12 or 12.03.2024 (a spreadsheet's " 00:00:00" allowed);
    ``CsvRefused`` (a ValueError) saying why another text is not one."""
    cleaned = text.strip()
    if cleaned.endswith(" 00:00:00"):
        cleaned = cleaned[:-9]
    for pattern in ("%Y-%m-%d", "%d.%m.%Y"):
        try:
            found = dt.datetime.strptime(cleaned, pattern).date()
        except ValueError:
            continue
        if not FIRST_YEAR <= found.year <= dt.date.today().year:
            raise CsvRefused("member_csv.date_range", text=text, first=FIRST_YEAR,
                             last=dt.date.today().year)
        return found
    raise CsvRefused("member_csv.date_form", text=text)


def _columns(headings: list[str]) -> tuple[dict[str, int], list[str], list[Message]]:
    found: dict[str, int] = {}
    ignored: list[str] = []
    problems: list[Message] = []
    for index, heading in enumerate(headings):
        field = KNOWN.get(_key(heading))
        if field is None:
            if heading.strip():
                ignored.append(heading.strip())
            continue
        if field in found:
            problems.append(Message("member_csv.two_columns",
                                    field=Message(f"member_csv.field_{field}"),
                                    first=headings[found[field]], second=heading))
            continue
        found[field] = index
    if "name" not in found and not {"first", "last"} & found.keys():
        problems.append(Message("member_csv.no_name_column"))
    return found, ignored, problems


def _row(line: int, cells: list[str], where: dict[str, int], width: int) -> CsvRow:
    def cell(field: str) -> str:
        index = where.get(field)
        return " ".join(cells[index].split()) if index is not None and index < len(cells) else ""

    name = cell("name") or " ".join(p for p in (cell("first"), cell("middle"), cell("last")) if p)
    email, phone, notes = cell("email"), cell("phone"), cell("notes")
    if len(cells) > width and any(c.strip() for c in cells[width:]):
        return CsvRow(line, name, email, phone, notes, reason=Message(
            "member_csv.extra_cells", cells=len(cells), columns=width))
    if not name:
        return CsvRow(line, name, email, phone, notes, reason=Message("member_csv.no_name"))
    if len(name) > MAX_NAME:
        return CsvRow(line, name[:60] + "…",
                      reason=Message("members.name_too_long", maximum=MAX_NAME))
    if email and not EMAIL.match(email):
        return CsvRow(line, name, email, phone, notes,
                      reason=Message("member_csv.bad_email", email=email))
    joined = None
    if cell("joined"):
        try:
            joined = parse_date(cell("joined"))
        except CsvRefused as exc:
            return CsvRow(line, name, email, phone, notes, reason=exc.why)
    status = cell("retired").casefold()
    if status not in YES | NO:
        return CsvRow(line, name, email, phone, notes, joined,
                      reason=Message("member_csv.retired_word", value=cell("retired")))
    publish_as = PUBLISH_WORDS.get(cell("publish_as").casefold() or "name")
    if publish_as is None:
        return CsvRow(line, name, email, phone, notes, joined, status in YES,
                      reason=Message("member_csv.publish_as_word", value=cell("publish_as")))
    mail = cell("mail_results").casefold()
    if mail and mail not in MAIL_YES | MAIL_NO:
        return CsvRow(line, name, email, phone, notes, joined, status in YES,
                      reason=Message("member_csv.mail_results_word",
                                     value=cell("mail_results")))
    language = cell("language").casefold()
    if language not in MAIL_LANGUAGES:
        return CsvRow(line, name, email, phone, notes, joined, status in YES,
                      reason=Message("member_csv.language_word", value=cell("language")))
    # an empty cell is the default, mailed: only a no stops the results mail
    return CsvRow(line, name, email, phone, notes, joined, status in YES,
                  publish_as=publish_as, mail_results=mail not in MAIL_NO,
                  language=language)


def preview_members_csv(data: bytes, existing: Mapping[str, str | Message],
                        encoding: str = "auto") -> CsvPreview:
    """What importing ``data`` would do, given the members already listed.

    ``existing`` maps each listed name, case-folded, to how it is shown: the name, or a
    message such as ``Message("member_csv.retired_member", name="Ann Lee")``.
    """
    digest = hashlib.sha256(data).hexdigest()
    try:
        text, used = decode(data, encoding)
    except CsvRefused as exc:
        return CsvPreview(encoding, "", {}, (), (exc.why,), (), digest)
    lines = text.splitlines()
    first = next((ln for ln in lines if ln.strip()), "")
    empty = (Message("member_csv.empty"),)
    if not first:
        return CsvPreview(used, "", {}, (), empty, (), digest)
    delimiter = _delimiter(first)
    try:
        records = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))
    except csv.Error:  # the only one left: a cell beyond the reader's limit (an open quote)
        return CsvPreview(used, delimiter, {}, (), (
            Message("member_csv.not_a_table", most=csv.field_size_limit()),), (), digest)
    start = next((i for i, r in enumerate(records) if any(c.strip() for c in r)), None)
    if start is None:  # only separators: no cell holds anything
        return CsvPreview(used, delimiter, {}, (), empty, (), digest)
    headings = records[start]
    where, ignored, problems = _columns(headings)
    columns = {field: headings[index].strip() for field, index in where.items()}
    rows: list[CsvRow] = []
    seen: dict[str, int] = {}
    for offset, cells in enumerate(records[start + 1:], start=start + 2):
        if not any(c.strip() for c in cells):
            continue  # the empty rows a spreadsheet leaves at the end
        if problems:
            rows.append(CsvRow(offset, "", reason=Message("member_csv.columns_wrong")))
            continue
        row = _row(offset, cells, where, len(headings))
        if row.taken:
            key = row.name.casefold()
            if key in existing:
                row = _with_reason(row, Message("member_csv.already_member",
                                                member=existing[key]))
            elif key in seen:
                row = _with_reason(row, Message("member_csv.same_name", row=seen[key]))
            else:
                seen[key] = offset
        rows.append(row)
    if not rows and not problems:
        problems.append(Message("member_csv.heading_only"))
    return CsvPreview(used, delimiter, columns, tuple(ignored), tuple(problems), tuple(rows),
                      digest)


def _with_reason(row: CsvRow, reason: Message) -> CsvRow:
    return replace(row, reason=reason)
