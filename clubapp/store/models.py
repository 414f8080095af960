"""The club's tables: what happened, never only totals.

Deals keep the entry exactly as entered; points are stored beside it as a cache that every
correction recomputes, so totals, games and standings are always derived from the entries.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    Numeric,
    String,
    Table,
    Text,
    UniqueConstraint,
    false,
    true,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(tzinfo=None)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map: ClassVar[dict[Any, Any]] = {dict[str, Any]: JSON, list[Any]: JSON}
    # every model here is declared with ``__tablename__``, so its ``__table__`` is a Table
    # (SQLAlchemy types it as any FromClause); an annotation only, nothing set
    __table__: ClassVar[Table]


class Club(Base):
    __tablename__ = "club"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    # the organiser's PIN (salted PBKDF2) that unlocks a closed evening; None: no PIN set
    pin_hash: Mapped[str | None] = mapped_column(String(200), nullable=True)
    # wrong PINs in a row, and the time before which no PIN is checked (a growing wait)
    pin_failures: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    pin_retry_at: Mapped[dt.datetime | None] = mapped_column(DateTime, nullable=True)


class ChangeCounter(Base):
    """One row whose value grows with every committed change: other computers poll it."""

    __tablename__ = "change_counter"
    id: Mapped[int] = mapped_column(primary_key=True)
    value: Mapped[int] = mapped_column(BigInteger, default=0)


class Member(Base):
    __tablename__ = "member"
    id: Mapped[int] = mapped_column(primary_key=True)
    club_id: Mapped[int] = mapped_column(ForeignKey("club.id"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    email: Mapped[str] = mapped_column(String(200), default="")
    phone: Mapped[str] = mapped_column(String(50), default="")
    notes: Mapped[str] = mapped_column(Text, default="")
    retired: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow, onupdate=utcnow)
    # the results site names the member by "name", by "initials" or leaves them out ("hidden")
    publish_as: Mapped[str] = mapped_column(String(10), default="name", server_default="name")
    mail_results: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true())
    language: Mapped[str] = mapped_column(String(5), default="", server_default="")  # "": club's


class Evening(Base):
    __tablename__ = "evening"
    id: Mapped[int] = mapped_column(primary_key=True)
    club_id: Mapped[int] = mapped_column(ForeignKey("club.id"), index=True)
    date: Mapped[dt.date] = mapped_column(Date)
    name: Mapped[str] = mapped_column(String(200))
    kind: Mapped[str] = mapped_column(String(40))
    status: Mapped[str] = mapped_column(String(20), default="open")
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    closed_at: Mapped[dt.datetime | None] = mapped_column(DateTime, nullable=True)
    # the table pages' deals wait for the other side to confirm them (``deal_offer``)
    confirm_deals: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # what a white chip is worth: ``chip_worth`` money for ``chip_worth_units`` white chips
    # (``ledger.ChipValue``); none set: chips only
    chip_worth: Mapped[Decimal | None] = mapped_column(Numeric(12, 4), nullable=True)
    chip_worth_units: Mapped[int | None] = mapped_column(Integer, nullable=True)
    tables: Mapped[list[PlayTable]] = relationship(
        back_populates="evening", order_by="PlayTable.number", cascade="all, delete-orphan")


class PlayTable(Base):
    __tablename__ = "play_table"
    __table_args__ = (UniqueConstraint("evening_id", "number"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    evening: Mapped[Evening] = relationship(back_populates="tables")
    seats: Mapped[list[Seat]] = relationship(
        back_populates="table", order_by="Seat.position", cascade="all, delete-orphan")
    games: Mapped[list[Game]] = relationship(
        back_populates="table", order_by="Game.id", cascade="all, delete-orphan")


class Seat(Base):
    __tablename__ = "seat"
    __table_args__ = (UniqueConstraint("table_id", "position"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("play_table.id"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    member_id: Mapped[int] = mapped_column(ForeignKey("member.id"), index=True)
    table: Mapped[PlayTable] = relationship(back_populates="seats")
    member: Mapped[Member] = relationship()


class Game(Base):
    """One game (or rubber, or match) of one kind played at a table by fixed players."""

    __tablename__ = "game"
    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("play_table.id"), index=True)
    game_id: Mapped[str] = mapped_column(String(40))
    options: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    player_ids: Mapped[list[Any]] = mapped_column(JSON)  # member ids in seat order
    # names as they were when the game began: entries name players, and a later rename of a
    # member must not change what an old entry means
    player_names: Mapped[list[Any]] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(20), default="playing")
    started_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    table: Mapped[PlayTable] = relationship(back_populates="games")
    deals: Mapped[list[Deal]] = relationship(
        back_populates="game", order_by="Deal.seq", cascade="all, delete-orphan")


class Deal(Base):
    """A deal as the scorer entered it; ``status`` withdrawn is an undone deal, kept for redo."""

    __tablename__ = "deal"
    __table_args__ = (UniqueConstraint("game_id", "seq"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id"), index=True)
    seq: Mapped[int] = mapped_column(Integer)
    entry: Mapped[dict[str, Any]] = mapped_column(JSON)
    points: Mapped[dict[str, Any]] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(20), default="recorded")
    revision: Mapped[int] = mapped_column(Integer, default=1)
    entered_by: Mapped[str] = mapped_column(String(100), default="")
    entered_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow, onupdate=utcnow)
    game: Mapped[Game] = relationship(back_populates="deals")


class AuditEntry(Base):
    __tablename__ = "audit_log"
    id: Mapped[int] = mapped_column(primary_key=True)
    at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    who: Mapped[str] = mapped_column(String(100), default="")
    action: Mapped[str] = mapped_column(String(60))
    entity: Mapped[str] = mapped_column(String(40))
    entity_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    before: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    after: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)


# --- seasons, awards, membership and the per-game results cache (issue 10) -------------------


class Season(Base):
    """A league: evenings grouped under standing rules chosen for it (kept as data)."""

    __tablename__ = "season"
    id: Mapped[int] = mapped_column(primary_key=True)
    club_id: Mapped[int] = mapped_column(ForeignKey("club.id"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    # clubapp.events.standings.StandingRules.to_json(): basis, aggregate, tie-breaks…
    rules: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    # the seed of the season's lots, drawn once, so that a tie broken by lot stays broken
    lots_seed: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    evenings: Mapped[list[SeasonEvening]] = relationship(
        back_populates="season", order_by="SeasonEvening.id", cascade="all, delete-orphan")


class SeasonEvening(Base):
    """An evening counted in a season (an evening may count in several seasons)."""

    __tablename__ = "season_evening"
    __table_args__ = (UniqueConstraint("season_id", "evening_id"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    season_id: Mapped[int] = mapped_column(ForeignKey("season.id"), index=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"), index=True)
    season: Mapped[Season] = relationship(back_populates="evenings")


class EveningAward(Base):
    """A member's tally card at an evening as handed in: stars stuck on it and any prize."""

    __tablename__ = "evening_award"
    __table_args__ = (UniqueConstraint("evening_id", "member_id"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"), index=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member.id"), index=True)
    gold: Mapped[int] = mapped_column(Integer, default=0)
    red: Mapped[int] = mapped_column(Integer, default=0)
    green: Mapped[int] = mapped_column(Integer, default=0)
    prize: Mapped[str] = mapped_column(String(200), default="")


class Membership(Base):
    """What a member list knows beyond the name: the day the member joined."""

    __tablename__ = "membership"
    __table_args__ = (UniqueConstraint("member_id"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member.id"))
    joined: Mapped[dt.date | None] = mapped_column(Date, nullable=True)


class GameResult(Base):
    """Derived cache: one member's result in one game, refreshed whenever its deals change.

    Written by ``clubapp.services.results_cache`` in the same transaction as every recorded,
    undone, redone or corrected deal, so that season standings over a million deals read a
    few hundred thousand small rows instead of replaying every game.
    """

    __tablename__ = "game_result"
    __table_args__ = (UniqueConstraint("game_id", "member_id"),
                      Index("ix_game_result_evening_member", "evening_id", "member_id"))
    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id"))
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"))
    member_id: Mapped[int] = mapped_column(ForeignKey("member.id"), index=True)
    game_kind: Mapped[str] = mapped_column(String(40))
    side: Mapped[str] = mapped_column(String(200))
    deals: Mapped[int] = mapped_column(Integer, default=0)
    points: Mapped[int] = mapped_column(Integer, default=0)
    played: Mapped[int] = mapped_column(Integer, default=0)  # finished games
    won: Mapped[int] = mapped_column(Integer, default=0)
    matches_won: Mapped[int] = mapped_column(Integer, default=0)
    skunks: Mapped[int] = mapped_column(Integer, default=0)  # games won by a skunk (lurch)
    double_skunks: Mapped[int] = mapped_column(Integer, default=0)
    spread: Mapped[int] = mapped_column(Integer, default=0)
    chips_won: Mapped[int] = mapped_column(Integer, default=0)
    chips_lost: Mapped[int] = mapped_column(Integer, default=0)
    outcomes: Mapped[str] = mapped_column(Text, default="")  # "W"/"L" per finished game


class EveningResult(Base):
    """Derived cache: one member's results in one kind of game at one evening.

    The sums of the member's ``GameResult`` rows of that evening and game, refreshed with them,
    so that a season's standings read one row per member and evening.
    """

    __tablename__ = "evening_result"
    __table_args__ = (UniqueConstraint("evening_id", "member_id", "game_kind"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"))
    member_id: Mapped[int] = mapped_column(ForeignKey("member.id"), index=True)
    game_kind: Mapped[str] = mapped_column(String(40))
    games: Mapped[int] = mapped_column(Integer, default=0)  # games (rubbers) sat down to
    deals: Mapped[int] = mapped_column(Integer, default=0)
    points: Mapped[int] = mapped_column(Integer, default=0)
    played: Mapped[int] = mapped_column(Integer, default=0)
    won: Mapped[int] = mapped_column(Integer, default=0)
    matches_won: Mapped[int] = mapped_column(Integer, default=0)
    skunks: Mapped[int] = mapped_column(Integer, default=0)
    double_skunks: Mapped[int] = mapped_column(Integer, default=0)
    spread: Mapped[int] = mapped_column(Integer, default=0)
    chips_won: Mapped[int] = mapped_column(Integer, default=0)
    chips_lost: Mapped[int] = mapped_column(Integer, default=0)


class OutboxMail(Base):
    """A results mail queued for a member: sent once (its Message-ID is made when queued)."""

    __tablename__ = "mail_outbox"
    __table_args__ = (UniqueConstraint("kind", "evening_id", "member_id",
                                       name="uq_mail_outbox_once"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int | None] = mapped_column(ForeignKey("evening.id"), nullable=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member.id"))
    kind: Mapped[str] = mapped_column(String(20))  # "results", "chips", "statement"
    message_id: Mapped[str] = mapped_column(String(200), unique=True)
    recipient: Mapped[str] = mapped_column(String(200))
    subject: Mapped[str] = mapped_column(String(300))
    text_body: Mapped[str] = mapped_column(Text)
    html_body: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(20), default="queued", server_default="queued",
                                        index=True)  # queued, sent, refused, failed
    attempts: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    last_error: Mapped[str] = mapped_column(Text, default="", server_default="")
    queued_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    sent_at: Mapped[dt.datetime | None] = mapped_column(DateTime, nullable=True)
