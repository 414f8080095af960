"""Every command that reads JSON on standard input, and ``import club``, given anything at all:
it does what it does (exit 0) or refuses in one line on stderr with exit 2 and nothing on
stdout — never exit 1, never a Python error (issue 20, item 9).

A bounded property-based test (hypothesis): bytes, JSON of every shape, and each command's own
shape with its values replaced. The inputs that broke the command line before are kept as fixed
examples (``@example``), so that every run tries them.
"""

from __future__ import annotations

import datetime as dt
import io
import json
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from clubapp.cli import main
from clubapp.services import Services
from tests.helpers import databases

SETTINGS = settings(max_examples=40, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]

scalars = (st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.integers()
           | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(max_size=12) | st.sampled_from([*NAMES, "A", "B", "red", "blue", "JH"]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5)
                      | st.dictionaries(st.text(max_size=8) | st.sampled_from(
                          ["players", "deals", "tables", "pairs", "score", "makers", "tricks",
                           "alone", "name", "role", "gold", "red", "green", "seed", "cuts",
                           "points", "table", "cards"]), inner, max_size=5),
                      max_leaves=25)
# the shapes the commands read, their values drawn from anything
money_values = st.sampled_from(["5.00", "0.25", "1,5", "-3", "abc", "1.005", "0", "7"]) | scalars
players = st.lists(st.sampled_from(NAMES) | scalars, max_size=8)
entrants = st.lists(st.fixed_dictionaries({"name": st.sampled_from(NAMES) | scalars,
                                           "role": st.sampled_from(["red", "blue"]) | scalars}),
                    max_size=10)
euchre_deal = st.dictionaries(st.sampled_from(["makers", "tricks", "alone", "dealer", "points",
                                               "revoke"]), values, max_size=4)
party_tables = st.lists(st.fixed_dictionaries({
    "table": values, "pairs": values, "score": st.lists(scalars, max_size=3),
    "next_hand_tricks": values, "cut": values}), max_size=4)
SHAPES = {
    "score": st.fixed_dictionaries({"players": players, "deals": st.lists(euchre_deal,
                                                                          max_size=6)}),
    "progressive-next": st.fixed_dictionaries({"tables": party_tables}),
    "progressive-prizes": st.fixed_dictionaries({"players": st.lists(st.fixed_dictionaries({
        "name": st.sampled_from(NAMES) | scalars, "role": st.sampled_from(["red", "blue"]),
        "gold": scalars, "red": scalars, "green": scalars}), max_size=8), "seed": scalars}),
    "draw-party": st.fixed_dictionaries({"players": entrants}),
    "draw-cut": st.fixed_dictionaries({"players": players, "cuts": values}),
    "draw-table": st.fixed_dictionaries({"players": players, "cuts": values}),
    "draw-cut-out": st.fixed_dictionaries({"playing": players, "waiting": players,
                                           "consecutive": values}),
    "report-stars": values,
    "report-sheet": st.fixed_dictionaries({"players": players, "deals": st.lists(euchre_deal,
                                                                                 max_size=4)}),
    "deal-record": euchre_deal,
    "deal-correct": euchre_deal,
    "party-start": st.fixed_dictionaries({"players": entrants}),
    "party-bell": st.fixed_dictionaries({"tables": party_tables}),
    "draw-rotation": st.fixed_dictionaries({"players": players}),
    "report-rotation": st.fixed_dictionaries({
        "rounds": st.lists(st.lists(st.fixed_dictionaries({"table": values, "pairs": values}),
                                    max_size=3), max_size=3),
        "sitting_out": values, "players": players}),
    # the club's money (issue 33): every key optional, sums as text
    "money-setup": st.fixed_dictionaries({}, optional={
        "entry_fee": money_values, "guest_fee": money_values, "table_money": money_values,
        "currency": st.sampled_from(["USD", "EUR", "RUB", "JPY", "", "xx"]) | scalars,
        "minor_unit": money_values,
        "extras": st.lists(st.fixed_dictionaries({"name": scalars, "amount": money_values}),
                           max_size=3) | values,
        "payout": st.fixed_dictionaries({}, optional={
            "places": st.lists(st.integers(-5, 105) | scalars, max_size=4),
            "top_percent": st.integers(-5, 105) | scalars, "count": scalars,
            "shares": values, "fund": scalars, "rounding": values, "from": scalars}) | values,
        "pay_out": st.sampled_from(["cash", "balance"]) | scalars,
        "pots": st.lists(st.fixed_dictionaries({"name": scalars}, optional={
            "per_player": money_values, "won_by": st.fixed_dictionaries({}, optional={
                "game": st.sampled_from(["cribbage", "euchre"]) | scalars,
                "hand_at_least": scalars, "skunk": scalars, "manual": scalars}) | values,
            "several": scalars, "takes": scalars}), max_size=3) | values,
        "guests": st.lists(st.sampled_from(NAMES) | scalars, max_size=3) | values}),
}


def encoded(value) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass")


def inputs(shape: str) -> st.SearchStrategy[bytes]:
    """What a command may be given: its shape, any JSON, any bytes, very deep JSON."""
    return st.one_of(SHAPES[shape].map(encoded), values.map(encoded),
                     st.binary(max_size=80),
                     st.integers(60, 3000).map(lambda n: b"[" * n + b"]" * n),
                     st.text(max_size=40).map(lambda t: t.encode("utf-8", "surrogatepass")))


# what the fuzz test found before: a RecursionError, invalid UTF-8 echoed back
BROKE_BEFORE = [b"[" * 100_000, b'{"players": ["\xff\xfe"], "deals": []}', b"\xff\xfe",
                b'{"players": [' * 500 + b"]}" * 500, b"[NaN]", b"1" * 5000]


@pytest.fixture(scope="module")
def club_file(tmp_path_factory, club_template) -> str:
    """A club with a euchre game in play (game 1) and a card-party evening not yet drawn."""
    path = databases.copy_club(club_template, tmp_path_factory.mktemp("fuzz") / "club.sqlite")
    services = Services.open(str(path))
    ids = [services.members.add(n).id for n in NAMES]
    evening = services.evenings.create(dt.date(2026, 2, 6), "Friday")
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids[:4])
    game = services.evenings.start_game(table.id, "euchre")
    services.scoring.record_deal(game, {"makers": "A", "tricks": 3})
    services.evenings.create(dt.date(2026, 2, 13), "Party", "party")
    services.close()
    return str(path)


def run(args: list[str], data: bytes, monkeypatch, capsys) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def refused_or_done(code: int, out: str, err: str) -> None:
    """Exit 0 with JSON (or nothing) on stdout, or exit 2 with one line on stderr."""
    assert code in (0, 2), err
    assert "Traceback" not in err and "Error:" not in err
    if code == 2:
        assert out == ""
        assert err.startswith("clubapp: ") and err.count("\n") == 1, err
        assert "\udcff" not in err  # invalid UTF-8 is not echoed back
    elif out:
        json.loads(out)


def commands(club: str, out: Path) -> dict[str, list[str]]:
    return {
        "score": ["score", "euchre"],
        "progressive-next": ["progressive", "next"],
        "progressive-prizes": ["progressive", "prizes"],
        "draw-party": ["draw", "party", "--seed", "3"],
        "draw-cut": ["draw", "cut", "euchre", "--seed", "3"],
        "draw-table": ["draw", "table", "--seed", "3"],
        "draw-cut-out": ["draw", "cut-out"],
        "report-stars": ["report", "stars-board", "--out", str(out / "stars.pdf")],
        "report-sheet": ["report", "score-sheet", "--from-score", "euchre", "--out",
                         str(out / "sheet.pdf")],
        "deal-record": ["--db", club, "deal", "record", "1"],
        "deal-correct": ["--db", club, "deal", "correct", "1", "1"],
        "party-start": ["--db", club, "party", "start", "2"],
        "party-bell": ["--db", club, "party", "bell", "2"],
        "draw-rotation": ["draw", "rotation", "--seed", "3"],
        "report-rotation": ["report", "rotation-chart", "--out", str(out / "chart.pdf")],
        "money-setup": ["--db", club, "money", "setup", "1"],
    }


@pytest.mark.parametrize("command", sorted(SHAPES))
def test_a_stdin_command_refuses_cleanly_whatever_it_reads(command, club_file, tmp_path_factory,
                                                           monkeypatch, capsys):
    out = tmp_path_factory.mktemp("out")
    args = commands(club_file, out)[command]

    @SETTINGS
    @given(data=inputs(command))
    def check(data: bytes) -> None:
        refused_or_done(*run(args, data, monkeypatch, capsys))

    for fixed in BROKE_BEFORE:
        check = example(data=fixed)(check)
    check()


class _ClosedStream(io.TextIOWrapper):
    """Standard input closed after the program started (a read of it raises)."""

    def __init__(self) -> None:
        super().__init__(io.BytesIO(b""))
        self.close()


@pytest.mark.parametrize("command", sorted(SHAPES))
def test_a_stdin_command_refuses_closed_empty_and_not_json_input(
        command, club_file, tmp_path_factory, monkeypatch, capsys):
    """Issue 27, item 4: standard input closed (``<&-``: Python has no ``sys.stdin`` then),
    closed while running, empty, blank or not JSON: exit 2 and one line naming that."""
    args = commands(club_file, tmp_path_factory.mktemp("out"))[command]
    told = {}
    for name, stdin in (("closed", None), ("closed meanwhile", _ClosedStream()),
                        ("empty", b""), ("blank", b" \n\t"), ("not JSON", b"deal one")):
        if isinstance(stdin, bytes):
            stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
        monkeypatch.setattr(sys, "stdin", stdin)
        code = main(list(args))
        out, err = capsys.readouterr()
        assert (code, out, err.count("\n")) == (2, "", 1), (name, code, out, err)
        told[name] = err
    assert told == {
        "closed": "clubapp: standard input is closed: give the JSON there (a file with < FILE, "
                  "or a pipe)\n",
        "closed meanwhile": "clubapp: standard input is closed: give the JSON there (a file "
                            "with < FILE, or a pipe)\n",
        "empty": "clubapp: expected JSON on standard input, got nothing\n",
        "blank": "clubapp: expected JSON on standard input, got nothing\n",
        "not JSON": "clubapp: standard input is not JSON (line 1, column 1)\n"}


def test_a_real_process_with_standard_input_closed_refuses_in_one_line(club_file, tmp_path):
    import os
    import subprocess

    for args, lang, said in (
            (["deal", "record", "1"], "en", "standard input is closed"),
            (["score", "euchre"], "ru", "стандартный ввод закрыт")):
        done = subprocess.run(
            [sys.executable, "-m", "clubapp", "--db", club_file, "--lang", lang, *args],
            cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True,
            timeout=120, stdin=subprocess.DEVNULL, preexec_fn=lambda: os.close(0))
        assert done.returncode == 2, done.stderr
        assert done.stdout == ""
        assert done.stderr.startswith(f"clubapp: {said}") and done.stderr.count("\n") == 1


def test_every_stdin_command_is_fuzzed():
    """A command added later that reads stdin must be added here too."""
    import ast

    folder = Path(__file__).resolve().parents[2] / "clubapp" / "commands"
    readers = set()
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and any(
                    isinstance(n, ast.Call) and getattr(n.func, "id", "") == "read_json_stdin"
                    for n in ast.walk(node)):
                readers.add(f"{path.stem}.{node.name}")
    assert readers == {
        "deal.run_record", "deal.run_correct", "draw._names_and_source", "draw.run_party",
        "draw.run_cut_out", "party.run_start", "party.run_bell", "progressive.run_next",
        "progressive.run_prizes", "report._party", "draw.run_rotation", "report._rotation",
        # `score` and `report score-sheet` without a game read their deals through it
        "_score_input.read_score_input",
        "money.run_setup"}


# --- import club: a whole file, anything in it --------------------------------------------------


@pytest.fixture(scope="module")
def export(tmp_path_factory, club_template) -> dict:
    from tests.services.test_exchange import small_club

    made = databases.copy_club(club_template, tmp_path_factory.mktemp("export") / "club.sqlite")
    source = Services.open(str(made))
    try:
        small_club(source)
        from clubapp.services.exchange import ExchangeService

        return json.loads(ExchangeService(source.db).export_club_json())
    finally:
        source.close()


def _cells(document: dict) -> list[tuple[str, int, int]]:
    return [(name, r, c) for name, table in sorted(document["tables"].items())
            for r, row in enumerate(table["rows"]) for c in range(len(row))]


@SETTINGS
@given(cell=st.integers(0, 10**6), value=values)
@example(cell=-1, value=None)
def test_import_club_refuses_cleanly_whatever_a_cell_holds(cell, value, export, tmp_path_factory,
                                                          monkeypatch, capsys, club_template):
    document = json.loads(json.dumps(export))
    if cell >= 0:  # the fixed example: the export as it is, which imports
        cells = _cells(document)
        name, r, c = cells[cell % len(cells)]
        document["tables"][name]["rows"][r][c] = value
    assert_import_done_or_refused_cleanly(encoded(document), tmp_path_factory, monkeypatch, capsys,
                                          club_template)


def assert_import_done_or_refused_cleanly(data: bytes, tmp_path_factory, monkeypatch, capsys,
                                          club_template) -> None:
    """``import club`` of a file holding ``data`` into a new, empty club: done, or refused
    cleanly with nothing written."""
    path = tmp_path_factory.mktemp("import") / "club.json"
    path.write_bytes(data)
    target = databases.copy_club(club_template, path.with_name("new.sqlite"))
    code, out, err = run(["--db", str(target), "import", "club", str(path)], b"", monkeypatch,
                         capsys)
    refused_or_done(code, out, err)
    if code == 2:  # nothing was written
        again = Services.open(str(target))
        try:
            assert again.members.list() == []
        finally:
            again.close()


@SETTINGS
@given(data=st.one_of(values.map(encoded), st.binary(max_size=200)))
@example(data=b"[" * 100_000)
@example(data=b'{"format": "clubapp-club", "version": 1, "schema": {"a": [1]}}')
@example(data=b'{"format": "clubapp-club", "version": 1, "tables": {"member": 5}}')
def test_import_club_refuses_cleanly_whatever_the_file_is(data, tmp_path_factory, monkeypatch,
                                                          capsys, club_template):
    assert_import_done_or_refused_cleanly(data, tmp_path_factory, monkeypatch, capsys,
                                          club_template)


@SETTINGS
@given(table=st.sampled_from(["member", "game", "deal", "evening", "club", "season"]),
       columns=st.lists(values, max_size=4))
@example(table="member", columns=[{"a": 1}])
def test_import_club_refuses_cleanly_whatever_the_columns_are(table, columns, export,
                                                              tmp_path_factory, monkeypatch,
                                                              capsys, club_template):
    document = json.loads(json.dumps(export))
    document["tables"][table]["columns"] = columns + document["tables"][table]["columns"][
        len(columns):]
    assert_import_done_or_refused_cleanly(encoded(document), tmp_path_factory, monkeypatch, capsys,
                                          club_template)
