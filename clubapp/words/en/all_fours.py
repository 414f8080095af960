"""The all-fours family (seeds/000 lines 87-272): seven-up, pitch, all fives, California jack,
auction pitch, smudge, pedro, dom pedro, cinch — their refusals and the lines of their deals."""

MESSAGES = {
    # --- the deal's line on the score sheet: "high Ann, low Bob, set back Cy -3" -----------
    "all_fours.points": "{points}",
    "all_fours.scored": "{what} {who}",
    "all_fours.scored_value": "{what} {who} {value}",
    "all_fours.point_high": "high",
    "all_fours.point_low": "low",
    "all_fours.point_jack": "jack",
    "all_fours.point_game": "game",
    "all_fours.point_turned_jack": "turned jack",
    "all_fours.point_gift": "gift",
    "all_fours.point_revoke": "revoke",
    "all_fours.point_looked_early": "looked too soon",
    "all_fours.point_sold": "sold",
    "all_fours.point_set_back": "set back",
    "all_fours.point_game_ten": "game (ten)",
    "all_fours.point_three": "three",
    "all_fours.point_five": "five",
    "all_fours.point_nine": "nine",
    "all_fours.point_snoozer": "snoozer",
    "all_fours.point_right_pedro": "right pedro",
    "all_fours.point_left_pedro": "left pedro",
    "all_fours.point_took": "took",
    "all_fours.point_took_and_bid": "took and the bid",
    "all_fours.point_difference": "difference",
    "all_fours.point_ace_pegged": "ace pegged",
    "all_fours.point_king_pegged": "king pegged",
    "all_fours.point_queen_pegged": "queen pegged",
    "all_fours.point_jack_pegged": "jack pegged",
    "all_fours.point_ten_pegged": "ten pegged",
    "all_fours.point_five_pegged": "five pegged",
    # --- the counting cards (all the family) ------------------------------------------------
    "all_fours.pips_not_all": "every card is played, so the pips add up to {most}, not {total}",
    "all_fours.pips_too_many": "{total} pips is more than the cards in play can hold "
                               "({most} at most)",
    "all_fours.joker_not_high_low": "the joker is not high or low",
    "all_fours.high_card_nobody": "a high card is given but nobody took high",
    "all_fours.low_card_nobody": "a low card is given but nobody took low",
    "all_fours.jack_turned_not_held": "the jack of trumps was turned up, so nobody held it",
    "all_fours.not_one_suit": "{low} and {high} are not of one suit: both are trumps",
    "all_fours.low_above_high": "the low {low} ranks above the high {high}",
    "all_fours.only_trump_high_low": "{card} was the only trump in play, so high and low go "
                                     "to one player",
    "all_fours.only_trump_is_jack": "{card} was the only trump in play and it is the jack: "
                                    "jack goes with it to {player}",
    "all_fours.only_trump_no_jack": "{card} was the only trump in play, so the jack was not",
    "all_fours.jack_above_high": "the highest trump in play was {card}, so the jack was not "
                                 "in play",
    "all_fours.jack_below_low": "the lowest trump in play was {card}, so the jack was not "
                                "in play",
    "all_fours.no_trump_in_play": "no trump was in play",
    "all_fours.above_high_card": "it was in play, so {card} was not the highest trump",
    "all_fours.below_low_card": "it was in play, so {card} was not the lowest trump",
    "all_fours.no_deal_gives": "no deal of {game} gives {points}",
    # --- seven-up and pitch (lines 95-163) ----------------------------------------------------
    "all_fours.gift_or_run": "the dealer either gives the point or runs the cards, not both",
    "all_fours.turned_again_without_run": "a second trump is turned only when the dealer runs "
                                          "the cards",
    "all_fours.gift_puts_out": "{player} needs only one point: the dealer may not give a point "
                               "that puts him out (line 117); he must run the cards",
    "all_fours.high_low_both": "high and low are both in play or, when no trump was dealt, "
                               "neither",
    "all_fours.no_trump_no_jack": "no trump was in play, so the jack was not",
    "all_fours.jack_turned_not_in_play": "the jack of trumps was turned up, so it was not in "
                                         "play",
    "all_fours.game_or_pips": "give game or game_pips, not both",
    "all_fours.game_missing": "missing: who made game (or the pips per player)",
    "all_fours.looked_early_who": "{player} may look at his cards at once: only the dealer's "
                                  "partner and the pone wait until the eldest hand ({eldest}) "
                                  "and the dealer ({dealer}) have settled the begging (line "
                                  "115)",
    "all_fours.game_always_scored": "somebody always scores game here: a tie goes to the "
                                    "non-dealer (line 143)",
    # --- all fives (line 151) -----------------------------------------------------------------
    "all_fours.both_could_peg_out": "{sides} could both peg out this hand: name who pegged "
                                    "out first",
    "all_fours.does_not_peg_out": "{player} does not reach {target} by pegging this hand",
    "all_fours.ace_pegged_by_high": "the ace of trumps wins its own trick: the player dealt it "
                                    "pegs it, and he holds high ({player})",
    # --- the bidding of auction pitch and the pedros (lines 175-225) --------------------------
    "all_fours.board_no_sale": "nobody sells when bidding to the board (line 195)",
    "all_fours.board_bid_range": "bidding to the board, the pitcher is the highest bidder: his "
                                 "bid is 1 to {most}",
    "all_fours.seller_is_eldest": "the eldest hand sells: {seller}, on the left of the dealer "
                                  "{dealer} (line 189)",
    "all_fours.buyer_pitches": "{seller} sold, so the buyer pitches, not {seller}",
    "all_fours.sale_bid_range": "a sale is for a bid of 1 to {most}",
    "all_fours.eldest_pitches": "unless {seller} (the eldest hand) sells, he pitches himself "
                                "(line 189)",
    "all_fours.sale_puts_seller_out": "{seller} needs only {to_go}: a bid of {bid} would put "
                                      "the seller out and may not be sold (line 191); tables "
                                      "that let a player bid his hand's full value set the "
                                      "option seller_out_bids=full-value",
    "all_fours.two_set_back_at_most": "at most two players are set back in a deal (two "
                                      "revokes): {players} all lose points",
    "all_fours.set_backs_differ": "two players set back in one deal (two revokes) go back "
                                  "alike, by the same bid: not {first} and {second}",
    "all_fours.set_back_amount": "a set-back is a bid (1 to {most}) or {unbid}, not {value}",
    "all_fours.snoozer_is_low": "the snoozer is the lowest trump (line 225): low goes with it "
                                "to {player}",
    "all_fours.snoozer_is_low_card": "the snoozer was in play and is the lowest trump (line "
                                     "225), so {card} was not low: the low card is JK",
    "all_fours.snoozer_not_in_play": "the low card is the joker, but nobody won the snoozer",
    # --- cinch (lines 227-272) ----------------------------------------------------------------
    "all_fours.bidder_missing": "missing: who made the highest bid",
    "all_fours.cinch_bid_range": "a bidder bids 1 to {most}; 0 means nobody bid (line 269)",
    "all_fours.cards_or_card_points": "give who won each card or card_points, not both",
    "all_fours.cinch_points_total": "the points taken add up to {deal_points} in every deal, "
                                    "not {total}",
    "all_fours.cinch_no_split": "no split of high, low, jack, game and the two pedros gives "
                                "these points",
    "all_fours.cinch_card_missing": "missing: who won it (or give card_points per side)",
    "all_fours.cinch_all_in_play": "with {players} players every counting trump is in play: "
                                   "the points add up to {deal_points}",
}
