"""A label that shows the long names in its text short, and its whole text in the tooltip.

The score line of a table of long names ("Александра Константиновна Воскресенская-
Милославская: 45   Bartholomew Fitzwilliam-Huntington: 37 | next dealer …") took three lines
of a short screen; with the names short (``short_names``) it takes one, and the tooltip
still names everyone whole. The names are whole where they fit: where the whole text takes no
more lines at the label's width than the short one (a title of three players); else all are
shortened alike, never one name cut beside others whole.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
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
        self._fit()

    def _fit(self) -> None:
        text = self._whole
        shown = text
        if self._names and shorten_in(text, self._names) != text:  # a long name in it
            short = shorten_in(text, self._names, longest=0)  # every name alike
            if self._height(text) > self._height(short):
                shown = short
        if shown != super().text():
            super().setText(shown)
        self.setToolTip(text if shown != text else "")

    def _height(self, text: str) -> float:
        """The text's height at the label's width (a label that does not wrap: its width,
        or the label's where it is narrower)."""
        document = QTextDocument()
        document.setDefaultFont(self.font())
        document.setDocumentMargin(0)
        rich = self.textFormat() == Qt.TextFormat.RichText or (
            self.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
        if rich:
            document.setHtml(text)
        else:
            document.setPlainText(text)
        width = self.contentsRect().width() - 2 * max(self.margin(), 0)
        if not self.wordWrap():
            return max(document.idealWidth(), width)
        document.setTextWidth(max(width, 1))
        return document.size().height()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()  # whole names may fit now, or no longer

    def whole_text(self) -> str:
        """The text with every name whole."""
        return self._whole
