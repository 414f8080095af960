"""The words every message may use: a literal, yes and no, where a refusal points."""

MESSAGES = {
    "words.literal": "{text}",
    "words.yes": "yes",
    "words.no": "no",
    "words.at_deal_field": "deal {deal}: {field}: {reason}",
    "words.at_deal": "deal {deal}: {reason}",
    "words.at_field": "{field}: {reason}",
    "words.option": "option {name}",
    "words.and": "{first} and {second}",
}
