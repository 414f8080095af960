"""The main window: navigation to Members, Evenings, the open Evening and Standings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QStackedWidget,
    QWidget,
)

from clubapp.ui.evening.deal_history import TableHistories
from clubapp.ui.printing.print_menu import PrintMenu
from clubapp.ui.shared.fold_navigation import FoldingNavigation, short_page_name
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import chosen_language
from clubapp.ui.shared.page_scroll import PageScroll
from clubapp.ui.shared.screen_fit import keep_every_window_on_screen, keep_on_screen
from clubapp.ui.shared.settings_keys import saved_database
from clubapp.ui.shared.text_size import add_view_menu, follow
from clubapp.ui.window_place import may_quit, restore_frame, restore_place, save_place

if TYPE_CHECKING:
    from clubapp.services import Services
    from clubapp.ui.club.settings_dialog import SettingsDialog

# The window is painted before the club's data is opened: the pages (and the database layer
# they stand on) are imported when the club is attached, so a person sees the window at once.

PAGES = ("Members", "Evenings", "Evening", "Standings", "Seasons", "Member", "Party", "Start")
POLL_MS = 1000  # other computers' changes show within about a second


class MainWindow(QMainWindow):
    def __init__(self, services: Services | None, settings: QSettings | None = None) -> None:
        """The window; without ``services`` it shows its frame until ``attach`` gives the club."""
        super().__init__()
        # None only until attach() gives the club: the pages are built there, and what runs
        # before (the Print menu) asks ``services is None`` first
        self.services: Services = None  # type: ignore[assignment]  # a club from attach()
        self.settings = settings
        self.hub = Hub(self)
        self.histories = TableHistories(services, self)  # each table's undo history
        self.histories.changed.connect(self._update_edit_menu)
        self.histories.applied.connect(lambda view: self.hub.gameChanged.emit(view.id))
        self.histories.refused.connect(self._undo_refused)
        self.histories.said.connect(lambda text: self.statusBar().showMessage(text, 5000))
        self.setWindowTitle("clubapp")
        restore_frame(self, settings)  # as it was left, clamped to this screen (or to fit it)
        self.poller = QTimer(self)
        self.poller.setInterval(POLL_MS)
        self.poller.timeout.connect(self.poll_changes)
        self._build_menus()
        self._build_frame()
        self.hub.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 5000))
        if services is not None:
            self.attach(services)

    def _build_frame(self) -> None:
        """The navigation and a word that the club is opening: painted before the data."""
        self.nav = self._navigation()
        opening = QLabel(self.tr("Opening the club…"))
        opening.setAlignment(Qt.AlignmentFlag.AlignCenter)
        opening.setStyleSheet("color: #666;")
        follow(opening, 1.45)  # grows with the text size (View menu)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addWidget(self.nav)
        layout.addWidget(opening, 1)
        self.setCentralWidget(central)

    def attach(self, services: Services) -> None:
        """Show this club: build the pages on it and follow other computers' changes."""
        self.services = services
        # every dialog kept on its screen too, from here on: the watch sees every event of
        # the program, and the window's first paint, before the club, has no dialog to keep
        keep_every_window_on_screen(self)
        self.histories.clear(services)
        self._build_pages()
        self._show_database()
        self._seen_changes = self._change_count()
        self.poller.start()
        # the evening, table and page of the last time; a new club: the start page
        if not restore_place(self, self.settings) and self._club_is_new():
            self.go_to("Start")

    def _change_count(self) -> int | None:
        from clubapp.store.database import DatabaseError

        try:
            return self.services.db.change_count()
        except DatabaseError:
            return None

    def poll_changes(self) -> None:
        """Show what other computers changed: every page redraws from the database."""
        count = self._change_count()
        if count is None:
            self.statusBar().showMessage(self.tr("The database cannot be reached; "
                                                 "retrying…"), POLL_MS * 2)
            return
        if count == self._seen_changes:
            return
        self._seen_changes = count
        self.hub.membersChanged.emit()
        self.hub.eveningsChanged.emit()
        panel = self.evening_page.panel
        if panel.view is not None:
            self.hub.gameChanged.emit(panel.view.id)

    def _navigation(self) -> FoldingNavigation:
        # a narrow window (a 1024-pixel laptop) shows the pages as a strip of drawings
        nav = FoldingNavigation([(name, self.tr(name), short_page_name(name)) for name in PAGES])
        nav.setStyleSheet("QListWidget::item { padding: 8px; }")
        follow(nav, 4 / 3)  # larger than the pages' text, as the text size changes
        nav.item(PAGES.index("Party")).setHidden(True)  # shown for a card party only
        return nav

    def _build_pages(self) -> None:
        from clubapp.ui.club.member_page import MemberPage
        from clubapp.ui.club.members_page import MembersPage
        from clubapp.ui.club.start_page import StartPage
        from clubapp.ui.evening.evening_page import EveningPage
        from clubapp.ui.evening.evenings_page import EveningsPage
        from clubapp.ui.party.party_page import PartyPage
        from clubapp.ui.seasons.seasons_page import SeasonsPage
        from clubapp.ui.seasons.standings_page import StandingsPage

        self.nav = self._navigation()
        self._follow_party_in_menu()
        self.stack = PageStack()
        self.members_page = MembersPage(self.services, self.hub)
        self.evenings_page = EveningsPage(self.services, self.hub)
        self.evening_page = EveningPage(self.services, self.hub, self.histories)
        self.standings_page = StandingsPage(self.services, self.hub)
        self.seasons_page = SeasonsPage(self.services, self.hub)
        self.member_page = MemberPage(self.services, self.hub)
        self.party_page = PartyPage(self.services, self.hub)
        self.start_page = StartPage()
        self.start_page.jobRequested.connect(self.start_job)
        self.start_page.sampleRequested.connect(self.open_sample)
        for page in (self.members_page, self.evenings_page, self.evening_page,
                     self.standings_page, self.seasons_page, self.member_page, self.party_page,
                     self.start_page):
            self.stack.addWidget(page)
        self.nav.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.nav.currentRowChanged.connect(self._follow_table)
        self.hub.tableShown.connect(self._follow_table)
        self.hub.openEvening.connect(self.open_evening)
        self.hub.openMember.connect(self.open_member)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(4, 2, 4, 0)  # a short screen's height goes to the pages
        layout.setSpacing(4)
        layout.addWidget(self.nav)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self.nav.setCurrentRow(0)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        settings = QAction(self.tr("&Settings…"), self)
        settings.triggered.connect(self.open_settings)
        file_menu.addAction(settings)
        backups = QAction(self.tr("&Backups…"), self)
        backups.triggered.connect(self.open_backups)
        file_menu.addAction(backups)
        file_menu.addSeparator()
        exchanges = (
            (self.tr("&Import members from CSV…"), "import_members", True),
            (self.tr("Export &members (CSV)…"), "export_members", False),
            (self.tr("Export &evenings (CSV)…"), "export_evenings", False),
            (self.tr("Export the whole &club (JSON)…"), "export_club", False),
            (self.tr("Import a whole club (JSON)…"), "import_club", True),
        )
        for label, name, with_hub in exchanges:
            action = QAction(label, self)
            action.triggered.connect(lambda _=False, n=name, h=with_hub: self._exchange(n, h))
            file_menu.addAction(action)
        file_menu.addSeparator()
        publish = QAction(self.tr("P&ublish results…"), self)
        publish.setObjectName("publish_results_action")
        publish.triggered.connect(self.open_publish)
        file_menu.addAction(publish)
        mail = QAction(self.tr("E-mai&l results…"), self)
        mail.setObjectName("mail_results_action")
        mail.triggered.connect(self.open_mail)
        file_menu.addAction(mail)
        file_menu.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        # Ctrl+Q as well: without a desktop's theme Qt knows no quit key on Linux
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
        quit_action.setShortcuts(keys if QKeySequence("Ctrl+Q") in keys  # once: twice is
                                 else [*keys, QKeySequence("Ctrl+Q")])  # an ambiguous key
        quit_action.triggered.connect(self.request_quit)
        file_menu.addAction(quit_action)
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        # undo and redo act on the table on screen, with its own history (deal_history)
        self.undo_action = QAction(self)
        self.undo_action.setObjectName("undo_action")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.histories.undo)
        self.redo_action = QAction(self)
        self.redo_action.setObjectName("redo_action")
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo_action.triggered.connect(self.histories.redo)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        self._update_edit_menu()
        view_menu = add_view_menu(self)  # larger and smaller text, kept between starts
        # the room's screen, also where the Evening page's line has no room for its button
        view_menu.addSeparator()
        room_action = QAction(self.tr("The standings on the &room's screen"), self)
        room_action.setObjectName("room_screen_action")
        room_action.triggered.connect(lambda: self.evening_page.room_screen.open())
        view_menu.addAction(room_action)
        view_menu.aboutToShow.connect(
            lambda: room_action.setEnabled(self.evening_page.room_screen.isEnabled()))
        self.print_menu = PrintMenu(self, self.menuBar().addMenu(self.tr("&Print")))
        self.hub.printGame.connect(self.print_menu.game_sheet)  # a table's earlier game
        from clubapp.ui.table_entry import add_table_entry_menu

        add_table_entry_menu(self)  # the evening served to the tables' phones (issue 23)
        from clubapp.ui.evening.money_menu import add_money_menu

        add_money_menu(self)  # the club's money (issue 33)
        go_menu = self.menuBar().addMenu(self.tr("&Go"))
        for row, name in enumerate(PAGES):
            action = QAction(self.tr(name), self)
            action.setShortcut(QKeySequence(f"Ctrl+{row + 1}"))
            action.triggered.connect(lambda _=False, r=row: self.nav.setCurrentRow(r))
            go_menu.addAction(action)
        self.go_party = go_menu.actions()[PAGES.index("Party")]
        self.go_party.setObjectName("go_party")
        self._follow_party_in_menu()
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        guide = QAction(self.tr("&User guide"), self)
        guide.setObjectName("user_guide_action")
        # F1 everywhere: some desktops' themes bind the guide to another key, or to none
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents)
        guide.setShortcuts(keys if QKeySequence("F1") in keys else [QKeySequence("F1"), *keys])
        guide.triggered.connect(self.open_user_guide)
        help_menu.addAction(guide)
        about = QAction(self.tr("&About clubapp"), self)
        about.triggered.connect(self.about)
        help_menu.addAction(about)

    def _show_database(self) -> None:
        self.statusBar().showMessage(self.tr("Database: %s") % self.services.db.display_name)

    def _exchange(self, name: str, with_hub: bool) -> None:
        from clubapp.ui.club import exchange_actions

        if self.services is None:
            return  # the club is still opening
        action = getattr(exchange_actions, name)
        if with_hub:
            action(self, self.services, self.hub)
        else:
            action(self, self.services)

    def open_evening(self, evening_id: int) -> None:
        self.evening_page.open_evening(evening_id)
        detail = self.evening_page.detail
        party = detail is not None and detail.evening.kind == "party"
        self.nav.item(PAGES.index("Party")).setHidden(not party)
        self._follow_party_in_menu()
        if party:
            self.party_page.open_evening(evening_id)
        else:
            self.party_page.close_evening()
        self.nav.setCurrentRow(PAGES.index("Party" if party else "Evening"))

    def _follow_party_in_menu(self) -> None:
        """Go → Party as the page list has it: there only while a card party is open, and
        until then saying why it cannot be gone to."""
        nav = getattr(self, "nav", None)  # the menus are made before the page list
        shown = nav is not None and not nav.item(PAGES.index("Party")).isHidden()
        self.go_party.setEnabled(shown)
        self.go_party.setText(self.tr("Party") if shown
                              else self.tr("Party (no card party is open)"))
        self.go_party.setStatusTip("" if shown else self.tr(
            "Open an evening of the kind Card party in Evenings."))

    def _club_is_new(self) -> bool:
        return not self.services.members.list() and not self.services.evenings.list()

    def start_job(self, kind: str) -> None:
        """A club evening, a card party or a league night for tonight: who comes, then the
        evening with table 1 to set up (its seats filled in), or the party's page. One of the
        kind already open tonight is offered first; a name near a member's is asked about."""
        import datetime as dt

        from clubapp.services import ServiceError
        from clubapp.services.open_tonight import open_evenings_on
        from clubapp.ui.club.start_page import PlayersDialog, tonight_name
        from clubapp.ui.club.start_questions import NEW, ContinueQuestion
        from clubapp.ui.evening.table_setup import SetupChoice
        from clubapp.ui.shared.rule_messages import error_words

        today = dt.date.today()
        tonight = open_evenings_on(self.services.db, today, kind)
        if tonight:
            answer = ContinueQuestion(tonight, self).ask()
            if answer is None:
                return
            if answer is not NEW:
                self.open_evening(answer)
                return
        dialog = PlayersDialog([], kind, self,
                               known=self.services.members.list(include_retired=False))
        dialog.finished.connect(dialog.deleteLater)
        if not dialog.exec():
            return
        try:
            ids = []
            for who in dialog.meant:
                ids.append(who if isinstance(who, int) else self.services.members.add(who).id)
            ids = list(dict.fromkeys(ids))  # a member named twice sits once
            # named by its day ("Tuesday", «Вторник»): the header adds the date and the kind
            name = tonight_name(today, [e.name for e in self.services.evenings.list()
                                        if e.date == today])
            evening = self.services.evenings.create(today, name, kind)
            table = self.services.evenings.add_table(evening.id) if kind != "party" else None
        except ServiceError as exc:
            QMessageBox.warning(self, self.tr("Start"), error_words(exc))
            return
        if table is not None:  # the seats filled in, the game still to find
            self.evening_page.panel.setups[table.id] = SetupChoice(None, ids)
        else:  # the party's guests: ticked on its page, in the order typed
            self.party_page.setup.expect_guests(evening.id, ids)
        self.hub.membersChanged.emit()
        self.hub.eveningsChanged.emit()
        self.open_evening(evening.id)
        if table is not None:  # the cursor in the game's search, the dialog gone
            def find_the_game() -> None:
                self.activateWindow()
                self.evening_page.panel.setup.game_search.setFocus()

            QTimer.singleShot(0, find_the_game)

    def open_sample(self) -> None:
        """The sample club, on a scratch copy of its own: the window works on it until another
        database is opened (Settings), and says so in its title."""
        from clubapp.services import Services
        from clubapp.services.sample import new_sample_club

        path, evening = new_sample_club(self.tr("Sample evening"))
        self.switch_services(Services.open(path))
        self.setWindowTitle(self.tr("clubapp — the sample club (a scratch copy)"))
        self.open_evening(evening)

    def open_member(self, member_id: int) -> None:
        self.member_page.show_member(member_id)
        self.nav.setCurrentRow(PAGES.index("Member"))

    # what is open, as the Print menu asks it (printing.print_menu.PrintingWindow)
    def shown_game(self):  # -> GameView | None
        """The game on the Evening page's table (None where its setup is shown)."""
        return self.evening_page.shown_game() if self.services is not None else None

    def shown_evening(self):  # -> EveningDetail | None
        return self.evening_page.detail if self.services is not None else None

    def shown_standings(self) -> tuple[list[object], str]:
        """The standing the Standings page shows (a game's, or every game together) and its
        scope's name ("" for all evenings)."""
        return self.standings_page.printable()

    def shown_party(self) -> int | None:
        return self.party_page.evening_id if self.services is not None else None

    def _follow_table(self, _changed: object = None) -> None:
        """Undo acts on the table the Evening page shows, and on nothing elsewhere."""
        on_evening = self.stack.currentWidget() is self.evening_page
        self.histories.set_active(self.evening_page.shown_table() if on_evening else None)
        self._update_edit_menu()

    def _update_edit_menu(self) -> None:
        history = self.histories.active()
        self.undo_action.setText(self.histories.undo_label())
        self.undo_action.setEnabled(history is not None and history.can_undo())
        self.redo_action.setText(self.histories.redo_label())
        self.redo_action.setEnabled(history is not None and history.can_redo())

    def _undo_refused(self, reason: str) -> None:
        QMessageBox.warning(self, self.tr("Undo"), self.tr(
            "%s\n\nNothing was changed: the table's history is where it was.") % reason)

    def go_to(self, page: str) -> None:
        self.nav.setCurrentRow(PAGES.index(page))

    def open_settings(self) -> None:
        from clubapp.ui.club.settings_dialog import SettingsDialog

        if self.services is None:
            return  # the club is still opening
        settings = self.settings or QSettings()
        dialog = SettingsDialog(settings, self.services, self)
        try:
            if dialog.exec():
                if dialog.pin_set is not None:
                    self.statusBar().showMessage(dialog.pin_set, 8000)
                self._apply_settings(dialog, settings)
        finally:
            # no closed dialog stays among the window's; deleted only now, as a question asked
            # meanwhile (upgrading a server's database) runs the event loop
            dialog.deleteLater()

    def _apply_settings(self, dialog: SettingsDialog, settings: QSettings) -> None:
        """What the Settings dialog chose: the language at once, then the database, opened (a
        server's of an older schema upgraded only on a yes) before the choice is saved."""
        from clubapp.services import Services
        from clubapp.store.database import DatabaseError

        if dialog.save_language():  # the window speaks the new language at once
            self.retranslate(chosen_language(settings))
        if dialog.chosen_database() == saved_database(settings):
            dialog.save()  # the documents' settings; the same database: nothing to reopen
            return
        upgrade = False
        while True:
            try:
                services = Services.open(dialog.chosen_database(), upgrade=upgrade)
                break
            except DatabaseError as exc:
                from clubapp.ui.shared.rule_messages import error_words
                from clubapp.ui.shared.server_upgrade import ask_to_upgrade

                if exc.why.id == "store.server_upgrade_needed" and not upgrade:
                    if not ask_to_upgrade(self, error_words(exc)):
                        return  # nothing changed: the window stays on the club it had
                    upgrade = True
                    continue
                QMessageBox.critical(self, self.tr("Database"), error_words(exc))
                return
        if not dialog.save():
            QMessageBox.information(self, self.tr("Database"), self.tr(
                "This computer has no keyring to keep the password in: clubapp will ask for "
                "it at each start."))
        self.switch_services(services)

    def retranslate(self, lang: str) -> None:
        """Speak ``lang`` from now on, keeping the page, the open evening, the chosen table and
        whatever is typed in the score form (see ``language_switch``)."""
        from clubapp.ui.language_switch import switch_language

        switch_language(self, lang)

    def open_publish(self) -> None:
        """File → Publish results…: the results site built, uploaded and opened."""
        from clubapp.ui.club.publish_dialog import publish_results

        if self.services is None:
            return  # the club is still opening
        publish_results(self, self.services, self.settings or QSettings())

    def open_mail(self) -> None:
        """File → E-mail results…: the evening on screen's results mailed to its players."""
        from clubapp.ui.club.mail_dialog import mail_results

        if self.services is None:
            return  # the club is still opening
        shown = self.evening_page.detail
        mail_results(self, self.services, self.settings or QSettings(),
                     shown.evening.id if shown is not None else None)

    def open_backups(self) -> None:
        from clubapp.services import Services
        from clubapp.ui.club.backups_dialog import BackupsDialog

        if self.services is None:
            return  # the club is still opening
        dialog = BackupsDialog(self.services, self)
        dialog.finished.connect(dialog.deleteLater)
        dialog.exec()
        if dialog.restored:
            self.switch_services(Services.open(self.services.db.url))
            self.hub.statusMessage.emit(self.tr("The backup was restored"))

    def switch_services(self, services: Services) -> None:
        """Work on another database from now on (the old one is closed)."""
        old = self.services
        self.services = services
        self.histories.clear(services)
        self.hub.deleteLater()
        self.hub = Hub(self)
        self.hub.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 5000))
        self._build_pages()
        old.close()
        self._show_database()
        self._seen_changes = self._change_count()

    def open_user_guide(self) -> None:
        """The user guide in the window's language, in the system's browser (offline)."""
        from clubapp.ui.shared.i18n import current_language
        from clubapp.ui.shared.user_guide import open_user_guide

        open_user_guide(self, current_language())

    def about(self) -> None:
        from clubapp import __version__

        QMessageBox.about(self, self.tr("About clubapp"),
                          self.tr("clubapp %s\nScores, seats and chips for card clubs.") % __version__)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        keep_on_screen(self)  # the frame's real size is known now

    def request_quit(self) -> None:
        """Quit (Ctrl+Q), asking first when a deal or a round's scores are typed, not recorded."""
        if may_quit(self):
            self._asked = True
            self.close()

    def closeEvent(self, event) -> None:
        # every deal was committed when it was recorded; only what is typed could be lost
        if event.spontaneous() and not getattr(self, "_asked", False) and not may_quit(self):
            event.ignore()  # the window's close button, with a typed deal: the person stays
            return
        self._asked = False
        save_place(self, self.settings)
        if self.services is not None:
            self.services.close()
        event.accept()


class PageStack(QStackedWidget):
    """The pages, one shown at a time; only the one shown decides how small the window may be
    (a QStackedWidget asks for the room of its biggest page, shown or not)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(self._only_shown_counts)

    def addWidget(self, widget: QWidget) -> int:
        index = super().addWidget(PageScroll(widget))  # large text: the page scrolls
        self._only_shown_counts()
        return index

    def widget(self, index: int) -> QWidget | None:
        """The page at ``index`` (not the scroll area that holds it); None past the last."""
        area = super().widget(index)
        return area.page() if isinstance(area, PageScroll) else area

    def currentWidget(self) -> QWidget | None:
        return self.widget(self.currentIndex())

    def _only_shown_counts(self, _index: int = 0) -> None:
        for index in range(self.count()):
            page = self.widget(index)
            assert page is not None  # an index in range
            policy = QSizePolicy.Policy.Preferred if page is self.currentWidget() \
                else QSizePolicy.Policy.Ignored
            page.setSizePolicy(policy, policy)
        self.updateGeometry()


def focus_widget_name(window: MainWindow) -> str:
    """The object name of the focused widget (tests of keyboard flow use it)."""
    widget = window.focusWidget()
    return widget.objectName() if widget is not None else ""


__all__ = ["MainWindow", "Qt", "focus_widget_name"]
