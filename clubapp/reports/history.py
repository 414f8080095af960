"""A player's history: every evening and game of one member, with the result for the member."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from clubapp.reports.data import HistoryGame, MemberHistory
from clubapp.reports.evening_results import ROWS_PER_CHUNK
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
from clubapp.reports.score_sheet import game_name
from clubapp.rules import RuleError, get_game


def _outcome(game: HistoryGame, setup: ReportSetup) -> str:
    if game.won is None:
        state = setup.tr("evening.in_progress")
    else:
        state = setup.tr("history.won" if game.won else "history.lost")
    if game.games_played:
        return f"{state}; " + setup.tr("history.games", won=setup.number(game.games_won),
                                       played=setup.number(game.games_played))
    return state


def _game(game: HistoryGame, setup: ReportSetup) -> str:
    try:
        return game_name(get_game(game.view.game_id), setup.lang)
    except RuleError:
        return game.view.game_name


def history_story(history: MemberHistory, setup: ReportSetup) -> list[Any]:
    """The summary line and one row per game."""
    st = styles()
    if not history.games:
        return [para(setup.tr("history.empty"), st["body"])]
    played = sum(g.games_played for g in history.games)
    won = sum(g.games_won for g in history.games)
    points = sum(g.points for g in history.games)
    summary = setup.tr("history.summary", evenings=setup.number(history.evenings),
                       played=setup.number(played), won=setup.number(won),
                       points=setup.number(points))
    fixed = [24 * mm, 0.0, 12 * mm, 28 * mm, 0.0, 34 * mm, 16 * mm]
    rest = content_width(setup) - sum(fixed)
    widths = list(fixed)
    widths[1], widths[4] = rest * 0.55, rest * 0.45
    head = [para(setup.tr(k), st["cell_bold"]) for k in (
        "history.date", "history.evening", "evening.table", "evening.game", "history.partners",
        "history.result", "history.points")]
    cell = st["cell"]
    rows = []
    for game in history.games:
        partners = f" {setup.tr('and')} ".join(game.partners)
        if game.side in game.view.players:  # each for himself: no side, no partner
            side = setup.tr("none")
        else:
            side = f"{game.side}: {partners}" if partners else game.side
        rows.append([para(setup.date(game.date), cell, width=widths[0] - 6),
                     para(game.evening, cell, width=widths[1] - 6, lines=2),
                     str(game.table),
                     para(_game(game, setup), cell, width=widths[3] - 6, lines=2),
                     para(side, cell, width=widths[4] - 6, lines=2),
                     para(_outcome(game, setup), cell, width=widths[5] - 6, lines=2),
                     setup.number(game.points)])
    story: list[Any] = [para(summary, st["body"], width=content_width(setup), lines=2),
                        Spacer(1, 3 * mm)]
    for start in range(0, len(rows), ROWS_PER_CHUNK):
        story.append(grid([head, *rows[start:start + ROWS_PER_CHUNK]], widths,
                          extra_style=[("ALIGN", (2, 1), (2, -1), "RIGHT"),
                                       ("ALIGN", (6, 1), (6, -1), "RIGHT")]))
    return story


def write_history(path: str | os.PathLike[str], history: MemberHistory, setup: ReportSetup, *,
                  progress: Progress | None = None) -> Path:
    """One member's history, written to ``path``."""
    heading = Heading(setup.tr("history.title", name=history.member.name))
    return build_document(path, setup, heading, history_story(history, setup), progress=progress)
