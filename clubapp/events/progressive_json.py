"""The JSON face of the bell (DESIGN.md): read a round's seating and results, write the next.

Input: ``{"tables": [{"table": 1, "pairs": [{"red": n, "blue": n}, {"red": n, "blue": n}],
"score": [5, 3], "next_hand_tricks": [null, null], "cut": [null, null]}, …]}`` with table 1 the
head table. Output: ``{"stars": {name: "gold" | "red" | "green" | null}, "tables": [the same
shape for the next round, score, tricks and cut null]}``; the output, its scores filled in, can
be read again (its ``stars`` are ignored).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clubapp.cards import Card, CardError, parse_card
from clubapp.events.progressive import Bell, TableResult
from clubapp.events.seating import Pair, Seating, Table
from clubapp.rules.errors import RuleError

TABLE_KEYS = ("table", "pairs", "score", "next_hand_tricks", "cut")


def _pair_of_values(value: Any, where: str, kind: str) -> tuple[Any, Any] | None:
    """``null`` or ``[null, null]`` is no entry; otherwise exactly two values."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 2:
        raise RuleError(where, f"expected two {kind}, one for each pair, or null")
    if value[0] is None and value[1] is None:
        return None
    if value[0] is None or value[1] is None:
        raise RuleError(where, f"enter both pairs' {kind}, or neither")
    return (value[0], value[1])


def _cards(value: Any, where: str) -> tuple[Card, Card] | None:
    texts = _pair_of_values(value, where, "cut cards")
    if texts is None:
        return None
    cards = []
    for index, text in enumerate(texts):
        try:
            if not isinstance(text, str):
                raise CardError(f"expected a card, got {text!r}")
            cards.append(parse_card(text))
        except CardError as exc:
            raise RuleError(f"{where}[{index}]", str(exc)) from None
    if cards[0] == cards[1]:
        raise RuleError(where, f"{cards[0]} cannot be cut twice from one pack")
    return (cards[0], cards[1])


def _pair(value: Any, where: str) -> Pair:
    if not isinstance(value, Mapping) or set(value) != {"red", "blue"}:
        raise RuleError(where, 'expected {"red": name, "blue": name}')
    for role in ("red", "blue"):
        if not isinstance(value[role], str) or not value[role].strip():
            raise RuleError(f"{where}.{role}", "expected a player's name")
    return Pair(value["red"], value["blue"])


def round_from_json(data: Any) -> tuple[Seating, list[TableResult]]:
    """Read a round's seating and the results handed in at the bell; RuleError if wrong."""
    if not isinstance(data, Mapping):
        raise RuleError("input", 'expected {"tables": [...]}')
    unknown = set(data) - {"tables", "options", "stars"}  # stars: last bell's output fed back
    if unknown:
        raise RuleError(sorted(unknown)[0], "unknown field (expected: tables, options)")
    rows = data.get("tables")
    if not isinstance(rows, list) or not rows:
        raise RuleError("tables", "expected the list of tables, the head table first")
    seating: list[Table] = []
    results: list[TableResult] = []
    for index, row in enumerate(rows):
        where = f"tables[{index}]"
        if not isinstance(row, Mapping):
            raise RuleError(where, "expected an object with table, pairs and score")
        extra = set(row) - set(TABLE_KEYS)
        if extra:
            raise RuleError(f"{where}.{sorted(extra)[0]}",
                            f"unknown field (expected: {', '.join(TABLE_KEYS)})")
        number = row.get("table")
        if isinstance(number, bool) or not isinstance(number, int):
            raise RuleError(f"{where}.table", f"expected the table's number, got {number!r}")
        pairs = row.get("pairs")
        if not isinstance(pairs, list) or len(pairs) != 2:
            raise RuleError(f"{where}.pairs", "expected the table's two pairs")
        first, second = (_pair(p, f"{where}.pairs[{i}]") for i, p in enumerate(pairs))
        seating.append(Table(number, (first, second)))
        score = _pair_of_values(row.get("score"), f"{where}.score", "scores")
        tricks = _pair_of_values(row.get("next_hand_tricks"), f"{where}.next_hand_tricks",
                                 "trick counts")
        results.append(TableResult(number, score, tricks, _cards(row.get("cut"), f"{where}.cut")))
    return tuple(seating), results


def seating_to_json(seating: Seating) -> list[dict[str, Any]]:
    """Tables in the input's shape, with nothing yet handed in."""
    return [{**table.to_json(), "score": [None, None], "next_hand_tricks": [None, None],
             "cut": [None, None]} for table in seating]


def bell_to_json(bell: Bell) -> dict[str, Any]:
    """The stars of the round just played and the next round's tables."""
    return {"stars": dict(bell.stars), "tables": seating_to_json(bell.seating)}
