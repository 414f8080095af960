"""Printing for a big party (issue 14): 400 tally cards and the standings as PDF.

``tally_cards_400``: the tally cards of a 400-player party (four to a page, with their round
tables and star boxes) and the standings of 400 members, written by the reports; the baseline
in the same run draws exactly the same strings (recorded from the documents: text, font, size,
place, page) with ``drawString`` on a bare ReportLab canvas. Target: ≤ 3× the bare canvas.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas

from clubapp.reports.fonts import register_fonts
from clubapp.reports.page import ReportSetup
from clubapp.reports.party_cards import write_tally_cards
from clubapp.reports.party_sample import sample_party
from clubapp.reports.standings import write_standings
from clubapp.services.views import StandingRow


def _standings(players: int) -> list[StandingRow]:
    return [StandingRow(n, f"Member {n:04d}", 10, 10 - n % 10, n % 3, 100 - n % 50, 4)
            for n in range(players)]


class Recorder:
    """Notes every string the reports draw, with its font, size and place, page by page."""

    def __init__(self) -> None:
        self.pages: list[list[tuple[str, float, float, float, str]]] = [[]]
        self._originals = {name: getattr(Canvas, name) for name in
                           ("drawString", "drawRightString", "drawCentredString", "showPage")}

    def __enter__(self) -> Recorder:
        recorder = self

        def note(kind):
            original = self._originals[kind]

            def wrapper(canvas, x, y, text, *args, **kwargs):
                recorder.pages[-1].append((canvas._fontname, canvas._fontsize, x, y, text))
                return original(canvas, x, y, text, *args, **kwargs)

            return wrapper

        def show_page(canvas):
            recorder.pages.append([])
            return self._originals["showPage"](canvas)

        for kind in ("drawString", "drawRightString", "drawCentredString"):
            setattr(Canvas, kind, note(kind))
        Canvas.showPage = show_page
        return self

    def __exit__(self, *exc: object) -> None:
        for name, original in self._originals.items():
            setattr(Canvas, name, original)


def _bare(path: Path, pages: list[list[tuple[str, float, float, float, str]]]) -> None:
    """The same strings, at the same places and sizes, on a bare canvas."""
    canvas = Canvas(str(path), pagesize=A4)
    for page in pages:
        for font, size, x, y, text in page:
            canvas.setFont(font, size)
            canvas.drawString(x, y, text)
        canvas.showPage()
    canvas.save()


def tally_cards_400(quick: bool) -> dict:
    players, runs = (40, 1) if quick else (400, 3)
    register_fonts()
    party = sample_party(players, rounds_played=6, rounds=10)
    rows = _standings(players)
    setup = ReportSetup("en", "a4", "Maple Street Card Club")
    ours, bare = [], []
    with tempfile.TemporaryDirectory() as folder:
        with Recorder() as recorded:  # what the documents draw, for the baseline to draw too
            write_tally_cards(Path(folder) / "cards.pdf", party, setup)
            write_standings(Path(folder) / "standings.pdf", rows, setup)
        strings = sum(len(page) for page in recorded.pages)
        for run in range(runs):
            started = time.perf_counter()
            write_tally_cards(Path(folder) / f"cards{run}.pdf", party, setup)
            write_standings(Path(folder) / f"standings{run}.pdf", rows, setup)
            ours.append(time.perf_counter() - started)
            started = time.perf_counter()
            _bare(Path(folder) / f"bare{run}.pdf", recorded.pages)
            bare.append(time.perf_counter() - started)
    ratio = statistics.median(ours) / statistics.median(bare)
    return {"name": f"{players} tally cards and the standings", "figure": statistics.median(ours),
            "unit": "s",
            "baseline": f"the same {strings} strings on a bare canvas {statistics.median(bare):.2f} s",
            "ratio": ratio, "target": "<= 3x the bare canvas", "met": ratio <= 3}


BENCHMARKS = [tally_cards_400]
