"""The catalogue: every message in English and Russian, numbers and dates per language."""

from __future__ import annotations

import datetime as dt
import string

from clubapp.reports.catalogue import MESSAGES, format_date, format_number, tr


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_message_has_both_languages_with_the_same_placeholders():
    for key, texts in MESSAGES.items():
        assert set(texts) == {"en", "ru"}, key
        assert texts["en"].strip() and texts["ru"].strip(), key
        assert _placeholders(texts["en"]) == _placeholders(texts["ru"]), key


def test_a_message_is_filled_in():
    assert tr("page.of", "en", page=2, pages=5) == "Page 2 of 5"
    assert tr("page.of", "ru", page=2, pages=5) == "Страница 2 из 5"


def test_numbers_are_grouped_as_each_language_writes_them():
    assert format_number(1234567, "en") == "1,234,567"
    assert format_number(1234567, "ru") == "1\u00a0234\u00a0567"
    assert format_number(-2, "en") == "-2"
    assert format_number(0, "ru") == "0"


def test_dates_are_written_as_each_language_writes_them():
    day = dt.date(2024, 3, 5)
    assert format_date(day, "en") == "5 March 2024"
    assert format_date(day, "ru") == "5 марта 2024 г."
