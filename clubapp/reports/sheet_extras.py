"""What a game's sheet prints besides the deals: the tables a scorer looks things up in.

- euchre (seeds/002 line 219, law 3): the rubber count, game by game, +2, less the losers' games;
- five hundred (seeds/002 lines 191–201): the bid table of the schedule the table plays;
- cribbage (seeds/001 lines 43, 51–55): the league result of each game (won, lurched, the spread
  and the American Cribbage Congress points) and the board on paper, ten divisions a side;
- boston (seeds/004 line 37): the contract values; whist (seeds/004 lines 15–25): the count and
  the rubber above the line (each game's value, the premium).

The numbers come from the game modules themselves, so a sheet never disagrees with the scorer;
a module that changes its tables under us only loses its extra (the sheet still prints).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Paragraph, Spacer

from clubapp import glossary
from clubapp.reports.layout import LIGHT, Column, simple_table
from clubapp.reports.page import ReportSetup, para, styles
from clubapp.rules import FinishedGame, GameRules, State


@dataclass(frozen=True)
class SheetContext:
    rules: GameRules
    options: Mapping[str, Any]
    players: tuple[str, ...]
    setup: ReportSetup
    width: float
    state: State | None = None  # the game as played (None: a blank sheet)


Extra = Callable[[SheetContext], list[Any]]

RUBBER_KINDS = {3: "rubber.triple", 2: "rubber.double", 1: "rubber.single"}
RUBBER_BONUS = 2  # law 3, seeds/002 line 219


def _title(text: str) -> Paragraph:
    return Paragraph(text, styles()["subheading"])


def _side_name(ctx: SheetContext, side: str) -> str:
    members = ctx.rules.members(side, list(ctx.players)) if ctx.players else (side,)
    if members == (side,):
        return side
    return f"{side} ({(' ' + ctx.setup.tr('and') + ' ').join(members)})"


def _table(ctx: SheetContext, heads: Sequence[str], rows: Sequence[Sequence[str]], *,
           numeric_from: int = 1, width: float | None = None,
           extra_style: Sequence[tuple[Any, ...]] = (), fill: bool = False) -> Any:
    columns = [Column(h, [r[i] for r in rows], align="RIGHT" if i >= numeric_from else "LEFT")
               for i, h in enumerate(heads)]
    return simple_table(columns, width or ctx.width, fill=fill, extra_style=extra_style)


# --- euchre: the rubber count ---------------------------------------------------------------
def law3_value(loser_score: int) -> int:
    """seeds/002 line 219: triple when the losers have not scored, double under 3, else single."""
    return 3 if loser_score <= 0 else 2 if loser_score < 3 else 1


def _other(side: str, sides: Sequence[str]) -> str | None:
    others = [s for s in sides if s != side]
    return others[0] if len(others) == 1 else None


def euchre_rubber(ctx: SheetContext) -> list[Any]:
    """The rubber counted as law 3 counts it; only printed where it agrees with the scorer."""
    if not ctx.options.get("rubber", False):
        return []
    setup = ctx.setup
    state = ctx.state
    if state is None:
        return [Spacer(1, 3 * mm), para(setup.tr("rubber.count_blank"), styles()["small"])]
    sides = ctx.rules.sides(list(ctx.players))
    rows: list[list[str]] = []
    values: dict[str, int] = dict.fromkeys(sides, 0)
    for number, game in enumerate(state.games, start=1):
        loser = _other(game.winner, sides)
        if loser is None or game.value is None:
            return []
        if law3_value(int(game.totals.get(loser, 0))) != game.value:
            return []  # not a law-3 game: print nothing rather than a wrong count
        values[game.winner] += game.value
        score = " – ".join(f"{s} {setup.number(int(game.totals.get(s, 0)))}" for s in sides)
        rows.append([str(number), game.winner, score, setup.tr(RUBBER_KINDS[game.value]),
                     setup.number(game.value)])
    if not rows:
        return []
    heads = [setup.tr("sheet.game_no"), setup.tr("sheet.winner"), setup.tr("sheet.final_score"),
             setup.tr("rubber.kind"), setup.tr("sheet.value")]
    story: list[Any] = [_title(setup.tr("rubber.title")),
                        _table(ctx, heads, rows, numeric_from=4)]
    match = state.match
    if match is not None and match.value is not None:
        winner = match.winner
        loser = _other(winner, sides) or ""
        counted = values[winner] + RUBBER_BONUS - values.get(loser, 0)
        if counted != match.value:
            return story  # the games as played, but no sum the scorer does not agree with
        count = [
            [setup.tr("rubber.winners_games"), f"+{setup.number(values[winner])}"],
            [setup.tr("rubber.bonus"), f"+{setup.number(RUBBER_BONUS)}"],
            [setup.tr("rubber.losers_games"), f"-{setup.number(values.get(loser, 0))}"],
            [setup.tr("rubber.value", value=setup.number(counted),
                      winner=_side_name(ctx, winner)), f"={setup.number(counted)}"],
        ]
        columns = [Column("", [r[0] for r in count], bold_rows=(-1,)),
                   Column("", [r[1] for r in count], align="RIGHT", bold_rows=(-1,))]
        from clubapp.reports.layout import build_table, lay_out

        layout = lay_out(columns, min(ctx.width, 140 * mm), fill=False)
        if layout is not None:
            story += [Spacer(1, 2 * mm),
                      build_table(columns, layout, head_rows=False,
                                  extra_style=[("BACKGROUND", (0, 3), (-1, 3), LIGHT)])]
    return [KeepTogether(story)]


# --- five hundred: the bid table ------------------------------------------------------------
SUIT_HEAD = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}


def five_hundred_bids(ctx: SheetContext) -> list[Any]:
    """The value of every bid in the table's schedule (seeds/002 lines 191–201, or Avondale)."""
    try:
        from clubapp.rules.games.five_hundred import TRUMPS, bid_value
    except ImportError:
        return []
    setup = ctx.setup
    schedule = str(ctx.options.get("schedule", "book"))
    option = next((o for o in ctx.rules.options if o.name == "schedule"), None)
    shown = glossary.option_choice_label(option, schedule, setup.lang) if option else schedule
    no_trumps = setup.tr("bids.no_trumps")
    heads = [setup.tr("bids.tricks")] + [SUIT_HEAD.get(t, no_trumps) for t in TRUMPS]
    rows = [[str(level)] + [setup.number(bid_value(f"{level}{t}", schedule)) for t in TRUMPS]
            for level in range(6, 11)]
    return [KeepTogether([_title(setup.tr("bids.title", schedule=shown)),
                          _table(ctx, heads, rows, width=130 * mm),
                          Spacer(1, 1.5 * mm), para(setup.tr("bids.all_tricks"), styles()["small"])])]


# --- cribbage: the league result and the board on paper -------------------------------------
DOWN = ["0", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
UP = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]


def cribbage_league(ctx: SheetContext) -> list[Any]:
    """Each side's games won, lurched (skunks), spread and ACC points (events.game_results)."""
    from clubapp.events.game_results import member_results
    from clubapp.events.standings import ACC_SKUNK_EXTRA, ACC_WIN

    setup = ctx.setup
    state = ctx.state
    heads = [setup.tr("league.player"), setup.tr("league.won"), setup.tr("league.lurched"),
             setup.tr("league.spread"), setup.tr("league.acc")]
    if state is None:
        names = list(ctx.players) or [setup.tr("sheet.player_n", n=n)
                                      for n in range(1, ctx.rules.min_players + 1)]
        sides = ctx.rules.sides(names) if ctx.players else names
        rows = [[_side_name(ctx, s) if ctx.players else s, "", "", "", ""] for s in sides]
    else:
        results = member_results(ctx.rules, state, list(range(len(state.players))))
        seen: dict[str, Any] = {}
        for result in results:
            seen.setdefault(result.side, result)
        rows = [[_side_name(ctx, side), setup.number(r.won), setup.number(r.skunks),
                 ("+" if r.spread > 0 else "") + setup.number(r.spread),
                 setup.number(ACC_WIN * r.won + ACC_SKUNK_EXTRA * r.skunks)]
                for side, r in seen.items()]
    columns = [Column(h, [row[i] for row in rows], align="LEFT" if i == 0 else "RIGHT",
                      hand=0 if i == 0 else 16 * mm) for i, h in enumerate(heads)]
    table = simple_table(columns, min(ctx.width, 170 * mm),
                         row_heights=None if state is not None else [7.5 * mm] * len(rows))
    return [KeepTogether([_title(setup.tr("league.title")), table, Spacer(1, 1 * mm),
                          para(setup.tr("league.how"), styles()["small"])])]


def cribbage_paper_board(ctx: SheetContext) -> list[Any]:
    """seeds/001 lines 51–55: ten divisions numbered 0 9 … 1 and 1 2 … 0 on each side."""
    setup = ctx.setup
    names = list(ctx.players) or [setup.tr("sheet.player_n", n=n) for n in (1, 2)]
    sides = ctx.rules.sides(list(ctx.players)) if ctx.players else names
    labels: list[str] = []
    cells: list[list[str]] = [[] for _ in range(10)]
    for side in sides:
        label = _side_name(ctx, side) if ctx.players else side
        labels += [label, ""]
        for i in range(10):
            cells[i] += [DOWN[i], UP[i]]
    columns = [Column("", labels, bold=True)] + [
        Column("", cells[i], align="CENTER", hand=9 * mm) for i in range(10)]
    from clubapp.reports.layout import build_table, lay_out

    layout = lay_out(columns, min(ctx.width, 175 * mm), fill=False)
    if layout is None:
        return []
    style: list[tuple[Any, ...]] = [("SPAN", (0, r), (0, r + 1)) for r in range(0, len(labels), 2)]
    style += [("FONT", (1, 0), (-1, -1), "ClubSans", 10),
              ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]
    return [KeepTogether([_title(setup.tr("crib.title")),
                          build_table(columns, layout, head_rows=False, extra_style=style),
                          Spacer(1, 1.5 * mm), para(setup.tr("crib.how"), styles()["small"])])]


def cribbage_extras(ctx: SheetContext) -> list[Any]:
    return cribbage_league(ctx) + cribbage_paper_board(ctx)


# --- boston: the contract values ------------------------------------------------------------
def boston_values(ctx: SheetContext) -> list[Any]:
    """seeds/004 line 37: the contracts' values in the first, second and third suit."""
    try:
        from clubapp.rules.games.boston import MISERE_POINTS, TRUMP_CONTRACT_POINTS
    except ImportError:
        return []
    setup = ctx.setup
    contract_field = next((f for f in ctx.rules.entry_schema if f.name == "contract"), None)

    def label(key: str) -> str:
        if contract_field is None:
            return key
        return glossary.choice_label(contract_field, key, setup.lang)

    heads = [setup.tr("boston.contract")] + [setup.tr("boston.suit", n=n) for n in (1, 2, 3)]
    rows = [[label(key)] + [setup.number(v) for v in values]
            for key, values in TRUMP_CONTRACT_POINTS.items()]
    for key, value in MISERE_POINTS.items():
        if value is None:
            value = ctx.options.get("big_open")
        if value is None:
            continue
        shown = setup.number(int(value))
        rows.append([label(key), shown, shown, shown])
    return [KeepTogether([_title(setup.tr("boston.title")),
                          _table(ctx, heads, rows, width=130 * mm)])]


# --- whist: the count, and the rubber above the line ----------------------------------------
def whist_count(ctx: SheetContext) -> list[Any]:
    """seeds/004 lines 15–25, from the whist module's own constants."""
    try:
        from clubapp.rules.games.whist_ru import (
            HONOUR_POINTS,
            LONG_RUBBER_PREMIUM,
            POINTS_PER_TRICK,
            SHORT_RUBBER_PREMIUM,
        )
    except ImportError:
        return []
    text = ctx.setup.tr(
        "whist.count", per_trick=POINTS_PER_TRICK, h3=HONOUR_POINTS.get(3),
        h4=HONOUR_POINTS.get(4), h5=HONOUR_POINTS.get(5),
        target=ctx.options.get("target", ctx.rules.target), short=SHORT_RUBBER_PREMIUM,
        long=LONG_RUBBER_PREMIUM)
    return [Spacer(1, 3 * mm), para(text, styles()["small"]), *whist_above_line(ctx)]


def whist_above_line(ctx: SheetContext) -> list[Any]:
    """Above the line: each game's value to its winners and each rubber's premium (line 25)."""
    from clubapp.rules.games.whist_ru import (
        LONG_RUBBER_PREMIUM,
        SHORT_RUBBER_PREMIUM,
        rubber_result,
        split_rubbers,
    )

    setup = ctx.setup
    sides = ("A", "B")
    heads = [setup.tr("whist.above")] + [_side_name(ctx, s) for s in sides]
    rows: list[list[str]] = []
    state = ctx.state
    if state is None:
        for n in (1, 2, 3):
            rows.append([setup.tr("whist.game_n", n=n), "", ""])
        rows.append([setup.tr("whist.premium"), "", ""])
        rows.append([setup.tr("whist.rubber_value"), "", ""])
        table = _table(ctx, heads, rows, width=150 * mm, fill=True)
        return [KeepTogether([_title(setup.tr("whist.above_title")), table])]
    deduct = bool(state.options.get("deduct_losers_game", True))
    rubbers = split_rubbers(list(state.games))
    if not state.games:
        return []
    counted = 0
    for number, rubber in enumerate(rubbers, start=1):
        rows += _game_rows(ctx, rubber, counted)
        counted += len(rubber)
        winner, value = rubber_result(rubber, deduct)
        premium = SHORT_RUBBER_PREMIUM if len(rubber) == 2 else LONG_RUBBER_PREMIUM
        rows.append([setup.tr("whist.premium"),
                     *[f"+{setup.number(premium)}" if s == winner else "" for s in sides]])
        rows.append([setup.tr("whist.rubber_n", n=number),
                     *[setup.number(value) if s == winner else "" for s in sides]])
    rows += _game_rows(ctx, list(state.games)[counted:], counted)
    table = _table(ctx, heads, rows, width=150 * mm, fill=True)
    return [KeepTogether([_title(setup.tr("whist.above_title")), table])]


def _game_rows(ctx: SheetContext, games: Sequence[FinishedGame], before: int) -> list[list[str]]:
    setup = ctx.setup
    out = []
    for n, game in enumerate(games, start=before + 1):
        value = setup.number(int(game.value or 0))
        out.append([setup.tr("whist.game_n", n=n),
                    *[value if s == game.winner else "" for s in ("A", "B")]])
    return out


EXTRAS_BY_GAME: dict[str, Extra] = {
    "euchre": euchre_rubber,
    "euchre-railroad": euchre_rubber,
    "five-hundred": five_hundred_bids,
    "boston": boston_values,
    "whist-ru": whist_count,
}
EXTRAS_BY_FAMILY: dict[str, Extra] = {"cribbage": cribbage_extras}


def sheet_extras(ctx: SheetContext) -> list[Any]:
    """The extra tables for this game's sheet (none for most games)."""
    extra = EXTRAS_BY_GAME.get(ctx.rules.id) or EXTRAS_BY_FAMILY.get(ctx.rules.family)
    if extra is None:
        return []
    try:
        return extra(ctx)
    except (KeyError, TypeError, ValueError, AttributeError, ImportError):
        return []  # a game module changed shape: the deals still print, the extra does not


def option_lines(rules: GameRules, options: Mapping[str, Any], setup: ReportSetup) -> str:
    """The house rules as "label: value · …" in the language."""
    parts = []
    for option in rules.options:
        value = options.get(option.name, option.default)
        if isinstance(value, bool):
            shown = setup.tr("yes") if value else setup.tr("no")
        else:
            shown = glossary.option_choice_label(option, str(value), setup.lang)
        parts.append(f"{glossary.option_label(option, setup.lang)}: {shown}")
    return " · ".join(parts)
