"""Seats at an evening's tables: a player is free once the game at their table is over, a table
can be freed, and the club's recent games come first in the game picker."""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.services import ServiceError, Services

# a rubber of euchre won by A two games to none, 5-0 and 5-0 (law 3, seeds/002 line 219)
RUBBER = [{"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 5},
          {"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 5}]


def evening_of(services: Services, names: list[str]) -> tuple[int, list[int]]:
    ids = [services.members.add(n).id for n in names]
    return services.evenings.create(dt.date(2026, 11, 27), "Friday club").id, ids


def test_a_player_whose_rubber_is_over_may_sit_at_another_table(services):
    evening, ids = evening_of(services, ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"])
    first = services.evenings.add_table(evening)
    services.evenings.seat_players(first.id, ids[:4])
    game = services.evenings.start_game(first.id, "euchre")
    second = services.evenings.add_table(evening)
    with pytest.raises(ServiceError) as refused:  # the rubber goes on: Ann is taken
        services.evenings.seat_players(second.id, [ids[0], *ids[4:]])
    assert refused.value.why.id == "evenings.already_seated"
    for entry in RUBBER:
        view = services.scoring.record_deal(game, entry)
    assert view.over
    seated = services.evenings.seat_players(second.id, [ids[0], *ids[4:]])
    assert [s.name for s in seated.seats] == ["Ann", "Eve", "Fay", "Gus"]
    # she left table 1 for table 2; its game and deals stay recorded as they were
    assert [s.name for s in services.evenings.detail_table(first.id).seats] == [
        "Bob", "Cat", "Dan"]
    assert services.scoring.view(game).players == ("Ann", "Bob", "Cat", "Dan")


def test_freeing_a_table_lets_its_players_go_but_not_in_the_middle_of_a_game(services):
    evening, ids = evening_of(services, ["Ann", "Bob", "Cat", "Dan"])
    table = services.evenings.add_table(evening)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "euchre")
    services.scoring.record_deal(game, RUBBER[0])
    with pytest.raises(ServiceError) as refused:
        services.evenings.free_table(table.id)
    assert refused.value.why.id == "tables.game_in_progress"
    assert len(services.evenings.detail_table(table.id).seats) == 4  # nothing changed
    for entry in RUBBER[1:]:
        services.scoring.record_deal(game, entry)
    assert services.evenings.free_table(table.id).seats == ()
    other = services.evenings.add_table(evening)
    assert len(services.evenings.seat_players(other.id, ids).seats) == 4
    assert len(services.scoring.view(game).deals) == 4


def test_a_table_seated_but_not_started_can_be_freed(services):
    evening, ids = evening_of(services, ["Ann", "Bob", "Cat", "Dan"])
    table = services.evenings.add_table(evening)
    services.evenings.seat_players(table.id, ids)
    assert services.evenings.free_table(table.id).seats == ()


def test_the_recent_games_are_the_last_started_each_once(services):
    evening, ids = evening_of(services, ["Ann", "Bob", "Cat", "Dan"])
    for game in ("euchre", "cribbage-four", "euchre", "whist-ru"):
        table = services.evenings.add_table(evening)
        services.evenings.seat_players(table.id, ids)
        services.evenings.start_game(table.id, game)
        services.evenings.free_table(table.id)
    assert services.evenings.recent_games() == ["whist-ru", "euchre", "cribbage-four"]
    assert services.evenings.recent_games(limit=1) == ["whist-ru"]
