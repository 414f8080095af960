"""An evening's book and the season's (issue 33): the cash sheet balances to nothing with its
proof row; members' accounts; and a property test over random seasons — fees, partial
payments, ties, pots won and rolled, deals that won a pot undone and corrected — in which every
evening and the season balance to nothing and every payout follows its rule."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from clubapp.events.pot_claims import game_claims, read_condition
from clubapp.ledger.money import (
    PAY_WAYS,
    Placing,
    PotClaim,
    PotRule,
    read_payout,
)
from clubapp.ledger.money_book import (
    Deposit,
    Entrant,
    EveningOfMember,
    EveningSetup,
    Extra,
    PaymentIn,
    PotPlay,
    account_lines,
    balance_of,
    evening_book,
    overpaid,
    season_books,
)
from clubapp.message import Message

D = Decimal
CENT = D("0.01")
WON = Message("money.claim_awarded", player="x")


def friday(**setup) -> EveningSetup:
    base = {"entry_fee": D("5.00"), "guest_fee": D("7.00"), "table_money": D("1.00"),
            "payout": read_payout({"places": [50, 30, 20]})}
    return EveningSetup(**{**base, **setup})


FIELD = [Entrant("Ann"), Entrant("Bob"), Entrant("Cat"), Entrant("Dan", guest=True)]


def test_the_cash_sheet_of_an_evening_balances_with_its_proof_row():
    """Four players (one guest) at 5.00/7.00 and 1.00 table money, a 24-hand pot at 0.25 with
    1.00 carried in and won by Bob; Ann pays cash, Bob by card, Cat 3.00 of her 6.25, Dan's
    fee waived."""
    pot = PotPlay(PotRule("24 hand", D("0.25")), D("1.00"), (PotClaim(("Bob",), WON),))
    book = evening_book(
        friday(), FIELD,
        [PaymentIn("Ann", D("6.25"), "cash"), PaymentIn("Bob", D("6.25"), "card"),
         PaymentIn("Cat", D("3.00"), "cash"), PaymentIn("Dan", D("8.25"), "waived")],
        [Placing("Cat", 1), Placing("Ann", 2), Placing("Bob", 3), Placing("Dan", 4)], [pot])
    assert book.takings == D("27.00")  # 3 × 6.25 + 8.25 (fees 22.00, table 4.00, stakes 1.00)
    assert book.fund == D("22.00")
    assert [(p.player, p.amount) for p in book.payouts] == [
        ("Cat", D("11.00")), ("Ann", D("6.60")), ("Bob", D("4.40"))]
    assert book.house == D("4.00") - D("8.25")  # table money, less what was waived
    assert book.proof == 0 and book.balanced
    sheet = {(line.section, line.item): line.amount for line in book.sheet()}
    assert sheet[("received", "cash")] == D("9.25")
    assert sheet[("received", "unpaid")] == D("3.25")
    assert sheet[("pots", "carried_in")] == D("1.00")
    assert sheet[("pots", "won")] == D("2.00")
    assert sheet[("proof", "proof")] == D("0.00")
    assert str(sheet[("received", "waived")]) == "8.25"
    # the sheet's own lines add up to its proof
    lines = book.sheet()
    total = {section: sum((x.amount for x in lines if x.section == section
                           and x.item not in ("total",)), D(0))
             for section in ("received", "payouts", "house")}
    assert total["received"] - sheet[("received", "waived")] + sheet[("pots", "carried_in")] \
        - total["payouts"] - sheet[("pots", "won")] - sheet[("pots", "carried_out")] \
        - sheet[("house", "total")] == 0


def test_a_player_s_account_of_the_evening():
    book = evening_book(friday(pay_out="balance"), FIELD,
                        [PaymentIn("Ann", D("2.00"), "cash"), PaymentIn("Ann", D("4.00"),
                                                                         "balance")],
                        [Placing("Ann", 1)])
    ann = book.player("Ann")
    assert (ann.due, ann.paid, ann.unpaid, ann.prizes, ann.credited) == (
        D("6.00"), D("6.00"), D("0.00"), D("22.00"), D("22.00"))
    assert ann.account == D("22.00") - D("4.00")  # credited, less what came off the balance
    cat = book.player("Cat")
    assert cat.account == -D("6.00")  # unpaid: on her balance


def test_a_member_s_account_lines_and_balance():
    evening = EveningOfMember(7, dt.date(2026, 12, 4), evening_book(
        friday(), FIELD, [PaymentIn("Ann", D("6.00"), "balance")], [Placing("Ann", 1)]))
    deposits = [Deposit("Ann", dt.date(2026, 12, 4), D("20.00"), "prepaid"),
                Deposit("Ann", dt.date(2026, 12, 10), D("-5.00"))]
    lines = account_lines("Ann", [evening], deposits)
    assert [(x.kind, x.amount, x.figure, x.balance) for x in lines] == [
        ("deposit", D("20.00"), D("20.00"), D("20.00")),
        ("due", D("-6.00"), D("6.00"), D("14.00")),
        ("balance", D("0"), D("6.00"), D("14.00")),
        ("prize", D("22.00"), D("22.00"), D("36.00")),
        ("paid_out", D("-22.00"), D("22.00"), D("14.00")),
        ("withdrawal", D("-5.00"), D("5.00"), D("9.00"))]
    assert balance_of("Ann", [evening], deposits) == D("9.00")


def test_fees_lowered_after_a_payment_leave_a_credit_and_are_found():
    book = evening_book(friday(entry_fee=D("3.00")), FIELD, [PaymentIn("Ann", D("6.00"), "cash")])
    assert book.balanced
    assert [line.player for line in overpaid(book)] == ["Ann"]


def test_an_extra_is_the_house_s():
    book = evening_book(friday(extras=(Extra("coffee", D("0.50")),), payout=None), FIELD)
    assert book.house == D("4.00") + D("2.00") + book.fees
    assert book.balanced


# --- the property test ------------------------------------------------------------------------

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
HANDS = [0, 2, 4, 8, 12, 16, 20, 24, 28, 29]  # shows a four-card hand can make
CRIBS = [0, 2, 4, 8, 12]
TWENTY_FOUR = read_condition({"game": "cribbage", "hand_at_least": 24})


@st.composite
def cribbage_game(draw, players: list[str], clock: list[int]):
    """A cribbage game of two at 121 holes with at most three deals by the count (no game can
    end: every show is shown), then undos and corrections of its deals. Returns the final
    deals with the moment each was first recorded."""
    deals: list[tuple[int, dict]] = []

    def entry() -> dict:
        return {"count": {"pone": {"play": draw(st.integers(0, 3)),
                                   "hand": draw(st.sampled_from(HANDS))},
                          "dealer": {"play": draw(st.integers(0, 3)),
                                     "hand": draw(st.sampled_from(HANDS)),
                                     "crib": draw(st.sampled_from(CRIBS))}}}

    for _ in range(draw(st.integers(1, 6))):
        action = draw(st.sampled_from(["record", "record", "undo", "correct"]))
        if action == "record" and len(deals) < 3:
            clock[0] += 1
            deals.append((clock[0], entry()))
        elif action == "undo" and deals:
            deals.pop()
        elif action == "correct" and deals:
            at = draw(st.integers(0, len(deals) - 1))
            deals[at] = (deals[at][0], entry())  # a correction keeps the deal's moment
    return deals


def expected_claims(players: list[str], deals: list[tuple[int, dict]]) -> list[tuple[int, str]]:
    """A 24-hand pot's claims read straight off the count entries: the dealer alternates from
    the first player, the pone shows first, then the dealer's hand, then his crib."""
    out = []
    for number, (moment, deal) in enumerate(deals):
        dealer = players[number % 2]
        pone = players[(number + 1) % 2]
        count = deal["count"]
        for who, points in ((pone, count["pone"]["hand"]), (dealer, count["dealer"]["hand"]),
                            (dealer, count["dealer"]["crib"])):
            if points >= 24:
                out.append((moment, who))
    return out


RULES = [{"places": [50, 30, 20]}, {"places": [60, 40], "rounding": "cents_to_first"},
         {"places": [100]}, {"top_percent": 25}, {"top_percent": 25, "count": "up",
                                                  "shares": "equal"},
         {"top_percent": 50, "rounding": "halves_to_first"},
         {"places": [50, 30, 20], "fund": 70, "rounding": "wholes_to_house"},
         {"places": [40, 30, 20, 10], "rounding": {"step": "0.25", "mode": "down",
                                                    "odd_to": "first"}}]
amount = st.integers(0, 1500).map(lambda cents: D(cents) / 100)


@st.composite
def evening(draw, clock: list[int]):
    field = draw(st.lists(st.sampled_from(NAMES), min_size=2, max_size=8, unique=True))
    entrants = [Entrant(n, draw(st.booleans())) for n in field]
    setup = EveningSetup(
        entry_fee=draw(amount), guest_fee=draw(st.none() | amount), table_money=draw(amount),
        extras=tuple(Extra(f"x{i}", draw(amount)) for i in range(draw(st.integers(0, 1)))),
        payout=read_payout(draw(st.sampled_from(RULES))),
        pay_out=draw(st.sampled_from(["cash", "balance"])))
    scores = {n: draw(st.integers(0, 3)) for n in field}  # few values: many ties
    ranked = sorted(field, key=lambda n: -scores[n])
    placings = [Placing(n, 1 + sum(scores[m] > scores[n] for m in field)) for n in ranked]
    pairs = [field[i:i + 2] for i in range(0, len(field) - 1, 2)]
    games = [(pair, draw(cribbage_game(pair, clock))) for pair in pairs]
    manual = [n for n in field if draw(st.integers(0, 9)) == 0]
    return entrants, setup, placings, games, manual


def pay_some(draw, book_due: dict[str, Decimal]) -> list[PaymentIn]:
    payments = []
    for who, due in book_due.items():
        left = due
        for _ in range(draw(st.integers(0, 2))):
            cents = draw(st.integers(0, int(left * 100)))
            if cents:
                payments.append(PaymentIn(who, D(cents) / 100, draw(st.sampled_from(PAY_WAYS))))
                left -= D(cents) / 100
    return payments


def check_payouts(book, placings, field_size):
    rule = book.setup.payout
    assert sum((p.amount for p in book.payouts), D(0)) + book.fund_left == book.fund
    assert book.fund_left >= 0
    paid = rule.places_paid(field_size)
    place_of = {p.player: p.place for p in placings}
    step = rule.rounding.step_in(CENT)
    first = book.payouts[0].player if book.payouts else None
    for payout in book.payouts:
        assert place_of[payout.player] <= paid  # only the places paid, ties included
        assert payout.place == place_of[payout.player]
        assert payout.amount % CENT == 0
        if payout.player != first:
            assert payout.amount % step == 0  # rounded to the rule's step
    exact = {}
    weights = rule.weights(min(paid, len(placings)))
    for payout in book.payouts:
        exact[payout.player] = Fraction(book.fund) * sum(
            (weights[c - 1] for c in payout.covers), Fraction(0)) / payout.shared
        if payout.player != first and rule.rounding.mode == "down":
            assert exact[payout.player] - Fraction(step) < payout.amount <= exact[payout.player]
    by_place: dict[int, set[Decimal]] = {}
    for payout in book.payouts:
        if payout.player != first:
            by_place.setdefault(payout.place, set()).add(payout.amount)
    assert all(len(same) == 1 for same in by_place.values())  # ties share alike
    if rule.rounding.odd_to == "house" and rule.rounding.mode == "down" and placings:
        eligible = sum(1 for p in placings if p.place <= min(paid, len(placings)))
        assert book.fund_left < step * eligible  # what each rounding left, no more


# about ten seconds of one core; no shrinking (a season is big: shrinking one took minutes),
# a failure prints the season as drawn
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(data=st.data())
def test_every_evening_and_the_season_balance_and_every_payout_follows_its_rule(data):
    """Issue 33, item 6: never a lost cent."""
    draw = data.draw
    clock = [0]
    carried = {"24 hand": D(0), "manual": D(0)}
    books, deposits = [], []
    for day in range(draw(st.integers(1, 4))):
        entrants, setup, placings, games, manual = draw(evening(clock))
        field = [e.player for e in entrants]
        # the 24-hand pot's claims read through the rules, in the order the deals were recorded
        found = []
        for pair, deals in games:
            claims = game_claims(TWENTY_FOUR, "cribbage", pair, {"target": 121},
                                 [entry for _, entry in deals])
            assert [(deals[c.deal - 1][0], c.players[0]) for c in claims] \
                == expected_claims(pair, deals)
            found += [(deals[c.deal - 1][0], PotClaim(c.players, c.why)) for c in claims]
        found.sort(key=lambda item: item[0])
        pots = [PotPlay(PotRule("24 hand", draw(amount)), carried["24 hand"],
                        tuple(c for _, c in found)),
                PotPlay(PotRule("manual", draw(amount), several="share"), carried["manual"],
                        tuple(PotClaim((n,), WON) for n in manual))]
        unpaid = evening_book(setup, entrants, (), placings, pots)
        payments = pay_some(draw, {line.player: line.due for line in unpaid.players})
        book = evening_book(setup, entrants, payments, placings, pots)
        assert book.proof == 0, book.sheet()
        assert not overpaid(book)
        check_payouts(book, placings, len(field))
        hand_pot = book.pots[0]
        if found and hand_pot.held > 0:
            assert hand_pot.winners == found[0][1].players  # the first recorded takes it
        assert hand_pot.carried_out == hand_pot.held - hand_pot.won
        for pot in book.pots:
            carried[pot.name] = pot.carried_out
        for who in field:
            if draw(st.integers(0, 4)) == 0:
                deposits.append(Deposit(who, dt.date(2026, 1, 1 + day), draw(amount)))
        books.append(book)
    season = season_books(books, deposits)
    assert season.proof == 0 and season.balanced
    assert season.pots_start == 0
    assert season.pots_end == sum(carried.values(), D(0))
    for who in NAMES:  # each balance is its account's lines added up
        of = [EveningOfMember(n, dt.date(2026, 1, 1 + n), b) for n, b in enumerate(books)]
        lines = account_lines(who, of, deposits)
        assert (lines[-1].balance if lines else 0) == season.balances.get(who, 0)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_of_the_property_test_is_a_rule(rule):
    assert read_payout(rule).to_json()
