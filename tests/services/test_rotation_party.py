"""The rotation chart party of an evening, on SQLite and PostgreSQL: the chart drawn for the
evening's guests and kept with it, the rounds handed in and undone, the standing, refusals
that change nothing, and the club carried whole through an export and an import.

A house format beside the book's party (seeds/002 lines 75–93 describe only the head-table
progression); its chart is ``planned_rotation``'s (whist designs: I. Anderson, Combinatorial
Designs and Tournaments, Oxford 1997, ch. 7).
"""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.events.rotation_party import RoundScore, rotation_standing
from clubapp.services import ServiceError, Services
from clubapp.services.party_views import EntrantChoice, TableEntry
from clubapp.services.rotation_party import RotationChoice, RotationPartyService
from tests.helpers.databases import copy_club

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def setup_party(services: Services) -> tuple[int, list[int]]:
    ids = [services.members.add(name).id for name in NAMES]
    evening = services.evenings.create(dt.date(2026, 3, 7), "Spring chart", "party")
    return evening.id, ids


def scores_of(view, number: int) -> list[RoundScore]:
    return [RoundScore(t.number, (t.number + number, 2 * t.number % 5))
            for t in view.rounds[number - 1].tables]


def test_the_chart_is_kept_with_the_evening_and_played_round_by_round(services):
    evening, ids = setup_party(services)
    rotation = RotationPartyService(services.db)
    view = rotation.start(evening, [RotationChoice(i, i == ids[2]) for i in ids], rounds=6,
                          seed=12)
    assert [g.name for g in view.guests] == NAMES and view.homes == {"Cat": 1}
    assert len(view.rounds) == 6 and view.round_in_play == 1
    assert view.fairness.figures()["partner_repeats"] == 0
    assert services.party.view(evening) is None  # not the book's party
    # another computer reads the same chart
    again = RotationPartyService(services.db).view(evening)
    assert again.rounds == view.rounds and again.fairness == view.fairness
    for number in (1, 2, 3):
        view = rotation.hand_in(evening, number, scores_of(view, number))
    assert view.round_in_play == 4
    assert [r.handed_in for r in view.rounds] == [True, True, True, False, False, False]
    assert view.rounds[0].tables[0].score == scores_of(view, 1)[0].points
    expected = rotation_standing(NAMES, view.planned()[:3],
                                 [{s.table: s.points for s in scores_of(view, n)}
                                  for n in (1, 2, 3)])
    assert view.standing == expected
    # Cat keeps table 1 in every round she plays
    for played in view.rounds:
        assert "Cat" in played.sitting_out or "Cat" in [n for p in played.tables[0].pairs
                                                        for n in p]
    # undo: the round is in play again and its points come back to correct
    view = rotation.undo_round(evening, 3)
    assert view.round_in_play == 3
    assert view.undone == {s.table: s.points for s in scores_of(view, 3)}
    view = rotation.hand_in(evening, 3, scores_of(view, 3))
    assert view.round_in_play == 4 and view.undone is None


def test_refusals_name_what_is_wrong_and_change_nothing(services):
    evening, ids = setup_party(services)
    rotation = RotationPartyService(services.db)
    view = rotation.start(evening, [RotationChoice(i) for i in ids], seed=3)
    one = scores_of(view, 1)
    with pytest.raises(ServiceError) as refused:
        rotation.hand_in(evening, 2, scores_of(view, 2))
    assert str(refused.value) == ("round 2 is not the round in play (round 1 is): it was "
                                  "handed in on another computer meanwhile")
    with pytest.raises(ServiceError) as refused:
        rotation.hand_in(evening, 1, one[:1])
    assert str(refused.value) == "table 2 of round 1 has not handed in its points"
    with pytest.raises(ServiceError) as refused:
        rotation.hand_in(evening, 1, [RoundScore(1, (5, 100)), one[1]])
    assert "100 points is more than a round gives" in str(refused.value)
    assert rotation.view(evening).round_in_play == 1  # nothing was handed in
    with pytest.raises(ServiceError, match="no round has been handed in yet"):
        rotation.undo_round(evening)
    # the book's party of the evening is not there to ring
    with pytest.raises(ServiceError, match="played from a rotation chart"):
        services.party.ring_bell(evening, 1, [])
    # drawn once: again only when asked, and only before the first round
    with pytest.raises(ServiceError, match="is already drawn"):
        rotation.start(evening, [RotationChoice(i) for i in ids])
    rotation.start(evening, [RotationChoice(i) for i in ids[:8]], seed=4, redraw=True)
    view = rotation.hand_in(evening, 1, scores_of(rotation.view(evening), 1))
    with pytest.raises(ServiceError, match="cannot be drawn again"):
        rotation.start(evening, [RotationChoice(i) for i in ids], redraw=True)
    with pytest.raises(ServiceError):
        rotation.start(evening, [RotationChoice(i) for i in ids[:3]], redraw=False)
    # more guests keeping a table than there are tables
    other = services.evenings.create(dt.date(2026, 3, 8), "Too many", "party").id
    with pytest.raises(ServiceError, match="one such guest a table"):
        rotation.start(other, [RotationChoice(i, True) for i in ids[:9]])
    assert rotation.view(other) is None


def test_a_book_party_drawn_may_become_a_chart_before_its_first_bell(services):
    evening, ids = setup_party(services)
    choices = [EntrantChoice(i, "red" if n < 5 else "blue") for n, i in enumerate(ids[:8])]
    services.party.start(evening, choices, seed=1)
    rotation = RotationPartyService(services.db)
    with pytest.raises(ServiceError, match="is already drawn"):
        rotation.start(evening, [RotationChoice(i) for i in ids])
    view = rotation.start(evening, [RotationChoice(i) for i in ids], seed=2, redraw=True)
    assert view.round_in_play == 1 and services.party.view(evening) is None
    # and back to the book's party, the chart not yet played
    back = services.party.start(evening, choices, seed=1, redraw=True)
    assert back.round == 1 and rotation.view(evening) is None
    # once the book's party has rung its bell, it stays the book's
    tables = [(1, (5, 2)), (2, (1, 4))]
    services.party.ring_bell(evening, 1, [TableEntry(n, score) for n, score in tables])
    with pytest.raises(ServiceError, match="has rung its bell already"):
        rotation.start(evening, [RotationChoice(i) for i in ids], redraw=True)


def test_a_club_with_a_rotation_party_is_exported_and_imported_whole(services, tmp_path,
                                                                     club_template):
    evening, ids = setup_party(services)
    rotation = RotationPartyService(services.db)
    view = rotation.start(evening, [RotationChoice(i, i == ids[0]) for i in ids], rounds=4,
                          seed=6)
    view = rotation.hand_in(evening, 1, scores_of(view, 1))
    exported = services.exchange.export_club()
    fresh = Services.open(str(copy_club(club_template, tmp_path / "imported.sqlite")))
    try:
        fresh.exchange.import_club(exported)
        copied = RotationPartyService(fresh.db).view(evening)
        assert copied.rounds == view.rounds and copied.standing == view.standing
        assert copied.homes == {"Ann": 1}
    finally:
        fresh.close()
