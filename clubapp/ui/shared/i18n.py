"""The window's language: English or Russian, chosen in Settings (default: the system's).

``install_language(lang)`` puts the program's catalogue (``resources/translations/
clubapp_<lang>.qm``, compiled by ``pyside6-lrelease`` from the ``.ts`` that ``pyside6-lupdate``
makes from the sources) and Qt's own (for the standard buttons and dialogs) in force, and makes
numbers and dates follow the language (QLocale). The main window then rebuilds its pages in the
new language, keeping what is on screen (``MainWindow.retranslate``). The window's numbers,
sums, dates and times are written by the one formatter the documents, the table pages and the
command line use (``clubapp.words.formats``), so that they read the same everywhere.

Words that come from below the window as data (evening kinds, standing-rule bases, encodings…)
are listed here with ``QT_TRANSLATE_NOOP`` so that ``pyside6-lupdate`` puts them in the
catalogue; ``data_label`` translates them. Game names, house rules and score-form fields come
from the glossary (``clubapp.glossary``), which the printed documents share.
"""

from __future__ import annotations

import datetime as dt
import re
import xml.etree.ElementTree as ET
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
)

from clubapp.resources import resource
from clubapp.words import LANGUAGES, formats

LANGUAGE_KEY = "window/language"  # "" (the system's), or one of LANGUAGES
LANGUAGE_NAMES = {lang: formats.language_name(lang) for lang in LANGUAGES}  # each in itself
DATA_CONTEXT = "data"

_current = "en"
_translators: list[QTranslator] = []


def system_language() -> str:
    """The system's language when the program speaks it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else "en"


def saved_language(settings: QSettings | None) -> str:
    """The language chosen in Settings: "en", "ru", or "" for the system's."""
    value = str(settings.value(LANGUAGE_KEY, "") or "") if settings is not None else ""
    return value if value in LANGUAGES else ""


def chosen_language(settings: QSettings | None) -> str:
    """The language the window speaks with these settings."""
    return saved_language(settings) or system_language()


def current_language() -> str:
    """The language in force now ("en" or "ru")."""
    return _current


def catalogue_path(lang: str) -> Path:
    """The compiled catalogue of the program in a language."""
    return resource("translations", f"clubapp_{lang}.qm")


def source_catalogue_path(lang: str) -> Path:
    """The catalogue's source (what ``pyside6-lupdate`` writes and a translator fills in)."""
    return resource("translations", f"clubapp_{lang}.ts")


class _ByText(QTranslator):
    """A message looked up by its text alone, whatever its context.

    ``pyside6-lupdate`` files ``window.tr("…")`` under the variable's name ("window"), while Qt
    looks it up under the object's class ("MainWindow"); such a message is still found here.
    Installed before the catalogue itself, it is asked only when the catalogue has no answer.
    """

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.messages: dict[str, str] = {}
        try:
            root = ET.parse(path).getroot()
        except (OSError, ET.ParseError):
            return
        for message in root.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if (source and translation is not None and translation.text
                    and message.get("numerus") != "yes"
                    and translation.get("type") not in ("unfinished", "vanished", "obsolete")):
                self.messages.setdefault(source, translation.text)

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        return self.messages.get(source)  # None: not here (Qt then keeps the English)

    def isEmpty(self) -> bool:
        return not self.messages


# Qt's own Russian (qtbase_ru.qm, shipped with PySide6) leaves a few words of its file and
# print dialogs in English: they are given here, by Qt's context and text
QT_GAPS: dict[str, dict[tuple[str, str], str]] = {
    "ru": {
        ("QFileDialog", "&Look in:"): "&Папка:",
        ("QFileDialog", "Files of &type:"): "&Тип файлов:",
        ("QPageSetupWidget", "Page &order:"): "&Порядок страниц:",
        ("QPageSetupWidget", "Pages &per sheet:"): "Страниц на &листе:",
        # the file list's type column: Qt 6 asks under a context its catalogue does not have
        ("QAbstractFileIconProvider", "Folder"): "Папка",
        ("QAbstractFileIconProvider", "File Folder"): "Папка с файлами",
        ("QAbstractFileIconProvider", "Drive"): "Диск",
        ("QAbstractFileIconProvider", "Shortcut"): "Ярлык",
        ("QAbstractFileIconProvider", "Alias"): "Псевдоним",
        ("QAbstractFileIconProvider", "Unknown"): "Неизвестный",
    },
}


class _QtGaps(QTranslator):
    """The words Qt's own catalogue lacks (``QT_GAPS``)."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.words = QT_GAPS.get(lang, {})

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        return self.words.get((context, source))

    def isEmpty(self) -> bool:
        return not self.words


def qt_catalogue_folder() -> str:
    """Where Qt's own catalogues are (those PySide6 ships: qtbase_ru.qm and the rest)."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def install_language(lang: str) -> bool:
    """Put a language in force for everything built from now on; False when its catalogue
    is missing (the window then speaks English)."""
    global _current
    app = QCoreApplication.instance()
    for translator in _translators:
        if app is not None:
            app.removeTranslator(translator)
    _translators.clear()
    lang = lang if lang in LANGUAGES else "en"
    if lang != "en":
        _translators.append(_ByText(source_catalogue_path(lang)))
    ours = QTranslator()  # English has one too: its plurals ("1 page", "2 pages")
    loaded = ours.load(str(catalogue_path(lang)))
    if loaded:
        _translators.append(ours)
    if lang != "en":
        qt = QTranslator()  # Qt's own words: the standard buttons, file and print dialogs
        if qt.load(f"qtbase_{lang}", qt_catalogue_folder()):
            _translators.append(qt)
        _translators.append(_QtGaps(lang))  # installed last: asked first
    if app is not None:
        for translator in _translators:
            app.installTranslator(translator)
    _current = lang if loaded or lang == "en" else "en"
    QLocale.setDefault(locale_of(_current))
    return loaded


def locale_of(lang: str) -> QLocale:
    """The locale Qt's own boxes (numbers, dates) follow: the system's when it speaks the
    language, else the language's CLDR locale (``clubapp.words.formats.locale_of``)."""
    system = QLocale.system()
    if system.name().split("_")[0] == lang:
        return system
    return QLocale(str(formats.locale_of(lang)))


# --- numbers and dates: the one formatter, in the window's language -----------------------------
def format_number(value: int) -> str:
    """A whole number as the language writes it (1,234 / 1 234)."""
    return formats.number(value, _current)


def format_money(amount: Decimal) -> str:
    """A sum of money as the language writes it (1,234.50 / 1 234,50)."""
    return formats.money(amount, _current)


def format_date(day: dt.date, purpose: str = formats.TABLE) -> str:
    """A date as the language writes it for its purpose: in a list or a column (``TABLE``:
    2026-03-05, 05.03.2026), or in a sentence or a heading (``TEXT``: 5 March 2026,
    5 марта 2026 г.)."""
    return formats.date(day, _current, purpose)


def format_datetime(moment: dt.datetime, seconds: bool = True) -> str:
    """A date and time as the language writes them in a list (05.03.2026 14:05:09)."""
    return formats.moment(moment, _current, formats.TABLE, seconds=seconds)


def format_time(moment: dt.time | dt.datetime, seconds: bool = False) -> str:
    """A time of day as the language writes it (14:05, 14:05:09)."""
    return formats.time(moment, _current, seconds=seconds)


def format_decimal(value: Decimal) -> str:
    """A decimal number with its own places, as the language writes it (12.5 / 12,5)."""
    return formats.decimal(value, _current)


def date_edit_format() -> str:
    """The format a date box shows: the date as a list writes it (Qt spells CLDR's whole
    year ``y`` as ``yyyy``)."""
    return re.sub(r"(?<!y)y(?!y)", "yyyy", formats.date_pattern(_current, formats.TABLE))


# --- words that come as data from below the window ---------------------------------------------
PAGE_NAMES = (  # the window's pages, as its navigation and Go menu name them (main_window.PAGES)
    QT_TRANSLATE_NOOP("MainWindow", "Members"),
    QT_TRANSLATE_NOOP("MainWindow", "Evenings"),
    QT_TRANSLATE_NOOP("MainWindow", "Evening"),
    QT_TRANSLATE_NOOP("MainWindow", "Standings"),
    QT_TRANSLATE_NOOP("MainWindow", "Seasons"),
    QT_TRANSLATE_NOOP("MainWindow", "Member"),
    QT_TRANSLATE_NOOP("MainWindow", "Party"),
)

DATA_LABELS = (
    # evening kinds (services.evenings.EVENING_KINDS)
    QT_TRANSLATE_NOOP("data", "Club evening"),
    QT_TRANSLATE_NOOP("data", "Card party"),
    QT_TRANSLATE_NOOP("data", "League night"),
    # what a season's score counts (events.standing_rules)
    QT_TRANSLATE_NOOP("data", "total points"),
    QT_TRANSLATE_NOOP("data", "games won"),
    QT_TRANSLATE_NOOP("data", "stars"),
    QT_TRANSLATE_NOOP("data", "ACC points (2 a game won, 3 a skunk)"),
    QT_TRANSLATE_NOOP("data", "points for places at each table"),
    QT_TRANSLATE_NOOP("data", "total"),
    QT_TRANSLATE_NOOP("data", "average per evening"),
    QT_TRANSLATE_NOOP("data", "best evenings"),
    QT_TRANSLATE_NOOP("data", "head-to-head"),
    QT_TRANSLATE_NOOP("data", "fewer losses"),
    QT_TRANSLATE_NOOP("data", "spread"),
    QT_TRANSLATE_NOOP("data", "evenings attended"),
    QT_TRANSLATE_NOOP("data", "lots"),
    QT_TRANSLATE_NOOP("data", "Points"),
    QT_TRANSLATE_NOOP("data", "Games won"),
    QT_TRANSLATE_NOOP("data", "Stars"),
    QT_TRANSLATE_NOOP("data", "ACC points"),
    QT_TRANSLATE_NOOP("data", "Points for places"),
    # the encodings of a member list (services.member_csv.ENCODINGS)
    QT_TRANSLATE_NOOP("data", "Detect (UTF-8, then Windows-1251)"),
    QT_TRANSLATE_NOOP("data", "UTF-8"),
    QT_TRANSLATE_NOOP("data", "Windows-1251 (Cyrillic)"),
)


def data_label(text: str) -> str:
    """A word that comes as data from the services or the events, in the window's language."""
    return QCoreApplication.translate(DATA_CONTEXT, text)
