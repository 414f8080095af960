"""Every registered game keeps the contract of DESIGN.md, whatever a scorer types.

- it describes itself as JSON (id, names in English and Russian, players, options, entry);
- its options' defaults are values the options accept; its fields are of known kinds;
- fuzzed entries built from its own schema (and garbage) raise nothing but RuleError, and a
  rejected entry leaves the state as it was.
"""

from __future__ import annotations

import json
import typing

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubapp.rules import GameRules, RuleError, all_games
from clubapp.rules.schema import Field, FieldKind

GAMES = all_games()
KINDS = set(typing.get_args(FieldKind))
CARDS = ["AS", "KH", "QD", "JC", "TS", "9H", "5D", "5C", "JK", "1Z", "10H"]


def players_for(game: GameRules, count: int | None = None) -> list[str]:
    return [f"P{n}" for n in range(1, (count or game.min_players) + 1)]


def fields_of(schema: tuple[Field, ...]):
    for fld in schema:
        yield fld
        yield from fields_of(fld.fields)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_game_describes_itself(game):
    described = json.loads(json.dumps(game.describe(), ensure_ascii=False))
    assert described["id"] == game.id
    assert described["names"]["en"] and described["names"]["ru"]
    assert 1 <= game.min_players <= game.max_players
    for option in game.options:
        assert option.parse(option.default) == option.default, option.name
    for fld in fields_of(game.entry_schema):
        assert fld.kind in KINDS, (fld.name, fld.kind)
        assert fld.label and fld.label_ru, fld.name
    for count in range(game.min_players, game.max_players + 1):
        try:
            state = game.new_state(players_for(game, count))
        except RuleError:
            continue  # a count the game refuses for its own reason (a house rule)
        assert state.deals == ()


def value_for(fld: Field, players: list[str], sides: tuple[str, ...]) -> st.SearchStrategy:
    keys = list(sides) if fld.keys == "sides" else players
    small = st.integers(min_value=(fld.minimum or 0) - 1, max_value=(fld.maximum or 20) + 1)
    kind = fld.kind
    if kind == "int":
        return small
    if kind == "bool":
        return st.booleans()
    if kind == "choice":
        return st.sampled_from([*fld.choices, "bogus"])
    if kind == "side":
        return st.sampled_from([*sides, "Z"])
    if kind == "player":
        return st.sampled_from([*players, "Nobody"])
    if kind == "players":
        return st.lists(st.sampled_from(players), max_size=len(players))
    if kind == "counts":
        return st.dictionaries(st.sampled_from(keys), small, max_size=len(keys))
    if kind == "answers":
        return st.dictionaries(st.sampled_from(keys), st.sampled_from([*fld.choices, "?"]))
    if kind == "calls":
        return st.lists(st.sampled_from([*fld.choices, "?"] if fld.choices else ["x"]),
                        max_size=8)
    if kind == "group":
        return entries_for(fld.fields, players, sides)
    if kind == "cards":
        return st.lists(st.sampled_from(CARDS), max_size=6)
    return st.sampled_from(CARDS)


def entries_for(schema, players, sides) -> st.SearchStrategy:
    garbage = st.one_of(st.none(), st.integers(-3, 99), st.text(max_size=3), st.booleans(),
                        st.lists(st.integers(0, 3), max_size=2))
    optional = {fld.name: st.one_of(value_for(fld, players, sides), garbage)
                for fld in schema}
    return st.fixed_dictionaries({}, optional=optional)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_fuzzed_entries_raise_only_rule_errors(game, data):
    players = players_for(game)
    state = game.new_state(players)
    sides = game.sides(players)
    entries = st.one_of(entries_for(game.entry_schema, players, sides),
                        st.fixed_dictionaries({"points": st.dictionaries(
                            st.sampled_from([*sides, "Z"]), st.integers(-30, 200))}))
    for entry in data.draw(st.lists(entries, max_size=8)):
        before = state
        try:
            state = game.score(state, entry)
        except RuleError:
            assert state is before
            continue
        assert len(state.deals) == len(before.deals) + 1
        if state.over:
            break
