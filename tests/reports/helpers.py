"""Helpers for the report tests: read a PDF back, and render its first page for a person."""

from __future__ import annotations

import datetime as dt
import shutil
import subprocess
from pathlib import Path

from pypdf import PdfReader

from clubapp.reports.page import ReportSetup
from tests.helpers.paths import SCREENS

# the report tests read their PDFs back with these names
from tests.helpers.pdf import pdf_pages as pages  # noqa: F401
from tests.helpers.pdf import pdf_text as text  # noqa: F401

PRINTED = dt.date(2024, 3, 5)


def setup_for(lang: str = "en", paper: str = "a4", club: str = "Hoyle Card Club",
              logo: str | None = None) -> ReportSetup:
    """The report setup every test uses: a fixed print date, so pages do not change by day."""
    return ReportSetup(lang, paper, club, logo, printed=PRINTED)


def page_size(path: Path, page: int = 0) -> tuple[float, float]:
    box = PdfReader(str(path)).pages[page].mediabox
    return float(box.width), float(box.height)


def screenshot(path: Path, name: str) -> Path | None:
    """The first page as ``tests/screens/<name>.png`` (60 dpi) for a person to look at."""
    if shutil.which("pdftoppm") is None:
        return None
    target = SCREENS / name
    subprocess.run(["pdftoppm", "-r", "60", "-png", "-f", "1", "-l", "1", "-singlefile",
                    str(path), str(target)], check=True, timeout=60)
    return target.with_suffix(".png")


def leftovers(folder: Path) -> list[str]:
    """Temporary files a writer left behind (there must be none)."""
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".part"))


def play(services, game_id: str, players: list[str], deals: list[dict], *,
         options: dict | None = None, evening: str = "Friday club",
         day: dt.date = PRINTED):
    """Seat new members at a new table of a new evening, play ``deals``; the game's view."""
    ids = [services.members.add(name).id for name in players]
    night = services.evenings.create(day, evening)
    table = services.evenings.add_table(night.id)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, game_id, options)
    view = services.scoring.view(game)
    for deal in deals:
        view = services.scoring.record_deal(game, deal)
    return view
