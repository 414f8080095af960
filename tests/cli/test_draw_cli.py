"""``clubapp draw``: the party draw and club cuts, seeded and replayable, or entered."""

from __future__ import annotations

import io
import json
import sys

import pytest

from clubapp.cli import main


def run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *args: str,
        stdin: object = "") -> tuple[int, str, str]:
    text = stdin if isinstance(stdin, str) else json.dumps(stdin)
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


GUESTS = {"players": [{"name": f"L{i}", "role": "red"} for i in range(8)]
          + [{"name": f"G{i}", "role": "blue"} for i in range(9)]}


def test_draw_party_seeded_replays_and_records_every_card(monkeypatch, capsys):
    """seeds/002 line 81 through the command: the same seed, the same seats."""
    code, out, err = run(monkeypatch, capsys, "draw", "party", "--seed", "12", stdin=GUESTS)
    assert code == 0, err
    data = json.loads(out)
    assert data["seed"] == 12 and len(data["tables"]) == 4 and len(data["waiting"]) == 1
    assert len(data["cards"]) == 17
    assert run(monkeypatch, capsys, "draw", "party", "--seed", "12", stdin=GUESTS)[1] == out


def test_draw_party_without_a_seed_prints_the_seed_it_chose(monkeypatch, capsys):
    """A draw is always replayable: the chosen seed is in the output."""
    _, out, _ = run(monkeypatch, capsys, "draw", "party", stdin=GUESTS)
    seed = json.loads(out)["seed"]
    again = run(monkeypatch, capsys, "draw", "party", "--seed", str(seed), stdin=GUESTS)[1]
    assert again == out


def test_draw_party_from_cards_drawn_by_hand(monkeypatch, capsys):
    """A physical draw is entered instead of drawn."""
    names = [("L0", "red", "AC"), ("L1", "red", "AS"), ("L2", "red", "2C"), ("L3", "red", "2S"),
             ("G0", "blue", "AC"), ("G1", "blue", "AS"), ("G2", "blue", "2C"),
             ("G3", "blue", "2S")]
    data = {"players": [{"name": n, "role": r} for n, r, _ in names],
            "cards": {n: {"pack": r, "card": c} for n, r, c in names}}
    code, out, err = run(monkeypatch, capsys, "draw", "party", stdin=data)
    assert code == 0, err
    assert json.loads(out)["tables"][1]["pairs"][1] == {"red": "L3", "blue": "G3"}


def test_draw_cut_euchre_with_names_and_a_seed(monkeypatch, capsys):
    """Law 4: two lowest against two highest, the lowest deals; replayable."""
    code, out, err = run(monkeypatch, capsys, "draw", "cut", "euchre", "Ann", "Bob", "Cid",
                         "Dan", "--seed", "3")
    assert code == 0, err
    data = json.loads(out)
    assert data["dealer"] == data["order"][0] == data["seats"][0]
    assert sorted(map(sorted, data["partners"])) == sorted(
        [sorted(data["order"][:2]), sorted(data["order"][2:])])
    assert run(monkeypatch, capsys, "draw", "cut", "euchre", "Ann", "Bob", "Cid", "Dan",
               "--seed", "3")[1] == out


def test_draw_cut_entered_cards(monkeypatch, capsys):
    """Seven-up's cut entered from the table: the highest deals (seeds/000 line 103)."""
    data = {"players": ["Ann", "Bob"], "cuts": [{"Ann": "AS", "Bob": "KS"}]}
    code, out, err = run(monkeypatch, capsys, "draw", "cut", "seven-up", stdin=data)
    assert code == 0, err
    assert json.loads(out)["dealer"] == "Ann" and json.loads(out)["seed"] is None


def test_draw_table_and_cut_out(monkeypatch, capsys):
    """Laws 4 and 6: a table of six; who gives way after a rubber."""
    code, out, err = run(monkeypatch, capsys, "draw", "table", "A", "B", "C", "D", "E",
                         "--seed", "1")
    assert code == 0, err
    formed = json.loads(out)
    assert len(formed["playing"]) == 4 and len(formed["waiting"]) == 1
    data = {"playing": formed["playing"], "waiting": formed["waiting"],
            "consecutive": dict.fromkeys(formed["playing"], 2)}
    code, out, err = run(monkeypatch, capsys, "draw", "cut-out", "--seed", "1", stdin=data)
    assert code == 0, err
    assert len(json.loads(out)["leaving"]) == 1


@pytest.mark.parametrize(("args", "stdin", "message"), [
    (("draw", "cut", "chess", "a", "b"), "", "no cut is known"),
    (("draw", "cut", "euchre", "a", "a"), "", "twice"),
    (("draw", "cut", "euchre"), {"players": ["a", "b"], "cuts": [{"a": "9S", "b": "9H"}]},
     "cut again"),
    (("draw", "party"), {"players": [{"name": "x", "role": "red"}]}, "at least 2 tables"),
    (("draw", "party"), [], "expected"),
    (("draw", "table", "a", "b", "c"), "", "4 to 6"),
    (("draw", "cut-out"), {"playing": ["a"], "waiting": []}, "players"),
])
def test_draw_bad_input_exits_2(monkeypatch, capsys, args, stdin, message):
    """DESIGN.md: exit 2, the reason on stderr, nothing on stdout."""
    code, out, err = run(monkeypatch, capsys, *args, stdin=stdin)
    assert (code, out) == (2, "")
    assert message in err
