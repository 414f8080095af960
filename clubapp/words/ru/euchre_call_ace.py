"""Эвхри с вызовом туза: назначивший козырь и владелец вызванной карты против остальных."""

MESSAGES = {
    "euchre_call_ace.own_partner": "назначивший не может быть своим партнёром: если вызванная "
                                   "карта у него самого, партнёра нет (строка 171)",
    "euchre_call_ace.lone_has_no_partner": "у одиночки нет партнёра (строка 175)",
    "euchre_call_ace.euchred": "эвхр: {players}",
    "euchre_call_ace.tricks": "взяток: {n}",
    "euchre_call_ace.march": "марш",
    "euchre_call_ace.lone_march": "марш одиночки",
    "euchre_call_ace.points_allowed": "назначившему (и партнёру) 1 или {march}, одиночке {lone}, "
                                      "или по {euchred} каждому из остальных; за ревок — по "
                                      "{penalty} (против одиночки по {lone}) каждому противнику "
                                      "провинившегося или столько же снять с него",
}
