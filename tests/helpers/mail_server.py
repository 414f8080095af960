"""A real SMTP server on 127.0.0.1 for the results mails' tests (aiosmtpd), keeping every mail
it accepts, parsed back as a mail reader parses it.

- ``MailServer()``: plain SMTP, no login; ``tls=True``: STARTTLS required with a certificate
  of its own making (``cert`` to trust it); ``smtps=True``: TLS from the first byte;
  ``login=("user", "password")``: AUTH required.
- ``refuse={"addr": "550 …"}``: those recipients refused with that answer.
- ``accept=k``: after k mails accepted, every further mail is answered "421 closing" (a server
  going down politely); ``vanish_after=k``: the k+1-th mail makes the server stop from its own
  thread before it answers (a server gone mid-mail: the sender hears nothing).
- ``start()`` / ``stop()`` / ``restart()`` (the same port again).
"""

from __future__ import annotations

import datetime as dt
import email
import ipaddress
import ssl
import threading
import warnings
from email.message import EmailMessage
from email.policy import default
from pathlib import Path
from typing import Any

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword

HOST = "127.0.0.1"


def self_signed_certificate(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 signed by its own key: (certificate, key) files."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "clubapp test mail server")])
    now = dt.datetime.now(dt.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(days=1))
            .not_valid_after(now + dt.timedelta(days=2))
            .add_extension(x509.SubjectAlternativeName(
                [x509.IPAddress(ipaddress.ip_address(HOST))]), critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    cert_path, key_path = folder / "mail-cert.pem", folder / "mail-key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                           serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return cert_path, key_path


class _Controller(Controller):
    """aiosmtpd's controller on a port the system picks (``port=0``): the port is read from
    the listening socket before the controller greets its own server."""

    def factory(self) -> Any:
        # over smtps the connection is encrypted before AUTH, which aiosmtpd does not count
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="Requiring AUTH while not requiring TLS")
            return super().factory()

    def _trigger_server(self) -> None:
        if self.port == 0 and self.server is not None:
            self.port = self.server.sockets[0].getsockname()[1]
        super()._trigger_server()


class _Handler:
    def __init__(self, box: MailServer) -> None:
        self.box = box

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str,
                          rcpt_options: list[str]) -> str:
        if address in self.box.refuse:
            return self.box.refuse[address]
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        box = self.box
        with box.lock:
            if box.accept is not None and len(box.messages) >= box.accept:
                box.closed_answers += 1
                return "421 4.3.2 Service shutting down, try later"
            vanish = box.vanish_after is not None and len(box.messages) >= box.vanish_after
            if vanish:
                box.vanish_after = None
        if vanish:
            # the server goes away before it answers: stopped from another thread (the
            # controller's stop joins the loop's thread, where this runs)
            box.stopping = threading.Thread(target=box.stop)
            box.stopping.start()
            await _forever()
        with box.lock:
            message = email.message_from_bytes(envelope.content, policy=default)
            assert isinstance(message, EmailMessage)
            box.messages.append(message)
            box.envelopes.append((envelope.mail_from, list(envelope.rcpt_tos)))
        return "250 2.0.0 Message accepted for delivery"


async def _forever() -> None:
    import asyncio

    while True:
        await asyncio.sleep(3600)


class MailServer:
    def __init__(self, folder: Path | None = None, *, tls: bool = False, smtps: bool = False,
                 login: tuple[str, str] | None = None, refuse: dict[str, str] | None = None,
                 accept: int | None = None, vanish_after: int | None = None) -> None:
        self.refuse = dict(refuse or {})
        self.accept = accept
        self.vanish_after = vanish_after
        self.login = login
        self.tls, self.smtps = tls, smtps
        self.messages: list[EmailMessage] = []
        self.envelopes: list[tuple[str, list[str]]] = []
        self.closed_answers = 0
        self.logins: list[str] = []
        self.lock = threading.Lock()
        self.cert: Path | None = None
        self._context: ssl.SSLContext | None = None
        if tls or smtps:
            assert folder is not None, "a TLS server needs a folder for its certificate"
            self.cert, key = self_signed_certificate(folder)
            self._context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            self._context.load_cert_chain(self.cert, key)
        self.port = 0
        self.controller: _Controller | None = None
        self.stopping: threading.Thread | None = None  # a stop begun from the server's thread

    def _authenticate(self, server: Any, session: Any, envelope: Any, mechanism: str,
                      auth_data: Any) -> AuthResult:
        assert self.login is not None
        if isinstance(auth_data, LoginPassword):
            user, password = auth_data.login.decode(), auth_data.password.decode()
            if (user, password) == self.login:
                self.logins.append(user)
                return AuthResult(success=True)
        return AuthResult(success=False, handled=False)

    def start(self) -> MailServer:
        if self.stopping is not None:
            self.stopping.join(10)
            self.stopping = None
        kwargs: dict[str, Any] = {}
        if self.tls:
            kwargs.update(tls_context=self._context, require_starttls=True)
        if self.smtps:
            kwargs.update(ssl_context=self._context)
        if self.login is not None:
            # aiosmtpd counts only STARTTLS as encrypted: over smtps it is so from the start
            kwargs.update(authenticator=self._authenticate, auth_required=True,
                          auth_require_tls=self.tls)
        self.controller = _Controller(_Handler(self), hostname=HOST, port=self.port, **kwargs)
        self.controller.start()
        self.port = self.controller.port
        return self

    def stop(self) -> None:
        controller, self.controller = self.controller, None
        if controller is not None:
            controller.stop()

    def restart(self) -> None:
        """Up again on the same port, keeping what it accepted."""
        self.stop()
        self.start()

    def url(self, user: str | None = None, **query: str) -> str:
        scheme = "smtps" if self.smtps else "smtp"
        who = f"{user}@" if user else ""
        if not self.tls and not self.smtps:
            query.setdefault("starttls", "no")
        if self.cert is not None:
            query.setdefault("cafile", str(self.cert))
        tail = "&".join(f"{k}={v}" for k, v in query.items())
        return f"{scheme}://{who}{HOST}:{self.port}" + (f"?{tail}" if tail else "")

    def message_ids(self) -> list[str]:
        return [str(m["Message-ID"]) for m in self.messages]

    def to(self, address: str) -> list[EmailMessage]:
        return [m for m in self.messages if str(m["To"]) == address]
