"""Lots: seeded, recorded, independent of the order the tied players are listed in."""

from __future__ import annotations

import random

from clubapp.events.lots import draw_lot, order_by_lot


def test_a_lot_replays_whatever_order_the_candidates_come_in():
    """Candidates are sorted before the draw, so the same seed gives the same player."""
    one = draw_lot(["Bea", "Ann", "Cat"], random.Random(4), "first prize")
    two = draw_lot(["Cat", "Bea", "Ann"], random.Random(4), "first prize")
    assert one == two and one.among == ("Ann", "Bea", "Cat")
    assert one.to_json() == {"among": ["Ann", "Bea", "Cat"], "chosen": one.chosen,
                             "why": "first prize"}


def test_a_lot_of_one_needs_no_drawing():
    """A single candidate is chosen without using the random source."""
    rng = random.Random(1)
    state = rng.getstate()
    assert draw_lot(["Ann"], rng, "x").chosen == "Ann"
    assert rng.getstate() == state


def test_order_by_lot_is_a_seeded_shuffle():
    """Every candidate once, in an order that replays."""
    order = order_by_lot(["c", "a", "b", "d"], random.Random(7))
    assert sorted(order) == ["a", "b", "c", "d"]
    assert order == order_by_lot(["d", "b", "a", "c"], random.Random(7))
