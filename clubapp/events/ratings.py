"""Members' ratings across every game and partnership: OpenSkill's team model, from history.

Every finished game is one rating event: its sides are teams (a partnership side is a team of
two, a player alone a team of one), the winner ranks first and every other side second. The
ratings are recomputed from the whole history in order (evening date, then the order the games
began), so that a corrected or undone deal anywhere changes everything after it, exactly as if
it had been entered right the first time.

A rating is OpenSkill's (mu, sigma): the skill estimate and its uncertainty. A new member starts
at 25 ± 8.33; each game moves the estimate and narrows the uncertainty. The window shows
"mu ± 2·sigma" (the range the skill lies in with about 95% confidence) and ranks by the
conservative figure mu − 3·sigma, which rewards a proven record over a lucky evening.

The model is OpenSkill's Plackett-Luce (its default team model); the others it offers can be
chosen by name. Nothing here is in the seeds: it is the club's own yardstick.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from openskill.models import (
    BradleyTerryFull,
    BradleyTerryPart,
    PlackettLuce,
    ThurstoneMostellerFull,
    ThurstoneMostellerPart,
)

MODELS = {
    "plackett-luce": PlackettLuce,
    "bradley-terry-full": BradleyTerryFull,
    "bradley-terry-part": BradleyTerryPart,
    "thurstone-mosteller-full": ThurstoneMostellerFull,
    "thurstone-mosteller-part": ThurstoneMostellerPart,
}
DEFAULT_MODEL = "plackett-luce"
SHOWN_SIGMAS = 2  # the ± shown beside a rating
CONSERVATIVE_SIGMAS = 3  # ranking figure: mu − 3 sigma


@dataclass(frozen=True)
class Rating:
    """A member's rating: the estimate ``mu``, its uncertainty ``sigma``, games rated."""

    mu: float
    sigma: float
    games: int = 0

    @property
    def conservative(self) -> float:
        """The figure ratings are ranked by: mu − 3 sigma."""
        return self.mu - CONSERVATIVE_SIGMAS * self.sigma

    @property
    def text(self) -> str:
        """"27.4 ± 6.2": the estimate and the range it lies in."""
        return f"{self.mu:.1f} ± {SHOWN_SIGMAS * self.sigma:.1f}"


@dataclass(frozen=True)
class RatedGame:
    """One finished game as rated: its teams (member ids) and their ranks (1 = won)."""

    key: tuple[int, ...]  # sorts the games into the order they were played
    date: dt.date
    label: str
    teams: tuple[tuple[int, ...], ...]
    ranks: tuple[int, ...]


@dataclass(frozen=True)
class RatingPoint:
    """A member's rating just after one game: what the chart draws."""

    date: dt.date
    label: str
    won: bool
    rating: Rating
    index: int = 0  # the game's place in the history, from 0


@dataclass(frozen=True)
class RatingHistory:
    current: Mapping[int, Rating]
    points: Mapping[int, tuple[RatingPoint, ...]]
    games: tuple[RatedGame, ...] = ()  # in the order rated
    model: str = DEFAULT_MODEL

    def ranking(self) -> list[tuple[int, Rating]]:
        """Members best first by the conservative figure (then by more games, then by id)."""
        return sorted(self.current.items(),
                      key=lambda item: (-item[1].conservative, -item[1].games, item[0]))


@dataclass(frozen=True)
class GameSides:
    """A stored game's sides and their results: rows of (member, side, "W"/"L" per game)."""

    key: tuple[int, ...]
    date: dt.date
    label: str
    members: tuple[tuple[int, str, str], ...]


def rated_games(games: Iterable[GameSides]) -> list[RatedGame]:
    """Every finished game of stored games as a rating event, in the order played."""
    out: list[RatedGame] = []
    for game in sorted(games, key=lambda g: g.key):
        sides: dict[str, list[int]] = {}
        outcomes: dict[str, str] = {}
        for member, side, results in game.members:
            sides.setdefault(side, []).append(member)
            outcomes[side] = results
        if len(sides) < 2:
            continue
        order = sorted(sides)
        finished = min(len(outcomes[s]) for s in order)
        for number in range(finished):
            ranks = tuple(1 if outcomes[s][number] == "W" else 2 for s in order)
            if len(set(ranks)) < 2:
                continue  # nobody (or everybody) won: nothing to learn
            out.append(RatedGame((*game.key, number), game.date, game.label,
                                 tuple(tuple(sorted(sides[s])) for s in order), ranks))
    return out


def _common_start(old: Sequence[RatedGame], new: Sequence[RatedGame]) -> int:
    """How many games at the start of the history are the same as before."""
    for index, (was, now) in enumerate(zip(old, new, strict=False)):
        if was != now:
            return index
    return min(len(old), len(new))


def rate_history(games: Sequence[RatedGame], model: str = DEFAULT_MODEL,
                 since: RatingHistory | None = None) -> RatingHistory:
    """Replay the rated games in order and give every member's rating and its history.

    With ``since`` (the history worked out before), the games both share at the start are not
    rated again: the ratings are taken as they stood after them and the rest is replayed. The
    result is the same as a replay from the start; a deal recorded tonight costs tonight's
    games, a correction of last spring's costs everything since.
    """
    if model not in MODELS:
        raise ValueError(f"unknown rating model {model!r} (one of {', '.join(MODELS)})")
    engine = MODELS[model]()
    ordered = tuple(sorted(games, key=lambda g: g.key))
    current: dict[int, Rating] = {}
    points: dict[int, list[RatingPoint]] = {}
    first = 0
    if since is not None and since.model == model:
        first = _common_start(since.games, ordered)
        for member, shown in since.points.items():
            kept = [p for p in shown if p.index < first]
            if kept:
                points[member] = kept
                current[member] = kept[-1].rating
    live: dict[int, object] = {}  # OpenSkill's own rating objects, made once per member
    start = engine.rating()
    for index in range(first, len(ordered)):
        game = ordered[index]
        teams = []
        for team in game.teams:
            players = []
            for member in team:
                if member not in live:
                    known = current.get(member)
                    live[member] = (engine.rating(mu=known.mu, sigma=known.sigma)
                                    if known is not None else engine.rating(mu=start.mu,
                                                                            sigma=start.sigma))
                players.append(live[member])
            teams.append(players)
        rated = engine.rate(teams, ranks=list(game.ranks))
        for team, new_team, rank in zip(game.teams, rated, game.ranks, strict=True):
            for member, new in zip(team, new_team, strict=True):
                live[member] = new
                before = current.get(member)
                rating = Rating(new.mu, new.sigma, (before.games if before else 0) + 1)
                current[member] = rating
                points.setdefault(member, []).append(
                    RatingPoint(game.date, game.label, rank == 1, rating, index))
    return RatingHistory(current, {m: tuple(p) for m, p in points.items()}, ordered, model)


def history_json(history: RatingHistory) -> dict[str, Any]:
    """A history as JSON-ready data, to be kept between runs (``history_of_json`` reads it
    back exactly: a float's JSON is the float)."""
    return {"model": history.model,
            "games": [[list(g.key), g.date.isoformat(), g.label, [list(t) for t in g.teams],
                       list(g.ranks)] for g in history.games],
            "current": [[m, r.mu, r.sigma, r.games] for m, r in sorted(history.current.items())],
            # a point's day and label are its game's
            "points": [[m, [[p.won, p.rating.mu, p.rating.sigma, p.rating.games, p.index]
                            for p in shown]] for m, shown in sorted(history.points.items())]}


def history_of_json(data: Mapping[str, Any]) -> RatingHistory:
    """A history kept by ``history_json``; ValueError where the data is not one."""
    try:
        games = tuple(RatedGame(tuple(int(k) for k in key), dt.date.fromisoformat(day),
                                str(label), tuple(tuple(int(m) for m in t) for t in teams),
                                tuple(int(r) for r in ranks))
                      for key, day, label, teams, ranks in data["games"])
        current = {int(m): Rating(float(mu), float(sigma), int(n))
                   for m, mu, sigma, n in data["current"]}
        points = {int(m): tuple(RatingPoint(games[i].date, games[i].label, bool(won),
                                            Rating(float(mu), float(sigma), int(n)), int(i))
                                for won, mu, sigma, n, i in shown)
                  for m, shown in data["points"]}
        model = str(data["model"])
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ValueError(f"not a rating history: {exc}") from None
    return RatingHistory(current, points, games, model)


def initial_rating(model: str = DEFAULT_MODEL) -> Rating:
    """The rating of a member with no rated game."""
    start = MODELS[model]().rating()
    return Rating(start.mu, start.sigma, 0)
