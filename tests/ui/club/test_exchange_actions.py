"""The File menu's import and export actions, given a path (the file dialog is Qt's own)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QWidget

from clubapp.services import Services
from clubapp.ui.club import exchange_actions
from clubapp.ui.shared.hub import Hub
from tests.helpers.databases import copy_club


@pytest.fixture
def services(empty_club):
    opened = Services.open(str(empty_club))
    yield opened
    opened.close()


def test_exports_write_files_the_import_reads_back(qtbot, services, tmp_path, club_template,
                                                   monkeypatch):
    parent = QWidget()
    qtbot.addWidget(parent)
    services.members.add("Ann Lee", email="ann@club.org")
    members = exchange_actions.export_members(parent, services, tmp_path / "members.csv")
    assert members.read_bytes().startswith(b"\xef\xbb\xbfName,E-mail")
    evenings = exchange_actions.export_evenings(parent, services, tmp_path / "evenings.csv")
    assert evenings.read_text(encoding="utf-8-sig").startswith("Date,Evening,")
    club = exchange_actions.export_club(parent, services, tmp_path / "club.json")
    assert json.loads(club.read_text(encoding="utf-8"))["format"] == "clubapp-club"
    other = Services.open(str(copy_club(club_template, tmp_path / "other.sqlite")))
    hub = Hub()
    seen = []
    hub.membersChanged.connect(lambda: seen.append("members"))
    try:
        assert exchange_actions.import_club(parent, other, hub, club)
        assert [m.name for m in other.members.list()] == ["Ann Lee"] and seen == ["members"]
        warnings = []
        monkeypatch.setattr(exchange_actions.QMessageBox, "warning",
                            lambda *args: warnings.append(args[2]))
        assert not exchange_actions.import_club(parent, other, hub, club)  # not empty now
        assert "already holds a club's data" in warnings[0]
    finally:
        other.close()


def test_an_earlier_releases_export_imports_and_the_window_says_it_was_brought_up(
        qtbot, services):
    from clubapp.services.exchange import schema_revision
    from tests.helpers.releases import MANIFESTS, RELEASES

    parent = QWidget()
    qtbot.addWidget(parent)
    hub = Hub()
    said = []
    hub.statusMessage.connect(said.append)
    assert exchange_actions.import_club(parent, services, hub,
                                        RELEASES / MANIFESTS["0004"]["export"])
    assert said == [f"Club imported from an earlier clubapp's export (database schema 0004, "
                    f"brought up to {schema_revision()}): 9 members, 4 evenings"]
    assert len(services.members.list()) == 9
