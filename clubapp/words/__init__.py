"""Every sentence a person reads, as data in the program and as words at its edge.

DESIGN.md, "Messages a person reads": a refusal or a reason made in a pure layer (rules,
events, ledger) is a ``Message`` — an id and its parameters — and the window, the command line,
the documents and the table pages put it into words in the user's language from one catalogue
per language (``clubapp/words/en/``, ``clubapp/words/ru/``).

Raising a refusal in a pure layer::

    raise RuleError("tricks", "schema.above_maximum", value=7, maximum=5)
    raise RuleError("revoke.take", "euchre.revoke_take_missing")

A reason or a note returned as data::

    Outcome(steps, note=Message("euchre.march"))
    Outcome(steps, note=(Message("euchre.tricks", n=4), Message("euchre.revoke_by", side="B")))

A parameter may be a number, a name, a list (said as "a, b, c"), a ``Message`` (said in the
same language), a ``Term`` (a game, a glossary word, a field's choice, a house rule's value:
``Term.game("euchre")``, ``Term.choice("boston", "contract", "little-misere")``), a ``Decimal``
or a date (each said the language's way).

Adding messages: each section is a pair of files with the same ids,
``clubapp/words/en/<section>.py`` and ``clubapp/words/ru/<section>.py``, each with
``MESSAGES = {"<section>.<name>": "template", …}``; templates fill ``{name}``, ``{name!r}``
(a value quoted as typed) and ``{name|one|many}`` / ``{name|одна|две|пять}`` (the plural form for
the number ``name``: English two forms, Russian three). A test (tests/words) checks that both
languages have the same ids and the same parameters, that every id the code uses exists, and
that no Russian template holds an English word.

Putting into words at the edge::

    say(message, "ru")              # one message
    note_text(record.note, "ru")    # a deal's note: its messages joined with "; "
    refusal(rule_error, "ru", game_id="euchre")   # "сдача 3: Взятки: 7 больше наибольшего 5"
    language_from_environment()     # LC_ALL, LC_MESSAGES, LANG → "en" or "ru"
"""

from clubapp.words.catalogue import LANGUAGES, catalogue, plural_index
from clubapp.words.message import Message, Note, Term, as_note, plain
from clubapp.words.say import (
    date_text,
    field_text,
    language_from_environment,
    note_text,
    refusal,
    say,
    value_text,
)

__all__ = [
    "LANGUAGES",
    "Message",
    "Note",
    "Term",
    "as_note",
    "catalogue",
    "date_text",
    "field_text",
    "language_from_environment",
    "note_text",
    "plain",
    "plural_index",
    "refusal",
    "say",
    "value_text",
]
