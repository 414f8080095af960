"""Progressive-euchre lists: the stars board and the prize list with its reasons.

The board ranks as the prizes do (seeds/002 line 91): most gold stars, then most red, then
fewest green; a tie left after that shares a place (the book draws lots for the prize).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportlab.lib import colors
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
from clubapp.reports.party_cards import ROLE_COLOURS, STAR_COLOURS, _party_subtitle
from clubapp.reports.party_docs import PartyData, TallyCard

ROWS_PER_CHUNK = 50


def ranked(cards: Sequence[TallyCard]) -> list[tuple[int, TallyCard]]:
    """Players by gold, red, fewest green (line 91), with shared places for equal stars."""
    order = sorted(cards, key=lambda c: (-c.gold, -c.red, c.green, c.name.casefold()))
    out: list[tuple[int, TallyCard]] = []
    previous: tuple[int, int, int] | None = None
    place = 0
    for index, card in enumerate(order, start=1):
        key = (card.gold, card.red, card.green)
        if key != previous:
            place = index
        previous = key
        out.append((place, card))
    return out


def stars_story(party: PartyData, setup: ReportSetup) -> list[Any]:
    st = styles()
    numbers = [14 * mm, 26 * mm, 18 * mm, 18 * mm, 18 * mm, 18 * mm]
    name_w = content_width(setup) - sum(numbers)
    widths = [numbers[0], name_w, *numbers[1:]]
    head = [setup.tr("standings.place"), setup.tr("party.name"), setup.tr("party.role"),
            "★ " + setup.tr("party.gold"), "★ " + setup.tr("party.red"),
            "★ " + setup.tr("party.green"), setup.tr("party.total")]
    head_cells = [para(h, st["cell_bold"], width=w - 6, lines=2) for h, w in zip(head, widths, strict=True)]
    rows = [[str(place), para(card.name, st["cell"], width=name_w - 6, lines=2),
             setup.tr(f"party.role_short.{card.role}"), setup.number(card.gold),
             setup.number(card.red), setup.number(card.green), setup.number(card.stars)]
            for place, card in ranked(party.players)]
    style: list[tuple[Any, ...]] = [("ALIGN", (0, 1), (0, -1), "RIGHT")]
    for col, star in ((3, "gold"), (4, "red"), (5, "green")):
        style += [("BACKGROUND", (col, 0), (col, 0), STAR_COLOURS[star]),
                  ("TEXTCOLOR", (col, 1), (col, -1), STAR_COLOURS[star]),
                  ("FONT", (col, 1), (col, -1), "ClubSans-Bold", 9)]
    head_cells[3:6] = [para(h, st["cell_bold"].clone("white_head", textColor=colors.white),
                            width=w - 6, lines=2)
                       for h, w in zip(head[3:6], widths[3:6], strict=True)]
    story: list[Any] = []
    for start in range(0, len(rows), ROWS_PER_CHUNK):
        story.append(grid([head_cells, *rows[start:start + ROWS_PER_CHUNK]], widths,
                          numeric_from=3, extra_style=style))
    return story or [para(setup.tr("standings.empty"), st["body"])]


def write_stars_board(path: str | os.PathLike[str], party: PartyData, setup: ReportSetup, *,
                      progress: Progress | None = None) -> Path:
    """Every player's gold, red and green stars, best first."""
    heading = Heading(setup.tr("party.stars_board"), _party_subtitle(party, setup))
    return build_document(path, setup, heading, stars_story(party, setup), progress=progress)


def prizes_story(party: PartyData, setup: ReportSetup) -> list[Any]:
    st = styles()
    if not party.prizes:
        return [para(setup.tr("party.no_prizes"), st["body"])]
    fixed = [36 * mm, 28 * mm]
    rest = content_width(setup) - sum(fixed)
    widths = [fixed[0], fixed[1], rest * 0.4, rest * 0.6]
    head = [para(setup.tr(k), st["cell_bold"]) for k in
            ("party.prize", "party.role", "party.player", "party.reason")]
    order = {"first": 0, "second": 1, "consolation": 2}
    prizes = sorted(party.prizes, key=lambda p: (order.get(p.prize, 9), p.role))
    rows = [[para(setup.tr(f"party.prize.{p.prize}"), st["cell_bold"]),
             para(setup.tr(f"party.role_short.{p.role}"),
                  st["cell"].clone("role", textColor=ROLE_COLOURS.get(p.role, colors.black))),
             para(p.player, st["cell_bold"], width=widths[2] - 6, lines=2),
             para(p.reason, st["cell"], width=widths[3] - 6, lines=4)]
            for p in prizes]
    return [grid([head, *rows], widths)]


def write_prize_list(path: str | os.PathLike[str], party: PartyData, setup: ReportSetup, *,
                     progress: Progress | None = None) -> Path:
    """The prizes, who won them and why."""
    heading = Heading(setup.tr("party.prizes"), _party_subtitle(party, setup))
    return build_document(path, setup, heading, prizes_story(party, setup), progress=progress)
