"""``clubapp progressive next`` and ``prizes``: JSON in, JSON out, exit 2 on bad input."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys

import pytest

from clubapp.cli import main


def run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *args: str,
        stdin: object) -> tuple[int, str, str]:
    text = stdin if isinstance(stdin, str) else json.dumps(stdin)
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def table(number: int, score: list[int | None], **kw: object) -> dict[str, object]:
    return {"table": number, "pairs": [{"red": f"r{number}a", "blue": f"b{number}a"},
                                      {"red": f"r{number}b", "blue": f"b{number}b"}],
            "score": score, "next_hand_tricks": [None, None], "cut": [None, None], **kw}


ROUND = {"tables": [table(1, [3, 5]), table(2, [6, 2]), table(3, [4, 4],
                                                             next_hand_tricks=[3, 2])]}


def test_next_prints_the_stars_and_the_next_seating(monkeypatch, capsys):
    """seeds/002 lines 85-89 through the command, in DESIGN.md's shape."""
    code, out, err = run(monkeypatch, capsys, "progressive", "next", stdin=ROUND)
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert set(data) == {"stars", "results", "tables"}
    assert data["stars"]["r1b"] == "gold" and data["stars"]["r3a"] == "red"
    assert data["stars"]["r3b"] == "green" and data["stars"]["r2b"] is None
    assert data["tables"][0]["pairs"] == [{"red": "r1b", "blue": "b1b"},
                                         {"red": "r2a", "blue": "b2a"}]
    assert data["tables"][1]["pairs"] == [{"red": "r2b", "blue": "b3a"},
                                         {"red": "r3a", "blue": "b2b"}]
    assert data["tables"][2]["pairs"] == [{"red": "r3b", "blue": "b1a"},
                                         {"red": "r1a", "blue": "b3b"}]
    assert data["tables"][2]["score"] == [None, None]


def test_next_prints_each_tables_result_as_the_bell_tab_shows_it(monkeypatch, capsys):
    """Issue 17 item 5: who won at each table and why (seeds/002 lines 83, 89)."""
    code, out, err = run(monkeypatch, capsys, "--lang", "en", "progressive", "next",
                         stdin=ROUND)
    assert (code, err) == (0, "")
    assert json.loads(out)["results"] == [
        {"table": 1, "winners": ["r1b", "b1b"], "decided_by": "score",
         "reason": "r1b and b1b won 5–3"},
        {"table": 2, "winners": ["r2a", "b2a"], "decided_by": "score",
         "reason": "r2a and b2a won 6–2"},
        {"table": 3, "winners": ["r3a", "b3a"], "decided_by": "next hand",
         "reason": "tied 4–4; r3a and b3a took 3 tricks to 2 on the next hand"}]


def test_next_reasons_and_refusals_in_russian(monkeypatch, capsys):
    """Issue 19 item 2: ``--lang ru`` (or the environment's language) for the reasons and
    the refusals; the cut names the winning pair."""
    names = {"r1a": "Аня", "b1a": "Борис", "r1b": "Вера", "b1b": "Глеб", "r2a": "Дина",
             "b2a": "Егор", "r2b": "Женя", "b2b": "Захар"}
    tied = {"tables": [
        {"table": 1, "pairs": [{"red": "Аня", "blue": "Борис"}, {"red": "Вера", "blue": "Глеб"}],
         "score": [5, 1]},
        {"table": 2, "pairs": [{"red": "Дина", "blue": "Егор"}, {"red": "Женя", "blue": "Захар"}],
         "score": [3, 3], "next_hand_tricks": [2, 2], "cut": ["QH", "9C"]}]}
    assert set(names.values()) >= {p["red"] for t in tied["tables"] for p in t["pairs"]}
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")
    code, out, err = run(monkeypatch, capsys, "progressive", "next", stdin=tied)
    assert (code, err) == (0, "")
    reasons = [r["reason"] for r in json.loads(out)["results"]]
    assert reasons == ["Аня и Борис выиграли 5–1",
                       "ничья 3–3 и 2–2 по взяткам на следующей руке; при снятии Женя: 9♣ "
                       "против Д♥, нижняя карта идёт вверх: выиграли Женя и Захар"]
    tied["tables"][1]["cut"] = None
    code, out, err = run(monkeypatch, capsys, "progressive", "next", stdin=tied)
    assert (code, out) == (2, "")
    said = err.removeprefix("clubapp: ")
    assert said.startswith("стол 2, снятие: ") and "введите обе карты" in said
    assert not re.findall(r"[A-Za-z]{2,}", said), said


def test_next_feeds_back_into_next(monkeypatch, capsys):
    """The output, scores filled in, is the next round's input."""
    _, out, _ = run(monkeypatch, capsys, "progressive", "next", stdin=ROUND)
    following = json.loads(out)
    for row, score in zip(following["tables"], ([5, 0], [1, 2], [3, 0]), strict=True):
        row["score"] = score
    code, out, err = run(monkeypatch, capsys, "progressive", "next", stdin=following)
    assert code == 0, err
    assert json.loads(out)["stars"]["r1b"] == "gold"


def test_next_house_rule_option(monkeypatch, capsys):
    """``--option head_target=7``: the head table plays to seven."""
    code, _, err = run(monkeypatch, capsys, "progressive", "next", "--option", "head_target=7",
                       stdin=ROUND)
    assert code == 2 and "reaches 7" in err


@pytest.mark.parametrize(("stdin", "message"), [
    ("", "expected JSON"),
    ("{", "not JSON"),
    ({"tables": [table(1, [5, 3]), table(2, [2, 2])]}, "tables[1].next_hand_tricks"),
    ({"tables": [table(1, [5, 3]), table(2, [2, 2], next_hand_tricks=[1, 1])]},
     "tables[1].cut"),
    ({"tables": [table(1, [4, 3]), table(2, [2, 1])]}, "tables[0].score"),
    ({"tables": [table(1, [5, 3]), table(1, [2, 1])]}, "expected table 2"),
])
def test_next_bad_input_exits_2_with_the_field_and_nothing_on_stdout(monkeypatch, capsys,
                                                                     stdin, message):
    """DESIGN.md: exit 2, a clear message on stderr, nothing written."""
    code, out, err = run(monkeypatch, capsys, "progressive", "next", stdin=stdin)
    assert (code, out) == (2, "")
    assert message in err


PLAYERS = {"players": [
    {"name": "Ann", "role": "red", "gold": 3, "red": 2, "green": 0},
    {"name": "Bea", "role": "red", "gold": 3, "red": 2, "green": 1},
    {"name": "Cat", "role": "red", "gold": 0, "red": 5, "green": 2},
    {"name": "Dot", "role": "red", "gold": 0, "red": 1, "green": 4},
    {"name": "Al", "role": "blue", "gold": 2, "red": 1, "green": 1},
    {"name": "Bo", "role": "blue", "gold": 2, "red": 1, "green": 1},
    {"name": "Cy", "role": "blue", "gold": 1, "red": 0, "green": 3}], "seed": 7}


def test_prizes_prints_six_prizes_with_reasons(monkeypatch, capsys):
    """seeds/002 line 91 through the command, in DESIGN.md's shape."""
    code, out, err = run(monkeypatch, capsys, "progressive", "prizes", stdin=PLAYERS)
    assert code == 0, err
    prizes = json.loads(out)["prizes"]
    assert [(p["prize"], p["role"]) for p in prizes] == [
        ("first", "red"), ("first", "blue"), ("second", "red"), ("second", "blue"),
        ("consolation", "red"), ("consolation", "blue")]
    assert prizes[0] == {"prize": "first", "role": "red", "player": "Ann",
                         "reason": "Ann, Bea tied on gold stars (3); then Ann, Bea tied on red "
                                   "stars (2); then fewest green stars (0)"}
    assert "drawn by lot among Al, Bo (seed 7)" in prizes[1]["reason"]
    assert prizes[2]["player"] == "Cat" and prizes[4]["player"] == "Dot"
    again = run(monkeypatch, capsys, "progressive", "prizes", stdin=PLAYERS)[1]
    assert again == out


def test_prizes_reasons_in_russian(monkeypatch, capsys):
    """Issue 19 item 2: the prize reasons in the language of ``--lang``."""
    code, out, err = run(monkeypatch, capsys, "progressive", "prizes", "--lang", "ru",
                         stdin=PLAYERS)
    assert code == 0, err
    prizes = json.loads(out)["prizes"]
    # names are never declined: "Ann, Bea — поровну", not "у Ann, Bea поровну"
    assert prizes[0]["reason"] == ("Ann, Bea — поровну золотых звёздочек (3); затем Ann, Bea — "
                                   "поровну красных звёздочек (2); затем меньше всех зелёных "
                                   "звёздочек (0)")
    assert prizes[2]["reason"] == "больше всех красных звёздочек (5)"


def test_prizes_seed_option_and_house_rule(monkeypatch, capsys):
    """``--seed`` overrides the input's; ``--option second_ties=stars``."""
    code, out, _ = run(monkeypatch, capsys, "progressive", "prizes", "--seed", "1",
                       "--option", "second_ties=stars", stdin=PLAYERS)
    assert code == 0 and "(seed 1)" in out
    code, _, err = run(monkeypatch, capsys, "progressive", "prizes", "--option", "x=1",
                       stdin=PLAYERS)
    assert code == 2 and "option x" in err


def test_prizes_without_a_seed_at_a_tie_exit_2(monkeypatch, capsys):
    """Lots need a seed, so that they replay."""
    code, out, err = run(monkeypatch, capsys, "progressive", "prizes",
                         stdin={"players": PLAYERS["players"]})
    assert (code, out) == (2, "") and "seed" in err


def test_a_real_process_reads_stdin_and_writes_json():
    """As a user runs it: ``clubapp progressive next`` in its own process."""
    done = subprocess.run([sys.executable, "-m", "clubapp", "progressive", "next"],
                          input=json.dumps(ROUND), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["stars"]["b1b"] == "gold"
