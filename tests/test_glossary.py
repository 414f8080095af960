"""The glossary: every game, field, house rule and term in English and Russian, the Russian
terms the rule books' own words, and the window and the documents reading the same names."""

from __future__ import annotations

import re

from clubapp import glossary
from clubapp.reports.page import document_words
from clubapp.reports.score_sheet import game_name
from clubapp.reports.sheet_columns import field_label
from clubapp.rules import all_games, get_game

CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def test_every_name_label_and_term_has_its_russian():
    entries = glossary.entries()
    kinds = {e.kind for e in entries}
    assert kinds == {"game", "field", "choice", "option", "option value", "term"}
    missing = [f"{e.kind} {e.key}: {e.en!r} -> {e.ru!r}" for e in entries
               if not e.en.strip() or not CYRILLIC.search(e.ru)]
    assert missing == []
    assert len([e for e in entries if e.kind == "game"]) == len(all_games())


def test_the_russian_terms_are_the_rule_books_words(rule_books):
    seeds = rule_books

    def stem(word: str) -> str:  # inflected in the books: "вдову", "кона", "роббером"
        return word if len(word) <= 3 else word[:min(5, max(3, len(word) - 2))]

    wrong = []
    for key, term in glossary.TERMS.items():
        if not term.source:
            continue
        book, line = term.source.split(":")
        text = seeds[book][int(line) - 1].lower().replace("ё", "е")
        for word in term.ru.lower().replace("ё", "е").split():
            if not re.search(r"(?<![а-я])" + re.escape(stem(word)), text):
                wrong.append(f"{key}: {word!r} is not on line {term.source}")
    assert wrong == []


def test_the_book_terms_are_those_of_the_issue():
    russian = {key: term.ru for key, term in glossary.TERMS.items()}
    assert russian["euchre"] == "эвхр" and russian["cribbage"] == "криббедж"
    assert russian["loo"] == "лу" and russian["rams"] == "рамс"
    assert russian["bower"] == "бауэр" and russian["march"] == "марш"
    assert russian["widow"] == "вдова" and russian["pool"] == "кон"
    assert russian["trick"] == "взятка" and russian["trump"] == "козырь"
    assert russian["dealer"] == "сдатчик" and russian["revoke"] == "ревок"
    assert russian["rubber"] == "роббер"  # issue 36: one word, the whist book's (004:25)


def test_names_labels_and_choices_in_each_language():
    euchre = get_game("euchre")
    assert glossary.game_name("euchre", "ru") == euchre.name_ru
    assert glossary.game_name(euchre, "en") == "Euchre"
    revoke = euchre.entry_schema[3]
    by = revoke.fields[0]
    assert glossary.field_label(by, "ru") == "Ревок сделали"
    assert glossary.choice_label(by, "both", "en") == "both sides"
    assert glossary.choice_label(by, "both", "ru") == "обе стороны"
    bid = next(f for f in get_game("five-hundred").entry_schema if f.name == "bid")
    assert glossary.choice_label(bid, "7NT", "ru") == "7 без козыря"
    assert glossary.choice_label(bid, "6H", "ru") == "6 червей"
    schedule = next(o for o in get_game("five-hundred").options if o.name == "schedule")
    assert glossary.option_label(schedule, "ru") == schedule.label_ru
    assert glossary.option_choice_label(schedule, "book", "en") == "the book's table"
    assert glossary.option_choice_label(schedule, "book", "ru") == "таблица из книги"
    assert glossary.russian("Euchre") == euchre.name_ru
    assert glossary.russian("no such words") is None


def test_the_documents_read_the_same_glossary():
    loo = get_game("loo")
    for lang in ("en", "ru"):
        assert game_name(loo, lang) == glossary.game_name(loo, lang)
        for fld in loo.entry_schema:
            assert field_label(fld, lang) == glossary.field_label(fld, lang)
    assert document_words("sheet.pool", "ru") == glossary.term("pool", "ru", title=True) == "Кон"
    assert document_words("rubber.title", "ru").startswith(glossary.term("rubber", "ru", title=True))
    assert glossary.term("progressive_euchre", "ru", title=True) == document_words("party.title", "ru")
