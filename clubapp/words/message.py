"""A message a person will read, as data: an id and its parameters, put into words at the edge.

Pure: no Qt, no SQL, no words. The pure layers (rules, events, ledger) raise and return these;
the window, the command line, the documents and the table pages say them in the user's
language with ``clubapp.words.say``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

# an id is "section.name" (lowercase, digits, _ and -), the section naming the catalogue file
MESSAGE_ID = re.compile(r"[a-z][a-z0-9_]*(\.[a-z0-9_-]+)+")


class Message:
    """A message id with its parameters; equal when both are equal. Immutable."""

    __slots__ = ("id", "params")
    id: str
    params: Mapping[str, Any]

    def __init__(self, id: str, /, **params: Any) -> None:
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "params", MappingProxyType(params))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Message is immutable")

    @classmethod
    def literal(cls, text: str) -> Message:
        """Text that is the same in every language (a name, a number, what the user typed)."""
        return cls("words.literal", text=text)

    @classmethod
    def of(cls, reason: str | Message, **params: Any) -> Message:
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
    ``Term.option_value("auction-pitch", "bidding", "sell")`` a house rule's value.
    """

    __slots__ = ("key", "kind")
    kind: str
    key: tuple[str, ...]

    def __init__(self, kind: str, *key: str) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "key", tuple(key))

    def __setattr__(self, name: str, value: Any) -> None:
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
