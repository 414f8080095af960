"""Import and export: members from a spreadsheet's CSV (previewed, then all or nothing), members,
evenings and standings as CSV, and the whole club as JSON that round-trips exactly.
"""

from __future__ import annotations

import csv
import io
import json
import os
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from clubapp.jsontext import JsonRefused, load_json
from clubapp.services.audit import audit
from clubapp.services.club_json import export_club, import_club
from clubapp.services.club_upgrade import bring_up_to_date, older_schema
from clubapp.services.member_csv import CsvPreview, all_problems, preview_members_csv
from clubapp.services.members import club_id
from clubapp.services.party_figures import party_figures
from clubapp.services.results_cache import rebuild_all_results
from clubapp.services.seasons import SeasonService
from clubapp.services.views import MemberView, ServiceError
from clubapp.store.database import SCHEMA_REVISIONS, Database
from clubapp.store.models import (
    Deal,
    Evening,
    Game,
    Member,
    Membership,
    PlayTable,
    SeasonEvening,
    Seat,
)
from clubapp.words import Message, note_text, say

CSV_ENCODING = "utf-8-sig"  # with the mark, so that Excel opens Cyrillic names correctly
# A club's real export is a few MB; an import takes about nine times its file in memory at its
# peak (the text, the parsed rows, the checked rows), so 64 MB bounds it near 600 MB.
MAX_CLUB_BYTES = 64 * 2**20


def _club_too_big(size: int) -> ServiceError:
    return ServiceError("exchange.club_too_big", megabytes=-(-size // 2**20),
                        most=MAX_CLUB_BYTES // 2**20)


def read_club_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a club export to import, never more than ``MAX_CLUB_BYTES`` read:
    ServiceError for a bigger file (before reading it), OSError where the file cannot be read."""
    with open(path, "rb") as file:
        size = os.fstat(file.fileno()).st_size
        if size > MAX_CLUB_BYTES:
            raise _club_too_big(size)
        data = file.read(MAX_CLUB_BYTES + 1)  # a pipe or a growing file has no size to trust
    if len(data) > MAX_CLUB_BYTES:
        raise _club_too_big(len(data))
    return data


def schema_revision() -> str:
    """The database schema this clubapp writes (the newest migration)."""
    return SCHEMA_REVISIONS[-1]


def headings(lang: str, *names: str) -> list[str]:
    """The CSV exports' column headings in the reader's language (the values stay as stored:
    dates, kinds, yes/no)."""
    return [say(Message(f"exchange.head_{name}"), lang) for name in names]


def _csv(header: list[str], rows: list[list[Any]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


@dataclass(frozen=True)
class ClubImport:
    rows: dict[str, int]  # rows per table
    games: int  # games whose results were worked out again
    upgraded_from: str | None = None  # the export's older schema, brought up to today's


class ExchangeService:
    def __init__(self, db: Database) -> None:
        self.db = db

    # --- members from CSV --------------------------------------------------------------------
    def _existing(self) -> dict[str, str | Message]:
        with self.db.transaction() as session:
            return {m.name.casefold(): Message("member_csv.retired_member", name=m.name)
                    if m.retired else m.name for m in session.scalars(select(Member))}

    def preview_members(self, data: bytes, encoding: str = "auto") -> CsvPreview:
        """What importing this CSV would do: each row taken or rejected with the reason."""
        return preview_members_csv(data, self._existing(), encoding)

    def import_members(self, data: bytes, preview: CsvPreview,
                       encoding: str = "auto") -> list[MemberView]:
        """Add the rows the preview took, all in one transaction: every one of them or none.

        ``data`` must be the file previewed; if the list changed meanwhile so that a row
        would now be rejected (someone added the same name), nothing is imported.
        """
        again = preview_members_csv(data, self._existing(), encoding)
        if again.digest != preview.digest:
            raise ServiceError("exchange.preview_changed")
        if again.problems:
            raise ServiceError("exchange.cannot_import", problems=all_problems(again.problems))
        if again.taken != preview.taken:
            changed = [r for r in preview.taken if r not in again.taken]
            raise ServiceError("exchange.list_changed", rows=[
                Message("exchange.row_named", line=r.line, name=r.name) for r in changed[:5]])
        if not again.taken:
            raise ServiceError("exchange.nothing_to_import")
        with self.db.transaction() as session:
            owner = club_id(session)
            added = []
            for row in again.taken:
                member = Member(club_id=owner, name=row.name, email=row.email, phone=row.phone,
                                notes=row.notes, retired=row.retired, publish_as=row.publish_as,
                                mail_results=row.mail_results, language=row.language)
                session.add(member)
                session.flush()
                if row.joined is not None:
                    session.add(Membership(member_id=member.id, joined=row.joined))
                added.append(member)
            session.flush()
            audit(session, "import members", "member", None, None,
                  {"members": [m.id for m in added], "rejected": len(again.rejected)})
            return [MemberView(m.id, m.name, m.email, m.phone, m.notes, m.retired, False,
                               m.publish_as, m.mail_results, m.language) for m in added]

    # --- CSV exports -------------------------------------------------------------------------
    def members_csv(self, lang: str = "en") -> str:
        """Every member: name, e-mail, phone, notes, joined, retired, and what they let the
        club publish and mail (published as, results mail, mail language), headed in ``lang``
        (re-imports cleanly in every language)."""
        with self.db.transaction() as session:
            joined = dict(session.execute(select(Membership.member_id, Membership.joined)).all())
            members = sorted(session.scalars(select(Member)),
                             key=lambda m: (m.name.casefold(), m.id))
            rows = [[m.name, m.email, m.phone, m.notes,
                     day.isoformat() if (day := joined.get(m.id)) else "",
                     "yes" if m.retired else "no", m.publish_as,
                     "yes" if m.mail_results else "no", m.language] for m in members]
        return _csv(headings(lang, "name", "email", "phone", "notes", "joined", "retired",
                             "publish_as", "mail_results", "language"), rows)

    def evenings_csv(self, lang: str = "en") -> str:
        """Every evening, oldest first, with its tables, players, games and deals, headed in
        ``lang``; a card party's evening with its party's tables, guests, rounds (bells) and
        games (one a table a round), and no deals: the party records none."""
        with self.db.transaction() as session:
            evenings = list(session.scalars(select(Evening).order_by(Evening.date, Evening.id)))
            tables = dict(session.execute(select(PlayTable.evening_id, func.count())
                                          .group_by(PlayTable.evening_id)).all())
            players = dict(session.execute(
                select(PlayTable.evening_id, func.count(func.distinct(Seat.member_id)))
                .join(Seat).group_by(PlayTable.evening_id)).all())
            games = dict(session.execute(select(PlayTable.evening_id, func.count(Game.id))
                                         .join(Game, Game.table_id == PlayTable.id).group_by(PlayTable.evening_id)).all())
            deals = dict(session.execute(
                select(PlayTable.evening_id, func.count(Deal.id)).select_from(PlayTable)
                .join(Game, Game.table_id == PlayTable.id).join(Deal, Deal.game_id == Game.id)
                .where(Deal.status == "recorded").group_by(PlayTable.evening_id)).all())
            seasons: dict[int, list[int]] = {}
            for evening_id, season_id in session.execute(
                    select(SeasonEvening.evening_id, SeasonEvening.season_id)):
                seasons.setdefault(evening_id, []).append(season_id)
            names = {s.id: s.name for s in SeasonService(self.db).list()}
        rows = []
        for e in evenings:
            party = party_figures(self.db, e.id) \
                if e.kind == "party" and e.id not in tables else None
            figures: list[Any] = [tables.get(e.id, 0), players.get(e.id, 0), "",
                                  games.get(e.id, 0), int(deals.get(e.id) or 0)]
            if party is not None:
                figures = [party.tables, party.guests, party.rounds, party.games, ""]
            rows.append([e.date.isoformat(), e.name, e.kind, e.status, *figures,
                         "; ".join(sorted(names[s] for s in seasons.get(e.id, [])))])
        return _csv(headings(lang, "date", "evening", "kind", "status", "tables", "players",
                             "rounds", "games", "deals", "seasons"), rows)

    def standings_csv(self, season_id: int, game: str | None = None, lang: str = "en") -> str:
        """A season's standings as the window shows them, with each tie-break's note, in
        ``lang``: the game chosen, or as the window opens them (every game together where the
        rules say how, else the game played most: points of different games are never added
        up)."""
        result = SeasonService(self.db).standings(season_id, game)
        rules = result.standings.rules
        rows = [[p.place_text, p.record.name, p.record.score_text, len(p.record.evenings),
                 p.record.played, p.record.won, p.record.lost,
                 p.record.points if result.adds_points else "", p.record.gold,
                 p.record.red, p.record.green, p.record.spread, note_text(p.reason, lang)]
                for p in result.standings.placings]
        place, member, *more = headings(
            lang, "place", "member", "evenings", "played", "won", "lost", "points", "gold",
            "red", "green", "spread", "note")
        return _csv([place, member, say(rules.basis_column(), lang), *more], rows)

    # --- the whole club ----------------------------------------------------------------------
    def export_club(self, *, with_pin: bool = False) -> dict[str, Any]:
        """The whole club as JSON-ready data (see ``club_json``); the organiser's PIN (its
        hash) only ``with_pin``."""
        with self.db.transaction() as session:
            return export_club(session, schema_revision(), with_pin=with_pin)

    def export_club_json(self, *, with_pin: bool = False) -> str:
        """The whole club as a JSON document (UTF-8 text, names as written)."""
        return json.dumps(self.export_club(with_pin=with_pin), ensure_ascii=False,
                          indent=1) + "\n"

    def import_club(self, data: Any) -> ClubImport:
        """Load a whole-club export into this new, empty database: everything or nothing.

        ``data`` is the file's bytes (or text, or the parsed document). Its size and nesting
        are bounded, every value is checked against its column and every game replayed by its
        rules before anything is written; a party that does not replay undoes the import.
        An export of an older schema is first brought up to today's (``club_upgrade``: the
        same migrations as a club file's, on a scratch database) and says so in the result.
        """
        if isinstance(data, str | bytes):
            if len(data) > MAX_CLUB_BYTES:
                raise _club_too_big(len(data))
            try:
                data = load_json(data, max_bytes=MAX_CLUB_BYTES)
            except JsonRefused as exc:
                raise ServiceError(exc.why) from None
            except json.JSONDecodeError as exc:
                raise ServiceError("exchange.not_json", line=exc.lineno,
                                   column=exc.colno) from None
        upgraded_from = older_schema(data)
        if upgraded_from is not None:
            data = bring_up_to_date(data)
        try:
            with self.db.transaction() as session:
                counts = import_club(session, data, schema_revision())
                _check_parties(session)
                games = rebuild_all_results(session)
        except IntegrityError as exc:  # the checks hold every reference: kept as the last guard
            raise ServiceError("exchange.does_not_hang_together",
                               detail=str(exc.orig).splitlines()[0]) from None
        return ClubImport(counts, games, upgraded_from)


def _check_parties(session: Any) -> None:
    """Replay every imported party (in the import's transaction, undone if one fails)."""
    from clubapp.services.party import PartyService
    from clubapp.store.party_models import Party

    for party in session.scalars(select(Party).order_by(Party.id)):
        try:
            if party.draw_kind == "rotation":  # a rotation chart: checked by its own service
                from clubapp.services.rotation_party import check_rotation_record

                check_rotation_record(party)
                continue
            PartyService._replay(session, party)
        except ServiceError as exc:
            raise ServiceError("exchange.party_refused", evening=party.evening_id,
                               because=exc.why) from None
        except Exception as exc:  # a party's records the replay cannot even read
            raise ServiceError("exchange.party_unreadable", evening=party.evening_id,
                               detail=type(exc).__name__) from None
