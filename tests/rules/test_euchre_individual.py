"""Counting in groups and shared games (seeds/002 line 53), used by the each-for-himself games."""

from __future__ import annotations

import pytest

from clubapp.rules import RuleError
from clubapp.rules.games.euchre_individual import (
    check_names,
    count_groups,
    joint_winner,
    reaching,
    winners_of,
)


def test_line_53_players_reaching_game_together_share_it():
    """seeds/002 line 53: one euchre "would win the game for both A and C"."""
    steps, winner = count_groups({"A": 4, "B": 1, "C": 3}, [[("A", 2), ("C", 2)]], reaching(5))
    assert winner == "A & C"
    assert steps == (("A", 2), ("C", 2))
    assert winners_of(winner) == ("A", "C")


def test_line_209_an_earlier_group_goes_out_first_and_the_rest_is_not_counted():
    """seeds/002 line 209: the bidder counts first and may go out before the others."""
    groups = [[("A", 80)], [("B", 30), ("C", 20)]]
    steps, winner = count_groups({"A": 440, "B": 480, "C": 0}, groups, reaching(500))
    assert winner == "A"
    assert steps == (("A", 80),)


def test_nobody_reaching_game_counts_every_group():
    steps, winner = count_groups({"A": 0, "B": 0}, [[("A", 1)], [("B", 2)]], reaching(5))
    assert winner is None and steps == (("A", 1), ("B", 2))
    assert count_groups({"A": 99}, [[("A", 1)]], reaching(None))[1] is None


def test_joint_winner_names_each_player_once():
    assert joint_winner(["A", "C", "A"]) == "A & C"
    assert joint_winner(["B"]) == "B"


def test_a_name_with_the_joining_mark_is_refused():
    check_names(["Ann", "Bob & Co"[:3]])
    with pytest.raises(RuleError):
        check_names(["Ann", "Bob & Co"])
