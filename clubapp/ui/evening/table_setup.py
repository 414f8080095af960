"""A table's setup: which game, who sits where, the house rules; then Start game.

The game is found by typing (its English or Russian name, or its id) and the club's recent
games come first. Choosing it puts the cursor in seat 1. The seats and house rules scroll
inside the page, and the Start game button stays in sight under them, whatever the number of
seats (seventeen at loo) or the height of the screen. What is chosen here is kept per table
(``SetupChoice``, what is typed in the game's search with it), so that going to another table
and back loses nothing, and no table shows another's search. A member is found by typing into
a seat (``seat_box``). Above the seats, the games already played at the table (``add_games``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from clubapp import glossary
from clubapp.rules import GameRules, all_games, get_game
from clubapp.services.game_search import search_rank
from clubapp.ui.evening.seat_box import SeatBox
from clubapp.ui.shared.flow_layout import flow_of
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.options_form import OptionsForm
from clubapp.ui.shared.style import ERROR_STYLE

SEATS_PER_COLUMN = 6  # more seats than this are laid in two columns
NAME_CHARACTERS = 16  # a seat's box shows this much of a name; the list shows it whole


@dataclass
class SetupChoice:
    """What a table's setup shows: the game, the member in each seat, the house rules."""

    game: str | None = None
    seats: list[Any] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    search: str = ""  # what is typed in the game's search at this table


def game_search_text(game: GameRules) -> str:
    """What finds a game when typed: its names in both languages and its id."""
    return " ".join((glossary.game_name(game, "en"), glossary.game_name(game, "ru"),
                     game.id)).casefold()


def matches(game: GameRules, typed: str) -> bool:
    """Every word typed is part of the game's names or id."""
    text = game_search_text(game)
    return all(word in text for word in typed.casefold().split())


class TableSetup(QWidget):
    """The setup page of a table; ``startRequested`` when the scorer asks to start."""

    startRequested = Signal()
    backRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.members: list[tuple[int, str]] = []
        self.recent: list[str] = []
        self.seat_combos: list[SeatBox] = []
        self.options_form: OptionsForm | None = None
        self.built_for: str | None = None  # the game the seats and house rules are made for
        self.game_search = QLineEdit()
        self.game_search.setObjectName("game_search")
        self.game_search.setPlaceholderText(self.tr("Find a game: its name or id"))
        self.game_search.setClearButtonEnabled(True)
        self.game_search.setAccessibleName(self.tr("Find a game: its name or id"))
        self.game_search.textEdited.connect(self._search)
        self.game_search.returnPressed.connect(self._search_done)
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("game_choice")
        self.game_combo.setAccessibleName(self.tr("Game"))
        self.game_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.game_combo.setMinimumContentsLength(18)
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        self.game_combo.activated.connect(lambda _index: self.focus_first_seat())
        self.no_match = QLabel()
        self.no_match.setObjectName("game_no_match")
        self.no_match.setStyleSheet(ERROR_STYLE)
        self.no_match.setVisible(False)
        self.seats_box = QGroupBox(self.tr("Players in seat order"))
        self.seats_layout = QGridLayout(self.seats_box)
        self.options_box = QGroupBox(self.tr("House rules"))
        self.options_layout = QVBoxLayout(self.options_box)
        self.setup_error = QLabel()
        self.setup_error.setObjectName("setup_error")
        self.setup_error.setStyleSheet(ERROR_STYLE)
        self.setup_error.setWordWrap(True)
        # a closed evening's table: seen as it is, changed only once the evening is reopened
        self.closed_note = QLabel(self.tr(
            "The evening is closed: its tables are kept as they are. Reopen it on the "
            "Evenings page to seat players or start a game."))
        self.closed_note.setObjectName("setup_closed_note")
        self.closed_note.setWordWrap(True)
        self.closed_note.setVisible(False)
        self.start_button = QPushButton(self.tr("&Start game"))
        self.start_button.setObjectName("start_game")
        self.start_button.clicked.connect(self.startRequested)
        self.back_button = QPushButton(self.tr("Back to the game"))
        self.back_button.setObjectName("back_to_game")
        self.back_button.clicked.connect(self.backRequested)
        self._build_layout()
        self._fill_games()

    def _build_layout(self) -> None:
        picker = QGridLayout()
        picker.addWidget(QLabel(self.tr("Game")), 0, 0)
        picker.addWidget(self.game_search, 0, 1)
        picker.addWidget(self.game_combo, 1, 1)
        picker.addWidget(self.no_match, 2, 1)
        picker.setColumnStretch(1, 1)
        inner = QWidget()
        inner_layout = self.inner_layout = QVBoxLayout(inner)
        inner_layout.setContentsMargins(0, 0, 0, 0)
        inner_layout.addWidget(self.seats_box)
        inner_layout.addWidget(self.options_box)
        inner_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("setup_scroll")
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes seat to seat, not to it
        scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.closed_note)
        layout.addLayout(picker)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.setup_error)
        row = QHBoxLayout()
        row.addWidget(flow_of([self.start_button, self.back_button]), 1)
        layout.addLayout(row)

    def set_read_only(self, closed: bool) -> None:
        """A closed evening's setup: its game, seats and house rules shown, none changed (its
        games played stay open to read and print), and the note saying why."""
        for part in (self.game_search, self.game_combo, self.seats_box, self.options_box,
                     self.start_button):
            part.setEnabled(not closed)
        self.closed_note.setVisible(closed)

    def add_games(self, games: QWidget) -> None:
        """The games played at the table, above its seats (scrolled with them)."""
        self.inner_layout.insertWidget(0, games)

    # --- the game ------------------------------------------------------------------------
    def set_recent(self, recent: list[str]) -> None:
        """The club's recent games, most recent first: they head the list."""
        if recent != self.recent:
            self.recent = list(recent)
            self._fill_games(self.game_combo.currentData(), self.game_search.text())

    def _ordered_games(self) -> list[GameRules]:
        games = sorted(all_games(), key=lambda g: glossary.game_name(g, current_language()))
        recent = [g for game_id in self.recent for g in games if g.id == game_id]
        return recent + [g for g in games if g not in recent]

    def _fill_games(self, keep: str | None = None, typed: str = "") -> None:
        games = [g for g in self._ordered_games() if matches(g, typed)]
        if typed.strip():  # what is typed exactly first, then what begins with it
            games.sort(key=lambda g: search_rank(g, typed))
        self.game_combo.blockSignals(True)
        self.game_combo.clear()
        lang = current_language()
        for game in games:
            self.game_combo.addItem(glossary.game_name(game, lang), game.id)
            self.game_combo.setItemData(self.game_combo.count() - 1,
                                        f"{glossary.game_name(game, lang)} · {game.id}",
                                        Qt.ItemDataRole.ToolTipRole)
        recent = len([g for g in games if g.id in self.recent])
        if 0 < recent < len(games):
            self.game_combo.insertSeparator(recent)
        index = self.game_combo.findData(keep) if keep is not None else -1
        self.game_combo.setCurrentIndex(index if index >= 0 else 0)
        self.game_combo.blockSignals(False)
        self.no_match.setVisible(not games)
        self.no_match.setText(self.tr("No game is called that") if not games else "")
        if games and self.game_combo.currentData() != self.built_for:
            # the seats and house rules follow the game shown, whatever was shown before (a
            # table set up for five hundred kept its rules under «Вист» chosen quietly here)
            self._game_chosen()  # (no game found: the seats stay as they were)

    def _search(self, typed: str) -> None:
        """The games that match what is typed, the closest chosen."""
        self._fill_games(None, typed)

    def _search_done(self) -> None:
        if self.game_combo.count():
            self.focus_first_seat()

    def choose_game(self, game_id: str) -> None:
        """Show ``game_id`` chosen (a search that leaves it out of the list is cleared)."""
        if self.game_search.text() and self.game_combo.findData(game_id) < 0:
            self.game_search.clear()
            self._fill_games(game_id)
        index = self.game_combo.findData(game_id)
        if index >= 0 and index != self.game_combo.currentIndex():
            self.game_combo.setCurrentIndex(index)

    def game(self) -> GameRules | None:
        game_id = self.game_combo.currentData()
        return get_game(game_id) if game_id else None

    # --- the seats and the house rules ---------------------------------------------------
    def set_members(self, members: list[tuple[int, str]]) -> None:
        """The members who can be seated (id, name), keeping who is chosen in each seat."""
        self.members = list(members)
        self._fill_seats([combo.currentData() for combo in self.seat_combos])

    def _game_chosen(self) -> None:
        game = self.game()
        if game is None:
            return
        self.built_for = game.id
        self.setup_error.clear()  # "Choose a game first", or a refusal of the setup before
        chosen = [combo.currentData() for combo in self.seat_combos]
        if any(combo.hasFocus() for combo in self.seat_combos):
            self.game_combo.setFocus()  # the seat with the cursor is about to go
        while self.seats_layout.count():
            item = self.seats_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:  # gone at once: no old seat is found by its name
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.seat_combos = []
        seats = [str(i) for i in range(1, game.max_players + 1)]
        columns = 2 if game.max_players > SEATS_PER_COLUMN else 1
        rows = -(-game.max_players // columns)
        for seat in range(1, game.max_players + 1):
            combo = SeatBox()
            combo.notFound.connect(self._no_such_member)
            combo.currentIndexChanged.connect(self._seat_found)
            combo.setObjectName(f"seat_{seat}")
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(NAME_CHARACTERS)
            side = f" ({game.side_of(str(seat), seats)})" if game.partnership else ""
            label = QLabel(self.tr("Seat %d") % seat + side)
            label.setBuddy(combo)
            row, column = (seat - 1) % rows, (seat - 1) // rows
            self.seats_layout.addWidget(label, row, 2 * column)
            self.seats_layout.addWidget(combo, row, 2 * column + 1)
            self.seats_layout.setColumnStretch(2 * column + 1, 1)
            self.seat_combos.append(combo)
        # Tab: the game, then seat after seat (set in this order: each call moves the second)
        for first, second in pairwise([self.game_search, self.game_combo, *self.seat_combos]):
            QWidget.setTabOrder(first, second)
        self._fill_seats(chosen)
        if self.options_form is not None:
            self.options_layout.removeWidget(self.options_form)
            self.options_form.hide()
            self.options_form.deleteLater()
        self.options_form = OptionsForm(game.options, self.options_box)
        self.options_layout.addWidget(self.options_form)
        self.options_box.setVisible(bool(game.options))

    def _fill_seats(self, chosen: list[Any]) -> None:
        for position, combo in enumerate(self.seat_combos):
            keep = chosen[position] if position < len(chosen) else None
            combo.blockSignals(True)
            combo.clear()
            combo.addItem("—", None)
            for member_id, name in self.members:
                combo.addItem(name, member_id)
                combo.setItemData(combo.count() - 1, name, Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentIndex(max(combo.findData(keep), 0))
            combo.setToolTip(combo.currentText())
            combo.blockSignals(False)

    def _no_such_member(self, typed: str) -> None:
        self.setup_error.setText(self.tr("No member is called «%s»") % typed)
        self.setup_error.setProperty("seat_search", True)

    def _seat_found(self) -> None:
        if self.setup_error.property("seat_search"):  # the seat's search found one after all
            self.setup_error.clear()
            self.setup_error.setProperty("seat_search", False)

    def focus_first_seat(self) -> None:
        """The cursor to seat 1 (at the event loop's next turn: a seat just made for the game
        chosen is shown only then, and a hidden box cannot take the cursor)."""

        def focus() -> None:
            if self.seat_combos:
                self.seat_combos[0].setFocus(Qt.FocusReason.OtherFocusReason)

        focus()
        QTimer.singleShot(0, focus)

    def seated(self) -> list[int]:
        """The members chosen, in seat order (empty seats left out)."""
        return [c.currentData() for c in self.seat_combos if c.currentData() is not None]

    def option_values(self) -> dict[str, Any]:
        return self.options_form.values() if self.options_form else {}

    # --- kept per table ------------------------------------------------------------------
    def choice(self) -> SetupChoice:
        """What is chosen now."""
        return SetupChoice(self.game_combo.currentData(),
                           [c.currentData() for c in self.seat_combos], self.option_values(),
                           self.game_search.text())

    def show_choice(self, choice: SetupChoice) -> None:
        """Put back what was chosen (the game, each seat, the house rules) and this table's
        own search: another table's search never shows at this one."""
        if self.game_search.text() != choice.search:
            self.game_search.setText(choice.search)
            self._fill_games(choice.game, choice.search)
        if choice.game is not None:
            self.choose_game(choice.game)  # (a search that hides it is cleared)
        elif not choice.search:  # no game yet: the club's most recent one, first in the list
            self._fill_games(None)
        self._game_chosen()  # this table's seats and house rules, never the last table's
        self._fill_seats(choice.seats)
        form = self.options_form
        if form is None:
            return
        for name, value in choice.options.items():
            widget = form.widgets.get(name)
            if widget is None:
                continue
            # the option form's boxes (options_form): a tick, a number, a choice
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QSpinBox):
                widget.setValue(int(value))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(widget.findData(value), 0))
