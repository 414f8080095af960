"""Piquet au cent: seeds/001_c50804ec92f72d22.txt lines 303–322, and the standard scoring of the
same tradition that the seed cuts off (Hoffmann's Hoyle's Games Modernized, Britannica 1911)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game, result_json
from clubapp.rules.games.piquet import lurch_value
from clubapp.rules.games.piquet_declarations import play_scores

PIQUET = get_game("piquet")
DEALER, ELDER = "Anna", "Boris"  # the first listed deals first (DESIGN.md): Boris is elder
PLAYERS = [DEALER, ELDER]


def hand(**fields) -> dict:
    """A hand entry with a plain play unless given: elder 7 tricks, 9 to 6 in the play."""
    entry = {"tricks": {ELDER: 7}, "play": {ELDER: 9, DEALER: 6}}
    entry.update(fields)
    return entry


def first_hand(entry: dict, **options) -> dict[str, int]:
    state = PIQUET.score(PIQUET.new_state(PLAYERS, options), entry)
    return dict(state.deals[0].points)


def test_hoffmann_worked_hand() -> None:
    """Standard rules, Hoffmann's worked hand: elder scores point 6, quint 15 and tierce 3 (24),
    younger four queens 14 and three kings 3 (17); elder takes 7 tricks and ends on 33 before
    the cards, 43 with them; younger 23."""
    entry = hand(point={"player": ELDER, "cards": 6},
                 sequences={"player": ELDER, "quint": 1, "tierce": 1},
                 sets={"player": DEALER, "quatorzes": 1, "trios": 1})
    assert first_hand(entry) == {ELDER: 43, DEALER: 23}


def test_line_319_game_of_100_lurch_counts_double() -> None:
    """seeds/001 line 319: the game is 100; the loser under 50 is lurched: a double game."""
    assert [lurch_value(n) for n in (0, 49, 50, 99)] == [2, 2, 1, 1]
    state = PIQUET.new_state(PLAYERS)
    state = PIQUET.score(state, {"points": {ELDER: 60, DEALER: 20}})
    state = PIQUET.score(state, {"points": {ELDER: 15, DEALER: 45}})  # Anna is elder now
    assert not state.over
    state = PIQUET.score(state, {"points": {ELDER: 30, DEALER: 10}})
    assert state.over
    out = result_json(PIQUET, state)
    assert out["winner"] == ELDER
    assert out["games"] == [{"winner": ELDER, "totals": {DEALER: 75, ELDER: 105}, "value": 1}]
    lurched = PIQUET.score(PIQUET.new_state(PLAYERS), {"points": {ELDER: 100, DEALER: 13}})
    assert lurched.games[0].value == 2


def test_line_319_first_to_100_wins_and_the_rest_is_not_counted() -> None:
    """seeds/001 line 319 with the standard order: younger's point reaches 100 before elder's
    sequences are counted, so elder's sequences never count."""
    state = PIQUET.score(PIQUET.new_state(PLAYERS), {"points": {DEALER: 95, ELDER: 60}})
    # Boris deals the second hand: Anna is elder, Boris younger
    state = PIQUET.score(state, {"point": {"player": DEALER, "cards": 5},
                                 "sequences": {"player": ELDER, "quint": 1},
                                 "tricks": {DEALER: 7}, "play": {DEALER: 9, ELDER: 6}})
    assert state.games[0].winner == DEALER
    assert dict(state.deals[-1].points) == {DEALER: 5, ELDER: 0}


def test_carte_blanche_counts_ten_first() -> None:
    """Standard rules: carte blanche 10, counted before everything."""
    assert first_hand(hand(carte_blanche=DEALER)) == {ELDER: 9 + 10, DEALER: 10 + 6}


def test_repique_thirty_in_hand_before_the_other_scores() -> None:
    """Standard rules: elder's point 6, quint 15, tierce 3 and two trios 6 make 30 in hand with
    younger at nothing: 60 more for the repique."""
    entry = hand(point={"player": ELDER, "cards": 6},
                 sequences={"player": ELDER, "quint": 1, "tierce": 1},
                 sets={"player": ELDER, "trios": 2})
    assert first_hand(entry)[ELDER] == 30 + 60 + 9 + 10


def test_repique_lost_to_a_carte_blanche_counted_first() -> None:
    """Standard rules (Parlett's example): younger's blank counts first and stops the repique."""
    entry = hand(carte_blanche=DEALER, point={"player": ELDER, "cards": 6},
                 sequences={"player": ELDER, "quint": 1, "tierce": 1},
                 sets={"player": ELDER, "trios": 2})
    assert first_hand(entry)[ELDER] == 30 + 9 + 10


def test_younger_repiques_by_point_and_sequences_before_elders_sets() -> None:
    """Standard rules: elder has a quatorze (14); younger a point of 7 and two quints (37). Point
    and sequences count before sets, so younger reaches 30 first: repique, 97. In the play
    younger needs 3: he stops at 100, and elder's play counts up to that moment — at least the
    card he led first, 1 (issue 22 item 18); the game ends before the cards, and elder, under
    50 whatever he had made, is lurched (seeds/001 line 319)."""
    entry = hand(point={"player": DEALER, "cards": 7},
                 sequences={"player": DEALER, "quint": 2},
                 sets={"player": ELDER, "quatorzes": 1})
    state = PIQUET.score(PIQUET.new_state(PLAYERS), entry)
    assert dict(state.deals[0].points) == {DEALER: 37 + 60 + 3, ELDER: 14 + 1}
    assert state.games[0].winner == DEALER
    assert state.games[0].value == 2
    assert state.deals[0].note_text() == ("Anna reached 100 in the play; Boris had made 1 in "
                                          "it by then")
    said = PIQUET.score(PIQUET.new_state(PLAYERS), {**entry, "loser_play": 3})
    assert dict(said.deals[0].points) == {DEALER: 100, ELDER: 17}


def test_pique_elder_reaches_thirty_in_play_before_younger_scores() -> None:
    """Standard rules: elder with 20 in hand wins the first nine tricks (10 for his leads)
    before younger scores: 30 more for the pique. Play 10 to 4 can only come that way."""
    entry = {"point": {"player": ELDER, "cards": 5}, "sequences": {"player": ELDER, "quint": 1},
             "tricks": {ELDER: 9}, "play": {ELDER: 10, DEALER: 4}}
    assert first_hand(entry) == {ELDER: 20 + 30 + 10 + 10, DEALER: 4}
    with pytest.raises(RuleError) as err:
        first_hand({**entry, "pique": False})
    assert err.value.field == "pique"


def test_pique_declared_when_the_play_leaves_it_open() -> None:
    """Standard rules: 7 tricks to 5 and 9 to 6 in the play may or may not begin with elder's
    five points: the scorer says whether elder piqued."""
    base = {"point": {"player": ELDER, "cards": 7}, "sequences": {"player": ELDER, "sixieme": 1},
            "tricks": {ELDER: 7}, "play": {ELDER: 9, DEALER: 6}}
    assert first_hand(base)[ELDER] == 23 + 9 + 10
    assert first_hand({**base, "pique": True})[ELDER] == 23 + 30 + 9 + 10


def test_pique_impossible_when_younger_scored_in_hand() -> None:
    """Standard rules: the pique needs younger to have scored nothing at all."""
    entry = hand(point={"player": DEALER, "cards": 5}, sequences={"player": ELDER, "septieme": 1},
                 pique=True)
    with pytest.raises(RuleError) as err:
        first_hand(entry)
    assert err.value.field == "pique"


def test_the_cards_ten_capot_forty_divided_nothing() -> None:
    """Standard rules: seven tricks or more win the cards (10), all twelve a capot (40)."""
    assert first_hand({"tricks": {ELDER: 12}, "play": {ELDER: 13, DEALER: 0}}) == {ELDER: 53, DEALER: 0}
    divided = first_hand({"tricks": {ELDER: 6}, "play": {ELDER: 8, DEALER: 7}})
    assert divided == {ELDER: 8, DEALER: 7}


def test_capot_after_seventeen_in_hand_is_a_pique() -> None:
    """Standard rules: a capot gives elder 13 in the play before younger scores; with 17 in hand
    that makes 30, a pique. The cards themselves do not count towards it (house default)."""
    capot = {"tricks": {ELDER: 12}, "play": {ELDER: 13, DEALER: 0}}
    assert first_hand({**capot, "sequences": {"player": ELDER, "septieme": 1}})[ELDER] == 17 + 30 + 13 + 40
    assert first_hand({**capot, "sequences": {"player": ELDER, "sixieme": 1}})[ELDER] == 16 + 13 + 40
    with_cards = first_hand({**capot, "sequences": {"player": ELDER, "sixieme": 1}},
                            pique_counts_cards=True)
    assert with_cards[ELDER] == 16 + 30 + 13 + 40


@pytest.mark.parametrize(("entry", "field"), [
    ({"tricks": {ELDER: 7, DEALER: 6}, "play": {ELDER: 9, DEALER: 6}}, "tricks"),
    ({"tricks": {ELDER: 7}, "play": {ELDER: 13, DEALER: 0}}, "play"),
    ({"tricks": {ELDER: 7}, "play": {ELDER: 9}}, f"play.{DEALER}"),
    (hand(point={"player": ELDER, "cards": 9}), "point.cards"),
    (hand(sequences={"player": ELDER, "huitieme": 1, "septieme": 1}), "sequences"),
    (hand(sequences={"player": ELDER}), "sequences"),
    (hand(sets={"player": ELDER, "quatorzes": 3, "trios": 1}), "sets"),
    (hand(point={"player": ELDER, "cards": 8}, sets={"player": ELDER, "quatorzes": 2}), "sets"),
    (hand(point={"player": ELDER, "cards": 8}, sequences={"player": ELDER, "sixieme": 2}), "sequences"),
    (hand(carte_blanche="Zoe"), "carte_blanche"),
])
def test_what_one_hand_cannot_hold_is_refused(entry: dict, field: str) -> None:
    """seeds/001 lines 309, 321: twelve cards of 32; twelve tricks; a play that can happen."""
    with pytest.raises(RuleError) as err:
        first_hand(entry)
    assert err.value.field == field


def test_both_passing_100_in_the_play_needs_who_was_first() -> None:
    """Standard rules: the first to reach 100 wins; when both pass it during the play and the
    tricks allow either to be first, the scorer says who was. The other's play counts up to
    that moment (issue 22 item 18)."""
    state = PIQUET.score(PIQUET.new_state(PLAYERS), {"points": {DEALER: 92, ELDER: 93}})
    # Boris deals the second hand: Anna is elder
    plain = {"tricks": {DEALER: 7}, "play": {DEALER: 9, ELDER: 6}}  # Anna 101, Boris 99
    with pytest.raises(RuleError) as err:
        PIQUET.score(state, {**plain, "out_first": ELDER})
    assert err.value.field == "out_first"
    near = PIQUET.score(PIQUET.new_state(PLAYERS), {"points": {DEALER: 98, ELDER: 99}})
    with pytest.raises(RuleError, match="who got there first") as err:
        PIQUET.score(near, plain)  # Anna needs 2 and Boris 1: either can be first
    assert err.value.field == "out_first"
    anna = PIQUET.score(near, {**plain, "out_first": DEALER})
    assert (anna.games[0].winner, dict(anna.games[0].totals)) == (DEALER, {DEALER: 100,
                                                                           ELDER: 99})
    boris = PIQUET.score(near, {**plain, "out_first": ELDER})
    assert (boris.games[0].winner, dict(boris.games[0].totals)) == (ELDER, {DEALER: 99,
                                                                            ELDER: 100})
    # both pass 100, but only Boris can be first with these tricks: no need to say
    both = {**plain, "point": {"player": ELDER, "cards": 3}}  # Boris 96: needs 4, Anna 8
    done = PIQUET.score(state, both)
    assert done.games[0].winner == ELDER and done.games[0].totals[ELDER] == 100


def test_line_319_the_losers_play_before_the_winner_got_home_decides_the_lurch() -> None:
    """seeds/001 line 319 (issue 22 item 18): Anna 45, Boris 90; Boris (elder) takes 8 tricks
    and 11 in the play, Anna 7, and Boris is home with his tenth. Anna had made 4 or 5 by then:
    under 50 she is lurched, at 50 not, so the entry must say which, and her later points do
    not count."""
    state = PIQUET.score(PIQUET.new_state(PLAYERS), {"points": {DEALER: 30, ELDER: 60}})
    state = PIQUET.score(state, {"points": {DEALER: 15, ELDER: 30}})  # Boris dealt: 45 to 90
    third = {"tricks": {ELDER: 8}, "play": {ELDER: 11, DEALER: 7}}  # Anna deals: Boris elder
    with pytest.raises(RuleError) as err:
        PIQUET.score(state, third)
    assert err.value.field == "loser_play"
    assert err.value.reason == ("missing: what Anna had made in the play when Boris reached "
                                "100 (4, 5): it decides the lurch at 50 (line 319)")
    lurched = PIQUET.score(state, {**third, "loser_play": 4})
    assert (dict(lurched.games[0].totals), lurched.games[0].value) == (
        {DEALER: 49, ELDER: 100}, 2)
    single = PIQUET.score(state, {**third, "loser_play": 5})
    assert (dict(single.games[0].totals), single.games[0].value) == (
        {DEALER: 50, ELDER: 100}, 1)
    with pytest.raises(RuleError) as err:
        PIQUET.score(state, {**third, "loser_play": 6})
    assert err.value.field == "loser_play" and "cannot have made 6" in err.value.reason


def test_whole_game_hand_by_hand() -> None:
    """seeds/001 lines 319, 321: the players deal in turn; the game ends the moment one reaches
    100 (here by a repique in the third hand); the loser has 51, so it is a single game."""
    hoffmann = hand(point={"player": ELDER, "cards": 6},
                    sequences={"player": ELDER, "quint": 1, "tierce": 1},
                    sets={"player": DEALER, "quatorzes": 1, "trios": 1})  # Boris 43, Anna 23
    second = {"point": {"player": DEALER, "cards": 5}, "sequences": {"player": DEALER, "quart": 1},
              "sets": {"player": ELDER, "quatorzes": 1},
              "tricks": {DEALER: 8}, "play": {DEALER: 9, ELDER: 5}}  # Anna elder: 28, Boris 19
    third = {"point": {"player": ELDER, "cards": 6},
             "sequences": {"player": ELDER, "quint": 1, "tierce": 1},
             "sets": {"player": ELDER, "trios": 2},
             "tricks": {ELDER: 7}, "play": {ELDER: 9, DEALER: 6}}  # Boris 30 in hand: repique
    state = PIQUET.score_all(PIQUET.new_state(PLAYERS), [hoffmann, second])
    assert dict(state.totals) == {DEALER: 51, ELDER: 62}
    state = PIQUET.score(state, third)
    assert state.over
    assert dict(state.deals[-1].points) == {DEALER: 0, ELDER: 90}
    assert result_json(PIQUET, state)["games"] == [
        {"winner": ELDER, "totals": {DEALER: 51, ELDER: 152}, "value": 1}]


def test_points_entries() -> None:
    """Standard rules: a hand scores at most 170 a player, and the play alone at least 13."""
    state = PIQUET.new_state(PLAYERS)
    assert dict(PIQUET.score(state, {"points": {ELDER: 43, DEALER: 23}}).totals) == {DEALER: 23, ELDER: 43}
    for bad in ({ELDER: 171}, {ELDER: 5, DEALER: 5}, {ELDER: -1, DEALER: 20}):
        with pytest.raises(RuleError):
            PIQUET.score(state, {"points": bad})
    near = PIQUET.score(state, {"points": {ELDER: 90, DEALER: 90}})
    with pytest.raises(RuleError, match="counting order"):
        PIQUET.score(near, {"points": {ELDER: 12, DEALER: 12}})


NAMES = st.sampled_from([*PLAYERS, "Zoe", None, 1])
SMALL = st.one_of(st.none(), st.booleans(), st.integers(-1, 14), NAMES)
GROUP = st.dictionaries(st.sampled_from(["player", "cards", "tierce", "quart", "quint", "sixieme",
                                         "septieme", "huitieme", "quatorzes", "trios", "x"]),
                        SMALL, max_size=5)
COUNTS = st.dictionaries(NAMES.filter(lambda n: isinstance(n, str)), st.integers(-1, 14), max_size=2)
FIELDS = {"carte_blanche": SMALL, "point": GROUP, "sequences": GROUP, "sets": GROUP,
          "tricks": COUNTS, "play": COUNTS, "pique": SMALL, "out_first": SMALL, "points": COUNTS}
ENTRY = st.fixed_dictionaries({}, optional=FIELDS)
WHO = st.sampled_from(PLAYERS)


@st.composite
def well_formed_hand(draw: st.DrawFn) -> dict:
    """A hand that can be played (Anna dealing), its declarations drawn at random."""
    elder_tricks, elder_play, younger_play = draw(st.sampled_from(sorted(play_scores())))
    entry: dict = {"dealer": DEALER, "tricks": {ELDER: elder_tricks},
                   "play": {ELDER: elder_play, DEALER: younger_play}}
    if draw(st.booleans()):
        entry["point"] = {"player": draw(WHO), "cards": draw(st.integers(3, 8))}
    if draw(st.booleans()):
        entry["sequences"] = {"player": draw(WHO), "tierce": draw(st.integers(0, 2)),
                              "quint": draw(st.integers(0, 1)), "septieme": draw(st.integers(0, 1))}
    if draw(st.booleans()):
        entry["sets"] = {"player": draw(WHO), "quatorzes": draw(st.integers(0, 2)),
                         "trios": draw(st.integers(0, 2))}
    if draw(st.booleans()):
        entry["pique"] = draw(st.booleans())
    return entry


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(ENTRY, well_formed_hand()), max_size=8))
def test_fuzz_only_rule_errors_and_rejected_entries_change_nothing(entries: list) -> None:
    """Any input: a new state or RuleError, and a refused entry leaves the state as it was."""
    state = PIQUET.new_state(PLAYERS)
    for entry in entries:
        before = result_json(PIQUET, state)
        try:
            state = PIQUET.score(state, entry)
        except RuleError:
            assert result_json(PIQUET, state) == before
