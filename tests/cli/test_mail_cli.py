"""`clubapp mail`: an evening's results mailed from the shell through the outbox, to a real SMTP
server on 127.0.0.1 — queued once, sent once, the outbox printed, bad input refused."""

from __future__ import annotations

import pytest

from tests.cli.shell import Shell
from tests.helpers.mail_server import MailServer
from tests.mail.mail_club import (  # noqa: F401  (fixtures)
    LOO,
    NO_ADDRESS,
    OPTED_OUT,
    address,
    mail_club_file,
    mail_club_path,
)


@pytest.fixture
def shell(mail_club_path, capsys, monkeypatch):  # noqa: F811
    monkeypatch.delenv("CLUBAPP_SMTP", raising=False)
    monkeypatch.delenv("CLUBAPP_SMTP_PASSWORD", raising=False)
    path, club = mail_club_path
    return Shell(str(path), capsys, monkeypatch), club


@pytest.fixture
def server():
    box = MailServer().start()
    yield box
    box.stop()


def test_mail_results_queues_sends_and_a_second_run_sends_nothing(shell, server):
    run, club = shell
    done = run.json("mail", "results", "--evening", club.evening, "--smtp", server.url())
    assert (done["queued"], done["sent"], done["refreshed"], done["waiting"]) == (14, 14, 0, 0)
    assert done["withdrawn"] == 0
    assert done["failed"] == [] and done["error"] is None and done["note"] is None
    assert done["smtp"] == server.url()
    assert sorted((s["member"], s["reason"]) for s in done["skipped"]) == sorted(
        [(n, "no_address") for n in NO_ADDRESS] + [(n, "opted_out") for n in OPTED_OUT])
    assert {s["why"] for s in done["skipped"]} == {"no e-mail address",
                                                    "asked for no results by mail"}
    assert len(server.messages) == 14
    again = run.json("mail", "results", "--evening", club.evening, "--smtp", server.url())
    assert (again["queued"], again["sent"]) == (0, 0) and len(server.messages) == 14
    assert len(again["sent_before"]) == 14
    assert all(s["reason"].startswith("sent before, on ") for s in again["sent_before"])
    outbox = run.json("mail", "outbox", "--evening", club.evening)
    assert len(outbox) == 14 and {m["status"] for m in outbox} == {"sent"}
    assert {m["message_id"] for m in outbox} == set(server.message_ids())
    assert sorted(m["address"] for m in outbox if m["kind"] == "chips") == sorted(
        address(n) for n in LOO)
    assert set(outbox[0]) == {"id", "evening", "kind", "member", "member_id", "address",
                              "subject", "status", "attempts", "last_error", "message_id",
                              "queued_at", "sent_at"}  # no bodies


def test_without_a_server_the_mails_are_queued_and_it_says_so(shell, server, monkeypatch):
    run, club = shell
    done = run.json("mail", "results", "--evening", club.evening, lang="ru")
    assert (done["queued"], done["sent"], done["waiting"], done["smtp"]) == (14, 0, 14, None)
    assert done["note"] == ("почтовый сервер не указан (`--smtp` или `CLUBAPP_SMTP`): письма "
                            "поставлены в очередь, но не отправлены")
    assert {m["status"] for m in run.json("mail", "outbox")} == {"queued"}
    monkeypatch.setenv("CLUBAPP_SMTP", server.url())  # the server from the environment
    sent = run.json("mail", "send")
    assert sent["sent"] == 14 and sent["waiting"] == 0 and len(server.messages) == 14


def test_a_refused_address_is_listed_with_the_servers_answer(shell):
    run, club = shell
    answer = "550 5.1.1 Recipient address rejected"
    box = MailServer(refuse={address("Gus Bell"): answer}).start()
    try:
        done = run.json("mail", "results", "--evening", club.evening, "--smtp", box.url())
    finally:
        box.stop()
    assert done["sent"] == 13 and done["failed"] == [
        {"member": "Gus Bell", "member_id": club.ids["Gus Bell"],
         "address": address("Gus Bell"), "kind": "results", "status": "refused",
         "reason": answer}]
    assert run.json("mail", "retry", "--evening", club.evening) == {
        "evening": club.evening, "requeued": 1}


def test_an_unreachable_server_leaves_the_mails_queued_and_says_why(shell):
    run, club = shell
    box = MailServer().start()
    url = box.url()
    box.stop()
    result = run.run("mail", "results", "--evening", club.evening, "--smtp", url)
    assert result.code == 1
    assert result.err.startswith("clubapp: the mail server 127.0.0.1:")
    assert "cannot be reached" in result.err
    import json

    done = json.loads(result.out)
    assert done["sent"] == 0 and done["waiting"] == 14 and len(done["failed"]) == 14
    assert {m["attempts"] for m in run.json("mail", "outbox")} == {1}


def test_bad_input_is_refused_and_nothing_is_queued(shell):
    run, club = shell
    assert run.refused("mail", "results", "--evening", 99) == "evening: no evening number 99"
    assert run.refused("mail", "outbox", "--evening", 99) == "evening: no evening number 99"
    assert run.refused("mail", "results", "--evening", club.evening, "--smtp",
                       "mail.example.org") == (
        "'mail.example.org' is not a mail server address: use `smtp://user@host:port` or "
        "`smtps://user@host:port`")
    assert run.refused("mail", "results", "--evening", club.evening, "--smtp",
                       "smtp://club@127.0.0.1:2525") == (
        "the mail server 127.0.0.1:2525 asks a password for club: give it in "
        "`CLUBAPP_SMTP_PASSWORD` or keep it in the keyring from the window")
    assert run.refused("mail", "results", "--evening", 99, lang="ru") == \
        "вечер: нет вечера с номером 99"
    assert run.json("mail", "outbox") == []
