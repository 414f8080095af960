"""The one formatter: numbers, sums of money, dates and times as each language writes them.

The forms are CLDR's (through Babel), in the locale a language's folder names
(``clubapp/words/<lang>/__init__.py``: ``LOCALE``, British English for ``en``). The window, the
documents, the table pages and the command line all write through here, so that one date or one
sum reads the same wherever a person meets it in one language.

A date is written for one of two purposes:

- ``TEXT``: in a sentence, a heading, a caption or a page's footer — CLDR's long date:
  ``1 December 2026``, ``1 декабря 2026 г.``;
- ``TABLE``: where dates stand one under another — a column, a list, a picker, a date box —
  CLDR's short date with the year whole: ``01.12.2026``; English keeps the club's lists' own
  ``2026-12-01`` (``TABLE_DATE`` of its folder).

A time is CLDR's short (``14:05``) or medium (``14:05:09``) time. Whole numbers are grouped
(``1,234``, ``1 234`` with a no-break space), and a sum of money keeps its own decimal places
(``1,234.50``, ``1 234,50``). A number said inside a message is written plain (``{n}``: it may
be a year, a port or a deal's number); a quantity in a column goes through ``number``.
"""

from __future__ import annotations

import datetime as dt
import importlib
from decimal import Decimal, InvalidOperation
from functools import cache

from babel import Locale
from babel.dates import format_date, format_time, get_date_format
from babel.numbers import format_decimal, get_decimal_symbol, get_group_symbol

from clubapp.words.catalogue import LANGUAGES

TEXT = "text"
TABLE = "table"
PURPOSES = (TEXT, TABLE)

# CLDR sets "г." (and some times) off with a narrow no-break space; the club's documents, and
# what a person searches or copies, have an ordinary space there
_NARROW_SPACE = "\u202f"


def _folder(lang: str) -> object:
    """A language's folder of catalogues (English's for a language the program does not speak)."""
    return importlib.import_module(f"clubapp.words.{lang if lang in LANGUAGES else 'en'}")


@cache
def locale_of(lang: str) -> Locale:
    """The CLDR locale a language writes numbers and dates in: its folder's ``LOCALE``, else
    the language's own code (English's for a language the program does not speak)."""
    lang = lang if lang in LANGUAGES else "en"
    return Locale.parse(getattr(_folder(lang), "LOCALE", lang))


def language_name(lang: str) -> str:
    """A language's name in itself, as a language switch offers it: English, Русский."""
    name = locale_of(lang).get_language_name(locale_of(lang)) or lang
    return name[:1].upper() + name[1:]


def _tidy(text: str) -> str:
    return text.replace(_NARROW_SPACE, " ")


def number(value: int, lang: str) -> str:
    """A whole number grouped as the language writes it: 1,234 · 1 234."""
    return format_decimal(int(value), locale=locale_of(lang))


def decimal(value: Decimal, lang: str) -> str:
    """A decimal number, grouped, with its own decimal places: 12.5 · 12,5 (never rounded)."""
    exponent = value.as_tuple().exponent
    places = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    pattern = "#,##0" + ("." + "0" * places if places else "")
    return format_decimal(value, format=pattern, locale=locale_of(lang))


def money(amount: Decimal, lang: str) -> str:
    """A sum of money, grouped, with its own decimal places: 1,234.50 · 1 234,50; 5 · 5."""
    return decimal(amount, lang)


def read_amount(text: str, lang: str) -> Decimal:
    """A sum of money as a person typed it, grouped or not, with the language's decimal mark
    or a point: ``1 234,50``, ``1234.50``, ``0,05``; InvalidOperation when it is none."""
    compact = "".join(text.split())  # every space, the no-break ones too
    locale = locale_of(lang)
    group, mark = get_group_symbol(locale), get_decimal_symbol(locale)
    if group.strip() and group in compact and mark in compact:
        compact = compact.replace(group, "")  # 1,234.50 in English
    if not compact:
        raise InvalidOperation(text)
    return Decimal(compact.replace(",", "."))


@cache
def date_pattern(lang: str, purpose: str = TABLE) -> str:
    """The CLDR pattern a date is written with for a purpose (``dd.MM.y``, ``d MMMM y 'г'.``)."""
    if purpose == TEXT:
        return str(get_date_format("long", locale=locale_of(lang)).pattern)
    own = getattr(_folder(lang), "TABLE_DATE", None)
    if own:
        return str(own)
    pattern = str(get_date_format("short", locale=locale_of(lang)).pattern)
    if "yyyy" not in pattern and "yy" in pattern:
        pattern = pattern.replace("yy", "y")  # the year whole: 01.12.2026, not 01.12.26
    return pattern


def date(day: dt.date, lang: str, purpose: str = TEXT) -> str:
    """A date written for a purpose: ``TEXT`` 1 декабря 2026 г., ``TABLE`` 01.12.2026."""
    if purpose not in PURPOSES:
        raise ValueError(f"a date is written for one of {PURPOSES}, not {purpose!r}")
    if isinstance(day, dt.datetime):
        day = day.date()
    return _tidy(format_date(day, date_pattern(lang, purpose), locale=locale_of(lang)))


def time(moment: dt.time | dt.datetime, lang: str, *, seconds: bool = False) -> str:
    """A time of day: 14:05, or 14:05:09 with the seconds."""
    return _tidy(format_time(moment, "medium" if seconds else "short", locale=locale_of(lang)))


def moment(value: dt.datetime, lang: str, purpose: str = TABLE, *, seconds: bool = False) -> str:
    """A date and its time: ``01.12.2026 14:05`` (``TABLE``), ``1 декабря 2026 г. 14:05``."""
    return f"{date(value, lang, purpose)} {time(value, lang, seconds=seconds)}"
