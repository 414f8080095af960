"""A box for a whole number that keeps whatever digits were typed.

A QSpinBox refuses a keystroke that would take it out of its range: a scorer typing 7 in a
0–5 box sees nothing, typing 10 sees "1", and Enter would record 1. This box takes every digit
it is given and says at once, beside it, when the number is out of range: the scorer sees what
was typed and why it cannot be recorded. Blank means "not said". Up and Down step it, as in a
spin box.
"""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import QLineEdit, QWidget

from clubapp.ui.shared.style import FIELD_AT_FAULT_STYLE

DIGITS = 7  # enough for any score, few enough that a sleeve on the keyboard is seen


class NumberBox(QLineEdit):
    """A whole number between ``minimum`` and ``maximum``, or blank; a number out of the
    range is kept as typed and the box marked (``range_message`` says what is wrong)."""

    def __init__(self, minimum: int, maximum: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._minimum, self._maximum = minimum, maximum
        sign = "-?" if minimum < 0 else ""
        self.setValidator(QRegularExpressionValidator(
            QRegularExpression(rf"{sign}\d{{0,{DIGITS}}}"), self))
        self.setToolTip(self.range_text())
        self.textChanged.connect(self._check)
        self._marked = False

    def minimum(self) -> int:
        return self._minimum

    def maximum(self) -> int:
        return self._maximum

    def range_text(self) -> str:
        return self.tr("a whole number from %1 to %2").replace(
            "%1", str(self._minimum)).replace("%2", str(self._maximum))

    def number(self) -> int | None:
        """The number typed (in range or not: the rules say so), or None when blank."""
        text = self.text().strip()
        if text in ("", "-"):
            return None
        return int(text)

    def value(self) -> int | None:
        return self.number()

    def setValue(self, value: int | None) -> None:
        self.setText("" if value is None else str(int(value)))

    def clear_value(self) -> None:
        self.setText("")

    def in_range(self) -> bool:
        number = self.number()
        return number is None or self._minimum <= number <= self._maximum

    def range_message(self) -> str:
        """What is wrong with the number typed, naming the range ("" when nothing is)."""
        if self.in_range():
            return ""
        return self.tr("%1 is not from %2 to %3").replace("%1", self.text()).replace(
            "%2", str(self._minimum)).replace("%3", str(self._maximum))

    def _check(self) -> None:
        fault = not self.in_range()
        if fault != self._marked:
            self._marked = fault
            self.setStyleSheet(FIELD_AT_FAULT_STYLE if fault else "")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = {Qt.Key.Key_Up: 1, Qt.Key.Key_Down: -1}.get(Qt.Key(event.key()))
        if step is None:
            super().keyPressEvent(event)
            return
        number = self.number()
        if number is None:
            number = self._minimum if step > 0 else self._maximum
        else:
            number = min(self._maximum, max(self._minimum, number + step))
        self.setValue(number)
