"""The store's refusal: a database or a club file that cannot be used, in the user's words.

It stands apart from the opening of the database so that what the opening calls on (the
backup taken before an upgrade) can raise it without importing the opening back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from clubapp.store.credentials import redact
from clubapp.words import Message, say


class DatabaseError(Exception):
    """The database cannot be opened or used; the message tells the user why and what to do.

    ``DatabaseError("store.damaged", path=path)``: a message id of the catalogues and its
    parameters; ``str(error)`` is the English, ``error.say(lang)`` the words in a language.
    Neither ever shows a password.
    """

    def __init__(self, message: str | Message, /, **params: Any) -> None:
        self.why = Message.of(message, **{k: _shown(v) for k, v in params.items()})
        super().__init__(self.say("en"))

    def say(self, lang: str) -> str:
        """The refusal in the language, without any password."""
        return redact(say(self.why, lang))


def _shown(value: Any) -> Any:
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, str):
        return redact(value)
    return value
