"""`clubapp score` and `clubapp games` as a user runs them: a real process, JSON in and out."""

from __future__ import annotations

import json
import subprocess
import sys


def clubapp(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "clubapp", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


PLAYERS = ["Ann", "Bob", "Cat", "Dan"]


def test_score_euchre_rubber():
    lone_and_one = [{"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 3}]
    run = clubapp("score", "euchre", stdin=json.dumps({"players": PLAYERS,
                                                      "deals": lone_and_one * 2}))
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["game"] == "euchre"
    assert out["options"] == {"target": 5, "lone_hands": True, "rubber": True}
    assert out["deals"][0] == {"points": {"A": 4, "B": 0}, "totals": {"A": 4, "B": 0}}
    assert [g["value"] for g in out["games"]] == [3, 3]
    assert out["match"] == {"winner": "A", "value": 8}
    assert out["winner"] == "A"


def test_bad_deal_exits_2_naming_deal_and_field():
    deals = [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 7}]
    run = clubapp("score", "euchre", stdin=json.dumps({"players": PLAYERS, "deals": deals}))
    assert run.returncode == 2
    assert run.stdout == ""
    assert "deal 2: tricks: 7 is above the maximum 5" in run.stderr


def test_option_from_command_line():
    deals = [{"makers": "A", "tricks": 5, "alone": True}]
    run = clubapp("score", "euchre", "--option", "lone_hands=false",
                  stdin=json.dumps({"players": PLAYERS, "deals": deals}))
    assert run.returncode == 2 and "deal 1: alone" in run.stderr
    run = clubapp("score", "euchre", "--option", "colour=red",
                  stdin=json.dumps({"players": PLAYERS, "deals": []}))
    assert run.returncode == 2 and "option colour: unknown option" in run.stderr


def test_unknown_game_and_bad_json_exit_2():
    assert clubapp("score", "snap", stdin="{}").returncode == 2
    run = clubapp("score", "euchre", stdin="{not json")
    assert run.returncode == 2 and "not JSON" in run.stderr and run.stdout == ""


def test_games_lists_euchre_with_options_and_entry():
    run = clubapp("games")
    assert run.returncode == 0
    games = {g["id"]: g for g in json.loads(run.stdout)}
    euchre = games["euchre"]
    assert euchre["names"] == {"en": "Euchre", "ru": "Эвхри"}
    assert euchre["players"] == {"min": 4, "max": 4}
    assert [o["name"] for o in euchre["options"]] == ["target", "lone_hands", "rubber"]
    assert [f["name"] for f in euchre["entry"]] == ["makers", "tricks", "alone", "revoke"]
