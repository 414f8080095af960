"""The score sheet of any game: blank (to print before the evening) or filled (the deals as
recorded, with points, running totals, the games and the rubber or match).

The columns come from the game's entry schema and sides (``sheet_columns``); what a game prints
besides (the euchre rubber count, the 500 bid table, cribbage on paper…) from ``sheet_extras``.
"""

from __future__ import annotations

import io
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import KeepTogether, Paragraph, Spacer

from clubapp import glossary
from clubapp.reports.errors import ReportError
from clubapp.reports.fonts import BOLD
from clubapp.reports.page import (
    LIGHT,
    Heading,
    Progress,
    ReportSetup,
    build_document,
    content_height,
    content_width,
    fitted_para,
    grid,
    para,
    styles,
)
from clubapp.reports.sheet_columns import SheetPlan, field_label, format_value, plan_sheet
from clubapp.reports.sheet_extras import SheetContext, option_lines, sheet_extras
from clubapp.rules import DealRecord, GameRules, RuleError, get_game
from clubapp.rules.schema import resolve_options
from clubapp.services.views import GameView

BLANK_ROW_HEIGHT = 7.5 * mm  # room to write a deal by hand
# games whose deals leave a pool (or pot) on the table: their blank sheet has a pool column
# (a filled sheet finds out from the deals themselves)
POOL_GAMES = frozenset({"loo", "irish-loo", "five-card-loo", "rams", "rounce",
                        "preference-austrian", "euchre-penalty"})


def game_name(rules: GameRules, lang: str) -> str:
    """The game's name in the language (the glossary's, which the window shares)."""
    return glossary.game_name(rules, lang)


def _rules(game_id: str) -> GameRules:
    try:
        return get_game(game_id)
    except RuleError as exc:
        raise ReportError(exc.reason) from None


# --- the parts of a sheet -------------------------------------------------------------------
def _header_rows(plan: SheetPlan, setup: ReportSetup,
                 side_labels: Mapping[str, str]) -> tuple[list[list[Any]], list[tuple[Any, ...]]]:
    """Two header rows: fields spanning both, each side's name over its sub-columns."""
    head_style = styles()["cell_bold"].clone("sheet_head", fontSize=min(7.5, plan.font_size))
    widths = plan.widths
    top: list[Any] = []
    bottom: list[Any] = []
    spans: list[tuple[Any, ...]] = []
    labels = [setup.tr("sheet.deal"), setup.tr("sheet.dealer")]
    labels += [field_label(f, setup.lang) for f in plan.fields]
    if plan.details:
        labels.append(setup.tr("sheet.details"))
    for col, label in enumerate(labels):
        top.append(fitted_para(label, head_style, widths[col] - 6, lines=4))
        bottom.append("")
        spans.append(("SPAN", (col, 0), (col, 1)))
    col = len(labels)
    subs = [field_label(f, setup.lang) for f in plan.side_counts]
    subs += [setup.tr("sheet.points"), setup.tr("sheet.total")]
    for side in plan.sides:
        group = sum(widths[col:col + plan.side_width])
        top.append(fitted_para(side_labels.get(side, side), head_style, group - 6, lines=3))
        top.extend([""] * (plan.side_width - 1))
        for offset, sub in enumerate(subs):
            bottom.append(fitted_para(sub, head_style, widths[col + offset] - 6, lines=3))
        spans.append(("SPAN", (col, 0), (col + plan.side_width - 1, 0)))
        col += plan.side_width
    if plan.pool:
        top.append(fitted_para(setup.tr("sheet.pool"), head_style, widths[col] - 6))
        bottom.append("")
        spans.append(("SPAN", (col, 0), (col, 1)))
    return [top, bottom], spans


def _table_style(plan: SheetPlan) -> list[tuple[Any, ...]]:
    """Bold totals, lighter points, a heavier line between sides."""
    style: list[tuple[Any, ...]] = [("FONT", (0, 2), (-1, -1), "ClubSans", plan.font_size),
                                    ("ALIGN", (0, 2), (0, -1), "RIGHT")]
    col = 2 + len(plan.fields) + (1 if plan.details else 0)
    for _side in plan.sides:
        end = col + plan.side_width - 1
        style += [("ALIGN", (col, 2), (end, -1), "RIGHT"),
                  ("FONT", (end, 2), (end, -1), BOLD, plan.font_size),
                  ("LINEBEFORE", (col, 0), (col, -1), 1.4, "#000000")]
        col = end + 1
    if plan.pool:
        style += [("ALIGN", (col, 2), (col, -1), "RIGHT"),
                  ("LINEBEFORE", (col, 0), (col, -1), 1.4, "#000000")]
    return style


def _info(rules: GameRules, players: Sequence[str], options: Mapping[str, Any],
          setup: ReportSetup, seats: int, width: float) -> list[Any]:
    """Players in seat order (lines to write them on), the sides, the target, the house rules."""
    st = styles()
    blank = "_" * (22 if seats <= 4 else 14 if seats <= 6 else 10)
    names = list(players) or [blank] * seats
    seated = "   ".join(f"{n}. {name}" for n, name in enumerate(names, start=1))
    out: list[Any] = [para(f"{setup.tr('sheet.players')}: {seated}", st["body"],
                           width=width, lines=4)]
    seat_names = list(players) or [str(n) for n in range(1, seats + 1)]
    sides = rules.sides(seat_names)
    if tuple(sides) != tuple(seat_names):  # partners: say who sits on which side
        parts = [f"{setup.tr('sheet.side', side=s)}: "
                 f"{(' ' + setup.tr('and') + ' ').join(rules.members(s, seat_names))}"
                 for s in sides]
        out.append(para(f"{setup.tr('sheet.sides')}: " + "; ".join(parts), st["body"],
                        width=width, lines=3))
    target = options.get("target", rules.target)
    lines = []
    if target is not None:
        lines.append(setup.tr("sheet.target", target=setup.number(int(target))))
    if rules.options:
        lines.append(f"{setup.tr('sheet.options')}: {option_lines(rules, options, setup)}")
    if lines:
        out.append(para(". ".join(lines), st["small"], width=width, lines=4))
    out.append(Spacer(1, 3 * mm))
    return out


def _score_text(totals: Mapping[str, Any], sides: Sequence[str], setup: ReportSetup) -> str:
    return ", ".join(f"{s} {setup.number(int(totals.get(s, 0)))}" for s in sides)


def _deal_row(plan: SheetPlan, deal: Any, record: DealRecord | None,
              setup: ReportSetup) -> list[Any]:
    """One recorded deal: what was entered, each side's points and total, the pool."""
    cell = styles()["cell"].clone("sheet_cell", fontSize=plan.font_size,
                                  leading=plan.font_size + 2)
    entry = dict(deal.entry)
    entry.pop("dealer", None)
    widths = plan.widths
    row: list[Any] = [str(deal.number), para(deal.dealer, cell, width=widths[1] - 6, lines=2)]
    for col, fld in enumerate(plan.fields, start=2):
        text = format_value(fld, entry.get(fld.name), setup)
        row.append(para(text, cell, width=widths[col] - 6, lines=3) if text else "")
    if plan.details:
        parts = []
        for fld in plan.details:
            text = format_value(fld, entry.get(fld.name), setup)
            if text:
                parts.append(f"{field_label(fld, setup.lang)}: {text}")
        col = len(row)
        row.append(para("; ".join(parts), cell, width=widths[col] - 6, lines=4) if parts else "")
    for side in plan.sides:
        for fld in plan.side_counts:
            counts = entry.get(fld.name) or {}
            value = counts.get(side) if isinstance(counts, Mapping) else None
            row.append("" if value is None else setup.number(int(value)))
        row.append(setup.number(int(deal.points.get(side, 0))))
        row.append(setup.number(int(deal.totals.get(side, 0))))
    if plan.pool:
        pool = record.pool if record is not None else None
        row.append("" if pool is None else setup.number(int(pool)))
    return row


def replay(rules: GameRules, view: GameView) -> tuple[DealRecord, ...] | None:
    """The game's deals replayed by its rules (for what a view leaves out: the pool)."""
    try:
        state = rules.new_state(list(view.players), view.options)
        state = rules.score_all(state, [d.entry for d in view.deals])
    except RuleError:
        return None
    return state.deals if len(state.deals) == len(view.deals) else None


def _games_summary(rules: GameRules, view: GameView, setup: ReportSetup) -> list[Any]:
    """The finished games, and the match (or the game's winner), or the totals so far."""
    st = styles()
    story: list[Any] = []
    if view.games:
        with_value = any(g.get("value") is not None for g in view.games)
        head = [setup.tr("sheet.game_no"), setup.tr("sheet.winner"), setup.tr("sheet.final_score")]
        if with_value:
            head.append(setup.tr("sheet.value"))
        rows: list[list[Any]] = [head]
        widths = [18 * mm, 70 * mm, 70 * mm] + ([20 * mm] if with_value else [])
        for number, game in enumerate(view.games, start=1):
            row = [str(number), para(view.side_label(game["winner"]), st["cell"], width=64),
                   para(_score_text(game["totals"], view.sides, setup), st["cell"], width=64)]
            if with_value:
                value = game.get("value")
                row.append("" if value is None else setup.number(int(value)))
            rows.append(row)
        story += [Paragraph(setup.tr("sheet.games"), st["subheading"]),
                  grid(rows, widths, numeric_from=3 if with_value else None)]
    if view.match is not None and rules.has_match:
        winner = view.side_label(view.match["winner"])
        value = view.match.get("value")
        text = (setup.tr("sheet.match_value", winner=winner, value=setup.number(int(value)))
                if value is not None else setup.tr("sheet.match_won", winner=winner))
    elif view.winner is not None:
        text = setup.tr("sheet.winner_is", winner=view.side_label(view.winner))
    elif view.deals:
        text = setup.tr("sheet.unfinished", totals=_score_text(view.totals, view.sides, setup))
    else:
        text = setup.tr("sheet.no_deals")
    story += [Spacer(1, 2 * mm), para(text, st["subheading"], width=content_width(setup), lines=3)]
    if view.withdrawn:
        story.append(para(setup.tr("sheet.withdrawn", n=len(view.withdrawn)), st["small"]))
    return story


def _end_row(plan: SheetPlan, number: int, deal: Any, view: GameView, setup: ReportSetup) -> list[Any]:
    game = view.games[number - 1] if number - 1 < len(view.games) else None
    winner = view.side_label(game["winner"]) if game else "?"
    text = setup.tr("sheet.game_won", n=number, winner=winner,
                    score=_score_text(deal.totals, view.sides, setup))
    if game and game.get("value") is not None:
        text += f" ({setup.tr('sheet.game_value', value=setup.number(int(game['value'])))})"
    cell = styles()["cell_bold"].clone("end_row", fontSize=plan.font_size,
                                       leading=plan.font_size + 2)
    return [para(text, cell, width=sum(plan.widths) - 6, lines=2)] + [""] * (len(plan.widths) - 1)


# --- the documents --------------------------------------------------------------------------
def filled_sheet_story(view: GameView, setup: ReportSetup) -> tuple[list[Any], bool]:
    """The story of a filled sheet, and whether it needs a landscape page."""
    rules = _rules(view.game_id)
    records = replay(rules, view)
    pool = records is not None and any(r.pool is not None for r in records)
    plan = plan_sheet(rules.entry_schema, view.sides, view.players, setup, pool=pool)
    labels = {s: _side_label(view, s, setup) for s in view.sides}
    head, spans = _header_rows(plan, setup, labels)
    rows = list(head)
    style = spans + _table_style(plan)
    games_done = 0
    for index, deal in enumerate(view.deals):
        record = records[index] if records is not None else None
        rows.append(_deal_row(plan, deal, record, setup))
        if deal.ended_game:
            games_done += 1
            rows.append(_end_row(plan, games_done, deal, view, setup))
            last = len(rows) - 1
            style += [("SPAN", (0, last), (-1, last)), ("BACKGROUND", (0, last), (-1, last), LIGHT)]
    story = _info(rules, view.players, view.options, setup, len(view.players),
                  content_width(setup, plan.wide))
    story.append(grid(rows, plan.widths, header_rows=2, extra_style=style))
    story += _games_summary(rules, view, setup)
    ctx = SheetContext(rules, view.options, view.players, setup, content_width(setup, plan.wide),
                       view)
    story += sheet_extras(ctx)
    return story, plan.wide


def _side_label(view: GameView, side: str, setup: ReportSetup) -> str:
    members = view.side_members.get(side)
    if members and (len(members) > 1 or members[0] != side):
        return f"{side}: {(' ' + setup.tr('and') + ' ').join(members)}"
    return side


def write_filled_sheet(path: str | os.PathLike[str], view: GameView, setup: ReportSetup, *,
                       caption: str = "", progress: Progress | None = None) -> Path:
    """The score sheet of a recorded game, written to ``path``."""
    rules = _rules(view.game_id)
    story, wide = filled_sheet_story(view, setup)
    heading = Heading(setup.tr("sheet.title", game=game_name(rules, setup.lang)), caption)
    return build_document(path, setup, heading, story, wide=wide, progress=progress)


def blank_sheet_story(rules: GameRules, setup: ReportSetup, *, players: Sequence[str] = (),
                      options: Mapping[str, Any] | None = None,
                      rows: int | None = None) -> tuple[list[Any], bool]:
    """The story of a blank sheet for ``rules``, and whether it needs a landscape page.

    Without ``rows``, as many empty rows as fill the first page with everything else on it."""
    try:
        state = rules.new_state(list(players), options or {}) if players else None
        resolved = dict(state.options) if state else resolve_options(rules.options, options or {})
    except RuleError as exc:
        raise ReportError(exc.message) from None
    seats = len(players) if players else default_seats(rules)
    seat_names = list(players) or [str(n) for n in range(1, seats + 1)]
    sides = rules.sides(seat_names)
    labels = {s: _blank_side_label(rules, s, seat_names, bool(players), setup) for s in sides}
    plan = plan_sheet(rules.entry_schema, sides, seat_names, setup, pool=rules.id in POOL_GAMES)
    head, spans = _header_rows(plan, setup, labels)
    before = _info(rules, players, resolved, setup, seats, content_width(setup, plan.wide))
    after = _blank_games_box(rules, setup)
    after += sheet_extras(SheetContext(rules, resolved, tuple(players), setup,
                                       content_width(setup, plan.wide)))
    if rows is None:
        rows = _rows_that_fit(setup, plan, head, spans, before + after)
    if not 1 <= rows <= 500:
        raise ReportError(f"a blank sheet has 1 to 500 rows, not {rows}")
    body = [[str(n)] + [""] * (len(plan.widths) - 1) for n in range(1, rows + 1)]
    table = grid(head + body, plan.widths, header_rows=2,
                 extra_style=[*spans, *_table_style(plan)],
                 row_heights=[None, None] + [BLANK_ROW_HEIGHT] * rows)  # room for handwriting
    return [*before, table, *after], plan.wide


def _blank_side_label(rules: GameRules, side: str, seats: Sequence[str], named: bool,
                      setup: ReportSetup) -> str:
    """"Side A: Ann and Cat", "Side A", a player's name or "Player 3"."""
    members = rules.members(side, seats)
    if members == (side,):
        return side if named else setup.tr("sheet.player_n", n=side)
    if named:
        return f"{side}: {(' ' + setup.tr('and') + ' ').join(members)}"
    return setup.tr("sheet.side", side=side)


def _rows_that_fit(setup: ReportSetup, plan: SheetPlan, head: list[list[Any]],
                   spans: list[tuple[Any, ...]], others: Sequence[Any]) -> int:
    """How many empty rows fill the first page beside the rest of the sheet."""
    width = content_width(setup, plan.wide)
    height = content_height(setup, plan.wide)
    scratch = Canvas(io.BytesIO())  # only to measure: nothing is drawn on it
    used = grid(head, plan.widths, header_rows=2, extra_style=spans).wrapOn(scratch, width,
                                                                            height)[1]
    for flowable in others:
        used += _height(flowable, scratch, width, height)
    room = height - used - 8 * mm  # padding and the space ReportLab keeps between flowables
    return max(6, min(40, int(room // BLANK_ROW_HEIGHT)))


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


def _blank_games_box(rules: GameRules, setup: ReportSetup) -> list[Any]:
    """Lines for the games and their values; none for pool games, which have no games."""
    if rules.target is None and not rules.has_match and rules.id in POOL_GAMES:
        return []
    st = styles()
    games = 3 if rules.has_match else 1
    head = [setup.tr("sheet.game_no"), setup.tr("sheet.winner"), setup.tr("sheet.final_score"),
            setup.tr("sheet.value")]
    body = [[str(n), "", "", ""] for n in range(1, games + 1)]
    table = grid([head, *body], [18 * mm, 60 * mm, 60 * mm, 22 * mm],
                 row_heights=[None] + [BLANK_ROW_HEIGHT] * games)
    return [KeepTogether([Paragraph(setup.tr("sheet.games"), st["subheading"]), table])]


def write_blank_sheet(path: str | os.PathLike[str], game_id: str, setup: ReportSetup, *,
                      players: Sequence[str] = (), options: Mapping[str, Any] | None = None,
                      rows: int | None = None, progress: Progress | None = None) -> Path:
    """A blank score sheet of ``game_id`` (players' names printed when given)."""
    rules = _rules(game_id)
    story, wide = blank_sheet_story(rules, setup, players=players, options=options, rows=rows)
    heading = Heading(setup.tr("sheet.title", game=game_name(rules, setup.lang)),
                      setup.tr("sheet.blank"))
    return build_document(path, setup, heading, story, wide=wide, progress=progress)
