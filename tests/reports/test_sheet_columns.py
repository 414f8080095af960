"""A sheet's columns from the game's schema and sides, and how entered values are written."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib.units import mm

from clubapp.reports.page import content_width
from clubapp.reports.sheet_columns import format_value, plan_sheet
from clubapp.rules import Field, all_games, get_game
from tests.reports.helpers import setup_for


def test_euchre_fits_a_portrait_page_with_every_field():
    rules = get_game("euchre")
    players = ["Ann", "Bob", "Cat", "Dan"]
    plan = plan_sheet(rules.entry_schema, rules.sides(players), players, setup_for())
    assert not plan.wide and not plan.details
    assert [f.name for f in plan.fields] == ["makers", "tricks", "alone", "revoke"]
    assert plan.sides == ("A", "B")
    assert sum(plan.widths) == pytest.approx(content_width(setup_for()))


def test_counts_by_side_go_under_each_side():
    rules = get_game("whist-ru")
    players = ["Ann", "Bob", "Cat", "Dan"]
    plan = plan_sheet(rules.entry_schema, rules.sides(players), players, setup_for())
    assert [f.name for f in plan.side_counts] == ["tricks", "honours"]
    assert plan.side_width == 4  # tricks, honours, points, total


def test_many_fields_turn_the_page_and_gather_what_does_not_fit():
    rules = get_game("loo")
    players = [f"P{n}" for n in range(6)]
    plan = plan_sheet(rules.entry_schema, players, players, setup_for())
    assert plan.wide
    assert plan.details  # misdeal, double, widow… written together
    assert sum(plan.widths) <= content_width(setup_for(), True) + 0.01


def test_seventeen_players_shrink_the_columns_to_the_page():
    rules = get_game("loo")
    players = [f"P{n}" for n in range(17)]
    plan = plan_sheet(rules.entry_schema, players, players, setup_for(paper="letter"))
    assert sum(plan.widths) <= content_width(setup_for(paper="letter"), True) + 0.01
    assert plan.font_size < 8.5 and min(plan.widths) > 3 * mm


def test_values_are_written_as_a_scorer_reads_them():
    setup = setup_for()
    revoke = get_game("euchre").entry_schema[3]
    assert format_value(revoke, {"by": "A", "take": "add"}, setup) == \
        "Revoked by: side A; Opponents take: add to their score"
    assert format_value(Field("alone", "bool", "Alone", "Один"), True, setup) == "✓"
    assert format_value(Field("alone", "bool", "Alone", "Один"), False, setup) == ""
    assert format_value(Field("in", "players", "In", "В игре"), ["Ann", "Bob"], setup) == "Ann, Bob"
    assert format_value(Field("hand", "cards", "Hand", "Рука"), ["5h", "TS"], setup) == "5H TS"
    assert format_value(Field("x", "answers", "X", "X"), {"Ann": "whist"}, setup) == "Ann: whist"  # type: ignore[arg-type]
    ru = format_value(revoke, {"by": "A", "take": "add"}, setup_for("ru"))
    assert ru == "Ревок сделали: сторона A; Противники выбирают: прибавить к своему счёту"


VALUES = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                      lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=10)
ALL_FIELDS = [f for rules in all_games() for f in rules.entry_schema]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(ALL_FIELDS), VALUES, st.sampled_from(["en", "ru"]))
def test_any_value_in_any_field_is_written_as_text(fld, value, lang):
    assert isinstance(format_value(fld, value, setup_for(lang)), str)
