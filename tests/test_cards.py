"""Card notation as a person types it (clubapp/cards.py): the notation's own letters, ten as
``10``, the suits' symbols, and a Russian card table's letters from a Russian keyboard — ranks
В Д К Т (валет, дама, король, туз) and suits п т б ч (пики, трефы, бубны, черви). What is no
card at all is named as such, with what a card looks like."""

from __future__ import annotations

import pytest

from clubapp.cards import Card, CardError, parse_card
from clubapp.words import say


@pytest.mark.parametrize(("typed", "card"), [
    ("JS", Card("J", "S")), ("js", Card("J", "S")), ("10H", Card("T", "H")),
    ("TH", Card("T", "H")), ("J♠", Card("J", "S")), ("Q♦", Card("Q", "D")),
    ("ВП", Card("J", "S")), ("вп", Card("J", "S")), ("Дб", Card("Q", "D")),
    ("кч", Card("K", "H")), ("Тт", Card("A", "C")), ("10ч", Card("T", "H")),
    ("7т", Card("7", "C")), ("В♥", Card("J", "H")), (" тп ", Card("A", "S")),
])
def test_a_card_is_read_in_either_languages_letters(typed, card):
    assert parse_card(typed) == card


def test_the_rank_comes_first_so_a_russian_t_is_the_ace_first_and_clubs_last():
    """Т is туз (the ace) where the rank stands and трефы (clubs) where the suit does; the
    notation's own T (Latin) stays the ten."""
    assert parse_card("Тт") == Card("A", "C")
    assert parse_card("TТ") == Card("T", "C")  # Latin T, then Cyrillic Т
    assert str(parse_card("ТП")) == "AS"


@pytest.mark.parametrize("typed", ["ZZ", "J", "Т", "10", "?!"])
def test_what_is_no_card_is_named_as_a_card_with_an_example(typed):
    with pytest.raises(CardError) as refused:
        parse_card(typed)
    assert say(refused.value.why, "en") == \
        f"{typed.strip()!r} is not a card: rank and suit, e.g. JS or 10H"
    russian = say(refused.value.why, "ru")
    assert russian.startswith(f"«{typed.strip()}» — не карта: достоинство и масть, например ВП")


def test_a_card_with_one_part_wrong_names_that_part():
    with pytest.raises(CardError) as refused:
        parse_card("JZ")
    assert say(refused.value.why, "ru") == \
        "«JZ»: неизвестная масть «Z» (пишите п т б ч, C D H S или ♣ ♦ ♥ ♠)"
    with pytest.raises(CardError) as refused:
        parse_card("ZS")
    assert "unknown rank 'Z'" in say(refused.value.why, "en")
