"""The other side confirms each deal (issue 28): a house option of the evening, off by default.

Bridge clubs trust phone entry because the other side accepts each score. Where the evening
asks for it (``EveningService.set_confirm_deals``), a deal sent from a table's page is checked
by the game's rules against the game as it stands and *offered* (``offer``): kept as entered in
``deal_offer``, not recorded, so it counts nowhere — not in the totals, the standings or the
results caches. The other side of the table, on the same phone or opening the same table's
address on its own, then confirms it (``confirm``: recorded through the table pages' own path,
``TableAccessService.send_deal``, so the audit, the proof of submission and the results caches
are those of any page's deal) or disputes it with its words (``dispute``); the side that entered
it may give its words too (``offer`` or ``add_words``). The host settles a disputed deal in the
window (``settle``: record it as offered, or drop it).

While a deal waits or is disputed at a table, that table's page takes no other deal. Every step
from a page carries its submission id and is answered as the first time when sent again: a
double tap or a resend after the Wi-Fi came back records once.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import CursorResult, select, update
from sqlalchemy.orm import Session

from clubapp.rules import RuleError, get_game
from clubapp.services.audit import audit, current_user
from clubapp.services.scoring import game_view, game_view_state
from clubapp.services.table_access import Access, AccessRefused
from clubapp.services.views import ServiceError
from clubapp.store.models import Deal, Evening, Game, utcnow
from clubapp.store.offer_models import MAX_WORDS, OPEN_STATUSES, DealOffer
from clubapp.store.table_access_models import TableSubmission

if TYPE_CHECKING:
    from clubapp.services.table_access import TableAccessService

SETTLED_AS = {True: "recorded", False: "dropped"}  # the host's two ways to settle


@dataclass(frozen=True)
class OfferView:
    """A deal offered at a table, with what it gives as the game stands now.

    ``number`` is the deal's number: as recorded once it is, else the next deal of the game.
    ``points`` and ``totals`` are what recording it now would give (the deal's points, the
    running totals after it); None once it is settled, or where it no longer scores by the
    game's rules (the game moved on meanwhile: ``refusal`` says why)."""

    id: int
    evening_id: int
    table: int
    game: int  # the game's row
    game_id: str  # the kind of game
    players: tuple[str, ...]
    sides: tuple[str, ...]
    side_labels: dict[str, str]
    entry: dict[str, Any]
    number: int
    status: str
    offered_at: dt.datetime
    offered_from: str
    offer_words: str
    dispute_words: str
    disputed_at: dt.datetime | None
    disputed_from: str
    deal_id: int | None
    settled_by: str
    settled_at: dt.datetime | None
    points: dict[str, int] | None
    totals: dict[str, int] | None
    refusal: RuleError | None

    @property
    def open(self) -> bool:
        """Waiting for the other side, or disputed and waiting for the host."""
        return self.status in OPEN_STATUSES


def _words(words: Any, required: bool = False) -> str:
    """What a side says, on one line, bounded; ServiceError for none where it is required."""
    text = " ".join(str(words or "").replace("\x00", " ").split())
    if required and not text:
        raise ServiceError("offers.words_missing", "words")
    if len(text) > MAX_WORDS:
        raise ServiceError("offers.words_too_long", "words", most=MAX_WORDS, length=len(text))
    return text


def _lock_evening(session: Session, evening_id: int) -> Evening:
    """The evening, its row taken for this change first (SQLite's write lock, PostgreSQL's row
    lock): an offer and the host's turning the option off never pass each other."""
    session.execute(update(Evening).where(Evening.id == evening_id)
                    .values(confirm_deals=Evening.confirm_deals)
                    .execution_options(synchronize_session=False))
    evening = session.get(Evening, evening_id)
    if evening is None:
        raise ServiceError("evenings.no_such_evening", "evening", number=evening_id)
    session.refresh(evening)
    return evening


def open_offer_at(session: Session, evening_id: int, table: int) -> DealOffer | None:
    """The deal waiting (or disputed) at a table of an evening, if one is."""
    return session.scalar(select(DealOffer).where(
        DealOffer.evening_id == evening_id, DealOffer.table_number == table,
        DealOffer.status.in_(OPEN_STATUSES)).order_by(DealOffer.id.desc()).limit(1))


def _view(session: Session, offer: DealOffer) -> OfferView:
    game = session.get(Game, offer.game_id)
    assert game is not None  # a foreign key
    state = game_view_state(game)
    now = game_view(game, state)
    number = len(now.deals) + 1
    points = totals = refusal = None
    if offer.deal_id is not None:
        ids = [d.id for d in now.deals]
        number = ids.index(offer.deal_id) + 1 if offer.deal_id in ids else number
    elif offer.status in OPEN_STATUSES:
        try:
            after = get_game(game.game_id).score(state, offer.entry)
            points, totals = dict(after.deals[-1].points), dict(after.totals)
        except RuleError as exc:
            refusal = exc.at_deal(number)
    return OfferView(
        offer.id, offer.evening_id, offer.table_number, game.id, game.game_id, now.players,
        now.sides, {s: now.side_label(s) for s in now.sides}, dict(offer.entry), number,
        offer.status, offer.offered_at, offer.client,
        offer.offer_words, offer.dispute_words, offer.disputed_at, offer.disputed_from,
        offer.deal_id, offer.settled_by, offer.settled_at, points, totals, refusal)


ALREADY = {"waiting": "offers.already_waiting", "disputed": "offers.already_disputed",
           "confirmed": "offers.already_confirmed", "recorded": "offers.already_recorded",
           "dropped": "offers.already_dropped"}  # why a deal cannot be settled so (any more)
ONE_OPEN = {"waiting": "offers.one_waiting", "disputed": "offers.one_disputed"}


def _refused_because(offer: DealOffer | None, game: int | None = None) -> ServiceError:
    """Why an offer cannot be confirmed, disputed or settled (any more)."""
    if offer is None:
        return ServiceError("offers.no_such_offer")
    if game is not None and offer.game_id != game:
        return ServiceError("offers.game_changed", table=offer.table_number)
    return ServiceError(ALREADY[offer.status], table=offer.table_number)


class DealOffers:
    """Deals offered from the table pages, their confirmation, dispute and settling: each call
    one transaction (a confirmation, one group commit of the table pages)."""

    def __init__(self, access: TableAccessService) -> None:
        self.access = access
        self.services = access.services
        self.db = access.db

    # --- what a table's page sends ---------------------------------------------------------
    def offer(self, token: str, evening_id: int, submission_id: str,
              read_entry: Callable[[Any, tuple[str, ...], str], Mapping[str, Any]],
              client: str, words: str = "") -> tuple[Access, dict[str, Any]]:
        """Offer a deal at the token's table, once per submission id: (the address, the answer
        ``{"ok", "action": "offer", "offer", "deal"}``). Refused, nothing kept, as a page's
        deal is (``read_entry(rules, players, lang)`` may raise the form's refusal; RuleError
        where the game's rules refuse it as the game stands), and while another deal waits
        or is disputed at the table."""
        access = self.access.find(token, evening_id)
        with self.access._submitting(access, submission_id, client) as earlier:
            if earlier is not None:
                return access, earlier
            said = _words(words)
            with self.db.transaction() as session:
                evening = _lock_evening(session, access.evening_id)
                if not evening.confirm_deals:
                    raise ServiceError("offers.not_asked")
                found = self.access._game_info_in(session, access)
                if found is None:
                    raise ServiceError("web.no_game", table=access.number)
                game_pk, game_id, players = found
                rules = get_game(game_id)
                entry = dict(read_entry(rules, players, access.lang or self.access.services_lang))
                waiting = open_offer_at(session, access.evening_id, access.number or 0)
                if waiting is not None:
                    raise ServiceError(ONE_OPEN[waiting.status], table=access.number,
                                       deal=_view(session, waiting).number)
                game = session.get(Game, game_pk)
                assert game is not None
                number = sum(1 for d in game.deals if d.status == "recorded") + 1
                try:
                    rules.score(game_view_state(game), entry)
                except RuleError as exc:
                    raise exc.at_deal(number) from None
                offer = DealOffer(evening_id=access.evening_id, game_id=game_pk,
                                  table_number=access.number, access_id=access.id,
                                  submission_id=submission_id, entry=entry,
                                  client=client[:100], offer_words=said)
                session.add(offer)
                session.flush()
                answer = {"ok": True, "action": "offer", "offer": offer.id, "deal": number}
                session.add(TableSubmission(submission_id=submission_id, access_id=access.id,
                                            action="offer", answer=answer, client=client[:100]))
                audit(session, "offer deal", "deal_offer", offer.id, None,
                      {"table": access.number, "game": game_pk, "deal": number,
                       "entry": entry, **({"words": said} if said else {})})
                return access, answer

    def confirm(self, token: str, evening_id: int, offer_id: int, submission_id: str,
                client: str) -> tuple[Access, dict[str, Any]]:
        """The other side confirms the deal waiting at the token's table: recorded as any
        page's deal is, once per submission id (the answer ``{"ok", "action": "deal", "deal",
        "deal_id", "offer"}``). Refused, nothing recorded, where the deal is no longer waiting
        (confirmed already, disputed, settled by the host), where the table's game is another
        by now, and where the deal no longer scores as the game stands (RuleError)."""
        access = self.access.find(token, evening_id)
        entry = self._entry_of(access, offer_id)

        def recorded(session: Session, deal: Deal, answer: dict[str, Any]) -> None:
            closed = cast("CursorResult[Any]", session.execute(  # an UPDATE's: it counts rows
                update(DealOffer).where(DealOffer.id == offer_id,
                                        DealOffer.status == "waiting",
                                        DealOffer.game_id == deal.game_id)
                .values(status="confirmed", deal_id=deal.id, settled_by=current_user(),
                        settled_at=utcnow())
                .execution_options(synchronize_session=False)))
            if closed.rowcount != 1:
                raise _refused_because(session.get(DealOffer, offer_id), deal.game_id)
            answer["offer"] = offer_id
            audit(session, "confirm deal", "deal_offer", offer_id, {"status": "waiting"},
                  {"status": "confirmed", "deal": deal.id})

        return self.access.send_deal(token, evening_id, submission_id, lambda *_: entry,
                                     client, within=recorded).result()

    def _entry_of(self, access: Access, offer_id: int) -> dict[str, Any]:
        """The deal offered at the address's table, as entered; refused for another table's."""
        with self.db.transaction() as session:
            offer = session.get(DealOffer, offer_id)
            if offer is None or offer.evening_id != access.evening_id:
                raise ServiceError("offers.no_such_offer")
            if offer.table_number != access.number:
                raise AccessRefused("web.not_yours", 403)
            return dict(offer.entry)

    def dispute(self, access: Access, offer_id: int, submission_id: str, words: str,
                client: str) -> dict[str, Any]:
        """The other side disputes the deal waiting at the address's table, saying what is
        wrong: it stays unrecorded, for the host to settle. Once per submission id."""
        return self._change(access, offer_id, submission_id, client, "dispute",
                            _words(words, required=True))

    def add_words(self, access: Access, offer_id: int, submission_id: str, words: str,
                  client: str) -> dict[str, Any]:
        """The side that entered the deal says its words, for the host (while the deal
        waits or is disputed). Once per submission id."""
        return self._change(access, offer_id, submission_id, client, "words",
                            _words(words, required=True))

    def _change(self, access: Access, offer_id: int, submission_id: str, client: str,
                action: str, words: str) -> dict[str, Any]:
        with self.access._submitting(access, submission_id, client) as earlier:
            if earlier is not None:
                return earlier
            with self.db.transaction() as session:
                _lock_evening(session, access.evening_id)  # SQLite's write lock
                offer = session.scalar(select(DealOffer).where(DealOffer.id == offer_id)
                                       .with_for_update())  # PostgreSQL's: the host waits
                if offer is None or offer.evening_id != access.evening_id:
                    raise ServiceError("offers.no_such_offer")
                if offer.table_number != access.number:
                    raise AccessRefused("web.not_yours", 403)
                before = {"status": offer.status}
                if action == "dispute":
                    if offer.status != "waiting":
                        raise _refused_because(offer)
                    offer.status, offer.dispute_words = "disputed", words
                    offer.disputed_from, offer.disputed_at = client[:100], utcnow()
                    after: dict[str, Any] = {"status": "disputed", "words": words}
                else:
                    if offer.status not in OPEN_STATUSES:
                        raise _refused_because(offer)
                    before["words"] = offer.offer_words
                    offer.offer_words = words
                    after = {"words": words}
                session.flush()
                answer = {"ok": True, "action": action, "offer": offer.id,
                          "deal": _view(session, offer).number}
                session.add(TableSubmission(submission_id=submission_id, access_id=access.id,
                                            action=action, answer=answer, client=client[:100]))
                audit(session, "dispute deal" if action == "dispute" else "words on deal",
                      "deal_offer", offer.id, before, after)
                return answer

    # --- what the pages and the host's board show ------------------------------------------
    def at_table(self, access: Access) -> OfferView | None:
        """The deal waiting (or disputed) at the address's table, if one is."""
        return self.table_state(access)[1]

    def table_state(self, access: Access) -> tuple[bool, OfferView | None]:
        """Whether the other side confirms each deal at the address's table (its evening asks
        for it, and the table plays a game: a party's table hands its result in at the bell),
        and the deal waiting (or disputed) there, if one is."""
        if access.kind != "table" or access.number is None:
            return False, None
        with self.db.transaction() as session:
            evening = session.get(Evening, access.evening_id)
            confirming = evening is not None and evening.confirm_deals and \
                self.access._game_info_in(session, access) is not None
            offer = open_offer_at(session, access.evening_id, access.number)
            return confirming, _view(session, offer) if offer is not None else None

    def view(self, offer_id: int) -> OfferView:
        """One offer as it stands; ServiceError where there is none."""
        with self.db.transaction() as session:
            offer = session.get(DealOffer, offer_id)
            if offer is None:
                raise ServiceError("offers.no_such_offer")
            return _view(session, offer)

    def open_offers(self, evening_id: int) -> list[OfferView]:
        """Every deal of the evening waiting for its table's other side or disputed (for the
        host), by table."""
        with self.db.transaction() as session:
            offers = session.scalars(select(DealOffer).where(
                DealOffer.evening_id == evening_id, DealOffer.status.in_(OPEN_STATUSES))
                .order_by(DealOffer.table_number, DealOffer.id))
            return [_view(session, offer) for offer in offers]

    # --- the host --------------------------------------------------------------------------
    def settle(self, offer_id: int, record: bool) -> OfferView:
        """The host settles a disputed (or waiting) deal: ``record`` it as offered (recorded
        as the game's next deal, written as by the host) or drop it (never recorded); both in
        the audit log. Settling it the same way again changes nothing; the other way once it
        is settled is refused, as is recording a deal that no longer scores (RuleError)."""
        target = SETTLED_AS[bool(record)]
        offer = self.view(offer_id)
        if offer.status == target:
            return offer
        if not offer.open:
            raise ServiceError(ALREADY[offer.status], table=offer.table)

        def close(session: Session, deal: Deal | None) -> None:
            game = session.get(Game, offer.game)
            assert game is not None
            if deal is not None and max(g.id for g in game.table.games) != game.id:
                raise ServiceError("offers.game_changed", table=offer.table)
            closed = cast("CursorResult[Any]", session.execute(  # an UPDATE's: it counts rows
                update(DealOffer).where(DealOffer.id == offer_id,
                                        DealOffer.status.in_(OPEN_STATUSES))
                .values(status=target, deal_id=deal.id if deal is not None else None,
                        settled_by=current_user()[:100], settled_at=utcnow())
                .execution_options(synchronize_session=False)))
            if closed.rowcount != 1:
                raise _refused_because(session.get(DealOffer, offer_id))
            audit(session, "settle deal offer", "deal_offer", offer_id,
                  {"status": offer.status},
                  {"status": target, **({"deal": deal.id} if deal is not None else {})})

        if record:
            self.services.scoring.record_deal(offer.game, offer.entry, within=close)
        else:
            with self.db.transaction() as session:
                close(session, None)
        return self.view(offer_id)
