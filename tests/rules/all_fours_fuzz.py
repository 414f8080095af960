"""Hypothesis strategies for the all-fours engines: entries drawn from each game's own schema.

Most values are well formed (the right kind, in range) so that the engines' own checks are
reached; some are junk (wrong type, out of range, unknown fields) to try the schema checks.
"""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from typing import Any

from hypothesis import strategies as st

from clubapp.cli import main
from clubapp.rules import GameRules, RuleError, State, result_json
from clubapp.rules.schema import Field

CARDS = [r + s for r in "23456789TJQKA" for s in "CDHS"] + ["JK", "10H", "xx"]
JUNK = st.one_of(st.none(), st.integers(-5, 100), st.text(max_size=3), st.booleans(),
                 st.lists(st.integers(0, 3), max_size=2),
                 st.dictionaries(st.text(max_size=2), st.integers(-2, 20), max_size=2))


def value_for(field: Field, players: Sequence[str], sides: Sequence[str]) -> st.SearchStrategy[Any]:
    """A value for one field: usually well formed, sometimes junk."""
    kind = field.kind
    if kind == "int":
        good: st.SearchStrategy[Any] = st.integers(field.minimum or 0, field.maximum or 20)
    elif kind == "bool":
        good = st.booleans()
    elif kind == "choice":
        good = st.sampled_from(field.choices)
    elif kind == "side":
        good = st.sampled_from(list(sides))
    elif kind == "player":
        good = st.sampled_from(list(players))
    elif kind == "players":
        good = st.lists(st.sampled_from(list(players)), unique=True)
    elif kind == "counts":
        keys = list(sides) if field.keys == "sides" else list(players)
        good = st.dictionaries(st.sampled_from(keys),
                               st.integers(field.minimum or 0, field.maximum or 20))
    elif kind == "group":
        good = st.fixed_dictionaries(
            {f.name: value_for(f, players, sides) for f in field.fields if f.required},
            optional={f.name: value_for(f, players, sides) for f in field.fields
                      if not f.required})
    elif kind == "card":
        good = st.sampled_from(CARDS)
    else:
        good = st.lists(st.sampled_from(CARDS), max_size=3)
    if field.nullable or not field.required:
        good = st.one_of(good, st.none())
    return st.one_of(good, good, good, good, JUNK)


def entries(rules: GameRules, players: Sequence[str]) -> st.SearchStrategy[dict[str, Any]]:
    """Deal entries for a game: its own fields, a points entry, or an odd extra field."""
    sides = rules.sides(players)
    fields = {f.name: value_for(f, players, sides) for f in rules.entry_schema}
    required = {n: s for n, s in fields.items()
                if next(f for f in rules.entry_schema if f.name == n).required}
    optional = {n: s for n, s in fields.items() if n not in required}
    optional["dealer"] = st.sampled_from([*players, "nobody"])
    own = st.fixed_dictionaries(required, optional=optional)
    points = st.fixed_dictionaries({"points": st.dictionaries(
        st.sampled_from(list(sides)), st.integers(-12, 40), max_size=len(sides))})
    odd = st.fixed_dictionaries(required, optional={"bogus": st.integers()})
    return st.one_of(own, own, own, points, odd, JUNK)


def snapshot(rules: GameRules, state: State) -> tuple[Any, ...]:
    """What a state shows to the world: enough to see that it did not change."""
    extra = dict(state.extra) if state.extra is not None else None
    return (result_json(rules, state), dict(state.totals), repr(extra), state.next_dealer)


def play_fuzz(rules: GameRules, state: State, deals: Sequence[Any]) -> int:
    """Score the deals: only RuleError may escape, and a rejected deal changes nothing.

    Checks on every accepted deal that the totals grew by its points and that the chips to go
    are the target less the totals. Returns how many deals were accepted.
    """
    accepted = 0
    for entry in deals:
        if state.over:
            break
        before = snapshot(rules, state)
        try:
            new = rules.score(state, entry)
        except RuleError:
            assert snapshot(rules, state) == before
            continue
        accepted += 1
        record = new.deals[-1]
        if not record.ended_game:
            for side, total in new.totals.items():
                assert total == state.totals[side] + record.points[side]
            target = rules.game_target(new)
            assert dict(new.extra["to_go"]) == {s: target - n for s, n in new.totals.items()}
        state = new
    return accepted


# --- entries that usually make sense, to reach the rules behind the schema ------------------
@st.composite
def seven_up_deals(draw: st.DrawFn, players: Sequence[str], *, begging: bool = True,
                   pegs: Sequence[str] = ()) -> dict[str, Any]:
    """A seven-up-like deal: high, low, jack, game (or pips), begging, pegs, a revoke."""
    who = st.sampled_from(list(players))
    maybe = st.one_of(st.none(), who)
    entry: dict[str, Any] = {}
    trumps = draw(st.sampled_from([True, True, True, False]))
    entry["high"] = draw(who) if trumps else None
    entry["low"] = draw(who) if trumps else None
    entry["jack"] = draw(maybe) if trumps else None
    for name in pegs:
        entry[name] = draw(maybe) if trumps else None
    if draw(st.booleans()):
        entry["game"] = draw(maybe)
    else:
        entry["game_pips"] = draw(st.dictionaries(who, st.integers(0, 25)))
    if begging:
        entry.update(draw(st.sampled_from([
            {}, {}, {"gift": True}, {"jack_turned": True}, {"ran": True},
            {"jack_turned": True, "gift": True},
            {"jack_turned": True, "ran": True, "jack_turned_again": True}])))
    if draw(st.integers(0, 3)) == 0:
        entry["revoke"] = {"by": draw(who), "take": draw(st.sampled_from(["add", "deduct"]))}
        if draw(st.integers(0, 2)) == 0:
            entry["second_revoke"] = {"by": draw(who),
                                      "take": draw(st.sampled_from(["add", "deduct"]))}
    if begging and draw(st.integers(0, 4)) == 0:
        entry["looked_early"] = draw(st.lists(who, unique=True, max_size=2))
    if draw(st.integers(0, 4)) == 0:
        entry["high_card"] = draw(st.sampled_from(CARDS[:52]))
        entry["low_card"] = draw(st.sampled_from(CARDS[:52]))
    return entry


@st.composite
def bidding_deals(draw: st.DrawFn, players: Sequence[str], counters: Sequence[str],
                  max_bid: int, game_pips: bool = False) -> dict[str, Any]:
    """An auction-pitch-like deal: the sale or the board, who took each counting card."""
    who = st.sampled_from(list(players))
    maybe = st.one_of(st.none(), who)
    dealer = draw(who)
    eldest = players[(list(players).index(dealer) + 1) % len(players)]
    sold = draw(st.booleans())
    entry: dict[str, Any] = {"dealer": dealer, "sold": sold,
                             "pitcher": draw(who) if sold else eldest,
                             "bid": draw(st.integers(1 if sold else 0, max_bid))}
    for name in counters:
        entry[name] = draw(who) if name in ("high", "low") else draw(maybe)
    if game_pips and draw(st.booleans()):
        del entry["game"]
        entry["game_pips"] = draw(st.dictionaries(who, st.integers(0, 20)))
    if draw(st.integers(0, 4)) == 0:
        entry["revoke"] = {"by": draw(who)}
        if draw(st.booleans()):
            entry["second_revoke"] = {"by": draw(who)}
    return entry


def points_entries_agree(rules: GameRules, players: Sequence[str], deals: Sequence[Any],
                         options: dict[str, Any], margin: int) -> int:
    """Every deal the game accepts gives points that a points entry may give too (the check of
    ``{"points": …}`` knows every kind of deal). Deals scored within ``margin`` of the target
    are left out: they may end the game or stop a revoking player short (line 159), which a
    points entry, knowing no totals, cannot tell. Returns how many were compared."""
    state = rules.new_state(players, options)
    target = rules.game_target(state) or 0
    compared = 0
    for entry in deals:
        try:
            new = rules.score(state, entry)
        except RuleError:
            continue
        if all(n + margin < target for n in state.totals.values()):
            rules.score(state, {"points": dict(new.deals[-1].points)})  # raises if it disagrees
            compared += 1
        state = new if not new.over else rules.new_state(players, options)
    return compared


def score_on_cli(monkeypatch: Any, capsys: Any, game: str, data: Any,
                 *options: str) -> tuple[int, Any, str]:
    """Run ``clubapp score GAME`` on a JSON document: exit status, parsed stdout, stderr."""
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(data)))
    args = ["score", game]
    for option in options:
        args += ["--option", option]
    code = main(args)
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip() else None), err
