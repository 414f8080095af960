"""``clubapp evening set EVENING --chip-worth AMOUNT|none [--chip-units N]``: the evening's
white chip worth from the shell, said by ``evening show`` and ``evening list``, settled at by
``clubapp chips`` and ``clubapp report chips`` where no worth is given; a worth that is no sum
of money refused (exit 2, one line) with nothing changed, on SQLite and PostgreSQL."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pypdf import PdfReader

from clubapp.services import Services
from tests.cli.shell import Shell
from tests.helpers.clubs import chip_evening
from tests.helpers.databases import sqlite_only


@pytest.fixture
def shell(db_url, capsys, monkeypatch):
    return Shell(db_url, capsys, monkeypatch)


@pytest.fixture
def night(db_url) -> int:
    services = Services.open(db_url)
    try:
        return chip_evening(services)[0]
    finally:
        services.close()


def test_the_worth_from_the_shell_round_trip(shell, night, tmp_path):
    assert shell.json("evening", "show", night)["chip_worth"] is None
    assert shell.json("chips", night)["white_chip"] == "0.05"  # none kept: the first offer
    changed = shell.json("evening", "set", night, "--chip-worth", "0,10")
    assert changed["chip_worth"] == {"money": "0.10", "units": 1}
    assert changed["confirm_deals"] is False  # the other house option left as it was
    shown = shell.json("evening", "show", night)
    assert shown["chip_worth"] == {"money": "0.10", "units": 1}
    assert [t["game_id"] for t in shown["tables"]] == ["loo", "irish-loo"]
    assert [e["chip_worth"] for e in shell.json("evening", "list")] == [
        {"money": "0.10", "units": 1}]
    # `clubapp chips` settles at the kept worth, unless told another
    chips = shell.json("chips", night)
    assert chips["white_chip"] == "0.10"
    assert chips["chip_worth"] == {"money": "0.10", "units": 1}
    at_a_nickel = shell.json("chips", night, "--white-chip", "0.05")
    assert at_a_nickel["white_chip"] == "0.05"
    assert {ln["player"]: ln["money"] for ln in chips["settlement"]["lines"]} == {
        ln["player"]: str(2 * Decimal(ln["money"]))
        for ln in at_a_nickel["settlement"]["lines"]}
    # the chip statement on paper too
    out = tmp_path / "chips.pdf"
    assert shell.run("report", "chips", "--evening", night, "--out", out).code == 0
    assert "A white chip is worth 0.10" in PdfReader(str(out)).pages[0].extract_text()
    # both house options in one go; a quarter for three white chips
    both = shell.json("evening", "set", night, "--confirm-deals", "on", "--chip-worth", "0.25",
                      "--chip-units", "3")
    assert (both["confirm_deals"], both["chip_worth"]) == (True, {"money": "0.25", "units": 3})
    assert shell.json("chips", night)["chip_worth"] == {"money": "0.25", "units": 3}
    # none: chips only again
    assert shell.json("evening", "set", night, "--chip-worth", "none")["chip_worth"] is None
    assert shell.json("evening", "show", night)["chip_worth"] is None


@sqlite_only
@pytest.mark.parametrize(("args", "said"), [
    (("--chip-worth", "-0.05"),
     "--chip-worth: the chips' worth: a chip's worth is a sum of money, not -0.05"),
    (("--chip-worth", "five"),
     "--chip-worth: the chips' worth: a chip's worth is a sum of money, not five"),
    (("--chip-worth", "0.25", "--chip-units", "0"),
     "--chip-units: the chips' worth: the worth is given for one white unit or more"),
    (("--chip-units", "3"),
     "--chip-units goes with --chip-worth AMOUNT: how many white chips that money "
     "buys"),
    ((), "say what to change: --confirm-deals on|off, or --chip-worth AMOUNT|none"),
    # checked before the other option is changed: the refusal leaves both as they were
    (("--confirm-deals", "on", "--chip-worth", "lots"),
     "--chip-worth: the chips' worth: a chip's worth is a sum of money, not lots"),
])
def test_a_refused_worth_changes_nothing(shell, night, args, said):
    shell.json("evening", "set", night, "--chip-worth", "0.05")
    before = shell.json("evening", "show", night)
    assert shell.refused("evening", "set", night, *args) == said
    assert shell.json("evening", "show", night) == before


def test_the_refusal_in_russian_and_a_closed_evening(shell, night):
    assert shell.refused("evening", "set", night, "--chip-worth", "-1", lang="ru") == (
        "стоимость белой фишки: стоимость фишек: стоимость фишки — денежная сумма, а не -1")
    shell.json("evening", "close", night)
    assert shell.refused("evening", "set", night, "--chip-worth", "0.05") == (
        "evening: the evening 'Loo night' is closed; reopen it to change it")
    assert shell.json("evening", "show", night)["chip_worth"] is None


def test_the_help_says_the_option_in_both_languages(shell):
    english = shell.run("evening", "set", "--help")
    assert "--chip-worth AMOUNT|none" in english.out
    assert "none: chips only" in " ".join(english.out.split())
    russian = shell.run("evening", "set", "--help", lang="ru")
    # code is printed plainly, without the marks it is written between (issue 34)
    assert "none: только фишки" in " ".join(russian.out.split())
    assert "`" not in russian.out
