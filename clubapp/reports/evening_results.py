"""Evening results: every table, its game(s), the result and the winners."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from clubapp.reports.data import EveningResults
from clubapp.reports.layout import Column, build_table, lay_out, simple_table
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
from clubapp.words import counted


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
        parts.append(setup.tr("evening.value", value=setup.number(int(view.match["value"]))))
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
    parts.append(counted(len(view.deals), "deals", setup.lang))
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
    pools: list[tuple[int, GameView]] = []
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
            if is_pool_table(view):  # its players and their chips in a table of their own
                pools.append((table.number, view))
                continue
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
        return story + pool_tables_story(pools, setup, width)
    columns = [Column(setup.tr("evening.table"), tables, align="RIGHT", grow=0),
               Column(setup.tr("evening.game"), games_names, grow=1),
               Column(setup.tr("evening.players"), sides, grow=3),
               Column(setup.tr("evening.result"), outcomes, grow=3),
               Column(setup.tr("evening.winners"), winners, bold=True, grow=2)]
    story.append(simple_table(columns, width))
    return story + pool_tables_story(pools, setup, width)


# --- the tables played for chips (loo, rams, préférence…) ------------------------------------
POOL_COLUMNS_MIN = 70 * mm  # a pool table's block is at least this wide: two abreast on A4


def is_pool_table(view: GameView) -> bool:
    """A table where each plays for himself for chips (loo, rams, préférence): its result is
    every player's chips, printed as a table of players and figures."""
    return _unit(view) == "chips" and tuple(view.sides) == tuple(view.players)


def _pool_block(number: int, view: GameView, setup: ReportSetup, width: float) -> list[Any]:
    """One pool table: its number, game, deals and pool left, then each player and his
    chips, most first."""
    st = styles()
    said = [setup.tr("evening.pool_table", table=setup.number(number), game=_name(view, setup)),
            counted(len(view.deals), "deals", setup.lang)]
    pool = view.result.get("deals", [{}])[-1].get("pool") if view.result.get("deals") else None
    if pool is not None:
        said.append(setup.tr("evening.pool_left", n=setup.number(int(pool))))
    ranked = sorted(view.players, key=lambda p: (-int(view.totals.get(p, 0)), p.casefold()))
    figures = [int(view.totals.get(p, 0)) for p in ranked]
    columns = [Column(setup.tr("party.player"), list(ranked), grow=1),
               Column(setup.tr("evening.chips_total"),
                      [("+" if n > 0 else "") + setup.number(n) for n in figures],
                      align="RIGHT", grow=0, bold_rows=tuple(
                          i for i, n in enumerate(figures) if n == max(figures) and n > 0))]
    layout = lay_out(columns, width) or lay_out(columns, width, fewest_lines=True)
    table = build_table(columns, layout, compact=True) if layout is not None else \
        simple_table(columns, width)
    return [para(" · ".join(said), st["cell_bold"]), Spacer(1, 1 * mm), table]


class BlockColumns(Flowable):
    """Blocks (a pool table each) in columns read down the first, then the next: as many as
    the page's height holds, the rest on the next page; a block is never split, and the last
    page's columns are balanced."""

    def __init__(self, blocks: Sequence[Flowable], across: int, gap: float) -> None:
        super().__init__()
        self.blocks = list(blocks)
        self.across = across
        self.gap = gap
        self._heights: list[float] = []
        self._placed: list[tuple[int, float, float]] = []  # block, x, y from the top

    def _measure(self, width: float) -> float:
        each = (width - self.gap * (self.across - 1)) / self.across
        self._heights = [b.wrap(each, 10_000)[1] for b in self.blocks]
        return each

    def _columns(self, height: float) -> list[list[int]]:
        """The blocks, in order, in columns of ``height`` (as many columns as needed)."""
        columns: list[list[int]] = [[]]
        used = 0.0
        for i, h in enumerate(self._heights):
            if columns[-1] and used + h > height:
                columns.append([])
                used = 0.0
            columns[-1].append(i)
            used += h
        return columns

    def _lay(self, width: float, height: float) -> float:
        each = self._measure(width)
        low, high = max(self._heights, default=0.0), max(sum(self._heights), 1.0)
        if len(self._columns(height)) > self.across or low > height:
            high = height  # not all of it fits here: the page's height, split() will say
        else:  # all of it fits: the least height that holds it, balanced
            high = min(high, height)
            while high - low > 1:
                middle = (low + high) / 2
                if len(self._columns(middle)) <= self.across:
                    high = middle
                else:
                    low = middle
        self._placed = []
        for n, column in enumerate(self._columns(high)[:self.across]):
            y = 0.0
            for i in column:
                self._placed.append((i, n * (each + self.gap), y))
                y += self._heights[i]
        return high

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = avail_width
        high = self._lay(avail_width, avail_height)
        if len(self._placed) < len(self.blocks):
            return avail_width, avail_height + 1  # more than this page: split
        self.height = max((y + self._heights[i] for i, _x, y in self._placed), default=0.0)
        return avail_width, min(self.height, high)

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        self._lay(avail_width, avail_height)
        fitted = sorted(i for i, _x, y in self._placed
                        if y + self._heights[i] <= avail_height + 0.01)
        if not fitted:
            return []
        first = BlockColumns([self.blocks[i] for i in fitted], self.across, self.gap)
        rest = [b for i, b in enumerate(self.blocks) if i not in set(fitted)]
        return [first, BlockColumns(rest, self.across, self.gap)] if rest else [first]

    def draw(self) -> None:
        for i, x, y in self._placed:
            self.blocks[i].drawOn(self.canv, x, self.height - y - self._heights[i])


def pool_tables_story(pools: list[tuple[int, GameView]], setup: ReportSetup,
                      width: float) -> list[Any]:
    """The tables played for chips, each a table of its players and their chips, in columns
    as the page's width allows (read down the first, then the next); a table's block is never
    split between columns or pages."""
    if not pools:
        return []
    from reportlab.platypus import Table

    gap = 4 * mm
    across = max(1, min(3, int((width + gap) // (POOL_COLUMNS_MIN + gap))))
    each = (width - gap * (across - 1)) / across
    blocks: list[Flowable] = []
    for number, view in pools:
        block = Table([[part] for part in [*_pool_block(number, view, setup, each),
                                           Spacer(1, 4 * mm)]], colWidths=[each])
        block.setStyle([("LEFTPADDING", (0, 0), (-1, -1), 0),
                        ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                        ("TOPPADDING", (0, 0), (-1, -1), 0),
                        ("BOTTOMPADDING", (0, 0), (-1, -1), 0)])
        blocks.append(block)
    return [Spacer(1, 4 * mm), para(setup.tr("evening.pool_tables"), styles()["subheading"]),
            BlockColumns(blocks, across, gap)]


def write_evening_results(path: str | os.PathLike[str], results: EveningResults,
                          setup: ReportSetup, *, progress: Progress | None = None) -> Path:
    """The evening's results, written to ``path``."""
    evening = results.evening
    heading = Heading(setup.tr("evening.title"), f"{evening.name} · {setup.date(evening.date)}")
    return build_document(path, setup, heading, evening_story(results, setup), progress=progress)
