"""``clubapp money``: every command, JSON in and out, and every bad input refused in one line
naming what is wrong, with nothing changed — in English and in Russian (issue 33)."""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.services import Services
from tests.cli.shell import Shell
from tests.words.test_russian_cli import english_words

NAMES = ["Ann Hale", "Bob Reed", "Cat Moss", "Dan Ford"]
SETUP = {"entry_fee": "5.00", "guest_fee": "7.00", "table_money": "1.00",
         "payout": {"places": [50, 30, 20]},
         "pots": [{"name": "24 hand", "per_player": "0.25",
                   "won_by": {"game": "cribbage", "hand_at_least": 24}}]}


@pytest.fixture
def shell(empty_club, capsys, monkeypatch) -> Shell:
    """A club with four members and a cribbage evening of two tables (evening 1, games 1, 2)."""
    services = Services.open(str(empty_club))
    try:
        ids = [services.members.add(n).id for n in NAMES]
        evening = services.evenings.create(dt.date(2026, 12, 4), "Friday cribbage")
        for pair in ((ids[0], ids[1]), (ids[2], ids[3])):
            services.evenings.seat_table(evening.id, list(pair), "cribbage", {"target": 121})
    finally:
        services.close()
    return Shell(str(empty_club), capsys, monkeypatch)


def test_setup_show_pay_and_balances(shell):
    printed = shell.json("money", "setup", "1", stdin={**SETUP, "guests": ["Dan"]})
    assert printed == {
        "evening": 1, "currency": "", "minor_unit": "0.01", "entry_fee": "5.00",
        "guest_fee": "7.00", "table_money": "1.00", "extras": [],
        "payout": {"places": [50, 30, 20], "fund": 100, "rounding": "cents_to_house"},
        "pay_out": "cash",
        "pots": [{"name": "24 hand", "per_player": "0.25",
                  "won_by": {"game": "cribbage", "hand_at_least": 24, "shows": "both"},
                  "several": "first", "takes": 100}],
        "guests": ["Dan Ford"]}
    shell.json("deal", "record", "1", stdin={"count": {"pone": {"play": 2, "hand": 24},
                                                        "dealer": {"play": 1, "hand": 4,
                                                                   "crib": 2}}})
    shell.json("deal", "record", "2", stdin={"points": {"Cat Moss": 10, "Dan Ford": 5}})
    paid = shell.json("money", "pay", "1", "Ann", "--amount", "2.50", "--how", "card")
    assert (paid["player"], paid["due"], paid["paid"], paid["unpaid"], paid["card"]) == (
        "Ann Hale", "6.25", "2.50", "3.75", "2.50")
    assert paid["payments"][0]["how"] == "card"
    shell.json("money", "pay", "1", "Bob")
    shown = shell.json("money", "show", "1")
    assert shown == {
        "takings": "27.00", "house": "4.00",
        "payouts": [{"place": 1, "player": "Bob Reed", "amount": "11.00"},
                    {"place": 2, "player": "Cat Moss", "amount": "6.60"},
                    {"place": 3, "player": "Ann Hale", "amount": "4.40"}],
        "pots": [{"name": "24 hand", "in": "1.00", "won_by": "Bob Reed", "carried": "0.00"}],
        "balances": {"Ann Hale": "-3.75", "Bob Reed": "0.00", "Cat Moss": "-6.25",
                     "Dan Ford": "-8.25"},
        "balanced": True}
    assert shell.json("money", "balances") == [
        {"id": 1, "name": "Ann Hale", "balance": "-3.75"},
        {"id": 2, "name": "Bob Reed", "balance": "0.00"},
        {"id": 3, "name": "Cat Moss", "balance": "-6.25"},
        {"id": 4, "name": "Dan Ford", "balance": "-8.25"}]


def test_deposit_statement_award_cancel_and_sheet(shell):
    shell.json("money", "setup", "1", stdin={"entry_fee": "5.00", "pots": [
        {"name": "Best pegging", "per_player": "1.00", "won_by": {"manual": True}}]})
    assert shell.json("money", "deposit", "Cat", "20", "--note", "prepaid", "--date",
                      "2026-12-01") == {"id": 3, "name": "Cat Moss", "balance": "14.00"}
    paid = shell.json("money", "pay", "1", "Cat", "--how", "balance")
    assert paid["balance"] == "14.00" and paid["from_balance"] == "6.00"
    assert shell.json("money", "deposit", "Cat", "4", "--withdraw",
                      "--date", "2026-12-05")["balance"] == "10.00"
    statement = shell.json("money", "statement", "Cat")
    assert [(x["kind"], x["amount"], x["balance"]) for x in statement["lines"]] == [
        ("deposit", "20.00", "20.00"), ("due", "-6.00", "14.00"), ("balance", "0.00", "14.00"),
        ("withdrawal", "-4.00", "10.00")]
    assert statement["lines"][0]["note"] == "prepaid" and statement["closing"] == "10.00"
    awarded = shell.json("money", "award", "1", "Best pegging", "Dan")
    assert awarded["pots"] == [{"name": "Best pegging", "in": "4.00", "won_by": "Dan Ford",
                                "carried": "0.00"}]
    taken_back = shell.json("money", "award", "1", "best pegging", "Dan", "--withdraw")
    assert taken_back["pots"][0]["won_by"] is None
    paid = shell.json("money", "pay", "1", "Ann", "--amount", "3")
    cancelled = shell.json("money", "cancel", str(paid["payments"][0]["id"]))
    assert cancelled["cancelled"] == paid["payments"][0]["id"] and cancelled["balanced"]
    sheet = shell.json("money", "sheet", "1")
    assert sheet["balanced"] and sheet["lines"][-1] == {
        "section": "proof", "item": "proof", "count": None, "amount": "0.00",
        "what": "Proof: received + unpaid + carried in − prizes − pots won − carried on − "
                "house"}
    russian = shell.json("money", "sheet", "1", lang="ru")
    assert russian["lines"][0]["what"] == "Взносы членов клуба"


# (the command, its stdin, the English line)
REFUSED = [
    (("money", "pay", "1", "Ann", "--amount", "1,5"), "",
     "amount: '1,5' is not a sum of money: write the decimal point, 1.5"),
    (("money", "pay", "1", "Ann", "--amount", "-3"), "",
     "amount: '-3' is below nothing: a sum of money here is never negative"),
    (("money", "pay", "1", "Ann", "--amount", "abc"), "",
     "amount: 'abc' is not a sum of money: give digits and a decimal point, such as 5.50"),
    (("money", "pay", "1", "Ann", "--amount", "2.555"), "",
     "amount: '2.555': the currency has 2 decimal places, no more"),
    (("money", "pay", "1", "Ann", "--amount", "99"), "", "amount: Ann Hale owes 6.00, not 99.00"),
    (("money", "pay", "1", "Ann", "--amount", "0"), "", "amount: the sum must be above nothing"),
    (("money", "pay", "1", "Ann", "--how", "balance"), "",
     "amount: Ann Hale's balance holds 0.00, not 6.00"),
    (("money", "pay", "1", "Nobody"), "", "member: no member is called 'Nobody'"),
    (("money", "pay", "9", "Ann"), "", "evening: no evening number 9"),
    (("money", "deposit", "Ann", "1,5"), "",
     "amount: '1,5' is not a sum of money: write the decimal point, 1.5"),
    (("money", "deposit", "Ann", "-3"), "",
     "amount: '-3' is below nothing: a sum of money here is never negative"),
    (("money", "deposit", "Ann", "ten"), "",
     "amount: 'ten' is not a sum of money: give digits and a decimal point, such as 5.50"),
    (("money", "deposit", "Ann", "1.001"), "",
     "amount: '1.001': the currency has 2 decimal places, no more"),
    (("money", "deposit", "Ann", "5", "--withdraw"), "",
     "amount: Ann Hale's balance holds 0.00, not 5.00"),
    (("money", "deposit", "Ann", "5", "--date", "yesterday"), "",
     "date: 'yesterday': expected a date as YYYY-MM-DD"),
    (("money", "setup", "1"), {"entry_fee": "1,5"},
     "entry_fee: '1,5' is not a sum of money: write the decimal point, 1.5"),
    (("money", "setup", "1"), {"entry_fee": 5.5},
     "entry_fee: give a sum of money as text, such as \"5.50\" (not 5.5)"),
    (("money", "setup", "1"), {"table_money": "-1"},
     "table_money: '-1' is below nothing: a sum of money here is never negative"),
    (("money", "setup", "1"), {"entry_fee": "5", "fees": 1, "tip": 2},
     "fees: not known here: fees, tip"),
    (("money", "setup", "1"), {"payout": {"places": [50, 30]}},
     "payout.places: the shares add up to 80 per cent, not 100"),
    (("money", "setup", "1"), {"payout": {"places": [100], "odd": 1}},
     "payout.odd: not known here: odd"),
    (("money", "setup", "1"), {"pots": [{"name": "Big", "won_by": {"game": "euchre",
                                                                 "skunk": True}}]},
     "pots.1.won_by.game: 'euchre' is not a game whose deals can take a pot: one of "
     "cribbage, cribbage-five, cribbage-four, cribbage-seven, cribbage-three"),
    (("money", "setup", "1"), {"pots": [{"name": "Big"}]},
     "pots.1.won_by: the pot 'Big' is new: say what takes it with `won_by`"),
    (("money", "setup", "1"), {"guests": ["Nobody"]},
     "guests.1: no member is called 'Nobody'"),
    (("money", "setup", "1"), [1, 2],
     'expected the evening\'s money as {"entry_fee": "5.00", "table_money": "1.00", '
     '"payout": {"places": [50, 30, 20]}}'),
    (("money", "award", "1", "Nothing", "Ann"), "",
     "pot: no pot 'Nothing' is played at this evening (its pots: )"),
    (("money", "cancel", "77"), "", "there is no payment number 77"),
    (("money", "statement", "Ann", "--season", "5"), "", "season: there is no season number 5"),
]


@pytest.mark.parametrize(("args", "stdin", "english"), REFUSED,
                         ids=[" ".join(r[0][1:4]) + f" {i}" for i, r in enumerate(REFUSED)])
def test_a_bad_input_is_refused_in_one_line_naming_it_and_nothing_changes(shell, args, stdin,
                                                                         english):
    shell.json("money", "setup", "1", stdin={"entry_fee": "5.00", "table_money": "1.00"})
    before = shell.json("money", "show", "1"), shell.json("money", "balances")
    assert shell.refused(*args, stdin=stdin, lang="en") == english
    russian = shell.refused(*args, stdin=stdin, lang="ru")
    assert russian != english
    typed = [*args, stdin, *NAMES]  # the members' names are the club's, in any language
    assert not english_words(russian, typed), russian
    assert (shell.json("money", "show", "1"), shell.json("money", "balances")) == before


def test_paying_at_an_evening_with_no_money_set_up_says_so(shell):
    assert shell.refused("money", "pay", "1", "Ann") == (
        "evening: no money is set up for the evening 'Friday cribbage': set it up first "
        "(clubapp money setup)")


def test_a_closed_evening_s_money_is_refused_until_reopened(shell):
    shell.json("money", "setup", "1", stdin={"entry_fee": "5.00"})
    shell.json("evening", "close", "1")
    line = shell.refused("money", "pay", "1", "Ann")
    assert line.startswith("evening: ") and "closed" in line
    assert shell.refused("money", "setup", "1", stdin={"entry_fee": "1.00"}) == line
    shell.json("evening", "reopen", "1")
    assert shell.json("money", "pay", "1", "Ann")["unpaid"] == "0.00"


def test_an_unknown_member_is_refused_and_evening_numbers_are_numbers(shell):
    run = shell.run("money", "show", "one")
    assert run.code == 2 and run.out == ""
    assert shell.refused("money", "show", "7") == "evening: no evening number 7"


def test_the_help_of_money_in_russian(shell):
    run = shell.run("money", "setup", "--help", lang="ru")
    assert run.code == 0 and "настроить деньги вечера" not in run.out  # the subcommand's own
    assert "номер вечера" in run.out
    top = shell.run("money", "--help", lang="ru").out
    assert "Деньги клуба, в JSON" in " ".join(top.split())
