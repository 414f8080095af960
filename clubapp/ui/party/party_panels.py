"""The party page's side panels: the last bell, the stars board, the prizes, who comes and goes.

Each panel shows a ``PartyView``; the ones that change the party call back into the page,
which asks the service and redraws everything from what was committed.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from clubapp.services.party_views import PartyView
from clubapp.services.views import MemberView
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.table_model import RowsModel
from clubapp.words import Message, note_text, say

FOLD_MARGIN = 10  # what a cell keeps around its text


def star_mark(star: str | None) -> str:
    """A star as the window shows it, in its language: "★ gold", "★ золотая"."""
    return say(Message(f"progressive.star_{star}"), current_language()) if star else ""


class TippedRows(RowsModel):
    """Rows whose column heads carry a tooltip: a short head over a narrow column of counts,
    its whole meaning in the tip."""

    def __init__(self, headers: list[str], tips: list[str], parent: QWidget | None = None
                 ) -> None:
        super().__init__(headers, parent)
        self.tips = tips

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal \
                and 0 <= section < len(self.tips):
            return self.tips[section] or None
        return super().headerData(section, orientation, role)


def _table_view(model: RowsModel, name: str, *stretch: int) -> QTableView:
    """A list of rows as narrow as its pane: the ``stretch`` columns share the width, the
    others are as wide as their words; a long cell folds at its spaces onto more lines
    (rows as tall as their words), never cut and never scrolled sideways."""
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    for column in stretch:
        view.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setWordWrap(True)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    # a row as tall as its words, measured only where a text folds (four hundred guests:
    # asking every row's height at every resize would take the bell's time)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)  # one line
    refit = QTimer(view)
    refit.setSingleShot(True)
    refit.timeout.connect(lambda: _fold_rows(view, stretch))
    view.horizontalHeader().sectionResized.connect(lambda *_: refit.start(0))
    model.modelReset.connect(lambda: _fold_rows(view, stretch))
    return view


def _fold_rows(view: QTableView, columns: tuple[int, ...]) -> None:
    """Each row as tall as its folding cells need: measured where a text is wider than its
    column, the usual height elsewhere."""
    model, header = view.model(), view.horizontalHeader()
    assert isinstance(model, RowsModel)  # _table_view's
    metrics = view.fontMetrics()
    usual = view.verticalHeader().defaultSectionSize()
    widths = {c: header.sectionSize(c) - FOLD_MARGIN for c in columns}
    for row in range(model.rowCount()):
        folds = any(metrics.horizontalAdvance(str(model.rows[row][c])) > widths[c]
                    for c in columns)
        if folds:
            view.resizeRowToContents(row)
        elif view.rowHeight(row) != usual:
            view.setRowHeight(row, usual)


class BellPanel(QWidget):
    """The bell just rung: who won at each table and why, then everyone's star and where they
    go next."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self.tr("The bell has not rung yet."))
        self.title.setObjectName("bell_title")
        self.title.setStyleSheet("font-weight: bold;")
        self.title.setWordWrap(True)
        self.decisions = RowsModel([self.tr("Table"), self.tr("Who won, and why")], self)
        self.moves = RowsModel([self.tr("Player"), self.tr("Star"), self.tr("Table"),
                                self.tr("Partner")], self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        self.decisions_table = _table_view(self.decisions, "bell_decisions", 1)
        self.decisions_table.setAccessibleName(self.tr("Who won, and why"))
        layout.addWidget(self.decisions_table, 2)
        # the two names share the width; a long one folds at its spaces, never cut short
        self.moves_table = moves = _table_view(self.moves, "bell_moves", 0, 3)
        moves.setAccessibleName(self.tr("Where each player goes"))
        layout.addWidget(moves, 3)

    def show_party(self, view: PartyView) -> None:
        bell = view.last_bell
        partners = {}
        for at_table in view.tables:
            for pair in at_table.pairs:
                partners[pair.red], partners[pair.blue] = pair.blue, pair.red
        if bell is None:
            self.title.setText(self.tr("The bell has not rung yet: round 1 is in play."))
            self.decisions.set_rows([], [])
            stars: dict[str, str | None] = {}
        else:
            self.title.setText(self.tr("The bell of round %d: round %d is in play")
                               % (bell.round, view.round))
            lang = current_language()
            self.decisions.set_rows([(d.table, say(d.why, lang)) for d in bell.decisions],
                                    [d.table for d in bell.decisions])
            stars = bell.stars
        names = sorted((p.name for p in view.players if p.status != "left" or p.name in stars),
                       key=str.casefold)
        rows = []
        seated = {name: t.number for t in view.tables for name in t.players}
        for name in names:
            table = seated.get(name)
            rows.append((name, star_mark(stars.get(name)),
                         table if table is not None else self.tr("waits"),
                         partners.get(name, "")))
        self.moves.set_rows(rows, names)


class StarsPanel(QWidget):
    """The stars board: gold, then red, then fewest green (line 91), and the rounds each sat
    out. Narrow, so only what ranks a player, under short heads (their tooltips say them
    whole), a long name folding at its spaces: at 1024×600 every count is in sight without
    scrolling sideways. The printed board and the projector add the pack and the rounds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = TippedRows(
            [self.tr("#"), self.tr("Player"), self.tr("Gold", "short column head"),
             self.tr("Red", "short column head"), self.tr("Green", "short column head"),
             self.tr("Out", "rounds sat out, short column head")],
            ["", "", self.tr("Gold stars"), self.tr("Red stars"), self.tr("Green stars"),
             self.tr("Rounds sat out")], self)
        self.table = table = _table_view(self.model, "stars_board", 1)
        table.setAccessibleName(self.tr("Stars board"))
        layout = QVBoxLayout(self)
        layout.addWidget(table)

    def show_party(self, view: PartyView) -> None:
        self.model.set_rows(
            [(r.place, r.name if r.status != "left" else self.tr("%s (left)") % r.name,
              r.gold, r.red, r.green, r.sat_out)
             for r in view.board],
            [r.member_id for r in view.board],
            greyed=[i for i, r in enumerate(view.board) if r.status == "left"])


class PrizesPanel(QWidget):
    """The six prizes with their reasons, awarded when the host says so. Each prize is a
    line and its reason a paragraph under it: the reasons are sentences, not cells."""

    def __init__(self, award: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.award_button = QPushButton(self.tr("&Award the prizes"))
        self.award_button.setObjectName("award_prizes")
        self.award_button.clicked.connect(award)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.rows: list[tuple[str, str, str, str]] = []  # prize, role, player, why
        self.text = QTextBrowser()
        self.text.setObjectName("prizes_text")
        self.text.setAccessibleName(self.tr("Prizes"))
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.award_button)
        top.addWidget(self.note, 1)
        layout.addLayout(top)
        layout.addWidget(self.text, 1)

    def show_party(self, view: PartyView) -> None:
        names = {"first": self.tr("First prize"), "second": self.tr("Second prize"),
                 "consolation": self.tr("Consolation prize")}
        lang = current_language()
        self.rows = [(names.get(p.prize, p.prize), view.pack_name(p.role, lang), p.player,
                      note_text(p.why, lang)) for p in view.prizes]
        self.text.setHtml("".join(
            f"<p><b>{html.escape(prize)}, {html.escape(role)}: {html.escape(player)}</b><br>"
            f"<span style='color:#444'>{html.escape(why)}</span></p>"
            for prize, role, player, why in self.rows))
        self.award_button.setEnabled(bool(view.bells) and not view.closed
                                     and view.ended is None)
        if view.ended is not None:  # fixed at the end: awarded, not to be awarded again
            self.note.setText(self.tr("Final: the party ended after round %d; lots drawn "
                                      "with seed %d.") % (view.ended.round, view.prize_seed))
        elif view.prize_seed is None:
            self.note.setText(self.tr("Award them when the last bell has rung; ties are drawn "
                                      "by lot, recorded."))
        else:
            self.note.setText(self.tr("From the stars after round %d; lots drawn with seed %d.")
                              % (len(view.bells), view.prize_seed))


class PlayersPanel(QWidget):
    """Late arrivals, leavers and substitutes: each waits for, or plays to, the next bell."""

    def __init__(self, arrive: Callable[[int, str], None], leave: Callable[[int], None],
                 replace: Callable[[int, int], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ids: dict[str, int] = {}
        self.newcomer = QComboBox()
        self.newcomer.setObjectName("arrival_member")
        # said under the list when everyone is here (a placeholder would widen the panel)
        self.everyone_here = QLabel(self.tr("everyone is here: add the member first"))
        self.everyone_here.setWordWrap(True)
        self.everyone_here.setStyleSheet("color: #666;")
        _fold_at_words(self.everyone_here)
        self.newcomer_role = QComboBox()
        self.newcomer_role.setObjectName("arrival_role")
        self.arrive_button = QPushButton(self.tr("Arrives"))
        self.arrive_button.setObjectName("arrive")
        def arrives() -> None:
            if self.newcomer.currentData() is not None:
                arrive(self.newcomer.currentData(), self.newcomer_role.currentData())

        self.arrive_button.clicked.connect(arrives)
        self.leaver = QComboBox()
        self.leaver.setObjectName("leaver")
        self.leave_button = QPushButton(self.tr("Leaves at the bell"))
        self.leave_button.setObjectName("leave")
        def leaves() -> None:
            if self.leaver.currentData() is not None:
                leave(self.leaver.currentData())

        self.leave_button.clicked.connect(leaves)
        self.substitute = QComboBox()
        self.substitute.setObjectName("substitute")
        self.replace_button = QPushButton(self.tr("Takes the place now"))
        self.replace_button.setObjectName("replace")
        def replaces() -> None:
            if None not in (self.leaver.currentData(), self.substitute.currentData()):
                replace(self.leaver.currentData(), self.substitute.currentData())

        self.replace_button.clicked.connect(replaces)
        arrivals = QGroupBox()
        column = QVBoxLayout(arrivals)  # a box layout gives a folded heading its height
        column.addWidget(_heading(self.tr("A late arrival (waits for the next bell)")))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # narrow: label above
        column.addLayout(form)
        form.addRow(self.tr("Member"), self.newcomer)
        form.addRow(self.tr("Pack"), self.newcomer_role)
        form.addRow("", self.arrive_button)
        column.addWidget(self.everyone_here)
        leavers = QGroupBox()
        column = QVBoxLayout(leavers)  # a box layout gives a folded heading its height
        column.addWidget(_heading(self.tr("A leaver (plays to the bell; the stars count)")))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # narrow: label above
        column.addLayout(form)
        form.addRow(self.tr("Player"), self.leaver)
        form.addRow("", self.leave_button)
        form.addRow(self.tr("Or a waiting player"), self.substitute)
        form.addRow("", self.replace_button)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setObjectName("players_status")
        for combo in (self.newcomer, self.newcomer_role, self.leaver, self.substitute):
            # a long name or hint does not widen the panel: the list shows it whole
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
            combo.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            combo.setMinimumWidth(110)
        layout = QVBoxLayout(self)
        layout.addWidget(arrivals)
        layout.addWidget(leavers)
        layout.addWidget(self.status)
        layout.addStretch(1)

    def show_party(self, view: PartyView, members: list[MemberView]) -> None:
        in_party = {p.member_id for p in view.players}
        self.ids = {p.name: p.member_id for p in view.players}
        _fill(self.newcomer, [(m.name, m.id) for m in members
                              if m.id not in in_party and not m.retired])
        self.everyone_here.setVisible(self.newcomer.count() == 0)
        _fill(self.newcomer_role, [(view.pack_name(r, current_language()), r)
                                   for r in ("red", "blue")])
        present = [p for p in view.players if p.status in ("seated", "waiting")]
        _fill(self.leaver, [(p.name, p.member_id) for p in sorted(
            present, key=lambda p: p.name.casefold())])
        _fill(self.substitute, [(name, self.ids[name]) for name in view.waiting])
        leaving = ", ".join(view.leaving) or self.tr("nobody")
        waiting = ", ".join(view.waiting) or self.tr("nobody")
        lang = current_language()
        why = "".join(f"\n• {say(m, lang)}" for m in view.waiting_why)
        self.status.setText(self.tr("Waiting this round: %s.\nLeaving at the bell: %s.")
                            % (waiting, leaving) + why)
        open_ = not view.closed and view.ended is None  # after the end nobody comes or goes
        for widget in (self.arrive_button, self.leave_button, self.replace_button):
            widget.setEnabled(open_)
        self.replace_button.setEnabled(open_ and bool(view.waiting))


def _heading(text: str) -> QLabel:
    """A group's heading that folds onto a second line in a narrow panel (a group box's
    own title cannot)."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet("font-weight: bold;")
    _fold_at_words(label)
    return label


def _fold_at_words(label: QLabel) -> None:
    """A folding label as narrow as its longest word (Qt's guess is far wider)."""
    metrics = label.fontMetrics()
    bold = label.font()
    bold.setBold(True)
    metrics = QFontMetrics(bold)  # the widest the label draws it
    label.setMinimumWidth(max((metrics.horizontalAdvance(w) for w in label.text().split()),
                              default=0) + 4)


def _fill(combo: QComboBox, items: list[tuple[str, object]]) -> None:
    """Refill a combo box, keeping the choice when it is still there."""
    kept = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for text, data in items:
        combo.addItem(text, data)
    index = combo.findData(kept)
    combo.setCurrentIndex(index if index >= 0 else (0 if items else -1))
    combo.blockSignals(False)
