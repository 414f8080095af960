"""What a report can go wrong with: a clear message for the person printing, never a traceback."""

from __future__ import annotations


class ReportError(Exception):
    """A document that cannot be written as asked (bad path, bad input): the message says why."""


class FontMissing(ReportError):
    """The shipped PDF font is missing or unreadable: reports would print boxes, so refuse."""


class BuildCancelled(Exception):  # a request, not a failure
    """The person cancelled a long document; nothing was written."""
