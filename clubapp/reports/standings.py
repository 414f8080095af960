"""Standings on paper: per game (or family), each in its own unit, and per season.

- ``write_standings`` takes the standings of the games played (``StandingsService.by_game``):
  one section a game, its unit named in the heading and the column (points, holes, chips),
  ranked on what the game is won by, shared places written "2=", and for a place decided by a
  tie-break the tie-break named (``events.standings.place_rows``: the window places ties the
  same way). One head for each table, repeated at the top of every page, never mid-page.
  A family of several games adds no points of different games: it is ranked on games and
  rubbers or matches won, with no points column.
- ``write_season_standings``: a season by its rules (``SeasonService.standings``, or each of
  ``SeasonService.every_standing``), every place with how it was decided, and the ties
  explained; each section headed by its game and unit, or by "All games together" and the
  rule that says how (places at each table, games won, stars, ACC points). Raw points of
  different games are never added up on paper.

Old callers may still pass a list of ``StandingRow`` (every game together): they get one
section, ranked the same way.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer

from clubapp import glossary
from clubapp.events.standing_ties import say_tie
from clubapp.events.standings import CRITERIA, StandingLine, place_rows
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
from clubapp.reports.standing_words import decided_words, score_heading, season_title
from clubapp.services.standings import GameStandings
from clubapp.services.views import StandingRow
from clubapp.words import Message, note_text, say

if TYPE_CHECKING:
    from typing_extensions import TypeIs  # typing's own from Python 3.13


def all_together(standings: Sequence[GameStandings] | Sequence[StandingRow]
                 ) -> TypeIs[Sequence[StandingRow]]:
    """Whether an old caller's list of ``StandingRow`` came (every game together)."""
    return bool(standings) and isinstance(standings[0], StandingRow)


def places(rows: Sequence[StandingRow]) -> list[str]:
    """Places of rows as the standings rank them (games won, matches, points): "1=", "3"."""
    lines = {id(line.row): line for line in place_rows(rows, CRITERIA["games"])}
    return [lines[id(row)].place_text for row in rows]


def decided_text(line: StandingLine, unit: str, setup: ReportSetup) -> str:
    """What decided a place: the tie-break named, "shared", or nothing (the window's words)."""
    return decided_words(line, unit, setup.lang)


def unit_word(unit: str, setup: ReportSetup) -> str:
    text = say(Message(f"standings.unit_{unit}"), setup.lang)
    return text[:1].upper() + text[1:]


def game_section(standing: GameStandings, setup: ReportSetup, width: float) -> list[Any]:
    """One game's standing: its name and unit, and its ranked table."""
    st = styles()
    if len(standing.game_ids) == 1:
        title = glossary.game_name(standing.game_ids[0], setup.lang)
    else:
        title = ", ".join(glossary.game_name(g, setup.lang) for g in standing.game_ids)
    unit = say(Message(f"standings.unit_{standing.unit}"), setup.lang)
    basis = (setup.tr(f"standings.ranked_{standing.basis}.{standing.unit}")
             if standing.adds_points else setup.tr("standings.ranked_unlike"))
    lines = standing.lines
    rows = [line.row for line in lines]
    columns = [Column(setup.tr("standings.place"), [line.place_text for line in lines],
                      align="RIGHT", grow=0),
               Column(setup.tr("standings.member"), [r.name for r in rows], grow=4),
               Column(setup.tr("standings.evenings"), [setup.number(r.evenings) for r in rows],
                      align="RIGHT", grow=0)]
    if standing.basis == "games":
        columns += [
            Column(setup.tr("standings.played"), [setup.number(r.played) for r in rows],
                   align="RIGHT", grow=0),
            Column(setup.tr("standings.won"), [setup.number(r.won) for r in rows],
                   align="RIGHT", grow=0),
            Column(setup.tr("standings.matches"), [setup.number(r.matches_won) for r in rows],
                   align="RIGHT", grow=0)]
    if standing.adds_points:
        columns.append(Column(unit_word(standing.unit, setup),
                              [setup.number(r.points) for r in rows], align="RIGHT", grow=0))
    columns += [
        Column(setup.tr("standings.decided"),
               [decided_text(line, standing.unit, setup) for line in lines], grow=1)]
    return [Paragraph(setup.tr("standings.game_title", game=title, unit=unit),
                      st["subheading"]),
            para(basis, st["small"]), Spacer(1, 1 * mm), simple_table(columns, width)]


def standings_story(standings: Sequence[GameStandings] | Sequence[StandingRow],
                    setup: ReportSetup) -> list[Any]:
    """A section for each game (or the old list of every game together)."""
    st = styles()
    if not standings:
        return [para(setup.tr("standings.empty"), st["body"])]
    width = content_width(setup)
    if all_together(standings):
        rows = list(standings)
        together = GameStandings("all", (), "points", "games",
                                 tuple(place_rows(rows, CRITERIA["games"])))
        section = game_section(together, setup, width)
        return [para(setup.tr("standings.all_games"), st["subheading"]), *section[1:]]
    story: list[Any] = []
    for standing in standings:
        story += game_section(standing, setup, width)
    return story


def write_standings(path: str | os.PathLike[str],
                    standings: Sequence[GameStandings] | Sequence[StandingRow],
                    setup: ReportSetup, *, scope: str = "",
                    progress: Progress | None = None) -> Path:
    """The standings (of one evening when ``scope`` names it, else of all), written to ``path``."""
    heading = Heading(setup.tr("standings.title"), scope or setup.tr("standings.all"))
    return build_document(path, setup, heading, standings_story(standings, setup),
                          progress=progress)


# --- a season -------------------------------------------------------------------------------
def season_story(result: Any, setup: ReportSetup, *, rules_line: bool = True) -> list[Any]:
    """A season's standing headed by its game (or every game together by its rule), its
    places (each with how it was decided), and the ties explained."""
    st = styles()
    season, standings = result.season, result.standings
    rules = season.rules
    story: list[Any] = []
    if rules_line:
        story += [para(rules.describe(len(season.evening_ids), setup.lang), st["body"]),
                  Spacer(1, 2 * mm)]
    story.append(Paragraph(season_title(result, setup.lang), st["subheading"]))
    placings = standings.placings
    if not placings:
        return [*story, para(setup.tr("standings.empty"), st["body"])]
    records = [p.record for p in placings]
    columns = [
        Column(setup.tr("standings.place"), [p.place_text for p in placings], align="RIGHT",
               grow=0),
        Column(setup.tr("standings.member"), [r.name for r in records], grow=3),
        Column(setup.tr("standings.evenings"), [setup.number(len(r.evenings)) for r in records],
               align="RIGHT", grow=0),
        Column(score_heading(result, setup.lang), [_score(r.score_text, setup)
                                                   for r in records], align="RIGHT", grow=0),
        Column(setup.tr("standings.won"), [setup.number(r.won) for r in records],
               align="RIGHT", grow=0),
        Column(setup.tr("standings.lost"), [setup.number(r.lost) for r in records],
               align="RIGHT", grow=0),
        Column(setup.tr("standings.how"), [note_text(p.reason, setup.lang) for p in placings],
               grow=3),
    ]
    story.append(simple_table(columns, content_width(setup)))
    if standings.ties:
        story.append(Paragraph(setup.tr("standings.ties"), st["subheading"]))
        story += [para(say_tie(tie, setup.lang), st["small"]) for tie in standings.ties]
    return story


def _score(text: str, setup: ReportSetup) -> str:
    """A score as the language writes it: 2.50 or 2,50; a whole score grouped."""
    if "." in text:
        return text.replace(".", ",") if setup.lang == "ru" else text
    return setup.number(int(text))


def write_season_standings(path: str | os.PathLike[str], result: Any, setup: ReportSetup, *,
                           progress: Progress | None = None) -> Path:
    """A season's standings written to ``path``: one (``SeasonService.standings``), or each
    of a list (``SeasonService.every_standing``), the season's rules said once."""
    results = list(result) if isinstance(result, list | tuple) else [result]
    story: list[Any] = []
    for n, one in enumerate(results):
        if n:
            story.append(Spacer(1, 4 * mm))
        story += season_story(one, setup, rules_line=n == 0)
    heading = Heading(setup.tr("standings.title"), results[0].season.name)
    return build_document(path, setup, heading, story, progress=progress)
