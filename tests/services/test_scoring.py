"""Recording, undoing, redoing and correcting deals through the services, on SQLite and PostgreSQL."""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.rules import RuleError
from clubapp.services import ServiceError, Services


def seat_euchre(services: Services, names=("Ann", "Bob", "Cat", "Dan")) -> int:
    ids = [services.members.add(n).id for n in names]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Friday club")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    return services.evenings.start_game(table.id, "euchre")


def test_record_deal_is_committed_and_derived(services, db_url):
    game = seat_euchre(services)
    view = services.scoring.record_deal(game, {"makers": "A", "tricks": 5})
    assert view.totals == {"A": 2, "B": 0}
    services.close()
    reopened = Services.open(db_url)
    try:
        again = reopened.scoring.view(game)
        assert again.totals == {"A": 2, "B": 0}
        assert again.deals[0].entry == {"makers": "A", "tricks": 5}
        assert again.deals[0].entered_by
    finally:
        reopened.close()


def test_invalid_deal_changes_nothing(services):
    game = seat_euchre(services)
    services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
    with pytest.raises(RuleError) as info:
        services.scoring.record_deal(game, {"makers": "A", "tricks": 9})
    assert info.value.message == "deal 2: tricks: 9 is above the maximum 5"
    assert len(services.scoring.view(game).deals) == 1


def test_undo_redo_and_correction_recompute_everything_after(services):
    game = seat_euchre(services)
    for entry in ({"makers": "A", "tricks": 5}, {"makers": "A", "tricks": 3},
                  {"makers": "B", "tricks": 4}):
        view = services.scoring.record_deal(game, entry)
    assert view.totals == {"A": 3, "B": 1}
    last = view.deals[-1].id
    assert services.scoring.withdraw_deal(last).totals == {"A": 3, "B": 0}
    assert services.scoring.restore_deal(last).totals == {"A": 3, "B": 1}
    corrected = services.scoring.correct_deal(view.deals[0].id, {"makers": "B", "tricks": 2})
    assert corrected.totals == {"A": 3, "B": 1}
    assert [d.totals for d in corrected.deals] == [{"A": 2, "B": 0}, {"A": 3, "B": 0},
                                                   {"A": 3, "B": 1}]
    assert corrected.deals[0].revision == 2


def test_correction_that_breaks_a_later_deal_is_refused_whole(services):
    game = seat_euchre(services)
    lone, a3, b3 = ({"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 3},
                    {"makers": "B", "tricks": 3})
    deals = [lone, b3, a3, lone, b3, a3]  # A wins game 1 at deal 3, the rubber at deal 6
    for entry in deals:
        view = services.scoring.record_deal(game, entry)
    # deal 2 a lone march for A: game 1 ends at deal 2, the rubber at deal 4; deal 5 is impossible
    with pytest.raises(RuleError) as info:
        services.scoring.correct_deal(view.deals[1].id, {"makers": "A", "tricks": 5,
                                                         "alone": True})
    assert info.value.deal == 5
    assert services.scoring.view(game).deals[1].entry == {"makers": "B", "tricks": 3}


def test_closed_evening_refuses_deals(services):
    game = seat_euchre(services)
    evening = services.evenings.list()[0]
    services.evenings.set_closed(evening.id, True)
    with pytest.raises(ServiceError, match="closed"):
        services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
    services.evenings.set_closed(evening.id, False)
    assert services.scoring.record_deal(game, {"makers": "A", "tricks": 3}).totals["A"] == 1


def test_standings_count_games_rubbers_and_points(services):
    game = seat_euchre(services)
    lone_and_one = [{"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 3}]
    for entry in lone_and_one * 2:
        services.scoring.record_deal(game, entry)
    rows = {r.name: r for r in services.standings.standings()}
    assert rows["Ann"].won == 2 and rows["Ann"].matches_won == 1 and rows["Ann"].points == 10
    assert rows["Bob"].won == 0 and rows["Bob"].played == 2 and rows["Bob"].points == 0
    assert [r.name for r in services.standings.standings()][:2] == ["Ann", "Cat"]
