"""Which columns a score sheet has, and how an entered value is written in a cell.

The columns come from the game itself: a deal number and the dealer, then the fields of the
game's entry schema, then for each side (or player) its counts (tricks, honours…), the deal's
points and the running total, then the pool where the game keeps one. Fields that do not fit the
width of a landscape page are gathered in one "other entries" column.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth

from clubapp import glossary
from clubapp.reports.fonts import BOLD, register_fonts
from clubapp.reports.page import ReportSetup, content_width
from clubapp.rules import Field

# the width a column of each kind needs to be written in by hand (mm)
KIND_WIDTH = {"bool": 10, "int": 12, "side": 12, "choice": 21, "player": 21, "players": 28,
              "card": 11, "cards": 28, "group": 32, "counts": 30}
OTHER_WIDTH = 28
NUMBER_WIDTH = 8 * mm
DEALER_WIDTH = 19 * mm
SIDE_SUB_WIDTH = 10.5 * mm  # points, total and per-side counts
POOL_WIDTH = 12 * mm
DETAILS_MIN = 34 * mm


@dataclass(frozen=True)
class SideColumns:
    """The columns under one side: its own counts fields, then points and total."""

    side: str
    counts: tuple[Field, ...]


@dataclass
class SheetPlan:
    """The columns of a sheet and their widths (points), and whether the page is landscape."""

    sides: tuple[str, ...]
    fields: list[Field]  # fields with a column of their own
    details: list[Field]  # fields written together in the "other entries" column
    side_counts: tuple[Field, ...]
    pool: bool
    wide: bool
    widths: list[float] = field(default_factory=list)
    font_size: float = 8.5

    @property
    def side_width(self) -> int:
        """How many columns each side has."""
        return len(self.side_counts) + 2


def _is_side_counts(fld: Field, sides: Sequence[str], players: Sequence[str]) -> bool:
    """A counts field keyed by exactly the sides of the sheet goes under each side."""
    if fld.kind != "counts":
        return False
    if fld.keys == "sides":
        return True
    return tuple(sides) == tuple(players)


HEAD_MIN_SIZE = 6.0  # the smallest print of a column head


def field_width(fld: Field, lang: str = "en") -> float:
    """The width a field's column needs: by its kind, and at least its head's longest word."""
    return max(KIND_WIDTH.get(fld.kind, OTHER_WIDTH) * mm, head_width(field_label(fld, lang)))


def head_width(label: str) -> float:
    """The width in which a column head's longest word fits at the smallest print."""
    words = label.split() or [""]
    return max(stringWidth(w, BOLD, HEAD_MIN_SIZE) for w in words) + 7


def plan_sheet(schema: Sequence[Field], sides: Sequence[str], players: Sequence[str],
               setup: ReportSetup, *, pool: bool = False) -> SheetPlan:
    """Lay out a sheet's columns: portrait if they fit, else landscape, else gather the
    fields that do not fit into one "other entries" column."""
    register_fonts()
    lang = setup.lang
    side_counts = tuple(f for f in schema if _is_side_counts(f, sides, players))
    own = [f for f in schema if f not in side_counts]
    sub = SIDE_SUB_WIDTH * (len(side_counts) + 2)
    fixed = NUMBER_WIDTH + DEALER_WIDTH + sub * len(sides) + (POOL_WIDTH if pool else 0)
    need = fixed + sum(field_width(f, lang) for f in own)
    plan = SheetPlan(tuple(sides), list(own), [], side_counts, pool, wide=False)
    if need > content_width(setup, False):
        plan.wide = True
        room = content_width(setup, True)
        if need > room:
            kept: list[Field] = []
            used = fixed + DETAILS_MIN
            for fld in own:
                if used + field_width(fld, lang) <= room:
                    kept.append(fld)
                    used += field_width(fld, lang)
            plan.fields = kept
            plan.details = [f for f in own if f not in kept]
    plan.widths = _widths(plan, setup)
    return plan


def _widths(plan: SheetPlan, setup: ReportSetup) -> list[float]:
    """Column widths that fill the page exactly; shrunk (with a smaller font) when many
    players leave no room, stretched when there is room to spare."""
    room = content_width(setup, plan.wide)
    head = [NUMBER_WIDTH, DEALER_WIDTH] + [field_width(f, setup.lang) for f in plan.fields]
    if plan.details:
        head.append(DETAILS_MIN)
    tail = [SIDE_SUB_WIDTH] * (plan.side_width * len(plan.sides))
    if plan.pool:
        tail.append(POOL_WIDTH)
    total = sum(head) + sum(tail)
    if total > room:  # seventeen players at a loo table: narrower columns, smaller print
        scale = room / total
        plan.font_size = max(6.0, 8.5 * scale)
        return [w * scale for w in head + tail]
    spare = room - total
    widths = head + tail
    # the spare goes to every column but the deal number, the words' columns most
    weights = [0.0] + [w * 2 for w in head[1:]] + [w for w in tail]
    weight = sum(weights)
    return [w + spare * k / weight for w, k in zip(widths, weights, strict=True)]


# --- writing values -------------------------------------------------------------------------
def field_label(fld: Field | Any, lang: str) -> str:
    """A field's label in the language (the glossary's, which the window shares)."""
    return glossary.field_label(fld, lang)


def format_value(fld: Field | Any, value: Any, setup: ReportSetup) -> str:
    """How an entered value is written in a cell: names as they are, yes as a tick, a group as
    its parts, anything unknown as plain text."""
    if value is None:
        return ""
    kind = getattr(fld, "kind", "")
    if kind == "bool" or isinstance(value, bool):
        return "✓" if value else ""
    if kind == "choice":
        return glossary.choice_label(fld, str(value), setup.lang)
    if kind in ("players", "cards") and isinstance(value, list):
        return (", " if kind == "players" else " ").join(str(v).upper() if kind == "cards"
                                                         else str(v) for v in value)
    if kind == "card":
        return str(value).upper()
    if kind == "counts" and isinstance(value, Mapping):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    if kind == "group" and isinstance(value, Mapping):
        return group_text(getattr(fld, "fields", ()), value, setup)
    if isinstance(value, Mapping):
        return "; ".join(f"{k}: {plain(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(plain(v) for v in value)
    return str(value)


def group_text(fields: Sequence[Field], value: Mapping[str, Any], setup: ReportSetup) -> str:
    """A group's filled-in parts as "label: value; …" (empty parts left out)."""
    known = {f.name: f for f in fields}
    parts = []
    for name, sub in value.items():
        fld = known.get(name)
        text = format_value(fld, sub, setup) if fld is not None else plain(sub)
        if text == "" or (isinstance(sub, bool) and not sub):
            continue
        label = field_label(fld, setup.lang) if fld is not None else name
        parts.append(label if text == "✓" else f"{label}: {text}")
    return "; ".join(parts)


def plain(value: Any) -> str:
    """Any JSON value as short readable text."""
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{k}: {plain(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(plain(v) for v in value) + "]"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "" if value is None else str(value)
