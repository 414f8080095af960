"""A score sheet's design: the columns a club scorer draws by hand for one family of games.

A ``Design`` is the columns before the players (the deal, the dealer, the bid…), the columns
under each side or player (their marks, the deal's points, the running total), the columns after
them (the pool), the unit the totals are in, and a text and tables printed with the sheet. The
blank sheet prints its heads over empty rows; the filled sheet asks each column for its value in
every deal (a ``DealLine``: the deal's record and the game's state before and after it).

Whatever a deal's entry holds that no column shows goes into the remarks column, so that the
record of every deal is printed whole. The families' designs are in ``sheet_families`` and the
modules it names; a game of no family there gets ``generic_design``: a column for each field of
its entry schema.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from reportlab.lib.units import mm

from clubapp.reports.page import ReportSetup
from clubapp.reports.sheet_columns import field_label, format_value
from clubapp.rules import DealRecord, Field, GameRules, RuleError, State


@dataclass(frozen=True)
class DealLine:
    """One deal of a filled sheet: its number, record, and the game before and after it."""

    number: int
    record: DealRecord
    before: State
    after: State

    @property
    def entry(self) -> dict[str, Any]:
        """What the scorer entered, without the dealer (a column of its own)."""
        out = dict(self.record.entry)
        out.pop("dealer", None)
        return out

    @property
    def dealer(self) -> str:
        return self.record.dealer


MANY_SIDES = 4  # more players than this: under each, the running score only
Value = Callable[[DealLine], str]
SideValue = Callable[[DealLine, str], str]


@dataclass(frozen=True)
class Col:
    """A column before or after the players: its head, its value in a deal, the room to write."""

    head: str
    value: Value | None = None
    hand: float = 10 * mm
    align: str = "RIGHT"
    group: str = ""  # a label over consecutive columns of the same group ("Pone", "Dealer")
    bold: bool = False
    grow: float = 1.0


@dataclass(frozen=True)
class SideCol:
    """A column under each side or player."""

    head: str
    value: SideValue | None = None
    hand: float = 9 * mm
    align: str = "RIGHT"
    bold: bool = False


@dataclass(frozen=True)
class SheetInfo:
    """What a design is made for: the game, the seats and sides, the options, the language."""

    rules: GameRules
    setup: ReportSetup
    players: tuple[str, ...]  # names, or "1", "2"… on a sheet printed before play
    sides: tuple[str, ...]
    options: Mapping[str, Any]
    named: bool  # real names were given
    short: Mapping[str, str] = field(default_factory=dict)  # names as the deals' columns say them
    # a filled sheet too wide for a landscape page: fewer columns under each player (what he
    # took said in one cell), so that a deal keeps to one line of one page
    narrow: bool = False

    @property
    def lang(self) -> str:
        return self.setup.lang

    def tr(self, key: str, **values: object) -> str:
        return self.setup.tr(key, **values)

    def has(self, key: str) -> bool:
        return self.setup.has(key)

    def number(self, value: int) -> str:
        return self.setup.number(value)

    def signed(self, value: int | None) -> str:
        """A gain or loss as the scorer writes it: +3, −2 ("" for none, 0 as 0)."""
        if value is None:
            return ""
        return ("+" if value > 0 else "") + self.setup.number(value)

    def name_of(self, player: str) -> str:
        return player if self.named else self.tr("sheet.player_n", n=player)

    def label_of(self, player: str) -> str:
        """A player as the deals' table heads him: as ``who`` names him, or "Player 3"."""
        return self.who(player) if self.named else self.name_of(player)

    def who(self, name: object) -> str:
        """A player as a deal's column names him: in full, or shortened where the columns
        cannot hold full names (``short_names``)."""
        if not isinstance(name, str):
            return ""
        return self.short.get(name, name)


def short_names(players: Sequence[str]) -> dict[str, str]:
    """Each player as the deals' columns name him, where that is shorter than his name: his
    first name where the first names tell the players apart, else his first name and the
    initial of his last ("Ann S."), else his seat number."""
    words = [p.split() or [p] for p in players]
    firsts = [w[0] for w in words]
    initials = [f"{w[0]} {w[-1][0]}." if len(w) > 1 else w[0] for w in words]
    for shorter in (firsts, initials):
        if len(set(shorter)) == len(shorter):
            return {p: s for p, s in zip(players, shorter, strict=True) if s != p}
    return {p: str(n) for n, p in enumerate(players, start=1)}


@dataclass(frozen=True)
class Design:
    """The columns of a family's sheet and what is printed with it."""

    lead: tuple[Col, ...]
    per_side: tuple[SideCol, ...]
    trail: tuple[Col, ...] = ()
    unit: str = "unit.points"  # the unit of the totals, a catalogue id
    notes: tuple[str, ...] = ()  # lines printed above the deals: how this sheet is kept
    covers: frozenset[str] = field(default_factory=frozenset)  # entry fields the columns show
    remarks: bool = True  # a remarks column for whatever else a deal's entry holds
    more_remarks: Value | None = None  # what else the design writes there (other payments)

    def remarks_of(self, info: SheetInfo, line: DealLine) -> str:
        """The entry's fields that no column shows, as "label: value; …", and the design's
        own remarks."""
        parts = [self.more_remarks(line)] if self.more_remarks is not None else []
        parts = [p for p in parts if p]
        for fld in info.rules.entry_schema:
            if fld.name in self.covers:
                continue
            value = line.entry.get(fld.name)
            text = format_value(fld, value, info.setup)
            if text == "" or (isinstance(value, bool) and not value):
                continue
            label = field_label(fld, info.lang)
            parts.append(label if text == "✓" else f"{label}: {text}")
        return "; ".join(parts)


# --- replaying a game deal by deal ----------------------------------------------------------
def deal_lines(rules: GameRules, players: Sequence[str], options: Mapping[str, Any],
               entries: Sequence[Mapping[str, Any]]) -> tuple[list[DealLine], State]:
    """Every deal with the states around it; RuleError (at its deal) for an entry that does
    not score."""
    state = rules.new_state(list(players), dict(options))
    lines = []
    for number, entry in enumerate(entries, start=1):
        try:
            after = rules.score(state, entry)
        except RuleError as exc:
            raise exc.at_deal(number) from None
        lines.append(DealLine(number, after.deals[-1], state, after))
        state = after
    return lines, state


# --- values every design uses ----------------------------------------------------------------
def points_col(info: SheetInfo) -> SideCol:
    return SideCol(info.tr("sheet.deal_points"),
                   lambda line, side: info.signed(int(line.record.points.get(side, 0))))


def total_col(info: SheetInfo) -> SideCol:
    return SideCol(info.tr("sheet.total"),
                   lambda line, side: info.number(int(line.record.totals.get(side, 0))),
                   bold=True, hand=11 * mm)


def dealer_col(info: SheetInfo) -> Col:
    return Col(info.tr("sheet.dealer"), lambda line: info.who(line.dealer), hand=16 * mm,
               align="LEFT",
               grow=2.0)


def field_of(rules: GameRules, name: str) -> Field | None:
    return next((f for f in rules.entry_schema if f.name == name), None)


def entry_col(info: SheetInfo, name: str, *, hand: float | None = None,
              head: str | None = None, align: str | None = None) -> Col | None:
    """A column showing one field of the entry as the scorer reads it."""
    fld = field_of(info.rules, name)
    if fld is None:
        return None
    kind_hand = {"bool": 8, "int": 10, "side": 10, "choice": 18, "player": 18, "players": 24,
                 "card": 10, "cards": 24, "group": 30, "counts": 26, "answers": 26}
    width = hand if hand is not None else kind_hand.get(fld.kind, 20) * mm
    if align is None:
        align = "RIGHT" if fld.kind == "int" else "CENTER" if fld.kind in ("bool", "card",
                                                                            "side") else "LEFT"
    def value(line: DealLine) -> str:
        given = line.entry.get(name)
        if info.short and fld.kind == "player":
            return info.who(given)
        if info.short and fld.kind == "players" and isinstance(given, list):
            return ", ".join(info.who(n) for n in given)
        if info.short and fld.kind == "answers" and isinstance(given, Mapping):
            given = {info.who(k): v for k, v in given.items()}
        return format_value(fld, given, info.setup)

    return Col(head or field_label(fld, info.lang), value,
               hand=width, align=align, grow=2.0 if align == "LEFT" else 1.0)


# --- the design of a game of no family here -------------------------------------------------
def _side_counts(rules: GameRules, info: SheetInfo) -> list[Field]:
    """Counts fields keyed by the sheet's sides go under each side."""
    out = []
    for fld in rules.entry_schema:
        if fld.kind != "counts":
            continue
        if fld.keys == "sides" or tuple(info.sides) == tuple(info.players):
            out.append(fld)
    return out


def generic_design(info: SheetInfo, *, unit: str = "unit.points") -> Design:
    """A column for each field of the entry, each side's counts under it, points and total."""
    rules = info.rules
    counts = _side_counts(rules, info)
    lead: list[Col] = [dealer_col(info)]
    for fld in rules.entry_schema:
        if fld in counts:
            continue
        col = entry_col(info, fld.name)
        if col is not None:
            lead.append(col)
    per_side: list[SideCol] = []
    for fld in counts:
        def count(line: DealLine, side: str, name: str = fld.name) -> str:
            given = line.entry.get(name) or {}
            value = given.get(side) if isinstance(given, Mapping) else None
            return "" if value is None else info.number(int(value))

        per_side.append(SideCol(field_label(fld, info.lang), count, hand=7 * mm))
    if len(info.sides) > MANY_SIDES:  # a big table: each one's running score is enough
        per_side.append(total_col(info))
    else:
        per_side += [points_col(info), total_col(info)]
    return Design(tuple(lead), tuple(per_side), unit=unit,
                  covers=frozenset(f.name for f in rules.entry_schema), remarks=False)
