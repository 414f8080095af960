"""The Print menu: each document built with the reports, previewed, then printed or saved.

Print → Party holds the documents of the card party on the Party page: the book's progressive
party's cards, lists and boards, and a party played from a rotation chart's chart and guests'
cards; each says so when the party open is of the other format.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMenu, QMessageBox

from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.settings_keys import AS_THE_WINDOW, LANG_KEY, LOGO_KEY, PAPER_KEY

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from clubapp.reports.page import ReportSetup
    from clubapp.services.rotation_party import RotationView
    from clubapp.services.views import EveningDetail, GameView
    from clubapp.ui.printing.print_preview import PdfPreviewDialog

ROTATION_KINDS = ("rotation-chart", "rotation-cards")  # a rotation chart party's documents


class PrintingWindow(Protocol):
    """What the Print menu asks of the window it is in (the main window): what is open."""

    settings: QSettings | None
    services: Any

    def tr(self, text: str) -> str: ...
    def shown_game(self) -> GameView | None: ...
    def shown_evening(self) -> EveningDetail | None: ...
    def shown_standings(self) -> tuple[list[Any], str]: ...
    def shown_party(self) -> int | None: ...
    # QWidget's own: the main window is its own window, the parent of the menu's dialogs
    def window(self) -> QWidget: ...


def documents_language(settings: QSettings) -> str:
    """The language documents are printed in: the one chosen in Settings, else the window's."""
    chosen = str(settings.value(LANG_KEY, AS_THE_WINDOW) or AS_THE_WINDOW)
    return chosen if chosen in ("en", "ru") else current_language()


def report_setup(settings: QSettings | None, club: str) -> ReportSetup:
    """The language, paper and logo chosen in Settings, with the club's name."""
    from clubapp.reports.page import ReportSetup

    settings = settings or QSettings()
    lang = documents_language(settings)
    paper = str(settings.value(PAPER_KEY, "a4") or "a4")
    logo = str(settings.value(LOGO_KEY, "") or "") or None
    return ReportSetup(lang if lang in ("en", "ru") else "en",
                       paper if paper in ("a4", "letter") else "a4", club, logo)


def preview_rotation(parent: QWidget, view: RotationView, kind: str, setup: ReportSetup
                     ) -> PdfPreviewDialog | None:
    """A rotation chart party's document previewed to print: ``rotation-chart`` (every
    round's tables, the fairness report, the standing) or ``rotation-cards`` (a card for each
    guest)."""
    from PySide6.QtCore import QCoreApplication

    from clubapp.reports.rotation_chart import (
        chart_of_view,
        write_rotation_cards,
        write_rotation_chart,
    )
    from clubapp.ui.printing.print_preview import PdfPreviewDialog

    chart = chart_of_view(view)
    if kind == "rotation-chart":
        write, title = write_rotation_chart, QCoreApplication.translate("PrintMenu",
                                                                        "Rotation chart")
    else:
        write, title = write_rotation_cards, QCoreApplication.translate("PrintMenu",
                                                                        "Guests' cards")
    return PdfPreviewDialog.open_for(
        parent, lambda path, progress: write(path, chart, setup, progress=progress), title,
        file_name=f"rotation-{view.evening.id}-{kind.removeprefix('rotation-')}.pdf")


class PrintMenu:
    """Builds the Print menu of a main window; each action previews one document."""

    def __init__(self, window: PrintingWindow, menu: QMenu) -> None:
        self.window = window
        self.last: PdfPreviewDialog | None = None
        entries: list[tuple[str, Callable[[], None], str | None]] = [
            (window.tr("&Score sheet of this game…"), self.score_sheet, "Ctrl+P"),
            (window.tr("&Blank score sheet…"), self.blank_sheet, None),
            (window.tr("&Evening results…"), self.evening_results, None),
            (window.tr("S&tandings…"), self.standings, None),
        ]
        for text, handler, shortcut in entries:
            action = QAction(text, window.window())
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(handler)
            menu.addAction(action)
        menu.addSeparator()
        party = menu.addMenu(window.tr("&Party"))
        party.setObjectName("print_party")
        for text, kind in ((window.tr("&Tally cards…"), "tally-cards"),
                           (window.tr("T&able cards…"), "table-cards"),
                           (window.tr("&Find your table list…"), "table-list"),
                           (window.tr("&Next-round slips…"), "round-slips"),
                           (window.tr("&Stars board…"), "stars-board"),
                           (window.tr("&Prizes…"), "prizes")):
            action = QAction(text, window.window())
            action.triggered.connect(lambda _=False, k=kind: self.party_document(k))
            party.addAction(action)
        party.addSeparator()  # a party played from a rotation chart
        for text, kind in ((window.tr("&Rotation chart…"), "rotation-chart"),
                           (window.tr("Guests' &cards of the rotation chart…"),
                            "rotation-cards")):
            action = QAction(text, window.window())
            action.setObjectName(f"print_{kind}")
            action.triggered.connect(lambda _=False, k=kind: self.rotation_document(k))
            party.addAction(action)
        money = menu.addMenu(window.tr("&Money"))  # the club's money (issue 33)
        money.setObjectName("print_money")
        for text, kind in ((window.tr("&Cash sheet of this evening…"), "cash-sheet"),
                           (window.tr("&Payout list of this evening…"), "payouts"),
                           (window.tr("A member's &statement…"), "statement")):
            action = QAction(text, window.window())
            action.setObjectName(f"print_{kind}")
            action.triggered.connect(lambda _=False, k=kind: self.money_document(k))
            money.addAction(action)

    @property
    def _owner(self) -> QWidget:
        """The window as a widget: the parent of the menu's dialogs."""
        return self.window.window()

    def _setup(self) -> ReportSetup:
        return report_setup(self.window.settings, self.window.services.club.name())

    def _preview(self, title: str, file_name: str,
                 build: Callable[[Path, ReportSetup, Callable[[int, int], bool]], object]) -> None:
        from clubapp.ui.printing.print_preview import PdfPreviewDialog

        if self.window.services is None:
            return  # the club is still opening
        setup = self._setup()
        self.last = PdfPreviewDialog.open_for(
            self._owner, lambda path, progress: build(path, setup, progress), title,
            file_name=file_name)

    def score_sheet(self) -> None:
        """The game on screen, its header filled in: the evening's date and name, the table
        and the scorer. Never another table's game: where a table shows its setup, there is
        no game on screen, and the scorer is told where its games are."""
        view = self.window.shown_game()
        if view is None:
            QMessageBox.information(self._owner, self.window.tr("Print"), self.window.tr(
                "No game is on screen. Open a table's game first; a table's finished games "
                "are listed above its seats, each with its sheet."))
            return
        self._sheet(view)

    def game_sheet(self, game_pk: int) -> None:
        """The score sheet of one game by its id (a table's earlier game, from its list)."""
        if self.window.services is None:
            return  # the club is still opening
        self._sheet(self.window.services.scoring.view(game_pk))

    def _sheet(self, view: GameView) -> None:
        from clubapp.reports.data import sheet_header
        from clubapp.reports.score_sheet import write_filled_sheet

        self._preview(self.window.tr("Score sheet"), f"score-sheet-{view.id}.pdf",
                      lambda path, setup, progress: write_filled_sheet(
                          path, view, setup, progress=progress,
                          header=sheet_header(self.window.services, view, setup)))

    def blank_sheet(self) -> None:
        from clubapp import glossary
        from clubapp.reports.score_sheet import write_blank_sheet
        from clubapp.rules import all_games, get_game

        games = all_games()
        names = [f"{glossary.game_name(g, current_language())} ({g.id})" for g in games]
        current = self.window.shown_game()
        start = next((i for i, g in enumerate(games) if current and g.id == current.game_id), 0)
        chosen, ok = QInputDialog.getItem(self._owner, self.window.tr("Blank score sheet"),
                                          self.window.tr("Game"), names, start, False)
        if not ok:
            return
        game = games[names.index(chosen)]
        self._preview(self.window.tr("Blank score sheet"), f"blank-{game.id}.pdf",
                      lambda path, setup, progress: write_blank_sheet(
                          path, get_game(game.id).id, setup, progress=progress))

    def evening_results(self) -> None:
        from clubapp.reports.data import evening_results
        from clubapp.reports.evening_results import write_evening_results

        detail = self.window.shown_evening()
        if detail is None:
            QMessageBox.information(self._owner, self.window.tr("Print"),
                                    self.window.tr("Open an evening first."))
            return
        results = evening_results(self.window.services, detail.evening.id)
        self._preview(self.window.tr("Evening results"), f"evening-{detail.evening.id}.pdf",
                      lambda path, setup, progress: write_evening_results(
                          path, results, setup, progress=progress))

    def standings(self) -> None:
        from clubapp.reports.standings import write_standings

        standings, scope = self.window.shown_standings()
        self._preview(self.window.tr("Standings"), "standings.pdf",
                      lambda path, setup, progress: write_standings(
                          path, standings, setup, scope=scope, progress=progress))

    def party_document(self, kind: str) -> None:
        """One of the open card party's documents: ``tally-cards``, ``table-cards``,
        ``table-list`` (find your table), ``round-slips``, ``stars-board`` or ``prizes``."""
        from clubapp.reports.party_cards import (
            write_round_slips,
            write_table_cards,
            write_tally_cards,
        )
        from clubapp.reports.party_data import party_data
        from clubapp.reports.party_lists import (
            write_prize_list,
            write_stars_board,
            write_table_list,
        )

        evening_id = self.window.shown_party()
        data = party_data(self.window.services, evening_id) if evening_id is not None else None
        if evening_id is None or data is None:
            if evening_id is not None and self._rotation(evening_id) is not None:
                QMessageBox.information(
                    self._owner, self.window.tr("Print"),
                    self.window.tr("This party is played from a rotation chart: print its "
                                   "chart or its guests' cards (Print → Party)."))
                return
            QMessageBox.information(self._owner, self.window.tr("Print"),
                                    self.window.tr("Open a card party and draw it first."))
            return
        documents = {
            "tally-cards": (self.window.tr("Tally cards"), write_tally_cards),
            "table-cards": (self.window.tr("Table cards"), write_table_cards),
            "table-list": (self.window.tr("Find your table"), write_table_list),
            "round-slips": (self.window.tr("Next-round slips"), write_round_slips),
            "stars-board": (self.window.tr("Stars board"), write_stars_board),
            "prizes": (self.window.tr("Prizes"), write_prize_list),
        }
        title, write = documents[kind]
        extra: dict[str, Any] = {}
        if kind in ("tally-cards", "table-cards"):
            from clubapp.ui.table_entry import served_codes

            codes = served_codes(self.window, evening_id, kind)  # served to phones
            if codes is not None:
                extra["codes"] = codes
        self._preview(title, f"party-{evening_id}-{kind}.pdf",
                      lambda path, setup, progress: write(path, data, setup, progress=progress,
                                                          **extra))

    def money_document(self, kind: str) -> None:
        """The open evening's cash sheet (``cash-sheet``) or payout list (``payouts``), or a
        member's statement (``statement``: the member asked, the Member page's first)."""
        from clubapp.ui.printing import money_prints

        if self.window.services is None:
            return  # the club is still opening
        services = self.window.services
        if kind == "statement":
            page = getattr(self.window, "member_page", None)
            shown = page.choice.currentData() if page is not None else None
            member = money_prints.choose_member(self._owner, services, shown)
            if member is None:
                return
            ok, season = money_prints.choose_period(self._owner, services)
            if ok:
                self.last = money_prints.preview_statement(self._owner, services, member,
                                                           self._setup(), season)
            return
        detail = self.window.shown_evening()
        if detail is None:
            QMessageBox.information(self._owner, self.window.tr("Print"),
                                    self.window.tr("Open an evening first."))
            return
        preview = (money_prints.preview_cash_sheet if kind == "cash-sheet"
                   else money_prints.preview_payout_list)
        self.last = preview(self._owner, services, detail.evening.id, self._setup())

    def _rotation(self, evening_id: int) -> RotationView | None:
        from clubapp.services.rotation_party import RotationPartyService

        return RotationPartyService(self.window.services.db).view(evening_id)

    def rotation_document(self, kind: str) -> None:
        """The open rotation chart party's chart (``rotation-chart``) or its guests' cards
        (``rotation-cards``)."""
        if self.window.services is None:
            return  # the club is still opening
        evening_id = self.window.shown_party()
        view = self._rotation(evening_id) if evening_id is not None else None
        if view is None:
            QMessageBox.information(
                self._owner, self.window.tr("Print"),
                self.window.tr("Open a card party played from a rotation chart and draw "
                               "its chart first (the book's party prints its tally and "
                               "table cards)."))
            return
        self.last = preview_rotation(self._owner, view, kind, self._setup())
