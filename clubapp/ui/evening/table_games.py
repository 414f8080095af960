"""The games played at a table this evening, above its setup: each with its result and sheet.

A table whose rubber was over and whose players went on to other tables showed an empty setup,
and no page led to the rubber any more: its result and its score sheet were out of reach. Here
each game of the table (all but the one still being played) is a line: the game, its players,
who won and the final score (or "not finished"), with *Open* (the game's deals, read-only)
and *Print sheet* (its score sheet, as Print → Score sheet prints the game on screen).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QPushButton, QWidget

from clubapp import glossary
from clubapp.rules import get_game
from clubapp.services.views import GameView
from clubapp.ui.shared.i18n import current_language, format_number
from clubapp.ui.shared.names_label import NamesLabel


class TableGames(QGroupBox):
    """The table's games, newest first; ``openRequested`` and ``printRequested`` with a
    game's id."""

    openRequested = Signal(int)
    printRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Played at this table"), parent)
        self.setObjectName("table_games")
        self.grid = QGridLayout(self)
        self.grid.setColumnStretch(0, 1)
        self.lines: dict[int, NamesLabel] = {}  # by game
        self.views: list[GameView] = []  # oldest first
        self.setVisible(False)

    def describe(self, view: GameView) -> str:
        """A game in a line: its name, its players, who won and the final score."""
        name = glossary.game_name(get_game(view.game_id), current_language())
        if len(view.sides) > 4:  # ten players: their names, not ten sides' labels
            who = ", ".join(view.players)
        else:
            who = self.tr(" vs ").join(view.side_label(s) for s in view.sides)
        score = ", ".join(f"{side} {format_number(view.totals.get(side, 0))}"
                          for side in view.sides)
        if view.winner is None:
            result = self.tr("not finished; %s") % score
        else:
            value = view.match.get("value") if view.match else None
            worth = self.tr(", worth %s") % format_number(value) if value is not None else ""
            result = self.tr("winner %s%s; final score %s") % (view.side_label(view.winner),
                                                               worth, score)
        if len(view.games) > 1:  # a rubber of three games: who won how many
            won = ", ".join(f"{side} {sum(1 for g in view.games if g['winner'] == side)}"
                            for side in view.sides)
            result += "; " + self.tr("games %s") % won
        return f"<b>{name}</b> — {who}<br>{result}"

    def show_games(self, views: Sequence[GameView]) -> None:
        """Show these games (oldest first as given; shown newest first)."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.lines = {}
        self.views = list(views)
        for row, view in enumerate(reversed(views)):
            line = NamesLabel()
            line.setObjectName(f"game_line_{view.id}")
            line.setWordWrap(True)
            line.setTextFormat(Qt.TextFormat.RichText)
            line.set_names([*view.players, *view.sides])
            line.setText(self.describe(view))
            open_button = QPushButton(self.tr("Open"))
            open_button.setObjectName(f"open_game_{view.id}")
            open_button.setToolTip(self.tr("Its deals, as recorded (read-only)"))
            open_button.clicked.connect(lambda _=False, pk=view.id: self.openRequested.emit(pk))
            print_button = QPushButton(self.tr("Print sheet…"))
            print_button.setObjectName(f"print_game_{view.id}")
            print_button.setToolTip(self.tr("Its score sheet, filled in"))
            print_button.clicked.connect(
                lambda _=False, pk=view.id: self.printRequested.emit(pk))
            for button in (open_button, print_button):
                button.setAutoDefault(True)  # Enter opens, or prints, as Space does
            self.grid.addWidget(line, row, 0)
            self.grid.addWidget(open_button, row, 1)
            self.grid.addWidget(print_button, row, 2)
            self.lines[view.id] = line
        self.setVisible(bool(views))
