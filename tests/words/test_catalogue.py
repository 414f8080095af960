"""The catalogues hang together: both languages say the same messages with the same parameters,
every message the code names exists, and Russian says no English word."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from clubapp.message import MESSAGE_ID
from clubapp.words import LANGUAGES, catalogue
from clubapp.words.catalogue import placeholders

PACKAGE = Path(__file__).resolve().parents[2] / "clubapp"
_PLURAL = re.compile(r"\{(\w+)((?:\|[^|{}]*)+)\}")
# what may stay Latin in a Russian sentence: the program's name and commands, the card
# notation, JSON's words for what a user typed, side letters
_LATIN_ALLOWED = re.compile(
    r"`[^`]*`|clubapp|\bJSON\b|\bCSV\b|\bPDF\b|\bPIN\b|\bURL\b|\bSQLite\b|\bPostgreSQL\b"
    r"|\btrue\b|\bfalse\b|\bnull\b|\bA 2-9 T J Q K\b|\bC D H S\b|\bJK\b")
_PLACE = re.compile(r"\{[^{}]*\}")


def test_both_languages_have_the_same_messages():
    en, ru = catalogue("en"), catalogue("ru")
    assert sorted(set(en) - set(ru)) == [], "messages without Russian"
    assert sorted(set(ru) - set(en)) == [], "Russian messages without English"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_language_says_what_english_says_with_the_same_parameters(lang):
    """A language is a folder of catalogues (docs/adding-a-language.md): every id of English,
    no other, each with English's parameters."""
    english, other = catalogue("en"), catalogue(lang)
    assert sorted(set(english) ^ set(other)) == []
    assert [key for key in english if placeholders(english[key]) != placeholders(other[key])] \
        == []


@pytest.mark.parametrize("message_id", sorted(catalogue("en")))
def test_same_parameters_and_plural_forms(message_id):
    english, russian = catalogue("en")[message_id], catalogue("ru")[message_id]
    assert placeholders(english) == placeholders(russian)
    for match in _PLURAL.finditer(english):
        assert len(match.group(2).split("|")[1:]) == 2, f"English has two forms: {english}"
    for match in _PLURAL.finditer(russian):
        assert len(match.group(2).split("|")[1:]) == 3, f"Russian has three forms: {russian}"


@pytest.mark.parametrize("message_id", sorted(catalogue("ru")))
def test_russian_says_no_english_word(message_id):
    text = _LATIN_ALLOWED.sub("", _PLACE.sub("", catalogue("ru")[message_id]))
    assert not re.search(r"[A-Za-z]{2,}", text), catalogue("ru")[message_id]


# where a message id stands in a call: RuleError(field, id, …), Message(id, …), and the first
# argument of the other errors that carry a message
_ID_ARGUMENT = {"RuleError": 1, "Message": 0, "CardError": 0, "ServiceError": 0,
                "BellRefused": 0, "BadInput": 0, "ConflictError": 0, "DatabaseError": 0}


def _call_name(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _message_ids_in_code() -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for path in PACKAGE.rglob("*.py"):
        if path.relative_to(PACKAGE).parts[0] == "words":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            position = _ID_ARGUMENT.get(_call_name(node))
            if position is None or len(node.args) <= position:
                continue
            for part in ast.walk(node.args[position]):
                if (isinstance(part, ast.Constant) and isinstance(part.value, str)
                        and MESSAGE_ID.fullmatch(part.value)):
                    found.add((str(path.relative_to(PACKAGE)), part.value))
    return found


def test_every_message_the_code_names_exists():
    known = catalogue("en")
    missing = []
    for where, text in sorted(_message_ids_in_code()):
        if text in known:
            continue
        if text.endswith("_") and any(key.startswith(text) for key in known):
            continue  # an id completed at run time ("schema.expected_counts_" + keys)
        missing.append(f"{where}: {text}")
    assert missing == []
