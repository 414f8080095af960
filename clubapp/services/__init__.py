"""Use cases: each public method is one committed transaction that returns what changed."""

from __future__ import annotations

from dataclasses import dataclass

from clubapp.services.chips import ChipsService
from clubapp.services.club import ClubService
from clubapp.services.evenings import EVENING_KINDS, EveningService
from clubapp.services.exchange import ExchangeService
from clubapp.services.history import HistoryService
from clubapp.services.members import MemberService
from clubapp.services.money import MoneyService
from clubapp.services.party import PartyService
from clubapp.services.scoring import ScoringService
from clubapp.services.seasons import SeasonService
from clubapp.services.standings import StandingsService
from clubapp.services.views import ServiceError
from clubapp.store.database import Database, open_database


@dataclass
class Services:
    """Every service on one open database."""

    db: Database
    members: MemberService
    evenings: EveningService
    scoring: ScoringService
    standings: StandingsService
    club: ClubService
    seasons: SeasonService
    history: HistoryService
    exchange: ExchangeService
    chips: ChipsService
    party: PartyService
    money: MoneyService

    @classmethod
    def open(cls, url: str | None = None, *, upgrade: bool = False) -> Services:
        """Open (and migrate) the database at ``url`` (default: the club file); a server's
        database of an older schema is upgraded only with ``upgrade`` (see ``open_database``)."""
        db = open_database(url, upgrade=upgrade)
        return cls(db, MemberService(db), EveningService(db), ScoringService(db),
                   StandingsService(db), ClubService(db), SeasonService(db), HistoryService(db),
                   ExchangeService(db), ChipsService(db), PartyService(db), MoneyService(db))

    def close(self) -> None:
        self.db.close()


__all__ = ["EVENING_KINDS", "ServiceError", "Services"]
