"""What a night counts as an English word on a Russian screen (``desk.english_words``): not a
rich text's markup — its tags and entities are not shown to the person."""

from __future__ import annotations

from tests.nights.desk import english_words


def test_rich_text_markup_is_no_english():
    assert english_words(["&nbsp;&nbsp;Анна Белова", "<b>Дамы</b>&#160;: 10"]) == []


def test_an_english_word_is_found_beside_markup():
    assert english_words(["&nbsp;Prize winners"]) == ["'&nbsp;Prize winners' (Prize, winners)"]
