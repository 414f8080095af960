"""A member's page: evenings attended, results per game, partners and opponents, stars, prizes,
chips, and the rating over time with its uncertainty.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from clubapp import glossary
from clubapp.rules import RuleError
from clubapp.services import ServiceError, Services
from clubapp.services.history import HistoryService, MemberHistory
from clubapp.ui.club.rating_chart import RatingChart
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import current_language, format_date, format_number
from clubapp.ui.shared.money_amounts import shown
from clubapp.ui.shared.redraw_when_shown import RedrawWhenShown
from clubapp.ui.shared.table_model import RowsModel
from clubapp.ui.shared.text_size import follow
from clubapp.words.formats import TEXT


def history_of(services: Services) -> HistoryService:
    """The services' history service, or one on the same database."""
    found = getattr(services, "history", None)
    return found if isinstance(found, HistoryService) else HistoryService(services.db)


def _table(name: str, model: RowsModel, stretch: int = 0) -> QTableView:
    view = QTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.verticalHeader().setVisible(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


class MemberPage(QWidget):
    def __init__(self, services: Services, hub: Hub, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.history = history_of(services)
        self.page: MemberHistory | None = None
        self.choice = QComboBox()
        self.choice.setObjectName("member_choice")
        self.choice.setAccessibleName(self.tr("Member"))
        self.choice.setMinimumWidth(260)
        self.choice.currentIndexChanged.connect(self.refresh)
        self.title = QLabel()
        self.title.setObjectName("member_title")
        follow(self.title, 1.8, bold=True)  # grows with the text size (View menu)
        self.title.setWordWrap(True)  # a long name takes two lines, not a wider window
        self.summary = QLabel()
        self.summary.setObjectName("member_summary")
        self.summary.setWordWrap(True)
        # his money with the club (issue 33): the balance, a deposit, his statement
        self.balance = QLabel()
        self.balance.setObjectName("member_balance")
        self.deposit_button = QPushButton(self.tr("Add a &deposit…"))
        self.deposit_button.setObjectName("member_deposit")
        self.deposit_button.clicked.connect(self.add_deposit)
        self.statement_button = QPushButton(self.tr("His &statement…"))
        self.statement_button.setObjectName("member_statement")
        self.statement_button.clicked.connect(self.print_statement)
        self.preview: QDialog | None = None  # the print preview shown last
        self.rating = QLabel()
        self.rating.setObjectName("member_rating")
        follow(self.rating, 1.35)
        self.chart = RatingChart()
        self.games = RowsModel([self.tr("Game"), self.tr("Tables"), self.tr("Played"),
                                self.tr("Won"), self.tr("Lost"), self.tr("Points"),
                                self.tr("Deals")], self)
        self.evenings = RowsModel([self.tr("Date"), self.tr("Evening"), self.tr("Games"),
                                   self.tr("Won"), self.tr("Points"), self.tr("Stars"),
                                   self.tr("Prize"), self.tr("Chips")], self)
        self.partners = RowsModel([self.tr("Partner"), self.tr("Games"), self.tr("Won"),
                                   self.tr("Lost")], self)
        self.opponents = RowsModel([self.tr("Opponent"), self.tr("Games"), self.tr("Won"),
                                    self.tr("Lost")], self)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("member_tabs")
        self.tabs.addTab(_table("member_evenings", self.evenings, 1), self.tr("Evenings"))
        self.tabs.addTab(_table("member_partners", self.partners), self.tr("Partners"))
        self.tabs.addTab(_table("member_opponents", self.opponents), self.tr("Opponents"))
        for tab in range(self.tabs.count()):  # each table named as its tab is
            if (shown := self.tabs.widget(tab)) is not None:
                shown.setAccessibleName(self.tabs.tabText(tab))
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.rating)
        left_layout.addWidget(self.chart, 3)
        left_layout.addWidget(QLabel(self.tr("Results per game")))
        games = _table("member_games", self.games)
        games.setAccessibleName(self.tr("Results per game"))
        left_layout.addWidget(games, 2)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.tabs)
        split.setSizes([520, 420])
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Member")))
        top.addWidget(self.choice)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        money = QHBoxLayout()
        money.addWidget(self.balance)
        money.addWidget(self.deposit_button)
        money.addWidget(self.statement_button)
        money.addStretch(1)
        layout.addLayout(money)
        layout.addWidget(split, 1)
        hub.membersChanged.connect(self.reload_members)
        self.redraw = RedrawWhenShown(self, self.refresh)  # off screen: redrawn when shown
        hub.eveningsChanged.connect(self.redraw.changed)
        hub.gameChanged.connect(self.redraw.changed)
        self.reload_members()

    def reload_members(self) -> None:
        keep = self.choice.currentData()
        self.choice.blockSignals(True)
        self.choice.clear()
        for member in self.services.members.list():
            suffix = self.tr(" (retired)") if member.retired else ""
            self.choice.addItem(member.name + suffix, member.id)
        self.choice.setCurrentIndex(max(self.choice.findData(keep), 0))
        self.choice.blockSignals(False)
        self.refresh()

    def show_member(self, member_id: int) -> None:
        """Show this member's page (other pages call it to open a member)."""
        index = self.choice.findData(member_id)
        if index < 0:
            self.reload_members()
            index = self.choice.findData(member_id)
        self.choice.setCurrentIndex(index)
        self.refresh()

    def refresh(self) -> None:
        member_id = self.choice.currentData()
        try:
            self.page = self.history.member_page(member_id) if member_id is not None else None
        except ServiceError:
            self.page = None
        page = self.page
        if page is None:
            self.title.setText(self.tr("No member chosen"))
            self._show_balance(None)
            for label in (self.summary, self.rating):
                label.clear()
            for model in (self.games, self.evenings, self.partners, self.opponents):
                model.set_rows([], [])
            self.chart.set_points([])
            return
        self.title.setText(page.member.name)
        self.summary.setText(self._summary(page))
        self._show_balance(page.member.id)
        place = (self.tr(", rank %s of %s") % (page.rating_rank, page.rated_members)
                 if page.rating_rank else "")
        self.rating.setText(self.tr("Rating %s%s after %s rated games")
                            % (page.rating.text, place, format_number(page.rating.games)))
        self.chart.set_points(page.rating_points)
        self.games.set_rows([(_game_name(g.game_kind, g.game_name), g.tables, g.played, g.won, g.lost, g.points, g.deals)
                             for g in page.games], [g.game_kind for g in page.games])
        self.evenings.set_rows(
            [(e.date, e.name, e.games, e.won, e.points,
              _stars(e.gold, e.red, e.green), e.prize, _chips(e.chips_won, e.chips_lost))
             for e in page.evenings], [e.evening_id for e in page.evenings])
        for model, lines in ((self.partners, page.partners), (self.opponents, page.opponents)):
            model.set_rows([(m.name, m.games, m.won, m.lost) for m in lines],
                           [m.member_id for m in lines])

    def _show_balance(self, member_id: int | None) -> None:
        """His balance with the club (below nothing: what he owes), and its actions."""
        try:
            held = self.services.money.balance(member_id).balance if member_id else None
        except ServiceError:
            held = None
        self.balance.setText(self.tr("Balance with the club: %s") % shown(held)
                             if held is not None else "")
        for button in (self.deposit_button, self.statement_button):
            button.setEnabled(held is not None)

    def add_deposit(self) -> None:
        """Money he leaves with the treasurer (or is paid back), then his balance again."""
        from clubapp.ui.club.deposit_dialog import DepositDialog

        member_id = self.choice.currentData()
        if member_id is not None and DepositDialog(self.services, member_id,
                                                   parent=self).exec():
            self._show_balance(member_id)

    def print_statement(self) -> None:
        """His statement (the period asked where the club has seasons), previewed to print."""
        from clubapp.ui.printing.money_prints import choose_period, preview_statement
        from clubapp.ui.printing.window_setup import setup_for

        member_id = self.choice.currentData()
        if member_id is None:
            return
        ok, season = choose_period(self, self.services)
        if ok:
            self.preview = preview_statement(self, self.services, member_id,
                                             setup_for(self, self.services), season)

    def _summary(self, page: MemberHistory) -> str:
        parts = []
        if page.joined:
            parts.append(self.tr("member since %s") % format_date(page.joined, TEXT))
        parts.append(self.tr("%s evenings") % len(page.evenings))
        parts.append(self.tr("%s games played, %s won") % (page.played, page.won))
        stars = _stars(page.gold, page.red, page.green)
        parts.append(self.tr("stars: %s") % (stars or self.tr("none")))
        if page.prizes:
            parts.append(self.tr("prizes: %s") % ", ".join(
                f"{prize} ({format_date(date, TEXT)})" for date, _evening, prize in page.prizes))
        if page.chips_won or page.chips_lost:
            parts.append(self.tr("chips won %s, lost %s") % (page.chips_won, page.chips_lost))
        if page.member.retired:
            parts.append(self.tr("retired"))
        return " · ".join(parts)


def _stars(gold: int, red: int, green: int) -> str:
    colours = (QCoreApplication.translate("MemberPage", "%s gold"),
               QCoreApplication.translate("MemberPage", "%s red"),
               QCoreApplication.translate("MemberPage", "%s green"))
    shown = [text % n for n, text in zip((gold, red, green), colours, strict=True) if n]
    return ", ".join(shown)


def _game_name(kind: str, name: str) -> str:
    """A game's name in the window's language (the history gives the English one)."""
    try:
        return glossary.game_name(kind, current_language())
    except RuleError:  # a game no longer registered keeps the name it had
        return name


def _chips(won: int, lost: int) -> str:
    return f"+{won} / −{lost}" if won or lost else ""
