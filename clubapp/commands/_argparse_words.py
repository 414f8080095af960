"""argparse's own words in the command line's language: "usage:", "error:", the help's headings,
"the following arguments are required", "invalid choice", "unrecognized arguments".

argparse looks every sentence of its own up through gettext, by the module globals ``_`` and
``ngettext``, when a parser is built (the help's headings) and when it parses or prints (the
rest). ``speaking(lang)`` points them at the catalogues' ``argparse`` section for that time and
back afterwards; English is argparse's own, left as it is. The commands' own help texts are not
argparse's: ``_help_words`` says them.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import cache
from typing import Any

from clubapp.words import LANGUAGES, catalogue, language_from_environment
from clubapp.words.catalogue import fill, placeholders

_SECTION = "argparse."
_TYPE = "argparse.type_"  # a type's name in "invalid … value", not a sentence of argparse


class _Slot:
    """A parameter of argparse's: filled back in as ``%(name)s``, or ``%s`` for the lone one."""

    def __init__(self, name: str) -> None:
        self.name = name

    def printf(self, kind: str) -> str:
        return f"%{kind}" if self.name == "arg" else f"%({self.name}){kind}"


def printf_template(template: str, lang: str, count: int = 2) -> str:
    """A catalogue template as the %-format string argparse fills in itself; ``count`` picks
    the word form of a plural (the number argparse will put in for ``{arg}``)."""
    params: dict[str, Any] = {name: _Slot(name) for name in placeholders(template)}
    params["count"] = count
    return fill(template, lang, _put("s"), _put("r"), params)


def _put(kind: str) -> Callable[[object], str]:
    """How ``fill`` puts a parameter back: a slot as argparse's own (the count picks a word
    form and is not put in)."""
    return lambda value: value.printf(kind) if isinstance(value, _Slot) else str(value)


@cache
def _ids_by_english() -> Mapping[str, str]:
    """Each message id by the English sentence argparse asks for (a plural by both forms)."""
    found: dict[str, str] = {}
    for message_id, template in catalogue("en").items():
        if message_id.startswith(_SECTION) and not message_id.startswith(_TYPE):
            found[printf_template(template, "en", 1)] = message_id
            found[printf_template(template, "en", 2)] = message_id
    return found


class _Sentence(str):
    """A translated sentence that, when argparse fills it in, names a value's type in the same
    language ("invalid int value" → "ожидалось целое число")."""

    lang: str

    def __mod__(self, values: Any) -> str:
        if isinstance(values, Mapping) and isinstance(values.get("type"), str):
            name = catalogue(self.lang).get(f"{_TYPE}{values['type']}")
            if name is not None:
                values = {**values, "type": name}
        return str.__mod__(self, values)


def _sentence(text: str, lang: str) -> _Sentence:
    made = _Sentence(text)
    made.lang = lang
    return made


def _as_written(message: Any) -> Any:
    return message


def _as_written_n(singular: str, plural: str, number: int) -> str:
    return singular if number == 1 else plural


def translator(lang: str) -> tuple[Callable[[Any], Any], Callable[[str, str, int], str]]:
    """The ``gettext`` and ``ngettext`` that argparse should call for this language."""
    words = catalogue(lang)

    def gettext(message: Any) -> Any:
        found = _ids_by_english().get(message) if isinstance(message, str) else None
        if found is None or found not in words:
            return message  # none of its users' sentences (a programmer's error): as it is
        return _sentence(printf_template(words[found], lang), lang)

    def ngettext(singular: str, plural: str, number: int) -> str:
        found = _ids_by_english().get(singular)
        if found is None or found not in words:
            return singular if number == 1 else plural
        return _sentence(printf_template(words[found], lang, number), lang)

    return gettext, ngettext


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """argparse speaks the language while the block builds and runs a parser (English: its
    own words as written, without the system's gettext looking for a catalogue on disk at each
    of the few hundred words a parser is built of)."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]  # not in its stubs
    if lang == "en" or lang not in LANGUAGES:
        argparse._, argparse.ngettext = _as_written, _as_written_n  # type: ignore[attr-defined]
    else:
        argparse._, argparse.ngettext = translator(lang)  # type: ignore[attr-defined]  # not in its stubs
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]  # not in its stubs


def language_asked(argv: Sequence[str]) -> str:
    """The language of a command line before it is parsed: the last ``--lang`` given (before a
    ``--``), else the environment's; a language the program does not speak counts as none."""
    asked = None
    for at, word in enumerate(argv):
        if word == "--":
            break
        if word == "--lang" and at + 1 < len(argv):
            asked = argv[at + 1]
        elif word.startswith("--lang="):
            asked = word.partition("=")[2]
    return asked if asked in LANGUAGES else language_from_environment()
