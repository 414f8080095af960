"""A Russian session's start page speaks Russian in what the program makes (issue item 3): the
questions it asks, the automatic name of a new evening and of a new party («Вторник», not
"Tuesday") on screen and on the documents printed from them (their text read back from the
PDF), and Qt's own file dialog, whose file list shows its dates and sizes as the window
writes them (01.12.2026 19:05, «19,5 КБ»), not in the computer's locale."""

from __future__ import annotations

import datetime as dt
import os
import re

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QLocale, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QToolButton, QTreeView

from clubapp.services import Services
from clubapp.services.party import EntrantChoice
from clubapp.ui.club.start_page import PlayersDialog
from clubapp.ui.club.start_questions import ContinueQuestion, MemberQuestion
from clubapp.ui.evening.evenings_page import EveningDialog
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared import i18n
from tests.helpers.paths import SCREENS
from tests.helpers.start_page import asked, press_enter, question_of, type_names, when_shown

# written out here, not asked of Qt: the test checks the program's Qt-made name against them
WEEKDAYS = ("Понедельник", "Вторник", "Среда", "Четверг", "Пятница", "Суббота", "Воскресенье")
GUESTS = ["Анна Белова", "Вера Громова", "Галина Дёмина", "Дарья Жукова", "Кирилл Носов",
          "Лев Орлов", "Максим Петров", "Никита Рябов"]
LATIN = re.compile(r"[A-Za-z]{2,}")


def latin_words(text: str) -> list[str]:
    """The Latin words of two letters or more, but the program's own name."""
    return [w for w in LATIN.findall(text) if w != "clubapp"]


@pytest.fixture
def russian(qapp):
    from clubapp.ui.shared.file_dialog_words import watch_file_dialogs

    locale = QLocale()
    assert i18n.install_language("ru")
    watch_file_dialogs()  # as the program's start does
    yield
    i18n.install_language("en")
    QLocale.setDefault(locale)


@pytest.fixture
def window(russian, qtbot, tmp_path, empty_club, qapp):
    qapp.setKeyboardInputInterval(0)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    opened = MainWindow(Services.open(str(empty_club)), settings)
    qtbot.addWidget(opened)
    opened.show()
    qtbot.waitExposed(opened)
    yield opened
    opened.close()


def pdf_text(window: MainWindow, path) -> str:
    preview = window.print_menu.last
    assert preview is not None
    saved = preview.save_as(path)
    preview.reject()
    return " ".join(" ".join((p.extract_text() or "").split())
                    for p in PdfReader(str(saved)).pages)


def test_a_russian_club_evening_is_asked_named_and_printed_in_russian(window, qtbot,
                                                                      tmp_path):
    asked.clear()
    window.services.members.add("Семён Фролов")
    window.services.members.add("Анна Белова")
    seen: dict[str, object] = {}

    def answer(dialog: MemberQuestion) -> None:
        seen["title"] = dialog.windowTitle()
        seen["question"] = question_of(dialog)
        seen["buttons"] = [b.text() for b in (*dialog.offer_buttons, dialog.new_button)]
        dialog.grab().save(str(SCREENS / "start_asks_ru.png"))
        press_enter(qtbot, dialog)

    when_shown(PlayersDialog, type_names("семен", "анна белова", "Вера Громова", "Глеб Орлов"))
    when_shown(MemberQuestion, answer)
    qtbot.mouseClick(window.start_page.buttons["club"], Qt.MouseButton.LeftButton)
    assert seen["title"] == "Кто это?"
    assert seen["question"] == "«семен»: Семён Фролов или новый участник?"
    assert seen["buttons"] == ["Семён Фролов", "&Новый участник «семен»"]
    assert [m.name for m in window.services.members.list()] == [
        "Анна Белова", "Вера Громова", "Глеб Орлов", "Семён Фролов"]
    evening = window.evening_page.detail.evening
    assert evening.name == WEEKDAYS[dt.date.today().weekday()]
    # the first deal, as the start page leads to it: the game found, started, a deal recorded
    panel = window.evening_page.panel
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.setup.game_search)
    qtbot.keyClicks(panel.setup.game_search, "euchre")
    qtbot.keyClick(panel.setup.game_search, Qt.Key.Key_Return)
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert panel.view is not None and panel.view.players[0] == "Семён Фролов"
    panel.form.set_entry({"makers": "A", "tricks": 3})
    qtbot.mouseClick(panel.record_button, Qt.MouseButton.LeftButton)
    assert panel.view.deals
    window.print_menu.score_sheet()
    sheet = pdf_text(window, tmp_path / "sheet.pdf")
    assert evening.name in sheet and latin_words(sheet) == []
    window.print_menu.evening_results()
    results = pdf_text(window, tmp_path / "results.pdf")
    assert evening.name in results and latin_words(results) == []


def test_a_russian_party_is_named_and_printed_in_russian(window, qtbot, tmp_path):
    asked.clear()
    when_shown(PlayersDialog, type_names(*GUESTS))
    window.start_job("party")
    party = window.party_page.evening_id
    assert party is not None
    view = next(e for e in window.services.evenings.list() if e.id == party)
    assert view.name == WEEKDAYS[dt.date.today().weekday()]
    members = window.services.members.list()
    window.services.party.start(party, [EntrantChoice(m.id, "red" if n % 2 else "blue")
                                        for n, m in enumerate(members)], seed=5)
    window.open_evening(party)
    for kind in ("tally-cards", "prizes"):
        window.print_menu.party_document(kind)
        text = pdf_text(window, tmp_path / f"{kind}.pdf")
        assert view.name in text and latin_words(text) == [], kind


def test_the_continue_question_in_russian_and_another_evening_numbered(window, qtbot):
    asked.clear()
    today = dt.date.today()
    first_name = WEEKDAYS[today.weekday()]
    window.services.evenings.create(today, first_name, "club")
    seen: dict[str, object] = {}

    def another(dialog: ContinueQuestion) -> None:
        seen["title"] = dialog.windowTitle()
        seen["question"] = question_of(dialog)
        seen["buttons"] = [b.text() for b in (*dialog.offer_buttons, dialog.new_button)]
        dialog.grab().save(str(SCREENS / "start_continue_ru.png"))
        qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)

    when_shown(ContinueQuestion, another)
    when_shown(PlayersDialog, type_names("Анна Белова"))
    window.start_job("club")
    assert asked == ["ContinueQuestion", "PlayersDialog"]
    assert seen["title"] == "Сегодняшний вечер"
    assert re.fullmatch(rf"Продолжить «{first_name}» \(открыт с \d\d:\d\d\) или начать ещё "
                        r"один вечер\?", str(seen["question"]))
    assert seen["buttons"] == [f"&Продолжить «{first_name}»", "&Начать ещё один вечер"]
    assert window.evening_page.detail.evening.name == f"{first_name} (2)"


def test_qt_file_dialog_shows_dates_and_sizes_as_the_window_writes_them(russian, qtbot,
                                                                         tmp_path):
    moment = dt.datetime(2024, 3, 5, 19, 5)
    (tmp_path / "tiny.pdf").write_bytes(b"x")
    (tmp_path / "sheet.pdf").write_bytes(b"x" * 20_000)
    (tmp_path / "papers").mkdir()
    for name in ("tiny.pdf", "sheet.pdf", "papers"):
        os.utime(tmp_path / name, (moment.timestamp(), moment.timestamp()))
    rows: list[list[str]] = []
    headers: list[str] = []

    def read(attempts: int = 200) -> None:
        dialog = QApplication.activeModalWidget()
        view = dialog.findChild(QTreeView, "treeView") if isinstance(dialog, QFileDialog) \
            else None
        model = view.model() if view is not None else None
        if model is None or model.rowCount(view.rootIndex()) < 3:
            if attempts:
                QTimer.singleShot(20, lambda: read(attempts - 1))
                return
        else:
            root = view.rootIndex()
            headers.extend(str(model.headerData(c, Qt.Orientation.Horizontal))
                           for c in range(model.columnCount(root)))
            rows.extend([str(model.index(r, c, root).data())
                         for c in range(model.columnCount(root))]
                        for r in range(model.rowCount(root)))
            dialog.grab().save(str(SCREENS / "file_dialog_ru.png"))
        dialog.reject()

    QTimer.singleShot(0, read)
    # the way the program asks for a file (Qt's own dialog, reading no file it lists)
    from clubapp.ui.shared.file_dialogs import open_file_name

    open_file_name(None, "", str(tmp_path), "PDF (*.pdf)")
    assert headers == ["Имя", "Размер", "Тип", "Дата изменения"]
    by_name = {row[0]: row[1:] for row in rows}
    assert by_name["papers"] == ["", "Папка", "05.03.2024 19:05"]
    assert by_name["tiny.pdf"][0] == "1 байт"
    assert by_name["sheet.pdf"][0] == "19,5 КБ"
    assert by_name["sheet.pdf"][2] == "05.03.2024 19:05"
    assert [w for row in rows for w in latin_words(" ".join(row[1:])) if w != "PDF"] == []


def test_the_new_evening_dialog_shows_its_date_and_calendar_in_russian(russian, qtbot,
                                                                       empty_club):
    services = Services.open(str(empty_club))
    try:
        dialog = EveningDialog(services)
        qtbot.addWidget(dialog)
        dialog.date.setDate(dialog.date.date().fromString("2024-03-05", "yyyy-MM-dd"))
        assert dialog.date.text() == "05.03.2024"
        calendar = dialog.date.calendarWidget()
        calendar.show()
        month = calendar.findChild(QToolButton, "qt_calendar_monthbutton")
        assert month is not None and month.text() == "март"  # Qt writes it so, in lower case
        assert latin_words(" ".join(calendar.locale().standaloneDayName(d) for d in range(1, 8))
                           ) == []
    finally:
        services.close()
