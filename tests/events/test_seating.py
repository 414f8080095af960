"""Tables and pairs of a party (seeds/002 lines 79-81): numbering and one seat each."""

from __future__ import annotations

import pytest

from clubapp.events.seating import (
    Pair,
    Table,
    check_seating,
    partners_of,
    seated_players,
    table_of,
)
from clubapp.rules.errors import RuleError

TWO = (Table(1, (Pair("Ann", "Al"), Pair("Bea", "Bo"))),
       Table(2, (Pair("Cat", "Cy"), Pair("Dot", "Dan"))))


def test_line_79_tables_are_numbered_from_the_head_table():
    """seeds/002 line 79: tables in order, numbered; number 1 is the head table."""
    check_seating(TWO)
    with pytest.raises(RuleError, match="expected table 2"):
        check_seating((TWO[0], Table(3, TWO[1].pairs)))
    with pytest.raises(RuleError, match="no tables"):
        check_seating(())


def test_nobody_sits_twice():
    """Each player has one place."""
    with pytest.raises(RuleError, match="already seated at table 1"):
        check_seating((TWO[0], Table(2, (Pair("Ann", "Cy"), Pair("Dot", "Dan")))))
    with pytest.raises(RuleError, match="needs a player"):
        check_seating((Table(1, (Pair("", "Al"), Pair("Bea", "Bo"))),))


def test_seats_partners_and_tables_are_read_off_the_seating():
    """Who sits where, and with whom."""
    assert seated_players(TWO) == ["Ann", "Al", "Bea", "Bo", "Cat", "Cy", "Dot", "Dan"]
    assert partners_of(TWO)["Bo"] == "Bea" and table_of(TWO, "Dan") == 2
    assert table_of(TWO, "Zed") is None
    assert TWO[0].pairs[1].place_of("Bo") == "blue"
    assert TWO[0].to_json() == {"table": 1, "pairs": [{"red": "Ann", "blue": "Al"},
                                                       {"red": "Bea", "blue": "Bo"}]}
