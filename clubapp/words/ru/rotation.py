"""Заранее составленная ротация: отчёт о справедливости и какой ротация быть не может."""

MESSAGES = {
    "rotation.method": "Способ: {method}.",
    "rotation.by_design": "схема вистового турнира на {n} {n|игрока|игроков|игроков}",
    "rotation.by_optimiser": "подбор (число жребия {seed}), схемы вистового турнира на {n} "
                             "{n|игрока|игроков|игроков} нет",
    "rotation.partners": "Каждый играет в паре с {least}–{most} разными игроками.",
    "rotation.repeated": "Повторные партнёры: {pairs}.",
    "rotation.repeated_pair": "{first} и {second} ({n} {n|раз|раза|раз})",
    "rotation.never_repeated": "Никто не играет в паре с одним и тем же игроком дважды.",
    "rotation.opponents": "Двое встречаются противниками от {low} до {high} раз; "
                          "{never} {never|пара|пары|пар} не встречаются ни разу.",
    "rotation.sit_outs_range": "Пропусков на игрока: от {low} до {high}.",
    "rotation.sit_outs": "Пропусков на игрока: {n}.",
    "rotation.four_players": "для ротации нужно не меньше четырёх игроков",
    "rotation.rounds_expected": "ожидалось от 1 до 100 кругов",
}
