"""The party's neighbours in Russian (issue 19, item 1): the club cuts, military euchre, a
pre-planned rotation and seven-hand euchre's table prizes say their refusals, their rounds of
cutting, their fairness report and their prize reasons with no English word."""

from __future__ import annotations

import random
import re

import pytest

from clubapp.events.club_cuts import EnteredCuts, RandomCuts, cut_for_deal, cut_out
from clubapp.events.euchre_seven_prizes import table_prizes
from clubapp.events.military import Fort, military_standings
from clubapp.events.planned_rotation import plan_rotation
from clubapp.rules.errors import RuleError
from clubapp.words import say

NAMES = ["Аня", "Борис", "Вера", "Глеб", "Дина", "Егор"]


def english_words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]{2,}", re.sub(r"\b(?:10|[2-9TJQKA])[CDHS]\b", "", text))


def entered(*cards: str) -> EnteredCuts:
    """The first four players' cut, as typed in."""
    return EnteredCuts([dict(zip(NAMES[:4], cards, strict=True))])


FORTS = [Fort(1, "Львы", ("Аня", "Борис"), ("Вера", "Глеб")),
         Fort(2, "Орлы", ("Дина", "Егор"), ("Женя", "Захар"))]

REFUSALS = [
    lambda: cut_for_deal("euchre", NAMES[:4], EnteredCuts([])),
    lambda: cut_for_deal("euchre", NAMES[:4], EnteredCuts([{"Аня": "3C"}])),
    lambda: cut_for_deal("euchre", NAMES[:4], entered("7C", "7C", "9H", "TD")),
    lambda: cut_for_deal("euchre", NAMES[:4], entered("2C", "7C", "9H", "TD")),
    lambda: cut_for_deal("euchre", ["Аня"], RandomCuts(random.Random(1))),
    lambda: cut_for_deal("euchre", ["Аня", "Аня"], RandomCuts(random.Random(1))),
    lambda: cut_for_deal("нет такой", NAMES[:4], RandomCuts(random.Random(1))),
    lambda: cut_for_deal("loo", NAMES[:3], EnteredCuts([{"dealt": ["3C", "3C"]}])),
    lambda: cut_for_deal("loo", NAMES[:3], EnteredCuts([{"dealt": ["3C", "4C"]}])),
    lambda: cut_out(NAMES[:4], [], {}, RandomCuts(random.Random(1))),
    lambda: military_standings(FORTS[:1], {}),
    lambda: military_standings(FORTS, {(1, 1): (3, 2)}),
    lambda: plan_rotation(NAMES[:3]),
    lambda: table_prizes([(1, {"Аня": 3})]),
    lambda: table_prizes([(1, {"Аня": 3, "Борис": 3})]),
]


@pytest.mark.parametrize("refused", REFUSALS, ids=range(len(REFUSALS)))
def test_every_refusal_is_said_in_russian(refused):
    with pytest.raises(RuleError) as error:
        refused()
    said = say(error.value.why, "ru")
    assert said and not english_words(said), said
    assert error.value.reason == say(error.value.why, "en") != said


def test_the_rounds_of_a_cut_the_fairness_report_and_the_prizes_in_russian():
    cut = cut_for_deal("euchre", NAMES[:4], EnteredCuts([
        dict(zip(NAMES[:4], ["7C", "7H", "9H", "TD"], strict=True)), {"Аня": "8C", "Борис": "9C"}]))
    whys = [say(r.why, "ru") for r in cut.rounds]
    assert whys == ["снятие", "ничья (Аня и Борис): снять снова"]
    assert cut.rounds[1].reason == "tie between Аня and Борис: cut again"
    for line in plan_rotation([*NAMES, "Женя"], seed=3).report.lines("ru"):
        assert not english_words(line), line
    for prize in table_prizes([(1, {"Аня": 30, "Борис": 12, "Вера": 12})], seed=2):
        said = say(prize.why, "ru")
        assert said and not english_words(said), said
