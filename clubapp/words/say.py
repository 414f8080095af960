"""Putting messages into words: ``say(message, lang)``, notes, refusals, and values in a language.

Above the rules and the events: a ``Term`` is named from the glossary, which reads the rules'
registry (each game's names, its fields' and house rules' labels), and a value is written by the
one formatter (``clubapp.words.formats``).
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from clubapp import glossary
from clubapp.events.prizes import PRIZE_OPTIONS
from clubapp.events.progressive import PARTY_OPTIONS
from clubapp.message import Message, Note, Term, as_note, refusal_words
from clubapp.rules import get_game
from clubapp.rules.errors import RuleError
from clubapp.words import formats
from clubapp.words.catalogue import LANGUAGES, fill, template_of


def say(message: Message | str, lang: str = "en") -> str:
    """A message in words, in the language (English for a language without a catalogue)."""
    if isinstance(message, str):
        message = Message.of(message)
    lang = lang if lang in LANGUAGES else "en"
    template = template_of(message.id, lang)
    if template is None:
        return message.id  # an id no catalogue knows: shown as itself (a test forbids it)
    return fill(template, lang, lambda v: value_text(v, lang), lambda v: quoted(v, lang),
                message.params, lambda v: identifiers(v, lang),
                lambda key, capital: glossary.term(key, lang, title=capital))


def identifiers(value: Any, lang: str) -> str:
    """The program's own names (JSON keys, field ids): as they are in English, in `code`
    marks in another language, so that nobody takes them for untranslated words."""
    items = value if isinstance(value, list | tuple) else [value]

    def one(item: Any) -> str:
        if not isinstance(item, str):
            return value_text(item, lang)  # a word (a Term, a Message) is said, not marked
        return item if lang == "en" else f"`{item}`"

    return ", ".join(one(v) for v in items)


def note_text(note: str | Message | Note | None, lang: str = "en") -> str:
    """A deal's note (its messages, joined with "; ") in the language."""
    return "; ".join(say(part, lang) for part in as_note(note))


def value_text(value: Any, lang: str) -> str:
    """A parameter as text in the language."""
    if isinstance(value, Message):
        return say(value, lang)
    if isinstance(value, Term):
        return term_text(value, lang)
    if isinstance(value, bool):
        return say(Message("words.yes" if value else "words.no"), lang)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        return formats.money(value, lang)
    if isinstance(value, dt.datetime):
        return formats.moment(value, lang, formats.TEXT)
    if isinstance(value, dt.date):
        return formats.date(value, lang, formats.TEXT)
    if value is None:
        return "—"
    if isinstance(value, list | tuple | set | frozenset):
        items = sorted(value) if isinstance(value, set | frozenset) else value
        return ", ".join(value_text(v, lang) for v in items)
    if isinstance(value, Mapping):
        return ", ".join(f"{value_text(k, lang)} {value_text(v, lang)}" for k, v in value.items())
    return str(value)


def quoted(value: Any, lang: str) -> str:
    """What a user typed, quoted: Python's way in English, «…» and JSON's words in Russian."""
    if lang != "ru":
        return repr(value)
    if isinstance(value, str):
        return f"«{value}»"
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return str(value)


def counted(value: int, unit: str, lang: str) -> str:
    """A number and its unit in the form the number takes: "1 point", "14 очков", "-18 фишек"
    (a no-break space between them; the units are the documents' ``counted_<unit>``)."""
    word = say(Message(f"documents.counted_{unit}", n=value), lang)
    return f"{formats.number(value, lang)}\u00a0{word}"


def term_text(term: Term, lang: str) -> str:
    """A word of the card table in the language, from the glossary the window shares."""
    kind, key = term.kind, term.key
    try:
        if kind == "game":
            return glossary.game_name(key[0], lang)
        if kind == "word":
            return glossary.term(key[0], lang)
        if kind == "choice":
            fld = schema_field(key[0], key[1])
            return glossary.choice_label(fld, key[2], lang) if fld is not None else key[2]
        if kind == "option_value":
            option = game_option(key[0], key[1])
            return glossary.option_choice_label(option, key[2], lang) if option else key[2]
        if kind == "field":
            return field_text(key[0], lang, key[1] or None)
    except (KeyError, IndexError):
        pass
    return key[0] if kind == "field" else " ".join(key)


def schema_field(game_id: str, path: str):
    """The entry field at a dotted path of a game's schema (None where there is none)."""
    try:
        fields = get_game(game_id).entry_schema
    except RuleError:
        return None
    found = None
    for part in path.split("."):
        found = next((f for f in fields if f.name == part), None)
        if found is None:
            return None
        fields = found.fields
    return found


def game_option(game_id: str, name: str):
    """A house-rule option of a game, or of the party (None where there is none)."""
    options: Sequence[Any]
    if game_id == "party":
        options = (*PARTY_OPTIONS, *PRIZE_OPTIONS)
    else:
        try:
            options = get_game(game_id).options
        except RuleError:
            return None
    return next((o for o in options if o.name == name), None)


def field_text(path: str, lang: str, game_id: str | None = None) -> str:
    """A field's path as the form names it: ``revoke.by`` is «Ревок › кем» in Russian.

    English keeps the path itself (the command line's contract, ``deal N: field: reason``).
    """
    if lang == "en" or not path:
        return path
    if path.startswith("option "):
        name = path[len("option "):]
        option = game_option(game_id, name) if game_id else None
        label = glossary.option_label(option, lang) if option is not None else name
        return say(Message("words.option", name=label), lang)
    parts = path.split(".")
    words: list[str] = []
    fields = None
    if game_id is not None:
        try:
            fields = get_game(game_id).entry_schema
        except RuleError:
            fields = None
    for part in parts:
        fld = next((f for f in fields if f.name == part), None) if fields is not None else None
        if fld is not None:
            words.append(glossary.field_label(fld, lang))
            fields = fld.fields
            continue
        fields = None
        generic = template_of(f"fields.{part}", lang)
        words.append(generic if generic is not None else part)
    return " › ".join(words)


def refusal(error: Any, lang: str = "en", game_id: str | None = None) -> str:
    """A refusal (``RuleError``: field, reason and perhaps the deal) as one line in the language.

    In English it is exactly ``deal N: field: reason`` (DESIGN.md); in Russian the field is
    named by its label in the score form.
    """
    return say(refusal_words(error.field, error.why, error.deal, game_id), lang)


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for (LC_ALL, then LC_MESSAGES, then LANG): en or ru."""
    environ = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            code = value.split(".")[0].split("_")[0].split("@")[0].lower()
            return code if code in LANGUAGES else "en"
    return "en"
