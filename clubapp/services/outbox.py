"""The outbox of the results mails (issue 32): queued once, claimed, marked — each a committed
transaction.

A mail is one row of ``mail_outbox`` for one member, one evening and one kind ("results",
"chips"; "statement": ``clubapp.mail.statements``); the unique key (kind, evening, member)
makes queueing twice impossible, and the Message-ID made when it is first queued stays with
it, so that whatever sends it again sends the same mail. Its states:

- ``queued``: waiting for the server (``attempts`` tries so far, ``last_error`` the last
  answer); queueing the evening again refreshes its subject, bodies and address where they
  changed (a score corrected after it was queued);
- ``sending``: claimed by a sender, which hands it to the server now (``sent_at`` holds the
  moment of the claim while it is sending: no column of its own);
- ``sent``: the server accepted it (its 250 after the data); never sent again;
- ``refused``: the server refused it for good (a 5xx: a mailbox that does not exist),
  ``last_error`` its answer;
- ``failed``: tried ``attempts`` times without the server taking it; ``retry`` puts it back.

The sender (``clubapp.mail.send``) and its exactly-once design are described there.
"""

from __future__ import annotations

import builtins  # the class has a method ``list``: its annotations name the type here
import datetime as dt
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from clubapp.store.database import Database
from clubapp.store.models import Member, OutboxMail, utcnow

KINDS = ("results", "chips", "statement")
RESULTS_KINDS = ("results", "chips")  # an evening's results mails (``clubapp.mail.results``)
STATUSES = ("queued", "sending", "sent", "refused", "failed")
MAX_ATTEMPTS = 5  # tries before a mail is given up as failed (``retry`` puts it back)
# a claim older than this belongs to a sender that stopped mid-mail (a crash, a power cut): no
# sender holds a mail this long, as each answer of the server is awaited at most 30 s
STALE_CLAIM = dt.timedelta(minutes=10)


@dataclass(frozen=True)
class NewMail:
    """A mail to put into the outbox: for whom, about which evening, and what it says."""

    kind: str
    evening_id: int | None
    member_id: int
    recipient: str
    subject: str
    text_body: str
    html_body: str


@dataclass(frozen=True)
class OutboxEntry:
    """A mail of the outbox as the window and the command line list it."""

    id: int
    evening_id: int | None
    member_id: int
    member: str  # the member's name now
    kind: str
    message_id: str
    recipient: str
    subject: str
    status: str
    attempts: int
    last_error: str
    queued_at: dt.datetime
    sent_at: dt.datetime | None


@dataclass(frozen=True)
class ClaimedMail:
    """A mail a sender has claimed, with everything needed to send it."""

    id: int
    evening_id: int | None
    member_id: int
    kind: str
    message_id: str
    recipient: str
    subject: str
    text_body: str
    html_body: str
    attempts: int  # this try included
    resent: bool  # an earlier sender stopped while sending it (it may have arrived)


@dataclass
class QueueReport:
    """What queueing did to each mail given: the outbox's ids by what became of them."""

    queued: builtins.list[int]  # new in the outbox
    refreshed: builtins.list[int]  # not sent yet, and their content changed: renewed
    unchanged: builtins.list[int]  # not sent yet, the same as before
    sent_before: builtins.list[int]  # sent already: never again
    withdrawn: builtins.list[int] = field(default_factory=builtins.list)  # no longer due


def message_id(kind: str, evening_id: int | None, member_id: int, domain: str) -> str:
    """A Message-ID made once for a mail: evening, kind and member, and a random part so that
    two clubs (or one club's two databases) never make the same."""
    evening = f"e{evening_id}" if evening_id is not None else "e0"
    return f"<{evening}-{kind}-m{member_id}-{secrets.token_hex(8)}@{domain or 'clubapp.local'}>"


def _entry(mail: OutboxMail, name: str) -> OutboxEntry:
    return OutboxEntry(mail.id, mail.evening_id, mail.member_id, name, mail.kind,
                       mail.message_id, mail.recipient, mail.subject, mail.status, mail.attempts,
                       mail.last_error, mail.queued_at, mail.sent_at)


class OutboxService:
    def __init__(self, db: Database) -> None:
        self.db = db

    # --- queueing -----------------------------------------------------------------------------
    def queue(self, mails: Sequence[NewMail], domain: str = "clubapp.local", *,
              evening_id: int | None = None,
              kinds: Sequence[str] = RESULTS_KINDS) -> QueueReport:
        """Put the mails into the outbox, each once (by kind, evening and member): a new one
        gets its Message-ID; one not sent yet is renewed where its content or address
        changed; one sent is left as it is. With ``evening_id`` the mails are all that
        evening's of the ``kinds``: one of its mails of those kinds not sent and no longer
        among them (the member asked for no mail since, or owes nothing after a correction)
        is withdrawn — a mail of another kind (a statement, beside the results) never is.
        One transaction."""
        for mail in mails:
            if mail.kind not in KINDS:
                raise ValueError(f"a mail's kind is one of {KINDS}, not {mail.kind!r}")
        try:
            return self._queue(mails, domain, evening_id, kinds)
        except IntegrityError:
            # another computer queued the same evening at the same moment: its rows are there
            # now, and are renewed (or left) as any queued before
            return self._queue(mails, domain, evening_id, kinds)

    def _queue(self, mails: Sequence[NewMail], domain: str, evening_id: int | None,
               kinds: Sequence[str]) -> QueueReport:
        report = QueueReport([], [], [], [])
        with self.db.transaction() as session:
            if evening_id is not None:
                due = {(m.kind, m.member_id) for m in mails}
                for row in session.scalars(select(OutboxMail).where(
                        OutboxMail.evening_id == evening_id,
                        OutboxMail.kind.in_(builtins.list(kinds)),
                        OutboxMail.status.in_(("queued", "failed", "refused")))):
                    if (row.kind, row.member_id) not in due:
                        report.withdrawn.append(row.id)
                        session.delete(row)
                session.flush()
            for mail in mails:
                found = session.scalar(select(OutboxMail).where(
                    OutboxMail.kind == mail.kind, OutboxMail.evening_id == mail.evening_id,
                    OutboxMail.member_id == mail.member_id))
                if found is None:
                    row = OutboxMail(
                        evening_id=mail.evening_id, member_id=mail.member_id, kind=mail.kind,
                        message_id=message_id(mail.kind, mail.evening_id, mail.member_id,
                                              domain),
                        recipient=mail.recipient, subject=mail.subject,
                        text_body=mail.text_body, html_body=mail.html_body, status="queued",
                        attempts=0, last_error="", queued_at=utcnow())
                    session.add(row)
                    session.flush()
                    report.queued.append(row.id)
                elif found.status in ("sent", "sending"):
                    report.sent_before.append(found.id)
                elif (found.recipient, found.subject, found.text_body, found.html_body) != (
                        mail.recipient, mail.subject, mail.text_body, mail.html_body):
                    found.recipient, found.subject = mail.recipient, mail.subject
                    found.text_body, found.html_body = mail.text_body, mail.html_body
                    report.refreshed.append(found.id)
                else:
                    report.unchanged.append(found.id)
        return report

    # --- reading -------------------------------------------------------------------------------
    def list(self, evening_id: int | None = None,
             ids: Iterable[int] | None = None) -> builtins.list[OutboxEntry]:
        """The outbox (one evening's, or these mails): an evening's mails together, each
        member's together (by name), their results before their chips."""
        with self.db.transaction() as session:
            query = select(OutboxMail, Member.name).join(Member,
                                                         Member.id == OutboxMail.member_id)
            if evening_id is not None:
                query = query.where(OutboxMail.evening_id == evening_id)
            if ids is not None:
                query = query.where(OutboxMail.id.in_(builtins.list(ids)))
            query = query.order_by(OutboxMail.evening_id, Member.name,
                                   OutboxMail.kind.desc(), OutboxMail.id)
            return [_entry(mail, name) for mail, name in session.execute(query)]

    def body(self, mail_id: int) -> tuple[str, str, str] | None:
        """A mail's subject, plain text and HTML (None: no such mail)."""
        with self.db.transaction() as session:
            mail = session.get(OutboxMail, mail_id)
            return None if mail is None else (mail.subject, mail.text_body, mail.html_body)

    def waiting(self, evening_id: int | None = None) -> builtins.list[int]:
        """The mails to send now, oldest first: queued, and those whose sender stopped while
        sending them (a claim older than ``STALE_CLAIM``)."""
        stale = utcnow() - STALE_CLAIM
        with self.db.transaction() as session:
            query = select(OutboxMail.id).where(
                (OutboxMail.status == "queued")
                | ((OutboxMail.status == "sending") & (OutboxMail.sent_at < stale)))
            if evening_id is not None:
                query = query.where(OutboxMail.evening_id == evening_id)
            return builtins.list(session.scalars(query.order_by(OutboxMail.queued_at,
                                                                OutboxMail.id)))

    # --- sending -------------------------------------------------------------------------------
    def claim(self, mail_id: int) -> ClaimedMail | None:
        """Take a waiting mail for sending (committed before it is handed to the server), its
        try counted; None where it is not waiting any more (sent, or claimed by another
        computer's sender a moment ago)."""
        now = utcnow()
        with self.db.transaction() as session:
            # written before anything is read, so that of two senders one wins (and SQLite
            # never has to turn a read into a write); the status is the update's condition
            resent = False
            for condition in (OutboxMail.status == "queued",
                              (OutboxMail.status == "sending")
                              & (OutboxMail.sent_at < now - STALE_CLAIM)):
                claimed = session.execute(
                    update(OutboxMail).where(OutboxMail.id == mail_id, condition)
                    .values(status="sending", attempts=OutboxMail.attempts + 1, sent_at=now)
                    .execution_options(synchronize_session=False))
                if claimed.rowcount == 1:  # type: ignore[attr-defined]  # a CursorResult
                    break
                resent = True
            else:
                return None
            mail = session.get(OutboxMail, mail_id)
            assert mail is not None  # just claimed
            return ClaimedMail(mail.id, mail.evening_id, mail.member_id, mail.kind,
                               mail.message_id, mail.recipient, mail.subject, mail.text_body,
                               mail.html_body, mail.attempts, resent)

    def _finish(self, mail_id: int, **values: object) -> None:
        with self.db.transaction() as session:
            session.execute(update(OutboxMail)
                            .where(OutboxMail.id == mail_id, OutboxMail.status == "sending")
                            .values(**values).execution_options(synchronize_session=False))

    def mark_sent(self, mail_id: int, answer: str = "") -> None:
        """The server accepted the mail: sent, never to be sent again."""
        self._finish(mail_id, status="sent", sent_at=utcnow(), last_error=answer)

    def mark_refused(self, mail_id: int, answer: str) -> None:
        """The server refused the mail for good: its answer kept, shown per member."""
        self._finish(mail_id, status="refused", sent_at=None, last_error=answer)

    def mark_deferred(self, mail_id: int, reason: str,
                      max_attempts: int = MAX_ATTEMPTS) -> str:
        """Not taken this time: queued again for the next run, or failed after
        ``max_attempts`` tries; returns the status it has now."""
        with self.db.transaction() as session:
            mail = session.get(OutboxMail, mail_id)
            if mail is None or mail.status != "sending":
                return mail.status if mail is not None else ""
            mail.status = "failed" if mail.attempts >= max_attempts else "queued"
            mail.sent_at, mail.last_error = None, reason
            return mail.status

    def defer_untried(self, mail_ids: Iterable[int], reason: str,
                      max_attempts: int = MAX_ATTEMPTS) -> dict[int, str]:
        """Mails that could not be tried at all (the server unreachable, the login refused):
        each counts a try and keeps the reason, failed after ``max_attempts``; one
        transaction. Returns each one's status now."""
        out: dict[int, str] = {}
        with self.db.transaction() as session:
            for mail in session.scalars(select(OutboxMail)
                                        .where(OutboxMail.id.in_(builtins.list(mail_ids)))):
                if mail.status != "queued":
                    continue
                mail.attempts += 1
                mail.last_error = reason
                mail.status = "failed" if mail.attempts >= max_attempts else "queued"
                out[mail.id] = mail.status
        return out

    def retry(self, evening_id: int | None = None,
              statuses: Sequence[str] = ("failed", "refused")) -> builtins.list[int]:
        """Put failed (and refused) mails back in the queue with their tries counted from
        nought, each to the member's address as it is now (corrected since, perhaps); never
        a sent one. Returns their ids."""
        if "sent" in statuses or "sending" in statuses:
            raise ValueError("a sent mail is never sent again")
        with self.db.transaction() as session:
            query = select(OutboxMail, Member.email).join(
                Member, Member.id == OutboxMail.member_id).where(
                OutboxMail.status.in_(builtins.list(statuses)))
            if evening_id is not None:
                query = query.where(OutboxMail.evening_id == evening_id)
            again = []
            for mail, email in session.execute(query):
                mail.status, mail.attempts = "queued", 0
                if email.strip():
                    mail.recipient = email.strip()
                again.append(mail.id)
            return again
