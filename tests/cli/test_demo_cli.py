"""`clubapp demo`: a whole evening on a scratch database, and every document written."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from clubapp.cli import main
from tests.reports.helpers import page_size, pages, screenshot, text

DOCUMENTS = ["score-sheet-table-1.pdf", "score-sheet-table-2.pdf", "evening-results.pdf",
             "standings.pdf", "history.pdf", "blank-euchre.pdf", "party-tally-cards.pdf",
             "party-table-cards.pdf", "party-round-slips.pdf", "party-stars-board.pdf",
             "party-prizes.pdf"]


@pytest.fixture(scope="module")
def demo(tmp_path_factory) -> tuple[subprocess.CompletedProcess[str], Path]:
    folder = tmp_path_factory.mktemp("demo") / "out"
    run = subprocess.run([sys.executable, "-m", "clubapp", "demo", "--out", str(folder)],
                         capture_output=True, text=True, timeout=120)
    return run, folder


def test_demo_prints_the_path_of_every_document(demo):
    run, folder = demo
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == [str(folder / name) for name in DOCUMENTS]
    assert sorted(p.name for p in folder.iterdir()) == sorted(DOCUMENTS)  # nothing else left
    for name in DOCUMENTS:
        assert pages(folder / name) >= 1, name


def test_demo_rubbers_are_scored_by_law_3(demo):
    """seeds/002 line 219: table 1: A doubles twice, B a triple: 2 + 2 + 2 - 3 = 3; table 2:
    B a triple and a double: 3 + 2 + 2 = 7."""
    _, folder = demo
    first = text(folder / "score-sheet-table-1.pdf")
    assert "Demo card club" in first
    assert "Match won by A (Ann Hale & Cat Moss), value 3" in first
    second = text(folder / "score-sheet-table-2.pdf")
    assert "Match won by B (Иван Соколов & Пётр Орлов), value 7" in second
    assert "The rubber is worth 7" in second
    screenshot(folder / "score-sheet-table-2.pdf", "demo_score_sheet_table_2")


def test_demo_evening_standings_and_history(demo):
    _, folder = demo
    evening = text(folder / "evening-results.pdf")
    assert "2 tables, 8 players, 2 of 2 games finished" in evening
    assert "Ann Hale & Cat Moss" in evening and "Иван Соколов & Пётр Орлов" in evening
    standings = text(folder / "standings.pdf")
    # games won, then rubbers, then points: Ann 2 games, a rubber, 11 points; Иван 2, 1, 10;
    # partners level on all three share the place
    assert "1= Ann Hale 1 3 2 1 11" in standings
    assert "3= Иван Соколов 1 2 2 1 10" in standings
    assert "Player's history: Ann Hale" in text(folder / "history.pdf")
    screenshot(folder / "evening-results.pdf", "demo_evening_results")


def test_demo_party_documents(demo):
    _, folder = demo
    assert pages(folder / "party-tally-cards.pdf") == 8  # 32 guests, four cards a page
    assert pages(folder / "party-table-cards.pdf") == 8  # 8 tables, a fold-over tent a page
    assert "Booby table" in text(folder / "party-table-cards.pdf", 7)
    assert text(folder / "party-prizes.pdf").count("prize") >= 6


def test_demo_in_russian_on_letter_paper(tmp_path, capsys):
    assert main(["demo", "--out", str(tmp_path), "--lang", "ru", "--paper", "letter"]) == 0
    sheet = tmp_path / "score-sheet-table-1.pdf"
    assert "Демо-клуб" in text(sheet) and "Лист записи: Эвхри" in text(sheet)
    results = text(tmp_path / "evening-results.pdf")
    assert "Демо-вечер" in results and "Demo" not in results  # the evening named in Russian
    assert page_size(sheet) == pytest.approx((612, 792), abs=1)
    assert len(capsys.readouterr().out.splitlines()) == len(DOCUMENTS)


def test_demo_refuses_a_file_for_a_folder(tmp_path, capsys):
    target = tmp_path / "file.txt"
    target.write_text("x")
    assert main(["demo", "--out", str(target)]) == 2
    assert "is a file, not a folder" in capsys.readouterr().err


def test_demo_into_a_database_to_open_in_the_window(db_url, tmp_path, capsys):
    """`clubapp demo --db URL` plays the evening into that database (SQLite, PostgreSQL);
    a second run finds the demo's members there and refuses, writing nothing."""
    assert main(["demo", "--out", str(tmp_path / "out"), "--db", db_url]) == 0
    assert len(capsys.readouterr().out.splitlines()) == len(DOCUMENTS)
    assert main(["evening", "list", "--db", db_url]) == 0
    [evening] = json.loads(capsys.readouterr().out)
    assert evening["name"] == "Demo evening"
    assert [(t["game_id"], t["status"]) for t in evening["tables"]] == [
        ("euchre", "finished"), ("euchre", "finished")]
    assert main(["game", "show", str(evening["tables"][1]["game"]), "--db", db_url]) == 0
    assert json.loads(capsys.readouterr().out)["match"] == {"winner": "B", "value": 7}
    again = tmp_path / "again"
    assert main(["--db", db_url, "demo", "--out", str(again)]) == 2
    assert capsys.readouterr().err.startswith(
        "clubapp: database: the demo's members are there already (Ann Hale, Bob Reed,")
    assert list(again.iterdir()) == []


def test_demo_says_where_it_wrote_the_documents(demo):
    """The paths go to stdout (one a line, for a script); a person is told on stderr how many
    documents went into which folder, the whole path, in the command line's language."""
    run, folder = demo
    assert run.stderr == f"wrote {len(DOCUMENTS)} PDFs into {folder.resolve()}\n"


def test_demo_without_out_says_it_wrote_into_clubapp_demo_here(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["demo", "--lang", "ru"]) == 0
    said = capsys.readouterr()
    assert said.out.splitlines() == [str(Path("clubapp-demo") / name) for name in DOCUMENTS]
    assert said.err == f"записано PDF-файлов: {len(DOCUMENTS)}, в папку {tmp_path}/clubapp-demo\n"
    assert sorted(p.name for p in (tmp_path / "clubapp-demo").iterdir()) == sorted(DOCUMENTS)
