"""Season standings: each member's evenings added up by the season's rules, ranked, ties explained.

Input is plain data: one ``EveningTally`` per member and evening attended (the member's game
results that evening, added up, and the stars and prize on the member's tally card), the
season's evenings, and a head-to-head reader for the ties. ``season_standings`` gives every
member who attended one placing:

- the score of an evening by the basis (see ``standing_rules``); the season's score is their
  total, their average over the evenings attended, or the total of the best N evenings;
- members short of the minimum attendance are listed after the others, unplaced;
- members level on the score are ordered by the tie-breaks (``standing_ties``); places are
  shared only when every tie-break leaves them level ("1, 2, 2, 4").

Tie-breaks read the whole season (every evening attended), also where only the best N
evenings make the score.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from clubapp.events.standing_rules import StandingRules
from clubapp.events.standing_ties import Contender, HeadToHead, TieReport, break_tie

ACC_WIN, ACC_SKUNK_EXTRA = 2, 1  # ACC: 2 a game won, 3 a game won by a skunk
NOTE_LABELS = {"head_to_head": "head-to-head {}", "games_won": "won {}",
               "fewer_losses": "lost {}", "points": "points {}", "spread": "spread {}",
               "stars": "stars {}", "attendance": "evenings {}", "lots": "{} by lot"}


class EveningTally(NamedTuple):
    """One member's evening: game results added up, and the member's tally card.

    A named tuple, not a dataclass: a long season makes tens of thousands of them.
    """

    member_id: int
    evening_id: int
    points: int = 0
    played: int = 0
    won: int = 0
    skunks: int = 0
    double_skunks: int = 0
    spread: int = 0
    gold: int = 0
    red: int = 0
    green: int = 0


@dataclass(frozen=True)
class SeasonRecord:
    """One member's season: the score by the rules and the figures the tie-breaks read."""

    member_id: int
    name: str
    evenings: tuple[int, ...]  # attended, in the season's order
    evening_scores: Mapping[int, int]
    counted: tuple[int, ...]  # the evenings that make the score (all, or the best N)
    score: Fraction
    points: int
    played: int
    won: int
    skunks: int
    double_skunks: int
    spread: int
    gold: int
    red: int
    green: int
    acc: int
    stars: int  # weighted

    @property
    def lost(self) -> int:
        return self.played - self.won

    @property
    def score_text(self) -> str:
        return format_score(self.score)


@dataclass(frozen=True)
class Placing:
    """A line of the standings: the place (None when not qualified), shared or not, and why."""

    place: int | None
    shared: bool
    record: SeasonRecord
    note: str

    @property
    def place_text(self) -> str:
        if self.place is None:
            return "–"
        return f"{self.place}=" if self.shared else str(self.place)


@dataclass(frozen=True)
class Standings:
    rules: StandingRules
    evenings: tuple[int, ...]
    placings: tuple[Placing, ...]
    ties: tuple[TieReport, ...]


def format_score(value: Fraction) -> str:
    """A whole score as it is; an average to two decimals."""
    return str(value.numerator) if value.denominator == 1 else f"{float(value):.2f}"


def acc_points(rules: StandingRules, won: int, skunks: int, double_skunks: int) -> int:
    """American Cribbage Congress points: 2 a win, 3 a skunk, a double skunk by the rules."""
    return (ACC_WIN * won + ACC_SKUNK_EXTRA * skunks
            + (rules.acc_double_skunk - ACC_WIN - ACC_SKUNK_EXTRA) * double_skunks)


def evening_score(rules: StandingRules, tally: EveningTally) -> int:
    """What one evening counts by the season's basis."""
    if rules.basis == "points":
        return tally.points
    if rules.basis == "games_won":
        return tally.won
    if rules.basis == "stars":
        return rules.stars.value(tally.gold, tally.red, tally.green)
    return acc_points(rules, tally.won, tally.skunks, tally.double_skunks)


def _record(rules: StandingRules, member_id: int, name: str,
            tallies: Sequence[EveningTally]) -> SeasonRecord:
    scores = {t.evening_id: evening_score(rules, t) for t in tallies}
    attended = tuple(t.evening_id for t in tallies)
    counted = attended
    if rules.aggregate == "best":
        best = sorted(attended, key=lambda e: -scores[e])[:rules.best_of]  # stable: earlier first
        counted = tuple(e for e in attended if e in best)
    total = sum(scores[e] for e in counted)
    score = Fraction(total, len(attended)) if rules.aggregate == "average" else Fraction(total)
    # one pass over the evenings: a big season has a hundred of them for each member
    points = played = won = skunks = doubles = spread = gold = red = green = 0
    for t in tallies:
        points += t.points
        played += t.played
        won += t.won
        skunks += t.skunks
        doubles += t.double_skunks
        spread += t.spread
        gold += t.gold
        red += t.red
        green += t.green
    return SeasonRecord(
        member_id=member_id, name=name, evenings=attended,
        evening_scores=scores, counted=counted,
        score=score, points=points, played=played, won=won, skunks=skunks,
        double_skunks=doubles, spread=spread, gold=gold, red=red, green=green,
        acc=acc_points(rules, won, skunks, doubles), stars=rules.stars.value(gold, red, green))


def season_records(rules: StandingRules, names: Mapping[int, str],
                   tallies: Iterable[EveningTally],
                   evenings: Sequence[int]) -> list[SeasonRecord]:
    """Every member with a tally at one of the season's evenings, added up by the rules."""
    order = {e: n for n, e in enumerate(evenings)}
    by_member: dict[int, dict[int, EveningTally]] = {}
    for tally in tallies:
        if tally.evening_id not in order:
            continue
        seen = by_member.setdefault(tally.member_id, {})
        if tally.evening_id in seen:
            raise ValueError(f"two tallies of member {tally.member_id} at one evening")
        seen[tally.evening_id] = tally
    return [_record(rules, member_id, names.get(member_id, f"member {member_id}"),
                    sorted(found.values(), key=lambda t: order[t.evening_id]))
            for member_id, found in by_member.items()]


def _unit(rules: StandingRules, score: Fraction) -> str:
    unit = {"points": "points", "games_won": "games won", "stars": "stars",
            "acc": "ACC points"}[rules.basis]
    if score == 1 and rules.basis in ("points", "stars"):
        unit = unit[:-1]
    if rules.aggregate == "average":
        unit += " per evening"
    elif rules.aggregate == "best":
        unit += f" (best {rules.best_of} evenings)"
    return f"{format_score(score)} {unit}"


def _contender(record: SeasonRecord) -> Contender:
    return Contender(record.member_id, record.name, record.won, record.lost, record.points,
                     record.spread, record.stars, len(record.evenings))


def _ordinal(number: str) -> str:
    n = int(number)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _note(report: TieReport, member_id: int, names: Mapping[int, str], shared: bool) -> str:
    """How a member's place among those level with him was decided, in a few words."""
    others = [names[m] for m in report.members if m != member_id]
    parts = []
    for step in report.steps:
        if member_id not in step.among:
            continue
        value = step.value_of(member_id)
        if step.rule == "head_to_head" and step.outcome.startswith("they never met"):
            parts.append("never met")
        elif step.rule == "lots":
            parts.append(NOTE_LABELS["lots"].format(_ordinal(value)))
        else:
            parts.append(NOTE_LABELS[step.rule].format(value))
    if shared:
        parts.append("place shared")
    return f"level with {', '.join(others)}: " + ", ".join(parts)


def season_standings(rules: StandingRules, names: Mapping[int, str],
                     tallies: Iterable[EveningTally], evenings: Sequence[int],
                     head_to_head: HeadToHead, seed: int = 0) -> Standings:
    """The season's standings by its rules: places, shared places, ties and their reasons."""
    records = season_records(rules, names, tallies, evenings)
    qualified = [r for r in records if len(r.evenings) >= rules.min_evenings]
    short = [r for r in records if len(r.evenings) < rules.min_evenings]
    by_score: dict[Fraction, list[SeasonRecord]] = {}
    for record in qualified:
        by_score.setdefault(record.score, []).append(record)
    placings: list[Placing] = []
    ties: list[TieReport] = []
    for score in sorted(by_score, reverse=True):
        group = by_score[score]
        if len(group) == 1:
            placings.append(Placing(len(placings) + 1, False, group[0], ""))
            continue
        report = break_tie([_contender(r) for r in group], rules.tie_breaks, head_to_head,
                           seed, _unit(rules, score))
        ties.append(report)
        by_id = {r.member_id: r for r in group}
        group_names = {r.member_id: r.name for r in group}
        for part in report.order:
            place = len(placings) + 1
            for member_id in part:
                placings.append(Placing(place, len(part) > 1, by_id[member_id],
                                        _note(report, member_id, group_names, len(part) > 1)))
    short.sort(key=lambda r: (-r.score, r.name.casefold(), r.member_id))
    for record in short:
        placings.append(Placing(None, False, record,
                                f"not placed: {len(record.evenings)} of the "
                                f"{rules.min_evenings} evenings needed"))
    return Standings(rules, tuple(evenings), tuple(placings), tuple(ties))
