"""Piquet au cent (seeds/001 lines 303–322 and the standard scoring): refusals and notes."""

MESSAGES = {
    "piquet.no_sequence": "no sequence given: leave the field out when nobody scored",
    "piquet.sequences_do_not_fit": "twelve cards cannot hold all these sequences",
    "piquet.no_set": "no quatorze or trio given: leave the field out when nobody scored",
    "piquet.sets_do_not_fit": "{quatorzes} {quatorzes|quatorze|quatorzes} and {trios} "
                              "{trios|trio|trios} do not fit in twelve cards",
    "piquet.hand_cannot_hold": "one hand of twelve cards cannot hold {held}",
    "piquet.held_point": "a point of {n}",
    "piquet.held_sequences": "sequences of {lengths}",
    "piquet.held_sets": "{quatorzes} {quatorzes|quatorze|quatorzes} and {trios} "
                        "{trios|trio|trios}",
    "piquet.held_with": "{first} with {second}",
    "piquet.tricks_missing": "give at least one player's tricks",
    "piquet.tricks_sum": "the tricks add up to {total}, a hand has 12",
    "piquet.play_missing": "missing: both players' points in the play",
    "piquet.play_impossible": "{elder_points} to {younger_points} in the play cannot come from "
                              "{elder_tricks} tricks to {younger_tricks} with elder leading "
                              "first (1 a card led, 1 a trick won on the other's lead, 1 for "
                              "the last)",
    "piquet.no_pique": "elder cannot have reached 30 before younger scored: younger scored in "
                       "hand, or elder's hand and leading tricks come short of 30",
    "piquet.is_pique": "elder reached 30 before younger scored anything: that is a pique",
    "piquet.out_first_not_home": "{player} does not reach {target} in this hand's play",
    "piquet.out_first_impossible": "{player} cannot have reached {target} first with these "
                                   "tricks",
    "piquet.who_out_first": "both players pass {target} in the play: say who got there first",
    "piquet.nobody_out_in_play": "nobody reaches {target} in the play: all of it is counted",
    "piquet.loser_play_impossible": "{player} cannot have made {value} in the play when "
                                    "{winner} reached {target} (only {counts})",
    "piquet.loser_play_needed": "missing: what {player} had made in the play when {winner} "
                                "reached {target} ({counts}): it decides the lurch at 50 "
                                "(line 319)",
    "piquet.out_in_play": "{winner} reached {target} in the play; {player} had made {points} "
                          "in it by then",
    "piquet.points_range": "{value} is not what one hand of piquet can score (0 to {most})",
    "piquet.play_least": "the play alone gives at least {least} points a hand",
    "piquet.both_pass": "both players pass {target} in this hand: enter it in full so that the "
                        "counting order decides",
}
