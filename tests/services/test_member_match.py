"""A name typed for tonight against the members' names (``members.compare_names``,
``members.match_name``): the same name is taken, a name that may be the same person is asked
about, another name is a new member. Then the open evenings of a day (``open_tonight``), on
SQLite and PostgreSQL."""

from __future__ import annotations

import datetime as dt
import unicodedata
from dataclasses import dataclass

import pytest

from clubapp.services.members import MAX_OFFERS, compare_names, match_name, name_key
from clubapp.services.open_tonight import local_time, open_evenings_on


@dataclass(frozen=True)
class Person:
    id: int
    name: str


@pytest.mark.parametrize(("typed", "name"), [
    ("bob jones", "Bob Jones"),
    ("BOB JONES", "Bob Jones"),
    ("  Bob   Jones ", "Bob Jones"),  # spaces around and between
    ("Семен Фролов", "Семён Фролов"),  # ё written е, as most Russian keyboards type it
    ("СЕМЁН ФРОЛОВ", "семен фролов"),
    ("Андрей", "Андре\u0438\u0306"),  # й typed as и with a breve is still й
])
def test_the_same_name_in_any_case_with_e_for_yo_and_any_spaces_is_exact(typed, name):
    assert compare_names(typed, name) == "exact"


@pytest.mark.parametrize(("typed", "name"), [
    ("bob", "Bob Jones"),  # the start of a word, in another case
    ("Jones", "Bob Jones"),
    ("jon", "Bob Jones"),
    ("B. Jones", "Bob Jones"),  # an initial with its dot
    ("Jones Bob", "Bob Jones"),  # the surname first, as a Russian list has it
    ("Иванов Пётр", "Петр Иванов"),
    ("семен", "Семён Фролов"),  # ё/е and the start of a word together
    ("BobJones", "Bob Jones"),  # a space less
    ("Мария", "Анна-Мария Петрова"),  # a part of a double name
    ("Bob Jones", "Bob"),  # the member's name among the words typed
])
def test_a_name_that_may_be_the_same_person_is_near(typed, name):
    assert compare_names(typed, name) == "near"


@pytest.mark.parametrize(("typed", "name"), [
    ("Ann", "Joanna"),  # inside a word, not its start
    ("Annabel", "Ann"),  # longer than the member's whole name
    ("Андреи", "Андрей"),  # й is not и: another letter to a Russian reader
    ("Йван", "Иван"),
    ("Bob Smith", "Bob Jones"),  # one word fits, the other not
    ("Bob Bob", "Bob Jones"),  # two words cannot both start one
    ("", "Bob Jones"),
    ("   ", "Bob Jones"),
])
def test_another_name_is_no_match(typed, name):
    assert compare_names(typed, name) is None


def test_the_key_folds_only_case_and_yo():
    assert name_key(" Ёлкин  ЙОГУРТОВ ") == "елкин йогуртов"
    decomposed = unicodedata.normalize("NFD", "Йогуртов")
    assert decomposed != "Йогуртов" and name_key(decomposed) == "йогуртов"


def test_bob_is_bob_jones_asked_not_taken():
    members = [Person(1, "Ann Lee"), Person(2, "Bob Jones"), Person(3, "Joanna Bobrova")]
    match = match_name("bob", members)
    assert match.member is None  # near only: asked
    assert [m.name for m in match.offers] == ["Bob Jones", "Joanna Bobrova"]  # Bob... first
    assert match.typed == "bob"


def test_one_exact_name_is_taken_and_near_ones_do_not_stop_it():
    members = [Person(1, "Bob Jones"), Person(2, "Bob Jonesy"), Person(3, "Bob")]
    match = match_name("BOB  jones", members)
    assert match.member == Person(1, "Bob Jones")
    assert [m.name for m in match.near] == ["Bob Jonesy", "Bob"]  # begins so: first


def test_two_members_of_the_same_spelling_but_yo_are_asked_about_both():
    members = [Person(1, "Семён Фролов"), Person(2, "Семен Фролов")]
    match = match_name("семен фролов", members)
    assert match.member is None
    assert {m.id for m in match.offers} == {1, 2}


def test_two_near_matches_are_both_offered():
    members = [Person(1, "Bob Jones"), Person(2, "Bobby Hart"), Person(3, "Ann Lee")]
    assert [m.name for m in match_name("bob", members).offers] == ["Bob Jones", "Bobby Hart"]


def test_a_short_name_offers_the_closest_few():
    members = [Person(n, f"B{'a' * n} Member") for n in range(1, 12)]
    offers = match_name("b", members).offers
    assert len(offers) == MAX_OFFERS


def test_ann_is_not_offered_joanna():
    members = [Person(1, "Joanna Smith"), Person(2, "Hanna Ann Lee")]
    assert [m.name for m in match_name("Ann", members).offers] == ["Hanna Ann Lee"]


# --- the open evenings of a day ----------------------------------------------------------------
def test_the_open_evenings_of_a_day_and_kind_newest_first(services):
    day = dt.date(2026, 12, 1)
    first = services.evenings.create(day, "Tuesday", "club")
    second = services.evenings.create(day, "Tuesday (2)", "club")
    services.evenings.create(day, "Party", "party")
    closed = services.evenings.create(day, "Closed", "club")
    services.evenings.set_closed(closed.id, True)
    services.evenings.create(day - dt.timedelta(days=1), "Monday", "club")
    found = open_evenings_on(services.db, day, "club")
    assert [o.evening.id for o in found] == [second.id, first.id]
    assert [o.evening.id for o in open_evenings_on(services.db, day, "party")] != []
    assert open_evenings_on(services.db, day, "league") == []
    now = dt.datetime.now()
    assert all(abs(o.opened_at - now) < dt.timedelta(minutes=5) for o in found)


def test_a_stored_moment_is_shown_in_local_time():
    moment = dt.datetime(2026, 12, 1, 16, 5)  # as the store keeps it: UTC
    expected = moment.replace(tzinfo=dt.UTC).astimezone().replace(tzinfo=None)
    assert local_time(moment) == expected


def test_e_and_yo_name_one_member_when_adding_and_finding(services):
    """A name spelt with е where the list has ё is the same member: not added twice, and found
    by the command line's lookup."""
    from clubapp.services.views import ServiceError

    semyon = services.members.add("Семён Фролов")
    with pytest.raises(ServiceError) as twice:
        services.members.add("семен фролов")
    assert twice.value.why.id == "members.duplicate"
    assert services.members.find("Семен Фролов").id == semyon.id
    assert services.members.find("семен").id == semyon.id
