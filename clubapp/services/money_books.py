"""The club's money read from the store into the pure ledger's books (``clubapp.ledger``), in
the caller's transaction.

An evening's book is derived every time from what was recorded: its setup, its field (every
member who sat at one of its tables or in its party, and those marked entered), the payments,
the standing its payout rule reads (``StandingsService.by_game`` or the party's prizes), and
each pot in play with what it carried in and the claims on it. Claims are read from the deals
as they stand (``clubapp.events.pot_claims``), in the order the deals were first recorded,
with the treasurer's awards in the order they were made: an undone or corrected deal takes its
claim with it. A pot carries from one evening it is played at to the next (by date), so an
evening's pot is worked out along the pot's evenings before it.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from clubapp.events.pot_claims import PotCondition, game_claims, read_condition
from clubapp.ledger.money import (
    CENT,
    MINOR_UNITS,
    Placing,
    PotClaim,
    PotEvening,
    PotRule,
    pot_evening,
    read_payout,
)
from clubapp.ledger.money_book import (
    Deposit,
    Entrant,
    EveningBook,
    EveningSetup,
    Extra,
    PaymentIn,
    PotPlay,
    evening_book,
)
from clubapp.message import Message
from clubapp.rules import RuleError
from clubapp.services.scoring import game_view
from clubapp.services.standings import PlayedGame, most_played, standings_of
from clubapp.store.models import Deal, Evening, Game, Member, PlayTable, Seat
from clubapp.store.money_models import (
    MoneyAward,
    MoneyDeposit,
    MoneyEntrant,
    MoneyEveningPot,
    MoneyPayment,
    MoneyPot,
    MoneySetup,
)
from clubapp.store.party_models import Party

ZERO = Decimal(0)


def key_of(member_id: int) -> str:
    """How the pure ledger names a member: by number (names may repeat or change)."""
    return str(member_id)


def member_of(key: str) -> int:
    return int(key)


def setup_of(row: MoneySetup | None) -> EveningSetup:
    """The pure setup of a stored one (an evening never set up: nothing charged, no prizes),
    every sum in the evening's minor unit."""
    if row is None:
        return EveningSetup()
    minor = minor_of(row.minor_unit)
    try:
        payout = read_payout(row.payout, minor)
    except RuleError:  # a rule written by hand that no setup could give: no prizes
        payout = None
    extras = tuple(Extra(str(e.get("name", "")), in_minor(e.get("amount", "0"), minor))
                   for e in (row.extras or []) if isinstance(e, dict))
    return EveningSetup(
        minor=minor, entry_fee=in_minor(row.entry_fee, minor),
        table_money=in_minor(row.table_money, minor),
        guest_fee=in_minor(row.guest_fee, minor) if row.guest_fee is not None else None,
        extras=extras, payout=payout, pay_out="balance" if row.pay_out == "balance" else "cash")


def minor_of(value: Any) -> Decimal:
    """A kept minor unit (0.0100 as the column gives it back) as the ledger takes it: 0.01."""
    try:
        unit = Decimal(str(value)).normalize() if value is not None else CENT
    except ArithmeticError:
        return CENT
    return Decimal(1).scaleb(unit.as_tuple().exponent) if unit in MINOR_UNITS else CENT  # type: ignore[arg-type]


def in_minor(value: Any, minor: Decimal) -> Decimal:
    """A kept sum in whole minor units (the columns keep four places)."""
    return Decimal(str(value)).quantize(minor)


def condition_of(won_by: Any) -> PotCondition | None:
    """A kept pot's condition (None where it cannot be read: only awards take it)."""
    try:
        return read_condition(won_by)
    except RuleError:
        return None


@dataclass(frozen=True)
class ClaimRecord:
    """A claim on a pot with where it came from: a deal (its game and row) or an award."""

    claim: PotClaim
    when: tuple[dt.datetime, int]
    deal_id: int | None = None
    game_id: int | None = None
    award_id: int | None = None


class MoneyBooks:
    """Reads the club's money in one session, each evening's parts once.

    ``party`` reads an evening's party in the session (``PartyService.view_in``); without it
    no party is read. ``kept``: what another reading of the same state of the database worked
    out (``kept()``), taken as it is — the caller's to know that nothing changed since
    (``clubapp.services.money`` keeps it by the database's change counter). ``derived``: a
    memory, kept between readings, of what is worked out from an evening's deals (the
    standing's placings, the deals' claims on a pot), each taken again only while the
    evening's games, deals and the members' names are as they were (``deals_mark``).
    """

    def __init__(self, session: Session, party: Callable[[Session, int], Any] | None = None,
                 kept: dict[str, Any] | None = None,
                 derived: dict[Any, Any] | None = None) -> None:
        self.session = session
        self.party = party
        self.derived = derived
        self._books: dict[int, EveningBook] = {}
        self._fields: dict[int, dict[int, bool]] = {}
        self._claims: dict[tuple[int, int], tuple[ClaimRecord, ...]] = {}
        self._chains: dict[int, dict[int, PotEvening]] = {}
        self._names: dict[int, str] | None = None
        self._placings: dict[int, tuple[list[Placing], list[tuple[str, str]], str | None]] = {}
        self._standings: dict[tuple[int, str], list[Any]] = {}
        for name, value in (kept or {}).items():
            setattr(self, name, value)
        # the rows of the evenings read at once (``preload``)
        self._loaded: set[int] | None = None
        self._setup_rows: dict[int, MoneySetup | None] = {}
        self._pot_rows: dict[int, list[tuple[MoneyEveningPot, MoneyPot]]] = {}
        self._payment_rows: dict[int, list[MoneyPayment]] = {}
        self._award_rows: dict[tuple[int, int], list[MoneyAward]] = {}
        self._field_rows: dict[int, dict[int, bool]] = {}
        self._party_evenings: set[int] = set()
        self._marks: dict[int, tuple[Any, ...]] = {}

    def preload(self, evening_ids: Sequence[int]) -> None:
        """Read the money rows, the fields and the deals' marks of these evenings at once, a
        few statements in all, rather than a few an evening (the balances read every evening
        set up)."""
        loaded = self._loaded or set()
        wanted = list(dict.fromkeys(e for e in evening_ids
                                    if e not in self._books and e not in loaded))
        if not wanted:
            return
        self._loaded = set(wanted) | (self._loaded or set())
        inside = list(wanted)
        for row in self.session.scalars(select(MoneySetup)
                                        .where(MoneySetup.evening_id.in_(inside))):
            self._setup_rows[row.evening_id] = row
        for evening_id in wanted:
            self._setup_rows.setdefault(evening_id, None)
        for played, pot in self.session.execute(
                select(MoneyEveningPot, MoneyPot).join(MoneyPot,
                                                       MoneyPot.id == MoneyEveningPot.pot_id)
                .where(MoneyEveningPot.evening_id.in_(inside)).order_by(MoneyEveningPot.id)):
            self._pot_rows.setdefault(played.evening_id, []).append((played, pot))
        for payment in self.session.scalars(
                select(MoneyPayment).where(MoneyPayment.evening_id.in_(inside),
                                           MoneyPayment.status == "paid")
                .order_by(MoneyPayment.at, MoneyPayment.id)):
            self._payment_rows.setdefault(payment.evening_id, []).append(payment)
        for award in self.session.scalars(
                select(MoneyAward).where(MoneyAward.evening_id.in_(inside),
                                         MoneyAward.status == "awarded")):
            self._award_rows.setdefault((award.evening_id, award.pot_id), []).append(award)
        fields: dict[int, dict[int, bool]] = {e: {} for e in wanted}
        for evening_id, members in self.session.execute(
                select(PlayTable.evening_id, Game.player_ids).join(Game.table)
                .where(PlayTable.evening_id.in_(inside)).order_by(Game.id)):
            for member_id in members:
                fields[evening_id].setdefault(int(member_id), False)
        for evening_id, member_id in self.session.execute(
                select(PlayTable.evening_id, Seat.member_id).join(Seat.table)
                .where(PlayTable.evening_id.in_(inside))):
            fields[evening_id].setdefault(int(member_id), False)
        for entrant in self.session.scalars(select(MoneyEntrant)
                                            .where(MoneyEntrant.evening_id.in_(inside))):
            fields[entrant.evening_id][entrant.member_id] = bool(entrant.guest)
        self._field_rows.update(fields)
        self._party_evenings |= set(self.session.scalars(
            select(Party.evening_id).where(Party.evening_id.in_(inside))))
        self._marks.update(self.deals_marks(wanted))

    def _loaded_field(self, evening_id: int) -> dict[int, bool]:
        """An evening's field from the rows ``preload`` read (its party's players read now)."""
        found = dict(self._field_rows.get(evening_id, {}))
        if evening_id in self._party_evenings and self.party is not None:
            view = self.party(self.session, evening_id)
            for player in getattr(view, "players", ()) if view is not None else ():
                found.setdefault(int(player.member_id), False)
        self._fields[evening_id] = found
        return found

    def kept(self) -> dict[str, Any]:
        """What this reading worked out, for another reading of the same state."""
        return {name: getattr(self, name) for name in (
            "_books", "_fields", "_claims", "_chains", "_names", "_placings", "_standings")}

    def standings(self, evening_id: int, per: str) -> list[Any]:
        """The evening's standings, one a game (``per="family"``: a family), as
        ``StandingsService.by_game`` gives them, read in this session."""
        if (evening_id, per) not in self._standings:
            games = self.session.scalars(select(Game).join(PlayTable)
                                         .where(PlayTable.evening_id == evening_id)
                                         .order_by(PlayTable.number, Game.id))
            played = [PlayedGame.of(evening_id, game_view(game)) for game in games]
            self._standings[(evening_id, per)] = standings_of(played, self.names(), per=per)
        return self._standings[(evening_id, per)]

    # --- names and rows ------------------------------------------------------------------
    def names(self) -> dict[int, str]:
        """Every member's name now, by number."""
        if self._names is None:
            self._names = dict(self.session.execute(select(Member.id, Member.name)).all())
        return self._names

    def setup_row(self, evening_id: int) -> MoneySetup | None:
        if evening_id in self._setup_rows:
            return self._setup_rows[evening_id]
        return self.session.scalar(select(MoneySetup).where(MoneySetup.evening_id == evening_id))

    def evening_pots(self, evening_id: int) -> list[tuple[MoneyEveningPot, MoneyPot]]:
        """The pots in play at an evening, with the club's pot each is."""
        if self._loaded is not None and evening_id in self._loaded:
            return self._pot_rows.get(evening_id, [])
        rows = self.session.execute(
            select(MoneyEveningPot, MoneyPot).join(MoneyPot, MoneyPot.id == MoneyEveningPot.pot_id)
            .where(MoneyEveningPot.evening_id == evening_id).order_by(MoneyEveningPot.id))
        return [(played, pot) for played, pot in rows]

    def set_up_evenings(self) -> list[Evening]:
        """Every evening with money set up, oldest first."""
        return list(self.session.scalars(
            select(Evening).join(MoneySetup, MoneySetup.evening_id == Evening.id)
            .order_by(Evening.date, Evening.id)))

    # --- the field -----------------------------------------------------------------------
    def field(self, evening_id: int) -> dict[int, bool]:
        """The evening's field: member number → pays the guest's rate."""
        if evening_id in self._fields:
            return self._fields[evening_id]
        if self._loaded is not None and evening_id in self._loaded:
            return self._loaded_field(evening_id)
        found: dict[int, bool] = {}
        games = self.session.scalars(select(Game).join(PlayTable)
                                     .where(PlayTable.evening_id == evening_id))
        for game in games:
            for member_id in game.player_ids:
                found.setdefault(int(member_id), False)
        for member_id in self.session.scalars(select(Seat.member_id).join(PlayTable)
                                              .where(PlayTable.evening_id == evening_id)):
            found.setdefault(int(member_id), False)
        if self.party is not None:
            view = self.party(self.session, evening_id)
            for player in getattr(view, "players", ()) if view is not None else ():
                found.setdefault(int(player.member_id), False)
        for row in self.session.scalars(select(MoneyEntrant)
                                        .where(MoneyEntrant.evening_id == evening_id)):
            found[row.member_id] = bool(row.guest)
        self._fields[evening_id] = found
        return found

    # --- claims --------------------------------------------------------------------------
    def claims(self, evening_id: int, played: MoneyEveningPot) -> tuple[ClaimRecord, ...]:
        """The claims on a pot at an evening, in the order they were made."""
        memo = (evening_id, played.pot_id)
        if memo in self._claims:
            return self._claims[memo]
        records = list(self.deal_claims(evening_id, played.won_by))
        if self._loaded is not None and evening_id in self._loaded:
            awards = self._award_rows.get((evening_id, played.pot_id), [])
        else:
            awards = list(self.session.scalars(
                select(MoneyAward).where(MoneyAward.evening_id == evening_id,
                                         MoneyAward.pot_id == played.pot_id,
                                         MoneyAward.status == "awarded")))
        for award in awards:
            why = Message("money.claim_awarded", player=self.names().get(award.member_id, "?"))
            records.append(ClaimRecord(PotClaim((key_of(award.member_id),), why),
                                       (award.at, award.id), award_id=award.id))
        ordered = tuple(sorted(records, key=lambda r: (r.when, r.award_id is not None)))
        self._claims[memo] = ordered
        return ordered

    def deal_claims(self, evening_id: int, won_by: Any) -> tuple[ClaimRecord, ...]:
        """The claims the evening's deals make on a pot of this condition (replayed through
        the rules: kept in ``derived`` for as long as the evening's deals stay as they are)."""
        condition = condition_of(won_by)
        if condition is None or condition.manual:
            return ()
        memo = ("claims", evening_id, json.dumps(condition.to_json(), sort_keys=True))
        return self._derived_by_deals(evening_id, memo,
                                      lambda: self._read_deal_claims(evening_id, condition))

    def _read_deal_claims(self, evening_id: int, condition: PotCondition
                          ) -> tuple[ClaimRecord, ...]:
        records: list[ClaimRecord] = []
        games = self.session.scalars(select(Game).join(PlayTable)
                                     .where(PlayTable.evening_id == evening_id)
                                     .order_by(PlayTable.number, Game.id))
        for game in games:
            if not condition.applies_to(game.game_id):
                continue
            deals = list(self.session.scalars(
                select(Deal).where(Deal.game_id == game.id, Deal.status == "recorded")
                .order_by(Deal.seq)))
            found = game_claims(condition, game.game_id, list(game.player_names),
                                dict(game.options or {}), [d.entry for d in deals])
            ids = {name: int(pid) for name, pid in zip(game.player_names, game.player_ids,
                                                       strict=False)}
            for claim in found:
                deal = deals[claim.deal - 1]
                takers = tuple(key_of(ids[name]) for name in claim.players if name in ids)
                if takers:
                    records.append(ClaimRecord(PotClaim(takers, claim.why),
                                               (deal.entered_at, deal.id), deal.id, game.id))
        return tuple(records)

    def _derived_by_deals(self, evening_id: int, memo: Any, work: Callable[[], Any]) -> Any:
        """What ``work`` derives from the evening's games and deals (and its members' names),
        taken from ``derived`` while they are as they were when it was worked out."""
        if self.derived is None:
            return work()
        mark = self._marks[evening_id] if evening_id in self._marks \
            else self.deals_mark(evening_id)
        kept = self.derived.get(memo)
        if kept is not None and kept[0] == mark:
            return kept[1]
        value = work()
        self.derived[memo] = (mark, value)
        return value

    def deals_marks(self, evening_ids: Sequence[int]) -> dict[int, tuple[Any, ...]]:
        """``deals_mark`` of several evenings, read at once."""
        inside = list(evening_ids)
        deals = {row[0]: tuple(row[1:]) for row in self.session.execute(
            select(PlayTable.evening_id, func.count(Deal.id), func.max(Deal.id),
                   func.max(Deal.updated_at), func.sum(Deal.revision),
                   func.count(Deal.id).filter(Deal.status == "recorded"))
            .select_from(Deal).join(Game, Game.id == Deal.game_id)
            .join(PlayTable, PlayTable.id == Game.table_id)
            .where(PlayTable.evening_id.in_(inside)).group_by(PlayTable.evening_id))}
        games = {row[0]: tuple(row[1:]) for row in self.session.execute(
            select(PlayTable.evening_id, func.count(Game.id), func.max(Game.id))
            .select_from(Game).join(PlayTable, PlayTable.id == Game.table_id)
            .where(PlayTable.evening_id.in_(inside)).group_by(PlayTable.evening_id))}
        names = tuple(self.session.execute(select(func.count(Member.id),
                                                  func.max(Member.updated_at))).one())
        return {e: (*deals.get(e, (0, None, None, None, 0)), *games.get(e, (0, None)), *names)
                for e in inside}

    def deals_mark(self, evening_id: int) -> tuple[Any, ...]:
        """What changes whenever anything changes in the evening's games or deals, or in a
        member's name: a deal recorded, undone, redone or corrected moves its ``updated_at``
        and the counts; a correction its revision; a new game the games' count."""
        deals = self.session.execute(
            select(func.count(Deal.id), func.max(Deal.id), func.max(Deal.updated_at),
                   func.sum(Deal.revision), func.count(Deal.id).filter(
                       Deal.status == "recorded"))
            .select_from(Deal).join(Game, Game.id == Deal.game_id)
            .join(PlayTable, PlayTable.id == Game.table_id)
            .where(PlayTable.evening_id == evening_id)).one()
        games = self.session.execute(
            select(func.count(Game.id), func.max(Game.id)).select_from(Game)
            .join(PlayTable, PlayTable.id == Game.table_id)
            .where(PlayTable.evening_id == evening_id)).one()
        names = self.session.execute(select(func.count(Member.id),
                                            func.max(Member.updated_at))).one()
        return (*deals, *games, *names)

    # --- pots carried from evening to evening --------------------------------------------
    def chain(self, pot_id: int) -> dict[int, PotEvening]:
        """A pot at each evening it was played, oldest first: what it carried in and out."""
        if pot_id in self._chains:
            return self._chains[pot_id]
        rows = self.session.execute(
            select(MoneyEveningPot, Evening).join(Evening, Evening.id == MoneyEveningPot.evening_id)
            .where(MoneyEveningPot.pot_id == pot_id).order_by(Evening.date, Evening.id))
        pot = self.session.get(MoneyPot, pot_id)
        name = pot.name if pot is not None else str(pot_id)
        carried = ZERO
        out: dict[int, PotEvening] = {}
        played_at = list(rows)
        self.preload([evening.id for _, evening in played_at])
        for played, evening in played_at:
            field = self.field(evening.id)
            minor = setup_of(self.setup_row(evening.id)).minor
            rule = pot_rule(name, played, minor)
            claims = tuple(r.claim for r in self.claims(evening.id, played)
                           if all(member_of(k) in field for k in r.claim.players))
            result = pot_evening(rule, carried, len(field), claims, minor)
            out[evening.id] = result
            carried = result.carried_out
        self._chains[pot_id] = out
        return out

    # --- the evening's book --------------------------------------------------------------
    def placings(self, evening_id: int, setup: EveningSetup) -> tuple[list[Placing],
                                                                      list[tuple[str, str]],
                                                                      str | None]:
        """What the payout rule reads: the standing's placings, or the party's prizes; and the
        standing paid (its key)."""
        if evening_id not in self._placings:
            self._placings[evening_id] = self._read_placings(evening_id, setup)
        return self._placings[evening_id]

    def _read_placings(self, evening_id: int, setup: EveningSetup
                       ) -> tuple[list[Placing], list[tuple[str, str]], str | None]:
        rule = setup.payout
        if rule is None:
            return [], [], None
        if rule.party:
            view = self.party(self.session, evening_id) if self.party is not None else None
            if view is None:
                return [], [], "party"
            by_name = {p.name: p.member_id for p in view.players}
            prizes = [(p.prize, key_of(by_name[p.player])) for p in view.prizes
                      if p.player in by_name]
            return [], prizes, "party"
        return self._derived_by_deals(evening_id, ("placings", evening_id, rule.source),
                                      lambda: self._read_standing(evening_id, rule.source))

    def _read_standing(self, evening_id: int, source: str | None
                       ) -> tuple[list[Placing], list[tuple[str, str]], str | None]:
        per = "game"
        standings = list(self.standings(evening_id, per))
        chosen = None
        if source is None:
            chosen = most_played(standings)
        else:
            chosen = next((s for s in standings if s.key == source), None)
            if chosen is None:
                standings = list(self.standings(evening_id, "family"))
                chosen = next((s for s in standings if s.key == source), None)
        if chosen is None:
            return [], [], source
        if not any(line.row.played or line.row.won or line.row.points for line in chosen.lines):
            return [], [], chosen.key  # nothing recorded yet: no one is placed, no one paid
        placings = [Placing(key_of(line.row.member_id), line.place) for line in chosen.lines]
        return placings, [], chosen.key

    def book(self, evening_id: int) -> EveningBook:
        """The evening's book, worked out from what was recorded."""
        if evening_id in self._books:
            return self._books[evening_id]
        setup = setup_of(self.setup_row(evening_id))
        field = self.field(evening_id)
        entrants = [Entrant(key_of(m), guest) for m, guest in
                    sorted(field.items(), key=lambda item: (self.names().get(item[0], "")
                                                            .casefold(), item[0]))]
        rows = (self._payment_rows.get(evening_id, [])
                if self._loaded is not None and evening_id in self._loaded
                else self.session.scalars(
                    select(MoneyPayment).where(MoneyPayment.evening_id == evening_id,
                                               MoneyPayment.status == "paid")
                    .order_by(MoneyPayment.at, MoneyPayment.id)))
        payments = [PaymentIn(key_of(p.member_id), in_minor(p.amount, setup.minor),
                              p.how)  # type: ignore[arg-type]
                    for p in rows if p.member_id in field]
        placings, prizes, _source = self.placings(evening_id, setup)
        plays = []
        for played, pot in self.evening_pots(evening_id):
            chain = self.chain(pot.id)
            carried = chain[evening_id].carried_in if evening_id in chain else ZERO
            claims = tuple(r.claim for r in self.claims(evening_id, played))
            plays.append(PotPlay(pot_rule(pot.name, played, setup.minor), carried, claims))
        book = evening_book(setup, entrants, payments, placings, plays, prizes)
        self._books[evening_id] = book
        return book

    def club_minor(self) -> Decimal:
        """The minor unit of the club's latest evening set up (0.01 before any)."""
        found = self.session.scalar(select(MoneySetup.minor_unit).join(
            Evening, Evening.id == MoneySetup.evening_id)
            .order_by(Evening.date.desc(), Evening.id.desc()).limit(1))
        return minor_of(found)

    def deposits(self, member_id: int | None = None) -> list[Deposit]:
        """Every deposit and withdrawal (of one member), in the order made, in the club's
        minor unit."""
        minor = self.club_minor()
        query = select(MoneyDeposit).order_by(MoneyDeposit.day, MoneyDeposit.id)
        if member_id is not None:
            query = query.where(MoneyDeposit.member_id == member_id)
        return [Deposit(key_of(d.member_id), d.day,
                        in_minor(d.amount, minor) * (1 if d.kind == "deposit" else -1), d.note)
                for d in self.session.scalars(query)]


def pot_rule(name: str, played: MoneyEveningPot, minor: Decimal) -> PotRule:
    """A pot's rule as an evening played it."""
    return PotRule(name, in_minor(played.per_player, minor),
                   "share" if played.several == "share" else "first", Decimal(played.takes))
