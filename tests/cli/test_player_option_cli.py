"""``--player`` is one option wherever it stands: ``--player Ann Bob Cat Dan`` and ``--player Ann
--player Bob …`` name the same players in the same seats, on a blank score sheet
(``report score-sheet --blank``) as at a new table (``table add``)."""

from __future__ import annotations

import pytest

from tests.cli.shell import Shell
from tests.reports.helpers import text

SEATS = ["Ann", "Bob", "Cat", "Dan"]
BOTH_WAYS = {"after one --player": ["--player", *SEATS],
             "one --player each": [a for name in SEATS for a in ("--player", name)],
             "both at once": ["--player", "Ann", "Bob", "--player", "Cat", "Dan"]}


@pytest.fixture
def shell(empty_club, capsys, monkeypatch) -> Shell:
    return Shell(str(empty_club), capsys, monkeypatch)


@pytest.mark.parametrize("way", BOTH_WAYS)
def test_a_blank_sheet_takes_the_players_either_way(shell, tmp_path, way):
    out = tmp_path / "blank.pdf"
    run = shell.run("report", "score-sheet", "--blank", "euchre", *BOTH_WAYS[way],
                    "--out", out)
    assert run.code == 0, run.err
    assert run.out.strip() == str(out)
    written = text(out)
    assert "Players in seat order (the first deals first): 1. Ann 2. Bob 3. Cat 4. Dan" \
        in written
    assert "Side A: Ann & Cat; Side B: Bob & Dan" in written


@pytest.mark.parametrize("way", BOTH_WAYS)
def test_a_table_takes_the_players_either_way(shell, way):
    for name in SEATS:
        shell.json("member", "add", name)
    night = shell.json("evening", "new", "--name", "Friday")["id"]
    table = shell.json("table", "add", night, "--game", "euchre", *BOTH_WAYS[way])
    [seated] = shell.json("evening", "show", night)["tables"]
    assert table["table"] == seated["table"] == 1
    assert seated["players"] == SEATS


def test_a_player_option_without_a_name_is_refused(shell, tmp_path):
    run = shell.run("report", "score-sheet", "--blank", "euchre", "--out", tmp_path / "blank.pdf",
                    "--player")
    assert run.code == 2 and run.out == ""
    assert run.err.splitlines()[-1] == \
        "clubapp report: error: argument --player: expected at least one argument"
    assert not (tmp_path / "blank.pdf").exists()
