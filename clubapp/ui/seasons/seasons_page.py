"""Seasons: the leagues, their evenings and standing rules, the standings and how ties broke.

The standings open on the season's game played most, each game in its own unit, a game chooser
above them; every game together is offered only where the season's rules say how (places at
each table, games won, stars, ACC points): total points of different games are never added.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from clubapp.events.standing_rules import StandingRules
from clubapp.events.standing_ties import say_tie
from clubapp.events.standings import Placing
from clubapp.reports.standing_words import score_heading, season_title
from clubapp.services import ServiceError, Services
from clubapp.services.exchange import CSV_ENCODING, ExchangeService
from clubapp.services.seasons import ALL_GAMES, SeasonService, SeasonStandings, SeasonView
from clubapp.ui.seasons.awards_dialog import AwardsDialog
from clubapp.ui.seasons.season_dialogs import EveningsDialog, RulesDialog
from clubapp.ui.seasons.standings_page import folded
from clubapp.ui.shared.file_dialogs import save_file_name
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import current_language, format_date, format_number
from clubapp.ui.shared.redraw_when_shown import RedrawWhenShown
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.table_model import RowsModel
from clubapp.ui.shared.text_size import follow
from clubapp.words import note_text
from clubapp.words.formats import TEXT


def seasons_of(services: Services) -> SeasonService:
    """The services' season service, or one on the same database."""
    found = getattr(services, "seasons", None)
    return found if isinstance(found, SeasonService) else SeasonService(services.db)


class SeasonsPage(QWidget):
    """Seasons listed on the left; the chosen one's rules, standings and ties on the right."""

    def __init__(self, services: Services, hub: Hub, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.hub = services, hub
        self.seasons = seasons_of(services)
        self.result: SeasonStandings | None = None
        self.list = QListWidget()
        self.list.setObjectName("season_list")
        self.list.setAccessibleName(self.tr("Seasons"))
        self.list.currentRowChanged.connect(lambda _row: self.refresh())
        self.new_button = QPushButton(self.tr("&New season…"))
        self.new_button.setObjectName("new_season")
        self.new_button.clicked.connect(self.new_season)
        self.rename_button = QPushButton(self.tr("Re&name…"))
        self.rename_button.clicked.connect(self.rename_season)
        self.delete_button = QPushButton(self.tr("&Delete"))
        self.delete_button.clicked.connect(self.delete_season)
        self.title = QLabel()
        self.title.setObjectName("season_title")
        follow(self.title, 1.65, bold=True)  # grows with the text size (View menu)
        self.rules_label = QLabel()
        self.rules_label.setObjectName("season_rules")
        self.rules_label.setWordWrap(True)
        self.evenings_label = QLabel()
        self.evenings_label.setObjectName("season_evening_span")
        self.rules_button = QPushButton(self.tr("&Rules…"))
        self.rules_button.setObjectName("season_rules_button")
        self.rules_button.clicked.connect(self.edit_rules)
        self.evenings_button = QPushButton(self.tr("&Evenings…"))
        self.evenings_button.clicked.connect(self.edit_evenings)
        self.awards_button = QPushButton(self.tr("&Tally cards…"))
        self.awards_button.clicked.connect(self.edit_awards)
        self.export_button = QPushButton(self.tr("E&xport CSV…"))
        self.export_button.clicked.connect(lambda: self.export_csv())
        self.game = QComboBox()
        self.game.setObjectName("season_game")
        self.game.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.game.currentIndexChanged.connect(lambda _index: self.refresh())
        self.game_label = QLabel(self.tr("Ga&me"))
        self.game_label.setBuddy(self.game)  # Alt+M
        self.game_note = QLabel()
        self.game_note.setObjectName("season_game_note")
        self.game_note.setWordWrap(True)
        self._game_of: int | None = None  # the season the chooser lists the games of
        self.model = RowsModel([], self)
        self.table = QTableView()
        self.table.setObjectName("season_standings")
        self.table.setAccessibleName(self.tr("The season's standings"))
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.ties = QPlainTextEdit()
        self.ties.setObjectName("season_ties")
        self.ties.setAccessibleName(self.tr("How ties were broken"))
        self.ties.setReadOnly(True)
        self.ties.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._layout()
        self.redraw = RedrawWhenShown(self, self.refresh)  # off screen: redrawn when shown
        hub.eveningsChanged.connect(self.redraw.changed)
        hub.membersChanged.connect(self.redraw.changed)
        hub.gameChanged.connect(self.redraw.changed)
        self.reload()

    def _layout(self) -> None:
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(QLabel(self.tr("Seasons")))
        left_layout.addWidget(self.list, 1)
        for button in (self.new_button, self.rename_button, self.delete_button):
            left_layout.addWidget(button)
        actions = QHBoxLayout()
        for button in (self.rules_button, self.evenings_button, self.awards_button,
                       self.export_button):
            actions.addWidget(button)
        actions.addStretch(1)
        standings = QWidget()
        standings_layout = QVBoxLayout(standings)
        standings_layout.setContentsMargins(0, 0, 0, 0)
        standings_layout.addWidget(self.title)
        standings_layout.addWidget(self.rules_label)
        standings_layout.addWidget(self.evenings_label)
        standings_layout.addLayout(actions)
        chooser = QHBoxLayout()
        chooser.addWidget(self.game_label)
        chooser.addWidget(self.game)
        chooser.addStretch(1)
        standings_layout.addLayout(chooser)
        standings_layout.addWidget(self.game_note)
        standings_layout.addWidget(self.table, 1)
        ties = QWidget()
        ties_layout = QVBoxLayout(ties)
        ties_layout.setContentsMargins(0, 0, 0, 0)
        ties_layout.addWidget(QLabel(self.tr("How ties were broken")))
        ties_layout.addWidget(self.ties)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(standings)
        right.addWidget(ties)
        right.setSizes([480, 170])
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([200, 800])
        layout = QVBoxLayout(self)
        layout.addWidget(split)

    # --- the list of seasons -------------------------------------------------------------
    def reload(self, select: int | None = None) -> None:
        """List the seasons again, keeping (or moving to) the chosen one."""
        keep = select if select is not None else self.season_id()
        self.list.blockSignals(True)
        self.list.clear()
        for season in self.seasons.list():
            item = QListWidgetItem(season.name)
            item.setData(Qt.ItemDataRole.UserRole, season.id)
            self.list.addItem(item)
            if season.id == keep:
                self.list.setCurrentItem(item)
        if self.list.currentRow() < 0 and self.list.count():
            self.list.setCurrentRow(0)
        self.list.blockSignals(False)
        self.refresh()

    def season_id(self) -> int | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def season(self) -> SeasonView | None:
        return self.result.season if self.result is not None else None

    # --- the chosen season ---------------------------------------------------------------
    def chosen_game(self, season_id: int) -> str | None:
        """The game to rank: the one chosen, while the chooser lists this season's games and
        still has it; else the season's game played most (None: no game played yet)."""
        if self._game_of == season_id and self.game.currentData() is not None:
            return self.game.currentData()
        played = self.seasons.games(season_id)
        return played[0].game if played else None

    def refresh(self) -> None:
        season_id = self.season_id()
        try:
            self.result = (self.seasons.standings(season_id, self.chosen_game(season_id))
                           if season_id is not None else None)
        except ServiceError:  # the game chosen is gone (or the season): the default
            try:
                self.result = self.seasons.standings(season_id) if season_id else None
            except ServiceError:
                self.result = None
        self._fill_games()
        for button in (self.rename_button, self.delete_button, self.rules_button,
                       self.evenings_button, self.awards_button, self.export_button):
            button.setEnabled(self.result is not None)
        if self.result is None:
            self.title.setText(self.tr("No season yet: make one with New season…"))
            self.rules_label.clear()
            self.evenings_label.clear()
            self.model.set_rows([], [])
            self.ties.clear()
            return
        season, evenings = self.result.season, self.result.evenings
        self.title.setText(season.name)
        self.rules_label.setText(self.describe_rules(season.rules, len(season.evening_ids)))
        if evenings:
            self.evenings_label.setText(self.tr("%s evenings, %s to %s") % (
                len(evenings), format_date(evenings[0].date, TEXT),
                format_date(evenings[-1].date, TEXT)))
        else:
            self.evenings_label.setText(self.tr("No evenings yet: choose them with Evenings…"))
        if season.rules.together:
            self.game_note.setText(self.tr(
                "Every game together by the season's rule, or one game on its own."))
        else:
            self.game_note.setText(self.tr(
                "Each game on its own, in its own unit: points of different games are never "
                "added up. Every game together needs a rule that says how (Rules…)."))
        self._show_standings()

    def _fill_games(self) -> None:
        """The chooser: each game played (the most played first), then every game together
        where the season's rules say how; the game on screen chosen."""
        self.game.blockSignals(True)
        self.game.clear()
        result = self.result
        self._game_of = result.season.id if result is not None else None
        if result is not None:
            lang = current_language()
            for played in result.games:
                self.game.addItem(season_title(replace(result, game=played.game), lang),
                                  played.game)
            if result.season.rules.together:  # the rule itself is said just above
                self.game.addItem(self.tr("All games together, by the season's rule"),
                                  ALL_GAMES)
            self.game.setCurrentIndex(max(self.game.findData(result.game or ALL_GAMES), 0))
        self.game.setEnabled(self.game.count() > 1)
        self.game.blockSignals(False)

    def describe_rules(self, rules: StandingRules, evenings: int | None = None) -> str:
        """The rules in one plain sentence in the window's language (as on paper)."""
        return rules.describe(evenings, current_language())

    def _columns(self) -> list[tuple[str, Callable[[Placing], object]]]:
        assert self.result is not None
        rules = self.result.standings.rules
        columns: list[tuple[str, Callable[[Placing], object]]] = [
            (self.tr("Place"), lambda p: p.place_text),
            (self.tr("Member"), lambda p: p.record.name),
            # a whole score as a number, so that it lines up on the right like the others
            (folded(score_heading(self.result, current_language())),
             lambda p: int(p.record.score)
             if p.record.score.denominator == 1 else p.record.score_text),
            (self.tr("Evenings"), lambda p: len(p.record.evenings)),
            (self.tr("Played"), lambda p: p.record.played),
            (self.tr("Won"), lambda p: p.record.won),
            (self.tr("Lost"), lambda p: p.record.lost)]
        if rules.basis != "points" and self.result.adds_points:  # one game's points only
            columns.append((self.tr("Points"), lambda p: p.record.points))
        if rules.basis == "stars" or "stars" in rules.tie_breaks:
            columns.append((self.tr("Stars (g/r/g)"),
                            lambda p: f"{p.record.gold}/{p.record.red}/{p.record.green}"))
        if rules.basis == "acc" or "spread" in rules.tie_breaks:
            columns.append((self.tr("Spread"), lambda p: ("+" if p.record.spread > 0 else "")
                            + format_number(p.record.spread)))
        lang = current_language()
        columns.append((self.tr("How the place was decided"),
                        lambda p: note_text(p.reason, lang)))
        return columns

    def _show_standings(self) -> None:
        assert self.result is not None
        columns = self._columns()
        placings: tuple[Placing, ...] = self.result.standings.placings
        self.model.set_rows([tuple(read(p) for _, read in columns) for p in placings],
                            [p.record.member_id for p in placings],
                            greyed=[i for i, p in enumerate(placings) if p.place is None],
                            headers=[title for title, _ in columns])
        header = self.table.horizontalHeader()
        for column in range(len(columns) - 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(columns) - 1, QHeaderView.ResizeMode.Stretch)
        lang = current_language()
        reports = [say_tie(report, lang) for report in self.result.standings.ties]
        self.ties.setPlainText("\n\n".join(reports) if reports else
                               self.tr("No ties: every place is decided by the score."))

    # --- actions -------------------------------------------------------------------------
    def new_season(self) -> None:
        evenings = self.services.evenings.list()
        leagues = [e.id for e in evenings if e.kind == "league"]
        dialog = EveningsDialog(evenings, leagues, name="", parent=self)
        if not dialog.exec():
            return
        self.create_season(dialog.name.text(), dialog.evening_ids())

    def create_season(self, name: str, evening_ids: list[int]) -> SeasonView | None:
        """Make a season (total points by default) and show it; a refusal is shown."""
        try:
            season = self.seasons.create(name, None, evening_ids)
        except ServiceError as exc:
            QMessageBox.warning(self, self.tr("New season"), error_words(exc))
            return None
        self.reload(season.id)
        self.hub.statusMessage.emit(self.tr("Season %s made") % season.name)
        return season

    def rename_season(self) -> None:
        season = self.season()
        if season is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("Rename season"), self.tr("Name"),
                                        text=season.name)
        if not ok:
            return
        try:
            self.seasons.rename(season.id, name)
        except ServiceError as exc:
            QMessageBox.warning(self, self.tr("Rename season"), error_words(exc))
        self.reload(season.id)

    def delete_season(self) -> None:
        season = self.season()
        if season is None:
            return
        answer = QMessageBox.question(self, self.tr("Delete season"), self.tr(
            "Delete the season %s? Its evenings and their results stay.") % season.name)
        if answer == QMessageBox.StandardButton.Yes:
            self.seasons.delete(season.id)
            self.reload()

    def edit_rules(self) -> None:
        season = self.season()
        if season is None:
            return
        rules = RulesDialog.edit(season.rules, self)
        if rules is not None:
            self.seasons.set_rules(season.id, rules)
            self.refresh()

    def edit_evenings(self) -> None:
        season = self.season()
        if season is None:
            return
        dialog = EveningsDialog(self.services.evenings.list(), season.evening_ids, parent=self)
        if dialog.exec():
            self.seasons.set_evenings(season.id, dialog.evening_ids())
            self.refresh()

    def edit_awards(self) -> None:
        if self.result is None:
            return
        dialog = AwardsDialog(self.services, self.result.evenings, self)
        if dialog.exec() and dialog.saved:
            self.refresh()

    def export_csv(self, path: str | None = None) -> Path | None:
        """Write the standings as CSV (asking where when no path is given)."""
        season = self.season()
        if season is None:
            return None
        if path is None:
            path = save_file_name(
                self, self.tr("Export standings"), f"{season.name}.csv",
                self.tr("CSV files (*.csv)"))
            if not path:
                return None
        target = Path(path)
        shown = self.result.game if self.result is not None else None
        if shown is None and self.result is not None and self.result.together:
            shown = ALL_GAMES
        target.write_text(ExchangeService(self.services.db).standings_csv(
            season.id, shown, current_language()), encoding=CSV_ENCODING, newline="")
        self.hub.statusMessage.emit(self.tr("Standings written to %s") % target)
        return target
