"""`clubapp report cash-sheet|payouts|statement` (issue 33): the club's money on paper without
the window, as a treasurer runs it — the same documents as the window's, and bad input refused
with one line naming what is wrong and nothing written."""

from __future__ import annotations

import subprocess
import sys

import pytest

from clubapp.cli import main
from clubapp.services import Services
from tests.helpers.databases import copy_club
from tests.helpers.money_evening import SHORT, money_evening
from tests.reports.helpers import leftovers, pages, text


@pytest.fixture(scope="module")
def money_db(tmp_path_factory, club_template) -> dict:
    path = copy_club(club_template, tmp_path_factory.mktemp("money") / "club.sqlite")
    services = Services.open(str(path))
    made = money_evening(services, SHORT)
    services.club.rename("Hoyle Card Club")
    services.close()
    return {"db": str(path), "evening": made.evening, "members": made.members}


def test_the_cash_sheet_of_an_evening_in_a_real_process(money_db, tmp_path):
    out = tmp_path / "cash.pdf"
    done = subprocess.run([sys.executable, "-m", "clubapp", "--db", money_db["db"], "report",
                           "cash-sheet", "--evening", str(money_db["evening"]), "--out",
                           str(out), "--lang", "ru"], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(out)
    written = " ".join(text(out).split())
    assert "Hoyle Card Club" in written and "Кассовый лист" in written
    assert "сходится 0,00" in written and pages(out) == 2


def test_the_payout_list_and_a_statement(money_db, tmp_path, capsys):
    payouts = tmp_path / "payouts.pdf"
    assert main(["--db", money_db["db"], "report", "payouts", "--evening",
                 str(money_db["evening"]), "--out", str(payouts)]) == 0
    written = " ".join(text(payouts).split())
    assert "Payout list" in written and "1 Bob Reed 16.00 ☐" in written
    assert "3, shared Cat Moss 3.20 ☐" in written and "3, shared Eve Lamb 3.20 ☐" in written
    statement = tmp_path / "statement.pdf"
    assert main(["--db", money_db["db"], "report", "statement", "--member",
                 str(money_db["members"][2]), "--out", str(statement)]) == 0
    written = " ".join(text(statement).split())
    assert "Statement Cat Moss" in written and "Deposit prepaid for December +20.00" in written
    assert "Balance at the end 13.25" in written
    capsys.readouterr()


@pytest.mark.parametrize(("args", "says"), [
    (["cash-sheet"], "cash-sheet needs --evening ID"),
    (["payouts", "--evening", "99"], "evening"),
    (["statement"], "statement needs --member ID"),
    (["statement", "--member", "1", "--season", "9"], "season"),
])
def test_bad_input_is_refused_and_nothing_written(money_db, tmp_path, capsys, args, says):
    out = tmp_path / "x.pdf"
    assert main(["--db", money_db["db"], "report", *args, "--out", str(out)]) == 2
    error = capsys.readouterr().err
    assert says in error and len(error.strip().splitlines()) == 1
    assert not out.exists() and leftovers(tmp_path) == []
