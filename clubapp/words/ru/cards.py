"""Что не так с записью карты (обозначения RULES.md)."""

MESSAGES = {
    "cards.empty": "карта не указана",
    "cards.unknown_suit": "{card!r}: неизвестная масть {suit!r} (пишите C D H S или ♣ ♦ ♥ ♠)",
    "cards.unknown_rank": "{card!r}: неизвестное достоинство {rank!r} (пишите A 2-9 T J Q K)",
    "cards.twice": "карта {card} указана дважды",
    "cards.expected_card": "ожидалась карта, получено {value!r}",
    "cards.expected_cards": "ожидался список карт",
}
