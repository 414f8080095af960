"""The room's screen's view of an evening (``RoomStandingsService.view``), on SQLite and on
PostgreSQL: its tables with their players in seat order and the game each plays now, tonight's
standings per game as the Standings page has them, and the standings of the seasons that count
the evening — every game together where a season's rules say how, else each game played
tonight on its own."""

from __future__ import annotations

import datetime as dt

from clubapp.services import Services
from clubapp.services.room_standings import RoomStandingsService, RoomTable

# a rubber of euchre won by A two games to none (law 3, seeds/002 line 219)
RUBBER = [{"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 5},
          {"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 5}]
NAMES = ["Ann Lee", "Bob Hart", "Cat Moss", "Dan Ford", "Eve Hill", "Fay Wong", "Гусь Иванов"]


def league(services: Services) -> dict[str, int]:
    """Two evenings of one season: the first plays four-handed cribbage, the second (tonight)
    euchre — a rubber won, then another begun — and cribbage, with a free table."""
    ids = [services.members.add(n).id for n in NAMES]
    before = services.evenings.create(dt.date(2026, 11, 20), "Cribbage night", "league").id
    services.evenings.seat_table(before, ids[0:4], "cribbage-four", {})
    tonight = services.evenings.create(dt.date(2026, 11, 27), "Euchre night", "league").id
    table, euchre = services.evenings.seat_table(tonight, [ids[2], ids[0], ids[3], ids[1]],
                                                 "euchre", {})
    for deal in RUBBER:
        services.scoring.record_deal(euchre, deal)
    again = services.evenings.start_game(table.id, "euchre")
    services.scoring.record_deal(again, {"makers": "B", "tricks": 3})
    _t, cribbage = services.evenings.seat_table(tonight, [ids[6], ids[4]], "cribbage", {})
    services.scoring.record_deal(cribbage, {"points": {NAMES[6]: 14, NAMES[4]: 9}})
    services.evenings.add_table(tonight)  # nobody sits there yet
    points = services.seasons.create("Autumn league", evening_ids=[before, tonight]).id
    return {"before": before, "tonight": tonight, "points": points,
            "again": again}


def test_the_tables_standings_and_seasons_of_tonight(services):
    made = league(services)
    room = RoomStandingsService(services.db)
    view = room.view(made["tonight"])
    assert (view.club, view.evening, view.date, view.kind, view.closed) == (
        services.club.name(), "Euchre night", dt.date(2026, 11, 27), "league", False)
    # seat order, the game now at the table; the free table is left out
    assert view.tables == (RoomTable(1, ("Cat Moss", "Ann Lee", "Dan Ford", "Bob Hart"), "euchre"),
                           RoomTable(2, ("Гусь Иванов", "Eve Hill"), "cribbage"))
    # tonight's standings: what the Standings page shows of this evening
    assert view.games == tuple(services.standings.by_game(made["tonight"]))
    euchre = next(g for g in view.games if g.key == "euchre")
    first = [line.row.name for line in euchre.lines if line.place == 1]
    assert sorted(first) == ["Cat Moss", "Dan Ford"]  # side A: seats 1 and 3
    # the season on total points: each game played tonight on its own, the most played first
    # (the other evening's four-handed cribbage is left out)
    assert [(s.season.name, s.game) for s in view.seasons] == [("Autumn league", "euchre"),
                                                               ("Autumn league", "cribbage")]
    for standing in view.seasons:
        assert standing == services.seasons.standings(made["points"], standing.game)


def test_a_season_that_counts_every_game_together_shows_that_one(services):
    made = league(services)
    cup = services.seasons.create("Games won cup", {"basis": "games_won"},
                                  [made["before"], made["tonight"]])
    view = RoomStandingsService(services.db).view(made["tonight"])
    together = [s for s in view.seasons if s.season.id == cup.id]
    assert [s.game for s in together] == [None]
    top = together[0].standings.placings[0]
    assert top.place == 1 and top.record.name in ("Cat Moss", "Dan Ford") and top.record.won == 2


def test_an_evening_in_no_season_and_a_deal_read_at_once(services):
    made = league(services)
    room = RoomStandingsService(services.db)
    lone = services.evenings.create(dt.date(2026, 12, 4), "Friday club").id
    view = room.view(lone)
    assert (view.games, view.seasons, view.tables) == ((), (), ())
    before = room.view(made["tonight"])
    services.scoring.record_deal(made["again"], {"makers": "B", "tricks": 5})
    after = room.view(made["tonight"])
    assert after != before
    euchre = next(g for g in after.games if g.key == "euchre")
    assert {line.row.name: line.row.points for line in euchre.lines}["Ann Lee"] == 1 + 2
