"""Refusals about an evening's chips and their settlement."""

MESSAGES = {
    "chips.deal_broken": "table {table}, deal {deal}: {cause}",
    "chips.bad_worth": "the chips' worth: {cause}",
}
