"""How an entered value is written in a cell of a score sheet, and a field's label.

Names as they are, yes as a tick, cards in the notation (``5D``; in Russian ``5♦``), a choice
by its label in the language (the glossary's), a group as its filled-in parts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from clubapp import glossary
from clubapp.cards import card_text
from clubapp.reports.page import ReportSetup
from clubapp.rules import Field


# --- writing values -------------------------------------------------------------------------
def field_label(fld: Field | Any, lang: str) -> str:
    """A field's label in the language (the glossary's, which the window shares)."""
    return glossary.field_label(fld, lang)


def format_value(fld: Field | Any, value: Any, setup: ReportSetup) -> str:
    """How an entered value is written in a cell: names as they are, yes as a tick, a group as
    its parts, anything unknown as plain text."""
    if value is None:
        return ""
    kind = getattr(fld, "kind", "")
    if kind == "bool" or isinstance(value, bool):
        return "✓" if value else ""
    if kind == "choice":
        return glossary.choice_label(fld, str(value), setup.lang)
    if kind == "players" and isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if kind == "cards" and isinstance(value, list):  # in the sheet's language: 5D, 5♦
        return " ".join(card_text(str(v).upper(), setup.lang) for v in value)
    if kind == "card":
        return card_text(str(value).upper(), setup.lang)
    if kind == "counts" and isinstance(value, Mapping):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    if kind == "answers" and isinstance(value, Mapping):
        return ", ".join(f"{k}: {glossary.choice_label(fld, str(v), setup.lang)}"
                         for k, v in value.items())
    if kind == "calls" and isinstance(value, list):
        return ", ".join(glossary.choice_label(fld, str(v), setup.lang) for v in value)
    if kind == "group" and isinstance(value, Mapping):
        return group_text(getattr(fld, "fields", ()), value, setup)
    if isinstance(value, Mapping):
        return "; ".join(f"{k}: {plain(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(plain(v) for v in value)
    return str(value)


def group_text(fields: Sequence[Field], value: Mapping[str, Any], setup: ReportSetup) -> str:
    """A group's filled-in parts as "label: value; …" (empty parts left out)."""
    known = {f.name: f for f in fields}
    parts = []
    for name, sub in value.items():
        fld = known.get(name)
        text = format_value(fld, sub, setup) if fld is not None else plain(sub)
        if text == "" or (isinstance(sub, bool) and not sub):
            continue
        label = field_label(fld, setup.lang) if fld is not None else name
        parts.append(label if text == "✓" else f"{label}: {text}")
    return "; ".join(parts)


def plain(value: Any) -> str:
    """Any JSON value as short readable text."""
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{k}: {plain(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(plain(v) for v in value) + "]"
    if isinstance(value, bool):
        return "✓" if value else "—"
    return "" if value is None else str(value)
