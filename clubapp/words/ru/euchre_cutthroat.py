"""Беспощадный эвхр: назначивший козырь один против двоих."""

MESSAGES = {
    "euchre_cutthroat.march": "марш",
    "euchre_cutthroat.tricks": "взяток: {n}",
    "euchre_cutthroat.euchred": "эвхр: {player}",
    "euchre_cutthroat.points_allowed": "назначившему 1 или {march}, или по {euchred} каждому из "
                                       "двух других; за ревок — по {penalty} каждому противнику "
                                       "провинившегося или минус {penalty} ему",
}
