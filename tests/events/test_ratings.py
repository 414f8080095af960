"""Members' ratings by OpenSkill's team model, recomputed from history (clubapp.events.ratings)."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.events.ratings import (
    MODELS,
    GameSides,
    RatedGame,
    Rating,
    initial_rating,
    rate_history,
    rated_games,
)

DAY = dt.date(2026, 1, 9)


def game(key, winners, losers, date=DAY):
    return RatedGame((key,), date, f"game {key}", (tuple(winners), tuple(losers)), (1, 2))


def test_a_new_member_starts_at_25_with_wide_uncertainty():
    start = initial_rating()
    assert start.mu == pytest.approx(25.0) and start.sigma == pytest.approx(25 / 3)
    assert start.text == "25.0 ± 16.7"
    assert start.conservative == pytest.approx(0.0)


def test_winners_rise_losers_fall_and_everyone_grows_surer():
    history = rate_history([game(1, [1, 3], [2, 4])])
    ann, bob = history.current[1], history.current[2]
    assert ann.mu > 25 > bob.mu
    assert ann.sigma < 25 / 3 and bob.sigma < 25 / 3
    assert history.current[3] == ann  # partners move together
    assert ann.games == 1 and history.points[1][0].won and not history.points[2][0].won


def test_beating_a_strong_side_gains_more_than_beating_a_weak_one():
    warmup = [game(n, [1], [2]) for n in range(1, 6)]  # Ann (1) beats Bob (2) five times
    strong = rate_history([*warmup, game(9, [3], [1])]).current[3]
    weak = rate_history([*warmup, game(9, [3], [2])]).current[3]
    assert strong.mu > weak.mu


def test_history_is_replayed_in_the_order_played_whatever_the_order_given():
    games = [game(1, [1], [2]), game(2, [2], [3]), game(3, [3], [1])]
    assert rate_history(games).current == rate_history(games[::-1]).current


def test_a_corrected_result_changes_every_rating_after_it():
    """Recomputed from history: a changed first game moves the later ratings too."""
    games = [game(1, [1], [2]), game(2, [1], [3])]
    corrected = [game(1, [2], [1]), game(2, [1], [3])]
    before, after = rate_history(games).current, rate_history(corrected).current
    assert before[3] != after[3]  # Cat's game was not corrected, but Ann's rating before it was
    assert after[2].mu > before[2].mu


def test_rated_games_take_each_finished_game_of_a_rubber():
    """A rubber of three games (W, L, W for side A) is three rating events, in order."""
    sides = GameSides((5,), DAY, "Friday: euchre",
                      ((1, "A", "WLW"), (2, "B", "LWL"), (3, "A", "WLW"), (4, "B", "LWL")))
    rated = rated_games([sides])
    assert [g.ranks for g in rated] == [(1, 2), (2, 1), (1, 2)]
    assert rated[0].teams == ((1, 3), (2, 4))
    assert [g.key for g in rated] == [(5, 0), (5, 1), (5, 2)]


def test_individual_games_rank_the_winner_first_and_the_rest_level():
    sides = GameSides((1,), DAY, "cutthroat", ((1, "Ann", "W"), (2, "Bob", "L"), (3, "Cat", "L")))
    rated = rated_games([sides])[0]
    assert dict(zip(rated.teams, rated.ranks, strict=True)) == {(1,): 1, (2,): 2, (3,): 2}


def test_a_game_without_a_finished_game_is_not_rated():
    sides = GameSides((1,), DAY, "x", ((1, "A", ""), (2, "B", "")))
    assert rated_games([sides]) == []


def test_ranking_by_the_conservative_figure():
    history = rate_history([game(n, [1], [2]) for n in range(3)] + [game(9, [3], [4])])
    order = [member for member, _ in history.ranking()]
    assert order[0] == 1 and order[-1] == 2


@pytest.mark.parametrize("model", sorted(MODELS))
def test_every_openskill_team_model_can_be_chosen(model):
    history = rate_history([game(1, [1, 2], [3, 4])], model)
    assert history.current[1].mu > history.current[3].mu


def test_an_unknown_model_is_refused():
    with pytest.raises(ValueError, match="unknown rating model"):
        rate_history([], "elo")


def test_rating_text_shows_two_sigmas():
    assert Rating(27.44, 3.1).text == "27.4 ± 6.2"


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.permutations([1, 2, 3, 4]), st.booleans()), max_size=20))
def test_fuzz_ratings_stay_finite_and_uncertainty_never_grows_much(seatings):
    games = [game(n, p[:2] if first else p[2:], p[2:] if first else p[:2])
             for n, (p, first) in enumerate(seatings)]
    history = rate_history(games)
    for rating in history.current.values():
        assert 0 < rating.sigma <= 25 / 3 + 0.1
        assert -100 < rating.mu < 150
    assert sum(r.games for r in history.current.values()) == 4 * len(games)


def test_replaying_since_an_earlier_history_gives_the_same_ratings():
    """Tonight's deals cost tonight's games: the shared start is kept, the rest replayed."""
    games = [game(n, [1 + n % 3], [4 + n % 2]) for n in range(30)]
    full = rate_history(games)
    before = rate_history(games[:25])
    assert rate_history(games, since=before) == full
    corrected = [*games[:10], game(10, [5], [1]), *games[11:]]
    assert rate_history(corrected, since=full) == rate_history(corrected)
    assert rate_history(games[:12], since=full) == rate_history(games[:12])


def test_a_history_kept_as_json_reads_back_exactly_and_rates_on_the_same():
    import json

    from clubapp.events.ratings import history_json, history_of_json

    first = [game(1, [1, 3], [2, 4]), game(2, [2, 4], [1, 3], DAY + dt.timedelta(days=7))]
    history = rate_history(first)
    kept = history_of_json(json.loads(json.dumps(history_json(history))))
    assert kept == history
    more = [*first, game(3, [1, 2], [3, 4], DAY + dt.timedelta(days=14))]
    assert rate_history(more, since=kept) == rate_history(more)
    with pytest.raises(ValueError):
        history_of_json({"games": [["not a game"]]})
