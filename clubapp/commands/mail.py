"""``clubapp mail``: an evening's results mailed to its players through the club's outbox.

- ``mail results --evening N [--smtp URL] [--site URL]``: queues the evening's mails (a results
  mail to each player with an address who has not opted out, a chip statement to each who owes
  or is owed; each once — a second run queues nothing new, renews a mail not yet sent whose
  numbers were corrected, withdraws one no longer due, and never sends one twice) and sends
  what it can, printing ``{"evening", "queued", "refreshed", "withdrawn", "sent", "failed":
  [{"member", "address", "kind", "status", "reason"}…], "skipped": [{"member", "reason",
  "why"}…], "sent_before": […], "waiting", "smtp", "error", "note"}``;
- ``mail send [--evening N] [--smtp URL]``: sends what the outbox holds;
- ``mail outbox [--evening N]``: the outbox as JSON (no bodies): each mail's member, address,
  subject, kind, status, tries, the server's last answer and Message-ID;
- ``mail retry [--evening N]``: puts failed and refused mails back in the queue (to each
  member's address as it is now);
- ``mail statements [--evening N] [--season N] [--smtp URL]``: queues each member's money
  statement (``clubapp.mail.statements``: once an evening) and sends what it can, printing
  the JSON of ``mail results`` with the ``season``.

The mail server: ``--smtp``, else the environment's ``CLUBAPP_SMTP`` (the window keeps its own
in its settings); its password written in the URL, else ``CLUBAPP_SMTP_PASSWORD``, else the one the
window kept in the keyring. Without a server the mails are queued and the output says so. A
server that cannot be reached (or refuses the login) leaves them queued, its reason in
``error``, and the exit status is 1.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from clubapp.commands import BadInput, print_json
from clubapp.commands._club import club, refused

SMTP_ENV = "CLUBAPP_SMTP"


def add_parser(sub: argparse._SubParsersAction) -> None:
    mail = sub.add_parser(
        "mail", help="e-mail an evening's results to its players (the outbox)",
        description=("E-mail an evening's results to its players through the club's outbox: "
                     "each mail is queued once and sent once. The mail server is --smtp, else "
                     "CLUBAPP_SMTP (smtp://user@host:port, STARTTLS; smtps://user@host:port); "
                     "its password CLUBAPP_SMTP_PASSWORD, else the keyring."))
    actions = mail.add_subparsers(dest="mail_action", metavar="ACTION", required=True)
    results = actions.add_parser(
        "results", help="queue an evening's mails and send what can be sent",
        description=("Queue the evening's results mail to each player with an address who has "
                     "not opted out, and a chip statement to each who owes or is owed, then "
                     "send what can be sent; prints what happened as JSON."))
    results.add_argument("--evening", type=int, required=True, metavar="N",
                         help="the evening's number")
    results.add_argument("--smtp", metavar="URL",
                         help="the mail server (default: CLUBAPP_SMTP; none: queue only)")
    results.add_argument("--site", metavar="URL",
                         help="the results site's address, {lang} for the language: the mails "
                              "link to the evening's page and the member's own")
    results.set_defaults(func=run_results)
    send = actions.add_parser("send", help="send the mails waiting in the outbox",
                              description="Send the mails waiting in the outbox; prints what "
                                          "happened as JSON.")
    send.add_argument("--evening", type=int, metavar="N", help="that evening's mails alone")
    send.add_argument("--smtp", metavar="URL",
                      help="the mail server (default: CLUBAPP_SMTP; none: queue only)")
    send.set_defaults(func=run_send)
    outbox = actions.add_parser("outbox", help="the outbox as JSON",
                                description="The outbox as JSON, without the mails' text: "
                                            "each mail's member, address, subject, status, "
                                            "tries, last answer and Message-ID.")
    outbox.add_argument("--evening", type=int, metavar="N", help="that evening's mails alone")
    outbox.set_defaults(func=run_outbox)
    retry = actions.add_parser("retry", help="queue failed and refused mails again",
                               description="Put the mails that failed or were refused back "
                                           "in the queue, to each member's address as it is "
                                           "now; the next send tries them again.")
    retry.add_argument("--evening", type=int, metavar="N", help="that evening's mails alone")
    retry.set_defaults(func=run_retry)
    statements = actions.add_parser(
        "statements", help="queue each member's money statement and send what can be sent",
        description=("Queue a statement of their money to each member with an address who has "
                     "not opted out and has money on record (with --evening: each player in "
                     "that evening's money), each once an evening, then send what can be "
                     "sent; prints what happened as JSON."))
    statements.add_argument("--evening", type=int, metavar="N",
                            help="the statements after that evening, to its players")
    statements.add_argument("--season", type=int, metavar="N",
                            help="the season's lines (default: everything on record)")
    statements.add_argument("--smtp", metavar="URL",
                            help="the mail server (default: CLUBAPP_SMTP; none: queue only)")
    statements.set_defaults(func=run_statements)


def _server(args: argparse.Namespace) -> tuple[str | None, str | None, Any]:
    """The mail server's URL (None: none given), its password and the server; bad input for
    a URL that names no server, or a login without a password."""
    from clubapp.mail.passwords import password_for
    from clubapp.mail.smtp import MailServerError, parse_smtp_url

    url = getattr(args, "smtp", None) or os.environ.get(SMTP_ENV) or None
    if url is None:
        return None, None, None
    try:
        server, _written = parse_smtp_url(url)
    except MailServerError as exc:
        raise BadInput(exc.why) from None
    password = password_for(url)
    if server.user and password is None:
        raise BadInput("mail.password_needed", where=server.where, user=server.user)
    return url, password, server


def _evening_known(services: Any, evening_id: int | None) -> None:
    if evening_id is not None:
        with refused("evening"):
            services.evenings.detail(evening_id)


def _failed(entries: list[Any], lang: str) -> list[dict[str, Any]]:
    from clubapp.mail.reasons import said

    return [{"member": e.member, "member_id": e.member_id, "address": e.recipient,
             "kind": e.kind, "status": e.status, "reason": said(e.last_error, lang)}
            for e in entries if e.status in ("refused", "failed")
            or (e.status == "queued" and e.last_error)]


def _send(services: Any, url: str | None, password: str | None, server: Any,
          evening_id: int | None, lang: str) -> dict[str, Any]:
    """Send what waits (of one evening, or all); the run's part of the JSON."""
    from clubapp.mail.send import send_queued
    from clubapp.services.outbox import OutboxService
    from clubapp.words import Message, say

    outbox = OutboxService(services.db)
    out: dict[str, Any] = {"sent": 0, "error": None, "note": None,
                           "smtp": server.url if server is not None else None}
    if url is None:
        out["note"] = say(Message("mail.queued_only"), lang)
    else:
        report = send_queued(outbox, url, password, evening_id=evening_id,
                             sender_name=_club_name(services, lang))
        out["sent"] = len(report.sent)
        out["error"] = say(report.error, lang) if report.error is not None else None
    entries = outbox.list(evening_id)
    out["failed"] = _failed(entries, lang)
    out["waiting"] = sum(1 for e in entries if e.status in ("queued", "sending"))
    return out


def _club_name(services: Any, lang: str) -> str:
    from clubapp.services.members import club_name_in

    return club_name_in(services.club.name(), lang)


def run_results(args: argparse.Namespace) -> int:
    from clubapp.mail.results import queue_evening_results

    url, password, server = _server(args)
    with club(args) as services:
        _evening_known(services, args.evening)
        with refused("evening"):
            outcome = queue_evening_results(services, args.evening, args.site, lang=args.lang,
                                            domain=server.domain if server else "clubapp.local")
        sent_before = _sent_before(services, outcome.report.sent_before, args.lang)
        run = _send(services, url, password, server, args.evening, args.lang)
    print_json({
        "evening": args.evening,
        "queued": len(outcome.report.queued),
        "refreshed": len(outcome.report.refreshed),
        "withdrawn": len(outcome.report.withdrawn),
        "sent": run["sent"],
        "failed": run["failed"],
        "skipped": _skipped(outcome.skipped, args.lang),
        "sent_before": sent_before,
        "waiting": run["waiting"],
        "smtp": run["smtp"], "error": run["error"], "note": run["note"]})
    return _status(run)


def _sent_before(services: Any, mail_ids: list[int], lang: str) -> list[dict[str, Any]]:
    """The mails a run found sent already (or refused): each with when, or the answer."""
    from clubapp.mail.reasons import said
    from clubapp.services.outbox import OutboxService
    from clubapp.words import Message, formats, say

    before = {e.id: e for e in OutboxService(services.db).list(ids=mail_ids)}
    out = []
    for mail_id in mail_ids:
        entry = before[mail_id]
        when = formats.moment(entry.sent_at, lang) if entry.sent_at else ""
        out.append({"member": entry.member, "member_id": entry.member_id,
                    "address": entry.recipient, "kind": entry.kind, "status": entry.status,
                    "reason": say(Message("mail.sent_before", when=when), lang)
                    if entry.status == "sent" else said(entry.last_error, lang)})
    return out


def _skipped(skipped: list[Any], lang: str) -> list[dict[str, Any]]:
    from clubapp.words import Message, say

    return [{"member": s.name, "member_id": s.member_id, "reason": s.reason,
             "why": say(Message(f"mail.{s.reason}"), lang)} for s in skipped]


def run_statements(args: argparse.Namespace) -> int:
    from clubapp.mail.statements import queue_statements

    url, password, server = _server(args)
    with club(args) as services:
        _evening_known(services, args.evening)
        with refused("season" if args.season is not None else "evening"):
            outcome = queue_statements(services, evening_id=args.evening,
                                       season_id=args.season, lang=args.lang,
                                       domain=server.domain if server else "clubapp.local")
        sent_before = _sent_before(services, outcome.report.sent_before, args.lang)
        # the statements are kept under their evening: that evening's mails are sent
        run = _send(services, url, password, server, outcome.evening_id, args.lang)
    print_json({
        "evening": outcome.evening_id,
        "season": args.season,
        "queued": len(outcome.report.queued),
        "refreshed": len(outcome.report.refreshed),
        "withdrawn": len(outcome.report.withdrawn),
        "sent": run["sent"],
        "failed": run["failed"],
        "skipped": _skipped(outcome.skipped, args.lang),
        "sent_before": sent_before,
        "waiting": run["waiting"],
        "smtp": run["smtp"], "error": run["error"], "note": run["note"]})
    return _status(run)


def _status(run: dict[str, Any]) -> int:
    if run["error"] is not None:
        print(f"clubapp: {run['error']}", file=sys.stderr)
        return 1
    return 0


def run_send(args: argparse.Namespace) -> int:
    url, password, server = _server(args)
    with club(args) as services:
        _evening_known(services, args.evening)
        run = _send(services, url, password, server, args.evening, args.lang)
    print_json({"evening": args.evening, **run})
    return _status(run)


def run_outbox(args: argparse.Namespace) -> int:
    from clubapp.mail.reasons import said
    from clubapp.services.outbox import OutboxService

    with club(args) as services:
        _evening_known(services, args.evening)
        entries = OutboxService(services.db).list(args.evening)
    print_json([{
        "id": e.id, "evening": e.evening_id, "kind": e.kind, "member": e.member,
        "member_id": e.member_id, "address": e.recipient, "subject": e.subject,
        "status": e.status, "attempts": e.attempts,
        "last_error": said(e.last_error, args.lang), "message_id": e.message_id,
        "queued_at": e.queued_at.isoformat(timespec="seconds"),
        "sent_at": e.sent_at.isoformat(timespec="seconds") if e.sent_at else None}
        for e in entries])
    return 0


def run_retry(args: argparse.Namespace) -> int:
    from clubapp.services.outbox import OutboxService

    with club(args) as services:
        _evening_known(services, args.evening)
        again = OutboxService(services.db).retry(args.evening)
    print_json({"evening": args.evening, "requeued": len(again)})
    return 0
