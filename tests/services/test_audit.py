"""The audit log keeps both versions of a correction two computers made at once (issue 20,
item 10): the one refused as a conflict is written there too, so "Keep theirs" loses nothing."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import select

from clubapp.services import Services
from clubapp.services.views import ConflictError
from clubapp.store.models import AuditEntry


def one_deal_at_euchre(services: Services):
    """Ann, Bob, Cat and Dan at euchre, one deal recorded: (the game, the deal)."""
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cat", "Dan")]
    evening = services.evenings.create(dt.date(2026, 2, 6), "Friday")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "euchre")
    return game, services.scoring.record_deal(game, {"makers": "A", "tricks": 3}).deals[0]


def test_the_refused_version_of_a_conflicting_correction_is_in_the_audit_log(db_url):
    here, there = Services.open(db_url), Services.open(db_url)
    try:
        game, deal = one_deal_at_euchre(here)
        # both scorers opened deal 1 at revision 1; the other computer's correction lands first
        there.scoring.correct_deal(deal.id, {"makers": "A", "tricks": 4}, 1)
        with pytest.raises(ConflictError) as conflict:
            here.scoring.correct_deal(deal.id, {"makers": "B", "tricks": 3}, 1)
        assert conflict.value.theirs == {"makers": "A", "tricks": 4}
        # "Keep theirs": the deal stays theirs, and the log says what was chosen, and by whom
        here.scoring.keep_theirs(deal.id, conflict.value.mine, conflict.value.revision)
        assert deal_lines(here)[-3:] == [
            ("correct deal", deal.id, {"entry": {"makers": "A", "tricks": 3}},
             {"entry": {"makers": "A", "tricks": 4}}),
            ("correction met another", deal.id,
             {"entry": {"makers": "A", "tricks": 4}, "revision": 2},
             {"entry": {"makers": "B", "tricks": 3}}),
            ("correction not kept", deal.id,
             {"entry": {"makers": "B", "tricks": 3}, "not kept": True},
             {"entry": {"makers": "A", "tricks": 4}, "revision": 2, "kept": True})]
        assert here.scoring.view(game).deals[0].entry == {"makers": "A", "tricks": 4}
    finally:
        here.close()
        there.close()


def deal_lines(services: Services) -> list[tuple]:
    with services.db.transaction() as session:
        return [(e.action, e.entity_id, e.before, e.after) for e in session.scalars(
            select(AuditEntry).where(AuditEntry.entity == "deal").order_by(AuditEntry.id))]


def test_keep_mine_is_logged_as_the_choice_made(db_url):
    """Issue 35, item 3: after *Keep mine* the log says which version was kept, which was not
    (nothing is called "not kept" before the choice)."""
    here, there = Services.open(db_url), Services.open(db_url)
    try:
        game, deal = one_deal_at_euchre(here)
        there.scoring.correct_deal(deal.id, {"makers": "A", "tricks": 4}, 1)
        with pytest.raises(ConflictError) as conflict:
            here.scoring.correct_deal(deal.id, {"makers": "B", "tricks": 3}, 1)
        here.scoring.correct_deal(deal.id, conflict.value.mine, conflict.value.revision,
                                  over_theirs=True)
        lines = deal_lines(here)
        assert [line[0] for line in lines][-3:] == ["correct deal", "correction met another",
                                                "keep mine"]
        assert lines[-1][2:] == (
            {"entry": {"makers": "A", "tricks": 4}, "revision": 2, "not kept": True},
            {"entry": {"makers": "B", "tricks": 3}, "kept": True})
        assert there.scoring.view(game).deals[0].entry == {"makers": "B", "tricks": 3}
    finally:
        here.close()
        there.close()


def test_a_correction_that_is_no_object_is_refused_by_the_rules(sqlite_services):
    from clubapp.rules import RuleError

    services = sqlite_services
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cat", "Dan")]
    evening = services.evenings.create(dt.date(2026, 2, 6), "Friday")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "euchre")
    deal = services.scoring.record_deal(game, {"makers": "A", "tricks": 3}).deals[0]
    with pytest.raises(RuleError) as refused:
        services.scoring.correct_deal(deal.id, None)  # found by the fuzz test: a TypeError
    assert refused.value.message == "deal: expected an object of fields"


def test_a_change_that_writes_only_an_audit_line_still_tells_other_computers(services):
    """An audit line is written by a statement of its own, not by the session's flush: the
    change counter that other computers poll moves all the same."""
    from clubapp.services.audit import audit

    before = services.db.change_count()
    with services.db.transaction() as session:
        audit(session, "correction not kept", "deal", 1, {"entry": {}}, {"entry": {}})
    assert services.db.change_count() == before + 1
