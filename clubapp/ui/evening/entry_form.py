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

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
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
from clubapp.rules.entry_text import TEXT_KINDS, placeholder, read_text, shown_text
from clubapp.ui.shared.flow_layout import FlowLayout, flow_of
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.letter_keys import choice_by_typing
from clubapp.ui.shared.number_box import NumberBox
from clubapp.ui.shared.packed_form import PackedForm
from clubapp.ui.shared.short_names import short_names
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.words import field_text

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
        # no Tab stop of its own: the fields scroll into sight as Tab reaches them
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
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
        # its class follows the field's kind (a NumberBox for "int", a QCheckBox for "bool",
        # a QComboBox for a choice…), and so do the parts'
        self.widget: Any = widget
        self.error = error
        self.parts: dict[str, Any] = {}
        self.nobody: QCheckBox | None = None  # an optional players field: "the empty list"
        self.children: list[_Editor] = []
        self.touched = False  # set_value with a recorded entry: null there means "nobody"
        self.lang = "en"  # the form's: cards and calls are shown in it

    @property
    def three_state(self) -> bool:
        """An optional yes/no without a default: "not said" differs from "no"."""
        return self.field.kind == "bool" and not self.field.required and \
            self.field.default is None and not self.field.plain_tick

    def value(self) -> Any:
        kind, w = self.field.kind, self.widget
        if kind == "int":
            return w.number()  # as typed, in range or not
        if kind == "bool":
            state = w.checkState()
            if state == Qt.CheckState.PartiallyChecked:
                return None
            if self.field.plain_tick:  # no tick says nothing
                return True if state == Qt.CheckState.Checked else None
            return state == Qt.CheckState.Checked
        if kind in ("choice", "side", "player"):
            data = w.currentData()
            return None if data == NOBODY else data
        if kind == "players":
            if self.nobody is not None and self.nobody.isChecked():
                return []
            return [name for name, box in self.parts.items() if box.isChecked()] or None
        if kind == "counts":
            out = {k: box.number() for k, box in self.parts.items()}
            return {k: v for k, v in out.items() if v is not None} or None
        if kind == "group":
            # a required group has no switch, and Qt reports such a box as unchecked
            if w.isCheckable() and not w.isChecked():
                return None
            return {c.field.name: v for c in self.children
                    if (v := c.value()) is not None or c.says_nobody()}
        if kind == "answers":
            out = {k: box.currentData() for k, box in self.parts.items()}
            return {k: v for k, v in out.items() if v is not None} or None
        if kind in TEXT_KINDS:  # «раз», «5б» in either language: kept as "1", "5D"
            return read_text(self.field, w.text())
        return None

    def set_value(self, value: Any) -> None:
        kind, w = self.field.kind, self.widget
        if kind == "int":
            w.setValue(value if isinstance(value, int) else None)
        elif kind == "bool":
            if value is None and self.three_state:
                w.setCheckState(Qt.CheckState.PartiallyChecked)
            else:
                w.setCheckState(Qt.CheckState.Checked if value
                                else Qt.CheckState.Unchecked)
        elif kind in ("choice", "side", "player"):
            wanted = NOBODY if value is None and self.field.nullable and self.touched else value
            index = w.findData(wanted)
            w.setCurrentIndex(max(index, 0))
        elif kind == "players":
            for name, box in self.parts.items():
                box.setChecked(name in (value or []))
            if self.nobody is not None:
                self.nobody.setChecked(value is not None and not value)
        elif kind == "counts":
            for key, box in self.parts.items():
                number = (value or {}).get(key)
                box.setValue(number if isinstance(number, int) else None)
        elif kind == "answers":
            for key, box in self.parts.items():
                box.setCurrentIndex(max(box.findData((value or {}).get(key)), 0))
        elif kind == "group":
            w.setChecked(value is not None)
            for child in self.children:
                child.touched = self.touched and child.field.name in (value or {})
                child.set_value((value or {}).get(child.field.name, child.field.default))
                child.touched = False
        elif kind in TEXT_KINDS:  # in the form's language, read back the same
            w.setText(shown_text(self.field, value, self.lang))

    def says_nobody(self) -> bool:
        """A nullable choice set to "nobody" (null), not left blank."""
        return self.field.kind in ("choice", "side", "player") and \
            self.widget.currentData() == NOBODY

    def show_error(self, message: str) -> None:
        self.error.setText(message)  # wrapped, never elided: whole in its tooltip too
        self.error.setToolTip(message)
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
        # the keys typed at a list in a row (_typed_choice): which list, what, and when
        self._typing_clock = QElapsedTimer()
        self._typing_in: QComboBox | None = None
        self._typing = ""
        self._typing_at = 0
        self._revealed: tuple[_Editor, QWidget | None] | None = None  # a refusal kept in sight
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
                editor.widget.setCheckable(False)  # its mode says
                editor.widget.setTitle("")
                self.mode_stack.addWidget(self._with_error(editor))
            elif fld.kind == "group":  # a group carries its own title (and its switch)
                form.addRow(self._with_error(editor))
            else:
                form.addRow(self._label(fld), self._with_error(editor))
        self.fields_scroll = FieldsScroll(self.fields_box, self)
        # laid out anew, the fields keep a refusal, or the cursor, in sight (_keep_in_sight)
        self.fields_scroll.installEventFilter(self)
        self.fields_box.installEventFilter(self)
        self._keeping = False
        if self.alternatives:
            layout.addWidget(self._mode_row())
        layout.addWidget(self.fields_scroll, 1)
        # a switch, and under it the points of each side while it is on
        self.points_box = QCheckBox(self.tr("Enter the points instead"), self)
        self.points_box.setObjectName("points_box")
        self.points_box.installEventFilter(self)  # Enter records from it too
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
        self.points_error = self._error_label("points")  # a refusal of the points entered
        layout.addWidget(self.points_error)
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
        self._revealed = None
        if editor is not None:
            editor.show_error("")
        self.general_error.setVisible(False)
        self.points_error.setVisible(False)

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
                part: QWidget
                if kind == "players":
                    part = QCheckBox(self.short.get(key, key))  # whole: its tooltip
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
            widget.setPlaceholderText(placeholder(fld, self.lang))
            self._watch(widget)
        widget.setObjectName(f"field_{name}")
        widget.setAccessibleName(glossary.field_label(fld, self.lang))  # its label: beside it
        if kind in ("int", "choice", "side", "player", "card"):
            # names and choices get room to be read; a number needs less
            widget.setMinimumWidth(90 if kind == "int" else 170)
            widget.setMaximumWidth(260)
            if kind == "side":  # a side's two long names read whole
                assert isinstance(widget, QComboBox)
                widest = max((widget.fontMetrics().horizontalAdvance(widget.itemText(i))
                              for i in range(widget.count())), default=0) + 48
                widget.setMinimumWidth(min(max(170, widest), WIDEST_CHOICE))
                widget.setMaximumWidth(max(260, min(widest, WIDEST_CHOICE)))
        elif kind in ("cards", "calls"):  # a hand of cards is read whole while it is typed
            widget.setMinimumWidth(widget.fontMetrics().horizontalAdvance("10H 10C 10S 10D QH 5C")
                                   + 24)
        editor = _Editor(fld, widget, error)
        editor.lang = self.lang
        editor.parts = parts
        editor.children = children
        editor.nobody = nobody
        if fld.default is not None or editor.three_state:
            editor.set_value(fld.default)  # a three-state box starts "not said"
        return editor

    # --- keyboard ------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, FieldsScroll) or watched is self.fields_box:
            if event.type() == QEvent.Type.Resize:  # laid out anew: what was in sight moved
                self._keep_in_sight_later()
            return False
        if isinstance(event, QFocusEvent) and event.type() == QEvent.Type.FocusIn \
                and isinstance(watched, QWidget) and self.fields_box.isAncestorOf(watched) \
                and event.reason() != Qt.FocusReason.MouseFocusReason:
            # Tab never goes out of sight; a click is left where it is, or the box would move
            # from under the pointer and the click be lost
            self.fields_scroll.ensureWidgetVisible(watched)
            self._keep_in_sight_later()  # and again once a form just shown is laid out
        if not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress:
            return super().eventFilter(watched, event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return True
        if isinstance(watched, QComboBox) and self._typed_choice(watched, event):
            return True
        return super().eventFilter(watched, event)

    def _typed_choice(self, combo: QComboBox, event: QKeyEvent) -> bool:
        """Keys typed at a list choose by the words its items show (letter_keys): «ч» «ч» goes
        from «четыре» to «червы», «п» to "6 пик", «б» to side B. Keys typed in a row (within
        the keyboard interval) make one word; a key that picks nothing is left to the list."""
        text = event.text()
        if not text or not text.isprintable() or text.isspace() or event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                | Qt.KeyboardModifier.MetaModifier):
            return False
        now = self._typing_clock.elapsed() if self._typing_clock.isValid() else -1
        follows = self._typing_in is combo and 0 <= now - self._typing_at \
            <= QApplication.keyboardInputInterval()
        typed = (self._typing if follows else "") + text
        texts = [combo.itemText(i) for i in range(combo.count())]
        index = choice_by_typing(texts, typed, combo.currentIndex())
        if index is None and follows:  # a new word, begun by this key
            typed = text
            index = choice_by_typing(texts, typed, combo.currentIndex())
        if not self._typing_clock.isValid():
            self._typing_clock.start()
        self._typing_in, self._typing, self._typing_at = combo, typed, self._typing_clock.elapsed()
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
            button.toggled.connect(lambda on, i=index: self._mode_chosen(i) if on else None)
            self.mode_buttons[fld.name] = button
        points = QRadioButton(self.tr("Points only"))
        points.setObjectName("mode_points")
        points.toggled.connect(lambda on: self._mode_chosen(-1) if on else None)
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
        self._revealed = None
        self.general_error.setVisible(False)
        self.points_error.setVisible(False)
        for editor in self.editors.values():
            editor.show_error("")

    def show_error(self, field: str, message: str) -> None:
        """Show a rules message beside the field it names (the box of the player or side it
        names gets the cursor), or above the form when it names none."""
        name = field
        while name and name not in self.editors:
            name = name.rpartition(".")[0]
        if name:
            editor = self.editors[name]
            key = field[len(name) + 1:]
            part = editor.parts.get(key) if key else None
            if part is not None and key not in message:  # whose answer is missing, say
                message = f"{self.short.get(key, key)}: {message}"
            editor.show_error(message)
            self._reveal(editor, part)
        elif field.partition(".")[0] == "points" and self.points_box.isChecked():
            side = field.partition(".")[2]
            label = self.side_labels.get(side, side)
            self.points_error.setText(f"{label}: {message}" if side else message)
            self.points_error.setToolTip(self.points_error.text())
            self.points_error.setVisible(True)
            box = self.points.get(side) or next(iter(self.points.values()), None)
            if box is not None:
                QTimer.singleShot(0, box, lambda: box.setFocus(Qt.FocusReason.OtherFocusReason))
        else:
            named = field_text(field, self.lang) if field not in ("deal", "") else ""
            self.general_error.setText(f"{named}: {message}" if named else message)
            self.general_error.setToolTip(self.general_error.text())
            self.general_error.setVisible(True)

    def _reveal(self, editor: _Editor, part: QWidget | None = None) -> None:
        """A refusal is seen where it is: its field and message scrolled into sight (the form
        is taller than the screen at a big table) and the cursor in the field to put right
        (in the box of the player it names). The form may be given another height once the
        message has taken its room: the message is kept in sight through that too
        (``_keep_in_sight``), until the next change."""
        self._revealed = (editor, part)
        QTimer.singleShot(0, self, lambda: self._show_revealed(focus=True))  # once laid out

    def _keep_in_sight_later(self) -> None:
        if not self._keeping:
            self._keeping = True
            QTimer.singleShot(0, self, self._keep_in_sight)  # not once the form is gone

    def _keep_in_sight(self) -> None:
        """The refusal shown (else the box with the cursor) kept in sight when the fields are
        laid out anew: a form just shown, typed at at once; a message that took its room."""
        self._keeping = False
        if self._revealed is not None:
            self._show_revealed()
            return
        cursor = QApplication.focusWidget()
        if cursor is not None and self.fields_box.isAncestorOf(cursor):
            self.fields_scroll.ensureWidgetVisible(cursor)

    def _show_revealed(self, *, focus: bool = False) -> None:
        if self._revealed is None:
            return
        editor, part = self._revealed
        target = part or next(iter(editor.parts.values()), editor.widget)
        if focus and target.focusPolicy() != Qt.FocusPolicy.NoFocus and target.isVisible():
            target.setFocus(Qt.FocusReason.OtherFocusReason)
        # the message first, then its field: a field and its message both, where they fit
        if not editor.error.isHidden():
            self.fields_scroll.ensureWidgetVisible(editor.error, 0, 0)
        self.fields_scroll.ensureWidgetVisible(target, 0, 4)

    def error_text(self, field: str) -> str:
        """The message shown beside a field now ('' when none): for tests and screen readers."""
        editor = self.editors.get(field)
        if field.partition(".")[0] == "points" and editor is None:
            return self.points_error.text() if not self.points_error.isHidden() else ""
        if editor is None:
            return self.general_error.text() if self.general_error.isVisible() else ""
        return editor.error.text() if not editor.error.isHidden() else ""
