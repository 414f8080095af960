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
from decimal import Decimal
from fractions import Fraction
from typing import Generic, NamedTuple, TypeVar

from clubapp.events.standing_rules import StandingRules
from clubapp.events.standing_ties import Contender, HeadToHead, TieReport, break_tie
from clubapp.message import Message, Note, said

ACC_WIN, ACC_SKUNK_EXTRA = 2, 1  # ACC: 2 a game won, 3 a game won by a skunk


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
    places: int = 0  # what the member's places at the evening's tables earned (basis "places")


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
    reason: Note = ()  # how the place was decided, as messages (none: decided by the score)

    @property
    def note(self) -> str:
        """How the place was decided, in English (``clubapp.words.note_text(reason, lang)`` otherwise)."""
        return said(self.reason, "en")

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
    if rules.basis == "places":
        return tally.places
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


def _unit(rules: StandingRules, score: Fraction) -> Message:
    """What members are level on: "20 points", "3.50 games won per evening"."""
    whole = score.denominator == 1
    shown: object = score.numerator if whole else Decimal(format_score(score))
    n = score.numerator if whole else 2
    what = Message(f"standings.score_{rules.basis}", score=shown, n=n)
    if rules.aggregate == "average":
        return Message("standings.per_evening", what=what)
    if rules.aggregate == "best":
        return Message("standings.best_of", what=what, n=rules.best_of)
    return what


def _contender(record: SeasonRecord) -> Contender:
    return Contender(record.member_id, record.name, record.won, record.lost, record.points,
                     record.spread, record.stars, len(record.evenings))


def _by_lot(number: str) -> Message:
    """"1st by lot": the suffix chosen by the number, the words by the catalogue."""
    n = int(number)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return Message(f"standings.note_lot_{suffix}", n=n)


def _note(report: TieReport, member_id: int, names: Mapping[int, str], shared: bool) -> Note:
    """How a member's place among those level with him was decided, in a few words."""
    others = [names[m] for m in report.members if m != member_id]
    parts: list[Message] = []
    for step in report.steps:
        if member_id not in step.among:
            continue
        value = step.value_of(member_id)
        if step.rule == "head_to_head" and step.result.id == "standings.never_met_level":
            parts.append(Message("standings.note_never_met"))
        elif step.rule == "lots":
            parts.append(_by_lot(value))
        else:
            parts.append(Message(f"standings.note_{step.rule}", value=value))
    if shared:
        parts.append(Message("standings.note_shared"))
    return (Message("standings.note", others=others, parts=parts),)


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
            placings.append(Placing(len(placings) + 1, False, group[0]))
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
                                (Message("standings.not_placed", n=len(record.evenings),
                                         need=rules.min_evenings),)))
    return Standings(rules, tuple(evenings), tuple(placings), tuple(ties))


# --- standings of the games played: per game, in the game's own unit ----------------------
UNITS_BY_FAMILY = {"cribbage": "holes", "loo": "chips", "rams": "chips", "preference": "chips",
                   "frog": "chips"}
CHIP_GAMES = frozenset({"euchre-penalty", "frog", "loo", "irish-loo", "five-card-loo", "rams",
                        "rounce", "preference-austrian"})
# what a standing of a game ranks on, in order: its games won, its rubbers or matches, then
# its points; a game played for chips, with no game to win, on its chips
CRITERIA = {"games": ("won", "matches_won", "points"), "chips": ("points",)}


def unit_of(game_id: str, family: str) -> str:
    """What a game's totals count: "points", "holes" (cribbage) or "chips"."""
    if game_id in CHIP_GAMES:
        return "chips"
    if game_id == "bierspiel":
        return "points"
    return UNITS_BY_FAMILY.get(family, "points")


def basis_of(game_id: str, has_games: bool) -> str:
    """What a game's standing ranks on: "games" won, or "chips" for a game with no game."""
    return "games" if has_games or game_id not in CHIP_GAMES else "chips"


Row = TypeVar("Row")  # what is ranked: a member's standing row, a tally's


@dataclass(frozen=True)
class StandingLine(Generic[Row]):
    """A line of a game's standing: the place (shared or not) and what decided it.

    ``decided_by`` is the criterion that set this line apart from a neighbour level on the
    ones before it ("matches_won", "points"), None where the first criterion did (or nothing
    did: ``shared``)."""

    place: int
    shared: bool
    decided_by: str | None
    row: Row

    @property
    def place_text(self) -> str:
        return f"{self.place}=" if self.shared else str(self.place)


def place_rows(rows: Sequence[Row], criteria: Sequence[str]) -> list[StandingLine[Row]]:
    """Rows ranked on ``criteria`` (attributes, the larger the better, in order), names
    alphabetical among equals: equal on every criterion shares the place ("1, 2=, 2=, 4"),
    and each line names the criterion that set it apart from the line above it where the two
    are level on the first (the top line of such a group: from the line below)."""
    def key(row: object) -> tuple[int, ...]:
        return tuple(int(getattr(row, c)) for c in criteria)

    order = sorted(rows, key=lambda r: (tuple(-v for v in key(r)),
                                        str(getattr(r, "name", "")).casefold()))
    keys = [key(r) for r in order]
    lines: list[StandingLine[Row]] = []
    place = 0
    for index, row in enumerate(order):
        if index == 0 or keys[index] != keys[index - 1]:
            place = index + 1
        shared = any(0 <= j < len(keys) and j != index and keys[j] == keys[index]
                     for j in (index - 1, index + 1))
        decided = None
        if not shared:  # against the line above, else (at the top of a level group) below
            for j in (index - 1, index + 1):
                if 0 <= j < len(keys) and keys[j][0] == keys[index][0]:
                    decided = criteria[next(n for n, (a, b) in enumerate(
                        zip(keys[j], keys[index], strict=True)) if a != b)]
                    break
        lines.append(StandingLine(place, shared, decided, row))
    return lines
