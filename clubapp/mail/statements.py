"""A member's money statement as a mail (issue 33): deposits, what the evenings cost, how they
were paid, prizes and pots won, the balance after every line and the balance now.

Every figure is the money service's (``MoneyService.statement`` and ``balances``: one source,
as the printed statement's), written by ``clubapp.words.formats.money`` in the reader's
language, the club's currency said once above the lines and with each balance. The mail is laid
out with the results mails' blocks (``clubapp.mail.compose``) and written as text and HTML.

Who gets one: each member with an address who has not asked for no mails
(``Member.mail_results``) and who has money on record — a balance that is not nothing, or lines
in the period (a retired member only while his balance is not nothing); with ``evening_id``,
each player in that evening's money. The period: the season's days (``season_id``), else
everything on record.

Each once. The outbox keeps a mail by (kind, evening, member), so a statement is kept under an
evening too, and "once per period" is once per state of the books at an evening:

- ``evening_id``: that evening — a statement after each evening, each member once;
- otherwise the latest evening in the period's lines (a season's: its last evening with
  money; everything: the club's latest): a second run sends nothing new until another evening
  has been counted, and then a new statement to everyone concerned. Before any evening (the
  first deposits) the statement is kept under no evening: once, until the first evening.

So a member gets at most one statement an evening, whichever way it was asked for. As the
results mails: queueing again renews a mail not yet sent where its figures changed (a payment
taken, a deal corrected), withdraws one no longer due (the member asked for no mail since),
and never touches one sent — nor the evening's results mails, which are another kind.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from clubapp.mail.compose import (  # the package's blocks: laid out once, written twice
    Block,
    Composed,
    _Heading,
    _Items,
    _Para,
    _Table,
    html_text,
    plain_text,
)
from clubapp.mail.results import Skipped
from clubapp.services.members import club_name_in
from clubapp.services.money_views import StatementLineView, StatementView
from clubapp.services.outbox import NewMail, OutboxService, QueueReport
from clubapp.services.views import EveningView, ServiceError
from clubapp.words import LANGUAGES, Message, formats, say

KIND = "statement"
INDENT = "\u00a0\u00a0"  # a line under the row naming its evening: kept by text and HTML
ZERO = Decimal(0)
# the totals of the period, each the sum of these kinds of lines (what they show)
TOTALS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("deposit", ("deposit",)), ("withdrawal", ("withdrawal",)), ("due", ("due",)),
    ("paid", ("cash", "card")), ("waived", ("waived",)), ("won", ("prize", "pot")),
    ("paid_out", ("paid_out",)))


@dataclass
class StatementOutcome:
    """What queueing the statements did: the evening they are kept under (None: before any
    evening), the outbox's report, and the members left out and why."""

    evening_id: int | None
    season_id: int | None
    report: QueueReport
    skipped: list[Skipped] = field(default_factory=list)


@dataclass(frozen=True)
class _Words:
    """The reader's language and the club's currency."""

    lang: str
    currency: str

    def say(self, key: str, **params: object) -> str:
        return say(Message(f"mail_statements.{key}", **params), self.lang)

    def amount(self, value: Decimal, *, sign: bool = False) -> str:
        """A sum in a column: without the currency (said above), a plus before a gain."""
        text = formats.money(value, self.lang)
        return f"+{text}" if sign and value > 0 else text

    def sum(self, value: Decimal) -> str:
        """A sum in a sentence: with the currency where the club names one."""
        text = formats.money(value, self.lang)
        return self.say("sum", amount=text, currency=self.currency) if self.currency else text

    def date(self, day: dt.date, purpose: str = formats.TABLE) -> str:
        return formats.date(day, self.lang, purpose)


def line_words(line: StatementLineView, lang: str) -> str:
    """What a line is, said to the member (a payment from the balance says its sum)."""
    key = f"mail_statements.kind.{line.kind}"
    if line.kind == "balance":
        return say(Message(key, amount=formats.money(line.figure, lang)), lang)
    return say(Message(key), lang)


def line_amount(line: StatementLineView, lang: str) -> str:
    """A line's amount as the statement shows it: signed; none for a payment from the
    balance, which moves nothing (the evening's charge took it)."""
    return "" if line.kind == "balance" else _Words(lang, "").amount(line.amount, sign=True)


def _period(statement: StatementView, w: _Words) -> str:
    if statement.season_id is None:
        return w.say("period_all")
    if statement.first_day is None or statement.last_day is None:
        return w.say("period_season_empty", season=statement.season_name)
    return w.say("period_season", season=statement.season_name,
                 first=w.date(statement.first_day, formats.TEXT),
                 last=w.date(statement.last_day, formats.TEXT))


def _totals(statement: StatementView, w: _Words) -> list[Block]:
    items = []
    for key, kinds in TOTALS:
        total = sum((line.figure for line in statement.lines if line.kind in kinds), ZERO)
        if total:
            items.append(w.say(f"total.{key}", amount=w.sum(total)))
    return [_Heading(w.say("totals")), _Items(tuple(items))] if items else []


def _lines(statement: StatementView, w: _Words, marked: int | None) -> list[Block]:
    """The lines in four columns, those of one evening (or one deposit's note) under a row
    naming it — a line of text wide enough for every mail reader."""
    rows: list[tuple[str, ...]] = [("", w.say("opening"), "", w.amount(statement.opening))]
    bold: set[int] = set()
    group: tuple[object, ...] | None = None
    for line in statement.lines:
        label = line.evening_name or line.note
        day = w.date(line.day)
        if label and (line.day, line.evening_id, label) != group:
            group = (line.day, line.evening_id, label)
            if marked is not None and line.evening_id == marked:
                bold.add(len(rows))
            rows.append((day, label, "", ""))
        elif not label:
            group = None
        if marked is not None and line.evening_id == marked:
            bold.add(len(rows))
        indent = INDENT if label else ""
        rows.append(("" if label else day, indent + line_words(line, w.lang),
                     line_amount(line, w.lang), w.amount(line.balance)))
    rows.append(("", w.say("closing"), "", w.amount(statement.closing)))
    heads = tuple(w.say(k) for k in ("date", "what", "amount", "balance"))
    blocks: list[Block] = [_Heading(w.say("lines"))]
    if not statement.lines:
        blocks.append(_Para(w.say("none")))
    moved = sum((line.amount for line in statement.lines), ZERO)
    blocks += [_Table(heads, tuple(rows), frozenset({2, 3}), frozenset(bold)),
               _Para(w.say("proof", opening=w.amount(statement.opening),
                           lines=w.amount(moved, sign=True),
                           closing=w.amount(statement.closing)), small=True)]
    return blocks


def compose_statement(statement: StatementView, *, lang: str, club: str, balance_now: Decimal,
                      evening: EveningView | None = None) -> Composed:
    """The statement mail to one member: a greeting, the period, the balance now (and at the
    end of a season), the period's totals, every line with the balance after it and the proof;
    ``evening``: the mail is about that evening, its lines marked."""
    w = _Words(lang, statement.currency)
    if evening is not None:
        day = w.date(evening.date, formats.TEXT)
        subject = w.say("subject_evening", club=club, evening=evening.name, date=day)
        intro = w.say("intro_evening", evening=evening.name, date=day)
    elif statement.season_id is not None:
        subject = w.say("subject_season", club=club, season=statement.season_name)
        intro = w.say("intro_season", season=statement.season_name)
    else:
        subject, intro = w.say("subject_all", club=club), w.say("intro_all")
    blocks: list[Block] = [_Para(say(Message("mail.greeting", name=statement.name), lang)),
                           _Para(intro), _Para(_period(statement, w))]
    if evening is not None and evening.status != "closed":
        blocks.append(_Para(w.say("not_final", evening=evening.name), small=True))
    if statement.currency:
        blocks.append(_Para(w.say("amounts_in", currency=statement.currency)))
    blocks.append(_Para(w.say("balance_now", amount=w.sum(balance_now)), strong=True))
    if statement.season_id is not None and statement.closing != balance_now:
        blocks.append(_Para(w.say("season_end", amount=w.sum(statement.closing))))
    if balance_now < 0 or statement.closing < 0:
        blocks.append(_Para(w.say("owes")))
    blocks += _totals(statement, w)
    if evening is not None and any(x.evening_id == evening.id for x in statement.lines):
        blocks.append(_Para(w.say("evening_marked", evening=evening.name), small=True))
    blocks += _lines(statement, w, evening.id if evening is not None else None)
    blocks.append(_Para(w.say("why_sent", club=club), small=True))
    return Composed(subject, plain_text(blocks), html_text(blocks, subject, lang))


def _language(member: Any, lang: str) -> str:
    for choice in (getattr(member, "language", ""), lang):
        if choice in LANGUAGES:
            return str(choice)
    return "en"


def _latest_evening(statements: Iterable[StatementView]) -> int | None:
    """The evening of the period's last lines: the state of the books the statements show."""
    found = [(line.day, line.evening_id) for s in statements for line in s.lines
             if line.evening_id is not None]
    return max(found)[1] if found else None


def _has_money(statement: StatementView, balance: Decimal) -> bool:
    return bool(statement.lines) or statement.closing != 0 or balance != 0


def compose_statements(services: Any, *, evening_id: int | None = None,
                       season_id: int | None = None, lang: str = "en",
                       ) -> tuple[int | None, list[NewMail], list[Skipped]]:
    """The statement mails, composed (nothing queued): the evening they are kept under, a
    mail to each member concerned with an address who has not opted out, and those left out
    and why. ServiceError for an unknown evening or season, or an evening whose money was
    never set up."""
    evening: EveningView | None = None
    field_of: set[int] | None = None
    if evening_id is not None:
        money = services.money.evening_money(evening_id)  # ServiceError: no such evening
        if not money.setup.set_up:
            raise ServiceError("money.not_set_up", "evening", name=money.evening.name)
        evening, field_of = money.evening, {p.member_id for p in money.players}
    if season_id is not None and season_id not in {s.id for s in services.seasons.list()}:
        raise ServiceError("money.no_such_season", "season", number=season_id)
    balances = {b.member_id: b.balance for b in services.money.balances()}
    concerned: list[tuple[Any, StatementView]] = []
    for member in services.members.list():
        if field_of is not None and member.id not in field_of:
            continue
        balance = balances.get(member.id, ZERO)
        if field_of is None and member.retired and not balance:
            continue  # a former member whose account is settled: no more statements
        statement = services.money.statement(member.id, season_id)
        if field_of is not None or _has_money(statement, balance):
            concerned.append((member, statement))
    key = evening_id if evening_id is not None else _latest_evening(s for _, s in concerned)
    club = services.club.name()
    mails: list[NewMail] = []
    skipped: list[Skipped] = []
    for member, statement in concerned:
        address = member.email.strip()
        if not address:
            skipped.append(Skipped(member.id, member.name, "no_address"))
            continue
        if not getattr(member, "mail_results", True):
            skipped.append(Skipped(member.id, member.name, "opted_out"))
            continue
        speech = _language(member, lang)
        mail = compose_statement(statement, lang=speech, club=club_name_in(club, speech),
                                 balance_now=balances.get(member.id, ZERO),
                                 evening=evening)
        mails.append(NewMail(KIND, key, member.id, address, mail.subject, mail.text, mail.html))
    return key, mails, skipped


def queue_statements(services: Any, *, evening_id: int | None = None,
                     season_id: int | None = None, lang: str = "en",
                     domain: str = "clubapp.local") -> StatementOutcome:
    """Queue the statement mails (``compose_statements``), each once under its evening: new
    mails get their Message-ID (``@domain``), mails not sent yet are renewed where their
    figures changed (and withdrawn where no longer due), mails sent are left."""
    key, mails, skipped = compose_statements(services, evening_id=evening_id,
                                             season_id=season_id, lang=lang)
    report = OutboxService(services.db).queue(mails, domain, evening_id=key, kinds=(KIND,))
    return StatementOutcome(key, season_id, report, skipped)

