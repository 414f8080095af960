"""The score form, built from a game's entry schema (keyboard first: Tab through, Enter records).

A blank field is left out of the entry, so that the rules say "missing" for a required one: a
scorer who presses Enter too early gets a message, never a deal of zero tricks.

Where a schema gives "not said" and "no" different meanings, the form keeps them apart:
- a nullable choice has a "nobody" item (null) besides the blank (left out);
- an optional yes/no field without a default is a three-state box: partly ticked is "not
  said" (left out), empty is no, ticked is yes;
- an optional list of players with no one ticked is left out; its "nobody" box says the empty
  list (in loo, "everyone passed" is not the same as "not said": a simple pool, where all play).
A recorded entry put back with ``set_entry`` reads back the same, its named ``dealer`` (which
the form has no field for) included.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from clubapp import glossary
from clubapp.rules import Field
from clubapp.ui.shared.flow_layout import FlowLayout, flow_of
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.letter_keys import choice_by_letter
from clubapp.ui.shared.number_box import NumberBox
from clubapp.ui.shared.packed_form import PackedForm
from clubapp.ui.shared.short_names import short_names
from clubapp.ui.shared.style import ERROR_STYLE

BLANK = "—"
NOBODY = "\x00nobody"  # the item of a nullable field meaning null, apart from blank (missing)
QWIDGETSIZE_MAX = (1 << 24) - 1  # a widget's maximum width when none is set
WIDEST_CHOICE = 420  # a choice's box grows to its longest item up to this, then elides
ROWS_ALWAYS_SHOWN = 3  # a long form scrolls on a short screen, but shows at least this


class FieldsScroll(QScrollArea):
    """The fields, scrolling only when the page is too short for them (all fives, loo).

    It asks for the fields' whole height, so that the form takes what the page has, and can be
    squeezed down to a few rows, never below: the form's rows keep their height instead of
    being crushed together, and the deals table under the form keeps room too.
    """

    def __init__(self, fields: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fields_scroll")
        self.fields = fields
        self.setWidget(fields)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)  # the form's own background shows through
        fields.setAutoFillBackground(False)

    def _frame(self) -> int:
        return 2 * self.frameWidth()

    def _rows(self, count: int) -> int:
        """The height of ``count`` rows of fields (a combo box or spin box and its spacing)."""
        return count * (self.fontMetrics().height() + 14)

    def _whole(self) -> int:
        """The fields' height at the width they have with no scroll bar (a packed form is
        taller when narrow), the height that needs none."""
        width = self.width() - self._frame()
        if self.fields.hasHeightForWidth() and width > 100:
            return self.fields.heightForWidth(width)
        return self.fields.sizeHint().height()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # another width, another height for a packed form

    def sizeHint(self) -> QSize:
        inner = self.fields.sizeHint()
        height = self._whole()
        return QSize(inner.width() + self.verticalScrollBar().sizeHint().width() + self._frame(),
                     height + self._frame())

    def minimumSizeHint(self) -> QSize:
        inner = self.fields
        height = min(self._whole(), self._rows(ROWS_ALWAYS_SHOWN))
        width = inner.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        return QSize(width + self._frame(), height + self._frame())


def is_alternatives(schema: Sequence[Field]) -> bool:
    """A schema whose every field is an optional group of its own: one of them is a deal."""
    return len(schema) >= 2 and all(f.kind == "group" and not f.required for f in schema)


def _labelled(label: QLabel, box: QWidget) -> QWidget:
    """A player's (side's) name with its box, kept together when a row wraps."""
    pair = QWidget()
    row = QHBoxLayout(pair)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(4)
    label.setBuddy(box)
    row.addWidget(label)
    row.addWidget(box)
    return pair


def _exclusive(nobody: QCheckBox, players: list[QCheckBox]) -> None:
    """Ticking "nobody" unticks the players, and ticking a player unticks "nobody"."""

    def nobody_ticked(on: bool) -> None:
        if on:
            for box in players:
                box.setChecked(False)

    def player_ticked(on: bool) -> None:
        if on:
            nobody.setChecked(False)

    nobody.toggled.connect(nobody_ticked)
    for box in players:
        box.toggled.connect(player_ticked)


class _Editor:
    """One field's widget(s) and how to read, write and clear them."""

    def __init__(self, fld: Field, widget: QWidget, error: QLabel) -> None:
        self.field = fld
        self.widget = widget
        self.error = error
        self.parts: dict[str, QWidget] = {}
        self.nobody: QCheckBox | None = None  # an optional players field: "the empty list"
        self.children: list[_Editor] = []
        self.touched = False  # set_value with a recorded entry: null there means "nobody"

    @property
    def three_state(self) -> bool:
        """An optional yes/no without a default: "not said" differs from "no"."""
        return self.field.kind == "bool" and not self.field.required and \
            self.field.default is None and not self.field.plain_tick

    def value(self) -> Any:
        kind, w = self.field.kind, self.widget
        if kind == "int":
            return w.number()  # type: ignore[attr-defined]  (as typed, in range or not)
        if kind == "bool":
            state = w.checkState()  # type: ignore[attr-defined]
            if state == Qt.CheckState.PartiallyChecked:
                return None
            if self.field.plain_tick:  # no tick says nothing
                return True if state == Qt.CheckState.Checked else None
            return state == Qt.CheckState.Checked
        if kind in ("choice", "side", "player"):
            data = w.currentData()  # type: ignore[attr-defined]
            return None if data == NOBODY else data
        if kind == "players":
            if self.nobody is not None and self.nobody.isChecked():
                return []
            return [name for name, box in self.parts.items() if box.isChecked()] or None  # type: ignore[attr-defined]
        if kind == "counts":
            out = {k: box.number() for k, box in self.parts.items()}  # type: ignore[attr-defined]
            return {k: v for k, v in out.items() if v is not None} or None
        if kind == "group":
            # a required group has no switch, and Qt reports such a box as unchecked
            if w.isCheckable() and not w.isChecked():  # type: ignore[attr-defined]
                return None
            return {c.field.name: v for c in self.children
                    if (v := c.value()) is not None or c.says_nobody()}
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
            w.setValue(value if isinstance(value, int) else None)  # type: ignore[attr-defined]
        elif kind == "bool":
            if value is None and self.three_state:
                w.setCheckState(Qt.CheckState.PartiallyChecked)  # type: ignore[attr-defined]
            else:
                w.setCheckState(Qt.CheckState.Checked if value  # type: ignore[attr-defined]
                                else Qt.CheckState.Unchecked)
        elif kind in ("choice", "side", "player"):
            wanted = NOBODY if value is None and self.field.nullable and self.touched else value
            index = w.findData(wanted)  # type: ignore[attr-defined]
            w.setCurrentIndex(max(index, 0))  # type: ignore[attr-defined]
        elif kind == "players":
            for name, box in self.parts.items():
                box.setChecked(name in (value or []))  # type: ignore[attr-defined]
            if self.nobody is not None:
                self.nobody.setChecked(value is not None and not value)
        elif kind == "counts":
            for key, box in self.parts.items():
                number = (value or {}).get(key)
                box.setValue(number if isinstance(number, int) else None)  # type: ignore[attr-defined]
        elif kind == "answers":
            for key, box in self.parts.items():
                box.setCurrentIndex(max(box.findData((value or {}).get(key)), 0))  # type: ignore[attr-defined]
        elif kind == "group":
            w.setChecked(value is not None)  # type: ignore[attr-defined]
            for child in self.children:
                child.touched = self.touched and child.field.name in (value or {})
                child.set_value((value or {}).get(child.field.name, child.field.default))
                child.touched = False
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

    def watch_changes(self, changed) -> None:
        """Call ``changed(self)`` whenever a person changes this field (its message is then
        out of date); a number out of its range says so at once instead."""
        widgets = list(self.parts.values()) or [self.widget]
        if self.nobody is not None:
            widgets.append(self.nobody)
        for widget in widgets:
            if isinstance(widget, NumberBox):
                widget.textEdited.connect(lambda _text, w=widget: self._number_typed(w, changed))
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(lambda _index: changed(self))
            elif isinstance(widget, QCheckBox | QGroupBox):
                widget.toggled.connect(lambda _on: changed(self))
                if isinstance(widget, QCheckBox):  # a three-state box's "partly" is a change too
                    widget.stateChanged.connect(lambda _state: changed(self))
            elif isinstance(widget, QLineEdit):
                widget.textEdited.connect(lambda _text: changed(self))

    def _number_typed(self, box: NumberBox, changed) -> None:
        changed(self)
        boxes = dict(self.parts) if self.parts else {"": box}
        faults = [(key, b.range_message()) for key, b in boxes.items()
                  if isinstance(b, NumberBox) and not b.in_range()]
        self.show_error("; ".join(f"{key}: {text}" if key else text for key, text in faults))


class EntryForm(QWidget):
    """A deal entry form for one game at one table; ``submitted`` carries the entry."""

    submitted = Signal(dict)

    def __init__(self, schema: Sequence[Field], players: Sequence[str], sides: Sequence[str],
                 side_labels: Mapping[str, str] | None = None, *, allow_points: bool = True,
                 lang: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang or current_language()  # the fields' labels and choices: the glossary's
        self.schema = tuple(schema)
        self.players = tuple(players)
        self.sides = tuple(sides)
        self.side_labels = dict(side_labels or {})
        # a long name short beside its box, whole in the tooltip (a row of five fits a line)
        self.short = short_names([*self.players, *self.sides])
        self.editors: dict[str, _Editor] = {}
        self.kept_dealer: str | None = None  # a recorded entry's named dealer, kept as it was
        self.edited = False  # typed in since cleared or filled (quitting asks first)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.general_error = QLabel()
        self.general_error.setStyleSheet(ERROR_STYLE)
        self.general_error.setWordWrap(True)
        self.general_error.setVisible(False)
        self.general_error.setObjectName("general_error")
        layout.addWidget(self.general_error)
        self.fields_box = QWidget()
        # a schema of alternatives (cribbage: the deal as pegged, or its cards) is one form
        # at a time, chosen above it, and the choice stays from deal to deal
        self.alternatives = is_alternatives(self.schema) and allow_points
        self.mode_buttons: dict[str, QRadioButton] = {}
        self.mode_stack = QStackedWidget(self.fields_box)
        if self.alternatives:
            column = QVBoxLayout(self.fields_box)
            column.setContentsMargins(0, 0, 0, 0)
            column.addWidget(self.mode_stack)
            column.addStretch(1)
        else:
            form = PackedForm(self.fields_box)  # short fields side by side: packed_form
            form.setContentsMargins(0, 0, 0, 0)
        for fld in self.schema:
            editor = self._build(fld)
            self.editors[fld.name] = editor
            if self.alternatives:
                editor.widget.setCheckable(False)  # type: ignore[attr-defined]  (its mode says)
                editor.widget.setTitle("")  # type: ignore[attr-defined]
                self.mode_stack.addWidget(self._with_error(editor))
            elif fld.kind == "group":  # a group carries its own title (and its switch)
                form.addRow(self._with_error(editor))
            else:
                form.addRow(self._label(fld), self._with_error(editor))
        self.fields_scroll = FieldsScroll(self.fields_box, self)
        if self.alternatives:
            layout.addWidget(self._mode_row())
        layout.addWidget(self.fields_scroll, 1)
        # a switch, and under it the points of each side while it is on
        self.points_box = QCheckBox(self.tr("Enter the points instead"), self)
        self.points_box.setObjectName("points_box")
        self.points_box.setChecked(False)
        self.points_inner = QWidget(self)
        points_layout = PackedForm(self.points_inner)
        points_layout.setContentsMargins(24, 0, 0, 0)
        self.points: dict[str, NumberBox] = {}
        for side in self.sides:
            box = NumberBox(-10000, 10000)
            box.setPlaceholderText("0")
            box.textEdited.connect(lambda _text: self._field_changed(None))
            box.setMinimumWidth(90)
            box.setMaximumWidth(260)
            box.setObjectName(f"points_{side}")
            box.setAccessibleName(self.tr("Points: %s") % self.side_labels.get(side, side))
            box.installEventFilter(self)
            self.points[side] = box
            points_layout.addRow(self._key_label(side), box)
        self.points_box.toggled.connect(self._points_toggled)
        self.points_box.setVisible(allow_points and not self.alternatives)
        layout.addWidget(self.points_box)
        layout.addWidget(self.points_inner)
        self._points_toggled(False)
        if self.alternatives:
            self.set_mode(self.schema[0].name)
        self.fix_tab_order()

    def focus_chain(self) -> list[QWidget]:
        """The widgets Tab visits, in the schema's order, then the points. Inside a field, a
        group switched on only now and then (cribbage's muggins on one player's count) comes
        after the field's usual boxes: Tab goes from one player's count to the next."""
        chain: list[QWidget] = []

        def visit(editor: _Editor, rare: list[_Editor] | None) -> None:
            if editor.parts:
                chain.extend(editor.parts.values())
            else:
                chain.append(editor.widget)
            if editor.nobody is not None:
                chain.append(editor.nobody)
            for child in editor.children:
                if rare is not None and child.field.kind == "group" and not child.field.required:
                    rare.append(child)
                else:
                    visit(child, rare)

        for fld in self.schema:
            rare: list[_Editor] = []
            visit(self.editors[fld.name], rare)
            while rare:
                visit(rare.pop(0), None)
        chain.append(self.points_box)
        chain.extend(self.points.values())
        return chain

    def fix_tab_order(self) -> None:
        """Tab goes field by field in the schema's order, whatever order the widgets were made."""
        chain = self.focus_chain()
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- building ------------------------------------------------------------------------
    def _title(self, fld: Field, optional: bool) -> str:
        """The field's label, saying "optional" once (some labels say it themselves)."""
        text = glossary.field_label(fld, self.lang)
        # where every field may be left blank (loo), a mark on each tells nothing and makes
        # each label two lines: the form would not fit a small screen
        every = all(not f.required for f in self.schema) and len(self.schema) > 1
        if optional and not every and "optional" not in fld.label.lower():
            text += " (" + self.tr("optional") + ")"
        return text

    def _label(self, fld: Field, nested: bool = False) -> QLabel:
        # inside a group, whether a field is needed depends on the others: the rules say so
        label = QLabel(self._title(fld, not fld.required and not nested))
        if fld.help:
            label.setToolTip(fld.help)
        return label

    def _key_label(self, key: str) -> QLabel:
        """A side by its letter (its players, long at a table of long names, are in the game's
        title and in the tooltip), a player by name."""
        full = self.side_labels.get(key, key)
        shown = key if key in self.sides else full
        label = QLabel(self.short.get(shown, shown))
        if full != label.text():
            label.setToolTip(full)
        return label

    def _with_error(self, editor: _Editor) -> QWidget:
        """The field with its message under it, wrapped to the form's width: a message beside
        a field is squeezed into what the field leaves, under it a message has the whole row."""
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        if editor.widget.maximumWidth() < QWIDGETSIZE_MAX:
            # a narrow box starts where the check boxes do, not centred in the column
            column.addWidget(editor.widget, 0, Qt.AlignmentFlag.AlignLeft)
        else:
            column.addWidget(editor.widget)
        column.addWidget(editor.error)
        editor.watch_changes(self._field_changed)
        return box

    def _field_changed(self, editor: _Editor | None) -> None:
        """A person changed a field: its message (and one about the whole deal) is out of date."""
        self.edited = True
        if editor is not None:
            editor.show_error("")
        self.general_error.setVisible(False)

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
        nobody: QCheckBox | None = None
        if kind == "int":
            widget = NumberBox(fld.minimum if fld.minimum is not None else -10000,
                               fld.maximum if fld.maximum is not None else 10000)
            self._watch(widget)
        elif kind == "bool":
            widget = QCheckBox()
            if not fld.required and fld.default is None and not fld.plain_tick:
                widget.setTristate(True)
                widget.setToolTip(self.tr("partly ticked: not said; empty: no; ticked: yes"))
            self._watch(widget)
        elif kind in ("choice", "side", "player"):
            combo = QComboBox()
            # blank first: Enter pressed too early says "missing", never records a choice
            combo.addItem(BLANK, None)
            if fld.nullable:
                combo.addItem(self.tr("nobody"), NOBODY)
            if kind == "choice":
                for choice in fld.choices:
                    combo.addItem(glossary.choice_label(fld, choice, self.lang), choice)
            elif kind == "side":
                for side in self.sides:
                    combo.addItem(self.side_labels.get(side, side), side)
            else:
                for player in self.players:
                    combo.addItem(player, player)
            widget = combo
            self._watch(widget)
        elif kind in ("players", "counts", "answers"):
            # each player (side) with its box, wrapping onto more rows at a big table
            widget = QWidget()
            row = FlowLayout(widget, spacing=8)
            keys = self.sides if kind != "players" and fld.keys == "sides" else self.players
            for key in keys:
                if kind == "players":
                    part: QWidget = QCheckBox(self.short.get(key, key))  # whole: its tooltip
                    if part.text() != key:
                        part.setToolTip(key)
                        part.setAccessibleName(key)
                    row.addWidget(part)
                else:
                    if kind == "answers":
                        part = QComboBox()
                        part.addItem(BLANK, None)
                        for choice in fld.choices:
                            part.addItem(glossary.choice_label(fld, choice, self.lang), choice)
                    else:
                        part = NumberBox(fld.minimum if fld.minimum is not None else 0,
                                         fld.maximum if fld.maximum is not None else 10000)
                        part.setFixedWidth(44)  # three digits: five players' fit a line
                    row.addWidget(_labelled(self._key_label(key), part))
                part.setObjectName(f"{name}.{key}")
                self._watch(part)
                parts[key] = part
            if kind == "players" and not fld.required:
                # no one ticked leaves the field out; "nobody" is the empty list
                nobody = QCheckBox(self.tr("nobody"), widget)
                nobody.setObjectName(f"{name}.nobody")
                nobody.setStyleSheet("color: #555;")
                self._watch(nobody)
                _exclusive(nobody, [b for b in parts.values() if isinstance(b, QCheckBox)])
                row.addWidget(nobody)
            policy = widget.sizePolicy()
            policy.setHeightForWidth(True)
            widget.setSizePolicy(policy)
        elif kind == "group":
            # made with a parent: a parentless checkable group box steals the window's activation
            group = QGroupBox(self._title(fld, not fld.required), self)
            group.setCheckable(not fld.required)
            group.setChecked(fld.required)
            inner = PackedForm(group)
            for sub in fld.fields:
                child = self._build(sub, prefix=name + ".")
                children.append(child)
                self.editors[name + "." + sub.name] = child
                if sub.kind == "group":  # titled by its own frame, as at the top level
                    inner.addRow(self._with_error(child))
                else:
                    inner.addRow(self._label(sub, nested=True), self._with_error(child))
            widget = group
            self._watch(widget)
        else:  # cards, card, calls
            widget = QLineEdit()
            widget.setPlaceholderText({"cards": "5H 5C 5S JD", "card": "5D"}.get(
                kind, " ".join(fld.choices[:4]) + " …"))
            self._watch(widget)
        widget.setObjectName(f"field_{name}")
        widget.setAccessibleName(glossary.field_label(fld, self.lang))  # its label: beside it
        if kind in ("int", "choice", "side", "player", "card"):
            # names and choices get room to be read; a number needs less
            widget.setMinimumWidth(90 if kind == "int" else 170)
            widget.setMaximumWidth(260)
            if kind == "side":  # a side's two long names read whole
                widest = max((widget.fontMetrics().horizontalAdvance(widget.itemText(i))
                              for i in range(widget.count())), default=0) + 48
                widget.setMinimumWidth(min(max(170, widest), WIDEST_CHOICE))
                widget.setMaximumWidth(max(260, min(widest, WIDEST_CHOICE)))
        elif kind in ("cards", "calls"):  # a hand of cards is read whole while it is typed
            widget.setMinimumWidth(widget.fontMetrics().horizontalAdvance("10H 10C 10S 10D QH 5C")
                                   + 24)
        editor = _Editor(fld, widget, error)
        editor.parts = parts
        editor.children = children
        editor.nobody = nobody
        if fld.default is not None or editor.three_state:
            editor.set_value(fld.default)  # a three-state box starts "not said"
        return editor

    # --- keyboard ------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QWidget) \
                and self.fields_box.isAncestorOf(watched):
            self.fields_scroll.ensureWidgetVisible(watched)  # Tab never goes out of sight
        if event.type() == QEvent.Type.KeyPress and event.key() in (  # type: ignore[attr-defined]
                Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return True
        if event.type() == QEvent.Type.KeyPress and isinstance(watched, QComboBox) \
                and self._letter_chosen(watched, event.text()):  # type: ignore[attr-defined]
            return True
        return super().eventFilter(watched, event)

    @staticmethod
    def _letter_chosen(combo: QComboBox, typed: str) -> bool:
        """A Cyrillic letter for an item that begins with a Latin one (a side's letter typed on
        a Russian keyboard): chosen here; any other letter is left to the list's own search."""
        texts = [combo.itemText(i) for i in range(combo.count())]
        if not typed or any(t.casefold().startswith(typed.casefold()) for t in texts):
            return False
        index = choice_by_letter(texts, typed)
        if index is None:
            return False
        combo.setCurrentIndex(index)
        return True

    def submit(self) -> None:
        """Read the form and announce the entry (the caller records it and reports errors)."""
        self.clear_errors()
        self.submitted.emit(self.entry())

    def _points_toggled(self, on: bool) -> None:
        if self.alternatives:  # the points are a mode of their own: the other forms go
            self.fields_scroll.setVisible(not on)
            if on:
                self.mode_buttons["points"].setChecked(True)
            elif self.mode_buttons["points"].isChecked():
                self.set_mode(self.schema[self.mode_stack.currentIndex()].name)
        else:
            self.fields_box.setEnabled(not on)
        self.points_inner.setVisible(on)

    def _mode_row(self) -> QWidget:
        """The modes of a schema of alternatives, each a radio button: its groups, the points."""
        buttons = QButtonGroup(self)
        row = []
        for index, fld in enumerate(self.schema):
            button = QRadioButton(glossary.field_label(fld, self.lang))
            button.setObjectName(f"mode_{fld.name}")
            button.toggled.connect(lambda on, i=index: on and self._mode_chosen(i))
            self.mode_buttons[fld.name] = button
        points = QRadioButton(self.tr("Points only"))
        points.setObjectName("mode_points")
        points.toggled.connect(lambda on: on and self._mode_chosen(-1))
        self.mode_buttons["points"] = points
        for button in self.mode_buttons.values():
            buttons.addButton(button)
            row.append(button)
        holder = flow_of(row, spacing=14)
        holder.setObjectName("entry_modes")
        return holder

    def _mode_chosen(self, index: int) -> None:
        """Show one mode's form (-1: the points), keeping what is typed in the others."""
        if index >= 0:
            self.mode_stack.setCurrentIndex(index)
        if self.points_box.isChecked() != (index < 0):
            self.points_box.setChecked(index < 0)
        self.clear_errors()
        self.fields_scroll.verticalScrollBar().setValue(0)  # a form is read from its top

    def mode(self) -> str:
        """The mode in use: a group's name, or "points" (a schema of alternatives only)."""
        if self.points_box.isChecked():
            return "points"
        return self.schema[self.mode_stack.currentIndex()].name

    def set_mode(self, mode: str) -> None:
        button = self.mode_buttons.get(mode)
        if button is not None:
            button.setChecked(True)

    # --- reading and writing -------------------------------------------------------------
    def entry(self) -> dict[str, Any]:
        """The deal as the rules read it; blank optional fields are left out."""
        out: dict[str, Any] = {}
        if self.points_box.isChecked():
            out["points"] = {side: box.number() or 0 for side, box in self.points.items()}
        elif self.alternatives:  # the mode's form alone
            editor = self.editors[self.mode()]
            out[self.mode()] = editor.value()
        else:
            for fld in self.schema:
                editor = self.editors[fld.name]
                value = editor.value()
                if value is None and not editor.says_nobody():
                    continue
                out[fld.name] = value
        if self.kept_dealer is not None:
            out["dealer"] = self.kept_dealer
        return out

    def set_entry(self, entry: Mapping[str, Any]) -> None:
        """Fill the form with a recorded entry (to correct it): ``entry()`` reads it back."""
        self.clear()
        self.kept_dealer = entry.get("dealer")
        if "points" in entry and set(entry) <= {"points", "dealer"}:
            self.points_box.setChecked(True)
            for side, box in self.points.items():
                box.setValue(int(entry["points"].get(side, 0)))
        else:
            if self.alternatives:
                self.set_mode(next((f.name for f in self.schema if f.name in entry),
                                   self.schema[0].name))
            for fld in self.schema:
                editor = self.editors[fld.name]
                editor.touched = fld.name in entry
                editor.set_value(entry.get(fld.name, fld.default))
                editor.touched = False
        self.edited = False
        self.focus_first()

    def typed(self) -> bool:
        """Whether a person has typed in the form since it was last cleared or filled."""
        return self.edited

    def clear(self) -> None:
        """Blank every field, ready for the next deal, with the cursor in the first."""
        self.clear_errors()
        self.kept_dealer = None
        if not self.alternatives:  # a schema of alternatives keeps its mode for the next deal
            self.points_box.setChecked(False)
        for box in self.points.values():
            box.setValue(None)
        for fld in self.schema:
            self.editors[fld.name].set_value(fld.default)
        self.edited = False
        self.focus_first()

    def first_field(self) -> QWidget | None:
        """Where typing starts: the first field, or the first points box when points are entered."""
        if self.points_box.isChecked():
            return next(iter(self.points.values()), None)
        if not self.schema:
            return None
        first = self.editors[self.mode() if self.alternatives else self.schema[0].name]
        while self.alternatives and first.children:  # the mode's group: its first field
            first = first.children[0]
        return next(iter(first.parts.values()), first.widget)

    def focus_first(self) -> None:
        target = self.first_field()
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)
            self.fields_scroll.ensureWidgetVisible(target)  # the next deal starts at the top

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
            self._reveal(self.editors[name])
        else:
            self.general_error.setText(f"{field}: {message}" if field not in ("deal", "") else message)
            self.general_error.setVisible(True)

    def _reveal(self, editor: _Editor) -> None:
        """A refusal is seen where it is: its field and message scrolled into sight (the form
        is taller than the screen at a big table) and the cursor in the field to put right."""
        target = next(iter(editor.parts.values()), editor.widget)

        def show() -> None:  # once the message has its place in the laid-out form
            if not editor.error.isHidden():
                self.fields_scroll.ensureWidgetVisible(editor.error, 0, 0)
            self.fields_scroll.ensureWidgetVisible(target, 0, 4)
            if target.focusPolicy() != Qt.FocusPolicy.NoFocus and target.isVisible():
                target.setFocus(Qt.FocusReason.OtherFocusReason)

        QTimer.singleShot(0, self, show)  # not once the form is gone

    def error_text(self, field: str) -> str:
        """The message shown beside a field now ('' when none): for tests and screen readers."""
        editor = self.editors.get(field)
        if editor is None:
            return self.general_error.text() if self.general_error.isVisible() else ""
        return editor.error.text() if not editor.error.isHidden() else ""
