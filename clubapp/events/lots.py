"""Drawing lots: a seeded, recorded choice among tied players, so that a draw replays.

Candidates are sorted by name before the random choice, so the same seed and the same tied
players give the same lot whatever order the caller listed them in.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from clubapp.message import Message, said


@dataclass(frozen=True)
class Lot:
    """One drawing of lots: who was in it, who was drawn, and what it decided."""

    among: tuple[str, ...]
    chosen: str
    why: str | Message  # what the lot decided (text the same in every language, or a message)

    @property
    def why_message(self) -> Message:
        """What the lot decided, as a message."""
        return Message.of(self.why)

    def to_json(self) -> dict[str, object]:
        """The lot as JSON, for the record (what it decided in English)."""
        return {"among": list(self.among), "chosen": self.chosen,
                "why": said(self.why_message, "en")}


def draw_lot(candidates: Iterable[str], rng: random.Random, why: str | Message) -> Lot:
    """Choose one of the candidates by lot with this random source, and record it."""
    among = tuple(sorted(set(candidates)))
    if not among:
        raise ValueError("a lot needs at least one candidate")
    chosen = among[0] if len(among) == 1 else rng.choice(among)
    return Lot(among, chosen, why)


def order_by_lot(candidates: Iterable[str], rng: random.Random) -> list[str]:
    """The candidates in an order drawn by lot (sorted first, then shuffled with ``rng``)."""
    order = sorted(set(candidates))
    rng.shuffle(order)
    return order
