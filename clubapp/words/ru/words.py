"""Слова, общие для всех сообщений."""

MESSAGES = {
    "words.literal": "{text}",
    "words.yes": "да",
    "words.no": "нет",
    "words.at_deal_field": "сдача {deal}: {field}: {reason}",
    "words.at_deal": "сдача {deal}: {reason}",
    "words.at_field": "{field}: {reason}",
    "words.option": "правило «{name}»",
    "words.and": "{first} и {second}",
}
