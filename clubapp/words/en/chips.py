"""Refusals about an evening's chips and their settlement."""

MESSAGES = {
    "chips.deal_broken": "table {table}, deal {deal}: {cause}",
    "chips.bad_worth": "the chips' worth: {cause}",
    "chips.worth_places": "a white chip's worth is kept to {places} decimal places, not {value}",
    "chips.worth_too_much": "a white chip's worth is at most {most}, not {value}",
    "chips.worth_too_many": "a worth is given for at most {most} white chips, not {units}",
    "chips.no_worth": "no worth of a white chip is set for this evening: give one, such as 0.05",
}
