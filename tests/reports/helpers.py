"""Helpers for the report tests: read a PDF back, and render its first page for a person."""

from __future__ import annotations

import datetime as dt
import shutil
import subprocess
from pathlib import Path

from pypdf import PdfReader

from clubapp.reports.page import ReportSetup

SCREENS = Path(__file__).resolve().parents[1] / "screens"
PRINTED = dt.date(2024, 3, 5)


def setup_for(lang: str = "en", paper: str = "a4", club: str = "Hoyle Card Club",
              logo: str | None = None) -> ReportSetup:
    """The report setup every test uses: a fixed print date, so pages do not change by day."""
    return ReportSetup(lang, paper, club, logo, printed=PRINTED)


def pages(path: Path) -> int:
    return len(PdfReader(str(path)).pages)


def text(path: Path, page: int | None = None) -> str:
    """The text of one page (0-based) or of the whole document, spaces made single."""
    reader = PdfReader(str(path))
    chosen = reader.pages if page is None else [reader.pages[page]]
    return " ".join(" ".join((p.extract_text() or "").split()) for p in chosen)


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
