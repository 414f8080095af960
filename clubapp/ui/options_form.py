"""A game's house-rule options as a form, with the book's (or the standard) value preset."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from clubapp.rules import Option


class OptionsForm(QWidget):
    def __init__(self, options: Sequence[Option], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.options = tuple(options)
        self.widgets: dict[str, QWidget] = {}
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
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
                    widget.addItem(choice, choice)
                widget.setCurrentIndex(max(widget.findData(option.default), 0))
            widget.setObjectName(f"option_{option.name}")
            if option.help:
                widget.setToolTip(option.help)
            self.widgets[option.name] = widget
            layout.addRow(self.tr(option.label), widget)

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
