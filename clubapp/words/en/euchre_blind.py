"""Blind euchre: the taker of the widow alone against all the others."""

MESSAGES = {
    "euchre_blind.void_no_tricks": "nobody took the widow: the deal is void and has no tricks",
    "euchre_blind.void_no_revoke": "nobody took the widow: the deal is void and has no revoke",
    "euchre_blind.nobody_took": "nobody took the widow: void",
    "euchre_blind.march_alone": "march alone",
    "euchre_blind.points_allowed": "1 or {march} to the taker, or {euchred} to each of the "
                                   "others; a revoke {penalty} to each opponent of the offender, "
                                   "or minus {penalty} to him",
}
