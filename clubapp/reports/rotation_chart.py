"""The rotation chart format on paper: the chart for the room, and a card for every guest.

- the chart: every round's tables, each with its North–South pair against its East–West pair,
  and who sits out; the guests who keep one table all night; the fairness report (how many
  different partners each has, repeated partners, opponent meetings from fewest to most,
  sit-outs); once rounds are handed in, the standing (points, games won);
- the guest's card (two to a page, cut along the dashed line): the name, the table kept all
  night where there is one, and for each round the table, the seat (North, South, East, West),
  the partner and the opponents, with a box to write the points in; a guest with more rounds
  than a card holds continues on a second card.

The chart is ``RotationChart``: made from the evening's party (``chart_of_view``) or from what
``clubapp draw rotation`` prints (``chart_from_json``).
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import KeepTogether, Spacer

from clubapp.events.planned_rotation import (
    PlannedRound,
    PlannedTable,
    fairness,
)
from clubapp.events.rotation_party import StandingLine
from clubapp.reports.errors import ReportError
from clubapp.reports.fonts import BOLD, REGULAR
from clubapp.reports.layout import Column, build_table, lay_out
from clubapp.reports.page import (
    GREY,
    LIGHT,
    Heading,
    PageCanvas,
    Progress,
    ReportSetup,
    build_document,
    content_width,
    draw_fitted,
    draw_lines,
    fit_lines,
    para,
    styles,
)
from clubapp.reports.party_cards import Box, _cells, _lay_out
from clubapp.words import Message, say

SEATS = ("north", "south", "east", "west")  # the places of a table: pairs[0] is North–South
PAD = 3.5 * mm
HEAD_H = 5.5 * mm
ROW_MIN, ROW_MAX = 6.5 * mm, 11 * mm  # a round's row on a card: room for two lines of names
# and to write the points in by hand
CELL = 9.0  # the card's print: names come down to 7 pt on two lines before they would not fit
CARD_COLUMNS = (0.08, 0.08, 0.11, 0.27, 0.34, 0.12)  # round, table, seat, partner, opponents,
# points: shares of the card's width


@dataclass(frozen=True)
class RotationChart:
    """What the chart and the cards print: the rounds, the guests, who keeps which table,
    the fairness report, and the standing once rounds are handed in."""

    names: tuple[str, ...]
    rounds: tuple[PlannedRound, ...]
    fairness: tuple[Message, ...]
    homes: Mapping[str, int]
    title: str = ""
    date: dt.date | None = None
    standing: tuple[StandingLine, ...] = ()

    def seats_of(self, name: str) -> list[tuple[int, int | None, str, str, tuple[str, ...]]]:
        """Each round of a guest: (round, table or None when sitting out, seat, partner,
        the two opponents)."""
        out: list[tuple[int, int | None, str, str, tuple[str, ...]]] = []
        for played in self.rounds:
            found = None
            for table in played.tables:
                for side, pair in enumerate(table.pairs):
                    if name in pair:
                        place = 2 * side + pair.index(name)
                        partner = pair[1 - pair.index(name)]
                        rivals = table.pairs[1 - side]
                        found = (played.number, table.number, SEATS[place], partner,
                                 tuple(rivals))
            out.append(found or (played.number, None, "", "", ()))
        return out


def chart_of_view(view: Any) -> RotationChart:
    """The chart of an evening's rotation party (``RotationPartyService.view``)."""
    return RotationChart(tuple(g.name for g in view.guests), view.planned(),
                         tuple(view.fairness.messages()), view.homes, view.evening.name,
                         view.evening.date, view.standing)


def chart_from_json(data: Any, title: str = "") -> RotationChart:
    """The chart as ``clubapp draw rotation`` prints it; ReportError naming what is wrong."""
    try:
        rounds = tuple(
            PlannedRound(number, tuple(
                PlannedTable(int(t["table"]), ((str(t["pairs"][0][0]), str(t["pairs"][0][1])),
                                               (str(t["pairs"][1][0]), str(t["pairs"][1][1]))))
                for t in tables), tuple(str(n) for n in out))
            for number, (tables, out) in enumerate(zip(data["rounds"], data["sitting_out"],
                                                       strict=True), start=1))
        homes = {str(k): int(v) for k, v in dict(data.get("stationary") or {}).items()}
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        raise ReportError("rotation.chart_json") from None
    seen: dict[str, None] = {}
    for played in rounds:
        for table in played.tables:
            for pair in table.pairs:
                seen.update(dict.fromkeys(pair))
        seen.update(dict.fromkeys(played.sitting_out))
    names = tuple(sorted(seen, key=lambda n: (not n.isdigit(), int(n) if n.isdigit() else 0,
                                               n.casefold())))
    if not rounds or len(names) < 4:
        raise ReportError("rotation.chart_json")
    report = fairness(names, rounds, Message.literal(""))  # how it was planned: not known here
    return RotationChart(names, rounds, tuple(report.messages()[1:]), homes, title)


def _say(setup: ReportSetup, message_id: str, **params: object) -> str:
    return say(Message(message_id, **params), setup.lang)


def _subtitle(chart: RotationChart, setup: ReportSetup) -> str:
    tables = max((len(r.tables) for r in chart.rounds), default=0)
    about = _say(setup, "rotation.rounds_of_chart", n=len(chart.rounds), tables=tables)
    parts = [p for p in (chart.title, setup.date(chart.date) if chart.date else "", about) if p]
    return " · ".join(parts)


# --- the chart ------------------------------------------------------------------------------
def write_rotation_chart(path: str | os.PathLike[str], chart: RotationChart,
                         setup: ReportSetup, *, progress: Progress | None = None) -> Path:
    """The chart: each round's tables and sit-outs, the fairness report, the standing."""
    if not chart.rounds:
        raise ReportError("report.nothing_to_print")
    st = styles()
    width = content_width(setup)
    story: list[Any] = [para(_say(setup, "rotation.how"), st["body"]), Spacer(1, 2 * mm)]
    for name, table in sorted(chart.homes.items(), key=lambda item: (item[1], item[0])):
        story.append(para(_say(setup, "rotation.keeps_table", name=name, table=table),
                          st["cell_bold"]))
    ns = f"{_say(setup, 'rotation.seat_north')}–{_say(setup, 'rotation.seat_south')}"
    ew = f"{_say(setup, 'rotation.seat_east')}–{_say(setup, 'rotation.seat_west')}"

    def columns(tables: Sequence[PlannedTable]) -> list[Column]:
        return [Column(setup.tr("party.table"), [str(t.number) for t in tables],
                       align="RIGHT", grow=0),
                Column(ns, [_say(setup, "rotation.pair", first=t.pairs[0][0],
                                 second=t.pairs[0][1]) for t in tables], grow=4),
                Column(ew, [_say(setup, "rotation.pair", first=t.pairs[1][0],
                                 second=t.pairs[1][1]) for t in tables], grow=4)]

    # one set of widths for every round, measured on all of them: the columns line up
    layout = lay_out(columns([t for played in chart.rounds for t in played.tables]), width)
    if layout is None:
        raise ReportError("rotation.too_wide")
    for played in chart.rounds:
        out = (_say(setup, "rotation.sitting_out", names=list(played.sitting_out))
               if played.sitting_out else _say(setup, "rotation.nobody_out"))
        story.append(KeepTogether([
            para(_say(setup, "rotation.round", round=played.number), st["subheading"]),
            build_table(columns(played.tables), layout, repeat_head=False),
            para(out, st["small"])]))
    story += [para(_say(setup, "rotation.fairness_title"), st["heading"])]
    story += [para(say(m, setup.lang), st["body"]) for m in chart.fairness]
    if chart.standing:
        story += standing_story(chart, setup, width)
    return build_document(path, setup, Heading(_say(setup, "rotation.chart_title"),
                                               _subtitle(chart, setup)),
                          story, progress=progress)


def standing_story(chart: RotationChart, setup: ReportSetup, width: float) -> list[Any]:
    """The standing once rounds are handed in: its heading, how it is made, the table."""
    st = styles()
    lines = chart.standing
    shared = {line.place for line in lines if sum(o.place == line.place for o in lines) > 1}
    columns = [
        Column(setup.tr("standings.place"),
               [f"{line.place}=" if line.place in shared else str(line.place)
                for line in lines], align="RIGHT", grow=0),
        Column(setup.tr("party.name"), [line.name for line in lines], grow=6),
        Column(_say(setup, "rotation.points_col"), [setup.number(line.points) for line in lines],
               align="RIGHT", grow=0),
        Column(_say(setup, "rotation.won_col"),
               [setup.number(line.won) for line in lines], align="RIGHT", grow=0),
        Column(_say(setup, "rotation.played_col"),
               [setup.number(line.played) for line in lines], align="RIGHT", grow=0),
        Column(_say(setup, "rotation.sat_out_col"),
               [setup.number(line.sat_out) for line in lines], align="RIGHT", grow=0),
    ]
    layout = lay_out(columns, width)
    if layout is None:
        raise ReportError("rotation.too_wide")
    return [para(_say(setup, "rotation.standing_title"), st["heading"]),
            para(_say(setup, "rotation.standing_how"), st["small"]), Spacer(1, 1.5 * mm),
            build_table(columns, layout)]


# --- the guests' cards ----------------------------------------------------------------------
@dataclass(frozen=True)
class GuestCard:
    """A guest's card, or the continuation of one whose rounds do not fit a single card."""

    name: str
    first: int  # index of the first round on it
    count: int  # rounds on it
    more: bool = False  # the rounds go on on the next card


def _cards(chart: RotationChart, room: float) -> list[GuestCard]:
    per_card = max(1, int((room - HEAD_H - 4 * mm) // ROW_MIN))
    out = []
    for name in chart.names:
        for first in range(0, len(chart.rounds), per_card):
            count = min(per_card, len(chart.rounds) - first)
            out.append(GuestCard(name, first, count, first + count < len(chart.rounds)))
    return out


def _draw_card(canvas: Canvas, setup: ReportSetup, box: Box, card: GuestCard,
               chart: RotationChart) -> None:
    canvas.setStrokeColor(colors.black)
    canvas.setLineWidth(1.4)
    canvas.roundRect(box.x, box.y, box.w, box.h, 3 * mm)
    inner_x, inner_w = box.x + PAD, box.w - 2 * PAD
    top = box.top - PAD
    home = chart.homes.get(card.name)
    home_w = 26 * mm if home is not None else 0.0
    text_w = inner_w - (home_w + 3 * mm if home is not None else 0)
    y = draw_lines(canvas, inner_x, top + 1 * mm, _subtitle(chart, setup), text_w, size=8,
                   min_size=8, max_lines=2, color=GREY)
    y = draw_lines(canvas, inner_x, y - 0.5 * mm, card.name, text_w, font=BOLD, size=15,
                   min_size=9, max_lines=2)
    if card.first:
        draw_fitted(canvas, inner_x, y - 4 * mm, setup.tr("party.continued"), text_w, size=8,
                    color=GREY)
    if home is not None:
        x = inner_x + inner_w - home_w
        canvas.setLineWidth(1.2)
        canvas.roundRect(x, top - 22 * mm, home_w, 22 * mm, 2 * mm)
        draw_fitted(canvas, x, top - 4.2 * mm, setup.tr("party.table"), home_w, font=BOLD, size=8,
                    align="centre", color=GREY)
        draw_fitted(canvas, x + 1 * mm, top - 16 * mm, str(home), home_w - 2 * mm, font=BOLD,
                    size=30, align="centre")
        lines, size = fit_lines(_say(setup, "rotation.all_night"),
                                home_w - 2 * mm, REGULAR, 8, 8, 2)
        draw_fitted(canvas, x, top - 20.2 * mm, " ".join(lines), home_w, size=size,
                    align="centre", color=GREY)
    rows_top = min(y - 6 * mm, top - (24 * mm if home is not None else 0))
    _rounds(canvas, setup, Box(inner_x, box.y + PAD, inner_w, rows_top - box.y - PAD), card,
            chart)


def _rounds(canvas: Canvas, setup: ReportSetup, box: Box, card: GuestCard,
            chart: RotationChart) -> None:
    """Round, table, seat, partner, opponents and a box for the points."""
    rows = chart.seats_of(card.name)[card.first:card.first + card.count]
    widths = [box.w * share for share in CARD_COLUMNS]
    xs = [box.x]
    for w in widths[:-1]:
        xs.append(xs[-1] + w)
    y = box.top - HEAD_H
    canvas.setFillColor(LIGHT)
    canvas.rect(box.x, y, box.w, HEAD_H, stroke=0, fill=1)
    heads = (setup.tr("party.round"), setup.tr("party.table"), _say(setup, "rotation.seat"),
             _say(setup, "rotation.partner"), _say(setup, "rotation.opponents_col"),
             _say(setup, "rotation.points_col"))
    for x, w, head in zip(xs, widths, heads, strict=True):
        draw_fitted(canvas, x + 0.8 * mm, y + 1.7 * mm, head, w - 1.6 * mm, font=BOLD,
                    size=8, min_size=8)
    canvas.setStrokeColor(colors.HexColor("#333333"))
    canvas.setLineWidth(0.4)
    row_h = min(ROW_MAX, max(ROW_MIN, (box.h - HEAD_H - 4 * mm) / max(len(rows), 1)))
    for number, table, seat, partner, rivals in rows:
        top = y
        y -= row_h
        base = y + (row_h - CELL * 0.7) / 2
        canvas.line(box.x, y, box.x + box.w, y)
        draw_fitted(canvas, xs[0] + 1 * mm, base, str(number), widths[0] - 2 * mm, size=CELL)
        if table is None:  # one cell across table, seat, partner and opponents
            draw_fitted(canvas, xs[1] + 1 * mm, base, _say(setup, "rotation.sits_out_round"),
                        sum(widths[1:5]) - 2 * mm, size=CELL, color=GREY)
            canvas.line(xs[1], y, xs[1], top)
            canvas.line(xs[5], y, xs[5], top)
            continue
        for x in xs[1:]:
            canvas.line(x, y, x, top)
        draw_fitted(canvas, xs[1] + 1 * mm, base, str(table), widths[1] - 2 * mm,
                    font=BOLD, size=CELL + 2)
        draw_fitted(canvas, xs[2] + 1 * mm, base, _say(setup, f"rotation.seat_{seat}"),
                    widths[2] - 2 * mm, size=CELL)
        against = _say(setup, "rotation.pair", first=rivals[0], second=rivals[1])
        for index, text in ((3, partner), (4, against)):
            lines, size = fit_lines(text, widths[index] - 2 * mm, REGULAR, CELL, 7, 2)
            line_y = y + (row_h + (len(lines) - 1) * size * 1.1 - size * 0.7) / 2
            for line in lines:
                draw_fitted(canvas, xs[index] + 1 * mm, line_y, line,
                            widths[index] - 2 * mm, size=size)
                line_y -= size * 1.1
    canvas.rect(box.x, y, box.w, box.top - y)
    if card.more:
        draw_fitted(canvas, box.x, y - 3.2 * mm, setup.tr("party.next_card"), box.w, size=8,
                    color=GREY, align="right")


def write_rotation_cards(path: str | os.PathLike[str], chart: RotationChart,
                         setup: ReportSetup, *, progress: Progress | None = None) -> Path:
    """A card for every guest, two to a page: each round's table, seat, partner and
    opponents."""
    heading = Heading(_say(setup, "rotation.cards_title"), _subtitle(chart, setup))
    box = _cells(PageCanvas(setup, heading, 1), 1, 2)[0]
    room = box.h - 2 * PAD - 24 * mm
    cards = _cards(chart, room)
    return _lay_out(path, setup, heading, cards, 1, 2,
                    lambda canvas, b, card: _draw_card(canvas, setup, b, card, chart),
                    progress)
