"""Every control of the window has a name a screen reader can say, in English and in Russian.

The main window is opened on a club with an evening (a euchre rubber, a cribbage game and a loo
game under way, a table still to set up), a card party, a season and a backup; the test visits
every page, every table of the evening (the cribbage form in each of its modes, the setup with
several games' house rules) and opens every dialog of the window, each shown without blocking,
looked at and closed. In each it walks the widget tree: every interactive control (buttons,
line edits, spin boxes, combo boxes, check boxes, lists and tables) has a name — its
``accessibleName()``, its own words (a button's text), or a label beside it whose buddy it is
(what Qt's accessibility gives a screen reader). A control shown only as an icon or a sign
(×, +, ▲) needs a name and a tooltip. Names are words the person reads: in Russian they are
Russian.
"""

from __future__ import annotations

import datetime as dt
import importlib
import pkgutil
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QCalendarWidget,
    QComboBox,
    QDialog,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenuBar,
    QPlainTextEdit,
    QScrollBar,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

import clubapp.ui
from clubapp.services import Services
from clubapp.services.party_views import EntrantChoice
from clubapp.services.sample import make_sample_club
from clubapp.ui.main_window import PAGES, MainWindow
from clubapp.ui.shared.i18n import install_language

CONTROLS = (QAbstractButton, QLineEdit, QAbstractSpinBox, QComboBox, QAbstractItemView,
            QTextEdit, QPlainTextEdit, QAbstractSlider)
# the parts of a composite control, named by the control itself (a spin box's line edit, a
# table's corner button, a tab bar's scroll arrows, a combo box's pop-up list)
COMPOSITES = (QAbstractSpinBox, QComboBox, QTabBar, QAbstractItemView, QScrollBar, QMenuBar,
              QCalendarWidget, QLineEdit)  # a line edit's own clear button is Qt's
LOO = ("Ольга Белова", "Пётр Орлов", "Eve Stone")
GUESTS = ("Gus Dale", "Hal Rowe", "Ivy Lane", "Jo Park")
DAY = dt.date(2026, 11, 27)  # the sample evening's
PHONE = "192.168.1.41"  # a table's phone
SETUP_GAMES = ("euchre", "cribbage", "loo", "whist", "all-fives")


def words(text: str) -> str:
    """What a person reads of a label or button: no mnemonic ampersands, no markup."""
    return re.sub(r"<[^>]+>", " ", text).replace("&&", "\0").replace("&", "") \
        .replace("\0", "&").strip()


def has_words(text: str) -> bool:
    return any(ch.isalnum() for ch in words(text))


def part_of_another(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:  # past a pop-up's window too: a combo box's list is its own
        if isinstance(parent, QAbstractItemView):
            if not parent.viewport().isAncestorOf(widget):
                return True  # the view's own part; a control put in a cell is one of ours
        elif isinstance(parent, COMPOSITES):
            return True
        parent = parent.parentWidget()
    return False


def name_of(widget: QWidget) -> str:
    """The name a screen reader says for ``widget``, as Qt's accessibility finds it: its
    accessible name, else a button's own words, else the text of a label beside it (a sibling)
    whose buddy it is."""
    if widget.accessibleName().strip():
        return widget.accessibleName().strip()
    if isinstance(widget, QAbstractButton) and has_words(widget.text()):
        return words(widget.text())
    parent = widget.parentWidget()
    if parent is not None:
        for label in parent.findChildren(QLabel):
            if label.parentWidget() is parent and label.buddy() is widget \
                    and has_words(label.text()):
                return words(label.text())
    return ""


def where(widget: QWidget) -> str:
    """A control told apart from the others: its class, object name and the named ones it
    sits in."""
    path = []
    parent = widget.parentWidget()
    while parent is not None and len(path) < 3:
        if parent.objectName() and not parent.objectName().startswith("qt_"):
            path.append(parent.objectName())
        parent = parent.parentWidget()
    text = widget.toolTip() or (widget.placeholderText() if isinstance(widget, QLineEdit)
                                else "")
    return (f"{type(widget).__name__} '{widget.objectName()}' in "
            f"{'/'.join(reversed(path)) or '-'}" + (f" ({text!r})" if text else ""))


def controls(top: QWidget) -> Iterator[QWidget]:
    """The controls ``top`` shows now (a hidden one may not have its words yet: each state
    that shows it is visited)."""
    for widget in top.findChildren(QWidget):
        if isinstance(widget, CONTROLS) and not isinstance(widget, QHeaderView | QScrollBar) \
                and widget.isVisibleTo(top) and not part_of_another(widget):
            yield widget


def problems(top: QWidget, step: str, lang: str) -> list[str]:
    """Every control of ``top`` without a name; a sign-only one without a tooltip; in Russian
    a name given in English."""
    found = []
    for widget in controls(top):
        name = name_of(widget)
        if not name:
            found.append(f"{step}: {where(widget)} has no name")
            continue
        sign_only = isinstance(widget, QAbstractButton) and not has_words(widget.text()) \
            and (bool(widget.text().strip()) or not widget.icon().isNull())
        if sign_only and not widget.toolTip().strip():
            found.append(f"{step}: {where(widget)} shows a sign or an icon and has no tooltip")
        given = widget.accessibleName()
        if lang == "ru" and given and re.search("[A-Za-z]", given) \
                and not re.search("[А-Яа-яЁё]", given):
            found.append(f"{step}: {where(widget)} is named in English: {given!r}")
    return found


@pytest.fixture
def club(empty_club, qapp):
    """The sample club with its loo game under way and a table to set up, a card party, a
    season and a backup."""
    path = empty_club
    evening = make_sample_club(path, day=DAY)
    services = Services.open(str(path))
    try:
        detail = services.evenings.detail(evening)
        loo = services.evenings.start_game(detail.tables[2].id, "loo")
        services.scoring.record_deal(loo, {"tricks": {LOO[0]: 2, LOO[1]: 1}})
        services.evenings.add_table(evening)  # still to set up
        guests = [services.members.add(name).id for name in GUESTS]
        members = [m.id for m in services.members.list()][:4] + guests
        party = services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
        services.party.start(party.id, [EntrantChoice(m, "red" if i % 2 else "blue")
                                        for i, m in enumerate(members)], seed=7)
        from clubapp.ui.seasons.seasons_page import seasons_of

        seasons_of(services).create("Spring league", None, [evening])
        services.evenings.backups.take("by hand")
        to_set_up = services.evenings.create(dt.date(2026, 12, 12), "Spring party", "party")
    finally:
        services.close()
    return path, evening, party.id, to_set_up.id


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    install_language(request.param)
    yield request.param
    install_language("en")


def every_dialog_class() -> set[type]:
    """Every dialog the window's modules define."""
    for module in pkgutil.walk_packages(clubapp.ui.__path__, "clubapp.ui."):
        importlib.import_module(module.name)
    found, todo = set(), [QDialog]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("clubapp.ui."):
                found.add(sub)
    return found


class Walk:
    """The window's pages and dialogs, each looked at as it is shown."""

    def __init__(self, window: MainWindow, lang: str) -> None:
        self.window, self.lang = window, lang
        self.found: list[str] = []
        self.said: set[str] = set()
        self.dialogs: set[type] = set()

    def look(self, step: str, top: QWidget | None = None) -> None:
        """What ``top`` (the window) shows, each page of its tabs too."""
        top = top or self.window
        self._look(step, top)
        for tabs in top.findChildren(QTabWidget):
            if tabs.isVisibleTo(top):
                for index in range(tabs.count()):
                    if tabs.isTabVisible(index) and tabs.isTabEnabled(index):
                        tabs.setCurrentIndex(index)
                        self._look(f"{step}, tab {tabs.tabText(index)!r}", top)

    def _look(self, step: str, top: QWidget) -> None:
        QApplication.processEvents()
        for problem in problems(top, step, self.lang):
            said = problem.split(": ", 1)[1]  # each control once, where it was first seen
            if said not in self.said:
                self.said.add(said)
                self.found.append(problem)

    def dialog(self, step: str, make: Callable[[], QWidget],
               then: Callable[[QWidget], None] | None = None) -> None:
        """A dialog made, shown without blocking, looked at (``then`` opens one from it) and
        closed."""
        shown = make()
        shown.show()  # not exec(): nothing blocks, and the dialog is looked at as shown
        self.dialogs.update(type(shown).__mro__)
        self.look(step, shown)
        if then is not None:
            then(shown)
        if isinstance(shown, QDialog):
            shown.reject()
        shown.close()
        shown.deleteLater()
        QApplication.processEvents()


def walk_pages(walk: Walk, evening: int, party: int, to_set_up: int) -> None:
    window = walk.window
    window.open_evening(evening)
    for page in PAGES:
        if page == "Member":
            window.member_page.show_member(window.members_page.members[0].id)
        if page == "Party":
            window.open_evening(party)
        window.go_to(page)
        if page == "Evenings":
            window.evenings_page.table.selectRow(0)
        if page == "Seasons":
            window.seasons_page.reload(window.seasons_page.season_id())
        walk.look(page)
    window.open_evening(evening)
    page = window.evening_page
    panel = page.panel
    for row in range(page.tables.count()):
        page.tables.setCurrentRow(row)
        walk.look(f"table {row + 1}")
        form = panel.form
        if form is not None and panel.view is not None and panel.view.game_id == "cribbage":
            for mode in range(form.findChild(QComboBox, "entry_mode").count()
                              if form.findChild(QComboBox, "entry_mode") else 0):
                form.findChild(QComboBox, "entry_mode").setCurrentIndex(mode)
                walk.look(f"table {row + 1}, cribbage entry mode {mode + 1}")
    page.tables.setCurrentRow(page.tables.count() - 1)  # the table still to set up
    for game in SETUP_GAMES:
        panel.game_combo.setCurrentIndex(panel.game_combo.findData(game))
        walk.look(f"setup of {game}")
    page.tables.setCurrentRow(0)
    window.open_evening(to_set_up)
    walk.look("a party to set up")


def money_window(services: Services, evening: int, parent: QWidget) -> QWidget:
    """The evening's Money window, its fees set and a pot in play (every control shown)."""
    from clubapp.ui.evening.money_page import MoneyWindow

    services.money.setup(evening, {"entry_fee": "5.00", "pots": [
        {"name": "Best pegging", "per_player": "0.50", "won_by": {"manual": True}}]})
    window = MoneyWindow(services, None, parent)
    window.show_evening(evening)
    window.page.players.table.selectRow(0)
    return window


def walk_dialogs(walk: Walk, folder: Path, evening: int, party: int) -> None:
    from clubapp.events.standing_rules import StandingRules
    from clubapp.reports.page import ReportSetup
    from clubapp.reports.score_sheet import write_blank_sheet
    from clubapp.services.deal_offers import DealOffers
    from clubapp.services.members import match_name
    from clubapp.services.open_tonight import open_evenings_on
    from clubapp.ui.club.backups_dialog import BackupsDialog
    from clubapp.ui.club.balances import BalancesDialog
    from clubapp.ui.club.deposit_dialog import DepositDialog
    from clubapp.ui.club.import_dialog import ImportDialog
    from clubapp.ui.club.mail_dialog import MailDialog
    from clubapp.ui.club.member_dialog import MemberDialog
    from clubapp.ui.club.publish_dialog import PublishDialog
    from clubapp.ui.club.settings_dialog import SettingsDialog
    from clubapp.ui.club.start_page import PlayersDialog
    from clubapp.ui.club.start_questions import ContinueQuestion, MemberQuestion
    from clubapp.ui.evening.chips_dialog import ChipsDialog
    from clubapp.ui.evening.evenings_page import EveningDialog
    from clubapp.ui.evening.money_players import AddPlayerDialog
    from clubapp.ui.evening.money_pots import AwardDialog
    from clubapp.ui.evening.money_setup_dialog import MoneySetupDialog
    from clubapp.ui.evening.table_panel import CorrectDialog
    from clubapp.ui.printing.print_preview import PdfPreviewDialog
    from clubapp.ui.seasons.awards_dialog import AwardsDialog
    from clubapp.ui.seasons.season_dialogs import EveningsDialog, RulesDialog
    from clubapp.ui.table_entry.dialog import TableEntryDialog

    window = walk.window
    services = window.services
    window.open_evening(evening)
    window.evening_page.tables.setCurrentRow(0)
    view = window.evening_page.panel.view
    evenings = services.evenings.list()
    member = window.members_page.members[0]
    known = services.members.list(include_retired=False)
    match = match_name("ann", known)  # Ann Hale, or a new member?
    pdf = write_blank_sheet(folder / "blank.pdf", "euchre", ReportSetup(walk.lang, "a4", "Club"))
    csv = folder / "members.csv"
    csv.write_text("name,email\nIvy Dale,ivy@example.org\n,no-name@example.org\n",
                   encoding="utf-8")
    settings = QSettings(str(folder / "dialog-settings.ini"), QSettings.Format.IniFormat)
    for step, make in (
            ("new member", lambda: MemberDialog(services, None, window)),
            ("a member", lambda: MemberDialog(services, member, window)),
            ("new evening", lambda: EveningDialog(services, window)),
            ("settings", lambda: SettingsDialog(settings, services, window)),
            ("backups", lambda: BackupsDialog(services, window)),
            ("correct a deal", lambda: CorrectDialog(services, view, 0, window)),
            ("print preview", lambda: PdfPreviewDialog(pdf, "", window)),
            ("new season", lambda: EveningsDialog(evenings, [], name="", parent=window)),
            ("standing rules", lambda: RulesDialog(StandingRules.acc(), window)),
            ("awards", lambda: AwardsDialog(services, evenings, window)),
            ("import members", lambda: ImportDialog(services, csv, window)),
            ("chips", lambda: ChipsDialog(services, evening, window)),
            ("publish results", lambda: PublishDialog(services, settings, window)),
            ("e-mail results", lambda: MailDialog(services, settings, evening, window)),
            ("money", lambda: money_window(services, evening, window)),
            ("money set up", lambda: MoneySetupDialog(services, evening, window)),
            ("money: a player", lambda: AddPlayerDialog(
                services, services.money.evening_money(evening), window)),
            ("money: a pot", lambda: AwardDialog(
                services, services.money.evening_money(evening), window)),
            ("balances", lambda: BalancesDialog(services, window)),
            ("a deposit", lambda: DepositDialog(services, member.id, parent=window)),
            ("players tonight", lambda: PlayersDialog([], "club", window, known=known)),
            ("guests tonight", lambda: PlayersDialog([], "party", window, known=known)),
            ("tonight", lambda: ContinueQuestion(open_evenings_on(
                services.db, DAY, "club"), window)),
            ("who is this", lambda: MemberQuestion(match, match.offers, window))):
        walk.dialog(step, make)

    # the tables' phones: a deal offered at table 1 waits for the host to settle it
    services.evenings.set_confirm_deals(evening, True)

    def table_entry() -> TableEntryDialog:
        dialog = TableEntryDialog(services, evening, window)
        table = dialog.access.addresses(evening)[0]
        DealOffers(dialog.access).offer(table.token, evening, "s" * 32,
                                        lambda *_: {"makers": "A", "tricks": 3}, PHONE)
        dialog.offers.refresh()
        return dialog

    def settle(dialog: TableEntryDialog) -> None:
        dialog.offers.table.selectRow(0)
        walk.dialog("settle a deal", dialog.offers.settle_chosen)

    walk.dialog("table entry", table_entry, then=settle)
    window.open_evening(party)
    walk.dialog("projector", window.party_page.open_projector)


def test_every_control_of_every_page_and_dialog_has_a_name(qtbot, club, lang, tmp_path):
    path, evening, party, to_set_up = club
    window = MainWindow(None, None)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.attach(Services.open(str(path)))
    walk = Walk(window, lang)
    walk_pages(walk, evening, party, to_set_up)
    walk_dialogs(walk, tmp_path, evening, party)
    assert walk.found == [], "\n".join(walk.found)
    unvisited = {cls.__qualname__ for cls in every_dialog_class() - walk.dialogs}
    assert unvisited == set(), "dialogs this test does not open yet"


def white_pixels(chart: QWidget) -> int:
    image = chart.grab().toImage()
    return sum(image.pixelColor(x, y) == QColor("white")
               for x in range(image.width()) for y in range(image.height()))


def test_what_a_colour_says_is_said_by_a_word_or_a_shape_too(qtbot, empty_club, lang):
    """A game lost is a ring on the rating chart, not only a red dot; the projector's leaders
    name each star's colour beside its count."""
    from clubapp.events.ratings import Rating, RatingPoint
    from clubapp.services.party import TableEntry
    from clubapp.ui.club.rating_chart import RatingChart
    from clubapp.ui.party.projector_window import ProjectorWindow

    day = dt.date(2026, 1, 9)
    drawn = {}
    for won in (True, False):
        chart = RatingChart()
        qtbot.addWidget(chart)
        chart.resize(400, 240)
        chart.set_points([RatingPoint(day, "a", True, Rating(26.0, 8.0)),
                          RatingPoint(day, "b", won, Rating(27.0, 8.0)),  # on the band
                          RatingPoint(day, "c", True, Rating(28.0, 8.0))])
        drawn[won] = white_pixels(chart)
    assert drawn[False] > drawn[True] + 4  # the lost game's marker is hollow

    services = Services.open(str(empty_club))
    try:
        ids = [services.members.add(f"{name} Lane").id for name in ("Ann", "Bob", "Cat", "Dan",
                                                                    "Eve", "Fay", "Gus", "Hal")]
        party = services.evenings.create(DAY, "Winter party", "party")
        services.party.start(party.id, [EntrantChoice(m, "red" if i % 2 else "blue")
                                        for i, m in enumerate(ids)], seed=7)
        view = services.party.view(party.id)
        view = services.party.ring_bell(party.id, view.round, [
            TableEntry(t.number, (5, 2)) for t in view.tables])
    finally:
        services.close()
    projector = ProjectorWindow()
    qtbot.addWidget(projector)
    projector.show_party(view)
    leaders = [r for r in view.board if r.gold + r.red][:len(projector.leader_labels)]
    assert leaders
    for row, label in zip(leaders, projector.leader_labels, strict=True):
        for colour in ("gold", "red", "green"):
            if getattr(row, colour):
                assert f"★{getattr(row, colour)} {ProjectorWindow.star_word(colour)}" \
                    in label.text()
    words = {ProjectorWindow.star_word(c) for c in ("gold", "red", "green")}
    assert words == ({"gold", "red", "green"} if lang == "en" else {"зол.", "кр.", "зел."})
