"""Piquet's arithmetic: seeds/001_c50804ec92f72d22.txt lines 309 and 321 (32 cards, twelve to a
hand) and the standard scoring of piquet au cent that the seed cuts off."""

from __future__ import annotations

import pytest

from clubapp.rules.games.piquet_declarations import (
    HandClaims,
    hand_can_hold,
    play_scores,
    sequence_points,
    sets_points,
)


@pytest.mark.parametrize(("length", "points"), [(3, 3), (4, 4), (5, 15), (6, 16), (7, 17), (8, 18)])
def test_sequence_values(length: int, points: int) -> None:
    """Standard rules: tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18."""
    assert sequence_points(length) == points


def test_sets_values() -> None:
    """Standard rules: a quatorze 14, a trio 3."""
    assert sets_points(1, 0) == 14
    assert sets_points(2, 1) == 31


@pytest.mark.parametrize("claims", [
    HandClaims(sequences=(8, 4)),  # a whole suit and a quart: twelve cards
    HandClaims(sequences=(6, 6)),
    HandClaims(sequences=(3, 3, 3, 3)),
    HandClaims(quatorzes=3),  # twelve cards: three quatorzes
    HandClaims(point=8, quatorzes=1),  # the suit gives one card of the four
    HandClaims(point=6, sequences=(5, 3), quatorzes=0, trios=2),
    HandClaims(point=7, sequences=(4, 3)),  # A K Q J and 9 8 7 of one suit: seven cards
    HandClaims(sequences=(3, 3, 3, 3), quatorzes=3),  # four tierce-majors: 3 quatorzes inside
    HandClaims(sequences=(3, 3, 3, 3), quatorzes=1, trios=2),  # A K Q thrice, Q J T: 4 Q, 3 A, 3 K
])
def test_twelve_cards_can_hold(claims: HandClaims) -> None:
    """seeds/001 line 321: a hand is twelve cards of the 32 (line 309); these fit."""
    assert hand_can_hold(claims)


@pytest.mark.parametrize("claims", [
    HandClaims(sequences=(8, 7)),  # fifteen cards
    HandClaims(sequences=(5, 5, 5)),
    HandClaims(quatorzes=3, trios=1),  # fifteen cards
    HandClaims(point=8, quatorzes=2),  # 8 + 3 + 3
    HandClaims(point=8, sequences=(6, 6)),
    HandClaims(point=9),  # a suit has eight cards
    HandClaims(point=2),  # twelve cards in four suits: some suit has three
    HandClaims(sequences=(3, 3, 3, 3), quatorzes=1, trios=3),  # thirteen set cards
    HandClaims(point=7, sequences=(5, 4, 3), trios=1),  # all twelve in two suits: no trio
])
def test_twelve_cards_cannot_hold(claims: HandClaims) -> None:
    """seeds/001 lines 309, 321: no hand of twelve holds these together."""
    assert not hand_can_hold(claims)


def test_play_capot_scores_thirteen() -> None:
    """Standard rules: elder leads all twelve (12) and wins the last (1); younger scores nothing."""
    assert (12, 13, 0) in play_scores()
    assert play_scores()[(12, 13, 0)].least_before_younger == 13


def test_play_younger_wins_every_trick() -> None:
    """Standard rules: elder's first lead (1); younger wins it (1), leads eleven (11), last (1)."""
    assert (0, 1, 13) in play_scores()


def test_play_points_are_twelve_leads_the_last_and_each_change_of_lead() -> None:
    """Standard rules: every trick gives its leader 1; a trick won by the second player 1 more."""
    for (elder_tricks, elder, younger), first in play_scores().items():
        assert 0 <= elder_tricks <= 12
        assert elder + younger >= 13
        assert elder >= 1  # elder always leads the first card
        assert 1 <= first.least_before_younger <= first.most_before_younger <= elder


def test_play_impossible_results_are_absent() -> None:
    """Standard rules: seven tricks cannot leave younger without a point, nor give 20 to elder."""
    assert (7, 13, 0) not in play_scores()
    assert not any(elder > 13 for _, elder, _ in play_scores())


def test_the_plays_points_one_by_one_agree_with_the_table_of_results():
    """Each way the twelve tricks can fall gives its points in an order (``play_events``) whose
    totals are a result of ``play_scores``; elder always scores the first point (he leads)."""
    from clubapp.rules.games.piquet_declarations import TRICKS, play_events

    results = set(play_scores())
    for winners in range(1 << TRICKS):
        events = play_events(winners)
        assert events[0] == "E"
        assert (bin(winners).count("1"), events.count("E"), events.count("Y")) in results
