"""The mail server's address as the organiser writes it, and its password: in the URL only to
be taken out, else in CLUBAPP_SMTP_PASSWORD or the keyring (a real keyring backend in memory),
never in what is kept."""

from __future__ import annotations

import pytest

from clubapp.mail.passwords import keyring_key, load_password, password_for, save_password
from clubapp.mail.smtp import MailServerError, SmtpServer, parse_smtp_url
from clubapp.store.credentials import SERVICE, url_to_keep
from tests.store.memory_keyring import memory_keyring  # noqa: F401  (a fixture)


@pytest.mark.parametrize(("url", "server", "password"), [
    ("smtp://results%40club.example.org@mail.example.org",
     SmtpServer("smtp", "mail.example.org", 587, "results@club.example.org", True,
                "results@club.example.org"), None),
    ("smtps://club:s%3Acret@mail.example.org:2465?from=news@club.example.org",
     SmtpServer("smtps", "mail.example.org", 2465, "club", True, "news@club.example.org"),
     "s:cret"),
    ("SMTP://127.0.0.1:2525?starttls=no",
     SmtpServer("smtp", "127.0.0.1", 2525, "", False, "clubapp@127.0.0.1"), None),
    ("smtp://[::1]:25?starttls=no&cafile=/etc/club/ca.pem",
     SmtpServer("smtp", "::1", 25, "", False, "clubapp@::1", "/etc/club/ca.pem"), None),
])
def test_a_mail_servers_address_is_read(url, server, password):
    assert parse_smtp_url(url) == (server, password)


def test_the_address_kept_has_no_password_and_reads_back_the_same():
    server, password = parse_smtp_url(
        "smtp://results%40club.example.org:secret@mail.example.org:587?from=news@club.example.org")
    assert password == "secret"
    assert server.url == ("smtp://results%40club.example.org@mail.example.org:587"
                          "?from=news%40club.example.org")
    assert "secret" not in server.url
    assert parse_smtp_url(server.url) == (server, None)
    assert server.domain == "club.example.org"
    # the window's start moves passwords out of every URL of its settings (url_to_keep): the
    # address kept reads the same after it (one "@" in it, the sender's written %40)
    assert url_to_keep(server.url) == server.url


@pytest.mark.parametrize("url", ["mail.example.org", "http://mail.example.org",
                                 "smtp://", "smtp://mail.example.org/folder",
                                 "smtp://mail.example.org:port", "smtp://host?from=nobody", ""])
def test_what_is_no_mail_server_is_refused_in_words(url):
    with pytest.raises(MailServerError) as refused:
        parse_smtp_url(url)
    assert refused.value.why.id == "mail.bad_url"
    assert refused.value.say("ru").endswith("— не адрес почтового сервера: укажите "
                                            "`smtp://user@host:port` или "
                                            "`smtps://user@host:port`")


def test_the_password_comes_from_the_url_the_environment_or_the_keyring(
        memory_keyring):  # noqa: F811
    url = "smtp://club@mail.example.org:587?from=news@club.example.org"
    assert keyring_key(url) == "smtp://club@mail.example.org:587"
    assert keyring_key("smtp://club:secret@mail.example.org:587") == keyring_key(url)
    assert password_for(url, {}) is None
    assert save_password(url, "kept")
    assert memory_keyring.kept == {(SERVICE, "smtp://club@mail.example.org:587"): "kept"}
    assert load_password("smtp://club@mail.example.org") == "kept"  # port 587 by default
    assert password_for(url, {}) == "kept"
    assert password_for(url, {"CLUBAPP_SMTP_PASSWORD": "given"}) == "given"
    assert password_for("smtp://club:typed@mail.example.org:587",
                        {"CLUBAPP_SMTP_PASSWORD": "given"}) == "typed"
    assert password_for("smtp://mail.example.org:587?starttls=no", {}) is None  # no login
