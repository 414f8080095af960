"""League standings: members ranked as ``StandingsService.standings()`` ranks them."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm

from clubapp.reports.page import (
    Heading,
    Progress,
    ReportSetup,
    build_document,
    content_width,
    grid,
    para,
    styles,
)
from clubapp.services.views import StandingRow

ROWS_PER_CHUNK = 50


def places(rows: Sequence[StandingRow]) -> list[str]:
    """Places as the standings are ranked: equal games, matches and points share a place."""
    out: list[str] = []
    previous: tuple[int, int, int] | None = None
    place = 0
    for index, row in enumerate(rows, start=1):
        key = (row.won, row.matches_won, row.points)
        if key != previous:
            place = index
        previous = key
        out.append(str(place))
    return out


def standings_story(rows: Sequence[StandingRow], setup: ReportSetup) -> list[Any]:
    """The ranked table, in chunks so that progress moves on a long list."""
    st = styles()
    if not rows:
        return [para(setup.tr("standings.empty"), st["body"])]
    numbers = [15 * mm, 20 * mm, 20 * mm, 20 * mm, 26 * mm, 20 * mm]
    name_width = content_width(setup) - sum(numbers)
    widths = [numbers[0], name_width, *numbers[1:]]
    head_style = st["cell_bold"]
    head = [para(setup.tr(k), head_style) for k in (
        "standings.place", "standings.member", "standings.evenings", "standings.played",
        "standings.won", "standings.matches", "standings.points")]
    body = [[place, para(r.name, st["cell"], width=name_width - 6, lines=2),
             setup.number(r.evenings), setup.number(r.played), setup.number(r.won),
             setup.number(r.matches_won), setup.number(r.points)]
            for place, r in zip(places(rows), rows, strict=True)]
    story: list[Any] = []
    for start in range(0, len(body), ROWS_PER_CHUNK):
        story.append(grid([head, *body[start:start + ROWS_PER_CHUNK]], widths, numeric_from=2,
                          extra_style=[("ALIGN", (0, 1), (0, -1), "RIGHT")]))
    return story


def write_standings(path: str | os.PathLike[str], rows: Sequence[StandingRow],
                    setup: ReportSetup, *, scope: str = "",
                    progress: Progress | None = None) -> Path:
    """The standings (of one evening when ``scope`` names it, else of all), written to ``path``."""
    heading = Heading(setup.tr("standings.title"), scope or setup.tr("standings.all"))
    return build_document(path, setup, heading, standings_story(rows, setup), progress=progress)
