"""Seven-hand euchre's evening prizes (seeds/002 line 151): at every table, high and low.

From the seed (line 151): two prizes are usually given at each table, one for the most points
made during the evening and one for the fewest, the latter called the consolation prize.

House rules (the book is silent): a tie is decided by lots, seeded and recorded; one player
does not take both prizes of a table (the low prize goes to the lowest of the others).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from clubapp.events.lots import Lot, draw_lot
from clubapp.message import Message, said
from clubapp.rules.errors import RuleError


@dataclass(frozen=True)
class TablePrize:
    """One table prize: high or low, the winner, his total and why."""

    table: int
    prize: Literal["high", "low"]
    player: str
    points: int
    why: Message
    lot: Lot | None = None

    @property
    def reason(self) -> str:
        """Why, in English (``clubapp.words.say(prize.why, lang)`` in another language)."""
        return said(self.why, "en")

    def to_json(self) -> dict[str, object]:
        """As JSON, for the record and the CLI."""
        return {"table": self.table, "prize": self.prize, "player": self.player,
                "points": self.points, "reason": self.reason}


def _check_totals(table: int, totals: Mapping[str, int]) -> None:
    if len(totals) < 2:
        raise RuleError(f"table {table}", "prizes.table_two_players")
    for name, points in totals.items():
        if not isinstance(name, str) or not name.strip():
            raise RuleError(f"table {table}", "base.player_unnamed")
        if isinstance(points, bool) or not isinstance(points, int):
            raise RuleError(f"table {table}.{name}", "prizes.points_expected", value=points)


def _pick(table: int, prize: Literal["high", "low"], totals: Mapping[str, int],
          rng: random.Random | None, seed: int | None) -> TablePrize:
    best = max(totals.values()) if prize == "high" else min(totals.values())
    tied = [name for name, points in totals.items() if points == best]
    word = Message("prizes.word_most" if prize == "high" else "prizes.word_fewest")
    if len(tied) == 1:
        return TablePrize(table, prize, tied[0], best,
                          Message("prizes.table_points", word=word, points=best))
    which = Message(f"prizes.table_{prize}")
    if rng is None:
        raise RuleError("seed", "prizes.table_lots_need_seed", names=tied, prize=which,
                        table=table)
    lot = draw_lot(tied, rng, Message("prizes.table_lot_for", prize=which, table=table))
    return TablePrize(table, prize, lot.chosen, best,
                      Message("prizes.table_by_lot", among=list(lot.among), word=word,
                              points=best, seed=seed), lot)


def table_prizes(tables: Sequence[tuple[int, Mapping[str, int]]], seed: int | None = None
                 ) -> tuple[TablePrize, ...]:
    """The high and low prize of every table from each player's evening total (line 151)."""
    rng = random.Random(seed) if seed is not None else None
    out: list[TablePrize] = []
    seen: set[int] = set()
    for table, totals in tables:
        if table in seen:
            raise RuleError(f"table {table}", "prizes.table_listed_twice")
        seen.add(table)
        _check_totals(table, totals)
        high = _pick(table, "high", totals, rng, seed)
        others = {n: p for n, p in totals.items() if n != high.player}
        out.extend((high, _pick(table, "low", others, rng, seed)))
    return tuple(out)
