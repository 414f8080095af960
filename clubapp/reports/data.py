"""What the documents print, gathered from the services (read only, one call each).

The documents themselves take these plain values, so that the window, the CLI and the tests can
build them from any source.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from clubapp.rules import get_game
from clubapp.services import Services
from clubapp.services.party_views import PartyView
from clubapp.services.rotation_party import RotationPartyService, RotationView
from clubapp.services.views import EveningView, GameView, MemberView


@dataclass(frozen=True)
class TableResult:
    """One table of an evening: who sat there and the games played, oldest first."""

    number: int
    players: tuple[str, ...]
    games: tuple[GameView, ...]


@dataclass(frozen=True)
class EveningResults:
    evening: EveningView
    tables: tuple[TableResult, ...]
    party: PartyView | None = None  # a card party's evening: its party, once drawn
    rotation: RotationView | None = None  # a card party played from a rotation chart


def evening_results(services: Services, evening_id: int) -> EveningResults:
    """Every table of an evening with its games, and a card party's party: the book's, or
    one played from a rotation chart (ServiceError for an unknown evening)."""
    detail = services.evenings.detail(evening_id)
    tables = tuple(
        TableResult(t.number, tuple(s.name for s in t.seats),
                    tuple(services.scoring.view(g) for g in t.games))
        for t in sorted(detail.tables, key=lambda t: t.number))
    party = services.party.view(evening_id) if detail.evening.kind == "party" else None
    rotation = RotationPartyService(services.db).view(evening_id) \
        if detail.evening.kind == "party" and party is None else None
    return EveningResults(detail.evening, tables, party, rotation)


@dataclass(frozen=True)
class HistoryGame:
    """One game a member played: where, with whom, and how it went for the member's side."""

    date: dt.date
    evening: str
    table: int
    view: GameView
    side: str
    partners: tuple[str, ...]
    games_won: int
    games_played: int
    points: int

    @property
    def won(self) -> bool | None:
        """True or False once the game (or its match) is decided, else None."""
        if self.view.winner is None:
            return None
        return self.view.winner == self.side


@dataclass(frozen=True)
class MemberHistory:
    member: MemberView
    games: tuple[HistoryGame, ...]

    @property
    def evenings(self) -> int:
        return len({(g.date, g.evening) for g in self.games})


def member_history(services: Services, member_id: int) -> MemberHistory:
    """Every game a member played, oldest evening first (ServiceError for an unknown member)."""
    member = services.members.get(member_id)
    games: list[HistoryGame] = []
    for evening in sorted(services.evenings.list(), key=lambda e: (e.date, e.id)):
        detail = services.evenings.detail(evening.id)
        for table in sorted(detail.tables, key=lambda t: t.number):
            for game_pk in table.games:
                view = services.scoring.view(game_pk)
                if member_id not in view.player_ids:
                    continue
                name = view.players[view.player_ids.index(member_id)]
                side = get_game(view.game_id).side_of(name, view.players)
                partners = tuple(p for p in view.side_members.get(side, ()) if p != name)
                games.append(HistoryGame(
                    evening.date, evening.name, table.number, view, side, partners,
                    sum(1 for g in view.games if g["winner"] == side), len(view.games),
                    sum(d.points.get(side, 0) for d in view.deals)))
    return MemberHistory(member, tuple(games))


def is_a_person(entered_by: str | None) -> bool:
    """Whether a deal's "entered by" names a person who may sign a sheet: not a computer's
    login (a deal entered before anybody was named in Settings), nor a table's phone ("table 3
    (192.168.1.20)"). A sheet without one leaves the scorer's line blank, to be signed."""
    import getpass
    import re

    name = (entered_by or "").strip()
    if not name or name in ("root", "unknown", "admin", "administrator", "user"):
        return False
    try:
        if name == getpass.getuser():
            return False
    except Exception:  # no user database entry: nothing to compare with
        pass
    return re.search(r"\([^()]*\)$", name) is None


def sheet_header(services: Services, view: GameView, setup: Any) -> Any:
    """The block at the top of a recorded game's sheet: the evening's date and name, the
    table, and who entered most of its deals (the scorer)."""
    from collections import Counter

    from clubapp.reports.score_sheet import SheetHeader

    scorer = ""
    entered = Counter(d.entered_by for d in view.deals if is_a_person(d.entered_by))
    if entered:
        scorer = entered.most_common(1)[0][0]
    for evening in services.evenings.list():
        for table in services.evenings.detail(evening.id).tables:
            if table.id == view.table_id:
                return SheetHeader(setup.date(evening.date), evening.name,
                                   setup.number(table.number), scorer)
    return SheetHeader(scorer=scorer)
