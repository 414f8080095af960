"""The catalogues: one per language, each the union of its section files, and its plurals.

A language is a folder ``clubapp/words/<lang>/`` (English, ``en``, the first and the fallback
of every other). Its ``<section>.py`` files each define ``MESSAGES: dict[str, str]``, an id
(``<section>.<name>``) to its template. A template fills in ``{name}`` with a parameter,
``{name!r}`` with a parameter quoted as typed (what a user gave), ``{name!c}`` with the
program's own identifiers (JSON keys: `like_this` where a language needs it), ``{~term}`` with a
word of the glossary (``{~Trick}`` with a capital: ``clubapp.glossary.TERMS``), and
``{name|one|few|many}`` with the word form for the number ``name``: one form for each CLDR
plural category the language's whole numbers take, in CLDR's order (``plural_forms``: English
``{n|trick|tricks}``, Russian ``{n|взятка|взятки|взяток}``). ``{{`` and ``}}`` are braces.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import re
from collections.abc import Callable, Mapping
from functools import cache

from babel import Locale


def _languages() -> tuple[str, ...]:
    """The languages that have a folder of catalogues (the packages beside this module),
    English first."""
    found = sorted(m.name for m in pkgutil.iter_modules([os.path.dirname(__file__)])
                   if m.ispkg)
    return ("en", *(lang for lang in found if lang != "en"))


LANGUAGES = _languages()
_PLACE = re.compile(r"\{\{|\}\}|\{(~?\w+)(!r|!c)?((?:\|[^|{}]*)*)\}")
_CLDR_ORDER = ("zero", "one", "two", "few", "many", "other")


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
    """The parameter names a template uses (not the glossary's words, ``{~term}``)."""
    return {m.group(1) for m in _PLACE.finditer(template)
            if m.group(1) and not m.group(1).startswith("~")}


def terms_of(template: str) -> set[str]:
    """The glossary's words a template names (``{~trick}``), as the glossary keys them."""
    return {m.group(1)[1:].lower() for m in _PLACE.finditer(template)
            if m.group(1) and m.group(1).startswith("~")}


@cache
def plural_forms(lang: str) -> tuple[str, ...]:
    """The CLDR plural categories a language's whole numbers take, in CLDR's order: a plural
    template gives one word form for each (English ``one other``, Russian ``one few many``)."""
    rule = Locale.parse(lang if lang in LANGUAGES else "en").plural_form
    seen = {rule(n) for n in (*range(1000), 10 ** 6, 2 * 10 ** 6)}
    return tuple(category for category in _CLDR_ORDER if category in seen)


def plural_index(number: int, lang: str) -> int:
    """Which word form a number takes, by the language's CLDR plural rule (a fraction by its
    whole part: the templates give the forms of whole numbers)."""
    forms = plural_forms(lang if lang in LANGUAGES else "en")
    rule = Locale.parse(lang if lang in LANGUAGES else "en").plural_form
    return forms.index(rule(abs(int(number))))


def fill(template: str, lang: str, render: Callable[[object], str],
         quote: Callable[[object], str], params: Mapping[str, object],
         code: Callable[[object], str] | None = None,
         word: Callable[[str, bool], str] | None = None) -> str:
    """A template with its parameters: ``render``, ``quote`` and ``code`` turn a value into
    text, ``word(key, capital)`` names a word of the glossary (``{~trick}``)."""

    def one(match: re.Match[str]) -> str:
        whole = match.group(0)
        if whole == "{{":
            return "{"
        if whole == "}}":
            return "}"
        name, quoted, forms = match.group(1), match.group(2), match.group(3)
        if name.startswith("~"):
            return word(name[1:].lower(), name[1].isupper()) if word is not None else whole
        if name not in params:
            return whole  # a missing parameter shows as itself rather than losing the message
        value = params[name]
        if forms:
            words = forms[1:].split("|")
            try:
                index = plural_index(int(value), lang)  # type: ignore[call-overload]  # any value: one that is no number takes the last form
            except (TypeError, ValueError):
                index = len(words) - 1
            return words[min(index, len(words) - 1)]
        if quoted == "!c":
            return (code or render)(value)
        return quote(value) if quoted else render(value)

    return _PLACE.sub(one, template)
