"""A Russian-speaking organiser reads no English when the database, the PIN or an imported club
is refused (sections store, club and exchange): every refusal that can be reached here, said in
Russian, holds no Latin word of two letters or more once what it quotes (a file's path, a
URL, a table's and a column's names, a value of the file) is set aside; the English is as
before."""

from __future__ import annotations

import datetime as dt
import json
import re
import sqlite3

import pytest

from clubapp.message import Term
from clubapp.services import ServiceError, Services
from clubapp.services.exchange import ExchangeService
from clubapp.services.seasons import SeasonService
from clubapp.store.database import DatabaseError, open_database
from clubapp.words import Message, say
from tests.helpers.databases import copy_club

_ALLOWED = re.compile(r"`[^`]*`|clubapp|\bJSON\b|\bPIN\b|\bURL\b|\bSQLite\b|\bPostgreSQL\b"
                      r"|\btrue\b|\bfalse\b|\bnull\b")


def quoted(message: Message) -> set[str]:
    """The texts a message quotes: its parameters that are text, and those of its messages."""
    found: set[str] = set()
    for value in message.params.values():
        if isinstance(value, Message):
            found |= quoted(value)
        elif isinstance(value, list | tuple):
            found |= {str(v) for v in value if not isinstance(v, Message | Term)}
            for v in value:
                if isinstance(v, Message):
                    found |= quoted(v)
        elif not isinstance(value, Term):
            found.add(str(value))
    return found


def english_words(message: Message) -> list[str]:
    text = say(message, "ru")
    for given in sorted(quoted(message), key=len, reverse=True):
        text = text.replace(given, "")
    return re.findall(r"[A-Za-z]{2,}", _ALLOWED.sub("", text))


def _database_refusals(tmp_path) -> list[tuple[str, Message]]:
    out = []
    notes = tmp_path / "notes.sqlite"
    notes.write_text("eggs")
    foreign = tmp_path / "recipes.db"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.close()
    marked = tmp_path / "marked.db"
    with sqlite3.connect(marked) as conn:
        conn.execute("PRAGMA user_version = 3")
    conn.close()
    for given in (str(tmp_path), str(notes), str(foreign), str(marked),
                  "postgresql://scorer:pw@localhost:abc/club", "mysql://scorer@localhost/club",
                  "postgresql://scorer:pw@127.0.0.1:1/club", "://nothing", "nosuch://x/y"):
        with pytest.raises(DatabaseError) as refused:
            open_database(given)
        out.append((refused.value.why.id, refused.value.why))
    return out


def _club_refusals(tmp_path, template) -> list[tuple[str, Message]]:
    """The refusals of a club and of imports into another: the test's ``empty_club`` and a copy
    of ``template``, both in ``tmp_path``."""
    services = Services.open(str(tmp_path / "club.sqlite"))
    out = []
    try:
        ids = [services.members.add(n).id for n in ("Аня", "Борис")]
        evening = services.evenings.create(dt.date(2026, 2, 6), "Пятница", "party")
        services.evenings.set_closed(evening.id, True)
        for bad_pin in ("12", "коротко"):
            with pytest.raises(ServiceError) as refused:
                services.club.set_pin(bad_pin)
            out.append((refused.value.why.id, refused.value.why))
        services.club.set_pin("7777")
        attempts = [lambda: SeasonService(services.db).set_award(evening.id, ids[0], gold=1),
                    lambda: services.evenings.set_closed(evening.id, False)]
        attempts += [lambda: services.evenings.set_closed(evening.id, False, pin="0000")] * 4
        for attempt in attempts:
            with pytest.raises(ServiceError) as refused:
                attempt()
            out.append((refused.value.why.id, refused.value.why))
        document = ExchangeService(services.db).export_club()
    finally:
        services.close()
    target = Services.open(str(copy_club(template, tmp_path / "new.sqlite")))
    try:
        for change in (lambda d: d["tables"]["evening"]["rows"][0].__setitem__(5, "позже"),
                       lambda d: d["tables"]["member"]["rows"][0].__setitem__(2, "Я" * 300),
                       lambda d: d["tables"]["member"]["rows"][0].__setitem__(6, "нет"),
                       lambda d: d["tables"]["member"]["columns"].__setitem__(2, {"а": 1}),
                       lambda d: d.update(version=9)):
            data = json.loads(json.dumps(document))
            change(data)
            with pytest.raises(ServiceError) as refused:
                ExchangeService(target.db).import_club(data)
            out.append((refused.value.why.id, refused.value.why))
        for raw in (b"\xff", b"[" * 1000, b"[Infinity]", b"{"):
            with pytest.raises(ServiceError) as refused:
                ExchangeService(target.db).import_club(raw)
            out.append((refused.value.why.id, refused.value.why))
    finally:
        target.close()
    return out


def test_every_refusal_of_the_database_pin_and_import_is_said_in_russian(tmp_path, empty_club,
                                                                         club_template):
    refusals = _database_refusals(tmp_path) + _club_refusals(tmp_path, club_template)
    reached = {message_id for message_id, _message in refusals}
    assert {"store.folder", "store.not_sqlite", "store.foreign_tables", "store.foreign_marks",
            "store.bad_port", "store.no_driver", "store.unreachable", "store.not_a_url",
            "club.pin_rules", "club.closed_needs_pin", "club.pin_needed", "club.pin_wrong",
            "club.pin_wrong_wait", "exchange.not_a_choice", "exchange.text_too_long",
            "exchange.need_yes_no", "exchange.column_not_text", "exchange.version",
            "exchange.not_utf8", "exchange.too_deep", "exchange.json_constant",
            "exchange.not_json"} <= reached
    for message_id, message in refusals:
        assert english_words(message) == [], (message_id, say(message, "ru"))
        assert say(message, "ru") != say(message, "en")


def test_the_english_is_as_the_tests_of_the_store_read_it(tmp_path):
    notes = tmp_path / "notes.sqlite"
    notes.write_text("eggs")
    with pytest.raises(DatabaseError) as refused:
        open_database(str(notes))
    assert str(refused.value) == (f"{notes} is not a clubapp database (not an SQLite file); it "
                                  "was not changed")
    assert refused.value.say("ru") == (f"{notes} — не база данных clubapp (это не файл "
                                       "SQLite); файл не изменён")
