"""What a game's sheet prints besides the deals: the tables a scorer looks things up in.

- euchre (seeds/002 line 219, law 3): the rubber count, game by game, +2, less the losers' games;
- five hundred (seeds/002 lines 191–201): the bid table of the schedule the table plays;
- cribbage (seeds/001 lines 51–55): the board on paper, a sheet of ten divisions a side;
- boston (seeds/004 line 37): the contract values; whist (seeds/004 lines 15–25): the count.

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
from clubapp.reports.page import LIGHT, ReportSetup, grid, para, styles
from clubapp.rules import GameRules
from clubapp.services.views import GameView


@dataclass(frozen=True)
class SheetContext:
    rules: GameRules
    options: Mapping[str, Any]
    players: tuple[str, ...]
    setup: ReportSetup
    width: float
    view: GameView | None = None


Extra = Callable[[SheetContext], list[Any]]

RUBBER_KINDS = {3: "rubber.triple", 2: "rubber.double", 1: "rubber.single"}
RUBBER_BONUS = 2  # law 3, seeds/002 line 219


def _title(text: str) -> Paragraph:
    return Paragraph(text, styles()["subheading"])


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
    view = ctx.view
    if view is None:
        return [Spacer(1, 3 * mm), para(setup.tr("rubber.count_blank"), styles()["small"])]
    rows: list[list[Any]] = [[setup.tr("sheet.game_no"), setup.tr("sheet.winner"),
                              setup.tr("sheet.final_score"), "", setup.tr("sheet.value")]]
    values: dict[str, int] = {s: 0 for s in view.sides}
    for number, game in enumerate(view.games, start=1):
        winner = game["winner"]
        loser = _other(winner, view.sides)
        value = game.get("value")
        if loser is None or value is None:
            return []
        loser_score = int(game["totals"].get(loser, 0))
        if law3_value(loser_score) != value:
            return []  # not a law-3 game: print nothing rather than a wrong count
        values[winner] += value
        score = " – ".join(f"{s} {setup.number(int(game['totals'].get(s, 0)))}"
                           for s in view.sides)
        rows.append([str(number), winner, score, setup.tr(RUBBER_KINDS[value]),
                     setup.number(value)])
    if len(rows) == 1:
        return []
    widths = [18 * mm, 20 * mm, 40 * mm, 30 * mm, 18 * mm]
    story: list[Any] = [_title(setup.tr("rubber.title")), grid(rows, widths, numeric_from=4)]
    match = view.match
    if match is not None and match.get("value") is not None:
        winner = match["winner"]
        loser = _other(winner, view.sides) or ""
        counted = values[winner] + RUBBER_BONUS - values.get(loser, 0)
        if counted != match["value"]:
            return story  # the games as played, but no sum the scorer does not agree with
        count = [
            [setup.tr("rubber.winners_games"), f"+{setup.number(values[winner])}"],
            [setup.tr("rubber.bonus"), f"+{setup.number(RUBBER_BONUS)}"],
            [setup.tr("rubber.losers_games"), f"-{setup.number(values.get(loser, 0))}"],
            [setup.tr("rubber.value", value=setup.number(counted), winner=view.side_label(winner)),
             f"={setup.number(counted)}"],
        ]
        story += [Spacer(1, 2 * mm),
                  grid(count, [108 * mm, 18 * mm], header_rows=0, numeric_from=1,
                       extra_style=[("FONT", (0, 3), (-1, 3), "ClubSans-Bold", 9),
                                    ("BACKGROUND", (0, 3), (-1, 3), LIGHT)])]
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
    no_trumps = "БК" if setup.lang == "ru" else "NT"
    head = [setup.tr("bids.tricks")] + [SUIT_HEAD.get(t, no_trumps) for t in TRUMPS]
    rows: list[list[Any]] = [head]
    for level in range(6, 11):
        rows.append([str(level)] + [setup.number(bid_value(f"{level}{t}", schedule))
                                    for t in TRUMPS])
    widths = [20 * mm] + [18 * mm] * len(TRUMPS)
    return [KeepTogether([_title(setup.tr("bids.title", schedule=schedule)),
                          grid(rows, widths, numeric_from=1),
                          Spacer(1, 1.5 * mm), para(setup.tr("bids.all_tricks"), styles()["small"])])]


# --- cribbage: the board on paper -----------------------------------------------------------
DOWN = ["0", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
UP = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]


def cribbage_paper_board(ctx: SheetContext) -> list[Any]:
    """seeds/001 lines 51–55: ten divisions numbered 0 9 … 1 and 1 2 … 0 on each side."""
    setup = ctx.setup
    names = list(ctx.players) or [setup.tr("sheet.player_n", n=n) for n in (1, 2)]
    sides = ctx.rules.sides(ctx.players) if ctx.players else names
    rows: list[list[Any]] = []
    cell = styles()["cell_bold"]
    name_width = 40 * mm
    for side in sides:
        label = side
        if ctx.players and ctx.rules.partnership:
            label = f"{side}: " + " & ".join(ctx.rules.members(side, ctx.players))
        rows.append([para(label, cell, width=name_width - 6, lines=2), *DOWN])
        rows.append(["", *UP])
    widths = [name_width] + [min(11 * mm, (ctx.width - name_width) / 10)] * 10
    style: list[tuple[Any, ...]] = [("SPAN", (0, r), (0, r + 1)) for r in range(0, len(rows), 2)]
    style += [("ALIGN", (1, 0), (-1, -1), "CENTER"), ("FONT", (1, 0), (-1, -1), "ClubSans", 10),
              ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]
    return [KeepTogether([_title(setup.tr("crib.title")),
                          grid(rows, widths, header_rows=0, extra_style=style),
                          Spacer(1, 1.5 * mm), para(setup.tr("crib.how"), styles()["small"])])]


# --- boston: the contract values ------------------------------------------------------------
def boston_values(ctx: SheetContext) -> list[Any]:
    """seeds/004 line 37: the contracts' values in the first, second and third suit."""
    try:
        from clubapp.rules.games.boston import MISERE_POINTS, TRUMP_CONTRACT_POINTS
    except ImportError:
        return []
    setup = ctx.setup
    contract_field = next((f for f in ctx.rules.entry_schema if f.name == "contract"), None)
    labels = dict(getattr(contract_field, "choice_labels", {}) or {})

    def label(key: str) -> str:
        return labels.get(key, key) if setup.lang == "en" else key

    rows: list[list[Any]] = [[setup.tr("boston.contract")]
                             + [setup.tr("boston.suit", n=n) for n in (1, 2, 3)]]
    for key, values in TRUMP_CONTRACT_POINTS.items():
        rows.append([label(key)] + [setup.number(v) for v in values])
    for key, value in MISERE_POINTS.items():
        if value is None:
            value = ctx.options.get("big_open")
        if value is None:
            continue
        shown = setup.number(int(value))
        rows.append([label(key), shown, shown, shown])
    widths = [45 * mm, 22 * mm, 22 * mm, 22 * mm]
    return [KeepTogether([_title(setup.tr("boston.title")), grid(rows, widths, numeric_from=1)])]


# --- whist: tricks, honours, game and rubber ------------------------------------------------
WHIST_TEXT = {
    "en": "Each trick over six scores {per_trick}. Honours (A K Q J T of trumps) in a side's "
          "tricks: three {h3}, four {h4}, five {h5}. Game {target}: a double when the losers "
          "have under 5, a triple when they have none. Rubber: two games; short (2–0) +{short}, "
          "long (2–1) +{long}.",
    "ru": "Каждая взятка сверх шести — {per_trick} очка. Онёры (туз, король, дама, валет, "
          "десятка козырей) во взятках стороны: три — {h3}, четыре — {h4}, пять — {h5}. Партия "
          "{target}: двойная, если у проигравших меньше 5, тройная — если ничего. Роббер — две "
          "партии; короткий (2:0) +{short}, длинный (2:1) +{long}.",
}


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
    text = WHIST_TEXT[ctx.setup.lang].format(
        per_trick=POINTS_PER_TRICK, h3=HONOUR_POINTS.get(3), h4=HONOUR_POINTS.get(4),
        h5=HONOUR_POINTS.get(5), target=ctx.options.get("target", ctx.rules.target),
        short=SHORT_RUBBER_PREMIUM, long=LONG_RUBBER_PREMIUM)
    return [Spacer(1, 3 * mm), para(text, styles()["small"])]


EXTRAS_BY_GAME: dict[str, Extra] = {
    "euchre": euchre_rubber,
    "euchre-railroad": euchre_rubber,
    "five-hundred": five_hundred_bids,
    "boston": boston_values,
    "whist-ru": whist_count,
}
EXTRAS_BY_FAMILY: dict[str, Extra] = {"cribbage": cribbage_paper_board}


def sheet_extras(ctx: SheetContext) -> list[Any]:
    """The extra tables for this game's sheet (none for most games)."""
    extra = EXTRAS_BY_GAME.get(ctx.rules.id) or EXTRAS_BY_FAMILY.get(ctx.rules.family)
    if extra is None:
        return []
    try:
        return extra(ctx)
    except (KeyError, TypeError, ValueError, AttributeError):
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
