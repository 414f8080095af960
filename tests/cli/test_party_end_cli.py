"""The end of a progressive-euchre party from the shell (seeds/002 line 93: the hostess sets
the hour when play stops), on SQLite and PostgreSQL: ``party end`` fixes the prizes, after it
every bell, arrival, leaver and undo is refused in one line (exit 2), ``party reopen`` asks for
the organiser's PIN where one is set; ``party show`` prints the party as stored; and the tally
cards come from the database (``report tally-cards --evening``) or from the draw's pipe with a
row for every planned round (``--rounds``)."""

from __future__ import annotations

import copy
import re

import pytest

from clubapp.services import Services
from tests.cli.shell import Shell
from tests.reports.helpers import text

GUESTS = [f"Guest {n:02}" for n in range(1, 13)]
PIN = "4711"


@pytest.fixture
def shell(db_url, capsys, monkeypatch):
    return Shell(db_url, capsys, monkeypatch)


def _scored(tables: list[dict]) -> dict:
    """The round's tables as printed: the head table's first pair reaches five (line 83), at
    the others the second pair wins 3–1."""
    out = copy.deepcopy(tables)
    for row in out:
        row["score"] = [5, 2] if row["table"] == 1 else [1, 3]
    return {"tables": out}


def _party(shell: Shell, bells: int = 2) -> tuple[int, dict, list[dict]]:
    """Twelve guests at three tables through ``bells`` bells: the evening, the draw as
    printed, each bell as printed."""
    for name in [*GUESTS, "Late Comer"]:
        shell.json("member", "add", name)
    night = shell.json("evening", "new", "--name", "Card party", "--kind", "party")["id"]
    first = shell.json("party", "start", night, stdin={"players": [
        {"name": n, "role": "red" if i % 2 else "blue"} for i, n in enumerate(GUESTS)],
        "seed": 7})
    rung, tables = [], first["tables"]
    for _ in range(bells):
        rung.append(shell.json("party", "bell", night, stdin=_scored(tables)))
        tables = rung[-1]["tables"]
    return night, first, rung


def test_after_the_end_every_change_is_refused_in_one_line(shell):
    night, _first, rung = _party(shell)
    awarded = shell.json("party", "prizes", night)["prizes"]
    ended = shell.json("party", "end", night)
    assert ended["ended"] is True and ended["ended_after_round"] == 2
    assert ended["prizes"] == awarded and len(awarded) == 6  # line 91: six prizes
    said = "the party has ended after round 2"
    assert shell.refused("party", "bell", night, stdin=_scored(rung[-1]["tables"])) == (
        f"evening: {said}: no more bells (reopen the party to ring one)")
    assert shell.refused("party", "undo-bell", night) == (
        f"evening: {said}: its bells stay as they are (reopen the party to undo one)")
    assert shell.refused("party", "arrive", night, "Late Comer", "--role", "red") == (
        f"member: {said}: nobody arrives now (reopen the party first)")
    assert shell.refused("party", "leave", night, GUESTS[0]) == (
        f"member: {said}: nobody leaves it now (reopen the party first)")
    assert shell.refused("party", "end", night) == "evening: the party has already ended"
    assert shell.refused("party", "bell", night, stdin=_scored(rung[-1]["tables"]),
                         lang="ru") == ("вечер: турнир окончен после круга 2: колокольчик "
                                        "больше не звонит (возобновите турнир, чтобы позвонить)")
    assert shell.json("party", "prizes", night)["prizes"] == awarded  # fixed, shown again
    shown = shell.json("party", "show", night)
    assert shown["ended"] is True and len(shown["rounds"]) == 2 and shown["prizes"] == awarded


def test_reopening_needs_the_pin_where_one_is_set(shell, db_url):
    night, _first, rung = _party(shell, bells=1)
    shell.json("party", "end", night)
    services = Services.open(db_url)
    try:
        services.club.set_pin(PIN)
    finally:
        services.close()
    assert shell.refused("party", "reopen", night) == "pin: the organiser's PIN is needed"
    assert shell.refused("party", "reopen", night, "--pin", "0000") == (
        "pin: the organiser's PIN is wrong")
    assert shell.json("party", "show", night)["ended"] is True
    reopened = shell.json("party", "reopen", night, "--pin", PIN)
    assert reopened["ended"] is False and reopened["round"] == 2
    assert shell.refused("party", "reopen", night, "--pin", PIN) == (
        "evening: the party of 'Card party' has not ended: there is nothing to reopen")
    bell = shell.json("party", "bell", night, stdin=_scored(rung[-1]["tables"]))
    assert len(bell["tables"]) == 3
    assert shell.json("party", "show", night)["round"] == 3


def test_party_show_prints_the_party_as_stored(shell):
    night, first, rung = _party(shell)
    shown = shell.json("party", "show", night)
    assert shown["evening"] == night and shown["name"] == "Card party"
    assert shown["seed"] == 7 and shown["draw"] == "seeded" and shown["ended"] is False
    assert shown["ended_after_round"] is None and shown["prizes"] == []
    # each round: the seating its bell was rung on, as printed before it, and its results
    assert [r["round"] for r in shown["rounds"]] == [1, 2]
    for played, seating, bell in zip(shown["rounds"], [first["tables"], rung[0]["tables"]],
                                     rung, strict=True):
        assert [{"table": t["table"], "pairs": t["pairs"]} for t in played["tables"]] == \
            [{"table": t["table"], "pairs": t["pairs"]} for t in seating]
        assert [t["score"] for t in played["tables"]] == [[5, 2], [1, 3], [1, 3]]
        assert [{k: t[k] for k in ("table", "winners", "decided_by", "reason")}
                for t in played["tables"]] == bell["results"]
        assert played["stars"] == bell["stars"]
    # the round in play is the last bell's next seating
    assert shown["round"] == 3 and shown["tables"] == rung[-1]["tables"]
    assert shown["waiting"] == [] and shown["leaving"] == []
    assert sorted(p["name"] for p in shown["players"]) == GUESTS
    # the stars board: every guest, ranked by gold, red, fewest green (line 91)
    board = shown["stars"]
    assert sorted(r["name"] for r in board) == GUESTS
    keys = [(-r["gold"], -r["red"], r["green"]) for r in board]
    assert keys == sorted(keys)
    gold = {n for r in shown["rounds"] for n, s in r["stars"].items() if s == "gold"}
    assert {r["name"] for r in board if r["gold"]} == gold
    shell.json("party", "end", night)
    ended = shell.json("party", "show", night)
    assert ended["ended"] is True and ended["ended_after_round"] == 2
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", ended["ended_at"])
    assert [p["prize"] for p in ended["prizes"]] == ["first"] * 2 + ["second"] * 2 + \
        ["consolation"] * 2
    assert all(p["reason"] for p in ended["prizes"])


def test_show_and_end_refuse_what_is_not_a_party_in_one_line(shell):
    club_night = shell.json("evening", "new", "--name", "Friday club")["id"]
    assert shell.refused("party", "show", club_night) == (
        "evening: no party has been drawn for 'Friday club' yet")
    assert shell.refused("party", "end", 99) == "evening: no evening number 99"
    night, _first, _rung = _party(shell, bells=0)
    assert shell.refused("party", "end", night) == (
        "evening: no round has been played yet: ring the bell first")
    assert shell.json("party", "show", night)["rounds"] == []


def _cards(path) -> dict[str, tuple[int, str]]:
    """Each tally card of a PDF: the player's name, the first table printed large, and the
    rounds' rows as read back ("1 2 Guest 04 ✓ 2 3 4 …")."""
    out = {}
    for chunk in text(path).split("First table ")[1:]:
        table, rest = chunk.split(" ", 1)
        name = re.search(r"(?:\d{4}|euchre) (.+?) (?:Lady|Gentleman) \(", rest).group(1)
        out[name] = (int(table), rest.split("Round Table Partner Won ")[1].split(" ★")[0])
    return out


def test_tally_cards_from_the_database_and_from_the_draw(shell, tmp_path):
    night, first, _rung = _party(shell)
    seated = {p[role]: (t["table"], p["blue" if role == "red" else "red"])
              for t in first["tables"] for p in t["pairs"] for role in ("red", "blue")}
    shown = shell.json("party", "show", night)
    from_db = tmp_path / "db.pdf"
    done = shell.run("report", "tally-cards", "--evening", night, "--out", from_db)
    assert done.code == 0 and done.out.strip() == str(from_db), done.err
    cards = _cards(from_db)
    assert sorted(cards) == GUESTS
    for name, (table, rows) in cards.items():
        assert table == seated[name][0]  # the first table, from the draw (line 81)
        second = next(t for t in shown["rounds"][1]["tables"]
                      if any(name in p.values() for p in t["pairs"]))
        assert rows.startswith(f"1 {table} {seated[name][1]} ")  # round 1: table, partner
        assert f" 2 {second['table']} " in f" {rows} "
        assert rows.endswith(" ".join(str(n) for n in range(3, 13)))  # twelve rounds' rows
    # the draw's pipe, as `party start` printed it: a row for every round planned
    drawn = tmp_path / "drawn.pdf"
    done = shell.run("report", "tally-cards", "--out", drawn, "--rounds", 7, stdin=first)
    assert done.code == 0, done.err
    for name, (table, rows) in _cards(drawn).items():
        assert table == seated[name][0]
        assert rows == f"1 {table} {seated[name][1]} " + " ".join(str(n) for n in range(2, 8))
    default = tmp_path / "default.pdf"
    assert shell.run("report", "tally-cards", "--out", default, stdin=first).code == 0
    assert all(rows.endswith(" 11 12") for _t, rows in _cards(default).values())
    assert shell.refused("report", "tally-cards", "--out", drawn, "--rounds", 0,
                         stdin=first) == "rounds: `--rounds 0`: a party plans 1 to 100 rounds"
    assert shell.refused("report", "tally-cards", "--out", drawn, "--evening", 99) == (
        "evening: no evening number 99")
