"""Piquet refused and recorded in Russian, the English unchanged (issue 19, item 1).

The entry, the field it names and the English reason; said in Russian it holds no Latin word.
Players have Cyrillic names: Анна deals the first hand, Борис is elder.
"""

from __future__ import annotations

import re

import pytest

from clubapp.rules import RuleError, get_game

DEALER, ELDER = "Анна", "Борис"
PIQUET = get_game("piquet")


def plain(**fields) -> dict:
    return {"tricks": {ELDER: 7}, "play": {ELDER: 9, DEALER: 6}, **fields}


REFUSALS = [
    (plain(sequences={"player": ELDER}), "sequences",
     "no sequence given: leave the field out when nobody scored"),
    (plain(sequences={"player": ELDER, "huitieme": 1, "septieme": 1}), "sequences",
     "twelve cards cannot hold all these sequences"),
    (plain(sets={"player": ELDER}), "sets",
     "no quatorze or trio given: leave the field out when nobody scored"),
    (plain(sets={"player": ELDER, "quatorzes": 3, "trios": 1}), "sets",
     "3 quatorzes and 1 trio do not fit in twelve cards"),
    (plain(point={"player": ELDER, "cards": 8}, sets={"player": ELDER, "quatorzes": 2}), "sets",
     "one hand of twelve cards cannot hold a point of 8 with 2 quatorzes and 0 trios"),
    (plain(point={"player": ELDER, "cards": 8},
           sequences={"player": ELDER, "sixieme": 2}), "sequences",
     "one hand of twelve cards cannot hold a point of 8 with sequences of 6, 6"),
    ({"tricks": {}, "play": {ELDER: 9, DEALER: 6}}, "tricks",
     "give at least one player's tricks"),
    ({"tricks": {ELDER: 7, DEALER: 7}, "play": {ELDER: 9, DEALER: 6}}, "tricks",
     "the tricks add up to 14, a hand has 12"),
    ({"tricks": {ELDER: 7}, "play": {ELDER: 9}}, f"play.{DEALER}",
     "missing: both players' points in the play"),
    ({"tricks": {ELDER: 7}, "play": {ELDER: 1, DEALER: 1}}, "play",
     "1 to 1 in the play cannot come from 7 tricks to 5 with elder leading first (1 a card "
     "led, 1 a trick won on the other's lead, 1 for the last)"),
    (plain(pique=True), "pique", "elder cannot have reached 30 before younger scored: younger "
     "scored in hand, or elder's hand and leading tricks come short of 30"),
    (plain(out_first=ELDER), "out_first", "Борис does not reach 100 in this hand's play"),
    (plain(loser_play=3), "loser_play",
     "nobody reaches 100 in the play: all of it is counted"),
    ({"points": {ELDER: 171}}, f"points.{ELDER}",
     "171 is not what one hand of piquet can score (0 to 170)"),
    ({"points": {ELDER: 5, DEALER: 5}}, "points",
     "the play alone gives at least 13 points a hand"),
]

_LATIN = re.compile(r"[A-Za-z]{2,}")


@pytest.mark.parametrize(("entry", "field", "english"), REFUSALS)
def test_piquet_refusals_in_russian(entry, field, english):
    with pytest.raises(RuleError) as err:
        PIQUET.score(PIQUET.new_state([DEALER, ELDER]), entry)
    error = err.value
    assert (error.field, error.reason) == (field, english)
    said = error.say("ru", "piquet")
    assert said and not _LATIN.search(said), said


def test_piquet_refusals_of_the_out_in_russian():
    """Who went out first, what the loser had made, and both passing on a points entry."""
    said = []
    near = PIQUET.score(PIQUET.new_state([DEALER, ELDER]), {"points": {DEALER: 98, ELDER: 99}})
    hand = {"tricks": {DEALER: 7}, "play": {DEALER: 9, ELDER: 6}}
    for entry, words in ((hand, "who got there first"),
                         ({"points": {DEALER: 12, ELDER: 12}}, "counting order")):
        with pytest.raises(RuleError, match=words) as err:
            PIQUET.score(near, entry)
        said.append(err.value.say("ru", "piquet"))
    state = PIQUET.score(PIQUET.new_state([DEALER, ELDER]), {"points": {DEALER: 30, ELDER: 60}})
    state = PIQUET.score(state, {"points": {DEALER: 15, ELDER: 30}})
    third = {"tricks": {ELDER: 8}, "play": {ELDER: 11, DEALER: 7}}
    for entry in (third, {**third, "loser_play": 6}):
        with pytest.raises(RuleError) as err:
            PIQUET.score(state, entry)
        said.append(err.value.say("ru", "piquet"))
    done = PIQUET.score(state, {**third, "loser_play": 4})
    assert done.deals[-1].note_text("ru") == ("игрок Борис вышел на 100 в розыгрыше; у игрока "
                                              "Анна к этому времени в розыгрыше 4")
    for text in said:
        assert not _LATIN.search(text), text
