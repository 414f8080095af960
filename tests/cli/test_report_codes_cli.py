"""``clubapp report tally-cards|table-cards --evening ID --with-codes``: the party's own cards
with the table pages' QR codes, the addresses ``clubapp serve`` serves (SQLite and
PostgreSQL), read back from the printed page by a QR decoder; wrong uses refused in one line."""

from __future__ import annotations

import subprocess

import pytest

from clubapp.services import Services
from clubapp.services.table_access import TableAccessService
from tests.cli.shell import Shell

GUESTS = [f"Guest {n:02}" for n in range(1, 9)]


@pytest.fixture
def shell(db_url, capsys, monkeypatch):
    return Shell(db_url, capsys, monkeypatch)


def _decoded(path, page: int, folder) -> list[str]:
    png = folder / f"page{page}"
    subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", str(page + 1), "-l", str(page + 1),
                    "-singlefile", str(path), str(png)], check=True, timeout=60)
    found = subprocess.run(["zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable",
                            str(png.with_suffix(".png"))], capture_output=True, text=True,
                           timeout=60)
    return sorted(found.stdout.split())


def _party(shell: Shell) -> tuple[int, dict]:
    for name in GUESTS:
        shell.json("member", "add", name)
    night = shell.json("evening", "new", "--name", "Card party", "--kind", "party")["id"]
    first = shell.json("party", "start", night, stdin={"players": [
        {"name": n, "role": "red" if i % 2 else "blue"} for i, n in enumerate(GUESTS)],
        "seed": 7})
    return night, first


def _served(db_url: str, night: int) -> dict[tuple[str, object], str]:
    services = Services.open(db_url)
    try:
        return {(a.kind, a.number if a.kind == "table" else a.name):
                f"http://192.168.1.20:8023{a.path()}"
                for a in TableAccessService(services).addresses(night)}
    finally:
        services.close()


def test_table_and_tally_cards_carry_the_codes_clubapp_serve_serves(shell, db_url, tmp_path):
    night, first = _party(shell)
    tents, tally = tmp_path / "tents.pdf", tmp_path / "tally.pdf"
    where = ("--with-codes", "--evening", night, "--host", "192.168.1.20")
    for kind, out in (("table-cards", tents), ("tally-cards", tally)):
        done = shell.run("report", kind, "--out", out, *where, stdin=first)
        assert done.code == 0 and done.out.strip() == str(out), done.err
    served = _served(db_url, night)  # the same tokens: made once, kept for the evening
    assert _decoded(tents, 0, tmp_path) == [served[("table", 1)]] * 2
    assert _decoded(tents, 1, tmp_path) == [served[("table", 2)]] * 2
    seated = [pair[role] for table in first["tables"] for pair in table["pairs"]
              for role in ("red", "blue")]
    on_cards = sorted(served[("guest", name)] for name in seated)
    assert sorted(_decoded(tally, 0, tmp_path) + _decoded(tally, 1, tmp_path)) == on_cards


def test_codes_without_an_evening_or_on_another_document_are_refused(shell, tmp_path):
    night, first = _party(shell)
    out = tmp_path / "x.pdf"
    assert shell.refused("report", "tally-cards", "--out", out, "--with-codes",
                         stdin=first) == "--with-codes needs --evening ID"
    assert shell.refused("report", "round-slips", "--out", out, "--with-codes", "--evening",
                         night, stdin=first).startswith("--with-codes prints the tables'")
    assert shell.refused("report", "table-cards", "--out", out, "--with-codes", "--evening",
                         99, stdin=first, lang="ru") == "вечер: нет вечера с номером 99"
    assert not out.exists()
