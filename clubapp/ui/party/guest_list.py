"""The party's guest list: who comes and in which role, set from the keyboard in one list.

A host selects guests (arrows, Shift and Ctrl for many, Ctrl+A for all; or just the row with
the cursor) and types the role's letter: the first letter of the role's name as the window
shows it (R and B for Red and Blue, К and С for Красные and Синие, L and G for Ladies and
Gentlemen, Д and К for Дамы and Кавалеры). Where the two names begin alike the book's letters
serve (L and G, Д and К), and they serve quietly wherever they clash with no name's letter.
Setting a role ticks the guest as coming; Space ticks or unticks the selected, Delete takes their role away. In the
"Pack drawn from" column the same letters set the pack a guest drew from by hand; the "Card
drawn" column is typed into like any cell (F2 or just type). The last column's tick keeps a
guest at one table all night (low vision, a wheelchair, the hostess); Space in that column
ticks or unticks it for the selected.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

COMES, NAME, ROLE, PACK, CARD, STAYS = range(6)
NO_ROLE = ""
ROLES = ("red", "blue")
# the book's lady and gentleman: L and G; дама and кавалер (or господин)
BOOK_KEYS = {"L": "red", "G": "blue", "Д": "red", "К": "blue", "Г": "blue"}
BOOK_SHOWN = {"en": {"red": "L", "blue": "G"}, "ru": {"red": "Д", "blue": "К"}}


class GuestList(QTableWidget):
    """The members as rows: comes (a tick), name, role, for a draw by hand the pack and the
    card drawn, and whether the guest keeps one table all night (a tick). ``changed`` is
    emitted whenever a tick, a role or a pack changes."""

    changed = Signal()

    def __init__(self, headers: list[str], parent=None) -> None:
        super().__init__(0, len(headers), parent)
        self.setObjectName("party_guests")
        self.setAccessibleName(self.tr("Guests"))
        self.setHorizontalHeaderLabels(headers)
        self.verticalHeader().setVisible(False)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        # only the card drawn is typed into; letters elsewhere set roles (keyPressEvent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.AnyKeyPressed
                             | QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.setTabKeyNavigation(False)  # Tab leaves the list, as in every other form
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        self.role_labels: dict[str, str] = {"red": "Red", "blue": "Blue"}
        self.own_pack = "—"  # the pack column's text when the guest drew from the role's own
        self.itemChanged.connect(lambda _item: self.changed.emit())

    # --- rows --------------------------------------------------------------------------
    def add_member(self, row: int, member_id: int, name: str, comes: bool, role: str,
                   pack: str, card: str, stationary: bool = False) -> None:
        """Fill one row (signals are the caller's to block while the list is made)."""
        tick = QTableWidgetItem()
        tick.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled
                      | Qt.ItemFlag.ItemIsSelectable)
        tick.setCheckState(Qt.CheckState.Checked if comes else Qt.CheckState.Unchecked)
        tick.setData(Qt.ItemDataRole.UserRole, member_id)
        self.setItem(row, COMES, tick)
        self.setItem(row, NAME, self._fixed(name))
        self.setItem(row, ROLE, self._fixed(""))
        self.setItem(row, PACK, self._fixed(""))
        card_item = QTableWidgetItem(card)
        card_item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                           | Qt.ItemFlag.ItemIsEditable)
        self.setItem(row, CARD, card_item)
        if self.columnCount() > STAYS:
            stays = QTableWidgetItem()
            stays.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled
                           | Qt.ItemFlag.ItemIsSelectable)
            stays.setCheckState(Qt.CheckState.Checked if stationary
                                else Qt.CheckState.Unchecked)
            self.setItem(row, STAYS, stays)
        self.set_value(row, ROLE, role)
        self.set_value(row, PACK, pack)

    @staticmethod
    def _fixed(text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        return item

    def member_id(self, row: int) -> int | None:
        item = self.item(row, COMES)
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def cell(self, row: int, column: int) -> QTableWidgetItem:
        """A guest's cell (each row is given every one)."""
        item = self.item(row, column)
        assert item is not None, (row, column)
        return item

    def comes(self, row: int) -> bool:
        return self.cell(row, COMES).checkState() == Qt.CheckState.Checked

    def set_comes(self, row: int, comes: bool) -> None:
        self.cell(row, COMES).setCheckState(Qt.CheckState.Checked if comes
                                            else Qt.CheckState.Unchecked)

    def stationary(self, row: int) -> bool:
        """Whether the guest keeps one table all night."""
        item = self.item(row, STAYS)
        return item is not None and item.checkState() == Qt.CheckState.Checked

    def set_stationary(self, row: int, stays: bool) -> None:
        self.cell(row, STAYS).setCheckState(Qt.CheckState.Checked if stays
                                            else Qt.CheckState.Unchecked)

    def value(self, row: int, column: int) -> str:
        """The role (or pack) of a row: "red", "blue" or ""."""
        return self.cell(row, column).data(Qt.ItemDataRole.UserRole) or NO_ROLE

    def set_value(self, row: int, column: int, role: str) -> None:
        """Set a row's role (or pack), shown by the role's name."""
        item = self.cell(row, column)
        role = role if role in ROLES else NO_ROLE
        item.setData(Qt.ItemDataRole.UserRole, role)
        empty = "—" if column == ROLE else self.own_pack
        item.setText(self.role_labels[role] if role else empty)

    def card(self, row: int) -> str:
        return self.cell(row, CARD).text().strip().upper()

    def set_card(self, row: int, text: str) -> None:
        self.cell(row, CARD).setText(text)

    def relabel(self, labels: dict[str, str]) -> None:
        """The roles renamed by the host: every row shows the new names."""
        self.role_labels = dict(labels)
        self.blockSignals(True)
        for row in range(self.rowCount()):
            for column in (ROLE, PACK):
                self.set_value(row, column, self.value(row, column))
        self.blockSignals(False)
        self.resizeColumnToContents(ROLE)
        self.resizeColumnToContents(PACK)

    # --- the keyboard ------------------------------------------------------------------
    def initials(self) -> dict[str, str]:
        """The roles' own letters, letter → role: the first letters of the roles' names as
        shown, when the two differ (none when they begin alike)."""
        first = {role: self.role_labels[role][:1].upper() for role in ROLES}
        if not all(first.values()) or first["red"] == first["blue"]:
            return {}
        return {letter: role for role, letter in first.items()}

    def role_keys(self) -> dict[str, str]:
        """Which letter sets which role: the initials of the roles' names, then the book's
        L and G (Д and К, Г) where they clash with neither initial."""
        initials = self.initials()
        return {**{k: r for k, r in BOOK_KEYS.items() if k not in initials}, **initials}

    def shown_keys(self, lang: str) -> dict[str, str]:
        """The letter each role is set with, as the window tells the host: its name's first
        letter, or the book's letter of the window's language where the names begin alike."""
        initials = self.initials()
        if initials:
            return {role: letter for letter, role in initials.items()}
        return dict(BOOK_SHOWN.get(lang, BOOK_SHOWN["en"]))

    def selected_rows(self) -> list[int]:
        rows = sorted({index.row() for index in self.selectionModel().selectedRows()})
        if not rows and self.currentRow() >= 0:
            rows = [self.currentRow()]
        return rows

    def set_role_of(self, rows: Iterable[int], role: str, column: int = ROLE) -> None:
        """Set the role (or the pack) of these rows at once; a role set ticks them as coming."""
        self.blockSignals(True)
        for row in rows:
            self.set_value(row, column, role)
            if column == ROLE and role:
                self.set_comes(row, True)
        self.blockSignals(False)
        self.resizeColumnToContents(column)
        self.changed.emit()

    def toggle_comes(self, rows: list[int]) -> None:
        """Tick the selected as coming, or untick them all if all were ticked."""
        coming = not all(self.comes(r) for r in rows)
        self.blockSignals(True)
        for row in rows:
            self.set_comes(row, coming)
        self.blockSignals(False)
        self.changed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        rows = self.selected_rows()
        column = PACK if self.currentColumn() == PACK and not self.isColumnHidden(PACK) \
            else ROLE
        letter = event.text().strip().upper()[:1]
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        plain = modifiers in (Qt.KeyboardModifier.NoModifier,
                              Qt.KeyboardModifier.ShiftModifier)
        if rows and self.currentColumn() == CARD and plain and letter:
            super().keyPressEvent(event)  # typing a card: the cell's own editor takes it
            return
        if rows and plain and letter and letter in self.role_keys():
            self.set_role_of(rows, self.role_keys()[letter], column)
            return
        if rows and event.key() == Qt.Key.Key_Space and plain and self.currentColumn() == STAYS:
            stays = not all(self.stationary(r) for r in rows)
            self.blockSignals(True)
            for row in rows:
                self.set_stationary(row, stays)
            self.blockSignals(False)
            self.changed.emit()
            return
        if rows and event.key() == Qt.Key.Key_Space and plain:
            self.toggle_comes(rows)
            return
        if rows and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.set_role_of(rows, NO_ROLE, column)
            return
        super().keyPressEvent(event)
