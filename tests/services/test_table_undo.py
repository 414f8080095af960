"""Undo and redo at a table: only ever the game's last deal, refused as a whole otherwise."""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.services import ServiceError, Services

LOO = [{"tricks": {"Bob": 2, "Cid": 1}}, {"in": ["Cid", "Dot"], "tricks": {"Cid": 1, "Dot": 2}},
       {"tricks": {"Dot": 3}}, {"in": ["Ann", "Bob"], "tricks": {"Ann": 2, "Bob": 1}}]


def loo_table(services: Services) -> tuple[int, int, int]:
    """An evening with a loo table of four; the evening, the table, the game."""
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cid", "Dot")]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Friday club")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    return evening.id, table.id, services.evenings.start_game(table.id, "loo")


def stored(services: Services, game: int) -> list[tuple]:
    """Every recorded deal as stored: its entry, dealer, points and revision."""
    return [(d.number, d.entry, d.dealer, d.points, d.revision)
            for d in services.scoring.view(game).deals]


def test_undo_takes_out_the_last_deal_and_redo_puts_it_back(services):
    _, _, game = loo_table(services)
    for entry in LOO:
        view = services.scoring.record_deal(game, entry)
    before = stored(services, game)
    undone = services.scoring.undo_last_deal(view.deals[-1].id, revision=1)
    assert stored(services, game) == before[:-1]
    assert undone.withdrawn == (view.deals[-1].id,)
    services.scoring.redo_deal(view.deals[-1].id)
    assert stored(services, game) == before


def test_undo_of_a_deal_that_is_no_longer_the_last_is_refused(services):
    """Another computer recorded deal 5 after deal 4: undoing deal 4 would renumber deal 5."""
    _, _, game = loo_table(services)
    for entry in LOO:
        view = services.scoring.record_deal(game, entry)
    mine = view.deals[-1].id
    services.scoring.record_deal(game, {"tricks": {"Ann": 3}})
    before = stored(services, game)
    with pytest.raises(ServiceError, match="deal 5 was recorded after deal 4"):
        services.scoring.undo_last_deal(mine, revision=1)
    assert stored(services, game) == before


def test_undo_on_a_closed_evening_or_of_a_deal_corrected_elsewhere_changes_nothing(services):
    evening, _, game = loo_table(services)
    for entry in LOO:
        view = services.scoring.record_deal(game, entry)
    last = view.deals[-1]
    services.evenings.set_closed(evening, True)
    before = stored(services, game)
    with pytest.raises(ServiceError, match="closed"):
        services.scoring.undo_last_deal(last.id, revision=1)
    assert stored(services, game) == before
    services.evenings.set_closed(evening, False)
    services.scoring.correct_deal(last.id, {"in": ["Ann", "Bob"], "tricks": {"Ann": 3}})
    before = stored(services, game)
    with pytest.raises(ServiceError, match="corrected on another computer"):
        services.scoring.undo_last_deal(last.id, revision=1)
    assert stored(services, game) == before


def test_redo_is_refused_once_another_deal_came_after(services):
    _, _, game = loo_table(services)
    for entry in LOO:
        view = services.scoring.record_deal(game, entry)
    last = view.deals[-1].id
    services.scoring.undo_last_deal(last)
    services.scoring.record_deal(game, {"in": ["Ann", "Bob"], "tricks": {"Ann": 3}})
    before = stored(services, game)
    with pytest.raises(ServiceError, match="recorded after this one was undone"):
        services.scoring.redo_deal(last)
    with pytest.raises(ServiceError, match="already back"):
        services.scoring.redo_deal(services.scoring.view(game).deals[-1].id)
    assert stored(services, game) == before


def test_undo_is_refused_once_the_table_started_another_game(services):
    _, table, game = loo_table(services)
    view = services.scoring.record_deal(game, LOO[0])
    services.evenings.start_game(table, "loo")
    with pytest.raises(ServiceError, match="started another game"):
        services.scoring.undo_last_deal(view.deals[-1].id)
    assert len(services.scoring.view(game).deals) == 1
