"""The documents' words: every message in English and Russian, numbers and dates per language."""

from __future__ import annotations

import ast
import datetime as dt
from pathlib import Path

from clubapp.reports.page import document_words as tr
from clubapp.words import formats
from clubapp.words.catalogue import placeholders, section


def test_every_message_has_both_languages_with_the_same_placeholders():
    english, russian = section("en", "documents"), section("ru", "documents")
    assert set(english) == set(russian)
    for key, text in english.items():
        assert text.strip() and russian[key].strip(), key
        assert placeholders(text) == placeholders(russian[key]), key


def test_a_message_is_filled_in():
    assert tr("page.of", "en", page=2, pages=5) == "Page 2 of 5"
    assert tr("page.of", "ru", page=2, pages=5) == "Страница 2 из 5"


def test_numbers_are_grouped_as_each_language_writes_them():
    assert formats.number(1234567, "en") == "1,234,567"
    assert formats.number(1234567, "ru") == "1\u00a0234\u00a0567"
    assert formats.number(-2, "en") == "-2"
    assert formats.number(0, "ru") == "0"


def test_dates_are_written_as_each_language_writes_them():
    day = dt.date(2024, 3, 5)
    assert formats.date(day, "en", formats.TEXT) == "5 March 2024"
    assert formats.date(day, "ru", formats.TEXT) == "5 марта 2024 г."


def test_every_word_a_document_names_is_in_the_catalogue():
    """``setup.tr("sheet.title")`` and the like: each key the documents name as it stands in
    the code is a message of the ``documents`` section (keys built at run time are not seen)."""
    known = section("en", "documents")
    missing = []
    for path in sorted((Path(__file__).resolve().parents[2] / "clubapp" / "reports").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and node.args
                    and getattr(node.func, "attr", getattr(node.func, "id", "")) == "tr"
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)
                    and f"documents.{node.args[0].value}" not in known):
                missing.append(f"{path.name}: {node.args[0].value}")
    assert missing == []
