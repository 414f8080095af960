"""The club's money beside its scores (issue 33): what an evening charges, what each player
paid, the prizes, the side pots and every member's balance; each use case one transaction with
its line in the audit log.

Only the facts are stored (``clubapp.store.money_models``): the evening's setup, the payments,
the pots in play, the treasurer's awards, the deposits. Everything else is worked out from them
and from the evening's deals and standings whenever it is looked at (``money_books``: the pure
ledger's ``money_book``), so an undone or corrected deal changes the prizes and the pots at once,
and the cash sheet always balances (its proof row is nothing).

A closed evening's money refuses every change (``evenings.closed``) until the evening is
reopened, with the organiser's PIN where one is set — as its deals do. Deposits belong to no
evening and are taken at any time.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from clubapp.ledger.money import PAY_WAYS, MoneyError, read_amount
from clubapp.ledger.money_book import EveningOfMember, account_lines, overpaid
from clubapp.services.audit import audit, current_user
from clubapp.services.evenings import _view as evening_view
from clubapp.services.evenings import load_evening, require_open
from clubapp.services.members import club_id
from clubapp.services.money_books import MoneyBooks, key_of, member_of, minor_of, setup_of
from clubapp.services.money_setup import (
    MoneyRefused,
    SetupChange,
    amount_of,
    payout_of,
    read_setup,
    refused,
)
from clubapp.services.money_views import (
    BalanceView,
    CashSheetView,
    ClaimView,
    EveningMoneyView,
    PaymentView,
    PayoutView,
    PlayerMoneyView,
    PotSetupView,
    PotView,
    SetupView,
    StatementLineView,
    StatementView,
    text,
)
from clubapp.services.views import ServiceError
from clubapp.store.database import Database
from clubapp.store.models import ChangeCounter, Evening, Member, Season, SeasonEvening, utcnow
from clubapp.store.money_models import (
    MoneyAward,
    MoneyDeposit,
    MoneyEntrant,
    MoneyEveningPot,
    MoneyPayment,
    MoneyPot,
    MoneySetup,
)
from clubapp.words import Message

ZERO = Decimal(0)
MOST_NOTE = 200


def _lock(session: Session, evening_id: int) -> None:
    """Take the evening's row for this change before reading its money: two computers taking
    payments at once are decided one after the other (the second sees the first's)."""
    session.execute(update(Evening).where(Evening.id == evening_id)
                    .values(status=Evening.status).execution_options(synchronize_session=False))


def _amount(value: Any, key: str, minor: Decimal) -> Decimal:
    """A sum given by the window (a Decimal) or the command line (its text)."""
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise MoneyRefused(key, Message("money.not_an_amount", value=str(value)))
        value = format(value, "f")
    try:
        return read_amount(value, key, minor)
    except MoneyError as exc:
        raise refused(exc) from None


def _member(session: Session, member_id: int) -> Member:
    member = session.get(Member, member_id)
    if member is None:
        raise ServiceError("members.no_such_member", "member", number=member_id)
    return member


class MoneyService:
    """The club's money: setup, payments, awards, deposits, and the views of it."""

    def __init__(self, db: Database) -> None:
        self.db = db
        # what the last view worked out, with the change counter it was read at
        self._kept: tuple[int | None, dict[str, Any]] | None = None
        # what was worked out from each evening's deals (MoneyBooks.deals_mark)
        self._derived: dict[Any, Any] = {}

    # --- reading -----------------------------------------------------------------------------
    def _books(self, session: Session, *, reading: bool = False) -> MoneyBooks:
        """The club's money read in ``session``. ``reading`` (a view, in a transaction that
        changes nothing): what the last reading of the same state of the database worked out
        is taken again — the change counter moves with every change, from any computer, so
        an unchanged counter is an unchanged club."""
        from clubapp.services.party import PartyService

        party = PartyService(self.db).view_in
        if not reading:
            return MoneyBooks(session, party, derived=self._derived)
        counter = session.scalar(select(ChangeCounter.value).where(ChangeCounter.id == 1))
        kept = self._kept
        books = MoneyBooks(session, party, kept[1] if kept is not None and kept[0] == counter
                           else None, self._derived)
        self._kept = (counter, books.kept())
        return books

    def evening_money(self, evening_id: int) -> EveningMoneyView:
        """An evening's money: its setup, every player's line (owed, paid, won, balance after),
        the prizes by place, the pots, the figures of the cash sheet."""
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            return self._evening_view(session, self._books(session, reading=True), evening)

    def cash_sheet(self, evening_id: int) -> CashSheetView:
        """The evening's cash sheet with its proof row (see ``clubapp.ledger.money_book``)."""
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            books = self._books(session, reading=True)
            book = books.book(evening_id)
            setup = self._setup_view(session, books, evening_id)
            names = {key_of(m): n for m, n in books.names().items()}
            return CashSheetView(evening_view(evening), setup.currency, setup.minor_unit,
                                 book.sheet(names), book.proof)

    def balances(self) -> list[BalanceView]:
        """Every member's balance now (retired members only where it is not nothing), by name."""
        with self.db.transaction() as session:
            books = self._books(session, reading=True)
            totals = self._totals(books, None)
            members = session.scalars(select(Member))
            out = [BalanceView(m.id, m.name, totals.get(key_of(m.id), ZERO), m.retired)
                   for m in members
                   if not m.retired or totals.get(key_of(m.id), ZERO)]
        return sorted(out, key=lambda b: (b.name.casefold(), b.member_id))

    def balance(self, member_id: int) -> BalanceView:
        """One member's balance now."""
        with self.db.transaction() as session:
            member = _member(session, member_id)
            totals = self._totals(self._books(session, reading=True), None)
            return BalanceView(member.id, member.name, totals.get(key_of(member.id), ZERO),
                               member.retired)

    def statement(self, member_id: int, season_id: int | None = None) -> StatementView:
        """A member's statement: over a season (the days from its first evening to its last,
        every evening and deposit of those days), or over everything; the balance brought
        forward, each line with the balance after it, the balance at the end."""
        with self.db.transaction() as session:
            member = _member(session, member_id)
            books = self._books(session, reading=True)
            season_name, first, last = "", None, None
            if season_id is not None:
                season = session.get(Season, season_id)
                if season is None:
                    raise ServiceError("money.no_such_season", "season", number=season_id)
                season_name = season.name
                days = list(session.scalars(select(Evening.date).join(
                    SeasonEvening, SeasonEvening.evening_id == Evening.id)
                    .where(SeasonEvening.season_id == season_id)))
                first, last = (min(days), max(days)) if days else (None, None)
            evenings = books.set_up_evenings()
            names = {e.id: e.name for e in evenings}
            of_member = [EveningOfMember(e.id, e.date, books.book(e.id)) for e in evenings]
            lines = account_lines(key_of(member_id), of_member, books.deposits(member_id))
            currency = self._club_currency(session)
            minor = books.club_minor()
        opening, listed = ZERO.quantize(minor), []
        for line in lines:
            if season_id is not None and (first is None or line.day < first):
                opening = line.balance.quantize(minor)
                continue
            if last is not None and line.day > last:
                continue
            listed.append(StatementLineView(line.day, line.kind, line.amount.quantize(minor),
                                            line.figure.quantize(minor),
                                            line.balance.quantize(minor), line.evening,
                                            names.get(line.evening, "") if line.evening else "",
                                            line.note))
        closing = listed[-1].balance if listed else opening
        if season_id is None and lines:
            first, last = lines[0].day, lines[-1].day
        return StatementView(member.id, member.name, season_id, season_name, currency, first,
                             last, opening, tuple(listed), closing)

    def pots(self) -> list[PotSetupView]:
        """The club's pots (their rules as a new evening plays them), by name."""
        with self.db.transaction() as session:
            minor = self._club_minor(session)
            pots = session.scalars(select(MoneyPot).order_by(MoneyPot.name))
            return [PotSetupView(p.id, p.name, Decimal(p.per_player).quantize(minor),
                                 dict(p.won_by),
                                 p.several, Decimal(p.takes)) for p in pots]

    # --- changing ------------------------------------------------------------------------------
    def setup(self, evening_id: int, changes: Mapping[str, Any]) -> EveningMoneyView:
        """Change what an evening charges and pays (``money_setup``: every key optional, a
        key left out left as it is). Refused for a closed evening, and naming the key for any
        value that cannot be: nothing is changed then."""
        change = read_setup(changes)
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            require_open(evening)
            _lock(session, evening_id)
            before = self._setup_json(session, evening_id)
            row = session.scalar(select(MoneySetup).where(MoneySetup.evening_id == evening_id))
            if row is None:
                currency, minor = self._club_currency(session), self._club_minor(session)
                row = MoneySetup(evening_id=evening_id, currency=currency, minor_unit=minor,
                                 entry_fee=ZERO, table_money=ZERO, extras=[], pay_out="cash")
                session.add(row)
            self._apply(session, row, change)
            session.flush()
            books = self._books(session)
            for line in overpaid(books.book(evening_id)):
                raise MoneyRefused("", Message(
                    "money.paid_more", player=books.names().get(member_of(line.player), "?"),
                    paid=line.paid, due=line.due))
            after = self._setup_json(session, evening_id)
            if after != before:
                audit(session, "money setup", "evening", evening_id, before, after)
        return self.evening_money(evening_id)

    def _apply(self, session: Session, row: MoneySetup, change: SetupChange) -> None:
        if change.currency is not None:
            others = set(session.scalars(select(MoneySetup.currency).where(
                MoneySetup.evening_id != row.evening_id)))
            if others - {change.currency}:
                raise MoneyRefused("currency", Message(
                    "money.currency_differs", value=change.currency,
                    currency=sorted(others)[0] or "—"))
            row.currency = change.currency
        if change.minor_unit is not None:
            row.minor_unit = change.minor_unit
        minor = minor_of(row.minor_unit)
        given = change.given
        if "entry_fee" in given:
            row.entry_fee = amount_of(change.entry_fee, "entry_fee", minor)
        if "guest_fee" in given:
            row.guest_fee = (None if change.guest_fee is None
                             else amount_of(change.guest_fee, "guest_fee", minor))
        if "table_money" in given:
            row.table_money = amount_of(change.table_money, "table_money", minor)
        if change.extras is not None:
            row.extras = [{"name": e["name"],
                           "amount": text(amount_of(e["amount"], f"extras.{n}.amount", minor))}
                          for n, e in enumerate(change.extras, start=1)]
        if "payout" in given:
            rule = payout_of(change.payout, minor)
            row.payout = rule.to_json() if rule is not None else None
        if change.pay_out is not None:
            row.pay_out = change.pay_out
        if change.pots is not None:
            self._set_pots(session, row.evening_id, change, minor)
        if change.guests is not None:
            self._set_guests(session, row.evening_id, change.guests)
        self._check_places(session, row, minor)

    def _check_places(self, session: Session, row: MoneySetup, minor: Decimal) -> None:
        """Every sum the evening keeps, in whole minor units (a new minor unit may not fit)."""
        sums: list[tuple[str, Any]] = [("entry_fee", row.entry_fee),
                                       ("table_money", row.table_money)]
        if row.guest_fee is not None:
            sums.append(("guest_fee", row.guest_fee))
        sums += [(f"extras.{n}.amount", e.get("amount"))
                 for n, e in enumerate(row.extras or [], start=1)]
        for played in session.scalars(select(MoneyEveningPot)
                                      .where(MoneyEveningPot.evening_id == row.evening_id)):
            sums.append(("pots.per_player", played.per_player))
        for key, value in sums:
            _amount(Decimal(str(value)).normalize() if value is not None else value, key, minor)
        if row.payout is not None:
            payout_of(row.payout, minor)

    def _set_pots(self, session: Session, evening_id: int, change: SetupChange,
                  minor: Decimal) -> None:
        owner = club_id(session)
        club_pots = {p.name.casefold(): p for p in session.scalars(
            select(MoneyPot).where(MoneyPot.club_id == owner))}
        played = {p.pot_id: p for p in session.scalars(
            select(MoneyEveningPot).where(MoneyEveningPot.evening_id == evening_id))}
        kept: set[int] = set()
        for number, given in enumerate(change.pots or (), start=1):
            key = f"pots.{number}"
            stake = (amount_of(given.per_player, f"{key}.per_player", minor)
                     if given.per_player is not None else None)
            pot = club_pots.get(given.name.casefold())
            if pot is None:
                if given.won_by is None:
                    raise MoneyRefused(f"{key}.won_by", Message("money.pot_needs_rule",
                                                                name=given.name))
                pot = MoneyPot(club_id=owner, name=given.name, per_player=stake or ZERO,
                               won_by=given.won_by.to_json(), several=given.several or "first",
                               takes=given.takes if given.takes is not None else Decimal(100),
                               active=True)
                session.add(pot)
                session.flush()
                club_pots[pot.name.casefold()] = pot
            else:
                if stake is not None:
                    pot.per_player = stake
                if given.won_by is not None:
                    pot.won_by = given.won_by.to_json()
                if given.several is not None:
                    pot.several = given.several
                if given.takes is not None:
                    pot.takes = given.takes
                pot.active = True
            row = played.get(pot.id)
            if row is None:
                row = MoneyEveningPot(evening_id=evening_id, pot_id=pot.id)
                session.add(row)
            row.per_player = stake if stake is not None else Decimal(pot.per_player)
            row.won_by = dict(pot.won_by)
            row.several = pot.several
            row.takes = Decimal(pot.takes)
            kept.add(pot.id)
        for pot_id, row in played.items():
            if pot_id in kept:
                continue
            awarded = session.scalar(select(MoneyAward.id).where(
                MoneyAward.evening_id == evening_id, MoneyAward.pot_id == pot_id,
                MoneyAward.status == "awarded").limit(1))
            if awarded is not None:
                name = session.get(MoneyPot, pot_id)
                raise MoneyRefused("pots", Message("money.pot_awarded",
                                                   name=name.name if name else str(pot_id)))
            session.delete(row)

    def _set_guests(self, session: Session, evening_id: int, guests: tuple[int, ...]) -> None:
        rows = {r.member_id: r for r in session.scalars(
            select(MoneyEntrant).where(MoneyEntrant.evening_id == evening_id))}
        for number, member_id in enumerate(guests, start=1):
            if session.get(Member, member_id) is None:
                raise MoneyRefused(f"guests.{number}", Message("money.no_such_member",
                                                               number=member_id))
            if member_id in rows:
                rows[member_id].guest = True
            else:
                rows[member_id] = MoneyEntrant(evening_id=evening_id, member_id=member_id,
                                               guest=True)
                session.add(rows[member_id])
        for member_id, row in rows.items():
            if member_id not in guests:
                row.guest = False

    def enter(self, evening_id: int, member_id: int, *, guest: bool | None = None
              ) -> EveningMoneyView:
        """Put a member in the evening's field (one who has not sat down yet), and mark him a
        guest (``guest``: True, at the guest's rate) or a member (False)."""
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            require_open(evening)
            _lock(session, evening_id)
            _member(session, member_id)
            self._entrant(session, evening_id, member_id, guest)
        return self.evening_money(evening_id)

    @staticmethod
    def _entrant(session: Session, evening_id: int, member_id: int, guest: bool | None) -> None:
        row = session.scalar(select(MoneyEntrant).where(MoneyEntrant.evening_id == evening_id,
                                                        MoneyEntrant.member_id == member_id))
        before = None if row is None else {"guest": row.guest}
        if row is None:
            row = MoneyEntrant(evening_id=evening_id, member_id=member_id, guest=bool(guest))
            session.add(row)
        elif guest is not None:
            row.guest = guest
        after = {"guest": row.guest}
        if before != after:
            session.flush()
            audit(session, "money enter", "money_entrant", row.id,
                  {"evening": evening_id, "member": member_id, **(before or {})},
                  {"evening": evening_id, "member": member_id, **after})

    def pay(self, evening_id: int, member_id: int, amount: Any = None, how: str = "cash", *,
            guest: bool | None = None) -> EveningMoneyView:
        """A payment at an evening: ``amount`` (None: all he still owes) by ``how`` — cash,
        card, balance (from what he has with the club) or waived. Never more than he owes;
        from the balance never more than the balance holds. A member not in the field yet is
        entered (``guest``: at the guest's rate)."""
        if how not in PAY_WAYS:
            raise MoneyRefused("how", Message("money.not_a_choice", value=str(how),
                                              choices=list(PAY_WAYS)))
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            require_open(evening)
            _lock(session, evening_id)
            member = _member(session, member_id)
            row = session.scalar(select(MoneySetup).where(MoneySetup.evening_id == evening_id))
            if row is None:
                raise ServiceError("money.not_set_up", "evening", name=evening.name)
            minor = setup_of(row).minor
            books = self._books(session)
            if member_id not in books.field(evening_id) or guest is not None:
                self._entrant(session, evening_id, member_id, guest)
                session.flush()
                books = self._books(session)
            line = books.book(evening_id).player(key_of(member_id))
            if amount is None:
                paying = line.unpaid
                if paying <= 0:
                    raise MoneyRefused("amount", Message("money.nothing_owed", player=member.name))
            else:
                paying = _amount(amount, "amount", minor)
                if paying <= 0:
                    raise MoneyRefused("amount", Message("money.amount_zero"))
                if paying > line.unpaid:
                    raise MoneyRefused("amount", Message(
                        "money.more_than_owed", player=member.name, amount=paying,
                        owed=line.unpaid))
            if how == "balance":
                available = self._totals(books, None).get(key_of(member_id), ZERO) + line.unpaid
                if paying > available:
                    raise MoneyRefused("amount", Message(
                        "money.balance_short", player=member.name, amount=paying,
                        available=max(available, ZERO).quantize(minor)))
            payment = MoneyPayment(evening_id=evening_id, member_id=member_id, amount=paying,
                                   how=how, status="paid", at=utcnow(), by=current_user())
            session.add(payment)
            session.flush()
            audit(session, "money pay", "money_payment", payment.id, None,
                  {"evening": evening_id, "member": member_id, "amount": text(paying),
                   "how": how})
        return self.evening_money(evening_id)

    def cancel_payment(self, payment_id: int) -> EveningMoneyView:
        """Cancel a payment taken by mistake (it stays in the record, marked)."""
        with self.db.transaction() as session:
            payment = session.get(MoneyPayment, payment_id)
            if payment is None or payment.status != "paid":
                raise ServiceError("money.no_such_payment", number=payment_id)
            evening = load_evening(session, payment.evening_id)
            require_open(evening)
            _lock(session, evening.id)
            payment.status = "cancelled"
            audit(session, "money cancel payment", "money_payment", payment.id,
                  {"status": "paid", "amount": text(Decimal(payment.amount)), "how": payment.how},
                  {"status": "cancelled"})
        return self.evening_money(evening.id)

    def award(self, evening_id: int, pot: str | int, member_id: int) -> EveningMoneyView:
        """The treasurer awards a pot in play at the evening to a player of its field (a manual
        pot's only way to be won; any pot may be awarded so). ``pot``: its name or number."""
        with self.db.transaction() as session:
            evening = load_evening(session, evening_id)
            require_open(evening)
            _lock(session, evening_id)
            member = _member(session, member_id)
            played = self._played_pot(session, evening_id, pot)
            books = self._books(session)
            if member_id not in books.field(evening_id):
                raise MoneyRefused("member", Message("money.not_in_field", player=member.name))
            award = MoneyAward(evening_id=evening_id, pot_id=played.pot_id, member_id=member_id,
                               status="awarded", at=utcnow(), by=current_user())
            session.add(award)
            session.flush()
            audit(session, "money award", "money_award", award.id, None,
                  {"evening": evening_id, "pot": played.pot_id, "member": member_id})
        return self.evening_money(evening_id)

    def withdraw_award(self, award_id: int) -> EveningMoneyView:
        """Take back a pot awarded by mistake (the award stays in the record, marked)."""
        with self.db.transaction() as session:
            award = session.get(MoneyAward, award_id)
            if award is None or award.status != "awarded":
                raise ServiceError("money.no_such_award", number=award_id)
            evening = load_evening(session, award.evening_id)
            require_open(evening)
            _lock(session, evening.id)
            award.status = "withdrawn"
            audit(session, "money withdraw award", "money_award", award.id,
                  {"status": "awarded"}, {"status": "withdrawn"})
        return self.evening_money(evening.id)

    def _played_pot(self, session: Session, evening_id: int, pot: str | int) -> MoneyEveningPot:
        rows = session.execute(select(MoneyEveningPot, MoneyPot).join(
            MoneyPot, MoneyPot.id == MoneyEveningPot.pot_id)
            .where(MoneyEveningPot.evening_id == evening_id)).all()
        wanted = " ".join(str(pot).split()).casefold()
        for played, club_pot in rows:
            if club_pot.name.casefold() == wanted or str(club_pot.id) == wanted:
                return played
        raise MoneyRefused("pot", Message("money.pot_not_played", name=str(pot),
                                          pots=[p.name for _, p in rows]))

    def deposit(self, member_id: int, amount: Any, *, note: str = "",
                day: dt.date | None = None, withdraw: bool = False) -> BalanceView:
        """Money a member gives the treasurer to keep (``withdraw``: takes back from his
        balance, never more than it holds), on ``day`` (today by default)."""
        cleaned = " ".join(str(note or "").split())
        if len(cleaned) > MOST_NOTE:
            raise MoneyRefused("note", Message("money.note_too_long", most=MOST_NOTE))
        with self.db.transaction() as session:
            member = _member(session, member_id)
            minor = self._club_minor(session)
            value = _amount(amount, "amount", minor)
            if value <= 0:
                raise MoneyRefused("amount", Message("money.amount_zero"))
            if withdraw:
                held = self._totals(self._books(session), None).get(key_of(member_id), ZERO)
                if value > held:
                    raise MoneyRefused("amount", Message(
                        "money.balance_short", player=member.name, amount=value,
                        available=max(held, ZERO).quantize(minor)))
            row = MoneyDeposit(member_id=member_id, kind="withdrawal" if withdraw else "deposit",
                               amount=value, day=day or dt.date.today(), note=cleaned,
                               at=utcnow(), by=current_user())
            session.add(row)
            session.flush()
            audit(session, "money withdrawal" if withdraw else "money deposit", "money_deposit",
                  row.id, None, {"member": member_id, "amount": text(value),
                                 "day": row.day.isoformat(), "note": cleaned})
        return self.balance(member_id)

    # --- the club's currency ---------------------------------------------------------------
    @staticmethod
    def _club_currency(session: Session) -> str:
        """The currency of the club's latest evening set up ("" for none)."""
        found = session.scalar(select(MoneySetup.currency).join(
            Evening, Evening.id == MoneySetup.evening_id)
            .order_by(Evening.date.desc(), Evening.id.desc()).limit(1))
        return found or ""

    @staticmethod
    def _club_minor(session: Session) -> Decimal:
        """The minor unit of the club's latest evening set up (0.01 before any)."""
        return MoneyBooks(session).club_minor()

    # --- the views -------------------------------------------------------------------------------
    @staticmethod
    def _totals(books: MoneyBooks, until: Evening | None) -> dict[str, Decimal]:
        """Every member's balance (after ``until``: its day's deposits, and the evenings up to
        it in the order of days)."""
        totals: dict[str, Decimal] = defaultdict(Decimal)
        for deposit in books.deposits():
            if until is None or deposit.day <= until.date:
                totals[deposit.player] += deposit.amount
        evenings = [e for e in books.set_up_evenings()
                    if until is None or (e.date, e.id) <= (until.date, until.id)]
        books.preload([e.id for e in evenings])
        for evening in evenings:
            for line in books.book(evening.id).players:
                totals[line.player] += line.account
        return dict(totals)

    def _setup_view(self, session: Session, books: MoneyBooks, evening_id: int) -> SetupView:
        row = books.setup_row(evening_id)
        setup = setup_of(row)
        names = books.names()
        pots = tuple(PotSetupView(pot.id, pot.name,
                                  Decimal(played.per_player).quantize(setup.minor),
                                  dict(played.won_by), played.several, Decimal(played.takes))
                     for played, pot in books.evening_pots(evening_id))
        guests = tuple(sorted(((r.member_id, names.get(r.member_id, "?")) for r in
                               session.scalars(select(MoneyEntrant).where(
                                   MoneyEntrant.evening_id == evening_id,
                                   MoneyEntrant.guest.is_(True)))),
                              key=lambda g: (g[1].casefold(), g[0])))
        return SetupView(evening_id, row is not None, row.currency if row is not None else "",
                         setup.minor, setup.entry_fee.quantize(setup.minor),
                         setup.guest_fee.quantize(setup.minor)
                         if setup.guest_fee is not None else None,
                         setup.table_money.quantize(setup.minor),
                         tuple(type(e)(e.name, e.amount.quantize(setup.minor))
                               for e in setup.extras),
                         setup.payout, setup.pay_out, pots, guests)

    def _setup_json(self, session: Session, evening_id: int) -> dict[str, Any]:
        """The setup as the audit log keeps it (members by number)."""
        view = self._setup_view(session, MoneyBooks(session), evening_id)
        out = view.to_json()
        out["guests"] = [member for member, _ in view.guests]
        out["set_up"] = view.set_up
        return out

    def _evening_view(self, session: Session, books: MoneyBooks,
                      evening: Evening) -> EveningMoneyView:
        book = books.book(evening.id)
        names = books.names()
        setup = self._setup_view(session, books, evening.id)
        minor = setup.minor_unit
        after = self._totals(books, evening)
        payments: dict[int, list[PaymentView]] = defaultdict(list)
        for p in session.scalars(select(MoneyPayment).where(
                MoneyPayment.evening_id == evening.id, MoneyPayment.status == "paid")
                .order_by(MoneyPayment.at, MoneyPayment.id)):
            payments[p.member_id].append(PaymentView(
                p.id, p.member_id, names.get(p.member_id, "?"),
                Decimal(p.amount).quantize(minor), p.how, p.at, p.by))

        def q(amount: Decimal) -> Decimal:
            return amount.quantize(minor)

        players = tuple(sorted((PlayerMoneyView(
            member_of(line.player), names.get(member_of(line.player), "?"), line.guest,
            q(line.fee), q(line.table_money), q(line.extras), q(line.stakes), q(line.due),
            q(line.cash), q(line.card), q(line.balance), q(line.waived), q(line.paid),
            q(line.unpaid), q(line.prizes), q(line.pots), q(line.won), q(line.paid_out),
            q(line.credited), q(after.get(line.player, ZERO)),
            tuple(payments.get(member_of(line.player), ())))
            for line in book.players), key=lambda p: (p.name.casefold(), p.member_id)))
        payouts = tuple(PayoutView(p.place, member_of(p.player),
                                   names.get(member_of(p.player), "?"), q(p.amount), p.shared,
                                   p.covers, p.prize) for p in book.payouts)
        pot_views = []
        for (played, pot), result in zip(books.evening_pots(evening.id), book.pots, strict=True):
            records = books.claims(evening.id, played)
            claims = tuple(ClaimView(tuple(member_of(k) for k in r.claim.players),
                                     tuple(names.get(member_of(k), "?") for k in r.claim.players),
                                     r.claim.why, r.deal_id, r.game_id, r.award_id)
                           for r in records)
            winners = tuple((member_of(who), names.get(member_of(who), "?"), q(amount))
                            for who, amount in result.paid)
            pot_views.append(PotView(pot.id, pot.name, q(Decimal(played.per_player)),
                                     dict(played.won_by), played.several, Decimal(played.takes),
                                     q(result.carried_in), q(result.stakes), q(result.held),
                                     q(result.won), q(result.carried_out), winners, claims))
        standing = books.placings(evening.id, book.setup)[2]
        total = book.players
        return EveningMoneyView(
            evening_view(evening), setup, players, payouts, tuple(pot_views), book.places_paid,
            standing, q(book.takings),
            q(sum((p.cash + p.card + p.balance for p in total), ZERO)),
            q(sum((p.waived for p in total), ZERO)), q(sum((p.unpaid for p in total), ZERO)),
            q(book.fund), q(book.fund_left), q(book.prizes), q(book.house), book.proof, book)

