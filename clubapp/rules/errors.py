"""The one error an engine may raise."""

from __future__ import annotations


class RuleError(ValueError):
    """An entry the rules do not allow: names the field and the reason.

    ``deal`` is the deal's number (1-based) once the caller knows it.
    """

    def __init__(self, field: str, reason: str, deal: int | None = None) -> None:
        self.field = field
        self.reason = reason
        self.deal = deal
        super().__init__(self.message)

    @property
    def message(self) -> str:
        prefix = f"deal {self.deal}: " if self.deal is not None else ""
        return f"{prefix}{self.field}: {self.reason}"

    def at_deal(self, deal: int) -> RuleError:
        """The same error, told which deal it belongs to."""
        return RuleError(self.field, self.reason, deal)
