"""`clubapp mail statements`: each member's money statement mailed from the shell through the
outbox to a real SMTP server on 127.0.0.1 — queued once an evening, sent once, its figures the
money service's, bad input refused with nothing queued."""

from __future__ import annotations

import pytest

from clubapp.services import Services
from clubapp.words import formats
from tests.cli.shell import Shell
from tests.helpers.mail_server import MailServer
from tests.mail.statement_club import (  # noqa: F401  (fixtures)
    DEPOSIT_ONLY,
    NO_ADDRESS,
    NO_MONEY,
    OPTED_OUT,
    PLAYERS,
    address,
    second_evening,
    statement_club_file,
    statement_club_path,
    text_part,
)

AT_THE_EVENING = sorted(n for n in PLAYERS if n not in (OPTED_OUT, NO_ADDRESS))


@pytest.fixture
def shell(statement_club_path, capsys, monkeypatch):  # noqa: F811
    monkeypatch.delenv("CLUBAPP_SMTP", raising=False)
    monkeypatch.delenv("CLUBAPP_SMTP_PASSWORD", raising=False)
    path, club = statement_club_path
    return Shell(str(path), capsys, monkeypatch), club, path


@pytest.fixture
def server():
    box = MailServer().start()
    yield box
    box.stop()


def test_an_evening_s_statements_are_sent_once_with_the_services_balances(shell, server):
    run, club, path = shell
    done = run.json("mail", "statements", "--evening", club.evening, "--smtp", server.url())
    assert (done["evening"], done["season"], done["queued"], done["sent"]) == (
        club.evening, None, 4, 4)
    assert (done["refreshed"], done["withdrawn"], done["waiting"]) == (0, 0, 0)
    assert done["failed"] == [] and done["error"] is None and done["note"] is None
    assert sorted((s["member"], s["reason"], s["why"]) for s in done["skipped"]) == [
        (OPTED_OUT, "opted_out", "asked for no results by mail"),
        (NO_ADDRESS, "no_address", "no e-mail address")]
    assert sorted(str(m["To"]) for m in server.messages) == [address(n) for n in AT_THE_EVENING]
    services = Services.open(str(path))
    try:
        for name in AT_THE_EVENING:
            if name == "Bob Reed":
                continue  # reads Russian (tests/mail/test_statements.py)
            now = services.money.balance(club.ids[name]).balance
            (mail,) = server.to(address(name))
            assert f"Your balance now: {formats.money(now, 'en')} USD." in text_part(mail)
    finally:
        services.close()
    again = run.json("mail", "statements", "--evening", club.evening, "--smtp", server.url())
    assert (again["queued"], again["sent"]) == (0, 0) and len(server.messages) == 4
    assert len(again["sent_before"]) == 4
    assert {s["kind"] for s in again["sent_before"]} == {"statement"}
    assert all(s["reason"].startswith("sent before, on ") for s in again["sent_before"])
    outbox = run.json("mail", "outbox", "--evening", club.evening)
    assert {(m["kind"], m["status"]) for m in outbox} == {("statement", "sent")}
    assert {m["message_id"] for m in outbox} == set(server.message_ids())


def test_everything_on_record_reaches_every_member_with_money_once_an_evening(shell, server):
    run, club, path = shell
    done = run.json("mail", "statements", "--smtp", server.url())
    assert done["evening"] == club.evening and (done["queued"], done["sent"]) == (5, 5)
    mailed = {str(m["To"]) for m in server.messages}
    assert address(DEPOSIT_ONLY) in mailed and address(NO_MONEY) not in mailed
    assert run.json("mail", "statements", "--smtp", server.url())["sent"] == 0
    services = Services.open(str(path))
    try:
        later = second_evening(services, club)
    finally:
        services.close()
    after = run.json("mail", "statements", "--smtp", server.url())
    assert (after["evening"], after["queued"], after["sent"]) == (later, 5, 5)
    assert len(server.messages) == 10


def test_without_a_server_they_are_queued_and_it_says_so_in_russian(shell):
    run, club, _path = shell
    done = run.json("mail", "statements", "--evening", club.evening, lang="ru")
    assert (done["queued"], done["sent"], done["waiting"], done["smtp"]) == (4, 0, 4, None)
    assert done["note"].startswith("почтовый сервер не указан")
    assert {s["why"] for s in done["skipped"]} == {"нет адреса электронной почты",
                                                    "просил не присылать итоги по почте"}
    outbox = run.json("mail", "outbox", "--evening", club.evening)
    assert {m["status"] for m in outbox} == {"queued"}
    assert next(m["subject"] for m in outbox if m["member"] == "Bob Reed").endswith(
        "— выписка по вашему счёту")


def test_bad_evenings_and_seasons_are_refused_and_nothing_is_queued(shell):
    run, _club, _path = shell
    assert run.refused("mail", "statements", "--evening", 999) == (
        "evening: no evening number 999")
    assert run.refused("mail", "statements", "--season", 999) == (
        "season: there is no season number 999")
    assert run.refused("mail", "statements", "--season", 999, lang="ru") == (
        "сезон: нет сезона с номером 999")
    bare = run.json("evening", "new", "--name", "No money tonight", "--date", "2026-12-18")
    assert run.refused("mail", "statements", "--evening", bare["id"]) == (
        "evening: no money is set up for the evening 'No money tonight': set it up first "
        "(clubapp money setup)")
    assert run.refused("mail", "statements", "--evening", bare["id"], lang="ru") == (
        "вечер: для вечера «No money tonight» деньги не настроены: сначала настройте их "
        "(`clubapp money setup`)")
    assert run.json("mail", "outbox") == []
