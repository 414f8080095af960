"""A message a person will read, as data: an id and its parameters, put into words at the edge.

The bottom of the house: it imports nothing of clubapp. The pure layers (cards, rules, events,
ledger) raise and return these; the speech above them (``clubapp.words``: the catalogues, the
glossary, the one formatter of numbers and dates) says them in the reader's language at the
edge — the window, the command line, the documents, the table pages.

Below the speech, a message is said only through ``said``: the speech puts itself in force here
when it is imported (``use_speech``), so that what stays words in a pure layer — an exception's
``str()`` for logs and the command line's English contract, the English reasons kept in a
record's JSON — is said without the pure layer importing the speech. Until the speech is in
force a message reads as its id and parameters.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

# an id is "section.name" (lowercase, digits, _ and -), the section naming the catalogue file
MESSAGE_ID = re.compile(r"[a-z][a-z0-9_]*(\.[a-z0-9_-]+)+")


class Message:
    """A message id with its parameters; equal when both are equal. Immutable."""

    __slots__ = ("id", "params")
    id: str
    params: Mapping[str, Any]

    def __init__(self, id: str, /, **params: object) -> None:
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "params", MappingProxyType(params))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Message is immutable")

    @classmethod
    def literal(cls, text: str) -> Message:
        """Text that is the same in every language (a name, a number, what the user typed)."""
        return cls("words.literal", text=text)

    @classmethod
    def of(cls, reason: str | Message, **params: object) -> Message:
        """A message from an id and parameters, or a message as it is; other text is literal."""
        if isinstance(reason, Message):
            return reason
        if MESSAGE_ID.fullmatch(reason):
            return cls(reason, **params)
        return cls.literal(reason)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Message) and other.id == self.id
                and dict(other.params) == dict(self.params))

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted((k, repr(v)) for k, v in self.params.items()))))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Message({self.id!r}{args})"


class Term:
    """A parameter that is itself a word of the card table, named in each language elsewhere.

    ``Term.game("euchre")`` is the game's name, ``Term.word("trick")`` a term of the glossary,
    ``Term.choice("boston", "contract", "little-misere")`` a field's choice as the form shows it,
    ``Term.option_value("auction-pitch", "bidding", "sell")`` a house rule's value,
    ``Term.field("revoke.by", "euchre")`` a field of a game's score form.
    """

    __slots__ = ("key", "kind")
    kind: str
    key: tuple[str, ...]

    def __init__(self, kind: str, *key: str) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "key", tuple(key))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Term is immutable")

    @classmethod
    def game(cls, game_id: str) -> Term:
        return cls("game", game_id)

    @classmethod
    def word(cls, key: str) -> Term:
        return cls("word", key)

    @classmethod
    def choice(cls, game_id: str, field_path: str, value: str) -> Term:
        return cls("choice", game_id, field_path, value)

    @classmethod
    def option_value(cls, game_id: str, option: str, value: str) -> Term:
        return cls("option_value", game_id, option, value)

    @classmethod
    def field(cls, path: str, game_id: str | None = None) -> Term:
        """A score-form field by its path (``revoke.by``): as the game's form labels it (the
        path itself in English, the command line's contract)."""
        return cls("field", path, game_id or "")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Term) and (other.kind, other.key) == (self.kind, self.key)

    def __hash__(self) -> int:
        return hash((self.kind, self.key))

    def __repr__(self) -> str:
        return f"Term({self.kind!r}, {', '.join(map(repr, self.key))})"


Note = tuple[Message, ...]


def as_note(note: str | Message | Note | None) -> Note:
    """A deal's note as a tuple of messages (text is kept as it is, as a literal)."""
    if note is None or note == "":
        return ()
    if isinstance(note, Message):
        return (note,)
    if isinstance(note, str):
        return tuple(Message.literal(part) for part in note.split("; ") if part)
    return tuple(Message.of(part) for part in note)


def refusal_words(field: str, why: Message, deal: int | None = None,
                  game_id: str | None = None) -> Message:
    """A refusal as one message: ``deal N: field: reason`` (each part where it is known)."""
    where = Term.field(field, game_id) if field else None
    if deal is not None and where is not None:
        return Message("words.at_deal_field", deal=deal, field=where, reason=why)
    if deal is not None:
        return Message("words.at_deal", deal=deal, reason=why)
    if where is not None:
        return Message("words.at_field", field=where, reason=why)
    return why


def plain(value: Any) -> Any:
    """A message (or a parameter) as JSON-ready data: ``{"id": …, "params": {…}}``."""
    if isinstance(value, Message):
        return {"id": value.id, "params": {k: plain(v) for k, v in value.params.items()}}
    if isinstance(value, Term):
        return {"term": value.kind, "key": list(value.key)}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    return value


# --- saying a message below the speech ------------------------------------------------------
Speaker = Callable[["Message", str], str]
_speaker: Speaker | None = None


def use_speech(speaker: Speaker) -> None:
    """Put the speech in force: ``speaker(message, lang)`` says a message (``clubapp.words``
    calls this when it is imported)."""
    global _speaker
    _speaker = speaker


def said(message: str | Message | Note | None, lang: str = "en") -> str:
    """A message (text that is not a message id kept as it is), or a note of several joined
    with "; ", in words in the language by the speech in force; before any is, its id and
    parameters (``cards.twice(card='AS')``)."""
    parts = (Message.of(message),) if isinstance(message, str) else as_note(message)
    if _speaker is None:
        return "; ".join(_bare(part) for part in parts)
    return "; ".join(_speaker(part, lang) for part in parts)


def _bare(message: Message) -> str:
    if message.id == "words.literal":
        return str(message.params.get("text", ""))
    args = ", ".join(f"{k}={v!r}" for k, v in message.params.items())
    return f"{message.id}({args})"
