"""The one error an engine may raise."""

from __future__ import annotations

from typing import Any

from clubapp.message import Message, refusal_words, said


class RuleError(ValueError):
    """An entry the rules do not allow: names the field and the reason, as a message.

    ``RuleError("tricks", "schema.above_maximum", value=7, maximum=5)``: the reason is a message
    id of the catalogues (``clubapp.words``) with its parameters, put into words at the edge
    (``error.say(lang, game_id)``, ``clubapp.words.refusal``). ``deal`` is the deal's number (1-based)
    once the caller knows it. ``reason`` and ``message`` are the English words, for logs and
    for the command line's contract (``deal N: field: reason``).
    """

    def __init__(self, field: str, reason: str | Message, deal: int | None = None,
                 **params: object) -> None:
        self.field = field
        self.why = Message.of(reason, **params)
        self.deal = deal
        super().__init__(self.message)

    @property
    def code(self) -> str:
        """The message id of the reason."""
        return self.why.id

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.why.params)

    @property
    def reason(self) -> str:
        return said(self.why, "en")

    @property
    def message(self) -> str:
        prefix = f"deal {self.deal}: " if self.deal is not None else ""
        return f"{prefix}{self.field}: {self.reason}"

    def say(self, lang: str, game_id: str | None = None) -> str:
        """The refusal as one line in the language (``deal N: field: reason`` in English), its
        field named as the game's score form names it."""
        return said(self.words(game_id), lang)

    def words(self, game_id: str | None = None) -> Message:
        """The refusal as one message (``deal N: field: reason``)."""
        return refusal_words(self.field, self.why, self.deal, game_id)

    def at_deal(self, deal: int) -> RuleError:
        """The same error, told which deal it belongs to."""
        return RuleError(self.field, self.why, deal)

    def at_field(self, field: str) -> RuleError:
        """The same error, pointing at another field (a group's field seen from outside)."""
        return RuleError(field, self.why, self.deal)
