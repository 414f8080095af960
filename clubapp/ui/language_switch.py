"""Changing the window's language at once, without losing anything on screen.

The window is rebuilt in the new language (menus and pages, as when another database is opened)
after what it shows has been noted: the page, the open evening and its chosen table, the table's
setup (game, seats, house rules) or whatever is typed in its score form, the member chosen, the
searches and the lists' selections. The rebuilt pages are then put back as they were. The
tables' undo histories stay (they belong to the window, not to its pages) and speak the new
language. (A passing message in the status bar, said in the old language, is not said again.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtWidgets import QMenu, QMenuBar

from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import install_language

# ``window`` below is the main window; its module imports this one, so it is not imported back
# (not even for type hints: the window's modules import each other in one direction only)
MainWindow = Any


@dataclass
class ScreenState:
    """What the window shows, as far as a rebuild could lose it."""

    row: int = 0
    evening_id: int | None = None
    table_row: int = -1
    table_page: int = 0  # 0: the table's setup, 1: its play
    setups: dict[int, Any] = field(default_factory=dict)  # each table's setup in progress
    entry: dict[str, Any] | None = None
    typed: bool = False  # the entry was typed by a person (quitting asks first)
    drafts: dict[int, Any] = field(default_factory=dict)  # the other tables' typed deals
    member_search: str = ""
    member_id: int | None = None
    evening_choice: int | None = None
    standings_scope: Any = None
    standings_game: Any = None
    season_id: int | None = None
    member_page_id: Any = None
    projector: bool = False
    room_screen: bool = False  # the evening's standings on the room's screen


def capture(window: MainWindow) -> ScreenState:
    """Note what the window shows now."""
    state = ScreenState(row=window.nav.currentRow())
    page = window.evening_page
    if page.detail is not None:
        state.evening_id = page.detail.evening.id
        state.table_row = page.tables.currentRow()
        panel = page.panel
        state.table_page = panel.stack.currentIndex()
        panel._keep_setup()
        state.setups = dict(panel.setups)
        if state.table_page == 1 and panel.form is not None:
            state.entry = panel.form.entry()
            state.typed = panel.form.typed()
        state.drafts = dict(panel.drafts)
    state.member_search = window.members_page.search.text()
    chosen = window.members_page.selected()
    state.member_id = chosen.id if chosen is not None else None
    evening = window.evenings_page.selected()
    state.evening_choice = evening.id if evening is not None else None
    state.standings_scope = window.standings_page.scope.currentData()
    state.standings_game = window.standings_page.game.currentData()
    state.season_id = window.seasons_page.season_id()
    state.member_page_id = window.member_page.choice.currentData()
    party = getattr(window, "party_page", None)
    projector = getattr(party, "projector", None)
    state.projector = projector is not None and projector.isVisible()
    room = getattr(window.evening_page, "room_screen", None)
    state.room_screen = room is not None and room.is_open()
    return state


def restore(window: MainWindow, state: ScreenState) -> None:
    """Put the rebuilt window back as it was noted."""
    window.members_page.search.setText(state.member_search)
    if state.member_id is not None:
        window.members_page.select_member(state.member_id)
    if state.evening_choice is not None:
        evenings = window.evenings_page
        for row, evening in enumerate(evenings.evenings):
            if evening.id == state.evening_choice:
                evenings.table.selectRow(row)
    scope = window.standings_page.scope
    scope.setCurrentIndex(max(scope.findData(state.standings_scope), 0))
    game = window.standings_page.game
    game.setCurrentIndex(max(game.findData(state.standings_game), 0))
    if state.season_id is not None:
        window.seasons_page.reload(state.season_id)
    if state.member_page_id is not None:
        window.member_page.show_member(state.member_page_id)
    if state.evening_id is not None:
        window.evening_page.panel.setups.update(state.setups)
        window.evening_page.panel.drafts.update(state.drafts)
        window.open_evening(state.evening_id)
        page = window.evening_page
        if 0 <= state.table_row < page.tables.count():
            page.tables.setCurrentRow(state.table_row)
        panel = page.panel
        if state.table_page == 1 and state.entry is not None and panel.form is not None:
            panel.form.set_entry(state.entry)
            panel.form.edited = state.typed
        party = getattr(window, "party_page", None)
        if state.projector and party is not None and hasattr(party, "open_projector"):
            party.open_projector()
        if state.room_screen:  # the new page's own, in the new language
            page.room_screen.open()
    window.nav.setCurrentRow(state.row)


def switch_language(window: MainWindow, lang: str) -> None:
    """Speak ``lang`` from now on: rebuild the menus and pages, keeping what they showed."""
    state = capture(window)
    party = getattr(window, "party_page", None)
    projector = getattr(party, "projector", None)
    if projector is not None:  # the new party page opens its own, in the new language
        projector.close()
        projector.deleteLater()
    room = getattr(getattr(window.evening_page, "room_screen", None), "projector", None)
    if room is not None:  # gone with its page; the new page opens its own
        room.close()
    install_language(lang)
    # the menus: a new menu bar (the old one goes with its menus) and new actions
    old_actions = [action for menu in window.menuBar().findChildren(QMenu)
                   for action in menu.actions() if action.parent() is window]
    window.setMenuBar(QMenuBar())
    for action in old_actions:
        action.deleteLater()
    # the pages: on a new hub, as when another database is opened
    old_hub = window.hub
    window.hub = Hub(window)
    window.hub.statusMessage.connect(lambda text: window.statusBar().showMessage(text, 5000))
    window._build_pages()
    old_hub.deleteLater()
    window._build_menus()
    window._show_database()
    restore(window, state)
