"""The organiser's PIN keeps its promise (issue 20, items 3 and 4): a closed evening's tally
cards and a restore need it, a restore keeps it, a pass phrase may be long, and wrong PINs
in a row wait longer and longer, shared by every computer and written in the audit log."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from clubapp.services import ServiceError, Services
from clubapp.services.club import ITERATIONS, check_pin, hash_pin, pin_matches, wait_after
from clubapp.services.seasons import SeasonService
from clubapp.store.backup import Backups
from clubapp.store.models import Club, EveningAward
from tests.helpers.pin import PIN, closed_party, hold_the_wait, let_time_pass, wrong_tries


def standings(services: Services, season: int) -> list[tuple[str, str]]:
    return [(p.record.name, p.record.score_text) for p in
            SeasonService(services.db).standings(season).standings.placings]


def cards(services: Services) -> list[tuple[int, int, int, int]]:
    with services.db.transaction() as session:
        return [(a.member_id, a.gold, a.red, a.green) for a in
                session.scalars(select(EveningAward).order_by(EveningAward.id))]


def test_a_closed_evenings_tally_cards_need_the_pin(services):
    ids, evening, season = closed_party(services)
    services.club.set_pin(PIN)
    seasons = SeasonService(services.db)
    before, table = cards(services), standings(services, season)
    assert table == [("Ann", "8"), ("Bob", "6")]
    with pytest.raises(ServiceError) as refused:
        seasons.set_award(evening, ids[1], gold=5)
    assert str(refused.value) == ("the evening 'Friday party' is closed: its tally cards change "
                                  "only with the organiser's PIN")
    with pytest.raises(ServiceError, match="PIN is wrong"):
        seasons.set_award(evening, ids[1], gold=5, pin="0000")
    assert cards(services) == before and standings(services, season) == table
    seasons.set_award(evening, ids[1], gold=5, red=3, pin=PIN)
    assert standings(services, season) == [("Bob", "21"), ("Ann", "8")]


def test_without_a_pin_a_closed_evenings_cards_may_still_be_handed_in(services):
    ids, evening, season = closed_party(services)
    SeasonService(services.db).set_award(evening, ids[2], green=4)
    assert ("Cat", "4") in standings(services, season)


def test_restoring_a_backup_needs_the_pin_and_keeps_it(sqlite_services):
    services = sqlite_services
    services.members.add("Ann")
    services.club.set_pin("1111")  # the PIN of the day the backup was taken
    backup = Backups(services.db).take("by hand")
    services.members.add("Bob")
    services.club.set_pin("a longer pass phrase", old_pin="1111")
    with pytest.raises(ServiceError, match="PIN is needed"):
        services.club.restore_backup(backup.path)
    with pytest.raises(ServiceError, match="PIN is wrong"):
        services.club.restore_backup(backup.path, pin="1111")  # the old PIN no longer opens it
    assert [m.name for m in services.members.list()] == ["Ann", "Bob"]
    services.club.restore_backup(backup.path, pin="a longer pass phrase")
    again = Services.open(services.db.url.removeprefix("sqlite:///"))
    try:
        assert [m.name for m in again.members.list()] == ["Ann"]
        with again.db.transaction() as session:
            check_pin(session, "a longer pass phrase")  # the present PIN, not the backup's
            with pytest.raises(ServiceError, match="PIN is wrong"):
                check_pin(session, "1111")
    finally:
        again.close()


def test_restoring_a_backup_from_before_any_pin_does_not_remove_it(sqlite_services):
    services = sqlite_services
    backup = Backups(services.db).take("by hand")
    services.club.set_pin(PIN)
    services.club.restore_backup(backup.path, pin=PIN)
    again = Services.open(services.db.url.removeprefix("sqlite:///"))
    try:
        assert again.club.has_pin()
    finally:
        again.close()


@pytest.mark.parametrize("pin", ["123456789012345678", "пиковая дама ходит", "correct horse"])
def test_a_long_pin_or_a_pass_phrase_is_taken(sqlite_services, pin):
    services = sqlite_services
    services.club.set_pin(pin)
    with services.db.transaction() as session:
        check_pin(session, pin)


@pytest.mark.parametrize("pin", ["123", "short", "       ", "x" * 201, "tab\tin it"])
def test_a_pin_too_short_or_too_long_is_refused(sqlite_services, pin):
    services = sqlite_services
    with pytest.raises(ServiceError) as refused:
        services.club.set_pin(pin)
    assert str(refused.value) == ("a PIN is 4 or more digits, or a pass phrase of 8 or more "
                                  "characters (at most 200)")
    assert not services.club.has_pin()


def test_the_hash_is_salted_and_slow(services):
    first, second = hash_pin(PIN), hash_pin(PIN)
    assert first != second and first.startswith(f"pbkdf2${ITERATIONS}$")
    assert ITERATIONS >= 600_000  # OWASP's figure for PBKDF2-SHA256 (2023)
    assert pin_matches(PIN, first) and not pin_matches("4712", first)


def test_wrong_pins_in_a_row_wait_longer_and_longer(services):
    assert [wait_after(n) for n in range(1, 9)] == [0, 0, 1, 2, 4, 8, 16, 32]
    assert wait_after(40) == 3600
    ids, evening, _season = closed_party(services)
    services.club.set_pin(PIN)
    for _ in range(2):
        with pytest.raises(ServiceError, match=r"^the organiser's PIN is wrong$"):
            services.evenings.set_closed(evening, False, pin="0000")
    with pytest.raises(ServiceError) as third:
        services.evenings.set_closed(evening, False, pin="0001")
    assert str(third.value) == ("the organiser's PIN is wrong (3 wrong tries in a row): the "
                                "next try is taken in 1 second")
    # during the wait no PIN is checked, not even the right one
    hold_the_wait(services)
    with pytest.raises(ServiceError, match="too many wrong PINs in a row: the next try is taken"):
        services.evenings.set_closed(evening, False, pin=PIN)
    let_time_pass(services)
    with pytest.raises(ServiceError, match=r"\(4 wrong tries in a row\).* in 2 seconds"):
        SeasonService(services.db).set_award(evening, ids[0], gold=9, pin="0002")
    let_time_pass(services)
    with pytest.raises(ServiceError, match=r"\(5 wrong tries in a row\).* in 4 seconds"):
        services.club.set_pin("9999", old_pin="0003")
    assert wrong_tries(services) == [
        {"failures": 1, "wait": 0}, {"failures": 2, "wait": 0}, {"failures": 3, "wait": 1},
        {"failures": 4, "wait": 2}, {"failures": 5, "wait": 4}]
    let_time_pass(services)
    assert services.evenings.set_closed(evening, False, pin=PIN).status == "open"
    with services.db.transaction() as session:
        club = session.scalars(select(Club)).one()
        assert (club.pin_failures, club.pin_retry_at) == (0, None)  # the right PIN starts anew


def test_the_wait_holds_on_every_computer_of_the_club(db_url):
    here, there = Services.open(db_url), Services.open(db_url)
    try:
        here.club.set_pin(PIN)
        for wrong in ("1000", "1001", "1002"):
            with pytest.raises(ServiceError), here.db.transaction() as session:
                check_pin(session, wrong)
        with pytest.raises(ServiceError, match="too many wrong PINs"), \
                there.db.transaction() as session:
            check_pin(session, PIN)
    finally:
        here.close()
        there.close()
