"""What the command line asks of the services beyond the window: a member found by number or
by name, and a table seated and started in one transaction (nothing left by a refusal)."""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.services import ServiceError


def test_a_member_is_found_by_number_whole_name_or_the_start_of_a_word(services):
    ann = services.members.add("Ann Hale")
    anna = services.members.add("Anna Petrova")
    ivan = services.members.add("Иван Соколов")
    assert services.members.find(str(anna.id)).name == "Anna Petrova"
    assert services.members.find(" ann  hale ").id == ann.id  # the whole name, any case
    assert services.members.find("Petr").id == anna.id  # the start of a word
    assert services.members.find("соколов").id == ivan.id  # Cyrillic too, any case
    with pytest.raises(ServiceError) as ambiguous:
        services.members.find("Ann")
    assert str(ambiguous.value) == (f"'Ann' fits more than one member: Ann Hale ({ann.id}), "
                                    f"Anna Petrova ({anna.id}); name one by number or by the "
                                    "whole name")
    assert ambiguous.value.field == "member"
    with pytest.raises(ServiceError, match="no member is called 'Bob'"):
        services.members.find("Bob")
    with pytest.raises(ServiceError, match="no member number 99"):
        services.members.find("99")


def test_a_table_is_seated_and_started_at_once_or_not_at_all(services):
    ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cat", "Dan", "Eve")]
    evening = services.evenings.create(dt.date(2026, 3, 6), "Friday")
    for bad, reason in ((ids[:3] + ids[:1], "Ann is seated twice"),
                        (ids[:3], "Euchre is for 4 players, got 3"),
                        ([*ids[:3], 99], "no member number 99")):
        with pytest.raises(ServiceError, match=reason):
            services.evenings.seat_table(evening.id, bad, "euchre")
    with pytest.raises(ServiceError, match="unknown game 'snap'") as unknown:
        services.evenings.seat_table(evening.id, ids[:4], "snap")
    assert unknown.value.field == "game"
    with pytest.raises(ServiceError, match="99 is above the maximum") as option:
        services.evenings.seat_table(evening.id, ids[:4], "euchre", {"target": "99"})
    assert option.value.field == "option target"
    assert services.evenings.detail(evening.id).tables == ()  # no table left behind

    table, game = services.evenings.seat_table(evening.id, ids[:4], "euchre", {"target": "7"})
    assert table.number == 1 and [s.name for s in table.seats] == ["Ann", "Bob", "Cat", "Dan"]
    view = services.scoring.view(game)
    assert (view.game_id, view.options["target"], view.players) == (
        "euchre", 7, ("Ann", "Bob", "Cat", "Dan"))
    with pytest.raises(ServiceError, match="Ann already sits at table 1"):
        services.evenings.seat_table(evening.id, [ids[0], ids[4]], "cribbage")
    services.evenings.set_closed(evening.id, True)
    with pytest.raises(ServiceError, match="is closed"):
        services.evenings.seat_table(evening.id, ids[4:], "cribbage")


def test_a_name_in_another_case_is_the_same_member_in_cyrillic_too(services):
    services.members.add("Аня Белова")
    with pytest.raises(ServiceError, match="Аня Белова is already a member"):
        services.members.add("аня белова")
    assert [m.name for m in services.members.list()] == ["Аня Белова"]
