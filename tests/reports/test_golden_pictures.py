"""A golden picture of every kind of document (issue 21 item 7): the first page rendered at
60 dpi (``pdftoppm -r 60``) and compared with ``tests/reports/golden/<name>.png``, so that a
layout that moves, shrinks or cuts shows as a failure.

The comparison allows for a renderer's small differences: both pictures are blurred a little
and the test fails when more than ``TOLERANCE`` of the page's pixels differ by more than a
quarter of the grey scale. A failure says where the new picture was written; when the change
is wanted, copy it over the golden one (or run with ``CLUBAPP_GOLDEN=update``).
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
import subprocess
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageFilter

from clubapp.reports.chip_statement import write_chip_statement
from clubapp.reports.data import evening_results, member_history
from clubapp.reports.evening_results import write_evening_results
from clubapp.reports.history import write_history
from clubapp.reports.page import ReportSetup
from clubapp.reports.party_cards import write_round_slips, write_table_cards, write_tally_cards
from clubapp.reports.party_lists import write_prize_list, write_stars_board, write_table_list
from clubapp.reports.party_sample import sample_party
from clubapp.reports.score_sheet import SheetHeader, write_blank_sheet, write_sheet_from_score
from clubapp.reports.standings import write_standings
from tests.reports.helpers import PRINTED
from tests.reports.played import played

GOLDEN = Path(__file__).resolve().parent / "golden"
NEW = Path(__file__).resolve().parents[1] / "screens" / "golden_new"
TOLERANCE = 0.01  # of the page's pixels
DIFFERENT = 64  # grey levels (of 255) after the blur


def setup(lang: str, paper: str = "a4") -> ReportSetup:
    return ReportSetup(lang, paper, "Hoyle Card Club", printed=PRINTED)


HEADER = SheetHeader("5 March 2024", "Friday club", "3", "Ann")


def _sheet(game_id: str) -> Callable[[Path, ReportSetup], Path]:
    def write(path: Path, s: ReportSetup) -> Path:
        players, deals, options = played(game_id)
        return write_sheet_from_score(path, game_id, players, deals, s, options=options,
                                      header=HEADER)
    return write


def _blank(game_id: str) -> Callable[[Path, ReportSetup], Path]:
    return lambda path, s: write_blank_sheet(path, game_id, s)


PARTY = sample_party(16, rounds_played=3)
DOCUMENTS: dict[str, tuple[str, str, Callable[..., Path]]] = {
    # name: (language, paper, writer of (path, setup) or of (path, setup, club))
    "blank_euchre": ("en", "a4", _blank("euchre")),
    "blank_cribbage": ("en", "a4", _blank("cribbage")),
    "blank_auction_pitch": ("ru", "letter", _blank("auction-pitch")),
    "blank_loo": ("ru", "a4", _blank("loo")),
    "blank_whist": ("en", "letter", _blank("whist-ru")),
    "filled_cribbage": ("ru", "a4", _sheet("cribbage")),
    "filled_seven_up": ("en", "a4", _sheet("seven-up")),
    "filled_loo": ("en", "a4", _sheet("loo")),
    "filled_whist": ("ru", "a4", _sheet("whist-ru")),
    "filled_preference": ("en", "letter", _sheet("preference-austrian")),
    "filled_piquet": ("ru", "a4", _sheet("piquet")),
    "filled_five_hundred": ("en", "a4", _sheet("five-hundred")),
    "tally_cards": ("en", "a4", lambda p, s: write_tally_cards(p, PARTY, s)),
    "table_tents": ("ru", "a4", lambda p, s: write_table_cards(p, PARTY, s)),
    "round_slips": ("en", "letter", lambda p, s: write_round_slips(p, PARTY, s)),
    "stars_board": ("ru", "a4", lambda p, s: write_stars_board(p, PARTY, s)),
    "table_list": ("en", "a4", lambda p, s: write_table_list(p, PARTY, s)),
    "prize_list": ("ru", "a4", lambda p, s: write_prize_list(p, PARTY, s)),
}
CLUB_DOCUMENTS: dict[str, tuple[str, str, Callable[..., Path]]] = {
    "evening_results": ("en", "a4", lambda p, s, club: write_evening_results(
        p, evening_results(club.services, club.evenings["friday"]), s)),
    "standings": ("ru", "a4", lambda p, s, club: write_standings(
        p, club.services.standings.by_game(), s)),
    "history": ("en", "letter", lambda p, s, club: write_history(
        p, member_history(club.services, club.members["Ann"]), s)),
}


def render(pdf: Path, png: Path) -> Image.Image:
    """The first page at 60 dpi, as ``pdftoppm -r 60 -png`` draws it, in grey."""
    assert shutil.which("pdftoppm"), "pdftoppm (poppler-utils) draws the pages to compare"
    subprocess.run(["pdftoppm", "-r", "60", "-png", "-f", "1", "-l", "1", "-singlefile",
                    str(pdf), str(png.with_suffix(""))], check=True, timeout=60)
    return Image.open(png).convert("L")


def differing(picture: Image.Image, golden: Image.Image) -> float:
    """The share of pixels that differ, both pictures blurred a little first."""
    if picture.size != golden.size:
        return 1.0
    a = picture.filter(ImageFilter.GaussianBlur(1.2))
    b = golden.filter(ImageFilter.GaussianBlur(1.2))
    diff = ImageChops.difference(a, b).point(lambda v: 255 if v > DIFFERENT else 0)
    return sum(diff.histogram()[255:]) / (picture.size[0] * picture.size[1])


def compare(name: str, pdf: Path, tmp_path: Path) -> None:
    png = tmp_path / f"{name}.png"
    picture = render(pdf, png)
    golden = GOLDEN / f"{name}.png"
    if os.environ.get("CLUBAPP_GOLDEN") == "update" or not golden.exists():
        GOLDEN.mkdir(exist_ok=True)
        picture.save(golden, optimize=True)  # in grey: a third of the size
        if os.environ.get("CLUBAPP_GOLDEN") != "update":
            pytest.fail(f"{name}: no golden picture yet; wrote {golden} — look at it, and "
                        "commit it if it is right")
        return
    share = differing(picture, Image.open(golden).convert("L"))
    if share > TOLERANCE:
        NEW.mkdir(parents=True, exist_ok=True)
        new = NEW / f"{name}.png"
        picture.save(new, optimize=True)
        pytest.fail(f"{name}: {share:.1%} of the page differs from {golden}; the new picture "
                    f"is {new} — if the change is wanted, copy it over the golden one")


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_each_kind_looks_as_it_did(name, tmp_path):
    lang, paper, write = DOCUMENTS[name]
    compare(name, write(tmp_path / f"{name}.pdf", setup(lang, paper)), tmp_path)


@pytest.mark.parametrize("name", sorted(CLUB_DOCUMENTS))
def test_each_kind_of_the_clubs_documents_looks_as_it_did(name, club, tmp_path):
    lang, paper, write = CLUB_DOCUMENTS[name]
    compare(name, write(tmp_path / f"{name}.pdf", setup(lang, paper), club), tmp_path)


def test_the_chip_statement_looks_as_it_did(sqlite_services, tmp_path):
    from tests.helpers.clubs import chip_evening

    evening, _games = chip_evening(sqlite_services)
    statement = sqlite_services.chips.statement(evening, Decimal("0.05"))
    path = write_chip_statement(tmp_path / "chips.pdf", statement, setup("ru"))
    compare("chip_statement", path, tmp_path)


def test_a_changed_page_is_caught(tmp_path):
    """The comparison itself: the same page passes, a page with a column moved fails."""
    pdf = _blank("euchre")(tmp_path / "a.pdf", setup("en"))
    first = render(pdf, tmp_path / "a.png")
    assert differing(first, render(pdf, tmp_path / "b.png")) == 0
    fewer = write_blank_sheet(tmp_path / "c.pdf", "euchre", setup("en"), rows=8)
    assert differing(first, render(fewer, tmp_path / "c.png")) > TOLERANCE
    other_day = write_blank_sheet(tmp_path / "d.pdf", "euchre", ReportSetup(
        "en", "a4", "Hoyle Card Club", printed=dt.date(2024, 3, 6)))
    assert differing(first, render(other_day, tmp_path / "d.png")) < TOLERANCE  # a word
