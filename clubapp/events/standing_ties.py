"""Breaking a tie in a season's standings by the club's ordered tie-breaks, each step explained.

The tie-breaks are applied in the club's order to the members still level: a step that splits
the group orders the parts, and each part that is still level goes on to the next tie-break.
Head-to-head is reckoned among the members of the part it is applied to (games won less games
lost in games where another of them sat on an opposing side). Lots settle whatever is left,
drawn from the season's seed so that the same standings always come out the same; without
lots, members level after every tie-break share the place.

What each step decided, and the whole tie in sentences, are messages (``clubapp.words``: the
``standings`` section), said in the reader's language at the edge; ``text`` is the English.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from clubapp.events.lots import order_by_lot
from clubapp.message import Message, Note, said

# (won, lost) of each member of the group in games against the others of the group
HeadToHead = Callable[[frozenset[int]], Mapping[int, tuple[int, int]]]


@dataclass(frozen=True)
class Contender:
    """What the tie-breaks read of one member's season."""

    member_id: int
    name: str
    won: int = 0
    lost: int = 0
    points: int = 0
    spread: int = 0
    stars: int = 0
    evenings: int = 0


@dataclass(frozen=True)
class TieStep:
    """One tie-break applied to members still level: the values it read and what it decided."""

    rule: str
    among: tuple[int, ...]
    values: tuple[tuple[int, str], ...]
    result: Message  # what the step decided ("Bob Hart ahead", "still level")

    def value_of(self, member_id: int) -> str:
        return dict(self.values).get(member_id, "")

    @property
    def outcome(self) -> str:
        """What the step decided, in English."""
        return said(self.result, "en")


@dataclass(frozen=True)
class TieReport:
    """A tie and how it was broken, in steps and in plain words."""

    members: tuple[int, ...]
    level: Message  # what they are level on ("20 points")
    steps: tuple[TieStep, ...]
    order: tuple[tuple[int, ...], ...]  # the members in their final order, level ones together
    explained: Note  # the tie and each step in sentences

    @property
    def level_on(self) -> str:
        """What they are level on, in English."""
        return said(self.level, "en")

    @property
    def text(self) -> str:
        """The tie in plain English (``say_tie(report, lang)`` in another language)."""
        return say_tie(self, "en")


def say_tie(report: TieReport, lang: str) -> str:
    """A tie and how it was broken, in sentences, in the language."""
    return " ".join(said(m, lang) for m in report.explained)


def names_and(listed: Sequence[str]) -> str | Message:
    """"Ann", "Ann and Bob", "Ann, Bob and Cat" (said in the language)."""
    if len(listed) == 1:
        return listed[0]
    return Message("standings.names_and", first=list(listed[:-1]), last=listed[-1])


def _names(ids: Sequence[int], names: Mapping[int, str]) -> str | Message:
    return names_and([names[i] for i in ids])


def then_list(parts: Sequence[object]) -> object:
    """"a, then b, then c" (said in the language)."""
    if len(parts) == 1:
        return parts[0]
    return Message("standings.then_list", first=parts[0], rest=then_list(parts[1:]))


def _signed(number: int) -> str:
    return f"+{number}" if number > 0 else str(number)


def _measure(rule: str, group: Sequence[Contender],
             head_to_head: HeadToHead) -> dict[int, tuple[int, str]]:
    """Each member's value under a tie-break: (the larger the better, as shown)."""
    if rule == "head_to_head":
        record = head_to_head(frozenset(c.member_id for c in group))
        out = {}
        for c in group:
            won, lost = record.get(c.member_id, (0, 0))
            out[c.member_id] = (won - lost, f"{won}–{lost}")
        return out
    read: dict[str, Callable[[Contender], tuple[int, str]]] = {
        "games_won": lambda c: (c.won, str(c.won)),
        "fewer_losses": lambda c: (-c.lost, str(c.lost)),
        "points": lambda c: (c.points, str(c.points)),
        "spread": lambda c: (c.spread, _signed(c.spread)),
        "stars": lambda c: (c.stars, str(c.stars)),
        "attendance": lambda c: (c.evenings, str(c.evenings)),
    }
    return {c.member_id: read[rule](c) for c in group}


def _outcome(parts: list[list[int]], names: Mapping[int, str]) -> Message:
    if len(parts) == 1:
        return Message("standings.still_level")
    if len(parts) == 2 and len(parts[0]) == 1 and len(parts[1]) == 1:
        return Message("standings.ahead", name=names[parts[0][0]])
    shown = [names[p[0]] if len(p) == 1 else Message("standings.level_part",
                                                     names=_names(p, names)) for p in parts]
    return Message("standings.order", parts=then_list(shown))


def _lots(group: Sequence[Contender], seed: int) -> list[int]:
    ids = sorted(c.member_id for c in group)
    rng = random.Random(f"{seed}:{','.join(map(str, ids))}")
    return [int(x) for x in order_by_lot([str(i) for i in ids], rng)]


def _resolve(group: list[Contender], breaks: Sequence[str], head_to_head: HeadToHead,
             seed: int, names: Mapping[int, str], steps: list[TieStep]) -> list[list[int]]:
    if len(group) == 1:
        return [[group[0].member_id]]
    if not breaks:
        return [sorted((c.member_id for c in group), key=lambda i: (names[i].casefold(), i))]
    rule, rest = breaks[0], breaks[1:]
    among = tuple(c.member_id for c in group)
    if rule == "lots":
        order = _lots(group, seed)
        steps.append(TieStep(rule, among, tuple((m, str(n)) for n, m in
                                                enumerate(order, start=1)),
                             Message("standings.drawn", seed=seed, names=_names(order, names))))
        return [[m] for m in order]
    values = _measure(rule, group, head_to_head)
    levels = sorted({v[0] for v in values.values()}, reverse=True)
    parts = [sorted((c for c in group if values[c.member_id][0] == level),
                    key=lambda c: (c.name.casefold(), c.member_id)) for level in levels]
    outcome = _outcome([[c.member_id for c in p] for p in parts], names)
    if rule == "head_to_head" and all(v[1] == "0–0" for v in values.values()):
        outcome = Message("standings.never_met_level")
    steps.append(TieStep(rule, among, tuple((c.member_id, values[c.member_id][1])
                                            for c in group), outcome))
    ordered: list[list[int]] = []
    for part in parts:
        ordered.extend(_resolve(part, rest, head_to_head, seed, names, steps))
    return ordered


def break_tie(group: Sequence[Contender], tie_breaks: Sequence[str], head_to_head: HeadToHead,
              seed: int, level_on: str | Message) -> TieReport:
    """Order members level on ``level_on`` by the tie-breaks; the report says how."""
    names = {c.member_id: c.name for c in group}
    start = sorted(group, key=lambda c: (c.name.casefold(), c.member_id))
    steps: list[TieStep] = []
    order = _resolve(start, tuple(tie_breaks), head_to_head, seed, names, steps)
    members = tuple(c.member_id for c in start)
    level = Message.of(level_on)
    lines = [Message("standings.level_on", names=_names(members, names), level=level)]
    for step in steps:
        rule = Message(f"standings.rule_{step.rule}")
        every = step.among == members
        among = _names(step.among, names)
        if step.rule == "lots":
            lines.append(Message("standings.lots", outcome=step.result) if every else
                         Message("standings.lots_between", among=among, outcome=step.result))
            continue
        shown = [f"{names[m]} {v}" for m, v in step.values]
        lines.append(Message("standings.step", rule=rule, shown=shown, outcome=step.result)
                     if every else Message("standings.step_between", rule=rule, among=among,
                                           shown=shown, outcome=step.result))
    for part in order:
        if len(part) > 1:
            lines.append(Message("standings.share", names=_names(part, names)))
    return TieReport(members, level, tuple(steps), tuple(tuple(p) for p in order),
                     tuple(lines))


def head_to_head_of(meetings: Sequence[tuple[int, int, str, int, int]],
                    group: frozenset[int]) -> dict[int, tuple[int, int]]:
    """Head-to-head (won, lost) of a group from rows (game, member, side, won, played).

    A member's row counts when another member of the group sat on an opposing side of the same
    game; a game counts once however many of the group sat against the member.
    """
    by_game: dict[int, list[tuple[int, str, int, int]]] = {}
    for game, member, side, won, played in meetings:
        if member in group:
            by_game.setdefault(game, []).append((member, side, won, played))
    record: dict[int, tuple[int, int]] = {}
    for rows in by_game.values():
        for member, side, won, played in rows:
            if any(other != member and other_side != side
                   for other, other_side, _w, _p in rows):
                w, lost = record.get(member, (0, 0))
                record[member] = (w + won, lost + played - won)
    return record
