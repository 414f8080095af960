"""One table of an evening: seat the players, choose the game, enter deals, see the score."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from clubapp import glossary
from clubapp.rules import RuleError, all_games, get_game
from clubapp.rules.cribbage_pegs import pegs_after
from clubapp.services import ServiceError, Services
from clubapp.services.views import ConflictError, GameView, TableView
from clubapp.store.database import DatabaseError
from clubapp.ui.evening.cribbage_board import CribbageBoard
from clubapp.ui.evening.deal_history import CorrectStep, RecordStep, TableHistories
from clubapp.ui.evening.entry_form import EntryForm
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import current_language, format_number
from clubapp.ui.shared.options_form import OptionsForm
from clubapp.ui.shared.rule_messages import error_text, note_text, reason_text
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.ui.shared.table_model import RowsModel


def describe_entry(game_id: str, entry: dict[str, Any], lang: str | None = None) -> str:
    """A deal's entry in a line a scorer reads back: the schema's labels with the values."""
    lang = lang or current_language()
    if "points" in entry and set(entry) <= {"points", "dealer"}:
        return QCoreApplication.translate("TablePanel", "points: %s") % ", ".join(
            f"{k} {v}" for k, v in entry["points"].items())
    schema = get_game(game_id).entry_schema
    fields = {f.name: f for f in schema}
    labels = {f.name: glossary.field_label(f, lang) for f in schema}
    order = [f.name for f in schema] + [k for k in entry if k not in labels]
    parts = []
    for key in order:
        value = entry.get(key)
        if key == "dealer" or value is None or value is False:
            continue
        label = labels.get(key, key)
        if isinstance(value, str) and key in fields and fields[key].kind == "choice":
            value = glossary.choice_label(fields[key], value, lang)
        if value is True:
            parts.append(label.lower())
        elif isinstance(value, dict):
            parts.append(f"{label.lower()}: " + ", ".join(f"{k} {v}" for k, v in value.items()))
        elif isinstance(value, list):
            parts.append(f"{label.lower()}: " + " ".join(str(v) for v in value))
        else:
            parts.append(f"{label.lower()} {value}")
    return "; ".join(parts)


CHIP = "●"


def score_line(view: GameView) -> str:
    """The running score, games won and the result, in one line."""
    scores = "   ".join(f"{view.side_label(s)}: {format_number(view.totals.get(s, 0))}"
                       for s in view.sides)
    line = f"{scores}"
    if view.to_go is not None and view.winner is None:
        # the book's chips: each still to go shown as a chip, so one look shows who is close
        chips = "   ".join(f"{s} {CHIP * max(0, min(n, 12))}{'…' if n > 12 else ''} ({n})"
                           for s, n in view.to_go.items())
        line += "\n" + QCoreApplication.translate("TablePanel", "to go: %s") % chips
    if view.games:
        won = {s: sum(1 for g in view.games if g["winner"] == s) for s in view.sides}
        line += "   |   " + QCoreApplication.translate("TablePanel", "games %s") % ", ".join(
            f"{s} {n}" for s, n in won.items())
    if view.winner is not None:
        value = view.match.get("value") if view.match else None
        worth = (QCoreApplication.translate("TablePanel", ", worth %s") % format_number(value)
                 if value is not None else "")
        line += "   |   " + QCoreApplication.translate("TablePanel", "WINNER %s") % (
            view.side_label(view.winner) + worth)
    else:
        line += "   |   " + QCoreApplication.translate("TablePanel", "next dealer %s") % (
            view.next_dealer)
    return line


class CorrectDialog(QDialog):
    """Correct a recorded deal with the same form, prefilled."""

    def __init__(self, services: Services, view: GameView, deal_index: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.view = services, view
        self.deal = view.deals[deal_index]
        self.revision = self.deal.revision  # the version this scorer saw
        self.result_view: GameView | None = None
        self.setWindowTitle(self.tr("Correct deal %d") % self.deal.number)
        rules = get_game(view.game_id)
        labels = {s: view.side_label(s) for s in view.sides}
        self.form = EntryForm(rules.entry_schema, view.players, view.sides, labels, parent=self)
        self.form.set_entry(self.deal.entry)
        self.form.submitted.connect(self.save)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.form.submit)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(buttons)

    def save(self, entry: dict[str, Any]) -> None:
        if "dealer" in self.deal.entry:
            entry = {**entry, "dealer": self.deal.entry["dealer"]}
        try:
            self.result_view = self.services.scoring.correct_deal(self.deal.id, entry,
                                                                  self.revision)
        except ConflictError as exc:
            self.resolve_conflict(exc)
            return
        except RuleError as exc:
            self.form.show_error(exc.field, error_text(exc) if exc.field == "deal"
                                 else reason_text(exc.why))
            if exc.deal is not None and exc.deal != self.deal.number:
                self.form.show_error("deal", self.tr("this correction would make deal %d "
                                                     "impossible: %s") % (exc.deal, error_text(exc)))
            return
        except (ServiceError, DatabaseError) as exc:
            self.form.show_error("deal", str(exc))
            return
        self.new_entry = entry
        self.accept()

    def resolve_conflict(self, conflict: ConflictError) -> None:
        """Show both versions; the scorer keeps one knowingly (the other stays in the audit log)."""
        describe = self.view.game_id
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Changed on another computer"))
        box.setText(str(conflict))
        box.setInformativeText(self.tr("Theirs: %s\nYours: %s") % (
            describe_entry(describe, conflict.theirs), describe_entry(describe, conflict.mine)))
        keep_mine = box.addButton(self.tr("Keep &mine"), QMessageBox.ButtonRole.AcceptRole)
        keep_theirs = box.addButton(self.tr("Keep &theirs"), QMessageBox.ButtonRole.RejectRole)
        box.setObjectName("conflict_box")
        box.exec()
        if box.clickedButton() is keep_mine:
            self.revision = conflict.revision
            self.save(conflict.mine)
        elif box.clickedButton() is keep_theirs:
            self.result_view = self.services.scoring.view(self.view.id)
            self.new_entry = None  # nothing of this scorer's to undo
            self.accept()


class TablePanel(QWidget):
    """The selected table: a setup page (seats, game, options) and a play page (deals)."""

    def __init__(self, services: Services, hub: Hub, histories: TableHistories,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.hub, self.histories = services, hub, histories
        self.table: TableView | None = None
        self.view: GameView | None = None
        self.form: EntryForm | None = None
        self.stack = QStackedWidget()
        self.stack.addWidget(self._build_setup())
        self.stack.addWidget(self._build_play())
        self.title = QLabel()
        self.title.setObjectName("table_title")
        self.title.setStyleSheet("font-size: 15pt; font-weight: bold;")
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.stack, 1)
        hub.gameChanged.connect(self._game_changed)
        hub.membersChanged.connect(self._fill_seat_choices)

    # --- setup ---------------------------------------------------------------------------
    def _build_setup(self) -> QWidget:
        page = QWidget()
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("game_choice")
        for game in all_games():
            self.game_combo.addItem(glossary.game_name(game, current_language()), game.id)
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        self.seats_box = QGroupBox(self.tr("Players in seat order"))
        self.seats_layout = QFormLayout(self.seats_box)
        self.seat_combos: list[QComboBox] = []
        self.options_box = QGroupBox(self.tr("House rules"))
        self.options_layout = QVBoxLayout(self.options_box)
        self.options_form: OptionsForm | None = None
        self.setup_error = QLabel()
        self.setup_error.setObjectName("setup_error")
        self.setup_error.setStyleSheet(ERROR_STYLE)
        self.setup_error.setWordWrap(True)
        self.start_button = QPushButton(self.tr("&Start game"))
        self.start_button.setObjectName("start_game")
        self.start_button.clicked.connect(self.start_game)
        self.back_button = QPushButton(self.tr("Back to the game"))
        self.back_button.clicked.connect(lambda: self.stack.setCurrentIndex(1))
        form = QFormLayout()
        form.addRow(self.tr("Game"), self.game_combo)
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.options_box)
        layout.addWidget(self.setup_error)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)
        return page

    def _game_chosen(self) -> None:
        game = get_game(self.game_combo.currentData())
        while self.seats_layout.rowCount():
            self.seats_layout.removeRow(0)
        self.seat_combos = []
        for seat in range(1, game.max_players + 1):
            combo = QComboBox()
            combo.setObjectName(f"seat_{seat}")
            seats = [str(i) for i in range(1, game.max_players + 1)]
            side = f" ({game.side_of(str(seat), seats)})" if game.partnership else ""
            self.seat_combos.append(combo)
            self.seats_layout.addRow(self.tr("Seat %d") % seat + side, combo)
        self._fill_seat_choices()
        if self.options_form is not None:
            self.options_layout.removeWidget(self.options_form)
            self.options_form.hide()
            self.options_form.deleteLater()
        self.options_form = OptionsForm(game.options, self.options_box)
        self.options_layout.addWidget(self.options_form)
        self.options_box.setVisible(bool(game.options))

    def _fill_seat_choices(self) -> None:
        if not self.seat_combos:
            return
        members = self.services.members.list(include_retired=False)
        seated = {s.position: s.member_id for s in self.table.seats} if self.table else {}
        for position, combo in enumerate(self.seat_combos, start=1):
            keep = combo.currentData() or seated.get(position)
            combo.blockSignals(True)
            combo.clear()
            combo.addItem("—", None)
            for member in members:
                combo.addItem(member.name, member.id)
            combo.setCurrentIndex(max(combo.findData(keep), 0))
            combo.blockSignals(False)

    def start_game(self) -> None:
        """Seat the chosen players and start the chosen game with its options."""
        assert self.table is not None
        ids = [c.currentData() for c in self.seat_combos if c.currentData() is not None]
        try:
            self.services.evenings.seat_players(self.table.id, ids)
            game_id = self.services.evenings.start_game(
                self.table.id, self.game_combo.currentData(),
                self.options_form.values() if self.options_form else {})
        except ServiceError as exc:
            self.setup_error.setText(str(exc))
            return
        self.setup_error.setText("")
        self.hub.eveningsChanged.emit()
        self.show_table(self.services.evenings.detail_table(self.table.id), game_id)

    # --- play ----------------------------------------------------------------------------
    def _build_play(self) -> QWidget:
        page = QWidget()
        self.game_title = QLabel()
        self.game_title.setObjectName("game_title")
        self.score = QLabel()
        self.score.setObjectName("score_line")
        self.score.setStyleSheet("font-size: 13pt; padding: 4px; background: #eef3ea;")
        self.score.setWordWrap(True)
        self.form_box = QGroupBox(self.tr("Next deal — Tab between fields, Enter records"))
        self.form_layout = QVBoxLayout(self.form_box)
        self.record_button = QPushButton(self.tr("&Record deal"))
        self.record_button.setObjectName("record_deal")
        self.record_button.clicked.connect(lambda: self.form.submit() if self.form else None)
        self.new_game_button = QPushButton(self.tr("&New game, same players"))
        self.new_game_button.setObjectName("new_game")
        self.new_game_button.clicked.connect(self.new_game)
        self.change_button = QPushButton(self.tr("Change game or seats…"))
        self.change_button.setObjectName("change_game")
        self.change_button.clicked.connect(self.show_setup)
        self.deals_model = RowsModel([], self)
        self.deals_table = QTableView()
        self.deals_table.setObjectName("deals_table")
        self.deals_table.setModel(self.deals_model)
        self.deals_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.deals_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.deals_table.doubleClicked.connect(lambda index: self.correct_deal(index.row()))
        self.deals_table.verticalHeader().setVisible(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.record_button)
        buttons.addStretch(1)
        buttons.addWidget(self.new_game_button)
        buttons.addWidget(self.change_button)
        self.board = CribbageBoard()
        self.board.setVisible(False)
        entry = QWidget()
        entry_layout = QVBoxLayout(entry)
        entry_layout.setContentsMargins(0, 0, 0, 0)
        entry_layout.addWidget(self.form_box, 1)
        entry_layout.addLayout(buttons)
        record = QWidget()
        record_layout = QVBoxLayout(record)
        record_layout.setContentsMargins(0, 0, 0, 0)
        hint = QLabel(self.tr("Double-click a deal to correct it; Ctrl+Z undoes this table's "
                              "last deal."))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #666;")
        record_layout.addWidget(hint)
        record_layout.addWidget(self.deals_table, 1)
        self.deals_table.setMinimumHeight(90)
        # the scorer can trade form room for deals room; neither ever folds away
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(entry)
        split.addWidget(record)
        split.setChildrenCollapsible(False)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        self.board.setMaximumHeight(130)
        layout = QVBoxLayout(page)
        layout.addWidget(self.game_title)
        layout.addWidget(self.score)
        layout.addWidget(self.board)
        layout.addWidget(split, 1)
        return page

    def show_table(self, table: TableView, game_id: int | None = None) -> None:
        """Show a table: its current game to play, or the setup when it has none."""
        self.table = table
        self.title.setText(self.tr("Table %d") % table.number)
        game_pk = game_id if game_id is not None else table.current_game
        if game_pk is None:
            self.show_setup()
            return
        self._show_game(self.services.scoring.view(game_pk), rebuild=True)
        self.stack.setCurrentIndex(1)
        if self.form is not None:
            self.form.focus_first()

    def show_setup(self) -> None:
        self.stack.setCurrentIndex(0)
        self.back_button.setVisible(self.view is not None and self.table is not None
                                    and self.view.table_id == self.table.id)
        if self.view is not None and self.table is not None and self.view.table_id == self.table.id:
            self.game_combo.setCurrentIndex(max(self.game_combo.findData(self.view.game_id), 0))
        self._game_chosen()
        self.setup_error.setText("")

    def _show_game(self, view: GameView, *, rebuild: bool = False) -> None:
        if rebuild or self.view is None or self.view.id != view.id:
            self._rebuild_form(view)
        self.view = view
        rules = get_game(view.game_id)
        sides = self.tr(" vs ").join(view.side_label(s) for s in view.sides)
        self.game_title.setText(f"<b>{glossary.game_name(rules, current_language())}</b> — {sides}")
        self.score.setText(score_line(view))
        self._show_board(view)
        headers = ["#", self.tr("Dealer"), self.tr("Deal")]
        headers += [f"+{s}" for s in view.sides] + [self.tr("%s total") % s for s in view.sides]
        headers.append(self.tr("Note"))
        rows = []
        for deal in view.deals:
            rows.append((deal.number, deal.dealer, describe_entry(view.game_id, deal.entry),
                         *[deal.points.get(s, 0) for s in view.sides],
                         *[deal.totals.get(s, 0) for s in view.sides],
                         note_text(deal.note) + (self.tr(" (rev. %d)") % deal.revision
                                      if deal.revision > 1 else "")
                         + (self.tr(" — game") if deal.ended_game else "")))
        self.deals_model.set_rows(rows, [d.id for d in view.deals], headers=headers)
        header = self.deals_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(len(headers) - 1, QHeaderView.ResizeMode.Stretch)
        if view.deals:
            self.deals_table.scrollToBottom()
        over = view.over
        self.form_box.setEnabled(not over)
        self.record_button.setEnabled(not over)
        self.new_game_button.setVisible(over)

    def _show_board(self, view: GameView) -> None:
        """For cribbage, the board with each track's two pegs (seeds/001 lines 39-45)."""
        is_cribbage = get_game(view.game_id).family == "cribbage"
        self.board.setVisible(is_cribbage)
        if not is_cribbage:
            return
        names = [view.side_label(side) for side in view.sides]
        target = int(view.options.get("target", 61))
        if self.board.layout_model.target != target or list(self.board.names) != names:
            self.board.set_board(names, target)
        since = 0  # the deals of the game in progress (the board is cleared after each game)
        for number, deal in enumerate(view.deals):
            if deal.ended_game and (view.winner is None or number < len(view.deals) - 1):
                since = number + 1
        deals = view.deals[since:]
        self.board.set_scores([pegs_after(d.points.get(side, 0) for d in deals)
                               for side in view.sides])

    def _rebuild_form(self, view: GameView) -> None:
        if self.form is not None:
            self.form_layout.removeWidget(self.form)
            self.form.hide()
            self.form.deleteLater()
        rules = get_game(view.game_id)
        labels = {s: view.side_label(s) for s in view.sides}
        self.form = EntryForm(rules.entry_schema, view.players, view.sides, labels,
                              parent=self.form_box)
        self.form.submitted.connect(self.record)
        self.form_layout.addWidget(self.form)
        self.form.fix_tab_order()

    def record(self, entry: dict[str, Any]) -> None:
        """Record a deal: committed by the service before the screen shows it."""
        assert self.view is not None and self.form is not None
        try:
            view = self.services.scoring.record_deal(self.view.id, entry)
        except RuleError as exc:
            self.form.show_error(exc.field, reason_text(exc.why) if exc.field != "deal"
                                 else error_text(exc))
            return
        except (ServiceError, DatabaseError) as exc:  # the entry stays in the form to retry
            self.form.show_error("deal", str(exc))
            return
        assert self.table is not None
        self.histories.push(self.table.id, self.table.number, RecordStep(view), view)
        self._changed(view)
        self.form.clear()
        self.hub.statusMessage.emit(self.tr("Deal %d recorded") % view.deals[-1].number)

    def correct_deal(self, row: int) -> None:
        if self.view is None or not 0 <= row < len(self.view.deals):
            return
        dialog = CorrectDialog(self.services, self.view, row, self)
        if dialog.exec() and dialog.result_view is not None:
            deal = self.view.deals[row]
            if dialog.new_entry is None:
                self._changed(dialog.result_view)
                return
            assert self.table is not None
            self.histories.push(self.table.id, self.table.number,
                                CorrectStep(deal.id, deal.number, deal.entry, dialog.new_entry),
                                dialog.result_view)
            self._changed(dialog.result_view)

    def new_game(self) -> None:
        """Another game (rubber, match) for the same players with the same options."""
        assert self.view is not None and self.table is not None
        try:
            game_id = self.services.evenings.start_game(self.table.id, self.view.game_id,
                                                        self.view.options)
        except ServiceError as exc:
            QMessageBox.warning(self, self.tr("New game"), str(exc))
            return
        self.show_table(self.services.evenings.detail_table(self.table.id), game_id)

    def _changed(self, view: GameView) -> None:
        self.hub.gameChanged.emit(view.id)

    def _game_changed(self, game_pk: int) -> None:
        if self.view is not None and self.view.id == game_pk:
            self._show_game(self.services.scoring.view(game_pk))
