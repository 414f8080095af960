"""The tables of the round in play, each with the score it hands in at the bell.

Keyboard first: Tab runs through every table's two scores in table order, and only then
through the boxes a tie asks for (the next hand's tricks, and a tie on those the red players'
cut): a tie showing its boxes while the scores are typed down the list never turns Tab aside.
Enter moves on to the next box still empty as the tables show them (a tie's boxes right after
its scores), and rings the bell from any box once every table is filled. The boxes for a tie,
and each table's message, keep their room when hidden, so that nothing moves under the host's
eyes when they appear. The cut takes a card as the host's keyboard types it (``JS``, ``10H``,
``ВП``, ``10ч``, ``J♠``; ``clubapp.cards``), and a wrong one is named as soon as the box is left.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIntValidator, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSizePolicy,
    QWidget,
)

from clubapp.services.party_refusals import cut_refused
from clubapp.services.party_views import PartyTableView, TableEntry
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.words import Message, say

BOX_WIDTH = 40  # two digits, or a card, with room to spare
CARD_LENGTH = 4  # "10♥" and a slip of the finger: a longer text is no card anyway
MESSAGE_LINES = 2  # the room a table keeps for its message, shown or not
BOX_MIN_WIDTH = 250  # two pairs' names beside their boxes, without cutting them


def _box(name: str, tip: str, width: int = BOX_WIDTH) -> QLineEdit:
    edit = QLineEdit()
    edit.setObjectName(name)
    edit.setFixedWidth(width)
    edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
    edit.setToolTip(tip)
    return edit


def _keep_room(widget: QWidget) -> None:
    """A hidden widget keeps its place in the layout: showing it moves nothing else."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)


def _longest_word(label: QLabel, names: tuple[str, ...]) -> int:
    """The width of the longest word of the names: a name folds at a space only."""
    pieces = [word for name in names for word in name.split()]
    metrics = label.fontMetrics()
    return max((metrics.horizontalAdvance(piece) for piece in pieces), default=0) + 2


def _number(text: str) -> int | None:
    return int(text) if text.strip() else None


class TableScoreBox(QGroupBox):
    """One table: its two pairs, the score each hands in, and what settles a tie."""

    changed = Signal()

    def __init__(self, table: PartyTableView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        n = table.number
        self.setObjectName(f"party_table_{n}")
        self._title()
        self.scores = [_box(f"score_{n}_{i + 1}", self.tr("Points at the bell")) for i in range(2)]
        self.tricks = [_box(f"tricks_{n}_{i + 1}", self.tr("Tricks on the next hand"))
                       for i in range(2)]
        self.cuts = [_box(f"cut_{n}_{i + 1}",
                          self.tr("The red player's cut card: rank and suit, e.g. JS, 10H"))
                     for i in range(2)]
        for edit in self.scores:
            edit.setValidator(QIntValidator(0, 99, edit))
        for edit in self.tricks:
            edit.setValidator(QIntValidator(0, 5, edit))
        for index, edit in enumerate(self.cuts):
            # any text: a card a validator silently refused would leave the host wondering
            edit.setMaxLength(CARD_LENGTH)
            edit.setPlaceholderText(self.tr("JS"))  # what a card looks like, before the bell
            edit.editingFinished.connect(lambda i=index: self._check_cut(i))
        lang = current_language()
        # short heads over narrow boxes; the boxes' tooltips say the whole
        self.tie_heads = [QLabel(say(Message("partypage.next_hand_head"), lang)),
                          QLabel(self.tr("Cut"))]
        self.tie_heads[0].setToolTip(self.tr("Next hand"))
        for widget in (*self.tricks, *self.cuts, *self.tie_heads):
            _keep_room(widget)
        for head in self.tie_heads:
            head.setWordWrap(True)  # "next hand" over two lines rather than a wide column
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.error = QLabel()
        self.error.setObjectName(f"table_error_{n}")
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)
        # its room is kept: a message coming or going moves no table under the host's eyes
        self.error.setMinimumHeight(self.error.fontMetrics().lineSpacing() * MESSAGE_LINES)
        self.error.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        _keep_room(self.error)
        self.error.setVisible(False)
        # the bell was refused for want of the cut of a table that reported no score
        self.asked_for_cut = False
        self.name_labels: list[QLabel] = []
        self.whole_width = 0  # the pairs' names unfolded
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(3)
        grid.addWidget(QLabel(self.tr("Score")), 0, 1)
        grid.addWidget(self.tie_heads[0], 0, 2)
        grid.addWidget(self.tie_heads[1], 0, 3)
        for row in range(1, 3):
            # one partner a line: a pair's two names never fold in the middle of a name;
            # each name whole on its line where the page has room; where it has not (a
            # narrow screen, a very long name) a name folds at a space, never inside a word
            names = QLabel()
            names.setObjectName(f"pair_{n}_{row}")
            names.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            names.setWordWrap(True)
            self.name_labels.append(names)
            grid.addWidget(names, row, 0)
            grid.addWidget(self.scores[row - 1], row, 1)
            grid.addWidget(self.tricks[row - 1], row, 2)
            grid.addWidget(self.cuts[row - 1], row, 3)
        self._seat(table)
        grid.addWidget(self.error, 3, 0, 1, 4)
        grid.setColumnStretch(0, 1)
        for edit in self.fields():
            edit.textChanged.connect(self._update_ties)
            edit.textEdited.connect(self._edited)
        self._update_ties()

    def _title(self) -> None:
        table = self.table
        place = (self.tr(" · head table") if table.head
                 else self.tr(" · booby table") if table.booby else "")
        self.setTitle(self.tr("Table %d") % table.number + place)

    def _seat(self, table: PartyTableView) -> None:
        """Name the table's two pairs, beside their boxes."""
        self.whole_width = 0
        for index, (names, pair) in enumerate(zip(self.name_labels, table.pairs, strict=True)):
            names.setText(f"{pair.red}\n{pair.blue}")
            metrics = names.fontMetrics()
            self.whole_width = max(self.whole_width, *(metrics.horizontalAdvance(name)
                                                       for name in pair.names))
            names.setMinimumWidth(_longest_word(names, pair.names))
            for box in (self.scores[index], self.tricks[index], self.cuts[index]):
                box.setAccessibleName(f"{box.toolTip()} — {pair.red}, {pair.blue}")  # its pair

    def set_table(self, table: PartyTableView) -> None:
        """The same table in the next round: its new pairs, its boxes empty (a hundred tables
        are seated again far sooner than made anew)."""
        self.table = table
        self._title()
        self._seat(table)
        self.asked_for_cut = False
        self.clear_error()
        for edit in self.fields():
            edit.clear()
        self._update_ties()

    def _edited(self) -> None:
        """What the host types puts the table's old message away: it spoke of other boxes."""
        if self.error.isVisible():
            self.clear_error()

    def fields(self) -> list[QLineEdit]:
        """The boxes in the order the table shows them: the scores, then a tie's boxes."""
        return [*self.scores, *self.tricks, *self.cuts]

    def _check_cut(self, index: int) -> None:
        """A cut that is no card of the party's pack is named as soon as its box is left."""
        text = self.cuts[index].text().strip()
        if not text or self.cuts[index].isReadOnly():
            return
        refused = cut_refused(self.table.number, index, text)
        if refused is not None:
            self.show_error(say(refused.why, current_language()), "cut", index)

    def _update_ties(self) -> None:
        """Show the next hand's tricks on a tied score, the cut on tied tricks (line 89)."""
        first, second = (_number(e.text()) for e in self.scores)
        tied = first is not None and first == second
        one, two = (_number(e.text()) for e in self.tricks)
        unreported = first is None and second is None
        cut = (tied and one is not None and one == two) or (unreported and self.asked_for_cut)
        for edit in self.tricks:
            edit.setVisible(tied)
        self.tie_heads[0].setVisible(tied)
        for edit in self.cuts:
            edit.setVisible(cut)
        self.tie_heads[1].setVisible(cut)
        self.changed.emit()

    def filled(self) -> bool:
        """Every box this table needs at the bell holds something (a tie's boxes too)."""
        return all(edit.text().strip() for edit in self.fields() if edit.isVisibleTo(self)) \
            and all(edit.text().strip() for edit in self.scores)

    def entry(self) -> TableEntry:
        """What the table hands in, as typed: blanks are "not reported"."""
        first, second = (_number(e.text()) for e in self.scores)
        one, two = (_number(e.text()) for e in self.tricks)
        red, other = (e.text().strip() for e in self.cuts)  # read by clubapp.cards, any case
        shown_tricks = self.tricks[0].isVisibleTo(self)
        shown_cut = self.cuts[0].isVisibleTo(self)
        return TableEntry(
            self.table.number,
            (first, second) if first is not None and second is not None else None,
            (one, two) if shown_tricks and one is not None and two is not None else None,
            (red, other) if shown_cut and red and other else None)

    def fill(self, entry: TableEntry) -> None:
        """Put a result back in the boxes (the results of a bell that was undone)."""
        for edits, values in ((self.scores, entry.score), (self.tricks, entry.next_hand_tricks),
                              (self.cuts, entry.cut)):
            for edit, value in zip(edits, values or ("", ""), strict=True):
                edit.setText("" if value is None else str(value))
        self.asked_for_cut = entry.cut is not None and entry.score is None
        self._update_ties()

    def show_error(self, message: str, part: str, index: int | None = None) -> QLineEdit:
        """Say what is wrong at this table; returns the box to fix (the pair's own box when
        the refusal names one, else the first of the part's boxes still empty)."""
        if part == "cut":
            self.asked_for_cut = True
            self._update_ties()
        self.error.setText(message)
        self.error.setVisible(True)
        self.setStyleSheet("QGroupBox { border: 2px solid #b00020; }")
        boxes = {"next_hand_tricks": self.tricks, "cut": self.cuts}.get(part, self.scores)
        if not boxes[0].isVisibleTo(self):
            boxes = self.scores
        if index in (0, 1):
            return boxes[index]
        return next((edit for edit in boxes if not edit.text().strip()), boxes[0])

    def clear_error(self) -> None:
        self.error.setVisible(False)
        self.error.clear()
        self.setStyleSheet("")

    def set_read_only(self, read_only: bool) -> None:
        for edit in self.fields():
            edit.setReadOnly(read_only)


class TablesGrid(QWidget):
    """Every table of the round in play, as many abreast as the width holds (each table's
    names whole), in one Tab order; Enter asks for the bell once every table is filled, and
    moves on to the next empty box until then."""

    ringRequested = Signal()
    edited = Signal()  # the host typed in a box
    MAX_COLUMNS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.boxes: list[TableScoreBox] = []
        self.layout_ = QGridLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(8)
        self.shown: tuple[int, tuple[tuple[str, ...], ...]] | None = None
        self.columns = 0  # tables abreast as laid out now
        self.widest_whole = self.widest_least = BOX_MIN_WIDTH  # measured once a round

    def _measure(self) -> None:
        """The boxes' widths, once a round (a hundred tables ask for them at every resize):
        the widest with its names unfolded, and the widest at its least."""
        self.widest_whole = max((b.minimumSizeHint().width()
                                 - min(n.minimumWidth() for n in b.name_labels)
                                 + b.whole_width for b in self.boxes), default=BOX_MIN_WIDTH)
        self.widest_least = max((b.minimumSizeHint().width() for b in self.boxes),
                                default=BOX_MIN_WIDTH)

    def _columns_for(self, width: int) -> int:
        # as many abreast as fit with every name whole; one where even one does not
        widest = self.widest_whole
        spacing = self.layout_.horizontalSpacing()
        fit = (width + spacing) // (max(widest, BOX_MIN_WIDTH) + spacing)
        return max(1, min(self.MAX_COLUMNS, fit, len(self.boxes) or 1))

    def _place(self, columns: int) -> None:
        """Put the boxes in rows of ``columns`` (the same widgets: what was typed stays)."""
        self.columns = columns
        for box in self.boxes:
            self.layout_.removeWidget(box)
        for index, box in enumerate(self.boxes):
            self.layout_.addWidget(box, index // columns, index % columns)
        for column in range(self.MAX_COLUMNS):
            self.layout_.setColumnStretch(column, 1 if column < columns else 0)
        self.layout_.setRowStretch(len(self.boxes) // columns + 1, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        columns = self._columns_for(event.size().width())
        if columns != self.columns:
            self._place(columns)

    def minimumSizeHint(self) -> QSize:
        # one table abreast is the least: more come as the width allows
        hint = super().minimumSizeHint()
        return QSize(self.widest_least, hint.height())

    def show_tables(self, round_number: int, tables: tuple[PartyTableView, ...]) -> bool:
        """Lay out the tables of this round; a round already shown keeps what was typed.
        Returns whether the boxes were made anew."""
        key = (round_number, tuple(t.players for t in tables))
        if key == self.shown:
            return False
        self.shown = key
        if [b.table.number for b in self.boxes] == [t.number for t in tables]:
            for box, table in zip(self.boxes, tables, strict=True):
                box.set_table(table)  # the same tables: seated again, not made anew
            self._even_names()
            self._measure()
            self._place(self._columns_for(self.width()))
            return True
        for box in self.boxes:
            self.layout_.removeWidget(box)
            box.hide()  # at once: deleteLater waits for the event loop
            box.deleteLater()
        self.boxes = [TableScoreBox(t, self) for t in tables]
        self._even_names()
        for box in self.boxes:
            box.show()  # a layout shows a new child only once the event loop turns
            for edit in box.fields():
                edit.returnPressed.connect(lambda e=edit: self._enter(e))
                edit.textEdited.connect(self.edited)
        self._measure()
        self._place(self._columns_for(self.width()))
        # Tab: every table's scores first, then the boxes a tie asks for, so that a tie's boxes
        # appearing while the scores are typed down the list never turn Tab aside
        chain = [edit for box in self.boxes for edit in box.scores]
        chain += [edit for box in self.boxes for edit in (*box.tricks, *box.cuts)]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
        return True

    def _even_names(self) -> None:
        """Every table's names as wide as the widest: the score boxes stand in one line."""
        widest = max((_longest_word(n, tuple(n.text().split("\n"))) for b in self.boxes
                      for n in b.name_labels), default=0)
        for box in self.boxes:
            for names in box.name_labels:
                names.setMinimumWidth(widest)

    def visible_fields(self) -> list[QLineEdit]:
        return [e for box in self.boxes for e in box.fields() if e.isVisibleTo(box)]

    def filled(self) -> bool:
        """Every table has handed in what the bell needs from it."""
        return all(box.filled() for box in self.boxes)

    def _enter(self, edit: QLineEdit) -> None:
        chain = self.visible_fields()
        if edit not in chain:
            return
        if self.filled():
            self.ringRequested.emit()
            return
        index = chain.index(edit)
        after = chain[index + 1:] + chain[:index + 1]
        target = next((e for e in after if not e.text().strip()), None)
        if target is None:  # every box shown holds something, yet a table lacks its score
            self.ringRequested.emit()
            return
        target.setFocus(Qt.FocusReason.TabFocusReason)
        target.selectAll()
        scroll = self.parentWidget()
        while scroll is not None and not isinstance(scroll, QScrollArea):
            scroll = scroll.parentWidget()
        if scroll is not None:  # the host types into a box he sees, never blind
            scroll.ensureWidgetVisible(target, 8, 8)

    def entries(self) -> list[TableEntry]:
        return [box.entry() for box in self.boxes]

    def fill(self, entries: tuple[TableEntry, ...]) -> None:
        by_table = {e.table: e for e in entries}
        for box in self.boxes:
            if box.table.number in by_table:
                box.fill(by_table[box.table.number])

    def clear_errors(self) -> None:
        for box in self.boxes:
            box.clear_error()

    def box(self, table: int) -> TableScoreBox | None:
        return next((b for b in self.boxes if b.table.number == table), None)

    def focus_first(self) -> None:
        if self.boxes:
            self.boxes[0].scores[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def set_read_only(self, read_only: bool) -> None:
        for box in self.boxes:
            box.set_read_only(read_only)
