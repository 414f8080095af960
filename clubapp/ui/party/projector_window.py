"""A second window for a projector: the round, where everyone goes, and the leaders.

Full screen on the screen the host picks (``projector_screens``: by default a second screen
when there is one; a window that fits the host's screen otherwise); Escape leaves full screen,
F11 goes back. Names are listed alphabetically, because a guest looks for his own name, with
his table in large type and the star the last bell gave him, its colour written beside it;
the leaders stand beside, each count written with its colour's word — once the party has
ended, the prize winners instead, and the names no longer show a table to go to.

The type is made for the room (``projector_layout``): a name is never smaller than a
thirtieth of the screen's height, the names run down as many columns as fit, and when even
those cannot hold every guest the list becomes pages the window turns every few seconds
(the leaders then have a page of their own, rather than squeezing the names). The party page
calls ``show_party`` after every bell, undo, arrival or leaver, and when another computer
changed the party.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import (
    QHideEvent,
    QKeyEvent,
    QResizeEvent,
    QScreen,
    QShowEvent,
    QWindowStateChangeEvent,
)
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from clubapp.services.party_views import PartyView
from clubapp.ui.party.projector_layout import LINE, NamesFit, fit_names, least_size
from clubapp.ui.party.projector_side import (
    LARGEST_SHARE,
    PROBE,
    STAR_COLOURS,
    LeadersSide,
    star_word,
)
from clubapp.ui.party.projector_side import text_width as _width
from clubapp.ui.shared.projector_screen import fit_in_screen, show_on_projector

BACKGROUND = "#10151c"
MARGIN_X, MARGIN_Y = 36, 24
COLUMN_GAP = 28  # between the columns of names
NAME_GAP = 10  # between a name and its table, and a star and its name
SIDE_SHARE = 0.3  # of the width at most, for the leaders beside the names
ENDED_SHARE = 0.5  # once the party has ended the prize winners take up to half
STAR_SCALE = 0.6  # the star's word, beside the name
TABLE_SCALE = 1.15  # the table's number, larger than the name
PAGE_SECONDS = 12  # a page of names stays this long before the next
LEADERS_SECONDS = 6  # ... and the leaders' page, when they have one of their own
SPARE = 1.02  # ... nearly: what a width at the probe's size foretells, and a little more
COLUMN_SPARE = 8  # pixels a column keeps over what the probe's font measured
ENTRY_FIXED = 2 * NAME_GAP + COLUMN_SPARE + COLUMN_GAP  # an entry's width that does not scale


def _ignored(widget: _Shown, tall: bool = False) -> _Shown:
    """A widget whose text never asks for more width than the layout gives (it was measured;
    ``tall``: nor more height)."""
    widget.setSizePolicy(QSizePolicy.Policy.Ignored,
                         QSizePolicy.Policy.Ignored if tall else QSizePolicy.Policy.Fixed)
    return widget


_Shown = TypeVar("_Shown", bound=QWidget)


@dataclass(frozen=True)
class Entry:
    """One guest's line on the screen: the star of the last bell, the name, the table."""

    name: str
    star: str | None
    table: str  # the number, "waits", or nothing once the party has ended
    colour: str


class ProjectorWindow(QWidget):
    """Big type for the room: round, seating by name, leaders."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("projector")
        self.setWindowTitle(self.tr("clubapp — party"))
        self.setStyleSheet(f"QWidget#projector {{ background: {BACKGROUND}; }} "
                           "QLabel { color: #f4f4f4; }")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # closing the main window ends the program even while the room's window is up
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.view: PartyView | None = None
        self.fit = NamesFit(1, 0, 1, 0, least_size(600))
        self.entries: list[Entry] = []
        self.page = 0  # the page shown: the names' pages, then the leaders' when apart
        self.pages = 1
        self.leaders_apart = False  # the names need pages: the leaders have one of their own
        self.winners_alone = False  # the party has ended and the names would not be readable
        self.side_width, self.body_height = 0, 0  # as the last layout measured them
        self.star_share = self.table_share = 0.0  # the star's and the table's width a pixel
        self.with_stars = True  # each name with its star of the last bell (when there is room)
        self.laid_for = (0, 0)  # the size the party was last laid out for
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(PAGE_SECONDS * 1000)
        self.page_timer.timeout.connect(self.next_page)
        self.title = _ignored(QLabel())
        self.title.setObjectName("projector_title")
        self.subtitle = _ignored(QLabel())
        self.subtitle.setObjectName("projector_subtitle")
        self.names = _ignored(QWidget(), tall=True)
        self.names_grid = QGridLayout(self.names)
        # the sizes were measured to fit: the names never set the window's least size
        self.names_grid.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.names_grid.setContentsMargins(0, 0, 0, 0)
        self.names_grid.setHorizontalSpacing(NAME_GAP)
        self.names_grid.setVerticalSpacing(0)
        self.side = LeadersSide()  # as wide as show_party makes it
        self.waiting = QLabel()
        self.waiting.setObjectName("projector_waiting")
        self.waiting.setWordWrap(True)
        self.waiting.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.body = QHBoxLayout()
        self.body.setSpacing(COLUMN_GAP)
        self.body.addWidget(self.names, 1)
        self.body.addWidget(self.side)
        layout = QVBoxLayout(self)
        # what is shown was measured for the window's size: it never holds the window larger
        # (out of full screen, the window is fitted to its screen and laid out again)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.setContentsMargins(MARGIN_X, MARGIN_Y, MARGIN_X, MARGIN_Y)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(8)
        layout.addLayout(self.body, 1)
        layout.addWidget(self.waiting)
        self._fit_in_screen()

    # --- showing ---------------------------------------------------------------------------
    def show_on_projector(self, screen: QScreen | None = None, full: bool = True) -> None:
        """Full screen on ``screen`` (None: a second screen when there is one, else a window
        that fits the host's screen); ``full`` False: a window on it."""
        show_on_projector(self, screen, full)

    def _fit_in_screen(self, screen: QScreen | None = None) -> None:
        fit_in_screen(self, screen)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Escape, Qt.Key.Key_F11) and self.isFullScreen():
            self.showNormal()  # changeEvent fits the window in its screen
        elif key == Qt.Key.Key_F11:
            self.showFullScreen()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_PageDown, Qt.Key.Key_Right):
            self.next_page()  # the host turns the page at once
        else:
            super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if isinstance(event, QWindowStateChangeEvent) and not self.isFullScreen() \
                and event.oldState() & Qt.WindowState.WindowFullScreen:
            # out of full screen: the window the screen had before may be larger than it
            QTimer.singleShot(0, self._fit_in_screen)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.pages > 1:
            self.page_timer.start()  # the pages turn only while the room can see them

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.page_timer.stop()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.view is not None:
            self.show_party(self.view)

    def least_size(self) -> int:
        """The smallest type a name has here: a thirtieth of the screen's height (the
        window's own, as on a projector it fills the screen)."""
        return least_size(max(self.height(), 240))

    # --- the party -------------------------------------------------------------------------
    def show_party(self, view: PartyView) -> None:
        """Draw the party as it stands now, laid out for the window's size."""
        width, height = max(self.width(), 320), max(self.height(), 240)
        if (width, height) == self.laid_for and view == self.view:
            return  # the same party at the same size (the poller's echo of our own change)
        self.laid_for = (width, height)
        first = self.view is None or self.view.round != view.round \
            or self.view.ended != view.ended
        self.view = view
        inner = width - 2 * MARGIN_X
        least = self.least_size()
        title = self.tr("%s — round %d") % (view.evening.name, view.round)
        bell = view.last_bell
        subtitle = (self.tr("The bell of round %d has rung: find your table for round %d")
                    % (bell.round, view.round) if bell else self.tr("Find your table for round 1"))
        if view.ended is not None:
            title = self.tr("%s — the end") % view.evening.name
            subtitle = self.tr("The party ended after round %d: the prizes") % view.ended.round
        self._line(self.title, title, inner, max(round(least * 1.6), round(height * 0.06)),
                   bold=True)
        self._line(self.subtitle, subtitle, inner, least, colour="#c8c8c8")
        self.entries = self._entries(view)
        self.pages = 1
        self._lay_out(view, inner, height, least)
        if self.pages > 1:  # the footer says which page: its room is counted, then laid out
            self._lay_out(view, inner, height, least)
        if first or self.page >= self.pages:
            self.page = 0
        if self.pages > 1 and self.isVisible():
            if not self.page_timer.isActive():
                self.page_timer.start()
        elif self.pages <= 1:
            self.page_timer.stop()
        self._show_page()

    def _lay_out(self, view: PartyView, inner: int, height: int, least: int) -> None:
        """The names' pages and type size, and the leaders' room, for the window's size: every
        name on one page if at all possible — beside the leaders, else without each one's star
        of the last bell, else with the leaders on a page of their own — and the fewest pages
        otherwise."""
        lines = self.side.lines(view)
        ended = view.ended is not None
        # nobody looks for a table once the party has ended: the prize winners may take half
        side = self.side.width_for(view, lines, least, round(inner * (ENDED_SHARE if ended
                                                                      else SIDE_SHARE)))
        footer = self._footer_height(view, inner, least)
        body = max(least * 2, height - 2 * MARGIN_Y - self.title.maximumHeight()
                   - self.subtitle.maximumHeight() - footer - 6 * 3 - 8)
        largest = max(least, round(height / LARGEST_SHARE))
        starred = any(e.star for e in self.entries)
        tries = [(True, True), (False, True)] if starred else [(True, True)]
        if not ended and lines:  # the leaders may take a page of their own
            tries += [(True, False), (False, False)] if starred else [(True, False)]
        best = None
        for stars, beside in tries:
            per_size, fixed = self._entry_widths(stars)
            room = inner - side - COLUMN_GAP if beside else inner
            # the last column's gap is the side's: the room has it once more
            fit = self._exact(fit_names(per_size, fixed, 0, room + COLUMN_GAP, body, least,
                                        largest), room)
            # readable first (a name too long for the room shrinks it), then the fewest pages
            # of names, then of everything; among equals the first tried
            key = (fit.size < least, fit.pages, fit.pages + (0 if beside else 1))
            if best is None or key < best[0]:
                best = (key, fit, stars, beside)
        assert best is not None
        _, fit, stars, beside = best
        self.winners_alone = ended and fit.size < least
        if self.winners_alone:  # too small beside the winners, and nobody looks for a table:
            stars, beside = False, False  # the winners alone fill the screen
            fit = NamesFit(1, 0, 1, 0, least)
        self._entry_widths(stars)  # the widths the names are laid out with
        self.with_stars, self.leaders_apart = stars, not beside and not self.winners_alone
        self.fit = fit
        self.pages = fit.pages + (1 if self.leaders_apart else 0)
        self.side_width, self.body_height = (side if beside else 0), body

    def _exact(self, fit: NamesFit, room: int) -> NamesFit:
        """The fit at a size whose measured columns (each at its own longest name, as
        ``_names`` lays them) take no more than ``room``: a pixel or two smaller when the
        widths scaled from the probe's size foretold a little short."""
        size = fit.size
        while size > 1 and self._needed(fit, size) > room:
            size -= 1
        return NamesFit(fit.pages, fit.per_page, fit.columns, fit.rows, size)

    def _needed(self, fit: NamesFit, size: int) -> int:
        """The widest page's width at this size, laid out as ``_names`` lays it."""
        star = math.ceil(self.star_share * size)
        table = math.ceil(self.table_share * size) + 2
        widest = 0
        for page in range(fit.pages):
            shown = fit.page_of(self.entries, page)
            columns = [shown[i:i + fit.rows] for i in range(0, len(shown), fit.rows)]
            # a few pixels to spare a column: the labels' own fonts may draw a little wider
            width = sum(star + max(_width(e.name, size) for e in chunk) + COLUMN_SPARE + table
                        for chunk in columns)
            # each column: two spacings within, then the gap column and the spacing around it
            widest = max(widest, width + len(columns) * (2 * NAME_GAP + COLUMN_GAP) - NAME_GAP)
        return widest

    def next_page(self) -> None:
        """Turn to the next page (the names' pages, then the leaders'), back to the first."""
        if self.view is None or self.pages <= 1:
            return
        self.page = (self.page + 1) % self.pages
        self._show_page()

    def _show_page(self) -> None:
        view = self.view
        assert view is not None
        inner = max(self.width(), 320) - 2 * MARGIN_X
        leaders_page = self.side_alone()
        self._footer(view, inner, self.least_size())
        # the names' pages stay up longer than the leaders': the room looks for its tables
        self.page_timer.setInterval((LEADERS_SECONDS if leaders_page else PAGE_SECONDS) * 1000)
        if leaders_page:
            self._names([])
            self.side.setFixedWidth(inner)
            self.names.hide()
            self.side.show()
            self.side.show_lines(view, inner, self.body_height, self.least_size(),
                                 self.height(), big=True)
        else:
            self.names.show()
            self._names(list(self.fit.page_of(self.entries, self.page)))
            self.side.setVisible(self.side_width > 0)
            self.side.setFixedWidth(max(1, self.side_width))
            if self.side_width > 0:
                self.side.show_lines(view, self.side_width, self.body_height,
                                     self.least_size(), self.height())
        layout = self.layout()
        assert layout is not None  # __init__'s
        layout.activate()  # at once: what was measured is what is placed

    @staticmethod
    def _line(label: QLabel, text: str, width: int, size: int, bold: bool = False,
              colour: str = "#f4f4f4") -> None:
        """One line of a heading, as large as asked but never wider than the window."""
        fitting = math.floor(size * width / max(1, _width(text, size, bold)))
        size = max(1, min(size, fitting))
        label.setText(text)
        label.setStyleSheet(f"font-size: {size}px; color: {colour};"
                            + (" font-weight: bold;" if bold else ""))
        label.setFixedHeight(round(size * LINE))

    def _footer_text(self, view: PartyView, paged: bool = True, stars: bool | None = None
                     ) -> str:
        """The footer's words: the page, who sits out, what the colours and the star say
        (``stars``: whether the names have their stars; None: as laid out)."""
        stars = self.with_stars if stars is None else stars
        legend = self.tr("Table 1 is the head table, table %d the booby table; ★ the star "
                         "of the last bell.") % len(view.tables)
        sitting = (self.tr("Sitting out this round: %s. ") % ", ".join(view.waiting)
                   if view.waiting else "")
        if not stars:  # no room for the stars beside the names
            legend = self.tr("Table 1 is the head table, table %d the booby table.") \
                % len(view.tables)
        if view.ended is not None:  # no tables to go to, nobody sits out
            legend, sitting = (self.tr("★ the star of the last bell.") if stars else ""), ""
        page = ""
        if paged and self.pages > 1 and self.entries:
            if self.side_alone():
                page = self.tr("Page %d of %d: the leaders. ") % (self.pages, self.pages)
            else:
                shown = self.fit.page_of(self.entries, self.page)
                page = self.tr("Page %d of %d: %s to %s. ") % (
                    self.page + 1, self.pages, shown[0].name, shown[-1].name) if shown else ""
        return page + sitting + legend

    def _footer_height(self, view: PartyView, width: int, least: int) -> int:
        """The footer's height, the same on every page (as tall as its longest page's words
        make it): the names keep their room as the pages turn."""
        self.waiting.setStyleSheet(f"font-size: {least}px; color: #c8c8c8;")
        self.waiting.setFixedWidth(width)
        longest = max((e.name for e in self.entries), key=len, default="")
        page = self.tr("Page %d of %d: %s to %s. ") % (self.pages, self.pages, longest, longest) \
            if self.pages > 1 else ""
        # the longer legend (with the stars'): the same height whichever way the names go
        self.waiting.setText(page + self._footer_text(view, paged=False, stars=True))
        self.waiting.ensurePolished()  # its type size, from its style sheet, before measuring
        height = self.waiting.heightForWidth(width)
        self.waiting.setFixedHeight(height)
        return height

    def _footer(self, view: PartyView, width: int, least: int) -> None:
        self.waiting.setStyleSheet(f"font-size: {least}px; color: #c8c8c8;")
        self.waiting.setText(self._footer_text(view))
        self.waiting.setFixedWidth(width)

    # --- the names -------------------------------------------------------------------------
    def _entries(self, view: PartyView) -> list[Entry]:
        present = sorted((p for p in view.players if p.status in ("seated", "waiting", "leaving")),
                         key=lambda p: p.name.casefold())
        stars = view.last_bell.stars if view.last_bell else {}
        booby = len(view.tables)
        seated = {name: t.number for t in view.tables for name in t.players}
        out = []
        for player in present:
            table = seated.get(player.name)
            colour = (STAR_COLOURS["gold"] if table == 1 else
                      STAR_COLOURS["green"] if table == booby else "#ffffff")
            shown = str(table) if table is not None else self.tr("waits")
            if view.ended is not None:  # nobody goes to a table any more
                shown = ""
            out.append(Entry(player.name, stars.get(player.name), shown, colour))
        return out

    def _star_text(self, star: str | None) -> str:
        return f"★ {self.star_word(star)}" if star and self.with_stars else ""

    def _entry_widths(self, stars: bool) -> tuple[list[float], float]:
        """Each entry's width per pixel of type (star, name, table), and what does not scale;
        ``stars``: with the star of the last bell beside each name."""
        self.with_stars = stars
        star = max((_width(self._star_text(e.star), round(PROBE * STAR_SCALE))
                    for e in self.entries), default=0)
        table = max((_width(e.table, round(PROBE * TABLE_SCALE), bold=True)
                     for e in self.entries), default=0)
        self.star_share, self.table_share = star / PROBE, table / PROBE
        # text does not scale quite in proportion (hinting): a little to spare (``_exact``
        # checks the size chosen); what does not scale is an entry's share of the grid: the
        # spacing between its three labels, their margins and the gap to the next column
        return ([(star + _width(e.name, PROBE) + table) / PROBE * SPARE for e in self.entries],
                ENTRY_FIXED)

    def _names(self, entries: list[Entry]) -> None:
        while self.names_grid.count():
            item = self.names_grid.takeAt(0)
            label = item.widget() if item is not None else None
            if label is not None:
                label.hide()  # at once: deleteLater waits for the event loop
                label.setObjectName("")  # and no longer answers to its name
                label.deleteLater()
        for column in range(self.names_grid.columnCount()):
            self.names_grid.setColumnStretch(column, 0)
            self.names_grid.setColumnMinimumWidth(column, 0)
        for row in range(self.names_grid.rowCount()):
            self.names_grid.setRowStretch(row, 0)
        if not entries:
            return
        fit = self.fit
        size = fit.size
        star_size, table_size = round(size * STAR_SCALE), round(size * TABLE_SCALE)
        line = round(size * LINE)
        for index, entry in enumerate(entries):
            row, column = index % fit.rows, index // fit.rows
            star = QLabel(self._star_text(entry.star))
            star.setObjectName(f"projector_star_{index}")
            star.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            star.setStyleSheet(f"font-size: {star_size}px; font-weight: bold; color: "
                               f"{STAR_COLOURS.get(entry.star or '', '#f4f4f4')};")
            name = _ignored(QLabel(entry.name))
            name.setTextFormat(Qt.TextFormat.PlainText)  # measured as the font draws it
            name.setObjectName(f"projector_name_{index}")
            name.setStyleSheet(f"font-size: {size}px;")
            where = QLabel(entry.table)
            where.setObjectName(f"projector_table_{index}")
            where.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            where.setStyleSheet(f"font-size: {table_size if entry.table.isdigit() else size}px; "
                                f"font-weight: bold; color: {entry.colour};")
            for offset, label in enumerate((star, name, where)):
                label.setFixedHeight(line)
                self.names_grid.addWidget(label, row, column * 4 + offset)
                label.ensurePolished()  # its font as drawn (style sheets), to be measured
                label.show()
        grid = self.names_grid
        columns = math.ceil(len(entries) / fit.rows)
        for column in range(columns):
            # each column as wide as its longest name, as its labels draw it: a table's
            # number stays near its name, and the room left spreads between the columns
            for offset in range(3):
                labels = [grid.itemAtPosition(row, column * 4 + offset) for row in range(fit.rows)]
                grid.setColumnMinimumWidth(column * 4 + offset, max(
                    shown.minimumSizeHint().width() for item in labels
                    if item and (shown := item.widget()) is not None))
            grid.setColumnMinimumWidth(column * 4 + 3, COLUMN_GAP - 2 * NAME_GAP)
            grid.setColumnStretch(column * 4 + 3, 1)
        grid.setRowStretch(fit.rows, 1)

    # --- the leaders, or the prize winners -------------------------------------------------
    def leader_names(self) -> list[str]:
        """The leaders shown, best first (tests and the host's eye read the same)."""
        return self.side.leader_names(self.view)

    def prize_winners(self) -> list[str]:
        """The prize winners shown once the party has ended (tests read what the room sees)."""
        return self.side.prize_winners(self.view)

    @property
    def leader_labels(self) -> list[QLabel]:
        return self.side.labels

    @property
    def leaders_title(self) -> QLabel:
        return self.side.title

    @staticmethod
    def star_word(colour: str) -> str:
        """A star's colour in words ("gold", "red", "green")."""
        return star_word(colour)

    def side_alone(self) -> bool:
        """The leaders (or the prize winners) fill the screen: their own page, or the names
        left out once the party has ended."""
        return self.winners_alone or (self.leaders_apart and self.page == self.pages - 1)

    def shown_names(self) -> list[str]:
        """The guests' names on the page shown (tests read what the room sees)."""
        return [] if self.side_alone() else \
            [e.name for e in self.fit.page_of(self.entries, self.page)]
