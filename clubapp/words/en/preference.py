"""Austrian préférence (seeds/003): the auction's, the answers', the tricks' and the premiums'
refusals, and the notes of a deal."""

MESSAGES = {
    # the auction (lines 13–26)
    "preference.first_turn_only": "{player} may call {call} only at his first turn (line 19)",
    "preference.after_game": "after game only game or hearts overcalls (line 20)",
    "preference.four_highest": "4 is the highest number: hold or pass",
    "preference.one_at_a_time": "numbers go up one at a time: the next is {wanted} (line 18)",
    "preference.no_hold_after_game": "after game nobody can hold a number (line 20)",
    "preference.hold_not_overbid": "{player} can hold only when a number of his has been "
                                   "overbid (line 21)",
    "preference.hold_earlier_only": "{player} speaks after {leader}: only the earlier hand may "
                                    "hold; bid the next number or pass",
    "preference.auction_over": "the auction was already over",
    "preference.dash_for_passed": "a dash stands only for a player who has passed; it is "
                                  "{player}'s turn",
    "preference.auction_unfinished": "the auction is not finished: {players} still bidding",
    "preference.everybody_passed": "everybody passed",
    "preference.both_called_game": "{players} both called game",
    "preference.won_with": "{player} with {contract}",
    "preference.bidding_was_won": "the bidding was won: {how}",
    "preference.bidding_passed_out": "everybody passed in the bidding: enter declarer null",
    "preference.only_they_called_game": "only {players} called game",
    "preference.won_by": "the bidding was won by {player}",
    "preference.ended_on": "the bidding ended on {contract}",
    # the contract
    "preference.pot_refill": "The pot is empty: each player puts {stake} into it before the "
                             "next deal",
    "preference.stake_multiple": "the stake in the pot is a multiple of ten (seeds/003 line 12)",
    "preference.passed_no_contract": "nobody declared: a passed hand has no contract",
    "preference.sits_out": "{player} deals and sits this hand out",
    "preference.contract_missing": "missing: what did the bidding end on?",
    "preference.hearts_in_hearts": "a hearts contract is played in hearts",
    "preference.game_not_hearts": "game is played in any suit but hearts (line 17)",
    "preference.trumps_below": "{trumps} is below the {contract} reached in the bidding "
                               "(line 29)",
    # the defenders' answers (lines 30–31)
    "preference.answers_missing": "missing: each defender's answer (whist, pass or invite)",
    "preference.not_a_defender": "not a defender this hand ({defenders})",
    "preference.answer_missing": "missing: whist, pass or invite",
    "preference.invite_lone": "only a lone whister invites, and only a defender who passed "
                              "(line 31)",
    # the tricks
    "preference.no_play": "nobody whisted: there is no play, the declarer counts all ten "
                          "(line 31)",
    "preference.passed_no_tricks": "{player} passed and laid his cards down: no tricks",
    "preference.tricks_missing": "missing: give the tricks of all but one who played",
    "preference.tricks_sum": "the tricks add up to {total}, a hand has 10",
    # the premiums (lines 40–41, the table a house rule)
    "preference.premium_not_in_table": "premium {premium} is not in this table's house rules "
                                       "(its stake is 0)",
    "preference.premiums_won": "{player} won premium {premium}: {stake} from each of "
                               "{count} {count|whister|whisters}",
    "preference.premiums_lost": "{player} lost premium {premium}: {stake} to each of {count} "
                                "{count|defender|defenders}",
    # the notes
    "preference.all_passed": "all passed",
    "preference.deal": "{player} declared {contract}; {answers}; tricks {tricks}",
    "preference.answered": "{player} {answer}",
    "preference.took": "{player} {n}",
}
