"""What a scorer types in a text field of a score form, read in either language and said back in
the reader's.

The text fields are the schema's ``card``, ``cards`` and ``calls`` (the calls of préférence's
auction, its premiums). A card is read as ``clubapp.cards`` reads it — C D H S, ♣ ♦ ♥ ♠, the
Russian suits п т б ч and ranks В Д К Т — and kept in the notation of RULES.md (``5D``). A call
is read by its identifier (``1``, ``pass``), by its label in English or Russian (``раз``,
``пас``, ``здесь``, ``игра``, ``червы``), by the other word the rule books use for it (``держу``,
seeds/003 line 21; ``черви``, seeds/000 line 15) or, for a suit, by its letter or symbol. What is
neither is kept as typed, for the rules to refuse by name; the entry keeps the identifiers.

Said back (``shown_text``), a card is ``5D`` in English and ``5♦`` in Russian, a call its word in
the language (``раз пас пас``): the form shows a recorded deal so, and reads it back the same.
Pure: no Qt.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from clubapp.cards import CardError, card_text, parse_card
from clubapp.rules.schema import Field

TEXT_KINDS = ("card", "cards", "calls")

# the other words of the rule books for a call, beside its labels (which the glossary holds)
BOOK_WORDS: dict[str, tuple[str, ...]] = {
    "hold": ("держу",),  # seeds/003 line 21: «сказать здесь или держу»
    "hearts": ("черви",),  # seeds/000 line 15 spells the suit so; seeds/003 line 16 «червы»
    "-": ("–", "—"),  # the seed's tables (seeds/003 lines 24, 26) put a dash for a passed hand
}
# a choice that is a suit, by its name or its letter: its Russian names (seeds/002 line 49:
# пики, бубны, трефы; seeds/003 line 16: червы), the letter a Russian keyboard types, the symbol
SUIT_WORDS: dict[str, tuple[str, ...]] = {
    "C": ("clubs", "club", "c", "♣", "т", "трефы", "трефа", "треф"),
    "D": ("diamonds", "diamond", "d", "♦", "б", "бубны", "бубна", "бубен"),
    "H": ("hearts", "heart", "h", "♥", "ч", "червы", "черви", "черва", "червей"),
    "S": ("spades", "spade", "s", "♠", "п", "пики", "пика", "пик"),
}
_SEPARATORS = re.compile(r"[\s,;]+")
_EXAMPLES = {("card", "en"): "5D", ("card", "ru"): "5б",
             ("cards", "en"): "5H 5C 5S JD", ("cards", "ru"): "5ч 5т 5п Вб"}


def _folded(word: str) -> str:
    return word.strip().casefold().replace("ё", "е")


def tokens(text: str) -> list[str]:
    """The words of a typed line, split at spaces, commas and semicolons."""
    return [t for t in _SEPARATORS.split(text) if t]


def read_card(text: str) -> str:
    """A card in the notation (``5б``, ``5♦``, ``5d`` → ``5D``); text that is no card as typed."""
    try:
        return str(parse_card(text))
    except CardError:
        return text.strip()


def _labels(fld: Field, choice: str) -> list[str]:
    """A choice's labels in both languages, whole and without their gloss ("раз (с прикупом)")."""
    out = []
    for labels in (fld.choice_labels, fld.choice_labels_ru):
        label = labels.get(choice)
        if label:
            out += [label, label.split(" (")[0]]
    return out


def vocabulary(fld: Field) -> dict[str, str]:
    """Every word that names one of a field's choices, folded, to the choice; a word that would
    name two choices names none (nothing is guessed)."""
    named: dict[str, set[str]] = {}
    for choice in fld.choices:
        words = [choice, *_labels(fld, choice), *BOOK_WORDS.get(choice, ())]
        suit = choice if choice in SUIT_WORDS else next(
            (code for code, names in SUIT_WORDS.items() if choice in names), None)
        if suit is not None:
            words += SUIT_WORDS[suit]
        for word in words:
            if word.strip():
                named.setdefault(_folded(word), set()).add(choice)
    return {word: next(iter(found)) for word, found in named.items() if len(found) == 1}


def read_call(fld: Field, word: str, known: Mapping[str, str] | None = None) -> str:
    """One call as its identifier (``раз`` → ``1``); a word no choice has, as typed."""
    known = vocabulary(fld) if known is None else known
    return known.get(_folded(word), word.strip())


def read_calls(fld: Field, words: Sequence[str]) -> list[str]:
    known = vocabulary(fld)
    return [read_call(fld, w, known) for w in words]


def read_text(fld: Field, text: str) -> Any:
    """A text field as typed, as the entry keeps it: a card, a list of cards or of calls in
    their identifiers; None for a blank field (left out of the entry)."""
    if fld.kind == "card":
        return read_card(text) if text.strip() else None
    words = tokens(text)
    if not words:
        return None
    if fld.kind == "cards":
        return [read_card(w) for w in words]
    if fld.kind == "calls":
        return read_calls(fld, words)
    return text.strip() or None


def canonical_value(fld: Field, value: Any) -> Any:
    """A text field's JSON value with its cards and calls in their identifiers (anything of
    another shape as it is: the schema names it)."""
    if fld.kind == "card" and isinstance(value, str):
        return read_card(value) if value.strip() else value
    if fld.kind in ("cards", "calls") and isinstance(value, list) \
            and all(isinstance(v, str) for v in value):
        return [read_card(v) for v in value] if fld.kind == "cards" else read_calls(fld, value)
    if fld.kind == "group" and isinstance(value, Mapping):
        return canonical_entry(fld.fields, value)
    return value


def canonical_entry(schema: Sequence[Field], entry: Any) -> Any:
    """An entry with every text field's words in their identifiers, at every depth: what the
    command line, the window and the table pages record, whatever language it was typed in."""
    if not isinstance(entry, Mapping):
        return entry
    fields = {f.name: f for f in schema}
    return {name: canonical_value(fields[name], value) if name in fields else value
            for name, value in entry.items()}


def call_word(fld: Field, call: str, lang: str) -> str:
    """A call as the language says it at the table: ``раз``, ``пас`` (its Russian label without
    the gloss), in English its identifier."""
    label = fld.choice_labels_ru.get(call) if lang == "ru" else None
    return label.split(" (")[0] if label else call


def shown_text(fld: Field, value: Any, lang: str) -> str:
    """A text field's value as the form shows it in the language (read back the same)."""
    if value is None:
        return ""
    if fld.kind == "card" and isinstance(value, str):
        return card_text(value, lang)
    if isinstance(value, list | tuple):
        if fld.kind == "cards":
            return " ".join(card_text(str(v), lang) for v in value)
        if fld.kind == "calls":
            return " ".join(call_word(fld, str(v), lang) for v in value)
        return " ".join(str(v) for v in value)
    return str(value)


def placeholder(fld: Field, lang: str) -> str:
    """What an empty text field shows as an example, in the language's letters and words."""
    example = _EXAMPLES.get((fld.kind, "ru" if lang == "ru" else "en"))
    if example is not None:
        return example
    return " ".join(call_word(fld, c, lang) for c in fld.choices[:4]) + " …"
