"""What the services hand to the window, the reports and the CLI: plain frozen data."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from clubapp.ledger import ChipValue
from clubapp.words import Message, Note, say


class ServiceError(Exception):
    """A request the club's data does not allow; ``why`` says why. Nothing was changed.

    ``ServiceError("evenings.closed", "status", name=evening.name)``: a message id of the
    catalogues (``clubapp.words``) and its parameters, put into words at the edge with
    ``clubapp.words.say(error.why, lang)``; ``str(error)`` is the English, for logs.
    """

    def __init__(self, message: str | Message, field: str | None = None, **params: Any) -> None:
        self.why = Message.of(message, **params)
        super().__init__(say(self.why, "en"))
        self.field = field

    def say(self, lang: str) -> str:
        """The refusal in the language."""
        return say(self.why, lang)


class ConflictError(ServiceError):
    """Someone else changed the same deal first: both versions are kept here, neither is lost."""

    def __init__(self, message: str | Message, mine: dict[str, Any], theirs: dict[str, Any],
                 revision: int, **params: Any) -> None:
        super().__init__(message, **params)
        self.mine, self.theirs, self.revision = mine, theirs, revision


@dataclass(frozen=True)
class MemberView:
    id: int
    name: str
    email: str
    phone: str
    notes: str
    retired: bool
    has_results: bool
    # what the member lets the club publish and mail (issue 32, ``services.member_privacy``)
    publish_as: str = "name"  # "name", "initials" or "hidden" on the results site
    mail_results: bool = True  # False: asked for no results mail
    language: str = ""  # of their mails: "en", "ru", or "" for the club's


@dataclass(frozen=True)
class EveningView:
    id: int
    date: dt.date
    name: str
    kind: str
    status: str
    tables: int
    confirm_deals: bool = False  # the other side confirms each deal sent from a table's page
    chip_worth: ChipValue | None = None  # what a white chip is worth (None: chips only)

    @property
    def closed(self) -> bool:
        return self.status == "closed"


@dataclass(frozen=True)
class SeatView:
    position: int
    member_id: int
    name: str


@dataclass(frozen=True)
class DealView:
    id: int
    number: int  # 1-based among the recorded deals
    entry: dict[str, Any]
    dealer: str
    points: dict[str, int]
    totals: dict[str, int]
    note: Note  # messages (clubapp.words.note_text says them)
    revision: int
    entered_by: str
    entered_at: dt.datetime
    ended_game: bool


@dataclass(frozen=True)
class GameView:
    """A game (rubber, match) at a table with everything derived from its deals."""

    id: int
    table_id: int
    game_id: str
    game_name: str
    options: dict[str, Any]
    players: tuple[str, ...]
    player_ids: tuple[int, ...]
    sides: tuple[str, ...]
    side_members: dict[str, tuple[str, ...]]
    deals: tuple[DealView, ...]
    totals: dict[str, int]
    games: tuple[dict[str, Any], ...]
    match: dict[str, Any] | None
    winner: str | None
    next_dealer: str
    withdrawn: tuple[int, ...] = ()  # ids of undone deals, newest last
    to_go: dict[str, int] | None = None  # chips (points) each still needs, where the game counts down
    # the game as `clubapp score` and `clubapp game show` print it (rules.result_json): each
    # deal's chips and the pool after it, the games and the match with their values
    result: dict[str, Any] = field(default_factory=dict)

    @property
    def over(self) -> bool:
        return self.winner is not None

    def side_label(self, side: str) -> str:
        """"A (Ann & Cat)" for a partnership side; the name itself for a player."""
        members = self.side_members.get(side)
        if members and (len(members) > 1 or members[0] != side):
            return f"{side} ({' & '.join(members)})"
        return side


@dataclass(frozen=True)
class TableView:
    id: int
    number: int
    seats: tuple[SeatView, ...]
    games: tuple[int, ...]  # game ids, oldest first
    current_game: int | None


@dataclass(frozen=True)
class EveningDetail:
    evening: EveningView
    tables: tuple[TableView, ...]


@dataclass(frozen=True)
class StandingRow:
    member_id: int
    name: str
    played: int
    won: int
    matches_won: int
    points: int
    evenings: int = 0
    detail: dict[str, Any] = field(default_factory=dict)
