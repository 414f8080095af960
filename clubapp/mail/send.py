"""Sending what the outbox holds: each mail handed to the server and marked in its own
committed transaction.

The exactly-once design. SMTP itself gives "at least once" at one point only: the server takes
responsibility for a mail when it answers 250 to the data, and if that answer is lost (the
connection breaks after the data went, or this program stops between the answer and writing
it down) nobody can tell whether the mail arrived. Around that point:

1. **Claim** (committed): the mail goes from ``queued`` to ``sending``, its try counted, by an
   update conditional on its status — of two computers sending at once, one takes it.
2. **Hand over**: MAIL, RCPT, DATA on the open connection, each answer read.
3. **Mark** (committed right after the answer): ``sent`` on 250 — never sent again;
   ``refused`` on a 5xx (the server's answer kept, shown per member); back to ``queued`` on a
   4xx or a lost connection (``failed`` after ``MAX_ATTEMPTS`` tries; ``retry`` puts it back).

A mail whose connection broke before the server answered is queued again and sent on the next
run: a server that never answered 250 never took it (the usual case: it stopped, or refused by
closing), and if it did take it, the member receives the same mail twice with the **same
Message-ID**, which mail readers fold into one. A mail left ``sending`` by a sender that
stopped (a crash, a power cut: the one moment between the server's 250 and the commit) is
taken again once its claim is ``STALE_CLAIM`` old, and the outbox says it was sent again. We
chose this over "at most once" (leaving such a mail unsent until a person decides): a member
missing the evening's results is worse than one mail shown twice, and the window where it can
happen is a few milliseconds wide.
"""

from __future__ import annotations

import datetime as dt
import smtplib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from email.message import EmailMessage
from email.utils import format_datetime, formataddr

from clubapp.mail.reasons import kept
from clubapp.mail.smtp import (
    TIMEOUT,
    MailServerError,
    SmtpServer,
    close,
    connect,
    deliver,
    parse_smtp_url,
)
from clubapp.services.outbox import MAX_ATTEMPTS, ClaimedMail, OutboxService
from clubapp.words import Message

Progress = Callable[[int, int], None]  # (mails done, mails to do)


@dataclass
class SendReport:
    """What one run did: the outbox's ids by what became of them, and why the server could
    not be used (None: it could)."""

    sent: list[int] = field(default_factory=list)
    refused: list[int] = field(default_factory=list)
    deferred: list[int] = field(default_factory=list)  # queued again for the next run
    failed: list[int] = field(default_factory=list)  # given up after MAX_ATTEMPTS tries
    resent: list[int] = field(default_factory=list)  # taken again after a stopped sender
    error: Message | None = None


def build_message(mail: ClaimedMail, server: SmtpServer, sender_name: str = "",
                  now: dt.datetime | None = None) -> EmailMessage:
    """The mail as it goes to the server: one recipient (no copy to anyone), its Message-ID,
    a plain text part and an HTML part with the same content."""
    message = EmailMessage()
    message["From"] = formataddr((sender_name, server.sender)) if sender_name \
        else server.sender
    message["To"] = mail.recipient
    message["Subject"] = mail.subject
    message["Date"] = format_datetime(now or dt.datetime.now().astimezone())
    message["Message-ID"] = mail.message_id
    message["Auto-Submitted"] = "auto-generated"  # no vacation replies to the club
    message.set_content(mail.text_body)
    message.add_alternative(mail.html_body, subtype="html")
    return message


def send_queued(outbox: OutboxService, smtp_url: str, password: str | None = None, *,
                evening_id: int | None = None, sender_name: str = "",
                max_attempts: int = MAX_ATTEMPTS, timeout: float = TIMEOUT,
                progress: Progress | None = None,
                stop: Callable[[], bool] | None = None) -> SendReport:
    """Send every mail waiting in the outbox (one evening's, with ``evening_id``) through the
    server of ``smtp_url``, logging in with ``password`` (or the one written in the URL);
    ``MailServerError`` for a URL that names no server. A server that cannot be used leaves
    every mail queued with its try counted and the reason (``report.error``); ``stop`` is
    asked before each mail (the window's Stop)."""
    server, written = parse_smtp_url(smtp_url)
    password = password if password is not None else written
    report = SendReport()
    waiting = outbox.waiting(evening_id)
    if not waiting:
        return report
    conn: smtplib.SMTP | None = None
    try:
        for index, mail_id in enumerate(waiting):
            if stop is not None and stop():
                break
            if conn is None:
                try:
                    conn = connect(server, password, timeout)
                except MailServerError as exc:
                    _untried(outbox, waiting[index:], exc.why, max_attempts, report)
                    break
            claimed = outbox.claim(mail_id)
            if claimed is not None:
                conn = _send_one(outbox, conn, claimed, server, sender_name, max_attempts,
                                 report)
                if report.error is not None:
                    _untried(outbox, waiting[index + 1:], report.error, max_attempts, report)
                    break
            if progress is not None:
                progress(index + 1, len(waiting))
    finally:
        if conn is not None:
            close(conn)
    return report


def _send_one(outbox: OutboxService, conn: smtplib.SMTP, mail: ClaimedMail,
              server: SmtpServer, sender_name: str, max_attempts: int,
              report: SendReport) -> smtplib.SMTP | None:
    """Hand one claimed mail over and mark it; the connection to go on with (None: lost)."""
    if mail.resent:
        report.resent.append(mail.id)
    try:
        delivery = deliver(conn, build_message(mail, server, sender_name), server.sender,
                           mail.recipient)
    except MailServerError as exc:  # the sender refused: every mail would be
        report.error = exc.why
        _deferred(outbox, mail.id, kept(exc.why), max_attempts, report)
        return conn
    if delivery.accepted:
        answer = delivery.answer
        if mail.resent:
            answer = kept(Message("mail.interrupted"))
        outbox.mark_sent(mail.id, answer)
        report.sent.append(mail.id)
    elif delivery.outcome == "refused":
        outbox.mark_refused(mail.id, delivery.answer)
        report.refused.append(mail.id)
    else:
        _deferred(outbox, mail.id, delivery.answer, max_attempts, report)
    if delivery.connection_lost:
        close(conn)
        return None
    return conn


def _deferred(outbox: OutboxService, mail_id: int, reason: str, max_attempts: int,
              report: SendReport) -> None:
    status = outbox.mark_deferred(mail_id, reason, max_attempts)
    (report.failed if status == "failed" else report.deferred).append(mail_id)


def _untried(outbox: OutboxService, mail_ids: Sequence[int], why: Message, max_attempts: int,
             report: SendReport) -> None:
    """The server cannot be used: the mails not tried keep the reason and count the try."""
    report.error = why
    for mail_id, status in outbox.defer_untried(mail_ids, kept(why), max_attempts).items():
        (report.failed if status == "failed" else report.deferred).append(mail_id)
