"""Cribbage in its five forms (seeds/001 lines 31–287): refusals, the notes of a deal, the count
and the play's words."""

MESSAGES = {
    # the board and the entry
    "cribbage.board_holes": "a cribbage board has 61, 121 or 181 holes",
    "cribbage.count_or_cards": "enter the deal either by its count (points as pegged) or by its "
                               "cards, one of the two",
    "cribbage.count_missing": "missing: the game was not won before this count (line 227)",
    "cribbage.never_back": "cribbage points never go back",
    "cribbage.more_than_a_deal": "{value} is more than a deal can give (at most {most})",
    "cribbage.past_the_hole": "{value} cannot be pegged from {total}: the pegging stops in the "
                              "game hole ({target}), and no one count is worth more than {count}",
    "cribbage.both_home": "{sides} would both reach {target}: enter this deal by its count or "
                          "its cards, so that the order of counting decides",
    # cards as entered
    "cribbage.no_jokers": "cribbage is played without jokers",
    "cribbage.hand_size": "a cribbage hand has {low} to {high} cards, got {got}",
    "cribbage.crib_size": "a crib has {size} cards, got {got}",
    "cribbage.card_twice_in_show": "a card is given twice (the starter is not in the hand)",
    "cribbage.played_twice": "{card} is played twice",
    "cribbage.starter_in_hand": "{starter} is also in the hand",
    "cribbage.the_starter": "the starter",
    "cribbage.the_crib": "the crib",
    "cribbage.hand_of": "{player}'s hand",
    "cribbage.hand_cards": "{player}'s hand has {size} cards, got {got}",
    "cribbage.crib_cards": "the crib has {size} cards, got {got}",
    "cribbage.card_also": "{card} is also {where}",
    "cribbage.heels_needs_jack": "his heels needs a jack turned up, the starter is {starter}",
    "cribbage.no_heels_to_forget": "no heels to forget: {starter} is not a jack",
    # the show
    "cribbage.no_such_show": "no show is worth {value}: {why} (line 223)",
    "cribbage.hand_shows": "a hand of {size} cards with the starter shows at most {best}; "
                           "{gaps} are impossible",
    "cribbage.hand_shows_at_most": "{size} cards with the starter show at most {best}",
    "cribbage.crib_shows": "a crib with the starter shows at most {best}; {gaps} are impossible",
    "cribbage.crib_of_shows": "a crib of {size} cards with the starter shows at most {best}; "
                              "{gaps} are impossible",
    "cribbage.not_with_a_jack": "{value} cannot be shown with a jack turned up (nobody has his "
                                "nobs then: {best} is the best)",
    "cribbage.not_with_this_starter": "{value} cannot be shown with this starter",
    "cribbage.no_show_with_muggins": "neither {value} nor {value} and the {taken} taken by "
                                     "muggins is a show",
    "cribbage.nineteen_hand": "{player} said nineteen for the hand: nothing to peg (line 223)",
    "cribbage.nineteen_crib": "{player} said nineteen for the crib: nothing to peg (line 223)",
    "cribbage.announced_hand": "{player} announced {said} for the hand, worth {true}",
    "cribbage.announced_crib": "{player} announced {said} for the crib, worth {true}",
    "cribbage.nothing_hand": "{player} announced {said} for the hand, which no hand shows: "
                             "nothing (line 223); worth {true}",
    "cribbage.nothing_crib": "{player} announced {said} for the crib, which no crib shows: "
                             "nothing (line 223); worth {true}",
    # muggins
    "cribbage.no_muggins": "this table does not play muggins",
    "cribbage.muggins_without_count": "muggins is taken on a count that was made: give that "
                                      "count too",
    "cribbage.who_called_muggins": "missing: say who called muggins",
    "cribbage.muggins_on_himself": "a player cannot call muggins on himself",
    "cribbage.pegged_play": "{player} pegged {said} in the play, worth {true}",
    "cribbage.play_claim_needs_order": "what he pegged in the play is checked against the order "
                                       "of play: give the order, or enter the deal by its count",
    "cribbage.claim_unfinished_play": "the play was not finished: what he pegged in it is the "
                                      "order of play's",
    # the play
    "cribbage.seat": "player {n}",
    "cribbage.order_or_pegged": "give the order of play or the pegged points, not both",
    "cribbage.play_missing": "missing: give the order of play, or what each pegged in the play "
                             "(pegged)",
    "cribbage.order_says_who": "the order of play already says who got home",
    "cribbage.play_stops_early": "the play stops too soon: {player} still had {cards} to play",
    "cribbage.card_in_no_hand": "card {n} ({card}) is in nobody's hand",
    "cribbage.card_played_twice": "card {n} ({card}) is played twice",
    "cribbage.out_of_turn": "card {n} ({card}) is {player}'s, but it was {turn}'s turn with a "
                            "card that fits (count {count})",
    "cribbage.past_31": "card {n} ({card}) takes the count past 31 ({count} + {value}): "
                        "{player} had to play a card that fits",
    "cribbage.single_count_over": "five-card cribbage has no play after a go or 31 (line 257): "
                                  "{cards} cannot follow",
    "cribbage.all_played": "every card has been played: {cards} cannot follow",
    "cribbage.first_out_not_home": "{side} does not reach {target} in the play",
    "cribbage.who_pegged_out_first": "missing: {sides} both reach {target} in the play; say who "
                                     "pegged out first",
    # irregularities let stand
    "cribbage.go_was_due": "{player} could not play there (count {count}): that go was no "
                           "irregularity",
    "cribbage.go_after_the_play": "the play never reaches card {n}",
    "cribbage.go_needs_order": "an illegal go is placed in the order of play: give it",
    "cribbage.illegal_go": "{player} said go with a card that fitted, let stand: {other} pegs 2 "
                           "(line 203)",
    "cribbage.short_hand": "{player}'s hand a card short: {other} pegs 2 (line 213)",
    "cribbage.crib_short": "the crib a card short, shown as it is (line 215)",
    "cribbage.crib_short_misdeal": "the crib a card short, shown as it is: {pone} pegs 2 "
                                   "(line 215)",
    "cribbage.crib_long_misdeal": "a card too many in the crib: the crib is void and {pone} "
                                  "pegs 2 (line 215)",
    "cribbage.crib_long_void": "a card too many in the crib and the dealer's hand short: the "
                               "crib is void (line 215)",
    "cribbage.crib_long_counted": "a card too many in the crib and {player}'s hand short: the "
                                  "dealer counts it all (line 215)",
    "cribbage.crib_void": "the crib is void (line 215): it scores nothing",
    "cribbage.three_for_last": "three for last: {player} pegs 3 (line 255)",
    # the command line's words (``clubapp cribbage``)
    "cribbage.cli_refused": "{field}: {reason}",
    "cribbage.cli_hand": "hand",
    "cribbage.cli_starter": "starter",
    "cribbage.cli_crib": "crib",
    "cribbage.cli_play": "play",
}
