"""The club's mail server: its address, the connection, and one mail handed over.

The address is a URL: ``smtp://user@host:port`` (port 587 unless given) speaks plain SMTP and
then STARTTLS, which is required: a server that does not offer it is refused, unless the URL
says ``?starttls=no`` (a relay on the club's own computer); ``smtps://user@host:port`` (465)
speaks TLS from the first byte. With a user the connection logs in (AUTH) with the password
given (from the keyring, ``mail.passwords``); an ``@`` in the user is written ``%40``. The
query may also say ``from=club@example.org`` (the sender; default: the user where it is an
address, else ``clubapp@`` the server's host) and ``cafile=/path/ca.pem`` (a certificate to
trust beside the system's: a server with a certificate of its own making).

``deliver`` hands one mail to the server and says what became of it: ``accepted`` (the
server's 250 after the data: from then on the server is responsible), ``refused`` (a 5xx for
the recipient or the mail: this mail will not go as it is), ``deferred`` (a 4xx, or the
connection lost: try again later); the answer is the server's own words, or our reason kept
as a message (``mail.reasons``). A refusal of the connection itself (unreachable, the login
refused, no STARTTLS, the sender refused) is ``MailServerError``: nothing was sent.
"""

from __future__ import annotations

import smtplib
import socket
import ssl
from dataclasses import dataclass
from email.message import EmailMessage
from email.policy import SMTP, SMTPUTF8
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

from clubapp.mail.reasons import kept
from clubapp.words import Message, say

PORTS = {"smtp": 587, "smtps": 465}
TIMEOUT = 30.0  # seconds for the connection and each answer: a lost server is not waited on


class MailServerError(Exception):
    """The mail server cannot be used as given (``why``: a message of the ``mail`` section);
    nothing was sent."""

    def __init__(self, message: str | Message, /, **params: Any) -> None:
        self.why = message if isinstance(message, Message) else Message(message, **params)
        super().__init__(say(self.why, "en"))

    def say(self, lang: str) -> str:
        return say(self.why, lang)


@dataclass(frozen=True)
class SmtpServer:
    """A mail server as its URL names it (the password is never part of it)."""

    scheme: str  # "smtp" (STARTTLS) or "smtps" (TLS at once)
    host: str
    port: int
    user: str = ""
    starttls: bool = True  # smtp://: STARTTLS required (False: ?starttls=no)
    sender: str = ""  # the From address
    cafile: str = ""

    @property
    def where(self) -> str:
        """The server as a person names it: host and port."""
        return f"{self.host}:{self.port}"

    @property
    def url(self) -> str:
        """The URL as it may be kept in the settings and names the password in the keyring:
        without any password."""
        user = f"{quote(self.user, safe='')}@" if self.user else ""
        query = []
        if self.scheme == "smtp" and not self.starttls:
            query.append("starttls=no")
        if self.sender and self.sender != _default_sender(self.user, self.host):
            query.append(f"from={quote(self.sender, safe='')}")  # one @ in the URL
        if self.cafile:
            query.append(f"cafile={quote(self.cafile, safe='')}")
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{self.scheme}://{user}{host}:{self.port}" + ("?" + "&".join(query) if query
                                                               else "")

    @property
    def domain(self) -> str:
        """The sender's domain: the right side of each Message-ID of the club's mails."""
        return self.sender.rpartition("@")[2] or "clubapp.local"


def _default_sender(user: str, host: str) -> str:
    return user if "@" in user else f"clubapp@{host}"


def parse_smtp_url(url: str) -> tuple[SmtpServer, str | None]:
    """The server a URL names and the password written in it (None: none written; better
    kept in the keyring); ``MailServerError("mail.bad_url")`` for what is no such URL."""
    text = (url or "").strip()
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise MailServerError("mail.bad_url", url=text) from None
    scheme = parts.scheme.lower()
    if scheme not in PORTS or not parts.hostname or parts.path not in ("", "/"):
        raise MailServerError("mail.bad_url", url=text)
    query = {k.lower(): v[-1] for k, v in parse_qs(parts.query).items()}
    starttls = query.get("starttls", "yes").lower() not in ("no", "false", "0", "off")
    user = unquote(parts.username or "")
    password = unquote(parts.password) if parts.password is not None else None
    host = parts.hostname
    sender = query.get("from", "").strip() or _default_sender(user, host)
    if "@" not in sender:
        raise MailServerError("mail.bad_url", url=text)
    return SmtpServer(scheme, host, port or PORTS[scheme], user, starttls, sender,
                      query.get("cafile", "")), password


def _tls_context(server: SmtpServer) -> ssl.SSLContext:
    context = ssl.create_default_context()
    if server.cafile:
        context.load_verify_locations(cafile=server.cafile)
    return context


def _reason(exc: BaseException) -> str:
    """What went wrong, in the words of the system or the server (they are not ours to say)."""
    if isinstance(exc, smtplib.SMTPResponseException):
        return answer_text(exc.smtp_code, exc.smtp_error)
    if isinstance(exc, socket.gaierror):
        return exc.strerror or str(exc)
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or exc.__class__.__name__


def answer_text(code: int, text: bytes | str) -> str:
    """A server's answer as it said it: "550 5.1.1 no such mailbox"."""
    said = text.decode("utf-8", "replace") if isinstance(text, bytes) else str(text)
    return f"{code} {' '.join(said.split())}".strip()


def connect(server: SmtpServer, password: str | None,
            timeout: float = TIMEOUT) -> smtplib.SMTP:
    """An open, greeted connection to the server, encrypted as its URL says and logged in
    where it names a user; ``MailServerError`` when that cannot be (nothing is sent)."""
    try:
        if server.scheme == "smtps":
            conn: smtplib.SMTP = smtplib.SMTP_SSL(server.host, server.port, timeout=timeout,
                                                  context=_tls_context(server))
        else:
            conn = smtplib.SMTP(server.host, server.port, timeout=timeout)
    except (OSError, smtplib.SMTPException) as exc:
        raise MailServerError("mail.unreachable", where=server.where,
                              reason=_reason(exc)) from None
    try:
        conn.ehlo()
        if server.scheme == "smtp" and server.starttls:
            if not conn.has_extn("starttls"):
                raise MailServerError("mail.no_tls", where=server.where)
            conn.starttls(context=_tls_context(server))
            conn.ehlo()
        if server.user:
            if password is None:
                raise MailServerError("mail.password_needed", where=server.where,
                                      user=server.user)
            if not conn.has_extn("auth"):
                raise MailServerError("mail.no_login", where=server.where, user=server.user)
            try:
                conn.login(server.user, password)
            except smtplib.SMTPAuthenticationError as exc:
                raise MailServerError("mail.login_refused",
                                      answer=answer_text(exc.smtp_code, exc.smtp_error)) from None
    except MailServerError:
        close(conn)
        raise
    except (OSError, smtplib.SMTPException) as exc:
        close(conn)
        raise MailServerError("mail.unreachable", where=server.where,
                              reason=_reason(exc)) from None
    return conn


def close(conn: smtplib.SMTP) -> None:
    """Say goodbye where the server still listens; a dead connection is only closed."""
    try:
        conn.quit()
    except (OSError, smtplib.SMTPException):
        conn.close()


@dataclass(frozen=True)
class Delivery:
    """What became of one mail: "accepted", "refused" or "deferred", and the answer."""

    outcome: str
    answer: str
    connection_lost: bool = False  # the connection is gone: open another for the next mail

    @property
    def accepted(self) -> bool:
        return self.outcome == "accepted"


def _step_failed(code: int, text: bytes) -> Delivery:
    answer = answer_text(code, text)
    return Delivery("refused" if code >= 500 else "deferred", answer,
                    connection_lost=code == 421)


def deliver(conn: smtplib.SMTP, message: EmailMessage, sender: str,
            recipient: str) -> Delivery:
    """Hand one mail for one recipient to the server step by step (MAIL, RCPT, DATA), so that
    each answer is known; ``MailServerError`` where the server refuses the sender (every mail
    would be refused the same)."""
    needs_utf8 = not (sender.isascii() and recipient.isascii())
    options = ["SMTPUTF8", "BODY=8BITMIME"] if needs_utf8 and conn.has_extn("smtputf8") else []
    data = message.as_bytes(policy=SMTPUTF8 if options else SMTP)
    try:
        code, text = conn.mail(sender, options)
        if code != 250:
            if code >= 500:
                conn.rset()
                raise MailServerError("mail.sender_refused", sender=sender,
                                      answer=answer_text(code, text))
            return _step_failed(code, text)
        code, text = conn.rcpt(recipient)
        if code not in (250, 251):
            delivery = _step_failed(code, text)
            if not delivery.connection_lost:
                conn.rset()
            return delivery
        code, text = conn.data(data)
        if code != 250:
            return _step_failed(code, text)
        return Delivery("accepted", answer_text(code, text))
    except (OSError, smtplib.SMTPException) as exc:
        if isinstance(exc, smtplib.SMTPResponseException) and exc.smtp_code >= 500:
            return Delivery("refused", _reason(exc))
        # no answer to what was sent: the server may or may not have the mail (send.py says
        # why it is sent again)
        return Delivery("deferred", kept(Message("mail.lost_connection", reason=_reason(exc))),
                        connection_lost=True)
