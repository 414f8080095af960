"""Gathering what the documents print from the services."""

from __future__ import annotations

import pytest

from clubapp.reports.data import evening_results, member_history
from clubapp.services import ServiceError


def test_an_evening_gathers_its_tables_in_order_with_their_games(club):
    results = evening_results(club.services, club.evenings["friday"])
    assert results.evening.name == "Friday club"
    assert [t.number for t in results.tables] == [1, 2, 3]
    assert results.tables[0].players == ("Ann", "Bob", "Cat", "Dan")
    assert [g.game_id for t in results.tables for g in t.games] == ["euchre", "euchre", "loo"]
    assert results.tables[0].games[0].match == {"winner": "A", "value": 3}


def test_a_member_history_follows_the_member_over_evenings(club):
    history = member_history(club.services, club.members["Ann"])
    assert history.member.name == "Ann"
    assert [(g.evening, g.table) for g in history.games] == [("Friday club", 1),
                                                              ("Вечер клуба", 2)]
    first, second = history.games
    assert (first.side, first.partners, first.won) == ("A", ("Cat",), True)
    assert (first.games_won, first.games_played) == (2, 3)
    assert first.points == sum(d.points["A"] for d in first.view.deals)
    assert (second.side, second.partners, second.won) == ("A", ("Νίκος",), None)
    assert history.evenings == 2


def test_unknown_ids_are_service_errors(club):
    with pytest.raises(ServiceError):
        evening_results(club.services, 9999)
    with pytest.raises(ServiceError):
        member_history(club.services, 9999)
