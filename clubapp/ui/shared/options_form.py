"""A game's house-rule options as a form, with the book's (or the standard) value preset.

The labels and the values of choices are the glossary's, in the window's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from clubapp import glossary
from clubapp.rules import Option
from clubapp.ui.shared.i18n import current_language


class OptionsForm(QWidget):
    def __init__(self, options: Sequence[Option], parent: QWidget | None = None, *,
                 lang: str | None = None) -> None:
        super().__init__(parent)
        self.lang = lang or current_language()
        self.options = tuple(options)
        self.widgets: dict[str, QWidget] = {}
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a narrow page: under
        for option in self.options:
            widget: QWidget
            if option.kind == "bool":
                widget = QCheckBox()
                widget.setChecked(bool(option.default))
            elif option.kind == "int":
                widget = QSpinBox()
                widget.setRange(option.minimum if option.minimum is not None else -100000,
                                option.maximum if option.maximum is not None else 100000)
                widget.setValue(int(option.default))
            else:
                widget = QComboBox()
                for choice in option.choices:
                    widget.addItem(glossary.option_choice_label(option, choice, self.lang), choice)
                widget.setCurrentIndex(max(widget.findData(option.default), 0))
                # a long choice does not widen the page: the list shows it whole
                widget.setSizeAdjustPolicy(
                    QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                widget.setMinimumContentsLength(14)
            widget.setObjectName(f"option_{option.name}")
            if option.help:
                widget.setToolTip(option.help)
            self.widgets[option.name] = widget
            label = QLabel(glossary.option_label(option, self.lang))
            label.setBuddy(widget)
            layout.addRow(label, widget)

    def values(self) -> dict[str, Any]:
        """The options as chosen (all of them, defaults included)."""
        out: dict[str, Any] = {}
        for option in self.options:
            widget = self.widgets[option.name]
            if isinstance(widget, QCheckBox):
                out[option.name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                out[option.name] = widget.value()
            elif isinstance(widget, QComboBox):
                out[option.name] = widget.currentData()
        return out
