"""The pool games (seeds/000 lines 1-85, seeds/001 lines 7-29): rams, rounce, bierspiel, loo,
Irish and five-card loo, frog — their refusals and the lines of their deals."""

MESSAGES = {
    # --- the pool and its shares ------------------------------------------------------------
    "pools.parts_positive": "a pool is shared in one part or more",
    "pools.negative_pool": "a pool cannot hold {chips} chips",
    "pools.claims_do_not_fit": "the claims {claims} do not fit {parts} parts",
    "pools.remainder_no_claim": "the remainder rule gave chips to {player!r}, who has no claim",
    "pools.remainder_too_much": "the remainder rule handed out more chips than the pool holds",
    "pools.pool_cannot_pay": "the pool holds {chips} chips and cannot pay {units}",
    "pools.name_is_pool": "{name!r} names the pool in the chip columns; choose another name",
    "pools.expected_tricks": "expected an object of players to tricks",
    "pools.no_tricks_played": "no tricks are played: {why}",
    "pools.did_not_play": "{player} did not play this deal, so won no trick",
    "pools.tricks_total": "{total} tricks entered; a deal has {tricks}",
    "pools.tricks_only": "{total} tricks entered; a deal has only {tricks}",
    # --- rams and rounce (lines 1-27) ---------------------------------------------------------
    "pools.holds_no_cards": "{player} holds no cards this deal",
    "pools.simple_all_must_play": "in a simple pool everyone must play (line 19)",
    "pools.six_dealer_no_cards": "with six at the table the dealer holds no cards to play",
    "pools.pone_refuses_only": "the pone refuses only when all before him passed (line 13)",
    "pools.why_pone_refused": "the pone refused to play",
    "pools.pone_refused": "{player} refused to play: pays the dealer five, the pool stays",
    "pools.simple_everyone_plays": "the pool holds only the dealer's five: everyone plays "
                                   "(line 19)",
    "pools.in_missing": "missing: who played (each may pass, line 19)",
    "pools.six_no_cards": "{player} holds no cards: at six the dealer deals himself none "
                          "(line 5)",
    "pools.eldest_must_play": "{player} is eldest hand and must play (house rule, line 11)",
    "pools.nobody_played": "nobody played: when all pass up to the pone he must play the "
                           "dealer or pay him five (refused_pone, line 13)",
    "pools.dealer_needs_opponent": "the dealer plays only against somebody (line 13)",
    "pools.dealer_must_play": "the dealer must play against a single opponent (line 13)",
    "pools.ramsed": "ramsed: {players}",
    "pools.nobody_ramsed": "nobody ramsed",
    "pools.general_everyone": "in a general rams everyone at the table plays (line 23)",
    "pools.general_made": "{player} makes a general rams",
    "pools.general_failed": "{player}'s general rams fails: he doubles the pool",
    # --- bierspiel (lines 29-31) --------------------------------------------------------------
    "pools.bier_nobody_played": "nobody played: at least one player must play the deal",
    "pools.bier_six_no_cards": "{player} holds no cards: at six the dealer deals himself none",
    "pools.bier_crosses_out": "{player} has rubbed out his crosses and is out of the game",
    "pools.bier_out_of_game": "{player} is out of the game",
    "pools.bier_who_last": "{players} all finished this deal: who rubbed out his last cross "
                           "last?",
    "pools.bier_not_finished": "{player} did not finish in this deal",
    "pools.bier_only_when": "name the last to finish only when nobody else has points left",
    "pools.bier_pays": "{player} pays for the beer",
    # --- loo, Irish loo, five-card loo (lines 33-85) ------------------------------------------
    "pools.trump_shown_simple_only": "only in a simple pool is no trump turned (line 55)",
    "pools.flush_also_alone": "only when another player claims the pool with a flush",
    "pools.pool_is_simple": "the pool holds only the dealer's ante: this deal is simple "
                            "(line 49)",
    "pools.pool_is_double": "{chips} chips are carried into this pool: it is double (line 49)",
    "pools.misdeal_alone": "a misdealt hand is not played: enter the misdeal alone",
    "pools.why_misdeal": "the deal was a misdeal",
    "pools.misdeal": "misdeal: {player} pays a fine and loses the deal",
    "pools.simple_no_widow": "a simple pool has no widow (line 55)",
    "pools.simple_all_in": "in a simple pool everyone plays (line 57)",
    "pools.loo_in_missing": "missing: who stood or took the widow (everyone may pass)",
    "pools.widow_must_play": "{player} took the widow, so must be among those playing (line 59)",
    "pools.widow_must_play_short": "{player} took the widow, so must be among those playing",
    "pools.flush_double_only": "a flush claims only a double pool, where a trump is turned "
                               "(line 63)",
    "pools.flush_before_play": "a flush is shown before the play: nothing is played",
    "pools.why_flush": "a flush takes the pool without play",
    "pools.passed_no_cards": "{player} passed, so holds no cards to show",
    "pools.flush_not_younger": "{also} is not younger than {claimant}: the eldest flush takes "
                               "the pool (lines 63, 81)",
    "pools.flush_takes": "{player}'s flush takes the pool",
    "pools.lone_no_widow": "the lone player did not take the widow: the dealer takes it to "
                           "defend the pool (line 61)",
    "pools.dealer_widow_single": "the dealer takes the widow to defend the pool only against a "
                                 "single player (line 61)",
    "pools.nothing_played": "nothing was played this deal",
    "pools.why_nobody_plays": "nobody plays against the pool",
    "pools.takes_without_play": "{player} takes the pool without play",
    "pools.all_passed": "all passed: the pool stays",
    "pools.penalised_no_trick": "{player} has won no trick: line 73 is for one who has (a fine "
                                "before the play is 'fined', line 69)",
    "pools.looed": "looed: {players}",
    "pools.nobody_looed": "nobody looed",
    "pools.defended": "{player} defended the pool",
    "pools.revoke_only": "a revoke ends the play: only the revoke is paid (line 71)",
    "pools.no_cards_in_play": "{player} held no cards in play",
    "pools.revoke_shared": "revoke by {player}: the pool is shared",
    "pools.revoke_same_player": "{player} is named for both revokes: the play stops at the "
                                "first revoke found (line 71)",
    "pools.revokes_shared": "revokes by {players}: the pool is shared",
    # --- frog (seeds/001 lines 7-29) ----------------------------------------------------------
    "pools.frog_nobody_bid": "nobody bid: the deal is thrown in",
    "pools.frog_thrown_in": "nobody bid: thrown in",
    "pools.frog_no_cards": "{player} holds no cards this deal (line 11)",
    "pools.frog_frog": "frog",
    "pools.frog_chico": "chico",
    "pools.frog_grand": "grand",
    "pools.frog_wins": "{player} wins {game} with {points}",
    "pools.frog_loses": "{player} loses {game} with {points}",
    "pools.frog_sixty": "{player}: 60, nothing paid",
}
