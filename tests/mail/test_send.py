"""The results mails sent to a real SMTP server on 127.0.0.1 (aiosmtpd) and read back as a mail
reader reads them: who gets what, in which language, with which numbers — and the outbox's
promise: each mail arrives once, whatever the server does mid-batch."""

from __future__ import annotations

import html
import re
from collections import Counter

import pytest
from sqlalchemy import update

from clubapp.mail.results import queue_evening_results
from clubapp.mail.send import build_message, send_queued
from clubapp.mail.smtp import connect, deliver, parse_smtp_url
from clubapp.services.outbox import STALE_CLAIM, OutboxService
from clubapp.store.models import OutboxMail, utcnow
from tests.helpers.mail_server import MailServer
from tests.mail.mail_club import (
    EUCHRE_1,
    EUCHRE_2,
    LOO,
    NO_ADDRESS,
    NOT_PLAYING,
    OPTED_OUT,
    PRIVACY,
    RUSSIAN,
    address,
)

CLUB_NAME = "Card club"


@pytest.fixture
def server():
    box = MailServer().start()
    yield box
    box.stop()


def _text(message) -> str:
    return message.get_body(("plain",)).get_content()


def _html_as_text(message) -> str:
    """The HTML part's words: tags taken out, entities read."""
    body = message.get_body(("html",)).get_content()
    body = re.sub(r"<(style|title|head)[^>]*>.*?</\1>", " ", body, flags=re.S)
    # white space of the markup made one space; a no-break space is the mail's own
    return re.sub(r"[ \t\r\n]+", " ", html.unescape(re.sub(r"<[^>]+>", " ", body))).strip()


def _queue_and_send(services, club, url, **kw):
    outcome = queue_evening_results(services, club.evening, lang="en", **kw)
    report = send_queued(OutboxService(services.db), url, sender_name=CLUB_NAME)
    return outcome, report


def test_each_player_who_may_be_mailed_gets_their_results_once(mail_club, server):
    services, club = mail_club
    outcome, report = _queue_and_send(services, club, server.url())
    assert report.error is None and report.refused == report.failed == []
    mailed = club.mailed()
    assert sorted((s.name, s.reason) for s in outcome.skipped) == sorted(
        [(n, "no_address") for n in NO_ADDRESS] + [(n, "opted_out") for n in OPTED_OUT])
    results = [m for m in server.messages if "chip settlement" not in str(m["Subject"])
               and "расчёт" not in str(m["Subject"])]
    assert Counter(str(m["To"]) for m in results) == Counter(address(n) for n in mailed)
    assert not server.to(address(NOT_PLAYING))
    # one recipient a mail, the same in the envelope, no copies to anyone
    for (sender, recipients), message in zip(server.envelopes, server.messages, strict=True):
        assert recipients == [str(message["To"])] and sender == "clubapp@127.0.0.1"
        assert message["Cc"] is None and message["Bcc"] is None
        assert str(message["From"]) == f"{CLUB_NAME} <clubapp@127.0.0.1>"
    (ann,) = server.to(address("Ann Hart"))
    assert str(ann["Subject"]) == "Card club: Friday euchre, 27 November 2026 — results"
    assert ann.get_content_type() == "multipart/alternative"
    assert [p.get_content_type() for p in ann.iter_parts()] == ["text/plain", "text/html"]
    # the chip statements: to the four at the loo table, each of whom owes or is owed
    chips = [m for m in server.messages if m not in results]
    assert sorted(str(m["To"]) for m in chips) == sorted(address(n) for n in LOO)
    assert len(set(server.message_ids())) == len(server.messages) == len(report.sent)


def test_a_members_own_numbers_are_the_standings(mail_club, server):
    services, club = mail_club
    _queue_and_send(services, club, server.url())
    (euchre,) = [s for s in services.standings.by_game(club.evening) if s.key == "euchre"]
    for line in euchre.lines:
        name = line.row.name
        if name not in club.mailed() or name == RUSSIAN:
            continue
        (mail,) = [m for m in server.to(address(name)) if "results" in str(m["Subject"])]
        own = (f"Euchre (points): place {line.place_text} of {len(euchre.lines)}"
               + (" (shared)" if line.shared else "")
               + f"; games won: {line.row.won} of {line.row.played}")
        for part in (_text(mail), _html_as_text(mail)):
            assert own in part, (name, part)
            assert f"{line.row.points}\u00a0point" in part
    (loo,) = [s for s in services.standings.by_game(club.evening) if s.key == "loo"]
    for line in loo.lines:
        (mail,) = [m for m in server.to(address(line.row.name)) if "results" in str(m["Subject"])]
        chips = ("+" if line.row.points > 0 else "") + str(line.row.points)
        assert f"Loo (three-card) (chips): place {line.place_text} of 4; {chips}\u00a0chip" \
            in _text(mail)


def test_the_chip_statement_is_the_settlement(mail_club, server):
    services, club = mail_club
    _queue_and_send(services, club, server.url())
    statement = services.chips.settlement(club.evening)
    assert statement.value.money == 5 * statement.value.quantum  # 0.05 a white chip
    for line in statement.lines:
        (mail,) = [m for m in server.to(address(line.player)) if "settlement" in str(m["Subject"])]
        text = _text(mail)
        word = "won" if line.net_units > 0 else "lost"
        assert f"You {word} {abs(line.net_units)}\u00a0chips at this evening." in text
        owed = "You are owed" if line.net_money > 0 else "You owe"
        assert f"{owed} {abs(line.net_money)}." in text
        for payment in statement.payments:
            if payment.payer == line.player:
                assert f"You pay {payment.payee} {payment.amount}." in text
            elif payment.payee == line.player:
                assert f"{payment.payer} pays you {payment.amount}." in text
        assert text.split("\n", 1)[1] in _text(mail)
        assert f"{owed} {abs(line.net_money)}." in _html_as_text(mail)


def test_the_russian_member_reads_russian(mail_club, server):
    services, club = mail_club
    _queue_and_send(services, club, server.url(), site_url="https://club.example.org/{lang}")
    (mail,) = server.to(address(RUSSIAN))
    assert str(mail["Subject"]) == "Карточный клуб: Friday euchre, 27 ноября 2026 г. — итоги"
    names = sorted((*EUCHRE_1, *EUCHRE_2, *LOO, "Friday euchre", "E. S."), key=len,
                   reverse=True)
    for part in (_text(mail), _html_as_text(mail)):
        assert "Здравствуйте, Борис Петров!" in part
        assert "Эвхри (очки): место 3= из 8 (место разделено); выиграно партий: 1 из 3; " \
               "3\u00a0очка" in part
        assert "https://club.example.org/ru/evenings/e1.html" in part
        for name in names:
            part = part.replace(name, "")
        part = re.sub(r"https://\S+", "", part)
        assert re.findall(r"[A-Za-z]{2,}", part) == []
    assert "Ваша страница" in _text(mail)


def test_what_a_mail_says_of_other_members_is_what_the_site_publishes(mail_club, server):
    services, club = mail_club
    _queue_and_send(services, club, server.url(), site_url="https://club.example.org")
    everyone = (*EUCHRE_1, *EUCHRE_2, *LOO, NOT_PLAYING)
    for message in server.messages:
        raw = message.as_string()
        own = str(message["To"])
        # never another member's address
        assert [a for a in map(address, everyone) if a in raw and a != own] == []
        for name in PRIVACY:
            if own != address(name):
                assert name not in _text(message) and name not in _html_as_text(message)
    (fay,) = [m for m in server.to(address("Fay Moss")) if "results" in str(m["Subject"])]
    text = _text(fay)
    assert "Hello Fay Moss," in text  # her own mail still reaches her, with her own line
    assert "Euchre (points): place 5= of 8 (shared); games won: 0 of 0; 4\u00a0points" in text
    assert "members/" not in text  # left out of the site: no page of hers to link to
    (gus,) = [m for m in server.to(address("Gus Bell")) if "results" in str(m["Subject"])]
    assert "A: E. S. & Gus Bell; B: a player & Hal Wood" in _text(gus)
    assert "https://club.example.org/members/p" in _text(gus)


def test_a_second_run_sends_nothing_new(mail_club, server):
    services, club = mail_club
    _outcome, first = _queue_and_send(services, club, server.url())
    count = len(server.messages)
    outcome, second = _queue_and_send(services, club, server.url())
    assert second.sent == [] and len(server.messages) == count
    assert outcome.report.queued == [] and sorted(outcome.report.sent_before) == sorted(first.sent)
    assert {e.status for e in OutboxService(services.db).list(club.evening)} == {"sent"}


@pytest.mark.parametrize("going", ["closing", "vanishing"])
def test_the_server_going_down_mid_batch_loses_and_doubles_nothing(mail_club, tmp_path, going):
    services, club = mail_club
    # "closing": it answers 421 to every mail after the fifth; "vanishing": it stops from its
    # own thread in the middle of the sixth, answering nothing
    box = MailServer(**({"accept": 5} if going == "closing" else {"vanish_after": 5})).start()
    try:
        _outcome, first = _queue_and_send(services, club, box.url())
        assert len(first.sent) == len(box.messages) == 5
        outbox = OutboxService(services.db)
        waiting = [e for e in outbox.list(club.evening) if e.status == "queued"]
        assert len(waiting) == 14 - 5 and all(e.attempts == 1 and e.last_error
                                              for e in waiting)
        box.accept = None
        box.restart()
        second = send_queued(outbox, box.url(), sender_name=CLUB_NAME)
        assert len(second.sent) == 9 and second.error is None
        entries = outbox.list(club.evening)
        assert {e.status for e in entries} == {"sent"}
        assert Counter(box.message_ids()) == Counter(e.message_id for e in entries)
    finally:
        box.stop()


def test_a_refused_recipient_is_shown_for_that_member_and_the_others_are_sent(mail_club):
    services, club = mail_club
    answer = "550 5.1.1 <gus.bell@members.example.org>: Recipient address rejected"
    box = MailServer(refuse={address("Gus Bell"): answer}).start()
    try:
        _outcome, report = _queue_and_send(services, club, box.url())
        entries = OutboxService(services.db).list(club.evening)
        (gus,) = [e for e in entries if e.member == "Gus Bell"]
        assert (gus.status, gus.last_error, gus.attempts) == ("refused", answer, 1)
        assert report.refused == [gus.id]
        assert {e.status for e in entries if e.id != gus.id} == {"sent"}
        assert not box.to(address("Gus Bell")) and len(box.messages) == 13
        again = send_queued(OutboxService(services.db), box.url())
        assert again.sent == again.refused == []  # a refused mail waits for retry
    finally:
        box.stop()


def test_starttls_with_the_servers_own_certificate_and_a_login(mail_club, tmp_path):
    services, club = mail_club
    box = MailServer(tmp_path, tls=True, login=("results@club.example.org", "s3cret")).start()
    try:
        url = box.url("results%40club.example.org")
        queue_evening_results(services, club.evening, lang="en")
        outbox = OutboxService(services.db)
        wrong = send_queued(outbox, url, "not it")
        assert wrong.sent == [] and wrong.error is not None
        assert wrong.error.id == "mail.login_refused" and box.messages == []
        assert {(e.status, e.attempts) for e in outbox.list(club.evening)} == {("queued", 1)}
        right = send_queued(outbox, url, "s3cret", sender_name=CLUB_NAME)
        assert len(right.sent) == 14 and box.logins == ["results@club.example.org"]
        assert str(box.messages[0]["From"]) == f"{CLUB_NAME} <results@club.example.org>"
        assert re.search(r"@club\.example\.org>$", box.message_ids()[0]) is None  # queued
        # before the server was known: the Message-ID keeps the domain it was made with
        plain = parse_smtp_url(url.replace("cafile=", "nothing="))[0]
        with pytest.raises(Exception) as refused:  # the certificate is not the system's
            connect(plain, "s3cret", timeout=5)
        assert "certificate" in str(refused.value).lower()
    finally:
        box.stop()


def test_smtps_with_a_login(mail_club, tmp_path):
    services, club = mail_club
    box = MailServer(tmp_path, smtps=True, login=("club", "pw")).start()
    try:
        _outcome, report = _queue_and_send(services, club, box.url("club"))  # no password
        assert report.error is not None and report.error.id == "mail.password_needed"
        report = send_queued(OutboxService(services.db), box.url("club"), "pw")
        assert len(report.sent) == len(box.messages) == 14
    finally:
        box.stop()


def test_a_server_that_cannot_be_reached_counts_tries_until_the_mail_fails(mail_club):
    services, club = mail_club
    box = MailServer().start()
    url = box.url()
    box.stop()  # its port is closed now
    queue_evening_results(services, club.evening, lang="en")
    outbox = OutboxService(services.db)
    for _run in (1, 2):
        report = send_queued(outbox, url, max_attempts=2)
        assert report.error is not None and report.error.id == "mail.unreachable"
    entries = outbox.list(club.evening)
    assert {(e.status, e.attempts) for e in entries} == {("failed", 2)}
    assert outbox.waiting(club.evening) == []
    assert len(outbox.retry(club.evening)) == 14
    box.start()
    try:
        assert len(send_queued(outbox, url).sent) == 14
    finally:
        box.stop()


def test_a_mail_left_sending_by_a_stopped_sender_is_sent_again_with_its_message_id(
        mail_club, server):
    services, club = mail_club
    queue_evening_results(services, club.evening, lang="en")
    outbox = OutboxService(services.db)
    first = outbox.waiting(club.evening)[0]
    claimed = outbox.claim(first)
    smtp, _ = parse_smtp_url(server.url())
    conn = connect(smtp, None)
    assert deliver(conn, build_message(claimed, smtp), smtp.sender, claimed.recipient).accepted
    conn.close()  # the server took it — and the sender stopped before writing it down
    report = send_queued(outbox, server.url())
    assert first not in report.sent and len(report.sent) == 13  # its claim is still fresh
    with services.db.transaction() as session:  # ten minutes later
        session.execute(update(OutboxMail).where(OutboxMail.id == first)
                        .values(sent_at=utcnow() - STALE_CLAIM))
    report = send_queued(outbox, server.url())
    assert report.sent == report.resent == [first]
    # at least once at that one moment: the same mail twice, one Message-ID, which mail readers
    # show once; the outbox says it was sent again
    assert Counter(server.message_ids())[claimed.message_id] == 2
    (entry,) = outbox.list(ids=[first])
    assert entry.status == "sent" and "mail.interrupted" in entry.last_error


def test_a_corrected_score_renews_the_queued_mail_before_it_is_sent(mail_club, server):
    services, club = mail_club
    queue_evening_results(services, club.evening, lang="en")  # no server yet: queued only
    first_deal = services.scoring.view(club.games["euchre 2"]).deals[0]
    services.scoring.correct_deal(first_deal.id, {"makers": "A", "tricks": 5})  # a march: 2
    outcome, _report = _queue_and_send(services, club, server.url())
    # every results mail holds the evening's tables: each is renewed; the chips are as they were
    assert outcome.report.queued == [] and len(outcome.report.refreshed) == 10
    assert len(outcome.report.unchanged) == 4
    (gus,) = [m for m in server.to(address("Gus Bell")) if "results" in str(m["Subject"])]
    assert "in progress (points): A 2, B 4" in _text(gus)
    assert "Euchre (points): place 7= of 8 (shared); games won: 0 of 0; 2\u00a0points" \
        in _text(gus)


def test_a_member_who_opts_out_before_the_mail_goes_is_not_sent_it(mail_club, server):
    services, club = mail_club
    queue_evening_results(services, club.evening, lang="en")  # queued, not sent yet
    services.members.set_privacy(club.ids["Ann Hart"], mail_results=False)
    outcome, report = _queue_and_send(services, club, server.url())
    assert len(outcome.report.withdrawn) == 1 and len(report.sent) == 13
    assert not server.to(address("Ann Hart"))
    assert "Ann Hart" not in {e.member for e in OutboxService(services.db).list(club.evening)}
