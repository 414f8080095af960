"""The JSON of ``clubapp progressive next`` (DESIGN.md), read and written; a fuzz test."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.events.progressive import ring_bell
from clubapp.events.progressive_json import bell_to_json, round_from_json
from clubapp.rules.errors import RuleError


def table(number: int, score: object, **kw: object) -> dict[str, object]:
    row = {"table": number, "pairs": [{"red": f"r{number}a", "blue": f"b{number}a"},
                                      {"red": f"r{number}b", "blue": f"b{number}b"}],
           "score": score, "next_hand_tricks": [None, None], "cut": [None, None]}
    row.update(kw)
    return row


ROUND = {"tables": [table(1, [5, 3]), table(2, [4, 4], next_hand_tricks=[2, 2],
                                            cut=["9h", "10S"]), table(3, [1, 6])]}


def test_a_round_is_read_and_the_next_written_in_the_same_shape():
    """DESIGN.md: stars for every player, the next round in the input's shape."""
    seating, results = round_from_json(ROUND)
    out = bell_to_json(ring_bell(seating, results))
    assert out["stars"] == {"r1a": "gold", "b1a": "gold", "r1b": None, "b1b": None,
                            "r2a": "red", "b2a": "red", "r2b": None, "b2b": None,
                            "r3a": "green", "b3a": "green", "r3b": "red", "b3b": "red"}
    assert out["tables"][0] == table(1, [None, None], pairs=[
        {"red": "r1a", "blue": "b1a"}, {"red": "r2a", "blue": "b2a"}])
    again, _ = round_from_json(out)
    assert again == ring_bell(seating, results).seating


def test_null_or_two_nulls_mean_nothing_was_entered():
    """``null`` and ``[null, null]`` both mean no entry; one of two is an error."""
    _, results = round_from_json({"tables": [table(1, None), table(2, [None, None])]})
    assert results[0].score is None and results[1].score is None
    with pytest.raises(RuleError) as err:
        round_from_json({"tables": [table(1, [5, None])]})
    assert err.value.field == "tables[0].score"


@pytest.mark.parametrize(("data", "field"), [
    ([], "input"),
    ({"tables": []}, "tables"),
    ({"tables": [table(1, [5, 3])], "extra": 1}, "extra"),
    ({"tables": [{**table(1, [5, 3]), "colour": "x"}]}, "tables[0].colour"),
    ({"tables": [table("1", [5, 3])]}, "tables[0].table"),
    ({"tables": [table(1, [5, 3], pairs=[{"red": "a", "blue": "b"}])]}, "tables[0].pairs"),
    ({"tables": [table(1, [5, 3], pairs=[{"red": "a"}, {"red": "c", "blue": "d"}])]},
     "tables[0].pairs[0]"),
    ({"tables": [table(1, [5, 3], cut=["9X", "AS"])]}, "tables[0].cut[0]"),
    ({"tables": [table(1, [5, 3], cut=["AS", "as"])]}, "tables[0].cut"),
    ({"tables": [table(1, [5, 3, 1])]}, "tables[0].score"),
])
def test_bad_input_names_the_field(data: object, field: str):
    """Every mistake names where it is."""
    with pytest.raises(RuleError) as err:
        round_from_json(data)
    assert err.value.field == field


names = st.sampled_from(["Ann", "Al", "Bea", "Bo", "Cat", "Cy", "Dot", "Dan", "", 3])
pair = st.fixed_dictionaries({"red": names, "blue": names})
two = st.one_of(st.none(), st.lists(st.none() | st.integers(-1, 9) | st.text(max_size=2),
                                    min_size=0, max_size=3))
cards = st.one_of(st.none(), st.lists(st.none() | st.sampled_from(
    ["AS", "7H", "JC", "QD", "9S", "2C", "JK", "x"]) | st.integers(), max_size=3))
row = st.fixed_dictionaries({"table": st.integers(0, 3) | st.text(max_size=1),
                             "pairs": st.lists(pair, min_size=1, max_size=3),
                             "score": two, "next_hand_tricks": two, "cut": cards})


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.fixed_dictionaries({"tables": st.lists(row, max_size=3)}),
                 st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)))
def test_fuzz_random_rounds_raise_only_rule_errors_and_leave_the_input_alone(data):
    """Random rounds, well-formed or not: a bell or a RuleError, the input untouched."""
    kept = copy.deepcopy(data)
    try:
        seating, results = round_from_json(data)
        bell = ring_bell(seating, results)
    except RuleError:
        assert data == kept
        return
    assert data == kept
    assert sorted(bell.stars) == sorted(n for t in seating for n in t.players)
