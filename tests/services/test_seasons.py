"""Seasons through the services, on SQLite and PostgreSQL: the test season of issue 10.

Twelve evenings, forty members, euchre and cribbage (tests/services/season_data.py); the
standings are compared with a count made here by hand from the schedule and the book's points.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections import defaultdict

import pytest
from alembic import command
from sqlalchemy import func, select

from clubapp.events.standing_rules import StandingRules
from clubapp.services import ServiceError, Services
from clubapp.services.history import HistoryService
from clubapp.services.seasons import SeasonService
from clubapp.store.database import _alembic_config, open_database
from clubapp.store.models import EveningResult, GameResult
from tests.helpers.databases import copy_club
from tests.services.season_data import NAMES, build_club, schedule, without_fsync

# seeds/002 lines 213–215: (side A's points, side B's, the winner) of each deal sequence
BOOK = {
    "sweep": (6, 0, "A"),  # law 2: a lone march scores 4; law 1: a march 2
    "comeback": (1, 5, "B"),  # law 1: 3 tricks 1; law 2: B's lone march 4; law 1: 4 tricks 1
    "close": (5, 2, "A"),  # law 1: B euchred, 2 to A; B's march 2; law 2: A alone 3 tricks 1;
    # law 1: A's march 2
}


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def season_club(request, tmp_path_factory):
    if request.param == "sqlite":
        url = str(copy_club(request.getfixturevalue("club_template"),
                            tmp_path_factory.mktemp("season") / "club.sqlite"))
    else:
        url = request.getfixturevalue("pg_server").new_database()
    services = Services.open(url)
    without_fsync(services)
    club = build_club(services)
    yield services, club
    services.close()


def hand_count_euchre():
    """Each member's euchre points, games won and lost, and evenings, counted from the book."""
    count = defaultdict(lambda: {"points": 0, "won": 0, "lost": 0, "evenings": set()})
    for table in schedule():
        if table.game != "euchre":
            continue
        a, b, winner = BOOK[table.kind]
        for seat, member in enumerate(table.seats):
            side = "AB"[seat % 2]
            mine = count[NAMES[member]]
            mine["points"] += a if side == "A" else b
            mine["won" if side == winner else "lost"] += 1
            mine["evenings"].add(table.evening)
    return count


def hand_head_to_head(group):
    """Games won and lost by each of ``group`` against the others of it, by hand."""
    record = {name: [0, 0] for name in group}
    for table in schedule():
        if table.game != "euchre":
            continue
        winner = BOOK[table.kind][2]
        names = [NAMES[m] for m in table.seats]
        for seat, name in enumerate(names):
            rivals = [n for s, n in enumerate(names) if s % 2 != seat % 2]
            if name in group and any(r in group for r in rivals):
                record[name][0 if "AB"[seat % 2] == winner else 1] += 1
    return {name: tuple(r) for name, r in record.items()}


def league(services, club, rules=None, seed=7):
    seasons = SeasonService(services.db)
    season = seasons.create(f"League {len(seasons.list()) + 1}",
                            rules or StandingRules(games=("euchre",)), club.evening_ids, seed)
    return seasons.standings(season.id)


def test_the_euchre_league_matches_the_hand_count(season_club):
    """Every member's points, games won and lost and evenings equal the count from the book."""
    services, club = season_club
    result = league(services, club).standings
    counted = hand_count_euchre()
    assert len(result.placings) == 40
    for placing in result.placings:
        mine = counted[placing.record.name]
        assert (placing.record.points, placing.record.won, placing.record.lost,
                len(placing.record.evenings)) == (mine["points"], mine["won"], mine["lost"],
                                                  len(mine["evenings"]))
        assert placing.record.score == mine["points"]
    ranked = sorted(counted.items(), key=lambda item: -item[1]["points"])
    assert [p.record.score for p in result.placings] == [c["points"] for _, c in ranked]
    assert [p.place for p in result.placings] == list(range(1, 41))  # lots end every tie


def test_the_top_of_the_league_and_its_ties_explained(season_club):
    services, club = season_club
    result = league(services, club).standings
    top = [(p.place_text, p.record.name, p.record.score_text) for p in result.placings[:10]]
    assert top == [("1", "Kit Rowe", "36"),
                   ("2", "Zoe Hyde", "29"), ("3", "Ivy Shaw", "29"), ("4", "Hugh Lott", "29"),
                   ("5", "Flo Marsh", "28"), ("6", "Una Bell", "28"),
                   ("7", "Wyn Hunt", "27"), ("8", "Dan Ford", "27"), ("9", "Dot Frost", "27"),
                   ("10", "Xan Yates", "27")]
    group = ("Dan Ford", "Dot Frost", "Wyn Hunt", "Xan Yates")
    by_hand = hand_head_to_head(group)
    assert by_hand == {"Dan Ford": (0, 0), "Dot Frost": (0, 0), "Wyn Hunt": (4, 2),
                       "Xan Yates": (2, 4)}
    report = next(t for t in result.ties if t.level_on == "27 points")
    assert report.text == (
        "Dan Ford, Dot Frost, Wyn Hunt and Xan Yates are level on 27 points. "
        "Head-to-head: Dan Ford 0–0, Dot Frost 0–0, Wyn Hunt 4–2, Xan Yates 2–4 — order: "
        "Wyn Hunt, then Dan Ford and Dot Frost (level), then Xan Yates. "
        "Games won between Dan Ford and Dot Frost: Dan Ford 5, Dot Frost 4 — Dan Ford ahead.")
    three = next(t for t in result.ties if t.level_on == "29 points")
    assert three.text.endswith(
        "Fewer losses: Hugh Lott 3, Ivy Shaw 2, Zoe Hyde 2 — order: Ivy Shaw and Zoe Hyde "
        "(level), then Hugh Lott. Lots between Ivy Shaw and Zoe Hyde: drawn by lot (season "
        "seed 7): Zoe Hyde and Ivy Shaw.")
    assert result.placings[1].note == "level with Hugh Lott, Ivy Shaw: never met, won 5, lost 2, 1st by lot"
    kit = result.placings[0]
    assert kit.note == "" and hand_count_euchre()["Kit Rowe"]["won"] == 6


def test_the_same_seed_draws_the_same_lots(season_club):
    services, club = season_club
    first = league(services, club, seed=11).standings
    again = league(services, club, seed=11).standings
    assert [p.record.name for p in first.placings] == [p.record.name for p in again.placings]


def test_minimum_attendance_and_average_through_the_service(season_club):
    services, club = season_club
    rules = StandingRules(aggregate="average", min_evenings=8, games=("euchre",))
    result = league(services, club, rules).standings
    counted = hand_count_euchre()
    for placing in result.placings:
        mine = counted[placing.record.name]
        assert placing.record.score * len(mine["evenings"]) == mine["points"]
        assert (placing.place is None) == (len(mine["evenings"]) < 8)
    unplaced = [p for p in result.placings if p.place is None]
    assert unplaced and all(p.note.startswith("not placed: ") for p in unplaced)
    assert result.placings[-len(unplaced):] == tuple(unplaced)


def test_the_cribbage_ladder_the_acc_way(season_club):
    """ACC (house default): 2 a game won, 3 a skunk (seeds/001 line 43: the lurch); spread next.

    A "lurch" table: the dealer first goes out on 80 with the other on 30, the turn's hole:
    3 points and a spread of 61 − 30 = 31. A "near" table: the second wins 61 to 31, no skunk:
    2 points and a spread of 30.
    """
    services, club = season_club
    result = league(services, club, StandingRules.acc()).standings
    acc, spread = defaultdict(int), defaultdict(int)
    for table in schedule():
        if table.game != "cribbage":
            continue
        first, second = (NAMES[m] for m in table.seats)
        if table.kind == "lurch":
            acc[first] += 3
            spread[first] += 31
            spread[second] -= 31
        else:
            acc[second] += 2
            spread[second] += 30
            spread[first] -= 30
        acc[first] += 0
        acc[second] += 0
    got = {p.record.name: (p.record.score, p.record.spread) for p in result.placings}
    assert got == {name: (acc[name], spread[name]) for name in acc}
    for upper, lower in zip(result.placings, result.placings[1:], strict=False):
        if upper.record.score == lower.record.score:
            assert upper.record.spread >= lower.record.spread


def test_member_page_counts_partners_opponents_and_evenings(season_club):
    services, club = season_club
    member = 0  # Ann Lee
    page = HistoryService(services.db).member_page(club.member_ids[member])
    tables = [t for t in schedule() if member in t.seats]
    assert len(page.evenings) == len({t.evening for t in tables})
    assert page.evenings[0].date > page.evenings[-1].date  # newest first
    partners, opponents = defaultdict(int), defaultdict(int)
    for table in tables:
        mine = table.seats.index(member)
        for seat, other in enumerate(table.seats):
            if other == member:
                continue
            same = table.game == "euchre" and seat % 2 == mine % 2
            (partners if same else opponents)[NAMES[other]] += 1
    assert {m.name: m.games for m in page.partners} == dict(partners)
    assert {m.name: m.games for m in page.opponents} == dict(opponents)
    euchre = next(g for g in page.games if g.game_kind == "euchre")
    assert (euchre.points, euchre.won, euchre.lost) == (
        hand_count_euchre()["Ann Lee"]["points"], hand_count_euchre()["Ann Lee"]["won"],
        hand_count_euchre()["Ann Lee"]["lost"])
    assert len(page.rating_points) == len(tables)  # one finished game at each table
    assert page.rating_rank is not None and page.rated_members == 40


def test_ratings_rank_everyone_who_played(season_club):
    services, _club = season_club
    lines = HistoryService(services.db).ratings()
    assert len(lines) == 40 and [line.rank for line in lines] == list(range(1, 41))
    assert lines[0].rating.conservative >= lines[-1].rating.conservative


# --- small clubs, one per test ------------------------------------------------------------

def four_at_euchre(services: Services, options=None):
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cat", "Dan")]
    evening = services.evenings.create(dt.date(2026, 2, 6), "Friday")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "euchre", options or {"rubber": False})
    return ids, evening.id, game


def cached(services, game):
    with services.db.transaction() as session:
        return {r.member_id: (r.points, r.won, r.played) for r in session.scalars(
            select(GameResult).where(GameResult.game_id == game))}


def test_undo_redo_and_correction_refresh_the_standings_and_ratings(services):
    """The cache follows every change of the deals: standings and ratings are never stale."""
    ids, evening, game = four_at_euchre(services)
    seasons, history = SeasonService(services.db), HistoryService(services.db)
    season = seasons.create("Spring", None, [evening], lots_seed=1)
    services.scoring.record_deal(game, {"makers": "A", "tricks": 5, "alone": True})
    view = services.scoring.record_deal(game, {"makers": "A", "tricks": 5})
    assert cached(services, game)[ids[0]] == (6, 1, 1)
    ann_before = history.member_page(ids[0]).rating
    assert ann_before.mu > 25
    services.scoring.withdraw_deal(view.deals[-1].id)
    assert cached(services, game)[ids[0]] == (4, 0, 0)
    assert history.member_page(ids[0]).rating.mu == pytest.approx(25)  # no finished game
    services.scoring.restore_deal(view.deals[-1].id)
    assert cached(services, game)[ids[0]] == (6, 1, 1)
    corrected = services.scoring.correct_deal(view.deals[0].id, {"makers": "B", "tricks": 5,
                                                                 "alone": True})
    assert corrected.totals == {"A": 2, "B": 4}
    assert cached(services, game)[ids[1]] == (4, 0, 0)
    rows = {p.record.name: p.record.score for p in
            seasons.standings(season.id).standings.placings}
    assert rows == {"Ann": 2, "Bob": 4, "Cat": 2, "Dan": 4}
    evening_sums_agree(services)


def evening_sums_agree(services) -> None:
    """The evening cache holds exactly the sums of the game cache."""
    g = GameResult
    with services.db.transaction() as session:
        sums = {tuple(row[:3]): tuple(row[3:]) for row in session.execute(
            select(g.evening_id, g.member_id, g.game_kind, func.count(), func.sum(g.points),
                   func.sum(g.won), func.sum(g.played), func.sum(g.deals))
            .group_by(g.evening_id, g.member_id, g.game_kind))}
        e = EveningResult
        held = {(r.evening_id, r.member_id, r.game_kind): (r.games, r.points, r.won, r.played,
                                                           r.deals)
                for r in session.scalars(select(e))}
    assert held == sums


def test_the_evening_cache_follows_two_games_changed_at_once(services):
    """Two computers: one corrects the first game of a table while the other scores the next.

    The same four members sit in both games of the evening; each computer's change moves the
    member's evening sums by its own difference, so neither is lost whoever commits first.
    """
    _ids, evening, first = four_at_euchre(services)
    for entry in ({"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 5}):
        view = services.scoring.record_deal(first, entry)
    table = services.scoring.view(first).table_id
    second = services.evenings.start_game(table, "euchre", {"rubber": False})
    other = Services.open(services.db.url)
    errors: list[BaseException] = []

    def correct_first():
        try:
            for n in range(12):
                services.scoring.correct_deal(view.deals[0].id, {
                    "makers": "AB"[n % 2], "tricks": 3 + n % 3})
        except BaseException as exc:  # reported below, in the test's thread
            errors.append(exc)

    def play_second():
        try:
            for n in range(12):
                game = other.scoring.record_deal(second, {"makers": "B", "tricks": 3 + n % 2})
                if game.over:
                    break
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=correct_first), threading.Thread(target=play_second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    other.close()
    assert errors == []
    evening_sums_agree(services)
    season = SeasonService(services.db).create("Check", None, [evening], lots_seed=1)
    by_name = {p.record.name: p.record.points
               for p in SeasonService(services.db).standings(season.id).standings.placings}
    first_view, second_view = services.scoring.view(first), services.scoring.view(second)
    total = {side: sum(d.points[side] for d in first_view.deals + second_view.deals)
             for side in "AB"}
    assert by_name == {"Ann": total["A"], "Cat": total["A"], "Bob": total["B"],
                       "Dan": total["B"]}


def test_tally_cards_make_a_stars_standing(services):
    """seeds/002 line 85: gold stars at the head table, red for moving up, green at the booby."""
    ids, evening, _game = four_at_euchre(services)
    seasons = SeasonService(services.db)
    seasons.set_award(evening, ids[0], gold=2, red=1)
    seasons.set_award(evening, ids[1], red=3, prize="second")
    seasons.set_award(evening, ids[2], green=4, prize="consolation")
    seasons.set_award(evening, ids[0], gold=2, red=1, prize="first")  # corrected card
    season = seasons.create("Party season", StandingRules(basis="stars"), [evening], lots_seed=3)
    rows = [(p.record.name, p.record.score_text)
            for p in seasons.standings(season.id).standings.placings]
    assert rows == [("Ann", "8"), ("Bob", "6"), ("Cat", "4")]
    cards = {a.name: (a.gold, a.red, a.green, a.prize) for a in seasons.awards(evening)}
    assert cards == {"Ann": (2, 1, 0, "first"), "Bob": (0, 3, 0, "second"),
                     "Cat": (0, 0, 4, "consolation")}
    page = HistoryService(services.db).member_page(ids[0])
    assert (page.gold, page.red, page.prizes[0][2]) == (2, 1, "first")
    with pytest.raises(ServiceError, match="gold stars"):
        seasons.set_award(evening, ids[0], gold=-1)


def test_seasons_are_named_once_and_refuse_bad_rules(services):
    _ids, evening, _game = four_at_euchre(services)
    seasons = SeasonService(services.db)
    season = seasons.create("Winter league", None, [evening])
    with pytest.raises(ServiceError, match="already a season called Winter league"):
        seasons.create(" winter   LEAGUE ")
    with pytest.raises(ServiceError) as info:
        seasons.create("Other", {"basis": "goals"})
    assert info.value.field == "basis"
    with pytest.raises(ServiceError, match="no evening number 999"):
        seasons.create("Third", None, [999])
    assert [s.name for s in seasons.list()] == ["Winter league"]
    changed = seasons.set_rules(season.id, {"basis": "games_won", "tie_breaks": ["lots"]})
    assert changed.rules == StandingRules(basis="games_won", tie_breaks=("lots",))
    assert seasons.set_evenings(season.id, []).evening_ids == ()
    assert seasons.rename(season.id, "Winter").name == "Winter"
    seasons.delete(season.id)
    assert seasons.list() == []


def test_upgrading_an_old_database_fills_the_results_cache(db_url):
    """Migration 0003 replays the games already recorded into the cache (both databases)."""
    services = Services.open(db_url)
    try:
        ids, _evening, game = four_at_euchre(services)
        for entry in ({"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5, "alone": True},
                      {"makers": "B", "tricks": 4}):
            services.scoring.record_deal(game, entry)
        before = cached(services, game)
        with services.db.engine.begin() as conn:
            config = _alembic_config()
            config.attributes["connection"] = conn
            command.downgrade(config, "0002")
    finally:
        services.close()
    db = open_database(db_url, upgrade=True)  # upgrades to the head again (a server: asked)
    try:
        with db.transaction() as session:
            rows = session.scalar(select(func.count()).select_from(GameResult))
    finally:
        db.close()
    reopened = Services.open(db_url)
    try:
        assert rows == 4 and cached(reopened, game) == before
        assert before[ids[1]] == (5, 1, 1)
    finally:
        reopened.close()
