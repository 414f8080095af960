"""Whist-tournament designs: every two players partner once and oppose twice."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from clubapp.events.whist_designs import FIRST_ROUNDS_4K, first_round, whist_design

SIZES = [*sorted(FIRST_ROUNDS_4K), 5, 13, 17, 29, 37, 41, 53, 61]


@pytest.mark.parametrize("size", SIZES)
def test_every_two_players_partner_once_and_meet_twice_as_opponents(size: int):
    """The whist condition over a full cycle; each round seats everyone once (4k+1: one out)."""
    design = whist_design(size)
    assert design is not None
    rounds, sitting = design
    partnered: Counter[frozenset[int]] = Counter()
    opposed: Counter[frozenset[int]] = Counter()
    for tables, sitter in zip(rounds, sitting, strict=True):
        seated = [p for (a, b), (c, d) in tables for p in (a, b, c, d)]
        expected = set(range(size)) - ({sitter} if sitter is not None else set())
        assert sorted(seated) == sorted(expected)
        for (a, b), (c, d) in tables:
            partnered[frozenset((a, b))] += 1
            partnered[frozenset((c, d))] += 1
            for x in (a, b):
                for y in (c, d):
                    opposed[frozenset((x, y))] += 1
    for pair in combinations(range(size), 2):
        assert partnered[frozenset(pair)] == 1
        assert opposed[frozenset(pair)] == 2


def test_no_design_is_claimed_where_none_is_known():
    """Counts not 4k (stored) or a prime 4k+1 go to the optimiser."""
    assert first_round(9) is None and first_round(10) is None and whist_design(6) is None
