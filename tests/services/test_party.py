"""The progressive-euchre party service on SQLite and PostgreSQL: what is stored is what
happened, and the seating, stars and prizes it gives are the events layer's own."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from sqlalchemy import select

from clubapp.cards import parse_card
from clubapp.events.party import (
    add_player,
    remove_player,
    replace_player,
    ring_party_bell,
    star_board,
    start_party,
)
from clubapp.events.party_draw import Entrant, party_draw
from clubapp.events.prizes import PlayerStars, award_prizes
from clubapp.events.progressive import PartyRules, TableResult
from clubapp.services import Services
from clubapp.services.party import BellRefused, EntrantChoice, TableEntry
from clubapp.services.views import ServiceError
from clubapp.store.party_models import PartyChange, PartyEntrant, PartyTableResult
from tests.helpers.clubs import SEED, choices, names, party_evening, results_for
from tests.helpers.databases import sqlite_only


def pure_start(people, seed=SEED, **rules):
    entrants = [Entrant(n, r) for n, r in people]  # type: ignore[arg-type]
    draw = party_draw(entrants, seed)
    return start_party(draw.tables, dict(people), draw.waiting, PartyRules(**rules), seed)


def pure_results(entries: list[TableEntry]) -> list[TableResult]:
    return [TableResult(e.table, e.score, e.next_hand_tricks,
                        None if e.cut is None else tuple(parse_card(c) for c in e.cut))
            for e in entries]


def seating_of(view) -> list[tuple[str, ...]]:
    return [t.players for t in view.tables]


def pure_seating(state) -> list[tuple[str, ...]]:
    return [t.players for t in state.seating]


def test_a_seeded_draw_is_the_events_layers_draw_and_survives_reopening(services, db_url):
    people = names(16, 16)
    evening, ids = party_evening(services, people)
    view = services.party.start(evening.id, choices(people, ids), seed=SEED,
                                labels={"red": "Ladies", "blue": "Gentlemen"})
    state = pure_start(people)
    assert seating_of(view) == pure_seating(state)
    assert view.round == 1 and view.waiting == () and len(view.tables) == 8
    assert view.tables[0].head and view.tables[-1].booby
    assert view.label("red") == "Ladies" and view.seed == SEED and view.draw_kind == "seeded"
    services.close()
    again = Services.open(db_url)
    try:
        assert seating_of(again.party.view(evening.id)) == pure_seating(state)
    finally:
        again.close()


def test_the_bell_gives_the_events_layers_stars_and_seating_and_keeps_the_results(services):
    people = names(16, 16)
    evening, ids = party_evening(services, people)
    view = services.party.start(evening.id, choices(people, ids), seed=SEED)
    state = pure_start(people)
    entries = [TableEntry(1, (5, 2)), TableEntry(2, (3, 3), (2, 3)),
               TableEntry(3, (4, 4), (1, 1), ("JH", "QC"))] + \
              [TableEntry(n, (n % 4, 6)) for n in range(4, 9)]
    view = services.party.ring_bell(evening.id, 1, entries)
    state = ring_party_bell(state, pure_results(entries))
    assert view.round == 2 and seating_of(view) == pure_seating(state)
    bell = view.last_bell
    assert bell is not None and bell.stars == dict(state.played[-1].bell.stars)
    assert [d.decided_by for d in bell.decisions[:3]] == ["score", "next hand", "cut"]
    assert "JH against QC" in bell.decisions[2].reason
    assert bell.entries == tuple(entries)
    with services.db.transaction() as session:
        rows = session.scalars(select(PartyTableResult).order_by(PartyTableResult.table_number))
        stored = [(r.table_number, r.score_first, r.score_second, r.tricks_first,
                   r.tricks_second, r.cut_first, r.cut_second) for r in rows]
    assert stored[:3] == [(1, 5, 2, None, None, None, None), (2, 3, 3, 2, 3, None, None),
                          (3, 4, 4, 1, 1, "JH", "QC")]
    board = {row.name: row for row in view.board}
    for name, count in star_board(state).items():
        assert (board[name].gold, board[name].red, board[name].green) == \
               (count.gold, count.red, count.green)


@sqlite_only
@pytest.mark.parametrize(("entries", "table", "part", "words"), [
    ([TableEntry(1, (4, 2))], 1, "score", "reaches 5"),
    ([TableEntry(1, (5, 1)), TableEntry(4, (2, 2))], 4, "next_hand_tricks", "next hand"),
    ([TableEntry(1, (5, 1)), TableEntry(4, (2, 2), (2, 2))], 4, "cut", "cut"),
    ([TableEntry(1, (5, 1)), TableEntry(4, (2, 2), (2, 2), ("QX", "JH"))], 4, "cut", "QX"),
    ([TableEntry(1, (5, 1)), TableEntry(4, (2, 2), (4, 4))], 4, "next_hand_tricks", "one hand"),
    ([TableEntry(1, (5, 1)), TableEntry(2, (-1, 3))], 2, "score", "0 to 99"),
])
def test_a_bad_result_refuses_the_whole_bell_naming_the_table(services, entries, table, part,
                                                              words):
    people = names(8, 8)
    evening, ids = party_evening(services, people)
    before = services.party.start(evening.id, choices(people, ids), seed=SEED)
    full = {e.table: e for e in [TableEntry(n, (1, 3)) for n in range(2, 5)]}
    full.update({e.table: e for e in entries})
    with pytest.raises(BellRefused) as refused:
        services.party.ring_bell(evening.id, 1, list(full.values()))
    assert refused.value.table == table and refused.value.part == part
    assert str(refused.value).startswith(f"table {table}") and words in str(refused.value)
    after = services.party.view(evening.id)
    assert after.round == 1 and after.bells == () and seating_of(after) == seating_of(before)
    with services.db.transaction() as session:
        assert session.scalars(select(PartyChange)).all() == []


def test_a_bell_for_a_round_already_rung_elsewhere_is_refused(services):
    people = names(8, 8)
    evening, ids = party_evening(services, people)
    services.party.start(evening.id, choices(people, ids), seed=SEED)
    entries = [TableEntry(1, (5, 0))] + [TableEntry(n, (3, 1)) for n in range(2, 5)]
    services.party.ring_bell(evening.id, 1, entries)
    with pytest.raises(BellRefused, match="round 1 has already been rung"):
        services.party.ring_bell(evening.id, 1, entries)  # the other computer's bell
    assert services.party.view(evening.id).round == 2


def test_undo_keeps_the_bell_as_undone_and_offers_its_results_to_correct(services):
    people = names(8, 8)
    evening, ids = party_evening(services, people)
    first = services.party.start(evening.id, choices(people, ids), seed=SEED)
    wrong = [TableEntry(1, (5, 0))] + [TableEntry(n, (3, 1)) for n in range(2, 5)]
    services.party.ring_bell(evening.id, 1, wrong)
    view = services.party.undo_bell(evening.id)
    assert view.round == 1 and view.bells == () and seating_of(view) == seating_of(first)
    assert view.undone == tuple(wrong) and view.undone_count == 1
    right = [TableEntry(1, (0, 5)), *wrong[1:]]
    view = services.party.ring_bell(evening.id, 1, right)
    assert view.undone is None and view.last_bell.entries == tuple(right)
    with services.db.transaction() as session:
        bells = session.scalars(select(PartyChange).order_by(PartyChange.seq)).all()
        assert [(b.round, b.status) for b in bells] == [(1, "undone"), (1, "done")]
        assert bells[0].undone_by and bells[0].undone_at is not None
        assert bells[0].results[0].score_first == 5  # the mistake is kept as it was entered
    assert services.party.undo_bell(evening.id).round == 1
    with pytest.raises(ServiceError, match="nothing to undo"):
        services.party.undo_bell(evening.id)


def test_late_arrival_leaver_and_replacement_follow_the_events_layer(services):
    people = names(8, 9)  # 17: one waits each round
    evening, ids = party_evening(services, people)
    extra = {n: services.members.add(n).id for n in ("Late Lady", "Sub Gent")}
    view = services.party.start(evening.id, choices(people, ids), seed=SEED)
    state = pure_start(people)
    assert view.waiting == state.waiting and len(view.waiting) == 1
    view = services.party.add_player(evening.id, extra["Late Lady"], "red")
    state = add_player(state, "Late Lady", "red")
    assert view.player("Late Lady").status == "waiting"
    leaver = view.tables[1].players[0]
    view = services.party.remove_player(evening.id, ids[leaver])
    state = remove_player(state, leaver)
    assert view.player(leaver).status == "leaving"
    rng = random.Random(3)
    entries = results_for(view, rng)
    view = services.party.ring_bell(evening.id, 1, entries)
    state = ring_party_bell(state, pure_results(entries))
    assert seating_of(view) == pure_seating(state) and view.waiting == state.waiting
    assert view.player(leaver).status == "left" and view.player(leaver).rounds[0].round == 1
    assert view.player("Late Lady").status in ("seated", "waiting")
    seated = view.tables[2].players[1]
    view = services.party.replace_player(evening.id, ids[seated], extra["Sub Gent"], "blue")
    state = replace_player(add_player(state, "Sub Gent", "blue"), seated, "Sub Gent")
    assert seating_of(view) == pure_seating(state)
    assert "Sub Gent" in view.tables[2].players and view.player(seated).status == "left"


def test_undoing_a_bell_replays_an_arrival_made_after_it(services):
    people = names(8, 8)
    evening, ids = party_evening(services, people)
    late = services.members.add("Late Gent").id
    services.party.start(evening.id, choices(people, ids), seed=SEED)
    entries = [TableEntry(1, (5, 0))] + [TableEntry(n, (3, 1)) for n in range(2, 5)]
    services.party.ring_bell(evening.id, 1, entries)
    services.party.add_player(evening.id, late, "blue")
    view = services.party.undo_bell(evening.id)
    assert view.round == 1 and view.player("Late Gent").status == "waiting"


def test_prizes_have_reasons_and_their_lots_are_drawn_once(services):
    people = names(8, 8)
    evening, ids = party_evening(services, people)
    view = services.party.start(evening.id, choices(people, ids), seed=SEED)
    with pytest.raises(ServiceError, match="ring the bell first"):
        services.party.award_prizes(evening.id)
    rng = random.Random(9)
    for _ in range(4):
        view = services.party.ring_bell(evening.id, view.round, results_for(view, rng))
    view = services.party.award_prizes(evening.id)
    assert view.prize_seed is not None and len(view.prizes) == 6
    expected = award_prizes([PlayerStars(p.name, p.role, p.gold, p.red, p.green)
                             for p in sorted(view.players, key=lambda p: p.name.casefold())],
                            view.prize_seed)
    assert [(p.prize, p.role, p.player, p.reason) for p in view.prizes] == \
           [(p.prize, p.role, p.player, p.reason) for p in expected]
    assert all(p.reason for p in view.prizes)
    again = services.party.award_prizes(evening.id)
    assert again.prize_seed == view.prize_seed and again.prizes == view.prizes
    with services.db.transaction() as session:
        awards = session.scalars(select(PartyChange).where(PartyChange.kind == "prizes")).all()
        assert len(awards) == 2 and awards[0].detail["seed"] == view.prize_seed
        assert [p["player"] for p in awards[0].detail["prizes"]] == \
               [p.player for p in view.prizes]


def test_cards_drawn_by_hand_seat_the_party(services):
    people = names(4, 4)
    evening, ids = party_evening(services, people)
    cards = {"Lady 01": "AC", "Lady 02": "AS", "Lady 03": "2C", "Lady 04": "2S",
             "Gent 01": "2S", "Gent 02": "AC", "Gent 03": "2C", "Gent 04": "AS"}
    entrants = [EntrantChoice(ids[n], r, card=cards[n]) for n, r in people]
    wrong = [EntrantChoice(ids[n], r, card="AC" if n == "Gent 04" else cards[n])
             for n, r in people]
    with pytest.raises(ServiceError, match="AC of the blue pack is entered twice"):
        services.party.start(evening.id, wrong, by_hand=True)
    assert services.party.view(evening.id) is None
    view = services.party.start(evening.id, entrants, by_hand=True)
    assert view.draw_kind == "cards"
    assert seating_of(view) == [("Lady 01", "Gent 02", "Lady 02", "Gent 04"),
                                ("Lady 03", "Gent 03", "Lady 04", "Gent 01")]
    with services.db.transaction() as session:
        stored = {e.name: (e.pack, e.card) for e in session.scalars(select(PartyEntrant))}
    assert stored["Gent 01"] == ("blue", "2S")


def test_the_party_refuses_what_the_evening_does_not_allow(services):
    people = names(4, 4)
    evening, ids = party_evening(services, people)
    club = services.evenings.create(dt.date(2026, 12, 6), "Club night", "club")
    with pytest.raises(ServiceError, match="not a card party"):
        services.party.start(club.id, choices(people, ids))
    with pytest.raises(ServiceError, match="listed twice"):
        services.party.start(evening.id, choices(people, ids) + choices(people[:1], ids))
    with pytest.raises(ServiceError, match="choose the role"):
        services.party.start(evening.id, [EntrantChoice(ids[n], "green") for n, _ in people])
    with pytest.raises(ServiceError, match="needs a name"):
        services.party.start(evening.id, choices(people, ids), labels={"red": " "})
    with pytest.raises(ServiceError, match="head_target"):
        services.party.start(evening.id, choices(people, ids), options={"head_target": 0})
    assert services.party.view(evening.id) is None
    view = services.party.start(evening.id, choices(people, ids), seed=1)
    with pytest.raises(ServiceError, match="already drawn"):
        services.party.start(evening.id, choices(people, ids), seed=2)
    redrawn = services.party.start(evening.id, choices(people, ids), seed=2, redraw=True)
    assert redrawn.seed == 2 and view.seed == 1
    with services.db.transaction() as session:  # the first draw is gone (the audit keeps it)
        assert len(session.scalars(select(PartyEntrant)).all()) == 8
    services.party.ring_bell(evening.id, 1, [TableEntry(1, (5, 0)), TableEntry(2, (1, 0))])
    with pytest.raises(ServiceError, match="can no longer be made again"):
        services.party.start(evening.id, choices(people, ids), seed=3, redraw=True)
    with pytest.raises(ServiceError, match="already in this party"):
        services.party.add_player(evening.id, ids["Lady 01"], "red")
    with pytest.raises(ServiceError, match="cannot be deleted"):
        services.members.delete(ids["Lady 01"])
    services.evenings.set_closed(evening.id, True)
    with pytest.raises(ServiceError, match="closed"):
        services.party.ring_bell(evening.id, 2, [TableEntry(1, (5, 0))])
    with pytest.raises(ServiceError, match="closed"):
        services.party.undo_bell(evening.id)
    assert services.party.view(evening.id).round == 2


def test_a_whole_evening_of_ten_rounds_matches_the_events_layer(services):
    """32 players, 8 tables: ties, an arrival, a leaver, an undone bell, then the prizes."""
    people = names(16, 16)
    evening, ids = party_evening(services, people)
    late = services.members.add("Latecomer").id
    view = services.party.start(evening.id, choices(people, ids), seed=SEED)
    state = pure_start(people)
    rng = random.Random(2024)
    for number in range(1, 11):
        if number == 4:
            view = services.party.add_player(evening.id, late, "red")
            state = add_player(state, "Latecomer", "red")
        if number == 7:
            view = services.party.remove_player(evening.id, ids["Gent 05"])
            state = remove_player(state, "Gent 05")
        if number == 5:  # a bell rung with a wrong score, undone, rung again
            services.party.ring_bell(evening.id, view.round, results_for(view, random.Random(1)))
            view = services.party.undo_bell(evening.id)
        entries = results_for(view, rng)
        view = services.party.ring_bell(evening.id, view.round, entries)
        state = ring_party_bell(state, pure_results(entries))
        assert seating_of(view) == pure_seating(state) and view.waiting == state.waiting
    assert view.round == 11 and len(view.bells) == 10 and view.undone_count == 1
    counts = star_board(state)
    assert {r.name: (r.gold, r.red, r.green, r.sat_out) for r in view.board} == \
           {n: (c.gold, c.red, c.green, c.sat_out) for n, c in counts.items()}


def test_a_party_too_big_for_two_packs_starts_from_the_hosts_seating(services):
    people = names(54, 54)  # 108 guests: 27 tables (a draw would use a second set of packs)
    evening, ids = party_evening(services, people)
    reds = [ids[n] for n, r in people if r == "red"]
    blues = [ids[n] for n, r in people if r == "blue"]
    seating = [[reds[2 * t], blues[2 * t], reds[2 * t + 1], blues[2 * t + 1]]
               for t in range(26)]  # the last four wait for the next bell
    with pytest.raises(ServiceError, match="table 2: four players"):
        services.party.start(evening.id, choices(people, ids), seating=[seating[0], [1, 2]])
    view = services.party.start(evening.id, choices(people, ids), seating=seating)
    assert view.draw_kind == "seating" and len(view.tables) == 26
    assert view.tables[0].players == ("Lady 01", "Gent 01", "Lady 02", "Gent 02")
    assert view.waiting == ("Lady 53", "Lady 54", "Gent 53", "Gent 54")
    view = services.party.ring_bell(evening.id, 1, results_for(view, random.Random(4)))
    assert len(view.tables) == 27 and view.waiting == ()  # the four waiting open a table


def test_two_computers_ringing_in_turn_each_see_the_others_bells(services, db_url):
    """Each service keeps the evening after its own change; a change from the other computer
    (a newer version of the party) makes it read and replay the record instead."""
    people = names(8, 8)
    evening, ids = party_evening(services, people)
    late = services.members.add("Late Gent").id
    services.party.start(evening.id, choices(people, ids), seed=SEED)
    state = pure_start(people)
    other = Services.open(db_url)
    try:
        rng = random.Random(12)
        for number in range(1, 7):
            here, there = (services, other) if number % 2 else (other, services)
            view = there.party.view(evening.id)
            assert view.round == number and seating_of(view) == pure_seating(state)
            if number == 3:
                here.party.add_player(evening.id, late, "blue")
                state = add_player(state, "Late Gent", "blue")
            entries = results_for(view, rng)
            view = here.party.ring_bell(evening.id, number, entries)
            state = ring_party_bell(state, pure_results(entries))
            assert seating_of(view) == pure_seating(state) and view.waiting == state.waiting
        view = other.party.undo_bell(evening.id)  # the other computer rang the last bell
        assert view.round == 6 and services.party.view(evening.id).round == 6
    finally:
        other.close()


def hand_drawn_cards(people, tables: int) -> dict[str, dict]:
    """Each guest's card as drawn by hand from a party's sets of packs, table after table (the
    two black or red cards of a table in each pack, seeds/002 line 81; beyond 26 tables the
    next set), by the order of the list within each role."""
    from clubapp.events.party_draw import set_of, table_cards

    cards: dict[str, dict] = {}
    for role in ("red", "blue"):
        drawers = [name for name, r in people if r == role]
        slots = [(set_of(t), str(card)) for t in range(1, tables + 1) for card in table_cards(t)]
        for name, (kit, card) in zip(drawers, slots, strict=False):
            cards[name] = {"pack": role, "card": card, "set": kit}
    return cards


def test_a_party_of_120_drawn_by_hand_from_two_sets_is_stored_with_its_sets_and_replays(
        services, db_url):
    """120 guests, 30 tables: the second set of packs seats tables 27–30 (its ace of clubs is
    table 27). Every card is kept with its pack and its set, so that the draw replays from the
    cards as stored, and the party carries on after the computer is started again."""
    from clubapp.events.party_draw import party_draw_from_cards

    people = names(60, 60)
    evening, ids = party_evening(services, people)
    cards = hand_drawn_cards(people, 30)
    assert cards["Lady 53"] == {"pack": "red", "card": "AC", "set": 2}
    entrants = [EntrantChoice(ids[n], r, card=cards[n]["card"], pack=cards[n]["pack"],
                              set=cards[n]["set"]) for n, r in people]
    view = services.party.start(evening.id, entrants, by_hand=True)
    assert view.draw_kind == "cards" and len(view.tables) == 30 and view.waiting == ()
    assert view.tables[26].players == ("Lady 53", "Gent 53", "Lady 54", "Gent 54")
    with services.db.transaction() as session:
        stored = {e.name: {"pack": e.pack, "card": e.card, "set": e.pack_set}
                  for e in session.scalars(select(PartyEntrant))}
    assert stored == cards
    services.close()
    again = Services.open(db_url)
    try:
        reopened = again.party.view(evening.id)
        assert seating_of(reopened) == seating_of(view)
        kept = {p.name: {"pack": p.pack, "card": p.card, "set": p.set}
                for p in reopened.players}
        assert kept == cards
        replayed = party_draw_from_cards([Entrant(n, r) for n, r in people], kept)  # type: ignore[arg-type]
        assert [t.players for t in replayed.tables] == seating_of(reopened)
        rung = again.party.ring_bell(evening.id, 1, results_for(reopened, random.Random(5)))
        assert rung.round == 2 and len(rung.tables) == 30
    finally:
        again.close()


def test_a_card_of_a_set_the_party_has_not_is_refused(services):
    people = names(8, 8)  # four tables: one set of packs
    evening, ids = party_evening(services, people)
    cards = hand_drawn_cards(people, 4)
    entrants = [EntrantChoice(ids[n], r, card=cards[n]["card"],
                              set=2 if n == "Gent 03" else 1) for n, r in people]
    with pytest.raises(ServiceError) as refused:
        services.party.start(evening.id, entrants, by_hand=True)
    assert refused.value.field == "cards.Gent 03.set"
    assert services.party.view(evening.id) is None
