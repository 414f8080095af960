"""A player's history: every evening and game of one member, with the result for the member."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from clubapp.reports.data import HistoryGame, MemberHistory
from clubapp.reports.layout import Column, simple_table
from clubapp.reports.page import (
    Heading,
    Progress,
    ReportSetup,
    build_document,
    content_width,
    para,
    styles,
)
from clubapp.reports.score_sheet import game_name
from clubapp.rules import RuleError, get_game
from clubapp.words import counted


def _outcome(game: HistoryGame, setup: ReportSetup) -> str:
    if game.won is None:
        state = setup.tr("evening.in_progress")
    else:
        state = setup.tr("history.won" if game.won else "history.lost")
    if game.games_played:
        return f"{state}; " + setup.tr("history.games", won=setup.number(game.games_won),
                                       played=setup.number(game.games_played))
    return state


def _unit(game: HistoryGame) -> str:
    """What the game's score counts: points, holes or chips."""
    from clubapp.events.standings import unit_of

    try:
        return unit_of(game.view.game_id, get_game(game.view.game_id).family)
    except RuleError:
        return "points"


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
    by_unit: dict[str, int] = {}
    for game in history.games:  # points, holes and chips are never added together
        unit = _unit(game)
        by_unit[unit] = by_unit.get(unit, 0) + game.points
    totals = ", ".join(counted(n, u, setup.lang) for u, n in by_unit.items())
    summary = setup.tr("history.summary", evenings=setup.number(history.evenings),
                       played=setup.number(played), won=setup.number(won), points=totals)
    dates, evenings, tables, names, sides, outcomes, points = [], [], [], [], [], [], []
    for game in history.games:
        partners = f" {setup.tr('and')} ".join(game.partners)
        if game.side in game.view.players:  # each for himself: no side, no partner
            side = setup.tr("none")
        else:
            side = f"{game.side}: {partners}" if partners else game.side
        dates.append(setup.table_date(game.date))  # a column: as the window lists them
        evenings.append(game.evening)
        tables.append(str(game.table))
        names.append(_game(game, setup))
        sides.append(side)
        outcomes.append(_outcome(game, setup))
        points.append(counted(game.points, _unit(game), setup.lang))
    columns = [Column(setup.tr("history.date"), dates, grow=0),
               Column(setup.tr("history.evening"), evenings, grow=2),
               Column(setup.tr("evening.table"), tables, align="RIGHT", grow=0),
               Column(setup.tr("evening.game"), names, grow=1),
               Column(setup.tr("history.partners"), sides, grow=2),
               Column(setup.tr("history.result"), outcomes, grow=1),
               Column(setup.tr("history.points"), points, align="RIGHT", grow=0)]
    return [para(summary, st["body"]), Spacer(1, 3 * mm),
            simple_table(columns, content_width(setup))]


def write_history(path: str | os.PathLike[str], history: MemberHistory, setup: ReportSetup, *,
                  progress: Progress | None = None) -> Path:
    """One member's history, written to ``path``."""
    heading = Heading(setup.tr("history.title", name=history.member.name))
    return build_document(path, setup, heading, history_story(history, setup), progress=progress)
