"""`clubapp season`, `clubapp export` and `clubapp import`: the command line, run in-process
(``clubapp.cli.main``, as the entry point runs it) to keep the tests quick."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass

import pytest

from clubapp.cli import main
from clubapp.services import Services
from tests.helpers.databases import copy_club


@dataclass
class Run:
    returncode: int
    stdout: str
    stderr: str


@pytest.fixture
def clubapp(capsys):
    def run(*args: str) -> Run:
        code = main(list(args))
        out, err = capsys.readouterr()
        return Run(code, out, err)

    return run


@pytest.fixture
def club_file(empty_club):
    """Four members, one evening, one euchre game of five won by side A (Ann and Cat)."""
    path = empty_club
    services = Services.open(str(path))
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cat", "Dan")]
    evening = services.evenings.create(dt.date(2026, 1, 9), "Friday 1", "league")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "euchre", {"rubber": False})
    for entry in ({"makers": "A", "tricks": 5, "alone": True}, {"makers": "B", "tricks": 3},
                  {"makers": "A", "tricks": 4}):
        services.scoring.record_deal(game, entry)
    services.close()
    return str(path)


def test_season_create_and_standings(clubapp, club_file):
    made = clubapp("--db", club_file, "season", "create", "Winter", "--evening", "1",
                   "--seed", "4", "--rules", '{"tie_breaks": ["games_won"]}')
    assert made.returncode == 0, made.stderr
    assert json.loads(made.stdout)["rules_text"] == ("Total points, each game on its own; "
                                                     "ties: games won.")
    run = clubapp("--db", club_file, "season", "standings", "1")
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    # seeds/002 lines 213–215: a lone march 4, then 3 tricks 1 to B, then 4 tricks 1 to A
    assert [(s["place"], s["member"], s["score"], s["shared"]) for s in out["standings"]] == [
        (1, "Ann", "5", True), (1, "Cat", "5", True), (3, "Bob", "1", True),
        (3, "Dan", "1", True)]
    assert out["ties"][0] == ("Ann and Cat are level on 5 points. Games won: Ann 1, Cat 1 — "
                              "still level. Ann and Cat share the place.")
    csv = clubapp("--db", club_file, "season", "standings", "1", "--csv")
    assert csv.stdout.splitlines()[1].startswith("1=,Ann,5,1,1,1,0,5,")
    assert [r["member"] for r in json.loads(clubapp("--db", club_file, "season",
                                                    "ratings").stdout)][:2] == ["Ann", "Cat"]


def test_season_bad_input_exits_2_with_the_reason(clubapp, club_file, tmp_path):
    run = clubapp("--db", club_file, "season", "create", "X", "--rules", '{"basis": "goals"}')
    assert run.returncode == 2 and run.stdout == ""
    assert "basis: 'goals' is not one of points, games_won, stars, acc" in run.stderr
    missing = clubapp("--db", str(tmp_path / "none.sqlite"), "season", "list")
    assert missing.returncode == 2 and "no club database" in missing.stderr


def test_export_and_import_a_whole_club(clubapp, club_file, tmp_path, club_template):
    out = tmp_path / "club.json"
    assert clubapp("--db", club_file, "export", "club", "--out", str(out)).returncode == 0
    copy = str(copy_club(club_template, tmp_path / "copy.sqlite"))
    run = clubapp("--db", copy, "import", "club", str(out))
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["imported"]["deal"] == 3
    again = clubapp("--db", copy, "export", "club")
    assert again.stdout == out.read_text(encoding="utf-8")
    refused = clubapp("--db", copy, "import", "club", str(out))
    assert refused.returncode == 2 and "already holds a club's data" in refused.stderr


def test_import_members_previews_unless_told_yes(clubapp, club_file, tmp_path):
    sheet = tmp_path / "list.csv"
    sheet.write_text("Name;Joined\nEve;2024-05-01\nAnn;\nFay;May 2024\n", encoding="utf-8")
    preview = clubapp("--db", club_file, "import", "members", str(sheet))
    out = json.loads(preview.stdout)
    assert out["imported"] == 0 and [t["name"] for t in out["taken"]] == ["Eve"]
    assert [(r["row"], r["reason"]) for r in out["rejected"]] == [
        (3, "already a member: Ann"),
        (4, "the date 'May 2024' is not written 2024-03-12 or 12.03.2024")]
    done = clubapp("--db", club_file, "import", "members", str(sheet), "--yes")
    assert json.loads(done.stdout)["imported"] == 1
    members = clubapp("--db", club_file, "export", "members").stdout
    assert "Eve,,,,2024-05-01,no" in members
    wrong = tmp_path / "wrong.csv"
    wrong.write_text("Nickname\nEve\n", encoding="utf-8")
    bad = clubapp("--db", club_file, "import", "members", str(wrong), "--yes")
    assert bad.returncode == 2 and bad.stdout == "" and "no column gives" in bad.stderr
