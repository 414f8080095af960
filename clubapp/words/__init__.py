"""The speech: every sentence a person reads, put into words at the edge, and the one formatter.

DESIGN.md, "Messages a person reads": a refusal or a reason made in a pure layer (cards, rules,
events, ledger) is a ``Message`` — an id and its parameters, from ``clubapp.message`` at the
bottom of the house, which imports nothing — and this package, above the rules and the events,
says it in the user's language for the window, the command line, the documents and the table
pages: from one catalogue per language (``clubapp/words/<lang>/``, the documents' words its
``documents`` section), the glossary's names of games, fields and terms (read from the rules'
registry), and one formatter of numbers, money, dates and times (``formats``: CLDR, by Babel).
Nothing below imports this package; importing it puts it in force for what a pure layer still
says itself (``clubapp.message.said``: an exception's English ``str()``).

Raising a refusal in a pure layer::

    raise RuleError("tricks", "schema.above_maximum", value=7, maximum=5)
    raise RuleError("revoke.take", "euchre.revoke_take_missing")

A reason or a note returned as data::

    Outcome(steps, note=Message("euchre.march"))
    Outcome(steps, note=(Message("euchre.tricks", n=4), Message("euchre.revoke_by", side="B")))

A parameter may be a number, a name, a list (said as "a, b, c"), a ``Message`` (said in the
same language), a ``Term`` (a game, a glossary word, a field's choice, a house rule's value:
``Term.game("euchre")``, ``Term.choice("boston", "contract", "little-misere")``), a ``Decimal``
(a sum: 1 234,50) or a date (1 декабря 2026 г.), each written by the formatter.

Adding messages: each section is a file per language with the same ids,
``clubapp/words/en/<section>.py``, ``clubapp/words/ru/<section>.py``, each with
``MESSAGES = {"<section>.<name>": "template", …}``; templates fill ``{name}``, ``{name!r}``
(a value quoted as typed), ``{~term}`` (a word of the glossary) and ``{name|one|many}`` /
``{name|одна|две|пять}`` (the plural form for the number ``name``, one per CLDR category of
the language). A test (tests/words) checks that every language has the same ids and the same
parameters, that every id the code uses exists, and that no Russian template holds an English
word. A new language: docs/adding-a-language.md.

Putting into words at the edge::

    say(message, "ru")              # one message
    note_text(record.note, "ru")    # a deal's note: its messages joined with "; "
    refusal(rule_error, "ru", game_id="euchre")   # "сдача 3: Взятки: 7 больше наибольшего 5"
    language_from_environment()     # LC_ALL, LC_MESSAGES, LANG → "en" or "ru"
    counted(14, "points", "ru")     # "14 очков"
    formats.date(day, "ru", formats.TABLE), formats.money(Decimal("1234.50"), "ru")
"""

from clubapp.message import Message, Note, Term, as_note, plain, use_speech
from clubapp.words import formats
from clubapp.words.catalogue import LANGUAGES, catalogue, plural_forms, plural_index
from clubapp.words.say import (
    counted,
    field_text,
    language_from_environment,
    note_text,
    refusal,
    say,
    value_text,
)

use_speech(say)

__all__ = [
    "LANGUAGES",
    "Message",
    "Note",
    "Term",
    "as_note",
    "catalogue",
    "counted",
    "field_text",
    "formats",
    "language_from_environment",
    "note_text",
    "plain",
    "plural_forms",
    "plural_index",
    "refusal",
    "say",
    "value_text",
]
