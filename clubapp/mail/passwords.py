"""The mail server's password: in the system keyring, as the database's is
(``store.credentials``), never in the settings file, never shown.

It is kept under the service ``clubapp`` and the server's URL without any password
(``smtp://user@host:port``): one password for each user of each server. Where the computer has
no keyring the window asks for it at each sending, and the command line reads
``CLUBAPP_SMTP_PASSWORD``.
"""

from __future__ import annotations

import os

from clubapp.mail.smtp import parse_smtp_url
from clubapp.store.credentials import forget_secret, keep_secret, kept_secret

PASSWORD_ENV = "CLUBAPP_SMTP_PASSWORD"


def keyring_key(url: str) -> str:
    """The name the password is kept under: the server's URL without password or query."""
    server, _password = parse_smtp_url(url)
    user = server.url.split("?", 1)[0]
    return user


def save_password(url: str, password: str) -> bool:
    """Keep the password in the keyring; False when the system has no usable keyring."""
    return keep_secret(keyring_key(url), password)


def load_password(url: str) -> str | None:
    """The password kept for this server, None when none is kept (or there is no keyring)."""
    return kept_secret(keyring_key(url))


def forget_password(url: str) -> None:
    """Remove the password kept for this server (nothing happens when none is kept)."""
    forget_secret(keyring_key(url))


def password_for(url: str, environ: dict[str, str] | None = None) -> str | None:
    """The password to log in with: written in the URL, else ``CLUBAPP_SMTP_PASSWORD``, else
    the one kept in the keyring; None where none is found (or the URL names no user)."""
    server, written = parse_smtp_url(url)
    if not server.user:
        return None
    if written is not None:
        return written
    given = (os.environ if environ is None else environ).get(PASSWORD_ENV)
    return given if given else load_password(url)
