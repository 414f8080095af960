"""Tables' addresses and what their pages send, through the services (SQLite and PostgreSQL):
tokens that survive a restart (kept only as their hash: see test_tokens_hashed) and can be
revoked, a submission recorded once, the table and the phone in the audit log, locked tables
and closed evenings refused."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from clubapp.services import Services
from clubapp.services.party_views import BellRefused, TableEntry
from clubapp.services.table_access import AccessRefused, TableAccessService
from clubapp.services.views import ServiceError
from clubapp.store.models import AuditEntry
from tests.web.evenings import club_evening, party_evening


def test_a_table_address_is_a_long_secret_kept_across_a_restart(db_url, monkeypatch):
    from clubapp.services import table_access

    services = Services.open(db_url)
    evening, _ = club_evening(services)
    first = TableAccessService(services).addresses(evening)
    services.close()
    monkeypatch.setattr(table_access, "ISSUED", table_access.IssuedTokens())  # a new program
    again = Services.open(db_url)
    try:
        second = TableAccessService(again).addresses(evening)
        assert [a.id for a in second] == [a.id for a in first]
        assert [a.token for a in second] == [""]  # kept only as its hash: not shown again
        assert len(first[0].token) >= 43  # secrets.token_urlsafe(32)
        assert TableAccessService(again).find(first[0].token, evening).number == 1
    finally:
        again.close()


def test_made_up_other_evening_revoked_and_closed_tokens_are_refused(services):
    access = TableAccessService(services)
    evening, _ = club_evening(services)
    other, _ = club_evening(services, name="Saturday club")
    mine = access.addresses(evening)[0]
    theirs = access.addresses(other)[0]
    with pytest.raises(AccessRefused) as made_up:
        access.find("x" * 43, evening)
    assert made_up.value.status == 404
    with pytest.raises(AccessRefused) as elsewhere:
        access.find(theirs.token, evening)
    assert elsewhere.value.status == 403
    renewed = access.revoke(mine.id)
    assert renewed.token != mine.token
    with pytest.raises(AccessRefused) as revoked:
        access.find(mine.token, evening)
    assert revoked.value.status == 404
    assert access.find(renewed.token, evening).number == 1
    services.evenings.set_closed(evening, True)
    with pytest.raises(AccessRefused) as closed:
        access.find(renewed.token, evening)
    assert closed.value.status == 403


def test_a_deal_sent_twice_with_one_id_is_recorded_once_and_audited_with_its_table(services):
    access = TableAccessService(services)
    evening, (game,) = club_evening(services)
    table = access.addresses(evening)[0]
    first = access.record_deal(table, "a" * 32, {"makers": "A", "tricks": 4}, "10.0.0.7")
    again = access.record_deal(table, "a" * 32, {"makers": "A", "tricks": 4}, "10.0.0.7")
    assert first["deal"] == 1 and again["deal"] == 1 and again["again"]
    view = services.scoring.view(game)
    assert len(view.deals) == 1 and view.totals == {"A": 1, "B": 0}
    assert view.deals[0].entered_by == "table 1 (10.0.0.7)"
    with services.db.transaction() as session:
        who = session.scalars(select(AuditEntry.who).where(
            AuditEntry.action == "record deal")).all()
    assert who == ["table 1 (10.0.0.7)"]


def test_a_refused_deal_records_nothing_and_its_id_can_be_sent_again(services):
    access = TableAccessService(services)
    evening, (game,) = club_evening(services)
    table = access.addresses(evening)[0]
    with pytest.raises(Exception) as refused:
        access.record_deal(table, "b" * 32, {"makers": "A", "tricks": 9}, "10.0.0.7")
    assert refused.value.field == "tricks"
    assert services.scoring.view(game).deals == ()
    assert access.record_deal(table, "b" * 32, {"makers": "A", "tricks": 5}, "10.0.0.7") \
        ["deal"] == 1


def test_another_tables_submission_id_is_not_answered(services):
    access = TableAccessService(services)
    evening, _ = club_evening(services, games=(("euchre", ("Ann", "Bob", "Cat", "Dan")),
                                               ("euchre", ("Eve", "Fay", "Gus", "Hal"))))
    one, two = access.addresses(evening)
    access.record_deal(one, "c" * 32, {"makers": "A", "tricks": 3}, "10.0.0.7")
    with pytest.raises(AccessRefused) as refused:
        access.record_deal(two, "c" * 32, {"makers": "B", "tricks": 3}, "10.0.0.8")
    assert refused.value.status == 403


def test_a_locked_table_takes_nothing_and_undo_takes_only_its_last_deal(services):
    access = TableAccessService(services)
    evening, (game,) = club_evening(services)
    table = access.addresses(evening)[0]
    access.record_deal(table, "d" * 32, {"makers": "A", "tricks": 3}, "10.0.0.7")
    access.record_deal(table, "e" * 32, {"makers": "B", "tricks": 5}, "10.0.0.7")
    last = services.scoring.view(game).deals[-1]
    with pytest.raises(ServiceError):
        access.undo_last(table, "f" * 32, services.scoring.view(game).deals[0].id, None, "x")
    assert access.undo_last(table, "g" * 32, last.id, last.revision, "10.0.0.7")["deal"] == 2
    assert len(services.scoring.view(game).deals) == 1
    locked = access.set_locked(table.id, True)
    with pytest.raises(AccessRefused) as refused:
        access.record_deal(locked, "h" * 32, {"makers": "A", "tricks": 3}, "10.0.0.7")
    assert refused.value.status == 423
    assert len(services.scoring.view(game).deals) == 1


def test_a_partys_tables_hand_in_and_the_head_table_rings_the_bell(services):
    access = TableAccessService(services)
    evening = party_evening(services)
    tables = [a for a in access.addresses(evening) if a.kind == "table"]
    guests = [a for a in access.addresses(evening) if a.kind == "guest"]
    assert [t.number for t in tables] == [1, 2] and len(guests) == 8
    with pytest.raises(BellRefused) as tie:  # a tie needs the next hand's tricks (line 89)
        access.hand_in(tables[1], "i" * 32, 1, TableEntry(2, (3, 3)), "10.0.0.9")
    assert tie.value.part == "next_hand_tricks"
    assert access.bell_reports(evening, 1) == {}
    access.hand_in(tables[1], "j" * 32, 1, TableEntry(2, (4, 2)), "10.0.0.9")
    with pytest.raises(ServiceError) as early:
        access.ring_bell(tables[0], "k" * 32, 1, "10.0.0.8")
    assert early.value.why.id == "web.tables_missing"
    with pytest.raises(AccessRefused):  # table 2 is not the head table
        access.ring_bell(tables[1], "l" * 32, 1, "10.0.0.9")
    access.hand_in(tables[0], "m" * 32, 1, TableEntry(1, (5, 1)), "10.0.0.8")
    rung = access.ring_bell(tables[0], "n" * 32, 1, "10.0.0.8")
    assert rung["next"] == 2 and services.party.view(evening).round == 2
    assert access.ring_bell(tables[0], "n" * 32, 1, "10.0.0.8")["again"]  # sent twice: once
    assert services.party.view(evening).round == 2
