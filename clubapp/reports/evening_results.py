"""Evening results: every table, its game(s), the result and the winners."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Spacer

from clubapp.reports.data import EveningResults
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
from clubapp.services.views import GameView


def sides_text(view: GameView, setup: ReportSetup) -> str:
    """"A: Ann and Cat; B: Bob and Dan", or the players' names for a game each for himself."""
    if tuple(view.sides) == tuple(view.players):
        return ", ".join(view.players)
    joiner = f" {setup.tr('and')} "
    return "; ".join(f"{s}: {joiner.join(view.side_members.get(s, ()))}" for s in view.sides)


def _unit(view: GameView) -> str:
    from clubapp.events.standings import unit_of

    try:
        return unit_of(view.game_id, get_game(view.game_id).family)
    except RuleError:
        return "points"


def result_text(view: GameView, setup: ReportSetup) -> str:
    """Games won, the match's value, or the totals of a game still in progress."""
    parts: list[str] = []
    if view.games:
        won = {s: sum(1 for g in view.games if g["winner"] == s) for s in view.sides}
        parts.append(setup.tr("evening.games_won", games=", ".join(
            f"{s} {setup.number(n)}" for s, n in won.items() if n)))
    if view.match is not None and view.match.get("value") is not None:
        parts.append(f"{setup.tr('sheet.value')}: {setup.number(int(view.match['value']))}")
    unit = _unit(view)
    if view.winner is None and unit == "chips":  # a game for chips has no end: its chips
        totals = ", ".join(f"{s} {setup.number(int(view.totals.get(s, 0)))}" for s in view.sides)
        parts.append(f"{setup.tr('evening.chips')}: {totals}")
    elif view.winner is None:
        totals = ", ".join(f"{s} {setup.number(int(view.totals.get(s, 0)))}" for s in view.sides)
        parts.append(f"{setup.tr('evening.in_progress')} ({setup.tr(f'unit.{unit}')}): "
                     f"{totals}")
    elif not view.games:
        totals = ", ".join(f"{s} {setup.number(int(view.totals.get(s, 0)))}" for s in view.sides)
        parts.append(totals)
    parts.append(setup.tr("evening.deals", n=setup.number(len(view.deals))))
    return "; ".join(parts)


def winners_text(view: GameView, setup: ReportSetup) -> str:
    if view.winner is None:
        return setup.tr("none")
    members = view.side_members.get(view.winner, (view.winner,))
    return f" {setup.tr('and')} ".join(members)


def _name(view: GameView, setup: ReportSetup) -> str:
    try:
        return game_name(get_game(view.game_id), setup.lang)
    except RuleError:
        return view.game_name


def evening_story(results: EveningResults, setup: ReportSetup) -> list[Any]:
    """The evening's summary line and its tables, one head a page; a card party's evening
    without club tables: its party (``party_results``, or ``rotation_results`` for a party
    played from a rotation chart)."""
    if results.evening.kind == "party" and not results.tables:
        from clubapp.reports.party_results import party_story
        from clubapp.reports.rotation_results import rotation_story

        if results.rotation is not None:
            return rotation_story(results.rotation, setup)
        return party_story(results.party, setup)
    st = styles()
    width = content_width(setup)
    tables, games_names, sides, outcomes, winners = [], [], [], [], []
    players: set[str] = set()
    games = finished = 0
    for table in results.tables:
        players.update(table.players)
        if not table.games:
            tables.append(str(table.number))
            games_names.append(setup.tr("evening.no_game"))
            sides.append(", ".join(table.players))
            outcomes.append("")
            winners.append("")
        for view in table.games:
            games += 1
            finished += view.winner is not None
            tables.append(str(table.number))
            games_names.append(_name(view, setup))
            sides.append(sides_text(view, setup))
            outcomes.append(result_text(view, setup))
            winners.append(winners_text(view, setup))
    evening = results.evening
    status = setup.tr("evening.closed" if evening.closed else "evening.open")
    summary = setup.tr("evening.summary", tables=setup.number(len(results.tables)),
                       players=setup.number(len(players)), finished=setup.number(finished),
                       games=setup.number(games))
    story: list[Any] = [para(f"{summary} ({status})", st["body"]), Spacer(1, 3 * mm)]
    if not tables:
        return story
    columns = [Column(setup.tr("evening.table"), tables, align="RIGHT", grow=0),
               Column(setup.tr("evening.game"), games_names, grow=1),
               Column(setup.tr("evening.players"), sides, grow=3),
               Column(setup.tr("evening.result"), outcomes, grow=3),
               Column(setup.tr("evening.winners"), winners, bold=True, grow=2)]
    story.append(simple_table(columns, width))
    return story


def write_evening_results(path: str | os.PathLike[str], results: EveningResults,
                          setup: ReportSetup, *, progress: Progress | None = None) -> Path:
    """The evening's results, written to ``path``."""
    evening = results.evening
    heading = Heading(setup.tr("evening.title"), f"{evening.name} · {setup.date(evening.date)}")
    return build_document(path, setup, heading, evening_story(results, setup), progress=progress)
