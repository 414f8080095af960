"""What a member lets the club publish and mail (issue 32): the values each setting may take,
their checks, and the name the results site shows.

- ``publish_as``: ``"name"`` (as written), ``"initials"`` ("A. K.") or ``"hidden"`` (left out);
- ``mail_results``: False for a member who asked for no results mail;
- ``language``: the language of their mails, ``""`` for the club's.

A refusal names the setting and says what it may be (``ServiceError``, field the column's
name); nothing is changed.
"""

from __future__ import annotations

from typing import Any

from clubapp.services.views import ServiceError
from clubapp.words import LANGUAGES

PUBLISH_AS = ("name", "initials", "hidden")
CLUB_LANGUAGE = ""  # the member's mails go in the club's language
MAIL_LANGUAGES = (CLUB_LANGUAGE, *LANGUAGES)


def check_publish_as(value: Any) -> str:
    """How the results site names the member, as stored; ServiceError for anything else."""
    if not isinstance(value, str) or value not in PUBLISH_AS:
        raise ServiceError("member_privacy.publish_as", "publish_as", value=_shown(value),
                           choices=list(PUBLISH_AS))
    return value


def check_mail_results(value: Any) -> bool:
    """Whether the member is sent the results: a yes or a no, nothing taken for one."""
    if not isinstance(value, bool):
        raise ServiceError("member_privacy.mail_results", "mail_results", value=_shown(value))
    return value


def check_language(value: Any) -> str:
    """The language of the member's mails ("" the club's); ServiceError for another."""
    if not isinstance(value, str) or value not in MAIL_LANGUAGES:
        raise ServiceError("member_privacy.language", "language", value=_shown(value),
                           choices=list(LANGUAGES))
    return value


def _shown(value: Any) -> str:
    """A refused value as given, cut short: a refusal quotes what it refuses, not a page."""
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def initials(name: str) -> str:
    """A name by its initials: "Anna Karenina" → "A. K.", "Анна-Мария Петрова" → "А.-М. П."."""
    words = []
    for word in name.split():
        parts = [p for p in word.split("-") if p]
        if parts:
            words.append("-".join(p[0].upper() + "." for p in parts))
    return " ".join(words)


def published_name(name: str, publish_as: str) -> str | None:
    """The member's name as the results site shows it; None where they are left out."""
    if publish_as == "hidden":
        return None
    return initials(name) if publish_as == "initials" else name


__all__ = ["CLUB_LANGUAGE", "MAIL_LANGUAGES", "PUBLISH_AS", "check_language",
           "check_mail_results", "check_publish_as", "initials", "published_name"]
