"""Seasons (leagues): their evenings and standing rules, the tally cards' stars and prizes, and
the standings, each public method one transaction.

The standings read the per-game results cache (``GameResult``) added up per member and evening
in SQL, so that a season of a million deals ranks in a fraction of a second; the ranking itself
and every tie-break are the pure ``clubapp.events.standings``.

Raw points of different games are never added up: a season on total points (the default) is
ranked game by game, each game in its own unit, opening on the game played most; every game
together (``ALL_GAMES``) only where the rules say how — places at each table, games won,
stars or ACC points. A season saved when total points covered every game keeps its rules as
stored and is shown game by game.
"""

from __future__ import annotations

import builtins  # the class has a method ``list``: its annotations name the type here
import gc
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from clubapp.events.standing_rules import StandingRules
from clubapp.events.standing_ties import head_to_head_of
from clubapp.events.standings import EveningTally, Standings, season_standings, unit_of
from clubapp.events.table_places import SeatResult, place_points, table_places
from clubapp.rules import RuleError, get_game
from clubapp.services.audit import audit
from clubapp.services.club import check_pin, has_pin
from clubapp.services.evenings import load_evening
from clubapp.services.members import club_id
from clubapp.services.views import EveningView, ServiceError
from clubapp.store.database import Database
from clubapp.store.models import (
    Evening,
    EveningAward,
    EveningResult,
    Game,
    GameResult,
    Member,
    PlayTable,
    Season,
    SeasonEvening,
)
from clubapp.words import Term

MAX_STARS = 999
ALL_GAMES = "all"  # a season's standings of every game together (where its rules say how)


@dataclass(frozen=True)
class SeasonView:
    id: int
    name: str
    rules: StandingRules
    evening_ids: tuple[int, ...]  # in date order
    lots_seed: int

    @property
    def rules_text(self) -> str:
        return self.rules.describe(len(self.evening_ids))


@dataclass(frozen=True)
class GamePlayed:
    """A game the season counts, as played at its evenings."""

    game: str  # the game's id
    tables: int  # how many times it was played (games at the tables)
    unit: str  # what its totals count: "points", "holes" or "chips"


@dataclass(frozen=True)
class SeasonStandings:
    season: SeasonView
    evenings: tuple[EveningView, ...]
    standings: Standings
    game: str | None = None  # the game ranked; None: every game together, by the rules
    games: tuple[GamePlayed, ...] = ()  # the games played, the most played first

    @property
    def unit(self) -> str:
        """The unit of the score where it is a game's points ("holes" for cribbage)."""
        found = next((g for g in self.games if g.game == self.game), None)
        return found.unit if found is not None else "points"

    @property
    def together(self) -> bool:
        """Every game together: the season's rules say how."""
        return self.game is None and self.season.rules.together

    @property
    def adds_points(self) -> bool:
        """Its members' points are of one game (or of none): they may be shown and added;
        every game together holds points of different games, which mean nothing summed."""
        return self.game is not None or len(self.games) <= 1


@dataclass(frozen=True)
class AwardView:
    """A member's tally card at an evening: stars and prize (zeros when none was handed in)."""

    evening_id: int
    member_id: int
    name: str
    gold: int
    red: int
    green: int
    prize: str


def _evening_views(session: Session, evenings: list[Evening]) -> tuple[EveningView, ...]:
    ids = [e.id for e in evenings]
    tables = dict(session.execute(
        select(PlayTable.evening_id, func.count()).where(PlayTable.evening_id.in_(ids))
        .group_by(PlayTable.evening_id)).all()) if ids else {}
    return tuple(EveningView(e.id, e.date, e.name, e.kind, e.status, tables.get(e.id, 0))
                 for e in evenings)


def _season_evenings(session: Session, season: Season) -> list[Evening]:
    ids = [link.evening_id for link in season.evenings]
    if not ids:
        return []
    return list(session.scalars(select(Evening).where(Evening.id.in_(ids))
                                .order_by(Evening.date, Evening.id)))


def _rules_of(season: Season) -> StandingRules:
    try:
        return StandingRules.from_json(season.rules or {})
    except RuleError:  # rules saved by a later clubapp: show the defaults rather than fail
        return StandingRules()


def _view(session: Session, season: Season) -> SeasonView:
    return SeasonView(season.id, season.name, _rules_of(season),
                      tuple(e.id for e in _season_evenings(session, season)), season.lots_seed)


def _checked_rules(rules: StandingRules | Mapping[str, Any] | None) -> StandingRules:
    if rules is None:
        return StandingRules()
    if isinstance(rules, StandingRules):
        return rules
    try:
        return StandingRules.from_json(rules)
    except RuleError as exc:
        raise ServiceError(f"{exc.field}: {exc.reason}", exc.field) from None


def _clean_name(name: str) -> str:
    cleaned = " ".join(str(name).split())
    if not cleaned:
        raise ServiceError("a season needs a name", "name")
    if len(cleaned) > 200:
        raise ServiceError("the name is longer than 200 characters", "name")
    return cleaned


def load_season(session: Session, season_id: int) -> Season:
    season = session.get(Season, season_id)
    if season is None:
        raise ServiceError(f"no season number {season_id}")
    return season


@contextmanager
def collector_paused() -> Iterator[None]:
    """Hold Python's cycle collector while tens of thousands of plain rows are read and added
    up: they hold no cycles (reference counting frees them all), and the collector's passes
    over them cost a third of a big season's standings."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def plain_rows(session: Session, query: Any) -> Sequence[tuple[Any, ...]]:
    """The rows of a Core query as the database driver gives them, without SQLAlchemy's rows.

    A big club's season reads tens of thousands of small rows: the driver's tuples cost a
    third of SQLAlchemy's. The query is compiled with its values in place of the lists.
    """
    connection = session.connection()
    compiled = query.compile(dialect=connection.dialect,
                             compile_kwargs={"render_postcompile": True})
    params = compiled.params
    args = ([params[name] for name in compiled.positiontup or ()] if compiled.positional
            else params)
    cursor = connection.connection.cursor()
    try:
        cursor.execute(str(compiled), args)
        return cursor.fetchall()
    finally:
        cursor.close()


def season_tallies(session: Session, evening_ids: Iterable[int],
                   games: Iterable[str] = (), *, cards_alone: bool = True) -> list[EveningTally]:
    """Each member's evenings added up from the results cache and the tally cards.

    ``cards_alone=False``: an evening where the member played none of ``games`` is not
    counted for a tally card alone (one game's standing, whose evenings are that game's)."""
    ids = list(evening_ids)
    if not ids:
        return []
    r = EveningResult.__table__.c
    query = (select(r.member_id, r.evening_id, r.points, r.played, r.won, r.skunks,
                    r.double_skunks, r.spread).where(r.evening_id.in_(ids)))
    kinds = list(games)
    if kinds:
        query = query.where(r.game_kind.in_(kinds))
    figures: dict[tuple[int, int], tuple[int, ...]] = {}
    # one row per member, evening and kind of game; most evenings have a single kind
    for member_id, evening_id, *values in plain_rows(session, query):
        key = (member_id, evening_id)
        found = figures.get(key)
        figures[key] = (tuple(values) if found is None
                        else tuple(a + b for a, b in zip(found, values, strict=True)))
    stars: dict[tuple[int, int], tuple[int, int, int]] = {
        (a.member_id, a.evening_id): (a.gold, a.red, a.green)
        for a in session.scalars(select(EveningAward).where(EveningAward.evening_id.in_(ids)))}
    tallies: list[EveningTally] = []
    for key in (figures.keys() | stars.keys()) if cards_alone else figures.keys():
        points, played, won, skunks, doubles, spread = figures.get(key, (0,) * 6)
        gold, red, green = stars.get(key, (0, 0, 0))
        tallies.append(EveningTally(key[0], key[1], points, played, won, skunks, doubles, spread,
                                    gold, red, green))
    return tallies


def games_played(session: Session, evening_ids: Sequence[int],
                 games: Iterable[str] = ()) -> tuple[GamePlayed, ...]:
    """The games played at these evenings (only ``games`` where named), the most played
    first, then by name."""
    if not evening_ids:
        return ()
    # the games started at the tables (a big season: tens of thousands), not their players'
    # results (four times as many)
    query = (select(Game.game_id, func.count()).join(PlayTable)
             .where(PlayTable.evening_id.in_(list(evening_ids))).group_by(Game.game_id))
    kinds = list(games)
    if kinds:
        query = query.where(Game.game_id.in_(kinds))
    found = []
    for kind, tables in session.execute(query):
        try:
            rules = get_game(kind)
        except RuleError:  # a game of a later clubapp: counted nowhere here
            continue
        found.append(GamePlayed(rules.id, int(tables), unit_of(rules.id, rules.family or "")))
    return tuple(sorted(found, key=lambda g: (-g.tables, get_game(g.game).name, g.game)))


def _chosen_game(rules: StandingRules, played: Sequence[GamePlayed],
                 game: str | None) -> str | None:
    """The game a season's standings rank (None: every game together)."""
    names = [Term.game(g.game) for g in played]
    if game is None:
        return None if rules.together or not played else played[0].game
    if game == ALL_GAMES:
        if rules.per_game:
            raise ServiceError("standings.no_together", "game", games=names or "—")
        return None
    try:
        wanted: str | None = get_game(game).id
    except RuleError:
        wanted = None  # no such game: named as typed
    if wanted is None or wanted not in {g.game for g in played}:
        raise ServiceError("standings.game_not_counted", "game",
                           game=Term.game(wanted) if wanted else game, games=names or "—")
    return wanted


def with_places(session: Session, tallies: list[EveningTally], evening_ids: Sequence[int],
                games: Sequence[str], points_for: Sequence[int]) -> list[EveningTally]:
    """The tallies with what each member's places at the evening's tables earned."""
    r = GameResult.__table__.c
    query = (select(r.game_id, r.member_id, r.side, r.deals, r.matches_won, r.won, r.points,
                    r.chips_won - r.chips_lost, r.evening_id)
             .where(r.evening_id.in_(list(evening_ids))))
    if games:
        query = query.where(r.game_kind.in_(list(games)))
    rows = plain_rows(session, query)
    evening_of = {row[0]: row[8] for row in rows}
    earned: dict[tuple[int, int], int] = {}
    for (game_id, member_id), place in table_places(SeatResult(*row[:8]) for row in rows).items():
        key = (member_id, evening_of[game_id])
        earned[key] = earned.get(key, 0) + place_points(place, points_for)
    return [t._replace(places=earned.get((t.member_id, t.evening_id), 0)) for t in tallies]


class SeasonService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def list(self) -> list[SeasonView]:
        """Every season, newest first."""
        with self.db.transaction() as session:
            seasons = session.scalars(select(Season).order_by(Season.id.desc()))
            return [_view(session, s) for s in seasons]

    def get(self, season_id: int) -> SeasonView:
        with self.db.transaction() as session:
            return _view(session, load_season(session, season_id))

    def create(self, name: str, rules: StandingRules | Mapping[str, Any] | None = None,
               evening_ids: Iterable[int] = (), lots_seed: int | None = None) -> SeasonView:
        """A new season with these rules (default: total points) and evenings.

        The season's lots are drawn from ``lots_seed`` (default: chosen at random, once).
        """
        cleaned, checked = _clean_name(name), _checked_rules(rules)
        if lots_seed is None:
            lots_seed = random.SystemRandom().randrange(1, 1_000_000)
        with self.db.transaction() as session:
            self._refuse_duplicate(session, cleaned, None)
            season = Season(club_id=club_id(session), name=cleaned, rules=checked.to_json(),
                            lots_seed=lots_seed)
            session.add(season)
            session.flush()
            self._link(session, season, evening_ids)
            audit(session, "create season", "season", season.id, None,
                  {"name": cleaned, "rules": checked.to_json()})
            return _view(session, season)

    def rename(self, season_id: int, name: str) -> SeasonView:
        cleaned = _clean_name(name)
        with self.db.transaction() as session:
            season = load_season(session, season_id)
            self._refuse_duplicate(session, cleaned, season.id)
            before, season.name = season.name, cleaned
            audit(session, "rename season", "season", season.id, {"name": before},
                  {"name": cleaned})
            return _view(session, season)

    def set_rules(self, season_id: int,
                  rules: StandingRules | Mapping[str, Any]) -> SeasonView:
        """Change the season's standing rules (the standings are derived: nothing else moves)."""
        checked = _checked_rules(rules)
        with self.db.transaction() as session:
            season = load_season(session, season_id)
            before, season.rules = season.rules, checked.to_json()
            audit(session, "season rules", "season", season.id, {"rules": before},
                  {"rules": season.rules})
            return _view(session, season)

    def set_evenings(self, season_id: int, evening_ids: Iterable[int]) -> SeasonView:
        """The evenings the season counts, replacing the ones it had."""
        with self.db.transaction() as session:
            season = load_season(session, season_id)
            before = sorted(link.evening_id for link in season.evenings)
            season.evenings.clear()
            session.flush()
            self._link(session, season, evening_ids)
            audit(session, "season evenings", "season", season.id, {"evenings": before},
                  {"evenings": sorted(link.evening_id for link in season.evenings)})
            return _view(session, season)

    def delete(self, season_id: int) -> None:
        """Delete a season (its evenings and their results stay)."""
        with self.db.transaction() as session:
            season = load_season(session, season_id)
            audit(session, "delete season", "season", season.id, {"name": season.name}, None)
            session.delete(season)

    def standings(self, season_id: int, game: str | None = None) -> SeasonStandings:
        """The season's standings by its rules, every tie-break explained.

        ``game``: a game's id (that game alone), or ``ALL_GAMES`` (every game together, where
        the rules say how); by default every game together where the rules say how, else the
        game played most. A game the season did not play, or every game together on total
        points, is refused (ServiceError), naming the games there are.
        """
        with self.db.transaction() as session, collector_paused():
            season = load_season(session, season_id)
            view = _view(session, season)
            evenings = _season_evenings(session, season)
            ids = [e.id for e in evenings]
            rules = view.rules
            played = games_played(session, ids, rules.games)
            chosen = _chosen_game(rules, played, game)
            counted = (chosen,) if chosen is not None else rules.games
            tallies = season_tallies(session, ids, counted,
                                     cards_alone=chosen is None or rules.basis == "stars")
            if rules.basis == "places":
                tallies = with_places(session, tallies, ids, counted, rules.places)
            members = {t.member_id for t in tallies}
            names = dict(session.execute(select(Member.id, Member.name)
                                         .where(Member.id.in_(members))).all()) if members else {}

            def head_to_head(group: frozenset[int]) -> dict[int, tuple[int, int]]:
                # by member (its index), the season's evenings and games sorted out here
                r = GameResult.__table__.c
                rows = plain_rows(session, select(r.game_id, r.member_id, r.side, r.won,
                                                  r.played, r.evening_id, r.game_kind)
                                  .where(r.member_id.in_(group)))
                return head_to_head_of(
                    [row[:5] for row in rows if row[5] in in_season
                     and (not counted or row[6] in counted)], group)

            in_season = set(ids)
            ranking = rules
            if chosen is None and len(played) > 1 and "points" in rules.tie_breaks:
                # total points of different games break no tie: the rule applies game by game
                ranking = replace(rules, tie_breaks=tuple(t for t in rules.tie_breaks
                                                          if t != "points"))
            standings = season_standings(ranking, names, tallies, ids, head_to_head,
                                         season.lots_seed)
            return SeasonStandings(view, _evening_views(session, evenings), standings, chosen,
                                   played)

    def games(self, season_id: int) -> tuple[GamePlayed, ...]:
        """The games the season counts that were played at its evenings, the most played
        first."""
        with self.db.transaction() as session:
            season = load_season(session, season_id)
            ids = [e.id for e in _season_evenings(session, season)]
            return games_played(session, ids, _rules_of(season).games)

    def every_standing(self, season_id: int) -> builtins.list[SeasonStandings]:
        """What the season's paper shows: every game together where the rules say how, then
        each game played on its own, the most played first."""
        first = self.standings(season_id, ALL_GAMES if self.get(season_id).rules.together
                               else None)
        out = [first] if first.game is None else []
        return out + [first if g.game == first.game else self.standings(season_id, g.game)
                      for g in first.games]

    def awards(self, evening_id: int) -> builtins.list[AwardView]:
        """The tally cards of an evening: everyone who played or holds a card, by name."""
        with self.db.transaction() as session:
            load_evening(session, evening_id)
            cards = {a.member_id: a for a in session.scalars(
                select(EveningAward).where(EveningAward.evening_id == evening_id))}
            played = set(session.scalars(select(GameResult.member_id)
                                         .where(GameResult.evening_id == evening_id)))
            ids = played | cards.keys()
            names = dict(session.execute(select(Member.id, Member.name)
                                         .where(Member.id.in_(ids))).all()) if ids else {}
        out = []
        for member_id in ids:
            card = cards.get(member_id)
            out.append(AwardView(evening_id, member_id, names[member_id],
                                 card.gold if card else 0, card.red if card else 0,
                                 card.green if card else 0, card.prize if card else ""))
        return sorted(out, key=lambda a: (a.name.casefold(), a.member_id))

    def set_award(self, evening_id: int, member_id: int, gold: int = 0, red: int = 0,
                  green: int = 0, prize: str = "", pin: str | None = None) -> AwardView:
        """Enter a member's tally card for an evening: stars of each colour and any prize.

        A closed evening's cards change only with the organiser's PIN, where the club has one.
        """
        return self.set_awards(evening_id, [(member_id, gold, red, green, prize)], pin)[0]

    def set_awards(self, evening_id: int, cards: Sequence[tuple[int, int, int, int, str]],
                   pin: str | None = None) -> builtins.list[AwardView]:
        """Enter several tally cards of an evening at once (member, gold, red, green, prize):
        every one of them or, if one is refused, none. A closed evening's cards need the
        organiser's PIN where the club has one (checked once)."""
        checked = []
        for member_id, gold, red, green, prize in cards:
            counts = {"gold": gold, "red": red, "green": green}
            for colour, count in counts.items():
                if isinstance(count, bool) or not isinstance(count, int) \
                        or not 0 <= count <= MAX_STARS:
                    raise ServiceError(f"{colour} stars: a whole number from 0 to {MAX_STARS}",
                                       colour)
            checked.append((member_id, counts, " ".join(str(prize).split())[:200]))
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            if evening.status == "closed":
                if not pin and has_pin(session):
                    raise ServiceError("club.closed_needs_pin", "pin", name=evening.name)
                check_pin(session, pin)  # before anything is written: a wrong PIN is counted
            return [self._set_card(session, evening, member_id, counts, prize)
                    for member_id, counts, prize in checked]

    @staticmethod
    def _set_card(session: Session, evening: Evening, member_id: int, counts: dict[str, int],
                  prize: str) -> AwardView:
        member = session.get(Member, member_id)
        if member is None:
            raise ServiceError(f"no member number {member_id}", "member")
        card = session.scalar(select(EveningAward).where(
            EveningAward.evening_id == evening.id, EveningAward.member_id == member_id))
        before = None if card is None else {"gold": card.gold, "red": card.red,
                                            "green": card.green, "prize": card.prize}
        if card is None:
            card = EveningAward(evening_id=evening.id, member_id=member_id)
            session.add(card)
        card.gold, card.red, card.green = counts["gold"], counts["red"], counts["green"]
        card.prize = prize
        session.flush()
        audit(session, "tally card", "evening_award", card.id, before,
              {**counts, "prize": prize, "member": member_id, "evening": evening.id})
        return AwardView(evening.id, member_id, member.name, counts["gold"], counts["red"],
                         counts["green"], prize)

    @staticmethod
    def _link(session: Session, season: Season, evening_ids: Iterable[int]) -> None:
        for evening_id in dict.fromkeys(evening_ids):
            load_evening(session, evening_id)
            season.evenings.append(SeasonEvening(evening_id=evening_id))
        session.flush()

    @staticmethod
    def _refuse_duplicate(session: Session, name: str, own_id: int | None) -> None:
        for other in session.scalars(select(Season)):
            if other.id != own_id and other.name.casefold() == name.casefold():
                raise ServiceError(f"there is already a season called {other.name}", "name")
