"""The end of a progressive-euchre party (seeds/002 line 93: "the hostess determines the hour
when play must stop"), on SQLite and PostgreSQL: after the end no bell rings (from the window,
the command line or a table's phone), the stars and the prizes stay as announced, and
reopening asks for the organiser's PIN where one is set and goes to the audit log."""

from __future__ import annotations

import random

import pytest
from sqlalchemy import select

from clubapp.services import Services
from clubapp.services.table_access import TableAccessService
from clubapp.services.views import ServiceError
from clubapp.store.models import AuditEntry
from clubapp.store.party_models import PartyChange
from tests.helpers.clubs import choices, names, party_evening, results_for
from tests.helpers.databases import copy_club

PIN = "4711"


def played(services: Services, bells: int = 3, guests: int = 20):
    """A party of ``guests`` (half in each pack) through ``bells`` bells."""
    people = names(guests // 2, guests // 2)
    evening, ids = party_evening(services, people)
    services.party.start(evening.id, choices(people, ids), seed=77)
    rng = random.Random(5)
    for _ in range(bells):
        view = services.party.view(evening.id)
        services.party.ring_bell(evening.id, view.round, results_for(view, rng))
    return evening.id, ids


def audit_lines(services: Services, action: str) -> list[AuditEntry]:
    with services.db.transaction() as session:
        return list(session.scalars(select(AuditEntry).where(AuditEntry.action == action)
                                    .order_by(AuditEntry.id)))


def test_the_end_fixes_the_stars_and_prizes_and_refuses_every_later_change(services):
    night, ids = played(services)
    awarded = services.party.award_prizes(night)
    ended = services.party.end(night)
    assert ended.ended is not None and ended.ended.round == 3
    assert ended.prizes == awarded.prizes and len(ended.prizes) == 6  # line 91: six prizes
    board = ended.board
    with pytest.raises(ServiceError, match="ended after round 3: no more bells"):
        services.party.ring_bell(night, ended.round, results_for(ended, random.Random(9)))
    with pytest.raises(ServiceError, match="its bells stay as they are"):
        services.party.undo_bell(night)
    with pytest.raises(ServiceError, match="nobody arrives now"):
        services.party.add_player(night, services.members.add("Late Lady").id, "red")
    with pytest.raises(ServiceError, match="nobody leaves it now"):
        services.party.remove_player(night, ids["Lady 01"])
    with pytest.raises(ServiceError, match="has already ended"):
        services.party.end(night)
    again = services.party.award_prizes(night)  # shown as fixed: nothing awarded again
    after = services.party.view(night)
    assert again.prizes == after.prizes == awarded.prizes and after.board == board
    assert after.round == 4 and len(after.bells) == 3
    with services.db.transaction() as session:
        kinds = [c.kind for c in session.scalars(select(PartyChange).order_by(PartyChange.seq))]
        end = session.scalar(select(PartyChange).where(PartyChange.kind == "end"))
        recorded = end.detail
    assert kinds.count("prizes") == 1 and kinds[-1] == "end"  # the second award wrote nothing
    assert [p["player"] for p in recorded["prizes"]] == [p.player for p in awarded.prizes]
    assert recorded["after_round"] == 3
    assert recorded["stars"]["Lady 01"] == [after.player("Lady 01").gold,
                                            after.player("Lady 01").red,
                                            after.player("Lady 01").green]
    line = audit_lines(services, "end party")[0]
    assert line.after["winners"] == [p.player for p in awarded.prizes]


def test_ending_without_an_award_awards_the_prizes_then(services):
    night, _ = played(services, bells=2, guests=16)
    assert services.party.view(night).prize_seed is None
    ended = services.party.end(night)
    assert ended.prize_seed is not None and len(ended.prizes) == 6
    assert all(p.reason for p in ended.prizes)  # each with its reason


def test_no_end_before_the_first_bell(services):
    people = names(4, 4)
    evening, ids = party_evening(services, people)
    services.party.start(evening.id, choices(people, ids), seed=3)
    with pytest.raises(ServiceError, match="ring the bell first"):
        services.party.end(evening.id)
    assert services.party.view(evening.id).ended is None


def test_a_table_page_cannot_hand_in_nor_ring_after_the_end(services):
    night, _ = played(services, bells=1, guests=8)
    pages = TableAccessService(services)
    head = next(a for a in pages.addresses(night) if a.kind == "table" and a.number == 1)
    view = services.party.end(night)
    with pytest.raises(ServiceError, match="no more bells") as refused:
        pages.hand_in(head, "end-hand-in-1", view.round, results_for(view, random.Random(1))[0],
                      "phone")
    assert refused.value.why.id == "partyend.ended_bell"
    with pytest.raises(ServiceError, match="no more bells"):
        pages.ring_bell(head, "end-ring-1", view.round, "phone")  # the head table's bell
    with pytest.raises(ServiceError, match="no more bells"):
        pages.host_rings(night, view.round)  # the window's bell from the handed-in results
    assert services.party.view(night).round == view.round


def test_reopening_needs_the_pin_is_audited_and_lets_the_bell_ring_again(services):
    night, _ = played(services, bells=2, guests=16)
    ended = services.party.end(night)
    services.club.set_pin(PIN)
    with pytest.raises(ServiceError, match="PIN is needed"):
        services.party.reopen(night)
    with pytest.raises(ServiceError, match="PIN is wrong"):
        services.party.reopen(night, "0000")
    assert services.party.view(night).ended is not None  # still ended
    assert audit_lines(services, "wrong PIN")  # the wrong try is logged
    reopened = services.party.reopen(night, PIN)
    assert reopened.ended is None
    line = audit_lines(services, "reopen party")[-1]
    assert line.before == {"ended_after_round": 2, "ended_by": ended.ended.by}
    assert line.after == {"ended": False}
    with pytest.raises(ServiceError, match="has not ended: there is nothing to reopen"):
        services.party.reopen(night, PIN)
    rung = services.party.ring_bell(night, reopened.round,
                                    results_for(reopened, random.Random(2)))
    assert rung.round == 4 and len(rung.bells) == 3
    undone = services.party.undo_bell(night)  # the bell rung after reopening can be undone
    assert undone.round == 3
    again = services.party.end(night)
    assert again.ended is not None and again.ended.round == 2


def test_without_a_pin_anyone_may_reopen_and_a_new_service_sees_the_end(db_url):
    first = Services.open(db_url)
    try:
        night, _ = played(first, bells=1, guests=8)
        first.party.end(night)
    finally:
        first.close()
    other = Services.open(db_url)  # another computer: the end is in the record, replayed
    try:
        view = other.party.view(night)
        assert view.ended is not None and view.ended.round == 1
        with pytest.raises(ServiceError, match="no more bells"):
            other.party.ring_bell(night, view.round, results_for(view, random.Random(3)))
        assert other.party.reopen(night).ended is None
    finally:
        other.close()


def test_an_ended_and_reopened_party_travels_in_the_club_file(services, tmp_path, club_template):
    """The end and the reopening are rows of the party's log like a bell: a club exported after
    them imports into a new file whole (it was refused: "kind: 'end' is not one of …")."""
    from clubapp.services.exchange import ExchangeService

    night, _ids = played(services, bells=2)
    services.party.award_prizes(night)
    services.party.end(night)
    services.party.reopen(night)
    services.party.end(night)
    document = ExchangeService(services.db).export_club_json()
    target = Services.open(str(copy_club(club_template, tmp_path / "copy.sqlite")))
    try:
        ExchangeService(target.db).import_club(document)
        assert ExchangeService(target.db).export_club_json() == document
        copied = target.party.view(night)
        assert copied.ended is not None and copied.ended.round == 2
        assert copied.prizes == services.party.view(night).prizes
    finally:
        target.close()
