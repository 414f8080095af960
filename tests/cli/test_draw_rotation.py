"""``clubapp draw rotation``: the rotation chart format from the command line (DESIGN.md, the
headless face): ``{"rounds": [[{"table", "pairs"}…]…], "sitting_out", "fairness"}`` for guests
named "1"…"N" or the names on stdin; bad input refused in one line with exit 2.

A house format; its designs are the whist tournaments (I. Anderson, Combinatorial Designs and
Tournaments, Oxford 1997, ch. 7): with 8 guests every two partner once and oppose twice.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from tests.cli.shell import Shell


@pytest.fixture
def shell(empty_club, capsys, monkeypatch) -> Shell:
    return Shell(str(empty_club), capsys, monkeypatch)


def test_eight_guests_get_a_whist_chart_with_its_fairness(shell):
    data = shell.json("draw", "rotation", "--players", "8", "--seed", "3")
    assert set(data) == {"rounds", "sitting_out", "fairness", "seed"} and data["seed"] == 3
    assert len(data["rounds"]) == 7 and data["sitting_out"] == [[]] * 7
    partnered = set()
    for tables in data["rounds"]:
        assert [t["table"] for t in tables] == [1, 2]
        seated = sorted(n for t in tables for pair in t["pairs"] for n in pair)
        assert seated == sorted(str(n) for n in range(1, 9))
        partnered |= {frozenset(pair) for t in tables for pair in t["pairs"]}
    assert partnered == {frozenset(p) for p in combinations([str(n) for n in range(1, 9)], 2)}
    assert data["fairness"] == {"partner_repeats": 0, "opponent_meetings": {"min": 2, "max": 2}}
    # the same seed, the same chart; without one the seed is 0
    assert shell.json("draw", "rotation", "--players", "8", "--seed", "3") == data
    assert shell.json("draw", "rotation", "--players", "8")["seed"] == 0


def test_rounds_and_sit_outs_for_ten_guests(shell):
    data = shell.json("draw", "rotation", "--players", "10", "--rounds", "5", "--seed", "1")
    assert len(data["rounds"]) == 5 and all(len(r) == 2 for r in data["rounds"])
    assert all(len(out) == 2 for out in data["sitting_out"])
    counts = {str(n): 0 for n in range(1, 11)}
    for out in data["sitting_out"]:
        for name in out:
            counts[name] += 1
    assert set(counts.values()) == {1}  # ten sit-outs over ten guests: one each


def test_the_guests_names_come_from_stdin_and_one_may_keep_a_table(shell):
    guests = ["Ann", "Bob", {"name": "Cat", "stationary": True}, "Dan", "Eve", "Fay",
              "Gus", "Hal", "Ivy"]
    data = shell.json("draw", "rotation", "--seed", "4", stdin={"players": guests})
    assert data["stationary"] == {"Cat": 1}
    assert len(data["rounds"]) == 9  # nine guests: nine rounds, one out each
    for tables, out in zip(data["rounds"], data["sitting_out"], strict=True):
        cat = [t["table"] for t in tables for pair in t["pairs"] if "Cat" in pair]
        assert cat == [1] or out == ["Cat"]
    assert data["fairness"]["partner_repeats"] == 0


@pytest.mark.parametrize("args, said", [
    (("--players", "3"), "--players: expected a whole number, 4 or more, not '3'"),
    (("--players", "x"), "--players: expected a whole number, 4 or more, not 'x'"),
    (("--players", "8.5"), "--players: expected a whole number, 4 or more, not '8.5'"),
    (("--players", "8", "--rounds", "0"), "--rounds: expected a whole number, 1 or more, "
                                          "not '0'"),
    (("--players", "8", "--rounds", "two"), "--rounds: expected a whole number, 1 or more, "
                                            "not 'two'"),
    (("--players", "8", "--seed", "-1"), "--seed: expected a whole number, 0 or more, "
                                         "not '-1'"),
    (("--players", "8", "--rounds", "101"), "rounds: expected 1 to 100 rounds"),
    (("--players", "201"), "players: a rotation chart takes at most 200 guests, not 201"),
])
def test_bad_input_is_refused_in_one_line(shell, args, said):
    assert shell.refused("draw", "rotation", *args) == said


def test_bad_guests_on_stdin_are_refused_in_one_line(shell):
    assert shell.refused("draw", "rotation", stdin={"players": ["a", "b", "c"]}) == \
        "players: a rotation needs at least four players"
    assert shell.refused("draw", "rotation", stdin={"players": "abcd"}) == \
        "players: expected a list of the guests' names"
    assert shell.refused("draw", "rotation", stdin={"players": ["a", "b", "c", 4]}) == \
        'players: guest 4 of the list: expected a name or `{"name": n, "stationary": true}`'
    assert shell.refused("draw", "rotation",
                         stdin={"players": ["a", "b", "c", "d", "e", "f", "g", "h",
                                            {"name": "i", "stationary": "yes"}]}) == \
        "players: guest 9 of the list: `stationary` is true or false"
    many = [{"name": n, "stationary": True} for n in "abc"] + ["d", "e", "f", "g", "h"]
    assert "one such guest a table" in shell.refused("draw", "rotation",
                                                     stdin={"players": many})


def test_refusals_are_said_in_russian_too(shell):
    assert shell.refused("draw", "rotation", "--players", "2", lang="ru") == \
        "--players: ожидалось целое число, не меньше 4, а не «2»"
    assert shell.refused("draw", "rotation", "--players", "abc", lang="ru", process=True) == \
        "--players: ожидалось целое число, не меньше 4, а не «abc»"


def test_a_stationary_guest_in_party_start(shell):
    """``party start`` takes ``"stationary": true`` on a guest (DESIGN.md): the guest keeps
    the first round's table; anything but true or false is refused."""
    for index in range(8):
        shell.json("member", "add", f"Guest {index}")
    evening = shell.json("evening", "new", "--name", "Spring", "--kind", "party")["id"]
    players = [{"name": f"Guest {i}", "role": "red" if i < 4 else "blue"} for i in range(8)]
    players[5] = {**players[5], "stationary": "yes"}
    assert shell.refused("party", "start", evening, stdin={"players": players, "seed": 2}) == \
        "players: guest 6 of the list: `stationary` is true or false"
    players[5] = {**players[5], "stationary": True}
    first = shell.json("party", "start", evening, stdin={"players": players, "seed": 2})
    home = next(t["table"] for t in first["tables"]
                for pair in t["pairs"] if "Guest 5" in pair.values())
    for _ in range(3):
        tables = [{"table": n, "score": [5, 2] if n == 1 else [1, 4]} for n in (1, 2)]
        after = shell.json("party", "bell", evening, stdin={"tables": tables})
        where = next(t["table"] for t in after["tables"]
                     for pair in t["pairs"] if "Guest 5" in pair.values())
        assert where == home
