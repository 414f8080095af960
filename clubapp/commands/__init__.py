"""Headless subcommands of ``clubapp``: one module each, with ``add_parser(subparsers)``.

A command that cannot use its input raises ``BadInput`` with a message id of the ``cli``
section (``BadInput("cli.expected_json")``), or wraps a refusal of the rules or the services
(``BadInput.of(rule_error, game_id="euchre")``); the entry point says it in the chosen
language on stderr and exits 2.
"""

from __future__ import annotations

import errno
import json
import sys
from typing import Any

from clubapp.words import Message, field_text, say


class BadInput(Exception):
    """Input the command cannot use: reported on stderr with exit status 2, nothing changed.

    ``why`` is the message (an id of the catalogues and its parameters, or text that is the
    same in every language), ``field`` what it is about; ``str(error)`` is the English.
    """

    def __init__(self, message: str | Message, field: str | None = None, **params: Any) -> None:
        self.why = Message.of(message, **params)
        self.field = field
        self.refused: Any = None  # a RuleError or ServiceError said in its own words
        self.game_id: str | None = None
        super().__init__(self.say("en"))

    @classmethod
    def of(cls, error: Exception, *, game_id: str | None = None, field: str | None = None,
           about: str | None = None) -> BadInput:
        """A refusal of the rules (``RuleError``), of the services (``ServiceError``) or of the
        database (``DatabaseError``) as bad input; ``field`` names what it is about where the service's refusal names nothing,
        ``about`` instead of what the service names."""
        from clubapp.services.party_views import BellRefused

        named = about or getattr(error, "field", None) or field
        if isinstance(error, BellRefused):  # it names its table in its own words ("table 3: …")
            named = None
        made = cls(Message.literal(str(error)), named)
        made.refused, made.game_id = error, game_id
        made.args = (made.say("en"),)
        return made

    def say(self, lang: str) -> str:
        """The refusal as one line in the language: the field, then the reason."""
        from clubapp.rules.errors import RuleError

        refused = self.refused if self.refused is not None else self._cause()
        if isinstance(refused, RuleError):
            return refused.say(lang, self.game_id)
        reason = refused.say(lang) if refused is not None else say(self.why, lang)
        if not self.field:
            return reason
        return say(Message("words.at_field", field=self.field_text(lang), reason=reason), lang)

    def field_text(self, lang: str) -> str:
        """What the refusal is about, in the language: the command line's own names for its
        options and input (``cli.field_<name>``), else the field as the score form names it."""
        from clubapp.words.catalogue import template_of

        assert self.field is not None
        own = template_of(f"cli.field_{self.field}", lang)
        return own if own is not None else field_text(self.field, lang, self.game_id)

    def _cause(self) -> Any:
        """The refusal this one was made from (``raise BadInput(exc.message) from exc``), where
        its text is that refusal's English: then it is said in the language too."""
        from clubapp.rules.errors import RuleError
        from clubapp.services.views import ServiceError

        cause = self.__context__
        if self.why.id != "words.literal" or not isinstance(cause, RuleError | ServiceError):
            return None
        text = self.why.params.get("text")
        english = cause.message if isinstance(cause, RuleError) else str(cause)
        return cause if text == english else None


_OS_REASONS = {errno.ENOENT: "cli.os_no_such_file", errno.EACCES: "cli.os_not_allowed",
               errno.EPERM: "cli.os_not_allowed", errno.EISDIR: "cli.os_is_folder",
               errno.ENOTDIR: "cli.os_not_folder", errno.ENOSPC: "cli.os_disk_full",
               errno.EROFS: "cli.os_read_only", errno.EEXIST: "cli.os_exists"}


def os_reason(error: OSError) -> Message:
    """Why a file could not be read or written, as a message (the system's own words, which
    are English, only for a rare reason the catalogues do not name)."""
    found = _OS_REASONS.get(error.errno or 0)
    return Message(found) if found else Message.literal(error.strerror or str(error))


def read_json_stdin() -> Any:
    """Read one JSON document from standard input, or raise BadInput saying why not."""
    from clubapp.jsontext import JsonRefused, load_json  # UTF-8, size and depth bounded

    stream = sys.stdin
    if stream is None:  # started with standard input closed (``<&-``)
        raise BadInput("cli.input_closed")
    try:
        text = stream.buffer.read() if hasattr(stream, "buffer") else stream.read()
    except ValueError:  # a stream closed meanwhile
        raise BadInput("cli.input_closed") from None
    except OSError as exc:  # a folder, a descriptor that is not open
        raise BadInput("cli.input_unreadable", reason=os_reason(exc)) from None
    if not text.strip():
        raise BadInput("cli.no_input")
    try:
        return load_json(text)
    except JsonRefused as exc:
        raise BadInput(exc.why) from None
    except json.JSONDecodeError as exc:
        raise BadInput("cli.not_json", line=exc.lineno, column=exc.colno) from None


def print_json(data: Any) -> None:
    """Print a JSON document on standard output (UTF-8, names as written)."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def parse_option_pairs(pairs: list[str] | None) -> dict[str, str]:
    """``K=V`` strings from ``--option`` as a dict; BadInput for one without ``=``."""
    out: dict[str, str] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise BadInput("cli.option_pair", "option", pair=pair)
        out[key.strip()] = value.strip()
    return out
