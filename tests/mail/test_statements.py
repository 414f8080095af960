"""A member's money statement mailed to a real SMTP server on 127.0.0.1 (aiosmtpd) and read back
as a mail reader reads it: who gets one, in which language, and that every line, balance and
total is the money service's; each once an evening, renewed while unsent, never sent twice, and
never in the way of the evening's results mails."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from clubapp.mail.results import queue_evening_results
from clubapp.mail.send import send_queued
from clubapp.mail.statements import queue_statements
from clubapp.services import ServiceError
from clubapp.services.outbox import OutboxService
from clubapp.services.seasons import SeasonService
from clubapp.words import formats
from tests.helpers.mail_server import MailServer
from tests.mail.statement_club import (  # noqa: F401  (fixtures)
    DEPOSIT_ONLY,
    NO_ADDRESS,
    NO_MONEY,
    OPTED_OUT,
    PLAYERS,
    RUSSIAN,
    address,
    build_statement_club,
    html_tables,
    second_evening,
    statement_club,
    statement_club_file,
    statement_club_path,
    text_part,
)

MAILED_AT_THE_EVENING = {n for n in PLAYERS if n not in (OPTED_OUT, NO_ADDRESS)}


@pytest.fixture
def server():
    box = MailServer().start()
    yield box
    box.stop()


def _send(services, server) -> list[int]:
    return send_queued(OutboxService(services.db), server.url(), sender_name="Card club").sent


def _signed(amount: Decimal, lang: str) -> str:
    return ("+" if amount > 0 else "") + formats.money(amount, lang)


def _lines_table(message) -> list[tuple[str, ...]]:
    """The statement's table: the one whose last heading is the balance's."""
    tables = [t for t in html_tables(message) if t and t[0][-1] in ("Balance", "Остаток")]
    assert len(tables) == 1
    return tables[0]


def _assert_statement_is_the_services(message, statement, balance_now: Decimal, lang: str,
                                      currency: str = "USD") -> None:
    """Every figure of the mail is the money service's: the balance brought forward, each
    line's amount and balance after it, the balance at the end, the balance now — in the HTML
    part and in the text part."""
    rows = _lines_table(message)
    _heads, opening, *middle, closing = rows
    assert opening[-1] == formats.money(statement.opening, lang)
    assert closing[-1] == formats.money(statement.closing, lang)
    lines = [row for row in middle if row[-1]]  # the rows naming an evening have no figures
    assert [(row[2], row[3]) for row in lines] == [
        ("" if line.kind == "balance" else _signed(line.amount, lang),
         formats.money(line.balance, lang)) for line in statement.lines]
    text = text_part(message)
    now = f"{formats.money(balance_now, lang)} {currency}"
    said = {"en": f"Your balance now: {now}.", "ru": f"Ваш остаток сейчас: {now}."}[lang]
    assert said in text and said in message.get_body(("html",)).get_content()
    for row in lines:  # the text part's table holds the same rows, in its columns
        assert any(row[1] in line and line.rstrip().endswith(row[3])
                   and (not row[2] or row[2] in line) for line in text.splitlines()), row


def test_each_player_of_the_evening_gets_their_statement_with_the_services_figures(
        statement_club, server):  # noqa: F811
    services, club = statement_club
    outcome = queue_statements(services, evening_id=club.evening, lang="en")
    assert outcome.evening_id == club.evening
    assert sorted((s.name, s.reason) for s in outcome.skipped) == [
        (OPTED_OUT, "opted_out"), (NO_ADDRESS, "no_address")]
    assert len(_send(services, server)) == len(MAILED_AT_THE_EVENING) == 4
    assert sorted(str(m["To"]) for m in server.messages) == sorted(
        address(n) for n in MAILED_AT_THE_EVENING)
    # a member without money, and one with a deposit only, are not in the evening's money
    assert not server.to(address(NO_MONEY)) and not server.to(address(DEPOSIT_ONLY))
    for name in MAILED_AT_THE_EVENING:
        (message,) = server.to(address(name))
        lang = "ru" if name == RUSSIAN else "en"
        statement = services.money.statement(club.ids[name])
        _assert_statement_is_the_services(message, statement,
                                          services.money.balance(club.ids[name]).balance, lang)
    # Cat Moss paid from her deposit: her whole account, line by line
    (cat,) = server.to(address("Cat Moss"))
    assert str(cat["Subject"]) == "Card club: Friday cribbage, 4 December 2026 — your statement"
    rows = _lines_table(cat)
    assert rows[0] == ("Date", "What", "Amount", "Balance")
    assert [r[:2] for r in rows[1:]] == [
        ("", "Brought forward"), ("2026-12-01", "prepaid for December"), ("", "Deposit"),
        ("2026-12-04", "Friday cribbage"), ("", "Charged for the evening"),
        ("", "Paid from your balance (6.75)"), ("", "Prize"),
        ("", "Winnings handed to you in cash"), ("", "Balance at the end")]
    text = text_part(cat)
    assert "Your balance now: 13.25 USD." in text
    assert "* Deposits: 20.00 USD" in text and "* Charged for the evenings: 6.75 USD" in text
    assert "Brought forward 0.00 and the lines +13.25 make the balance at the end, 13.25." in text
    assert "Friday cribbage is still open" in text  # the evening is not closed yet
    # the evening's lines are the marked ones (a star in the text, bold in the HTML)
    assert "* 2026-12-04  Friday cribbage" in text and "  2026-12-01  prepaid" in text
    # Eve Lamb has not paid: she owes the club, and is told so
    (eve,) = server.to(address("Eve Lamb"))
    owed = services.money.balance(club.ids["Eve Lamb"]).balance
    assert owed < 0 and f"Your balance now: {formats.money(owed, 'en')} USD." in text_part(eve)
    assert "A balance below nothing is what you owe the club." in text_part(eve)


def test_a_russian_reader_gets_the_statement_in_russian(
        statement_club, server):  # noqa: F811
    services, club = statement_club
    queue_statements(services, evening_id=club.evening, lang="en")
    _send(services, server)
    (bob,) = server.to(address(RUSSIAN))
    assert str(bob["Subject"]) == (
        "Карточный клуб: Friday cribbage, 4 декабря 2026 г. — выписка по вашему счёту")
    text = text_part(bob)
    bob_now = services.money.balance(club.ids[RUSSIAN]).balance
    assert f"Ваш остаток сейчас: {formats.money(bob_now, 'ru')} USD." in text
    assert "Суммы в USD." in text and "Оплачено картой" in text
    assert "Начислено за вечер" in text and "Остаток на конец" in text
    rows = _lines_table(bob)
    assert rows[0] == ("Дата", "Что", "Сумма", "Остаток")
    assert rows[2][0] == "04.12.2026"
    assert any(r[1] == "Оплачено картой" and r[2] == "+3,00" for r in rows)
    english = ("Balance", "Deposit", "Charged", "Paid", "Your ", "Hello", "statement")
    assert not [w for w in english if w in text], text
    # the others read English
    (ann,) = server.to(address("Ann Hale"))
    assert "Your balance now:" in text_part(ann)


def test_a_member_without_money_or_who_opted_out_gets_none_and_everyone_with_money_does(
        statement_club, server):  # noqa: F811
    services, club = statement_club
    # retired: Ann Hale, settled (nothing), and Eve Lamb, who still owes the club
    for name in ("Ann Hale", "Eve Lamb"):
        services.members.set_retired(club.ids[name], True)
    assert services.money.balance(club.ids["Ann Hale"]).balance == 0
    outcome = queue_statements(services, lang="en")  # everything on record
    assert outcome.evening_id == club.evening  # kept under the club's latest evening
    _send(services, server)
    mailed = {str(m["To"]) for m in server.messages}
    assert mailed == {address(n) for n in (*MAILED_AT_THE_EVENING - {"Ann Hale"},
                                            DEPOSIT_ONLY)}
    assert address(NO_MONEY) not in mailed and address(OPTED_OUT) not in mailed
    (hal,) = server.to(address(DEPOSIT_ONLY))
    assert str(hal["Subject"]) == "Card club: your statement"
    statement = services.money.statement(club.ids[DEPOSIT_ONLY])
    assert [(x.kind, x.amount) for x in statement.lines] == [("deposit", Decimal("15.00"))]
    _assert_statement_is_the_services(hal, statement, Decimal("15.00"), "en")
    assert "Everything on record." in text_part(hal)


def test_a_second_run_sends_nothing_new_and_a_new_evening_a_new_statement(services, server):
    club = build_statement_club(services)
    first = queue_statements(services, lang="en", domain="club.example.org")
    assert len(first.report.queued) == 5 and not first.report.sent_before
    # nothing sent yet: Eve pays; queueing again renews her mail alone
    eve = club.ids["Eve Lamb"]
    services.money.pay(club.evening, eve, None, "cash")
    again = queue_statements(services, lang="en", domain="club.example.org")
    outbox = OutboxService(services.db)
    renewed = outbox.list(ids=again.report.refreshed)
    assert [e.member for e in renewed] == ["Eve Lamb"] and len(again.report.unchanged) == 4
    assert len(_send(services, server)) == 5
    (eve_mail,) = server.to(address("Eve Lamb"))
    assert "Your balance now: 0.00 USD." in text_part(eve_mail)
    assert str(eve_mail["Message-ID"]).endswith("@club.example.org>")
    # sent: a second run queues nothing and sends nothing, though the figures changed
    services.money.deposit(club.ids["Ann Hale"], "10.00")
    third = queue_statements(services, lang="en")
    assert (third.report.queued, third.report.refreshed) == ([], [])
    assert len(third.report.sent_before) == 5
    assert _send(services, server) == [] and len(server.messages) == 5
    # the statement after the evening is the same statement: one an evening
    by_evening = queue_statements(services, evening_id=club.evening, lang="en")
    assert by_evening.report.queued == [] and len(by_evening.report.sent_before) == 4
    # another evening counted: a new statement to everyone concerned, once
    evening = second_evening(services, club)
    fourth = queue_statements(services, lang="en")
    assert fourth.evening_id == evening and len(fourth.report.queued) == 5
    assert len(_send(services, server)) == 5 and len(server.messages) == 10
    (_, ann_now) = server.to(address("Ann Hale"))
    _assert_statement_is_the_services(ann_now, services.money.statement(club.ids["Ann Hale"]),
                                      services.money.balance(club.ids["Ann Hale"]).balance, "en")
    assert queue_statements(services, lang="en").report.queued == []
    assert _send(services, server) == [] and len(server.messages) == 10


def test_statements_and_the_evening_s_results_mails_leave_each_other_alone(
        statement_club):  # noqa: F811
    services, club = statement_club
    statements = queue_statements(services, evening_id=club.evening, lang="en")
    results = queue_evening_results(services, club.evening, lang="en")
    # each queued as its own kind: neither withdraws the other's mails of the evening
    assert results.report.withdrawn == [] and results.report.queued
    again = queue_statements(services, evening_id=club.evening, lang="en")
    assert again.report.withdrawn == []
    assert sorted(again.report.unchanged) == sorted(statements.report.queued)
    kinds = {e.kind for e in OutboxService(services.db).list(club.evening)}
    assert kinds == {"results", "statement"}
    # a member who asks for no mails since: his unsent statement is withdrawn, nothing else
    services.members.set_privacy(club.ids["Ann Hale"], mail_results=False)
    later = queue_statements(services, evening_id=club.evening, lang="en")
    (gone,) = later.report.withdrawn
    assert gone not in {e.id for e in OutboxService(services.db).list(club.evening)}
    assert {e.member for e in OutboxService(services.db).list(club.evening)
            if e.kind == "statement"} == MAILED_AT_THE_EVENING - {"Ann Hale"}


def test_a_season_s_statement_lists_its_days_and_its_balance_at_the_end(
        statement_club, server):  # noqa: F811
    services, club = statement_club
    season = SeasonService(services.db).create("Winter", evening_ids=[club.evening])
    second_evening(services, club)  # after the season: Ann pays it, Bob owes it
    outcome = queue_statements(services, season_id=season.id, lang="en")
    assert outcome.evening_id == club.evening and outcome.season_id == season.id
    _send(services, server)
    # everyone with a balance is told it, a deposit made before the season brought forward
    (hal,) = server.to(address(DEPOSIT_ONLY))
    assert _lines_table(hal)[1] == ("", "Brought forward", "", "15.00")
    for name, lang in (("Ann Hale", "en"), (RUSSIAN, "ru")):
        (mail,) = server.to(address(name))
        statement = services.money.statement(club.ids[name], season.id)
        assert statement.lines and {x.day for x in statement.lines} == {dt.date(2026, 12, 4)}
        _assert_statement_is_the_services(mail, statement,
                                          services.money.balance(club.ids[name]).balance, lang)
    (ann,) = server.to(address("Ann Hale"))
    assert str(ann["Subject"]) == "Card club: Winter — your statement"
    text = text_part(ann)
    assert "Season Winter: 4 December 2026 – 4 December 2026." in text
    assert "end of the season" not in text  # her balance has not moved since
    (bob,) = server.to(address(RUSSIAN))
    bob_end = services.money.statement(club.ids[RUSSIAN], season.id).closing
    assert bob_end != services.money.balance(club.ids[RUSSIAN]).balance
    assert (f"Ваш остаток на конец сезона: {formats.money(bob_end, 'ru')} USD."
            in text_part(bob))
    assert "Сезон «Winter»: 4 декабря 2026 г. – 4 декабря 2026 г.\n" in text_part(bob)


def test_an_evening_without_money_and_an_unknown_season_are_refused(
        statement_club):  # noqa: F811
    services, _club = statement_club
    bare = services.evenings.create(dt.date(2026, 12, 18), "No money tonight").id
    with pytest.raises(ServiceError) as refused:
        queue_statements(services, evening_id=bare, lang="en")
    assert refused.value.why.id == "money.not_set_up"
    with pytest.raises(ServiceError):
        queue_statements(services, season_id=999, lang="en")
    assert OutboxService(services.db).list() == []
