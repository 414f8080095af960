"""Database passwords: kept in the system keyring, never written in the settings file.

A URL with a password is saved without it; the password goes to the keyring (through the
``keyring`` package) when the system has one, and is asked for at start otherwise.
"""

from __future__ import annotations

from sqlalchemy.engine import make_url

SERVICE = "clubapp"


def split_password(url: str) -> tuple[str, str | None]:
    """The URL without its password, and the password (None when it has none)."""
    if "://" not in url:
        return url, None
    parsed = make_url(url)
    if parsed.password is None:
        return url, None
    return parsed.set(password=None).render_as_string(hide_password=False), str(parsed.password)


def with_password(url: str, password: str) -> str:
    return make_url(url).set(password=password).render_as_string(hide_password=False)


def needs_password(url: str | None) -> bool:
    """A server URL naming a user but no password (a file database needs none)."""
    if not url or "://" not in url:
        return False
    parsed = make_url(url)
    return parsed.get_backend_name() != "sqlite" and bool(parsed.username) \
        and parsed.password is None


def save_password(url: str, password: str) -> bool:
    """Keep the password in the keyring; False when the system has no usable keyring."""
    try:
        import keyring
        from keyring.errors import KeyringError

        keyring.set_password(SERVICE, url, password)
        return True
    except (ImportError, KeyringError, RuntimeError):
        return False


def load_password(url: str) -> str | None:
    try:
        import keyring
        from keyring.errors import KeyringError

        return keyring.get_password(SERVICE, url)
    except (ImportError, KeyringError, RuntimeError):
        return None
