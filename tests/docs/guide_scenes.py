"""The user guide's pictures: each a scene of the real window, built on a club of its own and
taken offscreen at 1366×768 in the window's language.

A scene makes what a person would have in front of them at that step of the guide (the start
page of a new club, the sample club, the first table's setup, a score form with deals, a print
preview, a party, the standings, the chips, the tables' phones) and returns the picture: the
window, with the step's dialog over it where the step has one, as it is seen on the screen.
``take(name, lang, folder)`` builds one; ``SCENES`` names them all. The dates are fixed, so a
picture changes only when the window does.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QColor, QImage, QKeyEvent, QPainter, QPen
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QTabBar, QWidget

from clubapp.services import Services

SIZE = QSize(1366, 768)
ANIMATIONS_MS = 400  # Qt's widget animations (a fade, a glow) are over by then
CHROMIUM = "/usr/bin/chromium"  # Debian's, installed by setup.sh --test: never downloaded
DAY = dt.date(2026, 3, 6)  # a Friday: the evening of the guide
FRIDAY = {"en": "Friday", "ru": "Пятница"}  # named by its day, as the start page names it
# the people of the guide, in the language of its pictures (a Russian picture names no one
# in Latin letters but the sample club's own members)
PEOPLE = {
    "en": ("Ann Hale", "Bob Reed", "Cat Moss", "Dan Ford", "Eve Lamb", "Fay Gold", "Gus Penn",
           "Hal Wood", "Ivy Dale", "Jon Ash"),
    "ru": ("Анна Петрова", "Борис Рыбаков", "Вера Мохова", "Глеб Фомин", "Дарья Лебедева",
           "Егор Голубев", "Жанна Панкова", "Захар Лесков", "Инна Долина", "Кирилл Ясенев"),
}
GUESTS = {
    "en": ("Ada Byron", "Ben Cole", "Clara Dunn", "Dick Ellis", "Edna Ford", "Fred Gale",
           "Grace Hill", "Harry Irons", "Iris Jones", "Jack Kemp", "Kitty Moss", "Leo North"),
    "ru": ("Агата Белова", "Борис Волков", "Варвара Гусева", "Григорий Дронов", "Дина Ершова",
           "Евгений Жуков", "Зоя Исаева", "Игорь Климов", "Ксения Львова", "Лев Мартынов",
           "Мария Новикова", "Никита Орлов"),
}


def type_text(widget: QWidget, text: str) -> None:
    """Type ``text`` into ``widget`` key by key, as a keyboard does (Cyrillic too)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier,
                                                     char))


def settle(times: int = 3) -> None:
    """Let the window lay itself out and paint, as the event loop does for a person."""
    for _ in range(times):
        QApplication.processEvents()
        QTest.qWait(20)


class Stage:
    """One scene's club file, settings and window, in a folder of its own."""

    def __init__(self, folder: Path, lang: str) -> None:
        self.folder, self.lang = folder, lang
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / "club.sqlite"
        self.settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        self.settings.setValue("window/language", lang)
        self.window = None
        self.texts: list[tuple[str, str]] = []  # what a scene shows outside the window

    def services(self) -> Services:
        return Services.open(str(self.path))

    def open(self):
        """The main window on this club, at the guide's size, as the program opens it."""
        from clubapp.ui.main_window import MainWindow

        window = self.window = MainWindow(None, self.settings)
        window.resize(SIZE)
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.attach(self.services())
        window.resize(SIZE)
        settle()
        return window

    def close(self) -> None:
        window = self.window
        if window is None:
            return
        for dialog in window.findChildren(QDialog):
            dialog.reject()
            dialog.deleteLater()
        services = window.services
        window.hide()
        window.deleteLater()
        if services is not None:
            services.close()
        settle(1)


# --- pictures ------------------------------------------------------------------------------
def without_scratch_path(window: QWidget) -> None:
    """Take the status bar's "Database: /tmp/…" away: it names this scene's scratch file,
    which is nobody's club and changes from run to run."""
    bar = getattr(window, "statusBar", None)
    services = getattr(window, "services", None)
    if bar is not None and services is not None and \
            services.db.display_name in bar().currentMessage():
        bar().clearMessage()


def done_moving() -> None:
    """Let what fades in finish (a search box's clear button, a default button's glow): the
    same picture every run."""
    settle()
    QTest.qWait(ANIMATIONS_MS)
    settle(1)


def picture(widget: QWidget) -> QImage:
    without_scratch_path(widget)
    done_moving()
    return widget.grab().toImage()


def over(window: QWidget, dialog: QWidget, at: QPoint | None = None) -> QImage:
    """The window with ``dialog`` over it (centred, or at ``at``), framed as a window manager
    frames it: how the step looks on the screen."""
    without_scratch_path(window)
    done_moving()
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    shown = dialog.grab().toImage()
    if at is None:
        at = QPoint((image.width() - shown.width()) // 2,
                    max(0, (image.height() - shown.height()) // 2))
    painter = QPainter(image)
    painter.fillRect(QRect(0, 0, image.width(), image.height()), QColor(0, 0, 0, 60))
    frame = QRect(at.x() - 1, at.y() - 1, shown.width() + 1, shown.height() + 1)
    painter.fillRect(frame.translated(4, 4), QColor(0, 0, 0, 70))  # its shadow
    painter.drawImage(at, shown)
    painter.setPen(QPen(QColor("#555"), 1))
    painter.drawRect(frame)
    painter.end()
    return image


# --- the clubs -----------------------------------------------------------------------------
def friday(services: Services, lang: str) -> int:
    """The guide's Friday evening: its id."""
    return services.evenings.create(DAY, FRIDAY[lang], "club").id


def members(services: Services, names: tuple[str, ...]) -> list[int]:
    return [services.members.add(name).id for name in names]


# euchre (seeds/002 line 219): A 1, B 2 (a march), A 1 — two all in the first game
EUCHRE_DEALS = ({"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5},
                {"makers": "A", "tricks": 4})
# loo: a simple pool, where everyone plays (seeds/000 line 49), then a pool the looed pay
LOO_DEALS = ({"tricks": {0: 2, 1: 1}}, {"in": [2, 3], "tricks": {2: 1, 3: 2}},
             {"tricks": {0: 1, 1: 1, 4: 1}})


def club_evening(stage: Stage) -> tuple[int, int, int]:
    """Friday: euchre at table 1 with three deals, loo at table 2 with three, scored at the
    desk by the guide's first person: the evening's id and the two games' ids."""
    from clubapp.services.audit import acting_as

    people = PEOPLE[stage.lang]
    services = stage.services()
    try:
        with acting_as(people[0]):
            ids = members(services, people)
            evening = friday(services, stage.lang)
            _t, euchre = services.evenings.seat_table(evening, ids[:4], "euchre", {})
            for deal in EUCHRE_DEALS:
                services.scoring.record_deal(euchre, deal)
            loo_players = people[4:9]
            _t, loo = services.evenings.seat_table(evening, ids[4:9], "loo", {})
            for deal in LOO_DEALS:
                entry = {key: ({loo_players[i]: n for i, n in value.items()}
                               if key == "tricks" else [loo_players[i] for i in value])
                         for key, value in deal.items()}
                services.scoring.record_deal(loo, entry)
        return evening, euchre, loo
    finally:
        services.close()


# --- the scenes ----------------------------------------------------------------------------
def start(stage: Stage) -> QImage:
    """A new club: the window opens on Start."""
    window = stage.open()
    window.go_to("Start")
    return picture(window)


def sample(stage: Stage) -> QImage:
    """Start → Open the sample club: an evening under way, on a scratch copy."""
    from clubapp.services.sample import make_sample_club

    window = stage.open()
    sample_path = stage.folder / "sample" / "sample-club.sqlite"
    sample_path.parent.mkdir(exist_ok=True)
    # what open_sample makes, on the guide's day (the evening is named as the window names it)
    evening = make_sample_club(sample_path, DAY, window.tr("Sample evening"))
    window.switch_services(Services.open(str(sample_path)))
    window.open_evening(evening)
    # the sample's euchre is played by its English-named members, its cribbage by Russian ones
    window.evening_page.tables.setCurrentRow(0 if stage.lang == "en" else 1)
    return picture(window)


def players(stage: Stage) -> QImage:
    """Start → A club evening: who plays tonight, typed one a line."""
    from clubapp.ui.club.start_page import PlayersDialog

    window = stage.open()
    window.go_to("Start")
    dialog = PlayersDialog([], "club", window)
    dialog.names.setPlainText("\n".join(PEOPLE[stage.lang][:4]))
    dialog.show()
    QTest.qWaitForWindowExposed(dialog)
    return over(window, dialog)


def setup(stage: Stage) -> QImage:
    """Table 1 with its seats filled in, the game being found by typing its name."""
    from clubapp.ui.evening.table_setup import SetupChoice

    services = stage.services()
    try:
        ids = members(services, PEOPLE[stage.lang][:4])
        evening = friday(services, stage.lang)
        table = services.evenings.add_table(evening)
    finally:
        services.close()
    window = stage.open()
    window.evening_page.panel.setups[table.id] = SetupChoice(None, ids)
    window.open_evening(evening)
    search = window.evening_page.panel.setup.game_search
    search.setFocus()
    type_text(search, "euchre" if stage.lang == "en" else "эвхри")
    return picture(window)


def tables_of(stage: Stage, evening: int):
    """The window on ``evening``, table 1 shown."""
    window = stage.open()
    window.open_evening(evening)
    window.evening_page.tables.setCurrentRow(0)
    settle()
    return window


def score_form(stage: Stage) -> QImage:
    """Table 1's euchre under way: the score line, the next deal typed, the deals so far."""
    evening, _euchre, _loo = club_evening(stage)
    window = tables_of(stage, evening)
    form = window.evening_page.panel.form
    form.set_entry({"makers": "B", "tricks": 3})
    form.focus_first()
    return picture(window)


def print_preview(stage: Stage) -> QImage:
    """Print → Score sheet of this game…: the sheet previewed, to print or save as PDF."""
    evening, _euchre, _loo = club_evening(stage)
    window = tables_of(stage, evening)
    window.print_menu.score_sheet()
    dialog = window.print_menu.last
    assert dialog is not None, "the score sheet was not previewed"
    dialog.resize(760, 700)
    dialog.show()
    QTest.qWaitForWindowExposed(dialog)
    settle(6)  # the page is rendered off the window's thread
    return over(window, dialog, QPoint(300, 40))


def chips(stage: Stage) -> QImage:
    """Chips and settlement…: each player's chips, the pools, the proof; settled at a worth."""
    from clubapp.ui.evening.chips_dialog import ChipsDialog

    evening, _euchre, _loo = club_evening(stage)
    window = tables_of(stage, evening)
    window.evening_page.tables.setCurrentRow(1)
    dialog = ChipsDialog(window.services, evening, window)
    dialog.show()
    QTest.qWaitForWindowExposed(dialog)
    dialog.settle()
    # the worth kept: the table behind shows money beside chips, as it does within a second
    window.evening_page.refresh()
    return over(window, dialog)


# --- a card party ----------------------------------------------------------------------------
ROLES = {"en": ("Ladies", "Gentlemen"), "ru": ("Дамы", "Кавалеры")}
PARTY_NAME = {"en": "Spring party", "ru": "Весенний турнир"}
SEASON = {"en": "Spring league", "ru": "Весенняя лига"}


def party_club(stage: Stage, drawn: bool) -> int:
    """Twelve guests, six in each pack, for a party evening: drawn (with the book's draw,
    seeded) or still to set up. The evening's id."""
    from clubapp.services.party_views import EntrantChoice

    services = stage.services()
    try:
        ids = members(services, GUESTS[stage.lang])
        evening = services.evenings.create(DAY, PARTY_NAME[stage.lang], "party").id
        if drawn:
            red, blue = ROLES[stage.lang]
            services.party.start(evening, [EntrantChoice(m, "red" if i % 2 == 0 else "blue")
                                           for i, m in enumerate(ids)],
                                 seed=7, labels={"red": red, "blue": blue})
        return evening
    finally:
        services.close()


def party_setup(stage: Stage) -> QImage:
    """Start → A card party: the guests ticked, the roles named and set, ready to draw."""
    services = stage.services()
    try:
        ids = members(services, GUESTS[stage.lang])
        evening = services.evenings.create(DAY, PARTY_NAME[stage.lang], "party").id
    finally:
        services.close()
    window = stage.open()
    setup = window.party_page.setup
    setup.expect_guests(evening, ids)
    window.open_evening(evening)
    red, blue = ROLES[stage.lang]
    setup.labels["red"].setText(red)
    setup.labels["blue"].setText(blue)
    for index, member in enumerate(ids):
        setup.choose(member, "red" if index % 2 == 0 else "blue")
    return picture(window)


def party(stage: Stage) -> QImage:
    """The party after its first bell: round 2's tables, their scores being typed; who won at
    each table on the Bell tab."""
    from clubapp.services.party_views import TableEntry

    evening = party_club(stage, drawn=True)
    services = stage.services()
    try:
        view = services.party.view(evening)
        services.party.ring_bell(evening, 1, [
            TableEntry(table.number, (5, 3 - (table.number % 3)), None, None)
            for table in view.tables])
    finally:
        services.close()
    window = stage.open()
    window.open_evening(evening)
    settle()
    page = window.party_page
    boxes = page.grid.visible_fields()
    for box, score in zip(boxes, ("5", "2", "4", "5"), strict=False):
        box.setFocus()
        type_text(box, score)
    return picture(window)


# --- standings and seasons -----------------------------------------------------------------
def rubber(winners: str, games_lost: int) -> list[dict]:
    """A euchre rubber's deals (seeds/002 lines 217-221): ``winners`` take it two games to
    ``games_lost``, their games with a march or two, the losers' with marches only."""
    losers = "B" if winners == "A" else "A"
    won = [{"makers": winners, "tricks": 5}, {"makers": losers, "tricks": 3},
           {"makers": winners, "tricks": 5}, {"makers": winners, "tricks": 5}]
    lost = [{"makers": losers, "tricks": 5}] * 3
    return [*won, *(lost * games_lost), {"makers": winners, "tricks": 3},
            {"makers": winners, "tricks": 5}, {"makers": winners, "tricks": 5}]


def league(stage: Stage) -> list[int]:
    """Two Fridays of euchre at two tables, each table a rubber played out: the evenings."""
    people = PEOPLE[stage.lang][:8]
    services = stage.services()
    try:
        ids = members(services, people)
        evenings = []
        nights = ((0, ((ids[:4], rubber("A", 0)), (ids[4:8], rubber("B", 1)))),
                  (7, (([ids[0], ids[4], ids[1], ids[5]], rubber("A", 1)),
                       ([ids[2], ids[6], ids[3], ids[7]], rubber("B", 0)))))
        for week, tables in nights:
            evening = services.evenings.create(DAY + dt.timedelta(days=week),
                                               FRIDAY[stage.lang], "league").id
            for seated, deals in tables:
                _t, game = services.evenings.seat_table(evening, list(seated), "euchre", {})
                for deal in deals:
                    services.scoring.record_deal(game, deal)
            evenings.append(evening)
        return evenings
    finally:
        services.close()


def standings(stage: Stage) -> QImage:
    """Standings: every evening, euchre ranked on games won, then rubbers, then points."""
    league(stage)
    window = stage.open()
    window.go_to("Standings")
    window.standings_page.refresh()
    return picture(window)


def seasons(stage: Stage) -> QImage:
    """Seasons: a season of the two Fridays, its rules said, its standing."""
    from clubapp.ui.seasons.seasons_page import seasons_of

    evenings = league(stage)
    services = stage.services()
    try:
        seasons_of(services).create(SEASON[stage.lang], None, evenings, lots_seed=7)
    finally:
        services.close()
    window = stage.open()
    window.go_to("Seasons")
    window.seasons_page.reload()
    return picture(window)



# --- settings --------------------------------------------------------------------------------
SERVER_URL = "postgresql://scorer@hall-laptop/club"  # the guide's shared server


def settings(stage: Stage) -> QImage:
    """File → Settings, as a second computer of the club fills it in: the shared server, the
    language, the documents, the scorer at this computer, the club's name, the PIN."""
    from clubapp.ui.club.settings_dialog import SettingsDialog

    window = stage.open()
    window.go_to("Start")
    dialog = SettingsDialog(stage.settings, window.services, window)
    dialog.database.setText(SERVER_URL)
    dialog.scorer.setText(PEOPLE[stage.lang][0])
    dialog.show()
    QTest.qWaitForWindowExposed(dialog)
    return over(window, dialog)


# --- the tables' phones ----------------------------------------------------------------------
def free_port(wanted: int = 8023) -> int:
    """The tables' usual port when it is free here, else any free one."""
    import socket

    for port in (wanted, 0):
        with socket.socket() as probe:
            try:
                probe.bind(("", port))
            except OSError:
                continue
            return probe.getsockname()[1]
    raise OSError("no free port")


def table_entry(stage: Stage) -> QImage:
    """Table entry → Serve the evening to the tables' phones…, started: each table's address
    and QR code, and the board of what the tables entered."""
    from clubapp.ui.table_entry import open_table_entry

    evening, _euchre, _loo = club_evening(stage)
    window = tables_of(stage, evening)
    dialog = open_table_entry(window)
    QTest.qWaitForWindowExposed(dialog)
    # sized for the screen of the guide (offscreen, Qt's own screen is smaller)
    dialog.fit_to(QRect(0, 0, SIZE.width(), SIZE.height()))
    dialog.interface.setCurrentIndex(0)  # as it opens: this computer's first network
    dialog.port.setValue(free_port())
    dialog.start_button.click()
    for _ in range(250):
        if dialog.serving and dialog.url.text():
            break
        QTest.qWait(20)
    assert dialog.serving, dialog.status.text()
    try:
        from_a_phone(dialog.url.text(), {"makers": "B", "tricks": "3"})
        for _ in range(100):  # the board follows the server within a second
            if dialog.board.item(0, 4).text() == str(len(EUCHRE_DEALS) + 1):
                break
            QTest.qWait(20)
        dialog.board.selectRow(0)
        settle(4)
        return over(window, dialog)
    finally:
        dialog.stop_server()


def from_a_phone(url: str, fields: dict[str, str]) -> None:
    """Record a deal as a table's phone does: its page, then its form sent back."""
    import re

    import httpx

    page = httpx.get(url)
    submission = re.search(r'name="submission" value="(\w+)"', page.text)
    assert submission, "the table's page has no form"
    sent = httpx.post(url + "/deal", data={"token": url.rsplit("/", 1)[1],
                                           "submission": submission.group(1), **fields},
                      follow_redirects=False)
    assert sent.status_code == 303, sent.text[:300]


def phone(stage: Stage) -> QImage:
    """Table 1's page on a phone (Debian's chromium at a phone's size): the score so far and
    the form for the next deal."""
    from playwright.sync_api import sync_playwright

    from clubapp.web.server import TableServer

    evening, _euchre, _loo = club_evening(stage)
    server = TableServer(str(stage.path), evening, host="127.0.0.1", port=0, lang=stage.lang)
    server.start()
    try:
        url = next(a.url for a in server.addresses()
                   if a.access.kind == "table" and a.access.number == 1)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=[
                "--no-sandbox", "--headless", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update"])
            try:
                context = browser.new_context(viewport={"width": 390, "height": 844},
                                              is_mobile=True, has_touch=True,
                                              device_scale_factor=1, locale=stage.lang)
                page = context.new_page()
                page.goto(url)
                page.wait_for_load_state()
                stage.texts.append(("phone page", page.inner_text("body")))
                shot = page.screenshot()
            finally:
                browser.close()
    finally:
        server.stop()
    image = QImage()
    assert image.loadFromData(shot, "PNG")
    return image



SCENES: dict[str, Callable[[Stage], QImage]] = {
    "start": start,
    "sample": sample,
    "players": players,
    "setup": setup,
    "score-form": score_form,
    "print-preview": print_preview,
    "chips": chips,
    "party-setup": party_setup,
    "party": party,
    "standings": standings,
    "seasons": seasons,
    "settings": settings,
    "table-entry": table_entry,
    "phone": phone,
}


@dataclass
class Taken:
    """A scene's picture, and what is wrong on it: the texts with less room than they need,
    and the English words of a Russian picture."""

    image: QImage
    cut: list[str] = field(default_factory=list)
    english: list[str] = field(default_factory=list)


# the sample club's own members, in Latin letters in every language (its data, not the window's)
SAMPLE_NAMES = {"Ann", "Hale", "Bob", "Reed", "Cat", "Moss", "Dan", "Ford", "Eve", "Stone"}


def faults(stage: Stage) -> tuple[list[str], list[str]]:
    """What is cut, and (in Russian) what is English, on the window and its dialogs shown."""
    from tests.ui.test_translations import english_words, visible_texts
    from tests.ui.window_tour import cut_texts

    window = stage.window
    tops = [] if window is None else [window, *(d for d in window.findChildren(QDialog)
                                                  if d.isVisible())]
    hidden = {f"tab {bar.tabText(i).replace('&', '')!r}" for top in tops
              for bar in top.findChildren(QTabBar) for i in range(bar.count())
              if not bar.isTabVisible(i)}  # a tab not shown has no room, and needs none
    cut = [f"{type(top).__name__}: {text}" for top in tops for text in cut_texts(top)
           if not any(tab in text for tab in hidden)]
    if stage.lang != "ru":
        return cut, []
    texts = [(where, text) for top in tops for where, text in visible_texts(top)]
    texts += stage.texts
    english = [f"{where}: {text!r}" for where, text in texts
               if [w for w in english_words(text) if w not in SAMPLE_NAMES]]
    return cut, english


def take(name: str, lang: str, folder: Path) -> Taken:
    """Build scene ``name`` in ``lang`` in ``folder`` (the language must be in force)."""
    stage = Stage(folder / f"{name}-{lang}", lang)
    flash = QApplication.cursorFlashTime()
    QApplication.setCursorFlashTime(0)  # a steady text cursor: the same picture every run
    try:
        image = SCENES[name](stage)
        cut, english = faults(stage)
        return Taken(image, cut, english)
    finally:
        stage.close()
        QApplication.setCursorFlashTime(flash)
