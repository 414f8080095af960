"""Players' names are whole where they fit, and shortened alike where they do not (the Russian
club night, item 8): five hundred's title and score line read «Ольга» beside «Пётр Богданов»
and «Анна Смирнова» — her name has 17 letters, one more than a name kept whole, and a name
was shortened alone, whatever the room. Now a line shows every name whole where the whole
names take no more lines than short ones; else all are shortened the same way (first names),
the tooltip naming everyone whole."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from clubapp.ui.shared.names_label import NamesLabel
from clubapp.ui.shared.short_names import short_names
from tests.helpers.databases import copy_club
from tests.ui.evening.club_window import club_window
from tests.ui.evening.test_club_evening import SCREENS

PLAYERS = ("Ольга Виноградова", "Пётр Богданов", "Анна Смирнова")
SCORE = "Ольга Виноградова: 230   Пётр Богданов: -100   Анна Смирнова: 280"


def test_one_long_name_shortens_them_all_alike():
    assert short_names(PLAYERS) == {"Ольга Виноградова": "Ольга", "Пётр Богданов": "Пётр",
                                    "Анна Смирнова": "Анна"}
    assert short_names(PLAYERS[1:]) == {name: name for name in PLAYERS[1:]}  # all fit
    assert short_names(["Анна Петрова", "Анна Смирнова", "Александра Воскресенская"]) == {
        "Анна Петрова": "Анна П.", "Анна Смирнова": "Анна С.",
        "Александра Воскресенская": "Александра"}


def test_a_line_of_names_is_whole_where_it_fits_else_short_alike(qtbot):
    label = NamesLabel()
    qtbot.addWidget(label)
    label.setWordWrap(True)
    label.set_names(PLAYERS)
    label.setText(SCORE)
    label.resize(label.fontMetrics().horizontalAdvance(SCORE) + 40, 60)
    label.show()
    QApplication.processEvents()
    assert label.text() == SCORE and label.toolTip() == ""
    label.resize(label.fontMetrics().horizontalAdvance(SCORE) * 2 // 3, 60)
    QApplication.processEvents()
    assert label.text() == "Ольга: 230   Пётр: -100   Анна: 280"
    assert label.toolTip() == SCORE


def five_hundred(services, evening) -> None:
    table = services.evenings.detail(evening).tables[0]
    ids = {m.name: m.id for m in services.members.list(include_retired=False)}
    services.evenings.seat_players(table.id, [ids[name] for name in PLAYERS])
    game = services.evenings.start_game(table.id, "five-hundred")
    services.scoring.record_deal(game, {"bidder": PLAYERS[0], "bid": "7H",
                                        "tricks": dict(zip(PLAYERS, (7, 2, 1), strict=True))})


def test_five_hundred_names_its_players_whole(qtbot, tmp_path, club_template):
    for width, height in ((1012, 560), (1354, 728)):
        copy_club(club_template, tmp_path / str(width) / "club.sqlite")
        with club_window(qtbot, tmp_path / str(width), PLAYERS, size=(width, height),
                         prepare=five_hundred) as (window, _):
            panel = window.evening_page.panel
            QApplication.processEvents()
            assert " — ".join(PLAYERS) in panel.game_title.text()
            shown = panel.score.text()
            whole = all(f"{name}: " in shown for name in PLAYERS)
            short = all(f"{name.split()[0]}: " in shown and name not in shown
                        for name in PLAYERS)
            # whole names would take a line more here: all short alike, never one alone
            assert whole or short, shown
            assert whole or panel.score.toolTip() == panel.score.whole_text()
            assert window.grab().save(str(SCREENS / f"five_hundred_names_{width + 12}_ru.png"))
