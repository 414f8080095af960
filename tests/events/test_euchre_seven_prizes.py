"""Seven-hand euchre's table prizes, seeds/002 line 151: highest and lowest of the evening."""

from __future__ import annotations

import pytest

from clubapp.events.euchre_seven_prizes import table_prizes
from clubapp.rules.errors import RuleError

TABLE = {"A": 31, "B": 12, "C": 45, "D": 8, "E": 20, "F": 19, "G": 27}


def test_line_151_a_prize_for_the_most_points_and_a_consolation_for_the_fewest():
    """seeds/002 line 151: at each table one prize for the most, one for the fewest."""
    prizes = table_prizes([(1, TABLE), (2, {**TABLE, "D": 50})])
    assert [(p.table, p.prize, p.player, p.points) for p in prizes] == [
        (1, "high", "C", 45), (1, "low", "D", 8), (2, "high", "D", 50), (2, "low", "B", 12)]
    assert prizes[0].reason == "most points at the table (45)"


def test_ties_are_drawn_by_lot_with_the_seed():
    """House rule (book silent): ties by seeded lots, recorded in the reason."""
    tied = {**TABLE, "A": 45}
    prizes = table_prizes([(1, tied)], seed=2)
    assert prizes == table_prizes([(1, tied)], seed=2)
    assert prizes[0].player in ("A", "C") and "drawn by lot (seed 2)" in prizes[0].reason
    with pytest.raises(RuleError, match="give a seed"):
        table_prizes([(1, tied)])


def test_one_player_does_not_take_both_prizes():
    """All level: the low prize goes to someone else."""
    prizes = table_prizes([(1, {"A": 5, "B": 5})], seed=1)
    assert {p.player for p in prizes} == {"A", "B"}


def test_tables_are_checked():
    """A table twice, a lone player, points that are not numbers."""
    with pytest.raises(RuleError, match="twice"):
        table_prizes([(1, TABLE), (1, TABLE)])
    with pytest.raises(RuleError, match="at least two"):
        table_prizes([(1, {"A": 3})])
    with pytest.raises(RuleError, match="expected points"):
        table_prizes([(1, {"A": 3, "B": "x"})])  # type: ignore[dict-item]
