"""The table pages' QR codes on the party's own cards (issue 23): each table tent carries its
table's code on both faces, each tally card its guest's; read back from the printed page by a
QR decoder (zbarimg), as a phone's camera would, in English and Russian."""

from __future__ import annotations

import subprocess
from pathlib import Path

from reportlab.lib.units import mm

from clubapp.qr import qr_matrix
from clubapp.reports.party_cards import (
    TALLY_CODE,
    TENT_CODE,
    PartyCodes,
    write_table_cards,
    write_tally_cards,
)
from clubapp.reports.party_docs import PartyData
from clubapp.reports.party_sample import sample_party
from tests.reports.helpers import pages, screenshot, setup_for, text

# an address as clubapp serve prints it: the hall's Wi-Fi address, the port, a 43-character token
BASE = "http://192.168.1.20:8023"


def _token(n: int) -> str:
    return (f"{n:02d}" + "Kq7-Zx_3vB9mT2pL5nR8wY4cH6jD1fG0sA") [:43].ljust(43, "e")


def _decoded(path: Path, page: int, tmp_path: Path) -> list[str]:
    """The QR codes a decoder reads on one page rendered at 150 dpi (an office printer's
    least)."""
    png = tmp_path / f"page{page}"
    subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", str(page + 1), "-l", str(page + 1),
                    "-singlefile", str(path), str(png)], check=True, timeout=60)
    found = subprocess.run(["zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable",
                            str(png.with_suffix(".png"))], capture_output=True, text=True,
                           timeout=60)
    return sorted(found.stdout.split())


def test_each_table_tent_carries_its_tables_code_on_both_faces(tmp_path):
    codes = PartyCodes(tables={n: f"{BASE}/t/{_token(n)}" for n in range(1, 4)})
    path = write_table_cards(tmp_path / "tents.pdf", PartyData(tables=3), setup_for(),
                             codes=codes)
    assert pages(path) == 3
    for page in range(3):
        assert _decoded(path, page, tmp_path) == [codes.tables[page + 1]] * 2  # both faces
    first = text(path, 0)
    assert first.count("Scan to score this table") == 2 and first.count("Head table") == 2
    screenshot(path, "party_table_cards_codes")


def test_each_tally_card_carries_its_guests_code(tmp_path):
    party = sample_party(8, rounds_played=0)
    codes = PartyCodes(guests={card.name: f"{BASE}/g/{_token(n)}"
                               for n, card in enumerate(party.players)})
    path = write_tally_cards(tmp_path / "tally.pdf", party, setup_for(), codes=codes)
    assert pages(path) == 2  # four to a page, as without codes
    on_first = [codes.guests[card.name] for card in party.players[:4]]
    assert _decoded(path, 0, tmp_path) == sorted(on_first)
    first = text(path, 0)
    assert first.count("Scan: your next table") == 4
    assert first.count("★ Gold ★ Red ★ Green") == 4  # the star boxes stay, beside the code
    screenshot(path, "party_tally_cards_codes")


def test_a_guest_without_an_address_gets_a_card_without_a_code(tmp_path):
    party = sample_party(8, rounds_played=0)
    first_guest = party.players[0].name
    codes = PartyCodes(guests={first_guest: f"{BASE}/g/{_token(1)}"})
    path = write_tally_cards(tmp_path / "tally.pdf", party, setup_for(), codes=codes)
    assert _decoded(path, 0, tmp_path) == [codes.guests[first_guest]]
    assert text(path, 0).count("Scan: your next table") == 1


def test_the_codes_in_russian(tmp_path):
    party = sample_party(8, rounds_played=0, lang="ru")
    codes = PartyCodes(tables={1: f"{BASE}/t/{_token(1)}", 2: f"{BASE}/t/{_token(2)}"},
                       guests={card.name: f"{BASE}/g/{_token(n)}"
                               for n, card in enumerate(party.players)})
    tents = write_table_cards(tmp_path / "tents.pdf", party, setup_for("ru"), codes=codes)
    tally = write_tally_cards(tmp_path / "tally.pdf", party, setup_for("ru"), codes=codes)
    assert _decoded(tents, 0, tmp_path) == [codes.tables[1]] * 2
    assert text(tents, 0).count("Счёт стола — с телефона") == 2
    assert text(tally, 0).count("Сканируйте: ваш стол") == 4
    screenshot(tents, "party_table_cards_codes_ru")
    screenshot(tally, "party_tally_cards_codes_ru")


def test_a_codes_modules_are_at_least_half_a_millimetre(tmp_path):
    """A phone reads a printed code at arm's length when a module is 0.5 mm or more: the
    longest address the pages make (a guest's, on a server named by its IPv4 address)."""
    longest = f"http://255.255.255.255:65535/g/{_token(99)}"
    modules = len(qr_matrix(longest)) + 8  # with the quiet zone of four modules a side
    assert TALLY_CODE / modules >= 0.5 * mm
    assert TENT_CODE / modules >= 0.5 * mm
