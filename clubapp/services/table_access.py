"""Score entry from phones (issue 23): each table's secret address, and what its page sends.

Every table of an evening (and every guest of a party) has an address that carries a long
random token. A token opens only its own table (or guest) of its own evening, and only while
the evening is open; the host may lock a table or revoke its address (a new token: the old QR
code answers "not found").

The database keeps only each token's hash (SHA-256): a token is known in plain only to the
program that issued it, while it runs (``IssuedTokens``), which is what the host's board shows
and prints. After a restart a card printed earlier still opens its page (its hash is kept), but
its address cannot be shown again: printing that card again issues a new token, and the old
card stops working. A guest who arrives late gets an address as soon as the board (or the
server, ``new_addresses``) looks for one.

What a page sends goes through the same service calls as the window, with the table and the
phone's address written beside it in the audit log and in the deal's "entered by"; every
submission carries an id, and a second submission with the same id is answered as the first
was, without recording anything again.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import Future
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from clubapp.services.audit import acting_as, audit
from clubapp.services.evenings import load_evening
from clubapp.services.group_commit import GroupCommit, write_later, written_later
from clubapp.services.views import GameView, ServiceError
from clubapp.store.models import Deal, Evening, Member, PlayTable, utcnow
from clubapp.store.table_access_models import BellReport, TableAccess, TableSubmission
from clubapp.words import LANGUAGES, Message, say

if TYPE_CHECKING:
    from clubapp.services import Services
    from clubapp.services.party_views import PartyView, TableEntry

TOKEN_BYTES = 32  # secrets.token_urlsafe(32): 43 characters, 256 bits


class IssuedTokens:
    """The tokens this program has issued, by their hash, while it runs: the only place a
    token is kept in plain (the database keeps its hash), so that the host's board can show
    and print the addresses it issued. A new program knows none of the tokens issued before."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_hash: dict[str, str] = {}

    def issue(self) -> tuple[str, str]:
        """A new random token and its hash, remembered."""
        token = secrets.token_urlsafe(TOKEN_BYTES)
        hashed = token_hash(token)
        with self._lock:
            self._by_hash[hashed] = token
        return token, hashed

    def known(self, hashed: str) -> str:
        """The token of this hash if this program issued it, else ""."""
        with self._lock:
            return self._by_hash.get(hashed, "")

    def forget(self, hashed: str) -> None:
        with self._lock:
            self._by_hash.pop(hashed, None)


ISSUED = IssuedTokens()  # the program's: the window's board and its server share it


class AccessRefused(ServiceError):
    """A page that may not be opened: ``status`` 404 (no such address: a made-up, revoked or
    another server's token) or 403 (another evening's, a closed evening, a locked table)."""

    def __init__(self, message: str | Message, status: int, **params: Any) -> None:
        super().__init__(message, **params)
        self.status = status
        self.access: Access | None = None  # the address refused, where it is a real one


class ConfirmFirst(ServiceError):
    """A page's deal at an evening whose other side confirms each deal: not recorded, to be
    offered to the other side instead (``clubapp.services.deal_offers``)."""


@dataclass(frozen=True)
class Access:
    """One address: a table's (``number``) or a guest's (``member_id``, ``name``). ``token``
    is "" where it is not known here: issued before this program started (or by another one),
    kept only as its hash; its card still opens the page, but its address cannot be shown."""

    id: int
    evening_id: int
    kind: str  # "table" or "guest"
    number: int | None
    member_id: int | None
    name: str
    token: str
    locked: bool
    lang: str  # "" for the server's language

    @property
    def known(self) -> bool:
        """Whether this program knows the token (it issued it): the address can be shown."""
        return bool(self.token)

    @property
    def table_number(self) -> int:
        """The number of the table whose address this is (a table's address has one)."""
        assert self.number is not None, self.id
        return self.number

    def path(self) -> str:
        """The address's path on the server: /t/<token> for a table, /g/<token> for a guest;
        ValueError where the token is not known here."""
        if not self.token:
            raise ValueError("the token of this address is kept only as its hash")
        return f"/{'t' if self.kind == 'table' else 'g'}/{self.token}"


@dataclass(frozen=True)
class BoardRow:
    """One table on the host's evening board."""

    access: Access
    game_id: str  # "" for a party's table
    players: tuple[str, ...]
    state: str  # "waiting", "playing", "finished"; a party's: "waiting" or "handed in"
    deals: int
    last_at: Any  # datetime of the last entry, or None
    last_from: str  # the phone's network address, or who entered it on a computer ("" none)
    from_phone: bool = False  # whether the last entry came from a table's page


@dataclass(frozen=True)
class GuestRow:
    """One guest of a party on the host's board: their address and where they play."""

    access: Access
    table: int | None  # the table of the round in play; None waiting (or sitting out)
    status: str  # "seated", "waiting", "leaving" (at the next bell)
    late: bool  # arrived after the draw


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def _access(row: TableAccess, name: str = "", token: str | None = None) -> Access:
    """The row as an address, its token given (a page's) or as this program knows it."""
    known = token if token is not None else ISSUED.known(row.token_hash)
    return Access(row.id, row.evening_id, row.kind, row.number, row.member_id, name, known,
                  row.locked, row.lang)


class TableAccessService:
    """Tokens, the table pages' submissions and the evening board: each call one transaction."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self.db = services.db
        # one change at a time from the pages: SQLite would make the others wait in its busy
        # handler's growing sleeps, and a submission sent twice at once is answered once
        self._writing = threading.Lock()
        # the deals: several tables' in one transaction, one disk sync for all (see its module)
        self.writes = GroupCommit(self.db, self._writing, prefetch=self._prefetch_deals,
                                  finish=self._refresh_results, keep_loaded=True)
        # each table's game as scored at its last deal from a page: the next deal is scored on
        # it instead of replaying the game, while its deals are still those it was scored from
        self._states: dict[int, tuple[Any, Any]] = {}
        # each party as last worked out, with the version and evening status it was read at
        self._parties: dict[int, tuple[tuple[Any, ...] | None, PartyView]] = {}

    # --- addresses -------------------------------------------------------------------------
    def addresses(self, evening_id: int) -> list[Access]:
        """Every table's address of the evening (and, at a party, every guest's), made where
        missing (a table seated or a guest arrived since): tables by number, then guests in
        the order of the draw. Each carries its token where this program issued it."""
        return self._addresses(evening_id, self.services.party.view(evening_id))[0]

    def new_addresses(self, evening_id: int) -> list[Access]:
        """The addresses made now because they were missing (a guest who arrived late, a table
        seated later), each with its token; [] when every one has its address."""
        return self._addresses(evening_id, self.services.party.view(evening_id))[1]

    def _addresses(self, evening_id: int, party: PartyView | None
                   ) -> tuple[list[Access], list[Access]]:
        """(every address, those made now); ``party`` the evening's party as it stands."""
        with self._writing, self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            rows = self._active(session, evening.id)
            out: list[Access] = []
            made: list[Access] = []

            def address(key: tuple[str, int | None], name: str = "", **where: Any) -> None:
                row = rows.get(key)
                if row is None:
                    row = self._make(session, evening.id, key[0], **where)
                    made.append(_access(row, name))
                out.append(_access(row, name))

            for number in self._table_numbers(session, evening, party):
                address(("table", number), number=number)
            for player in self._guests(party):
                address(("guest", player.member_id), player.name, member_id=player.member_id)
            return out, made

    @staticmethod
    def _guests(party: PartyView | None) -> list[Any]:
        """The party's guests who have an address: every one but those who left."""
        return [p for p in party.players if p.status != "left"] if party is not None else []

    @staticmethod
    def _table_numbers(session: Session, evening: Evening, party: PartyView | None) -> list[int]:
        if party is not None:
            return [t.number for t in party.tables]
        return [t.number for t in evening.tables if t.games]

    @staticmethod
    def _active(session: Session, evening_id: int) -> dict[tuple[str, int | None], TableAccess]:
        """The evening's addresses in use, by table or guest: where two programs made one for
        the same guest at once, the one this program knows."""
        rows = session.scalars(select(TableAccess).where(TableAccess.evening_id == evening_id,
                                                         TableAccess.status == "active")
                               .order_by(TableAccess.id))
        out: dict[tuple[str, int | None], TableAccess] = {}
        for row in rows:
            key = (row.kind, row.number if row.kind == "table" else row.member_id)
            if key not in out or ISSUED.known(row.token_hash):
                out[key] = row
        return out

    @staticmethod
    def _make(session: Session, evening_id: int, kind: str, *, number: int | None = None,
              member_id: int | None = None, lang: str = "") -> TableAccess:
        _token, hashed = ISSUED.issue()
        row = TableAccess(evening_id=evening_id, kind=kind, number=number, member_id=member_id,
                          token_hash=hashed, lang=lang)
        session.add(row)
        session.flush()
        audit(session, "make table address", "table_access", row.id, None,
              {"evening": evening_id, "kind": kind, "table": number, "member": member_id})
        return row

    def to_print(self, evening_id: int, access_ids: Iterable[int] | None = None
                 ) -> list[Access]:
        """The addresses to print on cards (every one of the evening, or those of
        ``access_ids``), each with its token: as issued where this program knows it, else a
        new one (the card printed before with the old one stops working)."""
        wanted = None if access_ids is None else set(access_ids)
        chosen = [a for a in self.addresses(evening_id) if wanted is None or a.id in wanted]
        unknown = [a.id for a in chosen if not a.known]
        renewed = dict(zip(unknown, self.renew(unknown), strict=True))  # old id: new address
        return [renewed.get(a.id, a) for a in chosen]

    def renew(self, access_ids: Iterable[int]) -> list[Access]:
        """A new token for each of these addresses (in their order; each a new row, the old
        one kept revoked), in one transaction: the old tokens stop working at once (their
        cards must be printed again)."""
        with self._writing, self.db.transaction() as session:
            return [self._renew(session, access_id) for access_id in access_ids]

    def renew_evening(self, evening_id: int) -> list[Access]:
        """A new token for every address of the evening (its cards printed before stop
        working): every address, as ``addresses`` lists them."""
        return self.renew([a.id for a in self.addresses(evening_id)])

    def _renew(self, session: Session, access_id: int) -> Access:
        old = self._load(session, access_id)
        old.status, old.revoked_at = "revoked", utcnow()
        ISSUED.forget(old.token_hash)
        audit(session, "revoke table address", "table_access", old.id, {"status": "active"},
              {"status": "revoked"})
        row = self._make(session, old.evening_id, old.kind, number=old.number,
                         member_id=old.member_id, lang=old.lang)
        row.locked = old.locked
        return _access(row, self._name(session, row))

    def find(self, token: str, evening_id: int) -> Access:
        """The address of this token on this server's evening; AccessRefused if it is none."""
        if not isinstance(token, str) or not 20 <= len(token) <= 100:
            raise AccessRefused("web.not_found", 404)
        with self.db.transaction() as session:
            return self._find_in(session, token, evening_id)[1]

    @staticmethod
    def _find_in(session: Session, token: str, evening_id: int) -> tuple[TableAccess, Access]:
        if not isinstance(token, str) or not 20 <= len(token) <= 100:
            raise AccessRefused("web.not_found", 404)
        hashed = token_hash(token)
        group = session.info.get("deals")
        if group is not None and hashed in group.accesses:
            row = group.accesses[hashed]
        else:
            row = session.scalar(select(TableAccess).where(TableAccess.token_hash == hashed))
        if row is None or not hmac.compare_digest(row.token_hash.encode(), hashed.encode()):
            raise AccessRefused("web.not_found", 404)
        if row.status != "active":
            raise AccessRefused("web.not_found", 404)
        if row.evening_id != evening_id:
            raise AccessRefused("web.other_evening", 403)
        evening = session.get(Evening, row.evening_id)
        if evening is None:
            raise AccessRefused("web.not_found", 404)
        name = ""
        if row.member_id is not None:
            member = session.get(Member, row.member_id)
            name = member.name if member is not None else ""
        if evening.status == "closed":
            refused = AccessRefused("web.evening_closed", 403, name=evening.name)
            refused.access = _access(row, name, token)  # its page shows the final score
            raise refused
        return row, _access(row, name, token)

    def revoke(self, access_id: int) -> Access:
        """A new address for a table (or guest): the old token stops working at once."""
        return self.renew([access_id])[0]

    def set_locked(self, access_id: int, locked: bool) -> Access:
        """Lock a table (its page shows the score but takes nothing) or unlock it."""
        with self._writing, self.db.transaction() as session:
            row = self._load(session, access_id)
            before = row.locked
            row.locked = bool(locked)
            audit(session, "lock table" if locked else "unlock table", "table_access", row.id,
                  {"locked": before}, {"locked": row.locked})
            return _access(row, self._name(session, row))

    def set_language(self, access: Access, lang: str) -> Access:
        """The language the table's page speaks (chosen on the page, kept for every phone)."""
        if lang not in LANGUAGES:
            raise ServiceError("web.unknown_language", "lang", lang=lang, known=list(LANGUAGES))
        with self._writing, self.db.transaction() as session:
            row = self._load(session, access.id)
            row.lang = lang
            return _access(row, self._name(session, row), access.token or None)

    @staticmethod
    def _load(session: Session, access_id: int) -> TableAccess:
        row = session.get(TableAccess, access_id)
        if row is None or row.status != "active":
            raise AccessRefused("web.not_found", 404)
        return row

    @staticmethod
    def _name(session: Session, row: TableAccess) -> str:
        member = session.get(Member, row.member_id) if row.member_id is not None else None
        return member.name if member is not None else ""

    # --- what a table's page shows ---------------------------------------------------------
    def table_game_info(self, access: Access) -> tuple[int, str, tuple[str, ...]] | None:
        """The game in play at the table without replaying it: (its id, the game's id, the
        players in seat order), or None when the table has none."""
        with self.db.transaction() as session:
            return self._game_info_in(session, access)

    @staticmethod
    def _game_info_in(session: Session, access: Access
                      ) -> tuple[int, str, tuple[str, ...]] | None:
        from clubapp.store.models import Game

        group = session.info.get("deals")
        if group is not None and (access.evening_id, access.number) in group.games:
            return group.games[(access.evening_id, access.number)]
        row = session.execute(
            select(Game.id, Game.game_id, Game.player_names).join(PlayTable)
            .where(PlayTable.evening_id == access.evening_id, PlayTable.number == access.number)
            .order_by(Game.id.desc()).limit(1)).first()
        return (row[0], row[1], tuple(row[2])) if row is not None else None

    def table_game(self, access: Access) -> GameView | None:
        """The game in play at the table (its last game), or None when it has none."""
        with self.db.transaction() as session:
            table = session.scalar(select(PlayTable).where(
                PlayTable.evening_id == access.evening_id, PlayTable.number == access.number))
            if table is None or not table.games:
                return None
            game_pk = table.games[-1].id
        return self.services.scoring.view(game_pk)

    def bell_reports(self, evening_id: int, round_number: int) -> dict[int, TableEntry]:
        """What the party's tables have handed in for the round, by table number."""
        from clubapp.services.party_views import TableEntry

        with self.db.transaction() as session:
            rows = session.scalars(select(BellReport).where(
                BellReport.evening_id == evening_id, BellReport.round == round_number))
            return {r.table_number: TableEntry(
                r.table_number, _pair(r.score), _pair(r.next_hand_tricks), _pair(r.cut))
                for r in rows}

    # --- what a page sends -----------------------------------------------------------------
    def answered(self, access: Access, submission_id: str) -> dict[str, Any] | None:
        """The answer already given to this submission (None: never seen)."""
        with self.db.transaction() as session:
            return self._answered(session, access, submission_id)

    @staticmethod
    def _answered(session: Session, access: Access, submission_id: str
                  ) -> dict[str, Any] | None:
        group = session.info.get("deals")
        if group is not None:
            # a second copy in the same group finds the first's proof, still to be written
            for sent in written_later(session, TableSubmission.__table__):
                if sent["submission_id"] == submission_id:
                    if sent["access_id"] != access.id:
                        raise AccessRefused("web.not_yours", 403)
                    return {**sent["answer"], "again": True}
            if submission_id in group.unseen:
                return None
        row = session.scalar(select(TableSubmission).where(
            TableSubmission.submission_id == submission_id))
        if row is None:
            return None
        if row.access_id != access.id:  # another table's id: never someone else's answer
            raise AccessRefused("web.not_yours", 403)
        return {**row.answer, "again": True}

    @contextmanager
    def _submitting(self, access: Access, submission_id: str, client: str
                    ) -> Iterator[dict[str, Any] | None]:
        """One submission: one at a time, the first answer if it was sent before, the table and
        the phone named as the author of every change."""
        if not isinstance(submission_id, str) or not 8 <= len(submission_id) <= 64:
            raise ServiceError("web.no_submission_id", "submission")
        with self._writing:
            with self.db.transaction() as session:
                earlier = self._answered(session, access, submission_id)
                if earlier is None:
                    row = self._load(session, access.id)
                    if row.locked:
                        raise AccessRefused("web.locked", 423, table=row.number)
            if earlier is not None:
                yield earlier
                return
            with acting_as(self.author(access, client)):
                yield None

    def author(self, access: Access, client: str) -> str:
        """Who a page's change is written as: the table and the phone's address, in the words
        of the server's language (the club's)."""
        lang = self.services_lang
        if access.kind == "guest":
            return say(Message("web.author_guest", name=access.name, client=client), lang)[:100]
        return say(Message("web.author_table", table=access.number, client=client), lang)[:100]

    services_lang = "en"  # set by the server to the language it was started in

    def record_deal(self, access: Access, submission_id: str, entry: Mapping[str, Any],
                    client: str) -> dict[str, Any]:
        """Record a deal at the access's table, once per submission id: the answer
        ``{"ok": True, "deal": n}``; RuleError or ServiceError (nothing saved) if refused."""
        return self.send_deal(access.token, access.evening_id, submission_id,
                              lambda *_: entry, client).result()[1]

    def send_deal(self, token: str, evening_id: int, submission_id: str,
                  read_entry: Callable[[Any, tuple[str, ...], str], Mapping[str, Any]],
                  client: str,
                  within: Callable[[Session, Deal, dict[str, Any]], None] | None = None
                  ) -> Future:
        """A page's deal, queued for the next group commit: a future of (the address, the
        answer), set once the deal is committed; of the refusal (nothing saved) otherwise.

        Everything is checked inside the deal's own savepoint of the group's transaction: the
        token (AccessRefused), a submission sent before (its first answer, nothing recorded
        again), a locked table, the entry (``read_entry(rules, players, lang)`` may raise the
        form's refusal) and the deal by the game's rules (RuleError).

        Where the evening asks the other side of a table to confirm each deal, a page's deal is
        refused with ``ConfirmFirst`` (nothing saved: it is to be offered, ``deal_offers``);
        ``within(session, deal, answer)``, a confirmation's, is called in the deal's savepoint
        once it is recorded (it may refuse it, or add to the answer kept for the submission).
        """
        if not isinstance(submission_id, str) or not 8 <= len(submission_id) <= 64:
            failed: Future = Future()
            failed.set_exception(ServiceError("web.no_submission_id", "submission"))
            return failed

        def work(session: Session) -> tuple[Access, dict[str, Any]]:
            row, access = self._find_in(session, token, evening_id)
            earlier = self._answered(session, access, submission_id)
            if earlier is not None:
                return access, earlier
            if row.locked:
                raise AccessRefused("web.locked", 423, table=row.number)
            if within is None and load_evening(session, access.evening_id).confirm_deals:
                raise ConfirmFirst("offers.confirm_first")  # the evening, as found just now
            game = self._game_info_in(session, access)
            if game is None:
                raise ServiceError("web.no_game", table=access.number)
            from clubapp.rules import get_game

            rules = get_game(game[1])
            entry = read_entry(rules, game[2], access.lang or self.services_lang)
            answer: dict[str, Any] = {}

            def keep(session: Session, deal: Deal) -> None:
                number = sum(1 for d in deal.game.deals if d.status == "recorded")
                answer.update({"ok": True, "action": "deal", "deal": number,
                               "deal_id": deal.id})
                if within is not None:
                    within(session, deal, answer)
                write_later(session, TableSubmission.__table__,  # with the group's others
                            {"submission_id": submission_id, "access_id": access.id,
                             "action": "deal", "answer": dict(answer), "client": client[:100]})

            with acting_as(self.author(access, client)):
                self.services.scoring.record_in(session, game[0], entry, within=keep,
                                                write_locked=self.db.is_sqlite,
                                                states=self._states,
                                                results_later=session.info.get("later"))
            return access, answer

        return self.writes.submit(work, (token, submission_id))

    @staticmethod
    def _refresh_results(session: Session, later: dict[Any, Any]) -> None:
        """The results caches of every game the group's accepted deals changed, at once."""
        from clubapp.services.results_cache import refresh_many_results

        refresh_many_results(session, list(later.values()))

    @staticmethod
    def _prefetch_deals(session: Session, hints: list[tuple[str, str]]) -> None:
        """What every deal of a group reads, in a few statements for the whole group: the
        addresses, which submissions were seen before, each table's game with its deals.

        What an earlier group loaded is still here while the writer keeps it (its session's
        ``info["kept"]``, forgotten as soon as anyone else writes): only new tables are read.
        """
        from sqlalchemy.orm import selectinload

        from clubapp.store.models import Game

        group = session.info.get("kept")
        if group is None:
            group = session.info["kept"] = _DealGroup()
        hashes = {token_hash(t) for t, _ in hints} - group.accesses.keys()
        if hashes:
            for row in session.scalars(select(TableAccess).where(
                    TableAccess.token_hash.in_(hashes))):
                group.accesses[row.token_hash] = row
                group.held.append(row)
        sids = {sid for _, sid in hints}
        seen = set(session.scalars(select(TableSubmission.submission_id).where(
            TableSubmission.submission_id.in_(sids))))
        group.unseen = sids - seen
        tables = {(r.evening_id, r.number) for r in group.accesses.values()
                  if r.kind == "table"} - group.games.keys()
        evenings = {evening for evening, _ in tables}
        # held here: the session keeps what it loaded only while someone holds it
        group.held.extend(session.get(Evening, evening_id) for evening_id in evenings)
        if tables:
            latest: dict[tuple[int, int], int] = {}
            for game_pk, evening_id, number in session.execute(
                    select(Game.id, PlayTable.evening_id, PlayTable.number).join(PlayTable)
                    .where(PlayTable.evening_id.in_(evenings),
                           PlayTable.number.in_({n for _, n in tables}))):
                key = (evening_id, number)
                if key in tables and game_pk > latest.get(key, 0):
                    latest[key] = game_pk
            games = session.scalars(select(Game).where(Game.id.in_(set(latest.values())))
                                    .options(selectinload(Game.deals),
                                             selectinload(Game.table)))
            by_pk = {game.id: game for game in games}
            group.held.extend(by_pk.values())
            group.games.update({key: (pk, by_pk[pk].game_id, tuple(by_pk[pk].player_names))
                                for key, pk in latest.items() if pk in by_pk})
        session.info["deals"] = group

    def undo_last(self, access: Access, submission_id: str, deal_id: int, revision: int | None,
                  client: str) -> dict[str, Any]:
        """Undo the table's own last deal (as the page showed it), once per submission id.
        Refused where the evening asks the other side to confirm each deal: a deal one side
        accepted is not taken back by the other's phone (the host corrects it)."""
        game = self.table_game(access)
        if game is None or not game.deals or game.deals[-1].id != deal_id:
            raise ServiceError("web.not_last_deal")
        with self._submitting(access, submission_id, client) as earlier:
            if earlier is not None:
                return earlier
            with self.db.transaction() as session:
                if load_evening(session, access.evening_id).confirm_deals:
                    raise ServiceError("offers.undo_at_host")
            number = game.deals[-1].number
            self.services.scoring.undo_last_deal(deal_id, revision)
            answer = {"ok": True, "action": "undo", "deal": number}
            self._keep(access, submission_id, "undo", answer, client)
            return answer

    def _keep(self, access: Access, submission_id: str, action: str, answer: dict[str, Any],
              client: str) -> None:
        with self.db.transaction() as session:
            session.add(TableSubmission(submission_id=submission_id, access_id=access.id,
                                        action=action, answer=answer, client=client[:100]))

    def hand_in(self, access: Access, submission_id: str, round_number: int, entry: TableEntry,
                client: str) -> dict[str, Any]:
        """A party table's result for the round in play, kept until the bell (a later hand-in
        of the same table replaces it). BellRefused (nothing kept) if it cannot be right."""
        return self.send_bell(access.token, access.evening_id, submission_id, round_number,
                              entry, client).result()[1]

    def send_bell(self, token: str, evening_id: int, submission_id: str, round_number: int,
                  entry: TableEntry, client: str) -> Future:
        """A page's hand-in, queued for the next group commit like a deal: a future of (the
        address, the answer), set once committed. A hundred tables handing in at once are
        written in a few transactions, each hand-in checked in its own savepoint: the token,
        a submission sent before, a locked table, the round still in play and the result by
        the party's rules."""
        from clubapp.events.progressive import decide_table
        from clubapp.rules.errors import RuleError
        from clubapp.services.party_refusals import check_entry, refusal
        from clubapp.services.party_replay import as_stored, result_of
        from clubapp.services.party_views import BellRefused

        if not isinstance(submission_id, str) or not 8 <= len(submission_id) <= 64:
            failed: Future = Future()
            failed.set_exception(ServiceError("web.no_submission_id", "submission"))
            return failed

        def work(session: Session) -> tuple[Access, dict[str, Any]]:
            row, access = self._find_in(session, token, evening_id)
            earlier = self._answered(session, access, submission_id)
            if earlier is not None:
                return access, earlier
            if row.locked:
                raise AccessRefused("web.locked", 423, table=row.number)
            party = self._party_in(session, evening_id)
            if party.ended is not None:  # the results are fixed: no hand-in for a bell
                raise ServiceError("partyend.ended_bell", round=party.ended.round)
            if round_number != party.round:
                raise BellRefused("party.round_rung", round=round_number, in_play=party.round)
            table = next((t for t in party.tables if t.number == access.number), None)
            if table is None:
                raise ServiceError("web.no_table_this_round", table=access.number)
            entry_here = replace(entry, table=table.number)
            check_entry(entry_here)
            try:
                decide_table(_events_table(table), result_of(entry_here), _party_rules(party),
                             head=table.head)
            except RuleError as exc:
                raise refusal(exc) from None
            with acting_as(self.author(access, client)):
                # the cut's cards in the notation's own letters, however the phone typed them
                self._keep_report(session, evening_id, party.round, table.number,
                                  as_stored(entry), client)
            answer = {"ok": True, "action": "bell", "round": party.round,
                      "table": table.number}
            write_later(session, TableSubmission.__table__,
                        {"submission_id": submission_id, "access_id": access.id,
                         "action": "bell", "answer": dict(answer), "client": client[:100]})
            return access, answer

        return self.writes.submit(work, (token, submission_id))

    @staticmethod
    def _keep_report(session: Session, evening_id: int, round_number: int, table: int,
                     entry: TableEntry, client: str) -> None:
        """The table's result for the round, written over an earlier one, with its audit line."""
        row = session.scalar(select(BellReport).where(
            BellReport.evening_id == evening_id, BellReport.round == round_number,
            BellReport.table_number == table))
        before = None
        if row is None:
            row = BellReport(evening_id=evening_id, round=round_number, table_number=table)
            session.add(row)
        else:
            before = {"score": row.score, "next_hand_tricks": row.next_hand_tricks,
                      "cut": row.cut}
        row.score = _listed(entry.score)
        row.next_hand_tricks = _listed(entry.next_hand_tricks)
        row.cut = _listed(entry.cut)
        row.client, row.at = client[:100], utcnow()
        session.flush()
        audit(session, "hand in bell result", "bell_report", row.id, before,
              {"round": round_number, "table": table, "score": row.score,
               "next_hand_tricks": row.next_hand_tricks, "cut": row.cut})

    def ring_bell(self, access: Access, submission_id: str, round_number: int,
                  client: str) -> dict[str, Any]:
        """Ring the bell from the head table's page with every table's result as handed in:
        refused while a table has not handed in, and as the party refuses a bell."""
        with self._submitting(access, submission_id, client) as earlier:
            if earlier is not None:
                return earlier
            party = self._party(access)
            head = next((t for t in party.tables if t.head), None)
            if head is None or head.number != access.number:
                raise AccessRefused("web.head_only", 403)
            after = self._ring(access.evening_id, round_number)
            answer = {"ok": True, "action": "ring", "round": round_number, "next": after.round}
            self._keep(access, submission_id, "ring", answer, client)
            return answer

    def _ring(self, evening_id: int, round_number: int) -> PartyView:
        party = self.services.party.view(evening_id)
        if party is None:
            raise ServiceError("web.no_party")
        if party.ended is not None:  # said first: what is handed in no longer matters
            raise ServiceError("partyend.ended_bell", round=party.ended.round)
        reports = self.bell_reports(evening_id, round_number)
        missing = [t.number for t in party.tables if t.number not in reports]
        if missing:
            raise ServiceError("web.tables_missing", tables=missing, count=len(missing))
        return self.services.party.ring_bell(evening_id, round_number,
                                             [reports[t.number] for t in party.tables])

    def host_rings(self, evening_id: int, round_number: int) -> PartyView:
        """The host rings the bell from the window with the tables' results as handed in."""
        with self._writing:
            return self._ring(evening_id, round_number)

    def _party(self, access: Access) -> PartyView:
        with self.db.transaction() as session:
            return self._party_in(session, access.evening_id)

    @staticmethod
    def _party_version(session: Session, evening_id: int) -> tuple[Any, ...] | None:
        from clubapp.store.party_models import Party

        found = session.execute(
            select(Party.id, Party.version, Evening.status)
            .join(Evening, Evening.id == Party.evening_id)
            .where(Party.evening_id == evening_id)).first()
        return tuple(found) if found is not None else None

    def _party_in(self, session: Session, evening_id: int) -> PartyView:
        """The party as the caller's transaction finds it. A hundred tables handing in at once
        ask for it a hundred times between two bells: it is worked out once per change of the
        party (its version moves with every bell, arrival, leaver and undo) and of the
        evening's status."""
        stamp = self._party_version(session, evening_id)
        kept = self._parties.get(evening_id)
        if stamp is not None and kept is not None and kept[0] == stamp:
            return kept[1]
        party = self.services.party.view_in(session, evening_id)
        if party is None:
            raise ServiceError("web.no_party")
        self._parties[evening_id] = (stamp, party)
        return party

    # --- the host's evening board ----------------------------------------------------------
    def board(self, evening_id: int) -> list[BoardRow]:
        """Every table of the evening: waiting, playing or finished (at a party: waiting or
        handed in for the round in play), the last entry and where it came from."""
        return self.evening_board(evening_id)[0]

    def evening_board(self, evening_id: int) -> tuple[list[BoardRow], list[GuestRow]]:
        """The tables (as ``board``) and, at a party, every guest with an address: where they
        play this round. A guest who arrived since the last look gets an address now."""
        party = self.services.party.view(evening_id)
        addresses = self._addresses(evening_id, party)[0]
        tables = [a for a in addresses if a.kind == "table"]
        rows: list[BoardRow] = []
        with self.db.transaction() as session:
            if party is not None:
                reports = {r.table_number: r for r in session.scalars(select(BellReport).where(
                    BellReport.evening_id == evening_id, BellReport.round == party.round))}
                for access in tables:
                    table = next(t for t in party.tables if t.number == access.number)
                    report = reports.get(access.table_number)
                    rows.append(BoardRow(access, "", table.players,
                                         "handed in" if report else "waiting",
                                         len(party.bells), report.at if report else None,
                                         report.client if report else "", report is not None))
                players = {p.member_id: p for p in party.players}
                guests = [GuestRow(a, players[a.member_id].table, players[a.member_id].status,
                                   not players[a.member_id].card)
                          for a in addresses if a.kind == "guest" and a.member_id in players]
                return rows, guests
            evening_tables = {t.number: t for t in load_evening(session, evening_id).tables}
            last = self._last_submissions(session, evening_id)
            games = [evening_tables[a.table_number].games[-1] for a in tables]
            newest = [max(g.deals, key=lambda d: d.updated_at, default=None) for g in games]
            entries = [_last_entry(deal, last.get(a.table_number, []))
                       for a, deal in zip(tables, newest, strict=True)]
            by = self._changed_by(session, [d.id for d, e in zip(newest, entries, strict=True)
                                            if d is not None and e is None])
            for access, game, deal, entry in zip(tables, games, newest, entries, strict=True):
                recorded = [d for d in game.deals if d.status == "recorded"]
                state = "waiting" if not recorded else (
                    "finished" if game.status == "finished" else "playing")
                if entry is None:  # changed on a computer: who did it, as the log says
                    assert deal is not None
                    entry = (deal.updated_at, by.get(deal.id, deal.entered_by), False)
                rows.append(BoardRow(access, game.game_id, tuple(game.player_names), state,
                                     len(recorded), *entry))
        return rows, []

    @staticmethod
    def _changed_by(session: Session, deal_ids: list[int]) -> dict[int, str]:
        """Who last changed each of these deals (recorded, corrected, undone), by the log."""
        from clubapp.store.models import AuditEntry

        if not deal_ids:
            return {}
        return {deal: who for deal, who in session.execute(
            select(AuditEntry.entity_id, AuditEntry.who)
            .where(AuditEntry.entity == "deal", AuditEntry.entity_id.in_(deal_ids))
            .order_by(AuditEntry.id)) if deal is not None}  # never None: one of deal_ids

    @staticmethod
    def _last_submissions(session: Session, evening_id: int
                          ) -> dict[int, list[TableSubmission]]:
        """What each table's pages sent, by table number, the newest first: through every
        address the table has had (a card printed again gives it a new one)."""
        out: dict[int, list[TableSubmission]] = {}
        for number, row in session.execute(
                select(TableAccess.number, TableSubmission).join(TableAccess)
                .where(TableAccess.evening_id == evening_id, TableAccess.kind == "table")
                .order_by(TableSubmission.id.desc())):
            assert number is not None  # a table's address has its number
            out.setdefault(number, []).append(row)
        return out


def _last_entry(newest: Deal | None, sent: list[TableSubmission]
                ) -> tuple[Any, str, bool] | None:
    """When a table's last entry was made, where from and whether from its page: (time, the
    phone's network address, True) for a page's; None where the newest deal was changed on a
    computer since (who did it is in the log).

    A page's deal is written as by "table 3 (192.168.1.41)", in the server's language; that is
    never shown: the phone is named by its address, as the submission that sent it keeps it."""
    latest = sent[0] if sent else None
    if newest is None:
        return (latest.at, latest.client, True) if latest is not None else (None, "", False)
    if latest is not None and latest.at >= newest.updated_at:
        return latest.at, latest.client, True
    if newest.revision <= 1 and newest.status == "recorded":
        for submission in sent:  # the deal itself, sent from the page and not changed since
            if submission.action == "deal" and submission.answer.get("deal_id") == newest.id:
                return newest.updated_at, submission.client, True
    return None


class _DealGroup:
    """What the group commits of deals have read for all of them (``_prefetch_deals``): kept
    from group to group while the writer keeps its session, but ``unseen``, the group's own."""

    def __init__(self) -> None:
        self.accesses: dict[str, TableAccess] = {}
        self.unseen: set[str] = set()  # submission ids known not to have been sent before
        self.games: dict[tuple[int, int], tuple[int, str, tuple[str, ...]]] = {}
        self.held: list[Any] = []  # the evenings and games loaded for the group's deals


def _pair(value: Any) -> tuple[Any, Any] | None:
    return (value[0], value[1]) if isinstance(value, list | tuple) and len(value) == 2 else None


def _listed(value: Any) -> list[Any] | None:
    return list(value) if value is not None else None


def _events_table(table: Any) -> Any:
    from clubapp.events.seating import Pair, Table

    first, second = table.pairs
    return Table(table.number, (Pair(first.red, first.blue), Pair(second.red, second.blue)))


def _party_rules(party: PartyView) -> Any:
    from clubapp.events.progressive import PartyRules
    from clubapp.services.party_replay import RULE_NAMES

    return PartyRules.from_options({k: v for k, v in party.options.items() if k in RULE_NAMES})
