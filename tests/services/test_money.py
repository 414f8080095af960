"""The club's money through its service (issue 33), on SQLite and PostgreSQL: the setup, the
payments, the prizes from the standings, a pot claimed by a recorded hand and undone and
claimed again with the deal, pots rolling over, balances and statements, the PIN lock of a
closed evening, the audit log, and the club's export and import carrying the money."""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal
from pathlib import Path

import pytest
from sqlalchemy import select

from clubapp.events.standing_rules import StandingRules
from clubapp.services import ServiceError, Services
from clubapp.services.exchange import ExchangeService
from clubapp.services.money_setup import MoneyRefused
from clubapp.services.seasons import SeasonService
from clubapp.store.models import AuditEntry
from clubapp.words import say
from tests.helpers.databases import copy_club, sqlite_only

D = Decimal
PIN = "2468"
NAMES = ["Ann Hale", "Bob Reed", "Cat Moss", "Dan Ford", "Eve Lamb", "Fay Gold"]
ISSUE_SETUP = {"entry_fee": "5.00", "guest_fee": "7.00", "table_money": "1.00",
               "payout": {"places": [50, 30, 20]},
               "pots": [{"name": "24 hand", "per_player": "0.25",
                         "won_by": {"game": "cribbage", "hand_at_least": 24}}]}


def crib_night(services: Services, day: dt.date = dt.date(2026, 12, 4),
               ids: list[int] | None = None) -> tuple[int, list[int], list[int]]:
    """An evening of three cribbage tables (121 holes): (the evening, members, games)."""
    ids = ids or [services.members.add(n).id for n in NAMES]
    evening = services.evenings.create(day, f"Cribbage {day.isoformat()}")
    games = [services.evenings.seat_table(evening.id, [ids[a], ids[b]], "cribbage",
                                          {"target": 121})[1]
             for a, b in ((0, 1), (2, 3), (4, 5))]
    return evening.id, ids, games


def count(pone: int, dealer: int = 2, crib: int = 0) -> dict:
    return {"count": {"pone": {"play": 1, "hand": pone},
                      "dealer": {"play": 1, "hand": dealer, "crib": crib}}}


def test_the_issue_s_setup_prices_the_evening_and_pays_by_the_standings(services):
    evening, ids, games = crib_night(services)
    view = services.money.setup(evening, {**ISSUE_SETUP, "guests": [ids[5]]})
    assert view.setup.to_json()["guests"] == ["Fay Gold"]
    for game, points in zip(games, (20, 12, 8), strict=True):
        players = services.scoring.view(game).players
        services.scoring.record_deal(game, {"points": {players[0]: points, players[1]: 4}})
    view = services.money.evening_money(evening)
    # 5 members at 5.00 and a guest at 7.00, 6 × 1.00 table money, 6 × 0.25 into the pot
    assert view.takings == D("39.50") and view.fund == D("32.00")
    assert [(p.place, p.name, p.amount) for p in view.payouts] == [
        (1, "Ann Hale", D("16.00")), (2, "Cat Moss", D("9.60")), (3, "Eve Lamb", D("6.40"))]
    assert view.standing == "cribbage"
    assert view.house == D("6.00") and view.balanced
    fay = view.player(ids[5])
    assert (fay.guest, fay.fee, fay.due, fay.unpaid) == (True, D("7.00"), D("8.25"), D("8.25"))
    assert [p.name for p in view.pots] == ["24 hand"] and view.pots[0].held == D("1.50")


def test_a_pot_claimed_by_a_24_hand_goes_with_the_deal_s_undo_and_comes_with_a_correction(
        services):
    evening, _ids, games = crib_night(services)
    services.money.setup(evening, ISSUE_SETUP)
    table = services.scoring.record_deal(games[0], count(24))  # Ann deals: Bob is the pone
    pot = services.money.evening_money(evening).pots[0]
    assert pot.won_by_names == "Bob Reed" and pot.won == D("1.50")
    assert pot.claims[0].deal_id == table.deals[0].id
    assert say(pot.claims[0].why, "en") == "Bob Reed: a hand of 24 (Cribbage deal 1)"
    services.scoring.undo_last_deal(table.deals[0].id)
    pot = services.money.evening_money(evening).pots[0]
    assert (pot.won_by_names, pot.won, pot.carried_out) == (None, D("0.00"), D("1.50"))
    view = services.scoring.record_deal(games[0], count(12))
    pot = services.money.evening_money(evening).pots[0]
    assert pot.won_by_names is None
    services.scoring.correct_deal(view.deals[0].id, count(12, dealer=28))  # Ann's 28
    pot = services.money.evening_money(evening).pots[0]
    assert pot.won_by_names == "Ann Hale" and pot.carried_out == D("0.00")
    assert services.money.evening_money(evening).balanced


def test_the_first_recorded_takes_the_pot_or_the_claims_share(services):
    evening, _ids, games = crib_night(services)
    services.money.setup(evening, ISSUE_SETUP)
    services.scoring.record_deal(games[1], count(24))  # Dan, first
    services.scoring.record_deal(games[0], count(29))  # Bob, second
    assert services.money.evening_money(evening).pots[0].won_by_names == "Dan Ford"
    shared = {**ISSUE_SETUP, "pots": [{"name": "24 hand", "several": "share"}]}
    view = services.money.setup(evening, shared)
    assert [(name, amount) for _, name, amount in view.pots[0].winners] == [
        ("Dan Ford", D("0.75")), ("Bob Reed", D("0.75"))]


def test_a_pot_not_won_rolls_over_to_its_next_evening(services):
    first, ids, _games = crib_night(services, dt.date(2026, 12, 4))
    second, _, games = crib_night(services, dt.date(2026, 12, 11), ids)
    services.money.setup(first, ISSUE_SETUP)
    services.money.setup(second, {"entry_fee": "5.00", "pots": [{"name": "24 hand"}]})
    pot = services.money.evening_money(second).pots[0]
    assert (pot.carried_in, pot.stakes, pot.held) == (D("1.50"), D("1.50"), D("3.00"))
    services.scoring.record_deal(games[2], count(24))  # Fay
    pot = services.money.evening_money(second).pots[0]
    assert pot.winners == ((ids[5], "Fay Gold", D("3.00")),)
    assert services.money.pots()[0].won_by == {"game": "cribbage", "hand_at_least": 24,
                                               "shows": "both"}


def test_payments_partial_by_card_from_the_balance_and_refused_beyond_it(services):
    evening, ids, _games = crib_night(services)
    services.money.setup(evening, {"entry_fee": "5.00", "table_money": "1.00"})
    view = services.money.pay(evening, ids[0], "2.50", "card")
    assert view.player(ids[0]).unpaid == D("3.50")
    view = services.money.pay(evening, ids[0])  # the rest, in cash
    ann = view.player(ids[0])
    assert (ann.card, ann.cash, ann.unpaid) == (D("2.50"), D("3.50"), D("0.00"))
    with pytest.raises(MoneyRefused) as refused:
        services.money.pay(evening, ids[0])
    assert refused.value.why.params["reason"].id == "money.nothing_owed"
    with pytest.raises(MoneyRefused) as refused:
        services.money.pay(evening, ids[1], "7.00")
    assert say(refused.value.why, "en") == "amount: Bob Reed owes 6.00, not 7.00"
    with pytest.raises(MoneyRefused) as refused:
        services.money.pay(evening, ids[1], "5.00", "balance")
    assert say(refused.value.why, "en") == "amount: Bob Reed's balance holds 0.00, not 5.00"
    services.money.deposit(ids[1], "20.00", note="prepaid", day=dt.date(2026, 12, 1))
    view = services.money.pay(evening, ids[1], None, "balance")
    assert view.player(ids[1]).balance_after == D("14.00")
    view = services.money.pay(evening, ids[2], None, "waived")
    assert view.waived == D("6.00") and view.house == D("6.00") - D("6.00") + D("30.00")
    assert view.balanced
    assert [b.balance for b in services.money.balances()][:3] == [D("0.00"), D("14.00"),
                                                                  D("0.00")]


def test_a_payment_cancelled_stays_in_the_record_and_counts_no_more(services):
    evening, ids, _games = crib_night(services)
    services.money.setup(evening, {"entry_fee": "5.00"})
    view = services.money.pay(evening, ids[0], "5.00")
    payment = view.player(ids[0]).payments[0]
    view = services.money.cancel_payment(payment.id)
    assert view.player(ids[0]).unpaid == D("5.00") and view.player(ids[0]).payments == ()
    with pytest.raises(ServiceError):
        services.money.cancel_payment(payment.id)


def test_a_member_not_seated_is_entered_by_paying_and_a_guest_pays_the_guest_rate(services):
    evening, _ids, _games = crib_night(services)
    late = services.members.add("Gus Vale").id
    services.money.setup(evening, {"entry_fee": "5.00", "guest_fee": "8.00"})
    view = services.money.pay(evening, late, "8.00", guest=True)
    assert view.player(late).guest and view.player(late).unpaid == D("0.00")
    assert len(view.players) == 7


def test_withdrawals_and_the_statement_of_a_season(services):
    first, ids, games = crib_night(services, dt.date(2026, 12, 4))
    second, _, _ = crib_night(services, dt.date(2026, 12, 11), ids)
    for evening in (first, second):
        services.money.setup(evening, {"entry_fee": "5.00", "payout": {"places": [100]},
                                       "pay_out": "balance"})
    services.scoring.record_deal(games[0], {"points": {"Ann Hale": 30, "Bob Reed": 2}})
    services.money.deposit(ids[0], "10.00", day=dt.date(2026, 11, 30))
    services.money.deposit(ids[0], "3.00", day=dt.date(2026, 12, 5), withdraw=True)
    with pytest.raises(MoneyRefused):
        services.money.deposit(ids[0], "100.00", withdraw=True)
    season = SeasonService(services.db).create("Winter", StandingRules(), [second])
    statement = services.money.statement(ids[0], season.id)
    # before the season: 10.00 − 5.00 + 30.00 (the prize, credited) − 3.00 = 32.00
    assert statement.opening == D("32.00")
    assert [(x.kind, x.amount, x.balance) for x in statement.lines] == [
        ("due", D("-5.00"), D("27.00"))]
    assert statement.closing == D("27.00") == services.money.balance(ids[0]).balance
    everything = services.money.statement(ids[0])
    assert [x.kind for x in everything.lines] == ["deposit", "due", "prize", "withdrawal", "due"]
    assert everything.lines[1].evening_name == "Cribbage 2026-12-04"


def test_a_closed_evening_refuses_money_changes_until_reopened_with_the_pin(services):
    evening, ids, _games = crib_night(services)
    services.money.setup(evening, ISSUE_SETUP)
    services.money.pay(evening, ids[0])
    services.club.set_pin(PIN)
    services.evenings.set_closed(evening, True)
    before = services.money.evening_money(evening)
    payment = before.player(ids[0]).payments[0].id
    for change in (lambda: services.money.pay(evening, ids[1]),
                   lambda: services.money.setup(evening, {"entry_fee": "9.00"}),
                   lambda: services.money.award(evening, "24 hand", ids[1]),
                   lambda: services.money.cancel_payment(payment),
                   lambda: services.money.enter(evening, ids[1], guest=True)):
        with pytest.raises(ServiceError) as refused:
            change()
        assert refused.value.why.id == "evenings.closed"
    assert services.money.evening_money(evening) == before
    services.money.deposit(ids[1], "5.00")  # a deposit belongs to no evening
    with pytest.raises(ServiceError):
        services.evenings.set_closed(evening, False, "1111")
    services.evenings.set_closed(evening, False, PIN)
    assert services.money.pay(evening, ids[1]).player(ids[1]).unpaid == D("0.00")


def test_a_pot_awarded_by_hand_and_withdrawn(services):
    evening, ids, _games = crib_night(services)
    services.money.setup(evening, {"entry_fee": "1.00", "pots": [
        {"name": "Best pegging", "per_player": "0.50", "won_by": {"manual": True}}]})
    view = services.money.award(evening, "best pegging", ids[3])
    pot = view.pots[0]
    assert pot.winners == ((ids[3], "Dan Ford", D("3.00")),)
    assert say(pot.claims[0].why, "en") == "Dan Ford: awarded by the treasurer"
    with pytest.raises(MoneyRefused) as refused:
        services.money.setup(evening, {"pots": []})
    assert refused.value.why.params["reason"].id == "money.pot_awarded"
    view = services.money.withdraw_award(pot.claims[0].award_id)
    assert view.pots[0].winners == () and view.pots[0].carried_out == D("3.00")
    with pytest.raises(MoneyRefused):
        services.money.award(evening, "24 hand", ids[3])
    stranger = services.members.add("Hal Wren").id
    with pytest.raises(MoneyRefused):
        services.money.award(evening, "Best pegging", stranger)


@sqlite_only
@pytest.mark.parametrize(("setup", "key", "reason"), [
    ({"entry_fee": "1,5"}, "entry_fee", "money.amount_comma"),
    ({"table_money": "-1"}, "table_money", "money.amount_negative"),
    ({"entry_fee": 5.5}, "entry_fee", "money.amount_as_text"),
    ({"guest_fee": "7.005"}, "guest_fee", "money.amount_places"),
    ({"fee": "5"}, "fee", "money.unknown_keys"),
    ({"payout": {"places": [60, 30]}}, "payout.places", "money.shares_sum"),
    ({"pots": [{"name": "new pot"}]}, "pots.1.won_by", "money.pot_needs_rule"),
    ({"pots": [{"name": "p", "won_by": {"game": "whist", "skunk": True}}]},
     "pots.1.won_by.game", "money.condition_game"),
    ({"currency": "XYZ"}, "currency", "money.currency_code"),
    ({"minor_unit": "0.05"}, "minor_unit", "money.minor_unit"),
    ({"extras": [{"name": "tea", "amount": "1"}, {"name": "Tea", "amount": "1"}]},
     "extras.2.name", "money.name_twice"),
    ({"guests": [999]}, "guests.1", "money.no_such_member"),
    ({"pay_out": "cheque"}, "pay_out", "money.not_a_choice"),
])
def test_a_setup_that_cannot_be_is_refused_naming_its_key_and_changes_nothing(services, setup,
                                                                             key, reason):
    evening, _ids, _games = crib_night(services)
    services.money.setup(evening, {"entry_fee": "5.00"})
    before = services.money.evening_money(evening)
    with pytest.raises(MoneyRefused) as refused:
        services.money.setup(evening, setup)
    assert (refused.value.key, refused.value.why.params["reason"].id) == (key, reason)
    assert services.money.evening_money(evening) == before


def test_the_club_keeps_one_currency_and_its_minor_unit(services):
    first, ids, _ = crib_night(services, dt.date(2026, 12, 4))
    second, _, _ = crib_night(services, dt.date(2026, 12, 11), ids)
    view = services.money.setup(first, {"currency": "jpy", "entry_fee": "500"})
    assert (view.setup.currency, view.setup.minor_unit) == ("JPY", D("1"))
    assert services.money.setup(second, {"entry_fee": "500"}).setup.currency == "JPY"
    with pytest.raises(MoneyRefused) as refused:
        services.money.setup(second, {"currency": "EUR"})
    assert refused.value.why.params["reason"].id == "money.currency_differs"
    with pytest.raises(MoneyRefused):
        services.money.setup(second, {"entry_fee": "500.50"})


def test_fees_cannot_be_lowered_below_what_was_paid(services):
    evening, ids, _ = crib_night(services)
    services.money.setup(evening, {"entry_fee": "5.00"})
    services.money.pay(evening, ids[0])
    with pytest.raises(MoneyRefused) as refused:
        services.money.setup(evening, {"entry_fee": "4.00"})
    assert say(refused.value.why, "en") == ("Ann Hale has paid 5.00, more than the evening "
                                           "would charge (4.00): cancel a payment first")


def test_every_change_of_money_is_in_the_audit_log(services):
    evening, ids, _ = crib_night(services)
    services.money.setup(evening, {**ISSUE_SETUP, "pots": [
        {"name": "Best", "per_player": "0.50", "won_by": {"manual": True}}]})
    view = services.money.pay(evening, ids[0], "3.00", "card")
    services.money.cancel_payment(view.player(ids[0]).payments[0].id)
    services.money.award(evening, "Best", ids[2])
    services.money.deposit(ids[1], "20.00", note="in advance")
    with services.db.transaction() as session:
        rows = list(session.scalars(select(AuditEntry).where(AuditEntry.action.like("money%"))
                                    .order_by(AuditEntry.id)))
    assert [r.action for r in rows] == ["money setup", "money pay", "money cancel payment",
                                        "money award", "money deposit"]
    setup = rows[0]
    assert setup.before["set_up"] is False and setup.after["entry_fee"] == "5.00"
    assert setup.after["pots"][0]["won_by"] == {"manual": True}
    assert rows[1].after == {"evening": evening, "member": ids[0], "amount": "3.00",
                             "how": "card"}
    assert rows[4].after["note"] == "in advance" and rows[4].after["amount"] == "20.00"


def test_the_cash_sheet_balances_with_its_proof_row(services):
    evening, ids, games = crib_night(services)
    services.money.setup(evening, {**ISSUE_SETUP, "extras": [{"name": "coffee",
                                                              "amount": "0.50"}]})
    services.scoring.record_deal(games[0], count(24))
    for member, how in zip(ids, ("cash", "card", "balance", "waived"), strict=False):
        if how == "balance":
            services.money.deposit(member, "10.00")
        services.money.pay(evening, member, None, how)
    sheet = services.money.cash_sheet(evening)
    lines = {(x.section, x.item): x.amount for x in sheet.lines if x.item != "extra"}
    assert sheet.balanced and lines[("proof", "proof")] == D("0.00")
    assert lines[("takings", "total")] == D("40.50")  # 6 × (5.00 + 1.00 + 0.25 + 0.50)
    assert lines[("received", "unpaid")] == D("13.50")
    assert [say(x.what, "en") for x in sheet.lines if x.section == "pots"][2] == \
        "24 hand: won by Bob Reed"
    assert [say(x.what, "ru") for x in sheet.lines if x.item == "extra"] == [
        "Дополнительно: coffee"]


def test_a_party_pays_its_prizes_at_their_cash_value(sqlite_services):
    from tests.helpers.clubs import choices, names, party_evening, results_for

    services = sqlite_services
    people = names(8, 8)
    evening, ids = party_evening(services, people)
    import random

    view = services.party.start(evening.id, choices(people, ids), seed=4242)
    rng = random.Random(7)
    for _ in range(3):
        view = services.party.ring_bell(evening.id, view.round, results_for(view, rng))
    services.party.award_prizes(evening.id)
    money = services.money.setup(evening.id, {"entry_fee": "3.00", "payout": {
        "party": {"first": "10.00", "second": "5.00"}}})
    prizes = services.party.view(evening.id).prizes
    paid = {(p.name, p.amount) for p in money.payouts}
    expected = {(p.player, D("10.00") if p.prize == "first" else D("5.00"))
                for p in prizes if p.prize in ("first", "second")}
    assert paid == expected and money.standing == "party"
    assert len(money.players) == 16 and money.takings == D("48.00")
    assert money.house == D("48.00") - sum((a for _, a in paid), D(0)) and money.balanced


# --- the club's export and import -------------------------------------------------------------

def test_the_money_travels_with_the_club_and_comes_back_the_same(services, tmp_path,
                                                                 club_template):
    evening, ids, games = crib_night(services)
    services.money.setup(evening, {**ISSUE_SETUP, "currency": "EUR"})
    services.scoring.record_deal(games[0], count(24))
    services.money.pay(evening, ids[0], "2.00", "card")
    services.money.deposit(ids[1], "15.00", note="prepaid")
    services.money.award(evening, "24 hand", ids[4])
    document = ExchangeService(services.db).export_club_json()
    tables = json.loads(document)["tables"]
    assert len(tables["money_payment"]["rows"]) == 1
    assert tables["money_setup"]["rows"][0][tables["money_setup"]["columns"].index(
        "entry_fee")] == "5.0000"
    target = Services.open(str(copy_club(club_template, tmp_path / "copy.sqlite")))
    try:
        ExchangeService(target.db).import_club(document)
        assert ExchangeService(target.db).export_club_json() == document
        assert target.money.evening_money(evening) == services.money.evening_money(evening)
        assert target.money.balances() == services.money.balances()
        assert target.money.pay(evening, ids[2]).player(ids[2]).unpaid == D("0.00")
    finally:
        target.close()


def test_an_export_made_before_the_club_kept_money_imports_with_none(empty_club):
    older = Path(__file__).resolve().parents[1] / "store" / "releases" / "schema_0007.json"
    target = Services.open(str(empty_club))
    try:
        result = ExchangeService(target.db).import_club(older.read_bytes())
        assert result.upgraded_from == "0007" and result.rows.get("money_setup", 0) == 0
        evening = target.evenings.list()[0].id
        view = target.money.evening_money(evening)
        assert not view.setup.set_up and view.takings == 0 and view.balanced
        assert target.money.setup(evening, {"entry_fee": "2.00"}).takings > 0
    finally:
        target.close()


@pytest.mark.parametrize(("table", "column", "value", "says"), [
    ("money_payment", "how", "cheque", "is not one of"),
    ("money_payment", "amount", "-1.0000", "below nothing"),
    ("money_setup", "payout", {"places": [60]}, "shares add up to 60"),
    ("money_evening_pot", "won_by", {"game": "cribbage"}, "hand_at_least"),
    ("money_pot", "takes", "0", "not a percentage"),
    ("money_setup", "minor_unit", "0.0500", "smallest coin"),
])
def test_an_export_with_money_that_cannot_be_is_refused_saying_where(sqlite_services, tmp_path,
                                                                     club_template,
                                                                     table, column, value,
                                                                     says):
    services = sqlite_services
    evening, ids, _ = crib_night(services)
    services.money.setup(evening, ISSUE_SETUP)
    services.money.pay(evening, ids[0])
    data = json.loads(ExchangeService(services.db).export_club_json())
    content = data["tables"][table]
    content["rows"][0][content["columns"].index(column)] = value
    target = Services.open(str(copy_club(club_template, tmp_path / "copy.sqlite")))
    try:
        with pytest.raises(ServiceError) as refused:
            ExchangeService(target.db).import_club(json.dumps(data))
        said = say(refused.value.why, "en")
        assert f"table {table}, row 1, {column}" in said and says in said
        assert target.members.list() == []
    finally:
        target.close()


def test_another_computer_s_deal_changes_the_pot_at_this_one_s_next_look(db_url):
    """What a view worked out is taken again only while nothing changed: a deal recorded on
    another computer (another connection to the same club) shows at the next look."""
    here, there = Services.open(db_url), Services.open(db_url)
    try:
        evening, ids, games = crib_night(here)
        here.money.setup(evening, ISSUE_SETUP)
        assert here.money.evening_money(evening).pots[0].won_by_names is None
        assert here.money.balances() == here.money.balances()
        view = there.scoring.record_deal(games[2], count(24))  # Fay
        assert here.money.evening_money(evening).pots[0].won_by_names == "Fay Gold"
        there.scoring.correct_deal(view.deals[0].id, count(12))
        assert here.money.evening_money(evening).pots[0].won_by_names is None
        there.members.update(ids[5], name="Fay Gold-Reed")
        there.scoring.correct_deal(view.deals[0].id, count(28))
        view = here.money.evening_money(evening)
        assert view.pots[0].won_by_names == "Fay Gold-Reed" and view.balanced
    finally:
        here.close()
        there.close()
