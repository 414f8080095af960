"""A deal's entry said in words, as the score form asked for it: for the other side to check on
a table's page before it confirms the deal, and for the host settling a disputed one.

Each field entered is said by the form's own label and its value as the form offered it: a side
by its players ("A (Ann & Cat)"), a choice by its label, a yes by the label alone. Pure: no
HTTP, no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from clubapp import glossary
from clubapp.rules import Field, get_game
from clubapp.rules.entry_text import TEXT_KINDS, shown_text
from clubapp.words import Message, say


def entry_words(game_id: str, entry: Mapping[str, Any], side_labels: Mapping[str, str],
                lang: str) -> str:
    """The entry as one line: "Makers: A (Ann & Cat); Tricks: 5; Alone"."""
    if set(entry) - {"dealer"} == {"points"} and isinstance(entry["points"], Mapping):
        points = ", ".join(f"{side_labels.get(k, k)} {v}" for k, v in entry["points"].items())
        return say(Message("offers.points_entry", points=points), lang)
    said = _fields(get_game(game_id).entry_schema, entry, side_labels, lang)
    dealer = entry.get("dealer")
    if isinstance(dealer, str) and dealer:
        said.append(f"{say(Message('web.dealer'), lang)}: {dealer}")
    return "; ".join(said)


def _fields(schema: Sequence[Field], entry: Mapping[str, Any], side_labels: Mapping[str, str],
            lang: str) -> list[str]:
    said = []
    for fld in schema:
        if fld.name not in entry:
            continue
        value = entry[fld.name]
        label = glossary.field_label(fld, lang)
        if fld.kind == "group":
            inner = _fields(fld.fields, value, side_labels, lang) \
                if isinstance(value, Mapping) else []
            said.append(f"{label} ({', '.join(inner)})" if inner else label)
        elif value is True:
            said.append(label)
        elif value is False:
            said.append(f"{label}: {say(Message('words.no'), lang)}")
        else:
            said.append(f"{label}: {_value(fld, value, side_labels, lang)}")
    return said


def _value(fld: Field, value: Any, side_labels: Mapping[str, str], lang: str) -> str:
    """One field's value as the form offered it."""
    if value is None or value == []:
        return say(Message("web.nobody"), lang)
    if isinstance(value, Mapping):  # counts or answers, by side or by player
        return ", ".join(f"{side_labels.get(k, k)} {_value(fld, v, side_labels, lang)}"
                         for k, v in value.items())
    if fld.kind in TEXT_KINDS:  # cards and calls in the reader's language: «5♦», «раз пас»
        return shown_text(fld, value, lang)
    if isinstance(value, list | tuple):
        return " ".join(_value(fld, v, side_labels, lang) for v in value)
    if isinstance(value, str):
        if fld.kind == "side":
            return side_labels.get(value, value)
        if fld.choices and fld.kind not in ("cards", "card", "calls"):
            return glossary.choice_label(fld, value, lang)
    return str(value)
