"""What a report can go wrong with: a clear message for the person printing, never a traceback."""

from __future__ import annotations

from typing import Any

from clubapp.words import Message, say


class ReportError(Exception):
    """A document that cannot be written as asked (bad path, bad input): the message says why.

    ``why`` is the message (an id of the catalogues with its parameters, or text that is the
    same in every language); ``str(error)`` is the English.
    """

    def __init__(self, message: str | Message, **params: Any) -> None:
        self.why = Message.of(message, **params)
        super().__init__(say(self.why, "en"))


class FontMissing(ReportError):
    """The shipped PDF font is missing or unreadable: reports would print boxes, so refuse."""


class BuildCancelled(Exception):  # a request, not a failure
    """The person cancelled a long document; nothing was written."""
