"""The document toolkit: paper, language, the club's header, page numbers, fitted text, tables.

Every document is built through ``build_document`` (flowing text and tables) or drawn on a
``PageCanvas`` (cards laid out on a grid); both put the club's name (and logo) at the top of
every page and "Page n of N" at the bottom, and both write through ``write_atomically``.
"""

from __future__ import annotations

import datetime as dt
import math
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    LongTable,
    PageTemplate,
    Paragraph,
)
from reportlab.platypus.doctemplate import LayoutError

from clubapp.reports.errors import BuildCancelled, ReportError
from clubapp.reports.fonts import BOLD, REGULAR, printable, register_fonts
from clubapp.reports.layout import squeeze
from clubapp.reports.output import write_atomically
from clubapp.words import LANGUAGES, Message, formats, say
from clubapp.words.catalogue import template_of

PAPERS = {"a4": A4, "letter": LETTER}
MARGIN = 15 * mm
HEADER = 20 * mm  # the band at the top of every page: logo, club, title, subtitle
FOOTER = 12 * mm
GREY = colors.HexColor("#555555")
LIGHT = colors.HexColor("#e8e8e8")
LINE = colors.HexColor("#333333")

Progress = Callable[[int, int], bool]


def document_words(key: str, lang: str, **values: object) -> str:
    """A document's words in the language: ``key`` of the catalogue's ``documents`` section."""
    return say(Message(f"documents.{key}", **values), lang)


@dataclass(frozen=True)
class ReportSetup:
    """What every document shares: language, paper, the club's name and logo, the print date."""

    lang: str = "en"
    paper: str = "a4"
    club: str = ""
    logo: str | None = None
    printed: dt.date | None = None  # the date in the footer; today when None

    def __post_init__(self) -> None:
        if self.lang not in LANGUAGES:
            raise ReportError(f"unknown language {self.lang!r} (one of {', '.join(LANGUAGES)})")
        if self.paper not in PAPERS:
            raise ReportError(f"unknown paper {self.paper!r} (one of {', '.join(PAPERS)})")
        from clubapp.services.members import club_name_in

        # a club not yet named is headed in the document's language
        object.__setattr__(self, "club", club_name_in(self.club, self.lang))

    def page_size(self, wide: bool = False) -> tuple[float, float]:
        """Width and height in points, turned to landscape when ``wide``."""
        size = PAPERS[self.paper]
        return landscape(size) if wide else size

    def tr(self, key: str, **values: object) -> str:
        """A document's words (the catalogue's ``documents`` section) in its language."""
        return document_words(key, self.lang, **values)

    def has(self, key: str) -> bool:
        """Whether the documents' words have this one."""
        return template_of(f"documents.{key}", "en") is not None

    def number(self, value: int) -> str:
        return formats.number(value, self.lang)

    def date(self, day: dt.date) -> str:
        """A date in a heading, a caption or a sentence: 5 March 2024, 5 марта 2024 г."""
        return formats.date(day, self.lang, formats.TEXT)

    def table_date(self, day: dt.date) -> str:
        """A date in a column of dates: 2024-03-05, 05.03.2024 (as the window's lists)."""
        return formats.date(day, self.lang, formats.TABLE)

    def date_whole(self, day: dt.date) -> str:
        """The date held together by no-break spaces, for a cell or a line that may wrap:
        a line never ends inside it ("6 марта 2026 г." whole)."""
        return self.date(day).replace(" ", "\u00a0")

    def logo_image(self) -> ImageReader | None:
        """The logo, read once; ReportError when the file is missing or not a picture."""
        if not self.logo:
            return None
        path = Path(self.logo).expanduser()
        if not path.is_file():
            raise ReportError(f"the logo {path} does not exist")
        try:
            image = ImageReader(str(path))
            image.getSize()
        except Exception as exc:  # Pillow raises many kinds for a file that is not a picture
            raise ReportError(f"the logo {path} is not a picture clubapp can read: {exc}") from None
        return image


# --- text that fits -------------------------------------------------------------------------
SMALLEST = 8.0  # no print is smaller: a card or a sheet is read at arm's length


def floor_of(size: float, min_size: float) -> float:
    """The smallest a text set at ``size`` may shrink to: ``min_size``, never below
    ``SMALLEST`` (a text set smaller than that to begin with is not shrunk at all)."""
    return min(size, max(min_size, SMALLEST))


def fit_text(text: object, width: float, font: str = REGULAR, size: float = 10,
             min_size: float = SMALLEST) -> tuple[str, float]:
    """Printable text and a font size at which it fits ``width`` on one line: the text whole,
    shrunk, never below ``min_size`` nor 8 pt (a caller makes room for its longest text at
    that size). Never cut."""
    clean = squeeze(printable(text))
    natural = stringWidth(clean, font, size)
    if natural <= width or natural == 0:
        return clean, size
    scaled = math.floor(size * width / natural * 10) / 10
    return clean, max(scaled, floor_of(size, min_size))


def fits_at(text: object, width: float, font: str, size: float) -> bool:
    """Whether ``text`` fits ``width`` on one line at ``size``."""
    return stringWidth(squeeze(printable(text)), font, size) <= width + 0.01


def draw_fitted(canvas: Canvas, x: float, y: float, text: object, width: float, *,
                font: str = REGULAR, size: float = 10, min_size: float = SMALLEST,
                align: str = "left", color: Any = colors.black) -> None:
    """Draw one line of text within ``width`` from ``x`` (left, centre or right aligned)."""
    line, fitted = fit_text(text, width, font, size, min_size)
    canvas.setFont(font, fitted)
    canvas.setFillColor(color)
    if align == "centre":
        canvas.drawCentredString(x + width / 2, y, line)
    elif align == "right":
        canvas.drawRightString(x + width, y, line)
    else:
        canvas.drawString(x, y, line)


def fit_lines(text: object, width: float, font: str, size: float, min_size: float,
              max_lines: int) -> tuple[list[str], float]:
    """The largest size from ``size`` down to ``min_size`` at which ``text`` wraps (between
    words only) into at most ``max_lines`` lines of ``width``; at ``min_size`` it takes as
    many lines as it needs."""
    from clubapp.reports.layout import wrap

    clean = squeeze(printable(text))
    min_size = floor_of(size, min_size)
    current = size
    while True:
        lines = wrap(clean, font, current, width)
        wide = max((stringWidth(w, font, current) for w in lines), default=0.0)
        if (len(lines) <= max_lines and wide <= width + 0.01) or current <= min_size:
            return lines, current
        current = max(min_size, round(current - 0.5, 1))


def draw_lines(canvas: Canvas, x: float, top: float, text: object, width: float, *,
               font: str = REGULAR, size: float = 10, min_size: float = 8, max_lines: int = 2,
               align: str = "left", color: Any = colors.black, leading: float = 1.15) -> float:
    """Draw ``text`` wrapped within ``width``, its first baseline ``size`` below ``top``; the
    words whole, shrunk no further than ``min_size``. Returns the y under the last line."""
    lines, fitted = fit_lines(text, width, font, size, min_size, max_lines)
    canvas.setFillColor(color)
    y = top - fitted
    for line in lines:
        line, line_size = fit_text(line, width, font, fitted)  # a lone word wider than the box
        canvas.setFont(font, line_size)
        if align == "centre":
            canvas.drawCentredString(x + width / 2, y, line)
        elif align == "right":
            canvas.drawRightString(x + width, y, line)
        else:
            canvas.drawString(x, y, line)
        y -= fitted * leading
    return y + fitted * leading - fitted * 0.3


# --- paragraph styles -----------------------------------------------------------------------
def styles() -> dict[str, ParagraphStyle]:
    """The few paragraph styles every document uses (fonts registered first)."""
    register_fonts()
    body = ParagraphStyle("body", fontName=REGULAR, fontSize=9.5, leading=12.5)
    return {
        "body": body,
        "small": ParagraphStyle("small", parent=body, fontSize=8, leading=10),
        "cell": ParagraphStyle("cell", parent=body, fontSize=8.5, leading=10.5,
                               splitLongWords=False),
        "cell_bold": ParagraphStyle("cell_bold", parent=body, fontName=BOLD, fontSize=8.5,
                                    leading=10.5),
        "heading": ParagraphStyle("heading", parent=body, fontName=BOLD, fontSize=12.5,
                                  leading=15.5, spaceBefore=4, spaceAfter=4),
        "subheading": ParagraphStyle("subheading", parent=body, fontName=BOLD, fontSize=10.5,
                                     leading=13, spaceBefore=8, spaceAfter=3),
    }


def para(text: object, style: ParagraphStyle, *, width: float | None = None,
         lines: int = 3) -> Paragraph:
    """A paragraph of plain text (escaped, printable), wrapped whole (``width`` and ``lines``
    are accepted for old callers and ignored: nothing is ever cut)."""
    return Paragraph(escape(printable(text)), style)


def grid(rows: Sequence[Sequence[Any]], widths: Sequence[float], *, header_rows: int = 1,
         numeric_from: int | None = None, extra_style: Sequence[tuple[Any, ...]] = (),
         row_heights: Sequence[float | None] | None = None) -> LongTable:
    """A ruled table with a grey header repeated on every page; columns from ``numeric_from``
    are right-aligned."""
    table = LongTable(list(rows), colWidths=list(widths), repeatRows=header_rows,
                      rowHeights=list(row_heights) if row_heights is not None else None)
    style: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, 8.5),
        ("FONT", (0, 0), (-1, header_rows - 1), BOLD, 8.5),
        ("BACKGROUND", (0, 0), (-1, header_rows - 1), LIGHT),
        ("GRID", (0, 0), (-1, -1), 0.5, LINE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
    ]
    if numeric_from is not None:
        style.append(("ALIGN", (numeric_from, header_rows), (-1, -1), "RIGHT"))
    style.extend(extra_style)
    table.setStyle(style)
    table.hAlign = "LEFT"
    return table


def fitted_para(text: object, style: ParagraphStyle, width: float, lines: int = 2,
                min_size: float = SMALLEST) -> Paragraph:
    """A short label (a column head) in a size at which no word has to be broken."""
    clean = squeeze(printable(text))
    size = style.fontSize
    longest = max(clean.split(), key=lambda w: stringWidth(w, style.fontName, size), default="")
    while size > min_size and stringWidth(longest, style.fontName, size) > width:
        size -= 0.5
    fitted = style.clone(f"{style.name}_{size}", fontSize=size, leading=size + 1.5)
    return Paragraph(escape(clean), fitted)


# --- header and footer ----------------------------------------------------------------------
@dataclass(frozen=True)
class Heading:
    """The title and subtitle printed under the club's name on every page."""

    title: str
    subtitle: str = ""


HeaderLine = tuple[str, str, float, Any]  # text, font, size, colour


def _header_placed(setup: ReportSetup, heading: Heading, width: float
                   ) -> tuple[list[HeaderLine], float]:
    """The header's lines, and the height of the band they need: ``HEADER`` as a rule, more
    for a club's name or a title so long that at 8 pt it still takes more lines than that
    (the page's body starts lower rather than a line print smaller than 8 pt)."""
    parts: list[HeaderLine] = []
    if setup.club.strip():
        parts.append((setup.club, BOLD, 12.5, colors.black))
        parts.append((heading.title, BOLD, 10, colors.black))
    else:
        parts.append((heading.title, BOLD, 12.5, colors.black))
    if heading.subtitle:
        parts.append((heading.subtitle, REGULAR, 9, GREY))
    band = HEADER - 2 * mm
    scale = 1.0
    while True:  # the whole of every line, smaller only when it would not fit the band
        placed = [(line, font, max(size * scale, SMALLEST), color)
                  for text, font, size, color in parts
                  for line in _header_lines(text, font, max(size * scale, SMALLEST), width)]
        used = sum(size * 1.2 for _l, _f, size, _c in placed)
        if used <= band or all(size <= SMALLEST for _l, _f, size, _c in placed):
            break
        scale -= 0.05
    return placed, max(HEADER, used + 2 * mm)


def header_height(setup: ReportSetup, heading: Heading, page_width: float) -> float:
    """The height of the header's band on a page ``page_width`` wide."""
    width = page_width - 2 * MARGIN - (29 * mm if setup.logo else 0)
    return _header_placed(setup, heading, width)[1]


def draw_header(canvas: Canvas, setup: ReportSetup, heading: Heading, logo: ImageReader | None,
                page_width: float, page_height: float) -> None:
    """The club's logo and name, the document's title and subtitle, and a rule under them."""
    top = page_height - 10 * mm
    left = MARGIN
    width = page_width - 2 * MARGIN
    if logo is not None:
        box_w, box_h = 26 * mm, HEADER - 4 * mm
        canvas.drawImage(logo, left, top - box_h, box_w, box_h, preserveAspectRatio=True,
                         anchor="w", mask="auto")
        left += box_w + 3 * mm
        width -= box_w + 3 * mm
    placed, band = _header_placed(setup, heading, width)
    y = top - placed[0][2] if placed else top
    for text, font, size, color in placed:
        draw_fitted(canvas, left, y, text, width, font=font, size=size, color=color)
        y -= size * 1.2
    canvas.setStrokeColor(LINE)
    canvas.setLineWidth(0.8)
    rule = page_height - 10 * mm - band
    canvas.line(MARGIN, rule, page_width - MARGIN, rule)


def _header_lines(text: str, font: str, size: float, width: float) -> list[str]:
    """A header line wrapped (whole words) when it is wider than the page; two lines at
    most before its size comes down."""
    from clubapp.reports.layout import wrap

    clean = squeeze(printable(text))
    if stringWidth(clean, font, size) <= width:
        return [clean]
    return wrap(clean, font, size, width)


def draw_footer(canvas: Canvas, setup: ReportSetup, page: int, pages: int,
                page_width: float) -> None:
    """The print date on the left, "Page n of N" on the right."""
    printed = setup.printed or dt.date.today()
    y = 8 * mm
    half = (page_width - 2 * MARGIN) / 2
    draw_fitted(canvas, MARGIN, y, setup.tr("page.printed", date=setup.date(printed)), half,
                size=SMALLEST, color=GREY)
    draw_fitted(canvas, MARGIN + half, y, setup.tr("page.of", page=page, pages=pages), half,
                size=SMALLEST, align="right", color=GREY)


def _numbered_canvas(setup: ReportSetup, heading: Heading,
                     logo: ImageReader | None) -> type[Canvas]:
    """A canvas that holds its pages until the end, to print "Page n of N" on each."""

    class NumberedCanvas(Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._held: list[dict[str, Any]] = []

        def showPage(self) -> None:  # ReportLab's name
            self._held.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            pages = len(self._held)
            width, height = self._pagesize
            for number, state in enumerate(self._held, start=1):
                self.__dict__.update(state)
                draw_header(self, setup, heading, logo, width, height)
                draw_footer(self, setup, number, pages, width)
                Canvas.showPage(self)
            Canvas.save(self)

    return NumberedCanvas


TOP_MARGIN = 10 * mm + HEADER + 4 * mm
BOTTOM_MARGIN = FOOTER + 4 * mm


def content_width(setup: ReportSetup, wide: bool = False) -> float:
    """The width between the margins."""
    return setup.page_size(wide)[0] - 2 * MARGIN


def content_height(setup: ReportSetup, wide: bool = False) -> float:
    """The height between the header and the footer."""
    return setup.page_size(wide)[1] - TOP_MARGIN - BOTTOM_MARGIN


def build_document(path: str | os.PathLike[str], setup: ReportSetup, heading: Heading,
                   story: Sequence[Any], *, wide: bool = False,
                   progress: Progress | None = None) -> Path:
    """Lay out ``story`` on pages with the club's header and page numbers and write it to
    ``path`` atomically; ``progress(done, total)`` returning False cancels (BuildCancelled)."""
    register_fonts()
    logo = setup.logo_image()
    size = setup.page_size(wide)
    flowables = list(story)
    total = len(flowables)
    top_margin = TOP_MARGIN + header_height(setup, heading, size[0]) - HEADER

    def write(temporary: Path) -> None:
        doc = BaseDocTemplate(
            str(temporary), pagesize=size, leftMargin=MARGIN, rightMargin=MARGIN,
            topMargin=top_margin, bottomMargin=BOTTOM_MARGIN,
            title=printable(heading.title), author=printable(setup.club), creator="clubapp")
        frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="body",
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
        doc.addPageTemplates([PageTemplate(id="page", frames=[frame])])
        done = 0

        def after(_flowable: Any) -> None:
            nonlocal done
            done += 1
            if progress is not None and progress(min(done, total), total) is False:
                raise BuildCancelled()

        doc.afterFlowable = after
        try:
            doc.build(flowables, canvasmaker=_numbered_canvas(setup, heading, logo))
        except LayoutError as exc:  # a bug in a document's layout: say so plainly
            raise ReportError(f"the document does not fit its page: {exc}") from None

    return write_atomically(path, write)


class _Probe(Flowable):
    """Takes no room; notes how much height is left on the page where it falls."""

    def __init__(self) -> None:
        super().__init__()
        self.left = 0.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.left = avail_height
        return 0.0, 0.0

    def draw(self) -> None:
        pass


def laid_out(setup: ReportSetup, story: Sequence[Any], *, wide: bool = False
             ) -> tuple[int, float]:
    """How many pages ``story`` takes (laid out as ``build_document`` lays it, nothing
    written) and the height left under it on its last page: to choose, before printing,
    what fits one page. The story's flowables are used up: build it again to print it."""
    import io

    register_fonts()
    doc = BaseDocTemplate(io.BytesIO(), pagesize=setup.page_size(wide), leftMargin=MARGIN,
                          rightMargin=MARGIN, topMargin=TOP_MARGIN, bottomMargin=BOTTOM_MARGIN)
    frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="body",
                  leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    doc.addPageTemplates([PageTemplate(id="page", frames=[frame])])
    probe = _Probe()
    try:
        doc.build([*story, probe])
    except LayoutError:
        return 999, 0.0
    return int(doc.page), probe.left


def pages_of(setup: ReportSetup, story: Sequence[Any], *, wide: bool = False) -> int:
    """How many pages ``story`` takes (``laid_out``)."""
    return laid_out(setup, story, wide=wide)[0]


class PageCanvas:
    """A canvas for documents drawn card by card: header and footer on every page, the page
    count known in advance, atomic writing and progress with cancel."""

    def __init__(self, setup: ReportSetup, heading: Heading, pages: int, *,
                 wide: bool = False, plain: bool = False) -> None:
        register_fonts()
        self.plain = plain  # no header or page number: a page that is folded (a table tent)
        self.setup = setup
        self.heading = heading
        self.pages = max(pages, 1)
        self.size = setup.page_size(wide)
        self.logo = setup.logo_image()
        self._header = HEADER if plain else header_height(setup, heading, self.size[0])
        self._canvas: Canvas | None = None
        self._page = 0

    @property
    def body_top(self) -> float:
        """The y of the first line under the header."""
        return self.size[1] - 10 * mm - self._header - 3 * mm

    @property
    def body_bottom(self) -> float:
        return FOOTER + 2 * mm

    def write(self, path: str | os.PathLike[str],
              draw_page: Callable[[Canvas, int], None]) -> Path:
        """Draw every page with ``draw_page(canvas, index)`` and write the file atomically."""

        def write(temporary: Path) -> None:
            canvas = Canvas(str(temporary), pagesize=self.size)
            canvas.setTitle(printable(self.heading.title))
            canvas.setAuthor(printable(self.setup.club))
            canvas.setCreator("clubapp")
            for index in range(self.pages):
                if not self.plain:
                    draw_header(canvas, self.setup, self.heading, self.logo, *self.size)
                    draw_footer(canvas, self.setup, index + 1, self.pages, self.size[0])
                draw_page(canvas, index)
                canvas.showPage()
            canvas.save()

        return write_atomically(path, write)


def report_progress(progress: Progress | None, done: int, total: int) -> None:
    """Tell ``progress`` how far a build is; BuildCancelled when it answers False."""
    if progress is not None and progress(done, total) is False:
        raise BuildCancelled()
