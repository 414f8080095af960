"""The JSON face of the bell (DESIGN.md): read a round's seating and results, write the next.

Input: ``{"tables": [{"table": 1, "pairs": [{"red": n, "blue": n}, {"red": n, "blue": n}],
"score": [5, 3], "next_hand_tricks": [null, null], "cut": [null, null]}, …]}`` with table 1 the
head table. Output: ``{"stars": {name: "gold" | "red" | "green" | null}, "results": [{"table":
1, "winners": [red, blue], "decided_by": "score" | "next hand" | "cut", "reason": text}, …],
"tables": [the same shape as the input for the next round, score, tricks and cut null]}``, the
reasons in the language asked for; the output, its scores filled in, can be read again (its
``stars`` and ``results`` are ignored).

``next_round_json`` makes that output from any bell's parts (the events' ``Bell``, or what the
party service hands back), so that ``clubapp progressive next`` and ``clubapp party bell``
print the same thing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from clubapp.cards import Card, CardError, parse_card
from clubapp.events.cut_rules import card_message
from clubapp.events.progressive import Bell, TableDecision, TableResult
from clubapp.events.seating import Pair, Seating, Table
from clubapp.message import Message, said
from clubapp.rules.errors import RuleError

TABLE_KEYS = ("table", "pairs", "score", "next_hand_tricks", "cut")
_TABLE_FIELD = re.compile(r"^tables\[(\d+)\](?:\.([a-z_]+))?")
OUTPUT_KEYS = ("stars", "results")  # last bell's output fed back: ignored


def table_at_fault(field: str) -> tuple[int, str] | None:
    """The table (from 1) and the part ("score", "next_hand_tricks", "cut", "pairs"…) that a
    refusal's field ``tables[i].part[j]`` points at; None for a field of no table."""
    found = _TABLE_FIELD.match(field)
    if found is None:
        return None
    return int(found.group(1)) + 1, found.group(2) or ""


def place_message(field: str) -> Message | None:
    """Where a refusal points, in words: "table 2, cut" for ``tables[1].cut[0]``."""
    at = table_at_fault(field)
    if at is None:
        return None
    table, part = at
    if part in ("score", "next_hand_tricks", "cut", "pairs"):
        return Message("progressive.place_table_part", table=table,
                       part=Message(f"progressive.part_{part}"))
    return Message("progressive.place_table", table=table)


def _pair_of_values(value: object, where: str, kind: str) -> tuple[Any, Any] | None:
    """``null`` or ``[null, null]`` is no entry; otherwise exactly two values (as given: the
    bell checks the numbers, ``progressive.decide_table``)."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 2:
        raise RuleError(where, "progressive.two_values", kind=Message(f"progressive.kind_{kind}"))
    if value[0] is None and value[1] is None:
        return None
    if value[0] is None or value[1] is None:
        raise RuleError(where, "progressive.both_or_neither",
                        kind=Message(f"progressive.kind_{kind}"))
    return (value[0], value[1])


def _cards(value: object, where: str) -> tuple[Card, Card] | None:
    texts = _pair_of_values(value, where, "cut")
    if texts is None:
        return None
    cards = []
    for index, text in enumerate(texts):
        if not isinstance(text, str):
            raise RuleError(f"{where}[{index}]", "progressive.card_expected", value=text)
        try:
            cards.append(parse_card(text))
        except CardError as exc:
            raise RuleError(f"{where}[{index}]", exc.why) from None
    if cards[0] == cards[1]:
        raise RuleError(where, "progressive.cut_twice", card=card_message(cards[0]))
    return (cards[0], cards[1])


def _pair(value: object, where: str) -> Pair:
    if not isinstance(value, Mapping) or set(value) != {"red", "blue"}:
        raise RuleError(where, "progressive.pair_expected")
    for role in ("red", "blue"):
        if not isinstance(value[role], str) or not value[role].strip():
            raise RuleError(f"{where}.{role}", "progressive.name_expected")
    return Pair(value["red"], value["blue"])


def round_from_json(data: object) -> tuple[Seating, list[TableResult]]:
    """Read a round's seating and the results handed in at the bell; RuleError if wrong."""
    if not isinstance(data, Mapping):
        raise RuleError("input", "progressive.round_expected")
    unknown = set(data) - {"tables", "options", *OUTPUT_KEYS}
    if unknown:
        raise RuleError(sorted(unknown)[0], "progressive.unknown_field")
    rows = data.get("tables")
    if not isinstance(rows, list) or not rows:
        raise RuleError("tables", "progressive.tables_expected")
    seating: list[Table] = []
    results: list[TableResult] = []
    for index, row in enumerate(rows):
        where = f"tables[{index}]"
        if not isinstance(row, Mapping):
            raise RuleError(where, "progressive.table_expected")
        extra = set(row) - set(TABLE_KEYS)
        if extra:
            raise RuleError(f"{where}.{sorted(extra)[0]}", "progressive.unknown_table_field",
                            keys=", ".join(TABLE_KEYS))
        number = row.get("table")
        if isinstance(number, bool) or not isinstance(number, int):
            raise RuleError(f"{where}.table", "progressive.number_expected", value=number)
        pairs = row.get("pairs")
        if not isinstance(pairs, list) or len(pairs) != 2:
            raise RuleError(f"{where}.pairs", "progressive.pairs_expected")
        first, second = (_pair(p, f"{where}.pairs[{i}]") for i, p in enumerate(pairs))
        seating.append(Table(number, (first, second)))
        score = _pair_of_values(row.get("score"), f"{where}.score", "scores")
        tricks = _pair_of_values(row.get("next_hand_tricks"), f"{where}.next_hand_tricks",
                                 "tricks")
        results.append(TableResult(number, score, tricks, _cards(row.get("cut"), f"{where}.cut")))
    return tuple(seating), results


# read-only members (properties), so that frozen dataclasses and views fit these shapes
class _Place(Protocol):
    @property
    def red(self) -> str: ...

    @property
    def blue(self) -> str: ...


class _Table(Protocol):
    """A table of the next round: the events' ``Table`` or the service's table view."""

    @property
    def number(self) -> int: ...

    @property
    def pairs(self) -> Sequence[_Place]: ...


class _Decision(Protocol):
    """One table's decision at a bell, with the winners' names and the reason as a message."""

    @property
    def table(self) -> int: ...

    @property
    def winners(self) -> Sequence[str]: ...

    @property
    def decided_by(self) -> str: ...

    @property
    def why(self) -> Message: ...


def seating_to_json(seating: Iterable[_Table]) -> list[dict[str, Any]]:
    """Tables in the input's shape, with nothing yet handed in."""
    return [{"table": table.number,
             "pairs": [{"red": p.red, "blue": p.blue} for p in table.pairs],
             "score": [None, None], "next_hand_tricks": [None, None], "cut": [None, None]}
            for table in seating]


def results_to_json(decisions: Iterable[_Decision], lang: str = "en") -> list[dict[str, Any]]:
    """Each table's result at the bell: who won, what decided it, and why in the language."""
    return [{"table": d.table, "winners": list(d.winners), "decided_by": d.decided_by,
             "reason": said(d.why, lang)} for d in decisions]


def next_round_json(stars: Mapping[str, str | None], decisions: Iterable[_Decision],
                    tables: Iterable[_Table], lang: str = "en") -> dict[str, Any]:
    """The output of a bell: the stars of the round just played, each table's result with its
    reason, and the next round's tables (``clubapp progressive next`` and ``party bell``)."""
    return {"stars": dict(stars), "results": results_to_json(decisions, lang),
            "tables": seating_to_json(tables)}


class _Named:
    """A decision of the events' bell with its winners named from the seating it was rung on."""

    def __init__(self, table: Table, decision: TableDecision) -> None:
        self.table = decision.table
        self.winners = table.pairs[decision.winners].names
        self.decided_by = decision.decided_by
        self.why = decision.why


def bell_to_json(bell: Bell, lang: str = "en") -> dict[str, Any]:
    """The stars of the round just played, each table's result, and the next round's tables."""
    named = [_Named(t, d) for t, d in zip(bell.rung_on, bell.decisions, strict=True)]
    return next_round_json(bell.stars, named, bell.seating, lang)
