"""The score sheet's "Scorer" is a person (issue 29, item 11): the scorer named in Settings at
the computer that entered the deals; never the computer's login ("root"), nor a table's phone.
A sheet without one leaves the line blank, to be signed by hand."""

from __future__ import annotations

import getpass

import pytest

from clubapp.reports.data import is_a_person, sheet_header
from clubapp.reports.score_sheet import write_filled_sheet
from clubapp.services.audit import name_the_person
from tests.reports.helpers import play, setup_for, text

DEALS = [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5}]


@pytest.fixture
def nobody_named():
    name_the_person("")
    yield
    name_the_person("")


def test_a_sheet_of_deals_entered_before_anybody_was_named_leaves_the_scorer_blank(
        services, tmp_path, nobody_named):
    view = play(services, "euchre", ["Ann Hale", "Bob Kerr", "Cat Voss", "Dan Frye"], DEALS)
    login = getpass.getuser()
    assert {d.entered_by for d in view.deals} == {login}
    setup = setup_for()
    header = sheet_header(services, view, setup)
    assert header.scorer == ""
    written = text(write_filled_sheet(tmp_path / "sheet.pdf", view, setup, header=header))
    assert "Scorer" in written and f"Scorer {login}" not in written


def test_the_scorer_named_in_settings_enters_the_deals_and_signs_the_sheet(
        services, tmp_path, nobody_named):
    name_the_person("  Ann   Hale ")
    view = play(services, "euchre", ["Ann Hale", "Bob Kerr", "Cat Voss", "Dan Frye"], DEALS)
    assert {d.entered_by for d in view.deals} == {"Ann Hale"}
    setup = setup_for()
    header = sheet_header(services, view, setup)
    assert header.scorer == "Ann Hale"
    assert "Ann Hale" in text(write_filled_sheet(tmp_path / "sheet.pdf", view, setup,
                                                 header=header))


def test_a_tables_phone_and_a_login_are_not_people_who_sign():
    assert not is_a_person("table 3 (192.168.1.20)")
    assert not is_a_person("стол 3 (192.168.1.20)")
    assert not is_a_person("root") and not is_a_person("") and not is_a_person(None)
    assert is_a_person("Анна Петровна") and is_a_person("Bob Kerr")


def test_the_scorer_typed_in_settings_is_kept_and_writes_the_next_deal(qtbot, qapp, services,
                                                                       tmp_path, nobody_named):
    from PySide6.QtCore import QSettings

    from clubapp.ui.club.settings_dialog import SettingsDialog
    from clubapp.ui.shared.settings_keys import SCORER_KEY, name_the_scorer

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = SettingsDialog(settings, services)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.scorer, "Bob Kerr")
    dialog.save()
    assert settings.value(SCORER_KEY) == "Bob Kerr"
    view = play(services, "euchre", ["Ann Hale", "Bob Kerr", "Cat Voss", "Dan Frye"], DEALS[:1])
    assert view.deals[0].entered_by == "Bob Kerr"
    name_the_person("")
    name_the_scorer(settings)  # as the next start does
    view = services.scoring.record_deal(view.id, DEALS[1])
    assert view.deals[1].entered_by == "Bob Kerr"
