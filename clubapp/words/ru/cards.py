"""Что не так с записью карты (обозначения RULES.md)."""

MESSAGES = {
    "cards.empty": "карта не указана",
    "cards.unknown_suit": "{card!r}: неизвестная масть {suit!r} (пишите п т б ч, C D H S или ♣ ♦ ♥ ♠)",
    "cards.unknown_rank": "{card!r}: неизвестное достоинство {rank!r} (пишите 2–10, В Д К Т или J Q K A)",
    "cards.not_a_card": "{card!r} — не карта: достоинство и масть, например ВП (валет пик), "
                        "10ч или J♠",
    "cards.twice": "карта {card} указана дважды",
    "cards.expected_card": "ожидалась карта, получено {value!r}",
    "cards.expected_cards": "ожидался список карт",
}
