"""The Print menu of the main window: the documents of what is on screen, previewed and saved."""

from __future__ import annotations

import datetime as dt
import re

from pypdf import PdfReader

from clubapp.reports.page import ReportSetup
from clubapp.services import Services
from tests.helpers.paths import SCREENS
from tests.helpers.window import NAMES, open_window


def test_print_the_score_sheet_and_the_standings_of_the_evening(qtbot, tmp_path, empty_club):
    path = empty_club
    services = Services.open(str(path))
    ids = [services.members.add(n).id for n in NAMES]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Friday euchre")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "euchre")
    for entry in ({"makers": "A", "tricks": 5, "alone": True}, {"makers": "B", "tricks": 3}):
        services.scoring.record_deal(game, entry)
    services.club.rename("Maple Street Card Club")
    services.close()

    window = open_window(qtbot, path)
    window.open_evening(evening.id)
    window.print_menu.score_sheet()
    preview = window.print_menu.last
    assert preview is not None and preview.document.pageCount() >= 1
    preview.resize(700, 800)

    def page_drawn() -> bool:  # QtPdf renders pages in the background
        image = preview.view.grab().toImage()
        return any(image.pixelColor(x, y).lightness() < 100
                   for x in range(40, image.width() - 40, 7) for y in range(40, 300, 7))

    qtbot.waitUntil(page_drawn, timeout=5000)
    assert preview.grab().save(str(SCREENS / "print_score_sheet.png"))
    saved = preview.save_as(tmp_path / "sheet.pdf")
    text = PdfReader(str(saved)).pages[0].extract_text()
    assert "Maple Street Card Club" in text
    assert "Ann Lee" in text and "Dan Ford" in text
    # the header block filled in: the evening's date and name, its table (issue 21, item 2)
    header = " ".join(text.split())
    assert ReportSetup("en", "a4").date(dt.date(2026, 11, 27)) in header
    assert "Friday euchre" in header
    assert re.search(r"Table:? 1\b", header), header[:400]
    preview.reject()

    window.go_to("Standings")
    window.print_menu.standings()
    standings = window.print_menu.last
    saved = standings.save_as(tmp_path / "standings.pdf")
    text = PdfReader(str(saved)).pages[0].extract_text()
    assert text.index("Ann Lee") < text.index("Bob Hart")  # A leads the game in progress
    standings.reject()
    window.close()
