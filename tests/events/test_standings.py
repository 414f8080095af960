"""Season standings by the club's rules, counted by hand (clubapp.events.standings).

The little season below: five members, three evenings (10, 20, 30).

| member | ev 10 pts/won/played | ev 20 | ev 30 | points | won | lost |
|---|---|---|---|---|---|---|
| Ann | 8/2/3 | 5/1/2 | 7/2/2 | 20 | 5 | 2 |
| Bob | 6/1/3 | – | 14/3/4 | 20 | 4 | 3 |
| Cat | 12/3/3 | 3/0/2 | – | 15 | 3 | 2 |
| Dan | – | 9/2/2 | – | 9 | 2 | 0 |
| Eve | 2/1/3 | 4/1/2 | 3/1/2 | 9 | 3 | 4 |

Head-to-head: Bob beat Ann 2 games to 1 (one game, game 7); nobody else met a tied rival.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.events.standing_rules import StandingRules, StarWeights
from clubapp.events.standing_ties import head_to_head_of, say_tie
from clubapp.events.standings import EveningTally, acc_points, season_standings
from clubapp.words import note_text, say

NAMES = {1: "Ann Lee", 2: "Bob Hart", 3: "Cat Moss", 4: "Dan Ford", 5: "Eve Long"}
EVENINGS = [10, 20, 30]
T = EveningTally
TALLIES = [
    T(1, 10, points=8, won=2, played=3), T(1, 20, points=5, won=1, played=2),
    T(1, 30, points=7, won=2, played=2),
    T(2, 10, points=6, won=1, played=3), T(2, 30, points=14, won=3, played=4),
    T(3, 10, points=12, won=3, played=3), T(3, 20, points=3, won=0, played=2),
    T(4, 20, points=9, won=2, played=2),
    T(5, 10, points=2, won=1, played=3), T(5, 20, points=4, won=1, played=2),
    T(5, 30, points=3, won=1, played=2),
    T(3, 99, points=500),  # an evening outside the season: never counted
]
MEETINGS = [(7, 1, "A", 1, 3), (7, 2, "B", 2, 3)]


def standings(rules, tallies=TALLIES):
    return season_standings(rules, NAMES, tallies, EVENINGS,
                            lambda group: head_to_head_of(MEETINGS, group), seed=3)


def table(result):
    return [(p.place_text, p.record.name, p.record.score_text) for p in result.placings]


def test_total_points_with_head_to_head_then_games_won():
    result = standings(StandingRules())
    assert table(result) == [("1", "Bob Hart", "20"), ("2", "Ann Lee", "20"),
                             ("3", "Cat Moss", "15"), ("4", "Eve Long", "9"),
                             ("5", "Dan Ford", "9")]
    bob = result.placings[0]
    assert bob.note == "level with Ann Lee: head-to-head 2–1"
    assert note_text(bob.reason, "ru") == "поровну с: Ann Lee; личные встречи 2–1"
    assert say_tie(result.ties[0], "ru") == (
        "Ann Lee и Bob Hart: поровну, 20 очков. Личные встречи: Ann Lee 1–2, Bob Hart 2–1 — "
        "впереди Bob Hart.")
    assert result.ties[0].text == ("Ann Lee and Bob Hart are level on 20 points. "
                                   "Head-to-head: Ann Lee 1–2, Bob Hart 2–1 — Bob Hart ahead.")
    assert result.ties[1].text == (
        "Dan Ford and Eve Long are level on 9 points. Head-to-head: Dan Ford 0–0, Eve Long 0–0 "
        "— they never met: still level. Games won: Dan Ford 2, Eve Long 3 — Eve Long ahead.")


def test_a_tie_left_level_shares_the_place_and_the_next_place_is_skipped():
    result = standings(StandingRules(tie_breaks=()))
    assert table(result)[:3] == [("1=", "Ann Lee", "20"), ("1=", "Bob Hart", "20"),
                                 ("3", "Cat Moss", "15")]
    assert result.placings[0].note == "level with Bob Hart: place shared"


def test_games_won_with_fewer_losses():
    result = standings(StandingRules(basis="games_won"))
    assert table(result) == [("1", "Ann Lee", "5"), ("2", "Bob Hart", "4"),
                             ("3", "Cat Moss", "3"), ("4", "Eve Long", "3"),
                             ("5", "Dan Ford", "2")]
    assert result.placings[2].note == "level with Eve Long: never met, won 3, lost 2"


def test_average_per_evening_attended():
    result = standings(StandingRules(aggregate="average"))
    assert table(result) == [("1", "Bob Hart", "10"), ("2", "Dan Ford", "9"),
                             ("3", "Cat Moss", "7.50"), ("4", "Ann Lee", "6.67"),
                             ("5", "Eve Long", "3")]
    assert result.placings[3].record.score == Fraction(20, 3)


def test_minimum_attendance_lists_the_short_apart_and_unplaced():
    result = standings(StandingRules(aggregate="average", min_evenings=2))
    assert table(result) == [("1", "Bob Hart", "10"), ("2", "Cat Moss", "7.50"),
                             ("3", "Ann Lee", "6.67"), ("4", "Eve Long", "3"),
                             ("–", "Dan Ford", "9")]
    assert result.placings[-1].note == "not placed: 1 of the 2 evenings needed"


def test_best_two_evenings_of_three():
    """Ann's best two are 8 and 7; she and Cat then tie on 15 and never met: games won."""
    result = standings(StandingRules(aggregate="best", best_of=2))
    assert table(result) == [("1", "Bob Hart", "20"), ("2", "Ann Lee", "15"),
                             ("3", "Cat Moss", "15"), ("4", "Dan Ford", "9"),
                             ("5", "Eve Long", "7")]
    assert result.placings[1].record.counted == (10, 30)
    assert result.placings[1].note == "level with Cat Moss: never met, won 5"
    assert result.ties[0].level_on == "15 points (best 2 evenings)"
    assert say(result.ties[0].level, "ru") == "15 очков (лучшие вечера: 2)"


def test_stars_weighted_by_colour():
    """seeds/002 line 85: gold, red and green stars; the club weighs them 3, 2, 1 or its own."""
    cards = [T(1, 10, gold=2), T(2, 10, red=3), T(3, 20, green=5), T(3, 30, gold=0, red=1)]
    default = standings(StandingRules(basis="stars"), cards)
    # Cat 5 green + 1 red = 7; Ann 2 gold = 6 and Bob 3 red = 6 level: Bob won head-to-head
    assert table(default) == [("1", "Cat Moss", "7"), ("2", "Bob Hart", "6"),
                              ("3", "Ann Lee", "6")]
    own = standings(StandingRules(basis="stars", stars=StarWeights(5, 1, 1)), cards)
    assert [(p.record.name, p.record.score_text) for p in own.placings] == [
        ("Ann Lee", "10"), ("Cat Moss", "6"), ("Bob Hart", "3")]


def test_acc_points_two_a_win_three_a_skunk():
    """ACC (house default): 2 a game won, 3 a skunk; a double skunk 3, or 4 by the option."""
    assert acc_points(StandingRules(basis="acc"), won=4, skunks=2, double_skunks=1) == 10
    assert acc_points(StandingRules(basis="acc", acc_double_skunk=4), 4, 2, 1) == 11
    cribbage = [T(1, 10, won=3, played=5, skunks=1, spread=40),
                T(2, 10, won=3, played=4, skunks=1, spread=25),
                T(3, 10, won=3, played=3, spread=60)]
    result = standings(StandingRules.acc(), cribbage)
    assert [(p.record.name, p.record.score_text) for p in result.placings] == [
        ("Ann Lee", "7"), ("Bob Hart", "7"), ("Cat Moss", "6")]
    assert result.ties[0].steps[0].rule == "spread"
    assert result.placings[0].note == "level with Bob Hart: spread +40"


def test_a_member_with_a_tally_card_only_attended():
    result = standings(StandingRules(basis="stars"), [T(4, 30, green=1), T(5, 20)])
    assert [(p.record.name, len(p.record.evenings)) for p in result.placings] == [
        ("Dan Ford", 1), ("Eve Long", 1)]


TALLY = st.builds(EveningTally, member_id=st.integers(1, 5), evening_id=st.sampled_from(EVENINGS),
                  points=st.integers(-20, 60), played=st.integers(0, 6), won=st.integers(0, 6),
                  gold=st.integers(0, 3))


@settings(max_examples=80, deadline=None)
@given(st.lists(TALLY, max_size=15, unique_by=lambda t: (t.member_id, t.evening_id)),
       st.sampled_from(["points", "games_won", "stars", "acc"]),
       st.sampled_from(["total", "average", "best"]), st.integers(0, 3))
def test_fuzz_places_follow_the_scores(tallies, basis, aggregate, minimum):
    """Whatever the tallies: everyone who came is listed once, scores never rise down the table."""
    rules = StandingRules(basis=basis, aggregate=aggregate, best_of=2, min_evenings=minimum)
    result = standings(rules, tallies)
    assert sorted(p.record.member_id for p in result.placings) == sorted(
        {t.member_id for t in tallies})
    placed = [p for p in result.placings if p.place is not None]
    assert [p.record.score for p in placed] == sorted((p.record.score for p in placed),
                                                      reverse=True)
    assert [p.place for p in placed] == list(range(1, len(placed) + 1))  # lots end every tie
