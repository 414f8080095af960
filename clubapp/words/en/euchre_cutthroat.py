"""Cut-throat euchre: the maker alone against the other two."""

MESSAGES = {
    "euchre_cutthroat.march": "march",
    "euchre_cutthroat.tricks": "{n} {n|trick|tricks}",
    "euchre_cutthroat.euchred": "{player} euchred",
    "euchre_cutthroat.points_allowed": "1 or {march} to the maker, or {euchred} to each of the "
                                       "other two; a revoke {penalty} to each opponent of the "
                                       "offender, or minus {penalty} to him",
}
