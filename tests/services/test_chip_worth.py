"""What a white chip is worth, kept with the evening (migration 0011), on SQLite and PostgreSQL:
set once, read by every part of the program, cleared; a worth that is no sum of money refused
with nothing changed; the chip statement settling at it where no worth is given; carried by a
club's export and import; an older club upgraded with its evenings kept and no worth set."""

from __future__ import annotations

import json
import shutil
from decimal import Decimal

import pytest
from sqlalchemy import create_engine, select, text

from clubapp.ledger import ChipValue
from clubapp.services import ServiceError, Services
from clubapp.services.club_upgrade import load_export
from clubapp.services.exchange import ExchangeService
from clubapp.store.database import SCHEMA_REVISIONS, upgrade_schema
from clubapp.store.models import AuditEntry
from tests.cli.shell import Shell
from tests.helpers.clubs import chip_evening
from tests.helpers.databases import copy_club, sqlite_only
from tests.helpers.releases import MANIFESTS, RELEASES, check_club

NICKEL = ChipValue(Decimal("0.05"))


def _worth_lines(services: Services) -> list[tuple]:
    with services.db.transaction() as session:
        return [(a.action, a.entity_id, a.before, a.after) for a in session.scalars(
            select(AuditEntry).where(AuditEntry.action == "set chip worth")
            .order_by(AuditEntry.id))]


def test_the_worth_is_kept_with_the_evening_and_read_everywhere(services, db_url):
    evening, _games = chip_evening(services)
    assert services.chips.worth(evening) is None  # a new evening: chips only
    assert services.evenings.detail(evening).evening.chip_worth is None
    view = services.evenings.set_chip_worth(evening, Decimal("0.05"))
    assert view.chip_worth == NICKEL
    other = Services.open(db_url)  # another computer on the same club reads it from the rows
    try:
        assert other.chips.worth(evening) == NICKEL
        assert other.evenings.detail(evening).evening.chip_worth == NICKEL
        assert [e.chip_worth for e in other.evenings.list()] == [NICKEL]
        # the money as typed, never widened to the column's four places
        assert str(other.chips.worth(evening).money) == "0.05"
    finally:
        other.close()
    # three white chips for a quarter, given as text (as the command line gives it)
    assert services.evenings.set_chip_worth(evening, "0.25", 3).chip_worth == \
        ChipValue(Decimal("0.25"), 3)
    assert services.evenings.set_chip_worth(evening, None).chip_worth is None
    assert services.chips.worth(evening) is None
    # every change audited like the evening's other changes, before and after
    assert _worth_lines(services) == [
        ("set chip worth", evening, {"chip_worth": None},
         {"chip_worth": {"money": "0.05", "units": 1}}),
        ("set chip worth", evening, {"chip_worth": {"money": "0.05", "units": 1}},
         {"chip_worth": {"money": "0.25", "units": 3}}),
        ("set chip worth", evening, {"chip_worth": {"money": "0.25", "units": 3}},
         {"chip_worth": None})]
    services.evenings.set_chip_worth(evening, None)  # the same again: no change, no line
    assert len(_worth_lines(services)) == 3


REFUSED = [
    (Decimal("-0.05"), 1, "value", "the chips' worth: a chip's worth is a sum of money, not -0.05"),
    ("five", 1, "value", "the chips' worth: a chip's worth is a sum of money, not five"),
    ("NaN", 1, "value", "the chips' worth: a chip's worth is a sum of money, not NaN"),
    ("", 1, "value", "the chips' worth: a chip's worth is a sum of money, not "),
    (0.05, 1, "value", "the chips' worth: a chip's worth is a sum of money, not 0.05"),
    ("0.00001", 1, "value",
     "the chips' worth: a white chip's worth is kept to 4 decimal places, not 0.00001"),
    ("1e12", 1, "value", "the chips' worth: a white chip's worth is at most 99,999,999, not 1e12"),
    ("0.25", 0, "units", "the chips' worth: the worth is given for one white unit or more"),
    ("0.25", 20000, "units",
     "the chips' worth: a worth is given for at most 10000 white chips, not 20000"),
]


@sqlite_only
@pytest.mark.parametrize(("money", "units", "field", "said"), REFUSED)
def test_a_worth_that_is_no_sum_of_money_is_refused_and_nothing_changes(services, money, units,
                                                                       field, said):
    evening, _games = chip_evening(services)
    services.evenings.set_chip_worth(evening, "0.05")
    with pytest.raises(ServiceError) as refused:
        services.evenings.set_chip_worth(evening, money, units)
    assert (refused.value.field, str(refused.value)) == (field, said)
    assert services.chips.worth(evening) == NICKEL
    assert len(_worth_lines(services)) == 1


def test_the_refusal_is_said_in_russian(sqlite_services):
    evening, _games = chip_evening(sqlite_services)
    with pytest.raises(ServiceError) as refused:
        sqlite_services.evenings.set_chip_worth(evening, "-1")
    assert refused.value.say("ru") == \
        "стоимость фишек: стоимость фишки — денежная сумма, а не -1"


def test_a_closed_evening_keeps_its_worth(services):
    evening, _games = chip_evening(services)
    services.evenings.set_chip_worth(evening, "0.05")
    services.evenings.set_closed(evening, True)
    with pytest.raises(ServiceError, match="is closed; reopen it to change it"):
        services.evenings.set_chip_worth(evening, "0.10")
    with pytest.raises(ServiceError, match="is closed"):
        services.evenings.set_chip_worth(evening, None)
    assert services.chips.worth(evening) == NICKEL
    with pytest.raises(ServiceError, match="no evening number 99"):
        services.evenings.set_chip_worth(99, "0.05")


def test_the_statement_settles_at_the_evenings_worth_where_none_is_given(services):
    evening, _games = chip_evening(services)
    with pytest.raises(ServiceError) as refused:
        services.chips.statement(evening)
    assert str(refused.value) == ("no worth of a white chip is set for this evening: give one, "
                                  "such as 0.05")
    with pytest.raises(ServiceError, match="no worth of a white chip"):
        services.chips.settlement(evening)
    services.evenings.set_chip_worth(evening, "0.05")
    kept = services.chips.statement(evening)
    given = services.chips.statement(evening, Decimal("0.05"))
    assert kept.value == NICKEL
    assert kept.settlement == given.settlement
    assert services.chips.settlement(evening) == given.settlement
    assert "Chips: 0.05 for 1 white" in kept.settlement.text("en")
    # a worth given still wins over the evening's: the organiser may try another
    dime = services.chips.statement(evening, Decimal("0.10"))
    assert dime.value.money == Decimal("0.10")
    assert [ln.net_money for ln in dime.settlement.lines] == \
        [2 * ln.net_money for ln in kept.settlement.lines]


def test_an_export_carries_the_worth_and_an_import_brings_it_back(services, tmp_path,
                                                                  club_template):
    evening, _games = chip_evening(services)
    services.evenings.set_chip_worth(evening, "0.25", 3)
    document = json.loads(ExchangeService(services.db).export_club_json())
    columns = document["tables"]["evening"]["columns"]
    row = document["tables"]["evening"]["rows"][0]
    assert Decimal(row[columns.index("chip_worth")]) == Decimal("0.25")
    assert row[columns.index("chip_worth_units")] == 3
    target = Services.open(str(copy_club(club_template, tmp_path / "copy.sqlite")))
    try:
        ExchangeService(target.db).import_club(document)
        assert target.chips.worth(evening) == ChipValue(Decimal("0.25"), 3)
    finally:
        target.close()


@pytest.mark.parametrize(("column", "value", "said"), [
    ("chip_worth", "-1", "table evening, row 1, chip_worth: a chip's worth is a sum of money, "
                         "not -1"),
    ("chip_worth", "0.00001", "table evening, row 1, chip_worth: a white chip's worth is kept "
                              "to 4 decimal places, not 0.00001"),
    ("chip_worth", "a nickel", "table evening, row 1, chip_worth: expected an amount written "
                               "12.50"),
    ("chip_worth_units", 0, "table evening, row 1, chip_worth_units: expected a whole number "
                            "from 1"),
])
def test_an_export_with_a_worth_that_is_no_worth_is_refused_whole(sqlite_services, tmp_path,
                                                                  club_template,
                                                                  column, value, said):
    evening, _games = chip_evening(sqlite_services)
    sqlite_services.evenings.set_chip_worth(evening, "0.05")
    document = json.loads(ExchangeService(sqlite_services.db).export_club_json())
    table = document["tables"]["evening"]
    table["rows"][0][table["columns"].index(column)] = value
    target = Services.open(str(copy_club(club_template, tmp_path / "copy.sqlite")))
    try:
        with pytest.raises(ServiceError) as refused:
            ExchangeService(target.db).import_club(document)
        assert said in str(refused.value)
        assert target.evenings.list() == [] and target.members.list() == []
    finally:
        target.close()


def _no_worth_anywhere(services: Services) -> None:
    evenings = services.evenings.list()
    assert evenings and all(e.chip_worth is None for e in evenings)


def test_an_old_club_file_upgrades_with_nothing_lost_and_no_worth(tmp_path, capsys, monkeypatch):
    """The club file of the release of schema 0007: opened (upgraded through 0011), every
    member, evening and deal as that release kept them, no evening with a worth; then one set,
    kept across a reopening."""
    manifest = MANIFESTS["0007"]
    club = tmp_path / "club.sqlite"
    shutil.copyfile(RELEASES / manifest["club_file"], club)
    services = Services.open(str(club))
    try:
        check_club(services, Shell(str(club), capsys, monkeypatch), manifest,
                   pin_set=manifest["pin_set"])
        _no_worth_anywhere(services)
        first = services.evenings.list()[-1].id
        services.evenings.set_chip_worth(first, "0.05")
    finally:
        services.close()
    services = Services.open(str(club))
    try:
        assert services.chips.worth(first) == NICKEL
    finally:
        services.close()


def test_a_server_database_of_schema_0010_upgrades_with_nothing_lost(pg_server, capsys,
                                                                     monkeypatch):
    """On PostgreSQL: the release club of schema 0007 loaded into a database of that schema,
    migrated to 0010 (the schema before this one), then upgraded when asked."""
    url = pg_server.new_database()
    manifest = MANIFESTS["0007"]
    export = json.loads((RELEASES / manifest["export"]).read_text(encoding="utf-8"))
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            upgrade_schema(conn, "0007")
            load_export(conn, export, "0007")
            for table, content in export["tables"].items():  # as the server's own rows left
                if "id" in content["columns"] and content["rows"]:  # its id sequences
                    conn.execute(text(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                                      f"(SELECT MAX(id) FROM {table}))"))
            upgrade_schema(conn, "0010")
        with engine.connect() as conn:
            assert "chip_worth" not in [c["name"] for c in conn.dialect.get_columns(
                conn, "evening")]
    finally:
        engine.dispose()
    services = Services.open(url, upgrade=True)
    try:
        with services.db.engine.connect() as conn:
            assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one() \
                == SCHEMA_REVISIONS[-1]
        check_club(services, Shell(url, capsys, monkeypatch), manifest, pin_set=False)
        _no_worth_anywhere(services)
        evening = services.evenings.list()[0].id
        assert services.evenings.set_chip_worth(evening, "0.05").chip_worth == NICKEL
    finally:
        services.close()
