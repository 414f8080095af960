"""Members: add, edit, search, retire (a member with results is never deleted)."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from clubapp.services.audit import audit, current_user
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
                      member.retired, member.id in played)


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
            needle = text.casefold()
            found = [m for m in members if m.name.casefold() == needle]
            if not found:  # "Ann", "Hale": the start of the name or of a word in it
                found = [m for m in members
                         if any(word.startswith(needle)
                                for word in (m.name.casefold(), *m.name.casefold().split()))]
            if not found:
                raise ServiceError("members.no_such_name", "member", name=text)
            if len(found) > 1:
                raise ServiceError("members.ambiguous", "member", name=text,
                                   candidates=[f"{m.name} ({m.id})" for m in found])
            return _view(found[0], _played_member_ids(session))

    def add(self, name: str, email: str = "", phone: str = "", notes: str = "") -> MemberView:
        """Add a member; a name already on the list (not retired) is refused."""
        cleaned = clean_name(name)
        with self.db.transaction() as session:
            self._refuse_duplicate(session, cleaned, None)
            member = Member(club_id=club_id(session), name=cleaned, email=email.strip(),
                            phone=phone.strip(), notes=notes.strip())
            session.add(member)
            session.flush()
            audit(session, "add member", "member", member.id, None, {"name": cleaned})
            return _view(member, set())

    def update(self, member_id: int, *, name: str, email: str = "", phone: str = "",
               notes: str = "") -> MemberView:
        cleaned = clean_name(name)
        with self.db.transaction() as session:
            member = session.get(Member, member_id)
            if member is None:
                raise ServiceError("members.no_such_member", "member", number=member_id)
            self._refuse_duplicate(session, cleaned, member_id)
            before = {"name": member.name, "email": member.email, "phone": member.phone,
                      "notes": member.notes}
            member.name, member.email = cleaned, email.strip()
            member.phone, member.notes = phone.strip(), notes.strip()
            after = {"name": member.name, "email": member.email, "phone": member.phone,
                     "notes": member.notes}
            audit(session, "edit member", "member", member.id, before, after)
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
        wanted = name.casefold()
        for other in session.scalars(select(Member).order_by(Member.id)):
            if other.name.casefold() == wanted and other.id != own_id:
                raise ServiceError("members.retired_duplicate" if other.retired
                                   else "members.duplicate", "name", name=other.name)


__all__ = ["MemberService", "clean_name", "club_id", "current_user"]
