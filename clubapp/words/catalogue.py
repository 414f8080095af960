"""The catalogues: one per language, each the union of its section files, and the formatter.

``clubapp/words/en/<section>.py`` and ``clubapp/words/ru/<section>.py`` each define
``MESSAGES: dict[str, str]``, an id (``<section>.<name>``) to its template. A template fills in
``{name}`` with a parameter, ``{name!r}`` with a parameter quoted as typed (what a user gave),
``{name!c}`` with the program's own identifiers (JSON keys: `like_this` where a language needs it),
and ``{name|one|few|many}`` with the word form for the number ``name`` (English has two forms,
``{n|trick|tricks}``; Russian three, ``{n|взятка|взятки|взяток}``). ``{{`` and ``}}`` are braces.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Mapping
from functools import cache

LANGUAGES = ("en", "ru")
_PLACE = re.compile(r"\{\{|\}\}|\{(\w+)(!r|!c)?((?:\|[^|{}]*)*)\}")


class CatalogueError(Exception):
    """A catalogue that does not hang together (found by the tests, never at a club)."""


@cache
def catalogue(lang: str) -> Mapping[str, str]:
    """Every template of a language, by message id."""
    if lang not in LANGUAGES:
        lang = "en"
    package = importlib.import_module(f"clubapp.words.{lang}")
    merged: dict[str, str] = {}
    for module in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        for key, template in section(lang, module.name).items():
            if key in merged:
                raise CatalogueError(f"{lang}: {key} is given twice")
            merged[key] = template
    return merged


@cache
def section(lang: str, name: str) -> Mapping[str, str]:
    """The templates of one section of a language's catalogue (its file ``<lang>/<name>.py``);
    empty for a section the language does not have."""
    if lang not in LANGUAGES or not name.isidentifier():
        return {}
    try:
        module = importlib.import_module(f"clubapp.words.{lang}.{name}")
    except ModuleNotFoundError:
        return {}
    messages = getattr(module, "MESSAGES", {})
    for key in messages:
        if not key.startswith(name + "."):
            raise CatalogueError(f"{lang}/{name}.py: {key} is not of its section")
    return messages


def template_of(message_id: str, lang: str) -> str | None:
    """The template of a message in a language (English where the language lacks it).

    Only the message's own section is read: a window that says two words at its start does
    not load every message of the program first."""
    name = message_id.split(".", 1)[0]
    found = section(lang, name).get(message_id)
    if found is None and lang != "en":
        found = section("en", name).get(message_id)
    return found


def placeholders(template: str) -> set[str]:
    """The parameter names a template uses."""
    return {m.group(1) for m in _PLACE.finditer(template) if m.group(1)}


def plural_index(number: int, lang: str) -> int:
    """Which word form a number takes: English one/other; Russian one/few/many."""
    n = abs(int(number))
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def fill(template: str, lang: str, render, quote, params: Mapping[str, object],
         code=None) -> str:
    """A template with its parameters: ``render``, ``quote`` and ``code`` turn a value into text."""

    def one(match: re.Match[str]) -> str:
        whole = match.group(0)
        if whole == "{{":
            return "{"
        if whole == "}}":
            return "}"
        name, quoted, forms = match.group(1), match.group(2), match.group(3)
        if name not in params:
            return whole  # a missing parameter shows as itself rather than losing the message
        value = params[name]
        if forms:
            words = forms[1:].split("|")
            try:
                index = plural_index(int(value), lang)  # type: ignore[call-overload]
            except (TypeError, ValueError):
                index = len(words) - 1
            return words[min(index, len(words) - 1)]
        if quoted == "!c":
            return (code or render)(value)
        return quote(value) if quoted else render(value)

    return _PLACE.sub(one, template)
