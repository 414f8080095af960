"""A card party played from a rotation chart: the round in play, its tables' points typed in
and handed in, the standing, the whole chart with its fairness report, and the chart and the
guests' cards printed.

Each table of the round shows its two pairs from the chart with a box for each pair's points;
Tab goes from box to box and Enter on the last hands the round in (or the button). Handing in
is one committed transaction (``RotationPartyService``); a refusal names the table and changes
nothing. The last round handed in can be undone, its points coming back to be corrected.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from clubapp.events.rotation_party import MAX_POINTS, RoundScore
from clubapp.services import ServiceError, Services
from clubapp.services.rotation_party import RotationPartyService, RotationRoundView, RotationView
from clubapp.store.database import DatabaseError
from clubapp.ui.party.stationary_mark import marked
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.words import Message, say


def _words(message_id: str, **params: object) -> str:
    return say(Message(message_id, **params), current_language())


def _pair(pair: tuple[str, str]) -> str:
    return _words("rotation.pair", first=pair[0], second=pair[1])


class TableBox(QGroupBox):
    """One table of the round: its two pairs from the chart, a points box for each."""

    def __init__(self, number: int, pairs: tuple[tuple[str, str], tuple[str, str]],
                 parent: QWidget | None = None, stays: frozenset[str] = frozenset()) -> None:
        super().__init__(parent)
        self.number = number
        self.setObjectName(f"rotation_table_{number}")
        self.setTitle(_words("rotation.table", table=number))
        self.points: list[QLineEdit] = []
        grid = QGridLayout(self)
        for side, pair in enumerate(pairs):
            # whole, on one line (the pane is made wide enough); "&&": an ampersand, not a key;
            # a guest who keeps this table marked in words, as on the book's party's tables
            shown = (marked(pair[0], pair[0] in stays), marked(pair[1], pair[1] in stays))
            name = QLabel(_pair(shown).replace("&", "&&"))
            name.setToolTip("\n".join(
                self.tr("%s keeps this table all night.") % who for who in pair if who in stays))
            box = QLineEdit()
            box.setObjectName(f"points_{number}_{side}")
            box.setValidator(QIntValidator(0, MAX_POINTS, box))
            box.setMaximumWidth(60)
            box.setAccessibleName(self.tr("Points of %s") % _pair(pair))
            name.setBuddy(box)
            grid.addWidget(name, side, 0)
            grid.addWidget(box, side, 1)
            self.points.append(box)
        grid.setColumnStretch(0, 1)

    def score(self) -> tuple[int, int] | None:
        """Both pairs' points, or None while a box is empty."""
        texts = [box.text().strip() for box in self.points]
        if not all(texts):
            return None
        return int(texts[0]), int(texts[1])

    def fill(self, score: tuple[int, int]) -> None:
        for box, points in zip(self.points, score, strict=True):
            box.setText(str(points))


class RotationPage(QWidget):
    """The rotation party of the open evening, from its chart to the standing."""

    changed = Signal(object)  # the RotationView after a change made here
    redrawRequested = Signal()

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.view: RotationView | None = None
        self.boxes: list[TableBox] = []
        self._shown_round: int | None = None
        self.hand_in_button = QPushButton()
        self.hand_in_button.setObjectName("hand_in_round")
        self.hand_in_button.setStyleSheet("font-weight: bold; padding: 6px 18px;")
        self.hand_in_button.clicked.connect(self.hand_in)
        self.undo_button = QPushButton(self.tr("&Undo last round…"))
        self.undo_button.setObjectName("undo_round")
        self.undo_button.clicked.connect(self.undo)
        self.redraw_button = QPushButton(self.tr("Draw &again…"))
        self.redraw_button.setObjectName("rotation_redraw")
        self.redraw_button.clicked.connect(self.redrawRequested.emit)
        self.print_chart_button = QPushButton(self.tr("Print the &chart…"))
        self.print_chart_button.setObjectName("print_chart")
        self.print_chart_button.clicked.connect(lambda: self.print_document("chart"))
        self.print_cards_button = QPushButton(self.tr("Print the guests' &cards…"))
        self.print_cards_button.setObjectName("print_cards")
        self.print_cards_button.clicked.connect(lambda: self.print_document("cards"))
        self.message = QLabel()
        self.message.setObjectName("rotation_message")
        self.message.setWordWrap(True)
        self.sitting = QLabel()
        self.sitting.setObjectName("rotation_sitting")
        self.sitting.setWordWrap(True)
        self.sitting.setStyleSheet("color: #5d4037;")
        self.tables = QWidget()
        self.grid = QGridLayout(self.tables)
        self.standing = self._table("rotation_standing")
        self.chart = self._table("rotation_chart")
        self.fairness = QLabel()
        self.fairness.setObjectName("rotation_fairness")
        self.fairness.setWordWrap(True)
        self.fairness.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.fairness.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._build_layout()

    @staticmethod
    def _table(name: str) -> QTableWidget:
        table = QTableWidget()
        table.setObjectName(name)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.verticalHeader().setVisible(False)
        table.setWordWrap(True)
        return table

    def _build_layout(self) -> None:
        buttons = QHBoxLayout()
        for button in (self.hand_in_button, self.undo_button, self.redraw_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.print_chart_button)
        buttons.addWidget(self.print_cards_button)
        column = QWidget()
        inner = QVBoxLayout(column)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.sitting)
        inner.addWidget(self.tables)
        inner.addStretch(1)
        scroll = self.tables_scroll = QScrollArea()
        scroll.setObjectName("rotation_tables")
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(column)
        fairness = QScrollArea()
        fairness.setWidgetResizable(True)
        fairness.setWidget(self.fairness)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("rotation_tabs")
        self.tabs.addTab(self.standing, self.tr("Standing"))
        self.tabs.addTab(self.chart, self.tr("Chart"))
        self.tabs.addTab(fairness, self.tr("Fairness"))
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(scroll)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setCollapsible(0, False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        layout.addWidget(splitter, 1)

    # --- showing ---------------------------------------------------------------------------
    def load(self, evening_id: int) -> RotationView | None:
        """The evening's rotation party, or None when it has none."""
        return self._service().view(evening_id)

    def header_text(self) -> str:
        """What the party page's header says of the evening."""
        view = self.view
        if view is None:
            return ""
        closed = self.tr(" — closed") if view.closed else ""
        in_play = view.round_in_play
        if in_play is None:
            return self.tr("%s · rotation chart · all %d rounds played%s") % (
                view.evening.name, len(view.rounds), closed)
        return self.tr("%s · rotation chart · round %d of %d%s") % (
            view.evening.name, in_play, len(view.rounds), closed)

    def show_rotation(self, view: RotationView) -> None:
        """Show the rotation party as the service handed it back."""
        self.view = view
        in_play = view.round_in_play
        if in_play != self._shown_round:
            self._show_round(view.rounds[in_play - 1] if in_play else None)
            if view.undone:
                for box in self.boxes:
                    if box.number in view.undone:
                        box.fill(view.undone[box.number])
        for box in self.boxes:
            for field in box.points:
                field.setReadOnly(view.closed)
        self.hand_in_button.setText(self.tr("&Hand in round %d") % in_play if in_play
                                    else self.tr("Every round is handed in"))
        self.hand_in_button.setEnabled(in_play is not None and not view.closed)
        self.undo_button.setEnabled(not view.closed and any(r.handed_in for r in view.rounds))
        self.redraw_button.setVisible(not view.closed
                                      and not any(r.handed_in for r in view.rounds))
        self._show_standing(view)
        self._show_chart(view)
        homes = [_words("rotation.keeps_table", name=name, table=table)
                 for name, table in sorted(view.homes.items(), key=lambda i: (i[1], i[0]))]
        lines = [say(m, current_language()) for m in view.fairness.messages()]
        self.fairness.setText("\n".join([*homes, *([""] if homes else []), *lines]))

    def _show_round(self, played: RotationRoundView | None) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            shown = item.widget() if item is not None else None
            if shown is not None:
                shown.hide()  # gone from the screen now, deleted at the next turn
                shown.deleteLater()
        self.boxes = []
        self._shown_round = played.number if played else None
        if played is None:
            self.sitting.setText(_words("rotation.all_played").capitalize() + ".")
            return
        self.sitting.setText(_words("rotation.sitting_out", names=list(played.sitting_out))
                             if played.sitting_out else _words("rotation.nobody_out"))
        stays = frozenset(self.view.homes) if self.view is not None else frozenset()
        boxes = [TableBox(t.number, t.pairs, stays=stays) for t in played.tables]
        # two tables abreast where their names leave room, else one under another
        across = 2 if max(b.sizeHint().width() for b in boxes) <= 240 else 1
        for index, box in enumerate(boxes):
            self.grid.addWidget(box, index // across, index % across)
            box.show()  # at once, not at the next turn of the event loop: it takes the focus
            self.boxes.append(box)
        bar = self.tables_scroll.verticalScrollBar().sizeHint().width()
        self.tables_scroll.setMinimumWidth(self.tables.minimumSizeHint().width() + bar + 6)
        fields = [field for box in self.boxes for field in box.points]
        for before, after in pairwise(fields):
            QWidget.setTabOrder(before, after)
        if fields:
            fields[-1].returnPressed.connect(self.hand_in)

    def focus_first(self) -> None:
        if self.boxes:
            self.boxes[0].points[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_standing(self, view: RotationView) -> None:
        heads = [self.tr("Place"), self.tr("Name"), self.tr("Points"), self.tr("Games won"),
                 self.tr("Played"), self.tr("Sat out")]
        table = self.standing
        table.clear()
        table.setColumnCount(len(heads))
        table.setHorizontalHeaderLabels(heads)
        table.setRowCount(len(view.standing))
        shared = {line.place for line in view.standing
                  if sum(o.place == line.place for o in view.standing) > 1}
        for row, line in enumerate(view.standing):
            place = f"{line.place}=" if line.place in shared else str(line.place)
            for column, value in enumerate((place, line.name, line.points, line.won,
                                            line.played, line.sat_out)):
                item = QTableWidgetItem(str(value))
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, column, item)
        # every name whole on one line: a narrow pane scrolls sideways instead
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.resizeRowsToContents()

    def _show_chart(self, view: RotationView) -> None:
        """Every round a row: each table's two pairs (and points once handed in), then who
        sits out."""
        count = max((len(r.tables) for r in view.rounds), default=0)
        heads = [self.tr("Round")] + [_words("rotation.table", table=n)
                                      for n in range(1, count + 1)] + [self.tr("Sitting out")]
        table = self.chart
        table.clear()
        table.setColumnCount(len(heads))
        table.setHorizontalHeaderLabels(heads)
        table.setRowCount(len(view.rounds))
        for row, played in enumerate(view.rounds):
            table.setItem(row, 0, QTableWidgetItem(str(played.number)))
            for charted in played.tables:
                text = "\n".join((_pair(charted.pairs[0]), _pair(charted.pairs[1])))
                if charted.score is not None:
                    text = "\n".join((f"{_pair(charted.pairs[0])}: {charted.score[0]}",
                                      f"{_pair(charted.pairs[1])}: {charted.score[1]}"))
                table.setItem(row, charted.number, QTableWidgetItem(text))
            table.setItem(row, count + 1, QTableWidgetItem(", ".join(played.sitting_out)))
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        if view.round_in_play:
            table.selectRow(view.round_in_play - 1)

    # --- the rounds ------------------------------------------------------------------------
    def _service(self) -> RotationPartyService:
        return RotationPartyService(self.services.db)

    def hand_in(self) -> None:
        """Hand in the round in play with every table's points; a refusal names the table."""
        view = self.view
        if view is None or view.closed or view.round_in_play is None:
            return
        scores = []
        for box in self.boxes:
            score = box.score()
            if score is None:
                self._say(self.tr("Table %d: type both pairs' points.") % box.number,
                          error=True)
                field = next(f for f in box.points if not f.text().strip())
                field.setFocus(Qt.FocusReason.OtherFocusReason)
                return
            scores.append(RoundScore(box.number, score))
        number = view.round_in_play
        try:
            after = self._service().hand_in(view.evening.id, number, scores)
        except (ServiceError, DatabaseError) as exc:
            self._say(error_words(exc), error=True)
            return
        self._say(self.tr("Round %d is handed in.") % number)
        self.show_rotation(after)
        self.changed.emit(after)
        self.focus_first()

    def undo(self) -> None:
        """Take back the last round handed in, after asking: its points come back."""
        view = self.view
        if view is None or view.closed:
            return
        handed = [r.number for r in view.rounds if r.handed_in]
        if not handed:
            return
        answer = QMessageBox.question(
            self, self.tr("Undo last round"),
            self.tr("Take back round %d? Its points come back to be corrected.") % handed[-1])
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            after = self._service().undo_round(view.evening.id, handed[-1])
        except (ServiceError, DatabaseError) as exc:
            self._say(error_words(exc), error=True)
            return
        self._say(self.tr("Round %d was taken back: correct its points and hand it in "
                          "again.") % handed[-1])
        self.show_rotation(after)
        self.changed.emit(after)

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setStyleSheet(ERROR_STYLE if error else "color: #1b5e20;")
        self.message.setText(text)

    # --- paper -----------------------------------------------------------------------------
    def print_document(self, kind: str) -> None:
        """The chart (``chart``) or the guests' cards (``cards``), previewed to print (the
        same as Print → Party)."""
        from clubapp.ui.printing.print_menu import preview_rotation, report_setup

        if self.view is None:
            return
        settings = getattr(self.window(), "settings", None)
        setup = report_setup(settings if isinstance(settings, QSettings) else None,
                             self.services.club.name())
        self.preview = preview_rotation(self, self.view, f"rotation-{kind}", setup)
