"""What the party service takes from the window and hands back: plain frozen data."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from clubapp.events.seating import Role
from clubapp.services.views import EveningView, ServiceError
from clubapp.words import LANGUAGES, Message, Note, note_text, say

DEFAULT_LABELS = {"red": "Red", "blue": "Blue"}  # the book's ladies and gentlemen (line 81)


def is_default_pack(role: str, label: str) -> bool:
    """Whether a role's name is the program's own in some language ("Red", "Красные" of a
    party drawn in a Russian window), not one the host chose."""
    known = {say(Message(f"party.pack_{role}"), lang).casefold() for lang in LANGUAGES}
    return not label.strip() or label.strip().casefold() in known


def pack_message(role: str, label: str) -> Message:
    """A role's name as a message: the host's own as typed, the program's own in the
    reader's language."""
    return Message(f"party.pack_{role}") if is_default_pack(role, label) \
        else Message.literal(label)


def pack_name(role: str, label: str, lang: str) -> str:
    """A role's name to show a reader of ``lang`` (see ``pack_message``)."""
    return say(pack_message(role, label), lang)


class BellRefused(ServiceError):
    """A bell refused whole: ``table`` is the table at fault (None: the bell as a whole) and
    ``part`` what to fix there ("score", "next_hand_tricks" or "cut"); ``index`` the pair's
    box (0 or 1) when the refusal names one."""

    def __init__(self, message: str | Message, table: int | None = None, part: str = "",
                 index: int | None = None, /, **params: Any) -> None:
        # positional only: a message's own parameters may be called table and part too
        super().__init__(message, f"table {table}.{part}" if table else None, **params)
        self.table, self.part, self.index = table, part, index


@dataclass(frozen=True)
class EntrantChoice:
    """A guest for the draw: the member, the role (pack) and, for a draw by hand, the card."""

    member_id: int
    role: str  # "red" or "blue"
    card: str = ""  # drawn by hand, e.g. "3C"; "JK" waits the first round
    pack: str = ""  # drawn by hand from the other role's pack; default: the role's
    volunteer: bool = False  # draws for the other role if that role is short
    set: int = 1  # drawn by hand: the set of packs (beyond 26 tables: 2, 3…)
    stationary: bool = False  # keeps one table all night (``clubapp.events.stationary``)


@dataclass(frozen=True)
class TableEntry:
    """What one table hands in at the bell, pair by pair as seated; a tie adds the next
    hand's tricks, and a tie on those the red players' cut (cards as text, e.g. "JH")."""

    table: int
    score: tuple[int, int] | None
    next_hand_tricks: tuple[int, int] | None = None
    cut: tuple[str, str] | None = None


@dataclass(frozen=True)
class PartyPair:
    red: str
    blue: str

    @property
    def names(self) -> tuple[str, str]:
        return (self.red, self.blue)

    def label(self) -> str:
        return f"{self.red} & {self.blue}"


@dataclass(frozen=True)
class PartyTableView:
    """A table of the round in play: ``pairs[0]`` holds the red player who stayed."""

    number: int
    pairs: tuple[PartyPair, PartyPair]
    head: bool
    booby: bool

    @property
    def players(self) -> tuple[str, str, str, str]:
        return (*self.pairs[0].names, *self.pairs[1].names)


@dataclass(frozen=True)
class DecisionView:
    """Who won at one table at a bell, what decided it, and why (a message: ``say(why,
    lang)``)."""

    table: int
    winners: tuple[str, str]
    losers: tuple[str, str]
    decided_by: str  # "score", "next hand" or "cut"
    why: Message

    @property
    def reason(self) -> str:
        """Why, in English."""
        return say(self.why, "en")


@dataclass(frozen=True)
class BellView:
    """A bell rung (and not undone): each table's decision and every player's star."""

    round: int
    decisions: tuple[DecisionView, ...]
    stars: dict[str, str | None]
    entries: tuple[TableEntry, ...]
    rung_by: str
    rung_at: dt.datetime


@dataclass(frozen=True)
class PlayerRound:
    """One round of a player's tally card."""

    round: int
    table: int
    partner: str
    won: bool
    star: str | None


@dataclass(frozen=True)
class PlayerView:
    """One player of the party: role, the card drawn, where now, the rounds and the stars."""

    member_id: int
    name: str
    role: Role
    card: str  # drawn for the first round ("" for a late arrival)
    status: str  # "seated", "waiting", "leaving" (at the next bell) or "left"
    table: int | None
    rounds: tuple[PlayerRound, ...]
    gold: int
    red: int
    green: int
    sat_out: int
    pack: str = ""  # the pack the card came from (its backs' colour): "" for a late arrival
    set: int = 1  # the set of packs the card came from (beyond 26 tables: 2, 3…)
    stationary: bool = False  # keeps one table all night

    @property
    def stars(self) -> int:
        return self.gold + self.red + self.green


@dataclass(frozen=True)
class StarRow:
    """A line of the stars board: ranked by gold, then red, then fewest green (line 91)."""

    place: int
    member_id: int
    name: str
    role: str
    gold: int
    red: int
    green: int
    rounds: int
    sat_out: int
    status: str


@dataclass(frozen=True)
class PrizeView:
    """A prize awarded and why (messages: ``note_text(why, lang)``)."""

    prize: str  # "first", "second" or "consolation"
    role: str
    player: str
    why: Note
    lot_among: tuple[str, ...] = ()

    @property
    def reason(self) -> str:
        """Why, in English."""
        return note_text(self.why, "en")


@dataclass(frozen=True)
class PartyEnded:
    """The party's end (``party_end``): the stars and the prizes fixed after ``round``, the
    last round played; no bell rings until the party is reopened."""

    round: int
    by: str
    at: dt.datetime


@dataclass(frozen=True)
class PartyView:
    """The party of an evening as it stands: everything the page, the projector and the
    documents show, derived from what was recorded."""

    evening: EveningView
    party_id: int
    round: int  # the round in play
    tables: tuple[PartyTableView, ...]
    waiting: tuple[str, ...]
    leaving: tuple[str, ...]
    players: tuple[PlayerView, ...]  # in the order of the draw, then the late arrivals
    board: tuple[StarRow, ...]
    bells: tuple[BellView, ...]  # every bell that stands, oldest first
    options: dict[str, Any]
    labels: dict[str, str]
    seed: int
    draw_kind: str  # "seeded" or "cards"
    draw_lots: tuple[dict[str, Any], ...] = ()
    prizes: tuple[PrizeView, ...] = ()
    prize_seed: int | None = None
    undone: tuple[TableEntry, ...] | None = None  # the undone bell of the round in play
    undone_count: int = 0  # bells undone over the evening, kept in the record
    waiting_why: tuple[Message, ...] = ()  # why those waiting sit this round out
    ended: PartyEnded | None = None  # the party's end, while it stands (not reopened)

    @property
    def last_bell(self) -> BellView | None:
        return self.bells[-1] if self.bells else None

    @property
    def closed(self) -> bool:
        return self.evening.closed

    def player(self, name: str) -> PlayerView:
        """The player of this name (KeyError if none)."""
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def table_of(self, name: str) -> int | None:
        """The table where this player sits in the round in play (None: waiting or gone)."""
        for table in self.tables:
            if name in table.players:
                return table.number
        return None

    def label(self, role: str) -> str:
        """The host's name for a role (the colour of the pack drawn from), as stored."""
        return self.labels.get(role, DEFAULT_LABELS.get(role, role))

    def pack_name(self, role: str, lang: str) -> str:
        """A role's name for a reader of ``lang``: the host's own as typed, the program's own
        ("Red") in the reader's language."""
        return pack_name(role, self.label(role), lang)
