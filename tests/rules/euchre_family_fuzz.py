"""Hypothesis strategies built from a game's entry schema, and the fuzz check every engine meets.

The check: whatever the entries (well-formed, malformed, points), scoring raises nothing but
RuleError; a rejected entry leaves the state exactly as it was; an accepted deal adds its
points to the totals (unless it ended the game, which opens the next with fresh totals).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from hypothesis import strategies as st

from clubapp.rules import Field, GameRules, RuleError, State, result_json

JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 30), st.text(max_size=3),
                 st.lists(st.integers(0, 3), max_size=2),
                 st.dictionaries(st.text(max_size=2), st.integers(0, 3), max_size=2))


def _value(fld: Field, players: Sequence[str], sides: Sequence[str],
           counts_total: int | None) -> st.SearchStrategy[Any]:
    low = fld.minimum if fld.minimum is not None else -5
    high = fld.maximum if fld.maximum is not None else 30
    kind = fld.kind
    if kind == "int":
        value: st.SearchStrategy[Any] = st.integers(low - 1, high + 1)
    elif kind == "bool":
        value = st.booleans()
    elif kind == "choice":
        value = st.sampled_from(fld.choices)
    elif kind == "side":
        value = st.sampled_from(list(sides))
    elif kind == "player":
        value = st.sampled_from(list(players))
    elif kind == "players":
        value = st.lists(st.sampled_from(list(players)), unique=True, max_size=len(players))
    elif kind == "counts":
        keys = sides if fld.keys == "sides" else players
        value = st.dictionaries(st.sampled_from(list(keys)), st.integers(max(low, 0), high))
        if counts_total is not None:  # mostly shares of the deal's tricks, which add up
            shares = st.lists(st.sampled_from(list(keys)), min_size=counts_total,
                              max_size=counts_total).map(lambda won: dict(Counter(won)))
            value = st.one_of(shares, shares, value)
    elif kind == "group":
        value = entry_dicts(fld.fields, players, sides, counts_total)
    else:
        value = st.sampled_from(["AS", "TH", "JK", "ZZ"])
    if fld.nullable:
        value = st.one_of(st.none(), value)
    return value


def entry_dicts(schema: Sequence[Field], players: Sequence[str], sides: Sequence[str],
                counts_total: int | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Entries whose fields have the schema's kinds (their combinations may still be wrong)."""
    required = {f.name: _value(f, players, sides, counts_total) for f in schema if f.required}
    optional = {f.name: _value(f, players, sides, counts_total) for f in schema if not f.required}
    return st.fixed_dictionaries(required, optional=optional)


def entries_for(game: GameRules, players: Sequence[str],
                plausible_points: Sequence[int] = (0, 1, 2, 3, 4), *, counts_total: int | None = None,
                likely: st.SearchStrategy[dict[str, Any]] | None = None,
                ) -> st.SearchStrategy[dict[str, Any]]:
    """Well-formed, malformed and points entries for one game at one table.

    ``counts_total``: the tricks a deal shares out (for tricks fields); ``likely``: the test's
    own strategy of entries that are mostly right, mixed in so that games get played out.
    """
    sides = game.sides(players)
    well_formed = entry_dicts(game.entry_schema, players, sides, counts_total)
    names = [f.name for f in game.entry_schema]
    malformed = st.dictionaries(st.sampled_from([*names, "points", "dealer", "bogus"]), JUNK,
                                max_size=4)
    points = st.fixed_dictionaries({"points": st.dictionaries(
        st.sampled_from([*sides, "nobody"]),
        st.one_of(st.sampled_from(list(plausible_points)), st.sampled_from([-p for p in plausible_points]),
                  JUNK),
        max_size=len(sides) + 1)})
    with_dealer = well_formed.flatmap(
        lambda e: st.just(e) | st.sampled_from([*players, "Nobody"]).map(lambda d: {**e, "dealer": d}))
    mixed = [well_formed, with_dealer, malformed, points]
    if likely is not None:
        mixed += [likely, likely]
    return st.one_of(mixed)


def check_fuzz(game: GameRules, players: Sequence[str], entries: Sequence[Mapping[str, Any]],
               options: Mapping[str, Any] | None = None) -> State:
    """Score the entries one by one and check the contract after each (see the docstring)."""
    state = game.new_state(players, options)
    for entry in entries:
        before = (result_json(game, state), state.extra, state.next_dealer)
        try:
            new = game.score(state, entry)
        except RuleError as exc:
            assert exc.field and exc.reason
            assert (result_json(game, state), state.extra, state.next_dealer) == before
            continue
        assert len(new.deals) == len(state.deals) + 1
        record = new.deals[-1]
        if not record.ended_game:
            for side in game.sides(players):
                assert new.totals[side] == state.totals[side] + record.points[side]
        state = new
        if state.over:
            break
    return state
