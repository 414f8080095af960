"""Cribbage refused and recorded in Russian, the English unchanged (issue 19, item 1).

Every refusal of the cribbage games that an entry can reach is driven here, table by table:
the entry, the field it names and the English reason; said in Russian it holds no Latin word
but the card notation. The notes of irregular deals are said in Russian too, and the command
line's own refusal. Players have Cyrillic names.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from clubapp.rules import RuleError, get_game

TWO = ["Боб", "Аня"]  # Боб deals first: Аня is the pone
_CARD = re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b|\bJK\b")
BOOK = {"starter": "QH", "pone": ["4C", "3H", "5C", "4D"], "dealer": ["2D", "AS", "2H", "3S"],
        "crib": ["AC", "TD", "JH", "JS"],
        "play": ["4C", "2D", "3H", "AS", "5C", "2H", "4D", "3S"]}


def latin_words(text: str) -> list[str]:
    """Latin words of two letters or more, the card notation and what was typed («…») aside."""
    return re.findall(r"[A-Za-z]{2,}", _CARD.sub("", re.sub(r"«[^»]*»", "", text)))


def cards(**changes: Any) -> dict[str, Any]:
    return {"cards": {**{k: v for k, v in BOOK.items() if k not in changes}, **{
        k: v for k, v in changes.items() if v is not None}}}


def count(pone: dict, dealer: dict, **extra: Any) -> dict[str, Any]:
    return {"count": {"pone": pone, "dealer": dealer, **extra}}


PLAIN = {"play": 3, "hand": 8}
DEALER = {"play": 5, "hand": 12, "crib": 4}

REFUSALS = [
    ({}, "count", "enter the deal either by its count (points as pegged) or by its cards, one "
     "of the two"),
    (count({"play": 3, "hand": 26}, DEALER), "count.pone.hand",
     "no show is worth 26: a hand of 4 cards with the starter shows at most 29; 19, 25, 26, 27 "
     "are impossible (line 223)"),
    (count(PLAIN, {**DEALER, "crib": 27}), "count.dealer.crib",
     "no show is worth 27: a crib with the starter shows at most 29; 19, 25, 26, 27 are "
     "impossible (line 223)"),
    (count({"play": 3, "hand": 29}, DEALER, heels=True), "count.pone.hand",
     "29 cannot be shown with a jack turned up (nobody has his nobs then: 28 is the best)"),
    (count({"play": 3, "hand": 29}, DEALER, starter="KD"), "count.pone.hand",
     "29 cannot be shown with this starter"),
    (count(PLAIN, DEALER, heels=True, starter="5D"), "count.heels",
     "his heels needs a jack turned up, the starter is 5D"),
    (count(PLAIN, {**DEALER, "hand": None}), "count.dealer.hand",
     "missing: the game was not won before this count (line 227)"),
    (count({**PLAIN, "muggins_on": {"hand": 30}}, DEALER), "count.pone.muggins_on.hand",
     "30 is above the maximum 29"),
    (count({"play": 3, "hand": 26, "muggins_on": {"hand": 1}}, DEALER), "count.pone.hand",
     "neither 26 nor 26 and the 1 taken by muggins is a show"),
    (count({"play": 3, "muggins_on": {"hand": 2}}, DEALER), "count.pone.muggins_on.hand",
     "muggins is taken on a count that was made: give that count too"),
    (count(PLAIN, DEALER, first_out="pone"), "count.first_out",
     "Аня does not reach 61 in the play"),
    (count(PLAIN, DEALER, irregular={"crib": "long"}), "count.dealer.crib",
     "the crib is void (line 215): it scores nothing"),
    (cards(crib=["AC", "TD", "JH", "4C"]), "cards.crib", "4C is also Аня's hand"),
    (cards(crib=["AC", "TD", "JH", "QH"]), "cards.crib", "QH is also the starter"),
    (cards(pone=["4C", "3H", "5C"]), "cards.pone", "Аня's hand has 4 cards, got 3"),
    (cards(crib=["AC", "TD", "JH"]), "cards.crib", "the crib has 4 cards, got 3"),
    (cards(starter="JK"), "cards.starter", "cribbage is played without jokers"),
    (cards(starter="QX"), "cards.starter", "'QX': unknown suit 'X' (use C D H S)"),
    (cards(heels_forgotten=True), "cards.heels_forgotten",
     "no heels to forget: QH is not a jack"),
    (cards(pegged={"pone": 15, "dealer": 10}), "cards.pegged",
     "give the order of play or the pegged points, not both"),
    ({"cards": {k: v for k, v in BOOK.items() if k != "play"}}, "cards.play",
     "missing: give the order of play, or what each pegged in the play (pegged)"),
    (cards(play=["2D", "4C", "3H", "AS", "5C", "2H", "4D", "3S"]), "cards.play",
     "card 1 (2D) is Боб's, but it was Аня's turn with a card that fits (count 0)"),
    (cards(play=["4C", "KD"]), "cards.play", "card 2 (KD) is in nobody's hand"),
    (cards(play=["4C", "2D", "4C"]), "cards.play", "4C is given twice"),
    (cards(play=["4C", "2D"]), "cards.play",
     "the play stops too soon: Аня still had 3H 5C 4D to play"),
    (cards(first_out="pone"), "cards.first_out", "the order of play already says who got home"),
    (cards(irregular={"go_after": 9}), "cards.irregular.go_after",
     "the play never reaches card 9"),
    (cards(pegged={"pone": 15, "dealer": 10}, play=None, irregular={"go_after": 2}),
     "cards.irregular.go_after", "an illegal go is placed in the order of play: give it"),
    (cards(claims={"pone": {"play": 12}}, play=["4C", "2D", "3H", "AS", "5C"]),
     "cards.claims.pone.play",
     "the play was not finished: what he pegged in it is the order of play's"),
    (cards(play=None, pegged={"pone": 15, "dealer": 10}, claims={"pone": {"play": 12}}),
     "cards.claims.pone.play", "what he pegged in the play is checked against the order of "
     "play: give the order, or enter the deal by its count"),
    (count({"hand": 8}, DEALER), "count.pone.play",
     "missing: the game was not won before this count (line 227)"),
    ({"points": {"Аня": -2}}, "points.Аня", "cribbage points never go back"),
    ({"points": {"Аня": 99}}, "points.Аня", "99 cannot be pegged from 0: the pegging stops in "
     "the game hole (61), and no one count is worth more than 29"),
]


@pytest.mark.parametrize(("entry", "field", "english"), REFUSALS)
def test_cribbage_refusals_in_russian(entry, field, english):
    rules = get_game("cribbage")
    with pytest.raises(RuleError) as err:
        rules.score(rules.new_state(TWO), entry)
    error = err.value
    assert (error.field, error.reason) == (field, english)
    said = error.say("ru", "cribbage")
    assert said and not latin_words(said), said


def test_more_refusals_in_russian():
    """The table's own: muggins off, three players' muggins, two home at once, the board."""
    rules = get_game("cribbage")
    said = []
    with pytest.raises(RuleError, match="does not play muggins") as err:
        rules.score(rules.new_state(TWO, {"muggins": False}),
                    count({**PLAIN, "muggins_on": {"hand": 2}}, DEALER))
    said.append(err.value.say("ru", "cribbage"))
    near = rules.score(rules.new_state(TWO), {"points": {"Боб": 55, "Аня": 55}})
    with pytest.raises(RuleError, match="would both reach 61") as err:
        rules.score(near, {"points": {"Боб": 6, "Аня": 6}})
    said.append(err.value.say("ru", "cribbage"))
    with pytest.raises(RuleError, match="both reach 61 in the play") as err:
        rules.score(near, count({"play": 6, "hand": 2}, {"play": 6, "hand": 2, "crib": 2}))
    said.append(err.value.say("ru", "cribbage"))
    with pytest.raises(RuleError, match="61, 121 or 181") as err:
        rules.new_state(TWO, {"target": 100})
    said.append(err.value.say("ru", "cribbage"))
    three = get_game("cribbage-three")
    players = ["Аня", "Боб", "Вера"]
    with pytest.raises(RuleError, match="who called muggins") as err:
        three.score(three.new_state(players), {"count": {
            "eldest": {"play": 1, "hand": 4, "muggins_on": {"hand": 2}},
            "second": {"play": 1, "hand": 2}, "dealer": {"play": 1, "hand": 2, "crib": 2}}})
    said.append(err.value.say("ru", "cribbage-three"))
    with pytest.raises(RuleError, match="on himself") as err:
        three.score(three.new_state(players), {"cards": {
            "starter": "QH", "eldest": ["4C", "3H", "5C", "4D"], "second": ["2D", "AS", "2H",
                                                                            "3S"],
            "dealer": ["6C", "7C", "8C", "9C"], "crib": ["AC", "TD", "JH", "JS"],
            "pegged": {"eldest": 0, "second": 0, "dealer": 0},
            "claims": {"eldest": {"hand": 2, "called_by": "eldest"}}}})
    said.append(err.value.say("ru", "cribbage-three"))
    for text in said:
        assert text and not latin_words(text), text


def test_irregular_deals_are_noted_in_russian():
    """The notes of lines 203–223 and 255 in Russian; the English as the tests of the rules
    read them."""
    rules = get_game("cribbage")
    state = rules.new_state(TWO)
    deals = [
        cards(claims={"pone": {"hand": 19, "play": 12}, "dealer": {"crib": 7}}),
        cards(play=["4C", "2D", "3H", "AS", "5C", "4D", "2H", "3S"], irregular={"go_after": 5}),
        {"cards": {**BOOK, "pone": ["4C", "3H", "5C"], "crib": ["AC", "TD", "JH", "JS", "4D"],
                   "play": None, "pegged": {"pone": 9, "dealer": 6},
                   "irregular": {"short_hand": "pone", "crib": "long"}}},
        cards(crib=["AC", "TD", "JH"], irregular={"crib": "short"}),
        cards(crib=["AC", "TD", "JH", "JS", "KD"], irregular={"crib": "long"}),
        count({"play": 3, "hand": 19}, DEALER),
    ]
    notes = []
    for entry in deals:
        state = rules.score(rules.new_state(TWO), entry)
        notes.append((state.deals[-1].note_text(), state.deals[-1].note_text("ru")))
    five = get_game("cribbage-five")
    first = five.score(five.new_state(TWO), count({"play": 1, "hand": 2}, DEALER | {"hand": 4}))
    notes.append((first.deals[-1].note_text(), first.deals[-1].note_text("ru")))
    for english, russian in notes:
        assert english and russian and not latin_words(russian), russian
    assert notes[0][0] == ("Аня pegged 12 in the play, worth 15; Аня announced 19 for the "
                           "hand, which no hand shows: nothing (line 223); worth 10; Боб "
                           "announced 7 for the crib, worth 9")
    assert notes[-1][1] == "три за последние: Аня отмечает 3 (строка 255)"


def test_the_command_line_says_a_bad_show_in_russian():
    """``clubapp cribbage show`` refuses in the chosen language (the English as DESIGN.md)."""
    import subprocess
    import sys

    run = subprocess.run([sys.executable, "-m", "clubapp", "--lang", "ru", "cribbage", "show",
                          "5H", "5C", "5S", "JD", "--starter", "5H"], capture_output=True,
                         text=True, check=False)
    assert run.returncode == 2 and run.stdout == ""
    assert "5H" in run.stderr and not latin_words(run.stderr.replace("clubapp", "")), run.stderr
