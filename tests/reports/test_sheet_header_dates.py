"""The block at the top of a filled sheet — date, evening, table, scorer — never breaks the
date and never wraps the evening's name inside a word, for every game in English and Russian
on A4 and Letter: the longest date of each language (30 September, 30 сентября 2026 г.) is
read back whole on one line, and the evening's long name whole, its words in order.
"""

from __future__ import annotations

import datetime as dt

import pytest
from pypdf import PdfReader

from clubapp.reports.data import member_history
from clubapp.reports.history import write_history
from clubapp.reports.page import ReportSetup
from clubapp.reports.score_sheet import SheetHeader, header_block, write_sheet_from_score
from clubapp.rules import all_games
from tests.reports.helpers import PRINTED, screenshot, setup_for, text
from tests.reports.played import LONG_NAMES, played

LONGEST_DAY = dt.date(2026, 9, 30)  # the longest month's name in both languages
EVENINGS = {"en": "Friday evening of the Old Arbat card club and friends",
            "ru": "Пятничный вечер карточного клуба «Старый Арбат» и друзей"}


def _lines(path, page: int = 0) -> list[str]:
    """The page's text line by line, a no-break space read as a space."""
    raw = PdfReader(str(path)).pages[page].extract_text() or ""
    return [" ".join(line.replace("\u00a0", " ").split()) for line in raw.splitlines()]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_date_is_never_broken_on_any_games_sheet(lang, paper, tmp_path):
    setup = ReportSetup(lang, paper, "Hoyle Card Club", printed=PRINTED)
    date = setup.date(LONGEST_DAY)
    whole = date.replace("\u00a0", " ")
    assert whole == ("30 September 2026" if lang == "en" else "30 сентября 2026 г.")
    header = SheetHeader(date, EVENINGS[lang], "12", LONG_NAMES[2])
    for rules in all_games():
        players, deals, options = played(rules.id)
        path = write_sheet_from_score(tmp_path / f"{rules.id}.pdf", rules.id, players, deals,
                                      setup, options=options, header=header)
        lines = _lines(path)
        assert any(whole in line for line in lines), (rules.id, lines[:8])
        written = text(path, 0)
        assert EVENINGS[lang] in written, (rules.id, written[:300])
        assert LONG_NAMES[2] in written.replace("- ", "-"), rules.id


def test_a_block_with_room_keeps_to_one_row_and_a_long_one_takes_two(tmp_path):
    """Short values: the one row of a blank block. The longest date and a long evening on a
    portrait page: two rows (date and table under each other, the evening and the scorer
    beside them), every value whole."""
    from reportlab.lib.units import mm

    setup = setup_for("ru")
    short = header_block(setup, SheetHeader("5.3.2024", "Пятница", "3", "Анна"), 180 * mm)
    assert len(short._cellvalues) == 1
    long = header_block(setup, SheetHeader(setup.date(LONGEST_DAY), EVENINGS["ru"], "12",
                                           LONG_NAMES[3]), 180 * mm)
    assert len(long._cellvalues) == 2
    assert long._cellvalues[0][1] == setup.date(LONGEST_DAY)  # the date as it is: whole


def test_a_russian_sheet_on_a4_shows_the_whole_date_under_a_long_evening(tmp_path):
    setup = setup_for("ru")
    players, deals, options = played("whist-ru")
    path = write_sheet_from_score(
        tmp_path / "whist.pdf", "whist-ru", players, deals, setup, options=options,
        header=SheetHeader(setup.date(LONGEST_DAY), EVENINGS["ru"], "12", LONG_NAMES[2]))
    lines = _lines(path)
    assert "30 сентября 2026 г." in lines  # a line of its own, whole
    evening = lines.index("Вечер") + 1  # the evening's words in order, wrapped after "и"
    assert " ".join(lines[evening:evening + 2]) == EVENINGS["ru"]
    screenshot(path, "sheet_header_long_date_ru")


def test_the_history_prints_each_date_whole(club, tmp_path):
    """A member's history: the date column as wide as its longest date, never broken."""
    history = member_history(club.services, club.members["Ann"])
    path = write_history(tmp_path / "h.pdf", history, setup_for("ru"))
    # a column of dates: the numeric form the window's lists have (formats.TABLE)
    assert any("05.03.2024" in line for line in _lines(path))
    assert any("12.03.2024" in line for line in _lines(path))
