"""The progressive-euchre party of an evening: what happened, never only totals.

A party is its entrants and the cards they drew, then an ordered log of changes: late
arrivals, leavers, replacements, bells (with every table's result as handed in) and prize
awards. The seating, the stars and the prizes are derived by replaying that log through
``clubapp.events.party``; a bell rung by mistake stays in the log marked ``undone``.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from clubapp.store.models import Base, utcnow

# Composite unique constraints are named here: the naming convention would give two of one
# table the same name, which PostgreSQL refuses. Each leads with its parent's id, so it also
# serves as the index for loading a party's rows; no separate index is declared.


class Party(Base):
    """The party of one evening: its house rules, the draw and the seed of every lot."""

    __tablename__ = "party"
    __table_args__ = (UniqueConstraint("evening_id"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evening.id"))
    # the seed of the lots drawn during the evening (sit-outs) and, for a seeded draw, the draw
    seed: Mapped[int] = mapped_column(BigInteger)
    # "seeded", "cards" (drawn by hand) or "seating" (the host's own first seating)
    draw_kind: Mapped[str] = mapped_column(String(10))
    tables: Mapped[int] = mapped_column(Integer)
    # the first round as drawn: {"tables": [{"table", "pairs"}…], "waiting": [names]}. The
    # replay starts here, not from the draw, so a later change to the draw cannot reseat a
    # party in progress, and a party too big for two packs can start from the host's seating
    first_seating: Mapped[dict[str, Any]] = mapped_column(JSON)
    # PartyRules options and the prize options, as chosen when the party started
    options: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    labels: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)  # {"red": "Ladies", …}
    lots: Mapped[list[Any]] = mapped_column(JSON, default=list)  # lots of a seeded draw
    # drawn once, at the first award, so that awarding again after a correction keeps the lots
    prize_seed: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    # grows with every change: the row a change locks first, so two computers take turns
    version: Mapped[int] = mapped_column(Integer, default=0)
    started_by: Mapped[str] = mapped_column(String(100), default="")
    started_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    entrants: Mapped[list[PartyEntrant]] = relationship(
        back_populates="party", order_by="PartyEntrant.position", cascade="all, delete-orphan")
    changes: Mapped[list[PartyChange]] = relationship(
        back_populates="party", order_by="PartyChange.seq", cascade="all, delete-orphan")


class PartyEntrant(Base):
    """A guest at the draw: the role (pack) and the card drawn; ``JK`` means wait a round."""

    __tablename__ = "party_entrant"
    __table_args__ = (UniqueConstraint("party_id", "position", name="uq_party_entrant_position"),
                      UniqueConstraint("party_id", "member_id", name="uq_party_entrant_member"))
    id: Mapped[int] = mapped_column(primary_key=True)
    party_id: Mapped[int] = mapped_column(ForeignKey("party.id"))
    position: Mapped[int] = mapped_column(Integer)  # the order of the draw: it replays by it
    member_id: Mapped[int] = mapped_column(ForeignKey("member.id"), index=True)
    name: Mapped[str] = mapped_column(String(200))  # as at the draw: a rename changes nothing
    role: Mapped[str] = mapped_column(String(4))
    pack: Mapped[str] = mapped_column(String(4))  # differs from role when the role was short
    card: Mapped[str] = mapped_column(String(3), default="")  # "" when seated by the host
    # the set of packs the card came from (beyond 26 tables a party draws from several sets:
    # 3 of clubs of the second set is table 29), so that a draw by hand replays from its cards
    pack_set: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    volunteer: Mapped[bool] = mapped_column(Boolean, default=False)
    party: Mapped[Party] = relationship(back_populates="entrants")


# every kind of change a party's log holds: what an imported club may carry
PARTY_CHANGE_KINDS = ("arrive", "leave", "replace", "bell", "prizes", "end", "reopen")


class PartyChange(Base):
    """One change to the party, in order: ``arrive``, ``leave``, ``replace``, ``bell``, ``prizes``,
    ``end`` (no more bells; its ``detail`` the stars and prizes fixed) and ``reopen``.

    ``member`` is the player it concerns (the leaver, for a replacement) and ``other`` the
    substitute. ``detail`` keeps what a bell was rung on (the round's seating) or the prize list
    as announced. An undone bell keeps its row and results, with who undid it and when.
    """

    __tablename__ = "party_change"
    __table_args__ = (UniqueConstraint("party_id", "seq", name="uq_party_change_seq"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    party_id: Mapped[int] = mapped_column(ForeignKey("party.id"))
    seq: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(10))
    round: Mapped[int] = mapped_column(Integer)  # the round in play when it happened
    member_id: Mapped[int | None] = mapped_column(ForeignKey("member.id"), nullable=True)
    name: Mapped[str] = mapped_column(String(200), default="")
    role: Mapped[str] = mapped_column(String(4), default="")  # of an arrival
    other_member_id: Mapped[int | None] = mapped_column(ForeignKey("member.id"), nullable=True)
    other_name: Mapped[str] = mapped_column(String(200), default="")
    # deferred: read for a replay only (a bell's seating is hundreds of small objects)
    detail: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict, deferred=True)
    status: Mapped[str] = mapped_column(String(10), default="done")  # or "undone"
    done_by: Mapped[str] = mapped_column(String(100), default="")
    done_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    undone_by: Mapped[str] = mapped_column(String(100), default="")
    undone_at: Mapped[dt.datetime | None] = mapped_column(DateTime, nullable=True)
    party: Mapped[Party] = relationship(back_populates="changes")
    results: Mapped[list[PartyTableResult]] = relationship(
        back_populates="change", order_by="PartyTableResult.table_number", cascade="all, delete-orphan")


class PartyTableResult(Base):
    """What one table handed in at a bell, pair by pair (the first pair as seated)."""

    __tablename__ = "party_table_result"
    __table_args__ = (UniqueConstraint("change_id", "table_number",
                                       name="uq_party_table_result_table"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    change_id: Mapped[int] = mapped_column(ForeignKey("party_change.id"))
    table_number: Mapped[int] = mapped_column(Integer)
    # None: the table did not report (decided by the red players' cut)
    score_first: Mapped[int | None] = mapped_column(Integer, nullable=True)
    score_second: Mapped[int | None] = mapped_column(Integer, nullable=True)
    tricks_first: Mapped[int | None] = mapped_column(Integer, nullable=True)
    tricks_second: Mapped[int | None] = mapped_column(Integer, nullable=True)
    cut_first: Mapped[str | None] = mapped_column(String(3), nullable=True)
    cut_second: Mapped[str | None] = mapped_column(String(3), nullable=True)
    change: Mapped[PartyChange] = relationship(back_populates="results")
