"""The one formatter: numbers, money, dates, times and plurals in English and Russian, as CLDR
writes them (Babel), each date for its named purpose."""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal, InvalidOperation
from pathlib import Path

import pytest
from babel.dates import get_date_format

from clubapp.words import LANGUAGES, Message, counted, formats, plural_forms, plural_index, say
from clubapp.words.catalogue import catalogue

ROOT = Path(__file__).resolve().parents[2]
DAY = dt.date(2026, 12, 1)
NBSP = "\u00a0"
_PLURAL = re.compile(r"\{\{|\}\}|\{(\w+)((?:\|[^|{}]*)+)\}")


def test_a_date_in_running_text_is_cldrs_long_date():
    assert formats.date(DAY, "en", formats.TEXT) == "1 December 2026"
    assert formats.date(DAY, "ru", formats.TEXT) == "1 декабря 2026 г."
    assert formats.date(dt.date(2024, 3, 5), "ru", formats.TEXT) == "5 марта 2024 г."
    # CLDR's own pattern, the narrow space before «г.» an ordinary one
    assert formats.date_pattern("ru", formats.TEXT) == get_date_format("long", "ru_RU").pattern
    assert formats.date_pattern("en", formats.TEXT) == get_date_format("long", "en_GB").pattern


def test_a_date_in_a_table_is_numeric_with_the_year_whole():
    assert formats.date(DAY, "ru", formats.TABLE) == "01.12.2026"
    assert formats.date(dt.date(2026, 3, 5), "ru", formats.TABLE) == "05.03.2026"
    assert formats.date(DAY, "en", formats.TABLE) == "2026-12-01"  # the club's lists' own
    assert formats.date_pattern("ru", formats.TABLE) == "dd.MM.y"  # CLDR's short, year whole


def test_a_date_is_written_for_a_named_purpose_only():
    assert formats.PURPOSES == ("text", "table")
    with pytest.raises(ValueError, match="one of"):
        formats.date(DAY, "ru", "heading")
    assert formats.date(dt.datetime(2026, 12, 1, 23, 59), "ru", formats.TABLE) == "01.12.2026"


def test_times_and_moments():
    moment = dt.datetime(2026, 12, 1, 9, 5, 3)
    assert formats.time(moment, "ru") == "09:05" and formats.time(moment, "en") == "09:05"
    assert formats.time(moment, "ru", seconds=True) == "09:05:03"
    assert formats.moment(moment, "ru", seconds=True) == "01.12.2026 09:05:03"
    assert formats.moment(moment, "en") == "2026-12-01 09:05"
    assert formats.moment(moment, "ru", formats.TEXT) == "1 декабря 2026 г. 09:05"


def test_whole_numbers_are_grouped_with_a_no_break_space_in_russian():
    assert formats.number(1234, "ru") == f"1{NBSP}234"
    assert formats.number(1234567, "en") == "1,234,567"
    assert formats.number(-18, "ru") == "-18"
    assert formats.number(0, "en") == "0"


def test_a_sum_of_money_keeps_its_own_decimal_places():
    assert formats.money(Decimal("1234.50"), "ru") == f"1{NBSP}234,50"
    assert formats.money(Decimal("1234.50"), "en") == "1,234.50"
    assert formats.money(Decimal("0.05"), "ru") == "0,05"
    assert formats.money(Decimal("-2.25"), "ru") == "-2,25"
    assert formats.money(Decimal("5"), "en") == "5"
    assert formats.money(Decimal("0.125"), "ru") == "0,125"  # never rounded here


def test_a_sum_is_read_back_as_it_is_shown_or_typed():
    for lang in LANGUAGES:
        shown = formats.money(Decimal("1234.50"), lang)
        assert formats.read_amount(shown, lang) == Decimal("1234.50")
    assert formats.read_amount(" 0,05 ", "ru") == Decimal("0.05")
    assert formats.read_amount("0.05", "ru") == Decimal("0.05")
    assert formats.read_amount("0,10", "en") == Decimal("0.10")
    with pytest.raises(InvalidOperation):
        formats.read_amount("five", "ru")
    with pytest.raises(InvalidOperation):
        formats.read_amount("  ", "en")


def test_a_parameter_of_a_message_is_written_by_the_formatter():
    worth = say(Message("web.chip_worth", money=Decimal("1234.50")), "ru")
    assert worth == f"Белая фишка стоит 1{NBSP}234,50"
    assert say(Message("words.literal", text=DAY), "ru") == "1 декабря 2026 г."
    assert say(Message("words.literal", text=DAY), "en") == "1 December 2026"


def test_plural_forms_are_cldrs_categories_of_whole_numbers():
    assert plural_forms("en") == ("one", "other")
    assert plural_forms("ru") == ("one", "few", "many")
    assert [plural_index(n, "ru") for n in (0, 1, 2, 5, 11, 21, 22, 111, 1001)] == \
        [2, 0, 1, 2, 2, 0, 1, 2, 0]
    assert [plural_index(n, "en") for n in (0, 1, 2, -1)] == [1, 0, 1, 0]


def test_every_plural_template_gives_a_form_for_each_category():
    for lang in LANGUAGES:
        wanted = len(plural_forms(lang))
        for key, template in catalogue(lang).items():
            for match in _PLURAL.finditer(template):
                if match.group(1):  # not a brace written twice
                    forms = match.group(2).split("|")[1:]
                    assert len(forms) == wanted, f"{lang} {key}: {template}"


def test_a_count_and_its_word():
    assert counted(1, "points", "en") == f"1{NBSP}point"
    assert counted(14, "points", "ru") == f"14{NBSP}очков"
    assert counted(22, "deals", "ru") == f"22{NBSP}сдачи"
    assert counted(1234, "chips", "ru") == f"1{NBSP}234{NBSP}фишки"


def test_a_language_is_a_folder_of_catalogues_and_its_window_translation():
    folders = sorted(p.parent.name for p in (ROOT / "clubapp" / "words").glob("*/__init__.py"))
    assert sorted(LANGUAGES) == folders and LANGUAGES[0] == "en"
    for lang in LANGUAGES:
        assert (ROOT / "resources" / "translations" / f"clubapp_{lang}.ts").is_file(), lang
    assert formats.language_name("ru") == "Русский" and formats.language_name("en") == "English"


def test_a_language_the_program_does_not_speak_is_written_in_english():
    assert formats.date(DAY, "de", formats.TEXT) == "1 December 2026"
    assert formats.money(Decimal("1234.50"), "xx") == "1,234.50"
    assert plural_index(3, "de") == 1
