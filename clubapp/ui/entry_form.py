"""The score form, built from a game's entry schema (keyboard first: Tab through, Enter records).

A blank field is left out of the entry, so that the rules say "missing" for a required one: a
scorer who presses Enter too early gets a message, never a deal of zero tricks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from clubapp.rules import Field

ERROR_STYLE = "color: #b00020;"
BLANK = "—"
NOBODY = "\x00nobody"  # the item of a nullable field meaning null, apart from blank (missing)


class BlankableSpinBox(QSpinBox):
    """A whole-number box that can be blank (its value one below the minimum)."""

    def __init__(self, minimum: int, maximum: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(minimum - 1, maximum)
        self.setSpecialValueText(" ")
        self.clear_value()

    def clear_value(self) -> None:
        self.setValue(self.minimum())

    def number(self) -> int | None:
        return None if self.value() == self.minimum() else self.value()


class _Editor:
    """One field's widget(s) and how to read, write and clear them."""

    def __init__(self, fld: Field, widget: QWidget, error: QLabel) -> None:
        self.field = fld
        self.widget = widget
        self.error = error
        self.parts: dict[str, QWidget] = {}
        self.children: list[_Editor] = []
        self.touched = False  # set_value with a recorded entry: null there means "nobody"

    def value(self) -> Any:
        kind, w = self.field.kind, self.widget
        if kind == "int":
            return w.number()  # type: ignore[attr-defined]
        if kind == "bool":
            return w.isChecked()  # type: ignore[attr-defined]
        if kind in ("choice", "side", "player"):
            data = w.currentData()  # type: ignore[attr-defined]
            return None if data == NOBODY else data
        if kind == "players":
            return [name for name, box in self.parts.items() if box.isChecked()]  # type: ignore[attr-defined]
        if kind == "counts":
            out = {k: box.number() for k, box in self.parts.items()}  # type: ignore[attr-defined]
            return {k: v for k, v in out.items() if v is not None} or None
        if kind == "group":
            if not w.isChecked():  # type: ignore[attr-defined]
                return None
            return {c.field.name: v for c in self.children if (v := c.value()) is not None}
        if kind == "answers":
            out = {k: box.currentData() for k, box in self.parts.items()}  # type: ignore[attr-defined]
            return {k: v for k, v in out.items() if v is not None} or None
        if kind in ("cards", "calls"):
            return w.text().split() or None  # type: ignore[attr-defined]
        if kind == "card":
            return w.text().strip() or None  # type: ignore[attr-defined]
        return None

    def set_value(self, value: Any) -> None:
        kind, w = self.field.kind, self.widget
        if kind == "int":
            w.setValue(value if isinstance(value, int) else w.minimum())  # type: ignore[attr-defined]
        elif kind == "bool":
            w.setChecked(bool(value))  # type: ignore[attr-defined]
        elif kind in ("choice", "side", "player"):
            wanted = NOBODY if value is None and self.field.nullable and self.touched else value
            index = w.findData(wanted)  # type: ignore[attr-defined]
            w.setCurrentIndex(max(index, 0))  # type: ignore[attr-defined]
        elif kind == "players":
            for name, box in self.parts.items():
                box.setChecked(name in (value or []))  # type: ignore[attr-defined]
        elif kind == "counts":
            for key, box in self.parts.items():
                number = (value or {}).get(key)
                box.setValue(number if isinstance(number, int) else box.minimum())  # type: ignore[attr-defined]
        elif kind == "answers":
            for key, box in self.parts.items():
                box.setCurrentIndex(max(box.findData((value or {}).get(key)), 0))  # type: ignore[attr-defined]
        elif kind == "group":
            w.setChecked(value is not None)  # type: ignore[attr-defined]
            for child in self.children:
                child.set_value((value or {}).get(child.field.name, child.field.default))
        elif kind in ("cards", "calls"):
            w.setText(" ".join(value or []))  # type: ignore[attr-defined]
        elif kind == "card":
            w.setText(value or "")  # type: ignore[attr-defined]

    def says_nobody(self) -> bool:
        """A nullable choice set to "nobody" (null), not left blank."""
        return self.field.kind in ("choice", "side", "player") and \
            self.widget.currentData() == NOBODY  # type: ignore[attr-defined]

    def show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(bool(message))


class EntryForm(QWidget):
    """A deal entry form for one game at one table; ``submitted`` carries the entry."""

    submitted = Signal(dict)

    def __init__(self, schema: Sequence[Field], players: Sequence[str], sides: Sequence[str],
                 side_labels: Mapping[str, str] | None = None, *, allow_points: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.schema = tuple(schema)
        self.players = tuple(players)
        self.sides = tuple(sides)
        self.side_labels = dict(side_labels or {})
        self.editors: dict[str, _Editor] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.general_error = QLabel()
        self.general_error.setStyleSheet(ERROR_STYLE)
        self.general_error.setWordWrap(True)
        self.general_error.setVisible(False)
        self.general_error.setObjectName("general_error")
        layout.addWidget(self.general_error)
        self.fields_box = QWidget()
        form = QFormLayout(self.fields_box)
        form.setContentsMargins(0, 0, 0, 0)
        for fld in self.schema:
            editor = self._build(fld)
            self.editors[fld.name] = editor
            if fld.kind == "group":  # a group carries its own title (and its switch)
                form.addRow(self._with_error(editor))
            else:
                form.addRow(self._label(fld), self._with_error(editor))
        layout.addWidget(self.fields_box)
        self.points_box = QGroupBox(self.tr("Enter the points instead"), self)
        self.points_box.setObjectName("points_box")
        self.points_box.setCheckable(True)
        self.points_box.setChecked(False)
        box_layout = QVBoxLayout(self.points_box)
        self.points_inner = QWidget()
        box_layout.addWidget(self.points_inner)
        points_layout = QFormLayout(self.points_inner)
        points_layout.setContentsMargins(0, 0, 0, 0)
        self.points: dict[str, QSpinBox] = {}
        for side in self.sides:
            box = QSpinBox()
            box.setRange(-10000, 10000)
            box.setObjectName(f"points_{side}")
            box.installEventFilter(self)
            self.points[side] = box
            points_layout.addRow(QLabel(self.side_labels.get(side, side)), box)
        self.points_box.toggled.connect(self._points_toggled)
        self.points_box.setVisible(allow_points)
        layout.addWidget(self.points_box)
        self._points_toggled(False)
        self.fix_tab_order()

    def focus_chain(self) -> list[QWidget]:
        """The widgets Tab visits, in the schema's order, then the points."""
        chain: list[QWidget] = []

        def visit(editor: _Editor) -> None:
            if editor.parts:
                chain.extend(editor.parts.values())
            else:
                chain.append(editor.widget)
            for child in editor.children:
                visit(child)

        for fld in self.schema:
            visit(self.editors[fld.name])
        chain.append(self.points_box)
        chain.extend(self.points.values())
        return chain

    def fix_tab_order(self) -> None:
        """Tab goes field by field in the schema's order, whatever order the widgets were made."""
        chain = self.focus_chain()
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- building ------------------------------------------------------------------------
    def _label(self, fld: Field, nested: bool = False) -> QLabel:
        # inside a group, whether a field is needed depends on the others: the rules say so
        optional = not fld.required and not nested
        label = QLabel(self.tr(fld.label) + (f" ({self.tr('optional')})" if optional else ""))
        if fld.help:
            label.setToolTip(fld.help)
        return label

    def _with_error(self, editor: _Editor) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(editor.widget)
        row.addWidget(editor.error, 1)
        return box

    def _error_label(self, name: str) -> QLabel:
        error = QLabel()
        error.setObjectName(f"error_{name}")
        error.setStyleSheet(ERROR_STYLE)
        error.setWordWrap(True)
        error.setVisible(False)
        return error

    def _watch(self, widget: QWidget) -> None:
        widget.installEventFilter(self)

    def _build(self, fld: Field, prefix: str = "") -> _Editor:
        name = prefix + fld.name
        error = self._error_label(name)
        kind = fld.kind
        widget: QWidget
        parts: dict[str, QWidget] = {}
        children: list[_Editor] = []
        if kind == "int":
            widget = BlankableSpinBox(fld.minimum if fld.minimum is not None else -10000,
                                      fld.maximum if fld.maximum is not None else 10000)
            self._watch(widget)
        elif kind == "bool":
            widget = QCheckBox()
            self._watch(widget)
        elif kind in ("choice", "side", "player"):
            combo = QComboBox()
            # blank first: Enter pressed too early says "missing", never records a choice
            combo.addItem(BLANK, None)
            if fld.nullable:
                combo.addItem(self.tr("nobody"), NOBODY)
            if kind == "choice":
                for choice in fld.choices:
                    combo.addItem(self.tr(fld.choice_labels.get(choice, choice)), choice)
            elif kind == "side":
                for side in self.sides:
                    combo.addItem(self.side_labels.get(side, side), side)
            else:
                for player in self.players:
                    combo.addItem(player, player)
            widget = combo
            self._watch(widget)
        elif kind in ("players", "counts", "answers"):
            widget = QWidget()
            row = QHBoxLayout(widget)
            row.setContentsMargins(0, 0, 0, 0)
            keys = self.sides if kind != "players" and fld.keys == "sides" else self.players
            for key in keys:
                if kind == "players":
                    part: QWidget = QCheckBox(key)
                elif kind == "answers":
                    row.addWidget(QLabel(self.side_labels.get(key, key)))
                    part = QComboBox()
                    part.addItem(BLANK, None)
                    for choice in fld.choices:
                        part.addItem(self.tr(fld.choice_labels.get(choice, choice)), choice)
                else:
                    row.addWidget(QLabel(self.side_labels.get(key, key)))
                    part = BlankableSpinBox(fld.minimum if fld.minimum is not None else 0,
                                            fld.maximum if fld.maximum is not None else 10000)
                part.setObjectName(f"{name}.{key}")
                self._watch(part)
                parts[key] = part
                row.addWidget(part)
            row.addStretch(1)
        elif kind == "group":
            # made with a parent: a parentless checkable group box steals the window's activation
            group = QGroupBox(self.tr(fld.label) + ("" if fld.required else f" ({self.tr('optional')})"),
                              self)
            group.setCheckable(not fld.required)
            group.setChecked(fld.required)
            inner = QFormLayout(group)
            for sub in fld.fields:
                child = self._build(sub, prefix=name + ".")
                children.append(child)
                self.editors[name + "." + sub.name] = child
                inner.addRow(self._label(sub, nested=True), self._with_error(child))
            widget = group
            self._watch(widget)
        else:  # cards, card, calls
            widget = QLineEdit()
            widget.setPlaceholderText({"cards": "5H 5C 5S JD", "card": "5D"}.get(
                kind, " ".join(fld.choices[:4]) + " …"))
            self._watch(widget)
        widget.setObjectName(f"field_{name}")
        if kind in ("int", "choice", "side", "player", "card"):
            widget.setMinimumWidth(90)
            widget.setMaximumWidth(260)
        editor = _Editor(fld, widget, error)
        editor.parts = parts
        editor.children = children
        if fld.default is not None:
            editor.set_value(fld.default)
        return editor

    # --- keyboard ------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and event.key() in (  # type: ignore[attr-defined]
                Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return True
        return super().eventFilter(watched, event)

    def submit(self) -> None:
        """Read the form and announce the entry (the caller records it and reports errors)."""
        self.clear_errors()
        self.submitted.emit(self.entry())

    def _points_toggled(self, on: bool) -> None:
        self.fields_box.setEnabled(not on)
        self.points_inner.setVisible(on)

    # --- reading and writing -------------------------------------------------------------
    def entry(self) -> dict[str, Any]:
        """The deal as the rules read it; blank optional fields are left out."""
        if self.points_box.isChecked():
            return {"points": {side: box.value() for side, box in self.points.items()}}
        out: dict[str, Any] = {}
        for fld in self.schema:
            editor = self.editors[fld.name]
            value = editor.value()
            if value is None and not editor.says_nobody():
                continue
            out[fld.name] = value
        return out

    def set_entry(self, entry: Mapping[str, Any]) -> None:
        """Fill the form with a recorded entry (to correct it)."""
        self.clear()
        if "points" in entry and set(entry) <= {"points", "dealer"}:
            self.points_box.setChecked(True)
            for side, box in self.points.items():
                box.setValue(int(entry["points"].get(side, 0)))
            return
        for fld in self.schema:
            editor = self.editors[fld.name]
            editor.touched = fld.name in entry
            editor.set_value(entry.get(fld.name, fld.default))
            editor.touched = False

    def clear(self) -> None:
        """Blank every field, ready for the next deal, with the cursor in the first."""
        self.clear_errors()
        self.points_box.setChecked(False)
        for box in self.points.values():
            box.setValue(0)
        for fld in self.schema:
            self.editors[fld.name].set_value(fld.default)
        self.focus_first()

    def focus_first(self) -> None:
        if self.schema:
            first = self.editors[self.schema[0].name]
            target = next(iter(first.parts.values()), first.widget)
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def clear_errors(self) -> None:
        self.general_error.setVisible(False)
        for editor in self.editors.values():
            editor.show_error("")

    def show_error(self, field: str, message: str) -> None:
        """Show a rules message beside the field it names (or above the form)."""
        name = field
        while name and name not in self.editors:
            name = name.rpartition(".")[0]
        if name:
            self.editors[name].show_error(message)
        else:
            self.general_error.setText(f"{field}: {message}" if field not in ("deal", "") else message)
            self.general_error.setVisible(True)

    def error_text(self, field: str) -> str:
        """The message shown beside a field now ('' when none): for tests and screen readers."""
        editor = self.editors.get(field)
        if editor is None:
            return self.general_error.text() if self.general_error.isVisible() else ""
        return editor.error.text() if not editor.error.isHidden() else ""
