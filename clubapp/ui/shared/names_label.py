"""A label that shows the long names in its text short, and its whole text in the tooltip.

The score line of a table of long names ("Александра Константиновна Воскресенская-
Милославская: 45   Bartholomew Fitzwilliam-Huntington: 37 | next dealer …") took three lines
of a short screen; with the names short (``short_names``) it takes one, and the tooltip
still names everyone whole.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QLabel, QWidget

from clubapp.ui.shared.short_names import shorten_in


class NamesLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._whole = ""

    def set_names(self, names: Iterable[str]) -> None:
        """The names to show short from now on (the text shown is redone)."""
        self._names = list(names)
        self.setText(self._whole)

    def setText(self, text: str) -> None:
        self._whole = text
        shown = shorten_in(text, self._names) if self._names else text
        super().setText(shown)
        self.setToolTip(text if shown != text else "")

    def whole_text(self) -> str:
        """The text with every name whole."""
        return self._whole
