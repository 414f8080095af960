"""The outbox of the results mails, on SQLite and PostgreSQL: each mail queued once with its
Message-ID, renewed while not sent, claimed by one sender only, marked in its own commit, and
a sent mail never queued or claimed again."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from sqlalchemy import update

from clubapp.services.outbox import STALE_CLAIM, NewMail, OutboxService
from clubapp.store.models import OutboxMail, utcnow


@pytest.fixture
def club(services):
    ann = services.members.add("Ann Hart", email="ann@example.org").id
    bob = services.members.add("Bob Cole", email="bob@example.org").id
    evening = services.evenings.create(dt.date(2026, 11, 27), "Friday euchre").id
    return services, OutboxService(services.db), evening, ann, bob


def _mail(evening, member, kind="results", text="Ann: 10 points", to="ann@example.org"):
    return NewMail(kind, evening, member, to, "Card club: Friday euchre — results", text,
                   f"<p>{text}</p>")


def test_a_mail_is_queued_once_with_its_message_id(club):
    _services, outbox, evening, ann, bob = club
    first = outbox.queue([_mail(evening, ann), _mail(evening, bob, to="bob@example.org"),
                          _mail(evening, ann, kind="chips", text="you owe 0.85")],
                         domain="club.example.org")
    assert len(first.queued) == 3 and first.refreshed == first.sent_before == []
    entries = outbox.list(evening)
    assert [(e.member, e.kind, e.status, e.attempts) for e in entries] == [
        ("Ann Hart", "results", "queued", 0), ("Ann Hart", "chips", "queued", 0),
        ("Bob Cole", "results", "queued", 0)]
    for entry in entries:
        assert re.fullmatch(rf"<e{evening}-{entry.kind}-m{entry.member_id}-[0-9a-f]{{16}}"
                            r"@club\.example\.org>", entry.message_id)
    again = outbox.queue([_mail(evening, ann), _mail(evening, bob, to="bob@example.org")])
    assert again.queued == [] and len(again.unchanged) == 2
    assert [e.message_id for e in outbox.list(evening)] == [e.message_id for e in entries]


def test_a_corrected_score_renews_a_mail_not_yet_sent_and_never_a_sent_one(club):
    _services, outbox, evening, ann, bob = club
    outbox.queue([_mail(evening, ann), _mail(evening, bob, to="bob@example.org")])
    ann_mail, bob_mail = (e.id for e in outbox.list(evening) if e.kind == "results")
    assert outbox.list(evening)[0].member == "Ann Hart"
    claimed = outbox.claim(bob_mail)
    assert claimed is not None and claimed.attempts == 1 and not claimed.resent
    outbox.mark_sent(bob_mail, "250 accepted")
    report = outbox.queue([_mail(evening, ann, text="Ann: 12 points", to="ann@new.example.org"),
                           _mail(evening, bob, text="Bob: 9 points", to="bob@example.org")])
    assert report.refreshed == [ann_mail] and report.sent_before == [bob_mail]
    assert outbox.body(ann_mail) == ("Card club: Friday euchre — results", "Ann: 12 points",
                                     "<p>Ann: 12 points</p>")
    assert outbox.body(bob_mail)[1] == "Ann: 10 points"  # as it was sent
    by_id = {e.id: e for e in outbox.list(evening)}
    assert by_id[ann_mail].recipient == "ann@new.example.org"
    assert by_id[bob_mail].status == "sent" and by_id[bob_mail].sent_at is not None
    assert outbox.claim(bob_mail) is None  # a sent mail is never taken again
    assert outbox.waiting(evening) == [ann_mail]


def test_of_two_senders_only_one_takes_a_mail(club):
    services, outbox, evening, ann, _bob = club
    outbox.queue([_mail(evening, ann)])
    (mail_id,) = outbox.waiting(evening)
    other = OutboxService(services.db)  # another computer's sender on the same database
    assert outbox.claim(mail_id) is not None
    assert other.claim(mail_id) is None
    assert outbox.waiting(evening) == []  # claimed a moment ago: nobody else sends it


def test_a_sender_that_stopped_mid_mail_leaves_it_to_be_sent_again(club):
    services, outbox, evening, ann, _bob = club
    outbox.queue([_mail(evening, ann)])
    (mail_id,) = outbox.waiting(evening)
    assert outbox.claim(mail_id) is not None  # and then the power went off
    with services.db.transaction() as session:  # the time passes
        session.execute(update(OutboxMail).where(OutboxMail.id == mail_id)
                        .values(sent_at=utcnow() - STALE_CLAIM - dt.timedelta(seconds=1)))
    assert outbox.waiting(evening) == [mail_id]
    again = outbox.claim(mail_id)
    assert again is not None and again.resent and again.attempts == 2


def test_tries_are_counted_until_the_mail_fails_and_retry_puts_it_back(club):
    services, outbox, evening, ann, bob = club
    outbox.queue([_mail(evening, ann), _mail(evening, bob, to="bob@example.org")])
    ann_mail, bob_mail = outbox.waiting(evening)
    assert outbox.defer_untried([ann_mail, bob_mail], "111 unreachable", 3) == {
        ann_mail: "queued", bob_mail: "queued"}
    outbox.claim(ann_mail)
    assert outbox.mark_deferred(ann_mail, "451 try later", max_attempts=3) == "queued"
    outbox.claim(ann_mail)
    assert outbox.mark_deferred(ann_mail, "451 try later", max_attempts=3) == "failed"
    outbox.claim(bob_mail)
    outbox.mark_refused(bob_mail, "550 5.1.1 no such mailbox")
    by_id = {e.id: e for e in outbox.list(evening)}
    assert (by_id[ann_mail].status, by_id[ann_mail].attempts, by_id[ann_mail].last_error) == (
        "failed", 3, "451 try later")
    assert (by_id[bob_mail].status, by_id[bob_mail].last_error) == (
        "refused", "550 5.1.1 no such mailbox")
    assert outbox.waiting(evening) == []
    services.members.update(bob, name="Bob Cole", email="bob.cole@example.org")
    assert sorted(outbox.retry(evening)) == sorted([ann_mail, bob_mail])
    by_id = {e.id: e for e in outbox.list(evening)}
    assert {(e.status, e.attempts) for e in by_id.values()} == {("queued", 0)}
    assert by_id[bob_mail].recipient == "bob.cole@example.org"  # the address as it is now
    with pytest.raises(ValueError):
        outbox.retry(evening, statuses=("sent",))


def test_an_evenings_mail_no_longer_due_is_withdrawn_unless_sent(club):
    _services, outbox, evening, ann, bob = club
    outbox.queue([_mail(evening, ann), _mail(evening, bob, to="bob@example.org"),
                  _mail(evening, bob, kind="chips", to="bob@example.org")], evening_id=evening)
    bob_results, bob_chips = (e.id for e in outbox.list(evening) if e.member == "Bob Cole")
    outbox.claim(bob_chips)
    outbox.mark_sent(bob_chips)
    # Bob asked for no mail since: his results not sent are withdrawn, his chips stay sent
    report = outbox.queue([_mail(evening, ann)], evening_id=evening)
    assert report.withdrawn == [bob_results] and report.unchanged == [
        e.id for e in outbox.list(evening) if e.member == "Ann Hart"]
    assert [(e.member, e.kind, e.status) for e in outbox.list(evening)] == [
        ("Ann Hart", "results", "queued"), ("Bob Cole", "chips", "sent")]
