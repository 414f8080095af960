"""One word for one thing (issue 36, item 7): a rubber is «роббер» on the score form, on the
printed sheets and in the standings, in the window and on paper alike — the whist book's word
(seeds/004 line 25: «Выигрыш двух партий … называется роббером»), which is the dictionary's
too; the euchre book's «рабер» (seeds/002 line 217) is not used anywhere. And a phrase that
puts names side by side declines none: «Людмила Новикова — Константин Морозов»."""

from __future__ import annotations

import pathlib
import re
import xml.etree.ElementTree as ET

from clubapp import glossary
from clubapp.rules import all_games, get_game
from clubapp.words import Message, catalogue, say

TS = pathlib.Path(__file__).resolve().parents[2] / "resources" / "translations" / "clubapp_ru.ts"
OTHER_SPELLING = re.compile(r"(?<![а-яё])раб[еэ]р", re.IGNORECASE)


def russian_translations() -> dict[str, str]:
    return {(m.findtext("source") or ""): (m.findtext("translation") or "")
            for m in ET.parse(TS).getroot().iter("message")}


def every_russian_text() -> list[str]:
    texts = [*catalogue("ru").values(), *(e.ru for e in glossary.entries()),
             *russian_translations().values()]
    for game in all_games():
        texts += [o.label_ru for o in game.options] + [o.help_ru for o in game.options]
    return texts


def test_the_whist_books_word_is_the_one_word(rule_books):
    line = rule_books["004"][25 - 1].lower()
    assert "называется роббером" in line and "короткий роббер" in line
    assert "рабер" in rule_books["002"][217 - 1].lower()  # the other spelling, not used
    assert glossary.term("rubber", "ru") == glossary.term("whist_rubber", "ru") == "роббер"
    assert glossary.TERMS["rubber"].source == "004:25"


def test_no_russian_text_spells_it_the_other_way():
    assert [t for t in every_russian_text() if OTHER_SPELLING.search(t)] == []


def test_the_form_the_sheet_and_the_standings_say_rubber_alike():
    euchre = next(o for o in get_game("euchre").options if o.name == "rubber")
    assert euchre.label_ru == "Играть роббер из трёх партий"  # the table's form
    assert say("documents.rubber.title", "ru").startswith("Роббер")  # the euchre sheet
    assert say("documents.whist.above", "ru") == "Партия или роббер"  # the whist sheet
    assert say("documents.standings.matches", "ru") == "Выиграно робберов / матчей"  # paper
    assert russian_translations()["Rubbers / matches won"] == "Выиграно робберов / матчей"
    assert say(Message("web.rubber_worth", value=3, winner="A"), "ru").startswith("Роббер")


def test_names_side_by_side_are_joined_by_a_dash_not_declined():
    assert russian_translations()[" vs "] == " — "
    assert say(Message("rotation.versus", first="Людмила Новикова",
                       second="Константин Морозов"), "ru") == \
        "Людмила Новикова — Константин Морозов"
