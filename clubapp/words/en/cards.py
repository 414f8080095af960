"""What is wrong with a card as written (the notation of RULES.md)."""

MESSAGES = {
    "cards.empty": "a card is empty",
    "cards.unknown_suit": "{card!r}: unknown suit {suit!r} (use C D H S)",
    "cards.unknown_rank": "{card!r}: unknown rank {rank!r} (use A 2-9 T J Q K)",
    "cards.not_a_card": "{card!r} is not a card: rank and suit, e.g. JS or 10H",
    "cards.twice": "{card} is given twice",
    "cards.expected_card": "expected a card, got {value!r}",
    "cards.expected_cards": "expected a list of cards",
}
