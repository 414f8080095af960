"""One table of an evening: seat the players, choose the game, enter deals, see the score."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from clubapp import glossary
from clubapp.rules import Field, RuleError, get_game
from clubapp.rules.cribbage_pegs import pegs_after
from clubapp.rules.entry_text import TEXT_KINDS, shown_text
from clubapp.services import ServiceError, Services
from clubapp.services.views import ConflictError, GameView, TableView
from clubapp.store.database import DatabaseError
from clubapp.ui.evening.chip_money import chips_in_money, money_note
from clubapp.ui.evening.cribbage_board import CribbageBoard
from clubapp.ui.evening.deal_history import CorrectStep, RecordStep, TableHistories
from clubapp.ui.evening.deals_table import DealsTable
from clubapp.ui.evening.entry_form import EntryForm
from clubapp.ui.evening.play_split import PlaySplit
from clubapp.ui.evening.pot_line import PotLine
from clubapp.ui.evening.seat_box import SeatBox
from clubapp.ui.evening.table_games import TableGames
from clubapp.ui.evening.table_setup import SetupChoice, TableSetup
from clubapp.ui.shared.flow_layout import flow_of
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import current_language, format_number
from clubapp.ui.shared.names_label import NamesLabel
from clubapp.ui.shared.options_form import OptionsForm
from clubapp.ui.shared.rule_messages import error_text, error_words, note_text, reason_text
from clubapp.ui.shared.table_model import RowsModel
from clubapp.ui.shared.text_size import follow


def describe_entry(game_id: str, entry: dict[str, Any], lang: str | None = None,
                   seats: Sequence[str] = ()) -> str:
    """A deal's entry in a line a scorer reads back: the schema's labels with the values (a
    group of fields, such as a revoke's who and what, by its own fields' labels); what is
    given by player or side in the order of ``seats`` (the club keeps it by name: «Анна 1,
    Ольга 7, Пётр 2» where Ольга sits first)."""
    lang = lang or current_language()
    if "points" in entry and set(entry) <= {"points", "dealer"}:
        return QCoreApplication.translate("TablePanel", "points: %s") % ", ".join(
            f"{k} {v}" for k, v in _in_seat_order(entry["points"], seats))
    return "; ".join(_described(get_game(game_id).entry_schema, entry, lang, seats))


def _in_seat_order(value: Mapping[str, Any], seats: Sequence[str]) -> list[tuple[str, Any]]:
    """A value's players (sides) in seat order, any other after them as given."""
    place = {who: number for number, who in enumerate(seats)}
    return sorted(value.items(), key=lambda item: place.get(item[0], len(place)))


def _described(schema: Sequence[Field], entry: Mapping[str, Any], lang: str,
               seats: Sequence[str] = ()) -> list[str]:
    """Each entered field of ``entry`` as "label value", in the schema's order."""
    fields = {f.name: f for f in schema}
    order = [f.name for f in schema] + [k for k in entry if k not in fields]
    parts = []
    for key in order:
        value = entry.get(key)
        if key == "dealer" or value is None or value is False:
            continue
        fld = fields.get(key)
        label = (glossary.field_label(fld, lang) if fld is not None else key).lower()
        if fld is not None and fld.fields and isinstance(value, Mapping):
            inner = _described(fld.fields, value, lang, seats)
            parts.append(f"{label}: " + ", ".join(inner) if inner else label)
            continue
        if value is True:
            parts.append(label)
        elif isinstance(value, Mapping):  # counts or answers, by side or player
            parts.append(f"{label}: " + ", ".join(f"{k} {_choice(fld, v, lang)}"
                                                  for k, v in _in_seat_order(value, seats)))
        elif isinstance(value, list | tuple):
            parts.append(f"{label}: " + ", ".join(_choice(fld, v, lang) for v in value))
        elif isinstance(value, str):
            parts.append(f"{label} {_choice(fld, value, lang)}")
        else:
            parts.append(f"{label} {value}")
    return parts


def _choice(fld: Field | None, value: Any, lang: str) -> str:
    """A value as the form shows it: one of a field's choices by its label, a card or a call
    in the language (5♦, раз)."""
    if fld is not None and fld.kind in TEXT_KINDS:
        return shown_text(fld, value if fld.kind == "card" else [value], lang)
    if fld is not None and fld.choices and isinstance(value, str):
        return glossary.choice_label(fld, value, lang)
    return str(value)


CHIP = "●"
CROWDED = 4  # more sides than this: a shorter title, and the running totals in the score line
SCORE_STYLE = "padding: 3px; background: #eef3ea;"  # its size follows the text size


def score_line(view: GameView, chip_worth: Any = None) -> str:
    """The running score, games won and the result, in one line; money beside white chips at
    the evening's ``chip_worth`` (what a white chip is worth), where one is set."""
    money = chips_in_money(view, chip_worth)
    scores = "   ".join(f"{view.side_label(s)}: {format_number(view.totals.get(s, 0))}"
                       f"{money.get(s, '')}" for s in view.sides)
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
    return line + money_note(view, chip_worth)


class ScoreBox(QScrollArea):
    """The score line as tall as its text, up to ``lines`` lines; past that it scrolls (a table
    of ten long names), so that the form under it keeps its room on a short screen."""

    def __init__(self, label: QLabel) -> None:
        super().__init__()
        self.setObjectName("score_scroll")
        self.lines = 8
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    def _height(self) -> int:
        label = self.widget()
        assert label is not None  # __init__'s
        width = max(self.viewport().width(), 200)
        wanted = label.heightForWidth(width) if label.hasHeightForWidth() else \
            label.sizeHint().height()
        cap = label.fontMetrics().lineSpacing() * self.lines + 12
        return min(max(wanted, label.fontMetrics().lineSpacing()), cap) + 2

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:
        """Two lines at least; on a short screen the rest scrolls rather than push the form."""
        label = self.widget()
        assert label is not None  # __init__'s
        return QSize(100, min(self._height(), 2 * label.fontMetrics().lineSpacing() + 14))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.updateGeometry()


class CorrectDialog(QDialog):
    """Correct a recorded deal with the same form, prefilled."""

    def __init__(self, services: Services, view: GameView, deal_index: int,
                 parent: QWidget | None = None, *, read_only: bool = False) -> None:
        super().__init__(parent)
        self.services, self.view = services, view
        self.deal = view.deals[deal_index]
        self.revision = self.deal.revision  # the version this scorer saw
        self.over_theirs = False  # Keep mine was chosen after another computer's correction
        self.result_view: GameView | None = None
        self.new_entry: dict[str, Any] | None = None  # the entry saved (None: theirs kept)
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
        if read_only:  # the deal as it stands, and why it cannot be changed here
            why = QLabel(self.tr("The evening is closed: its deals are kept as they are. "
                                 "Reopen it on the Evenings page to correct one."))
            why.setObjectName("closed_note")
            why.setWordWrap(True)
            layout.addWidget(why)
            self.form.setEnabled(False)
            self.form.submitted.disconnect(self.save)
            buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
            self.setWindowTitle(self.tr("Deal %d (the evening is closed)") % self.deal.number)
        layout.addWidget(self.form)
        layout.addWidget(buttons)

    def save(self, entry: dict[str, Any]) -> None:
        if "dealer" in self.deal.entry:
            entry = {**entry, "dealer": self.deal.entry["dealer"]}
        try:
            self.result_view = self.services.scoring.correct_deal(
                self.deal.id, entry, self.revision, over_theirs=self.over_theirs)
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
            self.form.show_error("deal", error_words(exc))
            return
        self.new_entry = entry
        self.accept()

    def resolve_conflict(self, conflict: ConflictError) -> None:
        """Show both versions; the scorer keeps one knowingly (the other stays in the audit log)."""
        describe = self.view.game_id
        seats = [*self.view.players, *self.view.sides]
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Changed on another computer"))
        box.setText(str(conflict))
        box.setInformativeText(self.tr("Theirs: %s\nYours: %s") % (
            describe_entry(describe, conflict.theirs, seats=seats),
            describe_entry(describe, conflict.mine, seats=seats)))
        keep_mine = box.addButton(self.tr("Keep &mine"), QMessageBox.ButtonRole.AcceptRole)
        keep_theirs = box.addButton(self.tr("Keep &theirs"), QMessageBox.ButtonRole.RejectRole)
        box.setObjectName("conflict_box")
        box.exec()
        if box.clickedButton() is keep_mine:
            self.revision = conflict.revision
            self.over_theirs = True
            self.save(conflict.mine)
        elif box.clickedButton() is keep_theirs:
            try:
                self.result_view = self.services.scoring.keep_theirs(
                    self.deal.id, conflict.mine, conflict.revision)
            except (ServiceError, DatabaseError) as exc:
                self.form.show_error("deal", error_words(exc))
                return
            self.new_entry = None  # nothing of this scorer's to undo
            self.accept()


@dataclass(frozen=True)
class Draft:
    """A table's entry as the scorer left it: the half-typed deal (None: nothing typed), the
    form's mode (cribbage: as pegged or by its cards), the table and the deal it was for."""

    entry: dict[str, Any] | None
    mode: str | None
    table: int
    deal: int


class TablePanel(QWidget):
    """The selected table: a setup page (seats, game, options) and a play page (deals)."""

    def __init__(self, services: Services, hub: Hub, histories: TableHistories,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.hub, self.histories = services, hub, histories
        self.table: TableView | None = None
        self.view: GameView | None = None
        self.form: EntryForm | None = None
        self.setups: dict[int, SetupChoice] = {}  # the setups in progress, by table
        # each game's entry as left when the scorer went to another table, by game
        self.drafts: dict[int, Draft] = {}
        self.evening_closed = False  # set by the evening's page: a closed evening's deals stand
        self.chip_worth = None  # set by the evening's page: money beside white chips
        # deals corrected here: their revision after it, and their table's number
        self.corrected_here: dict[int, tuple[int, int]] = {}
        self.stack = QStackedWidget()
        self.stack.addWidget(self._build_setup())
        self.stack.addWidget(self._build_play())
        self.title = QLabel()
        self.title.setObjectName("table_title")
        follow(self.title, 1.45, bold=True)  # grows with the text size (View menu)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)  # the evening page has its margins
        layout.addWidget(self.title)
        layout.addWidget(self.stack, 1)
        # Enter presses a focused button, which shows a frame for it (keyPressEvent: the
        # buttons made later)
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(True)
        hub.gameChanged.connect(self._game_changed)
        hub.membersChanged.connect(self._fill_seat_choices)
        self._fill_seat_choices()

    # --- setup ---------------------------------------------------------------------------
    def _build_setup(self) -> QWidget:
        self.setup = TableSetup()
        self.setup.startRequested.connect(self.start_game)
        self.setup.backRequested.connect(self.back_to_game)
        # the setup's parts, as the rest of the window (and its tests) know them
        self.game_combo = self.setup.game_combo
        self.start_button = self.setup.start_button
        self.back_button = self.setup.back_button
        self.setup_error = self.setup.setup_error
        # the games played at the table, finished ones with their result and sheet
        self.played = TableGames()
        self.played.openRequested.connect(self.open_earlier_game)
        self.played.printRequested.connect(self.hub.printGame.emit)
        self.setup.add_games(self.played)
        return self.setup

    @property
    def seat_combos(self) -> list[SeatBox]:
        return self.setup.seat_combos

    @property
    def options_form(self) -> OptionsForm | None:
        return self.setup.options_form

    def _fill_seat_choices(self) -> None:
        """The club's members in every seat's list (kept chosen as they were)."""
        members = self.services.members.list(include_retired=False)
        self.setup.set_members([(m.id, m.name) for m in members])

    def _keep_setup(self) -> None:
        """Note the setup in progress at the table shown, before another is shown."""
        if self.table is not None and self.stack.currentIndex() == 0:
            self.setups[self.table.id] = self.setup.choice()

    def start_game(self) -> None:
        """Seat the chosen players and start the chosen game with its options."""
        assert self.table is not None
        game = self.setup.game()
        if game is None:
            self.setup_error.setText(self.tr("Choose a game first."))
            return
        try:
            self.services.evenings.seat_players(self.table.id, self.setup.seated())
            game_id = self.services.evenings.start_game(self.table.id, game.id,
                                                        self.setup.option_values())
        except ServiceError as exc:
            self.setup_error.setText(error_words(exc))
            return
        self.setup_error.setText("")
        self.setups.pop(self.table.id, None)
        self.hub.eveningsChanged.emit()
        self.show_table(self.services.evenings.detail_table(self.table.id), game_id)

    def back_to_game(self) -> None:
        if self.table is not None:
            self.setups.pop(self.table.id, None)
        self.stack.setCurrentIndex(1)
        self.title.setVisible(False)

    # --- play ----------------------------------------------------------------------------
    def _build_play(self) -> QWidget:
        page = QWidget()
        self.game_title = NamesLabel()  # long names short, whole in the tooltip: names_label
        self.game_title.setObjectName("game_title")
        self.game_title.setWordWrap(True)
        self.score = NamesLabel()
        self.score.setObjectName("score_line")
        self.score.setStyleSheet(SCORE_STYLE)
        follow(self.score, 1.35)
        self.score.setWordWrap(True)
        # a plain frame: its keys are said beside its buttons (a title's line less)
        self.form_box = QFrame()
        self.form_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.form_layout = QVBoxLayout(self.form_box)
        self.form_layout.setContentsMargins(4, 4, 4, 4)
        self.record_button = QPushButton(self.tr("&Record deal"))
        self.record_button.setObjectName("record_deal")
        self.record_button.clicked.connect(lambda: self.form.submit() if self.form else None)
        self.new_game_button = QPushButton(self.tr("&New game, same players"))
        self.new_game_button.setObjectName("new_game")
        self.new_game_button.clicked.connect(self.new_game)
        self.change_button = QPushButton(self.tr("Change game or seats…"))
        self.change_button.setObjectName("change_game")
        self.change_button.clicked.connect(self.show_setup)
        # once the game is over: the same players again, other players, or none
        self.change_players_button = QPushButton(self.tr("C&hange players…"))
        self.change_players_button.setObjectName("change_players")
        self.change_players_button.clicked.connect(self.show_setup)
        self.free_button = QPushButton(self.tr("&Free this table"))
        self.free_button.setObjectName("free_table")
        self.free_button.setToolTip(self.tr("The players leave the table (its games stay "
                                            "recorded) and may sit at another"))
        self.free_button.clicked.connect(self.free_table)
        # a game played earlier at the table, opened from its list: back to the table as it is
        self.leave_button = QPushButton(self.tr("&Back to the table"))
        self.leave_button.setObjectName("leave_earlier_game")
        self.leave_button.clicked.connect(self.leave_earlier_game)
        self.leave_button.setVisible(False)
        self.deals_model = RowsModel([], self)
        # one line a deal, long names short (whole in the tooltips): deals_table
        self.deals_table = DealsTable()
        self.deals_table.setModel(self.deals_model)
        self.deals_table.setAccessibleName(self.tr("Deals"))
        self.deals_table.doubleClicked.connect(lambda index: self.correct_deal(index.row()))
        self.buttons = flow_of([self.record_button, self.new_game_button,
                                self.change_players_button, self.free_button,
                                self.change_button, self.leave_button])
        self.board = CribbageBoard()
        self.board.setVisible(False)
        entry = QWidget()
        entry_layout = QVBoxLayout(entry)
        entry_layout.setContentsMargins(0, 0, 0, 0)
        entry_layout.addWidget(self.form_box, 1)
        self.usual_hint = (self.tr("Next deal — Tab between fields, Enter records") + ". "
                           + self.tr("Double-click a deal to correct it; Ctrl+Z undoes this "
                                     "table's last deal."))
        hint = self.hint = QLabel(self.usual_hint)
        hint.setObjectName("play_hint")
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #666;")
        under_form = QHBoxLayout()  # the hint beside the buttons: a line less on a short screen
        under_form.addWidget(self.buttons)
        under_form.addWidget(hint, 1)
        entry_layout.addLayout(under_form)
        record = QWidget()
        record_layout = QVBoxLayout(record)
        record_layout.setContentsMargins(0, 0, 0, 0)
        record_layout.addWidget(self.deals_table, 1)
        self.deals_table.setMinimumHeight(self.deals_table.height_for_rows(3))
        # the form as tall as its fields, the deals the rest (five at least); the scorer can
        # trade one for the other, and neither ever folds away: play_split
        self.play_split = PlaySplit(entry, record, self.deals_table)
        split = self.play_split
        self.board.setMaximumHeight(130)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)  # a short screen's pixels go to the form and the deals
        # a crowded table's score line scrolls after four lines rather than push the form away
        self.score_scroll = ScoreBox(self.score)
        # préférence's pot, a chip game's pool (pot_line): beside the game's title, whose line
        # has room to spare, so that a 1024×600 screen's form keeps its height
        self.pot_line = PotLine()
        title_row = QHBoxLayout()
        title_row.setSpacing(12)
        title_row.addWidget(self.game_title, 1)
        title_row.addWidget(self.pot_line)
        layout.addLayout(title_row)
        layout.addWidget(self.score_scroll)
        layout.addWidget(self.board)
        layout.addWidget(split, 1)
        return page

    def show_table(self, table: TableView, game_id: int | None = None) -> None:
        """Show a table: its current game to play, or the setup when it has none (or when a
        setup was in progress there)."""
        if self.table is not None and self.table.id != table.id:
            self._keep_setup()
        self._keep_draft()
        self.table = table
        self.title.setText(self.tr("Table %d") % table.number)
        game_pk = game_id if game_id is not None else table.current_game
        if game_pk is None or (game_id is None and (table.id in self.setups
                                                    or not table.seats)):
            self.show_setup()
            return
        self._show_game(self.services.scoring.view(game_pk), rebuild=True)
        self.stack.setCurrentIndex(1)
        self.title.setVisible(False)  # the game's title line names the table
        if self.form is not None:
            self._restore_draft()
        self.focus_next()

    def focus_next(self) -> None:
        """The keys where the scorer goes on: the form's first field, or once the game is
        over, New game (Enter starts it); nothing had them after a rubber's last deal."""
        if self.view is not None and self.view.over and not self.new_game_button.isHidden():
            self.new_game_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.form is not None:
            self.form.focus_first()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the button that has the keys, on the setup and the play page alike
        (a button outside a dialog takes only Space: Enter on *Start game* did nothing)."""
        button = QApplication.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(
                button, QPushButton) and self.isAncestorOf(button) and button.isEnabled() \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            event.accept()
            button.click()
            return
        super().keyPressEvent(event)

    def _keep_draft(self) -> None:
        """The form as the scorer leaves it for another table (or as the table is shown
        again): what was typed and the entry mode wait for the scorer's return."""
        if self.form is None or self.view is None or self.stack.currentIndex() != 1:
            return
        mode = self.form.mode() if self.form.alternatives else None
        typed = self.form.typed() and not self.view.over
        self.drafts[self.view.id] = Draft(self.form.entry() if typed else None, mode,
                                          self.table.number if self.table else 0,
                                          len(self.view.deals) + 1)

    def _restore_draft(self) -> None:
        assert self.form is not None and self.view is not None
        draft = self.drafts.pop(self.view.id, None)
        if draft is None:
            return
        if draft.mode is not None:
            self.form.set_mode(draft.mode)
        if draft.entry and draft.deal == len(self.view.deals) + 1:  # still the next deal
            self.form.set_entry(draft.entry)
            self.form.edited = True  # still not recorded: quitting asks first

    def unrecorded_elsewhere(self) -> list[Draft]:
        """The deals typed and not recorded at tables other than the one on screen."""
        here = self.view.id if self.view is not None else None
        return [d for game, d in self.drafts.items() if d.entry and game != here]

    def show_chip_worth(self, worth: Any) -> None:
        """The evening's worth of a white chip (None: chips only), shown in the score line."""
        if worth != self.chip_worth:
            self.chip_worth = worth
            if self.view is not None:
                self.score.setText(score_line(self.view, worth))

    def show_setup(self) -> None:
        """The table's setup: as it was left, else its game and players as they are."""
        assert self.table is not None
        self.stack.setCurrentIndex(0)
        self.title.setVisible(True)
        here = self.view is not None and self.view.table_id == self.table.id
        # back to the game its players still sit at; a freed table's last game is over for
        # good (its line above the seats opens it)
        playing = (here and self.view is not None and self.view.id == self.table.current_game
                   and bool(self.table.seats) and not self.evening_closed)
        self.back_button.setVisible(playing)
        self.setup_error.setText("")
        views = self._show_played()
        self._fill_seat_choices()  # the members as they are now (another computer may add)
        self.setup.set_recent(self.services.evenings.recent_games())
        kept = self.setups.get(self.table.id)
        if kept is None:  # the table's game (its last one), its players, no search
            seats = [s.member_id for s in self.table.seats]
            last = self.view if here else (views[-1] if views else None)
            kept = SetupChoice(last.game_id if last else None, seats,
                               dict(last.options) if last else {})
        self.setup.show_choice(kept)
        self.setup.set_read_only(self.evening_closed)
        self.setups[self.table.id] = self.setup.choice()

    def _show_played(self) -> list[GameView]:
        """The games played at the table shown, all but the one going on, listed above its
        seats; every game of the table, oldest first, returned."""
        assert self.table is not None
        current = self.table.current_game
        views = self.services.scoring.table_views(self.table.id)
        self.played.show_games([v for v in views if v.over or v.id != current])
        return views

    def earlier(self, view: GameView) -> bool:
        """Whether ``view`` is a game played earlier at the table shown, not its game now: an
        older one, or its last once its players have left. It is shown read-only."""
        return self.table is not None and (view.id != self.table.current_game
                                           or not self.table.seats)

    def open_earlier_game(self, game_pk: int) -> None:
        """A game of the table's list on screen, its deals read-only (Print prints it)."""
        if self.table is not None:
            self._keep_setup()
            self.show_table(self.table, game_pk)

    def leave_earlier_game(self) -> None:
        """Back to the table as it is now: its game going on, or its setup."""
        if self.table is not None:
            self.show_table(self.services.evenings.detail_table(self.table.id))

    def shown_game(self) -> GameView | None:
        """The game on screen, never another table's game left from before: the table's game
        shown, or on its setup the newest of the games listed there (None: no game)."""
        if self.table is None:
            return None
        if self.stack.currentIndex() == 0:
            return self.played.views[-1] if self.played.views else None
        if self.view is None or self.view.table_id != self.table.id:
            return None
        return self.view

    def _show_game(self, view: GameView, *, rebuild: bool = False) -> None:
        if rebuild or self.view is None or self.view.id != view.id:
            self._rebuild_form(view)
        self.view = view
        self._tell_corrections_replaced(view)
        rules = get_game(view.game_id)
        crowded = len(view.sides) > CROWDED
        name = glossary.game_name(rules, current_language())
        table = self.tr("Table %d") % self.table.number if self.table is not None else ""
        if crowded:  # the players are in the score line: a title of ten names says nothing more
            who = self.tr("%d players") % len(view.sides)
        else:
            who = self.tr(" vs ").join(view.side_label(s) for s in view.sides)
        # one line for the table and its game: a short screen keeps its height for the form
        self.game_title.setText(f"<span style='font-size: x-large'><b>{table}</b></span> · "
                                f"<b>{name}</b> · {who}")  # «А — Б»: a dash between names
        self.game_title.set_names([*view.players, *view.sides])
        self.score.set_names([*view.players, *view.sides])
        self.score_scroll.lines = 4 if crowded else 8
        self.score_scroll.updateGeometry()
        follow(self.score, 1.2 if crowded else 1.35)
        self.score.setText(score_line(view, self.chip_worth))
        self.score_scroll.updateGeometry()  # as tall as the new score's lines
        self.pot_line.show_game(view)
        self._show_board(view)
        headers = ["#", self.tr("Dealer"), self.tr("Deal")]
        # whole names: the deals table shows them short, and whole in the header's tooltip
        headers += [f"+{s}" for s in view.sides]
        headers += [self.tr("%s total") % s for s in view.sides]
        headers.append(self.tr("Note"))
        rows = []
        seats = [*view.players, *view.sides]
        for deal in view.deals:
            rows.append((deal.number, deal.dealer,
                         describe_entry(view.game_id, deal.entry, seats=seats),
                         *[deal.points.get(s, 0) for s in view.sides],
                         *[deal.totals.get(s, 0) for s in view.sides],
                         note_text(deal.note) + (self.tr(" (rev. %d)") % deal.revision
                                      if deal.revision > 1 else "")
                         + (self.tr(" — game") if deal.ended_game else "")))
        # each game of the rubber (match) on its own ground: where one ends is seen at once
        game_of, number = [], 0
        for deal in view.deals:
            game_of.append(number)
            number += deal.ended_game
        self.deals_model.set_rows(rows, [d.id for d in view.deals], headers=headers,
                                  shaded=[i for i, n in enumerate(game_of) if n % 2])
        for column in range(len(headers)):  # a crowded table's totals are in the score line
            totals = 3 + len(view.sides) <= column < 3 + 2 * len(view.sides)
            self.deals_table.setColumnHidden(column, crowded and totals)
        self.deals_table.fit_columns([*view.players, *view.sides])
        if view.deals:
            self.deals_table.scrollToBottom()
        over, closed = view.over, self.evening_closed  # a closed evening's deals stand
        earlier = self.earlier(view)  # a game played before: read-only, back to the table
        self.form_box.setEnabled(not over and not closed and not earlier)
        self.record_button.setEnabled(not over and not closed and not earlier)
        self.new_game_button.setVisible(over and not closed and not earlier)
        self.change_players_button.setVisible(over and not closed and not earlier)
        self.free_button.setVisible(over and not closed and not earlier)
        self.change_button.setVisible(not over and not closed and not earlier)
        self.leave_button.setVisible(earlier)
        if closed:  # (the words of the closed evening's deal and setup)
            hint = self.tr("The evening is closed: its deals are kept as they are. Reopen it "
                           "on the Evenings page to record or correct a deal.")
        elif earlier:
            hint = self.tr("Played earlier at this table: its deals as recorded, read-only. "
                           "Ctrl+P prints its score sheet.")
        elif over:  # the keys are on New game (focus_next): what Enter does now
            hint = self.tr("The game is over: Enter starts a new game with the same players. "
                           "Ctrl+Z undoes this table's last deal.")
        else:
            hint = self.usual_hint
        self.hint.setText(hint)

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
            # never squeezed past reading its names and pegs, whatever the form under it
            self.board.setMinimumHeight(self.board.readable_height())
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
        QTimer.singleShot(0, self, self._share_height)  # not once the panel is gone

    def _share_height(self) -> None:
        """The form as tall as its fields (the deals keep a few rows), once it is laid out."""
        self.play_split.share(anew=True)

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
            self.form.show_error("deal", error_words(exc))
            return
        assert self.table is not None
        self.histories.push(self.table.id, self.table.number, RecordStep(view), view)
        self._changed(view)
        self.form.clear()
        if view.over:
            self.focus_next()
        self.hub.statusMessage.emit(self.tr("Deal %d recorded") % view.deals[-1].number)

    def _tell_corrections_replaced(self, view: GameView) -> None:
        """Say when a deal this scorer corrected was corrected again on another computer
        (its scorer chose *Keep mine* over this one): the screen changing alone is missed."""
        for deal in view.deals:
            mine = self.corrected_here.get(deal.id)
            if mine is not None and deal.revision > mine[0]:
                del self.corrected_here[deal.id]
                self.hub.statusMessage.emit(self.tr(
                    "Deal %d at table %d was corrected again on another computer: your "
                    "correction was replaced (the audit log has both)") % (deal.number, mine[1]))

    def back_to_the_form(self) -> None:
        """After a dialog closes the scorer types the next deal at once: the keys go to the
        entry form's first field, not to the deal list the dialog was opened from."""
        # after the events of the dialog's closing, which give the focus back to the widget
        # that had it before (the deal list)
        QTimer.singleShot(0, self, self._focus_the_form)

    def _focus_the_form(self) -> None:
        if self.form is not None and self.view is not None and self.form.isVisible():
            self.window().activateWindow()
            self.focus_next()

    def correct_deal(self, row: int) -> None:
        if self.view is None or not 0 <= row < len(self.view.deals) or self.earlier(self.view):
            return
        try:
            self._correct(row)
        finally:
            self.back_to_the_form()

    def _correct(self, row: int) -> None:
        assert self.view is not None
        deal = self.view.deals[row]  # as it was before: the screen may redraw while the
        dialog = CorrectDialog(self.services, self.view, row, self,  # dialog is open
                               read_only=self.evening_closed)
        if dialog.exec() and dialog.result_view is not None:
            if dialog.new_entry is None:
                self._changed(dialog.result_view)
                return
            assert self.table is not None
            self.histories.push(self.table.id, self.table.number,
                                CorrectStep(deal.id, deal.number, deal.entry, dialog.new_entry),
                                dialog.result_view)
            after = next((d for d in dialog.result_view.deals if d.id == deal.id), None)
            if after is not None:  # watched: another computer may later keep its own over it
                self.corrected_here[deal.id] = (after.revision, self.table.number)
            self._changed(dialog.result_view)
            self.hub.statusMessage.emit(self.tr("Deal %d at table %d corrected")
                                        % (deal.number, self.table.number))

    def new_game(self) -> None:
        """Another game (rubber, match) for the same players with the same options."""
        assert self.view is not None and self.table is not None
        try:
            game_id = self.services.evenings.start_game(self.table.id, self.view.game_id,
                                                        self.view.options)
        except ServiceError as exc:
            QMessageBox.warning(self, self.tr("New game"), error_words(exc))
            self.back_to_the_form()
            return
        self.show_table(self.services.evenings.detail_table(self.table.id), game_id)

    def free_table(self) -> None:
        """The players leave the table (free to sit at another); its setup is shown, empty."""
        assert self.table is not None
        try:
            table = self.services.evenings.free_table(self.table.id)
        except (ServiceError, DatabaseError) as exc:
            QMessageBox.warning(self, self.tr("Free this table"), error_words(exc))
            self.back_to_the_form()
            return
        self.setups.pop(table.id, None)
        self.hub.eveningsChanged.emit()
        self.hub.statusMessage.emit(self.tr("Table %d is free") % table.number)
        self.show_table(table)

    def _changed(self, view: GameView) -> None:
        self.hub.gameChanged.emit(view.id)

    def _game_changed(self, game_pk: int) -> None:
        if self.view is not None and self.view.id == game_pk:
            self._show_game(self.services.scoring.view(game_pk))
