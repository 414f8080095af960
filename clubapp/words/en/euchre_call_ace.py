"""Call-ace euchre: the maker and the holder of the called card against the others."""

MESSAGES = {
    "euchre_call_ace.own_partner": "the maker cannot be his own partner: if he holds the called "
                                   "card, he has none (line 171)",
    "euchre_call_ace.lone_has_no_partner": "a lone hand has no partner (line 175)",
    "euchre_call_ace.euchred": "{players} euchred",
    "euchre_call_ace.tricks": "{n} {n|trick|tricks}",
    "euchre_call_ace.march": "march",
    "euchre_call_ace.lone_march": "lone march",
    "euchre_call_ace.points_allowed": "1 or {march} to the maker (and partner), {lone} to a lone "
                                      "hand, or {euchred} to each of the others; a revoke "
                                      "{penalty} (against a lone hand {lone}) to each opponent "
                                      "of the offender, or as much off his score",
}
