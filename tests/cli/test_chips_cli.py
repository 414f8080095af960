"""`clubapp chips EVENING`: an evening's chips from the shell, on SQLite and PostgreSQL: every
player's chips, the pools, the proof that nothing is lost, and the settlement to the cent."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.cli.shell import Shell
from tests.helpers.clubs import renamed
from tests.ui.evening.game_examples import EXAMPLES


@pytest.fixture
def shell(db_url, capsys, monkeypatch):
    return Shell(db_url, capsys, monkeypatch)


def _chip_evening(shell: Shell) -> int:
    """A loo table and a rams table, played from the book's examples (seeds/000)."""
    night = shell.json("evening", "new", "--name", "Loo night", "--date", "2026-11-27")["id"]
    for game_id in ("loo", "rams"):
        example = EXAMPLES[game_id]
        names = {n: f"{n} of {game_id}" for n in example["players"]}
        for name in names.values():
            shell.json("member", "add", name)
        options = [a for k, v in example["options"].items() for a in ("--option", f"{k}={v}")]
        game = shell.json("table", "add", night, "--game", game_id,
                          "--player", *names.values(), *options)["game"]
        for deal in example["deals"]:
            shell.json("deal", "record", game, stdin=renamed(deal, names))
    return night


def test_an_evenings_chips_and_settlement(shell):
    night = _chip_evening(shell)
    chips = shell.json("chips", night, "--white-chip", "0.25")
    assert chips["balanced"] is True and chips["total"] == 0
    # double entry: what the players won and lost and what the pools hold add up to nothing
    held = sum(p["held"] for p in chips["pools"])
    assert sum(chips["players"].values()) + held == 0
    assert [(p["table"], p["game_id"]) for p in chips["pools"]] == [(1, "loo"), (2, "rams")]
    assert chips["pools"][0]["game"] == "Loo (three-card)"
    assert len(chips["players"]) == 8 and chips["white_chip"] == "0.25"

    settlement = chips["settlement"]
    money = {line["player"]: Decimal(line["money"]) for line in settlement["lines"]}
    assert sum(money.values()) == 0
    for line in settlement["lines"]:  # a white chip is worth 0.25: the net in money, exactly
        assert Decimal(line["money"]) == Decimal(line["net"]) * Decimal("0.25")
    paid = dict.fromkeys(money, Decimal(0))
    for payment in settlement["payments"]:
        paid[payment["payer"]] -= Decimal(payment["amount"])
        paid[payment["payee"]] += Decimal(payment["amount"])
    assert paid == money
    assert len(settlement["payments"]) < len([m for m in money.values() if m])

    russian = shell.json("chips", night, lang="ru")
    assert russian["pools"][0]["game"] == "Лу (трёхкарточный)"
    assert russian["white_chip"] == "0.05"  # the window's first offer
    assert shell.refused("chips", night, "--white-chip", "five", lang="ru") == (
        "стоимость белой фишки: «five» — не сумма денег (например, 0,05)")
    assert shell.refused("chips", 99) == "evening: no evening number 99"
