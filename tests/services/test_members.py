"""Members and evenings through the services, on SQLite and PostgreSQL."""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.services import ServiceError
from tests.helpers.databases import sqlite_only


def test_add_search_edit(services):
    services.members.add("Ann Lee", "ann@example.org", "555-1")
    services.members.add("Bob Hart")
    assert [m.name for m in services.members.list("lee")] == ["Ann Lee"]
    assert [m.name for m in services.members.list("555")] == ["Ann Lee"]
    bob = services.members.list("bob")[0]
    services.members.update(bob.id, name="Robert Hart")
    assert [m.name for m in services.members.list()] == ["Ann Lee", "Robert Hart"]


@sqlite_only
@pytest.mark.parametrize("name, reason", [("", "needs a name"), ("   ", "needs a name"),
                                          ("x" * 201, "longer than 200")])
def test_bad_names_are_refused(services, name, reason):
    with pytest.raises(ServiceError, match=reason):
        services.members.add(name)
    assert services.members.list() == []


def test_duplicate_member_refused(services):
    services.members.add("Ann")
    with pytest.raises(ServiceError, match="already a member"):
        services.members.add(" ann ")
    assert len(services.members.list()) == 1


def test_member_with_results_is_retired_never_deleted(services):
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cat", "Dan", "Eve")]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Club")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids[:4])
    services.evenings.start_game(table.id, "euchre")
    with pytest.raises(ServiceError, match="retire"):
        services.members.delete(ids[0])
    services.members.set_retired(ids[0], True)
    assert services.members.get(ids[0]).retired
    assert next(m.name for m in services.members.list(include_retired=False)) == "Bob"
    services.members.delete(ids[4])  # never played: may go
    assert len(services.members.list()) == 4


def test_evenings_create_close_and_seat_checks(services):
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cat", "Dan")]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Progressive night", "party")
    with pytest.raises(ServiceError, match="needs a name"):
        services.evenings.create(dt.date(2026, 11, 27), " ")
    with pytest.raises(ServiceError, match="unknown kind"):
        services.evenings.create(dt.date(2026, 11, 27), "x", "rave")
    one = services.evenings.add_table(evening.id)
    two = services.evenings.add_table(evening.id)
    assert (one.number, two.number) == (1, 2)
    services.evenings.seat_players(one.id, ids)
    with pytest.raises(ServiceError, match="already sits at table 1"):
        services.evenings.seat_players(two.id, ids[:1])
    with pytest.raises(ServiceError, match="4 players"):
        services.evenings.seat_players(two.id, [])
        services.evenings.start_game(two.id, "euchre")
    services.evenings.set_closed(evening.id, True)
    assert services.evenings.list()[0].closed
    with pytest.raises(ServiceError, match="closed"):
        services.evenings.add_table(evening.id)
