"""The chips of an evening through the services: double entry, pools, settlement, on both databases."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from clubapp.services import ServiceError
from tests.helpers.clubs import chip_evening


def test_every_chip_is_accounted_for(services):
    evening, _games = chip_evening(services)
    chips = services.chips.evening(evening)
    assert chips.balanced and chips.total == 0
    assert sum(chips.players.values()) + sum(p.held for p in chips.pools) == 0
    assert [p.table for p in chips.pools] == [1, 2]
    assert len(chips.players) == 8


def test_the_ledger_follows_an_undo(services):
    evening, games = chip_evening(services)
    before = services.chips.evening(evening)
    last = services.scoring.view(games[0]).deals[-1]
    services.scoring.withdraw_deal(last.id)
    after = services.chips.evening(evening)
    assert after.movements != before.movements
    assert after.balanced


def test_settlement_pays_every_net_to_the_cent(services):
    evening, _games = chip_evening(services)
    statement = services.chips.settlement(evening, Decimal("0.05"))
    nets = {line.player: line.net_money for line in statement.lines}
    assert sum(nets.values()) == 0
    paid = dict.fromkeys(nets, Decimal(0))
    for payment in statement.payments:
        paid[payment.payer] -= payment.amount
        paid[payment.payee] += payment.amount
    assert paid == nets
    assert len(statement.payments) < len(nets)  # the fewest payments, not one per pair


def test_a_worth_that_is_not_money_is_refused(services):
    evening, _games = chip_evening(services)
    with pytest.raises(ServiceError, match="worth"):
        services.chips.settlement(evening, Decimal("-1"))


def test_a_worth_that_is_no_number_is_refused_in_the_language(services):
    evening, _games = chip_evening(services)
    with pytest.raises(ServiceError) as refused:
        services.chips.settlement(evening, "five")
    assert refused.value.field == "value"
    assert refused.value.say("en") == "the chips' worth: a chip's worth is a sum of money, not five"
    assert refused.value.say("ru") == ("стоимость фишек: стоимость фишки — денежная сумма, "
                                       "а не five")


def test_a_deal_whose_chips_the_ledger_refuses_names_its_table_and_deal_in_the_language():
    """The ledger's reason is a message of its own inside the service's, said in the same
    language (not the English reason pasted into the sentence)."""
    from clubapp.services.chips import deal_movements

    with pytest.raises(ServiceError) as refused:
        deal_movements({"Ann": 2, "Bob": 1.5}, 3, 7, "table 3")
    assert refused.value.why.id == "chips.deal_broken"
    assert refused.value.why.params["cause"].id == "schema.expected_int"
    assert refused.value.say("en").startswith("table 3, deal 7: ")
    russian = refused.value.say("ru")
    assert russian.startswith("стол 3, сдача 7: ") and "1.5" in russian
    assert not re.search(r"[A-Za-z]{2,}", russian), russian
    made = deal_movements({"Ann": 2, "Bob": -3}, 3, 7, "table 3")
    assert sum(m.units for m in made) == 3 and {m.deal for m in made} == {7}
