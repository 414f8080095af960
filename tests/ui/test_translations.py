"""The window speaks Russian: every string a person reads is in the Russian catalogue.

The real window is built on a club with members, evenings, a euchre table with deals, a season
and a card party, in Russian as the program starts in it (``install_language``). Every page is
visited, every game's setup and score form built, every dialog opened, and every widget walked:
labels, buttons, group boxes, tabs, combo items, list items, placeholders, table headers, menus
and window titles. A string with an English word that is not data (a member's or an evening's
name, a card, a code the scorer types) fails the test, saying where it stands.

Also: the catalogue has every message of the sources (``pyside6-lupdate``), each translated; the
compiled ``.qm`` is the ``.ts`` compiled (``pyside6-lrelease``); the language chosen in Settings
is applied at once and keeps the page, the evening, the table and what is typed in the form;
numbers and dates follow the language. Screenshots of the main screens in Russian:
``tests/screens/ru_*.png``.
"""

from __future__ import annotations

import datetime as dt
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QEvent, QLocale, QSettings
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QWidget,
)

from clubapp import glossary
from clubapp.events.standing_rules import StandingRules
from clubapp.reports.page import ReportSetup
from clubapp.reports.score_sheet import write_blank_sheet
from clubapp.rules import all_games
from clubapp.services import Services
from clubapp.services.party_views import DEFAULT_LABELS
from clubapp.ui.club.backups_dialog import BackupsDialog
from clubapp.ui.club.import_dialog import ImportDialog
from clubapp.ui.club.member_dialog import MemberDialog
from clubapp.ui.club.settings_dialog import SettingsDialog
from clubapp.ui.evening.chips_dialog import ChipsDialog
from clubapp.ui.evening.entry_form import EntryForm
from clubapp.ui.evening.evenings_page import EveningDialog
from clubapp.ui.evening.table_panel import CorrectDialog
from clubapp.ui.main_window import MainWindow
from clubapp.ui.printing.print_preview import PdfPreviewDialog
from clubapp.ui.seasons.awards_dialog import AwardsDialog
from clubapp.ui.seasons.season_dialogs import EveningsDialog, RulesDialog
from clubapp.ui.shared import i18n
from clubapp.ui.shared.options_form import OptionsForm
from tests.helpers.paths import SCREENS
from tests.helpers.screen_words import CARD, KEPT, LATIN_WORD, typed_codes, visible_texts
from tests.helpers.window import when_dialog_opens

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
SOURCES = sorted((ROOT / "clubapp" / "ui").rglob("*.py"))
NAMES = ["Ann Lee", "Bob Hart", "Cat Moss", "Dan Ford", "Eve Stone", "Fay Wood", "Gus Reed",
         "Hal Pike"]
EVENING, PARTY, SEASON, CLUB = "Friday euchre", "Winter party", "Spring league", "Maple Club"

KEPT_ANY_CASE = {"UTF", "CSV", "PDF", "JSON"}  # "utf-8", as an encoding is named
# file names (a path, or a name with its ending), folders, URLs, file filters: the user's data
PATH_LIKE = re.compile(r"\S*[/\\]\S*|\*\.\w+|\S+\.(?:csv|txt|pdf|json|sqlite|db)\b")


# data: what the club typed (names of members, evenings, seasons, the club), and the names the
# host gives a party's two roles (editable, stored and printed; "Red" and "Blue" until renamed)
DATA = {word for text in (*NAMES, EVENING, PARTY, SEASON, CLUB, *DEFAULT_LABELS.values())
        for word in text.split()}
ALLOWED = KEPT | DATA | typed_codes()


def english_words(text: str) -> list[str]:
    """The English words of a string that should have been Russian."""
    text = re.sub(r"<[^>]+>", " ", text)  # rich text: the tags are not words
    text = CARD.sub(" ", PATH_LIKE.sub(" ", text))
    return [w for w in LATIN_WORD.findall(text)
            if w not in ALLOWED and w.upper() not in KEPT_ANY_CASE]


def untranslated(top: QWidget) -> list[str]:
    """Every string of a window or dialog with an English word in it."""
    return [f"{where}: {text!r}" for where, text in visible_texts(top)
            if text and english_words(text)]


# --- the club and the window in Russian --------------------------------------------------
@pytest.fixture
def russian(qapp):
    """The program's Russian, as it starts in it; English again afterwards."""
    locale = QLocale()
    assert i18n.install_language("ru"), "the Russian catalogue could not be loaded"
    yield
    i18n.install_language("en")
    QLocale.setDefault(locale)


@pytest.fixture
def club(empty_club) -> Path:
    """A club with members, an evening with a euchre table and deals, a season and a party."""
    path = empty_club
    services = Services.open(str(path))
    services.club.rename(CLUB)
    ids = [services.members.add(name).id for name in NAMES]
    evening = services.evenings.create(dt.date(2026, 11, 27), EVENING)
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, ids[:4])
    game = services.evenings.start_game(table.id, "euchre")
    for entry in ({"makers": "A", "tricks": 5, "alone": True}, {"makers": "B", "tricks": 3},
                  {"makers": "A", "tricks": 2}):
        services.scoring.record_deal(game, entry)
    services.evenings.add_table(evening.id)  # a second table, not yet set up
    services.evenings.create(dt.date(2026, 12, 5), PARTY, "party")
    from clubapp.ui.seasons.seasons_page import seasons_of

    seasons_of(services).create(SEASON, None, [evening.id])
    services.close()
    return path


def open_russian_window(qtbot, path: Path, settings: QSettings | None = None) -> MainWindow:
    window = MainWindow(Services.open(str(path)), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def shoot(widget: QWidget, name: str) -> None:
    QApplication.processEvents()  # the layouts settle first
    SCREENS.mkdir(exist_ok=True)
    assert widget.grab().save(str(SCREENS / f"ru_{name}.png"))


def evening_id(window: MainWindow, name: str) -> int:
    return next(e.id for e in window.services.evenings.list() if e.name == name)


def test_every_visible_string_of_every_window_and_dialog_is_russian(qtbot, russian, club,
                                                                     tmp_path):
    window = open_russian_window(qtbot, club)
    services = window.services
    problems: list[str] = []

    def check(top: QWidget) -> None:
        problems.extend(untranslated(top))

    # every page, as a person goes through them
    window.open_evening(evening_id(window, EVENING))
    panel = window.evening_page.panel
    assert panel.view is not None and panel.form is not None
    for row in range(window.nav.count()):
        window.nav.setCurrentRow(row)
        check(window)
    window.go_to("Members")
    shoot(window, "members")
    window.go_to("Evenings")
    window.evenings_page.table.selectRow(0)
    shoot(window, "evenings")
    window.go_to("Evening")
    panel.form.show_error("tricks", "—")  # an error beside a field: its label is shown too
    check(window)
    shoot(window, "evening_table")
    window.go_to("Standings")
    shoot(window, "standings")
    window.go_to("Seasons")
    check(window)
    shoot(window, "seasons")
    window.member_page.show_member(window.members_page.members[0].id)
    window.go_to("Member")
    check(window)
    shoot(window, "member")

    # the setup of every game at the second table: seats, house rules
    window.go_to("Evening")
    window.evening_page.tables.setCurrentRow(1)
    assert panel.stack.currentIndex() == 0
    combo = panel.game_combo
    for index in range(combo.count()):
        combo.setCurrentIndex(index)
        check(window)
        if combo.itemData(index) == "five-card-loo":
            shoot(window, "table_setup")

    # every game's score form, with the most players it seats
    for game in all_games():
        players = NAMES[:min(game.max_players, len(NAMES))]
        while len(players) < game.max_players:
            players.append(NAMES[len(players) % len(NAMES)])
        sides = game.sides(players)
        form = EntryForm(game.entry_schema, players, sides, lang="ru")
        form.setWindowTitle(glossary.game_name(game, "ru"))
        check(form)
        options = OptionsForm(game.options, lang="ru")
        options.setWindowTitle(glossary.game_name(game, "ru"))
        check(options)
        form.deleteLater()
        options.deleteLater()

    # the card party
    window.open_evening(evening_id(window, PARTY))
    check(window)
    shoot(window, "party")

    # every dialog
    euchre = services.evenings.list()
    services.evenings.backups.take("by hand")
    pdf = write_blank_sheet(tmp_path / "blank.pdf", "euchre", ReportSetup("ru", "a4", CLUB))
    csv = tmp_path / "members.csv"
    csv.write_text("name,email\nIvy Dale,ivy@example.org\n,no-name@example.org\n",
                   encoding="utf-8")
    window.open_evening(evening_id(window, EVENING))
    view = window.evening_page.panel.view
    assert view is not None
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialogs: list[tuple[str, QDialog]] = [
        ("member", MemberDialog(services, None, window)),
        ("member_edit", MemberDialog(services, window.members_page.members[0], window)),
        ("evening", EveningDialog(services, window)),
        ("settings", SettingsDialog(settings, services, window)),
        ("backups", BackupsDialog(services, window)),
        ("correct", CorrectDialog(services, view, 1, window)),
        ("preview", PdfPreviewDialog(pdf, "", window)),
        ("season_new", EveningsDialog(euchre, [], name="", parent=window)),
        ("season_evenings", EveningsDialog(euchre, [], parent=window)),
        ("rules", RulesDialog(StandingRules.acc(), window)),
        ("awards", AwardsDialog(services, euchre, window)),
        ("import", ImportDialog(services, csv, window)),
        ("chips", ChipsDialog(services, evening_id(window, EVENING), window)),
    ]
    for name, dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        check(dialog)
        if name in ("settings", "rules", "import", "correct", "backups"):
            shoot(dialog, f"dialog_{name}")
        dialog.reject()

    # the room's window of a party
    party = getattr(window, "party_page", None)
    if party is not None and hasattr(party, "open_projector"):
        window.open_evening(evening_id(window, PARTY))
        projector = party.open_projector()
        check(projector)
        projector.close()

    assert problems == [], "strings not in Russian:\n" + "\n".join(dict.fromkeys(problems))
    window.close()


def test_english_words_are_found_and_data_is_left_alone():
    assert english_words("Next deal") == ["Next", "deal"]
    assert english_words("Стол 1\nAnn Lee, Bob Hart") == []
    assert english_words("<b>Эвхри</b> — A (Ann Lee & Cat Moss) против B") == []
    assert english_words("Файлы CSV (*.csv)") == []
    assert english_words("5H 5C 5S JD") == []
    assert english_words("postgresql://user@host/club") == []
    assert english_words("ties: head-to-head") == ["ties", "head", "to", "head"]


def test_a_refused_entry_is_explained_in_russian(qtbot, russian, club):
    window = open_russian_window(qtbot, club)
    window.open_evening(evening_id(window, EVENING))
    panel = window.evening_page.panel
    assert panel.form is not None
    panel.record({"tricks": 3})  # the makers left blank
    assert panel.form.error_text("makers") == "не заполнено"
    panel.record({"makers": "A", "tricks": 4, "alone": True,
                  "revoke": {"by": "both", "take": "add"}})
    assert "обе стороны" in panel.form.error_text("revoke.take")
    # the recorded deals read back in Russian: the entry by the glossary, the note by the rules'
    notes = [row[-1] for row in panel.deals_model.rows]
    assert notes == ["одиночка, все пять взяток", "взяток: 3", "эвхр"]
    entries = [row[2] for row in panel.deals_model.rows]
    assert entries[0] == "заказавшие A; взятки заказавших 5; в одиночку"
    window.close()


# --- the catalogue -----------------------------------------------------------------------
def tool(name: str) -> str:
    """A Qt tool of PySide6 (pyside6-lupdate, pyside6-lrelease), wherever it is installed."""
    for candidate in (str(Path(sys.executable).parent / f"pyside6-{name}"),
                      str(Path(PySide6.__file__).parent / name),
                      shutil.which(f"pyside6-{name}")):
        if candidate and Path(candidate).is_file():
            return candidate
    raise AssertionError(f"pyside6-{name} is not installed")


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """The catalogue's live messages by (context, source)."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") not in ("vanished", "obsolete"):
                found[(name, message.findtext("source") or "")] = message
    return found


def test_every_message_of_the_russian_catalogue_is_translated():
    catalogue = messages(TRANSLATIONS / "clubapp_ru.ts")
    assert len(catalogue) > 400
    unfinished = []
    for (context, source), message in catalogue.items():
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        if translation.get("type") == "unfinished" or not all(f.strip() for f in forms):
            unfinished.append(f"{context}: {source!r}")
            continue
        for form in forms:  # Russian, with the same blanks to fill in
            assert english_words(form) == [], (context, source, form)
            if "%n" not in source:
                # Python fills %s and %d in by position: same kinds in the same order;
                # %1, %2… are filled in by number, in any order
                assert re.findall(r"%[sd]", form) == re.findall(r"%[sd]", source), (
                    context, source, form)
                assert sorted(re.findall(r"%\d", form)) == sorted(re.findall(r"%\d", source)), (
                    context, source, form)
    assert unfinished == []


def test_the_catalogues_have_every_message_of_the_sources(tmp_path):
    for name, flags in (("clubapp_ru.ts", ["-target-language", "ru_RU"]),
                        ("clubapp_en.ts", ["-target-language", "en", "-pluralonly"])):
        fresh = tmp_path / name
        shutil.copy(TRANSLATIONS / name, fresh)
        subprocess.run([tool("lupdate"), *map(str, SOURCES), "-source-language", "en", *flags,
                        "-no-obsolete", "-silent", "-ts", str(fresh)], check=True)
        assert set(messages(fresh)) == set(messages(TRANSLATIONS / name)), (
            f"{name} is behind the sources: run pyside6-lupdate (see README)")


def test_the_compiled_catalogues_are_the_catalogues_compiled(tmp_path):
    for lang in ("ru", "en"):
        compiled = tmp_path / f"clubapp_{lang}.qm"
        subprocess.run([tool("lrelease"), "-silent", str(TRANSLATIONS / f"clubapp_{lang}.ts"),
                        "-qm", str(compiled)], check=True)
        committed = TRANSLATIONS / f"clubapp_{lang}.qm"
        assert committed.read_bytes() == compiled.read_bytes(), (
            f"{committed.name} is older than its .ts: run pyside6-lrelease (see README)")


# --- choosing the language in Settings ---------------------------------------------------
def test_the_language_chosen_in_settings_is_applied_at_once_keeping_the_typed_entry(
        qtbot, club, tmp_path, qapp):
    locale = QLocale()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    try:
        i18n.install_language("en")
        window = open_russian_window(qtbot, club, settings)
        window.open_evening(evening_id(window, EVENING))
        panel = window.evening_page.panel
        assert panel.form is not None
        # a deal recorded (to undo later) and the next one half typed, not recorded
        panel.record({"makers": "B", "tricks": 4})
        typed = {"makers": "A", "tricks": 4, "alone": True}
        panel.form.set_entry(typed)
        assert window.menuBar().actions()[0].text() == "&File"
        deals = len(panel.view.deals)

        def choose(lang):
            def pick(dialog):
                dialog.language.setCurrentIndex(dialog.language.findData(lang))
                dialog.apply_club()
            return pick

        when_dialog_opens(choose("ru"))
        window.open_settings()
        assert settings.value(i18n.LANGUAGE_KEY) == "ru"
        assert i18n.current_language() == "ru"
        assert window.menuBar().actions()[0].text() == "&Файл"
        assert window.nav.item(0).text() == "Участники"
        assert window.stack.currentWidget() is window.evening_page
        assert window.evening_page.detail.evening.name == EVENING
        assert window.evening_page.tables.currentRow() == 0
        panel = window.evening_page.panel
        assert panel.form is not None and panel.form.entry() == typed
        assert panel.record_button.text() == "&Записать сдачу"
        labels = [label.text() for label in panel.form.findChildren(QLabel)]
        assert "Заказавшие" in labels
        assert len(panel.view.deals) == deals
        # the old pages and menus go at the event loop's next turn
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        assert untranslated(window) == []
        shoot(window, "after_switch")
        # the undo history stays, speaks Russian, and undoes on the new page
        assert window.undo_action.text().startswith("&Отменить сдачу 4 за столом 1")
        window.undo_action.trigger()
        assert len(panel.view.deals) == deals - 1
        assert panel.form.entry() == typed

        when_dialog_opens(choose("en"))
        window.open_settings()
        assert i18n.current_language() == "en"
        assert window.menuBar().actions()[0].text() == "&File"
        assert window.evening_page.panel.record_button.text() == "&Record deal"
        assert window.evening_page.panel.form.entry() == typed
        window.close()
    finally:
        i18n.install_language("en")
        QLocale.setDefault(locale)


def test_the_system_language_is_the_default_and_settings_override_it(tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert i18n.saved_language(settings) == ""
    assert i18n.chosen_language(settings) == i18n.system_language()
    settings.setValue(i18n.LANGUAGE_KEY, "ru")
    assert i18n.chosen_language(settings) == "ru"
    settings.setValue(i18n.LANGUAGE_KEY, "xx")
    assert i18n.chosen_language(settings) == i18n.system_language()


def test_numbers_and_dates_are_written_as_the_language_writes_them(russian):
    assert i18n.format_number(1234567) == "1\u00a0234\u00a0567"
    assert i18n.format_date(dt.date(2026, 3, 5)) == "05.03.2026"
    assert i18n.format_datetime(dt.datetime(2026, 3, 5, 18, 30, 7)) == "05.03.2026 18:30:07"
    i18n.install_language("en")
    assert i18n.format_number(1234567) == "1,234,567"
    assert i18n.format_date(dt.date(2026, 3, 5)) == "2026-03-05"


def test_words_that_come_as_data_are_all_in_the_catalogue(russian):
    from clubapp.events.standing_rules import AGGREGATES, BASES, TIE_BREAKS
    from clubapp.services import EVENING_KINDS
    from clubapp.services.member_csv import ENCODINGS

    words = [*EVENING_KINDS.values(), *BASES.values(), *AGGREGATES.values(),
             *TIE_BREAKS.values(), *ENCODINGS.values(),
             *(StandingRules(basis=b).basis_label() for b in BASES)]
    for word in words:
        assert word in i18n.DATA_LABELS, word
        assert not english_words(i18n.data_label(word)), word
