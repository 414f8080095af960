"""The party page's side panels: the last bell, the stars board, the prizes, who comes and goes.

Each panel shows a ``PartyView``; the ones that change the party call back into the page,
which asks the service and redraws everything from what was committed.
"""

from __future__ import annotations

import html
from collections.abc import Callable

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


def star_mark(star: str | None) -> str:
    """A star as the window shows it, in its language: "★ gold", "★ золотая"."""
    return say(Message(f"progressive.star_{star}"), current_language()) if star else ""


def _table_view(model: RowsModel, name: str, stretch: int = 0) -> QTableView:
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


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
        self.decisions_table.setWordWrap(True)
        layout.addWidget(self.decisions_table, 2)
        moves = _table_view(self.moves, "bell_moves", 0)
        moves.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        moves.setWordWrap(False)  # a long name is cut short, not folded over two lines
        layout.addWidget(moves, 3)

    def show_party(self, view: PartyView) -> None:
        bell = view.last_bell
        partners = {}
        for table in view.tables:
            for pair in table.pairs:
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
            self.decisions_table.resizeRowsToContents()
            stars = bell.stars
        names = sorted((p.name for p in view.players if p.status != "left" or p.name in stars),
                       key=str.casefold)
        rows = []
        for name in names:
            table = view.table_of(name)
            rows.append((name, star_mark(stars.get(name)),
                         table if table is not None else self.tr("waits"),
                         partners.get(name, "")))
        self.moves.set_rows(rows, names)


class StarsPanel(QWidget):
    """The stars board: gold, then red, then fewest green (line 91). Narrow, so only what
    ranks a player; the printed board and the projector add the pack and the rounds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = RowsModel([self.tr("#"), self.tr("Player"), self.tr("Gold"),
                                self.tr("Red"), self.tr("Green"), self.tr("Out")], self)
        table = _table_view(self.model, "stars_board", 1)
        table.setWordWrap(False)
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
        self.rows = [(names.get(p.prize, p.prize), view.label(p.role), p.player,
                      note_text(p.why, lang)) for p in view.prizes]
        self.text.setHtml("".join(
            f"<p><b>{html.escape(prize)}, {html.escape(role)}: {html.escape(player)}</b><br>"
            f"<span style='color:#444'>{html.escape(why)}</span></p>"
            for prize, role, player, why in self.rows))
        self.award_button.setEnabled(bool(view.bells) and not view.closed)
        if view.prize_seed is None:
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
        self.arrive_button.clicked.connect(
            lambda: self.newcomer.currentData() is not None and arrive(
                self.newcomer.currentData(), self.newcomer_role.currentData()))
        self.leaver = QComboBox()
        self.leaver.setObjectName("leaver")
        self.leave_button = QPushButton(self.tr("Leaves at the bell"))
        self.leave_button.setObjectName("leave")
        self.leave_button.clicked.connect(
            lambda: self.leaver.currentData() is not None and leave(self.leaver.currentData()))
        self.substitute = QComboBox()
        self.substitute.setObjectName("substitute")
        self.replace_button = QPushButton(self.tr("Takes the place now"))
        self.replace_button.setObjectName("replace")
        self.replace_button.clicked.connect(
            lambda: None not in (self.leaver.currentData(), self.substitute.currentData())
            and replace(self.leaver.currentData(), self.substitute.currentData()))
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
        _fill(self.newcomer_role, [(view.label(r), r) for r in ("red", "blue")])
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
        for widget in (self.arrive_button, self.leave_button, self.replace_button):
            widget.setEnabled(not view.closed)
        self.replace_button.setEnabled(not view.closed and bool(view.waiting))


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
