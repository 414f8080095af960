"""Russian whist and boston refused and recorded in Russian, the English unchanged.

Every refusal the two games can make is driven here (the entry, the field it names, the English
reason); said in Russian, it holds no Latin word but the card notation; the deals' notes too.
Players have Cyrillic names.
"""

from __future__ import annotations

import re

import pytest

from clubapp.rules import RuleError, get_game

FOUR = ["Аня", "Борис", "Вера", "Глеб"]
_CARD = re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b|\bJK\b")


def latin_words(text: str) -> list[str]:
    """Latin words of two letters or more, the card notation set aside."""
    return re.findall(r"[A-Za-z]{2,}", _CARD.sub("", text))


def refused(game_id: str, deals: list[dict], **options) -> RuleError:
    rules = get_game(game_id)
    with pytest.raises(RuleError) as err:
        rules.score_all(rules.new_state(FOUR, options), deals)
    return err.value


WHIST = [
    ({"tricks": {}, "honours": {"A": 3}}, "tricks", "give at least one side's tricks"),
    ({"tricks": {"A": 7}, "honours": {}}, "honours", "give at least one side's trump honours"),
    ({"tricks": {"A": 7, "B": 7}, "honours": {"A": 3}}, "tricks",
     "the sides' tricks add up to 14, a deal has 13"),
    ({"tricks": {"A": 7}, "honours": {"A": 3, "B": 3}}, "honours",
     "the sides' trump honours add up to 6, a deal has 5"),
    ({"tricks": {"A": 13}, "honours": {"A": 4}}, "honours.B",
     "1 trump honour cannot lie in 0 tricks"),
    ({"points": {"A": 1}}, "points", "no deal gives these points: one side scores 2 a trick "
     "over six, and the side with 3, 4 or 5 trump honours 2, 4 or 6"),
]


@pytest.mark.parametrize(("entry", "field", "english"), WHIST)
def test_whist_refusals_in_russian(entry, field, english):
    error = refused("whist-ru", [entry])
    assert (error.field, error.reason) == (field, english)
    assert error.message == f"deal 1: {field}: {english}"
    said = error.say("ru", "whist-ru")
    assert said.startswith("сдача 1: ") and not latin_words(said), said


def test_whist_both_could_go_out_in_russian():
    error = refused("whist-ru", [{"points": {"A": 8}}, {"points": {"B": 8}},
                                 {"points": {"A": 2, "B": 2}}])
    assert error.field == "points" and "counted in order" in error.reason
    assert not latin_words(error.say("ru", "whist-ru"))


def test_whist_note_in_russian():
    rules = get_game("whist-ru")
    state = rules.score(rules.new_state(FOUR), {"tricks": {"A": 8}, "honours": {"B": 4}})
    assert state.deals[0].note_text() == "tricks 8-5, honours 1-4"
    assert state.deals[0].note_text("ru") == "взятки 8–5, онёры 1–4"


BOSTON = [
    ({"declarer": None, "contract": "6"}, "contract",
     "nobody declared: a passed deal has no contract"),
    ({"declarer": "Аня"}, "contract", "missing: what did the declarer undertake?"),
    ({"declarer": "Аня", "contract": "6", "tricks": 6}, "suit",
     "missing: a trump contract is played in the 1st, 2nd or 3rd suit (or give the turned card "
     "and the trumps named)"),
    ({"declarer": "Аня", "contract": "big-misere", "suit": 1, "tricks": 0}, "suit",
     "a misère is played without trumps"),
    ({"declarer": "Аня", "contract": "6", "suit": 1}, "tricks",
     "missing: how many tricks did the declarer take?"),
    ({"declarer": "Аня", "contract": "little-open", "tricks": 13}, "tricks",
     "in little open the declarer plays only twelve cards"),
    ({"declarer": "Аня", "contract": "6", "turned": "JK", "trumps": "clubs", "tricks": 6},
     "turned", "boston is played with two packs without jokers (line 31)"),
    ({"declarer": "Аня", "contract": "6", "trumps": "clubs", "tricks": 6}, "turned",
     "missing: the trumps' rank comes from the second pack's turned card (line 31)"),
    ({"declarer": "Аня", "contract": "6", "turned": "2S", "trumps": "clubs", "suit": 1,
      "tricks": 6}, "suit", "with 2S turned, clubs ♣ is suit 2, not suit 1 (line 31)"),
    ({"points": {"Аня": 4}}, "points.Аня", "4 is not what a contract of boston gives"),
    ({"points": {"Аня": 3, "Борис": 3}}, "points",
     "in boston only the declarer scores, or (a failed contract under the opponents-score "
     "rule) each opponent the same value"),
]


@pytest.mark.parametrize(("entry", "field", "english"), BOSTON)
def test_boston_refusals_in_russian(entry, field, english):
    error = refused("boston", [entry])
    assert (error.field, error.reason) == (field, english)
    said = error.say("ru", "boston")
    assert said.startswith("сдача 1: ") and not latin_words(said), said


def test_boston_notes_in_russian():
    rules = get_game("boston")
    state = rules.score_all(rules.new_state(FOUR), [
        {"declarer": None},
        {"declarer": "Вера", "contract": "big-misere", "tricks": 0},
        {"declarer": "Глеб", "contract": "6", "suit": 2, "tricks": 5}])
    assert [d.note_text() for d in state.deals] == ["all passed", "big misère made",
                                                    "6 tricks failed"]
    assert [d.note_text("ru") for d in state.deals] == [
        "все спасовали", "игра «большой нуль» выиграна", "игра «6 взяток» проиграна"]
