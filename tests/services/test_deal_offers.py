"""The other side confirms each deal (issue 28), on SQLite and PostgreSQL: a deal offered from a
table's page counts nowhere — the game's totals, the results cache the standings read, `clubapp
game show` — until the other side confirms it; a confirmation sent twice records once; a
disputed deal is settled by the host (recorded once, or dropped); a deal the rules refuse is
refused at the offer; a table takes no deal while one waits there; the option cannot be turned
off while deals wait; and a club with offers exports and imports exactly."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import select

from clubapp.rules import RuleError
from clubapp.services import ServiceError, Services
from clubapp.services.deal_offers import DealOffers
from clubapp.services.exchange import ExchangeService
from clubapp.services.table_access import Access, ConfirmFirst, TableAccessService
from clubapp.store.models import AuditEntry, GameResult
from clubapp.store.offer_models import DealOffer
from clubapp.store.table_access_models import TableSubmission
from tests.cli.shell import Shell
from tests.helpers.databases import copy_club
from tests.web.evenings import club_evening

PHONE, OTHER = "192.168.1.41", "192.168.1.42"  # the side that enters, the other side's phone


@pytest.fixture
def table(services):
    """An evening whose other side confirms each deal, one euchre table: (its address, the
    game's id, the offers' service, the services)."""
    evening, (game,) = club_evening(services)
    services.evenings.set_confirm_deals(evening, True)
    access = TableAccessService(services)
    yield access.addresses(evening)[0], game, DealOffers(access), services
    access.writes.close()


def _offer(offers: DealOffers, table: Access, sid: str, entry: dict, words: str = ""):
    return offers.offer(table.token, table.evening_id, sid, lambda *_: entry, PHONE, words)[1]


def _cached(services: Services, game: int) -> dict[str, tuple[int, int]]:
    """The results cache the standings read: each player's deals and points in the game."""
    with services.db.transaction() as session:
        names = dict(zip(*[services.scoring.view(game).player_ids,
                           services.scoring.view(game).players], strict=True))
        return {names[r.member_id]: (r.deals, r.points) for r in session.scalars(
            select(GameResult).where(GameResult.game_id == game))}


def _game_show(services: Services, game: int, capsys, monkeypatch) -> list[dict]:
    return Shell(services.db.url, capsys, monkeypatch).json("game", "show", game)["deals"]


def test_an_offered_deal_counts_nowhere_until_the_other_side_confirms_it(table, capsys,
                                                                         monkeypatch):
    address, game, offers, services = table
    # the page's own path refuses to record it: this evening it is offered first
    with pytest.raises(ConfirmFirst):
        offers.access.record_deal(address, "r" * 32, {"makers": "A", "tricks": 5}, PHONE)
    answer = _offer(offers, address, "o" * 32, {"makers": "A", "tricks": 5, "alone": True})
    assert answer == {"ok": True, "action": "offer", "offer": answer["offer"], "deal": 1}
    waiting = offers.at_table(address)
    assert (waiting.status, waiting.number, waiting.totals) == ("waiting", 1, {"A": 4, "B": 0})
    assert services.scoring.view(game).deals == () and services.scoring.view(game).totals == {
        "A": 0, "B": 0}
    assert all(deals == 0 and points == 0 for deals, points in
               _cached(services, game).values())
    assert [r.points for r in services.standings.standings(address.evening_id)] == [0] * 4
    assert _game_show(services, game, capsys, monkeypatch) == []
    # the other side confirms: recorded as a page's deal, once though it is sent twice
    first = offers.confirm(address.token, address.evening_id, waiting.id, "c" * 32, OTHER)[1]
    again = offers.confirm(address.token, address.evening_id, waiting.id, "c" * 32, OTHER)[1]
    assert first["deal"] == 1 and first["offer"] == waiting.id
    assert again == {**first, "again": True}
    with pytest.raises(ServiceError, match="confirmed already"):  # a second phone, late
        offers.confirm(address.token, address.evening_id, waiting.id, "d" * 32, PHONE)
    view = services.scoring.view(game)
    assert [d.points for d in view.deals] == [{"A": 4, "B": 0}]
    assert view.deals[0].entered_by == f"table 1 ({OTHER})"
    assert _cached(services, game) == {"Ann": (1, 4), "Cat": (1, 4), "Bob": (1, 0),
                                       "Dan": (1, 0)}
    assert [d["points"] for d in _game_show(services, game, capsys, monkeypatch)] == [
        {"A": 4, "B": 0}]
    assert sorted(r.points for r in services.standings.standings(address.evening_id)) == [
        0, 0, 4, 4]
    assert offers.view(waiting.id).status == "confirmed"
    assert offers.view(waiting.id).deal_id == view.deals[0].id
    with services.db.transaction() as session:
        proofs = {s.submission_id: (s.action, s.client) for s in session.scalars(
            select(TableSubmission))}
        actions = [a.action for a in session.scalars(
            select(AuditEntry).where(AuditEntry.entity.in_(("deal", "deal_offer"))))]
    assert proofs == {"o" * 32: ("offer", PHONE), "c" * 32: ("deal", OTHER)}
    assert actions == ["offer deal", "record deal", "confirm deal"]


def test_a_disputed_deal_is_settled_by_the_host_recorded_once_or_dropped(table):
    address, game, offers, services = table
    first = _offer(offers, address, "o" * 32, {"makers": "B", "tricks": 4})
    disputed = offers.dispute(address, first["offer"], "x" * 32, "  we took   three ", OTHER)
    assert offers.dispute(address, first["offer"], "x" * 32, "ignored", OTHER) == {
        **disputed, "again": True}
    offers.add_words(address, first["offer"], "w" * 32, "four, the last one was ours", PHONE)
    shown = offers.open_offers(address.evening_id)
    assert [(o.status, o.dispute_words, o.offer_words, o.disputed_from) for o in shown] == [
        ("disputed", "we took three", "four, the last one was ours", OTHER)]
    assert services.scoring.view(game).deals == ()
    with pytest.raises(ServiceError, match="is disputed already"):
        offers.confirm(address.token, address.evening_id, first["offer"], "c" * 32, PHONE)
    with pytest.raises(ServiceError, match="disputed: table 1 takes no other deal"):
        _offer(offers, address, "p" * 32, {"makers": "A", "tricks": 3})
    # the host records it as entered: once, however often the button is pressed
    settled = offers.settle(first["offer"], record=True)
    assert offers.settle(first["offer"], record=True) == settled
    with pytest.raises(ServiceError, match="recorded that deal already"):
        offers.settle(first["offer"], record=False)
    assert (settled.status, settled.number) == ("recorded", 1)
    assert [d.points for d in services.scoring.view(game).deals] == [{"A": 0, "B": 1}]
    # another one disputed and dropped: never recorded
    second = _offer(offers, address, "q" * 32, {"makers": "A", "tricks": 5}, words="march")
    offers.dispute(address, second["offer"], "y" * 32, "they were euchred", OTHER)
    assert offers.settle(second["offer"], record=False).status == "dropped"
    assert [d.points for d in services.scoring.view(game).deals] == [{"A": 0, "B": 1}]
    assert offers.at_table(address) is None
    with services.db.transaction() as session:
        settles = [(a.before, a.after) for a in session.scalars(
            select(AuditEntry).where(AuditEntry.action == "settle deal offer"))]
    assert settles == [({"status": "disputed"}, {"status": "recorded",
                                                  "deal": settled.deal_id}),
                       ({"status": "disputed"}, {"status": "dropped"})]


def test_the_rules_refuse_at_the_offer_and_a_table_takes_one_deal_at_a_time(table):
    address, _game, offers, services = table
    with pytest.raises(RuleError) as refused:
        _offer(offers, address, "o" * 32, {"makers": "A", "tricks": 9})
    assert (refused.value.field, refused.value.deal) == ("tricks", 1)
    assert offers.at_table(address) is None  # nothing kept
    _offer(offers, address, "p" * 32, {"makers": "A", "tricks": 3})
    with pytest.raises(ServiceError, match="Deal 1 waits for the other side"):
        _offer(offers, address, "q" * 32, {"makers": "B", "tricks": 3})
    with pytest.raises(ServiceError, match="Deals still wait at table 1"):
        services.evenings.set_confirm_deals(address.evening_id, False)
    with pytest.raises(ServiceError, match="Say what is wrong"):
        offers.dispute(address, offers.at_table(address).id, "x" * 32, "   ", OTHER)
    with services.db.transaction() as session:
        assert [o.status for o in session.scalars(select(DealOffer))] == ["waiting"]


def test_a_deal_that_no_longer_scores_is_not_recorded_at_its_confirmation(table):
    """The host finishes the game in the window meanwhile: the deal offered before does not
    score any more, and the confirmation is refused with the rules' reason."""
    address, game, offers, services = table
    waiting = _offer(offers, address, "o" * 32, {"makers": "A", "tricks": 3})
    while not services.scoring.view(game).over:  # B's lone marches win the rubber
        services.scoring.record_deal(game, {"makers": "B", "tricks": 5, "alone": True})
    recorded = len(services.scoring.view(game).deals)
    assert offers.view(waiting["offer"]).refusal is not None
    with pytest.raises(RuleError):
        offers.confirm(address.token, address.evening_id, waiting["offer"], "c" * 32, OTHER)
    assert len(services.scoring.view(game).deals) == recorded
    assert offers.view(waiting["offer"]).status == "waiting"


def test_a_club_with_deals_offered_exports_and_imports_exactly(table, tmp_path, club_template):
    address, _game, offers, services = table
    confirmed = _offer(offers, address, "o" * 32, {"makers": "A", "tricks": 5})
    offers.confirm(address.token, address.evening_id, confirmed["offer"], "c" * 32, OTHER)
    disputed = _offer(offers, address, "p" * 32, {"makers": "B", "tricks": 3}, words="B made")
    offers.dispute(address, disputed["offer"], "x" * 32, "A took three", OTHER)
    document = ExchangeService(services.db).export_club_json()
    tables = json.loads(document)["tables"]
    assert len(tables["deal_offer"]["rows"]) == 2
    assert "confirm_deals" in tables["evening"]["columns"]
    target = Services.open(str(copy_club(club_template, tmp_path / "copy.sqlite")))
    try:
        ExchangeService(target.db).import_club(document)
        assert ExchangeService(target.db).export_club_json() == document
        copied = DealOffers(TableAccessService(target))
        assert [(o.status, o.dispute_words, o.offer_words) for o in copied.open_offers(
            address.evening_id)] == [("disputed", "A took three", "B made")]
        assert target.evenings.detail(address.evening_id).evening.confirm_deals
        broken = json.loads(document)
        rows = broken["tables"]["deal_offer"]
        rows["rows"][1][rows["columns"].index("status")] = "pending"
        other = Services.open(str(copy_club(club_template, tmp_path / "other.sqlite")))
        with pytest.raises(ServiceError, match='"pending" is not one of waiting, disputed'):
            ExchangeService(other.db).import_club(broken)
        assert other.evenings.list() == []
        other.close()
    finally:
        target.close()


def test_a_tables_page_does_not_undo_a_deal_the_other_side_confirmed(table):
    address, game, offers, services = table
    waiting = _offer(offers, address, "o" * 32, {"makers": "A", "tricks": 5})
    offers.confirm(address.token, address.evening_id, waiting["offer"], "c" * 32, OTHER)
    deal = services.scoring.view(game).deals[0]
    with pytest.raises(ServiceError, match="not undone from a table's page"):
        offers.access.undo_last(address, "u" * 32, deal.id, deal.revision, PHONE)
    assert len(services.scoring.view(game).deals) == 1
    services.scoring.undo_last_deal(deal.id, deal.revision)  # the host corrects it
    assert services.scoring.view(game).deals == ()
