"""The toolkit: paper and language, the club's header on every page, page numbers, text that
fits, a logo, progress with cancel."""

from __future__ import annotations

import pytest
from PIL import Image
from pypdf import PdfReader
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Paragraph

from clubapp.reports.errors import BuildCancelled, ReportError
from clubapp.reports.fonts import BOLD, REGULAR
from clubapp.reports.page import (
    Heading,
    PageCanvas,
    ReportSetup,
    build_document,
    draw_lines,
    fit_lines,
    fit_text,
    styles,
)
from tests.reports.helpers import leftovers, page_size, pages, screenshot, setup_for, text


def _story(paragraphs: int) -> list:
    body = styles()["body"]
    return [Paragraph(f"Paragraph {n}: the bell rings at the head table.", body)
            for n in range(paragraphs)]


def test_setup_refuses_an_unknown_language_or_paper():
    with pytest.raises(ReportError, match="language"):
        ReportSetup(lang="fr")
    with pytest.raises(ReportError, match="paper"):
        ReportSetup(paper="a3")


def test_a4_and_letter_and_landscape(tmp_path):
    a4 = build_document(tmp_path / "a4.pdf", setup_for(), Heading("T"), _story(1))
    letter = build_document(tmp_path / "l.pdf", setup_for(paper="letter"), Heading("T"),
                            _story(1), wide=True)
    assert page_size(a4) == pytest.approx(A4, abs=0.5)
    assert page_size(letter) == pytest.approx((LETTER[1], LETTER[0]), abs=0.5)


def test_every_page_has_the_club_title_and_page_n_of_n(tmp_path):
    path = build_document(tmp_path / "long.pdf", setup_for(), Heading("Standings", "All"),
                          _story(200))
    count = pages(path)
    assert count > 2
    for index in (0, count - 1):
        page = text(path, index)
        assert "Hoyle Card Club" in page and "Standings" in page
        assert f"Page {index + 1} of {count}" in page
        assert "Printed 5 March 2024" in page


def test_russian_footer(tmp_path):
    path = build_document(tmp_path / "ru.pdf", setup_for("ru"), Heading("Итоги"), _story(1))
    assert "Страница 1 из 1" in text(path)
    assert "Напечатано 5 марта 2024 г." in text(path)


def test_fit_text_shrinks_and_never_cuts():
    line, size = fit_text("Ann", 100, REGULAR, 10)
    assert (line, size) == ("Ann", 10)
    long_name = "Alexandrina Featherstonehaugh-Wolstenholme"
    line, size = fit_text(long_name, 250, BOLD, 10, min_size=6)
    assert line == long_name and size < 10
    assert stringWidth(line, BOLD, size) <= 250
    line, size = fit_text(long_name, 150, BOLD, 10, min_size=6)
    assert line == long_name and size == 8  # never below 8 pt: a caller makes room


def test_lines_wrap_between_words_at_no_less_than_the_smallest_size():
    name = "Констанция Кржижановская-Преображенская"
    lines, size = fit_lines(name, 90, BOLD, 15, 8, max_lines=2)
    assert " ".join(lines).replace("- ", "-") == name and size >= 8  # after its hyphen
    assert all(stringWidth(line, BOLD, size) <= 90 for line in lines)
    lines, size = fit_lines("Ann Lee", 200, BOLD, 15, 8, max_lines=2)
    assert (lines, size) == (["Ann Lee"], 15)


def test_draw_lines_says_where_the_text_ends(tmp_path):
    from reportlab.pdfgen.canvas import Canvas

    canvas = Canvas(str(tmp_path / "x.pdf"))
    one = draw_lines(canvas, 0, 500, "Ann", 200, size=10)
    two = draw_lines(canvas, 0, 500, "Alexandrina Featherstonehaugh-Wolstenholme", 60, size=10,
                     min_size=8, max_lines=3)
    assert 480 < one < 500 and two < one


def test_a_club_name_a_thousand_characters_long_stays_on_the_page(tmp_path):
    setup = setup_for(club="The Very Long Club " * 53)  # about a thousand characters
    path = build_document(tmp_path / "club.pdf", setup, Heading("Standings"), _story(3))
    reader = PdfReader(str(path))
    page = reader.pages[0]
    written = " ".join(page.extract_text().split())
    assert "…" not in written
    assert written.count("The Very Long Club") == 53  # every word of the name, none cut
    # every piece of text starts and ends inside the page
    width = float(page.mediabox.width)
    spans = []
    page.extract_text(visitor_text=lambda t, cm, tm, font, size: spans.append((tm[4], t)))
    assert all(0 <= x <= width for x, _ in spans)
    screenshot(path, "report_long_club_name")


def test_the_logo_prints_in_the_header(tmp_path):
    logo = tmp_path / "logo.png"
    Image.new("RGB", (120, 60), (200, 30, 30)).save(logo)
    path = build_document(tmp_path / "logo.pdf", setup_for(logo=str(logo)), Heading("T"),
                          _story(1))
    resources = PdfReader(str(path)).pages[0]["/Resources"]
    assert "/XObject" in resources and len(resources["/XObject"]) == 1
    screenshot(path, "report_logo_header")


def test_a_logo_that_is_not_a_picture_is_refused(tmp_path):
    bad = tmp_path / "logo.png"
    bad.write_text("not a picture")
    with pytest.raises(ReportError, match="not a picture"):
        build_document(tmp_path / "x.pdf", setup_for(logo=str(bad)), Heading("T"), _story(1))
    with pytest.raises(ReportError, match="does not exist"):
        build_document(tmp_path / "x.pdf", setup_for(logo=str(tmp_path / "none.png")),
                       Heading("T"), _story(1))
    assert not (tmp_path / "x.pdf").exists()


def test_progress_is_reported_and_cancel_leaves_nothing(tmp_path):
    seen = []
    build_document(tmp_path / "ok.pdf", setup_for(), Heading("T"), _story(5),
                   progress=lambda done, total: seen.append((done, total)) or True)
    assert seen[-1] == (5, 5)
    with pytest.raises(BuildCancelled):
        build_document(tmp_path / "no.pdf", setup_for(), Heading("T"), _story(50),
                       progress=lambda done, total: done < 10)
    assert not (tmp_path / "no.pdf").exists()
    assert leftovers(tmp_path) == []


def test_page_canvas_draws_the_pages_it_announced(tmp_path):
    canvas_pages = PageCanvas(setup_for(), Heading("Cards"), 3)
    drawn = []
    path = canvas_pages.write(tmp_path / "c.pdf", lambda canvas, index: drawn.append(index))
    assert drawn == [0, 1, 2]
    assert pages(path) == 3
    assert "Page 3 of 3" in text(path, 2)
