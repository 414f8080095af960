"""The payout list on paper (issue 33): the prize fund and its rule, every prize by place with
players tied on a place sharing it, the pots won and by what, a box to tick for each sum handed
over; every amount the money service's, in English and Russian."""

from __future__ import annotations

import pytest

from clubapp.reports.money_parts import amount
from clubapp.reports.payout_list import place_text, write_payout_list
from tests.helpers.money_evening import money_evening
from tests.reports.helpers import pages, screenshot, setup_for, text
from tests.reports.many_deals import print_sizes


def flat(words: str) -> str:
    return " ".join(words.replace("\u00a0", " ").split())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_prize_and_pot_with_its_amount_and_box(sqlite_services, tmp_path, lang):
    made = money_evening(sqlite_services, lang=lang)
    view = sqlite_services.money.evening_money(made.evening)
    setup = setup_for(lang)
    path = write_payout_list(tmp_path / "payouts.pdf", view, setup)
    written = flat(text(path))
    assert pages(path) == 1
    assert ("Payout list" if lang == "en" else "Список выплат") in written
    # the two tied on third place share its 20 per cent: 3.20 each of the 32.00 fund
    tied = [p for p in view.payouts if p.shared > 1]
    assert len(tied) == 2 and {p.amount for p in tied} == {tied[0].amount}
    assert sum((p.amount for p in view.payouts), start=tied[0].amount * 0) == view.prizes
    for payout in view.payouts:
        row = f"{place_text(setup, payout)} {payout.name} {amount(setup, payout.amount)} ☐"
        assert flat(row) in written, row
    assert ("3, shared" if lang == "en" else "3, поровну") in written
    hand = "a hand of 24 (Cribbage deal 1)" if lang == "en" else "рука на 24 (Криббедж, сдача 1)"
    pot = view.pots[0]
    assert flat(f"{pot.name} {pot.winners[0][1]} {hand} {amount(setup, pot.won)} ☐") in written
    award = "awarded by the treasurer" if lang == "en" else "присуждено казначеем"
    assert award in written
    paid = view.prizes + sum((p.won for p in view.pots), start=view.prizes * 0)
    assert amount(setup, paid) in written
    fund = "Prize fund 32.00" if lang == "en" else "Призовой фонд 32,00"
    assert fund in written
    assert min(size for size, _page, _text in print_sizes(path)) >= 8.0
    assert "money_documents." not in written and "money." not in written  # every id said
    screenshot(path, f"payout_list_{lang}")


def test_winnings_credited_to_balances_have_no_box(sqlite_services, tmp_path):
    made = money_evening(sqlite_services, paid=False)
    view = sqlite_services.money.setup(made.evening, {"pay_out": "balance"})
    written = flat(text(write_payout_list(tmp_path / "p.pdf", view, setup_for())))
    assert "☐" not in written and "Credited" in written and "✓" in written
