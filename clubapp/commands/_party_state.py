"""The party as ``clubapp party`` prints it, in the parts its actions share: a table's pairs,
the round in play and the prizes."""

from __future__ import annotations

from typing import Any

from clubapp.words import note_text


def table_json(table: Any) -> dict[str, Any]:
    """A table of the round in play: its number and its pairs, red and blue."""
    return {"table": table.number,
            "pairs": [{"red": p.red, "blue": p.blue} for p in table.pairs]}


def in_play_json(view: Any) -> dict[str, Any]:
    """The party as it stands: the round in play and its tables (with the results of an
    undone bell filled in, to correct and ring again), who waits, who leaves at the bell."""
    undone = {e.table: e for e in view.undone or ()}
    tables = []
    for table in view.tables:
        entry = undone.get(table.number)
        tables.append({**table_json(table), **{
            part: list(getattr(entry, part) or (None, None)) if entry else [None, None]
            for part in ("score", "next_hand_tricks", "cut")}})
    return {"evening": view.evening.id, "round": view.round, "bells": len(view.bells),
            "tables": tables, "waiting": list(view.waiting), "leaving": list(view.leaving)}


def prizes_json(view: Any, lang: str) -> list[dict[str, str]]:
    """The prizes awarded, each with its winner and its reason in the language."""
    return [{"prize": p.prize, "role": p.role, "player": p.player,
             "reason": note_text(p.why, lang)} for p in view.prizes]
