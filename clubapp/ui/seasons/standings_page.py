"""Standings: each game's, in its own unit, one evening or all; opens on the game played most.

Placed as on paper (``clubapp report standings``): a game ranks on what it is won by (games
won, then rubbers or matches, then its points, holes or chips; chips alone for a game with no
game to win), members equal on everything share the place ("2="), and a place that a tie-break
decided names it (``services.standings.by_game``, ``reports.standing_words``).

Raw points of different games are never added up here: every game together is a season's,
under a rule that says how (the Seasons page).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from clubapp import glossary
from clubapp.events.standings import StandingLine
from clubapp.reports.standing_words import decided_words, ranked_words, unit_words
from clubapp.services import Services
from clubapp.services.standings import GameStandings, most_played
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import current_language, format_date
from clubapp.ui.shared.redraw_when_shown import RedrawWhenShown
from clubapp.ui.shared.table_model import RowsModel


def standing_title(standing: GameStandings, lang: str) -> str:
    """A game's (or family's) standing as the chooser names it: its games and unit."""
    games = ", ".join(glossary.game_name(g, lang) for g in standing.game_ids)
    return f"{games} ({unit_words(standing.unit, lang)})"


def folded(heading: str) -> str:
    """A heading of several words on two lines, broken at the space nearest its middle, so
    that a column of small numbers stays narrow."""
    spaces = [i for i, c in enumerate(heading) if c == " "]
    if len(heading) < 9 or not spaces:
        return heading
    middle = min(spaces, key=lambda i: abs(i - len(heading) / 2))
    return heading[:middle] + "\n" + heading[middle + 1:]


class StandingsPage(QWidget):
    def __init__(self, services: Services, hub: Hub, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.standings: list[GameStandings] = []
        self.lines: list[StandingLine] = []
        self.scope = QComboBox()
        self.scope.setObjectName("standings_scope")
        self.scope.currentIndexChanged.connect(self.refresh)
        self.game = QComboBox()
        self.game.setObjectName("standings_game")
        self.game.currentIndexChanged.connect(self._show)
        self.game.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.basis = QLabel()
        self.basis.setObjectName("standings_basis")
        self.basis.setWordWrap(True)
        self.model = RowsModel([], self)
        self.table = QTableView()
        self.table.setObjectName("standings_table")
        self.table.setAccessibleName(self.tr("Standings"))
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.each_game = QLabel(self.tr(
            "Each game is ranked on its own, in its own unit: points of different games are "
            "never added up. To count every game together, give a season a rule that says how "
            "(Seasons, Rules…)."))
        self.each_game.setObjectName("standings_each_game")
        self.each_game.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Sho&w"), self.scope)
        form.addRow(self.tr("Ga&me"), self.game)  # Alt+M, or Tab from the evenings
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.each_game)
        layout.addWidget(self.basis)
        layout.addWidget(self.table, 1)
        self.redraw = RedrawWhenShown(self, self.reload_scopes)  # off screen: when shown
        hub.eveningsChanged.connect(self.redraw.changed)
        hub.gameChanged.connect(self.redraw.changed)
        self.reload_scopes()

    @property
    def stale(self) -> bool:
        """A change came while the page was off screen: it is redrawn when shown."""
        return self.redraw.stale

    def reload_scopes(self) -> None:
        keep = self.scope.currentData()
        self.scope.blockSignals(True)
        self.scope.clear()
        self.scope.addItem(self.tr("All evenings"), None)
        for evening in self.services.evenings.list():
            self.scope.addItem(f"{format_date(evening.date)} {evening.name}", evening.id)
        self.scope.setCurrentIndex(max(self.scope.findData(keep), 0))
        self.scope.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        """The standings of the scope chosen, a game at a time: the game on screen kept where
        the scope played it, else the game played most."""
        self.standings = self.services.standings.by_game(self.scope.currentData())
        lang = current_language()
        keep = self.game.currentData()
        self.game.blockSignals(True)
        self.game.clear()
        for standing in self.standings:
            self.game.addItem(standing_title(standing, lang), standing.key)
        found = self.game.findData(keep) if keep is not None else -1
        if found < 0:
            most = most_played(self.standings)
            found = self.game.findData(most.key) if most is not None else -1
        self.game.setCurrentIndex(max(found, 0))
        self.game.blockSignals(False)
        self._show()

    def chosen(self) -> GameStandings | None:
        """The game's standing on screen; None when no game was played."""
        key = self.game.currentData()
        return next((s for s in self.standings if s.key == key), None)

    def _show(self) -> None:
        lang = current_language()
        standing = self.chosen()
        if standing is None:  # nothing played in the scope
            lines: list[StandingLine] = []
            unit, basis, adds = "points", "games", True
            self.basis.setText(self.tr("No games recorded yet."))
        else:
            lines, unit, basis = list(standing.lines), standing.unit, standing.basis
            adds = standing.adds_points
            self.basis.setText(ranked_words(basis, unit, lang) if adds else self.tr(
                "Ranked on games won, then rubbers or matches won: points of different "
                "games are not added up."))
        self.lines = lines
        headers = [self.tr("Place"), self.tr("Member"), self.tr("Evenings")]
        if basis == "games":
            headers += [self.tr("Games played"), self.tr("Games won"),
                        self.tr("Rubbers / matches won")]
        if adds:
            headers.append(unit_words(unit, lang, heading=True))
        headers.append(self.tr("Decided by"))
        table_rows = []
        for line in lines:
            row: Any = line.row
            cells: list[Any] = [line.place_text, row.name, row.evenings]
            if basis == "games":
                cells += [row.played, row.won, row.matches_won]
            if adds:
                cells.append(row.points)
            cells.append(decided_words(line, unit, lang))
            table_rows.append(tuple(cells))
        self.model.set_rows(table_rows, [line.row.member_id for line in lines],
                            headers=[folded(h) for h in headers])
        header = self.table.horizontalHeader()
        # every heading read whole, in any language (a long one on two lines); the members'
        # names take the room left, a name longer than that folded at its spaces, never cut
        for column in range(len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def printable(self) -> tuple[list[Any], str]:
        """What the Print menu prints: the game's standing on screen (none when nothing was
        played) and the scope's name ("" for all evenings)."""
        standing = self.chosen()
        scope = self.scope.currentText() if self.scope.currentData() is not None else ""
        return ([standing] if standing is not None else []), scope
