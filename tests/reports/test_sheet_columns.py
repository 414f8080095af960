"""How entered values are written in a sheet's cells, in English and Russian."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.reports.sheet_columns import format_value
from clubapp.rules import Field, all_games, get_game
from tests.reports.helpers import setup_for


def test_values_are_written_as_a_scorer_reads_them():
    setup = setup_for()
    revoke = get_game("euchre").entry_schema[3]
    assert format_value(revoke, {"by": "A", "take": "add"}, setup) == \
        "Revoked by: side A; Opponents take: add to their score"
    assert format_value(Field("alone", "bool", "Alone", "Один"), True, setup) == "✓"
    assert format_value(Field("alone", "bool", "Alone", "Один"), False, setup) == ""
    assert format_value(Field("in", "players", "In", "В игре"), ["Ann", "Bob"], setup) == "Ann, Bob"
    assert format_value(Field("hand", "cards", "Hand", "Рука"), ["5h", "TS"], setup) == "5H TS"
    ru = format_value(revoke, {"by": "A", "take": "add"}, setup_for("ru"))
    assert ru == "Ревок сделали: сторона A; Противники выбирают: прибавить к своему счёту"


def test_answers_and_calls_are_written_in_the_language():
    """Issue 19: no option value or id in a Russian document (préférence: whist, pass)."""
    rules = get_game("preference-austrian")
    whist = next(f for f in rules.entry_schema if f.name == "whist")
    bidding = next(f for f in rules.entry_schema if f.name == "bidding")
    ru = setup_for("ru")
    assert format_value(whist, {"Ann": "whist", "Bob": "pass"}, ru) == "Ann: вист, Bob: пас"
    assert format_value(bidding, ["pass", "1", "hold"], ru) == "пас, раз, здесь"
    assert format_value(whist, {"Ann": "whist"}, setup_for()) == "Ann: whist"


VALUES = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                      lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=10)
ALL_FIELDS = [f for rules in all_games() for f in rules.entry_schema]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(ALL_FIELDS), VALUES, st.sampled_from(["en", "ru"]))
def test_any_value_in_any_field_is_written_as_text(fld, value, lang):
    assert isinstance(format_value(fld, value, setup_for(lang)), str)
