"""Breaking ties by the club's ordered tie-breaks, each step explained (events.standing_ties)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.events.standing_ties import Contender, break_tie, head_to_head_of

ANN, BOB, CAT, DAN = (Contender(1, "Ann Lee", won=5, lost=3, points=40),
                      Contender(2, "Bob Hart", won=5, lost=4, points=40),
                      Contender(3, "Cat Moss", won=4, lost=2, points=40),
                      Contender(4, "Dan Ford", won=5, lost=3, points=40))

# (game, member, side, won, played): game 1 Ann+Cat beat Bob+Dan 2–1; game 2 Bob beat Ann alone
MEETINGS = [(1, 1, "A", 2, 3), (1, 3, "A", 2, 3), (1, 2, "B", 1, 3), (1, 4, "B", 1, 3),
            (2, 1, "Ann Lee", 0, 1), (2, 2, "Bob Hart", 1, 1)]


def h2h(group):
    return head_to_head_of(MEETINGS, group)


def test_head_to_head_counts_games_against_the_others_of_the_group_only():
    """Partners are not opponents; a game counts once however many rivals sat opposite."""
    assert h2h(frozenset({1, 3})) == {}  # Ann and Cat only ever partnered
    assert h2h(frozenset({1, 2})) == {1: (2, 2), 2: (2, 2)}
    assert h2h(frozenset({1, 2, 4})) == {1: (2, 2), 2: (2, 2), 4: (1, 2)}


def test_games_won_then_fewer_losses_break_a_tie_and_say_so():
    report = break_tie([ANN, BOB, CAT], ["games_won", "fewer_losses"], h2h, 1, "40 points")
    assert report.order == ((1,), (2,), (3,))
    assert report.text == (
        "Ann Lee, Bob Hart and Cat Moss are level on 40 points. "
        "Games won: Ann Lee 5, Bob Hart 5, Cat Moss 4 — order: Ann Lee and Bob Hart (level), "
        "then Cat Moss. "
        "Fewer losses between Ann Lee and Bob Hart: Ann Lee 3, Bob Hart 4 — Ann Lee ahead.")


def test_head_to_head_among_three_then_fewer_losses():
    """Among Ann, Bob and Dan: Ann 2–2, Bob 2–2, Dan 1–2; then Ann has fewer losses than Bob."""
    report = break_tie([ANN, BOB, DAN], ["head_to_head", "fewer_losses"], h2h, 1, "40 points")
    assert report.steps[0].values == ((1, "2–2"), (2, "2–2"), (4, "1–2"))
    assert report.order == ((1,), (2,), (4,))
    assert report.steps[1].rule == "fewer_losses" and report.steps[1].among == (1, 2)


def test_head_to_head_is_reckoned_again_within_the_part_still_level():
    """Fewer losses leave Ann and Dan level: their head-to-head is theirs alone (2–1, 1–2)."""
    report = break_tie([ANN, BOB, DAN], ["fewer_losses", "head_to_head"], h2h, 1, "40 points")
    assert report.order == ((1,), (4,), (2,))
    assert report.steps[1].among == (1, 4)
    assert report.steps[1].values == ((1, "2–1"), (4, "1–2"))


def test_members_who_never_met_stay_level_on_head_to_head():
    report = break_tie([ANN, CAT], ["head_to_head"], h2h, 1, "40 points")
    assert report.steps[0].outcome == "they never met: still level"
    assert report.order == ((1, 3),)
    assert report.text.endswith("Ann Lee and Cat Moss share the place.")


def test_without_tie_breaks_the_place_is_shared():
    report = break_tie([BOB, ANN], [], h2h, 1, "40 points")
    assert report.order == ((1, 2),) and report.steps == ()


def test_lots_settle_the_rest_and_replay_from_the_seed():
    """Lots are drawn from the season's seed: the same standings every time they are shown."""
    first = break_tie([ANN, DAN], ["games_won", "lots"], h2h, 42, "40 points")
    again = break_tie([DAN, ANN], ["games_won", "lots"], h2h, 42, "40 points")
    assert first.order == again.order and len(first.order) == 2
    assert first.steps[-1].rule == "lots"
    assert "drawn by lot (season seed 42)" in first.text
    orders = {break_tie([ANN, DAN], ["lots"], h2h, seed, "x").order for seed in range(20)}
    assert orders == {((1,), (4,)), ((4,), (1,))}  # the seed matters: both orders occur


def test_spread_and_stars_and_attendance_read_the_season():
    a = Contender(1, "A", spread=12, stars=3, evenings=4)
    b = Contender(2, "B", spread=-3, stars=5, evenings=5)
    assert break_tie([a, b], ["spread"], h2h, 0, "x").order == ((1,), (2,))
    assert break_tie([a, b], ["stars"], h2h, 0, "x").order == ((2,), (1,))
    assert break_tie([a, b], ["attendance"], h2h, 0, "x").order == ((2,), (1,))
    assert "A +12, B -3" in break_tie([a, b], ["spread"], h2h, 0, "x").text


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), min_size=2, max_size=7),
       st.permutations(["head_to_head", "games_won", "fewer_losses", "points"]),
       st.booleans(), st.integers(0, 10**6))
def test_fuzz_every_member_placed_once_and_better_figures_never_lower(figures, order, lots,
                                                                      seed):
    group = [Contender(n, f"M{n}", won=w, lost=lo) for n, (w, lo) in enumerate(figures)]
    breaks = [*order, "lots"] if lots else list(order)
    report = break_tie(group, breaks, lambda g: {}, seed, "level")
    placed = [m for part in report.order for m in part]
    assert sorted(placed) == list(range(len(group)))
    if lots:
        assert all(len(part) == 1 for part in report.order)
    if breaks[0] == "games_won":
        wins = [group[part[0]].won for part in report.order]
        assert wins == sorted(wins, reverse=True)
