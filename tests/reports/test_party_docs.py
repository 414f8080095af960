"""The progressive-euchre party's input data, and reading it from JSON."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.reports.errors import ReportError
from clubapp.reports.party_docs import PartyData, TallyCard, party_from_json

PARTY = {
    "title": "Spring party", "date": "2024-03-05", "tables": 8, "rounds": 6,
    "players": [
        {"name": "Ann", "role": "red", "draw": "8c", "gold": 1, "red": 2, "green": 0,
         "rounds": [{"round": 1, "table": 8, "partner": "Bob", "won": True}]},
        {"name": "Bob", "role": "blue", "draw": "8C"},
    ],
    "slips": [{"round": 2, "table": 1, "pairs": [["Ann", "Bob"], ["Cat", "Dan"]]}],
    "prizes": [{"prize": "first", "role": "red", "player": "Ann", "reason": "most gold"}],
}


def test_a_party_reads_from_json():
    party = party_from_json(PARTY)
    assert party.title == "Spring party" and party.date.isoformat() == "2024-03-05"
    ann = party.players[0]
    assert (ann.name, ann.role, ann.draw, ann.gold, ann.red, ann.green) == \
        ("Ann", "red", "8C", 1, 2, 0)
    assert ann.rounds[0].partner == "Bob" and ann.rounds[0].won is True
    assert party.slips[0].pairs == (("Ann", "Bob"), ("Cat", "Dan"))
    assert party.prizes[0].player == "Ann"


def test_the_card_drawn_gives_the_first_table():
    """seeds/002 line 81: the pips of the card drawn are the table's number (ace to eight for
    eight tables)."""
    assert TallyCard("A", "red", "8C").start_table == 8
    assert TallyCard("A", "red", "AS").start_table == 1
    assert TallyCard("A", "red", "TS").start_table == 10
    assert TallyCard("A", "red", "", first_table=14).start_table == 14
    assert TallyCard("A", "red").start_table is None


def test_table_one_is_the_head_table_and_the_last_the_booby_table():
    """seeds/002 line 79: No. 1 is the head table, the lowest in the series the booby table."""
    cards = PartyData(tables=8).table_cards()
    assert [c.number for c in cards] == list(range(1, 9))
    assert cards[0].head and not cards[0].booby
    assert cards[-1].booby and not cards[-1].head
    assert not any(c.head or c.booby for c in cards[1:-1])


def test_the_table_count_comes_from_the_seating_when_not_given():
    party = party_from_json({"players": [{"name": "Ann", "role": "red", "draw": "9S"}]})
    assert party.table_count == 9


@pytest.mark.parametrize(("change", "message"), [
    ({"players": [{"name": "Ann", "role": "pink"}]}, r"players\[0\].role: 'pink' is not red or blue"),
    ({"players": [{"name": "", "role": "red"}]}, r"players\[0\].name"),
    ({"players": [{"name": "Ann", "role": "red", "draw": "8X"}]}, r"players\[0\].draw"),
    ({"players": [{"name": "Ann", "role": "red", "gold": -1}]}, r"players\[0\].gold"),
    ({"players": [{"name": "Ann", "role": "red", "rounds": [{"table": 1, "won": "yes"}]}]},
     r"rounds\[0\].won"),
    ({"players": "Ann"}, "players: expected a list"),
    ({"date": "5 March"}, "date"),
    ({"prizes": [{"prize": "booby", "role": "red", "player": "Ann"}]}, r"prizes\[0\].prize"),
    ({"slips": [{"round": 1, "table": 0, "pairs": []}]}, r"slips\[0\].table"),
])
def test_bad_json_names_what_is_wrong(change, message):
    with pytest.raises(ReportError, match=message):
        party_from_json({**PARTY, **change})


def test_not_an_object():
    with pytest.raises(ReportError, match="party: expected an object"):
        party_from_json([1, 2])


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 20) | st.text(max_size=6)
    | st.sampled_from(["red", "blue", "8C", "first", "2024-03-05"]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["name", "role", "draw", "rounds", "round", "table",
                                       "partner", "won", "gold", "red", "green", "players",
                                       "slips", "pairs", "prizes", "prize", "player", "date",
                                       "tables", "first_table"]), inner, max_size=6),
    max_leaves=20)


@settings(max_examples=120, deadline=None)
@given(JSON)
def test_any_json_is_read_or_refused_with_a_report_error(data):
    try:
        party = party_from_json(data)
    except ReportError:
        return
    assert isinstance(party, PartyData)
    party.table_cards()  # a party that reads can always be laid out
