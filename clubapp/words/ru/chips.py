"""Отказы о фишках вечера и расчёте по ним."""

MESSAGES = {
    "chips.deal_broken": "стол {table}, сдача {deal}: {cause}",
    "chips.bad_worth": "стоимость фишек: {cause}",
}
