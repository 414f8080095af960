"""One word for one thing: euchre is «эвхр» in every Russian text — the glossary's word, from
the party's rule book (seeds/002 line 75: «ПРОГРЕССИВНЫЙ ЭВХР») — never «юкер», which the party
setup's help once said; and one phrase for one thing: the switch to type each side's points is
«Ввести вместо этого очки» on the table's page on a phone as in the window's score form."""

from __future__ import annotations

import re

from clubapp import glossary
from clubapp.words import Message, say
from tests.words.test_one_word_for_rubber import every_russian_text, russian_translations

OTHER_WORD = re.compile(r"юкер", re.IGNORECASE)


def test_the_books_word_is_the_glossary_s(rule_books):
    assert rule_books["002"][75 - 1].strip() == "ПРОГРЕССИВНЫЙ ЭВХР."
    assert glossary.term("euchre", "ru") == "эвхр"
    assert glossary.term("progressive_euchre", "ru") == "прогрессивный эвхр"


def test_no_russian_text_calls_euchre_otherwise():
    assert [t for t in every_russian_text() if OTHER_WORD.search(t)] == []


def test_the_party_setup_says_the_books_party_in_the_glossary_s_word():
    help_text = russian_translations()[
        "Winners move up a table at each bell, the partners change (the book's progressive "
        "euchre); stars and prizes."]
    assert "(прогрессивный эвхр по книге)" in help_text


def test_the_phone_and_the_window_offer_the_points_in_one_phrase():
    window = russian_translations()["Enter the points instead"]
    assert window == "Ввести вместо этого очки"
    assert say(Message("web.points_instead"), "ru") == window
