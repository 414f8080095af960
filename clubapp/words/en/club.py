"""Refusals about the club itself: its name and the organiser's PIN."""

MESSAGES = {
    "club.default_name": "Card club",
    "club.needs_name": "the club needs a name",
    "club.pin_needed": "the organiser's PIN is needed",
    "club.pin_wrong": "the organiser's PIN is wrong",
    "club.pin_wrong_wait": "the organiser's PIN is wrong ({failures} wrong {failures|try|tries} in a "
                           "row): the "
                           "next try is taken in {seconds} {seconds|second|seconds}",
    "club.pin_wait": "too many wrong PINs in a row: the next try is taken in {seconds} "
                     "{seconds|second|seconds}",
    "club.pin_rules": "a PIN is {digits} or more digits, or a pass phrase of {characters} or "
                      "more characters (at most {most})",
    "club.hash_unknown": "the organiser's PIN is not kept the way clubapp keeps it",
    "club.hash_rounds": "the organiser's PIN is kept with a number of rounds clubapp does not "
                        "take (100000 to 2000000)",
    "club.hash_damaged": "the organiser's PIN kept in this database is damaged: it cannot be "
                         "checked",
    "club.closed_needs_pin": "the evening {name!r} is closed: its tally cards change only with "
                             "the organiser's PIN",
    "club.pin_prompt_cards": "The evening is closed. The organiser's PIN, to change its tally "
                             "cards:",
    "club.pin_prompt_restore": "The organiser's PIN, to restore a backup:",
}
