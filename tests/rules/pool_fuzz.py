"""Random deals for the pool games, and the checks every pool engine meets on them.

The entries are built from plausible pieces (who played, tricks shared among some players, a
flush, a revoke, a misdeal, fines…) so that many are accepted and many are not. The checks:
scoring raises nothing but RuleError; a rejected entry leaves the state exactly as it was; an
accepted deal moves chips without making or losing one (its chips add up to nothing, the pool
is its own column, every player's total plus the pool stays nothing) and no pool goes below
nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from hypothesis import strategies as st

from clubapp.rules import GameRules, RuleError, State, result_json

JUNK = st.one_of(st.none(), st.booleans(), st.integers(-2, 9), st.text(max_size=3),
                 st.lists(st.integers(0, 3), max_size=2))


@st.composite
def tricks_among(draw: st.DrawFn, names: Sequence[str], total: int) -> dict[str, int]:
    """``total`` tricks (sometimes one more or less) shared among some of ``names``."""
    count = total + draw(st.sampled_from([0, 0, 0, 0, -1, 1]))
    if not names or count <= 0:
        return {}
    won = draw(st.lists(st.sampled_from(list(names)), min_size=count, max_size=count))
    return dict(Counter(won))


@st.composite
def pool_entries(draw: st.DrawFn, game: GameRules, players: Sequence[str],
                 tricks: int) -> dict[str, Any]:
    """One deal entry for a pool game: plausible, or slightly wrong, or junk."""
    fields = {f.name: f for f in game.entry_schema}
    some = st.lists(st.sampled_from(list(players)), unique=True, max_size=len(players))
    entry: dict[str, Any] = {}
    if draw(st.integers(0, 9)) == 0:
        name = draw(st.sampled_from([*fields, "dealer", "nonsense"]))
        entry[name] = draw(JUNK)
        return entry
    if draw(st.booleans()):
        entry["dealer"] = draw(st.sampled_from(list(players)))
    declared = draw(some)
    if "in" in fields and draw(st.booleans()):
        entry["in"] = declared
    for name, fld in fields.items():
        if name in ("in", "tricks") or draw(st.integers(0, 5)):
            continue
        if fld.kind == "bool":
            entry[name] = draw(st.booleans())
        elif fld.kind == "player":
            entry[name] = draw(st.one_of(st.none(), st.sampled_from(list(players))))
        elif fld.kind == "players":
            entry[name] = draw(some)
        elif fld.kind == "counts":
            entry[name] = draw(st.dictionaries(st.sampled_from(list(players)), st.integers(0, 2),
                                               max_size=2))
        elif fld.kind == "choice":
            entry[name] = draw(st.sampled_from(fld.choices))
        elif fld.kind == "int":
            entry[name] = draw(st.integers((fld.minimum or 0) - 1, (fld.maximum or 9) + 1))
    if "tricks" in fields and draw(st.integers(0, 5)):
        winners = declared if "in" in entry and draw(st.integers(0, 3)) else list(players)
        extra = [entry["dealer"]] if "dealer" in entry and draw(st.booleans()) else []
        entry["tricks"] = draw(tricks_among([*winners, *extra], tricks))
    return entry


def snapshot(game: GameRules, state: State) -> Any:
    """Everything a state shows, to compare before and after a rejected entry."""
    return (result_json(game, state), dict(state.totals), state.extra, state.next_dealer)


def check_pool_deals(game: GameRules, players: Sequence[str], options: Mapping[str, Any],
                     entries: Sequence[Mapping[str, Any]], *, has_pool: bool = True) -> State:
    """Score the entries one by one and check every deal keeps every chip."""
    state = game.new_state(players, options)
    for entry in entries:
        before = snapshot(game, state)
        try:
            new = game.score(state, entry)
        except RuleError:
            assert snapshot(game, state) == before
            continue
        deal = new.deals[-1]
        assert deal.chips is not None
        assert sum(deal.chips.values()) == 0
        assert {p: deal.chips[p] for p in players} == dict(deal.points)
        if has_pool:
            assert deal.pool is not None and deal.pool >= 0
            assert state.extra.pool + deal.chips["pool"] == deal.pool == new.extra.pool
            assert sum(new.totals.values()) + deal.pool == 0
            moved = Counter[str]()
            for t in new.extra.transfers:
                moved[t.source] -= t.units
                moved[t.destination] += t.units
            assert {k: v for k, v in moved.items() if v} == {k: v for k, v in deal.chips.items() if v}
        else:
            assert sum(new.totals.values()) == 0
        state = new
    return state
