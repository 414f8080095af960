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

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.party_views import BellRefused, PartyView
from clubapp.store.database import DatabaseError
from clubapp.ui.party.party_panels import BellPanel, PlayersPanel, PrizesPanel, StarsPanel
from clubapp.ui.party.party_setup import PartySetup
from clubapp.ui.party.party_tables import BOX_MIN_WIDTH, TablesGrid
from clubapp.ui.party.projector_window import ProjectorWindow
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.words import Message, say

NOTHING, SETUP, PLAY = range(3)


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
        self.header.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.message = QLabel()
        self.message.setObjectName("party_message")
        self.message.setWordWrap(True)
        self.message_is_error = False
        self.setup = PartySetup(services)
        self.setup.started.connect(self._started)
        self.stack = QStackedWidget()
        placeholder = QLabel(self.tr("No card party is open."))
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(placeholder)
        self.stack.addWidget(self.setup)
        self.stack.addWidget(self._build_play())
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
        self.projector_button = QPushButton(self.tr("&Projector"))
        self.projector_button.setObjectName("open_projector")
        self.projector_button.clicked.connect(self.open_projector)
        buttons = QHBoxLayout()
        for button in (self.ring_button, self.undo_button, self.redraw_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
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
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setCollapsible(0, False)
        splitter.setSizes([600, 340])  # the tables first: they are what the host types into
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
        except (ServiceError, DatabaseError) as exc:
            self._say(error_words(exc), error=True)
            return
        if view is None:
            if self.stack.currentIndex() != SETUP:
                self.setup.open_evening(self.evening_id)
            self.stack.setCurrentIndex(SETUP)
            closed = self.tr(" — closed") if detail.evening.closed else ""
            self.header.setText(self.tr("%s · the draw%s") % (detail.evening.name, closed))
            self.setup.setEnabled(not detail.evening.closed)
            return
        self.show_party(view)

    def _members_changed(self) -> None:
        if self.stack.currentIndex() == SETUP:
            self.setup.refresh_members()

    def show_party(self, view: PartyView) -> None:
        """Show the party as the service handed it back."""
        self.view = view
        self.stack.setCurrentIndex(PLAY)
        waiting = self.tr(", %d waiting") % len(view.waiting) if view.waiting else ""
        closed = self.tr(" — closed") if view.closed else ""
        self.header.setText(self.tr("%s · round %d · %d tables%s%s")
                            % (view.evening.name, view.round, len(view.tables), waiting, closed))
        if self.grid.show_tables(view.round, view.tables):
            # the pane is never narrower than a table with its longest names, so that the
            # tables scroll up and down only
            bar = self.tables_scroll.verticalScrollBar().sizeHint().width()
            self.tables_scroll.setMinimumWidth(self.grid.minimumSizeHint().width() + bar + 6)
            if view.undone:
                self.grid.fill(view.undone)  # an undone bell's results, to correct and ring
        self.grid.set_read_only(view.closed)
        self.ring_button.setEnabled(not view.closed)
        self.undo_button.setEnabled(not view.closed and bool(view.bells))
        self.redraw_button.setVisible(not view.bells and not view.closed)
        lang = current_language()
        self.sitting.setText("\n".join(say(m, lang) for m in view.waiting_why))
        self.sitting.setVisible(bool(view.waiting_why))
        self.bell_panel.show_party(view)
        self.stars_panel.show_party(view)
        self.prizes_panel.show_party(view)
        self.players_panel.show_party(view, self.services.members.list(include_retired=False))
        if self.projector is not None:
            self.projector.show_party(view)

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
        self._call(lambda: self.services.party.undo_bell(self.evening_id, last),
                   self.tr("The bell of round %d was undone: correct the results and ring "
                           "again.") % last)

    # --- changes from the panels -----------------------------------------------------------
    def arrive(self, member_id: int, role: str) -> None:
        self._call(lambda: self.services.party.add_player(self.evening_id, member_id, role),
                   self.tr("Arrived: plays from the next bell."))

    def leave(self, member_id: int) -> None:
        self._call(lambda: self.services.party.remove_player(self.evening_id, member_id),
                   self.tr("Leaves at the next bell (the stars of this round count)."))

    def replace(self, leaving_id: int, substitute_id: int) -> None:
        self._call(lambda: self.services.party.replace_player(self.evening_id, leaving_id,
                                                              substitute_id),
                   self.tr("The substitute has taken the place."))

    def award(self) -> None:
        if self._call(lambda: self.services.party.award_prizes(self.evening_id),
                      self.tr("The prizes are awarded.")):
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
    def open_projector(self) -> ProjectorWindow:
        """The room's window: full screen on a second screen."""
        if self.projector is None:
            self.projector = ProjectorWindow(self.window())
        if self.view is not None:
            self.projector.show_party(self.view)
        self.projector.show_on_projector()
        return self.projector
