"""`clubapp report KIND` as a user runs it: a real process for the main paths, the entry point
in-process for the rest (the same ``main``, without a second of start-up each)."""

from __future__ import annotations

import datetime as dt
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from clubapp.cli import main
from clubapp.reports.party_sample import sample_party
from clubapp.services import Services
from tests.helpers.databases import copy_club
from tests.reports.helpers import leftovers, page_size, pages, text

RUBBER = [{"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 3}] * 2


def clubapp(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "clubapp", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


@pytest.fixture(scope="module")
def club_db(tmp_path_factory, club_template) -> dict:
    """A club file with one evening, a finished euchre rubber and a renamed club."""
    path = copy_club(club_template, tmp_path_factory.mktemp("club") / "club.sqlite")
    services = Services.open(str(path))
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Анна", "Dan")]
    evening = services.evenings.create(dt.date(2024, 3, 5), "Friday club")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "euchre")
    for deal in RUBBER:
        services.scoring.record_deal(game, deal)
    services.club.rename("Hoyle Card Club")
    services.close()
    return {"db": str(path), "evening": evening.id, "game": game, "member": ids[0]}


def test_blank_sheet_without_a_database(tmp_path, capsys):
    out = tmp_path / "blank.pdf"
    assert main(["report", "score-sheet", "--blank", "five-hundred", "--out", str(out),
                 "--lang", "ru", "--paper", "letter", "--club", "Клуб «Туз»"]) == 0
    assert capsys.readouterr().out.strip() == str(out)
    written = text(out)
    assert "Клуб «Туз»" in written and "Лист записи: Пятьсот" in written
    assert page_size(out)[0] == pytest.approx(612, abs=1)


def test_evening_results_from_the_database(club_db, tmp_path):
    out = tmp_path / "evening.pdf"
    run = clubapp("--db", club_db["db"], "report", "evening", "--evening",
                  str(club_db["evening"]), "--out", str(out))
    assert run.returncode == 0, run.stderr
    written = text(out)
    assert "Hoyle Card Club" in written  # the club's name kept in the database
    assert "Friday club" in written and "A: Ann & Анна; B: Bob & Dan" in written
    assert "games won: A 2; value 8" in written


def test_an_unwritable_path_is_exit_2_and_writes_nothing(tmp_path):
    run = clubapp("report", "score-sheet", "--blank", "euchre", "--out",
                  str(tmp_path / "no-such-folder" / "x.pdf"))
    assert run.returncode == 2
    assert "does not exist" in run.stderr and run.stdout == ""
    assert not (tmp_path / "no-such-folder").exists()


def test_filled_sheet_standings_and_history_in_process(club_db, tmp_path, capsys):
    cases = {
        "sheet.pdf": ["score-sheet", "--game", str(club_db["game"])],
        "standings.pdf": ["standings"],
        "evening-standings.pdf": ["standings", "--evening", str(club_db["evening"])],
        "history.pdf": ["history", "--member", str(club_db["member"])],
    }
    for name, args in cases.items():
        assert main(["--db", club_db["db"], "report", *args, "--out", str(tmp_path / name)]) == 0
    sheet = text(tmp_path / "sheet.pdf")
    assert "Date 5 March 2024 Evening Friday club Table 1 Scorer" in sheet  # the block, filled
    assert "Match won by A (Ann & Анна), value 8" in sheet
    assert "All evenings" in text(tmp_path / "standings.pdf")
    assert "Euchre (points)" in text(tmp_path / "standings.pdf")
    assert "Friday club · 5 March 2024" in text(tmp_path / "evening-standings.pdf")
    assert "Player's history: Ann" in text(tmp_path / "history.pdf")
    assert capsys.readouterr().out.splitlines() == [str(tmp_path / n) for n in cases]


def test_party_documents_from_json_on_stdin(tmp_path, monkeypatch, capsys):
    party = sample_party(8, rounds_played=2)
    data = {"title": "Spring party", "date": "2024-03-05", "tables": party.tables,
            "rounds": party.rounds,
            "players": [{"name": c.name, "role": c.role, "draw": c.draw, "gold": c.gold,
                         "red": c.red, "green": c.green,
                         "rounds": [{"round": r.round, "table": r.table, "partner": r.partner,
                                     "won": r.won} for r in c.rounds]} for c in party.players],
            "slips": [{"round": s.round, "table": s.table, "pairs": [list(p) for p in s.pairs]}
                      for s in party.slips],
            "prizes": [{"prize": p.prize, "role": p.role, "player": p.player,
                        "reason": p.reason} for p in party.prizes]}
    for kind in ("tally-cards", "table-cards", "round-slips", "stars-board", "prizes"):
        monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(data)))
        assert main(["report", kind, "--out", str(tmp_path / f"{kind}.pdf")]) == 0, kind
    assert pages(tmp_path / "tally-cards.pdf") == 2
    assert "Spring party" in text(tmp_path / "tally-cards.pdf", 0)
    assert "Head table" in text(tmp_path / "table-cards.pdf")
    assert "Round 3, table 1" in text(tmp_path / "round-slips.pdf")
    assert "First prize" in text(tmp_path / "prizes.pdf")


@pytest.mark.parametrize(("args", "stdin", "message"), [
    (["score-sheet"], "", "score-sheet needs --game ID"),
    (["score-sheet", "--from-score", "euchre"], '{"players": ["A", "B", "C", "D"], '
     '"deals": [{"makers": "A", "tricks": 9}]}', "deal 1: tricks: "),
    (["score-sheet", "--from-score", "euchre"], '{"deals": []}', "players: expected a list"),
    (["score-sheet", "--from-score", "euchre", "--blank", "euchre"], "", "give one of"),
    (["chips"], "", "chips needs --evening ID"),
    (["score-sheet", "--blank", "snap"], "", "unknown game 'snap'"),
    (["score-sheet", "--blank", "euchre", "--rows", "0"], "", "1 to 500 rows"),
    (["score-sheet", "--blank", "euchre", "--option", "target=ten"], "", "option target"),
    (["score-sheet", "--blank", "euchre", "--logo", "/no/such/logo.png"], "", "does not exist"),
    (["tally-cards"], "not json", "standard input is not JSON"),
    (["tally-cards"], '{"players": [{"name": "Ann", "role": "pink"}]}', "is not red or blue"),
    (["tally-cards"], '{"players": []}', "the party has no players"),
    (["round-slips"], '{"tables": 3}', "no seating for a next round"),
])
def test_bad_input_is_exit_2_with_a_clear_message(args, stdin, message, tmp_path, monkeypatch,
                                                  capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    out = tmp_path / "x.pdf"
    assert main(["report", *args, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.startswith("clubapp: ")
    assert not out.exists() and leftovers(tmp_path) == []


def test_database_errors_are_exit_2(club_db, tmp_path, capsys):
    out = str(tmp_path / "x.pdf")
    assert main(["--db", str(tmp_path / "missing.sqlite"), "report", "standings",
                 "--out", out]) == 2
    assert "no club database at" in capsys.readouterr().err
    assert not (tmp_path / "missing.sqlite").exists()  # a report never creates a database
    assert main(["--db", club_db["db"], "report", "evening", "--evening", "999",
                 "--out", out]) == 2
    assert "no evening number 999" in capsys.readouterr().err
    assert main(["--db", club_db["db"], "report", "history", "--out", out]) == 2
    assert "history needs --member ID" in capsys.readouterr().err


def test_an_existing_file_is_replaced_only_by_a_complete_document(tmp_path, capsys):
    out = tmp_path / "sheet.pdf"
    out.write_bytes(b"yesterday's sheet")
    assert main(["report", "score-sheet", "--blank", "euchre", "--rows", "0",
                 "--out", str(out)]) == 2
    assert out.read_bytes() == b"yesterday's sheet"
    assert main(["report", "score-sheet", "--blank", "euchre", "--out", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")


def test_a_folder_nobody_can_write_in(capsys):
    assert main(["report", "score-sheet", "--blank", "euchre", "--out",
                 "/proc/clubapp-sheet.pdf"]) == 2
    assert "cannot write" in capsys.readouterr().err
    assert not Path("/proc/clubapp-sheet.pdf").exists()


def test_a_csv_out_writes_the_table_for_a_spreadsheet(club_db, tmp_path, capsys):
    out = tmp_path / "standings.csv"
    assert main(["--db", club_db["db"], "report", "standings", "--out", str(out)]) == 0
    lines = out.read_text(encoding="utf-8-sig").splitlines()
    assert lines[0].startswith("Game,Unit,Place,Member,")
    assert lines[1].startswith("Euchre,Points,1=,Ann,1,")  # Ann and Анна share the place
    assert main(["report", "score-sheet", "--blank", "euchre", "--out",
                 str(tmp_path / "sheet.csv")]) == 2
    assert "score-sheet is a PDF only" in capsys.readouterr().err


def test_a_filled_sheet_from_what_clubapp_score_reads(tmp_path, monkeypatch, capsys):
    """Issue 21 item 3: no database; the same stdin and --option as `clubapp score`."""
    game = {"players": ["Ann", "Bob", "Cat", "Dan"], "deals": RUBBER}
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(game)))
    assert main(["score", "euchre", "--option", "target=5"]) == 0
    scored = json.loads(capsys.readouterr().out)
    out = tmp_path / "sheet.pdf"
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(game)))
    assert main(["report", "score-sheet", "--from-score", "euchre", "--option", "target=5",
                 "--out", str(out)]) == 0
    written = text(out)
    assert "Score sheet: Euchre" in written
    final = scored["games"][-1]["totals"]
    assert f"A {final['A']}, B {final['B']}" in written
    assert f"value {scored['match']['value']}" in written


def test_a_blank_sheet_takes_the_club_name_from_the_database(club_db, tmp_path):
    out = tmp_path / "blank.pdf"
    assert main(["--db", club_db["db"], "report", "score-sheet", "--blank", "cribbage",
                 "--out", str(out)]) == 0
    written = text(out, 0)
    assert written.count("Hoyle Card Club") == 1
    assert "Date Evening Table Scorer" in written


def test_the_chip_statement_of_an_evening(tmp_path, club_template, capsys):
    from tests.helpers.clubs import chip_evening

    path = copy_club(club_template, tmp_path / "chips.sqlite")
    services = Services.open(str(path))
    evening, _games = chip_evening(services)
    services.close()
    out = tmp_path / "chips.pdf"
    assert main(["--db", str(path), "report", "chips", "--evening", str(evening),
                 "--white-chip", "0,10", "--lang", "ru", "--out", str(out)]) == 0
    written = text(out)
    assert "Фишки и расчёт" in written and "Белая фишка стоит 0,10" in written
    assert "Проверка: сумма 0 0 0 0,00" in written
    assert main(["--db", str(path), "report", "chips", "--evening", str(evening),
                 "--white-chip", "much", "--out", str(out)]) == 2
    assert "is not a sum of money" in capsys.readouterr().err


def test_party_documents_take_draw_party_and_progressive_next_as_printed(tmp_path,
                                                                         monkeypatch, capsys):
    """Issue 21 item 6: the output of `draw party` and of `progressive next`, as it is, is
    what the party documents read; a party of 400 draws from four sets of packs."""
    guests = [{"name": f"Lady {n:03d}", "role": "red"} for n in range(200)] + \
             [{"name": f"Gent {n:03d}", "role": "blue"} for n in range(200)]
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps({"players": guests})))
    assert main(["draw", "party", "--seed", "5"]) == 0
    drawn = capsys.readouterr().out
    assert len(json.loads(drawn)["tables"]) == 100
    for kind in ("tally-cards", "table-list", "round-slips"):
        monkeypatch.setattr(sys, "stdin", io.StringIO(drawn))
        assert main(["report", kind, "--out", str(tmp_path / f"{kind}.pdf")]) == 0, kind
    draw = json.loads(drawn)
    first = draw["tables"][99]["pairs"][0]["red"]
    assert f"{first} 100" in text(tmp_path / "table-list.pdf")
    assert pages(tmp_path / "tally-cards.pdf") == 100
    bell_in = {"tables": [{**t, "score": [5, 3] if t["table"] == 1 else [2, 4],
                           "next_hand_tricks": [None, None], "cut": [None, None]}
                          for t in draw["tables"][:4]]}
    capsys.readouterr()  # the paths the reports printed
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(bell_in)))
    assert main(["progressive", "next"]) == 0
    bell = capsys.readouterr().out
    for kind in ("round-slips", "stars-board", "table-list"):
        monkeypatch.setattr(sys, "stdin", io.StringIO(bell))
        assert main(["report", kind, "--out", str(tmp_path / f"bell-{kind}.pdf")]) == 0, kind
    assert "Next round, table 1" in text(tmp_path / "bell-round-slips.pdf")
    winners = [n for n, star in json.loads(bell)["stars"].items() if star == "gold"]
    assert winners and winners[0] in text(tmp_path / "bell-stars-board.pdf")
