"""Who the results format publishes, and how: each member by name, by initials or not at all.

A member's ``publish_as`` (``services.member_privacy``) says it: "name", "initials" ("A. K.",
made there) or "hidden". Players are named by a key made of the member's number ("p12"); a
hidden member's key is None (null in the document) wherever their line is. Words the services
say about people — a tie's reasons, a party's decisions and prizes — name them by the names as
they were typed: ``Publication.text`` says them with the published names instead, each name a
message carries replaced before it is said ("a player" for the hidden).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from clubapp.services.member_privacy import PUBLISH_AS, initials
from clubapp.services.results_text import BOTH
from clubapp.store.models import Member
from clubapp.words import Message, note_text, say


def player_key(member_id: int) -> str:
    """The published key of a member: "p" and the member's number."""
    return f"p{member_id}"


@dataclass(frozen=True)
class Publication:
    """How each member is published: their key (None: hidden) and their name as published."""

    keys: Mapping[int, str | None]
    names: Mapping[int, str]  # published members only
    shown_as: Mapping[int, str]
    # a member's name as written in a message → what to say instead (their published name,
    # or "a player"); a name shared with a hidden member is said as "a player"
    instead: Mapping[str, str | Message]
    everyone: frozenset[str]  # every member's name

    def key(self, member_id: int | None) -> str | None:
        """The member's key, None for a hidden member (or for no member)."""
        return None if member_id is None else self.keys.get(member_id)

    def said(self, message: Message | Sequence[Message] | None, lang: str) -> str:
        """A message (or a note of several) said with the published names."""
        if message is None:
            return ""
        if isinstance(message, Message):
            return say(self.message(message), lang)
        return note_text(tuple(self.message(m) for m in message), lang)

    def text(self, message: Message | Sequence[Message] | None) -> dict[str, str]:
        """A message said in both languages with the published names."""
        return {lang: self.said(message, lang) for lang in BOTH}

    def message(self, message: Message) -> Message:
        """The message with every member's name it carries replaced by the published one."""
        return Message(message.id, **{k: self._value(v) for k, v in message.params.items()})

    def _value(self, value: Any) -> Any:
        if isinstance(value, Message):
            return self.message(value)
        if isinstance(value, str):
            return self._name(value)
        if isinstance(value, list | tuple):
            return type(value)(self._value(v) for v in value)
        return value

    def _name(self, text: str) -> str | Message:
        if text in self.instead:
            return self.instead[text]
        if text in self.everyone:
            return text
        # "Ann Hart 3", "Ann Hart 1–0": a name and the figure a tie-break read (standing_ties)
        head = text.rpartition(" ")[0]
        while head:
            tail = text[len(head) + 1:]
            if head in self.everyone and not any(c.isalpha() for c in tail):
                found = self.instead.get(head, head)
                return Message("results_format.named_figure", name=found, figure=tail) \
                    if isinstance(found, Message) else f"{found} {tail}"
            head = head.rpartition(" ")[0]
        return text


def publication_of(rows: Iterable[tuple[int, str, str]]) -> Publication:
    """How each member is published, from their (number, name, ``publish_as``)."""
    keys: dict[int, str | None] = {}
    names: dict[int, str] = {}
    shown: dict[int, str] = {}
    instead: dict[str, str | Message] = {}
    hidden_names: set[str] = set()
    everyone: set[str] = set()
    a_player = Message("results_format.a_player")
    for member_id, name, publish_as in rows:
        everyone.add(name)
        how = publish_as if publish_as in PUBLISH_AS else "name"
        if how == "hidden":
            keys[member_id] = None
            hidden_names.add(name)
            continue
        keys[member_id] = player_key(member_id)
        names[member_id] = initials(name) if how == "initials" else name
        shown[member_id] = how
        if how != "name":
            instead.setdefault(name, names[member_id])
    for name in hidden_names:
        instead[name] = a_player
    return Publication(keys, names, shown, instead, frozenset(everyone))


def order(ref: str | None) -> tuple[int, int]:
    """Lines of players in the order of their keys' numbers, hidden players last."""
    return (1, 0) if ref is None else (0, int(ref[1:]))


def read_publication(session: Session) -> Publication:
    """How each member of the club is published."""
    return publication_of(session.execute(
        select(Member.id, Member.name, Member.publish_as).order_by(Member.id)).all())
