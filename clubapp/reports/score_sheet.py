"""The score sheet of any game: blank (to print before the evening) or filled (the deals as
recorded, with the running score, the games and the rubber or match).

Both come from the same design (``sheet_families``): the columns a club scorer draws by hand for
that family of games. A sheet opens with the block to fill in — date, evening, table, scorer —
and the players in seat order; its columns are sized from their content (``layout``), the page
turns to landscape when they need it, and when even that is too narrow the players' columns
continue on a further page under the same heads. What a game prints besides the deals (the
rubber count, the bid table, the board on paper…) comes from ``sheet_extras``.

A filled sheet is made from a recorded game (``write_filled_sheet``) or from the JSON that
``clubapp score`` reads (``write_sheet_from_score``), without a database.
"""

from __future__ import annotations

import io
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import KeepTogether, PageBreak, Paragraph, Spacer, Table

from clubapp import glossary
from clubapp.reports.errors import ReportError
from clubapp.reports.fonts import BOLD, REGULAR
from clubapp.reports.layout import (
    LINE,
    PAD,
    Column,
    Group,
    Layout,
    build_table,
    lay_out,
    set_text,
    simple_table,
    split_groups,
    squeeze,
    wrap,
)
from clubapp.reports.page import (
    Heading,
    Progress,
    ReportSetup,
    build_document,
    content_height,
    content_width,
    laid_out,
    para,
    styles,
)
from clubapp.reports.sheet_design import DealLine, Design, SheetInfo, deal_lines, short_names
from clubapp.reports.sheet_extras import SheetContext, option_lines, sheet_extras
from clubapp.reports.sheet_families import design_for
from clubapp.rules import FinishedGame, GameRules, RuleError, State, get_game
from clubapp.rules.schema import resolve_options
from clubapp.services.views import GameView

BLANK_ROW_HEIGHT = 7.5 * mm  # room to write a deal by hand
NUMBER_HAND = 7 * mm
ENOUGH_ROWS = 12  # a blank sheet with fewer rows beside its tables prints the tables overleaf
OVERLEAF_AFTER = 6  # … when those tables take more room than this many rows (a small box stays)
MIN_ROWS, MAX_ROWS = 6, 40  # the rows a blank sheet fills its first page with


def game_name(rules: GameRules, lang: str) -> str:
    """The game's name in the language (the glossary's, which the window shares)."""
    return glossary.game_name(rules, lang)


def _rules(game_id: str) -> GameRules:
    try:
        return get_game(game_id)
    except RuleError as exc:
        raise ReportError(exc.reason) from None


@dataclass(frozen=True)
class SheetHeader:
    """The block at the top of a sheet: filled in for a recorded game, lines to write on when
    blank."""

    date: str = ""
    evening: str = ""
    table: str = ""
    scorer: str = ""


# --- the block and the players --------------------------------------------------------------
BLOCK_LABEL = 8.5  # the block's labels (bold)
BLOCK_VALUE = 9.5  # what is written on its lines
BLOCK_SHARES = (0.22, 0.38, 0.12, 0.28)  # date, evening, table, scorer: the lines of a blank block


def header_block(setup: ReportSetup, header: SheetHeader, width: float) -> Table:
    """Date, evening, table and scorer, each a label and a line (or its value).

    One row where every value fits whole beside its label; else two (date and table on the
    left, the evening and the scorer on the right, the width left), the date never broken and
    a long evening's name or scorer's wrapped between words under the first line."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    labels = [setup.tr(k) for k in ("block.date", "block.evening", "block.table",
                                    "block.scorer")]
    values = [squeeze(v) for v in (header.date, header.evening, header.table, header.scorer)]
    cell_pad = 6  # the cell's padding, left and right

    def label_w(text: str) -> float:
        return stringWidth(text, BOLD, BLOCK_LABEL) + 2 + cell_pad

    def value_w(text: str) -> float:
        return stringWidth(text, REGULAR, BLOCK_VALUE) + cell_pad + 1

    room = width - sum(label_w(t) for t in labels)
    lines = [room * k for k in BLOCK_SHARES]
    if all(value_w(v) <= line for v, line in zip(values, lines, strict=True)):
        rows = [[labels[0], values[0], labels[1], values[1], labels[2], values[2], labels[3],
                 values[3]]]
        widths: list[float] = []
        for label, line in zip(labels, lines, strict=True):
            widths += [label_w(label), line]
    elif sum(label_w(t) + value_w(v) for t, v in zip(labels, values, strict=True)) <= width:
        # one row still: each value its own width, the rest shared as the blank lines are
        need = [value_w(v) for v in values]
        spare = room - sum(need)
        rows = [[labels[0], values[0], labels[1], values[1], labels[2], values[2], labels[3],
                 values[3]]]
        widths = []
        for label, have, k in zip(labels, need, BLOCK_SHARES, strict=True):
            widths += [label_w(label), have + spare * k]
    else:
        left_label = max(label_w(labels[0]), label_w(labels[2]))
        right_label = max(label_w(labels[1]), label_w(labels[3]))
        left_value = max(value_w(values[0]), value_w(values[2]), 0.22 * room)
        right_value = width - left_label - left_value - right_label
        widths = [left_label, left_value, right_label, right_value]
        rows = [[labels[0], values[0], labels[1], set_text(values[1], REGULAR, BLOCK_VALUE,
                                                           right_value)],
                [labels[2], values[2], labels[3], set_text(values[3], REGULAR, BLOCK_VALUE,
                                                           right_value)]]
    table = Table(rows, colWidths=widths)
    style: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, BLOCK_VALUE, BLOCK_VALUE + 2),
        # a value wrapped in two rows goes on under its first line, level with its label
        ("VALIGN", (0, 0), (-1, -1), "BOTTOM" if len(rows) == 1 else "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 6),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
    ]
    for i in range(0, len(widths), 2):
        style += [("FONT", (i, 0), (i, -1), BOLD, BLOCK_LABEL, BLOCK_LABEL + 2),
                  ("LINEBELOW", (i + 1, 0), (i + 1, -1), 0.6, LINE)]
        if len(rows) > 1:  # set from the top: the label's line level with its value's first
            style.append(("TOPPADDING", (i, 0), (i, -1), 6 + BLOCK_VALUE - BLOCK_LABEL))
    table.setStyle(style)
    table.hAlign = "LEFT"
    return table


def _info_story(info: SheetInfo, width: float) -> list[Any]:
    """Players in seat order (lines to write them on), the sides, the target, the house rules."""
    st = styles()
    rules, setup = info.rules, info.setup
    seats = len(info.players)
    blank = "_" * (22 if seats <= 4 else 14 if seats <= 6 else 10)
    numbered = _by_seat(info)  # the seat numbers name them in the deals: here, in full

    def called(player: str) -> str:
        return player if numbered else info.who(player)

    names = [called(p) for p in info.players] if info.named else [blank] * seats
    # a seat's number and its line stay together (a no-break space)
    seated = "   ".join(f"{n}.\u00a0{name}" for n, name in enumerate(names, start=1))
    out: list[Any] = [para(f"{setup.tr('sheet.players')}: {seated}", st["body"])]
    if tuple(info.sides) != tuple(info.players):  # partners: say who sits on which side
        joiner = f" {setup.tr('and')} "
        parts = [f"{setup.tr('sheet.side', side=s)}: "
                 f"{joiner.join(called(m) for m in rules.members(s, list(info.players)))}"
                 for s in info.sides]
        out.append(para(f"{setup.tr('sheet.sides')}: " + "; ".join(parts), st["body"]))
    lines = []
    target = info.options.get("target", rules.target)
    if target:
        lines.append(setup.tr("sheet.target_unit", target=setup.number(int(target)),
                              unit=setup.tr(_design_unit(info))))
    if rules.options:
        lines.append(f"{setup.tr('sheet.options')}: {option_lines(rules, info.options, setup)}")
    if lines:
        out.append(para(". ".join(lines), st["small"]))
    return out


def _design_unit(info: SheetInfo) -> str:
    return design_for(info).unit


def side_label(info: SheetInfo, side: str) -> str:
    """A side's name over its columns: "A: Ann & Cat", "Side A", a player's name, "Player 3"."""
    members = info.rules.members(side, list(info.players))
    if members == (side,):
        return info.label_of(side)
    if info.named:
        return f"{side}: {(' ' + info.tr('and') + ' ').join(info.who(m) for m in members)}"
    return info.tr("sheet.side", side=side)


# --- the columns ----------------------------------------------------------------------------
@dataclass
class SheetColumns:
    columns: list[Column]
    groups: list[Group]
    lead: int  # columns before the players'
    sizes: list[int]  # columns of each player or side
    trail: int
    spans: list[tuple[int, int, int, str]]


def _remarks_needed(design: Design, info: SheetInfo,
                    lines: Sequence[DealLine] | None) -> bool:
    """A remarks column where the entry has fields no column shows, or (filled) where the
    design has something more to say of a deal."""
    if not design.remarks:
        return False
    if lines is not None:  # filled: only where some deal has something to say there
        return any(design.remarks_of(info, line) for line in lines)
    return any(f.name not in design.covers for f in info.rules.entry_schema)


def sheet_columns(design: Design, info: SheetInfo, lines: Sequence[DealLine] | None,
                  blank_rows: int = 0, end_rows: Mapping[int, str] | None = None) -> SheetColumns:
    """The columns of the sheet, filled from ``lines`` (or empty, ``blank_rows`` of them)."""
    rows: list[DealLine | None] = []
    spans: list[tuple[int, int, int, str]] = []
    if lines is None:
        rows = [None] * blank_rows
    else:
        for line in lines:
            rows.append(line)
            if end_rows and line.number in end_rows:
                rows.append(None)
                spans.append((len(rows) - 1, 0, -1, end_rows[line.number]))

    def cells(value: Any) -> list[str]:
        if lines is None or value is None:
            return [""] * len(rows)
        return ["" if r is None else value(r) for r in rows]

    numbers = [str(n) for n in range(1, blank_rows + 1)] if lines is None else \
        ["" if r is None else str(r.number) for r in rows]
    filled = lines is not None

    def hand(room: float) -> float:  # the room to write by hand; a filled sheet prints its figures
        return 0.0 if filled else room

    columns = [Column(info.tr("sheet.deal"), numbers, align="RIGHT", hand=hand(NUMBER_HAND),
                      grow=0.0)]
    groups: list[Group] = []

    def add_groups(start: int, labels: list[str]) -> None:
        i = 0
        while i < len(labels):
            if labels[i]:
                j = i
                while j + 1 < len(labels) and labels[j + 1] == labels[i]:
                    j += 1
                groups.append(Group(labels[i], start + i, start + j))
                i = j + 1
            else:
                i += 1

    start = len(columns)
    for col in design.lead:
        columns.append(Column(col.head, cells(col.value), align=col.align, hand=hand(col.hand),
                              bold=col.bold, grow=col.grow, rotatable=True))
    add_groups(start, [c.group for c in design.lead])
    lead = len(columns)
    sizes = []
    for side in info.sides:
        first = len(columns)
        for sc in design.per_side:
            value = None if sc.value is None else (lambda r, f=sc.value, s=side: f(r, s))
            columns.append(Column(sc.head, cells(value), align=sc.align, hand=hand(sc.hand),
                                  bold=sc.bold, grow=0.6, rotatable=True))
        groups.append(Group(side_label(info, side), first, len(columns) - 1))
        sizes.append(len(design.per_side))
    trail_start = len(columns)
    for col in design.trail:
        columns.append(Column(col.head, cells(col.value), align=col.align, hand=hand(col.hand),
                              bold=col.bold, grow=col.grow, rotatable=True))
    add_groups(trail_start, [c.group for c in design.trail])
    if _remarks_needed(design, info, lines):
        columns.append(Column(info.tr("sheet.remarks"),
                              cells(lambda r: design.remarks_of(info, r)), align="LEFT",
                              hand=hand(24 * mm), grow=3.0))
    trail = len(columns) - trail_start
    last = len(columns) - 1
    spans = [(row, first, last if end == -1 else end, text) for row, first, end, text in spans]
    return SheetColumns(columns, groups, lead, sizes, trail, spans)


@dataclass
class Placed:
    """The sheet's table(s): one, or the players' columns continued over several pages."""

    wide: bool
    parts: list[tuple[list[Column], list[Group], Layout, list[tuple[int, int, int, str]]]]
    names: list[str]  # the players or sides in each part, for its caption


BLANK_ORDER = ((False, False), (True, False), (True, True))  # (landscape, upright heads)
# a filled sheet sets its heads upright on a portrait page before it turns: more deals a page
FILLED_ORDER = ((False, False), (False, True), (True, False), (True, True))


def body_lines(columns: Sequence[Column], layout: Layout) -> int:
    """The lines the rows of a table take at ``layout``: one a row where nothing wraps."""
    rows = max((len(c.cells) for c in columns), default=0)
    total = 0
    for r in range(rows):
        total += max(len(wrap(c.cells[r], c.font_of(r), layout.body, width - 2 * PAD))
                     if r < len(c.cells) and c.cells[r] else 1
                     for c, width in zip(columns, layout.widths, strict=True))
    return total


def filled_cost(columns: Sequence[Column], layout: Layout, wide: bool
                ) -> tuple[bool, bool, int]:
    """How a filled sheet's layouts are compared, least first: the deals a line each (a
    long remark wrapped here and there allowed: one row in ten), then a portrait page,
    then the fewest lines."""
    rows = max((len(c.cells) for c in columns), default=0)
    lines = body_lines(columns, layout)
    return lines - rows > max(1, rows // 10), wide, lines


def place(setup: ReportSetup, sheet: SheetColumns, *, split: bool = True,
          filled: bool = False) -> Placed | None:
    """Portrait if the columns fit, else landscape, else landscape with the column heads set
    upright (a filled sheet takes the page and heads that keep its deals a line each, a
    portrait page where both do: ``filled_cost``), else (with ``split``) in parts a
    landscape page wide; None when they cannot."""
    best: tuple[tuple[bool, bool, int], bool, Layout] | None = None
    for wide, rotated in FILLED_ORDER if filled else BLANK_ORDER:
        layout = lay_out(sheet.columns, content_width(setup, wide), sheet.groups,
                         rotated=rotated, fewest_lines=filled)
        if layout is None:
            continue
        if not filled:
            return Placed(wide, [(sheet.columns, sheet.groups, layout, sheet.spans)], [])
        cost = filled_cost(sheet.columns, layout, wide)
        if best is None or cost < best[0]:
            best = (cost, wide, layout)
    if best is not None:
        return Placed(best[1], [(sheet.columns, sheet.groups, best[2], sheet.spans)], [])
    if not split:
        return None
    width = content_width(setup, True)
    parts = split_groups(sheet.lead, sheet.sizes, sheet.columns, sheet.groups, width,
                         sheet.trail, rotated=True)
    if parts is None:
        return None
    placed: list[tuple[list[Column], list[Group], Layout, list[tuple[int, int, int, str]]]] = []
    names = []
    for picked, groups in parts:
        cols = [sheet.columns[i] for i in picked]
        layout = lay_out(cols, width, groups) or lay_out(cols, width, groups, rotated=True)
        if layout is None:  # cannot happen: split_groups checked the minimum
            return None
        last = len(cols) - 1
        spans = [(row, 0, last, text) for row, _f, _l, text in sheet.spans]
        placed.append((cols, groups, layout, spans))
        names.append(", ".join(g.label for g in groups if g.first >= sheet.lead))
    return Placed(True, placed, names)


def arrange(info: SheetInfo, lines: Sequence[DealLine] | None, blank_rows: int = 0
            ) -> tuple[SheetInfo, Design, SheetColumns, Placed]:
    """The design laid out on the page.

    A blank sheet names the players in full over their columns. A filled sheet names them
    shortened wherever that is shorter (``short_names``; the key under the table gives the
    long forms), so that each deal keeps to one line, and takes fewer columns under each
    player (``SheetInfo.narrow``) where that keeps the deals on a portrait page or on fewer
    lines. Its columns are never continued on a further page while a landscape page can hold
    them whole, so that a deal is never split between pages: a big table names its players
    by their seat numbers rather than split (a ten-player loo on Letter)."""
    if lines is None:  # nothing in its deals' cells to shorten: the names in full
        tries, last = [info], []
    else:
        shorter = short_names(info.players) if info.named else {}
        base = replace(info, short=shorter) if shorter else info
        tries = [base, replace(base, narrow=True)]
        seats = {p: str(n) for n, p in enumerate(info.players, start=1)} if info.named else {}
        last = [replace(info, short=seats, narrow=True)] if seats and seats != shorter else []
    for split in (False, True):
        chosen: tuple[tuple[bool, bool, int],
                      tuple[SheetInfo, Design, SheetColumns, Placed]] | None = None
        attempts = tries + last if not split else tries[::-1]
        for attempt in attempts:
            if not split and attempt in last and chosen is not None:
                break  # seat numbers only where the names cannot keep a deal on a page
            design = design_for(attempt)
            ends = end_rows(attempt, lines) if lines is not None else None
            sheet = sheet_columns(design, attempt, lines, blank_rows, ends)
            placed = place(attempt.setup, sheet, split=split, filled=lines is not None)
            if placed is None:
                continue
            if lines is None or split:
                return attempt, design, sheet, placed
            cols, _groups, layout, _spans = placed.parts[0]
            cost = filled_cost(cols, layout, placed.wide)
            if chosen is None or cost < chosen[0]:
                chosen = (cost, (attempt, design, sheet, placed))
        if chosen is not None:
            return chosen[1]
    raise ReportError("the sheet's columns cannot fit a landscape page")


def _tables(placed: Placed, setup: ReportSetup, *, blank: bool) -> list[Any]:
    story: list[Any] = []
    for n, (cols, groups, layout, spans) in enumerate(placed.parts):
        if n:
            story += [PageBreak(), para(setup.tr("sheet.continued", names=placed.names[n]),
                                        styles()["subheading"])]
        rows = max(len(c.cells) for c in cols)
        heights = [BLANK_ROW_HEIGHT] * rows if blank else None
        story.append(build_table(cols, layout, groups, row_heights=heights, spans=spans,
                                 compact=not blank))
    return story


# --- the games and the match ----------------------------------------------------------------
def _score_text(info: SheetInfo, totals: Mapping[str, Any], short: bool = False) -> str:
    def name(side: str) -> str:
        if side not in info.players:
            return side
        return info.label_of(side) if short else info.name_of(side)

    return ", ".join(f"{name(s)} {info.number(int(totals.get(s, 0)))}" for s in info.sides)


def _won_by(info: SheetInfo, side: str, short: bool = False) -> str:
    members = info.rules.members(side, list(info.players)) if side in info.sides else (side,)
    if members == (side,):
        return info.label_of(side) if short and side in info.players else side
    named = [info.who(m) if short else m for m in members]
    return f"{side} ({(' ' + info.tr('and') + ' ').join(named)})"


def end_rows(info: SheetInfo, lines: Sequence[DealLine]) -> dict[int, str]:
    """The line after a deal that ended a game: "Game 1 won by A (Ann & Cat): A 5, B 3"
    (the players as the deals' columns name them).

    A deal may end more than one game: in railroad euchre with laps (seeds/002 line 117) the
    points over game count in the next, and a surplus of a whole game wins that one at once.
    The games a deal ended are the ones its state after has and its state before had not.
    """
    out = {}
    for line in lines:
        ended = line.after.games[len(line.before.games):]
        if not ended:
            continue
        first = len(line.before.games) + 1
        out[line.number] = "; ".join(_game_won(info, number, game)
                                     for number, game in enumerate(ended, start=first))
    return out


def _game_won(info: SheetInfo, number: int, game: FinishedGame) -> str:
    text = info.tr("sheet.game_won", n=number, winner=_won_by(info, game.winner, True),
                   score=_score_text(info, game.totals, True))
    if game.value is not None:
        text += f" ({info.tr('sheet.game_value', value=info.number(int(game.value)))})"
    return text


def games_story(info: SheetInfo, state: State, width: float) -> list[Any]:
    """The finished games, then the match (or the game's winner), or the totals so far."""
    st = styles()
    story: list[Any] = []
    if state.games:
        with_value = any(g.value is not None for g in state.games)
        cols = [Column(info.tr("sheet.game_no"), [str(n) for n in range(1, len(state.games) + 1)],
                       align="RIGHT", grow=0),
                Column(info.tr("sheet.winner"), [_won_by(info, g.winner) for g in state.games],
                       grow=2),
                Column(info.tr("sheet.final_score"), [_score_text(info, g.totals)
                                                      for g in state.games], grow=2)]
        if with_value:
            cols.append(Column(info.tr("sheet.value"),
                               ["" if g.value is None else info.number(int(g.value))
                                for g in state.games], align="RIGHT", grow=0))
        story += [Paragraph(info.tr("sheet.games"), st["subheading"]),
                  simple_table(cols, width)]
    if state.match is not None and info.rules.has_match:
        winner = _won_by(info, state.match.winner)
        value = state.match.value
        text = (info.tr("sheet.match_value", winner=winner, value=info.number(int(value)))
                if value is not None else info.tr("sheet.match_won", winner=winner))
    elif state.match is not None:
        text = info.tr("sheet.winner_is", winner=_won_by(info, state.match.winner))
    elif state.deals and info.rules.target is None and not info.rules.has_match:
        text = info.tr("sheet.so_far", totals=_score_text(info, state.totals))
    elif state.deals:
        text = info.tr("sheet.unfinished", totals=_score_text(info, state.totals))
    else:
        text = info.tr("sheet.no_deals")
    story += [Spacer(1, 2 * mm), para(text, st["subheading"])]
    return story


def _blank_games_box(info: SheetInfo, width: float) -> list[Any]:
    """Lines for the games and their values; none for the games played for a pool."""
    rules = info.rules
    if rules.target is None and not rules.has_match:
        return []
    games = 3 if rules.has_match else 1
    cols = [Column(info.tr("sheet.game_no"), [str(n) for n in range(1, games + 1)],
                   align="RIGHT", hand=NUMBER_HAND, grow=0),
            Column(info.tr("sheet.winner"), [""] * games, hand=50 * mm),
            Column(info.tr("sheet.final_score"), [""] * games, hand=50 * mm),
            Column(info.tr("sheet.value"), [""] * games, hand=18 * mm, grow=0)]
    table = simple_table(cols, min(width, 160 * mm), row_heights=[BLANK_ROW_HEIGHT] * games)
    return [KeepTogether([Paragraph(info.tr("sheet.games"), styles()["subheading"]), table])]


# --- the documents --------------------------------------------------------------------------
def _notes(design: Design, info: SheetInfo) -> list[Any]:
    return [para(text, styles()["small"]) for text in design.notes]


def _by_seat(info: SheetInfo) -> bool:
    """Whether the deals' columns name the players by their seat numbers."""
    return bool(info.short) and all(
        info.short.get(p) == str(n) for n, p in enumerate(info.players, start=1))


def _key(info: SheetInfo) -> list[Any]:
    """Under the deals: the long form of each name the columns shorten (none where they are
    the seat numbers: the players' line above the deals says who sits where)."""
    if not info.short or _by_seat(info):
        return []
    pairs = ", ".join(f"{short}\u00a0— {name}" for name, short in info.short.items())
    return [Spacer(1, 1 * mm), para(info.tr("sheet.short_names", names=pairs), styles()["small"])]


def filled_story(info: SheetInfo, lines: Sequence[DealLine], state: State,
                 header: SheetHeader, withdrawn: int = 0) -> tuple[list[Any], bool]:
    """The story of a filled sheet, and whether it is printed on landscape pages."""
    info, design, _sheet, placed = arrange(info, lines)
    width = content_width(info.setup, placed.wide)
    story: list[Any] = [header_block(info.setup, header, width), Spacer(1, 2 * mm),
                        *_info_story(info, width), Spacer(1, 2 * mm)]
    story += _tables(placed, info.setup, blank=False)
    # how the sheet is kept and the names' key under the deals: the first page for deals
    story += _key(info) + _notes(design, info)
    story += games_story(info, state, width)
    if withdrawn:
        story.append(para(info.tr("sheet.withdrawn", n=info.number(withdrawn)),
                          styles()["small"]))
    story += sheet_extras(SheetContext(info.rules, info.options, info.players, info.setup,
                                       width, state))
    return story, placed.wide


def _info_for(rules: GameRules, setup: ReportSetup, players: Sequence[str],
              options: Mapping[str, Any], named: bool) -> SheetInfo:
    seats = tuple(players)
    return SheetInfo(rules, setup, seats, tuple(rules.sides(list(seats))), dict(options), named)


def filled_sheet_story(view: GameView, setup: ReportSetup,
                       header: SheetHeader | None = None) -> tuple[list[Any], bool]:
    """The story of a recorded game's sheet, and whether it needs a landscape page."""
    rules = _rules(view.game_id)
    entries = [d.entry for d in view.deals]
    try:
        lines, state = deal_lines(rules, view.players, view.options, entries)
    except RuleError as exc:
        raise ReportError(f"the recorded deals no longer score by the rules: {exc.message}"
                          ) from None
    info = _info_for(rules, setup, view.players, state.options, True)
    return filled_story(info, lines, state, header or SheetHeader(), len(view.withdrawn))


def write_filled_sheet(path: str | os.PathLike[str], view: GameView, setup: ReportSetup, *,
                       caption: str = "", header: SheetHeader | None = None,
                       progress: Progress | None = None) -> Path:
    """The score sheet of a recorded game, written to ``path``."""
    rules = _rules(view.game_id)
    story, wide = filled_sheet_story(view, setup, header)
    heading = Heading(setup.tr("sheet.title", game=game_name(rules, setup.lang)), caption)
    return build_document(path, setup, heading, story, wide=wide, progress=progress)


def write_sheet_from_score(path: str | os.PathLike[str], game_id: str, players: Sequence[str],
                           deals: Sequence[Mapping[str, Any]], setup: ReportSetup, *,
                           options: Mapping[str, Any] | None = None,
                           header: SheetHeader | None = None,
                           progress: Progress | None = None) -> Path:
    """A filled sheet from what ``clubapp score`` reads: the players and the deals (no
    database); ReportError naming the deal and field for an entry that does not score."""
    rules = _rules(game_id)
    try:
        lines, state = deal_lines(rules, players, options or {}, deals)
    except RuleError as exc:
        raise ReportError(exc.message) from None
    info = _info_for(rules, setup, players, state.options, True)
    story, wide = filled_story(info, lines, state, header or SheetHeader())
    heading = Heading(setup.tr("sheet.title", game=game_name(rules, setup.lang)))
    return build_document(path, setup, heading, story, wide=wide, progress=progress)


def blank_sheet_story(rules: GameRules, setup: ReportSetup, *, players: Sequence[str] = (),
                      options: Mapping[str, Any] | None = None, rows: int | None = None,
                      header: SheetHeader | None = None) -> tuple[list[Any], bool]:
    """The story of a blank sheet for ``rules``, and whether it needs a landscape page.

    Without ``rows``, as many empty rows as fill the first page with everything else on it."""
    try:
        state = rules.new_state(list(players), options or {}) if players else None
        resolved = dict(state.options) if state else resolve_options(rules.options, options or {})
    except RuleError as exc:
        raise ReportError(exc.message) from None
    seats = len(players) if players else default_seats(rules)
    seat_names = list(players) or [str(n) for n in range(1, seats + 1)]
    info = _info_for(rules, setup, seat_names, resolved, bool(players))
    info, design, _probe, placed = arrange(info, None, 1)

    def parts(rows: int, with_after: bool, overleaf: bool = False
              ) -> tuple[list[Any], list[Any], list[Any], bool]:
        """The sheet's flowables, made afresh (a layout uses them up): before the deals,
        the deals, after them."""
        laid = _with_rows(placed, rows)
        width = content_width(setup, laid.wide)
        before = [header_block(setup, header or SheetHeader(), width), Spacer(1, 2 * mm),
                  *_info_story(info, width), *_notes(design, info), *_key(info),
                  Spacer(1, 2 * mm)]
        after: list[Any] = []
        if with_after:
            after = _blank_games_box(info, width)
            after += sheet_extras(SheetContext(rules, resolved, tuple(players), setup, width))
            if overleaf and after:
                after = [PageBreak(), *after]
        return before, _tables(laid, setup, blank=True), after, laid.wide

    def room(rows: int, with_after: bool) -> tuple[int, float]:
        before, deals, after, wide = parts(rows, with_after)
        return laid_out(setup, [*before, *deals, *after], wide=wide)

    def most_rows(start: int, with_after: bool) -> int:
        """The most rows, from an estimate, with which the deals (and with ``with_after``
        what follows them) keep to the first page: the room left under them filled with
        rows of their fixed height, checked once more as laid out."""
        rows = start
        pages, left = room(rows, with_after)
        while pages > 1 and rows > MIN_ROWS:
            rows -= 1
            pages, left = room(rows, with_after)
        if pages > 1:
            return rows
        more = min(MAX_ROWS, rows + int((left + 0.01) // BLANK_ROW_HEIGHT))
        while more > rows and room(more, with_after)[0] > 1:
            more -= 1
        return more

    before, _deals, after, _wide = parts(1, True)
    overleaf = False
    if rows is None:
        single = len(placed.parts) == 1
        rows = _rows_that_fit(setup, placed, before + (after if single else []))
        if single:
            rows = most_rows(rows, True)
        width = content_width(setup, placed.wide)
        scratch = Canvas(io.BytesIO())
        tall = sum(_height(f, scratch, width, content_height(setup, placed.wide))
                   for f in after) > OVERLEAF_AFTER * BLANK_ROW_HEIGHT
        if rows < ENOUGH_ROWS and after and tall:  # the deals first: the tables go overleaf
            rows = _rows_that_fit(setup, placed, before)
            if single:
                rows = most_rows(rows, False)
            overleaf = True
    if not 1 <= rows <= 500:
        raise ReportError(f"a blank sheet has 1 to 500 rows, not {rows}")
    before, deals, after, wide = parts(rows, True, overleaf)
    return [*before, *deals, *after], wide


def _with_rows(placed: Placed, rows: int) -> Placed:
    """A blank sheet's table(s) with ``rows`` empty rows, numbered: the columns' widths do
    not depend on how many empty rows they have."""
    parts = []
    for cols, groups, layout, spans in placed.parts:
        numbered = [replace(cols[0], cells=[str(n) for n in range(1, rows + 1)])]
        numbered += [replace(c, cells=[""] * rows) for c in cols[1:]]
        parts.append((numbered, groups, layout, spans))
    return replace(placed, parts=parts)


def _rows_that_fit(setup: ReportSetup, placed: Placed, others: Sequence[Any]) -> int:
    """How many empty rows fill the first page beside the rest of the sheet."""
    width = content_width(setup, placed.wide)
    height = content_height(setup, placed.wide)
    scratch = Canvas(io.BytesIO())  # only to measure: nothing is drawn on it
    cols, groups, layout, _spans = placed.parts[0]
    heads = [Column(c.head, [], hand=c.hand) for c in cols]
    used = build_table(heads, layout, groups).wrapOn(scratch, width, height)[1]
    for flowable in others:
        used += _height(flowable, scratch, width, height)
    room = height - used - 12 * mm  # padding and the space ReportLab keeps between flowables
    return max(MIN_ROWS, min(MAX_ROWS, int(room // BLANK_ROW_HEIGHT)))


def _height(flowable: Any, scratch: Canvas, width: float, height: float) -> float:
    """The height a flowable takes with its spacing (KeepTogether: its parts')."""
    if isinstance(flowable, KeepTogether):
        return sum(_height(part, scratch, width, height) for part in flowable._content)
    return (flowable.wrapOn(scratch, width, height)[1] + flowable.getSpaceBefore()
            + flowable.getSpaceAfter())


def default_seats(rules: GameRules) -> int:
    """How many players a blank sheet has columns for when nobody is named yet: the book's
    number for games of up to four, six for the big tables (loo, rams)."""
    if rules.max_players <= 4:
        return rules.min_players if not rules.partnership else rules.max_players
    return max(rules.min_players, min(rules.max_players, 6))


def write_blank_sheet(path: str | os.PathLike[str], game_id: str, setup: ReportSetup, *,
                      players: Sequence[str] = (), options: Mapping[str, Any] | None = None,
                      rows: int | None = None, header: SheetHeader | None = None,
                      progress: Progress | None = None) -> Path:
    """A blank score sheet of ``game_id`` (players' names printed when given)."""
    rules = _rules(game_id)
    story, wide = blank_sheet_story(rules, setup, players=players, options=options, rows=rows,
                                    header=header)
    heading = Heading(setup.tr("sheet.title", game=game_name(rules, setup.lang)),
                      setup.tr("sheet.blank"))
    return build_document(path, setup, heading, story, wide=wide, progress=progress)

