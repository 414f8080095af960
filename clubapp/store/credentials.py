"""Database passwords: kept in the system keyring, never written in the settings file, never shown.

A server URL with a password (``postgresql://scorer:secret@hall/club``, or ``?password=…``) is
saved without it; the password goes to the system keyring (through the ``keyring`` package),
under the URL without the password. Where the computer has no keyring, the window asks for the
password at each start. Any text a person reads that may hold a URL (an error, a message box)
goes through ``redact`` first.
"""

from __future__ import annotations

import re

from sqlalchemy.engine import URL, make_url

from clubapp.words import Message

SERVICE = "clubapp"
HIDDEN = "***"
# user:password@ in any URL of a text, and password=… in a URL's query or a connection string
_IN_AUTHORITY = re.compile(r"(?P<head>\b[a-zA-Z][\w+.-]*://[^\s:/@'\"]*:)[^\s/'\"]*@")
_IN_QUERY = re.compile(r"(?P<head>(?:[?&;\s]|^)password\s*=\s*)(?:'[^']*'|[^\s&;'\"]+)",
                       re.IGNORECASE)


def redact(text: object) -> str:
    """The text with every password of a database URL in it replaced by ``***``."""
    said = str(text)
    said = _IN_AUTHORITY.sub(lambda m: m.group("head") + HIDDEN + "@", said)
    return _IN_QUERY.sub(lambda m: m.group("head") + HIDDEN, said)


def _parse(url: str) -> URL | None:
    try:
        return make_url(url)
    except Exception:  # not a URL SQLAlchemy reads: the database layer says so when opening
        return None


def _without_password(parsed: URL) -> URL:
    # URL.set(password=None) keeps the password in SQLAlchemy 2.1: make the URL anew
    query = {k: v for k, v in parsed.query.items() if k.lower() != "password"}
    return URL.create(parsed.drivername, username=parsed.username, password=None,
                      host=parsed.host, port=parsed.port, database=parsed.database, query=query)


def _password_of(parsed: URL) -> str | None:
    if parsed.password is not None:
        return str(parsed.password)
    for key, value in parsed.query.items():
        if key.lower() == "password":
            return value if isinstance(value, str) else value[-1]
    return None


def split_password(url: str) -> tuple[str, str | None]:
    """The URL without its password, and the password (None when it has none)."""
    if "://" not in url:
        return url, None
    parsed = _parse(url)
    if parsed is None:
        return redact(url), None
    password = _password_of(parsed)
    if password is None:
        return url, None
    return _without_password(parsed).render_as_string(hide_password=False), password


def url_to_keep(url: str) -> str:
    """The URL as it may be written to a file: without any password, whatever form it took
    (``user:secret@``, ``?password=``, or a text that is not a URL at all)."""
    parsed = _parse(url) if "://" in url else None
    if parsed is None:
        return redact(url)
    # rendered the same way whether or not it had a password, so that one database is always
    # noted under one text
    return _without_password(parsed).render_as_string(hide_password=False)


def with_password(url: str, password: str) -> str:
    """The URL with this password in it (to connect; never to be saved or shown)."""
    parsed = make_url(url)
    return _without_password(parsed).set(password=password).render_as_string(hide_password=False)


def needs_password(url: str | None) -> bool:
    """A server URL naming a user but no password (a file database needs none)."""
    if not url or "://" not in url:
        return False
    parsed = _parse(url)
    if parsed is None:
        return False
    return (parsed.get_backend_name() != "sqlite" and bool(parsed.username)
            and _password_of(parsed) is None)


def where_of(url: str | URL) -> str:
    """A server database as a person names it: host (or socket folder), port and database."""
    parsed = make_url(url) if isinstance(url, str) else url
    host = parsed.host or parsed.query.get("host") or "localhost"
    port = parsed.port or parsed.query.get("port")
    place = f"{host}:{port}" if port else str(host)
    return f"{place}/{parsed.database}" if parsed.database else place


def url_user_and_place(url: str) -> tuple[str, str]:
    """Whose password a server URL asks, and where (never the URL itself: its query may hold
    anything)."""
    parsed = make_url(url)
    return parsed.username or "", where_of(parsed)


def password_request(url: str) -> Message:
    """What to say when a server URL's password is neither given nor kept in the keyring."""
    parsed = make_url(url)
    return Message("store.password_needed", where=where_of(parsed), user=parsed.username or "")


def keyring_key(url: str) -> str:
    """The name the password is kept under: the URL without any password."""
    return split_password(url)[0]


def keep_secret(key: str, secret: str) -> bool:
    """Keep a secret in the keyring under ``key``; False when the system has no usable keyring."""
    try:
        import keyring
        from keyring.errors import KeyringError

        keyring.set_password(SERVICE, key, secret)
        return True
    except (ImportError, KeyringError, RuntimeError):
        return False


def kept_secret(key: str) -> str | None:
    """The secret kept under ``key``, None when none is kept (or there is no keyring)."""
    try:
        import keyring
        from keyring.errors import KeyringError

        return keyring.get_password(SERVICE, key)
    except (ImportError, KeyringError, RuntimeError):
        return None


def forget_secret(key: str) -> None:
    """Remove the secret kept under ``key`` (nothing happens when none is kept)."""
    try:
        import keyring
        from keyring.errors import KeyringError  # PasswordDeleteError: none was kept

        keyring.delete_password(SERVICE, key)
    except (ImportError, KeyringError, RuntimeError):
        return


def save_password(url: str, password: str) -> bool:
    """Keep the password in the keyring; False when the system has no usable keyring."""
    return keep_secret(keyring_key(url), password)


def load_password(url: str) -> str | None:
    """The password kept for this URL, None when none is kept (or there is no keyring)."""
    return kept_secret(keyring_key(url))


def forget_password(url: str) -> None:
    """Remove the password kept for this URL (nothing happens when none is kept)."""
    forget_secret(keyring_key(url))
