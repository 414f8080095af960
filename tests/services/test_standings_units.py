"""Standings never add unlike units: an evening of euchre, 500 and cribbage (a club secretary
saw 500's 780 ranked over euchre's 17), on SQLite and PostgreSQL.

The evening (``play_evening``, tests/helpers/mixed_evening.py), by the books:

- three euchre tables, games of five (seeds/002 lines 213–215: law 1, three or four tricks
  score one, a march two, a euchre two to the other side; law 2, a lone march four):
  Ann & Cat sweep 6–0, Fay & Hal come back 5–1, Nan & Pam win a close one 5–2;
- two 500 tables on the book's bid table (seeds/002 lines 191–201: eight hearts 300, eight
  diamonds 240, seven clubs 120, eight spades 120, seven hearts 200), each other player 10 a
  trick (line 205), 500 wins and the bidder counts first (line 209): Ivy 540 over Jon 20 and
  Kit 0; Ann, once her euchre is over, 640 over Lou 140 and Max 30;
- one cribbage game of 61 holes (seeds/001: the first home wins, line 43 the lurch): Lou 61
  holes, Max 30, once their 500 is over.

Added up raw, Ann would lead with 646 and Lou come next with 201: neither sum may appear.
"""

from __future__ import annotations

import re

import pytest
from sqlalchemy import select

from clubapp.events.standing_rules import StandingRules
from clubapp.events.table_places import SeatResult, place_points, table_places
from clubapp.services import ServiceError
from clubapp.services.seasons import ALL_GAMES, SeasonService
from clubapp.services.standings import most_played
from clubapp.store.models import Season
from tests.helpers.mixed_evening import (
    CRIBBAGE_HOLES,
    EUCHRE_POINTS,
    FIVE_HUNDRED_POINTS,
    RAW_SUMS,
    play_evening,
)


@pytest.fixture
def evening(services):
    return services, play_evening(services)


def scores(result) -> dict[str, int]:
    return {p.record.name: int(p.record.score) for p in result.standings.placings}


def test_the_default_never_adds_points_of_different_games(evening):
    services, night = evening
    seasons = SeasonService(services.db)
    season = seasons.create("Spring", None, [night.evening_id])
    assert season.rules == StandingRules() and season.rules.per_game
    result = seasons.standings(season.id)
    # opened on the game played most: three euchre tables, two of 500, one of cribbage
    assert [(g.game, g.tables, g.unit) for g in result.games] == [
        ("euchre", 3, "points"), ("five-hundred", 2, "points"), ("cribbage", 1, "holes")]
    assert result.game == "euchre" and not result.together
    assert scores(result) == EUCHRE_POINTS  # Ann 6, not 646
    every = seasons.every_standing(season.id)
    assert [r.game for r in every] == ["euchre", "five-hundred", "cribbage"]
    for one in every:
        shown = {p.record.name: (int(p.record.score), p.record.points)
                 for p in one.standings.placings}
        for name, raw in RAW_SUMS.items():
            assert raw not in shown.get(name, ()), (one.game, name)
    with pytest.raises(ServiceError, match=re.escape(
            "points of different games are not added up; choose a game (Euchre, Five hundred, "
            "Cribbage)")):
        seasons.standings(season.id, ALL_GAMES)
    with pytest.raises(ServiceError, match="Piquet au cent is not among this season's games"):
        seasons.standings(season.id, "piquet")
    with pytest.raises(ServiceError, match="goals is not among this season's games"):
        seasons.standings(season.id, "goals")


def test_each_game_ranks_by_what_it_is_won_by(evening):
    services, night = evening
    seasons = SeasonService(services.db)
    season = seasons.create("Spring", None, [night.evening_id])
    five_hundred = seasons.standings(season.id, "500")  # the game's alias
    assert five_hundred.game == "five-hundred" and five_hundred.unit == "points"
    assert [(p.place, p.record.name, int(p.record.score))
            for p in five_hundred.standings.placings] == [
        (1, "Ann", 640), (2, "Ivy", 540), (3, "Lou", 140), (4, "Max", 30), (5, "Jon", 20),
        (6, "Kit", 0)]
    cribbage = seasons.standings(season.id, "cribbage")
    assert cribbage.unit == "holes" and scores(cribbage) == CRIBBAGE_HOLES
    assert [p.record.name for p in cribbage.standings.placings] == ["Lou", "Max"]

    # the evening's standings, game by game: games won, then matches, then the game's points
    standings = services.standings.by_game(night.evening_id)
    assert most_played(standings).key == "euchre"
    euchre = next(s for s in standings if s.key == "euchre")
    assert euchre.tables == 3 and euchre.adds_points
    assert [(line.place_text, line.row.name, line.row.won, line.row.points)
            for line in euchre.lines] == [
        ("1=", "Ann", 1, 6), ("1=", "Cat", 1, 6),
        ("3=", "Fay", 1, 5), ("3=", "Hal", 1, 5), ("3=", "Nan", 1, 5), ("3=", "Pam", 1, 5),
        ("7=", "Oli", 0, 2), ("7=", "Ray", 0, 2), ("9=", "Eve", 0, 1), ("9=", "Gus", 0, 1),
        ("11=", "Bob", 0, 0), ("11=", "Dan", 0, 0)]
    assert {line.row.name: line.row.points for s in standings for line in s.lines
            if s.key == "five-hundred"} == FIVE_HUNDRED_POINTS

    # euchre and 500 are one family: it is ranked on games won, their points not added up
    family = next(s for s in services.standings.by_game(night.evening_id, per="family")
                  if s.key == "euchre")
    assert family.game_ids == ("euchre", "five-hundred") and not family.adds_points
    ann = next(line for line in family.lines if line.row.name == "Ann")
    assert (ann.place_text, ann.row.won, ann.row.points) == ("1", 2, 0)  # two games won


def test_the_places_rule_counts_places_at_each_table(evening):
    services, night = evening
    seasons = SeasonService(services.db)
    season = seasons.create("Places", {"basis": "places", "tie_breaks": ["games_won"]},
                            [night.evening_id])
    assert season.rules.together and season.rules.places == (3, 2, 1)
    result = seasons.standings(season.id)  # the rules say how: every game together
    assert result.game is None and result.together and not result.adds_points
    # 3 for 1st, 2 for 2nd, 1 for 3rd at each table; partners share their side's place
    assert scores(result) == {
        "Ann": 3 + 3,  # euchre 1st, 500 1st
        "Lou": 2 + 3,  # 500 2nd, cribbage 1st
        "Max": 1 + 2,  # 500 3rd, cribbage 2nd
        "Ivy": 3, "Jon": 2, "Kit": 1,
        "Cat": 3, "Bob": 2, "Dan": 2, "Fay": 3, "Hal": 3, "Eve": 2, "Gus": 2,
        "Nan": 3, "Pam": 3, "Oli": 2, "Ray": 2}
    placings = result.standings.placings
    assert [(p.place_text, p.record.name) for p in placings[:2]] == [("1", "Ann"), ("2", "Lou")]
    assert [int(p.record.score) for p in placings] == sorted(
        (int(p.record.score) for p in placings), reverse=True)
    # level on 3, games won break it (Max won none); still level: the place shared
    three = [p for p in placings if int(p.record.score) == 3]
    assert three[-1].record.name == "Max" and three[0].place_text.endswith("=")
    assert seasons.standings(season.id, ALL_GAMES).standings == result.standings
    # one game under the same rule: only that game's places
    assert scores(seasons.standings(season.id, "cribbage")) == {"Lou": 3, "Max": 2}

    seasons.set_rules(season.id, {"basis": "places", "places": [5, 3, 1]})
    again = scores(seasons.standings(season.id))
    assert (again["Ann"], again["Lou"], again["Max"]) == (10, 8, 4)
    with pytest.raises(ServiceError, match="places: expected the points for 1st, 2nd, 3rd"):
        seasons.set_rules(season.id, {"basis": "places", "places": [1, 3]})
    assert seasons.get(season.id).rules.places == (5, 3, 1)  # the refusal changed nothing


def test_places_at_a_table_are_shared_and_an_empty_table_places_nobody():
    def seat(game, member, side, won, points, deals=3, matches=0, chips=0):
        return SeatResult(game, member, side, deals, matches, won, points, chips)

    places = table_places([
        # partners: side A won; B lost
        seat(1, 10, "A", 1, 6), seat(1, 11, "B", 0, 0), seat(1, 12, "A", 1, 6),
        seat(1, 13, "B", 0, 0),
        # three players, two level after the winner: both 2nd, nobody 3rd
        seat(2, 20, "P", 1, 540), seat(2, 21, "Q", 0, 20), seat(2, 22, "R", 0, 20),
        # the rubber won comes first, not the points (seeds/004 line 25: the rubber is won
        # by the first pair to win two games)
        seat(3, 30, "A", 2, 9, matches=1), seat(3, 31, "B", 1, 12),
        # sat down, nothing recorded
        seat(4, 40, "A", 0, 0, deals=0), seat(4, 41, "B", 0, 0, deals=0)])
    assert places == {(1, 10): 1, (1, 12): 1, (1, 11): 2, (1, 13): 2,
                      (2, 20): 1, (2, 21): 2, (2, 22): 2, (3, 30): 1, (3, 31): 2}
    assert [place_points(n, (3, 2, 1)) for n in (1, 2, 3, 4)] == [3, 2, 1, 0]


def test_a_season_that_summed_raw_points_keeps_what_it_stored(evening):
    """A season saved when total points covered every game: its rules as stored, shown game
    by game, each game's figures readable; nothing is written by showing them."""
    services, night = evening
    seasons = SeasonService(services.db)
    stored = {"basis": "points", "aggregate": "total", "best_of": 1, "min_evenings": 0,
              "stars": {"gold": 3, "red": 2, "green": 1}, "acc_double_skunk": 3,
              "tie_breaks": ["head_to_head", "games_won", "fewer_losses", "lots"],
              "games": []}  # as clubapp stored it before
    season = seasons.create("Old league", stored, [night.evening_id], lots_seed=3)

    def stored_rules():
        with services.db.transaction() as session:
            return session.scalar(select(Season.rules).where(Season.id == season.id))

    assert stored_rules() == stored
    assert seasons.get(season.id).rules_text.startswith("Total points, each game on its own")
    shown = {r.game: scores(r) for r in seasons.every_standing(season.id)}
    assert shown == {"euchre": EUCHRE_POINTS, "five-hundred": FIVE_HUNDRED_POINTS,
                     "cribbage": CRIBBAGE_HOLES}
    assert stored_rules() == stored  # read, never rewritten
