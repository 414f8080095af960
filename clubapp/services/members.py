"""Members: add, edit, search, retire (a member with results is never deleted)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Generic, Literal, Protocol, TypeVar

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from clubapp.services.audit import audit, current_user
from clubapp.services.member_privacy import (
    check_language,
    check_mail_results,
    check_publish_as,
)
from clubapp.services.views import MemberView, ServiceError
from clubapp.store.database import Database
from clubapp.store.models import Club, Game, Member, Seat
from clubapp.store.party_models import PartyChange, PartyEntrant

MAX_NAME = 200
# the name a new club is given until the organiser names it: shown in each person's language
# (``club_name_in``), kept as it is
DEFAULT_CLUB_NAME = "Card club"


def club_name_in(stored: str, lang: str) -> str:
    """The club's name as shown in ``lang``: the default name in that language, any name the
    organiser gave as it was given."""
    from clubapp.words import Message, say

    return say(Message("club.default_name"), lang) if stored == DEFAULT_CLUB_NAME else stored


def club_id(session: Session) -> int:
    """The club of this database, made on first use."""
    found = session.scalar(select(Club.id).order_by(Club.id).limit(1))
    if found is not None:
        return found
    club = Club(name=DEFAULT_CLUB_NAME)
    session.add(club)
    session.flush()
    return club.id


def _played_member_ids(session: Session) -> set[int]:
    ids: set[int] = set()
    for player_ids in session.scalars(select(Game.player_ids)):
        ids.update(int(i) for i in player_ids)
    ids.update(session.scalars(select(Seat.member_id)))
    # a progressive party's players too: their cards and arrivals keep the member's number
    ids.update(session.scalars(select(PartyEntrant.member_id)))
    ids.update(i for i in session.scalars(select(PartyChange.member_id)) if i is not None)
    return ids


def _view(member: Member, played: set[int]) -> MemberView:
    return MemberView(member.id, member.name, member.email, member.phone, member.notes,
                      member.retired, member.id in played, member.publish_as,
                      member.mail_results, member.language)


def _privacy(member: Member) -> dict[str, object]:
    """What the member lets the club publish and mail, as the audit log keeps it."""
    return {"publish_as": member.publish_as, "mail_results": member.mail_results,
            "language": member.language}


def _checked_privacy(publish_as: object, mail_results: object,
                     language: object) -> dict[str, object]:
    """The settings given (None: left as they are), each checked; ServiceError naming the
    first refused, before anything is written."""
    given: dict[str, object] = {}
    if publish_as is not None:
        given["publish_as"] = check_publish_as(publish_as)
    if mail_results is not None:
        given["mail_results"] = check_mail_results(mail_results)
    if language is not None:
        given["language"] = check_language(language)
    return given


def clean_name(name: str) -> str:
    """A member's name as stored: trimmed, inner spaces single; ServiceError if unusable."""
    if not isinstance(name, str):
        raise ServiceError("members.name_not_text", "name")
    cleaned = " ".join(name.split())
    if not cleaned:
        raise ServiceError("members.name_missing", "name")
    if len(cleaned) > MAX_NAME:
        raise ServiceError("members.name_too_long", "name", maximum=MAX_NAME)
    return cleaned


# --- a typed name and the members' names ---------------------------------------------------
# A secretary types "bob" for Bob Jones, "Семен" for Семён, "Jones B." for Bob Jones: the start
# page asks rather than adding a second Bob. Only case and ё/е are the same letter: й is not и
# (Андрей is not Андреи), so no accents are stripped beyond ё.
Closeness = Literal["exact", "near"]
EXACT: Closeness = "exact"
NEAR: Closeness = "near"
MAX_OFFERS = 6  # a question lists at most this many members, the closest first
_WORD_BREAK = re.compile(r"[\s\-‐‑–—]+")  # spaces and the hyphens of Анна-Мария


def name_key(name: str) -> str:
    """A name as compared: one Unicode spelling (a й typed as и with a breve is й), any case,
    ё as е, the spaces single."""
    folded = unicodedata.normalize("NFC", name).casefold().replace("ё", "е")
    return " ".join(folded.split())


def _words(key: str) -> list[str]:
    # an initial's dot is no letter: "Jones B." names Bob Jones
    return [w.rstrip(".") for w in _WORD_BREAK.split(key) if w.rstrip(".")]


def _starts_each(short: list[str], long: list[str]) -> bool:
    """Each word of ``short`` begins a different word of ``long``, in any order (a Russian
    list may put the surname first)."""
    if not short or len(short) > len(long):
        return False
    free = list(long)
    # the longest first: a word's candidates are among those of any shorter word it begins
    # with, so taking any of them never leaves a shorter word without one
    for word in sorted(short, key=len, reverse=True):
        found = next((w for w in free if w.startswith(word)), None)
        if found is None:
            return False
        free.remove(found)
    return True


def _within(short: list[str], long: list[str]) -> bool:
    """Each word of ``short`` is a different word of ``long``."""
    free = list(long)
    for word in short:
        if word not in free:
            return False
        free.remove(word)
    return bool(short)


def compare_names(typed: str, name: str) -> Closeness | None:
    """How a typed name meets a member's: ``"exact"`` the same name (any case, ё as е, any
    spaces), ``"near"`` perhaps the same person (each typed word the start of a word of the
    name, a space more or less, or the member's words all among those typed: "Bob" for "Bob
    Jones"), None another name ("Ann" is not Joanna, nor "Annabel" Ann)."""
    typed_key, name_key_ = name_key(typed), name_key(name)
    if not typed_key or not name_key_:
        return None
    if typed_key == name_key_:
        return EXACT
    if typed_key.replace(" ", "") == name_key_.replace(" ", ""):
        return NEAR
    typed_words, name_words = _words(typed_key), _words(name_key_)
    if _starts_each(typed_words, name_words) or _within(name_words, typed_words):
        return NEAR
    return None


class Named(Protocol):
    @property
    def name(self) -> str: ...


N = TypeVar("N", bound=Named)


@dataclass(frozen=True)
class NameMatch(Generic[N]):
    """The members a typed name may mean: those of the same name, then those near it."""

    typed: str
    exact: tuple[N, ...]
    near: tuple[N, ...]

    @property
    def member(self) -> N | None:
        """The one member meant without asking: a single one of the same name."""
        return self.exact[0] if len(self.exact) == 1 else None

    @property
    def offers(self) -> tuple[N, ...]:
        """What a question offers, the best first: the same name, then the near ones."""
        return (self.exact + self.near)[:MAX_OFFERS]


def match_name(typed: str, members: Iterable[N]) -> NameMatch[N]:
    """The members ``typed`` may mean. Near ones are ordered so that the likeliest comes first:
    those whose name begins with what was typed, then by name."""
    exact: list[N] = []
    near: list[N] = []
    for member in members:
        closeness = compare_names(typed, member.name)
        if closeness == EXACT:
            exact.append(member)
        elif closeness == NEAR:
            near.append(member)
    key = name_key(typed)
    near.sort(key=lambda m: (not name_key(m.name).startswith(key), name_key(m.name)))
    exact.sort(key=lambda m: name_key(m.name))
    return NameMatch(" ".join(typed.split()), tuple(exact), tuple(near))


class MemberService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def list(self, search: str = "", *, include_retired: bool = True) -> list[MemberView]:
        """Members in name order, those whose name, e-mail or phone contain ``search``."""
        with self.db.transaction() as session:
            query = select(Member).order_by(func.lower(Member.name), Member.id)
            if not include_retired:
                query = query.where(Member.retired.is_(False))
            members = list(session.scalars(query))
            played = _played_member_ids(session)
        # in Python, not SQL: SQLite lowers only ASCII, and Cyrillic names must sort too
        members.sort(key=lambda m: (m.name.casefold(), m.id))
        needle = search.strip().casefold()
        if needle:
            members = [m for m in members
                       if needle in m.name.casefold() or needle in m.email.casefold()
                       or needle in m.phone.casefold()]
        return [_view(m, played) for m in members]

    def get(self, member_id: int) -> MemberView:
        with self.db.transaction() as session:
            member = session.get(Member, member_id)
            if member is None:
                raise ServiceError("members.no_such_member", "member", number=member_id)
            return _view(member, _played_member_ids(session))

    def find(self, given: str | int) -> MemberView:
        """The member named by number or by name: the whole name (any case), else the one whose
        name or a word of it begins so; a name that fits several is refused naming them."""
        text = " ".join(str(given).split())
        if not text:
            raise ServiceError("members.name_missing", "member")
        with self.db.transaction() as session:
            if text.isdigit():
                member = session.get(Member, int(text))
                if member is None:
                    raise ServiceError("members.no_such_member", "member", number=int(text))
                return _view(member, _played_member_ids(session))
            members = sorted(session.scalars(select(Member)), key=lambda m: (m.name.casefold(),
                                                                             m.id))
            needle = name_key(text)  # any case, ё as е
            found = [m for m in members if name_key(m.name) == needle]
            if not found:  # "Ann", "Hale": the start of the name or of a word in it
                found = [m for m in members
                         if any(word.startswith(needle)
                                for word in (name_key(m.name), *name_key(m.name).split()))]
            if not found:
                raise ServiceError("members.no_such_name", "member", name=text)
            if len(found) > 1:
                raise ServiceError("members.ambiguous", "member", name=text,
                                   candidates=[f"{m.name} ({m.id})" for m in found])
            return _view(found[0], _played_member_ids(session))

    def add(self, name: str, email: str = "", phone: str = "", notes: str = "", *,
            publish_as: str = "name", mail_results: bool = True,
            language: str = "") -> MemberView:
        """Add a member; a name already on the list (not retired) is refused. ``publish_as``
        ("name", "initials", "hidden"), ``mail_results`` and ``language`` ("" the club's, "en",
        "ru") say what the member lets the club publish and mail (``member_privacy``)."""
        cleaned = clean_name(name)
        privacy = _checked_privacy(publish_as, mail_results, language)
        with self.db.transaction() as session:
            self._refuse_duplicate(session, cleaned, None)
            member = Member(club_id=club_id(session), name=cleaned, email=email.strip(),
                            phone=phone.strip(), notes=notes.strip(), **privacy)
            session.add(member)
            session.flush()
            audit(session, "add member", "member", member.id, None,
                  {"name": cleaned, **_privacy(member)})
            return _view(member, set())

    def update(self, member_id: int, *, name: str, email: str = "", phone: str = "",
               notes: str = "", publish_as: str | None = None, mail_results: bool | None = None,
               language: str | None = None) -> MemberView:
        """A member's details as given; what they let the club publish and mail changes only
        where given (None: as it was — a caller that does not know of it never publishes a
        member who asked not to be)."""
        cleaned = clean_name(name)
        privacy = _checked_privacy(publish_as, mail_results, language)
        with self.db.transaction() as session:
            member = session.get(Member, member_id)
            if member is None:
                raise ServiceError("members.no_such_member", "member", number=member_id)
            self._refuse_duplicate(session, cleaned, member_id)
            before = {"name": member.name, "email": member.email, "phone": member.phone,
                      "notes": member.notes, **_privacy(member)}
            member.name, member.email = cleaned, email.strip()
            member.phone, member.notes = phone.strip(), notes.strip()
            for key, value in privacy.items():
                setattr(member, key, value)
            after = {"name": member.name, "email": member.email, "phone": member.phone,
                     "notes": member.notes, **_privacy(member)}
            audit(session, "edit member", "member", member.id, before, after)
            return _view(member, _played_member_ids(session))

    def set_privacy(self, member_id: int, *, publish_as: str | None = None,
                    mail_results: bool | None = None, language: str | None = None) -> MemberView:
        """Change only what the member lets the club publish and mail (None: as it was);
        the audit log keeps the settings before and after."""
        privacy = _checked_privacy(publish_as, mail_results, language)
        with self.db.transaction() as session:
            member = session.get(Member, member_id)
            if member is None:
                raise ServiceError("members.no_such_member", "member", number=member_id)
            before = _privacy(member)
            for key, value in privacy.items():
                setattr(member, key, value)
            if _privacy(member) != before:
                audit(session, "edit member", "member", member.id, before, _privacy(member))
            return _view(member, _played_member_ids(session))

    def set_retired(self, member_id: int, retired: bool) -> MemberView:
        """Retire a member (kept with all results, hidden from new tables) or bring one back."""
        with self.db.transaction() as session:
            member = session.get(Member, member_id)
            if member is None:
                raise ServiceError("members.no_such_member", "member", number=member_id)
            member.retired = retired
            audit(session, "retire member" if retired else "reinstate member", "member",
                  member.id, None, {"retired": retired})
            return _view(member, _played_member_ids(session))

    def delete(self, member_id: int) -> None:
        """Delete a member who never played; one with results must be retired instead."""
        with self.db.transaction() as session:
            member = session.get(Member, member_id)
            if member is None:
                raise ServiceError("members.no_such_member", "member", number=member_id)
            if member.id in _played_member_ids(session):
                raise ServiceError("members.has_results", "member", name=member.name)
            audit(session, "delete member", "member", member.id, {"name": member.name}, None)
            session.delete(member)

    @staticmethod
    def _refuse_duplicate(session: Session, name: str, own_id: int | None) -> None:
        # in Python, not SQL: SQLite lowers only ASCII, and "анна" is "Анна" too
        wanted = name_key(name)  # "Семён" and "Семен" are one member
        for other in session.scalars(select(Member).order_by(Member.id)):
            if name_key(other.name) == wanted and other.id != own_id:
                raise ServiceError("members.retired_duplicate" if other.retired
                                   else "members.duplicate", "name", name=other.name)


__all__ = ["MemberService", "NameMatch", "clean_name", "club_id", "compare_names",
           "current_user", "match_name", "name_key"]
