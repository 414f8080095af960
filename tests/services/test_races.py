"""Several computers, no race (issue 35): what two scorers do at the same instant is decided by
the database — one after the other — and the loser is told why in words.

Each test runs its racers as processes of their own at one barrier (``racers.race``), on SQLite
and on a real PostgreSQL server, and checks what the club keeps afterwards.
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import select

from clubapp.services import Services
from clubapp.services.party import TableEntry
from clubapp.store.models import PlayTable, Seat
from tests.helpers.clubs import SEED, choices, names, party_evening
from tests.services.racers import race

PEOPLE = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def club_evening(url: str) -> tuple[int, list[int]]:
    services = Services.open(url)
    try:
        ids = [services.members.add(name).id for name in PEOPLE]
        return services.evenings.create(dt.date(2026, 12, 4), "Friday").id, ids
    finally:
        services.close()


def seats_in_play(url: str, evening: int) -> dict[int, list[int]]:
    """Each table's members, by table number."""
    services = Services.open(url)
    try:
        with services.db.transaction() as session:
            found: dict[int, list[int]] = {}
            for number, member in session.execute(
                    select(PlayTable.number, Seat.member_id).join(Seat)
                    .where(PlayTable.evening_id == evening).order_by(Seat.position)):
                found.setdefault(number, []).append(member)
            return found
    finally:
        services.close()


def test_two_tables_started_at_once_with_the_same_players_seat_them_once(db_url):
    evening, ids = club_evening(db_url)
    told = race(db_url, ("seat_table", (evening, ids[:4], "euchre")),
                ("seat_table", (evening, [ids[0], ids[1], ids[4], ids[5]], "euchre")))
    outcomes = sorted(answer[2:] for answer in told)
    assert outcomes == [("done", 1), ("refused", "evenings.already_seated_many")]
    tables = seats_in_play(db_url, evening)
    assert len(tables) == 1
    seated = [member for members in tables.values() for member in members]
    assert len(seated) == len(set(seated)) == 4


def test_tables_added_at_once_each_get_a_number_of_their_own(db_url):
    evening, _ids = club_evening(db_url)
    told = race(db_url, *[("add_table", (evening,))] * 3)
    assert sorted(answer[2:] for answer in told) == [("done", 1), ("done", 2), ("done", 3)]


def test_an_undo_of_a_bell_never_undoes_the_bell_another_computer_rang_meanwhile(db_url):
    services = Services.open(db_url)
    try:
        people = names(8, 8)
        evening, ids = party_evening(services, people)
        services.party.start(evening.id, choices(people, ids), seed=SEED)
        first = [(1, (5, 0))] + [(n, (3, 1)) for n in range(2, 5)]
        services.party.ring_bell(evening.id, 1, [TableEntry(*e) for e in first])
    finally:
        services.close()
    second = [(1, (5, 2))] + [(n, (1, 3)) for n in range(2, 5)]
    # computer A was asked "undo the bell of round 1?"; computer B rings round 2 meanwhile
    told = dict((answer[0], answer[2:]) for answer in race(
        db_url, ("undo_bell", (evening.id, 1)), ("ring_bell", (evening.id, 2, second))))
    after = Services.open(db_url)
    try:
        view = after.party.view(evening.id)
        rounds = [bell.round for bell in view.bells]
    finally:
        after.close()
    if told["ring_bell"][0] == "done":  # B rang first: A is told, and nothing is undone
        assert told["undo_bell"] == ("refused", "party.undo_bell_rung_since")
        assert rounds == [1, 2] and view.round == 3
    else:  # A undid round 1 first: B's round is no longer in play, and B is told
        assert told["undo_bell"] == ("done", 1)
        assert told["ring_bell"] == ("refused", "party.round_rung")
        assert rounds == [] and view.round == 1


def test_two_first_starts_on_an_empty_server_both_open_the_club(pg_server):
    for _ in range(3):
        url = pg_server.new_database()
        told = race(url, ("open_club", (1,)), ("open_club", (2,)))
        assert [answer[2] for answer in told] == ["done", "done"], told
        assert told[0][3] == told[1][3]  # one club, made once


def test_a_night_played_at_random_by_four_computers_keeps_every_invariant(db_url):
    """Four computers act at the same instants, twelve times each, at random (seeded: the seed
    is in every failure's message, and CLUBAPP_RACE_SEED replays it). Afterwards: no member at
    two tables in play, no two tables with one number, every acknowledged deal recorded with
    its audit line, and every game's totals those of its deals scored again by the rules."""
    import json
    import os
    import random

    from clubapp.rules import get_game
    from clubapp.rules.base import result_json
    from clubapp.store.models import AuditEntry, Deal
    from tests.services.race_night import play

    seed = int(os.environ.get("CLUBAPP_RACE_SEED", random.randrange(10**6)))
    services = Services.open(db_url)
    try:
        ids = [services.members.add(f"Player {n:02}").id for n in range(1, 13)]
        evening = services.evenings.create(dt.date(2026, 12, 4), "Race night").id
    finally:
        services.close()
    reports = play(db_url, evening, ids, seed, computers=4, steps=12)
    why = f"CLUBAPP_RACE_SEED={seed}: {json.dumps(reports, default=str)[:3000]}"
    assert [r for r in reports if r[4] == "error"] == [], why
    assert sum(r[4] == "done" and r[2] != "nothing" for r in reports) >= 12, why
    services = Services.open(db_url)
    try:
        detail = services.evenings.detail(evening)
        numbers = [t.number for t in detail.tables]
        assert len(numbers) == len(set(numbers)), why
        in_play = [s.member_id for t in detail.tables if t.current_game is not None
                   and not services.scoring.view(t.current_game).over for s in t.seats]
        assert len(in_play) == len(set(in_play)), why
        recorded = [r[5]["deal"] for r in reports if r[2] == "record" and r[4] == "done"]
        with services.db.transaction() as session:
            deals = {d.id: d for d in session.scalars(select(Deal))}
            audited = {(a.action, a.entity_id) for a in session.scalars(select(AuditEntry))}
        for deal in recorded:
            assert deal in deals and ("record deal", deal) in audited, (deal, why)
        for table in detail.tables:
            for game in table.games:
                view = services.scoring.view(game)
                rules = get_game(view.game_id)
                state = rules.new_state(list(view.players), view.options)
                for shown in view.deals:
                    state = rules.score(state, shown.entry)
                assert view.deals == () or view.deals[-1].totals == dict(
                    result_json(rules, state)["deals"][-1]["totals"]), (game, why)
    finally:
        services.close()
