"""Honours that came after the game was won are shown as not counted (the Russian club night,
item 9).

seeds/004 line 15: «если во взятках окажутся три козырные „картинки“ — 2 очка, четыре
козырные „картинки“ — 4 очка, пять козырных „картинок“ — 6 очков»; line 23: «Для выигрыша
партии достаточно 10 очков». Where the book is silent, the house rule *tricks count before
honours* (on, the Laws of Short Whist, law 5): a side that goes out by its tricks has won, and
the other side's honours in that deal count nothing.

In the night's rubber A had 8 when deal 2 gave A 8 tricks (4 points: game, at 12) and B four
honours. The sheet printed B's «За онёры 4» beside B's total of 0, and the window's deal said
«онёры 1–4» alone. Now the sheet shows "—" there and its remarks, as the window's deal, say
«онёры B не засчитаны: партия набрана раньше»; deal 4 likewise for B's three honours.
"""

from __future__ import annotations

import re
import subprocess

from clubapp.reports.page import ReportSetup
from clubapp.reports.score_sheet import write_filled_sheet
from tests.ui.evening.club_window import WHIST, club_window, whist_played

NOT_COUNTED = {2: "онёры B не засчитаны: партия набрана раньше",
               4: "онёры B не засчитаны: партия набрана раньше"}


def test_honours_after_the_game_is_won_are_said_not_counted(qtbot, tmp_path, empty_club):
    with club_window(qtbot, tmp_path, WHIST, prepare=whist_played) as (window, _):
        panel = window.evening_page.panel
        game = next(iter(panel.played.lines))
        panel.open_earlier_game(game)  # the rubber, from the freed table's list
        view = panel.view
        assert view is not None and [d.points for d in view.deals] == [
            {"A": 8, "B": 0}, {"A": 4, "B": 0}, {"A": 0, "B": 6}, {"A": 10, "B": 0}]
        notes = [row[-1] for row in panel.deals_model.rows]
        for number, words in NOT_COUNTED.items():
            assert words in notes[number - 1], notes
        assert "не засчитаны" not in notes[0] + notes[2]

        pdf = write_filled_sheet(tmp_path / "whist.pdf", view,
                                 ReportSetup("ru", "a4", "Клуб", None))
    layout = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                            text=True, timeout=60, check=True).stdout
    rows = {int(m.group(1)): line for line in layout.splitlines()
            if (m := re.match(r"\s*(\d)\s+(Анна|Борис|Вера|Глеб)\s", line))}
    assert sorted(rows) == [1, 2, 3, 4], layout
    for number, row in rows.items():
        cells = row.split("онёры")[0]  # the deal's columns, before its remarks
        numbers = re.findall(r"—|\d+", cells)[1:]  # after the deal's number: A's 5, B's 5
        if number in NOT_COUNTED:
            assert numbers[7:9] == ["0", "—"] and "—" not in numbers[:5], row  # B's
            assert NOT_COUNTED[number] in " ".join(row.split()), row
        else:
            assert "—" not in numbers and "не засчитаны" not in row, row
