"""The keys of the program's settings (QSettings), apart from the dialog that edits them, so
that starting the window need not load the dialog and what it imports."""

from __future__ import annotations

from PySide6.QtCore import QSettings

DATABASE_KEY = "database/url"
# the documents' language: "" (as the window speaks, the default), "en" or "ru". A key of its
# own: the one before it was saved as "en" by every Settings dialog, chosen or not
LANG_KEY = "reports/documents_language"
PAPER_KEY, LOGO_KEY = "reports/paper", "reports/logo"
TEXT_SIZE_KEY = "window/text_size"  # the window's text, in percent of the normal size
AS_THE_WINDOW = ""
# the person scoring at this computer: written beside each change and on the score sheets
SCORER_KEY = "scorer/name"


def saved_database(settings: QSettings) -> str | None:
    """The database chosen in Settings, or None for the default file."""
    value = settings.value(DATABASE_KEY, "")
    return str(value) if value else None


def name_the_scorer(settings: QSettings) -> None:
    """Changes made at this computer from now on are the scorer's named in Settings."""
    from clubapp.services.audit import name_the_person

    name_the_person(str(settings.value(SCORER_KEY, "") or ""))


def keep_url(settings: QSettings, key: str, url: str) -> None:
    """Write a database URL to the settings: always without its password (every writer of a
    URL to the settings file goes through here; the password lives only in the keyring)."""
    from clubapp.store.credentials import url_to_keep  # loads SQLAlchemy: not at first paint

    settings.setValue(key, url_to_keep(url))


def scrub_urls(settings: QSettings) -> None:
    """Move any password out of the URLs an earlier clubapp left in the settings (it wrote the
    open database's URL as it was, password and all, when the window closed) into the keyring."""
    from clubapp.store.credentials import save_password, split_password, url_to_keep

    for key in settings.allKeys():
        value = settings.value(key)
        if isinstance(value, str) and "://" in value and url_to_keep(value) != value:
            bare, password = split_password(value)
            if password is not None:
                save_password(bare, password)
            keep_url(settings, key, value)
    settings.sync()
