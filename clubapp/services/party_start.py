"""What the start of a party takes: the guests, the names of the roles, the house rules, and
the first seating — drawn with a seed, drawn by hand (the cards entered), or the host's own."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from clubapp.events.party_draw import Entrant, PartyDraw, party_draw, party_draw_from_cards
from clubapp.events.prizes import PRIZE_OPTIONS
from clubapp.events.progressive import PARTY_OPTIONS
from clubapp.events.seating import Pair, Seating, Table
from clubapp.rules.errors import RuleError
from clubapp.rules.schema import resolve_options
from clubapp.services.party_views import DEFAULT_LABELS, EntrantChoice
from clubapp.services.views import ServiceError
from clubapp.store.models import Member
from clubapp.words import Message

HOUSE_RULES = PARTY_OPTIONS + PRIZE_OPTIONS  # the options a host chooses when the party starts
MAX_LABEL = 40
SEED_RANGE = 2**31  # seeds stay small enough for every JSON reader and both databases


def new_seed() -> int:
    """A seed for the lots, drawn from the system's randomness."""
    return random.SystemRandom().randrange(SEED_RANGE)


def clean_labels(labels: Mapping[str, str] | None) -> dict[str, str]:
    """The host's names for the two roles, trimmed; ServiceError for an empty or equal one."""
    out = dict(DEFAULT_LABELS)
    for role, text in (labels or {}).items():
        if role not in DEFAULT_LABELS:
            raise ServiceError("party.label_not_role", "labels", role=role)
        cleaned = " ".join(str(text).split())
        if not cleaned:
            raise ServiceError("party.label_empty", f"labels.{role}",
                               role=Message(f"party.role_{role}"))
        if len(cleaned) > MAX_LABEL:
            raise ServiceError("party.label_too_long", f"labels.{role}",
                               role=Message(f"party.role_{role}"), most=MAX_LABEL)
        out[role] = cleaned
    if out["red"].casefold() == out["blue"].casefold():
        raise ServiceError("party.labels_equal", "labels")
    return out


def resolve_house_rules(given: Mapping[str, Any] | None) -> dict[str, Any]:
    """The party's house rules with the book's defaults; ServiceError for a bad one."""
    try:
        return resolve_options(HOUSE_RULES, dict(given or {}))
    except RuleError as exc:
        name = exc.field.removeprefix("option ")
        known = any(option.name == name for option in HOUSE_RULES)
        rule = Message(f"party.rule_{name}") if known else Message.literal(name)
        raise ServiceError("party.bad_house_rule", exc.field, name=rule,
                           why=exc.why) from None


def check_guests(session: Session, ids: Sequence[int]) -> dict[int, Member]:
    """The members coming, by number; ServiceError for one listed twice, unknown, retired,
    or sharing a name with another (the party tells players apart by name)."""
    if len(set(ids)) != len(ids):
        twice = next(i for i in ids if list(ids).count(i) > 1)
        member = session.get(Member, twice)
        raise ServiceError("party.listed_twice", "players",
                           name=member.name if member else str(twice))
    found = {m.id: m for m in session.scalars(select(Member).where(Member.id.in_(ids)))}
    names: dict[str, int] = {}
    for member_id in ids:
        member = found.get(member_id)
        if member is None:
            raise ServiceError("party.no_member", "players", number=member_id)
        if member.retired:
            raise ServiceError("party.retired", "players", name=member.name)
        if member.name in names:
            raise ServiceError("party.two_called", "players", name=member.name)
        names[member.name] = member_id
    return found


def draw_first_round(pure: Sequence[Entrant], choices: Sequence[EntrantChoice],
                     members: Mapping[int, Member], by_hand: bool, seed: int, tables: int | None) -> PartyDraw:
    """The first round's draw: seeded, or the cards the guests drew by hand."""
    try:
        if by_hand:
            cards = {members[c.member_id].name: {"pack": c.pack or c.role, "card": c.card,
                                                 "set": c.set}
                     for c in choices}
            return party_draw_from_cards(pure, cards, tables)
        volunteers = [members[c.member_id].name for c in choices if c.volunteer]
        return party_draw(pure, seed, tables, volunteers)
    except RuleError as exc:
        raise ServiceError(exc.why, exc.field) from None


def host_seating(seating: Sequence[Sequence[int]], choices: Sequence[EntrantChoice],
                 members: Mapping[int, Member]) -> tuple[Seating, tuple[str, ...]]:
    """The host's first seating: tables of four member numbers, red, blue, red, blue; the
    guests not seated wait, in the order they were listed."""
    guests = {c.member_id for c in choices}
    tables = []
    for number, row in enumerate(seating, start=1):
        if len(row) != 4:
            raise ServiceError("party.host_table_four", "seating", table=number)
        for member_id in row:
            if member_id not in guests:
                raise ServiceError("party.host_not_guest", "seating", table=number,
                                   number=member_id)
        red1, blue1, red2, blue2 = (members[i].name for i in row)
        tables.append(Table(number, (Pair(red1, blue1), Pair(red2, blue2))))
    seated = {i for row in seating for i in row}
    waiting = tuple(members[c.member_id].name for c in choices if c.member_id not in seated)
    return tuple(tables), waiting
