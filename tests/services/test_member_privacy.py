"""What a member lets the club publish and mail (issue 32), on SQLite and PostgreSQL: added and
changed with every value, bad values refused with nothing changed, the audit log's before and
after, the whole-club export and the member CSV carrying them there and back, and an older
export or list without them taking the defaults (published by name, mailed, the club's
language)."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import MetaData, select

from clubapp.services import ServiceError, Services
from clubapp.services.exchange import ExchangeService
from clubapp.services.member_privacy import initials, published_name
from clubapp.store.database import scratch_database
from clubapp.store.models import AuditEntry
from clubapp.words import say
from tests.helpers.databases import copy_club, sqlite_only

PRIVACY = ("publish_as", "mail_results", "language")


def exchange(services: Services) -> ExchangeService:
    return ExchangeService(services.db)


def privacy_of(member) -> tuple:
    return tuple(getattr(member, key) for key in PRIVACY)


def audit_rows(services: Services) -> list[AuditEntry]:
    with services.db.transaction() as session:
        rows = list(session.scalars(select(AuditEntry).order_by(AuditEntry.id)))
        session.expunge_all()
    return rows


@pytest.fixture
def other(tmp_path, club_template):
    """A second, new club file: where an export is imported."""
    opened = Services.open(str(copy_club(club_template, tmp_path / "other.sqlite")))
    yield opened
    opened.close()


# --- adding and changing -------------------------------------------------------------------
def test_a_new_member_is_published_by_name_and_mailed_in_the_club_s_language(services):
    ann = services.members.add("Ann Lee")
    assert privacy_of(ann) == ("name", True, "")
    assert privacy_of(services.members.get(ann.id)) == ("name", True, "")


@sqlite_only
@pytest.mark.parametrize("publish_as", ["name", "initials", "hidden"])
@pytest.mark.parametrize("mail_results, language", [(True, ""), (False, "en"), (True, "ru")])
def test_every_value_is_added_and_changed(services, publish_as, mail_results, language):
    added = services.members.add("Ann Lee", publish_as=publish_as, mail_results=mail_results,
                                 language=language)
    assert privacy_of(added) == (publish_as, mail_results, language)
    assert privacy_of(services.members.find("Ann")) == (publish_as, mail_results, language)
    # the other way about, through the edit of the whole member
    flipped = ("hidden" if publish_as == "name" else "name", not mail_results,
               "ru" if language != "ru" else "")
    updated = services.members.update(added.id, name="Ann Lee", publish_as=flipped[0],
                                      mail_results=flipped[1], language=flipped[2])
    assert privacy_of(updated) == flipped
    assert privacy_of(services.members.list()[0]) == flipped


def test_an_edit_that_does_not_name_them_keeps_them(services):
    """A caller that knows nothing of the settings (an older screen) never publishes a member
    who asked not to be."""
    ann = services.members.add("Ann Lee", publish_as="hidden", mail_results=False,
                               language="ru")
    edited = services.members.update(ann.id, name="Ann Hale", email="ann@example.org")
    assert (edited.name, edited.email) == ("Ann Hale", "ann@example.org")
    assert privacy_of(edited) == ("hidden", False, "ru")


def test_set_privacy_changes_only_what_is_given(services):
    ann = services.members.add("Ann Lee", "ann@example.org", notes="captain")
    assert privacy_of(services.members.set_privacy(ann.id, publish_as="initials")) == (
        "initials", True, "")
    assert privacy_of(services.members.set_privacy(ann.id, mail_results=False)) == (
        "initials", False, "")
    changed = services.members.set_privacy(ann.id, language="en")
    assert privacy_of(changed) == ("initials", False, "en")
    assert (changed.name, changed.email, changed.notes) == ("Ann Lee", "ann@example.org",
                                                            "captain")


BAD = [
    ({"publish_as": "full"}, "publish_as", "how the results site names a member is one of "
                                           "name, initials, hidden, not 'full'"),
    ({"publish_as": ""}, "publish_as", "not ''"),
    ({"publish_as": "Initials"}, "publish_as", "not 'Initials'"),
    ({"mail_results": "no"}, "mail_results", "whether the results are e-mailed is yes or no, "
                                             "not 'no'"),
    ({"mail_results": 0}, "mail_results", "not '0'"),
    ({"language": "de"}, "language", "the language of a member's mails is the club's or one of "
                                     "en, ru, not 'de'"),
    ({"language": "club"}, "language", "not 'club'"),
    ({"language": "RU"}, "language", "not 'RU'"),
]


@sqlite_only
@pytest.mark.parametrize("given, field, words", BAD)
def test_a_bad_value_is_refused_naming_the_setting_and_nothing_changes(services, given, field,
                                                                       words):
    ann = services.members.add("Ann Lee", publish_as="initials", mail_results=False)
    logged = len(audit_rows(services))
    for change in (lambda: services.members.add("Bob Hart", **given),
                   lambda: services.members.update(ann.id, name="Ann Hale", **given),
                   lambda: services.members.set_privacy(ann.id, **given)):
        with pytest.raises(ServiceError) as refused:
            change()
        assert refused.value.field == field
        assert words in str(refused.value)
    assert [(m.name, *privacy_of(m)) for m in services.members.list()] == [
        ("Ann Lee", "initials", False, "")]
    assert len(audit_rows(services)) == logged


def test_the_refusal_is_russian_in_russian(services):
    with pytest.raises(ServiceError) as refused:
        services.members.add("Ann Lee", publish_as="everyone")
    assert refused.value.say("ru") == ("сайт результатов называет члена клуба одним из "
                                       "способов `name`, `initials`, `hidden`, а не «everyone»")


def test_the_audit_log_keeps_each_change_before_and_after(services):
    ann = services.members.add("Ann Lee", publish_as="initials")
    services.members.update(ann.id, name="Ann Lee", mail_results=False)
    services.members.set_privacy(ann.id, publish_as="hidden", language="ru")
    services.members.set_privacy(ann.id, publish_as="hidden")  # no change: no line
    rows = [r for r in audit_rows(services) if r.entity == "member"]
    assert [(r.action, r.entity_id) for r in rows] == [("add member", ann.id),
                                                       ("edit member", ann.id),
                                                       ("edit member", ann.id)]
    assert rows[0].before is None
    assert rows[0].after == {"name": "Ann Lee", "publish_as": "initials", "mail_results": True,
                             "language": ""}
    assert {k: rows[1].before[k] for k in PRIVACY} == {"publish_as": "initials",
                                                       "mail_results": True, "language": ""}
    assert {k: rows[1].after[k] for k in PRIVACY} == {"publish_as": "initials",
                                                      "mail_results": False, "language": ""}
    assert rows[2].before == {"publish_as": "initials", "mail_results": False, "language": ""}
    assert rows[2].after == {"publish_as": "hidden", "mail_results": False, "language": "ru"}


# --- the whole club, there and back --------------------------------------------------------
def three_members(services: Services) -> list[int]:
    return [services.members.add("Ann Lee", "ann@example.org").id,
            services.members.add("Bob Hart", publish_as="initials", mail_results=False,
                                 language="en").id,
            services.members.add("Ольга Белова", publish_as="hidden", language="ru").id]


def test_the_whole_club_carries_them_there_and_back(services, other):
    ids = three_members(services)
    document = exchange(services).export_club_json()
    member = json.loads(document)["tables"]["member"]
    assert set(PRIVACY) <= set(member["columns"])
    exchange(other).import_club(document)
    assert [privacy_of(other.members.get(i)) for i in ids] == [
        ("name", True, ""), ("initials", False, "en"), ("hidden", True, "ru")]
    assert exchange(other).export_club_json() == document


def _as_of_0011(document: str) -> dict:
    """Today's export as the clubapp of schema 0011 (before the settings) made it: only the
    tables and columns that schema had, read from a database migrated to exactly it."""
    data = json.loads(document)
    with scratch_database("0011") as engine:
        then = MetaData()
        then.reflect(engine)
    data["schema"] = "0011"
    data["tables"] = {name: _only(content, then.tables[name].columns.keys())
                      for name, content in data["tables"].items() if name in then.tables}
    assert not set(PRIVACY) & set(data["tables"]["member"]["columns"])
    return data


def _only(content: dict, columns: list[str]) -> dict:
    kept = [i for i, name in enumerate(content["columns"]) if name in columns]
    return {"columns": [content["columns"][i] for i in kept],
            "rows": [[row[i] for i in kept] for row in content["rows"]]}


def _without_privacy(document: str) -> dict:
    """Today's export with the member table lacking the settings' columns (an export written
    by hand, or by another program)."""
    data = json.loads(document)
    member = data["tables"]["member"]
    for column in PRIVACY:
        at = member["columns"].index(column)
        member["columns"].pop(at)
        for row in member["rows"]:
            row.pop(at)
    return data


def test_an_export_of_the_schema_before_takes_the_defaults(services, other):
    """An export of schema 0011 (before the settings) comes up through the migration: every
    member published by name, mailed, in the club's language."""
    ids = three_members(services)
    result = exchange(other).import_club(_as_of_0011(exchange(services).export_club_json()))
    assert result.upgraded_from == "0011"
    assert [privacy_of(other.members.get(i)) for i in ids] == [("name", True, "")] * 3


def test_an_export_without_the_columns_takes_the_defaults(services, other):
    ids = three_members(services)
    exchange(other).import_club(_without_privacy(exchange(services).export_club_json()))
    assert [privacy_of(other.members.get(i)) for i in ids] == [("name", True, "")] * 3


@sqlite_only
@pytest.mark.parametrize("column, value, words", [
    ("publish_as", "everyone", 'table member, row 1, publish_as: "everyone" is not one of'),
    ("language", "de", 'table member, row 1, language: "de" is not one of'),
    ("mail_results", "no", "table member, row 1, mail_results: expected"),
])
def test_an_export_with_a_value_no_member_can_have_is_refused(services, other, column, value,
                                                              words):
    three_members(services)
    data = json.loads(exchange(services).export_club_json())
    member = data["tables"]["member"]
    member["rows"][0][member["columns"].index(column)] = value
    with pytest.raises(ServiceError, match=words):
        exchange(other).import_club(data)
    assert other.members.list() == []


# --- the member CSV ------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_member_csv_carries_them_there_and_back(services, other, lang):
    three_members(services)
    text = exchange(services).members_csv(lang)
    heading = text.splitlines()[0].split(",")
    assert heading[-3:] == ({"en": ["Published as", "Results mail", "Mail language"],
                             "ru": ["На сайте", "Результаты почтой", "Язык писем"]}[lang])
    assert "Bob Hart,,,,,no,initials,no,en" in text
    data = text.encode("utf-8-sig")
    exchange(other).import_members(data, exchange(other).preview_members(data))
    assert {m.name: privacy_of(m) for m in other.members.list()} == {
        "Ann Lee": ("name", True, ""), "Bob Hart": ("initials", False, "en"),
        "Ольга Белова": ("hidden", True, "ru")}
    assert exchange(other).members_csv(lang) == text


def test_an_older_member_csv_without_them_takes_the_defaults(services):
    old = (b"Name,E-mail,Phone,Notes,Joined,Retired\r\n"
           b"Ann Lee,ann@example.org,,,2021-09-03,no\r\n")
    added = exchange(services).import_members(old, exchange(services).preview_members(old))
    assert [privacy_of(m) for m in added] == [("name", True, "")]
    assert privacy_of(services.members.get(added[0].id)) == ("name", True, "")


def test_a_spreadsheet_s_own_words_are_read_and_a_wrong_one_rejects_its_row(services):
    data = ("ФИО;На сайте;Результаты почтой;Язык писем\r\n"
            "Анна Петрова;инициалы;нет;ru\r\n"
            "Борис Ким;скрыт;;\r\n"
            "Вера Лось;всем;да;\r\n"
            "Глеб Орлов;;может быть;\r\n"
            "Дина Сова;;;de\r\n").encode()
    preview = exchange(services).preview_members(data)
    assert [(r.name, r.publish_as, r.mail_results, r.language) for r in preview.taken] == [
        ("Анна Петрова", "initials", False, "ru"), ("Борис Ким", "hidden", True, "")]
    assert {r.name: say(r.reason, "en") for r in preview.rejected} == {
        "Вера Лось": "published as 'всем': write name, initials or hidden",
        "Глеб Орлов": "results mail 'может быть': write yes or no",
        "Дина Сова": "mail language 'de': write en or ru, or nothing for the club's"}
    added = exchange(services).import_members(data, preview)
    assert [(m.name, *privacy_of(m)) for m in added] == [
        ("Анна Петрова", "initials", False, "ru"), ("Борис Ким", "hidden", True, "")]


# --- the name the site shows ---------------------------------------------------------------
@pytest.mark.parametrize("name, shown", [
    ("Anna Karenina", "A. K."), ("ann lee", "A. L."), ("Анна-Мария Петрова", "А.-М. П."),
    ("Cher", "C."), ("  Bob   van Hart ", "B. V. H.")])
def test_initials(name, shown):
    assert initials(name) == shown


def test_the_name_the_site_shows():
    assert [published_name("Anna Karenina", how) for how in ("name", "initials", "hidden")] == [
        "Anna Karenina", "A. K.", None]
