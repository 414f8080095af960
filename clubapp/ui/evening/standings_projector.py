"""The standings on the room's screen: a club or league evening's projector.

What the room wants to read between deals, in type made for the back of the room: the
standings of each game played tonight, the standings of every season the evening counts in,
and who plays at which table (``standings_projector_blocks``). The blocks run down columns set
side by side (``standings_projector_layout``); what does not fit one screen at the least
readable type (a thirtieth of its height) becomes pages turned every few seconds, "page 1 of
2" said at the foot. A name is never cut: a block too wide for a small screen is shown in
smaller type, whole.

Full screen on the screen the organiser picks (the button's menu on the Evening page; by
default a second screen when there is one, else a window that fits this one, to drag where
wanted); F11 goes in and out of full screen, Escape closes it, Space or Page Down turns the
page. It follows the database itself: every few tenths of a second it reads the change
counter (one row; every committed change anywhere advances it) and, when it moved, reads
the evening again in a thread of its own (``room_reads``: the organiser's typing never waits
for it) — a deal recorded in this window, on a table's phone page or on another computer
shows within a second. Changes made in this window are also told at once through the
window's hub (``changed_here``). A club file that does not answer is said at the foot, what
was shown staying up until it answers again.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QHideEvent,
    QKeyEvent,
    QPalette,
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

from clubapp.services import ServiceError, Services
from clubapp.services.members import club_name_in
from clubapp.services.room_standings import RoomStandingsService, RoomView
from clubapp.store.database import DatabaseError
from clubapp.ui.evening.room_reads import RoomReads
from clubapp.ui.evening.standings_projector_blocks import Block, blocks
from clubapp.ui.evening.standings_projector_layout import (
    BLOCK_GAP,
    CELL_GAP,
    COLUMN_GAP,
    HEAD_SCALE,
    NOTE_SCALE,
    SPARE,
    TITLE_SCALE,
    BlockShape,
    Fit,
    Piece,
    fit_blocks,
    largest_size,
    least_size,
    line_height,
    row_height,
)
from clubapp.ui.party.projector_side import PROBE, text_width
from clubapp.ui.shared.i18n import current_language, format_date
from clubapp.ui.shared.projector_screen import fit_in_screen, show_on_projector
from clubapp.words.formats import TEXT

BACKGROUND = "#10151c"
MARGIN_X, MARGIN_Y = 36, 24
WATCH_MS = 300  # the change counter is read this often while the screen is up
PAGE_SECONDS = 10  # a page stays this long before the next
TITLE_COLOUR, HEAD_COLOUR, DIM_COLOUR = "#f2c14e", "#9aa4ad", "#c8c8c8"
COLOURS = {"place": TITLE_COLOUR, "name": "#f4f4f4", "number": "#f4f4f4", "words": DIM_COLOUR}


def _look(label: QLabel, size: int, colour: str, bold: bool = False) -> None:
    """A label's type size (pixels), weight and colour."""
    font = QFont()
    font.setPixelSize(max(1, size))
    font.setBold(bold)
    label.setFont(font)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
    label.setPalette(palette)


def _shape(block: Block) -> BlockShape:
    """A block measured once at a large size: widths per pixel of type."""
    def per_size(text: str, scale: float = 1.0, bold: bool = False) -> float:
        return text_width(text, round(PROBE * scale), bold) / PROBE

    columns = tuple(
        max([per_size(line, HEAD_SCALE) for line in block.headers[c]]
            + [per_size(line) for row in block.rows for line in row[c]])
        for c in range(len(block.headers)))
    under = max((per_size(line, NOTE_SCALE) for note in block.notes for line in note),
                default=0.0)
    return BlockShape(max(per_size(line, TITLE_SCALE, True) for line in block.title),
                      len(block.title), columns,
                      max((len(h) for h in block.headers), default=0),
                      tuple(block.lines(row) for row in range(len(block.rows))), under)


@lru_cache(maxsize=256)  # a block is measured for every page and piece of it, at each size
def _column_widths(block: Block, size: int) -> tuple[int, ...]:
    """Each column's width at a type size, as its labels draw it."""
    head = max(1, round(size * HEAD_SCALE))
    return tuple(max([text_width(line, head) for line in block.headers[c]]
                     + [text_width(line, size) for row in block.rows for line in row[c]])
                 + SPARE for c in range(len(block.headers)))


@lru_cache(maxsize=256)
def block_width(block: Block, size: int) -> int:
    """A block's width at a type size, as its labels draw it."""
    gap = round(size * CELL_GAP)
    columns = _column_widths(block, size)
    cells = sum(columns) + (len(columns) - 1) * gap
    title = max(text_width(line, max(1, round(size * TITLE_SCALE)), True)
                for line in block.title) + SPARE
    note_size = max(1, round(size * NOTE_SCALE))
    under = max((text_width(line, note_size) for note in block.notes for line in note),
                default=0)
    notes = columns[0] + gap + under + SPARE if under else 0
    return max(cells, title, notes)


class StandingsProjector(QWidget):
    """Big type for the room: tonight's standings per game, the season's, the tables."""

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("standings_projector")
        self.setWindowTitle(self.tr("clubapp — standings"))
        # fonts and colours set on each label, not by style sheets: a few hundred labels are
        # laid out after every deal, and a style sheet's polish costs far more than a font
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(BACKGROUND))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        # closing the main window ends the program even while the room's window is up
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.db = services.db
        self.room = RoomStandingsService(services.db)
        self.evening_id: int | None = None
        self.view: RoomView | None = None
        self.seen: int | None = None  # the change counter when the evening was last read
        self.blocks: list[Block] = []
        self.fit = Fit(1, ((),))
        self.page = 0
        self.laid_for: tuple[int, int, str] = (0, 0, "")
        self.reads = RoomReads(services.db, self)  # the evening read off the window's thread
        self.reads.done.connect(self._read)
        self.reading = False
        self.unreachable = False  # the foot says the club's file does not answer
        self.watch = QTimer(self)
        self.watch.setInterval(WATCH_MS)
        self.watch.timeout.connect(self.poll)
        self.soon = QTimer(self)  # a change told here: read once the window's turn is over
        self.soon.setSingleShot(True)
        self.soon.setInterval(0)
        self.soon.timeout.connect(self.poll)
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(PAGE_SECONDS * 1000)
        self.page_timer.timeout.connect(self.next_page)
        self.title = self._fixed_label("room_title")
        self.subtitle = self._fixed_label("room_subtitle")
        self.footer = self._fixed_label("room_footer")
        self.footer.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.body = QHBoxLayout()
        self.body.setContentsMargins(0, 0, 0, 0)
        self.page_widget: QWidget | None = None
        layout = QVBoxLayout(self)
        # what is shown was measured for the window's size: it never holds the window larger
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.setContentsMargins(MARGIN_X, MARGIN_Y, MARGIN_X, MARGIN_Y)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(self.body, 1)
        layout.addWidget(self.footer)
        self._fit_in_screen()

    @staticmethod
    def _fixed_label(name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        return label

    # --- where it shows --------------------------------------------------------------------
    def show_on_projector(self, screen: QScreen | None = None, full: bool = True) -> None:
        """Full screen on ``screen`` (None: a second screen when there is one, else a window
        that fits the organiser's screen); ``full`` False: a window on it."""
        show_on_projector(self, screen, full)

    def _fit_in_screen(self, screen: QScreen | None = None) -> None:
        fit_in_screen(self, screen)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.close()
        elif key == Qt.Key.Key_F11:
            if self.isFullScreen():
                self.showNormal()  # changeEvent fits the window in its screen
            else:
                self.showFullScreen()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_PageDown, Qt.Key.Key_Right):
            self.next_page()
        else:
            super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if isinstance(event, QWindowStateChangeEvent) and not self.isFullScreen() \
                and event.oldState() & Qt.WindowState.WindowFullScreen:
            QTimer.singleShot(0, self._fit_in_screen)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.watch.start()
        self.poll()  # what changed while it was hidden
        if len(self.fit.pages) > 1:
            self.page_timer.start()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.watch.stop()  # nobody reads a hidden screen: the database is left alone
        self.page_timer.stop()
        self.reads.stop()
        self.reading = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.view is not None:
            self.show_view(self.view)

    # --- what it shows ---------------------------------------------------------------------
    def show_evening(self, evening_id: int) -> None:
        """Show this evening (read now)."""
        if evening_id != self.evening_id:
            self.evening_id, self.view, self.page = evening_id, None, 0
        self.reload()

    def changed_here(self) -> None:
        """This window changed something (a deal, a table): look at once, after its turn."""
        if self.isVisible():
            self.soon.start()

    def poll(self) -> None:
        """Read the evening again, off the window's thread, when the change counter moved (a
        change anywhere); one read at a time."""
        if self.evening_id is None or self.reading:
            return
        try:
            count = self.db.change_count()
        except DatabaseError:
            self._unreachable()
            return
        self._reachable()
        if count != self.seen:
            self.reading = True
            self.reads.ask(self.evening_id)

    def _read(self, evening_id: int, got: tuple[int, RoomView] | None) -> None:
        """The evening as the thread read it: shown (a change since is read at the next
        look)."""
        self.reading = False
        if evening_id != self.evening_id:
            return  # another evening was opened meanwhile
        if got is None:
            self._unreachable()
            return
        self._reachable()
        self.seen = got[0]
        self.show_view(got[1])

    def reload(self) -> None:
        """Read the evening as it stands and show it, now."""
        if self.evening_id is None:
            return
        try:
            count = self.db.change_count()  # first: a change made while reading is read again
            view = self.room.view(self.evening_id)
        except (ServiceError, DatabaseError):
            self._unreachable()
            return
        self._reachable()
        self.seen = count
        self.show_view(view)

    def _unreachable(self) -> None:
        """Said at the foot; what was shown stays until the club's file answers again."""
        self.unreachable = True
        least = least_size(max(self.height(), 240))
        self.footer.setText(self.tr("The database cannot be reached; retrying…"))
        _look(self.footer, least, DIM_COLOUR)
        self.footer.setFixedHeight(line_height(least))
        self.footer.show()

    def _reachable(self) -> None:
        """The club's file answers (again): the foot says the page, or nothing."""
        if self.unreachable:
            self.unreachable = False
            self._show_page()

    def show_view(self, view: RoomView) -> None:
        """Draw the evening, laid out for the window's size and language."""
        width, height = max(self.width(), 320), max(self.height(), 240)
        laid_for = (width, height, current_language())
        if view == self.view and laid_for == self.laid_for:
            return  # the same standings at the same size: nothing to draw again
        first = self.view is None or self.view.evening_id != view.evening_id
        self.view, self.laid_for = view, laid_for
        lang = current_language()
        inner = width - 2 * MARGIN_X
        least = least_size(height)
        club = club_name_in(view.club, lang)  # the default name in the screen's language
        title = f"{club} — {view.evening}" if club else view.evening
        subtitle = format_date(view.date, TEXT)
        if not view.games:
            subtitle += self.tr(" · no deal recorded yet: the standings come with the first")
        title_size = max(round(least * 1.6), round(height * 0.06))
        self._line(self.title, title, inner, title_size, bold=True, colour=TITLE_COLOUR)
        self._line(self.subtitle, subtitle, inner, least, colour=DIM_COLOUR)
        self.blocks = blocks(view, lang)
        shapes = [_shape(b) for b in self.blocks]
        room = (height - 2 * MARGIN_Y - self.title.maximumHeight()
                - self.subtitle.maximumHeight() - 3 * 6)
        self.fit = self._fit(shapes, inner, room, least, largest_size(height))
        if len(self.fit.pages) > 1:  # the foot says which page: its room is taken too
            footer = line_height(least)
            self.fit = self._fit(shapes, inner, room - footer - 6, least, largest_size(height))
        if first or self.page >= len(self.fit.pages):
            self.page = 0
        paged = len(self.fit.pages) > 1
        if paged and self.isVisible() and not self.page_timer.isActive():
            self.page_timer.start()
        elif not paged:
            self.page_timer.stop()
        self._show_page()

    def _fit(self, shapes: list[BlockShape], width: int, height: int, least: int,
             largest: int) -> Fit:
        """The fit, at a size whose labels, as drawn, take no more than the width (the probe's
        widths foretell a pixel or two short at some sizes)."""
        while True:
            fit = fit_blocks(shapes, width, height, least, largest)
            widest = max(self._page_width(fit, page) for page in range(len(fit.pages)))
            if widest <= width or fit.size <= 1:
                return fit
            largest = fit.size - 1
            least = min(least, largest)

    def _page_width(self, fit: Fit, page: int) -> int:
        columns = fit.pages[page]
        if not columns:
            return 0
        widths = [max(block_width(self.blocks[p.block], fit.size) for p in column)
                  for column in columns]
        return sum(widths) + (len(widths) - 1) * round(fit.size * COLUMN_GAP)

    def next_page(self) -> None:
        """Turn to the next page, back to the first after the last."""
        if len(self.fit.pages) <= 1:
            return
        self.page = (self.page + 1) % len(self.fit.pages)
        self._show_page()

    def _show_page(self) -> None:
        size = self.fit.size
        pages = len(self.fit.pages)
        self.footer.setVisible(pages > 1)
        if pages > 1:
            least = least_size(max(self.height(), 240))
            self.footer.setText(self.tr("Page %d of %d") % (self.page + 1, pages))
            _look(self.footer, least, DIM_COLOUR)
            self.footer.setFixedHeight(line_height(least))
        if self.page_widget is not None:
            self.page_widget.hide()  # at once: deleteLater waits for the event loop
            self.page_widget.setObjectName("")
            for label in self.page_widget.findChildren(QLabel):
                label.setObjectName("")  # the old page no longer answers to its names
            self.body.removeWidget(self.page_widget)
            self.page_widget.deleteLater()
        page = QWidget()
        page.setObjectName("room_page")
        page.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        row = QHBoxLayout(page)
        row.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(round(size * COLUMN_GAP))
        for column in self.fit.pages[self.page]:
            stack = QVBoxLayout()
            stack.setSpacing(round(size * BLOCK_GAP))
            width = max(block_width(self.blocks[p.block], size) for p in column)
            for piece in column:
                stack.addWidget(self._piece(piece, size, width))
            stack.addStretch(1)
            row.addLayout(stack)
            row.addStretch(1)  # the room left spreads after each column
        self.page_widget = page
        self.body.addWidget(page, 1)
        page.show()
        layout = self.layout()
        assert layout is not None  # __init__'s
        layout.activate()  # at once: what was measured is what is placed
        self.update()

    def _piece(self, piece: Piece, size: int, width: int) -> QWidget:
        """Rows of a block under its title and headings, at a type size."""
        block = self.blocks[piece.block]
        box = QWidget()
        box.setObjectName(f"room_{block.key}")
        grid = QGridLayout(box)
        grid.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(round(size * CELL_GAP))
        grid.setVerticalSpacing(0)
        columns = len(block.headers)
        head_size = max(1, round(size * HEAD_SCALE))
        title_size = max(1, round(size * TITLE_SCALE))
        height = 0
        for at, line in enumerate(block.title):  # a line a label: the lines evenly spaced
            title = self._cell(line, title_size, TITLE_COLOUR, bold=True)
            title.setObjectName(f"room_{block.key}_title" + (f"_{at}" if at else ""))
            title.setFixedHeight(line_height(size, TITLE_SCALE))
            grid.addWidget(title, at, 0, 1, columns)
            height += title.maximumHeight()
        head_lines = max((len(h) for h in block.headers), default=0)
        top = len(block.title)
        for column, lines in enumerate(block.headers):
            label = self._cell("\n".join(lines), head_size, HEAD_COLOUR,
                               right=block.right[column], bottom=True)
            label.setObjectName(f"room_{block.key}_head_{column}")
            label.setFixedHeight(head_lines * line_height(size, HEAD_SCALE))
            grid.addWidget(label, top, column)
        height += head_lines * line_height(size, HEAD_SCALE)
        top += 1
        for index in range(piece.first, piece.end):
            cells = block.rows[index]
            for column, cell in enumerate(cells):
                for at, line in enumerate(cell):
                    label = self._cell(line, size, COLOURS[block.kind[column]],
                                       right=block.right[column])
                    label.setObjectName(f"room_{block.key}_{index}_{column}"
                                        + (f"_{at}" if at else ""))
                    label.setFixedHeight(line_height(size))
                    grid.addWidget(label, top + at, column)
            tallest = max(len(cell) for cell in cells)
            for at, line in enumerate(block.note(index)):  # under the row, beside the place
                label = self._cell(line, max(1, round(size * NOTE_SCALE)), DIM_COLOUR)
                label.setObjectName(f"room_{block.key}_{index}_note"
                                    + (f"_{at}" if at else ""))
                label.setFixedHeight(line_height(size))
                grid.addWidget(label, top + tallest + at, 1, 1, columns - 1)
            taken = block.lines(index)
            if taken > 1:  # room after it: the next row begins clearly
                grid.setRowMinimumHeight(top + taken, row_height(size, taken)
                                         - taken * line_height(size))
                height += row_height(size, taken) - taken * line_height(size)
                taken += 1
            top += taken
            height += block.lines(index) * line_height(size)
        for column, needed in enumerate(_column_widths(block, size)):
            grid.setColumnMinimumWidth(column, needed)
        grid.setColumnStretch(block.kind.index("name") if "name" in block.kind else 0, 1)
        box.setFixedSize(width, height)
        return box

    @staticmethod
    def _cell(text: str, size: int, colour: str, bold: bool = False, right: bool = False,
              bottom: bool = False) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)  # measured as the font draws it
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        across = Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
        down = Qt.AlignmentFlag.AlignBottom if bottom else Qt.AlignmentFlag.AlignTop
        label.setAlignment(across | down)
        _look(label, size, colour, bold)
        return label

    @staticmethod
    def _line(label: QLabel, text: str, width: int, size: int, bold: bool = False,
              colour: str = "#f4f4f4") -> None:
        """One line of a heading, as large as asked but never wider than the window."""
        fitting = math.floor(size * width / max(1, text_width(text, size, bold) + SPARE))
        size = max(1, min(size, fitting))
        label.setText(text)
        _look(label, size, colour, bold)
        label.setFixedHeight(line_height(size))

    # --- what the room sees (tests and the organiser's eye read the same) ------------------
    def pages(self) -> int:
        return len(self.fit.pages)

    def shown_rows(self, key: str) -> list[tuple[str, ...]]:
        """The rows of a block on the page shown (``key``: "game_euchre", "tables",
        "season_<id>_<game or all>"), each cell's lines joined by a space."""
        out = []
        for column in self.fit.pages[self.page] if self.blocks else ():
            for piece in column:
                block = self.blocks[piece.block]
                if block.key == key:
                    out += [tuple(" ".join(cell) for cell in block.rows[i])
                            for i in range(piece.first, piece.end)]
        return out

    def shown_keys(self) -> list[str]:
        """The blocks on the page shown, in order."""
        keys: list[str] = []
        for column in self.fit.pages[self.page] if self.blocks else ():
            for piece in column:
                if self.blocks[piece.block].key not in keys:
                    keys.append(self.blocks[piece.block].key)
        return keys

    def labels(self) -> list[QLabel]:
        """Every label on screen: the headings, the blocks' cells, the foot."""
        page = self.page_widget.findChildren(QLabel) if self.page_widget is not None else []
        return [label for label in [self.title, self.subtitle, self.footer, *page]
                if label.isVisibleTo(self)]
