"""The progressive-euchre party of the open evening: set up and draw, then play to the bell.

The tables of the round in play take their scores from the keyboard (``party_tables``); the
bell (its button, or Enter once every table is filled) is one committed transaction, and only
then does the page show the next seating and every star. A refused bell names the table and
what to fix there, in the window's language, puts the cursor in the box at fault, and changes
nothing; the page's old messages go as soon as the bell is rung again or the host types. Everything shown is redrawn from the service, so a bell rung on
another computer shows here within about a second (the window's poller).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QActionGroup, QGuiApplication, QScreen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.party_views import BellRefused, PartyView
from clubapp.services.rotation_party import RotationView
from clubapp.store.database import DatabaseError
from clubapp.ui.party import party_ending, projector_screens
from clubapp.ui.party.party_panels import BellPanel, PlayersPanel, PrizesPanel, StarsPanel
from clubapp.ui.party.party_setup import PartySetup
from clubapp.ui.party.party_tables import BOX_MIN_WIDTH, TablesGrid
from clubapp.ui.party.projector_window import ProjectorWindow
from clubapp.ui.party.rotation_page import RotationPage
from clubapp.ui.party.stationary_mark import mark_stationary
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.ui.shared.text_size import follow
from clubapp.words import Message, say

NOTHING, SETUP, PLAY, ROTATION = range(4)  # ROTATION: a party played from a rotation chart
MESSAGE_LINES = 2  # the room the page keeps for its message, said or not


class PartyPage(QWidget):
    """The party page: the setup until the draw, then the tables, the bell and the panels."""

    def __init__(self, services: Services, hub: Hub, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.hub = services, hub
        self.evening_id: int | None = None
        self.view: PartyView | None = None
        self.projector: ProjectorWindow | None = None
        self.header = QLabel(self.tr("Open an evening of the kind Card party in Evenings."))
        self.header.setObjectName("party_header")
        follow(self.header, 1.8, bold=True)  # grows with the text size (View menu)
        self.message = QLabel()
        self.message.setObjectName("party_message")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # the message's room is kept, said or not: a message coming or going moves nothing
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * MESSAGE_LINES)
        self.message_is_error = False
        self.setup = PartySetup(services)
        self.setup.started.connect(self._started)
        self.setup.membersAdded.connect(hub.membersChanged)  # a late guest: a new member
        self.stack = QStackedWidget()
        placeholder = QLabel(self.tr("No card party is open."))
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(placeholder)
        self.stack.addWidget(self.setup)
        self.stack.addWidget(self._build_play())
        self.rotation = RotationPage(services)
        self.stack.addWidget(self.rotation)
        self.setup.rotationStarted.connect(self._show_rotation)
        self.rotation.changed.connect(self._show_rotation)
        self.rotation.redrawRequested.connect(self._redraw_chart)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.message)
        layout.addWidget(self.stack, 1)
        hub.eveningsChanged.connect(self.refresh)
        hub.membersChanged.connect(self._members_changed)

    def _build_play(self) -> QWidget:
        self.ring_button = QPushButton(self.tr("Ring the &bell"))
        self.ring_button.setObjectName("ring_bell")
        self.ring_button.setStyleSheet("font-weight: bold; padding: 6px 18px;")
        self.ring_button.clicked.connect(self.ring)
        self.undo_button = QPushButton(self.tr("&Undo bell…"))
        self.undo_button.setObjectName("undo_bell")
        self.undo_button.clicked.connect(self.undo)
        self.redraw_button = QPushButton(self.tr("Draw &again…"))
        self.redraw_button.setObjectName("redraw")
        self.redraw_button.clicked.connect(self.redraw)
        # the end (seeds/002 line 93): no more bells, the prizes fixed; once ended, reopening
        self.end_button = QPushButton(self.tr("&End the party…"))
        self.end_button.setObjectName("end_party")
        self.end_button.clicked.connect(self.end_or_reopen)
        # the room's window; its menu picks the screen it goes to (kept in the settings)
        self.projector_button = QToolButton()
        self.projector_button.setText(self.tr("&Projector"))
        self.projector_button.setObjectName("open_projector")
        self.projector_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.projector_button.setToolTip(self.tr("Open the room's window; the arrow chooses "
                                                 "its screen"))
        self.projector_button.clicked.connect(lambda: self.open_projector())
        self.screen_menu = QMenu(self.projector_button)
        self.screen_menu.setObjectName("projector_screens")
        self.screen_menu.aboutToShow.connect(self._list_screens)
        self.projector_button.setMenu(self.screen_menu)
        buttons = QHBoxLayout()
        for button in (self.ring_button, self.undo_button, self.redraw_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.end_button)
        buttons.addWidget(self.projector_button)
        self.grid = TablesGrid()
        self.grid.ringRequested.connect(self.ring)
        self.grid.edited.connect(self._typed)
        # who sits this round out, and why (the house rule, a lot, a late arrival)
        self.sitting = QLabel()
        self.sitting.setObjectName("party_sitting")
        self.sitting.setWordWrap(True)
        self.sitting.setStyleSheet("color: #5d4037;")
        scroll = self.tables_scroll = QScrollArea()
        scroll.setObjectName("party_tables")
        scroll.setWidgetResizable(True)
        scroll.setMinimumWidth(BOX_MIN_WIDTH + 40)  # a table abreast at least, the scroll bar
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        tables = QWidget()
        column = QVBoxLayout(tables)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.sitting)  # above the tables, and scrolled with them
        column.addWidget(self.grid, 1)
        scroll.setWidget(tables)
        self.bell_panel = BellPanel()
        self.stars_panel = StarsPanel()
        self.prizes_panel = PrizesPanel(self.award)
        self.players_panel = PlayersPanel(self.arrive, self.leave, self.replace)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("party_tabs")
        self.tabs.addTab(self.bell_panel, self.tr("Bell"))
        self.tabs.addTab(self.stars_panel, self.tr("Stars"))
        self.tabs.addTab(self.prizes_panel, self.tr("Prizes"))
        # short, so that the four tabs fit a narrow pane; its page says the rest, and
        # scrolls on a short screen rather than squeezing its boxes
        players = QScrollArea()
        players.setObjectName("players_scroll")
        players.setWidgetResizable(True)
        players.setFrameShape(QScrollArea.Shape.NoFrame)
        players.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        players.setWidget(self.players_panel)
        self.tabs.addTab(players, say(Message("partypage.players_tab"), current_language()))
        # every tab's name whole: the pane is never narrower than the tabs
        self.tabs.setMinimumWidth(self.tabs.tabBar().sizeHint().width() + 12)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(scroll)
        splitter.addWidget(self.tabs)
        # halves: the tables keep at least a table abreast with its names whole, and on a
        # 1024-pixel screen the tabs' lists (stars, who won and why) have room for their words
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setCollapsible(0, False)
        splitter.setSizes([500, 500])
        play = QWidget()
        layout = QVBoxLayout(play)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addWidget(splitter, 1)
        return play

    # --- which evening ---------------------------------------------------------------------
    def open_evening(self, evening_id: int) -> None:
        """Show the party of this evening: its setup until drawn, then its tables."""
        self.evening_id = evening_id
        self.view = None
        self.grid.shown = None
        self.message.clear()
        self.refresh()
        if self.stack.currentIndex() == PLAY:
            self.grid.focus_first()

    def close_evening(self) -> None:
        """No party evening is open (another kind of evening was opened)."""
        self.evening_id, self.view = None, None
        self.stack.setCurrentIndex(NOTHING)
        self.header.setText(self.tr("No card party is open."))

    def refresh(self) -> None:
        """Redraw from the database (after a change here or on another computer)."""
        if self.evening_id is None:
            return
        try:
            detail = self.services.evenings.detail(self.evening_id)
            view = self.services.party.view(self.evening_id)
            rotation = self.rotation.load(self.evening_id) if view is None else None
        except (ServiceError, DatabaseError) as exc:
            self._say(error_words(exc), error=True)
            return
        if rotation is not None:
            self._show_rotation(rotation)
            return
        if view is None:
            if self.stack.currentIndex() != SETUP or self.setup.evening_id != self.evening_id:
                self.setup.open_evening(self.evening_id)
            self.stack.setCurrentIndex(SETUP)
            closed = self.tr(" — closed") if detail.evening.closed else ""
            self.header.setText(self.tr("%s · the draw%s") % (detail.evening.name, closed))
            self.setup.setEnabled(not detail.evening.closed)
            return
        self.show_party(view)

    def _show_rotation(self, view: RotationView) -> None:
        """The evening's party is played from a rotation chart: its own page."""
        self.view = None
        self.stack.setCurrentIndex(ROTATION)
        self.rotation.show_rotation(view)
        self.header.setText(self.rotation.header_text())

    def _redraw_chart(self) -> None:
        self.redraw()
        self.setup.rotation_format.setChecked(True)  # drawn again as a chart, unless changed

    def _members_changed(self) -> None:
        if self.stack.currentIndex() == SETUP:
            self.setup.refresh_members()

    def show_party(self, view: PartyView) -> None:
        """Show the party as the service handed it back."""
        if self.projector is not None and self.projector.isVisible():
            # the room first, at once: the host's page follows
            self.projector.show_party(view)
            self.projector.repaint()
        if view == self.view and self.stack.currentIndex() == PLAY:
            # the poller's echo of a change already shown: only the club's members may differ
            self.players_panel.show_party(view, self.services.members.list(include_retired=False))
            return
        self.view = view
        self.stack.setCurrentIndex(PLAY)
        waiting = self.tr(", %d waiting") % len(view.waiting) if view.waiting else ""
        closed = self.tr(" — closed") if view.closed else ""
        self.header.setText(self.tr("%s · round %d · %d tables%s%s")
                            % (view.evening.name, view.round, len(view.tables), waiting, closed))
        if view.ended is not None:  # no round is in play any more
            self.header.setText(self.tr("%s · ended after round %d%s")
                                % (view.evening.name, view.ended.round, closed))
        if self.grid.show_tables(view.round, view.tables):
            # the pane is never narrower than a table with its longest names, so that the
            # tables scroll up and down only
            bar = self.tables_scroll.verticalScrollBar().sizeHint().width()
            self.tables_scroll.setMinimumWidth(self.grid.minimumSizeHint().width() + bar + 6)
            if view.undone:
                self.grid.fill(view.undone)  # an undone bell's results, to correct and ring
        mark_stationary(self.grid, view)  # "(stays)" after a guest who keeps one table
        ended = view.ended is not None
        self.grid.set_read_only(view.closed or ended)
        self.ring_button.setEnabled(not view.closed and not ended)
        self.undo_button.setEnabled(not view.closed and not ended and bool(view.bells))
        self.end_button.setText(self.tr("Re&open the party…") if ended
                                else self.tr("&End the party…"))
        self.end_button.setEnabled(not view.closed and bool(view.bells))
        self.redraw_button.setVisible(not view.bells and not view.closed)
        lang = current_language()
        self.sitting.setText("\n".join(say(m, lang) for m in view.waiting_why))
        self.sitting.setVisible(bool(view.waiting_why))
        self.bell_panel.show_party(view)
        self.stars_panel.show_party(view)
        self.prizes_panel.show_party(view)
        self.players_panel.show_party(view, self.services.members.list(include_retired=False))
        if self.projector is not None and not self.projector.isVisible():
            self.projector.show_party(view)  # ready for when it is shown again

    # --- the bell --------------------------------------------------------------------------
    def ring(self) -> None:
        """Ring the bell with what the tables handed in; a refusal points at the table."""
        if self.view is None or self.evening_id is None or self.view.closed:
            return
        self.grid.clear_errors()
        self._clear_message()
        try:
            view = self.services.party.ring_bell(self.evening_id, self.view.round,
                                                 self.grid.entries())
        except BellRefused as exc:
            self._refused(exc)
            return
        except (ServiceError, DatabaseError) as exc:
            if isinstance(exc, DatabaseError) and exc.why.id == "store.lost_connection":
                # the scores stay typed in the tables' boxes: the bell is what to do again
                exc = DatabaseError("store.lost_connection_bell", **exc.why.params)
            self._say(error_words(exc), error=True)
            return
        rung = view.last_bell
        self._say(self.tr("The bell of round %d has rung: round %d is in play.")
                  % (rung.round if rung else view.round - 1, view.round))
        self._changed(view)
        self.tabs.setCurrentWidget(self.bell_panel)
        self.grid.focus_first()
        self.tables_scroll.verticalScrollBar().setValue(0)  # the new round from its top

    def _refused(self, exc: BellRefused) -> None:
        words = error_words(exc)
        self._say(words, error=True)
        box = self.grid.box(exc.table) if exc.table else None
        if box is None:
            if exc.why.id == "party.round_rung":  # another computer rang it: show its tables
                self.refresh()
            return
        field = box.show_error(words, exc.part, exc.index)
        field.setFocus(Qt.FocusReason.OtherFocusReason)
        field.selectAll()
        parent = self.grid.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(box)

    def undo(self) -> None:
        """Undo the last bell, after asking: its results come back to be corrected."""
        if self.view is None or self.evening_id is None or not self.view.bells:
            return
        last = self.view.bells[-1].round
        answer = QMessageBox.question(
            self, self.tr("Undo bell"),
            self.tr("Undo the bell of round %d? Its stars and the seating it gave are taken "
                    "back; its results come back to be corrected.") % last)
        if answer != QMessageBox.StandardButton.Yes:
            return
        evening_id = self.evening_id
        self._call(lambda: self.services.party.undo_bell(evening_id, last),
                   self.tr("The bell of round %d was undone: correct the results and ring "
                           "again.") % last)

    # --- changes from the panels -----------------------------------------------------------
    def _evening(self) -> int:
        """The evening whose party is shown: the panels and their buttons act only then."""
        assert self.evening_id is not None
        return self.evening_id

    def arrive(self, member_id: int, role: str) -> None:
        evening_id = self._evening()
        self._call(lambda: self.services.party.add_player(evening_id, member_id, role),
                   self.tr("Arrived: plays from the next bell."))

    def leave(self, member_id: int) -> None:
        evening_id = self._evening()
        self._call(lambda: self.services.party.remove_player(evening_id, member_id),
                   self.tr("Leaves at the next bell (the stars of this round count)."))

    def replace(self, leaving_id: int, substitute_id: int) -> None:
        evening_id = self._evening()
        self._call(lambda: self.services.party.replace_player(evening_id, leaving_id,
                                                              substitute_id),
                   self.tr("The substitute has taken the place."))

    def award(self) -> None:
        """Award the prizes; before the end, after asking whether to end the party with it."""
        if self.view is None:
            return
        if self.view.ended is None:
            answer = party_ending.ask_award(self, self.view)
            if answer == party_ending.END:
                self._end()
                return
            if answer != party_ending.AWARD:
                return
        evening_id = self._evening()
        if self._call(lambda: self.services.party.award_prizes(evening_id),
                      self.tr("The prizes are awarded.")):
            self.tabs.setCurrentWidget(self.prizes_panel)

    def end_or_reopen(self) -> None:
        """End the party after asking, or reopen an ended one (the organiser's PIN, if set)."""
        if self.view is None or self.evening_id is None:
            return
        if self.view.ended is None:
            if party_ending.ask_end(self, self.view):
                self._end()
            return
        pin = None
        if self.services.club.has_pin():
            asked, pin = party_ending.ask_pin(self)
            if not asked:
                return
        evening_id = self.evening_id
        self._call(lambda: self.services.party.reopen(evening_id, pin),
                   self.tr("The party is reopened: the bell rings again, and the prizes follow "
                           "the stars until the party ends."))

    def _end(self) -> None:
        evening_id = self._evening()
        if self._call(lambda: self.services.party.end(evening_id),
                      self.tr("The party has ended: the stars and the prizes are final.")):
            self.tabs.setCurrentWidget(self.prizes_panel)

    def redraw(self) -> None:
        """Back to the setup to draw again (only before the first bell)."""
        if self.evening_id is None:
            return
        self.setup.open_evening(self.evening_id, redraw=True)
        self.stack.setCurrentIndex(SETUP)

    def _started(self, view: PartyView) -> None:
        self.grid.shown = None
        self._say(self.tr("The party is drawn: %d tables.") % len(view.tables))
        self._changed(view)
        self.grid.focus_first()

    def _call(self, change: Callable[[], PartyView], done: str) -> bool:
        """Make one change through the service; say what was done, or why it was refused."""
        if self.evening_id is None:
            return False
        try:
            view = change()
        except (ServiceError, DatabaseError) as exc:
            self._say(error_words(exc), error=True)
            return False
        self._say(done)
        self._changed(view)
        return True

    def _changed(self, view: PartyView) -> None:
        # the committed change advanced the change counter: the poller tells the other pages
        self.show_party(view)

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setStyleSheet(ERROR_STYLE if error else "color: #1b5e20;")
        self.message.setText(text)
        # a longer message widens the room, which stays while the page is up: what follows
        # moves once, not with every message
        needed = self.message.heightForWidth(max(self.message.width(), 200))
        if needed > self.message.minimumHeight():
            self.message.setMinimumHeight(needed)
        self.message_is_error = error
        if not error:
            self.hub.statusMessage.emit(text)

    def _clear_message(self) -> None:
        self.message.clear()
        self.message_is_error = False

    def _typed(self) -> None:
        # a refusal spoke of what was typed before: once the host types again it is old
        if self.message_is_error:
            self._clear_message()

    # --- the projector ---------------------------------------------------------------------
    def _settings(self) -> QSettings | None:
        settings = getattr(self.window(), "settings", None)
        return settings if isinstance(settings, QSettings) else None

    def open_projector(self, screen: QScreen | None = None, full: bool = True
                       ) -> ProjectorWindow:
        """The room's window: full screen on ``screen``, else on the host's choice of screen
        (by default a second screen when there is one, a window on this one otherwise)."""
        if self.projector is None:
            self.projector = ProjectorWindow(self.window())
        if self.view is not None:
            self.projector.show_party(self.view)
        self.projector.show_on_projector(screen or projector_screens.chosen(self._settings()),
                                         full)
        return self.projector

    def _list_screens(self) -> None:
        """The screen menu: the default, then every screen plugged in; the choice ticked."""
        self.screen_menu.clear()
        group = QActionGroup(self.screen_menu)
        picked = projector_screens.chosen(self._settings())
        choices: list[tuple[str, QScreen | None]] = [(projector_screens.automatic_words(), None)]
        choices += [(projector_screens.screen_words(screen, number, self.window()), screen)
                    for number, screen in enumerate(QGuiApplication.screens(), start=1)]
        for words, screen in choices:
            action = self.screen_menu.addAction(words)
            action.setCheckable(True)
            action.setChecked(screen is picked)
            action.setActionGroup(group)
            action.triggered.connect(lambda _=False, s=screen: self.choose_screen(s))

    def choose_screen(self, screen: QScreen | None) -> None:
        """Keep the host's choice of screen for the room's window, and move it there now if
        it is open (None: a second screen when there is one)."""
        projector_screens.choose(self._settings(), screen)
        if self.projector is not None and self.projector.isVisible():
            self.open_projector(screen)

    def note_projector(self, settings: QSettings | None) -> None:
        """At quitting: whether the room's window is open, and where (``window_place``)."""
        projector_screens.note(settings, self.projector)

    def restore_projector(self, settings: QSettings | None) -> bool:
        """At the next start: the room's window again, on the screen it was on, if it was
        open and the party is on the page. True when it reopened."""
        was_open, screen, full = projector_screens.noted(settings)
        if not was_open or self.view is None:
            return False
        self.open_projector(screen, full)
        self.window().activateWindow()  # the host types in the main window, not the room's
        return True
